/// The unit curve of a timing curve: progress (0 → 1) over a fraction of the duration (0 → 1).
public enum Easing: Hashable, Sendable {
  /// A cubic Bézier: SwiftUI's `.timingCurve`, CSS's `cubic-bezier()`, Compose's `CubicBezierEasing`.
  case bezier(CubicBezier)
  /// Straight segments between stops: CSS's `linear()` with stops.
  case stops(PiecewiseLinear)

  /// Progress at time fraction `x` (0…1; clamped outside).
  public func progress(_ x: Double) -> Double {
    switch self {
    case .bezier(let b): b.progress(x)
    case .stops(let p): p.progress(x)
    }
  }

  /// d progress / d time fraction at `x`; after a corner of `linear()`, the next segment's slope.
  public func slope(_ x: Double) -> Double {
    switch self {
    case .bezier(let b): b.slope(x)
    case .stops(let p): p.slope(x)
    }
  }

  /// The highest progress and when (above 1 for a curve that overshoots).
  public var maximum: CubicBezier.Point {
    switch self {
    case .bezier(let b): b.maximum
    case .stops(let p): p.maximum
    }
  }

  /// The steepest point and its slope.
  public var steepest: CubicBezier.Point {
    switch self {
    case .bezier(let b): b.steepest
    case .stops(let p): p.steepest
    }
  }

  /// The first time fraction at which progress reaches `goal`.
  public func firstTime(reaching goal: Double) -> Double? {
    switch self {
    case .bezier(let b): b.firstTime(reaching: goal)
    case .stops(let p): p.firstTime(reaching: goal)
    }
  }

  /// The curve as CSS writes it: `cubic-bezier(…)` or `linear(…)`.
  public var css: String {
    switch self {
    case .bezier(let b): "cubic-bezier(\([b.x1, b.y1, b.x2, b.y2].map(formatNumber).joined(separator: ", ")))"
    case .stops(let p): p.css
    }
  }

  /// The Bézier, if this is one.
  public var bezier: CubicBezier? {
    if case .bezier(let b) = self { return b }
    return nil
  }

  /// The `linear()` stops, if this is one.
  public var stops: PiecewiseLinear? {
    if case .stops(let p) = self { return p }
    return nil
  }
}

/// A duration-based animation along a unit curve: SwiftUI's `.linear`, `.easeIn`, `.easeOut`,
/// `.easeInOut` and `.timingCurve(…)`, CSS's `cubic-bezier()` and `linear()`.
public struct TimingCurve: Hashable, Sendable {
  /// The unit curve.
  public let easing: Easing
  /// The duration in seconds (SwiftUI's default is 0.35 s).
  public let duration: Double
  /// SwiftUI's default duration for the Bézier animations.
  public static let defaultDuration = 0.35

  /// A timing curve along `bezier` that runs for `duration` seconds.
  public init(_ bezier: CubicBezier, duration: Double = TimingCurve.defaultDuration) {
    self.init(.bezier(bezier), duration: duration)
  }

  /// A timing curve along `easing` that runs for `duration` seconds.
  public init(_ easing: Easing, duration: Double = TimingCurve.defaultDuration) {
    self.easing = easing
    self.duration = duration
  }

  /// The Bézier, when the curve is one.
  public var bezier: CubicBezier? { easing.bezier }

  /// The progress of a move from 0 to `target` at `time`: 0 before the start, target after the end.
  public func value(target: Double = 1, time t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= duration { return target }
    return target * easing.progress(t / duration)
  }

  /// The velocity at `time` in target units per second; 0 outside the animation. At the ends the
  /// velocity of a curve whose slope is not 0 there jumps — see ``discontinuities``.
  public func velocity(target: Double = 1, time t: Double) -> Double {
    if t < 0 || t > duration { return 0 }
    return target * easing.slope(t / duration) / duration
  }

  /// Times at which the velocity jumps: the start when the curve leaves (0, 0) with a slope, the
  /// end when it arrives at (1, 1) with one, and every corner of a `linear()`. Linear jumps at
  /// both ends; easeInOut at neither.
  public var discontinuities: [Double] {
    var times: [Double] = []
    if easing.slope(0) != 0 { times.append(0) }
    if case .stops(let p) = easing { times += p.corners.map { $0 * duration } }
    let last = easing.bezier.map { $0.slope(1) } ?? easing.stops!.pieces.last!.slope
    if last != 0 { times.append(duration) }
    return times
  }

  /// The exact time after which a move to `target` stays within `epsilon` of it.
  public func settlingTime(target: Double, epsilon: Double) -> Double {
    switch easing {
    case .stops(let p):
      return target == 0 ? 0 : p.lastExit(epsilon: epsilon / abs(target)) * duration
    case .bezier(let b):
      // Monotone curves settle once within ε of the end; overshooting Béziers are bisected per piece.
      return b.y1 >= 0 && b.y1 <= 1 && b.y2 >= 0 && b.y2 <= 1
        ? bisect(0, duration) { abs(self.value(target: target, time: $0) - target) - epsilon }
        : Curve.lastExcursion(until: duration, epsilon: epsilon) { abs(self.value(target: target, time: $0) - target) }
    }
  }
}
