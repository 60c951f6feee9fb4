import Foundation
import MotionSpecCore

extension PlatformSourceReader {
  /// The first pass over a Kotlin or Dart file's tokens: its declarations, each with the
  /// containers (`object`, `class`, `interface`) around it, its name and its value as written.
  /// Function bodies are skipped, as the Swift reader skips them, and parameters are not
  /// declarations (their defaults are values, not tokens).
  struct Scanner {
    let tokens: [SwiftToken]
    let utf8: [UInt8]
    let file: String
    let language: Language
    /// The containers open at the current token: their name and the depth of their body's brace.
    private(set) var containers: [(name: String, depth: Int)] = []
    private(set) var declarations: [Declaration] = []
    /// What holds motion and is not read: functions whose result is motion, getters with a body
    /// (`passed-over` notes).
    private(set) var passedOver: [Diagnostic] = []
    private var pendingContainer: String?
    private var depth = 0
    private var i = 0
    /// Inside a `fun` (Kotlin) whose body has not begun yet.
    private var inFunction = false
    private var parentheses = 0

    static let containerWords: Set<String> = ["object", "class", "interface"]
    /// Dart 3's class modifiers (the Dart language tour, "Class modifiers"): words before `class`
    /// that say how the class may be used, never its name (`abstract final class Durations`, as
    /// Flutter's material/motion.dart writes its constants; `interface class`, `mixin class`).
    static let dartClassModifiers: Set<String> = ["abstract", "base", "final", "interface", "sealed", "mixin"]

    init(tokens: [SwiftToken], text: String, file: String, language: Language) {
      self.tokens = tokens
      self.utf8 = Array(text.utf8)
      self.file = file
      self.language = language
    }

    /// Reads every token once; ``declarations`` holds what was found.
    mutating func scan() {
      let declarationWords: Set<String> = language == .kotlin ? ["val", "var"] : ["const", "final", "var"]
      while i < tokens.count {
        let t = tokens[i]
        if t.is("{") {
          open()
          continue
        }
        if t.is("(") || t.is(")") {
          parentheses = t.is("(") ? parentheses + 1 : max(0, parentheses - 1)
          i += 1
          continue
        }
        if t.isIdentifier, t.text == "fun" {
          pendingContainer = nil  // a class without a body (`annotation class X`) before it
          if language == .kotlin, parentheses == 0, expressionFunction() { continue }
          if language == .kotlin { functionResult() }
          inFunction = true
          i += 1
          continue
        }
        if inFunction, t.is("="), parentheses == 0 {
          inFunction = false  // `fun x() = …`: an expression body, no block to skip
        }
        if t.is("}") {
          if containers.last?.depth == depth { containers.removeLast() }
          depth = max(0, depth - 1)
          i += 1
          continue
        }
        if language == .dart, t.isIdentifier, Self.dartClassModifiers.contains(t.text), let word = classWord(after: i) {
          i = word  // the modifiers say nothing of the name: `class` and its name come next
          continue
        }
        if t.isIdentifier, Self.containerWords.contains(t.text), i + 1 < tokens.count {
          if tokens[i + 1].isIdentifier {
            pendingContainer = tokens[i + 1].text
            i += 2
            continue
          }
          if t.text == "object" && language == .kotlin { pendingContainer = nil }  // companion object: no name
        }
        if parentheses == 0, t.isIdentifier, declarationWords.contains(t.text) {
          declaration()
        } else {
          i += 1
        }
      }
    }

    /// The index of the `class` that the Dart class modifiers starting at `start` stand before, or
    /// nil when they stand before something else (`final x = …` is a declaration).
    private func classWord(after start: Int) -> Int? {
      var k = start
      while k < tokens.count, tokens[k].isIdentifier, Self.dartClassModifiers.contains(tokens[k].text) { k += 1 }
      guard k < tokens.count, tokens[k].isIdentifier, tokens[k].text == "class" else { return nil }
      return k
    }

    /// At a `{`: a function's body is skipped (after `fun …` in Kotlin, or right after a parameter
    /// list's `)` or a `=>`: a Dart method, a Kotlin init or getter); any other opens a level, the
    /// body of the container named just before it if there is one.
    private mutating func open() {
      let previous = i > 0 ? tokens[i - 1] : nil
      if pendingContainer == nil, inFunction || previous?.is(")") == true || previous?.is("=>") == true {
        inFunction = false
        var level = 0
        while i < tokens.count {
          if tokens[i].is("{") { level += 1 }
          if tokens[i].is("}") {
            level -= 1
            if level == 0 { break }
          }
          i += 1
        }
        i += 1
        return
      }
      depth += 1
      if let name = pendingContainer {
        containers.append((name, depth))
        pendingContainer = nil
      }
      i += 1
    }

