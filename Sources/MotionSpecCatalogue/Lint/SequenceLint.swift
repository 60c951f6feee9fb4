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

  /// The sequence rules' findings, sequence by sequence in catalogue order and, within one, in
  /// the order of the places they name (the sequence first, then track by track, keyframe by
  /// keyframe).
  static func sequenceFindings(_ catalogue: Catalogue, limits: Limits) -> [Finding] {
    var findings: [Finding] = []
    for token in catalogue.sequences {
      var own: [Finding] = []
      for rule in sequenceRules {
        own += rule.check(token, limits: limits).map { rule.finding($0, token: token.id, location: token.location) }
      }
      func place(_ f: Finding) -> (Int, Int) { (f.location?.line ?? 0, f.location?.column ?? 0) }
      findings += own.enumerated().sorted { a, b in
        place(a.element) != place(b.element) ? place(a.element) < place(b.element) : a.offset < b.offset
      }.map(\.element)
    }
    return findings
  }
}

/// A sequence YAML catalogue for the rules' examples: `body` under `sequences:`.
private func sequences(_ body: String) -> LintExamples.Example {
  LintExamples.Example("tokens:\n  base: .smooth\nsequences:\n" + LintExamples.indented(body))
}

/// `keyframe-cut`: a spring keyframe whose duration ends before its spring settles hands its
/// position and velocity to the next keyframe — SwiftUI's design, and what a rise that carries
/// into a settle means to do. The rule speaks where nothing carries the motion on (the track's
/// last keyframe, or a jump or linear keyframe after it, which drop its velocity) and only where
/// the cut is visible (over 5 % of the track's span from its keyframe's value).
struct KeyframeCut: SequenceLintRule {
  let id = "keyframe-cut"
  let severity = Diagnostic.Severity.warning
  let summary =
    "a spring keyframe ends before its spring settles where nothing carries its motion on (the track's end, a jump, a linear keyframe)"
  let examples = LintExamples(
    triggering: [
      sequences("toast:\n  tracks:\n    scale:\n      - SpringKeyframe(1.2, duration: 0.1, spring: .snappy)")
    ],
    nonTriggering: [
      sequences(
        "sheet:\n  tracks:\n    position:\n      from: 120\n      keyframes:\n        - SpringKeyframe(-12, duration: 0.22, spring: .snappy)\n        - SpringKeyframe(0, spring: .bouncy)"
      )
    ])

  func check(_ token: SequenceToken, limits: Lint.Limits) -> [LintMessage] {
    var said: [LintMessage] = []
    for (k, timeline) in token.sequence.timelines.enumerated() {
      let property = timeline.track.property.rawValue
      let span = max(timeline.range.1 - timeline.range.0, 1e-9)
      for (i, segment) in timeline.segments.enumerated() {
        guard case .spring(let to, let duration?, let spring, _) = segment.keyframe,
          abs(segment.shortfall) > 0.05 * span
        else { continue }
        let next = i + 1 < timeline.segments.count ? timeline.segments[i + 1].keyframe : nil
        switch next {
        case .spring?, .cubic?: continue  // carried on
        case .linear?, .move?, nil: break
        }
        let after = next == nil ? "the track ends there" : "the next keyframe does not carry its motion on"
        let fmt = Lint.fmt
        said.append(
          LintMessage(
            "\(property) keyframe \(i + 1) ends at \(fmt(duration)) s, \(fmt(abs(segment.shortfall))) short of \(fmt(to)) and moving at \(fmt(segment.velocity(at: segment.duration)))/s, and \(after): its spring needs \(fmt(spring.settlingDuration)) s to settle",
            fix:
              "leave out `duration:` (the spring then settles), or follow it with a spring or cubic keyframe that carries its motion on",
            at: token.location(track: k, keyframe: i)))
      }
    }
    return said
  }
}

