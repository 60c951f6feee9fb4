import Testing

@testable import MotionSpecCore

@Suite struct DecompositionTests {
  @Test(arguments: SpringEvaluationTests.springs, [(1.0, 0.0), (1.0, 5.0), (2.0, -3.0)])
  func envelopeTimesOscillationIsTheCurve(spring: Spring, start: (target: Double, velocity: Double)) {
    let d = spring.decomposition(target: start.target, initialVelocity: start.velocity)
    #expect(d.regime == spring.regime)
    for t in stride(from: 0.0, through: 1.5, by: 0.01) {
      let curve = spring.value(target: start.target, initialVelocity: start.velocity, time: t)
      #expect(close(d.value(t), curve, 1e-12 * max(1, abs(start.target) + abs(start.velocity))))
      #expect(close(start.target - d.envelope(t) * d.oscillation(t), curve, 1e-9))
    }
  }

  @Test func underdampedEnvelopeBoundsTheCurve() {
    let d = Spring.bouncy.decomposition()
    for t in stride(from: 0.0, through: 1.5, by: 0.001) {
      #expect(abs(Spring.bouncy.value(time: t) - 1) <= d.envelope(t) + 1e-12)
    }
    #expect(close(d.period ?? 0, 2 * Double.pi / Spring.bouncy.angularFrequency, 1e-12))
  }

  @Test func bounceOneIsAFlatEnvelopeAndAnUnshiftedCosine() {
    let d = Spring(duration: 0.5, bounce: 1).decomposition()
    #expect(d.phase == 0)
    #expect(close(d.period ?? 0, 0.5, 1e-12))
    #expect(d.envelope(0) == 1 && d.envelope(3) == 1)
  }

  @Test func overdampedIsTheSumOfTwoExponentials() {
    let s = Spring(duration: 0.5, bounce: -0.5)
    let d = s.decomposition()
    for t in [0.0, 0.1, 0.7] {
      let terms = d.exponentialTerms(t)!
      #expect(close(1 + terms.slow + terms.fast, s.value(time: t), 1e-12))
    }
  }
}
