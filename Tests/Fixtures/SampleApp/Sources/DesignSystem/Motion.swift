#if canImport(SwiftUI)
import SwiftUI

/// The app's motion, in one place.
public enum Motion {
  /// Most state changes: a spring that does not bounce.
  public static let standard: Animation = .smooth

  /// Sheets and cards that carry weight.
  ///
  /// - Reduced motion: .easeInOut(duration: 0.2)
  public static let heavy: Animation = .spring(duration: 0.55, bounce: 0.18)

  /// Taps, toggles, small confirmations.
  public static let quick = Animation.snappy(duration: 0.25)

  /// Fades that never move anything.
  public static var fade: Animation { .easeInOut(duration: Durations.short) }
}

enum Durations {
  static let short = 0.2
}
#endif
