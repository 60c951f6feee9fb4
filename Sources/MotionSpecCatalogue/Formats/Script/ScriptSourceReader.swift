import Foundation
import MotionSpecCore

/// TypeScript and JavaScript motion tokens (`.ts`, `.js`, `.mjs`): the object literals a module
/// declares (`export const motion = { … } as const`, `const springs = { … }`, `export default
/// { … }`), walked like a token tree:
/// - an object that is a motion config — Motion's `{ type: "spring", stiffness, damping }` or
///   `{ visualDuration, bounce }`, react-spring's `{ tension, friction }`, a physical `{ mass,
///   stiffness, damping }`, a timing `{ duration, ease: [x1, y1, x2, y2] }` — is a token;
/// - a string that is a CSS curve, keyword or transition (`"cubic-bezier(0.4, 0, 0.2, 1)"`) is a
///   token, and a call any platform spelling reads (`Easing.bezier(…)` aside) too;
/// - four numbers under a key that names an easing (`ease`, `easing`, `curve`, `bezier`) are a
///   cubic Bézier;
/// - a number under a key or group that names a duration (`duration`, `durations`, `timing`,
///   `delay`…) is a duration in milliseconds (or a time string, `"150ms"`);
/// - any other object is a group, and everything else is silent.
/// Functions, classes and statements around the literals are skipped.
public enum ScriptSourceReader {
  /// A value of an object literal, with where it starts and its source text.
  indirect enum Value {
    case object([(key: String, value: Value, at: SourceLocation)], text: String)
    case array([Value], text: String)
    case string(String)
    case number(Double)
    /// Anything else (an identifier, a call, a template), as written.
    case other(String)

    var text: String {
      switch self {
      case .object(_, let t), .array(_, let t): t
      case .string(let s): s
      case .number(let n): formatNumber(n)
      case .other(let t): t
      }
    }
  }

  static let durationWords = ["duration", "durations", "timing", "timings", "delay", "time", "times"]
  static let easingWords = ["ease", "easing", "easings", "curve", "curves", "bezier", "timingfunction"]
  static let configKeys: Set<String> = [
    "type", "stiffness", "damping", "mass", "tension", "friction", "visualDuration", "bounce",
  ]

  public static func read(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    let text = LineEndings.normalized(text)
    var parser = Parser(text, file: file)
    let roots = parser.declarations()
    var tokens: [Token] = []
    var durations: [DurationToken] = []
    var diagnostics: [Diagnostic] = []
    // What a config may name in the same module (`{ duration: durations.base, ease: easings.out }`):
    // every number, array and string by its path.
    var known: [String: String] = [:]
    func collect(_ value: Value, _ path: [String]) {
      switch value {
      case .object(let members, _): for m in members { collect(m.value, path + [m.key]) }
      case .array(_, let text): known[path.joined(separator: ".")] = text
      case .number(let n): known[path.joined(separator: ".")] = formatNumber(n)
      case .string(let s): known[path.joined(separator: ".")] = "\"" + s + "\""
      case .other: break
      }
    }
    for (name, value, _) in roots { collect(value, name.map { [$0] } ?? []) }
    // Motion's keyframe arrays are sequences (``MotionKeyframesReader``), `motionSequences` (the
    // export's) among them, not token groups.
    let sequences = MotionKeyframesReader.read(text, file: file, &diagnostics)
    for (name, value, at) in roots where name != "motionSequences" {
      walk(value, path: name.map { [$0] } ?? [], at: at, known: known, &tokens, &durations, &diagnostics)
    }
    // A variants label read as a sequence is not also tokens (its `transition` is the sequence's).
    // Looked up by each prefix of a path, not searched: 10 000 tokens and sequences stay cheap.
    let sequencePaths = Set(sequences.map(\.path))
    func inSequence(_ path: [String]) -> Bool {
      (0...path.count).contains { sequencePaths.contains(Array(path.prefix($0))) }
    }
    tokens.removeAll { inSequence($0.path) }
    durations.removeAll { inSequence($0.path) }
    readConstants(parser.constants, known: known, &tokens, &durations, &diagnostics)
    return try SourceCatalogue.finished(
      name: roots.first?.name ?? "Motion", file: file, tokens: tokens, durations: durations, diagnostics: diagnostics,
      expected:
        "an exported object such as `export const motion = { fast: { type: \"spring\", stiffness: 300, damping: 30 } }`, or Motion keyframes such as `animate={{ y: [0, -8, 0] }}`",
      sequences: sequences)
  }

