import MotionSpecCore
import MotionSpecNumbers

/// What one lint rule says about a motion: the rule, how serious it is unless a policy says
/// otherwise, the message and the fix.
public struct Advice: Equatable, Sendable {
  public enum Severity: String, Equatable, Sendable { case warning, note }
  public var rule: String
  public var severity: Severity
  public var message: String
  public var fix: String

  public init(_ rule: String, _ severity: Severity, _ message: String, fix: String) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.fix = fix
  }
}

/// The lint rules that need nothing but the motion (and the text it was written as): what they
/// say, in one place. `motionspec lint` asks them for every token (its rules of these ids wrap
/// them with the token's location and the policy), and the page's model asks them for what a
/// person types in the playground or drags in the editor — so the two say the same words.
///
/// The rules that read a token's name (`linear-movement`, `easing-for-gesture`), compare tokens or
/// need the catalogue stay with `motionspec lint`.
public enum MotionAdvice {
  /// The ids of the rules here, in the order ``all(_:definition:ownDuration:)`` asks them (the
  /// order of `motionspec lint`'s rules).
  public static let rules = [
    "late-completion", "damping-as-ratio", "material-web-stand-in", "bounce-exaggerated", "damping-cartoonish",
    "damping-sluggish", "response-range", "curve-duration-long",
  ]

  /// Everything these rules say about `animation`, written as `definition`; `ownDuration` says
  /// whether the definition wrote the curve's duration (Material's stand-ins are measured over
  /// Material's duration otherwise).
  public static func all(_ animation: Animation, definition: String, ownDuration: Bool) -> [Advice] {
    [
      lateCompletion(animation), dampingAsRatio(animation, definition: definition),
      materialWebStandIn(animation, ownDuration: ownDuration), bounceExaggerated(animation),
      dampingCartoonish(animation), dampingSluggish(animation), responseRange(animation), curveDurationLong(animation),
    ].compactMap { $0 }
  }

  /// A number as the rules write it: at most three decimals, an ASCII minus.
  public static func fmt(_ x: Double) -> String { NumberText.compact(x, decimals: 3, minus: .ascii) }

  // A spring's bounce, damping and response, each in the wording the token was written in: bounce
  // and duration for `.spring(duration:bounce:)` and the presets, damping fraction and response
  // otherwise ("Tune Custom Springs with response and dampingFraction"; the WWDC23 talk).

  /// `bounce-exaggerated`: bounce above 0.4.
  public static func bounceExaggerated(_ a: Animation) -> Advice? {
    guard let s = a.spring, a.springWording == .durationAndBounce, s.bounce > 0.4 + 1e-9 else { return nil }
    return Advice(
      "bounce-exaggerated", .warning, "bounce \(fmt(s.bounce)) is above 0.4 and may feel exaggerated",
      fix:
        "keep bounce at 0.4 or below (e.g. .spring(duration: \(fmt(s.duration)), bounce: 0.3)) unless the moment is playful by design"
    )
  }

  /// `damping-cartoonish`: a damping fraction below 0.6.
  public static func dampingCartoonish(_ a: Animation) -> Advice? {
    guard let s = a.spring, a.springWording != .durationAndBounce, s.dampingRatio < 0.6 - 1e-9 else { return nil }
    return Advice(
      "damping-cartoonish", .warning, "damping fraction \(fmt(s.dampingRatio)) is below 0.6 and looks cartoonish",
      fix: "raise dampingFraction to 0.6–1.0 for UI")
  }

  /// `damping-sluggish`: an overdamped spring.
  public static func dampingSluggish(_ a: Animation) -> Advice? {
    guard let s = a.spring, s.dampingRatio > 1 + 1e-9 else { return nil }
    if a.springWording == .durationAndBounce {
      return Advice(
        "damping-sluggish", .warning, "bounce \(fmt(s.bounce)) is below 0: overdamped, slower than it needs to be",
        fix: "use bounce 0 for the fastest motion without overshoot")
    }
    return Advice(
      "damping-sluggish", .warning,
      "damping fraction \(fmt(s.dampingRatio)) is above 1.0: overdamped, slower than it needs to be",
      fix: "use dampingFraction 1.0 for the fastest motion without overshoot")
  }

  /// `response-range`: a response (or duration) outside 0.15–0.8 s.
  public static func responseRange(_ a: Animation) -> Advice? {
    guard let s = a.spring, s.response < 0.15 - 1e-9 || s.response > 0.8 + 1e-9 else { return nil }
    let what =
      a.springWording == .durationAndBounce ? "duration \(fmt(s.duration)) s" : "response \(fmt(s.response)) s"
    return Advice(
      "response-range", .warning, "\(what) is outside 0.15–0.8 s",
      fix: s.response < 0.15
        ? "lengthen to at least 0.15 s so the motion can be seen" : "shorten to 0.8 s or less so it feels responsive")
  }

  /// `curve-duration-long`: a timing curve over 0.8 s. Long curves feel as unresponsive as long
  /// springs; short ones are the hover and fade timings design systems rightly use, and a
  /// repeating curve (a pulse) is long by design.
  public static func curveDurationLong(_ a: Animation) -> Advice? {
    guard case .timing(let curve) = a.curve, curve.duration > 0.8 + 1e-9, !a.repetition.repeats else { return nil }
    return Advice(
      "curve-duration-long", .warning, "duration \(fmt(curve.duration)) s is longer than 0.8 s",
      fix: "shorten to 0.8 s or less so it feels responsive")
  }

