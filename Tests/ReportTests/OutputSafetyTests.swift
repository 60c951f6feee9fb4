import Foundation
import MotionSpecCharts
import MotionSpecFiles
import Synchronization
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
    // The lock file goes with the render that held it.
    #expect(names == ["spec"])
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
      try FileManager.default.contentsOfDirectory(atPath: dir.deletingLastPathComponent().path).sorted() == ["spec"])
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
  }

  /// The attack a checksum cannot stop: an entry forged whole, its checksum made to match, with
  /// an inline SVG that runs script (`<svg/onload=…>`) or an SVG file that does when opened. The
  /// allow-list refuses both; the page is the clean one.
  @Test func aForgedEntryWithAMatchingChecksumIsNeverUsed() throws {
    let root = try temporaryDirectory("forged")
    let cache = root.appendingPathComponent("cache")
    try render(root.appendingPathComponent("clean").path)
    try render(root.appendingPathComponent("first").path, cache: cache.path)
    let sums = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".sum") }
    #expect(!sums.isEmpty)
    for (i, sum) in sums.enumerated() {
      let base = cache.appendingPathComponent(String(sum.dropLast(4)))
      let svg = try Data(contentsOf: base.appendingPathExtension("svg"))
      let png = (try? Data(contentsOf: base.appendingPathExtension("png"))) ?? Data()
      let plots = try Data(contentsOf: base.appendingPathExtension("plots"))
      var inline = try Data(contentsOf: base.appendingPathExtension("inline"))
      var file = svg
      if i % 2 == 0 {
        inline = Data("<svg/onload=alert(1)><text>x</text></svg>".utf8)
      } else {
        file = Data(
          String(decoding: svg, as: UTF8.self).replacingOccurrences(
            of: "<title", with: "<script>alert(2)</script><title"
          )
          .utf8)
      }
      try inline.write(to: base.appendingPathExtension("inline"))
      try file.write(to: base.appendingPathExtension("svg"))
      // The checksum made to match, as anyone who can write the cache can.
      try contentHash([file, png, inline, plots]).write(
        to: base.appendingPathExtension("sum"), atomically: true, encoding: .utf8)
    }
    try render(root.appendingPathComponent("second").path, cache: cache.path)
    let page = try String(contentsOf: root.appendingPathComponent("second/index.html"), encoding: .utf8)
    #expect(!page.contains("alert(1)"))
    #expect(page == (try String(contentsOf: root.appendingPathComponent("clean/index.html"), encoding: .utf8)))
    for chart in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("second/charts").path)
    where chart.hasSuffix(".svg") {
      let text = try String(contentsOf: root.appendingPathComponent("second/charts/\(chart)"), encoding: .utf8)
      #expect(!text.contains("alert(2)"), "\(chart)")
    }
  }

  /// Every SVG the writer makes passes the allow-list: all of a report's chart files and inline
  /// charts (otherwise the cache would never be used).
  @Test func everyChartTheWriterMakesIsAdmitted() throws {
    let root = try temporaryDirectory("admitted")
    let cache = root.appendingPathComponent("cache")
    try render(root.appendingPathComponent("r").path, cache: cache.path)
    var checked = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: cache.path)
    where name.hasSuffix(".svg") || name.hasSuffix(".inline") {
      let text = try String(contentsOf: cache.appendingPathComponent(name), encoding: .utf8)
      #expect(SVGAllowList.admits(text), "\(name): \(text.prefix(300))")
      checked += 1
    }
    #expect(checked > 20)
  }

  @Test(arguments: [
    ("", true), ("<svg role=\"img\"><text>onset on = off</text></svg>", true),
    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg width=\"2\"/>", true),
    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<p/>", false), ("<svg><text>ON</text></svg>", true),
    ("<svg><g class=\"on\"/></svg>", true), ("<svg>\non</svg>", true),
    ("<svg><text>a &amp; b &lt; c</text></svg>", true),
    ("<html><svg/></html>", false), (" <svg/>", false), ("<svg onload=\"x()\"/>", false),
    ("<svg/onload=alert(1)>", false), ("<svg\tOnClick =\"x()\"/>", false),
    ("<svg><SCRIPT>x()</SCRIPT></svg>", false), ("<svg><script>x()</script></svg>", false),
    ("<svg><foreignObject/></svg>", false), ("<svg><a href=\"JavaScript:x()\"/></svg>", false),
    ("<svg><g\nonmouseover\n=\"x\"/></svg>", false), ("<svg><use href=\"#a\"/></svg>", false),
    ("<svg><rect style=\"fill:url(https://x/y)\"/></svg>", false),
    ("<svg><rect style=\"background:image(x)\"/></svg>", false),
    ("<svg><g clip-path=\"url(#c1)\"/></svg>", true), ("<svg><g clip-path=\"url(http://x)\"/></svg>", false),
    ("<svg><!-- x --></svg>", false), ("<svg><![CDATA[x]]></svg>", false), ("<svg><text>&nbsp;</text></svg>", false),
    ("<svg><text>a</svg>", false), ("<svg></svg><svg></svg>", false), ("<svg><svg/></svg>", false),
    ("<svg><text>a > b</text></svg>", false), ("<svg xmlns=\"http://evil\"/>", false),
    // Styles that would move a chart out of its box and over the page (the paints pass).
    ("<svg style=\"position:fixed;top:0;left:0;width:100%;height:100%;z-index:9\"><text>x</text></svg>", false),
    ("<svg><rect style=\"fill:#fff;position:fixed\"/></svg>", false), ("<svg><rect style=\"fill:#fff\"/></svg>", true),
    ("<svg><path style=\"fill:none;stroke:var(--chart-c1, #123456)\"/></svg>", true),
    ("<svg><rect style=\"fill:#fff;;\"/></svg>", false), ("<svg><text style=\"transform:scale(90)\"/></svg>", false),
  ])
  func aChartIsUsedOnlyIfTheWriterCouldHaveWrittenIt(svg: String, admitted: Bool) {
    #expect(SVGAllowList.admits(svg) == admitted, "\(svg)")
  }

  /// A fragments file (HMAC-SHA-256, GLib's, over its format line and payload) verifies
  /// with its own key only, and a file with the old plain checksum reads as nothing. The tag
  /// covers the format line and the payload: the expected value is Python's
  /// `hmac.new(b"Jefe", b"what do ya want\nfor nothing?", hashlib.sha256).hexdigest()`.
  @Test func markupKeptInTheCacheIsAuthenticatedWithTheUsersKey() throws {
    let known = CacheFile(name: "known", format: "what do ya want", authenticated: true)
    #expect(
      known.seal(Array("for nothing?".utf8)[...], key: Array("Jefe".utf8))
        == "50ff9fd552ba6f7d7aea9a88e93f2ebee2870bf860cfd7a2b6cf2cbbed92a13e")
    let file = CacheFile.htmlFragments
    let mine = [UInt8](repeating: 1, count: 32), theirs = [UInt8](repeating: 2, count: 32)
    let payload = Array("<p>row</p>".utf8)
    let bytes = try #require(file.wrap(payload, key: mine))
    #expect(file.unwrap(bytes, key: mine).map(Array.init) == payload)
    #expect(file.unwrap(bytes, key: theirs) == nil && file.unwrap(bytes, key: nil) == nil)
    #expect(file.wrap(payload, key: nil) == nil)
    #expect(file.unwrap(file.wrap(payload), key: mine) == nil)
    // The key is made once, readable by its owner only, and read back the same.
    let dir = try temporaryDirectory("key")
    let path = dir.appendingPathComponent("motionspec/cache-key").path
    let key = try #require(CacheKey.load(at: path))
    #expect(CacheKey.load(at: path) == key && key.count == 32)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(CacheKey.path(environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/motionspec/cache-key")
    #expect(CacheKey.path(environment: ["HOME": "/h"]) == "/h/.config/motionspec/cache-key")
    #expect(CacheKey.path(environment: [:]) == nil)
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

/// Errors collected from concurrent work, behind a Mutex (so Sendable without a promise).
final class ErrorBox: Sendable {
  private let items = Mutex<[String]>([])
  func add(_ s: String) { items.withLock { $0.append(s) } }
  var all: [String] { items.withLock { $0 } }
}
