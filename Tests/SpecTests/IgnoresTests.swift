import Foundation
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCatalogue

/// `.motionspec.yml`'s `ignores`: globs relative to the file that a folder given to any command
/// leaves unread, with a note that counts them; a file named on the command line is still read.
@Suite struct IgnoresTests {
  @Test(arguments: [
    ("Generated/**", "Generated/a.yaml", true), ("Generated/**", "Generated/deep/b.json", true),
    ("Generated", "Generated/deep/b.json", true), ("Generated/", "Generated/b.json", true),
    ("*.min.css", "web/legacy.min.css", true), ("*.min.css", "web/site.css", false),
    ("Sources/*/Motion.swift", "Sources/App/Motion.swift", true),
    ("Sources/*/Motion.swift", "Sources/App/UI/Motion.swift", false),
    ("Sources/**/Motion.swift", "Sources/App/UI/Motion.swift", true), ("tokens?.yaml", "tokens2.yaml", true),
    ("tokens?.yaml", "tokens.yaml", false), ("./Design/old.json", "Design/old.json", true),
    ("Design/old.json", "Other/Design/old.json", false),
  ])
  func globsMatchAsWritten(pattern: String, path: String, matches: Bool) throws {
    let glob = try #require(PathGlob(pattern, relativeTo: "/work/app"))
    #expect(glob.matches("/work/app/" + path) == matches, "\(pattern) ~ \(path)")
    // Nothing outside the pattern's folder.
    #expect(!glob.matches("/elsewhere/" + path))
  }

  @Test func anEmptyPatternIsRefusedAtItsLine() throws {
    #expect(PathGlob("  ", relativeTo: "/") == nil && PathGlob("/", relativeTo: "/") == nil)
    #expect(throws: CatalogueError.self) { try LintPolicy.parse("ignores:\n  - ''\n", file: "/w/.motionspec.yml") }
    #expect(throws: CatalogueError.self) { try LintPolicy.parse("ignores: Generated\n", file: "/w/.motionspec.yml") }
  }

  @Test func aFolderLeavesTheIgnoredFilesUnreadAndSaysSo() throws {
    let dir = try temporaryDirectory("ignores").resolvingSymlinksInPath()
    func write(_ path: String, _ text: String) throws {
      let url = dir.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(".motionspec.yml", "ignores:\n  - Generated/**\n  - \"*.min.css\"\n")
    try write("motion.yaml", "tokens:\n  heavy: .spring(duration: 0.55, bounce: 0.18)\n")
    try write("Generated/copy.yaml", "tokens:\n  broken: .spring(duration: -1)\n")
    try write("web/legacy.min.css", ":root { --motion-fast: 100ms; }\n")
    let (catalogue, _) = try CatalogueLoader.read([dir.path])
    #expect(catalogue.tokens.map(\.id) == ["heavy"])
    let note = try #require(catalogue.warnings.first { $0.rule == "ignored-files" })
    #expect(note.severity == .note && note.location?.file == dir.appendingPathComponent(".motionspec.yml").path)
    #expect(note.location?.line == 1 && note.message.hasPrefix("2 catalogue files"), "\(note.message)")
    #expect(note.message.contains("Generated/copy.yaml") && note.message.contains("legacy.min.css"))
    // Named on its own, an ignored file is read (and its error said).
    #expect(throws: CatalogueError.self) {
      try CatalogueLoader.read([dir.appendingPathComponent("Generated/copy.yaml").path])
    }
    // A folder all of whose files are ignored says so (the workspace the folder above, whose
    // policy it is).
    let all = try #require(
      Result {
        try CatalogueLoader.read(
          [dir.appendingPathComponent("Generated").path], selection: CatalogueSelection(root: WorkspaceRoot(dir.path)))
      }.failure as? CatalogueError)
    #expect(all.description.contains("left out by .motionspec.yml's ignores"), "\(all.description)")
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
