import MotionSpecAdvice
import MotionSpecCore
import MotionSpecNumbers

// The rules that read one token's description, its playback in SwiftUI, the way it was written,
// its reduced-motion variant and its place in the catalogue.

/// `long-description`: more than the charts, the page and the PDF show.
struct LongDescription: TokenLintRule {
  let id = "long-description"
  let severity = Diagnostic.Severity.warning
  let summary = "a description longer than the spec shows (2 000 characters)"
  var examples: LintExamples {
    func token(_ length: Int) -> String {
      "a:\n  value: .smooth\n  description: " + String(repeating: "w", count: length)
    }
    return .tokens(
      speaks: [token(MotionLimits.shownDescriptionLength + 1)], quiet: [token(MotionLimits.shownDescriptionLength)])
  }

  func check(_ t: LintedToken) -> [LintMessage] {
    guard let d = t.token.description, d.utf8.count > MotionLimits.shownDescriptionLength else { return [] }
    let length = d.unicodeScalars.count
    guard length > MotionLimits.shownDescriptionLength else { return [] }
    return [
      LintMessage(
        "the description is \(length) characters long; charts, the page and the PDF show its first \(MotionLimits.shownDescriptionLength) (exports keep it whole)",
        fix: "keep the description to what a reader needs at a glance, and link to longer guidance")
    ]
  }
}

/// `late-completion`: SwiftUI removes the animation long after its duration.
struct LateCompletion: TokenLintRule {
  let id = "late-completion"
  let severity = Diagnostic.Severity.note
  let summary = "SwiftUI removes the spring (its completion handler runs) over 3× its duration after a 300-pt move"
  let examples = LintExamples.tokens(
    speaks: ["a: .spring(response: 0.5, dampingFraction: 0.15)"], quiet: ["a: .smooth", "a: .bouncy"])

  func check(_ t: LintedToken) -> [LintMessage] {
    (MotionAdvice.lateCompletion(t.a)).map { [LintMessage($0.message, fix: $0.fix)] } ?? []
  }
}

/// `damping-as-ratio`: the Material trap, a damping ratio (0.8) written where a damping coefficient goes.
struct DampingAsRatio: TokenLintRule {
  let id = "damping-as-ratio"
  let severity = Diagnostic.Severity.note
  let summary =
    "a physical config's damping looks like a damping ratio (Material's \"damping\" is a ratio): almost no damping"
  let examples = LintExamples.tokens(
    speaks: ["a: .interpolatingSpring(stiffness: 380, damping: 0.8)"],
    quiet: ["a: .interpolatingSpring(stiffness: 380, damping: 31)"])

  func check(_ t: LintedToken) -> [LintMessage] {
    (MotionAdvice.dampingAsRatio(t.a, definition: t.token.definition)).map { [LintMessage($0.message, fix: $0.fix)] }
      ?? []
  }
}

/// `material-web-stand-in`: the curve Material's web guidance gives in place of an Expressive spring.
struct MaterialWebStandIn: TokenLintRule {
  let id = "material-web-stand-in"
  let severity = Diagnostic.Severity.note
  let summary =
    "one of the cubic-bezier() curves Material publishes for the web in place of an Expressive spring: how far it strays from that spring"
  let examples = LintExamples.tokens(
    speaks: ["a: .timingCurve(0.42, 1.67, 0.21, 0.90, duration: 0.35)", "a: .timingCurve(0.34, 0.80, 0.34, 1.00)"],
    quiet: ["a: .timingCurve(0.2, 0, 0, 1, duration: 0.35)"])

  func check(_ t: LintedToken) -> [LintMessage] {
    (MotionAdvice.materialWebStandIn(t.a, ownDuration: t.token.hasOwnDuration && t.a.durationWasWritten)).map {
      [LintMessage($0.message, fix: $0.fix)]
    } ?? []
  }
}

/// `reduced-motion`: a variant that still bounces (a warning), or none where the token moves or
/// bounces (a note, so catalogues written before variants existed keep passing `--strict`).
struct ReducedMotionRule: TokenLintRule {
  let id = "reduced-motion"
  let severity = Diagnostic.Severity.note
  let summary =
    "motion that travels or bounces names no reduced-motion variant (a note), or its variant bounces (a warning)"
  let examples = LintExamples.tokens(
    speaks: [
      "sheet:\n  slide: .smooth", "a: .bouncy",
      "a:\n  value: .bouncy\n  reducedMotion: .spring(duration: 0.3, bounce: 0.3)",
    ],
    quiet: ["fade: .easeInOut(duration: 0.2)", "a:\n  value: .bouncy\n  reducedMotion: none"])

  func check(_ t: LintedToken) -> [LintMessage] {
    let overshoot = AnimationMetrics(t.a).overshoot
    if let variant = t.token.reducedMotion {
      guard let v = variant.animation, AnimationMetrics(v).overshoot > Lint.bounceThreshold else { return [] }
      return [
        LintMessage(
          "its reduced-motion variant \(variant.definition) still bounces (overshoot \(Lint.fmt(AnimationMetrics(v).overshoot * 100)) %)",
          fix: "use a variant without overshoot, e.g. .easeInOut(duration: 0.2) or none", severity: .warning)
      ]
    }
    guard t.token.deprecated == nil && (t.travels || overshoot > Lint.bounceThreshold) else { return [] }
    // No numbers in the message: a diff compares findings by it, and a retuned bounce is no new finding.
    let why = overshoot > Lint.bounceThreshold ? "bounces past its target" : "its name says it moves things"
    return [
      LintMessage(
        "\(why) and names no reduced-motion variant", fix: Lint.reducedMotionFix(t.token.location?.file ?? ""))
    ]
  }
}

