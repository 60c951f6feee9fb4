import Foundation
import MotionSpecAdvice
import MotionSpecCore
import MotionSpecNumbers
import MotionSpecParallel

/// One lint finding: a named rule, how serious, where, what and how to fix it.
public struct Finding: Hashable, Sendable {
  public var rule: String
  public var severity: Diagnostic.Severity
  public var token: String
  public var location: SourceLocation?
  public var message: String
  public var fix: String
  /// The one change that resolves it, when there is one (`lint --fix` applies it).
  public var edit: TextEdit?

  public init(
    rule: String, severity: Diagnostic.Severity, token: String, location: SourceLocation?, message: String, fix: String
  ) {
    self.rule = rule
    self.severity = severity
    self.token = token
    self.location = location
    self.message = message
    self.fix = fix
  }

  /// A reader's or validator's diagnostic as a finding (rule `invalid` for errors, `reader` otherwise).
  public init(_ d: Diagnostic) {
    let rule = d.rule.flatMap { id in Lint.rule(id)?.id }
    self.init(
      rule: rule ?? (d.severity == .error ? "invalid" : "reader"), severity: d.severity, token: d.token ?? "",
      location: d.location, message: d.message, fix: d.edit.map { "write \($0.text)" } ?? "")
    edit = d.edit
  }

  /// The finding as a diagnostic line; reader and validation messages carry no rule tag.
  public var diagnostic: Diagnostic {
    let tag = rule == "invalid" || rule == "reader" ? "" : " [\(rule)]"
    return Diagnostic(severity, message + tag, at: location, token: token.isEmpty ? nil : token)
  }
}

/// The guidance of the WWDC23 talk and published articles as named rules.
///
/// Thresholds: bounce above 0.4 may feel exaggerated; a damping fraction below 0.6 looks
/// cartoonish and above 1.0 sluggish, and a response outside 0.15…0.8 s ("Tune Custom Springs with
/// response and dampingFraction")
/// is too quick to see or too slow to feel responsive.
public enum Lint {
  /// Overshoot beyond which a motion counts as bouncing for `reduced-motion`: 1 % of the move.
  static let bounceThreshold = 0.01

  static let movementWords = [
    "move", "slide", "sheet", "modal", "drawer", "card", "panel", "position", "offset", "scroll", "page", "enter",
    "entrance", "exit", "appear", "dismiss", "present", "navigation", "push", "pop", "transition",
  ]
  static let nonMovementWords = ["opacity", "fade", "progress", "colour", "color", "loading", "spinner", "blur"]
  static let gestureWords = [
    "gesture", "drag", "swipe", "fling", "throw", "release", "pan", "interactive", "scrub", "pull",
  ]

  /// The findings for `catalogue`, in token order.
  ///
  /// Rules read a token's name, path and values; a description is read only for an explicit
  /// claim of equality with a preset ("(= .snappy)", "same as .smooth"), never for loose words.
  /// A spring finding speaks the parameters the token was written in: bounce and duration for
  /// `.spring(duration:bounce:)` and the presets, damping fraction and response otherwise.
  public static func check(_ catalogue: Catalogue, limits: Limits = Limits()) -> [Finding] {
    checked(catalogue, limits: limits).kept
  }

  /// The findings for `catalogue`, and how many the catalogue's own suppressions turned off.
  public static func checked(_ catalogue: Catalogue, limits: Limits = Limits()) -> (kept: [Finding], suppressed: Int) {
    let all = allFindings(catalogue, limits: limits)
    let suppressions = Dictionary(
      catalogue.tokens.compactMap { t in t.suppression.map { (t.id, $0) } }, uniquingKeysWith: { a, b in a.merged(b) })
    guard !suppressions.isEmpty else { return (all, 0) }
    let kept = all.filter { suppressions[$0.token]?.covers($0.rule) != true }
    return (kept, all.count - kept.count)
  }

