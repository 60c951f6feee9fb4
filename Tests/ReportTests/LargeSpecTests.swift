import Foundation
import MotionSpecCharts
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// A spec beyond ``ReportOptions/inlineTokenLimit`` tokens: the cards' charts load lazily from
/// `charts/` (with dark twins for a page that follows the colour scheme), their code for every
/// platform is in `export/`, and `--self-contained` puts everything back in the page.
@Suite(.serialized) struct LargeSpecTests {
  static let tokens = ReportOptions.inlineTokenLimit + 10

  /// A catalogue of `tokens` springs and curves, as YAML.
  static let catalogue: (Catalogue, String) = {
    var yaml = "name: Large\ntokens:\n"
    for i in 0..<tokens {
      let value =
        i % 3 == 2 ? ".easeInOut(duration: 0.\(2 + i % 5))" : ".spring(duration: 0.\(3 + i % 6), bounce: 0.\(i % 4))"
      yaml += "  t\(i):\n    value: \(value)\n    reducedMotion: none\n"
    }
    do {
      return (try CatalogueLoader.parse(yaml, file: "large.yaml"), yaml)
    } catch {
      Issue.record("\(error)")
      return (Catalogue(name: "", source: "", tokens: []), "")
    }
  }()

  static func render(_ options: ReportOptions = ReportOptions()) throws -> URL {
    let dir = try temporaryDirectory("large").appendingPathComponent("spec")
    _ = try MotionSpecWriter.write(catalogue.0, sourceText: catalogue.1, to: dir.path, options: options)
    return dir
  }

  static let lazy: URL? = try? render()

