import Foundation
import MotionSpecCore

/// A platform `motionspec export` writes for: one file each, in that platform's idiom.
public enum Platform: String, CaseIterable, Sendable, Codable {
  case swiftUI = "swiftui"
  case uiKit = "uikit"
  case compose
  case css
  case motion
  case reanimated
  case reactSpring = "react-spring"
  case flutter
  case dtcg
  case figma

  /// The clock a platform's spring velocities are counted in.
  public enum Clock: Sendable { case seconds, milliseconds }

  /// react-spring steps its springs 1 ms at a time with velocities in units per millisecond
  /// (`SpringValue.advance`, @react-spring/core 9); every other platform counts seconds.
  public var clock: Clock { self == .reactSpring ? .milliseconds : .seconds }

  /// The name people know it by.
  public var title: String {
    switch self {
    case .swiftUI: "SwiftUI"
    case .uiKit: "UIKit and Core Animation"
    case .compose: "Jetpack Compose and Android views"
    case .css: "CSS"
    case .motion: "Motion (motion.dev)"
    case .reanimated: "React Native Reanimated"
    case .reactSpring: "react-spring"
    case .flutter: "Flutter"
    case .dtcg: "Design Tokens (DTCG 2025.10)"
    case .figma: "Figma variables"
    }
  }

  /// The file written for it.
  public var fileName: String {
    switch self {
    case .swiftUI: "MotionTokens.swift"
    case .uiKit: "MotionTokensUIKit.swift"
    case .compose: "MotionTokens.kt"
    case .css: "motion-tokens.css"
    case .motion: "motion-tokens.ts"
    case .reanimated: "reanimated-tokens.ts"
    case .reactSpring: "react-spring-tokens.ts"
    case .flutter: "motion_tokens.dart"
    case .dtcg: "motion.tokens.json"
    case .figma: "motion.figma.json"
    }
  }

  /// Whether motionspec's own readers read its file back: every platform's but UIKit's, whose
  /// Core Animation code no reader takes (the fuzzer's export check reads back all the others).
  public var readsBack: Bool { self != .uiKit }

  /// The language of its code, for highlighting and for the comment style.
  public var language: Language {
    switch self {
    case .swiftUI, .uiKit: .swift
    case .compose: .kotlin
    case .css: .css
    case .motion, .reanimated, .reactSpring: .typeScript
    case .flutter: .dart
    case .dtcg, .figma: .json
    }
  }

  /// The languages exports are written in.
  public enum Language: String, Sendable {
    case swift, kotlin, css, typeScript = "typescript", dart, json
  }

