import Foundation
import Testing

@testable import MotionSpecCore

@Suite struct MetricsTests {
  @Test(arguments: [
    Spring.snappy, .bouncy, Spring(response: 0.5, dampingRatio: 0.6), Spring(duration: 0.3, bounce: 0.8),
  ])
  func overshootFromRestIsTheTextbookFormula(spring: Spring) {
    let zeta = spring.dampingRatio
    let m = spring.metrics()
    #expect(close(m.overshoot, Foundation.exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), 1e-12))
    #expect(close(m.peakTime ?? -1, Double.pi / spring.angularFrequency, 1e-12))
    #expect(close(m.period ?? -1, 2 * Double.pi / spring.angularFrequency, 1e-12))
  }

  @Test func publishedOvershootFigures() {
    #expect(close(Spring.snappy.metrics().overshoot, 0.0063, 5e-5))
    #expect(close(Spring.bouncy.metrics().overshoot, 0.0460, 5e-5))
    #expect(close(Spring(response: 0.5, dampingRatio: 0.6).metrics().overshoot, 0.0948, 5e-5))
  }

  @Test func nonOscillatingSpringsNeverOvershootFromRest() {
    for s in [Spring.smooth, Spring(duration: 0.5, bounce: -0.4)] {
      let m = s.metrics()
      #expect(m.overshoot == 0 && m.peakTime == nil && m.visibleOscillations == 0 && m.period == nil)
    }
  }

  @Test func aThrownCriticalSpringOvershoots() {
    // A gesture hand-off fast enough overshoots even without bounce.
    let m = Spring.smooth.metrics(initialVelocity: 20)
    #expect(m.overshoot > 0.03)
    #expect(close(Spring.smooth.velocity(initialVelocity: 20, time: m.peakTime ?? 0), 0, 1e-9))
  }

  @Test(arguments: [0.5, 0.9, 0.99])
  func riseTimesAreTheFirstCrossings(fraction: Double) {
    for s in [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.5, bounce: -0.3)] {
      let t = s.riseTime(fraction) ?? -1
      #expect(close(s.value(time: t), fraction, 1e-9))
      for i in 0..<100 { #expect(s.value(time: t * Double(i) / 100) < fraction + 1e-12) }
    }
  }

  @Test func visibleOscillationsCountSwingsAboveOnePercent() {
    // bouncy: overshoot 4.6 %, then undershoot 0.21 % → one visible swing.
    #expect(Spring.bouncy.metrics().visibleOscillations == 1)
    #expect(Spring.snappy.metrics().visibleOscillations == 0)
    #expect((Spring(duration: 0.5, bounce: 0.7).metrics().visibleOscillations ?? 0) >= 3)
    // Bounce 1 never stops swinging.
    #expect(Spring(duration: 0.5, bounce: 1).metrics().visibleOscillations == nil)
  }
}
