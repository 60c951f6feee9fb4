import SwiftUI

// Phase animators in the shapes met in public apps (written for motionspec's tests).

/// A badge that pops when tapped.
struct Badge: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var taps = 0

  var body: some View {
    Text("3")
      .phaseAnimator([false, true, false], trigger: taps) { content, popped in
        content
          .scaleEffect(!reduceMotion && popped ? 1.12 : 1)
          .rotationEffect(.degrees(!reduceMotion && popped ? 6 : 0))
      } animation: { popped in
        popped ? .bouncy(duration: 0.18) : .snappy(duration: 0.28)
      }
      .onTapGesture { taps += 1 }
  }
}

/// Dots that breathe, and a field that shakes when the code is wrong.
struct Breathing: View {
  var body: some View {
    Circle()
      .phaseAnimator([0.3, 1.0]) { view, opacity in view.opacity(opacity) } animation: { _ in
        .easeInOut(duration: 0.6)
      }
  }

  var shake: some View {
    Rectangle()
      .phaseAnimator([0, 10, -10, 10, -5, 5, 0], trigger: 1, content: { content, offset in
        content.offset(x: offset)
      }, animation: { _ in
        .linear(duration: 0.06)
      })
  }
}

/// A card that lifts through three stages, each with its own motion.
enum Stage: CaseIterable {
  case resting, lifted, landed

  var lift: Double {
    switch self {
    case .resting: 0
    case .lifted: -64
    case .landed: -8
    }
  }

  var scale: Double { self == .lifted ? 1.2 : 1 }

  var motion: Animation {
    switch self {
    case .resting: .smooth
    case .lifted: .easeOut(duration: 0.3)
    case .landed: .spring(duration: 0.4, bounce: 0.5)
    }
  }
}

struct StagedCard: View {
  var body: some View {
    PhaseAnimator(Stage.allCases) { stage in
      RoundedRectangle(cornerRadius: 12)
        .scaleEffect(stage.scale)
        .offset(y: stage.lift)
    } animation: { stage in
      stage.motion
    }
  }
}

/// What only the app knows: a phase list in a variable, a duration from a parameter.
struct Wiggle: View {
  let phases = [false, true]
  let duration: Double

  var body: some View {
    Image(systemName: "bell")
      .phaseAnimator(phases) { view, on in view.rotationEffect(.degrees(on ? 8 : -8)) }
    Image(systemName: "bell")
      .phaseAnimator([false, true]) { view, on in view.opacity(on ? 1 : 0.4) } animation: { _ in
        .easeInOut(duration: duration)
      }
    Image(systemName: "bell")
      .phaseAnimator([0, -20, 20, 0]) { view, angle in view.rotationEffect(.degrees(angle)) }
  }
}
