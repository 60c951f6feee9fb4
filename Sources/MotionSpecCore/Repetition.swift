/// How often an animation plays: SwiftUI's `repeatCount(_:autoreverses:)` and
/// `repeatForever(autoreverses:)`. With `autoreverses`, every other cycle plays backwards.
public enum Repetition: Hashable, Sendable {
  case once
  case count(Int, autoreverses: Bool)
  case forever(autoreverses: Bool)

  /// The most cycles `repeatCount` may ask for.
  public static let maximumCount = 1_000_000

  /// Whether it plays more than once.
  public var repeats: Bool { self != .once }

  /// "repeats 3 times, reversing", "repeats forever" — nil when it plays once.
  public var summary: String? {
    switch self {
    case .once: nil
    case .count(let n, let reverses):
      "plays \(n) time\(n == 1 ? "" : "s")\(reverses ? ", reversing every other cycle" : "")"
    case .forever(let reverses): "repeats forever\(reverses ? ", reversing every other cycle" : "")"
    }
  }
}
