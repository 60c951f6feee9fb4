import MotionSpecNumbers

/// Springs written in another platform's terms, read into the same exact model — so a team can
/// paste its Android or web token next to its iOS one and see whether they match.
///
/// Accepted (each platform's own spelling and defaults, from its documentation or source):
/// - **Jetpack Compose**: `spring(dampingRatio = 0.8f, stiffness = 380f)`, also positional,
///   `spring<Float>(…)` and the `Spring.DampingRatio…` / `Spring.Stiffness…` constants. Defaults
///   `Spring.DampingRatioNoBouncy` (1) and `Spring.StiffnessMedium` (1500); the mass is 1.
/// - **Flutter**: `SpringDescription(mass:, stiffness:, damping:)` and
///   `SpringDescription.withDampingRatio(mass:, stiffness:, ratio:)` (optionally `const`).
/// - **Motion** (motion.dev): `{ type: "spring", stiffness, damping, mass }` (defaults 100, 10, 1)
///   or `{ type: "spring", visualDuration, bounce }`, which Motion turns into ω₀ = 2π / (1.2 ·
///   visualDuration) and ζ = 1 − bounce clamped to 0.05…1, mass 1.
/// - **React Native Reanimated**: `withSpring(value, { mass, stiffness, damping })` with
///   Reanimated 4's defaults (mass 4, stiffness 900, damping 120).
/// - **react-spring**: `{ tension, friction, mass }` (defaults 170, 26, 1; tension and friction
///   are stiffness and damping).
/// - **Figma** and any physical config: `{ mass, stiffness, damping }` (mass defaults to 1).
///
/// Forms whose conversion is a numerical fit inside the library (Motion's `duration` + `bounce`,
/// Reanimated's `duration` + `dampingRatio`) and initial velocities in value units are refused
/// with a message that says what to write instead.
public enum PlatformExpression {
  /// Whether `text` looks like one of the platform forms rather than SwiftUI.
  public static func recognizes(_ text: String) -> Bool {
    var t = Substring(text).drop { $0.isBlank }
    if t.hasPrefix("const ") { t = t.dropFirst(6).drop { $0.isBlank } }
    if t.hasPrefix("{") || t.hasPrefix("SpringDescription") || t.hasPrefix("withSpring") { return true }
    // The spellings `motionspec export` writes: Motion's transition({…}), react-spring's token({…}).
    for helper in ["transition", "token", "timing"] where t.hasPrefix(helper) {
      if t.dropFirst(helper.count).drop(while: { $0.isBlank }).hasPrefix("(") { return true }
    }
    for head in ["spring", "SpringSpec"] where t.hasPrefix(head) {
      let rest = t.dropFirst(head.count).drop { $0.isBlank }
      if rest.hasPrefix("(") || rest.hasPrefix("<") { return true }
    }
    return false
  }

  /// The motion `text` describes, with `swiftUI` set to its exact SwiftUI equivalent.
  public static func parse(_ text: String) throws(ExpressionError) -> Animation { try read(text).animation }

  /// The motion `text` describes, and the platform whose spelling it is.
  public static func read(_ text: String) throws(ExpressionError) -> (animation: Animation, spelling: Spelling) {
    try MotionLimits.checkLength(text)
    var reader = PlatformReader(text: text, tokens: try PlatformLexer.tokens(text))
    let animation = try reader.expression()
    if let why = MotionLimits.curveViolation(animation) {
      throw ExpressionError("this spring has \(why)", in: text, at: 0)
    }
    return (animation, reader.spelling)
  }

  /// Compose's `Spring` constants (androidx.compose.animation.core.Spring).
  static let composeConstants: [String: Double] = [
    "DampingRatioHighBouncy": 0.2, "DampingRatioMediumBouncy": 0.5, "DampingRatioLowBouncy": 0.75,
    "DampingRatioNoBouncy": 1, "StiffnessHigh": 10_000, "StiffnessMedium": 1500, "StiffnessMediumLow": 400,
    "StiffnessLow": 200, "StiffnessVeryLow": 50,
  ]

  /// The SwiftUI spelling of a physical spring: `Spring(mass:stiffness:damping:)`, allowing
  /// overdamping when it is overdamped (SwiftUI would otherwise clamp it).
  static func swiftUI(mass: Double, stiffness: Double, damping: Double) -> String {
    let over = damping > 2 * (stiffness * mass).squareRoot()
    return
      ".spring(Spring(mass: \(formatNumber(mass)), stiffness: \(formatNumber(stiffness)), damping: \(formatNumber(damping))"
      + (over ? ", allowOverDamping: true))" : "))")
  }
}

/// A token of the platform forms: Kotlin, Dart and JavaScript share these.
struct PlatformToken: Equatable {
  enum Kind: Equatable {
    case identifier(String), number(Double), string(String)
    case punctuation(Character)
    case end
  }
  let kind: Kind
  let offset: Int
}

