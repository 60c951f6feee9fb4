import SwiftUI

extension Animation {
    /// The signature spring of the code-breaking game.
    static let codeBreaker = Animation.spring(duration: 0.42, bounce: 0.22)
    /// A guess lands with the game's spring.
    static let guess = Animation.codeBreaker
    /// Same spring, addressed as a member.
    static let reveal: Animation = .codeBreaker
}

enum Semantic {
    /// Layout changes.
    static let standard: Animation = .smooth(duration: 0.38)
    /// Semantic alias for expanding content.
    static let expand = Semantic.standard
    /// Expanding, a beat later.
    static let expandLater = Semantic.standard.delay(0.05)
    /// A spring shared by panels.
    static let panel: Spring = .init(response: 0.5, dampingRatio: 0.78)
    /// Panels, as an animation with a blend.
    static let panelAnimation: Animation = .spring(panel, blendDuration: 0.2)
}
