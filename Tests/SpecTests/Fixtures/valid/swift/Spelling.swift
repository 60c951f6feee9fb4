import SwiftUI

// A design system with an `Animation` type of its own spells SwiftUI's in full.

@MainActor
public final class Kit {
    /// Drawer sliding open.
    public static let drawer: SwiftUI.Animation = SwiftUI.Animation.spring(duration: 0.5, bounce: 0.08)
    /// Optional, for call sites that may opt out.
    nonisolated public static let optional: Animation? = .easeOut(duration: 0.28)
    /// Untyped, spelled with its type.
    static let untyped = Animation.interpolatingSpring(stiffness: 180, damping: 20)
    /// A Spring built with `.init`.
    static let spring: Spring = .init(duration: 0.36, bounce: 0.16)
    static   let   spaced :Animation=.easeIn(duration:0.18)   // irregular spacing
    /* block comment */ static let commented: Animation = .spring(
        duration: 0.64, // trailing comment
        bounce: 0.02,   /* and a block one */
    )  // Swift 6.1 allows the trailing comma above
    enum Small { static let tick: Animation = .snappy(duration: 0.2, extraBounce: 0.05) }
    /// iOS 17: an animation from a Spring.
    static let bouncyTap: Animation = .spring(.bouncy(duration: 0.32), blendDuration: 0.1)
    /// iOS 17: an interpolating spring from a Spring, with velocity.
    static let toss: Animation = .interpolatingSpring(.smooth(duration: 0.55), initialVelocity: 0.3)
}
