/// The numbers that describe how a spring moves from 0 to a target.
public struct SpringMetrics: Hashable, Sendable {
  /// The largest excursion past the target, as a fraction of the distance (0 when it never passes).
  public var overshoot: Double
  /// When that largest excursion happens; `nil` when the spring never passes the target.
  public var peakTime: Double?
  /// First times at which the value reaches 50 %, 90 % and 99 % of the distance.
  public var riseTime50: Double
  public var riseTime90: Double
  public var riseTime99: Double
  /// Swings past the target that exceed 1 % of the distance (a half oscillation each).
  public var visibleOscillations: Int
  /// The damped period 2π/ω_d; `nil` unless the spring oscillates.
  public var period: Double?
  /// The decay constant λ (1/s) of the envelope.
  public var decayConstant: Double
}

extension Spring {
  /// Share of the distance an excursion must exceed to count as a visible oscillation.
  public static let visibilityThreshold = 0.01

  /// Metrics of a move from 0 to `target` starting with `initialVelocity` (target units/s).
  public func metrics(target: Double = 1, initialVelocity v0: Double = 0) -> SpringMetrics {
    let scale = abs(target) > 0 ? abs(target) : 1
    let sign: Double = target < 0 ? -1 : 1
    let horizon = envelopeHorizon(target: target, initialVelocity: v0, epsilon: 1e-9 * scale)
    let extrema = monotonePieceBoundaries(target: target, initialVelocity: v0, until: horizon.isFinite ? horizon : 1e4)
      .filter { abs(velocity(target: target, initialVelocity: v0, time: $0)) < 1e-6 * scale * naturalFrequency }
    var overshoot = 0.0
    var peak: Double?
    var visible = 0
    for t in extrema {
      let past = sign * (value(target: target, initialVelocity: v0, time: t) - target) / scale
      if past > overshoot {
        overshoot = past
        peak = t
      }
      let excursion = abs(value(target: target, initialVelocity: v0, time: t) - target) / scale
      if excursion > Spring.visibilityThreshold && (past > 0 || visible > 0) { visible += 1 }
    }
    return SpringMetrics(
      overshoot: overshoot, peakTime: peak,
      riseTime50: riseTime(0.5, target: target, initialVelocity: v0),
      riseTime90: riseTime(0.9, target: target, initialVelocity: v0),
      riseTime99: riseTime(0.99, target: target, initialVelocity: v0),
      visibleOscillations: visible,
      period: regime == .underdamped ? twoPi / angularFrequency : nil,
      decayConstant: decayConstant)
  }

  /// The first time the value reaches `fraction` of `target`, bisected on the first piece that crosses.
  public func riseTime(_ fraction: Double, target: Double = 1, initialVelocity v0: Double = 0) -> Double {
    guard target != 0 else { return 0 }
    let goal = fraction * target
    let f = { (t: Double) in (self.value(target: target, initialVelocity: v0, time: t) - goal) * (target < 0 ? -1 : 1) }
    if f(0) >= 0 { return 0 }
    let horizon = envelopeHorizon(target: target, initialVelocity: v0, epsilon: 1e-12 * abs(target))
    let points = monotonePieceBoundaries(target: target, initialVelocity: v0, until: horizon) + [horizon]
    var start = 0.0
    for end in points {
      if f(end) >= 0 { return bisect(start, end, f) }
      start = end
    }
    return .infinity
  }
}
