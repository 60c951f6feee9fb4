// Shapes a design system's motion file holds beside its tokens (written here, not copied).
import SwiftUI

enum Motion {
  static let standard: Animation = .smooth
  /// A transition of the app's own: no motion motionspec models.
  static let reveal = CustomTransition.slide
  /// A helper that builds a spring when the app runs.
  static let springy = makeSpring(0.4)
  static let keyframes = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 0.3) }
  static let gap: CGFloat = 8
  static let title = "Motion"
  /// A time no animation in the files uses.
  static let fadeDuration: TimeInterval = 0.2
  static let staggerInterval: TimeInterval = 0.04
  static let listTransition: AnyTransition = .move(edge: .bottom).combined(with: .opacity)
}
