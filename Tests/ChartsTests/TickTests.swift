import Foundation
import MotionSpecFigures
import Testing

@testable import MotionSpecCharts

@Suite struct TickTests {
  @Test(arguments: [
    (0.0...1.0, 5, [0, 0.2, 0.4, 0.6, 0.8, 1.0]),
    (0.1...0.7000000001, 6, [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]),
    (-1.3...2.7, 4, [-2, -1, 0, 1, 2, 3]),
    (8.1...14.1, 4, [8, 10, 12, 14, 16]),
    (0.0...1.5, 6, [0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5]),
    (-0.0042...0.0061, 5, [-0.005, -0.0025, 0, 0.0025, 0.005, 0.0075]),
    (123_456.0...987_654.0, 4, [0, 250_000, 500_000, 750_000, 1_000_000]),
    (-7.5 ... -2.5, 5, [-8, -7, -6, -5, -4, -3, -2]),
    (0.99...1.01, 4, [0.99, 0.995, 1.0, 1.005, 1.01]),
  ])
  func coveringTicks(domain: ClosedRange<Double>, count: Int, expected: [Double]) {
    let ticks = NiceTicks(domain: domain, maxCount: count)
    #expect(ticks.values == expected)
    #expect(ticks.values.first! <= domain.lowerBound + 1e-9 * ticks.step)
    #expect(ticks.values.last! >= domain.upperBound - 1e-9 * ticks.step)
  }

  @Test(arguments: 0..<300)
  func ticksAlwaysCoverTheData(seed: Int) {
    // A deterministic spread of domains: magnitudes from 1e-4 to 1e6, signs mixed.
    let a = sin(Double(seed) * 12.9898) * 43758.5453
    let b = cos(Double(seed) * 78.233) * 12345.678
    let scale = pow(10, Double(seed % 11) - 4)
    let lo = min(a, b).truncatingRemainder(dividingBy: 1000) * scale
    let hi = lo + abs(b - a).truncatingRemainder(dividingBy: 500) * scale + scale * 1e-3
    let ticks = NiceTicks(domain: lo...hi, maxCount: 2 + seed % 8)
    #expect(ticks.values.first! <= lo + 1e-9 * ticks.step)
    #expect(ticks.values.last! >= hi - 1e-9 * ticks.step)
    #expect(ticks.values.count >= 2)
    #expect(ticks.values.count <= 2 + seed % 8 + 2)
  }

  @Test func innerTicksStayInsideAnExplicitDomain() {
    let ticks = NiceTicks(domain: 0...0.95, maxCount: 5, covering: false)
    #expect(ticks.values == [0, 0.2, 0.4, 0.6, 0.8])
  }

  @Test func exactDecimalsWithoutFloatNoise() {
    let ticks = NiceTicks(domain: 0...0.7, maxCount: 7)
    #expect(ticks.values.map { "\($0)" } == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
  }

  @Test(
    arguments: [
      (0.25, [0.0, 0.25, -0.5], ["0.00", "0.25", "\u{2212}0.50"]),
      (0.1, [0.1, 0.3, -0.0], ["0.1", "0.3", "0.0"]),
      (1.0, [-2.0, 0.0, 3.0], ["\u{2212}2", "0", "3"]),
      (250_000, [500_000.0], ["500000"]),
      (0.0025, [-0.005, 0.0075], ["\u{2212}0.0050", "0.0075"]),
    ] as [(Double, [Double], [String])])
  func labelsShareDecimalsAndUseTheMinusSign(step: Double, values: [Double], labels: [String]) {
    let f = TickFormatter(step: step)
    #expect(values.map(f.label) == labels)
    #expect(!labels.joined().contains("-"))
  }

  /// The one time rule: milliseconds on every time axis, however long the window.
  @Test func timeIsAlwaysInMilliseconds() {
    for domain in [0...0.9, -0.15...0.8, 0...1.5, 0...12.0] { #expect(AxisUnit.time(for: domain) == .milliseconds) }
  }
}