  /// What the platform means by its parameters, from its own documentation or source — said
  /// once at the top of its file and in the spec's Platforms section.
  public var conventions: [String] {
    switch self {
    case .swiftUI:
      return [
        "Exact: these are the expressions of the catalogue, in SwiftUI's own spelling, and motionspec reads this file back to the same physics.",
        "Duration means the perceptual duration 2π/ω₀ (Apple's documentation of Spring(duration:bounce:)); initial velocities are fractions of the move per second.",
      ]
    case .uiKit:
      return [
        "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) and CASpringAnimation take the physical spring (Apple's documentation); the mass, stiffness and damping here move exactly like the SwiftUI token.",
        "initialVelocity is relative: 1 is the whole distance of the move per second (Apple's documentation of UISpringTimingParameters.initialVelocity).",
        "A spring has no duration of its own: settlingDuration here is Core Animation's settling estimate (CASpringAnimation.settlingDuration), the value to give CASpringAnimation.duration and UIViewPropertyAnimator(duration:timingParameters:) so that nothing is cut off.",
        "CASpringAnimation clamps an overdamped spring to critical damping unless allowsOverdamping is true (iOS 17); the file sets it where a spring needs it.",
        "Timing curves are exact: CAMediaTimingFunction(controlPoints:) and UICubicTimingParameters with the token's duration.",
      ]
    case .compose:
      return [
        "Compose's spring(dampingRatio, stiffness) fixes the mass at 1 (SpringSimulation in androidx.compose.animation.core); stiffness here is k/m = ω₀², the damping ratio is ζ, so the motion is exactly the token's. Android's SpringForce (androidx.dynamicanimation) takes the same two numbers.",
        "Compose stores both as Float (about 7 significant digits).",
        "A spring has no duration in Compose; tween(durationMillis) counts whole milliseconds, and CubicBezierEasing / PathInterpolator take the token's control points exactly.",
        "Initial velocity is in value units per second in Compose (Animatable.animateTo(initialVelocity)), not relative: multiply a relative velocity by the distance of the move.",
        "Compose plays a spring on a whole-millisecond clock (FloatSpringSpec truncates the play time) and ends it at its estimate of when the motion comes within the visibility threshold (0.01 for a Float unless given), then jumps to the target: about 1 % of a unit move, less of a move in pixels. Each token's comment states its playback error.",
      ]
    case .css:
      return [
        "Timing curves are exact: cubic-bezier() with the token's duration.",
        "CSS has no spring. A spring is a linear() easing (CSS Easing Functions Level 2) sampled from the exact curve, paired with the duration it must run for; each token states its stops and the largest error measured against the exact spring, as a fraction of the move.",
        "That duration is the spring's settle to within the error, not SwiftUI's perceptual duration: use the -duration property with the -easing property, never one without the other.",
        "Under prefers-reduced-motion: reduce, a token's reduced-motion variant replaces it; a token without one (or whose variant is none) has duration and delay 0s, so elements arrive at their end state at once.",
      ]
    case .motion:
      return [
        "Motion's spring transition takes stiffness, damping and mass (defaults 100, 10, 1 — Motion's spring generator); the values here move exactly like the token.",
        "Motion's visualDuration is not SwiftUI's duration: Motion makes ω₀ = 2π / (1.2 · visualDuration), so visualDuration = duration / 1.2, and it clamps the damping ratio to between 0.05 and 1. The file uses the physical form, which has neither limit.",
        "Motion's durations and delays are in seconds; velocity is in value units per second.",
        "Motion ends a spring at the first frame within restDelta of the target (0.005 for a move under 5 units, else 0.5) and slower than restSpeed (the spring's exact velocity, whether it oscillates or not), then snaps to the target; for opacity and transforms it gives the browser a linear() easing with a point every 10 ms. Each token's comment states both errors.",
        "Timing curves are exact: ease as the four control points, duration in seconds.",
      ]
    case .reanimated:
      return [
        "withSpring's config takes mass, stiffness and damping; every one is written out, because Reanimated 4 changed the defaults (mass 4, stiffness 900, damping 120; Reanimated 3: 1, 100, 10 — react-native-reanimated's springConfigs).",
        "Reanimated's duration/dampingRatio config means a perceptual duration whose motion runs 1.5 times longer; the physical form here avoids it.",
        "Reanimated 4 evaluates the spring in closed form but takes the critically damped branch whenever the damping ratio is 1 or more (spring.ts), so an overdamped token plays faster than it should: its comment says how far, and the withTiming stand-in to use instead. It ends a spring when its energy falls below energyThreshold, then snaps; durations are in milliseconds, velocity in units per second.",
        "Timing curves are exact: withTiming with Easing.bezier and the duration in milliseconds.",
      ]
    case .reactSpring:
      return [
        "react-spring's config takes tension (the stiffness), friction (the damping) and mass (defaults 170, 26, 1); the values here are the token's physical spring.",
        "react-spring advances the spring in Euler steps of 1 ms, ceil(dt) of them per frame (SpringValue.advance), with the velocity in units per millisecond; at 60 Hz that runs slightly ahead of the clock, and each token's comment states how far its playback is from the token.",
        "Timing curves use config.duration (milliseconds) with an easing function; the file carries a small cubic-Bézier easing so the curve is the token's.",
      ]
    case .flutter:
      return [
        "SpringDescription(mass:, stiffness:, damping:) is the physical spring (Flutter's physics library); SpringSimulation's velocity is in value units per second.",
        "An AnimationController clamps its value to its bounds (0 and 1 by default), which cuts off a spring's overshoot: drive bouncy tokens with AnimationController.unbounded (their comments say which, and the range they reach).",
        "SpringSimulation is the exact closed form; it stops once within its Tolerance (0.001) of the target, without snapping.",
        "Timing curves: Cubic(x1, y1, x2, y2) with a Duration. Cubic bisects for the curve's time until it is within 0.001, so a curve plays within about 0.1 % of the move; each token's comment states it.",
      ]
    case .dtcg:
      return [
        "DTCG 2025.10 has no spring type. Each spring is a transition whose cubic-bezier is the closest Bézier to the spring (its error is stated), and the exact spring travels in the com.motionspec.spring extension, which motionspec reads back.",
        "Durations are {\"value\", \"unit\"} objects (the 2025.10 format) in seconds, so they read back exactly.",
      ]
    case .figma:
      return [
        "Figma variables (EASING and TIMING) in one collection with one mode, in the shape of the plugin API's Variable and VariableCollection (@figma/plugin-typings 1.133.0); a plugin creates them with figma.variables.createVariable.",
        "An EASING variable holds a MotionEasing: a spring is CUSTOM_SPRING with Figma's normalised bounce (0 to 1), and the TIMING variable beside it holds its duration, which together are the same motion; an overdamped spring has no bounce there and is written with bounce 0, its distance stated. Each spring's exact physics end its description (Physics: mass, stiffness, damping), which motionspec reads back.",
        "Timing curves are exact: Figma's named easing where the control points are Figma's, else CUSTOM_CUBIC_BEZIER, with a TIMING variable of the duration in seconds where the token has a duration of its own.",
      ]
    }
  }

  /// Reads a comma-separated list (`swiftui,css`, `all`).
  public static func parseList(_ text: String) -> Result<[Platform], UnknownPlatform> {
    var platforms: [Platform] = []
    for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() })
    where !part.isEmpty {
      if part == "all" {
        platforms += Platform.allCases
      } else if let platform = Platform(rawValue: part) ?? aliases[part] {
        platforms.append(platform)
      } else {
        return .failure(UnknownPlatform(name: part))
      }
    }
    var seen = Set<Platform>()
    let unique = platforms.filter { seen.insert($0).inserted }
    return unique.isEmpty ? .failure(UnknownPlatform(name: text)) : .success(unique)
  }

  static let aliases: [String: Platform] = [
    "android": .compose, "web": .css, "framer-motion": .motion, "react-native": .reanimated,
  ]

  /// A name that is not a platform.
  public struct UnknownPlatform: Error, CustomStringConvertible {
    public let name: String
    public var description: String {
      let names = Platform.allCases.map(\.rawValue) + ["all", "lottie"] + Platform.aliases.keys.sorted()
      let hint = suggestion(for: name, among: names).map { " — did you mean '\($0)'?" } ?? ""
      return
        "unknown platform '\(name)'\(hint.isEmpty ? ";" : hint) expected one or more of \(Platform.allCases.map(\.rawValue).joined(separator: ", ")), or all"
    }
  }
}
