import Foundation
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
}
