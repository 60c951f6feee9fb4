import SwiftUI

enum Feedback {
    /// A recording indicator breathing in and out.
    static let breathe: Animation = .easeInOut(duration: 0.9).repeatForever(autoreverses: true)
    /// Shaking a field with a wrong password.
    static let shake = Animation.easeOut(duration: 0.06).repeatCount(4, autoreverses: true)
    /// A spinner's turn.
    static let spin: Animation = .linear(duration: 1.2).repeatForever(autoreverses: false)
}
