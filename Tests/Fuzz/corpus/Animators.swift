import SwiftUI

enum Motion {
  static let standard: Animation = .smooth
  static let heavy = Animation.spring(duration: 0.55, bounce: 0.18).delay(0.05)
}

struct Values { var scale = 1.0; var offset = 0.0; var angle = Angle.zero }

struct Badge: View {
  @State private var trigger = false
  var body: some View {
    Circle()
      .keyframeAnimator(initialValue: Values(), trigger: trigger) { content, value in
        content.scaleEffect(value.scale).offset(y: value.offset)
      } keyframes: { _ in
        KeyframeTrack(\.scale) {
          SpringKeyframe(1.2, duration: 0.2, spring: .bouncy)
          CubicKeyframe(0.9, duration: 0.15)
          LinearKeyframe(1.0, duration: 0.1)
          MoveKeyframe(1.0)
        }
        KeyframeTrack(\.offset) {
          CubicKeyframe(-20, duration: 0.25)
          SpringKeyframe(0, spring: .snappy(duration: 0.3, extraBounce: 0.1))
        }
      }
      .phaseAnimator([0.0, 1.0, 0.5], trigger: trigger) { content, phase in
        content.opacity(phase)
      } animation: { phase in
        switch phase {
        case 1.0: .easeOut(duration: 0.2)
        case 0.5: .spring(response: 0.3, dampingFraction: 0.6)
        default: .linear(duration: 0.1)
        }
      }
  }
}
