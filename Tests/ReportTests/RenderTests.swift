import Foundation
import MotionSpecCairo
import MotionSpecCore
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// One render of the built-in catalogue shared by the tests that only read it.
enum SharedRender {
  static let directory: URL = {
    do {
      let dir = try temporaryDirectory("shared").appendingPathComponent("spec")
      let (catalogue, text) = try CatalogueLoader.read(nil)
      _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: dir.path)
      return dir
    } catch {
      Issue.record("render failed: \(error)")
      return URL(fileURLWithPath: "/nonexistent/motionspec-shared-render")
    }
  }()
  static func html() throws -> String {
    try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
  }
  static var pdf: String { directory.appendingPathComponent("motion-spec.pdf").path }
}

@Suite struct RenderTests {
  @Test func writesHTMLPDFAndChartFiles() throws {
    let dir = SharedRender.directory
    let fm = FileManager.default
    #expect(fm.fileExists(atPath: dir.appendingPathComponent("index.html").path))
    #expect(fm.fileExists(atPath: dir.appendingPathComponent("motion-spec.pdf").path))
    let charts = try fm.contentsOfDirectory(atPath: dir.appendingPathComponent("charts").path)
    #expect(charts.contains("token-motion-heavy.svg") && !charts.contains("token-motion-heavy@2x.png"))
    #expect(charts.contains("explainer-handoff@2x.png") && charts.contains("group-motion@2x.png"))
    #expect(charts.contains("explainer-easing-comparison.svg"))
    for name in charts {
      #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-@.".contains($0)) }, "\(name)")
    }
  }

