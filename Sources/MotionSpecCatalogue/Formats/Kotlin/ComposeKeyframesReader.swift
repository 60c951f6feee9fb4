import Foundation
import MotionSpecCore

/// Jetpack Compose's `keyframes { … }` specs in a Kotlin file, each read as a sequence of one
/// track, wherever it is written (a declaration, or an argument inside a composable):
///
/// ```kotlin
/// val rotation by transition.animateFloat(initialValue = -15f, targetValue = 15f,
///   animationSpec = infiniteRepeatable(animation = keyframes {
///     durationMillis = 3000
///     -15f at 0 using FastOutSlowInEasing
///     0f at 600
///     25f at 1500 using CubicBezierEasing(0.2f, 0f, 0f, 1f)
///   }), label = "rotation")
/// ```
///
/// Compose's rules (the `KeyframesSpec` reference): the value moves from one keyframe to the next
/// with the easing written after the first (`using`; `LinearEasing` when none is); before the
/// first keyframe it moves from where the animation starts, after the last to where it ends, at
/// `durationMillis` (300 ms unless set); `delayMillis` waits first. Times are milliseconds, written
/// as numbers, the file's `const val`s or arithmetic of them.
///
/// Where motionspec decides: the sequence is named by the spec's `label = "…"`, else by the
/// declaration it is written in, else `keyframes` and its line; the track is opacity for a name
/// with alpha, opacity or fade in it, scale for scale, rotation for rotation or angle, position
/// otherwise — the name of the value it is assigned to first (`val alpha by …`), then the label,
/// then the call; the start is the keyframe at 0, else the call's `initialValue`, else the first
/// keyframe's value (said in a note), and the end the keyframe at `durationMillis`, else the
/// call's `targetValue`, else the last keyframe held (said in a note). A repeat
/// (`infiniteRepeatable`) plays the sequence again; one play is read. `keyframesWithSpline` is not
/// read (its monotone spline is not a keyframe motionspec models) and is said so in a note.
enum ComposeKeyframesReader {
  /// The most keyframes one spec may have.
  static let maximumKeyframes = 1000

  /// How far from a spec, in tokens, the statement around it is searched for (its `val`, its
  /// label, its call's `initialValue` and `targetValue`).
  static let statementWindow = 2000

  /// The most tokens an expression of a time or value may have.
  static let maximumExpressionTokens = 64

  /// Compose's default `durationMillis`.
  static let defaultDuration = 300.0

  /// One `value at time using easing` line.
  struct Entry {
    let value: Double
    let time: Double
    let easing: Easing?
    let location: SourceLocation
  }

  static func read(
    _ tokens: [SwiftToken], file: String, constants: [String: Double], values: [String: String] = [:],
    _ diagnostics: inout [Diagnostic]
  ) -> [SequenceToken] {
    var out: [SequenceToken] = []
    var used: [String: Int] = [:]
    // A function's own `val total = 12000` names a number as the file's constants do.
    var constants = constants
    for k in tokens.indices.dropLast(3)
    where tokens[k].isIdentifier && ["val", "var"].contains(tokens[k].text) && tokens[k + 1].isIdentifier
      && tokens[k + 2].is("=") && tokens[k + 3].kind == .number
      && (k + 4 == tokens.count || tokens[k + 4].line != tokens[k + 3].line)
    {
      if constants[tokens[k + 1].text] == nil,
        let n = Double(tokens[k + 3].text.replacingOccurrences(of: "_", with: ""))
      {
        constants[tokens[k + 1].text] = n
      }
    }
    var i = 0
    while i < tokens.count {
      let t = tokens[i]
      guard t.isIdentifier, t.text == "keyframes" || t.text == "keyframesWithSpline" else {
        i += 1
        continue
      }
      // `keyframes<Float> {` or `keyframes {`.
      var open = i + 1
      if open < tokens.count, tokens[open].is("<") || tokens[open].text.hasPrefix("<") {
        while open < tokens.count, !tokens[open].is("{"), tokens[open].line == t.line { open += 1 }
      }
      guard open < tokens.count, tokens[open].is("{") else {
        i += 1
        continue
      }
      let at = SourceLocation(file: file, line: t.line, column: t.column)
      let close = matching(tokens, open)
      defer { i = close + 1 }
      if t.text == "keyframesWithSpline" {
        diagnostics.append(
          Diagnostic(
            .note,
            "keyframesWithSpline is not read: its monotone spline between keyframes is not a keyframe motionspec models",
            at: at))
        continue
      }
      guard
        let spec = body(
          tokens, open + 1, close, file: file, constants: constants, values: values, at: at, &diagnostics)
      else {
        continue
      }
      let declared = declaration(tokens, before: i)
      let labelled = label(tokens, around: i)
      var name = labelled ?? declared ?? callee(tokens, of: i) ?? "keyframes-line-\(t.line)"
      // What moves is named by the value the spec animates (`val alpha by …`), before the label
      // a developer gave the animation for the inspector, and the call it is an argument of.
      let property =
        [declared, labelled, callee(tokens, of: i)].compactMap { $0 }.map(Self.property(of:))
        .first { $0 != .position } ?? .position
      name = name.replacingOccurrences(of: ".", with: "-")
      used[name, default: 0] += 1
      if used[name]! > 1 { name += "-\(used[name]!)" }
      let call = arguments(tokens, around: i)
      // fadeIn and fadeOut say where their alpha starts and ends (Compose's EnterExitTransition:
      // fadeIn from initialAlpha, 0 unless set, to 1; fadeOut from 1 to targetAlpha, 0 unless set).
      let fade = callee(tokens, of: i)
      let initial = call["initialValue"] ?? (fade == "fadeIn" ? call["initialAlpha"] ?? 0 : fade == "fadeOut" ? 1 : nil)
      let target = call["targetValue"] ?? (fade == "fadeIn" ? 1 : fade == "fadeOut" ? call["targetAlpha"] ?? 0 : nil)
      guard out.count < MotionLimits.tokenCount else {
        diagnostics.append(
          Diagnostic(.error, "more than \(MotionLimits.tokenCount) keyframe specs in one file", at: at))
        break
      }
      if let sequence = sequence(
        spec, name: name, property: property, initial: initial, target: target, at: at, &diagnostics)
      {
        out.append(
          SequenceToken(
            path: [name], description: nil, sequence: sequence.0, location: at,
            keyframeLocations: [sequence.1]))
      }
    }
    return out
  }