    /// At `val`, `var`, `const` or `final`: the declaration's name and, after its `=`, its value.
    /// A Kotlin property whose value is its getter's expression (`val Emphasized: CubicBezierEasing`
    /// then `get() = CubicBezierEasing(…)` on the next line, as Material 3's own motion tokens are
    /// written) has that expression as its value; a getter with a body is a function, not read.
    private mutating func declaration() {
      let (declared, stop) = name(after: i)
      var k = stop
      if language == .kotlin, isGetter(at: k), k + 3 < tokens.count, tokens[k + 3].is("=") { k += 3 }
      guard let declared, k < tokens.count, tokens[k].is("=") else {
        if let declared, language == .kotlin, isGetter(at: k), k + 3 < tokens.count, tokens[k + 3].is("{"),
          let motion = tokens[i..<k].first(where: { $0.isIdentifier && MotionWords.head(of: $0.text) != nil })
        {
          passedOver.append(
            Diagnostic.passedOver(
              "`\(declared.text)` (`\(motion.text)`) has a getter with a body, which is a function: motionspec reads a getter's expression (`get() = CubicBezierEasing(…)`), not a body it would have to run",
              at: SourceLocation(file: file, line: declared.line, column: declared.column),
              token: (containers.map(\.name) + [declared.text]).joined(separator: ".")))
        }
        i = max(k, i + 1)
        return
      }
      declare(declared, valueFrom: k + 1)
    }

    /// At a Kotlin `fun` that is no token: when its result type is motion (`fun pressed(scale:
    /// Float): AnimationSpec<Float> { … }`), a note — motion that depends on its arguments or on a
    /// body motionspec would have to run.
    private mutating func functionResult() {
      // The parameter list: the first `(`, after type parameters and an extension's receiver.
      var open = i + 1
      while open < tokens.count, !tokens[open].is("(") {
        if tokens[open].is("{") || tokens[open].is("=") { return }
        open += 1
      }
      guard open > i + 1, open < tokens.count, tokens[open - 1].isIdentifier else { return }
      let name = tokens[open - 1]
      var k = open
      var level = 0
      while k < tokens.count {
        if tokens[k].is("(") { level += 1 }
        if tokens[k].is(")") {
          level -= 1
          if level == 0 { break }
        }
        k += 1
      }
      guard k + 2 < tokens.count, tokens[k + 1].is(":"), tokens[k + 2].isIdentifier,
        let head = MotionWords.head(of: tokens[k + 2].text)
      else { return }
      passedOver.append(
        Diagnostic.passedOver(
          "`\(name.text)(…)` is a function whose result is `\(head)`: motion that depends on its arguments or on a body motionspec would have to run, which it does not read; make the motion it returns a token (`val \(name.text) = …`)",
          at: SourceLocation(file: file, line: name.line, column: name.column),
          token: (containers.map(\.name) + [name.text]).joined(separator: ".")))
    }

    /// Records the declaration of `declared` whose value starts at `first` (to ``valueEnd(from:)``),
    /// and goes on after its value.
    private mutating func declare(
      _ declared: SwiftToken, valueFrom first: Int, isFunction: Bool = false, parameters: [String: String] = [:]
    ) {
      let (last, next) = valueEnd(from: first)
      i = next
      guard first < tokens.count, first <= last else { return }
      declarations.append(
        Declaration(
          path: containers.map(\.name) + [declared.text], value: text(first..<(last + 1)),
          location: SourceLocation(file: file, line: declared.line, column: declared.column),
          valueLocation: SourceLocation(file: file, line: tokens[first].line, column: tokens[first].column),
          isFunction: isFunction, parameters: parameters))
    }