  @Test func everyTokenIsInTheTableAndTheHTMLIsSelfContained() throws {
    let html = try SharedRender.html()
    let catalogue = try BuiltInCatalogue.load()
    let table = String(html[html.range(of: "<table")!.lowerBound..<html.range(of: "</table>")!.upperBound])
    for token in catalogue.tokens { #expect(table.contains(">\(token.name)</a>"), "\(token.name)") }
    // No network: one inline script (progressive enhancement), no external scripts,
    // stylesheets, images or fonts; links are relative.
    // The script, and the data it reads (JSON, which no browser runs).
    #expect(html.components(separatedBy: "<script").count == 3 && !html.contains("<script src"))
    #expect(html.components(separatedBy: "<script type=\"application/json\" id=\"motion-data\">").count == 2)
    #expect(!html.contains("<link"))
    #expect(!html.contains("@import"))
    for attribute in ["src=\"http", "href=\"http", "url(http", "src=\"//", "href=\"//"] {
      #expect(!html.contains(attribute))
    }
    // Each chart is inline once, with an accessible title, its colours as CSS variables that the
    // stylesheet sets for light, for dark (following the reader's scheme) and for print.
    let svgs = html.components(separatedBy: "<svg xmlns").count - 1
    #expect(svgs > 40)
    #expect(html.components(separatedBy: "<title id=").count - 1 == svgs)
    #expect(html.contains("style=\"fill:var(--chart-bg, #ffffff)\""))
    #expect(html.contains("@media (prefers-color-scheme: dark) { .theme-auto { --chart-bg: #1c1c1e;"))
    #expect(html.contains("@media print { .theme-dark, .theme-auto { --chart-bg: #ffffff;"))
  }

  @Test func everySortableColumnOfASpringRowHasItsNumber() throws {
    let html = try SharedRender.html()
    let body = String(html[html.range(of: "<tbody>")!.upperBound..<html.range(of: "</tbody>")!.lowerBound])
    let springs = body.components(separatedBy: "<tr ").filter { $0.contains("data-kind=\"spring\"") }
    #expect(springs.count > 10)
    let columns = SpecWords.columns(showingCSSError: html.contains(">CSS error</th>")).filter {
      $0.isNumeric && $0 != .completes
    }.map(\.longTitle)
    for row in springs {
      func value(_ column: String) throws -> Substring {
        let start = try #require(row.range(of: "data-label=\"\(column)\" data-value=\"")).upperBound
        return row[start...].prefix { $0 != "\"" }
      }
      // A spring that does not overshoot has no peak (sorted last).
      let peakless = try Double(value("Overshoot")) == 0
      for column in columns where !(column == "Peak" && peakless) {
        let number = try value(column)
        #expect(Double(number) != nil, "\(column): '\(number)' in \(row.prefix(120))")
      }
      if peakless { #expect(try value("Peak").isEmpty) }
    }
  }

  @Test func pdfPassesThePopplerGates() throws {
    let info = try run("pdfinfo", [SharedRender.pdf]).out
    #expect(info.contains("Page size:       595.28 x 841.89 pts (A4)"))
    let pages =
      Int(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }?.split(separator: " ").last ?? "0") ?? 0
    #expect(pages >= 10)
    let fonts = try run("pdffonts", [SharedRender.pdf]).out.split(separator: "\n").dropFirst(2)
    #expect(!fonts.isEmpty)
    for line in fonts {
      let c = line.split(separator: " ")
      #expect(c[c.count - 5] == "yes", "not embedded: \(line)")
    }
    // One surface: each face once for the whole document (a Latin subset, and a CID-keyed one
    // for characters outside that encoding), never once a page.
    let faces = fonts.compactMap { $0.split(separator: " ").first?.split(separator: "+").last }
    #expect(fonts.count <= 2 * Set(faces).count && Set(faces).count <= 6, "\(fonts.joined(separator: "\n"))")
    let text = try run("pdftotext", [SharedRender.pdf, "-"]).out
    for token in try BuiltInCatalogue.load().tokens { #expect(text.contains(token.name), "\(token.name)") }
  }

  @Test func tokenTextIsEscapedEverywhere() throws {
    let yaml = """
      name: "<b>Evil</b> & co"
      tokens:
        "<script>alert(1)</script>":
          value: .smooth
          description: "Use <img src=x onerror=alert(2)> wisely & well"
      """
    let catalogue = try YAMLReader.read(yaml, file: "evil.yaml")
    let dir = try temporaryDirectory("escape").appendingPathComponent("spec")
    _ = try MotionSpecWriter.write(
      catalogue, sourceText: yaml, to: dir.path, options: ReportOptions(colorScheme: .light))
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!html.contains("<script>alert(1)</script>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!html.contains("<img src=x"))
    #expect(!html.contains("<b>Evil</b>"))
    let charts = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("charts").path)
    #expect(charts.contains("token-script-alert-1-script.svg"))
    let text = try run("pdftotext", [dir.appendingPathComponent("motion-spec.pdf").path, "-"]).out
    #expect(text.contains("<script>alert(1)</script>"))
  }

  @Test func chartFileNamesNeverCollide() throws {
    // Groups "a b" and "a-b" slug alike, and so do the token ids "a-b.x" and "a b.x"; a token
    // named like another's decomposition chart must not overwrite it either.
    let yaml = """
      tokens:
        "a b":
          x: .bouncy
          y: .snappy
        "a-b":
          x: .spring(duration: 0.4, bounce: 0.35)
          y: .smooth
        t: .bouncy
        "t-decomposition": .spring(duration: 0.6, bounce: 0.2)
      """
    let catalogue = try YAMLReader.read(yaml, file: "collide.yaml")
    let dir = try temporaryDirectory("collide").appendingPathComponent("spec")
    let summary = try MotionSpecWriter.write(
      catalogue, sourceText: yaml, to: dir.path, options: ReportOptions(colorScheme: .light))
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("charts").path)
    #expect(files.filter { $0.hasSuffix(".svg") }.count == summary.charts)
    #expect(files.contains("group-a-b.svg") && files.contains("group-a-b-2.svg"))
    #expect(files.contains("decomposition-t.svg") && files.contains("token-t-decomposition.svg"))
  }

  @Test func outputIsDeterministic() throws {
    let (catalogue, text) = try CatalogueLoader.read(nil)
    let a = try temporaryDirectory("det-a").appendingPathComponent("spec")
    _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: a.path)
    for name in ["index.html", "motion-spec.pdf", "charts/token-motion-heavy.svg", "charts/explainer-handoff.svg"] {
      let first = try Data(contentsOf: a.appendingPathComponent(name))
      let second = try Data(contentsOf: SharedRender.directory.appendingPathComponent(name))
      #expect(first == second, "\(name) differs between renders")
    }
  }

