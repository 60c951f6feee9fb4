internal import CPlatform
import MotionSpecFigures
import MotionSpecNumbers

/// Tick positions at "nice" steps — 1, 2, 2.5 and 5 times a power of ten — in the manner of
/// matplotlib's `AutoLocator` (MaxN steps) with d3's exact division for sub-unit steps.
public struct NiceTicks: Hashable, Sendable {
  /// The tick values, ascending.
  public let values: [Double]
  /// The distance between ticks.
  public let step: Double

  /// The mantissas a step may have.
  static let mantissas: [Double] = [1, 2, 2.5, 5, 10]

  /// Ticks for `domain` with at most about `maxCount` intervals.
  ///
  /// - Parameter covering: when true (value axes) the ticks extend to the first multiple of the
  ///   step at or below the data and at or above it, so they cover the data; when false (an
  ///   explicit time domain) only ticks inside the domain are returned.
  public init(domain: ClosedRange<Double>, maxCount: Int, covering: Bool = true) {
    var lo = domain.lowerBound, hi = domain.upperBound
    if hi - lo <= abs(hi) * 1e-12 {
      let pad = lo == 0 ? 1 : abs(lo) * 0.1
      lo -= pad
      hi += pad
    }
    let count = max(1, maxCount)
    let raw = (hi - lo) / Double(count)
    let exponent = floor(log10(raw))
    var mantissa = 10.0
    for m in NiceTicks.mantissas where m * pow(10, exponent) >= raw * (1 - 1e-9) {
      mantissa = m
      break
    }
    // step = mantissa · 10^exponent, written so that i·step is computed as (i·a)/b exactly when
    // the step is below 1 (d3's trick against 3 × 0.1 = 0.30000000000000004).
    let (numerator, denominator): (Double, Double) = {
      let scaled = mantissa * 10  // 10, 20, 25, 50, 100 — an integer
      let power = exponent - 1
      return power >= 0 ? (scaled * pow(10, power), 1) : (scaled, pow(10, -power))
    }()
    let step = numerator / denominator
    let tolerance = 1e-9
    let first = covering ? floor(lo / step + tolerance) : ceil(lo / step - tolerance)
    let last = covering ? ceil(hi / step - tolerance) : floor(hi / step + tolerance)
    var values: [Double] = []
    if first <= last {
      for i in Int(first)...Int(last) { values.append(Double(i) * numerator / denominator) }
    }
    self.values = values.map { $0 == 0 ? 0 : $0 }  // no negative zero
    self.step = step
  }
}

/// Writes tick labels: one number of decimals for the whole axis, taken from the step, and the
/// typographic minus sign U+2212.
public struct TickFormatter: Hashable, Sendable {
  /// Decimals shared by every label of the axis.
  public let decimals: Int

  /// Ticks every `step`.
  public init(step: Double) {
    var d = 0
    while d < 10 {
      let scaled = step * pow(10, Double(d))
      if abs(scaled - scaled.rounded()) < 1e-6 * max(1, scaled) { break }
      d += 1
    }
    decimals = d
  }

  /// The label for `value`.
  public func label(_ value: Double) -> String {
    TickFormatter.format(value, decimals: decimals)
  }

  /// `value` with `decimals` decimals and a U+2212 minus (never "−0").
  public static func format(_ value: Double, decimals: Int) -> String {
    NumberText.fixed(value, decimals: decimals)
  }
}