enum PlatformLexer {
  static func tokens(_ text: String) throws(ExpressionError) -> [PlatformToken] {
    let chars = Array(text)
    var tokens: [PlatformToken] = []
    var i = 0
    while i < chars.count {
      let c = chars[i], start = i
      if c.isBlank { i += 1; continue }
      // Comments, as the exported files carry them beside a value (`velocity: 2 /* … */`).
      if c == "/" && i + 1 < chars.count && chars[i + 1] == "*" {
        i += 2
        while i + 1 < chars.count && !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
        guard i + 1 < chars.count else { throw ExpressionError("this comment is not closed", in: text, at: start) }
        i += 2
        continue
      }
      if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" {
        while i < chars.count && !chars[i].isLineBreak { i += 1 }
        continue
      }
      if c.isDigit || (c == "." && i + 1 < chars.count && chars[i + 1].isDigit)
        || ((c == "-" || c == "+") && i + 1 < chars.count && (chars[i + 1].isDigit || chars[i + 1] == "."))
      {
        i += 1
        while i < chars.count, chars[i].isDigit || chars[i] == "." || chars[i] == "_" { i += 1 }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
          i += 1
          if i < chars.count, chars[i] == "-" || chars[i] == "+" { i += 1 }
          while i < chars.count, chars[i].isDigit { i += 1 }
        }
        let literal = String(chars[start..<i]).filter { $0 != "_" }
        // Kotlin's `f`/`F` (Float) and `d`/`D` suffixes.
        if i < chars.count, "fFdD".contains(chars[i]) { i += 1 }
        guard let value = NumberText.double(literal), value.isFinite else {
          throw ExpressionError("expected a number, found '\(String(chars[start..<i]))'", in: text, at: start)
        }
        tokens.append(PlatformToken(kind: .number(value), offset: start))
      } else if c == "\"" || c == "'" {
        i += 1
        while i < chars.count, chars[i] != c { i += 1 }
        guard i < chars.count else { throw ExpressionError("this string is not closed", in: text, at: start) }
        tokens.append(PlatformToken(kind: .string(String(chars[start + 1..<i])), offset: start))
        i += 1
      } else if c.isNameLetter || c == "_" || c == "$" {
        while i < chars.count, chars[i].isNameLetter || chars[i].isDigit || chars[i] == "_" || chars[i] == "$" {
          i += 1
        }
        tokens.append(PlatformToken(kind: .identifier(String(chars[start..<i])), offset: start))
      } else if "{}()[],:=<>.;".contains(c) {
        tokens.append(PlatformToken(kind: .punctuation(c), offset: start))
        i += 1
      } else {
        throw ExpressionError("unexpected character '\(c)'", in: text, at: start)
      }
    }
    tokens.append(PlatformToken(kind: .end, offset: chars.count))
    return tokens
  }
}

/// Reads one platform form.
struct PlatformReader {
  let text: String
  let tokens: [PlatformToken]
  var index = 0
  /// The platform whose spelling ``expression()`` read.
  var spelling: Spelling = .physical
  /// Set when a bare `{ … }` was read as Motion's timing transition.
  var spellingOfTiming: Spelling?

  /// The platform a `{ … }` config is written for, by the keys it names (as ``configSpring``
  /// decides it): Motion's `type`, react-spring's `tension` or `friction`, else a physical config.
  var objectSpelling: Spelling {
    let names = Set(tokens.compactMap { if case .identifier(let n) = $0.kind { n } else { nil } })
    if names.contains("type") { return .motion }
    if names.contains("tension") || names.contains("friction") { return .reactSpring }
    return .physical
  }

  var current: PlatformToken { tokens[index] }
  func fail(_ message: String, at offset: Int? = nil) -> ExpressionError {
    ExpressionError(message, in: text, at: offset ?? current.offset)
  }

  mutating func expect(_ c: Character, _ what: String) throws(ExpressionError) {
    guard current.kind == .punctuation(c) else { throw fail("expected '\(c)' \(what)") }
    index += 1
  }

  mutating func accept(_ c: Character) -> Bool {
    guard current.kind == .punctuation(c) else { return false }
    index += 1
    return true
  }

  mutating func expression() throws(ExpressionError) -> Animation {
    if case .identifier("const") = current.kind { index += 1 }
    let animation: Animation
    switch current.kind {
    case .punctuation("{"):
      animation = try object(library: nil)
      spelling = spellingOfTiming ?? objectSpelling
    case .identifier("spring")
    where tokens[index + 1].kind == .punctuation("(")
      && tokens[index + 2].kind == .punctuation("{"):
      animation = try exported(.reanimated)
      spelling = .reanimated
    case .identifier("transition"):
      animation = try exported(.motion)
      spelling = .motion
    case .identifier("token"):
      animation = try exported(.reactSpring)
      spelling = .reactSpring
    case .identifier("timing"):
      animation = try exported(.reanimated)
      spelling = .reanimated
    case .identifier("spring"), .identifier("SpringSpec"):
      // SpringSpec's constructor takes spring()'s parameters, in its order (AnimationSpec.kt).
      animation = try compose()
      spelling = .compose
    case .identifier("SpringDescription"):
      animation = try flutter()
      spelling = .flutter
    case .identifier("withSpring"):
      animation = try reanimated()
      spelling = .reanimated
    default:
      throw fail(
        "expected a platform spring: Compose spring(…), Flutter SpringDescription(…), withSpring(…) or a { … } config")
    }
    _ = accept(";")
    guard current.kind == .end else { throw fail("expected the end of the spring") }
    return animation
  }

