import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport
import MotionSpecFigures
import TestSupport
import Testing

@testable import Report
@testable import ReportModel

/// The page draws each token's chart from the description its Cairo chart is made of: the page's
/// data carries ``MotionFigure``'s `FigureData` for every token, and the page computes nothing
/// about a motion itself (its curves are the WebAssembly core's, which WasmTests holds to the
/// command's).
@Suite struct PageModelTests {
  static let expressions = [
    "0.5s linear(0, 0.36 12%, 0.97 25%, 1.13 33%, 1.09 45%, 0.99 60%, 1)",
    "400ms linear(0, 0.5 25% 75%, 1) 100ms", "linear(0, 0.7, 1.04 70%, 1)", "0.3s linear(0, 0.4 50%, 0.6 50%, 1)",
    ".timingCurve(0.2, 1.4, 0.3, 1, duration: 0.5)",
  ]

  /// Tokens whose charts carry every kind of mark: a delayed and a sped-up spring, an overdamped
  /// one, one that never settles, one that settles after its window, curves with handles, with
  /// overshooting handles, linear (which starts at speed), and `linear()` with stops.
  static let chartEdges = [
    ".spring(duration: 0.4, bounce: 0.3).delay(0.12)", ".bouncy.speed(2)",
    ".spring(response: 0.5, dampingFraction: 1.6)",
    ".spring(duration: 0.5, bounce: 1)", ".spring(duration: 0.3, bounce: 0.97)", ".linear(duration: 0.25)",
    ".timingCurve(0.2, 1.4, 0.3, 1, duration: 0.5)", ".easeIn(duration: 1.4)", ".easeOut.delay(0.3)",
  ]

  static func edgeTokens() throws -> [Token] {
    let edges = try Self.chartEdges.map {
      Token(path: [$0], definition: $0, animation: try MotionExpression.parse($0))
    }
    return try BuiltInCatalogue.load().tokens + edges
      + Self.expressions.map {
        Token(path: ["stops"], description: "A curve", definition: $0, animation: try MotionExpression.parse($0))
      }
  }

  /// One chart grammar: the description the page's data carries for a token is exactly what its
  /// Cairo `motion` chart draws — the same titles, rules, spans, markers and handles at the same
  /// places and in the same words — for every built-in token and the edge tokens, in both time
  /// units; the Cairo chart adds only its curves (and SwiftUI's frames when asked for).
  @Test func thePagesChartsAreTheCairoChartsMarksAndWords() throws {
    var marks = 0
    for token in try Self.edgeTokens() {
      for unit in [AxisUnit.milliseconds, .seconds] {
        var options = ChartOptions()
        options.timeUnit = unit
        let described = ChartSupport.motionFigureData(token, options)
        let drawn = FigureData(try ChartKind.motion.figure([token], options: options))
        #expect(described == drawn, "\(token.name) in \(unit.symbol)")
        marks += described.panels.map { $0.rules.count + $0.spans.count + $0.markers.count + $0.segments.count }
          .reduce(0, +)
      }
    }
    // Every kind of mark was compared, many of each.
    #expect(marks > 16 * (try Self.edgeTokens().count))
  }

  /// The page's data carries each token's peak velocity, CSS timing and place on the map as the
  /// spec's Cairo charts have them; `motion-tokens.json` carries each token's chart description.
  @Test func thePagesDataCarriesWhatTheChartsSay() throws {
    let (catalogue, text) = try CatalogueLoader.read(nil)
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    let builder = DocumentBuilder(plan: plan, sourceText: text, exporter: Exporter(catalogue: catalogue))
    let data = builder.pageData(rows: builder.rows(findings: []), charts: [:], plots: [:], narrowPlots: [:])
    try #require(data.tokens.count == catalogue.tokens.count)
    let file = builder.motionTokensFile()
    for (token, (page, element)) in zip(catalogue.tokens, zip(data.tokens, file.tokens)) {
      let drawn = FigureData(try ChartKind.motion.figure([token], options: plan.chartOptions))
      #expect(element.figure == drawn, "\(token.name)")
      let peak = try #require(drawn.panels[1].markers.first { $0.role == "marker:peak-velocity" })
      #expect(page.peakVelocity == [peak.x, peak.y])
      #expect(page.css.count == 3 && page.css[1].hasPrefix(token.animation.spring == nil ? "cubic-bezier(" : "linear("))
      if let s = token.animation.spring { #expect(page.mapPlace == [s.duration, s.bounce]) }
    }
  }

  /// The comparison's velocity scale stops where the Cairo overlay's does (here, where one token
  /// is a runaway; the last three are a quick spring, a slow curve and a curve): the page's
  /// `MotionChart.velocityCap`, run in Node on the three tokens' peaks as the page's data
  /// carries them.
  @Test func theComparisonsVelocityScaleIsTheOverlays() throws {
    let tokens = Array(try Self.edgeTokens().suffix(3))
    let peaks = try tokens.map {
      let p = AnimationMetrics($0.animation, MotionConditions()).peakVelocity
      return String(decoding: try JSONEncoder().encode([p.time, p.value]), as: UTF8.self)
    }
    let script = """
      const vm = require('vm'), fs = require('fs');
      vm.runInThisContext(fs.readFileSync(process.argv[2], 'utf8'));
      const peaks = [\(peaks.joined(separator: ", "))];
      console.log(JSON.stringify({ cap: MotionChart.velocityCap(peaks.map((peakVelocity) => ({ peakVelocity }))) }));
      """
    let directory = try temporaryDirectory("page-chart")
    let file = directory.appendingPathComponent("cap.js")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let chart = ReferenceOutputTests.root.appendingPathComponent("Templates/motion-chart.js")
    let result = try run("node", [file.path, chart.path])
    try #require(result.status == 0, "node: \(result.err)")
    let output = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let overlay = try ChartKind.overlay.figure(tokens, options: ChartOptions())
    let cap = try #require(overlay.panels[1].yDomain?.upperBound)
    #expect(abs(try #require(output["cap"] as? Double) - cap) < 1e-9 * cap)
  }
}