/// `deprecated`.
struct Deprecated: TokenLintRule {
  let id = "deprecated"
  let severity = Diagnostic.Severity.note
  let summary = "a deprecated token"
  let examples = LintExamples.tokens(
    speaks: ["a:\n  value: .smooth\n  deprecated: use b"], quiet: ["a:\n  value: .smooth\n  description: the default"])

  func check(_ t: LintedToken) -> [LintMessage] {
    guard let reason = t.token.deprecated else { return [] }
    return [LintMessage("deprecated: \(reason)", fix: "migrate uses to its replacement")]
  }
}

/// `preset-mismatch`: a description that claims a SwiftUI preset the token is not.
struct PresetMismatch: TokenLintRule {
  let id = "preset-mismatch"
  let severity = Diagnostic.Severity.warning
  let summary = "a token that claims to equal a preset but differs"
  let examples = LintExamples.tokens(
    speaks: ["a:\n  value: .spring(duration: 0.4, bounce: 0.1)\n  description: Quick (= .snappy)"],
    quiet: [
      "a:\n  value: .spring(duration: 0.5, bounce: 0)\n  description: Calm (= .smooth)",
      "a:\n  value: .spring(duration: 0.4, bounce: 0.1)\n  description: snappy, but calmer",
    ])

  func check(_ t: LintedToken) -> [LintMessage] {
    guard let claimed = Lint.claimedPreset(t.token.description), let preset = Lint.presets[claimed],
      let s = t.a.spring, !Lint.same(s, preset)
    else { return [] }
    let actual =
      t.a.springWording == .durationAndBounce
      ? "duration \(Lint.fmt(s.duration)) s, bounce \(Lint.fmt(s.bounce))"
      : "response \(Lint.fmt(s.response)) s, damping fraction \(Lint.fmt(s.dampingRatio))"
    return [
      LintMessage(
        "says it equals .\(claimed), but .\(claimed) is duration 0.5 s, bounce \(Lint.fmt(preset.bounce)); this token is \(actual)",
        fix: "use .\(claimed) itself, or drop the claim from the description")
    ]
  }
}

/// `duplicate-physics`: the same motion as an earlier token it does not derive from (a note for
/// an alias of a preset, or a token written the same way).
struct DuplicatePhysics: TokenLintRule {
  let id = "duplicate-physics"
  let severity = Diagnostic.Severity.warning
  let summary = "two tokens with the same physics (a note when one is a semantic alias)"
  let examples = LintExamples.tokens(
    speaks: ["a: .spring(duration: 0.4, bounce: 0.2)\nb: .spring(response: 0.4, dampingFraction: 0.8)"],
    quiet: ["a: .spring(duration: 0.4, bounce: 0.2)\nb: .spring(duration: 0.4, bounce: 0.25)"])

  func check(_ t: LintedToken) -> [LintMessage] {
    let token = t.token
    guard
      let earlier = t.catalogue.tokens[..<t.index].first(where: {
        Lint.sameMotion($0.animation, t.a) && !Lint.isDerived(token, $0, roots: t.roots)
      })
    else { return [] }
    let aliasOfPreset =
      Lint.presets.keys.contains { token.definition == ".\($0)" } || token.definition == earlier.definition
    return [
      LintMessage(
        "has the same physics as '\(earlier.id)'",
        fix: aliasOfPreset
          ? "fine for a semantic alias; otherwise reference '\(earlier.id)'"
          : "reference '\(earlier.id)' instead, or make the difference intentional",
        severity: aliasOfPreset ? .note : .warning)
    ]
  }
}

/// `non-positive-duration`: reported by the readers, which cannot draw such a value and skip it
/// (a negative duration is no finding but an error, in every format).
struct NonPositiveDuration: ReaderLintRule {
  let id = "non-positive-duration"
  let severity = Diagnostic.Severity.warning
  let summary = "a timing curve of 0 s (an instant change) or a transition with a negative delay: nothing to draw"
  let examples = LintExamples(
    triggering: [
      .init(
        #"{"motion": {"$type": "transition", "back": {"$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": -100, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}}, "fade": {"$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}}}}"#,
        file: "n.tokens.json")
    ],
    nonTriggering: [
      .init(
        #"{"motion": {"$type": "duration", "quick": {"$value": {"value": 100, "unit": "ms"}}}}"#, file: "n.tokens.json")
    ])
}

/// `passed-over`: a reader's account of what it did not read — a declaration whose value names
/// motion (a motion word: spring, tween, duration, curve, keyframes, …) that gave no token, with
/// its location and the reason. A note; `lint --strict` fails on it, as on warnings.
struct PassedOver: ReaderLintRule {
  let id = Diagnostic.passedOver
  let severity = Diagnostic.Severity.note
  let summary = "a construct that names motion which the reader passed over, with its location and the reason"
  let examples = LintExamples(
    triggering: [
      .init(
        """
        final pop = TweenSequence<double>([
          TweenSequenceItem(tween: Tween(begin: 1.0, end: 1.2), weight: 30),
          TweenSequenceItem(tween: Tween(begin: 1.2, end: 1.0), weight: 70),
        ]);
        const quick = Duration(milliseconds: 150);
        """, file: "motion.dart"),
      .init(
        "object AppMotion {\n  val Fast = MotionDurations.Medium\n  val Quick = tween<Float>(150)\n}", file: "Motion.kt"
      ),
    ],
    nonTriggering: [
      .init(
        "class M {\n  static const quick = Duration(milliseconds: 150);\n  static const label = 'fade';\n}",
        file: "m.dart")
    ])
}
