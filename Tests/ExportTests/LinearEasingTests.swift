import Foundation
import MotionSpecCore
import TestSupport
import Testing

/// The `linear()` generator over the whole spring space: seeded sweeps, an independent check of
/// the stated error, and bounded work.
@Suite struct LinearEasingTests {
  @Test func statedErrorHoldsAcrossSprings() {
    var random = SeededGenerator(seed: 15)
    for _ in 0..<300 {
      let spring = Spring(
        duration: .random(in: 0.02...4, using: &random), bounce: .random(in: -0.95...0.97, using: &random))
      let velocity = Double.random(in: -8...8, using: &random)
      let tolerance = [0.001, 0.005, 0.02].randomElement(using: &random)!
      let l = LinearEasing(spring, initialVelocity: velocity, tolerance: tolerance)
      #expect(l.settles)
      #expect(l.maximumError <= tolerance, "\(spring) v0 \(velocity): \(l.maximumError)")
      #expect(
        l.stops.first == LinearEasing.Stop(progress: 0, time: 0)
          && l.stops.last == LinearEasing.Stop(progress: 1, time: 1))
      #expect(l.stops.count <= LinearEasing.maximumStops)
      #expect(zip(l.stops, l.stops.dropFirst()).allSatisfy { $0.time < $1.time })
      // An independent check at times the generator never looked at.
      for _ in 0..<200 {
        let t = Double.random(in: 0...(l.duration * 1.5), using: &random)
        let u = min(t / l.duration, 1)
        let i = l.stops.lastIndex { $0.time <= u }!
        let a = l.stops[i], b = l.stops[min(i + 1, l.stops.count - 1)]
        let line =
          b.time > a.time ? a.progress + (b.progress - a.progress) * (u - a.time) / (b.time - a.time) : b.progress
        #expect(abs(line - spring.value(target: 1, initialVelocity: velocity, time: t)) <= l.maximumError + 1e-9)
      }
    }
  }

  @Test func undampedSpringsAreBoundedAndSayHowFarOff() {
    let l = LinearEasing(Spring(duration: 0.5, bounce: 1))
    #expect(!l.settles)
    #expect(l.maximumError > 0.5)
    #expect(l.stops.count < LinearEasing.maximumStops)
    let barelyDamped = LinearEasing(Spring(duration: 0.1, bounce: 0.999))
    #expect(barelyDamped.stops.count <= LinearEasing.maximumStops)
  }

  @Test func composeConversionIsExact() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let spring = Spring(
        mass: .random(in: 0.1...10, using: &random), stiffness: .random(in: 1...5000, using: &random),
        damping: .random(in: 0...200, using: &random), allowOverDamping: true)
      let back = ComposeSpring(spring).spring
      for i in 0...50 {
        let t = Double(i) / 50 * 2
        #expect(
          abs(back.value(target: 1, initialVelocity: 0, time: t) - spring.value(target: 1, initialVelocity: 0, time: t))
            <= 1e-12)
      }
    }
  }
}
