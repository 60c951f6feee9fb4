import Foundation
import TestSupport
import Testing

@testable import MotionSpecCore

/// SwiftUI's runtime model (``SwiftUIRuntime``): the stepping against an independent RK4
/// integration of the same equation, the completion rules against a second, plainly written
/// simulation of the documented rules, retargeting, and every parameter regime.
@Suite struct SwiftUIRuntimeTests {
  /// x″ = k(T − x) − c·x′ from rest at 0, by classical RK4 with `steps` steps per second: the
  /// position at `time`.
  static func rk4(stiffness k: Double, damping c: Double, target: Double, time: Double, steps: Double) -> Double {
    var x = 0.0, v = 0.0
    let n = Int((time * steps).rounded())
    let h = time / Double(n)
    for _ in 0..<n { (x, v) = rungeKuttaStep(x: x, v: v, h: h) { k * (target - $0) - c * $1 } }
    return x
  }

  /// The integrator's largest distance from RK4 over grid times up to 1.5 s, at `rate` steps a
  /// second (times on every grid, so only the stepping differs).
  static func worstAgainstRK4(response: Double, fraction: Double, rate: Double) -> Double {
    var spring = FluidSpringIntegrator(
      response: response, dampingFraction: fraction, blendDuration: 0, target: 1, initialVelocity: 0, stepRate: rate)
    let k = min(pow(2 * Double.pi / response, 2), SwiftUIRuntime.stiffnessCap), c = 2 * k.squareRoot() * fraction
    var worst = 0.0
    for i in 1...30 {
      let t = Double(i) * 0.05
      guard let x = spring.advance(to: t - 1e-9) else { break }
      worst = max(worst, abs(x - rk4(stiffness: k, damping: c, target: 1, time: t, steps: 20_000)))
    }
    return worst
  }

  @Test(arguments: [(0.5, 1.0), (0.5, 0.85), (0.5, 0.7), (0.3, 0.5), (0.5, 1.6), (0.2, 0.86)])
  func theStepsDifferFromRK4ByTheSteppingAlone(response: Double, fraction: Double) {
    // The scheme is first order in its step (its force starts at 0, not at the spring's pull):
    // halving the step halves the distance from the exact solution, and at 300 Hz it is a
    // percent or two of the move. A bug would not shrink so.
    let at300 = Self.worstAgainstRK4(response: response, fraction: fraction, rate: 300)
    let at600 = Self.worstAgainstRK4(response: response, fraction: fraction, rate: 600)
    let at1200 = Self.worstAgainstRK4(response: response, fraction: fraction, rate: 1200)
    #expect(at300 > 1e-4 && at300 < 0.05, "\(at300)")
    #expect((1.8...2.2).contains(at300 / at600), "300 → 600 Hz: \(at300 / at600)")
    #expect((1.8...2.2).contains(at600 / at1200), "600 → 1200 Hz: \(at600 / at1200)")
  }

  /// The documented rules written out plainly, apart from the model: the state as three
  /// numbers, and the two completion tests at every frame of 120 Hz.
  static func byTheRules(response r: Double, fraction: Double, distance: Double) -> (logical: Double, removed: Double) {
    let k = min((2 * Double.pi / r) * (2 * Double.pi / r), 45_000), c = 2 * k.squareRoot() * fraction
    // The clock advances by adding 1/300 s a step, as SwiftUI's does (so a frame that falls on
    // the grid steps as the sum's rounding says).
    var x = 0.0, v = 0.0, f = 0.0, clock = 0.0
    var logical = -1.0
    for frame in 0..<(120 * 60) {
      let time = Double(frame) / 120
      if logical < 0 && time >= r { logical = time }
      while clock < time {
        let vHalf = v + f / 600
        x += vHalf / 300
        f = k * (distance - x) - c * vHalf
        v = vHalf + f / 600
        clock += 1.0 / 300
      }
      let resting = v * v <= 0.0036 && f * f <= 0.0036
      let close = abs(distance - x) <= abs(distance) * 0.01
      if resting && close { return (logical, time) }
    }
    return (logical, .infinity)
  }

