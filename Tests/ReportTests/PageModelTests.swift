import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import TestSupport
import Testing

@testable import Report
@testable import ReportModel

/// The page's own motion model (Templates/motion-model.js), run in Node as the page runs it in
/// the browser, gives `inspect`'s numbers for the curves the playground cannot type: CSS
/// `linear()` tokens reach the page as their canonical points (``PageData/Model``).
@Suite struct PageModelTests {
  static let expressions = [
    "0.5s linear(0, 0.36 12%, 0.97 25%, 1.13 33%, 1.09 45%, 0.99 60%, 1)",
    "400ms linear(0, 0.5 25% 75%, 1) 100ms", "linear(0, 0.7, 1.04 70%, 1)", "0.3s linear(0, 0.4 50%, 0.6 50%, 1)",
    ".timingCurve(0.2, 1.4, 0.3, 1, duration: 0.5)",
  ]

  @Test func linearTokensMeasureAsInspectSays() throws {
    let models = try Self.expressions.map { e -> String in
      String(decoding: try JSONEncoder().encode(PageData.Model(try MotionExpression.parse(e))), as: UTF8.self)
    }
    let script = """
      const vm = require('vm'), fs = require('fs');
      vm.runInThisContext(fs.readFileSync(process.argv[2], 'utf8'));
      const models = [\(models.joined(separator: ", "))];
      console.log(JSON.stringify(models.map(m => {
        const a = new MotionModel.Animation(m);
        return Object.assign(a.metrics(), { css: a.css().easing });
      })));
      """
    let directory = try temporaryDirectory("page-model")
    let file = directory.appendingPathComponent("check.js")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let model = ReferenceOutputTests.root.appendingPathComponent("Templates/motion-model.js").path
    let result = try run("node", [file.path, model])
    try #require(result.status == 0, "node: \(result.err)")
    let pages = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    #expect(pages.count == Self.expressions.count)
    for (expression, page) in zip(Self.expressions, pages) {
      let json = try Inspection(animation: try MotionExpression.parse(expression), times: []).json()
      let inspect = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      var compared = 0
      for key in [
        "duration", "settlingTime", "overshoot", "riseTime50", "riseTime90", "riseTime99", "peakVelocity",
        "peakVelocityTime",
      ] {
        let exact = try #require(inspect[key] as? Double, "\(expression): inspect has no \(key)")
        let value = try #require(page[key] as? Double, "\(expression): the page has no \(key)")
        #expect(
          abs(value - exact) <= 1e-9 * max(1, abs(exact)), "\(expression) \(key): page \(value), inspect \(exact)")
        compared += 1
      }
      #expect(compared == 8)
      // The page plays a linear() token with its own points.
      if expression.contains("linear(") { #expect((page["css"] as? String)?.hasPrefix("linear(0 0%") == true) }
    }
  }

  /// Tokens whose charts carry every kind of mark: a delayed and a sped-up spring, an overdamped
  /// one, one that never settles, one that settles after its window, curves with handles, with
  /// overshooting handles, linear (which starts at speed), and `linear()` with stops.
  static let chartEdges = [
    ".spring(duration: 0.4, bounce: 0.3).delay(0.12)", ".bouncy.speed(2)",
    ".spring(response: 0.5, dampingFraction: 1.6)",
    ".spring(duration: 0.5, bounce: 1)", ".spring(duration: 0.3, bounce: 0.97)", ".linear(duration: 0.25)",
    ".timingCurve(0.2, 1.4, 0.3, 1, duration: 0.5)", ".easeIn(duration: 1.4)", ".easeOut.delay(0.3)",
  ]

