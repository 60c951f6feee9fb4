import ChartKinds
import Foundation
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportModel

/// `<motion-token>` (motion-elements.js and motion-tokens.json, written by `render`) in a page of
/// its own, served over HTTP to headless Chromium (Scripts/check_element.py): it draws, lists the
/// numbers as the spec's cards word them (its file holding `inspect`'s values), gives every platform's code, honours reduced motion, and shows a
/// visible error for a token the catalogue does not have.
@Suite(.serialized) struct ElementInBrowserTests {
  struct Page: Decodable {
    struct Element: Decodable {
      let name: String
      let state: String?
      let error: String?
      let errorVisible: Bool
      /// Each number listed: key, label, text.
      let numbers: [[String]]
      let curves: Int
      let knobs: Int
      let marks: [String]
      let words: [String]
      let platforms: [String]
      let playVisible: Bool
      let runningAfterPlay: Int?
    }
    let elements: [Element]
    let console: [String]
  }

  func show(_ names: [String], _ extra: [String] = []) throws -> Page {
    let script = ReferenceOutputTests.root.appendingPathComponent("Scripts/check_element.py").path
    let result = try runBrowserCheck(
      script, [SharedRender.directory.path] + names.flatMap { ["--name", $0] } + extra)
    try #require(result.status == 0, "check_element.py: \(result.err)")
    return try JSONDecoder().decode(Page.self, from: Data(result.out.utf8))
  }

  @Test func anIsolatedPageShowsTheTokenWithInspectsNumbers() throws {
    let catalogue = try BuiltInCatalogue.load()
    let names = ["motion.heavy", "motion.playful", "gestures.dismissSwipe", "easing.easeInOut"]
    let page = try show(names + ["motion.nope"])
    #expect(page.console.isEmpty, "\(page.console)")
    #expect(page.elements.count == 5)
    let file = try JSONDecoder().decode(
      MotionTokensFile.self, from: Data(contentsOf: SharedRender.directory.appendingPathComponent("motion-tokens.json"))
    )
    for element in page.elements.prefix(4) {
      let token = try #require(catalogue.token(element.name))
      #expect(element.state == "ready" && element.error == nil, "\(element.name): \(element.error ?? "")")
      #expect(element.curves == 2 && element.knobs == 2 && element.playVisible)
      #expect((element.runningAfterPlay ?? 0) >= 3, "\(element.name): nothing plays")
      #expect(element.platforms.starts(with: ["swiftui", "uikit", "compose", "css"]) && element.platforms.count >= 8)
      // The numbers as the spec's cards word them (SpecWordsTests holds the file's to the cards').
      let listed = try #require(file.tokens.first { $0.id == token.id })
      #expect(element.numbers == listed.numbers.map { [$0.key, $0.label, $0.text] } && listed.numbers.count >= 4)
      // The file's values are inspect's, at full precision.
      let inspection = Inspection(animation: token.animation, times: [], swiftUI: (300, 120))
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(try inspection.json().utf8)) as? [String: Any])
      let swiftUI = try #require(json["swiftUI"] as? [String: Any])
      #expect(listed.metrics.count >= 5, "\(element.name)")
      for (key, value) in listed.metrics {
        let expected = ["removed", "logicallyComplete"].contains(key) ? swiftUI[key] : json[key]
        guard let value else {
          #expect(expected == nil || expected is NSNull, "\(element.name) \(key)")
          continue
        }
        let exact = try #require(expected as? Double, "\(element.name): inspect has no \(key)")
        #expect(abs(value - exact) <= 1e-9 * max(1, abs(exact)), "\(element.name) \(key): \(value) vs \(exact)")
      }
    }
    // One chart grammar: each element's chart draws the marks and says the words of the token's
    // Cairo chart in the spec (the `motion` chart at the spec's time unit), no more and no fewer.
    let unit = AxisUnit.time(
      for: 0...(catalogue.tokens.map { AnimationMetrics($0.animation, MotionConditions()).windowEnd }.max() ?? 1))
    for element in page.elements.prefix(4) {
      let token = try #require(catalogue.token(element.name))
      let cairo = FigureData(try ChartKind.motion.figure([token], options: ChartOptions(timeUnit: unit)))
      let roles = cairo.panels.flatMap { p in
        p.rules.map(\.role) + p.spans.map(\.role) + p.markers.map(\.role) + p.segments.map(\.role)
      }
      let words =
        cairo.panels.flatMap { p in
          p.rules.compactMap(\.label) + p.spans.map(\.label) + p.markers.compactMap(\.label)
        } + [cairo.footnote].compactMap { $0 }
      #expect(element.marks.sorted() == roles.sorted(), "\(element.name)")
      #expect(element.words.sorted() == words.sorted(), "\(element.name)")
      #expect(words.contains { $0.hasPrefix("settles in ") } && words.contains { $0.hasPrefix("duration ") })
    }
    let unknown = page.elements[4]
    #expect(unknown.state == "error" && unknown.errorVisible)
    #expect(unknown.error?.contains("no token \"motion.nope\"") == true, "\(unknown.error ?? "")")
    #expect(unknown.error?.contains("motion.standard") == true)
  }

  @Test func reducedMotionShowsTheTokenStill() throws {
    let page = try show(["motion.heavy"], ["--reduced-motion"])
    let element = try #require(page.elements.first)
    #expect(element.state == "ready" && !element.playVisible)
    #expect(element.runningAfterPlay == 0)
  }

  @Test func theTokensFileIsDeterministicAndHoldsEveryToken() throws {
    let catalogue = try BuiltInCatalogue.load()
    let first = try Data(contentsOf: SharedRender.directory.appendingPathComponent("motion-tokens.json"))
    let file = try JSONDecoder().decode(MotionTokensFile.self, from: first)
    #expect(file.tokens.map(\.id) == catalogue.tokens.map(\.id) && file.distance == 300)
    let dir = try temporaryDirectory("tokens-again").appendingPathComponent("spec")
    let (again, text) = try CatalogueLoader.read(nil)
    _ = try MotionSpecWriter.write(again, sourceText: text, to: dir.path)
    #expect(try Data(contentsOf: dir.appendingPathComponent("motion-tokens.json")) == first)
    let script = try String(contentsOf: dir.appendingPathComponent("motion-elements.js"), encoding: .utf8)
    #expect(script.contains("customElements.define(\"motion-token\"") && !script.contains("/*COLORS*/"))
    #expect(!script.contains("import ") && !script.contains("require("), "no dependencies")
  }
}
