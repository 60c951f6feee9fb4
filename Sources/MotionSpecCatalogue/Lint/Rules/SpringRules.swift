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
    guard let s = t.a.spring, t.a.springWording == .durationAndBounce, s.bounce > 0.4 + 1e-9 else { return [] }
    return [
      LintMessage(
        "bounce \(Lint.fmt(s.bounce)) is above 0.4 and may feel exaggerated",
        fix:
          "keep bounce at 0.4 or below (e.g. .spring(duration: \(Lint.fmt(s.duration)), bounce: 0.3)) unless the moment is playful by design"
      )
    ]
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
    guard let s = t.a.spring, t.a.springWording != .durationAndBounce, s.dampingRatio < 0.6 - 1e-9 else { return [] }
    return [
      LintMessage(
        "damping fraction \(Lint.fmt(s.dampingRatio)) is below 0.6 and looks cartoonish",
        fix: "raise dampingFraction to 0.6–1.0 for UI")
    ]
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
    guard let s = t.a.spring, s.dampingRatio > 1 + 1e-9 else { return [] }
    if t.a.springWording == .durationAndBounce {
      return [
        LintMessage(
          "bounce \(Lint.fmt(s.bounce)) is below 0: overdamped, slower than it needs to be",
          fix: "use bounce 0 for the fastest motion without overshoot")
      ]
    }
    return [
      LintMessage(
        "damping fraction \(Lint.fmt(s.dampingRatio)) is above 1.0: overdamped, slower than it needs to be",
        fix: "use dampingFraction 1.0 for the fastest motion without overshoot")
    ]
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
    guard let s = t.a.spring, s.response < 0.15 - 1e-9 || s.response > 0.8 + 1e-9 else { return [] }
    let what =
      t.a.springWording == .durationAndBounce
      ? "duration \(Lint.fmt(s.duration)) s" : "response \(Lint.fmt(s.response)) s"
    return [
      LintMessage(
        "\(what) is outside 0.15–0.8 s",
        fix: s.response < 0.15
          ? "lengthen to at least 0.15 s so the motion can be seen" : "shorten to 0.8 s or less so it feels responsive")
    ]
  }
}