  @Test func aFailedRenderLeavesThePreviousReportIntact() throws {
    let (catalogue, text) = try CatalogueLoader.read(nil)
    let dir = try temporaryDirectory("atomic").appendingPathComponent("spec")
    // The previous report: the shared render of the same catalogue, copied (no render of its own).
    try FileManager.default.copyItem(at: SharedRender.directory, to: dir)
    let before = try Data(contentsOf: dir.appendingPathComponent("index.html"))
    // Broken templates: the render fails before anything is replaced.
    let templates = try temporaryDirectory("templates")
    try "{{#doc}} unclosed".write(
      to: templates.appendingPathComponent("report.mustache"), atomically: true, encoding: .utf8)
    #expect(throws: ReportError.self) {
      try MotionSpecWriter.write(
        catalogue, sourceText: text, to: dir.path, options: ReportOptions(templatesDirectory: templates.path))
    }
    #expect(try Data(contentsOf: dir.appendingPathComponent("index.html")) == before)
    // An unwritable destination: the error says where.
    let error = #expect(throws: ReportError.self) {
      try MotionSpecWriter.write(catalogue, sourceText: text, to: "/proc/motionspec/spec")
    }
    #expect(error?.description.contains("/proc/motionspec") == true)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.deletingLastPathComponent().path)
    #expect(leftovers.filter { !$0.hasSuffix(".lock") } == ["spec"])
  }

  @Test func templatesCanBeOverridden() throws {
    let templates = try temporaryDirectory("custom")
    try "{{#doc}}<h1>{{catalogueName}}</h1>{{#rows}}<p>{{name}}</p>{{/rows}}{{/doc}}".write(
      to: templates.appendingPathComponent("report.mustache"), atomically: true, encoding: .utf8)
    let (catalogue, text) = try CatalogueLoader.read(nil)
    let dir = try temporaryDirectory("custom-out").appendingPathComponent("spec")
    _ = try MotionSpecWriter.write(
      catalogue, sourceText: text, to: dir.path, options: ReportOptions(templatesDirectory: templates.path))
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.hasPrefix("<h1>Motion tokens</h1><p>standard</p><p>responsive</p>"))
  }

  @Test func letterPaperAndDarkTheme() throws {
    let (catalogue, text) = try CatalogueLoader.read(nil)
    let small = Catalogue(name: catalogue.name, source: catalogue.source, tokens: Array(catalogue.tokens.prefix(3)))
    let dir = try temporaryDirectory("letter").appendingPathComponent("spec")
    _ = try MotionSpecWriter.write(
      small, sourceText: text, to: dir.path, options: ReportOptions(paper: .letter, colorScheme: .dark))
    #expect(
      try run("pdfinfo", [dir.appendingPathComponent("motion-spec.pdf").path]).out.contains("612 x 792 pts (letter)"))
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("class=\"theme-dark\""))
    #expect(html.contains("style=\"fill:var(--chart-bg, #1c1c1e)\""))  // drawn in the dark theme
  }
}

