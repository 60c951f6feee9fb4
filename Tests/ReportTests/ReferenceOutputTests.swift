import Foundation
import MotionSpecCharts
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

/// The page in a real browser, the PDF through poppler, and the colours of both themes.
@Suite struct ReferenceOutputTests {
  /// The repository's root (for `Scripts/` and `Templates/`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  // MARK: - The page in Chromium

  @Test func pageFitsEveryScreenAndAxeFindsNothing() throws {
    let shots = try temporaryDirectory("screens")
    let result = try runBrowserCheck(
      "check_page.py",
      [
        SharedRender.directory.appendingPathComponent("index.html").path,
        "--widths", "320,390,1280,1920", "--schemes", "light,dark", "--axe-widths", "390,1280,1920", "--screenshot-dir",
        shots.path, "--interact",
      ])
    try #require(result.status == 0, "check_page.py failed: \(result.err)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let runs = try #require(report["runs"] as? [[String: Any]])
    #expect(runs.count == 8)
    let tokens = try BuiltInCatalogue.load().tokens.count
    let sequences = try BuiltInCatalogue.load().sequences.count
    for r in runs {
      let width = r["width"] as? Int ?? 0, scheme = r["scheme"] as? String ?? ""
      let label = "\(width) px, \(scheme)"
      // Nothing sticks out sideways except inside the table's or a chart's own scroller.
      #expect(r["overflowCount"] as? Int == 0, "\(label): \(r["overflow"] ?? "")")
      #expect(r["scrollWidth"] as? Int == r["viewport"] as? Int, "\(label)")
      if let axe = r["axe"] as? [[String: Any]] {
        #expect(axe.isEmpty, "\(label): axe-core: \(axe)")
        #expect((r["axeRules"] as? Int ?? 0) > 30, "\(label): axe ran")
      } else {
        #expect(width == 320)
      }
      #expect((r["console"] as? [String])?.isEmpty == true, "\(label): \(r["console"] ?? "")")
      #expect((r["duplicateIds"] as? [String])?.isEmpty == true, "\(label): \(r["duplicateIds"] ?? "")")
      #expect(r["headingJumps"] as? Int == 0, "\(label)")
      #expect(
        scheme == "dark"
          ? r["background"] as? String == "rgb(28, 28, 30)" : r["background"] as? String == "rgb(255, 255, 255)",
        "\(label)")
      // Every chart is an image with a title; every definition and every platform's code (10 per
      // token's card, 4 per sequence's) has a copy button, every card a permalink.
      #expect((r["charts"] as? Int ?? 0) > 40 && r["charts"] as? Int == r["chartsWithTitle"] as? Int, "\(label)")
      #expect(
        r["copyButtons"] as? Int == r["definitions"] as? Int
          && r["definitions"] as? Int == (2 + 10) * tokens + 4 * sequences,
        "\(label)"
      )
      #expect(
        r["permalinks"] as? Int == tokens + sequences && r["cards"] as? Int == tokens + sequences, "\(label)")
      // Every numeric column sorts: ten, SwiftUI's completion, and the CSS error where the page has it.
      let sortable =
        11
        + (try String(contentsOf: SharedRender.directory.appendingPathComponent("index.html"), encoding: .utf8)
          .contains(">CSS error</th>") ? 1 : 0)
      #expect(r["toolsVisible"] as? Bool == true && r["sortButtons"] as? Int == sortable, "\(label)")
      // Phones get one card per token and charts at a readable size; wide screens the table.
      if width <= 760 {
        #expect(r["rowDisplay"] as? String == "grid", "\(label)")
        #expect((r["smallestChartText"] as? Double ?? 0) >= 8, "\(label): chart text \(r["smallestChartText"] ?? 0) px")
        // Every chart in its narrow layout, laid out for the phone's width: none scrolls sideways.
        let layouts = try #require(r["chartLayouts"] as? [String: Int], "\(label)")
        #expect(
          layouts["wide"] == 0 && (layouts["narrow"] ?? 0) > 40 && layouts["scrolling"] == 0, "\(label): \(layouts)")
      } else {
        #expect(r["rowDisplay"] as? String == "table-row", "\(label)")
        let layouts = try #require(r["chartLayouts"] as? [String: Int], "\(label)")
        #expect(layouts["narrow"] == 0 && (layouts["wide"] ?? 0) > 40, "\(label): \(layouts)")
      }
    }
    let interaction = try #require(report["interaction"] as? [String: Any])
    #expect((interaction["curves"] as? [String])?.allSatisfy { $0 == "curve" } == true)
    #expect(interaction["count"] as? String == "5 of \(tokens) tokens match")
    let ascending = try #require(interaction["ascending"] as? [Double])
    #expect(ascending == ascending.sorted() && ascending.count == tokens)
    #expect(
      interaction["descending"] as? [Double] == ascending.reversed()
        && interaction["sortState"] as? String == "descending")
    let phone = try Data(contentsOf: shots.appendingPathComponent("390-light-table.png"))
    #expect(phone.count > 20_000, "a blank screen compresses to a few KB")
  }

  // MARK: - Colours

  @Test(arguments: [Theme.light, Theme.dark])
  func chartTextReachesFourAndAHalfToOne(theme: Theme) {
    for role in theme.textRoles {
      let ratio = theme.color(role).contrast(with: theme.background)
      #expect(ratio >= 4.5, "\(theme.name) \(role): \(ratio)")
    }
  }

  @Test func pageTextReachesFourAndAHalfToOneInBothSchemes() throws {
    let css = try String(contentsOf: Self.root.appendingPathComponent("Templates/report.css"), encoding: .utf8)
    func variables(after selector: String) throws -> [String: Color] {
      let start = try #require(css.range(of: selector + " {"))
      let block = css[start.upperBound..<css[start.upperBound...].firstIndex(of: "}")!]
      var out: [String: Color] = [:]
      for declaration in block.split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1).map {
          $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#"),
          let hex = UInt32(parts[1].dropFirst(), radix: 16)
        else { continue }
        out[String(parts[0].dropFirst(2))] = Color(hex: hex)
      }
      return out
    }
    for (scheme, selector) in [("light", ":root"), ("dark", ".theme-dark")] {
      let v = try variables(after: selector)
      for text in ["fg", "muted", "accent", "warn", "ok", "note"] {
        for background in ["bg", "panel", "stripe"] {
          let ratio = try #require(v[text]).contrast(with: try #require(v[background]))
          #expect(ratio >= 4.5, "\(scheme): --\(text) on --\(background) is \(ratio) : 1")
        }
      }
    }
    // The dark scheme is declared twice (a class, and `auto` under prefers-color-scheme): alike.
    let dark = try variables(after: ".theme-dark"), auto = try variables(after: "  .theme-auto")
    #expect(dark == auto)
  }

  // MARK: - Wording

  /// The outputs speak to readers: no internal words, sources by their public titles.
  @Test func noInternalWordingInThePageOrThePDF() throws {
    var page = try SharedRender.html().lowercased()
    // The page's model is written in base 85, where any four letters may turn up: not words.
    if let start = page.range(of: "var motion_core_module = {"),
      let end = page.range(of: "\"};", range: start.upperBound..<page.endIndex)
    {
      page.removeSubrange(start.lowerBound..<end.upperBound)
    }
    let pdf = try run("pdftotext", [SharedRender.pdf, "-"]).out.lowercased()
    for word in ["seed", "todo", "fixme", "lorem"] {
      #expect(!page.contains(word) && !pdf.contains(word), "\(word)")
    }
    for title in ["animate with springs", "apple developer documentation"] {
      #expect(page.contains(title) && pdf.replacingOccurrences(of: "\n", with: " ").contains(title), "\(title)")
    }
  }

  // MARK: - Chart files

  @Test func chartFilesCarryTextAndATitle() throws {
    let svg = try String(
      contentsOf: SharedRender.directory.appendingPathComponent("charts/token-motion-heavy.svg"), encoding: .utf8)
    #expect(
      svg.hasPrefix("<?xml") && svg.contains("<title id=\"chart-title\">")
        && svg.contains("<desc id=\"chart-desc\">Position and velocity over time of heavy"))
    #expect(svg.contains(">Velocity</text>") && svg.contains(">Position</text>"))
    #expect(!svg.contains("glyph") && !svg.contains("var(--"))
    #expect(svg.utf8.count < 40_000, "\(svg.utf8.count) bytes")
  }

  // MARK: - The PDF through poppler

  @Test func pdfHasAnOutlineLinksMetadataAndWholeCells() throws {
    let pdf = SharedRender.pdf
    let catalogue = try BuiltInCatalogue.load()
    let info = try run("pdfinfo", [pdf]).out
    #expect(info.contains("Title:           Motion spec — Motion tokens"))
    #expect(
      info.contains(
        "Subject:         The motion spec of “Motion tokens”: 19 tokens (springs and timing curves) with their charts"))
    // Named destinations for every section and token.
    let dests = try run("pdfinfo", ["-dests", pdf]).out
    var slugs = Slugger()
    for name in [
      "overview", "contents", "tokens", "explainers", "about-handoff", "platform-playback", "group-motion", "notes",
    ]
      + catalogue.tokens.map({ "token-" + slugs.slug($0.id) })
    {
      #expect(dests.contains("\"\(name)\""), "\(name)")
    }
    // The outline: sections at the top, explainers and tokens under theirs.
    let xml = try run("pdftohtml", ["-xml", "-i", "-q", "-stdout", pdf]).out
    let outline = try #require(xml.range(of: "<outline>")).lowerBound
    let items = xml[outline...].components(separatedBy: "<item").dropFirst().map { $0 }
    // (The small-multiples explainer is left out of print: the overview shows every token.) The
    // Platforms section holds its 10 platforms and the table of how each plays each token.
    #expect(
      items.count == 1 + 1 + 1 + 1 + catalogue.sequences.count + 8 + 1 + 10 + 1 + 4 + catalogue.tokens.count + 1,
      "\(items.count) outline items")
    for token in catalogue.tokens { #expect(xml[outline...].contains(">\(token.name)</item>"), "\(token.name)") }
    #expect(
      xml[outline...].contains(">Every token at a glance</item>")
        && xml[outline...].contains(">Gesture hand-off</item>"))
    // Links: the overview's tiles and the contents open the cards.
    let links = xml.components(separatedBy: "<a href=\"").count - 1
    #expect(links > 3 * catalogue.tokens.count, "\(links) links")

    // No text is shortened anywhere: the only "…" are the chart's "…and stops dead" and the
    // ellipsis of `Animation.spring(…)` in the notes.
    let everything = try run("pdftotext", [pdf, "-"]).out
    for line in everything.split(separator: "\n") where line.contains("…") {
      #expect(line == "…and stops dead" || line.contains("spring(…)"), "shortened: \(line)")
    }

    // The table's cells are whole: its pages hold no "…", and the Definition column, read on
    // its own, holds every definition in order.
    let pages =
      Int(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }?.split(separator: " ").last ?? "0") ?? 0
    var tablePages: [Int] = []
    for page in 1...pages {
      let text = try run("pdftotext", ["-f", "\(page)", "-l", "\(page)", pdf, "-"]).out
      if text.hasPrefix("All tokens") { tablePages.append(page) }
    }
    try #require(!tablePages.isEmpty)
    var definitions = ""
    let margin = PDFComposer.margin, width = ReportOptions.Paper.a4.size.width - 2 * margin
    // The table's columns as printed: the CSS error is one only where its cells differ.
    let first = try run("pdftotext", ["-f", "\(tablePages[0])", "-l", "\(tablePages[0])", pdf, "-"]).out
    let columns = PDFComposer.columns(showingCSSError: first.contains("CSS error"))
    let left = margin + columns[0].share * width, columnWidth = columns[1].share * width
    for page in tablePages {
      let all = try run("pdftotext", ["-f", "\(page)", "-l", "\(page)", pdf, "-"]).out
      #expect(!all.contains("…"), "page \(page) shortens a cell")
      definitions += try run(
        "pdftotext",
        [
          "-f", "\(page)", "-l", "\(page)", "-x", "\(Int(left))", "-y", "0", "-W", "\(Int(columnWidth))", "-H", "842",
          pdf, "-",
        ]
      ).out
    }
    var rest = Substring(definitions.filter { !$0.isWhitespace })
    for token in catalogue.tokens {
      let definition = token.definition.filter { !$0.isWhitespace }
      let found = try #require(rest.range(of: definition), "\(token.definition) is not whole in the table")
      rest = rest[found.upperBound...]
    }
  }

  @Test func theOverviewOpensThePDFWithEveryToken() throws {
    // After the title, the contents and the map: every token at a glance.
    let first = try run("pdftotext", ["-f", "1", "-l", "3", "-layout", SharedRender.pdf, "-"]).out
    #expect(first.contains("MOTION SPEC") && first.contains("Motion tokens"))
    for token in try BuiltInCatalogue.load().tokens {
      #expect(first.contains(token.name), "\(token.name)")
      #expect(
        first.contains(token.description ?? "")
          || first.replacingOccurrences(of: "\n", with: " ").contains(String((token.description ?? "").prefix(20))),
        "\(token.name)")
    }
  }
}
