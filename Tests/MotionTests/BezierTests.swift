import Testing

@testable import MotionSpecCore

@Suite struct BezierTests {
  static let presets: [(CubicBezier, [Double])] = [
    (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
    (.easeInOut, [0.42, 0, 0.58, 1]), (.caDefault, [0.25, 0.1, 0.25, 1]),
  ]

  @Test(arguments: presets)
  func presetsHaveTheirControlPointsAndEndpoints(bezier: CubicBezier, points: [Double]) {
    #expect([bezier.x1, bezier.y1, bezier.x2, bezier.y2] == points)
    #expect(bezier.progress(0) == 0 && bezier.progress(1) == 1)
  }

  @Test(arguments: presets.map(\.0))
  func solvesXMonotonically(bezier: CubicBezier) {
    var previous = -1.0
    for i in 0...1000 {
      let x = Double(i) / 1000
      let u = bezier.parameter(forX: x)
      #expect(close(bezier.x(u), x, 1e-12))
      #expect(u >= previous)
      previous = u
    }
  }

  @Test func swiftUICompatibilityValues() {
    // OpenSwiftUI's compatibility tests against real SwiftUI (±0.01), SPRING-MATH §8.
    let expected: [(CubicBezier, [Double])] = [
      (.easeIn, [0.09, 0.32, 0.62]), (.easeOut, [0.38, 0.68, 0.91]), (.easeInOut, [0.13, 0.5, 0.87]),
    ]
    for (curve, values) in expected {
      for (x, y) in zip([0.25, 0.5, 0.75], values) { #expect(close(curve.progress(x), y, 0.01)) }
    }
  }

  @Test func linearVelocityIsAStep() {
    let linear = TimingCurve(.linear, duration: 0.5)
    #expect(linear.discontinuities == [0, 0.5])
    #expect(linear.velocity(time: -0.01) == 0)
    for t in [0.0, 0.1, 0.25, 0.49, 0.5] { #expect(close(linear.velocity(time: t), 2, 1e-9)) }
    #expect(linear.velocity(time: 0.51) == 0)
  }

  @Test func easeInOutVelocityIsContinuousAndZeroAtBothEnds() {
    let ease = TimingCurve(.easeInOut, duration: 0.35)
    #expect(ease.discontinuities.isEmpty)
    #expect(ease.velocity(time: 0) == 0 && close(ease.velocity(time: 0.35), 0, 1e-12))
    var previous = 0.0
    for i in 1...3500 {
      let v = ease.velocity(time: 0.35 * Double(i) / 3500)
      #expect(abs(v - previous) < 0.01)
      previous = v
    }
  }

  @Test func controlPointXOutsideTheUnitIntervalIsRefused() {
    #expect(throws: CubicBezier.InvalidControlPoints.self) { try CubicBezier(1.2, 0, 0.5, 1) }
    #expect(throws: CubicBezier.InvalidControlPoints.self) { try CubicBezier(0.2, 0, -0.1, 1) }
    #expect(throws: CubicBezier.InvalidControlPoints.self) { try CubicBezier(0.2, .nan, 0.5, 1) }
    #expect(throws: Never.self) { try CubicBezier(0.2, -0.8, 0.5, 1.6) }
  }
}
