import Foundation
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportModel

/// `serve`'s first look at an edit: the table rows it changed, templated before the page is
/// drawn, are the rows the page then has.
@Suite struct FirstLookTests {
  /// The `<tr>` of the token `id` in `html`, as written.
  static func row(_ id: String, in html: String) throws -> String {
    let mark = try #require(html.range(of: "data-id=\"\(id)\""))
    let start = try #require(html[..<mark.lowerBound].range(of: "<tr ", options: .backwards))
    let end = try #require(html[mark.upperBound...].range(of: "</tr>"))
    return String(html[start.lowerBound..<end.upperBound])
  }

  /// A row without its sparkline's cell.
  static func withoutSparkline(_ row: String) -> String {
    guard let cell = row.range(of: "<td class=\"spark-cell\""), let end = row[cell.upperBound...].range(of: "</td>")
    else { return row }
    return String(row[..<cell.lowerBound] + row[end.upperBound...])
  }

  /// Renders `catalogue` after a first look at it, and checks every row of the look against the
  /// page written: the same markup, or the same but for the sparkline when the look keeps the
  /// page's own.
  static func lookThenRender(
    _ catalogue: Catalogue, text: String, options: ReportOptions, session: RenderSession, into out: URL
  ) throws -> FirstLook? {
    var model = try PageModel(catalogue, sourceText: text, options: options, session: session)
    let look = MotionSpecWriter.firstLook(&model, session: session)
    _ = try MotionSpecWriter.write(model, to: out.path, session: session)
    let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    for row in look?.rows ?? [] {
      let page = try Self.row(row.id, in: html)
      let first = row.html.trimmingCharacters(in: .whitespacesAndNewlines)
      if look!.sparklines {
        #expect(first == page, "\(row.id)")
      } else {
        #expect(Self.withoutSparkline(first) == Self.withoutSparkline(page), "\(row.id)")
        #expect(first != page, "\(row.id): the axis moved, so the page's sparkline differs")
      }
    }
    return look
  }

  @Test func theEditedRowsComeFirstAsThePageHasThem() throws {
    let dir = try temporaryDirectory("first-look")
    var (catalogue, text) = try CatalogueLoader.read(nil)
    var options = ReportOptions(cacheDirectory: dir.appendingPathComponent(".cache").path)
    options.printed = .carriedOver
    let session = RenderSession()
    let out = dir.appendingPathComponent("spec")
    // No page yet: nothing to compare with.
    var first = try PageModel(catalogue, sourceText: text, options: options, session: session)
    #expect(MotionSpecWriter.firstLook(&first, session: session) == nil)
    _ = try MotionSpecWriter.write(first, to: out.path, session: session)
    // Nothing changed: no look.
    #expect(try Self.lookThenRender(catalogue, text: text, options: options, session: session, into: out) == nil)

    // One token's motion, within the time axis: its row, sparkline and all.
    let i = try #require(catalogue.tokens.firstIndex { $0.name == "heavy" })
    let id = catalogue.tokens[i].id
    catalogue.tokens[i].animation = try MotionExpression.parse(".spring(duration: 0.6, bounce: 0.25)")
    catalogue.tokens[i].definition = ".spring(duration: 0.6, bounce: 0.25)"
    let look = try #require(
      try Self.lookThenRender(catalogue, text: text + "\n#1", options: options, session: session, into: out))
    #expect(look.rows.map(\.id) == [id])
    #expect(look.sparklines)
    #expect(look.rows[0].html.contains("data-value=\"0.6\""))

    // Slower than every other token: the axis's end moves, and the page's sparklines stay.
    catalogue.tokens[i].animation = try MotionExpression.parse(".spring(duration: 2.5, bounce: 0)")
    catalogue.tokens[i].definition = ".spring(duration: 2.5, bounce: 0)"
    let slow = try #require(
      try Self.lookThenRender(catalogue, text: text + "\n#2", options: options, session: session, into: out))
    #expect(slow.rows.map(\.id) == [id])
    #expect(!slow.sparklines)

    // Two rows: the first token back within the axis, and another's description.
    catalogue.tokens[i].animation = try MotionExpression.parse(".spring(duration: 0.6, bounce: 0.25)")
    catalogue.tokens[i].definition = ".spring(duration: 0.6, bounce: 0.25)"
    let j = try #require(catalogue.tokens.indices.first { $0 != i })
    catalogue.tokens[j].description = "Edited while served"
    let two = try #require(
      try Self.lookThenRender(catalogue, text: text + "\n#3", options: options, session: session, into: out))
    #expect(two.rows.map(\.id).sorted() == [id, catalogue.tokens[j].id].sorted())

    // A token added: the table's shape changed, and the page comes whole.
    var added = catalogue
    added.tokens.append(
      Token(
        path: ["motion", "added"], definition: ".snappy", animation: try MotionExpression.parse(".snappy")))
    #expect(try Self.lookThenRender(added, text: text + "\n#4", options: options, session: session, into: out) == nil)

    // Every token changed: more rows than a look holds, so the page alone shows them.
    var every = catalogue
    for k in 0..<FirstLook.rowLimit {
      every.tokens.append(
        Token(
          path: ["motion", "many", "t\(k)"], definition: ".snappy", animation: try MotionExpression.parse(".snappy")))
    }
    _ = try MotionSpecWriter.write(every, sourceText: text + "\n#5", to: out.path, options: options, session: session)
    for k in every.tokens.indices {
      every.tokens[k].animation = try MotionExpression.parse(".spring(duration: 0.\(40 + k), bounce: 0.1)")
    }
    #expect(try Self.lookThenRender(every, text: text + "\n#6", options: options, session: session, into: out) == nil)
  }
}