  // MARK: - Jetpack Compose

  mutating func compose() throws(ExpressionError) -> Animation {
    let start = current.offset
    index += 1
    if accept("<") {
      guard case .identifier = current.kind else { throw fail("expected a type such as Float") }
      index += 1
      try expect(">", "after the type")
    }
    try expect("(", "after spring")
    var values: [String: (Double, Int)] = [:]
    let order = ["dampingRatio", "stiffness", "visibilityThreshold"]
    var position = 0
    while !accept(")") {
      var label: String?
      let at = current.offset
      if case .identifier(let name) = current.kind, tokens[index + 1].kind == .punctuation("=") {
        label = name
        index += 2
      }
      let valueAt = current.offset
      let key = label ?? (position < order.count ? order[position] : "")
      if key == "visibilityThreshold" {
        // It sets when Compose stops, not how the spring moves: any value (the exported
        // function passes its own parameter) is skipped.
        var depth = 0
        while depth > 0 || !(current.kind == .punctuation(",") || current.kind == .punctuation(")")) {
          switch current.kind {
          case .end: throw fail("expected ')' to close Compose's spring")
          case .punctuation("("), .punctuation("{"), .punctuation("["): depth += 1
          case .punctuation(")"), .punctuation("}"), .punctuation("]"): depth -= 1
          default: break
          }
          index += 1
        }
        position += 1
        if !accept(",") { try expect(")", "or ',' between arguments"); break }
        continue
      }
      let value = try composeNumber()
      guard order.contains(key) else {
        let hint = suggestion(for: key, among: order).map { " — did you mean '\($0)'?" } ?? ""
        throw fail(
          label == nil
            ? "Compose's spring takes dampingRatio, stiffness and visibilityThreshold"
            : "unknown argument '\(key)'\(hint); Compose's spring takes dampingRatio, stiffness and visibilityThreshold",
          at: at)
      }
      guard values[key] == nil else { throw fail("argument '\(key)' is given twice", at: at) }
      values[key] = (value, valueAt)
      position += 1
      if !accept(",") { try expect(")", "or ',' between arguments"); break }
    }
    return try PlatformReader.composeSpring(values, start: start, text: text)
  }

  /// Compose's `spring(dampingRatio, stiffness)` from its arguments (value, offset), with
  /// Compose's defaults for those left out.
  static func composeSpring(_ values: [String: (Double, Int)], start: Int, text: String) throws(ExpressionError)
    -> Animation
  {
    let ratio = values["dampingRatio"] ?? (1, start)
    let stiffness = values["stiffness"] ?? (1500, start)
    guard ratio.0 >= 0 else {
      throw ExpressionError("dampingRatio \(formatNumber(ratio.0)) must be 0 or more", in: text, at: ratio.1)
    }
    guard stiffness.0 > 0 else {
      throw ExpressionError("stiffness \(formatNumber(stiffness.0)) must be greater than 0", in: text, at: stiffness.1)
    }
    let spring = ComposeSpring(dampingRatio: ratio.0, stiffness: stiffness.0).spring
    return Animation(
      .spring(spring),
      swiftUI: ".spring(Spring(response: \(formatNumber(spring.response)), dampingRatio: \(formatNumber(ratio.0))))")
  }

  /// A number or one of Compose's `Spring.` constants.
  mutating func composeNumber() throws(ExpressionError) -> Double {
    if case .number(let n) = current.kind { index += 1; return n }
    if case .identifier("Spring") = current.kind, tokens[index + 1].kind == .punctuation(".") {
      index += 2
      guard case .identifier(let name) = current.kind, let value = PlatformExpression.composeConstants[name] else {
        let names = PlatformExpression.composeConstants.keys.sorted()
        let hint: String
        if case .identifier(let name) = current.kind, let near = suggestion(for: name, among: names) {
          hint = " — did you mean 'Spring.\(near)'?"
        } else {
          hint = ""
        }
        throw fail(
          "unknown Compose constant\(hint); expected one of \(names.map { "Spring." + $0 }.joined(separator: ", "))")
      }
      index += 1
      return value
    }
    throw fail("expected a number such as 0.8f or a constant such as Spring.StiffnessMedium")
  }

  // MARK: - Flutter

