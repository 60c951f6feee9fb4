import Foundation
import MotionSpecCharts
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportModel

/// `render --format docc` checked by the toolchain's own `docc convert`: no warning, every image
/// it references resolves (in both schemes), and catalogue text stays text.
@Suite(.serialized) struct DoccCatalogTests {
  /// Converts `catalog` with `docc convert --analyze`; returns its output and the converted folder.
  func convert(_ catalog: URL) throws -> (log: String, output: URL) {
    let output = catalog.deletingLastPathComponent().appendingPathComponent("converted")
    let r = try run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["docc", "convert", catalog.path, "--output-path", output.path, "--analyze"])
    #expect(r.status == 0, "docc convert: \(r.err)")
    return (r.out + r.err, output)
  }

  @Test func theBuiltInCatalogConvertsWithoutAWarningAndEveryImageResolves() throws {
    let dir = try temporaryDirectory("docc")
    let catalog = dir.appendingPathComponent("Motion.docc")
    let (catalogue, text) = try CatalogueLoader.read(nil)
    let images = try DoccCatalog.write(catalogue, sourceText: text, to: catalog.path)
    // Two charts (light, dark) for each of 19 tokens, 9 explainers and 2 sequences, and two GIFs a token.
    #expect(images == 2 * (19 + 9 + 2) + 2 * 19, "\(images) images")
    let (log, output) = try convert(catalog)
    #expect(!log.contains("warning:"), "\(log)")
    #expect(!log.contains("couldn't be found"))
    // The group article's rendered JSON: the heavy token's section with its charts and animation.
    let data = try Data(contentsOf: output.appendingPathComponent("data/documentation/motion/group-motion.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let references = try #require(json["references"] as? [String: Any])
    let chart = try #require(references["token-motion-heavy.png"] as? [String: Any])
    let variants = try #require(chart["variants"] as? [[String: Any]])
    let traits = Set(variants.compactMap { ($0["traits"] as? [String])?.sorted().joined(separator: ",") })
    #expect(traits == ["2x,light", "2x,dark"], "\(traits)")
    #expect(references["token-motion-heavy-preview.gif"] != nil)
    for variant in variants {
      let url = try #require(variant["url"] as? String)
      #expect(FileManager.default.fileExists(atPath: output.path + url), "\(url)")
    }
    let article = String(decoding: data, as: UTF8.self)
    #expect(article.contains("SwiftUI completion: logically complete at 550 ms, removed at 1425 ms"))
    // The root's abstract counts the tokens without saying the title again ("The motion tokens of
    // Motion tokens").
    let rootPage = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: output.appendingPathComponent("data/documentation/motion.json"))) as? [String: Any])
    let abstract = (rootPage["abstract"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.joined()
    #expect(abstract.hasPrefix("19 motion tokens, drawn and measured by motionspec"), "\(abstract)")
    #expect(article.contains(".spring(duration: 0.55, bounce: 0.18)"))
    // The sequences' article, listed by the root: each timeline in both schemes, and the keyframes.
    let sequences = try Data(
      contentsOf: output.appendingPathComponent("data/documentation/motion/motion-sequences.json"))
    let sequenceJSON = try #require(try JSONSerialization.jsonObject(with: sequences) as? [String: Any])
    let timeline = try #require(
      (sequenceJSON["references"] as? [String: Any])?["sequence-sheet-present.png"] as? [String: Any])
    let schemes = (timeline["variants"] as? [[String: Any]] ?? []).compactMap {
      ($0["traits"] as? [String])?.sorted().joined(separator: ",")
    }
    #expect(Set(schemes) == ["2x,light", "2x,dark"], "\(schemes)")
    let sequenceText = String(decoding: sequences, as: UTF8.self)
    #expect(sequenceText.contains("SpringKeyframe(-12, duration: 0.22, spring: Spring(duration: 0.5, bounce: 0.15))"))
    #expect(sequenceText.contains("6 elements, 40 ms apart, forward"))
    let root = String(
      decoding: try Data(contentsOf: output.appendingPathComponent("data/documentation/motion.json")), as: UTF8.self)
    #expect(root.contains("doc://Motion/documentation/motion/Motion-sequences") || root.contains("motion-sequences"))
    try readsWellInChromium(output, tokens: catalogue.tokens.map(\.name))
  }

  struct Site: Decodable {
    struct Page: Decodable {
      struct Table: Decodable {
        let width: Double
        let box: Double
        let first: [String]
        let links: [[String]]
      }
      struct Image: Decodable {
        let src: String
        let shown: Double
        let natural: Double
      }
      let page: String
      let width: Int
      let column: Double
      let overflow: Bool
      let tables: [Table]
      let images: [Image]
    }
    let pages: [Page]
    let console: [String]
  }

  /// The converted site in Chromium at 1280 and 390 pixels (Scripts/check_docc.py): the root's
  /// tables fit DocC's column on a desktop and scroll inside their box on a phone, each token is
  /// named once — its name is the link to its section — and a token chart shows at its designed
  /// width in the column, so its smallest text is at least 11 pixels.
  func readsWellInChromium(_ site: URL, tokens: [String]) throws {
    let script = ReferenceOutputTests.root.appendingPathComponent("Scripts/check_docc.py").path
    let result = try runBrowserCheck(
      script,
      [site.path, "--page", "motion", "--page", "motion/group-motion", "--width", "1280", "--width", "390"])
    try #require(result.status == 0, "check_docc.py: \(result.err)")
    let read = try JSONDecoder().decode(Site.self, from: Data(result.out.utf8))
    // DocC asks for an optional theme file a catalog need not have.
    #expect(read.console.filter { !$0.contains("theme-settings.json") }.isEmpty, "\(read.console)")
    #expect(read.pages.count == 4)
    for page in read.pages {
      #expect(!page.overflow, "\(page.page) at \(page.width) px scrolls sideways")
      if page.page == "motion" {
        let names = page.tables.flatMap(\.first)
        #expect(names == tokens, "\(page.width) px: \(names)")
        #expect(page.tables.flatMap(\.links) == tokens.map { [$0] })
        if page.width == 1280 {
          #expect(page.column >= 700)
          for table in page.tables {
            #expect(table.width <= table.box, "a table \(table.width) px wide in \(table.box)")
          }
        }
      } else if page.width == 1280 {
        let charts = page.images.filter { $0.src.hasPrefix("token-") && $0.src.hasSuffix("@2x.png") }
        #expect(charts.count == 7)
        let theme = Theme.light.scaled(by: ChartPlan.doccTextScale)
        let smallest = min(theme.tickSize, theme.annotationSize, theme.legendSize)
        for chart in charts {
          #expect(chart.natural == 2 * ChartPlan.doccSize.width && chart.shown >= ChartPlan.doccSize.width - 0.5)
          let text = smallest * chart.shown / ChartPlan.doccSize.width
          #expect(text >= 11 - 1e-9, "\(chart.src): text \(text) px")
        }
      }
    }
  }

  @Test func hostileTextStaysTextInTheCatalog() throws {
    let hostile = "![x](nope) <doc:Nope> @Metadata { } <b>bold</b> [link](https://example.com) `tick` | pipe"
    let yaml =
      "name: '<doc:Root> @TechnologyRoot'\ntokens:\n  'odd group':\n    'weird name!':\n      value: .snappy\n      description: '\(hostile)'\n"
    let catalogue = try CatalogueLoader.parse(yaml, file: "hostile.yaml")
    let dir = try temporaryDirectory("docc-hostile")
    let catalog = dir.appendingPathComponent("Motion.docc")
    _ = try DoccCatalog.write(catalogue, sourceText: yaml, to: catalog.path)
    let (log, output) = try convert(catalog)
    #expect(!log.contains("warning:"), "\(log)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: output.appendingPathComponent("data/documentation/motion").path)
    let article = try String(
      contentsOf: output.appendingPathComponent(
        "data/documentation/motion/\(try #require(files.first { $0.hasPrefix("group-") }))"),
      encoding: .utf8)
    // The description reads as written, as text: no image, link or HTML came of it.
    #expect(article.contains("![x](nope) <doc:Nope> @Metadata"), "\(article.prefix(400))")
    #expect(!article.contains("\"type\" : \"link\"") && !article.contains("\"type\":\"link\""))
  }
}
