import Foundation
import Testing

@testable import MotionSpecCore

/// CSS `linear()` (CSS Easing Functions Level 2, "The linear easing function"): the spec's
/// canonicalisation and evaluation, worked by hand here, and the exact figures motionspec
/// derives from the pieces.
@Suite struct PiecewiseLinearTests {
  func read(_ text: String) throws -> (Animation, Spelling) {
    let parsed = try MotionExpression.parse(text, role: .animation, names: nil)
    return (parsed.animation, parsed.spelling)
  }

  func stops(_ a: Animation) -> PiecewiseLinear? {
    guard case .timing(let c) = a.curve else { return nil }
    return c.easing.stops
  }

  func points(_ text: String) throws -> [[Double]] {
    try #require(stops(try read(text).0)).points.map { [$0.input, $0.output] }
  }

  /// The spec's examples of canonicalisation: a missing first input is 0, a missing last one 1,
  /// a run without inputs is spread evenly, an input below an earlier one is raised to it, and an
  /// entry with two percentages is two points.
  @Test func canonicalisationFollowsTheSpec() throws {
    #expect(try points("linear(0, 1)") == [[0, 0], [1, 1]])
    #expect(try points("linear(0, 0.25, 1)") == [[0, 0], [0.5, 0.25], [1, 1]])
    #expect(try points("linear(0, 0.2, 0.6, 0.9 90%, 1)") == [[0, 0], [0.3, 0.2], [0.6, 0.6], [0.9, 0.9], [1, 1]])
    #expect(try points("linear(0, 0.5 25% 75%, 1)") == [[0, 0], [0.25, 0.5], [0.75, 0.5], [1, 1]])
    // 40% after 60% is raised to 60%: the curve jumps there.
    #expect(try points("linear(0, 0.3 60%, 0.7 40%, 1)") == [[0, 0], [0.6, 0.3], [0.6, 0.7], [1, 1]])
    // Either order of number and percentage (`<number> && <percentage>{0,2}`).
    #expect(try points("linear(0, 75% 0.25, 1)") == [[0, 0], [0.75, 0.25], [1, 1]])
  }

  /// Values at hand-computed inputs, a jump resolved to the later point, a flat stretch.
  @Test func evaluationFollowsTheSpec() throws {
    let (a, spelling) = try read("1s linear(0, 0.36 12%, 0.97 25%, 1.13 33%, 1.09 45%, 0.99 60%, 1)")
    #expect(spelling == .css)
    #expect(abs(a.value(time: 0.06) - 0.18) < 1e-12)
    #expect(abs(a.value(time: 0.29) - 1.05) < 1e-12)
    #expect(abs(a.value(time: 0.8) - 0.995) < 1e-12)
    #expect(abs(a.velocity(time: 0.2) - 0.61 / 0.13) < 1e-9)
    let (jump, _) = try read("1s linear(0, 0.4 50%, 0.6 50%, 1)")
    #expect(abs(jump.value(time: 0.4999) - 0.4 * 0.4999 / 0.5) < 1e-12)
    #expect(abs(jump.value(time: 0.5) - 0.6) < 1e-12)
    #expect(jump.discontinuities.contains(0.5))
    // Half the move is reached where the curve jumps across it.
    #expect(AnimationMetrics(jump).riseTime50 == 0.5)
    let (flat, _) = try read("2s linear(0, 0.5 25% 75%, 1)")
    #expect(abs(flat.value(time: 1) - 0.5) < 1e-12 && flat.velocity(time: 1) == 0)
  }

  /// Settling, overshoot, rise and peak velocity are exact: found on the pieces, checked against
  /// a dense scan of the spec's evaluation.
  @Test func metricsAreExact() throws {
    let (a, _) = try read("0.5s linear(0, 0.36 12%, 0.97 25%, 1.13 33%, 1.09 45%, 0.99 60%, 1)")
    let m = AnimationMetrics(a)
    // The last piece runs from 0.99 at 60 % to 1 at 100 %: within 0.001 at 60 % + 0.9 × 40 %.
    #expect(abs((m.settling.exact ?? -1) - 0.96 * 0.5) < 1e-12)
    #expect(abs(m.overshoot - 0.13) < 1e-12)
    #expect(abs((m.peakTime ?? -1) - 0.33 * 0.5) < 1e-12)
    #expect(abs((m.riseTime50 ?? -1) - (0.12 + 0.14 / 0.61 * 0.13) * 0.5) < 1e-12)
    #expect(abs(m.peakVelocity.value - 0.61 / 0.13 / 0.5) < 1e-9)
    var scanned = 0.0
    for i in 0...100_000 {
      let t = 0.5 * Double(i) / 100_000
      if abs(a.value(time: t) - 1) > 0.001 { scanned = t }
    }
    #expect(abs(scanned - (m.settling.exact ?? -1)) < 1e-5)
  }

