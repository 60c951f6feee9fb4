import MotionSpecAdvice
import MotionSpecCore

// A timing curve's length, and the moves a curve is the wrong tool for.

/// `curve-duration-long`: a timing curve over 0.8 s. Long curves feel as unresponsive as long
/// springs; short ones are the hover and fade timings design systems rightly use, and a
/// repeating curve (a pulse) is long by design.
struct CurveDurationLong: TokenLintRule {
  let id = "curve-duration-long"
  let severity = Diagnostic.Severity.warning
  let summary = "a timing curve longer than 0.8 s, as for springs (one that repeats aside)"
  let examples = LintExamples.tokens(
    speaks: ["a: .easeInOut(duration: 1.2)"],
    quiet: ["a: .easeInOut(duration: 0.8)", "a: .easeInOut(duration: 1.2).repeatForever()"])

  func check(_ t: LintedToken) -> [LintMessage] {
    (MotionAdvice.curveDurationLong(t.a)).map { [LintMessage($0.message, fix: $0.fix)] } ?? []
  }
}

/// `linear-movement`: linear timing on something whose name says it moves.
struct LinearMovement: TokenLintRule {
  let id = "linear-movement"
  let severity = Diagnostic.Severity.warning
  let summary = "linear timing on something that moves"
  let examples = LintExamples.tokens(
    speaks: ["sheet:\n  slide: .linear(duration: 0.3)"],
    quiet: ["fade: .linear(duration: 0.3)", "sheet:\n  slide: .easeOut(duration: 0.3)"])

  func check(_ t: LintedToken) -> [LintMessage] {
    guard case .timing(let curve) = t.a.curve, curve.bezier == .linear, t.travels else { return [] }
    return [
      LintMessage(
        "linear timing on movement starts and stops abruptly",
        fix: "use a spring such as .smooth for movement; keep linear for opacity and progress")
    ]
  }
}

/// `easing-for-gesture`: a curve where a gesture hands over its velocity.
struct EasingForGesture: TokenLintRule {
  let id = "easing-for-gesture"
  let severity = Diagnostic.Severity.warning
  let summary = "an easing curve cannot carry a gesture's velocity"
  let examples = LintExamples.tokens(
    speaks: ["dragRelease: .easeOut(duration: 0.3)"],
    quiet: ["dragRelease: .interactiveSpring", "tap: .easeOut(duration: 0.3)"])

  func check(_ t: LintedToken) -> [LintMessage] {
    guard case .timing = t.a.curve, t.named(Lint.gestureWords) else { return [] }
    return [
      LintMessage(
        "an easing curve cannot carry a gesture's velocity: the hand-off will kink",
        fix: "use a spring (e.g. .interactiveSpring or .smooth) so the release velocity carries over")
    ]
  }
}