  /// Whether a key (or any key of a path) names a duration, or an easing.
  static func names(_ path: [String], _ words: [String]) -> Bool {
    path.contains { key in
      let k = key.lowercased()
      return words.contains { k == $0 || k.hasSuffix($0) || k.hasPrefix($0) }
    }
  }

  static func walk(
    _ value: Value, path: [String], at: SourceLocation, known: [String: String], _ tokens: inout [Token],
    _ durations: inout [DurationToken], _ diagnostics: inout [Diagnostic]
  ) {
    func passedOver(_ reason: String) {
      diagnostics.append(
        Diagnostic.passedOver("\(reason)", at: at, token: path.joined(separator: ".")))
    }
    func token(_ text: String) {
      do {
        let parsed = try MotionExpression.parse(text, role: .animation, names: nil)
        var t = Token(path: path, definition: text, animation: parsed.animation, location: at)
        t.hasOwnDuration = parsed.animation.durationWasWritten
        tokens.append(t)
      } catch {
        if error.isInstant {
          durations.append(DurationToken(path: path, seconds: 0, kind: .instant, definition: text, location: at))
        } else {
          diagnostics.append(
            Diagnostic(
              .warning, "not read as motion: \(error.message)", at: at, token: path.joined(separator: ".")))
        }
      }
    }
    switch value {
    case .object(let members, let text):
      // A group of plain numbers that names durations: milliseconds, unless every one is 10 or
      // less (Motion's durations are seconds: `{ fast: 0.15, slow: 0.42 }`).
      let numbers = members.compactMap { if case .number(let n) = $0.value { n } else { nil } }
      if !numbers.isEmpty, numbers.count == members.count, names(path, durationWords) {
        let seconds = numbers.allSatisfy { $0 <= 10 }
        for member in members {
          guard case .number(let n) = member.value, n >= 0, n.isFinite else { continue }
          durations.append(
            DurationToken(
              path: path + [member.key], seconds: seconds ? n : n / 1000, kind: n == 0 ? .instant : .duration,
              definition: formatNumber(n) + (seconds ? " s" : " ms"), location: member.at))
        }
        return
      }
      let keys = Set(members.map(\.key))
      // A config names a config key with a config's value (`bounce: 0.2`, `type: "spring"`); a
      // group may hold a curve named `bounce` (`bounce: "cubic-bezier(…)"`) beside its times.
      let configured = members.contains { m in
        guard configKeys.contains(m.key) else { return false }
        switch m.value {
        case .number, .other: return true
        case .string(let s): return m.key == "type" || Double(s) != nil
        case .object, .array: return false
        }
      }
      let isConfig =
        configured || (keys.contains("duration") && (keys.contains("ease") || keys.contains("easing")))
      if isConfig, !path.isEmpty, members.allSatisfy({ if case .object = $0.value { false } else { true } }) {
        token(substituted(text, known))
        return
      }
      for member in members {
        walk(member.value, path: path + [member.key], at: member.at, known: known, &tokens, &durations, &diagnostics)
      }
    case .array(let items, _):
      let numbers = items.compactMap { if case .number(let n) = $0 { n } else { nil } }
      guard !path.isEmpty, numbers.count == 4, items.count == 4, names(path, easingWords) else { return }
      token("cubic-bezier(\(numbers.map(formatNumber).joined(separator: ", ")))")
    case .string(let s):
      guard !path.isEmpty else { return }
      // A time alone is a duration wherever it is (`motionDuration010: "100ms"`, `instant: "0ms"`).
      if let seconds = EverydaySpellings.cssTime(Substring(s)) {
        durations.append(
          DurationToken(
            path: path, seconds: seconds, kind: seconds == 0 ? .instant : .duration, definition: s, location: at))
      } else if EverydaySpellings.recognizes(s) {
        token(s)
      } else if names([path.last ?? ""], easingWords + durationWords)
        || MotionWords.words(Substring(path.last ?? "")).contains(where: { w in
          MotionWords.stems.contains(where: w.hasPrefix) || w == "ease"
        })
      {
        passedOver(
          "it is \"\(s)\", which is no curve or time motionspec knows (the Catalogues article lists the spellings it reads)"
        )
      }
    case .number(let n):
      guard !path.isEmpty, names(path, durationWords), n >= 0, n.isFinite else { return }
      durations.append(
        DurationToken(
          path: path, seconds: n / 1000, kind: n == 0 ? .instant : .duration, definition: formatNumber(n), location: at)
      )
    case .other(let text):
      guard !path.isEmpty else { return }
      if text.hasPrefix("`"), EverydaySpellings.recognizes(String(text.dropFirst())) {
        // A CSS curve built from the app's values when it runs: said, with its place.
        diagnostics.append(
          Diagnostic(
            .warning, "not read as motion: a template literal that interpolates (`${…}`) is computed when the app runs",
            at: at, token: path.joined(separator: ".")))
      } else if EverydaySpellings.recognizes(text) || PlatformExpression.recognizes(text) {
        token(text)
      } else if let head = scriptMotionHead(text) {
        passedOver(
          text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
            ? "it is `\(text)`, which is defined in no literal this file declares; motionspec reads values written in the file"
            : "its value calls `\(head)`, in a form motionspec does not read in TypeScript or JavaScript (the Catalogues article lists the forms it reads)"
        )
      }
    }
  }

