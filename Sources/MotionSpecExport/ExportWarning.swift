import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecNumbers

/// Something a platform cannot express exactly, said of one token: the token is exported in the
/// nearest form and this says how it differs — beside the token in the file, in the spec, and
/// once per kind and platform on stderr (``ExportFile/statements``).
public struct ExportWarning: Hashable, Sendable, CustomStringConvertible {
  public let token: String
  public let platform: Platform
  public let message: String
  /// A warning asks the user to act; a note states a fact of the format the file already handles.
  public let kind: Limitation.Kind
  public let topic: Limitation.Topic

  public init(
    token: String, platform: Platform, message: String, kind: Limitation.Kind = .warning,
    topic: Limitation.Topic = .renamed
  ) {
    self.token = token
    self.platform = platform
    self.message = message
    self.kind = kind
    self.topic = topic
  }

  public var description: String {
    "\(kind.rawValue): token '\(Validation.visible(token))' (\(platform.title)): \(Validation.visible(message))"
  }
}

/// One thing a platform's file cannot say as the catalogue does, for one token.
public struct Limitation: Hashable, Sendable {
  /// What the difference asks of the user.
  public enum Kind: String, Sendable, Hashable {
    /// The file plays differently from the token, or the user has to do something for it to
    /// play as the token does: `export --strict` fails on one.
    case warning
    /// A fact of the format that the file handles in full (the exact spring in an extension,
    /// a duration beside a bounce): said once per platform, never failing `--strict`.
    case note
  }

  /// The kind of limitation, so that a platform's many tokens with one limitation are said once.
  public enum Topic: String, Sendable, Hashable, CaseIterable {
    case repeats, relativeVelocity, noInitialVelocity, neverSettles, criticallyDampedOnly, boundedController
    case overdampingNeedsiOS17, springAsExtension, bounceOverDuration, bounceClamped, noSpringDelay
    case closestCubic, cubicInExtension, wholeMilliseconds, noDelay, renamed

    /// What the limitation is and what the file does instead, for every token it concerns on
    /// `platform` (each token's own figures stand beside it in the file).
    public func statement(_ platform: Platform) -> String {
      switch self {
      case .repeats:
        "the file describes one cycle of each repeating motion: repeat it with the platform's own API"
      case .relativeVelocity:
        "initial velocities are given per unit of distance\(platform.clock == .milliseconds ? " and per millisecond" : ""): multiply each by the distance of the move"
      case .noInitialVelocity:
        "\(platform.title) takes no initial velocity: these motions start from rest"
      case .neverSettles:
        "these springs never settle (no damping): the file stops them after a few periods"
      case .criticallyDampedOnly:
        "Reanimated plays every spring with a damping ratio of 1 or more as critically damped: these overdamped springs play away from their token (each one's withTiming stand-in is written beside it)"
      case .boundedController:
        "these springs move outside 0…1 and Flutter's default AnimationController clamps that: drive their SpringSimulation with AnimationController.unbounded, or with the bounds written beside each"
      case .overdampingNeedsiOS17:
        "these overdamped springs set allowsOverdamping, which needs iOS 17 (Core Animation clamps them to critical damping before)"
      case .springAsExtension:
        "DTCG has no spring type: each spring is written exactly in the com.motionspec.spring extension, with a cubic-bezier stand-in in $value for tools that ignore it (its largest gap is written beside each)"
      case .bounceOverDuration:
        "Figma's springs keep only a normalised bounce and play over the duration they are used with: each spring's TIMING variable, beside it, keeps the token's speed"
      case .bounceClamped:
        "Figma's bounce runs from 0 to 1: these overdamped springs are written with bounce 0 (their exact physics are in the description)"
      case .noSpringDelay:
        "Compose's spring() has no delay: start these later by the delayMillis beside each"
      case .closestCubic:
        "\(platform.title) has no linear() easing: these are written as their closest cubic Bézier (each one's gap beside it)"
      case .cubicInExtension:
        "DTCG has no linear() easing: each is written exactly in the com.motionspec.spring extension, with its closest cubic-bezier in $value for tools that ignore it"
      case .wholeMilliseconds:
        "durations and delays are whole milliseconds here: these are rounded to the millisecond"
      case .noDelay:
        "\(platform.title)'s easings have no delay: start these transitions later (an After delay trigger)"
      case .renamed:
        "these tokens or groups are named otherwise in the file (a name taken, or not a legal name there)"
      }
    }
  }

