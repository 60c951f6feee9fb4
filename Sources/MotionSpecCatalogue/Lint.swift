import Foundation
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
    let rule = d.rule.flatMap { id in Lint.rules.contains { $0.id == id } ? id : nil }
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
  /// Every rule: id and one line on what it checks.
  public static let rules: [(id: String, summary: String)] = [
    ("bounce-exaggerated", "bounce above 0.4 may feel exaggerated"),
    ("damping-cartoonish", "damping fraction below 0.6 looks cartoonish"),
    ("damping-sluggish", "damping fraction above 1.0 (overdamped) looks sluggish"),
    ("response-range", "response outside 0.15–0.8 s"),
    ("curve-duration-long", "a timing curve longer than 0.8 s, as for springs (one that repeats aside)"),
    ("linear-movement", "linear timing on something that moves"),
    ("easing-for-gesture", "an easing curve cannot carry a gesture's velocity"),
    ("exit-not-shorter", "an exit token should be shorter than its entrance"),
    ("duplicate-physics", "two tokens with the same physics"),
    ("preset-mismatch", "a token that claims to equal a preset but differs"),
    ("deprecated", "a deprecated token"),
    ("non-positive-duration", "a duration of 0 (an instant change) or less: nothing to draw"),
    (
      "late-completion",
      "SwiftUI removes the spring (its completion handler runs) over 3× its duration after a 300-pt move"
    ),
    (
      "reduced-motion",
      "motion that travels or bounces names no reduced-motion variant (a note), or its variant bounces"
    ),
    ("long-description", "a description longer than the spec shows (2 000 characters)"),
    (
      "damping-as-ratio",
      "a physical config's damping looks like a damping ratio (Material's \"damping\" is a ratio): almost no damping"
    ),
    (
      "material-web-stand-in",
      "one of the cubic-bezier() curves Material publishes for the web in place of an Expressive spring: how far it strays from that spring"
    ),
    (
      "keyframe-cut",
      "a spring keyframe ends before its spring settles where nothing carries its motion on (the track's end, a jump, a linear keyframe)"
    ),
    ("velocity-jump", "a sequence's velocity jumps where one keyframe hands over to the next"),
    ("sequence-too-long", "a sequence plays longer than the team's maximum (1.5 s unless the policy sets one)"),
  ]

  /// Material 3 Expressive's springs and the curve and duration Material's web guidance gives in
  /// place of each (m3.material.io, Motion › Easing and duration, the Expressive springs' CSS
  /// approximations): the role, the curve's control points, the duration in ms, and the spring's
  /// damping ratio and stiffness (androidx.compose.material3 ExpressiveMotionTokens).
  static let materialWebStandIns:
    [(role: String, points: [Double], milliseconds: Double, dampingRatio: Double, stiffness: Double)] = [
      ("fast spatial", [0.42, 1.67, 0.21, 0.90], 350, 0.6, 800),
      ("default spatial", [0.38, 1.21, 0.22, 1.00], 500, 0.8, 380),
      ("slow spatial", [0.39, 1.29, 0.35, 0.98], 650, 0.8, 200),
      ("fast effects", [0.31, 0.94, 0.34, 1.00], 150, 1, 3800),
      ("default effects", [0.34, 0.80, 0.34, 1.00], 200, 1, 1600),
      ("slow effects", [0.34, 0.88, 0.34, 1.00], 300, 1, 800),
    ]

  /// The Expressive spring whose web stand-in `animation`'s curve is (its control points within
  /// 0.005), and how far the curve strays from that spring: played as the token plays it, or,
  /// for a curve written without a duration (`ownDuration` false), over Material's duration.
  static func materialStandIn(_ animation: Animation, ownDuration: Bool) -> (
    role: String, dampingRatio: Double, stiffness: Double, milliseconds: Double, difference: MotionDifference
  )? {
    guard case .timing(var curve) = animation.curve, let b = curve.bezier else { return nil }
    guard
      let match = materialWebStandIns.first(where: { entry in
        zip([b.x1, b.y1, b.x2, b.y2], entry.points).allSatisfy { abs($0 - $1) <= 0.005 }
      })
    else { return nil }
    var written = animation
    if !ownDuration {
      curve = TimingCurve(curve.easing, duration: match.milliseconds / 1000)
      written.curve = .timing(curve)
    }
    let spring = Spring(stiffness: match.stiffness, damping: 2 * match.dampingRatio * match.stiffness.squareRoot())
    let played = Animation(.spring(spring), delay: animation.delay, swiftUI: "")
    return (
      match.role, match.dampingRatio, match.stiffness, curve.duration * 1000,
      MotionDifference.between(written, played)
    )
  }

  /// The `damping` a definition writes as a number (`damping: 0.8`, `damping = 0.8f`), not a
  /// `dampingRatio`/`dampingFraction`.
  static func writtenDamping(_ definition: String) -> Double? {
    var rest = Substring(definition)
    while let r = rest.range(of: "damping") {
      let after = rest[r.upperBound...]
      rest = after
      guard let first = after.first, first == ":" || first == " " || first == "=" else { continue }
      let value = after.drop { $0 == ":" || $0 == " " || $0 == "=" }.prefix { $0.isNumber || $0 == "." }
      if let n = Double(value) { return n }
    }
    return nil
  }

  /// The move `late-completion` measures (points), and how many times the duration SwiftUI may
  /// take to remove the animation before the rule speaks. At 300 pt the presets take 2.1× (.snappy)
  /// to 2.9× (.bouncy): the rule is for springs whose handlers wait far longer than that.
  static let completionDistance = 300.0
  static let completionFactor = 3.0

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
  /// catalogue's order and, for one token, in the rules' order below; then the enter/exit pairs;
  /// then the sequences'.
  static func allFindings(_ catalogue: Catalogue, limits: Limits = Limits()) -> [Finding] {
    let roots = aliasRoots(catalogue)
    // Each token's rules on every core (the results come back in the catalogue's order).
    var findings: [Finding] = Parallel.map(count: catalogue.tokens.count, lane: { _ in () }) { _, index in
      var rules = TokenRules(catalogue: catalogue, index: index, roots: roots)
      rules.description()
      rules.completion()
      rules.dampingWrittenAsRatio()
      rules.materialWebStandIn()
      rules.springOrCurve()
      rules.reducedMotion()
      rules.deprecation()
      rules.presetClaim()
      rules.duplicatePhysics()
      return rules.findings
    }.flatMap { $0 }
    findings += exitPairs(catalogue)
    findings += sequenceFindings(catalogue, limits: limits)
    return findings
  }

  /// The rules that look at one token (with the catalogue for the ones that compare), one function
  /// per rule or family of rules; each appends its findings.
  struct TokenRules {
    let catalogue: Catalogue
    let index: Int
    let roots: [String: String]
    let token: Token
    let a: Animation
    /// The token's name as lower-case words, for the rules that read intent from a name.
    let words: String
    /// Whether the name says the token moves things (and not that it fades or colours them).
    let travels: Bool
    private(set) var findings: [Finding] = []

    init(catalogue: Catalogue, index: Int, roots: [String: String]) {
      self.catalogue = catalogue
      self.index = index
      self.roots = roots
      token = catalogue.tokens[index]
      a = token.animation
      let words = token.path.joined(separator: " ").lowercased()
      self.words = words
      // By the bytes (``ByteText``): Foundation's `contains` copies `words` into an NSString on
      // every call, and the standard library's compares `Character`s — a dozen words, for each of
      // thousands of tokens.
      let bytes = ByteText(words)
      travels = movementWords.contains { bytes.contains($0) } && !nonMovementWords.contains { bytes.contains($0) }
    }

    mutating func add(_ rule: String, _ severity: Diagnostic.Severity, _ message: String, fix: String) {
      findings.append(
        Finding(rule: rule, severity: severity, token: token.id, location: token.location, message: message, fix: fix))
    }

    /// `long-description`: more than the charts, the page and the PDF show.
    mutating func description() {
      if let d = token.description, d.utf8.count > MotionLimits.shownDescriptionLength {
        let length = d.unicodeScalars.count
        if length > MotionLimits.shownDescriptionLength {
          add(
            "long-description", .warning,
            "the description is \(length) characters long; charts, the page and the PDF show its first \(MotionLimits.shownDescriptionLength) (exports keep it whole)",
            fix: "keep the description to what a reader needs at a glance, and link to longer guidance")
        }
      }
    }

    /// `late-completion`: SwiftUI removes the animation long after its duration.
    mutating func completion() {
      if a.spring != nil {
        let metrics = AnimationMetrics(a)
        let played = SwiftUIPlayback(a, distance: completionDistance, frameRate: 120, keepsFrames: false)
        if played.player == .integrated, let removed = played.removed,
          removed > completionFactor * metrics.duration + 1e-9
        {
          add(
            "late-completion", .note,
            "after a \(fmt(completionDistance))-pt move SwiftUI removes it at \(fmt(removed)) s, \(NumberText.compact(removed / metrics.duration, decimals: 1, minus: .ascii))× its duration of \(fmt(metrics.duration)) s: a withAnimation completion waits that long (.logicallyComplete fires at \(played.logicallyComplete.map(fmt) ?? "—") s)",
            fix:
              "start follow-ups with withAnimation(_:completionCriteria: .logicallyComplete), or use a stiffer, less bouncy spring"
          )
        }
      }
    }

    /// `damping-as-ratio`: the Material trap, a damping ratio (0.8) written where a damping coefficient goes.
    mutating func dampingWrittenAsRatio() {
      if let s = a.spring, let written = writtenDamping(token.definition), written > 0, written <= 2,
        abs(s.damping - written) <= 1e-9 * max(1, written), s.dampingRatio < 0.1, s.stiffness / s.mass >= 10
      {
        let coefficient = 2 * written * (s.stiffness * s.mass).squareRoot()
        add(
          "damping-as-ratio", .note,
          "damping \(fmt(written)) with stiffness \(fmt(s.stiffness)) is a damping ratio of \(NumberText.compact(s.dampingRatio, decimals: 3, minus: .ascii)): it barely stops oscillating; Material's \"damping\" is a damping ratio",
          fix:
            "if \(fmt(written)) is a damping ratio, write damping \(NumberText.compact(coefficient, decimals: 2, minus: .ascii)) (2 × \(fmt(written)) × √(stiffness × mass)), or dampingRatio = \(fmt(written))"
        )
      }
    }

    /// `material-web-stand-in`: the curve Material's web guidance gives in place of an Expressive spring.
    mutating func materialWebStandIn() {
      if let standIn = materialStandIn(a, ownDuration: token.hasOwnDuration && a.durationWasWritten) {
        let ms = Int(standIn.milliseconds.rounded())
        add(
          "material-web-stand-in", .note,
          "this is the curve Material's web guidance gives in place of the Expressive \(standIn.role) spring (damping ratio \(fmt(standIn.dampingRatio)), stiffness \(fmt(standIn.stiffness))); played over \(ms) ms\(token.hasOwnDuration && a.durationWasWritten ? "" : " (Material's duration for it)") it strays up to \(NumberText.compact(standIn.difference.maximum * 100, decimals: 1, minus: .ascii)) % of the move from that spring, at \(fmt(standIn.difference.time)) s",
          fix:
            "where the platform plays springs, use the spring itself (Compose: MotionScheme.expressive(); the web: the linear() easing `motionspec export --to css` writes for it)"
        )
      }
    }

    /// A spring's bounce, damping and response ranges, in the wording it was written in; a timing
    /// curve's length, linear movement and gestures.
    mutating func springOrCurve() {
      if let s = a.spring {
        if a.springWording == .durationAndBounce {
          if s.bounce > 0.4 + 1e-9 {
            add(
              "bounce-exaggerated", .warning, "bounce \(fmt(s.bounce)) is above 0.4 and may feel exaggerated",
              fix:
                "keep bounce at 0.4 or below (e.g. .spring(duration: \(fmt(s.duration)), bounce: 0.3)) unless the moment is playful by design"
            )
          }
          if s.dampingRatio > 1 + 1e-9 {
            add(
              "damping-sluggish", .warning,
              "bounce \(fmt(s.bounce)) is below 0: overdamped, slower than it needs to be",
              fix: "use bounce 0 for the fastest motion without overshoot")
          }
          if s.response < 0.15 - 1e-9 || s.response > 0.8 + 1e-9 {
            add(
              "response-range", .warning, "duration \(fmt(s.duration)) s is outside 0.15–0.8 s",
              fix: s.response < 0.15
                ? "lengthen to at least 0.15 s so the motion can be seen"
                : "shorten to 0.8 s or less so it feels responsive")
          }
        } else {
          if s.dampingRatio < 0.6 - 1e-9 {
            add(
              "damping-cartoonish", .warning,
              "damping fraction \(fmt(s.dampingRatio)) is below 0.6 and looks cartoonish",
              fix: "raise dampingFraction to 0.6–1.0 for UI")
          }
          if s.dampingRatio > 1 + 1e-9 {
            add(
              "damping-sluggish", .warning,
              "damping fraction \(fmt(s.dampingRatio)) is above 1.0: overdamped, slower than it needs to be",
              fix: "use dampingFraction 1.0 for the fastest motion without overshoot")
          }
          if s.response < 0.15 - 1e-9 || s.response > 0.8 + 1e-9 {
            add(
              "response-range", .warning, "response \(fmt(s.response)) s is outside 0.15–0.8 s",
              fix: s.response < 0.15
                ? "lengthen to at least 0.15 s so the motion can be seen"
                : "shorten to 0.8 s or less so it feels responsive")
          }
        }
      } else if case .timing(let curve) = a.curve {
        // Long curves feel as unresponsive as long springs. Short ones are the hover and fade
        // timings design systems rightly use, and a repeating curve (a pulse) is long by design.
        if curve.duration > 0.8 + 1e-9 && !a.repetition.repeats {
          add(
            "curve-duration-long", .warning, "duration \(fmt(curve.duration)) s is longer than 0.8 s",
            fix: "shorten to 0.8 s or less so it feels responsive")
        }
        if curve.bezier == .linear && travels {
          add(
            "linear-movement", .warning, "linear timing on movement starts and stops abruptly",
            fix: "use a spring such as .smooth for movement; keep linear for opacity and progress")
        }
        if gestureWords.contains(where: { ByteText(words).contains($0) }) {
          add(
            "easing-for-gesture", .warning, "an easing curve cannot carry a gesture's velocity: the hand-off will kink",
            fix: "use a spring (e.g. .interactiveSpring or .smooth) so the release velocity carries over")
        }
      }
    }

    /// `reduced-motion`: a variant that still bounces, or none where the token moves or bounces.
    mutating func reducedMotion() {
      let overshoot = AnimationMetrics(a).overshoot
      if let variant = token.reducedMotion {
        if let v = variant.animation, AnimationMetrics(v).overshoot > bounceThreshold {
          add(
            "reduced-motion", .warning,
            "its reduced-motion variant \(variant.definition) still bounces (overshoot \(fmt(AnimationMetrics(v).overshoot * 100)) %)",
            fix: "use a variant without overshoot, e.g. .easeInOut(duration: 0.2) or none")
        }
      } else if token.deprecated == nil && (travels || overshoot > bounceThreshold) {
        // No numbers in the message: a diff compares findings by it, and a retuned bounce is no new finding.
        let why = overshoot > bounceThreshold ? "bounces past its target" : "its name says it moves things"
        add(
          "reduced-motion", .note, "\(why) and names no reduced-motion variant",
          fix: reducedMotionFix(token.location?.file ?? ""))
      }
    }

    /// `deprecated`.
    mutating func deprecation() {
      if let reason = token.deprecated {
        add("deprecated", .note, "deprecated: \(reason)", fix: "migrate uses to its replacement")
      }
    }

    /// `preset-mismatch`: a description that claims a SwiftUI preset the token is not.
    mutating func presetClaim() {
      if let claimed = claimedPreset(token.description), let preset = presets[claimed], let s = a.spring,
        !same(s, preset)
      {
        let actual =
          a.springWording == .durationAndBounce
          ? "duration \(fmt(s.duration)) s, bounce \(fmt(s.bounce))"
          : "response \(fmt(s.response)) s, damping fraction \(fmt(s.dampingRatio))"
        add(
          "preset-mismatch", .warning,
          "says it equals .\(claimed), but .\(claimed) is duration 0.5 s, bounce \(fmt(preset.bounce)); this token is \(actual)",
          fix: "use .\(claimed) itself, or drop the claim from the description")
      }
    }

    /// `duplicate-physics`: the same motion as an earlier token it does not derive from.
    mutating func duplicatePhysics() {
      if let earlier = catalogue.tokens[..<index].first(where: {
        sameMotion($0.animation, a) && !isDerived(token, $0, roots: roots)
      }) {
        let aliasOfPreset =
          presets.keys.contains { token.definition == ".\($0)" } || token.definition == earlier.definition
        add(
          "duplicate-physics", aliasOfPreset ? .note : .warning, "has the same physics as '\(earlier.id)'",
          fix: aliasOfPreset
            ? "fine for a semantic alias; otherwise reference '\(earlier.id)'"
            : "reference '\(earlier.id)' instead, or make the difference intentional")
      }
    }
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

  /// Exit tokens must be shorter than the entrance they pair with (same group, or same prefix).
  static func exitPairs(_ catalogue: Catalogue) -> [Finding] {
    func role(_ t: Token) -> (kind: String, stem: String)? {
      let name = t.name.lowercased()
      let kinds = [
        ("exit", ["disappear", "dismiss", "exit", "hide"]),
        ("entrance", ["entrance", "appear", "present", "enter", "show"]),
      ]
      let bytes = ByteText(name)
      for (kind, words) in kinds {
        for w in words where bytes.contains(w) {
          return (kind, t.group + "/" + name.replacingOccurrences(of: w, with: ""))
        }
      }
      return nil
    }
    var findings: [Finding] = []
    let roles = catalogue.tokens.map { ($0, role($0)) }
    // The first entrance of each stem, found once (a catalogue of thousands of exits stays linear).
    var entrances: [String: Token] = [:]
    for (token, r) in roles where r?.kind == "entrance" {
      if let stem = r?.stem, entrances[stem] == nil { entrances[stem] = token }
    }
    for (exit, r) in roles where r?.kind == "exit" && exit.hasOwnDuration {
      guard let stem = r?.stem, let entrance = entrances[stem], entrance.hasOwnDuration else { continue }
      let e = exit.animation.perceptualDuration, n = entrance.animation.perceptualDuration
      if e >= n {
        findings.append(
          Finding(
            rule: "exit-not-shorter", severity: .warning, token: exit.id, location: exit.location,
            message: "exit lasts \(fmt(e)) s, not shorter than its entrance '\(entrance.id)' (\(fmt(n)) s)",
            fix: "make the exit faster than the entrance (e.g. \(fmt(min(e, n) * 0.6)) s) so the screen clears quickly")
        )
      }
    }
    return findings
  }

  static func fmt(_ x: Double) -> String { NumberText.compact(x, decimals: 3, minus: .ascii) }
}
