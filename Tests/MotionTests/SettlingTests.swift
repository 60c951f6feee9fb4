import Testing

@testable import MotionSpecCore

@Suite struct SettlingTests {
  @Test func swiftUISettlingDurationOfThePresets() {
    // SPRING-MATH §5.1: non-oscillating springs are scanned in accumulated 0.1-s steps.
    #expect(Spring.smooth.settlingDuration == 0.7999999999999999)
    #expect(close(Spring.snappy.settlingDuration, 0.8768, 5e-5))
    #expect(close(Spring.bouncy.settlingDuration, 1.0447, 5e-5))
    #expect(close(Spring(duration: 0.25).settlingDuration, 0.4, 1e-12))
    #expect(close(Spring(duration: 0.5, bounce: -0.3).settlingDuration, 1.4, 1e-12))
  }

  @Test func coreAnimationSettlingMatchesApplesCASpringAnimationDoc() {
    // "damping 5 → approximately 2.85 seconds"; "damping 15 → just over 1 second".
    let five = Spring(mass: 1, stiffness: 100, damping: 5)
    let fifteen = Spring(mass: 1, stiffness: 100, damping: 15)
    #expect(close(five.coreAnimationSettlingDuration() ?? 0, 2.855, 5e-4))
    #expect(close(fifteen.coreAnimationSettlingDuration() ?? 0, 1.022, 5e-4))
    // …which the conservative SwiftUI bound does not (3.264 s and 1.206 s).
    #expect(close(five.settlingDuration, 3.264, 5e-4))
    #expect(close(fifteen.settlingDuration, 1.206, 5e-4))
  }

  @Test func exactSettlingTimesOfThePresets() {
    #expect(close(Spring.snappy.settlingTime(), 0.6967, 5e-5))
    #expect(close(Spring.bouncy.settlingTime(), 0.8187, 5e-5))
  }

  @Test(arguments: SpringEvaluationTests.springs, [0.001, 0.01])
  func exactSettlingTimeIsTheLastExitFromTheBand(spring: Spring, epsilon: Double) {
    for v0 in [0.0, 3.0, -2.0] {
      let t = spring.settlingTime(initialVelocity: v0, epsilon: epsilon)
      let distance = { (time: Double) in abs(spring.value(initialVelocity: v0, time: time) - 1) }
      #expect(close(distance(t), epsilon, 1e-9))
      // Inside the band for a long dense scan afterwards…
      for i in 1...4000 { #expect(distance(t + Double(i) * spring.duration / 400) <= epsilon * (1 + 1e-9)) }
      // …and outside it just before.
      #expect(distance(t - 1e-6) > epsilon)
    }
  }

  @Test(arguments: [0.0, 0.18, 0.3, -0.3])
  func settlingTimeScalesWithDurationAtFixedBounce(bounce: Double) {
    // With ζ fixed, time scales as 1/ω₀: doubling the duration doubles every settling time.
    let a = Spring(duration: 0.5, bounce: bounce), b = Spring(duration: 1.1, bounce: bounce)
    #expect(close(b.settlingTime() / a.settlingTime(), 2.2, 1e-9))
    if bounce > 0 {  // without bounce, Core Animation's figure is a 0.1-s scan and scales only roughly
      #expect(close((b.coreAnimationSettlingDuration() ?? 0) / (a.coreAnimationSettlingDuration() ?? 1), 2.2, 1e-9))
    }
  }

  @Test func settledFromTheStartGivesZero() {
    #expect(Spring.smooth.settlingTime(target: 0.0005) == 0)
    #expect(Spring.smooth.settlingTime(target: 0, initialVelocity: 0) == 0)
  }

  @Test func coreAnimationScansAnOverdampedSpringOnItsOwnCurve() {
    // CASpringAnimation animates the physical spring: at bounce −0.3 its 0.1-s scan lands on the
    // exact settle (1.38 s) rounded up to the grid, not on the critically damped 0.8 s.
    let s = Spring(duration: 0.5, bounce: -0.3)
    #expect(close(s.coreAnimationSettlingDuration() ?? 0, 1.4, 1e-9))
    #expect(close(s.settlingTime(), 1.3816, 5e-5))
    #expect(abs(s.value(time: s.coreAnimationSettlingDuration()!) - 1) < 0.001)
  }

  @Test func settlingIsBoundedNearBounceOne() {
    // The closed-form search does not enumerate millions of half-periods.
    let s = Spring(duration: 0.5, bounce: 0.9999999)
    let t = s.settlingTime()
    #expect(t > 5e6 && t < 6e6)
    #expect(close(abs(s.value(time: t) - 1), 0.001, 1e-6))
    #expect(Spring(duration: 0.5, bounce: 1).settlingTime() == .infinity)
  }
}