  /// A block's statements: its duration, delay and keyframes; `nil` after an error said.
  static func body(
    _ tokens: [SwiftToken], _ start: Int, _ end: Int, file: String, constants: [String: Double],
    values: [String: String], at: SourceLocation, _ diagnostics: inout [Diagnostic]
  ) -> (duration: Double, delay: Double, entries: [Entry])? {
    var duration = defaultDuration, delay = 0.0
    var entries: [Entry] = []
    // Statements end at a line break outside brackets (or a `;`).
    var statements: [[SwiftToken]] = []
    var current: [SwiftToken] = []
    var depth = 0
    var k = start
    while k < end {
      let t = tokens[k]
      if depth == 0, let last = current.last, last.line != t.line, !last.is("="), !t.is("."), !(last.kind == .op) {
        statements.append(current)
        current = []
      }
      if t.is("(") || t.is("[") || t.is("{") { depth += 1 }
      if t.is(")") || t.is("]") || t.is("}") { depth -= 1 }
      if depth == 0 && t.is(";") {
        statements.append(current)
        current = []
      } else {
        current.append(t)
      }
      k += 1
    }
    if !current.isEmpty { statements.append(current) }
    func location(_ t: SwiftToken) -> SourceLocation { SourceLocation(file: file, line: t.line, column: t.column) }
    for statement in statements where !statement.isEmpty {
      // Keyframes chosen as the app runs are not the file's to say.
      if statement[0].isIdentifier, ["when", "if", "for", "repeat", "while"].contains(statement[0].text) {
        diagnostics.append(
          Diagnostic(
            .note, "keyframes chosen as the app runs (`\(statement[0].text)`) are not read", at: location(statement[0]))
        )
        return nil
      }
      if statement.count >= 2, statement[0].isIdentifier, statement[1].is("="),
        statement[0].text == "durationMillis" || statement[0].text == "delayMillis"
      {
        guard let n = evaluate(Array(statement.dropFirst(2)), constants), n.isFinite, n >= 0, n <= 3_600_000 else {
          diagnostics.append(
            Diagnostic(
              .note, "\(statement[0].text) is known only as the app runs: the spec is not read",
              at: location(statement[2 < statement.count ? 2 : 0])))
          return nil
        }
        if statement[0].text == "durationMillis" { duration = n } else { delay = n }
        continue
      }
      guard let atIndex = statement.firstIndex(where: { $0.isIdentifier && $0.text == "at" }) else { continue }
      // `using` (Compose 1.7 on), or `with` before it.
      let usingIndex =
        statement.firstIndex(where: { $0.isIdentifier && ($0.text == "using" || $0.text == "with") }) ?? statement.count
      guard usingIndex > atIndex, let value = evaluate(Array(statement[..<atIndex]), constants, dropsUnits: true),
        let time = evaluate(Array(statement[(atIndex + 1)..<usingIndex]), constants), time.isFinite, time >= 0
      else {
        diagnostics.append(
          Diagnostic(
            .note, "a keyframe whose value or time is known only as the app runs: the spec is not read",
            at: location(statement[0])))
        return nil
      }
      var easing: Easing?
      if usingIndex < statement.count {
        var text = statement[(usingIndex + 1)...].map { $0.is(",") ? ", " : $0.text }.joined()
        // An easing of the file's own (`private val toggleEasing = CubicBezierEasing(…)`).
        if let own = values[text] { text = own }
        if case .timing(let curve)? = (try? MotionExpression.parse("tween(1000, easing = \(text))"))?.curve {
          easing = curve.easing
        } else {
          diagnostics.append(
            Diagnostic(
              .note, "an easing motionspec does not know (\(text)): the spec is not read",
              at: location(statement[usingIndex + 1 < statement.count ? usingIndex + 1 : usingIndex])))
          return nil
        }
      }
      entries.append(Entry(value: value, time: time, easing: easing, location: location(statement[0])))
      if entries.count > maximumKeyframes {
        diagnostics.append(Diagnostic(.error, "more than \(maximumKeyframes) keyframes in one spec", at: at))
        return nil
      }
    }
    guard !entries.isEmpty else { return nil }
    return (duration, delay, entries)
  }

