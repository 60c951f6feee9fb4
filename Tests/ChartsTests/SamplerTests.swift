import Foundation
import Testing

@testable import MotionSpecCharts

@Suite struct SamplerTests {
  /// Largest distance in device pixels from the curve to its chord, checked densely along each chord.
  func maxError(_ f: (Double) -> Double, _ line: [Point], sx: Double, sy: Double) -> Double {
    var worst = 0.0
    for (a, b) in zip(line, line.dropFirst()) {
      for i in 1..<32 {
        let x = a.x + (b.x - a.x) * Double(i) / 32
        worst = max(worst, Sampler.distance(Point(x: x, y: f(x)), a, b, sx, sy))
      }
    }
    return worst
  }

  @Test(arguments: [0.1, 0.25, 0.5])
  func polylineStaysWithinTheBound(tolerance: Double) {
    let f = { (t: Double) in 1 - exp(-6 * t) * (cos(20 * t) + 0.3 * sin(20 * t)) }
    let sampler = Sampler(tolerance: tolerance)
    let lines = sampler.sample(f, over: 0...1.5, xScale: 600, yScale: 300)
    #expect(lines.count == 1)
    // The bound is enforced at the midpoint and quarter points of each chord; between them the
    // error of a smooth curve can only be slightly larger.
    #expect(maxError(f, lines[0], sx: 600, sy: 300) <= tolerance * 1.5)
    // Adaptive: a straight line is never subdivided; the bend is.
    let straight = sampler.sample({ 2 * $0 }, over: 0...1.5, xScale: 600, yScale: 300)[0]
    #expect(straight.count == sampler.initialIntervals + 1)
    #expect(lines[0].count > 2 * straight.count)
  }

  @Test func moreDevicePixelsMeanMorePoints() {
    let f = { (t: Double) in sin(10 * t) }
    let small = Sampler().sample(f, over: 0...1, xScale: 100, yScale: 100)[0]
    let large = Sampler().sample(f, over: 0...1, xScale: 800, yScale: 800)[0]
    #expect(large.count > small.count)
  }

  @Test func aStepIsDrawnAsAStep() {
    // Linear velocity: 0 before 0.2, 2 until 0.7, 0 after — jumps at both breaks.
    let f = { (t: Double) -> Double in t < 0.2 || t > 0.7 ? 0 : 2 }
    let lines = Sampler().sample(f, over: 0...1, breaks: [0.2, 0.7], xScale: 500, yScale: 100)
    #expect(lines.count == 3)
    for line in lines {
      let ys = Set(line.map(\.y))
      #expect(ys.count == 1, "each piece is flat: no slanted point between levels")
    }
    // The pieces meet at the breaks: a vertical connector joins them when drawn.
    #expect(abs(lines[0].last!.x - 0.2) < 1e-6 && abs(lines[1].first!.x - 0.2) < 1e-6)
  }
}