  mutating func flutter() throws(ExpressionError) -> Animation {
    index += 1
    var form = "SpringDescription"
    if accept(".") {
      guard case .identifier("withDampingRatio") = current.kind else {
        throw fail("expected SpringDescription(…) or SpringDescription.withDampingRatio(…)")
      }
      form = "withDampingRatio"
      index += 1
    }
    try expect("(", "after \(form)")
    var values: [String: (Double, Int)] = [:]
    while !accept(")") {
      guard case .identifier(let label) = current.kind else { throw fail("expected a named argument such as mass: 1") }
      let at = current.offset
      index += 1
      try expect(":", "after '\(label)'")
      guard case .number(let n) = current.kind else { throw fail("expected a number") }
      index += 1
      values[label] = (n, at)
      if !accept(",") { try expect(")", "or ',' between arguments"); break }
    }
    let labels = form == "withDampingRatio" ? ["mass", "stiffness", "ratio"] : ["mass", "stiffness", "damping"]
    for (label, (_, at)) in values where !labels.contains(label) {
      throw fail("unknown argument '\(label)'; \(form) takes \(labels.joined(separator: ", "))", at: at)
    }
    for label in labels where values[label] == nil && !(form == "withDampingRatio" && label != "stiffness") {
      throw fail("missing argument '\(label)'; \(form) takes \(labels.joined(separator: ", "))")
    }
    let mass = values["mass"]?.0 ?? 1
    let stiffness = values["stiffness"]!.0
    let damping =
      form == "withDampingRatio"
      ? 2 * (values["ratio"]?.0 ?? 1) * (stiffness * mass).squareRoot() : values["damping"]!.0
    return try PlatformReader.physical(mass: mass, stiffness: stiffness, damping: damping, at: values, text: text)
  }

  // MARK: - JavaScript configs

  mutating func reanimated() throws(ExpressionError) -> Animation {
    index += 1
    try expect("(", "after withSpring")
    // The first argument is the value to animate to; skip it.
    var depth = 0
    while !(depth == 0 && current.kind == .punctuation(",")) {
      switch current.kind {
      case .end: throw fail("expected withSpring(value, { mass, stiffness, damping })")
      case .punctuation("("), .punctuation("{"), .punctuation("["): depth += 1
      case .punctuation(")"), .punctuation("}"), .punctuation("]"):
        depth -= 1
        if depth < 0 { throw fail("withSpring needs a config: withSpring(value, { mass, stiffness, damping })") }
      default: break
      }
      index += 1
    }
    index += 1
    let animation = try object(library: .reanimated)
    _ = accept(",")
    try expect(")", "after the config")
    return animation
  }

  enum Library { case motion, reanimated, reactSpring, physical }

  /// A spelling `motionspec export` writes: Motion's `transition({ … })` (a `delay` in seconds
  /// inside), Reanimated's `spring({ … }, delayMs)` and react-spring's `token({ … }, delayMs)`.
  /// Their `velocity` is the token's relative one, as the file's comment says: per unit of
  /// distance, per second — per millisecond in react-spring's.
  mutating func exported(_ library: Library) throws(ExpressionError) -> Animation {
    index += 1
    try expect("(", "after the helper's name")
    var extra: [String: (Double, Int)] = [:]
    var animation: Animation
    if let curve = try timingConfig(library) {
      animation = curve
    } else {
      animation = try object(library: library, taking: ["velocity", "delay"], into: &extra)
    }
    if accept(",") {
      guard case .number(let ms) = current.kind, ms >= 0 else {
        throw fail("expected the delay in milliseconds, a number of 0 or more")
      }
      animation.delay = ms / 1000
      index += 1
    }
    _ = accept(",")
    try expect(")", "after the config")
    if let delay = extra["delay"] {
      guard library == .motion, delay.0 >= 0 else {
        throw fail("delay goes after the config here, in milliseconds", at: delay.1)
      }
      animation.delay = delay.0
    }
    if let velocity = extra["velocity"] {
      animation.initialVelocity = library == .reactSpring ? velocity.0 * 1000 : velocity.0
      animation.notes.append(
        "initial velocity \(formatNumber(animation.initialVelocity)) × the move per second, from the file's velocity per unit of distance"
      )
    }
    if animation.delay > 0 { animation.spellDelay() }
    return animation
  }

  /// A bare `{ … }` config: Motion's timing transition `{ duration, ease: [x1, y1, x2, y2], delay }`
  /// (seconds) when it has an easing, else a spring config; Motion's spring transition may carry
  /// a `delay` in seconds too (`{ delay: 0.5, type: "spring", stiffness: 400, damping: 40 }`).
  mutating func object(library given: Library?) throws(ExpressionError) -> Animation {
    // Only Motion names its curve `ease` (and counts seconds): `easing` is Reanimated's and
    // react-spring's, in milliseconds, and is read through their helpers' spellings.
    if given == nil, tokens.contains(where: { $0.kind == .identifier("ease") }),
      !tokens.contains(where: { $0.kind == .identifier("easing") }), var curve = try timingConfig(.motion)
    {
      if curve.delay > 0 { curve.spellDelay() }
      spellingOfTiming = .motion
      return curve
    }
    var extra: [String: (Double, Int)] = [:]
    var animation = try object(library: given, taking: ["delay"], into: &extra)
    if let delay = extra["delay"] {
      guard objectSpelling == .motion, delay.0 >= 0 else {
        throw fail("delay is Motion's, in seconds, beside type: \"spring\"; this config is not Motion's", at: delay.1)
      }
      animation.delay = delay.0
      animation.spellDelay()
    }
    return animation
  }

