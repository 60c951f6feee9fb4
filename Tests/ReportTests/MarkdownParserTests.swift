import Foundation
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report

/// The Markdown summaries, read by a CommonMark parser with GitHub's additions (tables, autolinks;
/// Scripts/check_markdown.py): hostile token names, descriptions and deprecation messages make
/// no image, link, HTML or @mention, and never break a table's rows.
@Suite struct MarkdownParserTests {
  struct Parsed: Decodable {
    let images: [String]
    let links: [String]
    let html: [String]
    let tables: [[Int]]
    let mentions: [String]
    let headings: [String]
  }

  /// Names no reader accepts (line breaks) are built directly: the encoders must hold anyway.
  static let hostileNames = [
    "a|b", "line\nbreak", "cr\rhere", "sep\u{2028}arated", "`tick`", "[link](https://evil.example)",
    "![img](https://evil.example/i.png)", "<img src=x onerror=alert(1)>", "@team", "https://evil.example/x",
  ]

  /// A catalogue whose every token has a hostile name, description and deprecation.
  static func catalogue(_ spring: String) throws -> Catalogue {
    let animation = try MotionExpression.parse(spring)
    return Catalogue(
      name: "Hostile", source: "hostile.yaml",
      tokens: hostileNames.enumerated().map { i, name in
        Token(
          path: ["group", "\(name) \(i)"],
          description: "ping @design-team at https://evil.example <b>bold</b> ![x](y.png)\n\n# heading",
          definition: spring, animation: animation, deprecated: "ask @owner\nnew paragraph with www.evil.example")
      })
  }

  func parse(_ markdown: String) throws -> Parsed {
    let file = try temporaryDirectory("markdown").appendingPathComponent("summary.md")
    try markdown.write(to: file, atomically: true, encoding: .utf8)
    let result = try run(
      "python3", [ReferenceOutputTests.root.appendingPathComponent("Scripts/check_markdown.py").path, file.path])
    try #require(result.status == 0, "check_markdown.py: \(result.err)")
    return try JSONDecoder().decode(Parsed.self, from: Data(result.out.utf8))
  }

  func expectInert(_ parsed: Parsed, charts: Set<String>, _ what: String) {
    #expect(Set(parsed.images).isSubset(of: charts), "\(what): images \(parsed.images)")
    #expect(parsed.links.isEmpty, "\(what): links \(parsed.links)")
    #expect(parsed.html.isEmpty, "\(what): HTML \(parsed.html)")
    #expect(parsed.mentions.isEmpty, "\(what): mentions \(parsed.mentions)")
    for table in parsed.tables {
      #expect(Set(table).count == 1, "\(what): a row of another width \(table)")
    }
  }

  @Test func diffSummaryOfHostileTokensIsInert() throws {
    let base = try Self.catalogue(".smooth"), head = try Self.catalogue(".snappy")
    let dir = try temporaryDirectory("hostile-diff")
    let md = try DiffReport(diff: CatalogueDiff.compare(base: base, head: head), baseName: "x", headName: "y")
      .write(to: dir.path)
    let charts = Set(
      try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("charts").path).map {
        "charts/" + $0
      })
    let parsed = try parse(md)
    expectInert(parsed, charts: charts, "diff")
    // Every changed token has its row: the header, the rule excluded, and one row each.
    #expect(parsed.tables.first?.count == Self.hostileNames.count + 1, "\(parsed.tables)")
    #expect(parsed.images.count == Self.hostileNames.count + 1)  // each token's chart and the overview
  }

  @Test func driftSummaryOfHostileTokensIsInert() throws {
    let design = try Self.catalogue(".smooth"), code = try Self.catalogue(".bouncy")
    let dir = try temporaryDirectory("hostile-drift")
    let drift = CatalogueDrift.compare(design: design, code: code, match: .names, tolerance: 0.02)
    let md = try DriftReport(drift: drift, designName: "design @x", codeName: "code").write(to: dir.path)
    let charts = Set(
      try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("charts").path).map {
        "charts/" + $0
      })
    let parsed = try parse(md)
    expectInert(parsed, charts: charts, "drift")
    #expect(parsed.tables.first?.count == Self.hostileNames.count + 1, "\(parsed.tables)")
  }

  /// And the check can fail: raw text would make links, images, HTML and mentions.
  @Test func theParserSeesWhatRawTextWouldMake() throws {
    let parsed = try parse("| a | b |\n|---|---|\n| x\ny | ping @team ![i](p.png) <b>b</b> https://evil.example |\n")
    #expect(!parsed.links.isEmpty && !parsed.images.isEmpty && !parsed.html.isEmpty && !parsed.mentions.isEmpty)
  }
}