  /// One chart grammar: the page's `MotionChart.describe` (Templates/motion-chart.js, run in Node
  /// on the page's model) makes each token's chart with the marks and words of its Cairo chart —
  /// the Swift ``FigureData`` of the `motion` chart kind: the same titles, rules, spans, markers
  /// and handles, at the same places (to 1e-9) and in the same words, for every built-in token
  /// and the edge tokens.
  @Test func thePagesChartsAreTheCairoChartsMarksAndWords() throws {
    let edges = try Self.chartEdges.map {
      Token(path: [$0], definition: $0, animation: try MotionExpression.parse($0))
    }
    let tokens =
      try BuiltInCatalogue.load().tokens + edges
      + Self.expressions.map {
        Token(path: ["stops"], description: "A curve", definition: $0, animation: try MotionExpression.parse($0))
      }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let swift = try tokens.map { token -> Any in
      let data = FigureData(try ChartKind.motion.figure([token], options: ChartOptions()))
      return try JSONSerialization.jsonObject(with: try encoder.encode(data))
    }
    let inputs = try tokens.map { token -> String in
      let model = String(decoding: try encoder.encode(PageData.Model(token.animation)), as: UTF8.self)
      let about = String(
        decoding: try encoder.encode([
          "name": token.name, "swiftUI": token.animation.swiftUI,
          "description": token.description == nil ? "" : token.shownDescription,
        ]), as: UTF8.self)
      return "[\(model), \(about)]"
    }
    let script = """
      const vm = require('vm'), fs = require('fs');
      vm.runInThisContext(fs.readFileSync(process.argv[2], 'utf8'));
      vm.runInThisContext(fs.readFileSync(process.argv[3], 'utf8'));
      const inputs = [\(inputs.joined(separator: ", "))];
      const described = inputs.map(([model, token]) =>
        MotionChart.describe(new MotionModel.Animation(model), token, { epsilon: 0.001 }));
      const overlay = inputs.slice(-3).map(([model]) => ({ metrics: new MotionModel.Animation(model).metrics() }));
      console.log(JSON.stringify({ described, cap: MotionChart.velocityCap(overlay) }));
      """
    let directory = try temporaryDirectory("page-chart")
    let file = directory.appendingPathComponent("describe.js")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let templates = ReferenceOutputTests.root.appendingPathComponent("Templates")
    let result = try run(
      "node",
      [
        file.path, templates.appendingPathComponent("motion-model.js").path,
        templates.appendingPathComponent("motion-chart.js").path,
      ])
    try #require(result.status == 0, "node: \(result.err)")
    let output = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let page = try #require(output["described"] as? [Any])
    // The comparison's velocity scale stops where the Cairo overlay's does (here, where one
    // token is a runaway; the last three are a quick spring, a slow curve and a curve).
    let overlay = try ChartKind.overlay.figure(Array(tokens.suffix(3)), options: ChartOptions())
    let cap = try #require(overlay.panels[1].yDomain?.upperBound)
    #expect(abs(try #require(output["cap"] as? Double) - cap) < 1e-9 * cap)
    try #require(page.count == tokens.count)
    var marks = 0
    for (token, (cairo, drawn)) in zip(tokens, zip(swift, page)) {
      var differences: [String] = []
      Self.compare(cairo, drawn, at: token.name, into: &differences)
      #expect(differences.isEmpty, "\(token.name): \(differences.prefix(6))")
      let panels = (cairo as? [String: Any])?["panels"] as? [[String: Any]] ?? []
      marks += panels.map { p in
        ["rules", "spans", "markers", "segments"].map { (p[$0] as? [Any])?.count ?? 0 }.reduce(0, +)
      }
      .reduce(0, +)
    }
    // Every kind of mark was compared: rules, spans, markers and handles, many of each.
    #expect(marks > 8 * tokens.count)
  }

  /// Where `a` (the Cairo chart's data) and `b` (the page's) differ: numbers beyond 1e-9
  /// (relative above 1), any other value unequal, a missing key the same as `null`.
  static func compare(_ a: Any?, _ b: Any?, at path: String, into differences: inout [String]) {
    let a = a is NSNull ? nil : a, b = b is NSNull ? nil : b
    switch (a, b) {
    case (nil, nil): return
    case (let x as [String: Any], let y as [String: Any]):
      for key in Set(x.keys).union(y.keys).sorted() {
        compare(x[key], y[key], at: path + "." + key, into: &differences)
      }
    case (let x as [Any], let y as [Any]):
      guard x.count == y.count else {
        return differences.append("\(path): \(x.count) vs \(y.count) items: \(x) vs \(y)")
      }
      for (i, (p, q)) in zip(x, y).enumerated() { compare(p, q, at: path + "[\(i)]", into: &differences) }
    case (let x as String, let y as String):
      if x != y { differences.append("\(path): \"\(x)\" vs \"\(y)\"") }
    case (let x as NSNumber, let y as NSNumber):
      if abs(x.doubleValue - y.doubleValue) > 1e-9 * max(1, abs(x.doubleValue)) {
        differences.append("\(path): \(x) vs \(y)")
      }
    default: differences.append("\(path): \(String(describing: a)) vs \(String(describing: b))")
    }
  }
}