  /// A timing curve's config as `motionspec export` writes it — `{ duration, ease: [x1, y1, x2,
  /// y2], delay }` for Motion (seconds), `{ duration, easing: Easing.bezier(…) }` for Reanimated
  /// and `{ duration, easing: cubicBezier(…) }` for react-spring (milliseconds) — or `nil`, the
  /// reader left where it was, when the config has no easing (a spring).
  mutating func timingConfig(_ library: Library) throws(ExpressionError) -> Animation? {
    let start = index
    guard accept("{") else { return nil }
    var values: [String: (Double, Int)] = [:]
    var points: [Double]?
    var stops: (inputs: [Double], outputs: [Double])?
    var repeatType: (String, Int)?
    while !accept("}") {
      let key: String
      switch current.kind {
      case .identifier(let k), .string(let k): key = k
      default:
        index = start
        return nil
      }
      let at = current.offset
      index += 1
      try expect(":", "after '\(key)'")
      switch current.kind {
      case .number(let n):
        values[key] = (n, at)
        index += 1
      case .string(let name) where library == .motion && key == "ease":
        // Motion's named eases (motion-utils, easing/ease.ts and back.ts).
        points = try Self.motionEase(name, at: current.offset, text: text)
        index += 1
      case .string(let kind) where library == .motion && key == "type":
        // A tween is this form; a spring (or inertia) is another's.
        guard kind == "tween" else {
          index = start
          return nil
        }
        index += 1
      case .string(let kind) where library == .motion && key == "repeatType":
        repeatType = (kind, current.offset)
        index += 1
      case .identifier("Infinity") where library == .motion && key == "repeat":
        values[key] = (.infinity, at)
        index += 1
      case .punctuation("["):
        index += 1
        points = try numberList(closing: "]")
      case .identifier("piecewiseLinear"):
        // The CSS linear() function motionspec's exports define: piecewiseLinear([inputs], [outputs]).
        index += 1
        try expect("(", "to open piecewiseLinear's lists")
        try expect("[", "before the inputs")
        let inputs = try numberList(closing: "]")
        try expect(",", "between the inputs and the outputs")
        try expect("[", "before the outputs")
        stops = (inputs, try numberList(closing: "]"))
        try expect(")", "to close piecewiseLinear")
      case .identifier("Easing"), .identifier("cubicBezier"):
        if case .identifier("Easing") = current.kind {
          index += 1
          try expect(".", "after Easing")
          guard case .identifier("bezier") = current.kind else { throw fail("expected Easing.bezier(x1, y1, x2, y2)") }
        }
        index += 1
        try expect("(", "to open the control points")
        points = try numberList(closing: ")")
      default:
        index = start
        return nil
      }
      if !accept(",") { try expect("}", "or ',' between properties"); break }
    }
    let inMilliseconds = library != .motion
    if let stops {
      guard stops.inputs.count == stops.outputs.count else {
        throw fail(
          "piecewiseLinear takes as many inputs as outputs (\(stops.inputs.count) and \(stops.outputs.count))",
          at: tokens[start].offset)
      }
      guard let duration = values["duration"], duration.0 > 0 else {
        throw fail("a timing curve needs a duration greater than 0", at: tokens[start].offset)
      }
      var delay = 0.0
      if let d = values["delay"] {
        guard library == .motion, d.0 >= 0 else {
          throw fail("delay goes after the config here, in milliseconds", at: d.1)
        }
        delay = d.0
      }
      let entries = zip(stops.inputs, stops.outputs).map { PiecewiseLinear.Entry(output: $1, inputs: [$0]) }
      var animation = try EverydaySpellings.stops(
        entries, inMilliseconds ? duration.0 / 1000 : duration.0, 0, text)
      animation.delay = delay
      return animation
    }
    guard let points else {
      index = start
      return nil
    }
    guard points.count == 4 else {
      throw fail("a cubic Bézier takes four numbers, x1, y1, x2 and y2", at: tokens[start].offset)
    }
    let bezier: CubicBezier
    do {
      bezier = try CubicBezier(points[0], points[1], points[2], points[3])
    } catch {
      throw ExpressionError(error.description, in: text, at: tokens[start].offset)
    }
    guard let duration = values["duration"], duration.0 > 0 else {
      throw fail("a timing curve needs a duration greater than 0", at: tokens[start].offset)
    }
    let seconds = inMilliseconds ? duration.0 / 1000 : duration.0
    var animation = Animation(
      .timing(TimingCurve(bezier, duration: seconds)),
      swiftUI: ".timingCurve(\(points.map(formatNumber).joined(separator: ", ")), duration: \(formatNumber(seconds)))")
    if let delay = values["delay"] {
      guard library == .motion, delay.0 >= 0 else {
        throw fail("delay goes after the config here, in milliseconds", at: delay.1)
      }
      animation.delay = delay.0
    }
    if library == .motion {
      try motionRepetition(values, repeatType, into: &animation)
    }
    // What the config says that a timing curve does not hold is said, never dropped.
    let read: Set<String> = ["duration", "delay", "repeat", "repeatDelay"]
    for key in values.keys.sorted() where !read.contains(key) {
      animation.notes.append("\(key) \(formatNumber(values[key]!.0)) is not part of a timing curve: not drawn")
    }
    return animation
  }

