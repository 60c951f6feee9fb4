import SwiftUI

/// Durations and springs built from named constants, as design systems write them.
enum Tempo {
    static let base: TimeInterval = 0.2
    static let fast: Double = 0.15
    static let slowFactor: CGFloat = 2

    enum Duration {
        static let short = 0.12
        static let long = Tempo.base * 3
    }

    /// Small state changes.
    static let nudge: Animation = .easeOut(duration: fast)
    /// Opening a disclosure group.
    static let disclose: Animation = .easeInOut(duration: Self.base * 1.5)
    /// Hover feedback.
    static let hover: Animation = .easeIn(duration: Duration.short)
    /// Long page transitions.
    static let page = Animation.spring(duration: Duration.long, bounce: 0.05)
    /// Springs sized from the tempo.
    static let settle: Animation = .spring(duration: Double(base) + 0.1, bounce: 0.04)
    /// Slow reveals, twice the base tempo.
    static let reveal: Animation = .smooth(duration: base * slowFactor)
    /// The shortest of two.
    static let blink: Animation = .easeInOut(duration: min(fast, Duration.short) / 2)

    static let staggerInterval: TimeInterval = 0.03
}