  /// Every finding of the rules, before the catalogue's suppressions: each token's, in the
  /// catalogue's order and, for one token, in the rules' order (``rules``); then those of the
  /// rules that compare tokens; then the sequences'.
  static func allFindings(_ catalogue: Catalogue, limits: Limits = Limits()) -> [Finding] {
    let roots = aliasRoots(catalogue)
    // Each token's rules on every core (the results come back in the catalogue's order).
    var findings: [Finding] = Parallel.map(count: catalogue.tokens.count, lane: { _ in () }) { _, index in
      let linted = LintedToken(catalogue: catalogue, index: index, roots: roots)
      return tokenRules.flatMap { rule in
        rule.check(linted).map { rule.finding($0, token: linted.token.id, location: linted.token.location) }
      }
    }.flatMap { $0 }
    for rule in catalogueRules {
      findings += rule.check(catalogue).map { rule.finding($0.said, token: $0.token.id, location: $0.token.location) }
    }
    findings += sequenceFindings(catalogue, limits: limits)
    return findings
  }

  /// How to name a reduced-motion variant in the token's own format.
  static func reducedMotionFix(_ file: String) -> String {
    let example = ".easeInOut(duration: 0.2) (a cross-fade), a calmer token, or none"
    switch file.split(separator: ".").last?.lowercased() ?? "" {
    case "swift": return "add `/// - Reduced motion: …` to its doc comment: \(example)"
    case "json", "json5", "tokens": return "add \"$extensions\": {\"com.motionspec.reducedMotion\": …}: \(example)"
    // Platform sources carry no variant motionspec reads: say where the platform asks for one.
    case "kt":
      return "play a calmer spec when the system's animator duration scale is 0 or the user asks for less motion"
    case "dart": return "play a calmer curve when MediaQuery.disableAnimationsOf(context) is true"
    case "css": return "override it inside @media (prefers-reduced-motion: reduce): \(example)"
    case "ts", "js", "mjs", "tsx", "jsx":
      return "play a calmer transition when Motion's useReducedMotion() is true, or under prefers-reduced-motion"
    default: return "add `reducedMotion: …` to the token: \(example)"
    }
  }

  /// Whether one token is defined through the other (an alias, or a motion built on it), or both
  /// through the same token: the same physics is then the point, not a duplicate.
  static func isDerived(_ a: Token, _ b: Token, roots: [String: String]) -> Bool {
    a.references.contains(b.id) || b.references.contains(a.id) || roots[a.id] == roots[b.id]
      || (!a.references.isEmpty && a.references == b.references)
  }

  /// Each token's root: the token its chain of aliases ends at (itself when it is no alias).
  static func aliasRoots(_ catalogue: Catalogue) -> [String: String] {
    let byID = Dictionary(catalogue.tokens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var roots: [String: String] = [:]
    for token in catalogue.tokens {
      var id = token.id
      var seen: Set<String> = []
      while let next = byID[id]?.aliasOf, seen.insert(id).inserted { id = next }
      roots[token.id] = id
    }
    return roots
  }

  static let presets: [String: Spring] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy]

  /// The preset a description claims to equal: "(= .snappy)", "same as .smooth", "equals .bouncy".
  static func claimedPreset(_ description: String?) -> String? {
    guard let d = description else { return nil }
    for (name, _) in presets.sorted(by: { $0.key < $1.key }) {
      for pattern in ["= .\(name)", "same as .\(name)", "equals .\(name)", "equivalent to .\(name)"]
      where d.contains(pattern) {
        return name
      }
    }
    return nil
  }

  static func same(_ a: Spring, _ b: Spring) -> Bool {
    abs(a.naturalFrequency - b.naturalFrequency) <= 1e-9 * b.naturalFrequency
      && abs(a.dampingRatio - b.dampingRatio) <= 1e-9
      && abs(a.mass - b.mass) <= 1e-12
  }

  static func sameMotion(_ a: Animation, _ b: Animation) -> Bool {
    guard a.delay == b.delay, a.speed == b.speed, a.initialVelocity == b.initialVelocity, a.repetition == b.repetition
    else { return false }
    switch (a.curve, b.curve) {
    case (.spring(let x), .spring(let y)): return same(x, y)
    case (.timing(let x), .timing(let y)): return x == y
    default: return false
    }
  }

  static func fmt(_ x: Double) -> String { MotionAdvice.fmt(x) }
}
