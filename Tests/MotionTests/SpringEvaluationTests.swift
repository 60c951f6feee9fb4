import Foundation
import Testing

@testable import MotionSpecCore

@Suite struct SpringEvaluationTests {
  static let springs: [Spring] = [
    .smooth, .snappy, .bouncy, Spring(duration: 0.55, bounce: 0.18), Spring(duration: 0.2, bounce: 0.4),
    Spring(duration: 0.5, bounce: -0.3), Spring(duration: 1.2, bounce: -0.7), Spring(duration: 0.35, bounce: 0.9),
    Spring(mass: 2, stiffness: 170, damping: 15),
    Spring(mass: 3, stiffness: 1000, damping: 500, allowOverDamping: true),
    Spring(response: 0.4, dampingRatio: 0.6),
  ]

  @Test(arguments: springs, [(1.0, 0.0), (1.0, 4.0), (-0.5, 2.5), (300.0, -1200.0), (0.0, 3.0)])
  func closedFormMatchesNumericalIntegration(spring: Spring, start: (target: Double, velocity: Double)) {
    let times = stride(from: 0.0, through: 1.5, by: 0.05).map { $0 }
    let h = min(2e-5, spring.duration / 20_000)
    let numeric = integrate(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, target: start.target,
      initialVelocity: start.velocity, times: times, step: h)
    let scale = max(1, abs(start.target), abs(start.velocity) / spring.naturalFrequency)
    for (t, n) in zip(times, numeric) {
      let value = spring.value(target: start.target, initialVelocity: start.velocity, time: t)
      let velocity = spring.velocity(target: start.target, initialVelocity: start.velocity, time: t)
      #expect(close(value, n.value, 1e-8 * scale), "value at \(t): \(value) vs \(n.value)")
      #expect(close(velocity, n.velocity, 1e-8 * scale * spring.naturalFrequency), "velocity at \(t)")
    }
  }

  @Test(arguments: springs)
  func startsAtRestAtZeroAndAccelerationIsTheForceOverMass(spring: Spring) {
    #expect(close(spring.value(time: 0), 0, 1e-15))
    #expect(close(spring.velocity(initialVelocity: 2, time: 0), 2, 1e-12))
    for t in [0.0, 0.1, 0.33] {
      let a = spring.acceleration(target: 1, initialVelocity: 0.5, time: t)
      let x = spring.value(target: 1, initialVelocity: 0.5, time: t)
      let v = spring.velocity(target: 1, initialVelocity: 0.5, time: t)
      #expect(close(a * spring.mass, spring.force(target: 1, position: x, velocity: v), 1e-9 * spring.stiffness))
      // The acceleration is the derivative of the velocity (central difference).
      let d = 1e-6
      let numeric =
        (spring.velocity(initialVelocity: 0.5, time: t + d) - spring.velocity(initialVelocity: 0.5, time: t - d))
        / (2 * d)
      if t > 0 { #expect(close(a, numeric, 1e-4 * spring.stiffness)) }
    }
  }

  @Test func bounceOneIsAPureCosineWhosePeriodIsTheDuration() {
    let s = Spring(duration: 0.4, bounce: 1)
    for t in stride(from: 0.0, through: 2, by: 0.01) {
      #expect(close(s.value(time: t), 1 - Foundation.cos(2 * Double.pi * t / 0.4), 1e-12))
    }
    #expect(s.settlingDuration == .infinity)
    #expect(s.settlingTime() == .infinity)
  }
}

@Suite struct EvaluatorTests {
  @Test(arguments: SpringEvaluationTests.springs, [(1.0, 0.0), (2.5, -3.0), (-1.0, 4.0)])
  func evaluatorMatchesTheClosedForms(spring: Spring, start: (target: Double, velocity: Double)) {
    let e = spring.evaluator(target: start.target, initialVelocity: start.velocity)
    for t in stride(from: 0.0, through: 2, by: 0.013) {
      let (x, v) = e(t)
      #expect(
        close(
          x, spring.value(target: start.target, initialVelocity: start.velocity, time: t),
          1e-12 * max(1, abs(start.target))))
      #expect(
        close(
          v, spring.velocity(target: start.target, initialVelocity: start.velocity, time: t),
          1e-11 * max(1, spring.naturalFrequency * abs(start.target))))
    }
  }
}