  /// Motion's `repeat` (the cycles after the first; `Infinity`), `repeatType` (`"loop"`,
  /// `"reverse"`, `"mirror"`: the last two play every other cycle backwards) and `repeatDelay`
  /// (said: the pause between cycles is not drawn), as motion-dom plays them.
  mutating func motionRepetition(
    _ values: [String: (Double, Int)], _ repeatType: (String, Int)?, into animation: inout Animation
  ) throws(ExpressionError) {
    var reverses = false
    if let repeatType {
      switch repeatType.0 {
      case "loop": reverses = false
      case "reverse", "mirror": reverses = true
      default:
        throw fail("repeatType is \"loop\", \"reverse\" or \"mirror\", found \"\(repeatType.0)\"", at: repeatType.1)
      }
    }
    if let count = values["repeat"] {
      if count.0 == .infinity {
        animation.repetition = .forever(autoreverses: reverses)
      } else {
        guard count.0 >= 0, count.0 == count.0.rounded(), count.0 < Double(Repetition.maximumCount) else {
          throw fail("repeat is a whole number of cycles after the first, or Infinity", at: count.1)
        }
        if count.0 > 0 { animation.repetition = .count(Int(count.0) + 1, autoreverses: reverses) }
      }
    }
    if let pause = values["repeatDelay"], pause.0 > 0 {
      animation.notes.append("repeatDelay \(formatNumber(pause.0)) s: the pause between cycles is not drawn")
    }
  }

  /// The cubic Bézier of a Motion ease named as a string (motion-utils, easing/ease.ts and
  /// back.ts: `backIn` is `backOut` reversed); the named eases that are no Bézier are said.
  static func motionEase(_ name: String, at offset: Int, text: String) throws(ExpressionError) -> [Double] {
    switch name {
    case "linear": return [0, 0, 1, 1]
    case "easeIn": return [0.42, 0, 1, 1]
    case "easeOut": return [0, 0, 0.58, 1]
    case "easeInOut": return [0.42, 0, 0.58, 1]
    case "backOut": return [0.33, 1.53, 0.69, 0.99]
    case "backIn": return [0.31, 0.01, 0.67, -0.53]
    case "circIn", "circOut", "circInOut", "backInOut", "anticipate":
      throw ExpressionError(
        "Motion's \"\(name)\" is not a cubic Bézier (it is computed: a circle, a mirrored curve or an anticipation); motionspec draws Béziers — write its four numbers",
        in: text, at: offset)
    default:
      throw ExpressionError(
        "\"\(name)\" is not one of Motion's eases (linear, easeIn, easeOut, easeInOut, backIn, backOut, circIn, circOut, circInOut, backInOut, anticipate)",
        in: text, at: offset)
    }
  }

  /// Numbers separated by commas up to `closing` (consumed).
  mutating func numberList(closing: Character) throws(ExpressionError) -> [Double] {
    var out: [Double] = []
    while !accept(closing) {
      var sign = 1.0
      if accept("-") { sign = -1 }
      guard case .number(let n) = current.kind else { throw fail("expected a number") }
      out.append(sign * n)
      index += 1
      if !accept(",") { try expect(closing, "or ','"); break }
    }
    return out
  }

