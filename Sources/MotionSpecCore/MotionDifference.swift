/// How far apart two motions are: the largest difference between their positions, as a
/// fraction of the move, at any moment of a move from rest to 1 — and when it happens.
///
/// This is what a viewer sees differ: two curves within 0.01 of each other throughout look the
/// same on screen; a duration or a bounce that differs shows as a gap at some moment. Both
/// motions are sampled every ``step`` seconds from the start until both have settled (to within
/// 1e-4 of the target, at most ``horizon`` seconds), a settled motion standing at its target.
public struct MotionDifference: Sendable, Hashable, Comparable {
  /// The sampling step, in seconds.
  public static let step = 0.002
  /// The longest stretch compared, in seconds.
  public static let horizon = 10.0

  /// The largest |a(t) − b(t)|, as a fraction of the move.
  public var maximum: Double
  /// When it happens, in seconds from the start.
  public var time: Double

  public init(maximum: Double, time: Double) {
    self.maximum = maximum
    self.time = time
  }

  public static func < (a: MotionDifference, b: MotionDifference) -> Bool { a.maximum < b.maximum }

  /// A motion sampled once, to be compared with many others.
  public struct Samples: Sendable {
    /// Positions at 0, ``step``, 2·``step``… until settled.
    public let values: [Double]

    public init(_ animation: Animation) {
      let settled = min(MotionDifference.horizon, animation.settlingTime(epsilon: 1e-4))
      let count = Int((settled.isFinite ? settled : MotionDifference.horizon) / MotionDifference.step) + 2
      values = (0..<count).map { animation.value(time: Double($0) * MotionDifference.step) }
    }
  }

  /// The difference between two sampled motions. With `stopAbove`, the comparison stops at the
  /// first gap larger than it (the result is then that gap, a lower bound of the difference):
  /// enough to know the pair is further apart than that.
  public static func between(_ a: Samples, _ b: Samples, stopAbove: Double = .infinity) -> MotionDifference {
    var best = MotionDifference(maximum: 0, time: 0)
    for i in 0..<max(a.values.count, b.values.count) {
      let x = i < a.values.count ? a.values[i] : 1
      let y = i < b.values.count ? b.values[i] : 1
      let d = abs(x - y)
      if d > best.maximum {
        best = MotionDifference(maximum: d, time: Double(i) * step)
        if d > stopAbove { break }
      }
    }
    return best
  }

  /// The difference between two motions.
  public static func between(_ a: Animation, _ b: Animation) -> MotionDifference {
    between(Samples(a), Samples(b))
  }
}