  public let kind: Kind
  public let topic: Topic
  public let message: String
}

/// The limitations of a file said once per kind: each warning or note of one topic on one
/// platform, with the tokens it concerns.
public struct ExportStatement: Hashable, Sendable, CustomStringConvertible {
  public let platform: Platform
  public let kind: Limitation.Kind
  public let topic: Limitation.Topic
  public let tokens: [String]
  /// The one token's own message when it concerns one token; the topic's statement otherwise.
  public let message: String

  public var description: String {
    let who =
      tokens.count == 1
      ? "token '\(Validation.visible(tokens[0]))'"
      : "\(tokens.count) tokens (\(tokens.prefix(4).map { "'\(Validation.visible($0))'" }.joined(separator: ", "))\(tokens.count > 4 ? ", …" : ""))"
    return "\(kind.rawValue): \(who) (\(platform.title)): \(Validation.visible(message))"
  }

  /// The warnings of a file, one statement per kind and topic, in the order each first appears.
  public static func grouping(_ warnings: [ExportWarning]) -> [ExportStatement] {
    var order: [Limitation.Topic] = []
    var byTopic: [Limitation.Topic: [ExportWarning]] = [:]
    for w in warnings {
      if byTopic[w.topic] == nil { order.append(w.topic) }
      byTopic[w.topic, default: []].append(w)
    }
    return order.map { topic in
      let all = byTopic[topic]!
      let tokens = all.map(\.token).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      return ExportStatement(
        platform: all[0].platform, kind: all.contains { $0.kind == .warning } ? .warning : .note, topic: topic,
        tokens: tokens, message: all.count == 1 ? all[0].message : topic.statement(all[0].platform))
    }
  }
}

/// What each platform cannot express, per token.
enum Limitations {
  /// The messages of the warnings alone (what `--strict` counts).
  static func warnings(_ t: ExportedToken, _ platform: Platform) -> [String] {
    all(t, platform).filter { $0.kind == .warning }.map(\.message)
  }

  /// Each limitation as a line of the token's comment: "Warning: …" or "Note: …".
  static func lines(_ t: ExportedToken, _ platform: Platform) -> [String] {
    all(t, platform).map { ($0.kind == .warning ? "Warning: " : "Note: ") + $0.message }
  }

