import Foundation
import MotionSpecCore

/// Expression text gathered from Swift tokens, with the line and column each character came
/// from, so an error inside it points into the file.
struct SwiftExpressionText {
  private(set) var text = ""
  private var places: [(line: Int, column: Int)] = []
  /// Swift that only evaluates when the app runs — a closure, a ternary, an optional, a string —
  /// as written, when the text holds any; motion expressions have none of these.
  private(set) var runtimeSyntax: String?

  init(_ tokens: ArraySlice<SwiftToken>) {
    // The arrays of the CSS linear() animation motionspec's SwiftUI export writes are literals.
    let piecewise = tokens.first?.text == "Animation" && tokens.dropFirst(2).first?.text == "PiecewiseLinearAnimation"
    runtimeSyntax = tokens.first { t in
      t.kind == .string || t.is("{") || (t.is("[") && !piecewise)
        || (t.kind == .op && (t.text.contains("?") || t.text.contains("!") || t.text.contains("=")))
        || t.kind == .pound
    }.map(\.text)
    var previous: SwiftToken?
    for token in tokens {
      // Past the longest expression the text is refused as it stands (``MotionLimits/checkLength(_:)``):
      // gathering more would only cost memory.
      if text.utf8.count > MotionLimits.expressionLength { break }
      defer { previous = token }
      // Spaces as written, except inside brackets where a line break was: `.spring(\n  duration:`
      // reads `.spring(duration:`.
      let opens = previous.map { $0.is("(") || $0.is("[") || $0.is(".") } ?? true
      let closes = token.is(")") || token.is("]") || token.is(",") || token.is(":") || token.is(".")
      if previous != nil && token.spaced && !(opens || closes) {
        text += " "
        places.append((token.line, max(1, token.column - 1)))
      }
      for (n, c) in token.text.enumerated() {
        text.append(c)
        places.append((token.line, token.column + n))
      }
    }
  }

  /// The location of the character at `offset` (the end of the text for an offset past it).
  func location(at offset: Int, file: String) -> SourceLocation {
    guard
      let place = offset < places.count ? places[offset] : places.last.map({ (line: $0.line, column: $0.column + 1) })
    else {
      return SourceLocation(file: file, line: 1, column: 1)
    }
    return SourceLocation(file: file, line: place.line, column: place.column)
  }
}

/// A `let` or `var` in Swift source: whose member it is, its type as written and its value.
struct SwiftDeclaration {
  enum Value {
    /// `= EXPR`, or a computed body that is one expression (with or without `return`).
    case expression(SwiftExpressionText)
    /// A computed body with statements; the string says what it depends on.
    case computed(String)
    /// No value: a stored property set by an initializer, or a protocol requirement.
    case none
  }

  /// The enclosing types, outermost first (`["Motion", "Springs"]`); empty at file scope. An
  /// extension's members belong to the extended type (`extension SwiftUI.Animation` → `Animation`).
  let owner: [String]
  let name: String
  /// The type annotation with spaces removed (`Animation`, `Animation?`, `SwiftUI.Spring`).
  let type: String?
  let value: Value
  let doc: String?
  /// `@available(*, deprecated, message:)`: the message, the replacement, or "deprecated".
  let deprecated: String?
  let location: SourceLocation
  /// A `/// - Reduced motion: …` line of the doc comment: its text and where that text starts.
  var reducedMotion: (text: String, location: SourceLocation)?
  /// A `/// - Token: group.name` line of the doc comment: the id of the catalogue token this
  /// declaration stands for (what `motionspec export --to swiftui` writes, so the file reads back
  /// with the catalogue's own names and groups).
  var tokenID: String?
  /// Whether a `- Duration: none` callout says the value is a curve alone, with no duration of its
  /// own (the SwiftUI export writes it for a curve that had none: SwiftUI plays its default).
  var curveAlone = false

  /// The owner's path and the name: the declaration's identity.
  var path: [String] { owner + [name] }

  /// The value's expression as written (one line), when it is one.
  var expressionText: String? { if case .expression(let t) = value { t.text } else { nil } }
}