  @Test func completionDependsOnTheDistanceAsTheRulesSay() throws {
    // Worked out with the rules above (120 Hz frames), and as the closing note reports them.
    let expected: [String: [Double: Double]] = [
      ".smooth": [1: 0.825, 100: 1.2667, 300: 1.375],
      ".snappy": [1: 0.5583, 100: 1.0333, 300: 1.05],
      ".bouncy": [1: 0.7667, 100: 1.1333, 300: 1.4417],
    ]
    for (expression, byDistance) in expected {
      let animation = try MotionExpression.parse(expression)
      let spring = try #require(animation.spring)
      for (distance, removed) in byDistance {
        let played = SwiftUIPlayback(animation, distance: distance, frameRate: 120)
        let rules = Self.byTheRules(response: spring.response, fraction: spring.dampingRatio, distance: distance)
        #expect(played.player == .integrated)
        let when = try #require(played.removed, "\(expression) at \(distance) pt never removed")
        #expect(abs(when - rules.removed) < 1e-9, "\(expression) \(distance) pt: model \(when), rules \(rules.removed)")
        #expect(abs(when - removed) < 5e-4, "\(expression) \(distance) pt: \(when), worked out \(removed)")
        #expect(
          played.logicallyComplete == 0.5,
          "\(expression): logically complete at \(String(describing: played.logicallyComplete))")
        #expect(played.frames.count == Int((when * 120).rounded()))
        // The frames stay within 1.3–1.6 % of the closed form for these presets.
        #expect((0.012...0.016).contains(played.largestDifference), "\(expression): \(played.largestDifference)")
      }
    }
  }

  @Test func interpolatingSpringPlaysTheClosedFormWhateverTheDistance() throws {
    let animation = try MotionExpression.parse(".interpolatingSpring(stiffness: 170, damping: 15)")
    #expect(animation.interpolates)
    let spring = try #require(animation.spring)
    // SpringModel.duration(0.001): −ln(ε / (1 + |(ζω₀ − v₀)/ω_d|)) / (ζω₀).
    let zeta = spring.dampingRatio, w0 = spring.naturalFrequency, wd = w0 * (1 - zeta * zeta).squareRoot()
    let end = -Foundation.log(0.001 / (1 + abs(zeta * w0 / wd))) / (zeta * w0)
    for distance in [1.0, 300] {
      let played = SwiftUIPlayback(animation, distance: distance, frameRate: 120)
      #expect(played.player == .closedForm && played.largestDifference == 0)
      #expect(played.removed == (end * 120).rounded(.up) / 120, "\(String(describing: played.removed)) vs \(end)")
      #expect(played.logicallyComplete == ((2 * Double.pi / 170.0.squareRoot()) * 120).rounded(.up) / 120)
    }
  }

  @Test func everyRegimePlaysAndEnds() throws {
    for expression in [
      ".spring(duration: 0.5, bounce: -0.6)", ".spring(duration: 0.4, bounce: 0.7)", ".smooth(duration: 0.05)",
      ".spring(response: 0.01, dampingFraction: 0.5)", ".interpolatingSpring(mass: 1, stiffness: 100, damping: 40)",
      ".spring(duration: 0.5, bounce: 0.3).delay(0.2).speed(2)", ".easeInOut(duration: 0.3)",
    ] {
      let animation = try MotionExpression.parse(expression)
      let played = SwiftUIPlayback(animation, distance: 300, frameRate: 60)
      let removed = try #require(played.removed, "\(expression) never ends")
      #expect(removed > 0 && removed < 10, "\(expression): \(removed)")
      #expect(played.frames.allSatisfy { $0.value.isFinite && abs($0.value) < 3 }, "\(expression)")
      #expect(played.largestDifference < 0.2, "\(expression): \(played.largestDifference)")
    }
    // Bounce 1 never loses energy: it never rests, and the model says so instead of looping.
    let undamped = SwiftUIPlayback(try MotionExpression.parse(".spring(duration: 0.5, bounce: 1)"), distance: 300)
    #expect(undamped.removed == nil && undamped.logicallyComplete == 0.5)
    #expect(undamped.frames.count == Int(SwiftUIRuntime.horizon * 120) + 1)
    // The stiffness cap: a 1-ms response steps as if it were 2π/√45000 s.
    var stiff = FluidSpringIntegrator(response: 0.001, dampingFraction: 1, target: 1)
    let settled = stiff.advance(to: 0.05)
    #expect(settled.map { $0 > 0.9 && $0 < 1.01 } == true)
  }

  @Test(arguments: [0.0, 0.5])
  func retargetingMergesAndBlendsTheResponse(blend: Double) throws {
    var spring = FluidSpringIntegrator(response: 0.5, dampingFraction: 1, target: 100)
    var last = 0.0
    var t = 0.0
    while t < 0.2 - 1e-9 {
      t += 1.0 / 120
      let step = spring.advance(to: t)
      last = try #require(step)
    }
    let velocity = spring.velocity
    spring.retarget(to: 200, at: t, response: 0.3, dampingFraction: 1, blendDuration: blend)
    #expect(spring.velocity == velocity && spring.offset == last, "the state carries on")
    #expect(!spring.isLogicallyComplete(at: t + 0.29) && spring.isLogicallyComplete(at: t + 0.5 + 1e-9))
    if blend == 0 {
      #expect(spring.currentResponse(at: t) == 0.3)
    } else {
      // Smoothstep from the old response to the new one over the blend.
      #expect(abs(spring.currentResponse(at: t) - 0.5) < 1e-12)
      #expect(abs(spring.currentResponse(at: t + 0.25) - 0.4) < 1e-12)
      #expect(abs(spring.currentResponse(at: t + 0.5) - 0.3) < 1e-12)
      #expect(abs(spring.currentResponse(at: t + 2) - 0.3) < 1e-12)
    }
    // The first frame after the retarget moves on from where it was, without a jump.
    let after = spring.advance(to: t + 1.0 / 120)
    let next = try #require(after)
    #expect(next > last && next - last < 10)
    var end: Double?
    var u = t
    while end == nil && u < 5 {
      u += 1.0 / 120
      if spring.advance(to: u) == nil { end = u }
    }
    #expect(end != nil && abs(spring.offset - 200) <= 2)
  }
}
