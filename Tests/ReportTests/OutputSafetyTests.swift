import Foundation
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// Fault injection on the output path: every kind of destination, an interrupted commit,
/// concurrent renders and a hostile cache. No case may lose a user's file.
@Suite struct OutputSafetyTests {
  static let small: (Catalogue, String) = {
    let (catalogue, text) = try! CatalogueLoader.read(nil)
    return (Catalogue(name: catalogue.name, source: catalogue.source, tokens: Array(catalogue.tokens.prefix(2))), text)
  }()

  func render(_ path: String, cache: String? = nil) throws {
    _ = try MotionSpecWriter.write(
      Self.small.0, sourceText: Self.small.1, to: path, options: ReportOptions(cacheDirectory: cache))
  }

  /// A process id that is not running (a child that has already exited).
  func deadPID() throws -> Int32 {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/true")
    try p.run()
    p.waitUntilExit()
    return p.processIdentifier
  }

  @Test func aDirectoryOfOtherFilesIsRefusedAndUntouched() throws {
    let dir = try temporaryDirectory("foreign")
    try "keep me".write(to: dir.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let error = #expect(throws: ReportError.self) { try render(dir.path) }
    guard case .refused(let message) = error else { return #expect(Bool(false), "\(String(describing: error))") }
    #expect(message.contains("notes.txt") && message.contains("nothing was written or deleted"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["notes.txt"])
    #expect(try String(contentsOf: dir.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me")
  }

  @Test func aRegularFileIsRefusedAndUntouched() throws {
    let file = try temporaryDirectory("file").appendingPathComponent("report")
    try "data".write(to: file, atomically: true, encoding: .utf8)
    #expect(throws: ReportError.self) { try render(file.path) }
    #expect(try String(contentsOf: file, encoding: .utf8) == "data")
  }

  @Test func emptyMissingAndOwnReportsAreWritten() throws {
    let root = try temporaryDirectory("kinds")
    let empty = root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try render(empty.path)
    try render(root.appendingPathComponent("missing/nested").path)
    try render(empty.path)  // a report it wrote before: replaced
    for dir in [empty, root.appendingPathComponent("missing/nested")] {
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(OutputDirectory.marker).path))
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("index.html").path))
    }
  }

  @Test func aReportFromBeforeTheMarkerIsReplacedButALookAlikeIsNot() throws {
    let root = try temporaryDirectory("earlier")
    let earlier = root.appendingPathComponent("earlier")
    try render(earlier.path)
    try FileManager.default.removeItem(at: earlier.appendingPathComponent(OutputDirectory.marker))
    try render(earlier.path)
    #expect(FileManager.default.fileExists(atPath: earlier.appendingPathComponent(OutputDirectory.marker).path))
    // The same names, but a page motionspec did not write: refused.
    let site = root.appendingPathComponent("site")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    try "<html><meta name=\"generator\" content=\"Hugo\"></html>".write(
      to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    #expect(throws: ReportError.self) { try render(site.path) }
    #expect(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8).contains("Hugo"))
  }

  @Test func aSymlinkIsFollowedAndKept() throws {
    let root = try temporaryDirectory("link")
    let real = root.appendingPathComponent("real"), link = root.appendingPathComponent("link")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    try render(link.path)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
    #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("index.html").path))
  }

  @Test func leftoversOfADeadProcessAreCleanedOrRestored() throws {
    let root = try temporaryDirectory("stale")
    let pid = try deadPID()
    // Killed after setting the old report aside and before moving the new one in: restored.
    let aside = root.appendingPathComponent(".spec.old-\(pid)")
    try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: true)
    try "old".write(to: aside.appendingPathComponent(OutputDirectory.marker), atomically: true, encoding: .utf8)
    // Killed while staging: removed.
    let staging = root.appendingPathComponent(".spec.tmp-\(pid)-42")
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    try render(root.appendingPathComponent("spec").path)
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(names == [".spec.lock", "spec"])
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("spec/index.html").path))
  }

  @Test func concurrentRendersIntoOneDirectoryBothSucceed() throws {
    let dir = try temporaryDirectory("concurrent").appendingPathComponent("spec")
    let errors = ErrorBox()
    DispatchQueue.concurrentPerform(iterations: 3) { _ in
      do { try render(dir.path) } catch { errors.add("\(error)") }
    }
    #expect(errors.all.isEmpty, "\(errors.all)")
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("</html>"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.deletingLastPathComponent().path).sorted() == [
        ".spec.lock", "spec",
      ])
  }

  @Test func aHostileCacheIsNeverCopied() throws {
    let root = try temporaryDirectory("hostile")
    let cache = root.appendingPathComponent("cache")
    try render(root.appendingPathComponent("clean").path)
    try render(root.appendingPathComponent("first").path, cache: cache.path)
    let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    // Corrupt every PNG and put a script into every inline fragment (keeping the old checksums).
    for name in names where name.hasSuffix(".png") {
      try Data("garbage".utf8).write(to: cache.appendingPathComponent(name))
    }
    for name in names where name.hasSuffix(".inline") {
      try "<svg><script>alert(1)</script></svg>".write(
        to: cache.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try render(root.appendingPathComponent("second").path, cache: cache.path)
    let second = try String(contentsOf: root.appendingPathComponent("second/index.html"), encoding: .utf8)
    #expect(!second.contains("<script>alert(1)"))
    #expect(second == (try String(contentsOf: root.appendingPathComponent("clean/index.html"), encoding: .utf8)))
    for chart in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("second/charts").path)
    where chart.hasSuffix(".png") {
      #expect(
        try Data(contentsOf: root.appendingPathComponent("second/charts/\(chart)"))
          == Data(contentsOf: root.appendingPathComponent("clean/charts/\(chart)")))
    }
    // Even a forged checksum does not let active content through.
    #expect(
      !ChartCache.isInert("<svg onload=\"x()\"></svg>")
        && ChartCache.isInert("<svg role=\"img\"><text>onset</text></svg>"))
  }

  @Test(arguments: [
    ("", true), ("<svg role=\"img\"><text>onset on = off</text></svg>", true),
    ("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<svg width=\"2\"/>", true),
    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg/>", true),
    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<p/>", false), ("<svg><text>ON</text></svg>", true),
    ("<svg><g class=\"on\"/></svg>", true), ("<svg>\non</svg>", true),
    ("<html><svg/></html>", false), (" <svg/>", false), ("<svg onload=\"x()\"/>", false),
    ("<svg\tOnClick =\"x()\"/>", false),
    ("<svg><SCRIPT>x()</SCRIPT></svg>", false), ("<svg><foreignObject/></svg>", false),
    ("<svg><a href=\"JavaScript:x()\"/></svg>", false),
    ("<svg><g\nonmouseover\n=\"x\"/></svg>", false),
  ])
  func anInlineChartWithActiveContentIsNeverTakenFromTheCache(svg: String, inert: Bool) {
    #expect(ChartCache.isInert(svg) == inert, "\(svg)")
  }

  @Test func theCacheNeverFollowsALinkNorDeletesWhatIsNotItsOwn() throws {
    let root = try temporaryDirectory("links")
    let precious = root.appendingPathComponent("precious")
    try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
    try "keep".write(to: precious.appendingPathComponent("0123456789abcdef.png"), atomically: true, encoding: .utf8)
    let linked = root.appendingPathComponent("cache-link")
    try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: precious)
    try render(root.appendingPathComponent("a").path, cache: linked.path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: precious.path) == ["0123456789abcdef.png"])
    // In a real cache, eviction removes old entries only, and nothing that is not an entry.
    let cache = root.appendingPathComponent("cache")
    try render(root.appendingPathComponent("b").path, cache: cache.path)
    try "mine".write(to: cache.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
    let old = Date(timeIntervalSinceNow: -40 * 24 * 3600)
    let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter {
      $0 != ".evicted" && $0 != "README.txt"
    }
    #expect(names.contains { $0.hasSuffix(".svg") } && names.contains { $0.hasSuffix(".sum") })
    for name in names {
      try FileManager.default.setAttributes(
        [.modificationDate: old], ofItemAtPath: cache.appendingPathComponent(name).path)
    }
    // The render just looked the cache over: the next look is an hour away.
    ChartCache(directory: cache.path)!.evictIfDue()
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: cache.path)) == Set(names + [".evicted", "README.txt"]))
    // An entry is as old as its newest file (a use refreshes only its checksum): it stays whole.
    let used = try #require(names.sorted().first { $0.hasSuffix(".sum") }).dropLast(4)
    try FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: cache.appendingPathComponent(used + ".sum").path)
    ChartCache(directory: cache.path)!.evictIfDue(now: Date(timeIntervalSinceNow: 2 * ChartCache.evictionInterval))
    let kept = names.filter { $0.hasPrefix(used + ".") }
    #expect(kept.count >= 4)
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: cache.path)) == Set(kept + [".evicted", "README.txt"]))
  }
}

/// Errors collected from concurrent work.
final class ErrorBox: @unchecked Sendable {
  private var items: [String] = []
  private let lock = NSLock()
  func add(_ s: String) { lock.withLock { items.append(s) } }
  var all: [String] { lock.withLock { items } }
}