@Suite struct CacheTests {
  @Test func cachedRendersAreIdenticalAndRedrawOnlyWhatChanged() throws {
    let dir = try temporaryDirectory("cache")
    let cacheDir = dir.appendingPathComponent(".cache").path
    var (catalogue, text) = try CatalogueLoader.read(nil)
    let options = ReportOptions(cacheDirectory: cacheDir)
    _ = try MotionSpecWriter.write(
      catalogue, sourceText: text, to: dir.appendingPathComponent("a").path, options: options)
    let entries = try FileManager.default.contentsOfDirectory(atPath: cacheDir).count
    #expect(entries > 100)
    /// Each chart's file by its inode: a file written again (beside its name, then renamed) is a
    /// new one; using an entry only touches it.
    func written() throws -> [String: Int] {
      let names = try FileManager.default.contentsOfDirectory(atPath: cacheDir).filter {
        $0.hasSuffix(".svg")
      }
      return try Dictionary(
        uniqueKeysWithValues: names.map { name in
          (
            name,
            try #require(FileManager.default.attributesOfItem(atPath: cacheDir + "/" + name)[.systemFileNumber] as? Int)
          )
        })
    }
    let first = try written()
    // From the cache: the same bytes as a render without it, and no chart drawn again.
    _ = try MotionSpecWriter.write(
      catalogue, sourceText: text, to: dir.appendingPathComponent("b").path, options: options)
    #expect(try written() == first)
    for name in ["index.html", "motion-spec.pdf", "charts/token-motion-heavy.svg", "charts/explainer-handoff@2x.png"] {
      #expect(
        try Data(contentsOf: dir.appendingPathComponent("a/" + name))
          == Data(contentsOf: SharedRender.directory.appendingPathComponent(name)), "\(name)")
      #expect(
        try Data(contentsOf: dir.appendingPathComponent("b/" + name))
          == Data(contentsOf: SharedRender.directory.appendingPathComponent(name)), "\(name)")
    }
    // One token changes: its chart is redrawn; the cache keeps the other reports' entries too.
    let i = try #require(catalogue.tokens.firstIndex { $0.name == "heavy" })
    catalogue.tokens[i].animation = try MotionExpression.parse(".spring(duration: 0.6, bounce: 0.2)")
    text += "\n# edited"
    _ = try MotionSpecWriter.write(
      catalogue, sourceText: text, to: dir.appendingPathComponent("c").path, options: options)
    let heavy = try String(contentsOf: dir.appendingPathComponent("c/charts/token-motion-heavy.svg"), encoding: .utf8)
    #expect(
      heavy != (try String(contentsOf: dir.appendingPathComponent("a/charts/token-motion-heavy.svg"), encoding: .utf8)))
    #expect(
      try Data(contentsOf: dir.appendingPathComponent("c/charts/token-motion-light.svg"))
        == Data(contentsOf: dir.appendingPathComponent("a/charts/token-motion-light.svg")))
    #expect(try FileManager.default.contentsOfDirectory(atPath: cacheDir).count > entries)
    // The page and PDF of the edited catalogue, its unchanged charts from the cache, are the ones
    // a render without the cache writes.
    let cold = dir.appendingPathComponent("c-cold")
    _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: cold.path)
    for name in ["index.html", "motion-spec.pdf"] {
      #expect(
        try Data(contentsOf: dir.appendingPathComponent("c/" + name))
          == Data(contentsOf: cold.appendingPathComponent(name)), "\(name)")
    }
    #expect(
      try Data(contentsOf: cold.appendingPathComponent("motion-spec.pdf"))
        != Data(contentsOf: dir.appendingPathComponent("a/motion-spec.pdf")))
  }
}

extension CacheTests {
  /// A chart file carries its alternative text as its description, and an explainer's is its
  /// section's title from the templates' prose: retitled there, the cached file is not used.
  @Test func aChartRetitledInTheProseIsNotTakenFromTheCache() throws {
    let dir = try temporaryDirectory("cache-prose")
    let (catalogue, text) = try CatalogueLoader.read(nil)
    var options = ReportOptions(cacheDirectory: dir.appendingPathComponent(".cache").path)
    _ = try MotionSpecWriter.write(
      catalogue, sourceText: text, to: dir.appendingPathComponent("a").path, options: options)
    let templates = dir.appendingPathComponent("templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    let prose = try #require(TemplateFiles.bundled["prose.json"])
    let title = "Perceptual duration and settling duration"
    try #require(prose.contains("\"\(title)\""))
    try Data(prose.replacingOccurrences(of: "\"\(title)\"", with: "\"Settling, retitled by the team\"").utf8).write(
      to: templates.appendingPathComponent("prose.json"))
    options.templatesDirectory = templates.path
    _ = try MotionSpecWriter.write(
      catalogue, sourceText: text, to: dir.appendingPathComponent("b").path, options: options)
    let svg = try String(
      contentsOf: dir.appendingPathComponent("b/charts/explainer-settling.svg"), encoding: .utf8)
    #expect(svg.contains("<desc id=\"chart-desc\">Settling, retitled by the team</desc>"))
    var fresh = options
    fresh.cacheDirectory = nil
    _ = try MotionSpecWriter.write(
      catalogue, sourceText: text, to: dir.appendingPathComponent("c").path, options: fresh)
    #expect(
      try Data(contentsOf: dir.appendingPathComponent("c/charts/explainer-settling.svg")) == Data(svg.utf8))
  }
}

