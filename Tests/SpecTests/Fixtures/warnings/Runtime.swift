import SwiftUI

/// Legal Swift whose values are only known when the app runs: each such token is skipped with a
/// warning that names the value; everything else is read.
enum Motion {
    static let base: Animation = .smooth(duration: 0.3)

    static var reduceMotion = false
    static var adaptive: Animation { if UIAccessibility.isReduceMotionEnabled { .linear(duration: 0) } else { .smooth } }
    static let scaled: Animation = .easeOut(duration: userSpeed * 0.2)
    static let custom: Animation = .makeCustom(tension: 3)
    static let chosen: Animation = reduceMotion ? .linear : .bouncy
    static let staggered: Animation = base.delay(Double(index) * 0.05)

    /// Still read.
    static let after: Animation = .snappy(duration: 0.28)
}