    /// The source of the tokens `range`, its lines trimmed and joined by a space.
    private func text(_ range: Range<Int>) -> String {
      let end = tokens[range.upperBound - 1].offset + tokens[range.upperBound - 1].text.utf8.count
      return String(decoding: utf8[tokens[range.lowerBound].offset..<end], as: UTF8.self)
        .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// At a Kotlin `fun`: a function whose body is an expression and which takes no argument it
    /// must be given — `fun <T> standard(visibilityThreshold: T? = null): SpringSpec<T> = spring(…)`,
    /// `fun standardForce(): SpringForce = SpringForce()…`, as `motionspec export --to compose`
    /// writes each token — is a declaration of that name, its value the expression. Whether it
    /// was one (the scan goes on after its value); otherwise nothing was read.
    private mutating func expressionFunction() -> Bool {
      var k = i + 1
      if k < tokens.count, tokens[k].is("<") {  // type parameters
        var level = 0
        while k < tokens.count {
          if tokens[k].is("<") { level += 1 }
          if tokens[k].is(">") { level -= 1 }
          k += 1
          if level == 0 { break }
        }
      }
      // Not an extension (`fun Foo.bar()`): a name, then its parameters.
      guard k + 1 < tokens.count, tokens[k].isIdentifier, tokens[k + 1].is("(") else { return false }
      let declared = tokens[k]
      k += 1
      // Every parameter has a default: the function is called with no arguments, so each
      // parameter is its default in the body (`stiffness: Float = Spring.StiffnessMedium`).
      var level = 0
      var hasDefault = true
      var empty = true
      var parameter: String?
      var defaultStart: Int?
      var defaults: [String: String] = [:]
      func endParameter(at end: Int) {
        if let parameter, let start = defaultStart, start < end { defaults[parameter] = text(start..<end) }
        parameter = nil
        defaultStart = nil
      }
      while k < tokens.count {
        let u = tokens[k]
        if u.is("(") || u.is("<") || u.is("[") || u.is("{") { level += 1 }
        if u.is(")") || u.is(">") || u.is("]") || u.is("}") { level -= 1 }
        if level == 0 {
          endParameter(at: k)
          break
        }
        if level == 1, !u.is("(") {
          if u.is(",") {
            if !hasDefault { return false }
            endParameter(at: k)
            hasDefault = false
            empty = true
          } else {
            if empty {
              hasDefault = false
              if u.isIdentifier { parameter = u.text }
            }
            empty = false
            if u.is("="), defaultStart == nil {
              hasDefault = true
              defaultStart = k + 1
            }
          }
        }
        k += 1
      }
      guard k < tokens.count, hasDefault || empty else { return false }
      k += 1
      // Its result type, up to the `=` of its body.
      if k < tokens.count, tokens[k].is(":") {
        var nesting = 0
        k += 1
        while k < tokens.count {
          let v = tokens[k]
          if v.is("<") || v.is("(") { nesting += 1 }
          if v.is(">") || v.is(")") { nesting -= 1 }
          if nesting <= 0 && (v.is("=") || v.is("{") || v.is(";")) { break }
          k += 1
        }
      }
      guard k < tokens.count, tokens[k].is("=") else { return false }
      declare(declared, valueFrom: k + 1, isFunction: true, parameters: defaults)
      return true
    }

    /// The name declared by the keyword at `start`: the last identifier before `=` (Dart: `static
    /// const Duration fast = …`; Kotlin: `val fast: AnimationSpec<Float> = …`, whose type follows
    /// the name after a colon), and the index where the search stopped (at `=` when there is one).
    private func name(after start: Int) -> (SwiftToken?, Int) {
      var k = start + 1
      var name: SwiftToken?
      var nesting = 0
      while k < tokens.count {
        let u = tokens[k]
        if u.is("(") || u.is("<") || u.is("[") { nesting += 1 }
        if u.is(")") || u.is(">") || u.is("]") { nesting -= 1 }
        if nesting <= 0 && (u.is("=") || u.is(";") || u.is("{") || u.is("}") || (u.startsLine && k > start + 1)) {
          break
        }
        if nesting <= 0 && u.is(":") && language == .kotlin {
          // The type follows: skip it up to `=`.
          k += 1
          var typeNesting = 0
          while k < tokens.count {
            let v = tokens[k]
            if v.is("<") || v.is("(") { typeNesting += 1 }
            if v.is(">") || v.is(")") { typeNesting -= 1 }
            if typeNesting <= 0 && (v.is("=") || v.startsLine || v.is("{") || v.is(";")) { break }
            k += 1
          }
          break
        }
        // `val standardEasing get() = …`: the getter is not the name.
        if language == .kotlin, nesting <= 0, isGetter(at: k) { break }
        if u.isIdentifier && nesting <= 0 { name = u }
        k += 1
      }
      return (name, k)
    }

    /// Whether a Kotlin getter, `get()`, starts at `k`.
    private func isGetter(at k: Int) -> Bool {
      k + 2 < tokens.count && tokens[k].isIdentifier && tokens[k].text == "get" && tokens[k + 1].is("(")
        && tokens[k + 2].is(")")
    }

    /// Where a value starting at `first` ends: to the end of its line at bracket depth 0 (Kotlin,
    /// where a line that starts with `.` or follows an operator goes on), or to `;` (Dart); the
    /// value's last token and the index after it.
    private func valueEnd(from first: Int) -> (last: Int, next: Int) {
      var last = first
      var valueDepth = 0
      var j = first
      while j < tokens.count {
        let v = tokens[j]
        if j > first && valueDepth == 0 {
          if language == .kotlin && v.startsLine && !v.is(".") && !(tokens[j - 1].kind == .op) { break }
          if v.is(";") || v.is("}") { break }
        }
        if v.is("(") || v.is("{") || v.is("[") { valueDepth += 1 }
        if v.is(")") || v.is("}") || v.is("]") { valueDepth -= 1 }
        if valueDepth < 0 { break }
        last = j
        j += 1
      }
      return (last, j)
    }
  }
}