extension CacheTests {
  /// The faces the charts are set in are part of their keys: another face (as an installed or
  /// updated font would be) measures differently, so its charts are drawn again.
  @Test func theChartsFacesArePartOfTheirKeys() throws {
    let measurer = try CairoTextMeasurer()
    let now = ChartRenderer.typefaces(measurer)
    #expect(now == ChartRenderer.typefaces(measurer))
    #expect(now.split(separator: ";").count == 4)
    #expect(now != ChartRenderer.typefaces(measurer, family: "DejaVu Serif"))
    #expect(now != ChartRenderer.typefaces(measurer, family: "DejaVu Sans Mono"))
  }
}

/// `render --watch`'s session (``RenderSession``): what it keeps never makes a render differ from
/// a fresh process's.
@Suite struct RenderSessionTests {
  /// Every file under `directory`, by relative path.
  static func files(_ directory: URL) throws -> [String: Data] {
    let names = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
    var out: [String: Data] = [:]
    for name in names {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory.path + "/" + name, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      out[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return out
  }

  @Test func aSessionsRenderAfterAnEditIsByteForByteAFreshRender() throws {
    let dir = try temporaryDirectory("session")
    var (catalogue, text) = try CatalogueLoader.read(nil)
    var options = ReportOptions(cacheDirectory: dir.appendingPathComponent(".cache").path)
    options.poster = .a3
    let session = RenderSession()
    let watched = dir.appendingPathComponent("watched")
    _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: watched.path, options: options, session: session)
    #expect(session.verified.count > 20)
    // Two edits in a row: one token's motion, then its description (text the PDF lays out).
    let i = try #require(catalogue.tokens.firstIndex { $0.name == "heavy" })
    for edit in 0..<2 {
      if edit == 0 {
        catalogue.tokens[i].animation = try MotionExpression.parse(".spring(duration: 0.6, bounce: 0.25)")
      } else {
        catalogue.tokens[i].description = "Sheets and other heavy surfaces, edited while watched"
      }
      text += "\n# edit \(edit)"
      _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: watched.path, options: options, session: session)
      var fresh = options
      fresh.cacheDirectory = nil
      let cold = dir.appendingPathComponent("cold-\(edit)")
      _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: cold.path, options: fresh)
      let a = try Self.files(watched), b = try Self.files(cold)
      #expect(a.keys.sorted() == b.keys.sorted())
      #expect(a.count > 50)
      for (name, bytes) in b { #expect(a[name] == bytes, "\(name) differs after edit \(edit)") }
    }
  }

