import Foundation
import TestSupport
import Testing

@testable import MotionSpecCore

@Suite struct SpringConversionTests {
  @Test func appleDurationBounceExample() {
    // developer.apple.com/documentation/swiftui/spring: (0.5, 0.3) → (1.0, 157.9, 17.6)
    let s = Spring(duration: 0.5, bounce: 0.3)
    #expect(s.mass == 1)
    #expect((s.stiffness * 10).rounded() / 10 == 157.9)
    #expect((s.damping * 10).rounded() / 10 == 17.6)
    #expect(close(s.stiffness, pow(4 * Double.pi, 2), 1e-9))
    #expect(close(s.damping, 0.7 * 8 * Double.pi, 1e-12))
  }

  @Test func appleMassStiffnessDampingExample() {
    // (1, 100, 10) → duration 0.63, bounce 0.5
    let s = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect((s.duration * 100).rounded() / 100 == 0.63)
    #expect(close(s.bounce, 0.5, 1e-12))
    #expect(close(s.duration, 2 * Double.pi / 10, 1e-12))
  }

  @Test(arguments: [
    (Spring.smooth, 0.0, 25.132741228718345), (Spring.snappy, 0.15, 21.362830044410593),
    (Spring.bouncy, 0.3, 17.592918860102842),
  ])
  func presetsAreDurationHalfSecondWithTheirBounce(spring: Spring, bounce: Double, damping: Double) {
    #expect(close(spring.duration, 0.5, 1e-15))
    #expect(close(spring.bounce, bounce, 1e-15))
    #expect(close(spring.stiffness, 157.91367041742973, 1e-9))
    #expect(close(spring.damping, damping, 1e-9))
  }

  @Test func seedArticleSnappyClaimIsWrongAppleSaysDurationHalfSecondBounce015() {
    // Seed 000 says .snappy is response 0.3 with dampingFraction 1.0; Apple documents duration 0.5,
    // bounce 0.15 (damping ratio 0.85). Apple wins.
    #expect(close(Spring.snappy.response, 0.5, 1e-15))
    #expect(close(Spring.snappy.dampingRatio, 0.85, 1e-15))
    #expect(Spring.snappy != Spring(response: 0.3, dampingRatio: 1))
  }

  @Test func extraBounceIsAddedToTheBase() {
    #expect(Spring.snappy(extraBounce: -0.15) == Spring.smooth)
    #expect(close(Spring.bouncy(duration: 0.4, extraBounce: 0.1).bounce, 0.4, 1e-15))
  }

  @Test func overDampingIsClampedUnlessAllowed() {
    let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
    #expect(clamped.regime == .criticallyDamped)
    #expect(close(clamped.damping, 20, 1e-12))
    let free = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
    #expect(free.regime == .overdamped)
    #expect(close(free.damping, 30, 1e-12))
    #expect(close(free.stiffness, 100, 1e-9))
    #expect(close(free.dampingRatio, 1.5, 1e-12))
    #expect(close(free.bounce, 1 / 1.5 - 1, 1e-12))
  }

  @Test func durationAndResponseAreTheSameGetter() {
    let s = Spring(mass: 2, stiffness: 300, damping: 12)
    #expect(s.duration == s.response)
    #expect(close(s.duration, 2 * Double.pi / (150.0).squareRoot(), 1e-12))
  }

  @Test(arguments: 0..<200)
  func everyParameterisationRoundTrips(seed: Int) {
    var g = SeededGenerator(seed: UInt64(seed))
    let duration = Double.random(in: 0.05...3, using: &g)
    let bounce = Double.random(in: -0.9...0.99, using: &g)
    let a = Spring(duration: duration, bounce: bounce)
    let b = Spring(response: a.response, dampingRatio: a.dampingRatio)
    let c = Spring(mass: a.mass, stiffness: a.stiffness, damping: a.damping, allowOverDamping: true)
    let d = Spring(duration: c.duration, bounce: c.bounce)
    for s in [b, c, d] {
      #expect(close(s.duration, duration, 1e-12 * duration))
      #expect(close(s.bounce, bounce, 1e-9))
      #expect(close(s.stiffness, a.stiffness, 1e-9 * a.stiffness))
      #expect(close(s.damping, a.damping, 1e-9 * a.damping))
    }
    // With a mass other than 1, the mass/stiffness/damping form keeps ω₀ and ζ.
    let mass = Double.random(in: 0.1...5, using: &g)
    let heavy = Spring(mass: mass, stiffness: a.stiffness * mass, damping: a.damping * mass, allowOverDamping: true)
    #expect(close(heavy.duration, duration, 1e-12 * duration))
    #expect(close(heavy.dampingRatio, a.dampingRatio, 1e-9))
    #expect(close(heavy.mass, mass, 0))
  }

  @Test(arguments: [(0.5, 0.7), (1.0, 0.3), (0.3, 1.0), (2.0, 0.95)])
  func settlingDurationInitializerMeetsItsEnvelope(settling: Double, zeta: Double) {
    let s = Spring(settlingDuration: settling, dampingRatio: zeta)
    #expect(close(s.dampingRatio, zeta, 1e-12))
    let omega0 = s.naturalFrequency
    if zeta < 1 {
      // ε = (ζ/√(1−ζ²))·e^(−ζ·T·ω₀)  (SPRING-MATH §3.4)
      #expect(close(zeta / (1 - zeta * zeta).squareRoot() * Foundation.exp(-zeta * settling * omega0), 0.001, 1e-12))
    } else {
      #expect(close(Foundation.exp(-settling * omega0) * (1 + settling * omega0), 0.001, 1e-12))
    }
  }
}