  /// The move `late-completion` measures (points), and how many times the duration SwiftUI may
  /// take to remove the animation before the rule speaks. At 300 pt the presets take 2.1× (.snappy)
  /// to 2.9× (.bouncy): the rule is for springs whose handlers wait far longer than that.
  public static let completionDistance = 300.0
  public static let completionFactor = 3.0

  /// `late-completion`: SwiftUI removes the animation long after its duration.
  public static func lateCompletion(_ a: Animation) -> Advice? {
    guard a.spring != nil else { return nil }
    let metrics = AnimationMetrics(a)
    let played = SwiftUIPlayback(a, distance: completionDistance, frameRate: 120, keepsFrames: false)
    guard played.player == .integrated, let removed = played.removed,
      removed > completionFactor * metrics.duration + 1e-9
    else { return nil }
    return Advice(
      "late-completion", .note,
      "after a \(fmt(completionDistance))-pt move SwiftUI removes it at \(fmt(removed)) s, \(NumberText.compact(removed / metrics.duration, decimals: 1, minus: .ascii))× its duration of \(fmt(metrics.duration)) s: a withAnimation completion waits that long (.logicallyComplete fires at \(played.logicallyComplete.map(fmt) ?? "—") s)",
      fix:
        "start follow-ups with withAnimation(_:completionCriteria: .logicallyComplete), or use a stiffer, less bouncy spring"
    )
  }

  /// `damping-as-ratio`: the Material trap, a damping ratio (0.8) written where a damping
  /// coefficient goes.
  public static func dampingAsRatio(_ a: Animation, definition: String) -> Advice? {
    guard let s = a.spring, let written = writtenDamping(definition), written > 0, written <= 2,
      abs(s.damping - written) <= 1e-9 * max(1, written), s.dampingRatio < 0.1, s.stiffness / s.mass >= 10
    else { return nil }
    let coefficient = 2 * written * (s.stiffness * s.mass).squareRoot()
    return Advice(
      "damping-as-ratio", .note,
      "damping \(fmt(written)) with stiffness \(fmt(s.stiffness)) is a damping ratio of \(NumberText.compact(s.dampingRatio, decimals: 3, minus: .ascii)): it barely stops oscillating; Material's \"damping\" is a damping ratio",
      fix:
        "if \(fmt(written)) is a damping ratio, write damping \(NumberText.compact(coefficient, decimals: 2, minus: .ascii)) (2 × \(fmt(written)) × √(stiffness × mass)), or dampingRatio = \(fmt(written))"
    )
  }

  /// The `damping` a definition writes as a number (`damping: 0.8`, `damping = 0.8f`), not a
  /// `dampingRatio`/`dampingFraction`.
  public static func writtenDamping(_ definition: String) -> Double? {
    let bytes = Array(definition.utf8), word = Array("damping".utf8)
    var i = 0
    while i + word.count <= bytes.count {
      guard bytes[i..<i + word.count].elementsEqual(word) else {
        i += 1
        continue
      }
      var j = i + word.count
      i = j
      guard j < bytes.count,
        bytes[j] == UInt8(ascii: ":") || bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "=")
      else { continue }
      while j < bytes.count,
        bytes[j] == UInt8(ascii: ":") || bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "=")
      {
        j += 1
      }
      var end = j
      while end < bytes.count,
        (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) || bytes[end] == UInt8(ascii: ".")
      {
        end += 1
      }
      if let n = NumberText.double(String(decoding: bytes[j..<end], as: UTF8.self)) { return n }
    }
    return nil
  }

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

  /// `material-web-stand-in`: the curve Material's web guidance gives in place of an Expressive
  /// spring, and how far it strays from that spring: played as the token plays it, or, for a curve
  /// written without a duration (`ownDuration` false), over Material's duration.
  public static func materialWebStandIn(_ a: Animation, ownDuration: Bool) -> Advice? {
    guard case .timing(var curve) = a.curve, let b = curve.bezier else { return nil }
    let points = [b.x1, b.y1, b.x2, b.y2]
    guard
      let match = materialWebStandIns.first(where: { entry in
        zip(points, entry.points).allSatisfy { abs($0 - $1) <= 0.005 }
      })
    else { return nil }
    var written = a
    if !ownDuration {
      curve = TimingCurve(curve.easing, duration: match.milliseconds / 1000)
      written.curve = .timing(curve)
    }
    let spring = Spring(stiffness: match.stiffness, damping: 2 * match.dampingRatio * match.stiffness.squareRoot())
    let difference = MotionDifference.between(written, Animation(.spring(spring), delay: a.delay, swiftUI: ""))
    let ms = Int((curve.duration * 1000).rounded())
    return Advice(
      "material-web-stand-in", .note,
      "this is the curve Material's web guidance gives in place of the Expressive \(match.role) spring (damping ratio \(fmt(match.dampingRatio)), stiffness \(fmt(match.stiffness))); played over \(ms) ms\(ownDuration ? "" : " (Material's duration for it)") it strays up to \(NumberText.compact(difference.maximum * 100, decimals: 1, minus: .ascii)) % of the move from that spring, at \(fmt(difference.time)) s",
      fix:
        "where the platform plays springs, use the spring itself (Compose: MotionScheme.expressive(); the web: the linear() easing `motionspec export --to css` writes for it)"
    )
  }
}
