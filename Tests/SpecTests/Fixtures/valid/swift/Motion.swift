import SwiftUI

// The app's motion vocabulary.
enum Motion {
  // MARK: - Springs

  /// Layout changes, expand and collapse.
  static let standard: Animation = .smooth

  /// Toggles and tabs.
  static let responsive: Animation = .snappy

  /// Success moments.
  static let playful: Animation = .bouncy

  // MARK: - Directional

  /// Appearing views.
  static let entrance: Animation = .smooth(duration: 0.35)

  /// Leaving views.
  static let exit: Animation = .smooth(duration: 0.2)

  // MARK: - Weight

  /// Sheets and modals.
  static let heavy: Animation = .spring(
    duration: 0.55,
    bounce: 0.18
  )

  /// Tooltips.
  static let light: Animation = .spring(duration: 0.25, bounce: 0)
}

extension Motion {
  /// Delay between children of a reveal.
  static let staggerInterval: TimeInterval = 0.04

  static func staggerDelay(index: Int) -> Animation {
    standard.delay(Double(index) * staggerInterval)
  }
}
