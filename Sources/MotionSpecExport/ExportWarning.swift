import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecNumbers

/// Something a platform cannot express exactly: the token is exported in the nearest form and
/// this says how it differs — in the file, on stderr and in the spec.
public struct ExportWarning: Hashable, Sendable, CustomStringConvertible {
  public let token: String
  public let platform: Platform
  public let message: String

  public var description: String {
    "warning: token '\(Validation.visible(token))' (\(platform.title)): \(Validation.visible(message))"
  }
}

/// What each platform cannot express, per token.
enum Limitations {
  static func warnings(_ t: ExportedToken, _ platform: Platform) -> [String] {
    var out: [String] = []
    let m = t.motion
    let settles = t.metrics.settles
    if m.repetition.repeats, platform != .swiftUI, platform != .css {
      out.append(
        "the token \(m.repetition.summary!); this export describes one cycle — repeat it with the platform's own API")
    }
    if m.initialVelocity != 0 {
      switch platform {
      case .swiftUI, .uiKit, .css: break
      case .dtcg: if m.spring == nil { out.append("DTCG's transition has no initial velocity") }
      case .figma: out.append("Figma's easings take no initial velocity: the motion starts from rest")
      default:
        let unit = platform.clock == .milliseconds ? "millisecond" : "second"
        out.append(
          "its initial velocity (\(Export.number(m.initialVelocity)) × the move per second) is relative; this platform takes value units per \(unit), so the file gives it per unit of distance\(platform.clock == .milliseconds ? " and per millisecond" : "") — multiply by the distance of the move"
        )
      }
    }
    if let s = m.spring {
      if !settles {
        switch platform {
        case .css:
          out.append(
            "the spring never settles (no damping); linear() covers \(formatNumber(LinearEasing.undampedPeriods)) periods and then jumps to the end, \(percent(m.linear?.maximumError ?? 1)) of the move away from the spring"
          )
        case .uiKit:
          out.append(
            "the spring never settles (no damping); settlingDuration covers 3 periods and Core Animation stops it there"
          )
        case .dtcg: break
        default: break
        }
      }
      if platform == .reanimated, s.dampingRatio > 1, let away = Playback.error(m, on: .reanimated), away >= 0.0005 {
        var text =
          "Reanimated plays every spring with a damping ratio of 1 or more as critically damped (spring.ts), so this one (damping ratio \(Export.number(s.dampingRatio))) plays up to \(percent(away)) of the move away from the token, and no withSpring config reproduces it"
        if let standIn = t.standIn {
          let b = standIn.bezier
          text +=
            "; withTiming with { duration: \(Export.milliseconds(standIn.duration)), easing: Easing.bezier(\([b.x1, b.y1, b.x2, b.y2].map(Export.number).joined(separator: ", "))) } stays within \(percent(standIn.maximumError))"
        }
        out.append(text)
      }
      if platform == .flutter, let (low, high) = Playback.range(m), low < -0.0005 || high > 1.0005 {
        out.append(
          "it moves from \(Export.number(low)) to \(Export.number(high)) of the move; Flutter's default AnimationController, bounded to 0 and 1, clamps that — drive its SpringSimulation with AnimationController.unbounded, or bounds from \(Export.number((low * 100).rounded(.down) / 100)) to \(Export.number((high * 100).rounded(.up) / 100))"
        )
      }
      if platform == .uiKit && s.regime == .overdamped {
        out.append(
          "overdamped (damping ratio \(Export.number(s.dampingRatio))): CASpringAnimation clamps it to critical damping before iOS 17; the file sets allowsOverdamping, which needs iOS 17"
        )
      }
      if platform == .dtcg, let standIn = t.standIn {
        out.append(
          "DTCG has no spring: tools that ignore the com.motionspec.spring extension see a cubic-bezier stand-in over \(Export.number(standIn.duration)) s, up to \(percent(standIn.maximumError)) of the move away from the spring"
        )
      }
      if platform == .figma {
        if s.bounce < 0 {
          let nearest = Animation(.spring(Spring(duration: s.duration, bounce: 0)), swiftUI: "")
          let seen = Animation(.spring(s), swiftUI: "")
          let away = MotionDifference.between(seen, nearest).maximum
          out.append(
            "Figma's EASING variables hold a normalised bounce from 0 to 1: this overdamped spring (bounce \(Export.number(s.bounce))) is written with bounce 0, up to \(percent(away)) of the move away; its exact physics stand in the description"
          )
        } else {
          out.append(
            "Figma keeps only the normalised bounce (\(Export.number(s.bounce))) and plays it over the duration it is used with: use \(Export.number(s.duration)) s (the TIMING variable beside it) to keep the token's speed"
          )
        }
      }
      if platform == .compose && m.delay > 0 {
        out.append(
          "Compose's spring() has no delay: start it \(Export.milliseconds(m.delay)) ms later (the file gives delayMillis)"
        )
      }
    }
    if let c = m.timingCurve {
      // A CSS linear() is exact where the platform takes an easing function; the formats that
      // carry only a cubic Bézier get the closest one, and say how far it strays.
      if c.easing.stops != nil, let standIn = t.standIn {
        let away = percent(standIn.maximumError)
        switch platform {
        case .dtcg:
          out.append(
            "DTCG has no linear() easing: tools that ignore the com.motionspec.spring extension see the closest cubic-bezier, up to \(away) of the move away"
          )
        case .uiKit:
          out.append(
            "UIKit's and Core Animation's timing functions are cubic Béziers: the file gives the closest one to this linear(), up to \(away) of the move away"
          )
        case .figma:
          out.append(
            "Figma's easings are cubic Béziers or springs: the file gives the closest cubic-bezier to this linear(), up to \(away) of the move away"
          )
        default: break
        }
      }
      if platform == .compose || platform == .reanimated || platform == .reactSpring {
        let ms = Export.milliseconds(c.duration)
        if abs(Double(ms) / 1000 - c.duration) > 1e-9 {
          out.append("durations are whole milliseconds here: \(formatNumber(c.duration)) s is written as \(ms) ms")
        }
      }
    }
    if m.delay > 0, platform == .figma {
      out.append(
        "Figma's easings have no delay: start the transition \(Export.milliseconds(m.delay)) ms later (an After delay trigger)"
      )
    }
    if m.delay > 0, platform == .compose || platform == .reanimated || platform == .reactSpring {
      let ms = Export.milliseconds(m.delay)
      if abs(Double(ms) / 1000 - m.delay) > 1e-9 {
        out.append("delays are whole milliseconds here: \(formatNumber(m.delay)) s is written as \(ms) ms")
      }
    }
    return out
  }

  static func percent(_ f: Double) -> String { NumberText.compact(f * 100, decimals: 2, minus: .ascii) + " %" }
}
