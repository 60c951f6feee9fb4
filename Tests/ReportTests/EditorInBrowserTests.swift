import Foundation
import MotionSpecAdvice
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportModel

/// The page's editor (Templates/motion-editor.js in the playground), driven in headless Chromium
/// by Scripts/check_editor.py: a drag on the pad or a handle, and the arrow keys, rewrite the
/// expression, the address (`#edit=…`), the numbers, the lint and every platform's code — each
/// the same as `inspect` and `lint` say for the expression the editor wrote.
@Suite(.serialized) struct EditorInBrowserTests {
  struct Run: Decodable {
    struct Step: Decodable {
      let hash: String
      let expr: String
      let numbers: [String: Double?]
      let lint: [[String]]
      let code: [[String]]
      let handles: [String]
      let focused: String?
      let running: Int
      /// What a person would see wrong in the chart and the pad (check_editor.py's `clashes`).
      let clashes: [String]
    }
    let steps: [Step]
    let console: [String]
  }

  /// The rules the editor checks: those that need nothing but the motion (motion-editor.js).
  static let rules = Set(MotionAdvice.rules)

  func drive(_ arguments: [String]) throws -> Run {
    let script = ReferenceOutputTests.root.appendingPathComponent("Scripts/check_editor.py").path
    let result = try runBrowserCheck(script, [SharedRender.directory.path] + arguments)
    try #require(result.status == 0, "check_editor.py: \(result.err)")
    let decoded = try JSONDecoder().decode(Run.self, from: Data(result.out.utf8))
    #expect(decoded.console.isEmpty, "\(decoded.console)")
    return decoded
  }

