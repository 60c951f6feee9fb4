/// The unit an axis is labelled in; time axes switch between seconds and milliseconds.
public enum AxisUnit: Hashable, Sendable {
  case plain
  case seconds
  case milliseconds

  /// The unit of every time axis and chart label: milliseconds, whatever the window (the one
  /// time rule; a 5 s sequence reads "5000 ms" beside a 350 ms token, never "5 s" beside it).
  public static func time(for domain: ClosedRange<Double>) -> AxisUnit { .milliseconds }

  /// Factor from data units to displayed units.
  public var factor: Double { self == .milliseconds ? 1000 : 1 }

  /// The unit's symbol ("ms", "s"; empty for plain numbers).
  public var symbol: String {
    switch self {
    case .plain: ""
    case .seconds: "s"
    case .milliseconds: "ms"
    }
  }

  /// Suffix for the axis title, e.g. " (ms)".
  public var suffix: String {
    switch self {
    case .plain: ""
    case .seconds: " (s)"
    case .milliseconds: " (ms)"
    }
  }
}
