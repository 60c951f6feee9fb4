import Foundation
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportDrawing
@testable import ReportModel

/// The printed spec and the poster as poppler reads them: a tagged structure a screen reader can
/// walk, truthful metadata, the summary before the listing, two cards a page, a 1000-token
/// catalogue under 150 pages, and a poster that is one page on each paper.
@Suite(.serialized) struct PrintedSpecTests {
  static let pinned = "2021-03-04T05:06:07Z"

  /// The built-in catalogue with a poster and a pinned date.
  static let builtIn: URL? = {
    do {
      let dir = try temporaryDirectory("printed").appendingPathComponent("spec")
      let (catalogue, text) = try CatalogueLoader.read(nil)
      var options = ReportOptions(playback: false)
      options.poster = .a3
      options.date = pinned
      _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: dir.path, options: options)
      return dir
    } catch {
      Issue.record("render failed: \(error)")
      return nil
    }
  }()

  /// `n` tokens in groups of 25 (springs and curves).
  static func catalogue(_ n: Int) throws -> (Catalogue, String) {
    var yaml = "name: Wide system\ntokens:\n"
    for i in 0..<n {
      let value =
        i % 4 == 3
        ? ".easeInOut(duration: 0.\(2 + i % 6))" : ".spring(duration: 0.\(2 + i % 7), bounce: 0.\(i % 5))"
      if i % 25 == 0 { yaml += "  area\(i / 25):\n" }
      yaml += "    token\(i):\n      value: \(value)\n      description: Motion number \(i)\n"
    }
    return (try CatalogueLoader.parse(yaml, file: "wide.yaml"), yaml)
  }

  static func pages(_ info: String) -> Int {
    Int(info.split(separator: "\n").first { $0.hasPrefix("Pages:") }?.split(separator: " ").last ?? "0") ?? 0
  }

  @Test func theSpecIsATaggedPDFWithHeadingsTablesAndDescribedFigures() throws {
    let pdf = try #require(Self.builtIn).appendingPathComponent("motion-spec.pdf").path
    let info = try run("pdfinfo", [pdf])
    #expect(info.out.contains("Tagged:          yes"))
    #expect(info.err.isEmpty, "poppler reads the alternative texts' update cleanly: \(info.err)")
    let tree = try run("pdfinfo", ["-struct", pdf]).out
    let elements = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    func count(_ kind: String) -> Int { elements.filter { $0 == kind || $0.hasPrefix(kind + " (") }.count }
    #expect(elements.first == "Document")
    #expect(count("H1") >= 6 && count("H2") >= 19 && count("P") > 50)
    #expect(count("Table") >= 1 && count("TR") >= 20 && count("TH") >= 19 && count("TD") >= 19 * 8)
    #expect(count("L") == 1 && count("LI") >= 8, "the contents are a list")
    let figures = count("Figure")
    #expect(figures >= 19 + 19, "every chart and every tile is a figure")
    // Each figure has its alternative text: the chart's own alt, or the tile's words.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: pdf))
    let text = String(decoding: bytes, as: UTF8.self)
    let alts = text.components(separatedBy: "/Alt <FEFF").dropFirst().map { chunk -> String in
      let hex = Array(chunk.prefix { $0 != ">" })
      var units: [UInt16] = []
      var i = 0
      while i + 4 <= hex.count {
        units.append(UInt16(String(hex[i..<(i + 4)]), radix: 16) ?? 0)
        i += 4
      }
      return String(decoding: units, as: UTF16.self)
    }
    #expect(alts.count == figures)
    #expect(alts.contains { $0.hasPrefix("Position and velocity of heavy") })
    #expect(alts.allSatisfy { !$0.isEmpty })
  }

  @Test func metadataNamesTheCatalogueOnceAndCarriesItsDate() throws {
    let dir = try #require(Self.builtIn)
    for file in ["motion-spec.pdf", "poster.pdf"] {
      let info = try run("pdfinfo", [dir.appendingPathComponent(file).path]).out
      #expect(info.contains("CreationDate:    Thu Mar  4 05:06:07 2021 UTC"), "\(file)")
      #expect(info.contains("ModDate:         Thu Mar  4 05:06:07 2021 UTC"), "\(file)")
      #expect(info.contains("Subject:         The motion spec of “Motion tokens”: 19 tokens"), "\(file)")
      #expect(!info.contains("Motion tokens of Motion tokens"))
    }
  }

  @Test func theDateComesFromSourceDateEpochOrTheCatalogueFiles() throws {
    #expect(DocumentDate.resolve(paths: [], environment: ["SOURCE_DATE_EPOCH": "86400"]) == "1970-01-02T00:00:00Z")
    #expect(DocumentDate.resolve(paths: [], environment: [:]) == DocumentDate.builtInCatalogue)
    #expect(DocumentDate.resolve(paths: ["-"], environment: [:]) == DocumentDate.builtInCatalogue)
    let dir = try temporaryDirectory("dates")
    let older = dir.appendingPathComponent("a.yaml"), newer = dir.appendingPathComponent("sub/b.yaml")
    try FileManager.default.createDirectory(
      at: newer.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "tokens: {}".write(to: older, atomically: true, encoding: .utf8)
    try "tokens: {}".write(to: newer, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)], ofItemAtPath: older.path)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: newer.path)
    #expect(DocumentDate.resolve(paths: [older.path], environment: [:]) == "2020-09-13T12:26:40Z")
    #expect(DocumentDate.resolve(paths: [dir.path], environment: [:]) == "2023-11-14T22:13:20Z")
    // The environment wins over the files (a pinned, reproducible build).
    #expect(DocumentDate.resolve(paths: [dir.path], environment: ["SOURCE_DATE_EPOCH": "0"]) == "1970-01-01T00:00:00Z")
  }

  @Test func itSummarisesBeforeItListsAndPrintsThreeCardsAPage() throws {
    let pdf = try #require(Self.builtIn).appendingPathComponent("motion-spec.pdf").path
    let first = try run("pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).out
    #expect(first.contains("Motion tokens") && first.contains("Contents"))
    for entry in ["Every token on one map", "Every token at a glance", "All tokens", "How springs move"] {
      #expect(first.contains(entry), "the contents on page 1 list \(entry)")
    }
    // Page 1 fills with whole sections' entries while they fit (the explainers, the platforms,
    // the first groups' tokens), and names how many the outline alone lists.
    for entry in ["Continuity: linear, ease-in-out and spring", "Flutter", "heavy"] {
      #expect(first.contains(entry), "page 1's contents list \(entry)")
    }
    #expect(first.contains("The PDF's outline (bookmarks) lists the other"))
    let second = try run("pdftotext", ["-f", "2", "-l", "2", pdf, "-"]).out
    #expect(second.contains("Every token on one map"))
    // Where each token's card starts: never more than three a page, most pages holding three, and
    // the whole built-in spec in 24 pages.
    #expect(Self.pages(try run("pdfinfo", [pdf]).out) <= 24)
    let dests = try run("pdfinfo", ["-dests", pdf]).out.split(separator: "\n")
    let cardPages = dests.filter { $0.hasSuffix("\"token-motion-heavy\"") || $0.contains("\"token-") }
      .compactMap { Int($0.split(separator: " ").first ?? "") }
    #expect(cardPages.count == 19)
    let perPage = Dictionary(grouping: cardPages, by: { $0 }).mapValues(\.count)
    #expect(perPage.values.max() == 3)
    #expect(perPage.count <= 19 / 3 + 4, "\(perPage.count) pages for 19 cards in 4 groups")
  }

  @Test(arguments: [ReportOptions.PosterPaper.a3, .a4, .letter])
  func thePosterIsOnePageWithEveryToken(paper: ReportOptions.PosterPaper) throws {
    let dir = try temporaryDirectory("poster").appendingPathComponent("spec")
    let (catalogue, text) = try CatalogueLoader.read(nil)
    var options = ReportOptions(playback: false)
    options.poster = paper
    _ = try MotionSpecWriter.write(catalogue, sourceText: text, to: dir.path, options: options)
    let poster = dir.appendingPathComponent("poster.pdf").path
    let info = try run("pdfinfo", [poster]).out
    #expect(Self.pages(info) == 1)
    let size = ["a3": "1190.55 x 841.89 pts", "a4": "841.89 x 595.28 pts", "letter": "792 x 612 pts"][paper.rawValue]!
    #expect(info.contains("Page size:       \(size)"), "\(info)")
    #expect(info.contains("Tagged:          yes"))
    let words = try run("pdftotext", [poster, "-"]).out
    for token in catalogue.tokens { #expect(words.contains(token.name), "\(paper): \(token.name)") }
    #expect(words.contains("Every token on one map") && words.contains("On every platform"))
    #expect(words.contains("Jetpack Compose"))
  }

  /// The spec of 1000 tokens in 40 groups, with the poster, rendered once (the page's checks at
  /// that scale read it too).
  static let thousand: Result<URL, any Error> = Result {
    let (spec, text) = try PrintedSpecTests.catalogue(1000)
    let dir = try temporaryDirectory("thousand").appendingPathComponent("spec")
    var options = ReportOptions()
    options.poster = .a3
    _ = try MotionSpecWriter.write(spec, sourceText: text, to: dir.path, options: options)
    return dir
  }

  @Test func aThousandTokensPrintInUnder150PagesAndAPosterOfGroups() throws {
    let dir = try Self.thousand.get()
    let pdf = dir.appendingPathComponent("motion-spec.pdf").path
    let pages = Self.pages(try run("pdfinfo", [pdf]).out)
    #expect(pages > 60 && pages < 150, "\(pages) pages")
    // Every token is still in it, as a tile its table row links to.
    let dests = try run("pdfinfo", ["-dests", pdf]).out
    #expect(dests.components(separatedBy: "\"token-").count - 1 == 1000)
    let first = try run("pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).out
    #expect(first.contains("Contents") && first.contains("Area0"))
    let poster = dir.appendingPathComponent("poster.pdf").path
    #expect(Self.pages(try run("pdfinfo", [poster]).out) == 1)
    let words = try run("pdftotext", [poster, "-"]).out
    #expect(words.contains("Area0") && words.contains("Area39") && words.contains("25 tokens"))
  }
}
