/// A duration-based animation along a cubic Bézier: SwiftUI's `.linear`, `.easeIn`,
/// `.easeOut`, `.easeInOut` and `.timingCurve(…)`.
public struct TimingCurve: Hashable, Sendable {
  /// The unit curve.
  public let bezier: CubicBezier
  /// The duration in seconds (SwiftUI's default is 0.35 s).
  public let duration: Double
  /// SwiftUI's default duration for the Bézier animations.
  public static let defaultDuration = 0.35

  /// A timing curve along `bezier` that runs for `duration` seconds.
  public init(_ bezier: CubicBezier, duration: Double = TimingCurve.defaultDuration) {
    self.bezier = bezier
    self.duration = duration
  }

  /// The progress of a move from 0 to `target` at `time`: 0 before the start, target after the end.
  public func value(target: Double = 1, time t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= duration { return target }
    return target * bezier.progress(t / duration)
  }

  /// The velocity at `time` in target units per second; 0 outside the animation. At the ends the
  /// velocity of a curve whose slope is not 0 there jumps — see ``discontinuities``.
  public func velocity(target: Double = 1, time t: Double) -> Double {
    if t < 0 || t > duration { return 0 }
    return target * bezier.slope(t / duration) / duration
  }

  /// Times at which the velocity jumps: the start when the curve leaves (0, 0) with a slope, the
  /// end when it arrives at (1, 1) with one. Linear jumps at both; easeInOut at neither.
  public var discontinuities: [Double] {
    var times: [Double] = []
    if bezier.slope(0) != 0 { times.append(0) }
    if bezier.slope(1) != 0 { times.append(duration) }
    return times
  }
}
