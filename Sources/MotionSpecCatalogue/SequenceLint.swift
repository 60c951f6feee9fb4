import MotionSpecCore
import MotionSpecNumbers

extension Lint {
  /// Numbers a team may set for the rules (`.motionspec.yml`): `sequence-too-long`'s `maximum`.
  public struct Limits: Sendable, Equatable {
    /// The longest a sequence may play, staggered elements included, in seconds.
    public var longestSequence: Double
    public init(longestSequence: Double = Limits.defaultLongestSequence) {
      self.longestSequence = longestSequence
    }
    /// 1.5 s: past it a sequence holds up what it introduces (the WWDC23 talk's springs last
    /// 0.5 s; Material's longest durations are 1 s and its extra-long 1.5 s for full-screen moves).
    public static let defaultLongestSequence = 1.5
  }

  /// A velocity change at a join larger than this many of the track's spans per second is a jump:
  /// at 1 span/s, a change a person sees as a kink (a linear keyframe of 0.3 s over the whole
  /// span starts at 3.3 spans/s).
  static let velocityJump = 1.0
  /// Straight keyframes this short (two frames at 60 fps) are samples of a curve.
  static let baked = 0.034

  /// The sequence rules: `keyframe-cut`, `velocity-jump` and `sequence-too-long`, in catalogue order.
  ///
  /// A spring keyframe whose duration ends before its spring settles hands its position and
  /// velocity to the next keyframe: SwiftUI's design, and what a rise that carries into a settle
  /// means to do. `keyframe-cut` speaks where nothing carries the motion on — the track's last
  /// keyframe (the motion stops where it is), or a jump or linear keyframe after it (which drop
  /// its velocity) — and only where the cut is visible (over 5 % of the track's span from its
  /// keyframe's value).
  static func sequenceFindings(_ catalogue: Catalogue, limits: Limits) -> [Finding] {
    var findings: [Finding] = []
    for token in catalogue.sequences {
      let sequence = token.sequence
      for (k, timeline) in sequence.timelines.enumerated() {
        let property = timeline.track.property.rawValue
        let (low, high) = timeline.range
        let span = max(high - low, 1e-9)
        for (i, segment) in timeline.segments.enumerated() {
          let next = i + 1 < timeline.segments.count ? timeline.segments[i + 1].keyframe : nil
          if case .spring(let to, let duration?, let spring, _) = segment.keyframe,
            abs(segment.shortfall) > 0.05 * span
          {
            let carried: Bool
            switch next {
            case .spring?, .cubic?: carried = true
            case .linear?, .move?, nil: carried = false
            }
            if !carried {
              let after = next == nil ? "the track ends there" : "the next keyframe does not carry its motion on"
              findings.append(
                Finding(
                  rule: "keyframe-cut", severity: .warning, token: token.id,
                  location: token.location(track: k, keyframe: i),
                  message:
                    "\(property) keyframe \(i + 1) ends at \(fmt(duration)) s, \(fmt(abs(segment.shortfall))) short of \(fmt(to)) and moving at \(fmt(segment.velocity(at: segment.duration)))/s, and \(after): its spring needs \(fmt(spring.settlingDuration)) s to settle",
                  fix:
                    "leave out `duration:` (the spring then settles), or follow it with a spring or cubic keyframe that carries its motion on"
                ))
            }
          }
          if i > 0 {
            if case .move = segment.keyframe { continue }
            let before = timeline.segments[i - 1]
            if case .move = before.keyframe { continue }
            // Straight pieces a frame or two long are a sampled curve (a baked Lottie), not kinks.
            if case .linear(_, let a, .bezier(.linear)) = before.keyframe,
              case .linear(_, let b, .bezier(.linear)) =
                segment.keyframe, a <= baked, b <= baked
            {
              continue
            }
            let from = before.velocity(at: before.duration), to = segment.velocity(at: 0)
            if abs(to - from) > velocityJump * span {
              findings.append(
                Finding(
                  rule: "velocity-jump", severity: .warning, token: token.id,
                  location: token.location(track: k, keyframe: i),
                  message:
                    "\(property) jumps from \(fmt(from))/s to \(fmt(to))/s where keyframe \(i + 1) starts, at \(fmt(segment.start)) s: a visible kink",
                  fix: {
                    switch segment.keyframe {
                    case .spring(_, _, _, _?), .cubic(_, _, _?, _):
                      return "leave out its startVelocity: it then starts at the \(fmt(from))/s the track has"
                    default:
                      return "use a spring or cubic keyframe there: each starts at the velocity the track has"
                    }
                  }()
                ))
            }
          }
        }
      }
      if sequence.duration > limits.longestSequence + 1e-9 {
        let staggered =
          sequence.stagger.map {
            " (\(fmt(sequence.elementDuration)) s per element, then \($0.count) elements \(fmt($0.interval)) s apart)"
          } ?? ""
        findings.append(
          Finding(
            rule: "sequence-too-long", severity: .warning, token: token.id, location: token.location,
            message:
              "plays for \(fmt(sequence.duration)) s\(staggered), longer than \(fmt(limits.longestSequence)) s",
            fix:
              "shorten its keyframes or its stagger, or set the team's maximum in .motionspec.yml (lint: rules: sequence-too-long: {maximum: 2})"
          ))
      }
    }
    return findings
  }
}