/// `velocity-jump`: where one keyframe hands over to the next, the velocity changes by more than
/// one span per second (a straight piece a frame or two long is a sampled curve, not a kink).
struct VelocityJump: SequenceLintRule {
  let id = "velocity-jump"
  let severity = Diagnostic.Severity.warning
  let summary = "a sequence's velocity jumps where one keyframe hands over to the next"
  let examples = LintExamples(
    triggering: [
      sequences(
        "toast:\n  tracks:\n    position:\n      from: 40\n      keyframes:\n        - SpringKeyframe(0, duration: 0.15, spring: .bouncy)\n        - LinearKeyframe(10, duration: 0.3)"
      )
    ],
    nonTriggering: [
      sequences(
        "toast:\n  tracks:\n    position:\n      from: 40\n      keyframes:\n        - SpringKeyframe(0, duration: 0.15, spring: .bouncy)\n        - SpringKeyframe(10, spring: .smooth)"
      )
    ])

  func check(_ token: SequenceToken, limits: Lint.Limits) -> [LintMessage] {
    var said: [LintMessage] = []
    for (k, timeline) in token.sequence.timelines.enumerated() {
      let property = timeline.track.property.rawValue
      let span = max(timeline.range.1 - timeline.range.0, 1e-9)
      for (i, segment) in timeline.segments.enumerated() where i > 0 {
        if case .move = segment.keyframe { continue }
        let before = timeline.segments[i - 1]
        if case .move = before.keyframe { continue }
        if case .linear(_, let a, .bezier(.linear)) = before.keyframe,
          case .linear(_, let b, .bezier(.linear)) = segment.keyframe, a <= Lint.baked, b <= Lint.baked
        {
          continue
        }
        let from = before.velocity(at: before.duration), to = segment.velocity(at: 0)
        guard abs(to - from) > Lint.velocityJump * span else { continue }
        let fmt = Lint.fmt
        let fix: String
        switch segment.keyframe {
        case .spring(_, _, _, _?), .cubic(_, _, _?, _):
          fix = "leave out its startVelocity: it then starts at the \(fmt(from))/s the track has"
        default:
          fix = "use a spring or cubic keyframe there: each starts at the velocity the track has"
        }
        said.append(
          LintMessage(
            "\(property) jumps from \(fmt(from))/s to \(fmt(to))/s where keyframe \(i + 1) starts, at \(fmt(segment.start)) s: a visible kink",
            fix: fix, at: token.location(track: k, keyframe: i)))
      }
    }
    return said
  }
}

/// `sequence-too-long`: longer than the team's maximum (``Lint/Limits``).
struct SequenceTooLong: SequenceLintRule {
  let id = "sequence-too-long"
  let severity = Diagnostic.Severity.warning
  let summary = "a sequence plays longer than the team's maximum (1.5 s unless the policy sets one)"
  let examples = LintExamples(
    triggering: [
      sequences(
        "rows:\n  tracks:\n    opacity:\n      - LinearKeyframe(1, duration: 0.4)\n  stagger: { count: 13, interval: 0.1 }"
      )
    ],
    nonTriggering: [
      sequences(
        "rows:\n  tracks:\n    opacity:\n      - LinearKeyframe(1, duration: 0.4)\n  stagger: { count: 12, interval: 0.1 }"
      )
    ])

  func check(_ token: SequenceToken, limits: Lint.Limits) -> [LintMessage] {
    let sequence = token.sequence
    guard sequence.duration > limits.longestSequence + 1e-9 else { return [] }
    let fmt = Lint.fmt
    let staggered =
      sequence.stagger.map {
        " (\(fmt(sequence.elementDuration)) s per element, then \($0.count) elements \(fmt($0.interval)) s apart)"
      } ?? ""
    return [
      LintMessage(
        "plays for \(fmt(sequence.duration)) s\(staggered), longer than \(fmt(limits.longestSequence)) s",
        fix:
          "shorten its keyframes or its stagger, or set the team's maximum in .motionspec.yml (lint: rules: sequence-too-long: {maximum: 2})"
      )
    ]
  }
}