/// Finds the `let` and `var` declarations of a Swift file, in types, extensions and at file
/// scope, skipping function bodies, the branches of `#if` not taken (see
/// ``CompilationConditions``) and everything that is not a declaration.
struct SwiftDeclarationScanner {
  private let tokens: [SwiftToken]
  private let file: String
  private var i = 0
  private var found: [SwiftDeclaration] = []
  /// What the file defines that holds motion and is not read: functions whose result is motion,
  /// declarations in `#if` branches not taken (`passed-over` notes).
  private var passedOver: [Diagnostic] = []
  /// Functions whose result is motion, by their path: said unless a property of the same path is a
  /// token (`static func playful(reduceMotion: Bool) -> Animation?` beside `static let playful`,
  /// the accessor the SwiftUI export writes, is that token's).
  private var functions: [(path: [String], note: Diagnostic)] = []

  /// The declarations of `text`, and the account of what it defines that is not read; a
  /// diagnostic where the lexer refuses the file (``SwiftLexer/Refusal``).
  static func declarations(
    in text: String, file: String
  ) throws(Diagnostic) -> (declarations: [SwiftDeclaration], passedOver: [Diagnostic]) {
    let tokens: [SwiftToken]
    do {
      tokens = try SwiftLexer.tokens(text)
    } catch {
      throw Diagnostic(.error, error.message, at: SourceLocation(file: file, line: error.line, column: error.column))
    }
    let branches = CompilationConditions.branches(tokens)
    var scanner = SwiftDeclarationScanner(tokens: branches.active, file: file)
    scanner.members(of: [], topLevel: true)
    for branch in branches.inactive {
      scanner.passedOver += inactiveMotion(branch.tokens, directive: branch.directive, file: file)
    }
    let properties = Set(scanner.found.map(\.path))
    scanner.passedOver += scanner.functions.filter { !properties.contains($0.path) }.map(\.note)
    return (scanner.found, scanner.passedOver.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) })
  }

  /// The declarations in a branch not taken whose text names motion: each a note at its name.
  static func inactiveMotion(_ tokens: [SwiftToken], directive: String, file: String) -> [Diagnostic] {
    var out: [Diagnostic] = []
    var k = 0
    while k < tokens.count {
      guard tokens[k].isIdentifier, ["let", "var"].contains(tokens[k].text), k + 1 < tokens.count,
        tokens[k + 1].isIdentifier
      else {
        k += 1
        continue
      }
      let name = tokens[k + 1]
      var end = k + 2
      while end < tokens.count, !(tokens[end].isIdentifier && ["let", "var", "func"].contains(tokens[end].text)) {
        end += 1
      }
      let namesMotion = tokens[(k + 1)..<end].contains { t in
        t.isIdentifier && MotionWords.head(of: t.text) != nil
      }
      if namesMotion {
        out.append(
          Diagnostic.passedOver(
            "`\(name.text)` is in the branch `\(directive)`, which motionspec does not read: it reads the branch Swift compiles for iOS on a device in a release build (the Catalogues article lists the conditions that hold)",
            at: SourceLocation(file: file, line: name.line, column: name.column), token: name.text))
      }
      k = end
    }
    return out
  }

  private init(tokens: [SwiftToken], file: String) {
    self.tokens = tokens
    self.file = file
  }

  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "nonisolated", "lazy",
    "override", "mutating", "nonmutating", "dynamic", "weak", "unowned", "convenience", "required", "indirect",
    "isolated", "consuming", "borrowing", "unsafe",
  ]
  static let typeKeywords: Set<String> = ["enum", "struct", "class", "actor", "extension", "protocol"]
  static let skippedKeywords: Set<String> = [
    "func", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "import", "operator",
    "precedencegroup", "macro",
  ]

  private func token(_ k: Int) -> SwiftToken? { k < tokens.count ? tokens[k] : nil }

  /// Reads members until the `}` that closes the body (or the end of the file).
  private mutating func members(of owner: [String], topLevel: Bool) {
    var doc: [String] = []
    var reduced: (text: String, location: SourceLocation)?
    var tokenID: String?
    var curveAlone = false
    var deprecated: String?
    while let t = token(i) {
      if t.is("}") {
        i += 1
        if !topLevel { return }
        continue
      }
      switch t.kind {
      case .doc:
        if let callout = reducedMotionCallout(t) {
          reduced = callout
        } else if t.text.lowercased().hasPrefix("- duration: none") {
          curveAlone = true
        } else if t.text.lowercased().hasPrefix("- token:") {
          let id = t.text.dropFirst("- token:".count).trimmingCharacters(in: .whitespaces)
          if !id.isEmpty { tokenID = id }
        } else {
          doc.append(t.text)
        }
        i += 1
        continue
      case .attribute:
        i += 1
        if let open = token(i), open.is("("), !open.spaced {
          let inside = tokens[(i + 1)..<closing(from: i)]
          if t.text == "@available" { deprecated = Self.deprecation(inside) ?? deprecated }
          i = closing(from: i) + 1
        }
        continue
      case .identifier where Self.modifiers.contains(t.text):
        i += 1
        if let open = token(i), open.is("("), !open.spaced { i = closing(from: i) + 1 }  // private(set)
        continue
      case .identifier
      where t.text == "class" && ["var", "let", "func", "subscript"].contains(token(i + 1)?.text ?? ""):
        i += 1
        continue
      case .identifier where Self.typeKeywords.contains(t.text):
        typeDeclaration(keyword: t.text, owner: owner)
      case .identifier where t.text == "let" || t.text == "var":
        let before = found.count
        declaration(owner: owner, doc: doc.isEmpty ? nil : doc.joined(separator: " "), deprecated: deprecated)
        if let reduced, found.count > before { found[before].reducedMotion = reduced }
        if let tokenID, found.count > before { found[before].tokenID = tokenID }
        if curveAlone, found.count > before { found[before].curveAlone = true }
      case .identifier where t.text == "func":
        functionResult(owner: owner)
        skipDeclaration()
      case .identifier where Self.skippedKeywords.contains(t.text):
        skipDeclaration()
      default:
        if t.is("{") { i = closing(from: i) + 1 } else { i += 1 }
      }
      doc = []
      reduced = nil
      tokenID = nil
      curveAlone = false
      deprecated = nil
    }
  }

  /// The spellings of the reduced-motion callout, lowercased, without the leading `- `.
  static let reducedMotionCallouts = ["reduced motion:", "reducedmotion:", "reduce motion:"]

  /// A `///` line `- Reduced motion: VALUE` (Swift markup's callout form): VALUE and its location.
  private func reducedMotionCallout(_ t: SwiftToken) -> (text: String, location: SourceLocation)? {
    guard t.text.hasPrefix("- ") else { return nil }
    let rest = t.text.dropFirst(2)
    let lowered = rest.lowercased()
    guard let callout = Self.reducedMotionCallouts.first(where: { lowered.hasPrefix($0) }) else { return nil }
    let value = String(rest.dropFirst(callout.count))
    let leading = value.prefix { $0 == " " }.count
    let text = String(value.dropFirst(leading)).trimmingCharacters(in: .whitespaces)
    // `/// - Reduced motion: X`: the comment marker, one space, the callout, then X.
    let column: Int = t.column + 6 + callout.count + leading
    return (text, SourceLocation(file: file, line: t.line, column: column))
  }

  /// `enum Name … { members }`; a protocol's body is skipped.
  private mutating func typeDeclaration(keyword: String, owner: [String]) {
    i += 1
    var written: [String] = []
    while let t = token(i), t.isIdentifier {
      written.append(t.text)
      i += 1
      guard let dot = token(i), dot.is("."), token(i + 1)?.isIdentifier == true else { break }
      i += 1
    }
    while let t = token(i), !t.is("{") {
      if t.is("}") { return }
      i += 1
    }
    guard token(i) != nil else { return }
    if keyword == "protocol" || written.isEmpty {
      i = closing(from: i) + 1
      return
    }
    i += 1
    if written.first == "SwiftUI" && written.count > 1 { written.removeFirst() }
    members(of: keyword == "extension" ? written : owner + written, topLevel: false)
  }

  /// `let NAME: TYPE = EXPR`, `var NAME: TYPE { BODY }`, or a stored property without a value.
  private mutating func declaration(owner: [String], doc: String?, deprecated: String?) {
    i += 1
    guard let nameToken = token(i), nameToken.isIdentifier else {
      skipDeclaration()
      return
    }
    i += 1
    var type: String?
    if let colon = token(i), colon.is(":") {
      i += 1
      let start = i
      var depth = 0
      while let t = token(i) {
        if depth == 0 && (t.is("=") || t.is("{") || t.is(",") || t.is(";") || t.is("}") || (i > start && t.startsLine))
        {
          break
        }
        if t.is("(") || t.is("[") || t.is("<") { depth += 1 }
        if t.is(")") || t.is("]") || t.is(">") { depth -= 1 }
        i += 1
      }
      type = tokens[start..<i].map(\.text).joined()
    }
    let location = SourceLocation(file: file, line: nameToken.line, column: nameToken.column)
    var value = SwiftDeclaration.Value.none
    if let t = token(i), t.is("=") {
      i += 1
      let start = i
      i = expressionEnd(from: i)
      value = start < i ? .expression(SwiftExpressionText(tokens[start..<i])) : .none
      if let t = token(i), t.is("{"), !t.startsLine { i = closing(from: i) + 1 }  // willSet/didSet
    } else if let t = token(i), t.is("{"), type != nil {
      let end = closing(from: i)
      value = computedValue(tokens[(i + 1)..<min(end, tokens.count)])
      i = end + 1
    }
    found.append(
      SwiftDeclaration(
        owner: owner, name: nameToken.text, type: type, value: value, doc: doc, deprecated: deprecated,
        location: location))
    while let t = token(i), t.is(",") || t.is(";") {
      if t.is(";") {
        i += 1
        return
      }
      skipDeclaration()  // further bindings of `let a = 1, b = 2` are not read
    }
  }

  /// The value of a computed property: its single expression, or what its statements depend on.
  private func computedValue(_ body: ArraySlice<SwiftToken>) -> SwiftDeclaration.Value {
    var body = body
    if let first = body.first, first.text == "get", let open = body.dropFirst().first, open.is("{") {
      let start = body.index(after: body.startIndex)
      body = tokens[(start + 1)..<closing(from: start)]
    }
    if body.first?.text == "return" { body = body.dropFirst() }
    guard !body.isEmpty else { return .computed("an empty body") }
    var depth = 0
    for (k, t) in zip(body.indices, body) {
      if t.is("(") || t.is("[") || t.is("{") { depth += 1 }
      if t.is(")") || t.is("]") || t.is("}") { depth -= 1 }
      guard depth == 0, t.isIdentifier || t.is(";") else { continue }
      switch t.text {
      case "if", "switch", "guard":
        let condition = SwiftExpressionText(body[(k + 1)...].prefix { !$0.is("{") }).text
        return .computed(condition.isEmpty ? "a condition" : t.text == "switch" ? "switch \(condition)" : condition)
      case "return", "let", "var", ";", "for", "while", "do":
        return .computed("statements")
      default: continue
      }
    }
    return .expression(SwiftExpressionText(body))
  }

  /// Where the expression starting at `start` ends: a `;`, `,` or closing bracket at depth 0, or
  /// a line that does not continue it (continuing lines start with `.` or an operator, or follow one).
  private func expressionEnd(from start: Int) -> Int {
    var depth = 0
    var k = start
    while let t = token(k) {
      // An unclosed bracket never swallows the next declaration: the parser reports it there.
      if k > start, t.startsLine, startsDeclaration(k) { break }
      if depth == 0 {
        if t.is(";") || t.is(",") || t.is("}") || t.is(")") || t.is("]") { break }
        if t.kind == .doc || t.kind == .attribute { break }
        if k > start, t.startsLine, let previous = token(k - 1) {
          let continues = t.is(".") || (t.kind == .op && !["!", "?"].contains(t.text)) || previous.kind == .op
          if !continues { break }
        }
      }
      if t.is("(") || t.is("[") || t.is("{") { depth += 1 }
      if t.is(")") || t.is("]") || t.is("}") { depth -= 1 }
      k += 1
    }
    return k
  }

  /// Whether the token at `k` begins a declaration: a modifier or keyword followed, on the same
  /// line, by `let`, `var`, `func` or a type keyword.
  private func startsDeclaration(_ k: Int) -> Bool {
    var j = k
    while let t = token(j), t.kind == .attribute || (t.isIdentifier && Self.modifiers.contains(t.text)) { j += 1 }
    guard let t = token(j), t.isIdentifier else { return false }
    return ["let", "var", "class"].contains(t.text) || Self.typeKeywords.contains(t.text)
      || Self.skippedKeywords.contains(t.text)
  }

  /// A function whose declared result is a motion type (`static func delayed(_ index: Int) ->
  /// Animation`): motion of its arguments, which motionspec does not read, said. `i` is at `func`.
  private mutating func functionResult(owner: [String]) {
    guard let name = token(i + 1), name.isIdentifier else { return }
    var k = i + 2
    while let t = token(k), !t.is("{"), !t.is("}"), !t.is("->"), !(t.isIdentifier && t.text == "where") {
      if t.is("(") { k = closing(from: k) }
      k += 1
    }
    guard token(k)?.is("->") == true, let result = token(k + 1), result.isIdentifier,
      ["Animation", "Spring", "UnitCurve", "AnyTransition"].contains(result.text)
        || result.text != "TimeInterval" && MotionWords.head(of: result.text) != nil
    else { return }
    let path = (owner + [name.text]).joined(separator: ".")
    functions.append(
      (
        owner + [name.text],
        Diagnostic.passedOver(
          "`\(name.text)(…)` is a function whose result is `\(result.text)`: motion that depends on its arguments, which motionspec does not read; make the motion it starts from a token (`static let \(name.text): \(result.text) = …`)",
          at: SourceLocation(file: file, line: name.line, column: name.column), token: path)
      ))
  }

  /// Skips a declaration that is not read: to its body's end, or to the line where the next
  /// declaration starts.
  private mutating func skipDeclaration() {
    let start = i
    i += 1
    var depth = 0
    while let t = token(i) {
      if depth == 0 {
        if t.is("{") {
          i = closing(from: i) + 1
          return
        }
        if t.is("}") || t.is(";") || t.kind == .doc || t.kind == .attribute { return }
        if i > start + 1, t.startsLine, t.isIdentifier,
          Self.modifiers.contains(t.text) || Self.typeKeywords.contains(t.text) || Self.skippedKeywords.contains(t.text)
            || ["let", "var", "class"].contains(t.text)
        {
          return
        }
      }
      if t.is("(") || t.is("[") { depth += 1 }
      if t.is(")") || t.is("]") { depth = max(0, depth - 1) }
      i += 1
    }
  }

  /// The index of the bracket that closes the one at `open` (or the last index of the file).
  private func closing(from open: Int) -> Int {
    var depth = 0
    var k = open
    while let t = token(k) {
      if t.is("{") || t.is("(") || t.is("[") { depth += 1 }
      if t.is("}") || t.is(")") || t.is("]") {
        depth -= 1
        if depth == 0 { return k }
      }
      k += 1
    }
    return tokens.count
  }

  /// The deprecation an `@available(…)` attribute states, if any.
  static func deprecation(_ arguments: ArraySlice<SwiftToken>) -> String? {
    guard arguments.contains(where: { $0.text == "deprecated" }) else { return nil }
    for label in ["message", "renamed"] {
      if let k = arguments.firstIndex(where: { $0.text == label }),
        arguments.index(k, offsetBy: 2) < arguments.endIndex,
        case let value = arguments[arguments.index(k, offsetBy: 2)], value.kind == .string
      {
        let text = String(
          value.text.drop { $0 == "#" || $0 == "\"" }.reversed().drop { $0 == "#" || $0 == "\"" }.reversed())
        return label == "renamed" ? "renamed to \(text)" : text
      }
    }
    return "deprecated"
  }
}
