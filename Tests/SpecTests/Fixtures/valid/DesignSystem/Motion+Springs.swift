import SwiftUI

extension MotionKit {
    /// Sheets and modals.
    /// - Reduced motion: .easeInOut(duration: Duration.quick)
    public static var heavy: Animation { .spring(duration: Duration.moderate * 1.7, bounce: 0.18) }
    /// Selection chips.
    public static let chip: Animation = .snappy(duration: Duration.quick)
    /// Same as standard, named for navigation.
    public static let navigation = standard
}
