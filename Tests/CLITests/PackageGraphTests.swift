import Foundation
import TestSupport
import Testing

/// Package.swift is the real graph: every module of this package that a target's Swift files
/// import is one the target declares (as a target or through a product), so "Report imports no
/// Cairo" holds because the compiler would refuse it, not by habit.
@Suite struct PackageGraphTests {
  /// The package as SwiftPM reads it (`swift package dump-package`, in a scratch folder of its
  /// own so it never waits for the build folder the tests run from).
  static func manifest() throws -> [String: Any] {
    let scratch = try temporaryDirectory("dump-package")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let dumped = try run(
      "swift", ["package", "--scratch-path", scratch.path, "dump-package"], in: ConventionsTests.repository)
    #expect(dumped.status == 0, "\(dumped.err)")
    return try #require(try JSONSerialization.jsonObject(with: Data(dumped.out.utf8)) as? [String: Any])
  }

  /// The module names `text` imports, whatever the attributes and access level before `import`.
  static func imports(in text: String) -> Set<String> {
    var found: Set<String> = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      var words = line.split(separator: " ").map(String.init)
      while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
      if let first = words.first, ["public", "package", "internal", "private", "fileprivate"].contains(first) {
        words.removeFirst()
      }
      guard words.first == "import", words.count >= 2 else { continue }
      var name = words[1]
      if ["struct", "class", "enum", "func", "protocol", "var", "let", "typealias"].contains(name), words.count >= 3 {
        name = words[2]
      }
      found.insert(String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    return found
  }

  @Test func everyImportOfThisPackagesModulesIsDeclared() throws {
    let package = try Self.manifest()
    let targets = try #require(package["targets"] as? [[String: Any]])
    let local = Set(targets.compactMap { $0["name"] as? String })
    var undeclared: [String] = []
    var checked = 0
    for target in targets {
      guard let name = target["name"] as? String, let type = target["type"] as? String,
        !["system", "binary", "plugin"].contains(type)
      else { continue }
      var declared: Set<String> = [name]
      for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
        for value in dependency.values {
          if let parts = value as? [Any], let first = parts.first as? String { declared.insert(first) }
        }
      }
      let folder = (target["path"] as? String) ?? ((type == "test" ? "Tests/" : "Sources/") + name)
      let root = ConventionsTests.repository.appendingPathComponent(folder)
      let files =
        FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/Fixtures/") } ?? []
      for file in files {
        checked += 1
        for module in Self.imports(in: try String(contentsOf: file, encoding: .utf8)).intersection(local)
        where !declared.contains(module) {
          undeclared.append("\(name) imports \(module) in \(file.lastPathComponent) without declaring it")
        }
      }
    }
    #expect(checked > 100, "only \(checked) Swift files were read")
    #expect(undeclared.isEmpty, "\(undeclared.joined(separator: "\n"))")
  }

  /// The Architecture article's drawing is the graph Package.swift states (Scripts/module-graph.py
  /// draws it from the manifest; `make graph` writes it), and the check fails on a drawing that is not.
  @Test func theArchitectureDrawingIsPackageSwifts() throws {
    let manifest = String(
      decoding: try JSONSerialization.data(withJSONObject: try Self.manifest()), as: UTF8.self)
    let script = ConventionsTests.repository.appendingPathComponent("Scripts/module-graph.py").path
    let article = ConventionsTests.repository.appendingPathComponent(
      "Documentation/motionspec.docc/Architecture.md")
    let check = try run("python3", [script, "--check", article.path], input: manifest)
    #expect(check.status == 0, "\(check.err)")
    let drawn = try run("python3", [script], input: manifest).out
    #expect(drawn.contains("ReportCache ──► ReportModel") && drawn.contains("MCP (swift-sdk, trait Servers)"))
    // The lean core: no target outside the servers names a server package.
    for line in drawn.split(separator: "\n")
    where !line.hasPrefix("MotionSpecMCP") && !line.hasPrefix("MotionSpecServe") {
      #expect(!line.contains("hummingbird") && !line.contains("swift-sdk") && !line.contains("swift-crypto"), "\(line)")
    }
    // A drawing with an edge Package.swift does not have fails the check.
    let scratch = try temporaryDirectory("graph-check")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let wrong = scratch.appendingPathComponent("Architecture.md")
    let drawing = try String(contentsOf: article, encoding: .utf8)
    let changed = drawing.replacingOccurrences(of: "MotionSpecCairo ──► ", with: "MotionSpecCairo ──► Report, ")
    #expect(changed != drawing, "the drawing has no line for MotionSpecCairo")
    try changed.write(to: wrong, atomically: true, encoding: .utf8)
    #expect(try run("python3", [script, "--check", wrong.path], input: manifest).status == 1)
  }

  /// The reader of imports itself: attributes and access levels before `import`, and the kinds of
  /// a scoped import.
  @Test func importsAreReadAsTheCompilerReadsThem() {
    // Written as a list, so this file's own lines never read as imports.
    let text = [
      "import Foundation", "@testable import Report", "internal import CPlatform",
      "@_spi(Private) public import Cairo", "import struct MotionSpecCore.Spring", "// import NotAModule",
      "let importance = 1",
    ].joined(separator: "\n")
    #expect(Self.imports(in: text) == ["Foundation", "Report", "CPlatform", "Cairo", "MotionSpecCore"])
  }
}