  /// A curve that does not start at 0 and end at 1 would make the element jump; a bad entry
  /// points at itself; too few points, too many percentages and steps() are refused with words.
  @Test func badLinearIsRefusedWithAReason() {
    func message(_ text: String) -> String {
      do {
        _ = try MotionExpression.parse(text)
        return ""
      } catch { return error.message + " @\(error.offset)" }
    }
    #expect(message("linear(0, 0.5)").contains("runs from 0 to 0.5"))
    #expect(message("linear(0.2, 1)").contains("runs from 0.2 to 1"))
    // Generated springs end a hair from 1 (Open Props' --ease-spring-1 ends at 1.001): read, with a note.
    #expect(message("linear(0, 0.5 40%, 1.001)").isEmpty)
    #expect(message("linear(1)").contains("at least two points"))
    #expect(message("linear(0, 0.5 10% 20% 30%, 1)").contains("at most two percentages"))
    #expect(message("linear(0, 0.5 bad, 1)").hasSuffix("@10"))
    #expect(message("linear(0, 1e999, 1)").contains("a number and up to two percentages"))
    #expect(message("steps(4)").contains("steps()"))
    let many =
      "linear(" + Array(repeating: "0.5", count: PiecewiseLinear.maximumPoints + 1).joined(separator: ",") + ")"
    #expect(message(many).contains("more than"))
  }

  /// The shapes real stylesheets write: Open Props' springs (leading-dot numbers, entries without
  /// a percentage spread evenly, spread over lines with tabs, ending at 1.001).
  @Test func realStylesheetShapes() throws {
    let (a, spelling) = try read(
      "linear(\n\t0,\n\t.007, .029 2.2%, .118 4.7%, .625 14.4%, .826 19%, .902, .962,\n\t1.008 26.1%, 1.041 28.7%, 1.064 32.1%, 1.07 36%, 1.061 40.5%, 1.015 53.4%, .999 61.6%, .995 71.2%, 1\n)"
    )
    #expect(spelling == .css)
    let p = try #require(stops(a))
    // 0.902 and 0.962 sit evenly between 19 % and 26.1 %.
    #expect(abs(p.points[6].input - (0.19 + 0.071 / 3)) < 1e-12 && abs(p.points[7].input - (0.19 + 0.142 / 3)) < 1e-12)
    #expect(abs(AnimationMetrics(a).overshoot - 0.07) < 1e-12)
    let (b, _) = try read(
      "linear(0, 0.006, 0.025 2.8%, 0.101 6.1%, 0.539 18.9%, 0.721 25.3%, 0.849 31.5%, 0.937 38.1%, 0.968 41.8%, 0.991 45.7%, 1.006 50.1%, 1.015 55%, 1.017 63.9%, 1.001)"
    )
    #expect(b.notes.contains { $0.contains("runs from 0 to 1.001") })
    // CSS holds the end after the duration: the value is the target there.
    #expect(b.value(time: b.perceptualDuration) == 1)
  }

  /// A transition carries its duration and delay; the canonical spelling reads back to the same
  /// curve; so do the SwiftUI code the export writes and the points as kept in a cache.
  @Test func spellingsReadBackExactly() throws {
    let (a, _) = try read("transform 400ms linear(0, 0.5 25% 75%, 1) 100ms")
    #expect(a.delay == 0.1 && a.perceptualDuration == 0.5)
    #expect(a.swiftUI == "0.4s linear(0, 0.5 25%, 0.5 75%, 1) 0.1s")
    let (back, _) = try read(a.swiftUI)
    #expect(back.curve == a.curve && back.delay == a.delay)
    let swift = try MotionExpression.parse(
      "Animation(PiecewiseLinearAnimation(inputs: [0, 0.25, 0.75, 1], outputs: [0, 0.5, 0.5, 1], duration: 0.4)).delay(0.1)",
      role: .animation, names: nil, platforms: false)
    #expect(swift.animation.curve == a.curve && swift.animation.delay == 0.1)
    let data = try JSONEncoder().encode(try #require(stops(a)))
    #expect(try JSONDecoder().decode(PiecewiseLinear.self, from: data) == stops(a))
    let reversed = Data(#"[{"input": 0.5, "output": 0}, {"input": 0.2, "output": 1}]"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PiecewiseLinear.self, from: reversed) }
  }
}
