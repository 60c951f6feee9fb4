import Foundation
import MotionSpecCore
import MotionSpecFigures
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import MotionSpecExport
@testable import Report
@testable import ReportDrawing
@testable import ReportModel

/// One table of words and number formats: the page's table and cards, the PDF's table and
/// cards, DocC and `<motion-token>`'s file all say a token's numbers with ``SpecWords``' words,
/// and every time they show follows the one time rule (milliseconds).
@Suite struct SpecWordsTests {
  /// The built-in catalogue's document, as `render` builds it.
  static func document() throws -> (ReportDocument, Catalogue, Prose) {
    let (catalogue, text) = try CatalogueLoader.read(nil)
    let prose = try Prose(TemplateFiles(overrides: nil))
    let plan = ChartPlan(catalogue: catalogue, options: ReportOptions(), prose: prose)
    let document = DocumentBuilder(plan: plan, sourceText: text, exporter: Exporter(catalogue: catalogue))
      .document(charts: try plan.jobs(), findings: Lint.check(catalogue))
    return (document, catalogue, prose)
  }

  /// A time written in seconds ("0.50 s", "1 s"), which no number of the spec may show.
  static var seconds: Regex<(Substring, Substring?)> { #/\d(\.\d+)?\s?s\b/# }

  @Test func timesAreInMilliseconds() {
    #expect(Format.time(0.5) == "500 ms" && Format.time(0.0005) == "0.5 ms" && Format.time(0.04567) == "45.7 ms")
    #expect(Format.time(1.4251) == "1425 ms" && Format.time(nil) == "never" && Format.time(.infinity) == "never")
    #expect(Format.timeChange(0.05) == "+50 ms" && Format.timeChange(-0.0015) == "\u{2212}1.5 ms")
  }

  @Test func everySurfaceWordsATokensNumbersAlike() throws {
    let (document, catalogue, prose) = try Self.document()
    let dir = SharedRender.directory
    let html = try SharedRender.html()
    let file = try JSONDecoder().decode(
      MotionTokensFile.self, from: Data(contentsOf: dir.appendingPathComponent("motion-tokens.json")))
    let markdown = DoccCatalog.articles(document, catalogue: catalogue, prose: prose, hasPreview: [])
      .map(\.1).joined(separator: "\n")
    var pdfText = ""
    for page in 1...40 {
      let r = try run("pdftotext", ["-f", "\(page)", "-l", "\(page)", "-layout", SharedRender.pdf, "-"])
      guard r.status == 0 else { break }
      pdfText += r.out
    }
    let flatPDF = pdfText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!flatPDF.isEmpty)

    // The table's headings: the page's, the PDF's and DocC's are SpecWords' columns.
    let head = try #require(
      html.firstMatch(of: #/<table class="tokens">\s*<thead>(?<head>.*?)</thead>/#.dotMatchesNewlines()))
    let headings = head.head.matches(of: #/<th[^>]*>(?<text>.*?)</th>/#).map {
      String($0.text).replacing(#/<[^>]+>/#, with: "")
    }
    let columns = SpecWords.columns(showingCSSError: document.cssError.isColumn)
    #expect(headings == columns.map { $0.heading(completionDistance: document.completionDistance) })
    #expect(headings.contains("Completes at 300 pt") && headings.contains("Compose ζ\u{00A0}/\u{00A0}k"))
    for column in PDFComposer.columns(showingCSSError: document.cssError.isColumn) {
      // A heading wraps in its column, so each of its words is looked for.
      for word in column.id.title.split(whereSeparator: \.isWhitespace) {
        #expect(flatPDF.contains(word), "the PDF's table has no heading \(column.id.title)")
      }
    }
    #expect(markdown.contains("| Token | Duration | Bounce | Settles (exact) | Completes at 300 pt |"))

    for row in document.rows {
      // The card's numbers: the model's words for them.
      #expect(row.numbers == SpecWords.card(row) && row.numbers.count >= 3, "\(row.id)")
      // <motion-token>'s file lists the same.
      let listed = try #require(file.tokens.first { $0.id == row.id })
      #expect(listed.numbers == row.numbers, "\(row.id)")
      // The page's card.
      let start = try #require(html.range(of: "id=\"\(row.anchor)\" class=\"card\""), "\(row.id)")
      let list = html[start.upperBound...]
      let ul = try #require(list.range(of: "<ul class=\"numbers\">"))
      let end = try #require(list.range(of: "</ul>", range: ul.upperBound..<list.endIndex))
      let items = list[ul.upperBound..<end.lowerBound].matches(
        of: #/<li data-key="(?<key>[^"]+)"><span class="label">(?<label>.*?)</span> (?<text>.*?)</li>/#)
      let shown = items.map {
        [String($0.key), String($0.label).replacing(#/ \(<a .*$/#, with: ""), unescaped(String($0.text))]
      }
      #expect(shown == row.numbers.map { [$0.key, $0.label, $0.text] }, "\(row.id)")
      // DocC's section.
      for number in row.numbers {
        #expect(
          markdown.contains("- \(MarkdownText.text(number.label)): \(MarkdownText.text(number.text))"),
          "\(row.id) \(number.key)")
      }
      // The PDF's card, in print's short labels.
      let printed = row.numbers.filter { !["completion", "reducedMotion"].contains($0.key) }
        .map { "\($0.shortLabel ?? $0.label) \($0.text)" }.joined(separator: " · ")
      #expect(flatPDF.contains(printed), "the PDF's card of \(row.id) does not read \(printed)")
      // Every time in the one time rule.
      for number in row.numbers where number.key != "reducedMotion" {
        #expect(number.text.firstMatch(of: Self.seconds) == nil, "\(row.id) \(number.key): \(number.text)")
      }
      for column in columns where column != .definition {
        #expect(column.text(row).firstMatch(of: Self.seconds) == nil, "\(row.id) \(column): \(column.text(row))")
      }
    }
    // The spec's own times are in milliseconds in the page's table and in DocC's tables.
    let body = html.replacing(#/<(code|pre|script|style)[^>]*>.*?</\1>/#.dotMatchesNewlines(), with: "")
    for cell in body.matches(of: #/<td class="num"[^>]*>(?<text>[^<]*)</td>/#) {
      #expect(cell.text.firstMatch(of: Self.seconds) == nil, "a table cell reads \(cell.text)")
    }
    for line in markdown.split(separator: "\n") where line.hasPrefix("| ") {
      #expect(line.firstMatch(of: Self.seconds) == nil, "DocC's table reads \(line)")
    }
  }

  func unescaped(_ s: String) -> String {
    s.replacing("&amp;", with: "&").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
      .replacing("&quot;", with: "\"").replacing("&#39;", with: "'")
  }
}