  /// Top-level constants that are no object literal, as design-system modules write them
  /// (`export const DURATION_FAST = 0.175;`, `export const easeOut = "cubic-bezier(…)"`): a
  /// number named for a duration (a word of its name: duration, delay, timing) is a duration —
  /// in seconds when every such number is 10 or less, as in a group, else milliseconds — and
  /// anything else is walked like a member; what holds or names motion and gave nothing is a
  /// `passed-over` note at its value.
  static func readConstants(
    _ constants: [(name: String, text: String, at: SourceLocation)], known: [String: String],
    _ tokens: inout [Token], _ durations: inout [DurationToken], _ diagnostics: inout [Diagnostic]
  ) {
    func clean(_ raw: String) -> String {
      String(raw.components(separatedBy: " as ")[0].components(separatedBy: " satisfies ")[0])
        .trimmingCharacters(in: .whitespaces)
    }
    func words(_ name: String) -> [String] { MotionWords.words(Substring(name)) }
    func namesDuration(_ name: String) -> Bool {
      words(name).contains { ["duration", "durations", "delay", "delays", "timing", "timings"].contains($0) }
    }
    let numbers = constants.compactMap { c in namesDuration(c.name) ? Double(clean(c.text)) : nil }
    let seconds = numbers.allSatisfy { $0 <= 10 }
    for (name, raw, at) in constants {
      let text = clean(raw)
      if let n = Double(text) {
        if namesDuration(name), n >= 0, n.isFinite {
          durations.append(
            DurationToken(
              path: [name], seconds: seconds ? n : n / 1000, kind: n == 0 ? .instant : .duration,
              definition: formatNumber(n) + (seconds ? " s" : " ms"), location: at))
        } else if words(name).contains(where: { w in MotionWords.stems.contains(where: w.hasPrefix) }) {
          diagnostics.append(
            Diagnostic.passedOver(
              "`\(name)` is a number named for motion that is no duration; motionspec reads springs and curves from objects (`{ type: \"spring\", stiffness, damping }`)",
              at: at, token: name))
        }
        continue
      }
      let quoted = (text.first == "\"" || text.first == "'") && text.last == text.first && text.count >= 2
      let value: Value = quoted ? .string(String(text.dropFirst().dropLast())) : .other(text)
      walk(value, path: [name], at: at, known: known, &tokens, &durations, &diagnostics)
    }
  }

  /// The head of a script value (`useSpring`, `Easing.bezier`, `withTiming`) when it names
  /// motion: ``MotionWords``, and Reanimated's `timing`.
  static func scriptMotionHead(_ text: String) -> String? {
    if let head = MotionWords.head(of: text) { return head }
    let chain = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return MotionWords.words(chain).contains("timing") ? String(chain) : nil
  }

  /// `text` with every dotted name that is a value of the module (`durations.base`) replaced by
  /// that value as written.
  static func substituted(_ text: String, _ known: [String: String]) -> String {
    guard !known.isEmpty else { return text }
    var out = ""
    var word = ""
    func flush() {
      if !word.isEmpty {
        out += known[word] ?? word
        word = ""
      }
    }
    for c in text {
      if c.isLetter || c == "_" || c == "$" || (!word.isEmpty && (c.isNumber || c == ".")) {
        word.append(c)
      } else {
        if word.hasSuffix(".") {
          word.removeLast()
          flush()
          out.append(".")
        }
        flush()
        out.append(c)
      }
    }
    flush()
    return out
  }

  /// A tolerant reader of the object literals in a module: it finds `const NAME = {`, `let NAME =
  /// {`, `export default {` (and the same with an array) at the top level and reads the literal;
  /// everything else is skipped by brackets, strings, template literals and comments.
  struct Parser {
    var cursor: SourceCursor
    var depth = 0