  /// What `inspect` and `lint` say of `expression`, to hold a step of the page to.
  func check(_ step: Run.Step, against expression: String) throws {
    let animation = try MotionExpression.parse(expression)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(try Inspection(animation: animation, times: []).json().utf8))
        as? [String: Any])
    #expect(step.numbers.count >= 5)
    for (key, value) in step.numbers {
      guard let exact = json[key] as? Double, let value else { continue }
      #expect(abs(value - exact) <= 1e-9 * max(1, abs(exact)), "\(expression) \(key): page \(value), inspect \(exact)")
    }
    let catalogue = try CatalogueLoader.parse("tokens:\n  t: '\(expression)'\n", file: "t.yaml")
    let findings = Lint.check(catalogue).filter { Self.rules.contains($0.rule) }
    #expect(step.lint.map { $0[0] } == findings.map(\.rule), "\(expression): \(step.lint)")
    #expect(step.lint.map { $0[1] } == findings.map(\.message), "\(expression)")
    // Every platform's code is the new motion's: SwiftUI's spells the expression.
    #expect(step.code.count >= 7)
    #expect(step.code.first { $0[0] == "swiftui" }?[1].contains(expression) == true, "\(step.code.first ?? [])")
    #expect(step.hash == "#edit=" + expression)
  }

  @Test func draggingAndTheArrowKeysTuneASpring() throws {
    let run = try drive(["--edit", ".spring(duration: 0.5, bounce: 0.2)", "--drag", "40,-30", "--key", "ArrowUp"])
    try #require(run.steps.count == 3)
    let (start, dragged, keyed) = (run.steps[0], run.steps[1], run.steps[2])
    try check(start, against: ".spring(duration: 0.5, bounce: 0.2)")
    // Right and up on the pad: longer and bouncier, written to the hundredth.
    let parts = dragged.expr.split(whereSeparator: { ",:() ".contains($0) })
    let duration = try #require(Double(parts[2])), bounce = try #require(Double(parts[4]))
    #expect(duration > 0.5 && bounce > 0.2, "\(dragged.expr)")
    try check(dragged, against: dragged.expr)
    #expect(dragged.focused == "editor-handle")
    // One press of ArrowUp: bounce up by 0.01, the duration kept.
    let expected = ".spring(duration: \(parts[2]), bounce: \(String(Double(round((bounce + 0.01) * 100) / 100))))"
    #expect(keyed.expr == expected, "\(keyed.expr) vs \(expected)")
    try check(keyed, against: keyed.expr)
  }

  /// The editor's chart places its words as the Cairo charts do and its pad keeps its words from
  /// its point: walked across the pad a tenth at a time (durations 0.05–1.45 s at bounce −0.5,
  /// then bounce −0.5…0.95 at 1.45 s, then back at 0.85), every step's chart has no word on a
  /// word, curve, rule or mark, and the point covers no word; the same for curves typed in.
  @Test func noWordMeetsALineOrAWordAnywhereOnThePad() throws {
    let walk = try drive(
      ["--edit", ".spring(duration: 0.05, bounce: -0.5)", "--shift"]
        + Array(repeating: ["--key", "ArrowRight"], count: 14)
        .flatMap { $0 } + Array(repeating: ["--key", "ArrowUp"], count: 15).flatMap { $0 }
        + Array(repeating: ["--key", "ArrowLeft"], count: 6).flatMap { $0 })
    #expect(walk.steps.count == 36 && walk.console.isEmpty, "\(walk.console)")
    for step in walk.steps { #expect(step.clashes.isEmpty, "\(step.expr): \(step.clashes)") }
    for expression in [
      ".timingCurve(0.2, 1.4, 0.3, 1, duration: 0.5).delay(0.1)", ".spring(duration: 1.2, bounce: -0.3)",
      ".linear(duration: 0.2)", ".spring(duration: 0.2, bounce: 0.3).delay(0.4)", ".easeInOut(duration: 0.35)",
    ] {
      let run = try drive(["--edit", expression])
      #expect(run.steps.first?.clashes == [], "\(expression): \(run.steps.first?.clashes ?? [])")
    }
  }

  @Test func aTokensEditButtonOpensItsCurveWithHandles() throws {
    let run = try drive(["--card", "easing.easeInOut", "--drag", "30,-40", "--key", "ArrowLeft"])
    try #require(run.steps.count == 3)
    #expect(run.steps[0].expr == ".easeInOut" && run.steps[0].handles == ["x 0.42, y 0", "x 0.58, y 1"])
    #expect(run.steps[0].hash == "#edit=.easeInOut")
    let dragged = run.steps[1]
    #expect(dragged.expr.hasPrefix(".timingCurve(") && dragged.expr.hasSuffix(", 0.58, 1, duration: 0.35)"))
    try check(dragged, against: dragged.expr)
    // ArrowLeft moves the focused (first) handle 0.01 earlier.
    let x1 = try #require(Double(dragged.handles[0].split(separator: " ")[1].dropLast()))
    #expect(
      run.steps[2].handles[0].hasPrefix("x \(String(Double(round((x1 - 0.01) * 100) / 100))),"),
      "\(run.steps[2].handles)")
  }

  /// Each rule the editor checks, on and off, in lint's own words; and with reduced motion,
  /// nothing plays while a spring is tuned.
  @Test func theEditorsLintIsLintsAndNothingPlaysUnderReducedMotion() throws {
    for expression in [
      ".spring(duration: 0.9, bounce: -0.2)", ".spring(duration: 0.1, bounce: 0.5)",
      ".timingCurve(0.2, 0.8, 0.3, 1, duration: 1.2)", ".spring(duration: 0.4, bounce: 0.1)",
      // late-completion (SwiftUI's integrator) and damping-cartoonish, which the editor could not
      // say before the model said them.
      ".spring(response: 0.5, dampingFraction: 0.15)", ".timingCurve(0.42, 1.67, 0.21, 0.9, duration: 0.35)",
    ] {
      let run = try drive(["--edit", expression, "--reduced-motion"])
      try check(try #require(run.steps.first), against: expression)
    }
    let run = try drive(["--edit", ".spring(duration: 0.5, bounce: 0.2)", "--drag", "20,-20", "--reduced-motion"])
    #expect(run.steps.allSatisfy { $0.running == 0 })
  }
}
