import MotionSpecCore

/// The one check of ``MotionLimits`` that every reader's result passes through, whatever the
/// format (YAML, DTCG, Tokens Studio, Figma, Lottie, Swift, Kotlin, Dart, CSS, TypeScript): every
/// number of every token, reduced-motion variant, duration and sequence. A reader may refuse a
/// value earlier, with words of its own; nothing outside the limits gets past this, so no command
/// and no export ever sees a motion it cannot compute, draw or write.
public enum CatalogueLimits {
  /// The largest magnitude of a keyframe's value (points, a scale, an opacity, degrees).
  public static let keyframeValue = MotionLimits.end
  /// The most keyframes of one track.
  public static let keyframes = 1000
  /// The most elements of one stagger.
  public static let staggerCount = 1000

  /// Every number of `catalogue` outside the limits, each as an error at its token.
  public static func violations(_ catalogue: Catalogue) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for token in catalogue.tokens {
      func fail(_ why: String, at location: SourceLocation? = token.location) {
        out.append(Diagnostic(.error, why, at: location, token: token.id))
      }
      if let why = violation(token.animation) { fail(why) }
      if let variant = token.reducedMotion, let animation = variant.animation, let why = violation(animation) {
        fail("its reduced-motion variant has \(why)", at: variant.location ?? token.location)
      }
    }
    for duration in catalogue.durations
    where !duration.seconds.isFinite || !MotionLimits.delay.contains(duration.seconds) {
      out.append(
        Diagnostic(
          .error,
          "a time of \(formatNumber(duration.seconds)) s; motionspec reads 0…\(formatNumber(MotionLimits.delay.upperBound)) s",
          at: duration.location, token: duration.id))
    }
    for sequence in catalogue.sequences {
      if let why = violation(sequence.sequence) {
        out.append(Diagnostic(.error, why, at: sequence.location, token: sequence.id))
      }
    }
    return out
  }

  /// Why `animation` is outside the limits (curve, delay, speed, velocity, when it looks done).
  static func violation(_ animation: Animation) -> String? {
    if !animation.delay.isFinite || !animation.speed.isFinite || !animation.initialVelocity.isFinite {
      return "a delay, speed or initial velocity that is not a finite number"
    }
    return MotionLimits.curveViolation(animation) ?? MotionLimits.timingViolation(animation)
  }

  /// Why `sequence` is outside the limits: keyframe counts, values, durations, velocities,
  /// springs, the stagger, and how long the whole plays.
  static func violation(_ sequence: MotionSequence) -> String? {
    for track in sequence.tracks {
      let name = track.property.rawValue
      guard track.keyframes.count <= keyframes else {
        return "its \(name) track has \(track.keyframes.count) keyframes; motionspec reads up to \(keyframes)"
      }
      guard track.initialValue.isFinite, abs(track.initialValue) <= keyframeValue else {
        return
          "its \(name) track starts at \(formatNumber(track.initialValue)); motionspec reads values within ±\(formatNumber(keyframeValue))"
      }
      for keyframe in track.keyframes {
        guard keyframe.target.isFinite, abs(keyframe.target) <= keyframeValue else {
          return
            "a \(name) keyframe to \(formatNumber(keyframe.target)); motionspec reads values within ±\(formatNumber(keyframeValue))"
        }
        switch keyframe {
        case .spring(_, let duration, let spring, let velocity):
          if let duration, !duration.isFinite || duration < 0 || duration > MotionLimits.duration.upperBound {
            return
              "a \(name) keyframe of \(formatNumber(duration)) s; motionspec reads 0…\(formatNumber(MotionLimits.duration.upperBound)) s"
          }
          if let why = MotionLimits.curveViolation(Animation(.spring(spring), swiftUI: "")) {
            return "a \(name) keyframe's spring with \(why)"
          }
          if let velocity, !velocity.isFinite || abs(velocity) > MotionLimits.initialVelocity {
            return
              "a \(name) keyframe's velocity of \(formatNumber(velocity)); motionspec reads up to ±\(formatNumber(MotionLimits.initialVelocity))"
          }
        case .cubic(_, let duration, let start, let end):
          guard duration.isFinite, duration >= 0, duration <= MotionLimits.duration.upperBound else {
            return
              "a \(name) keyframe of \(formatNumber(duration)) s; motionspec reads 0…\(formatNumber(MotionLimits.duration.upperBound)) s"
          }
          for velocity in [start, end].compactMap({ $0 })
          where !velocity.isFinite || abs(velocity) > MotionLimits.initialVelocity * keyframeValue {
            return "a \(name) keyframe's velocity of \(formatNumber(velocity)), beyond what motionspec reads"
          }
        case .linear(_, let duration, let curve):
          guard duration.isFinite, duration >= 0, duration <= MotionLimits.duration.upperBound else {
            return
              "a \(name) keyframe of \(formatNumber(duration)) s; motionspec reads 0…\(formatNumber(MotionLimits.duration.upperBound)) s"
          }
          if duration > 0,
            let why = MotionLimits.curveViolation(
              Animation(.timing(TimingCurve(curve, duration: duration)), swiftUI: ""))
          {
            return "a \(name) keyframe's curve with \(why)"
          }
        case .move:
          break
        }
      }
    }
    if let stagger = sequence.stagger {
      guard (1...staggerCount).contains(stagger.count) else {
        return "a stagger of \(stagger.count) elements; motionspec reads 1…\(staggerCount)"
      }
      guard stagger.interval.isFinite, MotionLimits.delay.contains(stagger.interval) else {
        return
          "a stagger interval of \(formatNumber(stagger.interval)) s; motionspec reads 0…\(formatNumber(MotionLimits.delay.upperBound)) s"
      }
    }
    let total = sequence.duration
    guard total.isFinite, total <= MotionLimits.end else {
      return
        "a sequence that plays for \(formatNumber(total)) s; motionspec reads up to \(formatNumber(MotionLimits.end)) s"
    }
    return nil
  }
}
