import SwiftUI

enum Motion {
    /// Sheets and large panels.
    static let sheet = Animation.spring(response: 0.44428829381583657, dampingFraction: 0.8)
    /// Toggles and small controls.
    static let toggle = Animation.spring(response: 0.15707963267948966, dampingFraction: 1)
    /// Celebrations.
    static let celebrate = Animation.spring(response: 0.5, dampingFraction: 0.5)
}
