/// A motion as CSS timing values — the ones `export --to css` writes as custom properties, and
/// the spec's page plays: duration, easing (`linear()` for springs, a timing curve's own
/// `cubic-bezier()` or `linear()`), delay, iteration count and direction.
public struct CSSTiming: Hashable, Sendable {
  public let duration: String
  public let easing: String
  public let delay: String
  public let iterationCount: String
  public let direction: String

  public init(_ m: PlatformMotion) {
    if let l = m.linear {
      duration = CSSTiming.seconds(l.duration)
      easing = CSSTiming.easing(l)
    } else if let c = m.timingCurve {
      duration = CSSTiming.seconds(c.duration)
      easing = c.easing.css
    } else {
      (duration, easing) = ("0s", "linear")
    }
    delay = CSSTiming.seconds(m.delay)
    switch m.repetition {
    case .once: (iterationCount, direction) = ("1", "normal")
    case .count(let n, let reverses): (iterationCount, direction) = ("\(n)", reverses ? "alternate" : "normal")
    case .forever(let reverses): (iterationCount, direction) = ("infinite", reverses ? "alternate" : "normal")
    }
  }

  /// Seconds as CSS, to the microsecond: `0.600775s`.
  public static func seconds(_ s: Double) -> String { formatNumber(LinearEasing.rounded(s, 6)) + "s" }

  /// `linear(0, 0.0123 1.25%, …, 1)`: the progress of each stop and, after the first, its time
  /// as a percentage of the duration (``LinearEasing/piecewiseLinear``, written by
  /// ``PiecewiseLinear/css``).
  public static func easing(_ l: LinearEasing) -> String { l.piecewiseLinear.css }
}