  /// The spec as a sequence of one track, with each keyframe's place.
  static func sequence(
    _ spec: (duration: Double, delay: Double, entries: [Entry]), name: String, property: AnimatedProperty,
    initial: Double?, target: Double?,
    at: SourceLocation, _ diagnostics: inout [Diagnostic]
  ) -> (MotionSequence, [SourceLocation])? {
    // Compose orders keyframes by time; the last written at one time wins.
    var byTime: [Double: Entry] = [:]
    for entry in spec.entries where entry.time <= spec.duration { byTime[entry.time] = entry }
    let entries = byTime.values.sorted { $0.time < $1.time }
    guard let first = entries.first else { return nil }
    let start: Double
    if first.time == 0 {
      start = first.value
    } else if let initial {
      start = initial
    } else {
      start = first.value
      diagnostics.append(
        Diagnostic(
          .note, "\(name) starts where its animation starts, which the spec does not say: read from its first keyframe",
          at: at))
    }
    var keyframes: [Keyframe] = []
    var locations: [SourceLocation] = []
    let linear = Easing.bezier(.linear)
    if spec.delay > 0 {
      keyframes.append(.linear(to: start, duration: spec.delay / 1000, curve: linear))
      locations.append(at)
    }
    var value = start, time = 0.0, easing: Easing = linear
    if first.time == 0 { easing = first.easing ?? linear }
    for entry in entries where entry.time > 0 {
      keyframes.append(.linear(to: entry.value, duration: (entry.time - time) / 1000, curve: easing))
      locations.append(entry.location)
      (value, time, easing) = (entry.value, entry.time, entry.easing ?? linear)
    }
    if time < spec.duration {
      if let target {
        keyframes.append(.linear(to: target, duration: (spec.duration - time) / 1000, curve: easing))
      } else {
        keyframes.append(.linear(to: value, duration: (spec.duration - time) / 1000, curve: linear))
        diagnostics.append(
          Diagnostic(
            .note, "\(name) ends where its animation ends, which the spec does not say: read as its last keyframe held",
            at: at))
      }
      locations.append(at)
    }
    guard !keyframes.isEmpty else { return nil }
    return (MotionSequence(tracks: [KeyframeTrack(property, from: start, keyframes)]), locations)
  }

  /// The track a name suggests.
  static func property(of name: String) -> AnimatedProperty {
    let n = name.lowercased()
    if ["alpha", "opacity", "fade"].contains(where: n.contains) { return .opacity }
    if n.contains("scale") { return .scale }
    if ["rotat", "angle", "degree"].contains(where: n.contains) { return .rotation }
    return .position
  }

  /// The index of the bracket that closes the one at `open` (the last token when none does).
  static func matching(_ tokens: [SwiftToken], _ open: Int) -> Int {
    var depth = 0
    var k = open
    while k < tokens.count {
      if tokens[k].is("{") || tokens[k].is("(") || tokens[k].is("[") { depth += 1 }
      if tokens[k].is("}") || tokens[k].is(")") || tokens[k].is("]") {
        depth -= 1
        if depth == 0 { return k }
      }
      k += 1
    }
    return tokens.count - 1
  }

