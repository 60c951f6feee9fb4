/// The numbers that describe how a spring moves from 0 to a target, in the spring's own time
/// (from the moment it starts, at speed 1). ``AnimationMetrics`` turns them into wall-clock times.
public struct SpringMetrics: Hashable, Sendable {
  /// The largest excursion past the target, as a fraction of the distance (0 when it never passes).
  public var overshoot: Double
  /// When that largest excursion happens; `nil` when the spring never passes the target.
  public var peakTime: Double?
  /// First times at which the value reaches 50 %, 90 % and 99 % of the distance (`nil`: never).
  public var riseTime50: Double?
  /// First time the value reaches 90 % of the distance.
  public var riseTime90: Double?
  /// First time the value reaches 99 % of the distance.
  public var riseTime99: Double?
  /// Swings past the target that exceed 1 % of the distance (a half oscillation each); `nil` when
  /// they never stop (an undamped spring).
  public var visibleOscillations: Int?
  /// The damped period 2π/ω_d; `nil` unless the spring oscillates.
  public var period: Double?
  /// The decay constant λ (1/s) of the envelope.
  public var decayConstant: Double
}

extension Spring {
  /// Share of the distance an excursion must exceed to count as a visible oscillation.
  public static let visibilityThreshold = 0.01

  /// Metrics of a move from 0 to `target` starting with `initialVelocity` (target units/s).
  ///
  /// Every figure is found in closed form or on a bounded number of monotone pieces, so the cost
  /// does not grow as the bounce approaches 1.
  public func metrics(target: Double = 1, initialVelocity v0: Double = 0) -> SpringMetrics {
    let scale = abs(target) > 0 ? abs(target) : 1
    let sign: Double = target < 0 ? -1 : 1
    var overshoot = 0.0
    var peak: Double?
    var visible: Int? = 0
    switch regime {
    case .underdamped:
      let shape = oscillation(target: target, initialVelocity: v0)
      // Extrema alternate sides and shrink, so the first one past the target is the largest.
      let first = shape.firstIndex(shape.extremumPhase, after: 1e-12 * shape.time(.pi, 0))
      for k in [first, first + 1] {
        let t = shape.time(shape.extremumPhase, k)
        let past = sign * (value(target: target, initialVelocity: v0, time: t) - target) / scale
        if past > 0 {
          overshoot = past
          peak = t
          break
        }
      }
      if let peak {
        if decayConstant == 0 {
          visible = overshoot > Spring.visibilityThreshold ? nil : 0
        } else {
          // Extrema from the first overshoot on whose size A·(ω_d/ω₀)·e^(−λt) exceeds 1 %.
          let end = log(shape.extremumAmplitude / (Spring.visibilityThreshold * scale)) / decayConstant
          let count =
            ((angularFrequency * end - shape.extremumPhase) / .pi).rounded(.up)
            - ((angularFrequency * peak - shape.extremumPhase) / .pi).rounded()
          visible = count.isFinite ? Int(max(0, min(count, 1e15))) : nil
        }
      }
    case .criticallyDamped, .overdamped:
      // At most one turning point: the velocity zero, if it comes after the start.
      for t in monotonePieceBoundaries(target: target, initialVelocity: v0, until: .infinity)
      where abs(velocity(target: target, initialVelocity: v0, time: t)) <= 1e-9 * scale * naturalFrequency {
        let past = sign * (value(target: target, initialVelocity: v0, time: t) - target) / scale
        if past > overshoot {
          overshoot = past
          peak = t
        }
      }
      visible = overshoot > Spring.visibilityThreshold ? 1 : 0
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

  /// The first time the value reaches `fraction` (below 1) of `target`, bisected on the first
  /// monotone piece that crosses it; `nil` if it never does (a move of length 0 reaches it at 0).
  public func riseTime(_ fraction: Double, target: Double = 1, initialVelocity v0: Double = 0) -> Double? {
    guard target != 0 else { return 0 }
    let goal = fraction * target
    let f = { (t: Double) in (self.value(target: target, initialVelocity: v0, time: t) - goal) * (target < 0 ? -1 : 1) }
    if f(0) >= 0 { return 0 }
    // An oscillating spring reaches the target itself at its first displacement zero; the others
    // are within the remaining distance of the goal by the envelope's horizon.
    let end: Double
    if regime == .underdamped {
      let shape = oscillation(target: target, initialVelocity: v0)
      end = shape.time(shape.zeroPhase, shape.firstIndex(shape.zeroPhase, after: 0))
    } else {
      end = envelopeHorizon(target: target, initialVelocity: v0, epsilon: (1 - fraction) * abs(target) / 2)
    }
    guard end.isFinite else { return nil }
    var start = 0.0
    for point in monotonePieceBoundaries(target: target, initialVelocity: v0, until: end, limit: 4) + [end] {
      if f(point) >= 0 { return bisect(start, point, f) }
      start = point
    }
    return nil
  }
}