  @Test func aSessionCompilesTemplatesAgainWhenTheirTextChanges() throws {
    let dir = try temporaryDirectory("session-templates")
    let templates = dir.appendingPathComponent("templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    let css = templates.appendingPathComponent("report.css")
    let (catalogue, text) = try CatalogueLoader.read(nil)
    var options = ReportOptions(cacheDirectory: dir.appendingPathComponent(".cache").path)
    options.templatesDirectory = templates.path
    let session = RenderSession()
    let out = dir.appendingPathComponent("spec")
    let bundled = try #require(TemplateFiles.bundled["report.css"])
    for marker in ["first-look", "second-look"] {
      try Data((bundled + "\n.\(marker) { color: red }\n").utf8).write(to: css)
      _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: out.path, options: options, session: session)
      let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
      #expect(html.contains(".\(marker)"))
    }
    let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!html.contains(".first-look"))
  }

  /// A small chart the SVG allow-list admits.
  static let svg =
    #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect x="1" y="1" width="2" height="2"/></svg>"#

  /// A cache in a new folder that remembers the entries it verifies, and that folder.
  static func cache(_ name: String) throws -> (ChartCache, ChartCache.Verified, URL) {
    let dir = try temporaryDirectory(name)
    let verified = ChartCache.Verified()
    return (try #require(ChartCache(directory: dir.path, verified: verified)), verified, dir)
  }

  /// An entry the session verified, then replaced on disk, is read and checked again: a forged
  /// one (whole, with a checksum that holds, and a script) is refused — drawn again, as it is
  /// without a session — and the same bytes written again are accepted.
  @Test func anEntryReplacedAfterItWasVerifiedIsCheckedAgain() throws {
    let (cache, verified, dir) = try Self.cache("session-verified")
    let svg = Self.svg
    let key = ChartCache.key("a chart")
    #expect(cache.store(key, ChartCache.Entry(svg: Data(svg.utf8), png: nil, inline: svg, plots: [])) != nil)
    #expect(verified.count == 1)
    #expect(cache.lookup(key, withPNG: false)?.inline == svg)
    let base = dir.appendingPathComponent(key).path
    try FileOutput.write(Array(svg.utf8), to: base + ".inline")
    #expect(cache.lookup(key, withPNG: false)?.inline == svg)
    let forged = svg.replacingOccurrences(of: "<rect", with: "<script>alert(1)</script><rect")
    try FileOutput.write(Array(forged.utf8), to: base + ".inline")
    let plots = try Data(contentsOf: URL(fileURLWithPath: base + ".plots"))
    try FileOutput.write(
      Array(contentHash([Data(svg.utf8), Data(), Data(forged.utf8), plots]).utf8), to: base + ".sum")
    #expect(cache.lookup(key, withPNG: false) == nil)
    try FileManager.default.removeItem(atPath: base + ".svg")
    #expect(cache.lookup(key, withPNG: false) == nil)
  }

  /// The session keeps the entries the last render used and nothing more, and an entry's text
  /// only where that render read it: a long watch over a large catalogue holds one render's
  /// charts, not every dark twin it ever drew.
  @Test func theSessionKeepsOneRendersEntriesAndTextOnlyWhereItIsRead() throws {
    let (cache, verified, _) = try Self.cache("session-bounded")
    let svg = Self.svg
    let a = ChartCache.key("a"), b = ChartCache.key("b")
    cache.store(a, ChartCache.Entry(svg: Data(svg.utf8), png: nil, inline: svg, plots: []), text: false)
    cache.store(b, ChartCache.Entry(svg: Data(svg.utf8), png: nil, inline: svg, plots: []))
    #expect(cache.lookup(a, withPNG: false, text: false)?.inline == "", "kept without its text")
    #expect(cache.lookup(a, withPNG: false, text: true)?.inline == svg, "read again when the text is asked for")
    #expect(cache.lookup(b, withPNG: false, text: false)?.inline == svg)
    verified.finishRender()
    #expect(verified.count == 2)
    _ = cache.lookup(a, withPNG: false, text: true)
    verified.finishRender()
    #expect(verified.count == 1, "b was not used by the last render")
    verified.finishRender()
    #expect(verified.count == 0)
    #expect(cache.lookup(b, withPNG: false)?.inline == svg, "a forgotten entry is read from the cache again")
  }
}

@Suite struct PageDataTests {
  /// Catalogue text in the page's JSON can neither close its element nor open a comment, and
  /// reads back as it was.
  @Test func hostileTextStaysInsideTheDataBlock() throws {
    let hostile = "</script><script>alert(1)</script><!-- & \"quoted\" \\ end"
    let catalogue = try CatalogueLoader.parse(
      "name: Hostile\ntokens:\n  t:\n    value: .smooth\n    description: '\(hostile)'\n", file: "h.yaml")
    #expect(catalogue.tokens.first?.description == hostile)
    let dir = try temporaryDirectory("hostile").appendingPathComponent("spec")
    _ = try MotionSpecWriter.write(catalogue, sourceText: "", to: dir.path)
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    let open = "<script type=\"application/json\" id=\"motion-data\">"
    let start = try #require(html.range(of: open)).upperBound
    let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
    let json = String(html[start..<end])
    #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
    let data = try JSONDecoder().decode(PageData.self, from: Data(json.utf8))
    #expect(data.tokens.map(\.description) == [hostile])
    #expect(html.components(separatedBy: "<script").count == 3)
  }
}