  /// The call the spec is an argument of, out to the statement that holds it: its numeric
  /// `name = number` arguments (`initialValue`, `targetValue`) at any depth of that statement.
  static func arguments(_ tokens: [SwiftToken], around index: Int) -> [String: Double] {
    guard let (from, to) = statement(tokens, around: index) else { return [:] }
    var out: [String: Double] = [:]
    var k = from
    while k + 2 <= to {
      if tokens[k].isIdentifier, tokens[k + 1].is("="), ["initialValue", "targetValue"].contains(tokens[k].text) {
        var end = k + 2
        while end <= to, !tokens[end].is(","), !tokens[end].is(")") { end += 1 }
        if let n = evaluate(Array(tokens[(k + 2)..<end]), [:], dropsUnits: true) { out[tokens[k].text] = n }
      }
      k += 1
    }
    return out
  }

  /// The spec's `label = "…"` in the statement that holds it.
  static func label(_ tokens: [SwiftToken], around index: Int) -> String? {
    guard let (from, to) = statement(tokens, around: index) else { return nil }
    for k in from..<to where tokens[k].isIdentifier && tokens[k].text == "label" && tokens[k + 1].is("=") {
      if k + 2 <= to, tokens[k + 2].kind == .string {
        let text = tokens[k + 2].text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        if !text.isEmpty, text.count <= 80 { return text }
      }
    }
    return nil
  }

  /// The function a spec is handed to (`fadeIn(animationSpec = keyframes { … })` → `fadeIn`),
  /// passing over the wrappers that only repeat or hold it (`infiniteRepeatable`, `repeatable`).
  static func callee(_ tokens: [SwiftToken], of index: Int) -> String? {
    var depth = 0
    var k = index - 1
    while k >= max(0, index - statementWindow) {
      let t = tokens[k]
      if t.is(")") || t.is("]") || t.is("}") {
        depth += 1
      } else if t.is("(") || t.is("[") || t.is("{") {
        if depth > 0 {
          depth -= 1
        } else if t.is("("), k > 0, tokens[k - 1].isIdentifier {
          let name = tokens[k - 1].text
          if !["infiniteRepeatable", "repeatable"].contains(name) { return name }
        } else {
          return nil
        }
      }
      k -= 1
    }
    return nil
  }

  /// The name of the `val`/`var` whose statement holds `index`.
  static func declaration(_ tokens: [SwiftToken], before index: Int) -> String? {
    guard let (from, _) = statement(tokens, around: index) else { return nil }
    if tokens[from].isIdentifier, ["val", "var"].contains(tokens[from].text), from + 1 < tokens.count,
      tokens[from + 1].isIdentifier
    {
      return tokens[from + 1].text
    }
    return nil
  }

  /// The statement around `index`: back to a `val`/`var` (or the start of the line of the
  /// outermost bracket opened before it, up to a block's `{`), and on to where its brackets close.
  static func statement(_ tokens: [SwiftToken], around index: Int) -> (Int, Int)? {
    var depth = 0
    var k = index - 1
    var start = index
    // A statement is searched for within a window of tokens, so a file of many specs in one
    // endless expression is read in linear time.
    let floor = max(0, index - statementWindow)
    while k >= floor {
      let t = tokens[k]
      if t.is(")") || t.is("]") || t.is("}") { depth += 1 }
      if t.is("(") || t.is("[") { depth -= 1 }
      if t.is("{") {
        // The block the statement is in ends the search, unless it is a lambda or a branch
        // inside an argument (`transitionSpec = {`, `else -> {`, `when (s) {`).
        if depth == 0 && !passable(tokens, k) { break }
        if depth > 0 { depth -= 1 }
      }
      if depth <= 0 {
        depth = min(depth, 0)
        start = k
        if t.isIdentifier, ["val", "var"].contains(t.text) { break }
        // Another statement before this one at the block's level ends the search.
        if depth == 0, k + 1 < tokens.count, tokens[k + 1].line != t.line, !t.is("="), !t.is(","), !t.is("("),
          !t.is("{"), t.kind != .op, !tokens[k + 1].is("."), !tokens[k + 1].is(")")
        {
          start = k + 1
          break
        }
      }
      k -= 1
    }
    // On to the end: where the brackets opened since the start close.
    var open = 0
    var end = start
    let ceiling = min(tokens.count, index + statementWindow)
    while end < ceiling {
      let t = tokens[end]
      if t.is("(") || t.is("[") || t.is("{") { open += 1 }
      if t.is(")") || t.is("]") || t.is("}") {
        open -= 1
        if open < 0 { break }
      }
      if open == 0, end > index, end + 1 < tokens.count, tokens[end + 1].line != t.line, !t.is("="), !t.is(","),
        !tokens[end + 1].is("."), t.kind != .op
      {
        break
      }
      end += 1
    }
    return start <= end ? (start, min(end, tokens.count - 1)) : nil
  }

