import SwiftUI

// The most common idiom: computed properties in an extension of Animation, so call sites read
// `withAnimation(.quick) { … }`.
public extension Animation {
    /// Buttons and toggles.
    static var quick: Animation { .spring(duration: 0.25, bounce: 0.1) }

    /// Expanding rows.
    static var gentle: Animation {
        return .spring(response: 0.45, dampingFraction: 0.9)
    }

    /// Tab bar selection.
    static var tabSwitch: Animation {
        get { .snappy(duration: 0.3) }
    }
}

extension Spring {
    /// Sheets settling into place.
    public static var sheet: Spring { Spring(duration: 0.45, bounce: 0.12) }
}

struct Transitions {
    /// Cross-fading content.
    static var fade: Animation { .easeInOut(duration: 0.2) }
}

final class MotionTheme {
    /// Cards flipping over.
    class var flip: Animation { .smooth(duration: 0.6) }
}