  static func all(_ t: ExportedToken, _ platform: Platform) -> [Limitation] {
    var out = Out()
    let m = t.motion
    let settles = t.metrics.settles
    if m.repetition.repeats, platform != .swiftUI, platform != .css {
      out.append(
        "the token \(m.repetition.summary!); this export describes one cycle — repeat it with the platform's own API",
        .repeats)
    }
    if m.initialVelocity != 0 {
      switch platform {
      case .swiftUI, .uiKit, .css: break
      case .dtcg:
        if m.spring == nil {
          out.append("DTCG's transition has no initial velocity: the motion starts from rest", .noInitialVelocity)
        }
      case .figma:
        out.append("Figma's easings take no initial velocity: the motion starts from rest", .noInitialVelocity)
      default:
        let unit = platform.clock == .milliseconds ? "millisecond" : "second"
        out.append(
          "its initial velocity (\(Export.number(m.initialVelocity)) × the move per second) is relative; this platform takes value units per \(unit), so the file gives it per unit of distance\(platform.clock == .milliseconds ? " and per millisecond" : "") — multiply by the distance of the move",
          .relativeVelocity
        )
      }
    }
    if let s = m.spring {
      if !settles {
        switch platform {
        case .css:
          out.append(
            "the spring never settles (no damping); linear() covers \(formatNumber(LinearEasing.undampedPeriods)) periods and then jumps to the end, \(percent(m.linear?.maximumError ?? 1)) of the move away from the spring",
            .neverSettles
          )
        case .uiKit:
          out.append(
            "the spring never settles (no damping); settlingDuration covers 3 periods and Core Animation stops it there",
            .neverSettles
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
        out.append(text, .criticallyDampedOnly)
      }
      if platform == .flutter, let (low, high) = Playback.range(m), low < -0.0005 || high > 1.0005 {
        out.append(
          "it moves from \(Export.number(low)) to \(Export.number(high)) of the move; Flutter's default AnimationController, bounded to 0 and 1, clamps that — drive its SpringSimulation with AnimationController.unbounded, or bounds from \(Export.number((low * 100).rounded(.down) / 100)) to \(Export.number((high * 100).rounded(.up) / 100))",
          .boundedController
        )
      }
      if platform == .uiKit && s.regime == .overdamped {
        out.append(
          "overdamped (damping ratio \(Export.number(s.dampingRatio))): CASpringAnimation clamps it to critical damping before iOS 17; the file sets allowsOverdamping, which needs iOS 17",
          .overdampingNeedsiOS17
        )
      }
      if platform == .dtcg, let standIn = t.standIn {
        out.append(
          "DTCG has no spring: the file writes it exactly in the com.motionspec.spring extension; tools that ignore that see a cubic-bezier stand-in over \(Export.number(standIn.duration)) s, up to \(percent(standIn.maximumError)) of the move away from the spring",
          .springAsExtension, .note)
      }
      if platform == .figma {
        if s.bounce < 0 {
          let nearest = Animation(.spring(Spring(duration: s.duration, bounce: 0)), swiftUI: "")
          let seen = Animation(.spring(s), swiftUI: "")
          let away = MotionDifference.between(seen, nearest).maximum
          out.append(
            "Figma's EASING variables hold a normalised bounce from 0 to 1: this overdamped spring (bounce \(Export.number(s.bounce))) is written with bounce 0, up to \(percent(away)) of the move away; its exact physics stand in the description",
            .bounceClamped
          )
        } else {
          out.append(
            "Figma keeps only the normalised bounce (\(Export.number(s.bounce))) and plays it over the duration it is used with: use \(Export.number(s.duration)) s (the TIMING variable beside it) to keep the token's speed",
            .bounceOverDuration, .note
          )
        }
      }
      if platform == .compose && m.delay > 0 {
        out.append(
          "Compose's spring() has no delay: start it \(Export.milliseconds(m.delay)) ms later (the file gives delayMillis)",
          .noSpringDelay
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
            "DTCG has no linear() easing: the file writes it exactly in the com.motionspec.spring extension; tools that ignore that see the closest cubic-bezier, up to \(away) of the move away",
            .cubicInExtension, .note)
        case .uiKit:
          out.append(
            "UIKit's and Core Animation's timing functions are cubic Béziers: the file gives the closest one to this linear(), up to \(away) of the move away",
            .closestCubic
          )
        case .figma:
          out.append(
            "Figma's easings are cubic Béziers or springs: the file gives the closest cubic-bezier to this linear(), up to \(away) of the move away",
            .closestCubic
          )
        default: break
        }
      }
      if platform == .compose || platform == .reanimated || platform == .reactSpring {
        let ms = Export.milliseconds(c.duration)
        if abs(Double(ms) / 1000 - c.duration) > 1e-9 {
          out.append(
            "durations are whole milliseconds here: \(formatNumber(c.duration)) s is written as \(ms) ms",
            .wholeMilliseconds)
        }
      }
    }
    if m.delay > 0, platform == .figma {
      out.append(
        "Figma's easings have no delay: start the transition \(Export.milliseconds(m.delay)) ms later (an After delay trigger)",
        .noDelay
      )
    }
    if m.delay > 0, platform == .compose || platform == .reanimated || platform == .reactSpring {
      let ms = Export.milliseconds(m.delay)
      if abs(Double(ms) / 1000 - m.delay) > 1e-9 {
        out.append(
          "delays are whole milliseconds here: \(formatNumber(m.delay)) s is written as \(ms) ms", .wholeMilliseconds)
      }
    }
    return out.list
  }

  /// The limitations of one token as they are found.
  struct Out {
    var list: [Limitation] = []
    mutating func append(_ message: String, _ topic: Limitation.Topic, _ kind: Limitation.Kind = .warning) {
      list.append(Limitation(kind: kind, topic: topic, message: message))
    }
  }

  static func percent(_ f: Double) -> String { NumberText.compact(f * 100, decimals: 2, minus: .ascii) + " %" }
}
