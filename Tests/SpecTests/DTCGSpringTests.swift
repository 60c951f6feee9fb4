import MotionSpecCatalogue
import MotionSpecCore
import Testing

/// The DTCG spring extension's labelled numbers are built into a motion directly
/// (``LabelledMotion``), by the same rules as the expression language: the same motion as the
/// spelling it stands for, and an error at the member at fault.
@Suite struct DTCGSpringTests {
  static func file(_ payload: String) -> String {
    """
    {
      "motion": {
        "t": {
          "$type": "transition",
          "$value": { "duration": { "value": 500, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.3, 0, 0, 1] },
          "$extensions": { "com.motionspec.spring": \(payload) }
        }
      }
    }
    """
  }

  @Test(arguments: [
    (#"{ "duration": 0.55, "bounce": 0.18 }"#, ".spring(duration: 0.55, bounce: 0.18)"),
    (#"{ "bounce": -0.4 }"#, ".spring(bounce: -0.4)"),
    (#"{ "response": 0.4, "dampingFraction": 0.7 }"#, ".spring(response: 0.4, dampingFraction: 0.7)"),
    (#"{ "response": 0.3, "dampingRatio": 0.9 }"#, ".spring(Spring(response: 0.3, dampingRatio: 0.9))"),
    (
      #"{ "mass": 2, "stiffness": 300, "damping": 90 }"#,
      ".spring(Spring(mass: 2, stiffness: 300, damping: 90, allowOverDamping: true))"
    ),
    (#"{ "dampingRatio": 0.6, "stiffness": 380 }"#, "spring(dampingRatio = 0.6f, stiffness = 380f)"),
    (#"{ "tension": 210, "friction": 20 }"#, "{ tension: 210, friction: 20 }"),
  ])
  func theSameMotionAsItsSpelling(payload: String, spelling: String) throws {
    let token = try #require(try DTCGReader.read(Self.file(payload), file: "s.tokens.json").token("motion.t"))
    let expected = try MotionExpression.parse(spelling)
    for t in stride(from: 0.0, through: 2.0, by: 0.05) {
      #expect(
        abs(token.animation.value(target: 1, time: t) - expected.value(target: 1, time: t)) < 1e-12,
        "\(payload) at \(t)")
    }
  }

  /// Columns are the value's: the payload opens at column 49 of line 6.
  @Test(arguments: [
    (#"{ "duration": 0.5, "bounce": 1.8 }"#, 6, 78, "bounce"),
    (#"{ "mass": 1, "stiffness": -5, "damping": 10 }"#, 6, 75, "stiffness"),
    (#"{ "dampingRatio": -1, "stiffness": 380 }"#, 6, 67, "dampingRatio"),
    (#"{ "tension": 0, "friction": 20 }"#, 6, 62, "stiffness"),
  ])
  func anErrorPointsAtTheMemberAtFault(payload: String, line: Int, column: Int, word: String) {
    let error = #expect(throws: CatalogueError.self) { try DTCGReader.read(Self.file(payload), file: "s.tokens.json") }
    let diagnostic = error?.diagnostics.first
    #expect(
      diagnostic?.location?.line == line && diagnostic?.location?.column == column, "\(String(describing: error))")
    #expect(diagnostic?.message.contains(word) == true, "\(String(describing: error))")
  }
}