  /// A config object; the properties named in `taken` are handed back in `extra` instead of
  /// being read as the spring's.
  mutating func object(library given: Library?, taking taken: Set<String>, into extra: inout [String: (Double, Int)])
    throws(ExpressionError) -> Animation
  {
    let start = current.offset
    try expect("{", "to open the config")
    var values: [String: (Double, Int)] = [:]
    var type: (String, Int)?
    var flags: [(String, Bool)] = []  // switches that are no physics (`immediate: true`): said
    while !accept("}") {
      let key: String
      switch current.kind {
      case .identifier(let k), .string(let k): key = k
      default: throw fail("expected a property name")
      }
      let at = current.offset
      index += 1
      try expect(":", "after '\(key)'")
      switch current.kind {
      case .number(let n) where taken.contains(key): extra[key] = (n, at)
      case .number(let n): values[key] = (n, at)
      case .string(let s) where key == "type": type = (s, current.offset)
      case .identifier("true"), .identifier("false"):
        let on = current.kind == .identifier("true")
        if on, key == "overshootClamping" || key == "clamp" {
          // Reanimated's overshootClamping and react-spring's clamp stop the spring the first time
          // it reaches its target: another motion than the spring's, which motionspec does not model.
          throw fail(
            "\(key) stops the spring the first time it reaches its target; motionspec models the whole spring, so leave it out",
            at: at)
        }
        if key != "overshootClamping", key != "clamp" { flags.append((key, on)) }
      default: throw fail("expected a number for '\(key)'")
      }
      index += 1
      if !accept(",") { try expect("}", "or ',' between properties"); break }
    }
    var animation = try PlatformReader.configSpring(values, type: type, library: given, start: start, text: text)
    for (key, on) in flags {
      animation.notes.append("\(key) \(on) is not part of the spring's motion: not drawn")
    }
    return animation
  }

  /// A spring config object (Motion, Reanimated, react-spring or a physical one) from its
  /// properties (value, offset) and `type`, as `library` plays it (`nil`: told by its keys).
  /// Which of mass, stiffness and damping a config leaves to its library's defaults, said:
  /// "mass 1 and damping 10 are Motion's defaults (not in the config)"; nil when it gives all.
  static func defaultsNote(_ keys: Set<String>, _ defaults: (Double, Double, Double), library: String) -> String? {
    let filled = [("mass", defaults.0), ("stiffness", defaults.1), ("damping", defaults.2)].filter {
      !keys.contains($0.0)
    }
    guard !filled.isEmpty else { return nil }
    let list = filled.map { "\($0.0) \(formatNumber($0.1))" }
    let joined = list.count == 1 ? list[0] : list.dropLast().joined(separator: ", ") + " and " + list.last!
    return
      "\(joined) \(filled.count == 1 ? "is" : "are") \(library) default\(filled.count == 1 ? "" : "s") (not in the config)"
  }