  @Test func cardsLoadTheirChartsFromFilesAndTheirCodeFromExport() throws {
    let dir = try #require(Self.lazy)
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    // No token chart inline; every one an image that loads when reached, with a dark twin.
    #expect(!html.contains("id=\"svg-token-"))
    #expect(html.contains("id=\"svg-explainer-"), "explainers stay inline")
    for i in [0, Self.tokens - 1] {
      #expect(
        html.contains(
          "<source srcset=\"charts/dark/token-t\(i).svg\" media=\"screen and (prefers-color-scheme: dark)\"><img class=\"chart-svg\" src=\"charts/token-t\(i).svg\""
        ))
    }
    #expect(html.components(separatedBy: "loading=\"lazy\"").count - 1 >= Self.tokens)
    let light = try String(contentsOf: dir.appendingPathComponent("charts/token-t0.svg"), encoding: .utf8)
    let dark = try String(contentsOf: dir.appendingPathComponent("charts/dark/token-t0.svg"), encoding: .utf8)
    #expect(light.contains("fill:\(Theme.light.background.cssString)"))
    #expect(dark.contains("fill:\(Theme.dark.background.cssString)"))
    // The code for every platform: in export/, linked from the platforms section and the cards.
    let exports = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("export").path)
      .sorted()
    #expect(exports.count == 10, "\(exports)")
    #expect(html.contains("<a href=\"export/motion-tokens.css\"><code>motion-tokens.css</code></a>"))
    #expect(html.contains("Code for every platform: <a href=\"#platforms\">the export files</a>."))
    #expect(!html.contains("<details class=\"platform-code\">"))
    // No PNG for a token unless asked.
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("charts/token-t0@2x.png").path))
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("charts/explainer-handoff@2x.png").path))
  }

  @Test func selfContainedHoldsEverythingAndPNGAllWritesEveryPNG() throws {
    let lazy = try #require(Self.lazy)
    let whole = try Self.render(ReportOptions(png: .all, selfContained: true))
    let html = try String(contentsOf: whole.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("id=\"svg-token-t0-title\""))
    #expect(!html.contains("<img class=\"chart-svg\""))
    #expect(html.contains("<details class=\"platform-code\">"))
    #expect(!FileManager.default.fileExists(atPath: whole.appendingPathComponent("export").path))
    #expect(!FileManager.default.fileExists(atPath: whole.appendingPathComponent("charts/dark").path))
    #expect(FileManager.default.fileExists(atPath: whole.appendingPathComponent("charts/token-t0@2x.png").path))
    let size = { (url: URL) in
      try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent("index.html").path)[.size] as? Int
        ?? 0
    }
    let (lazyBytes, wholeBytes) = (try size(lazy), try size(whole))
    #expect(lazyBytes * 3 < wholeBytes, "lazy \(lazyBytes) B, whole \(wholeBytes) B")
  }

  @Test func aFixedSchemeNeedsNoDarkTwins() throws {
    let dir = try Self.render(ReportOptions(colorScheme: .dark))
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("<picture><img class=\"chart-svg\" src=\"charts/token-t0.svg\""))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("charts/dark").path))
    #expect(
      try String(contentsOf: dir.appendingPathComponent("charts/token-t0.svg"), encoding: .utf8).contains(
        "fill:\(Theme.dark.background.cssString)"))
  }

  @Test func theCacheGivesTheSameSpec() throws {
    let cache = try temporaryDirectory("large-cache").path
    let first = try Self.render(ReportOptions(cacheDirectory: cache))
    let second = try Self.render(ReportOptions(cacheDirectory: cache))
    for name in [
      "index.html", "charts/token-t3.svg", "charts/dark/token-t3.svg", "charts/dark/decomposition-t3.svg",
      "export/MotionTokens.swift",
    ] {
      #expect(
        try Data(contentsOf: first.appendingPathComponent(name))
          == Data(contentsOf: second.appendingPathComponent(name)), "\(name)")
    }
    // Nothing was drawn again: both reports' chart files (and their phone layouts) are links to
    // the same cache files.
    let dark = try FileManager.default.contentsOfDirectory(atPath: first.appendingPathComponent("charts/dark").path)
      .filter { $0.hasSuffix(".svg") }
    #expect(dark.count >= Self.tokens)  // every token's chart, and its decomposition where it has one
    for name in dark {
      for file in ["charts/" + name, "charts/dark/" + name, "charts/narrow/" + name, "charts/dark/narrow/" + name] {
        let inode = { (dir: URL) in
          try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(file).path)[.systemFileNumber]
            as? Int
        }
        #expect(try inode(first) == inode(second), "\(file)")
      }
    }
  }

  /// In Chromium: charts below the first screen wait until they are reached, then load — the
  /// dark twins when the reader prefers dark.
  @Test(arguments: [("light", 1280), ("dark", 1280), ("light", 390), ("dark", 390)])
  func chartsLoadWhenReached(scheme: String, width: Int) throws {
    struct Result: Decodable {
      struct Before: Decodable { let src: String; let loadedEarly: Bool; let below: Bool }
      struct After: Decodable { let src: String; let shown: String; let width: Int }
      let before: [Before]
      let after: [After]
    }
    let dir = try #require(Self.lazy)
    let script = ReferenceOutputTests.root.appendingPathComponent("Scripts/check_lazy.py").path
    let r = try runBrowserCheck(
      script,
      [
        dir.appendingPathComponent("index.html").path, "--scheme", scheme, "--count", "4", "--width",
        "\(width)",
      ])
    try #require(r.status == 0, "check_lazy.py: \(r.err)")
    let result = try JSONDecoder().decode(Result.self, from: Data(r.out.utf8))
    let farBelow = result.before.filter(\.below)
    #expect(farBelow.count > Self.tokens, "\(farBelow.count)")
    #expect(farBelow.allSatisfy { !$0.loadedEarly }, "charts far below the first screen loaded early")
    #expect(result.after.count == 4)
    for image in result.after {
      #expect(image.width > 0, "\(image.src) did not load")
      // A phone loads each chart's narrow layout, a wide window the wide one.
      #expect(image.src.hasPrefix("charts/narrow/") == (width < 760), "\(image.src) at \(width) px")
      #expect(
        image.shown
          == (scheme == "dark" ? image.src.replacingOccurrences(of: "charts/", with: "charts/dark/") : image.src),
        "\(image.shown)")
    }
  }
}