  /// Whether the `{` at `k` opens a lambda or a branch (searched through for the statement
  /// around it) rather than a function's, class's or spec's own body.
  static func passable(_ tokens: [SwiftToken], _ k: Int) -> Bool {
    guard k > 0 else { return false }
    let p = tokens[k - 1]
    if p.is("=") || p.is("->") || p.is("(") || p.is(",") { return true }
    if p.isIdentifier { return p.text == "else" || p.text == "when" }
    guard p.is(")") else { return false }
    // `when (s) {` and `if (c) {` and a trailing lambda pass; `fun f(…) {` does not.
    var depth = 0
    var q = k - 1
    while q >= 0 {
      if tokens[q].is(")") { depth += 1 }
      if tokens[q].is("(") {
        depth -= 1
        if depth == 0 { break }
      }
      q -= 1
    }
    guard q >= 1 else { return false }
    let callee = tokens[q - 1]
    if callee.isIdentifier, ["when", "if"].contains(callee.text) { return true }
    return q >= 2 && !(tokens[q - 2].isIdentifier && tokens[q - 2].text == "fun") && callee.isIdentifier
  }

  /// The number an expression of numbers, the file's constants, `+ - * /` and brackets makes;
  /// `dropsUnits` reads past Kotlin's `f` and Compose's `.dp` after a number.
  static func evaluate(_ tokens: [SwiftToken], _ constants: [String: Double], dropsUnits: Bool = false) -> Double? {
    // A keyframe's number is short: a longer expression (or a deep one) is not worked out.
    guard tokens.count <= maximumExpressionTokens else { return nil }
    var items = tokens.filter { !($0.kind == .doc) }
    if dropsUnits {
      var kept: [SwiftToken] = []
      var k = 0
      while k < items.count {
        let t = items[k]
        if t.isIdentifier, ["f", "F", "L"].contains(t.text), kept.last?.kind == .number {
          k += 1
          continue
        }
        if t.is("."), k + 1 < items.count, items[k + 1].isIdentifier,
          ["dp", "sp", "toFloat", "toInt"].contains(items[k + 1].text)
        {
          k += 2
          if k < items.count, items[k].is("(") { k += 2 }  // `.toFloat()`
          continue
        }
        kept.append(t)
        k += 1
      }
      items = kept
    } else {
      items = items.filter { !($0.isIdentifier && ["f", "L"].contains($0.text)) }
    }
    var position = 0
    func primary() -> Double? {
      guard position < items.count else { return nil }
      let t = items[position]
      position += 1
      if t.is("-") { return primary().map { -$0 } }
      if t.is("+") { return primary() }
      if t.is("(") {
        let v = sum()
        guard position < items.count, items[position].is(")") else { return nil }
        position += 1
        return v
      }
      if t.kind == .number { return Double(t.text.replacingOccurrences(of: "_", with: "")) }
      if t.isIdentifier {
        // `AnimationConstants.DefaultDurationMillis`, or a constant of the file.
        var name = t.text
        while position + 1 < items.count, items[position].is("."), items[position + 1].isIdentifier {
          name = items[position + 1].text
          position += 2
        }
        if name == "DefaultDurationMillis" { return defaultDuration }
        return constants[name]
      }
      return nil
    }
    func product() -> Double? {
      guard var v = primary() else { return nil }
      while position < items.count, items[position].is("*") || items[position].is("/") {
        let op = items[position].text
        position += 1
        guard let r = primary() else { return nil }
        // Kotlin divides whole numbers (times in milliseconds are Ints) without a remainder.
        if op == "/" && !dropsUnits && v == v.rounded() && r == r.rounded() && r != 0 {
          v = (v / r).rounded(.towardZero)
        } else {
          v = op == "*" ? v * r : v / r
        }
      }
      return v
    }
    func sum() -> Double? {
      guard var v = product() else { return nil }
      while position < items.count, items[position].is("+") || items[position].is("-") {
        let op = items[position].text
        position += 1
        guard let r = product() else { return nil }
        v = op == "+" ? v + r : v - r
      }
      return v
    }
    guard let v = sum(), position == items.count, v.isFinite else { return nil }
    return v
  }
}
