import Foundation
import MotionSpecCore
import TestSupport
import Testing

/// The model's own elementary functions against the platform's C library: within one unit in the
/// last place (two for the arctangent, three for the angle of a point), on the ranges the model uses and far beyond, with the
/// special values IEEE 754 prescribes.
@Suite struct ElementaryTests {
  /// How many doubles lie between `a` and `b` (0 when equal).
  func ulps(_ a: Double, _ b: Double) -> UInt64 {
    if a == b || (a.isNaN && b.isNaN) { return 0 }
    guard a.isFinite, b.isFinite, (a < 0) == (b < 0) else { return .max }
    let x = a.bitPattern, y = b.bitPattern
    return x > y ? x - y : y - x
  }

  func worst(
    _ count: Int, seed: UInt64, _ draw: (inout SeededGenerator) -> Double, _ ours: (Double) -> Double,
    _ reference: (Double) -> Double
  ) -> (ulps: UInt64, at: Double) {
    var generator = SeededGenerator(seed: seed)
    var result: (ulps: UInt64, at: Double) = (0, 0)
    for _ in 0..<count {
      let x = draw(&generator)
      let error = ulps(ours(x), reference(x))
      if error > result.ulps { result = (error, x) }
    }
    return result
  }

  @Test func exponentialIsFaithful() {
    let wide = worst(40_000, seed: 1, { Double.random(in: -745...709, using: &$0) }, Elementary.exp, Foundation.exp)
    #expect(wide.ulps <= 1, "e^\(wide.at)")
    let model = worst(40_000, seed: 2, { Double.random(in: -60...1, using: &$0) }, Elementary.exp, Foundation.exp)
    #expect(model.ulps <= 1, "e^\(model.at)")
    #expect(Elementary.exp(0) == 1)
    #expect(Elementary.exp(1) == 2.718_281_828_459_045)
    #expect(Elementary.exp(710) == .infinity)
    #expect(Elementary.exp(-746) == 0)
    #expect(Elementary.exp(-744) == Foundation.exp(-744.0))  // subnormal
    #expect(Elementary.exp(.nan).isNaN)
    #expect(Elementary.exp(-.infinity) == 0)
  }

  @Test func logarithmIsFaithful() {
    let unit = worst(40_000, seed: 3, { Double.random(in: 0...4, using: &$0) }, Elementary.log, Foundation.log)
    #expect(unit.ulps <= 1, "ln \(unit.at)")
    let wide = worst(
      40_000, seed: 4,
      {
        Double(
          sign: .plus, exponent: Int.random(in: -1074...1023, using: &$0), significand: .random(in: 1..<2, using: &$0))
      },
      Elementary.log, Foundation.log)
    #expect(wide.ulps <= 1, "ln \(wide.at)")
    #expect(Elementary.log(1) == 0)
    #expect(Elementary.log(0) == -.infinity)
    #expect(Elementary.log(-1).isNaN)
    #expect(Elementary.log(.infinity) == .infinity)
    #expect(Elementary.log(.leastNonzeroMagnitude) == Foundation.log(Double.leastNonzeroMagnitude))
  }

  @Test func sineAndCosineAreFaithful() {
    for (seed, range) in [(5, -1.0...1.0), (6, -100.0...100.0), (7, -1e5...1e5)] as [(UInt64, ClosedRange<Double>)] {
      let s = worst(20_000, seed: seed, { Double.random(in: range, using: &$0) }, Elementary.sin, Foundation.sin)
      #expect(s.ulps <= 1, "sin \(s.at)")
      let c = worst(20_000, seed: seed + 10, { Double.random(in: range, using: &$0) }, Elementary.cos, Foundation.cos)
      #expect(c.ulps <= 1, "cos \(c.at)")
    }
    let pair = Elementary.sinCos(2.5)
    #expect(pair.sin == Elementary.sin(2.5) && pair.cos == Elementary.cos(2.5))
    #expect(Elementary.sin(0) == 0 && Elementary.cos(0) == 1)
    #expect(Elementary.sin(-0.0).sign == .minus)
    #expect(Elementary.sin(.infinity).isNaN && Elementary.cos(.nan).isNaN)
    // Beyond the exact reduction the values stay finite and bounded.
    let far = Elementary.sinCos(3e9)
    #expect(abs(far.sin) <= 1 && abs(far.cos) <= 1)
  }

  @Test func arctangentIsWithinTwoUnits() {
    let near = worst(40_000, seed: 8, { Double.random(in: -3...3, using: &$0) }, Elementary.atan, Foundation.atan)
    #expect(near.ulps <= 2, "atan \(near.at)")
    let far = worst(20_000, seed: 9, { Double.random(in: -1e8...1e8, using: &$0) }, Elementary.atan, Foundation.atan)
    #expect(far.ulps <= 2, "atan \(far.at)")
    var generator = SeededGenerator(seed: 10)
    for _ in 0..<20_000 {
      let y = Double.random(in: -5...5, using: &generator), x = Double.random(in: -5...5, using: &generator)
      let error = ulps(Elementary.atan2(y, x), Foundation.atan2(y, x))
      // The quotient's rounding adds up to one unit to the arctangent's two.
      #expect(error <= 3, "atan2(\(y), \(x))")
      if error > 3 { break }
    }
    for (y, x) in [
      (0.0, 1.0), (-0.0, 1.0), (0.0, -1.0), (-0.0, -1.0), (1.0, 0.0), (-1.0, 0.0), (0.0, 0.0), (0.0, -0.0),
    ] {
      let ours = Elementary.atan2(y, x), reference = Foundation.atan2(y, x)
      #expect(ours == reference && ours.sign == reference.sign, "atan2(\(y), \(x))")
    }
    #expect(Elementary.atan2(.infinity, .infinity) == Foundation.atan2(Double.infinity, Double.infinity))
    #expect(Elementary.atan2(1, -.infinity) == Foundation.atan2(1.0, -Double.infinity))
  }
}
