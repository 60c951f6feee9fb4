/// Anything a chart can plot as a motion: springs and timing curves alike.
///
/// A curve describes a move from 0 to `target` that starts at time 0; `initialVelocity` is in
/// target units per second and only springs honour it (a timing curve always starts from its own
/// velocity, which is why it cannot carry a gesture's momentum).
public protocol MotionCurve: Sendable {
  /// Position at `time`.
  func value(target: Double, initialVelocity: Double, time: Double) -> Double
  /// Velocity at `time`, in target units per second.
  func velocity(target: Double, initialVelocity: Double, time: Double) -> Double
  /// The duration people perceive: a spring's duration, a timing curve's duration.
  var perceptualDuration: Double { get }
  /// Times where the velocity jumps (a plot must draw a step there, not a slope).
  var discontinuities: [Double] { get }
  /// The earliest time after which the value stays within `epsilon` of the target.
  func settlingTime(target: Double, initialVelocity: Double, epsilon: Double) -> Double
}

/// A spring or a timing curve.
public enum Curve: Hashable, Sendable, MotionCurve {
  case spring(Spring)
  case timing(TimingCurve)

  /// The value at `time` (the curve's own) of a move from 0 to `target`; 0 before the start.
  public func value(target: Double = 1, initialVelocity v0: Double = 0, time t: Double) -> Double {
    switch self {
    case .spring(let s): t <= 0 ? 0 : s.value(target: target, initialVelocity: v0, time: t)
    case .timing(let c): c.value(target: target, time: t)
    }
  }

  /// The velocity at `time` in target units per second.
  public func velocity(target: Double = 1, initialVelocity v0: Double = 0, time t: Double) -> Double {
    switch self {
    case .spring(let s): t < 0 ? 0 : s.velocity(target: target, initialVelocity: v0, time: t)
    case .timing(let c): c.velocity(target: target, time: t)
    }
  }

  /// A spring's perceptual duration (2π/ω₀) or a timing curve's duration.
  public var perceptualDuration: Double {
    switch self {
    case .spring(let s): s.duration
    case .timing(let c): c.duration
    }
  }

  /// Times where the velocity jumps: none for a spring, the ends of a timing curve.
  public var discontinuities: [Double] {
    switch self {
    case .spring: []
    case .timing(let c): c.discontinuities
    }
  }

  /// The exact time after which the value stays within `epsilon` of `target`.
  public func settlingTime(target: Double = 1, initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Double {
    switch self {
    case .spring(let s): s.settlingTime(target: target, initialVelocity: v0, epsilon: epsilon)
    case .timing(let c): c.settlingTime(target: target, epsilon: epsilon)
    }
  }

  /// The spring, if this is one.
  public var spring: Spring? {
    if case .spring(let s) = self { return s }
    return nil
  }

  /// Settling time of a non-monotone finite curve: scan 4096 steps, then bisect the last exit.
  static func lastExcursion(until end: Double, epsilon: Double, distance: (Double) -> Double) -> Double {
    let steps = 4096
    var last: Int?
    for i in 0...steps where distance(end * Double(i) / Double(steps)) > epsilon { last = i }
    guard let last else { return 0 }
    if last == steps { return end }
    return bisect(end * Double(last) / Double(steps), end * Double(last + 1) / Double(steps)) { distance($0) - epsilon }
  }
}
