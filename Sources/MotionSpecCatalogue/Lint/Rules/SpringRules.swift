import MotionSpecAdvice
import MotionSpecCore

// A spring's bounce, damping and response, each in the wording the token was written in: bounce
// and duration for `.spring(duration:bounce:)` and the presets, damping fraction and response
// otherwise ("Tune Custom Springs with response and dampingFraction"; the WWDC23 talk).

/// `bounce-exaggerated`: bounce above 0.4.
struct BounceExaggerated: TokenLintRule {
  let id = "bounce-exaggerated"
  let severity = Diagnostic.Severity.warning
  let summary = "bounce above 0.4 may feel exaggerated"
  let examples = LintExamples.tokens(
    speaks: ["a: .spring(duration: 0.5, bounce: 0.5)"],
    quiet: ["a: .spring(duration: 0.5, bounce: 0.4)", "a: .bouncy", "a: .spring(response: 0.5, dampingFraction: 0.3)"])

  func check(_ t: LintedToken) -> [LintMessage] {
    (MotionAdvice.bounceExaggerated(t.a)).map { [LintMessage($0.message, fix: $0.fix)] } ?? []
  }
}

/// `damping-cartoonish`: a damping fraction below 0.6.
struct DampingCartoonish: TokenLintRule {
  let id = "damping-cartoonish"
  let severity = Diagnostic.Severity.warning
  let summary = "damping fraction below 0.6 looks cartoonish"
  let examples = LintExamples.tokens(
    speaks: ["a: .spring(response: 0.5, dampingFraction: 0.5)"],
    quiet: ["a: .spring(response: 0.5, dampingFraction: 0.6)", "a: .spring(duration: 0.5, bounce: 0.5)"])

  func check(_ t: LintedToken) -> [LintMessage] {
    (MotionAdvice.dampingCartoonish(t.a)).map { [LintMessage($0.message, fix: $0.fix)] } ?? []
  }
}

/// `damping-sluggish`: an overdamped spring.
struct DampingSluggish: TokenLintRule {
  let id = "damping-sluggish"
  let severity = Diagnostic.Severity.warning
  let summary = "damping fraction above 1.0 (overdamped) looks sluggish"
  let examples = LintExamples.tokens(
    speaks: ["a: .spring(response: 0.5, dampingFraction: 1.2)", "a: .spring(duration: 0.5, bounce: -0.3)"],
    quiet: ["a: .spring(response: 0.5, dampingFraction: 1.0)", "a: .spring(duration: 0.5, bounce: 0)"])

  func check(_ t: LintedToken) -> [LintMessage] {
    (MotionAdvice.dampingSluggish(t.a)).map { [LintMessage($0.message, fix: $0.fix)] } ?? []
  }
}

/// `response-range`: a response (or duration) outside 0.15–0.8 s.
struct ResponseRange: TokenLintRule {
  let id = "response-range"
  let severity = Diagnostic.Severity.warning
  let summary = "response outside 0.15–0.8 s"
  let examples = LintExamples.tokens(
    speaks: ["a: .spring(response: 0.1, dampingFraction: 1)", "a: .smooth(duration: 0.9)"],
    quiet: ["a: .spring(response: 0.15, dampingFraction: 1)", "a: .smooth(duration: 0.8)"])

  func check(_ t: LintedToken) -> [LintMessage] {
    (MotionAdvice.responseRange(t.a)).map { [LintMessage($0.message, fix: $0.fix)] } ?? []
  }
}
