import SwiftUI

/// The motion vocabulary, spread over several files of one module.
public enum MotionKit {
    public enum Duration {
        public static let quick: TimeInterval = 0.18
        public static let moderate: TimeInterval = 0.32
    }

    /// Default for layout.
    /// - Reduced motion: none
    public static let standard: Animation = .smooth(duration: Duration.moderate)
}
