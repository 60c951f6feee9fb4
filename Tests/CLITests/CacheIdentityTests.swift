import Foundation
import TestSupport
import Testing

/// The render cache is keyed on the code as well as the content: a rebuilt motionspec never
/// reuses what the previous build drew.
@Suite struct CacheIdentityTests {
  /// The files in the render cache beside `directory`'s reports.
  func cacheFiles(_ directory: URL) throws -> Set<String> {
    let cache = directory.appendingPathComponent(".motionspec-cache")
    return Set(try #require(FileManager.default.subpaths(atPath: cache.path)))
  }

  @Test func anotherBuildOfTheCodeRedrawsAndGivesTheSameBytes() throws {
    let directory = try temporaryDirectory()
    let yaml =
      "tokens:\n  motion:\n    heavy: .spring(duration: 0.55, bounce: 0.18)\n    fade: .easeInOut(duration: 0.35)\n"
    try Data(yaml.utf8).write(to: directory.appendingPathComponent("motion.yaml"))
    let first = try motionspec(["render", "motion.yaml", "-o", "first", "--quiet"], in: directory)
    #expect(first.status == 0, "\(first.err)")
    let cached = try cacheFiles(directory)
    #expect(cached.count > 10, "\(cached.count) cache files")

    // The same binary again: everything comes from the cache, nothing new is stored.
    #expect(try motionspec(["render", "motion.yaml", "-o", "second", "--quiet"], in: directory).status == 0)
    #expect(try cacheFiles(directory) == cached)

    // A different build: the same program with other bytes (as any change to the code gives).
    let changed = directory.appendingPathComponent("motionspec-rebuilt")
    try FileManager.default.copyItem(at: try #require(motionspecBinary()), to: changed)
    let handle = try FileHandle(forWritingTo: changed)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("another build".utf8))
    try handle.close()
    let third = try run(changed, ["render", "motion.yaml", "-o", "third", "--quiet"], in: directory)
    #expect(third.status == 0, "\(third.err)")
    let after = try cacheFiles(directory)
    let added = after.subtracting(cached).filter {
      !$0.hasPrefix("text-metrics") && !$0.hasPrefix("html-fragments") && !$0.hasPrefix("export-fits")
    }
    #expect(
      added.count >= cached.count / 2,
      "a rebuilt binary stored \(added.count) new entries beside \(cached.count): its charts and pages were drawn again"
    )
    for file in ["index.html", "motion-spec.pdf"] {
      let a = try Data(contentsOf: directory.appendingPathComponent("first/\(file)"))
      let b = try Data(contentsOf: directory.appendingPathComponent("third/\(file)"))
      #expect(a == b, "\(file): the redrawn report is the same bytes")
    }
  }
}
