import SwiftUI

enum Motion {
    static let heavy: Animation = .spring(duration: 0.55, bonce: 0.18)
    static let wild: Animation = .spring(duration: 0.4, bounce: 1.7)
    static let loopA: Animation = loopB
    static let loopB: Animation = loopA
    static let fine: Animation = .smooth
}