  static func configSpring(
    _ values: [String: (Double, Int)], type: (String, Int)?, library given: Library?, start: Int, text: String
  ) throws(ExpressionError) -> Animation {
    if let type, type.0 != "spring" {
      throw ExpressionError(
        "type \"\(type.0)\" is not a spring; only springs are read in this form (write tweens as SwiftUI timing curves)",
        in: text,
        at: type.1)
    }
    if let v = values["velocity"], v.0 != 0 {
      throw ExpressionError(
        "velocity is in value units per second here, which a token cannot know; leave it out (motionspec's initial velocities are fractions of the move)",
        in: text,
        at: v.1)
    }
    let keys = Set(values.keys).subtracting([
      "velocity", "restDelta", "restSpeed", "restDisplacementThreshold", "restSpeedThreshold", "precision",
    ])
    let library: Library =
      given
      ?? (type != nil ? .motion : keys.contains("tension") || keys.contains("friction") ? .reactSpring : .physical)
    switch library {
    case .reactSpring:
      try PlatformReader.allow(
        keys, ["tension", "friction", "mass"], in: values, form: "react-spring's config", text: text)
      return try PlatformReader.physical(
        mass: values["mass"]?.0 ?? 1, stiffness: values["tension"]?.0 ?? 170, damping: values["friction"]?.0 ?? 26,
        at: values, text: text)
    case .motion where keys.contains("visualDuration") && !keys.contains("bounce") && !keys.contains("duration"):
      // Motion takes the visualDuration branch only when duration or bounce is given too
      // (motion-dom, generators/spring: isSpringType(options, ["duration", "bounce"])); alone it
      // plays Motion's defaults.
      try PlatformReader.allow(keys, ["visualDuration"], in: values, form: "Motion's visualDuration form", text: text)
      var animation = try PlatformReader.physical(mass: 1, stiffness: 100, damping: 10, at: values, text: text)
      animation.notes.append(
        "read as Motion plays it: visualDuration without bounce or duration is ignored, so Motion plays its defaults (stiffness 100, damping 10, mass 1); add bounce: 0 for a visualDuration spring"
      )
      return animation
    case .motion where keys.contains("visualDuration"):
      try PlatformReader.allow(
        keys, ["visualDuration", "bounce"], in: values, form: "Motion's visualDuration form", text: text)
      let visual = values["visualDuration"]!
      guard visual.0 > 0 else {
        throw ExpressionError("visualDuration \(formatNumber(visual.0)) must be greater than 0", in: text, at: visual.1)
      }
      let ratio = min(max(1 - (values["bounce"]?.0 ?? 0), 0.05), 1)
      let omega0 = 2 * Double.pi / (1.2 * visual.0)
      return try PlatformReader.physical(
        mass: 1, stiffness: omega0 * omega0, damping: 2 * ratio * omega0, at: values, text: text)
    case .motion where !keys.isDisjoint(with: ["stiffness", "damping", "mass"]):
      // Motion plays the physics whenever one of stiffness, damping or mass is given, and then
      // ignores duration and bounce (motion-dom, generators/spring: getSpringOptions, whose
      // duration branch needs none of the physics keys).
      try PlatformReader.allow(
        keys, ["mass", "stiffness", "damping", "duration", "bounce"], in: values, form: "Motion's spring", text: text)
      var animation = try PlatformReader.physical(
        mass: values["mass"]?.0 ?? 1, stiffness: values["stiffness"]?.0 ?? 100, damping: values["damping"]?.0 ?? 10,
        at: values, text: text)
      let ignored = ["duration", "bounce"].filter(keys.contains)
      if !ignored.isEmpty {
        animation.notes.append(
          "read as Motion plays it: with stiffness, damping or mass given, Motion ignores \(ignored.joined(separator: " and "))"
        )
      }
      if let defaults = Self.defaultsNote(keys, (1, 100, 10), library: "Motion's") { animation.notes.append(defaults) }
      return animation
    case .motion, .physical, .reanimated:
      if keys.contains("duration") || keys.contains("dampingRatio") || keys.contains("bounce") {
        let name = library == .reanimated ? "Reanimated's duration/dampingRatio" : "the duration/bounce"
        let at = (values["duration"] ?? values["dampingRatio"] ?? values["bounce"])!.1
        throw ExpressionError(
          "\(name) form is fitted numerically inside the library; write mass, stiffness and damping (or, for Motion, visualDuration and bounce)",
          in: text,
          at: at)
      }
      try PlatformReader.allow(keys, ["mass", "stiffness", "damping"], in: values, form: "a spring config", text: text)
      if library == .physical, values["stiffness"] == nil || values["damping"] == nil {
        throw ExpressionError(
          "a spring config needs stiffness and damping (and optionally mass); add type: \"spring\" for Motion's defaults",
          in: text,
          at: start)
      }
      let defaults: (Double, Double, Double) = library == .reanimated ? (4, 900, 120) : (1, 100, 10)
      let (mass, stiffness, damping) = (
        values["mass"]?.0 ?? defaults.0, values["stiffness"]?.0 ?? defaults.1, values["damping"]?.0 ?? defaults.2
      )
      var animation = try PlatformReader.physical(
        mass: mass, stiffness: stiffness, damping: damping, at: values, text: text)
      if library != .physical,
        let note = Self.defaultsNote(keys, defaults, library: library == .reanimated ? "Reanimated's" : "Motion's")
      {
        animation.notes.append(note)
      }
      // Reanimated plays a spring with a damping ratio of 1 or more critically damped at ω₀
      // (react-native-reanimated 4, spring.ts: zeta < 1 ? underdamped : criticallyDamped).
      if library == .reanimated, let s = animation.spring, s.dampingRatio > 1 {
        let critical = 2 * (stiffness * mass).squareRoot()
        animation = try PlatformReader.physical(
          mass: mass, stiffness: stiffness, damping: critical, at: values, text: text)
        animation.notes.append(
          "read as Reanimated plays it: its damping ratio (\(formatNumber(NumberText.rounded(s.dampingRatio, decimals: 3)))) is 1 or more, and Reanimated plays such springs critically damped (damping \(formatNumber(NumberText.rounded(critical, decimals: 3))))"
        )
      }
      return animation
    }
  }

  static func allow(
    _ keys: Set<String>, _ allowed: [String], in values: [String: (Double, Int)], form: String, text: String
  )
    throws(ExpressionError)
  {
    for key in keys.sorted() where !allowed.contains(key) {
      let hint = suggestion(for: key, among: allowed).map { " — did you mean '\($0)'?" } ?? ""
      throw ExpressionError(
        "unknown property '\(key)'\(hint); \(form) takes \(allowed.joined(separator: ", "))", in: text,
        at: values[key]!.1)
    }
  }

  static func physical(
    mass: Double, stiffness: Double, damping: Double, at values: [String: (Double, Int)], text: String
  )
    throws(ExpressionError) -> Animation
  {
    for (name, value, positive) in [("mass", mass, true), ("stiffness", stiffness, true), ("damping", damping, false)] {
      guard positive ? value > 0 : value >= 0 else {
        let aliases = ["stiffness": "tension", "damping": "friction"]
        let at = (values[name] ?? aliases[name].flatMap { values[$0] })?.1 ?? 0
        throw ExpressionError(
          "\(name) \(formatNumber(value)) must be \(positive ? "greater than 0" : "0 or more")", in: text, at: at)
      }
    }
    let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
    return Animation(
      .spring(spring), swiftUI: PlatformExpression.swiftUI(mass: mass, stiffness: stiffness, damping: damping))
  }
}