    init(_ text: String, file: String) { cursor = SourceCursor(text, file: file) }

    var bytes: [UInt8] { cursor.bytes }
    var i: Int {
      get { cursor.i }
      set { cursor.i = newValue }
    }
    var here: SourceLocation { cursor.here }
    func peek(_ k: Int = 0) -> UInt8? { cursor.peek(k) }
    mutating func advance() { cursor.advance() }

    /// Skips white space and comments.
    mutating func space() {
      while let b = peek() {
        if b == 32 || b == 9 || b == 10 || b == 13 {
          advance()
        } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
          while let c = peek(), c != 10 { advance() }
        } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
          advance()
          advance()
          while i < bytes.count, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
          if i < bytes.count {
            advance()
            advance()
          }
        } else {
          return
        }
      }
    }

    static func isWordByte(_ b: UInt8) -> Bool {
      (b | 0x20) >= 97 && (b | 0x20) <= 122 || (b >= 48 && b <= 57) || b == 95 || b == 36 || b >= 0x80
    }

    mutating func word() -> String {
      let start = i
      while let b = peek(), Self.isWordByte(b) { advance() }
      return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Moves past an expression: strings whole, brackets balanced, up to the first byte at its own
    /// level that `ends` accepts, or the closing bracket of the level around it.
    mutating func skipExpression(endingAt ends: (UInt8) -> Bool) {
      var level = 0
      while let c = peek() {
        if c == 34 || c == 39 || c == 96 {
          skipString()
          continue
        }
        if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") { level += 1 }
        if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
          if level == 0 { break }
          level -= 1
        }
        if level == 0, ends(c) { break }
        advance()
      }
    }

    /// Skips a string or template literal starting at the current quote.
    mutating func skipString() {
      let quote = bytes[i]
      advance()
      while let b = peek(), b != quote {
        if b == UInt8(ascii: "\\") { advance() }
        if i < bytes.count { advance() }
      }
      if i < bytes.count { advance() }
    }

    /// The top-level declarations whose value is an object or array literal.
    /// The top-level constants whose value is not a literal object or array, as written
    /// (filled by ``declarations()``; see ``readConstants``).
    var constants: [(name: String, text: String, at: SourceLocation)] = []

    mutating func declarations() -> [(name: String?, value: Value, at: SourceLocation)] {
      var out: [(String?, Value, SourceLocation)] = []
      var previousWord = ""
      while i < bytes.count {
        space()
        guard let b = peek() else { break }
        if b == 34 || b == 39 || b == 96 {
          skipString()
          continue
        }
        if b == UInt8(ascii: "{") || b == UInt8(ascii: "(") || b == UInt8(ascii: "[") {
          depth += 1
          advance()
          continue
        }
        if b == UInt8(ascii: "}") || b == UInt8(ascii: ")") || b == UInt8(ascii: "]") {
          depth = max(0, depth - 1)
          advance()
          continue
        }
        guard Self.isWordByte(b) else {
          advance()
          continue
        }
        let w = word()
        if depth == 0, w == "default", previousWord == "export" {
          space()
          if peek() == UInt8(ascii: "{") || peek() == UInt8(ascii: "[") {
            let at = here
            if let v = value(nesting: 0) { out.append(("default", v, at)) }
          }
        } else if depth == 0, ["const", "let", "var"].contains(w) {
          space()
          let name = word()
          space()
          // A type annotation (`: MotionTokens`) up to `=`.
          if peek() == UInt8(ascii: ":") {
            while let c = peek(), c != UInt8(ascii: "="), c != UInt8(ascii: ";"), c != 10 { advance() }
          }
          if !name.isEmpty, peek() == UInt8(ascii: "=") {
            advance()
            space()
            if peek() == UInt8(ascii: "{") || peek() == UInt8(ascii: "[") {
              let at = here
              if let v = value(nesting: 0) { out.append((name, v, at)) }
            } else {
              // Anything else, up to the end of its statement, for the account of what is passed over.
              let at = here
              let start = i
              skipExpression { $0 == UInt8(ascii: ";") || $0 == 10 }
              let text = String(decoding: bytes[start..<i], as: UTF8.self).trimmingCharacters(in: .whitespaces)
              if !text.isEmpty { constants.append((name, text, at)) }
            }
          }
        }
        previousWord = w
      }
      return out
    }

    /// A value of a literal: an object, an array, a string, a number, or anything else up to the
    /// next `,`, `}` or `]` at its level (kept as text).
    mutating func value(nesting: Int) -> Value? {
      guard nesting < MotionLimits.nesting else { return nil }
      space()
      guard let b = peek() else { return nil }
      let start = i
      if b == UInt8(ascii: "{") {
        advance()
        var members: [(key: String, value: Value, at: SourceLocation)] = []
        while true {
          space()
          guard let c = peek() else { return nil }
          if c == UInt8(ascii: "}") {
            advance()
            break
          }
          if c == UInt8(ascii: ",") {
            advance()
            continue
          }
          let at = here
          var key: String
          if c == 34 || c == 39 {
            let from = i + 1
            skipString()
            key = String(decoding: bytes[from..<max(from, i - 1)], as: UTF8.self)
          } else if c == UInt8(ascii: "."), peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
            // A spread (`...base`): skipped.
            while let d = peek(), d != UInt8(ascii: ","), d != UInt8(ascii: "}") { advance() }
            continue
          } else if Self.isWordByte(c) {
            key = word()
          } else {
            return nil
          }
          space()
          if peek() == UInt8(ascii: "(") {
            // A method (`fast() { … }`): skipped with its body.
            skipBalanced()
            space()
            if peek() == UInt8(ascii: "{") { skipBalanced() }
            continue
          }
          guard peek() == UInt8(ascii: ":") else {
            // A shorthand property (`{ fast }`): nothing to read.
            continue
          }
          advance()
          guard let v = value(nesting: nesting + 1) else { return nil }
          members.append((key, v, at))
          key = ""
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        skipAsConst()
        return .object(members, text: text)
      }
      if b == UInt8(ascii: "[") {
        advance()
        var items: [Value] = []
        while true {
          space()
          guard let c = peek() else { return nil }
          if c == UInt8(ascii: "]") {
            advance()
            break
          }
          if c == UInt8(ascii: ",") {
            advance()
            continue
          }
          guard let v = value(nesting: nesting + 1) else { return nil }
          items.append(v)
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        skipAsConst()
        return .array(items, text: text)
      }
      if b == 34 || b == 39 || b == 96 {
        skipString()
        let s = String(decoding: bytes[(start + 1)..<max(start + 1, i - 1)], as: UTF8.self)
        // A template literal is a constant string unless it interpolates (Open Props writes its
        // multi-line linear() springs as `linear(…)`).
        if b == 96 && s.contains("${") { return .other("`" + s + "`") }
        return .string(s)
      }
      // Anything else up to `,`, `}` or `]` at this level.
      skipExpression { $0 == UInt8(ascii: ",") }
      // A closing bracket of another kind (`[ … }`): nothing to read here, and no progress to make.
      guard i > start else { return nil }
      let raw = String(decoding: bytes[start..<i], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      let bare = String(raw.components(separatedBy: " as ")[0].components(separatedBy: " satisfies ")[0])
      if let n = Double(bare.replacingOccurrences(of: "_", with: "")), n.isFinite { return .number(n) }
      return .other(bare)
    }

    /// Skips what TypeScript writes after a literal — `as const`, `as Transition`, `as [number,
    /// number]`, `satisfies Record<string, Transition>` — up to the `,`, `}`, `)`, `]` or `;` that
    /// ends it.
    mutating func skipAsConst() {
      while true {
        let save = cursor
        space()
        let start = i
        let w = peek().map(Self.isWordByte) == true ? word() : ""
        guard w == "as" || w == "satisfies" else {
          cursor = save
          _ = start
          return
        }
        var level = 0
        while let c = peek() {
          if c == UInt8(ascii: "<") || c == UInt8(ascii: "[") || c == UInt8(ascii: "(") || c == UInt8(ascii: "{") {
            level += 1
          } else if c == UInt8(ascii: ">") || c == UInt8(ascii: "]") || c == UInt8(ascii: ")") || c == UInt8(ascii: "}")
          {
            if level == 0 { break }
            level -= 1
          } else if level == 0 && (c == UInt8(ascii: ",") || c == UInt8(ascii: ";") || c == 10) {
            break
          }
          advance()
        }
      }
    }

    /// Skips a bracketed run starting at the current `(`, `[` or `{`: its opener, the expression
    /// inside (``skipExpression(endingAt:)``), and its closer.
    mutating func skipBalanced() {
      guard peek() != nil else { return }
      advance()
      skipExpression { _ in false }
      if peek() != nil { advance() }
    }
  }
}
