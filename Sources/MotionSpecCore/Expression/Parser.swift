/// Parses the SwiftUI spelling of an animation or spring into an ``Animation``.
///
/// Accepted: `.smooth`, `.snappy(duration: 0.4, extraBounce: 0.1)`, `.bouncy`,
/// `.spring(duration:bounce:)`, `.spring(response:dampingFraction:blendDuration:)`,
/// `.spring(_ spring: Spring, blendDuration:)` (`.spring(.bouncy)`),
/// `.interpolatingSpring(_ spring: Spring, initialVelocity:)`, `Spring(mass:stiffness:damping:)`
/// and SwiftUI's other `Spring` initializers (also as `.init(…)` where a `Spring` is expected),
/// `.interactiveSpring(…)`, `.interpolatingSpring(…)`, `.easeIn/.easeOut/.easeInOut/.linear`
/// with an optional `(duration:)`, `.timingCurve(x1, y1, x2, y2, duration:)`, `.default`, an
/// optional `Animation.`/`Spring.` prefix (also `SwiftUI.Animation.`), a trailing comma in an
/// argument list, and any number of the modifiers `.delay(_:)`, `.speed(_:)`,
/// `.repeatCount(_:autoreverses:)`, `.repeatForever(autoreverses:)` and
/// `.logicallyComplete(after:)` (a note: it changes when completion runs, not the motion).
///
/// With a ``NameResolver``, an expression may also name constants and tokens: numbers written
/// as arithmetic over names (`Self.base * 1.5`, `Double(fast)`, `min(a, b)`), and motions by
/// reference (`Motion.standard`, `.codeBreaker`, `.spring(Motion.panel)`).
public enum MotionExpression {
  /// Parses `text`; errors say what was expected and point at the column of the fault.
  public static func parse(_ text: String) throws(ExpressionError) -> Animation {
    try parse(text, role: .animation, names: nil).animation
  }

  /// Parses `text` where a value of `role` is expected, looking names up with `names`; other
  /// platforms' spellings (Compose's `spring(…)`, Motion's `{ type: "spring", … }`) are read
  /// only when `platforms` (never in a Swift file, where `spring(…)` is Swift).
  public static func parse(_ text: String, role: NameRole, names: NameResolver?, platforms: Bool = true)
    throws(ExpressionError) -> ParsedExpression
  {
    try MotionLimits.checkLength(text)
    // A paste from Dart keeps its `const` or `new` before a constructor (`const Cubic(…)`).
    if platforms, role != .number {
      let lead = text.prefix { $0.isBlank }.count
      for keyword in ["const ", "new "] where text.dropFirst(lead).hasPrefix(keyword) {
        let rest = text.dropFirst(lead + keyword.count).drop { $0 == " " }
        guard rest.first?.isCapital == true else { continue }
        let skipped = text.count - rest.count
        do {
          return try parse(String(rest), role: role, names: names, platforms: platforms)
        } catch {
          throw ExpressionError(
            error.message, in: text, at: error.offset + skipped, unresolved: error.unresolved,
            isInstant: error.isInstant)
        }
      }
    }
    if role != .number, PiecewiseLinearForm.recognizes(text) {
      return ParsedExpression(animation: try PiecewiseLinearForm.read(text), spelling: .swiftUI)
    }
    if platforms, role != .number, EverydaySpellings.recognizes(text) {
      let (animation, spelling) = try EverydaySpellings.read(text)
      return ParsedExpression(animation: animation, spelling: spelling)
    }
    if platforms, role != .number, PlatformExpression.recognizes(text) {
      let (animation, spelling) = try PlatformExpression.read(text)
      return ParsedExpression(animation: animation, spelling: spelling)
    }
    var parser = Parser(text: text, tokens: try Lexer.tokens(text), names: names)
    do {
      return try parser.parseExpression(role: role)
    } catch {
      // A SwiftUI form pasted without its leading dot (`interpolatingSpring(stiffness: 170, …)`,
      // often from the middle of a multi-line call): read as the member it names, and said.
      let trimmed = text.drop { $0.isBlank }
      let name = trimmed.prefix { $0.isNameLetter }
      guard platforms, error.offset == text.count - trimmed.count, Forms.names(for: role).contains(String(name)),
        trimmed.dropFirst(name.count).first == "("
      else { throw error }
      var dotted = Parser(text: "." + trimmed, tokens: try Lexer.tokens("." + trimmed), names: names)
      guard var parsed = try? dotted.parseExpression(role: role) else { throw error }
      parsed.animation.notes.append("read as SwiftUI's .\(name), written without its leading dot")
      return parsed
    }
  }

  /// Evaluates `text` as a number: a literal or arithmetic over the names `names` knows.
  public static func number(_ text: String, names: NameResolver?) throws(ExpressionError) -> Double {
    try MotionLimits.checkLength(text)
    var parser = Parser(text: text, tokens: try Lexer.tokens(text), names: names)
    if parser.current.kind == .end { throw parser.fail("expected a number, found nothing") }
    let value = try parser.sum()
    guard parser.current.kind == .end else { throw parser.fail("expected an operator or the end of the number") }
    return try parser.number(value, at: 0)
  }

  /// The names of SwiftUI's forms that make a value of `role` (`spring`, `easeInOut`, …).
  public static func formNames(for role: NameRole) -> [String] { Forms.names(for: role) }

  /// The modifiers that may follow a motion.
  public static let modifiers = ["delay", "speed", "repeatCount", "repeatForever", "logicallyComplete"]
}

struct Parser {
  let text: String
  let tokens: [Token]
  let names: NameResolver?
  var index = 0
  /// The tokens named so far, in order.
  var references: [String] = []

  init(text: String, tokens: [Token], names: NameResolver?) {
    self.text = text
    self.tokens = tokens
    self.names = names
  }

  /// How deeply the parse is nested now (parentheses, signs, argument lists).
  var depth = 0

  var current: Token { tokens[index] }

  /// What one call's argument list weighs against ``MotionLimits/nesting``: a call goes through
  /// five parsing functions with large frames, so 64 nested calls (far beyond any token, which
  /// nests two or three) is as deep as it goes. Found by libFuzzer: 200 nested calls overflowed
  /// an 8 MB stack under AddressSanitizer.
  static let callWeight = 4

  /// Goes `weight` levels deeper, refusing past ``MotionLimits/nesting`` (a stack overflow otherwise).
  mutating func enter(weight: Int = 1) throws(ExpressionError) {
    depth += weight
    if depth > MotionLimits.nesting {
      throw fail(
        "the expression nests deeper than \(MotionLimits.nesting) levels (parentheses, signs and calls); a token never needs that"
      )
    }
  }
  var next: Token { tokens[min(index + 1, tokens.count - 1)] }

  func fail(_ message: String, at offset: Int? = nil, unresolved: String? = nil) -> ExpressionError {
    ExpressionError(message, in: text, at: offset ?? current.offset, unresolved: unresolved)
  }

  /// A motion, then its modifiers.
  mutating func parseExpression(role: NameRole) throws(ExpressionError) -> ParsedExpression {
    if current.kind == .end {
      throw fail("expected a motion such as .smooth or .spring(duration: 0.5, bounce: 0.2), found nothing")
    }
    var (animation, alias) = try parseMotion(role: role == .number ? .animation : role)
    var spelling = animation.swiftUI
    while current.kind != .end {
      guard current.kind == .dot else {
        throw fail("expected '.' before a modifier such as .delay(0.1), or the end of the expression")
      }
      index += 1
      let modifier = try parseCall(initializer: false)
      try Forms.apply(modifier, to: &animation, text: text)
      if let why = MotionLimits.timingViolation(animation) {
        throw fail("this gives the motion \(why)", at: modifier.offset)
      }
      spelling += modifier.swiftUI
      alias = nil
    }
    animation.swiftUI = spelling
    return ParsedExpression(animation: animation, aliasOf: alias, references: references)
  }

  /// One motion without modifiers: a SwiftUI form, a `Spring` initializer or a reference to a token.
  mutating func parseMotion(role: NameRole) throws(ExpressionError) -> (Animation, alias: String?) {
    let start = current.offset
    if case .identifier("SwiftUI") = current.kind, next.kind == .dot {
      index += 2
      guard case .identifier(let type) = current.kind, type == "Animation" || type == "Spring" else {
        throw fail("expected Animation or Spring after 'SwiftUI.'")
      }
    }
    if case .identifier(let type) = current.kind, type == "Animation" || type == "Spring" {
      if next.kind == .dot {
        index += 2
        return try parseMember(role: type == "Spring" ? .spring : role, type: type)
      }
      if type == "Spring", next.kind == .leftParen {
        return (try build(try parseCall(initializer: true), role: .spring), nil)
      }
      throw fail("expected '.' after '\(type)'", at: next.offset)
    }
    if current.kind == .dot {
      index += 1
      return try parseMember(role: role, type: role == .spring ? "Spring" : "Animation")
    }
    guard case .identifier(let word) = current.kind, names != nil else {
      throw fail("expected '.' before a motion or modifier name (e.g. .smooth, .delay(0.1))")
    }
    let path = referencePath()
    let written = path.joined(separator: ".")
    if current.kind == .leftParen {
      try skipArguments()
      throw fail("'\(written)(…)' is computed when the app runs", at: start, unresolved: written + "(…)")
    }
    switch names!(NameReference(path: path, role: role)) {
    case .motion(let animation, let token):
      references.append(token)
      return (animation, token)
    case .number: throw fail("'\(written)' is a number; a motion is expected here", at: start)
    case .invalid(let message): throw fail(message, at: start)
    case .notStatic(let value):
      throw fail("'\(written)' depends on \(value), known only when the app runs", at: start, unresolved: value)
    case .unknown:
      if path.count == 1, Forms.overloads(named: word, role: role) != nil {
        throw fail("'\(word)' is not defined here — did you mean '.\(word)'?", at: start)
      }
      throw fail("'\(written)' is not defined in this catalogue", at: start, unresolved: written)
    }
  }

  /// A member after `.` or `Animation.`: a SwiftUI form, `init`, or a token of the catalogue.
  mutating func parseMember(role: NameRole, type: String) throws(ExpressionError) -> (Animation, alias: String?) {
    guard case .identifier(let name) = current.kind else {
      throw fail("expected a name such as smooth, spring or easeInOut after '.'")
    }
    let offset = current.offset
    if name == "init" {
      guard role == .spring else {
        _ = try parseCall(initializer: false)
        throw fail(
          "'.init(…)' of Animation takes a custom animation, which is computed when the app runs", at: offset,
          unresolved: ".init(…)")
      }
      index += 1
      return (try build(try parseArguments(name: "Spring", offset: offset, initializer: true), role: .spring), nil)
    }
    if Forms.overloads(named: name, role: role) != nil {
      return (try build(try parseCall(initializer: false), role: role), nil)
    }
    if MotionExpression.modifiers.contains(name) {
      throw fail("'.\(name)' is a modifier: write it after a motion, e.g. .smooth.\(name)(…)", at: offset)
    }
    let lookup = names?(NameReference(path: [type, name], isImplicitMember: true, role: role)) ?? .unknown
    if case .motion(let animation, let token) = lookup, next.kind != .leftParen {
      index += 1
      references.append(token)
      return (animation, token)
    }
    let builtIns = Forms.names(for: role)
    if role == .spring, Forms.overloads(named: name, role: .animation) != nil {
      throw fail(
        "'.\(name)' makes an Animation; a Spring is expected here, such as .bouncy, .smooth(duration: 0.3) or Spring(duration: 0.5, bounce: 0.2)",
        at: offset)
    }
    if let hint = suggestion(for: name, among: builtIns + MotionExpression.modifiers) {
      throw fail("unknown motion '\(name)' — did you mean '\(hint)'?", at: offset)
    }
    let call = try parseCall(initializer: false)
    let written = "." + name + (call.hasParentheses ? "(…)" : "")
    switch lookup {
    case .invalid(let message): throw fail(message, at: offset)
    case .notStatic(let value):
      throw fail("'\(written)' depends on \(value), known only when the app runs", at: offset, unresolved: value)
    default:
      let message =
        call.hasParentheses
        ? "'\(written)' is a function, computed when the app runs"
        : "unknown motion '\(name)'; expected one of \(builtIns.map { "." + $0 }.joined(separator: ", ")) or a token of this catalogue"
      throw fail(message, at: offset, unresolved: written)
    }
  }

  /// Builds a SwiftUI form and checks it against ``MotionLimits``.
  func build(_ call: Call, role: NameRole) throws(ExpressionError) -> Animation {
    let animation = try Forms.build(call, role: role, text: text)
    if let why = MotionLimits.curveViolation(animation) ?? MotionLimits.timingViolation(animation) {
      throw fail("\(call.swiftUI) has \(why)", at: call.offset)
    }
    return animation
  }

  /// `a.b.c` up to (not including) a modifier call or an argument list.
  mutating func referencePath() -> [String] {
    var path: [String] = []
    while case .identifier(let word) = current.kind {
      path.append(word)
      index += 1
      guard current.kind == .dot, case .identifier(let following) = next.kind else { break }
      if MotionExpression.modifiers.contains(following) { break }
      index += 1
    }
    return path
  }

  /// `name(arguments)` or `name`, after any leading `.` has been consumed.
  mutating func parseCall(initializer: Bool) throws(ExpressionError) -> Call {
    guard case .identifier(let name) = current.kind else {
      throw fail("expected a name such as smooth, spring or easeInOut after '.'")
    }
    let offset = current.offset
    index += 1
    return try parseArguments(name: name, offset: offset, initializer: initializer)
  }

  mutating func parseArguments(name: String, offset: Int, initializer: Bool) throws(ExpressionError) -> Call {
    guard current.kind == .leftParen else {
      return Call(name: name, offset: offset, arguments: [], hasParentheses: false, isInitializer: initializer)
    }
    try enter(weight: Parser.callWeight)
    defer { depth -= Parser.callWeight }
    index += 1
    var arguments: [Call.Argument] = []
    while current.kind != .rightParen {
      if !arguments.isEmpty {
        guard current.kind == .comma else { throw fail("expected ',' or ')' after an argument") }
        index += 1
        if current.kind == .rightParen { break }  // Swift 6.1 allows a trailing comma.
      }
      arguments.append(try parseArgument())
    }
    index += 1
    return Call(name: name, offset: offset, arguments: arguments, hasParentheses: true, isInitializer: initializer)
  }

  /// Skips a balanced argument list.
  mutating func skipArguments() throws(ExpressionError) {
    var depth = 0
    repeat {
      switch current.kind {
      case .leftParen: depth += 1
      case .rightParen: depth -= 1
      case .end: throw fail("expected ')' to close the argument list")
      default: break
      }
      index += 1
    } while depth > 0
  }

  mutating func parseArgument() throws(ExpressionError) -> Call.Argument {
    let start = current.offset
    var label: String?
    if case .identifier(let word) = current.kind, next.kind == .colon {
      label = word
      index += 2
    }
    let valueOffset = current.offset
    func argument(_ value: Call.Argument.Value) -> Call.Argument {
      Call.Argument(label: label, value: value, offset: start, valueOffset: valueOffset)
    }
    switch current.kind {
    case .identifier(let word) where (word == "true" || word == "false") && [.comma, .rightParen].contains(next.kind):
      index += 1
      return argument(.bool(word == "true"))
    case .dot:
      return argument(.motion(try parseMotion(role: .spring).0))
    case .identifier(let word) where ["Spring", "SwiftUI"].contains(word) && [.dot, .leftParen].contains(next.kind):
      return argument(.motion(try parseMotion(role: .spring).0))
    case .identifier(let word) where label == nil && names == nil && next.kind != .colon:
      if case .number = next.kind { throw fail("expected ':' after '\(word)'", at: next.offset) }
      throw fail("expected 'label: value', found '\(word)' without a ':'")
    case .end:
      throw fail("expected an argument or ')', found the end of the expression")
    case .rightParen, .comma, .colon:
      throw fail(label == nil ? "expected an argument such as 'duration: 0.5'" : "expected a number after '\(label!):'")
    default:
      switch try sum() {
      case .number(let n): return argument(.number(n))
      case .motion(let m): return argument(.motion(m))
      }
    }
  }

  // MARK: - Arithmetic

  /// A value in an argument: a number, or a motion named by reference.
  enum Operand {
    case number(Double)
    case motion(Animation)
  }

  func number(_ operand: Operand, at offset: Int) throws(ExpressionError) -> Double {
    guard case .number(let n) = operand else { throw fail("a motion cannot take part in arithmetic", at: offset) }
    return n
  }

  mutating func sum() throws(ExpressionError) -> Operand {
    let start = current.offset
    var left = try product()
    while case .op(let c) = current.kind, c == "+" || c == "-" {
      index += 1
      let at = current.offset
      let (a, b) = (try number(left, at: start), try number(try product(), at: at))
      left = .number(c == "+" ? a + b : a - b)
    }
    if case .number(let n) = left, !n.isFinite {
      throw fail("this arithmetic does not give a finite number", at: start)
    }
    return left
  }

  mutating func product() throws(ExpressionError) -> Operand {
    let start = current.offset
    var left = try unary()
    while case .op(let c) = current.kind, c == "*" || c == "/" {
      index += 1
      let at = current.offset
      let (a, b) = (try number(left, at: start), try number(try unary(), at: at))
      if c == "/" && b == 0 { throw fail("division by zero", at: at) }
      left = .number(c == "*" ? a * b : a / b)
    }
    return left
  }

  mutating func unary() throws(ExpressionError) -> Operand {
    if case .op(let c) = current.kind, c == "-" || c == "+" {
      try enter()
      defer { depth -= 1 }
      index += 1
      let at = current.offset
      let n = try number(try unary(), at: at)
      return .number(c == "-" ? -n : n)
    }
    return try atom()
  }

  /// Numeric conversions whose argument is evaluated as it stands.
  static let conversions: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval", "Float64"]

  mutating func atom() throws(ExpressionError) -> Operand {
    let start = current.offset
    switch current.kind {
    case .number(let n):
      index += 1
      return .number(n)
    case .leftParen:
      try enter()
      defer { depth -= 1 }
      index += 1
      let inner = try sum()
      guard current.kind == .rightParen else { throw fail("expected ')' after the parenthesised value") }
      index += 1
      return inner
    case .identifier(let word):
      guard names != nil else { throw fail("expected a number, found '\(word)'") }
      try enter()
      defer { depth -= 1 }
      let path = referencePath()
      let written = path.joined(separator: ".")
      if current.kind == .leftParen {
        if path.count == 1, Self.conversions.contains(word) {
          index += 1
          let inner = try sum()
          guard current.kind == .rightParen else { throw fail("expected ')' after the value converted to \(word)") }
          index += 1
          return inner
        }
        if path.count == 1, word == "min" || word == "max" {
          index += 1
          var values: [Double] = []
          while current.kind != .rightParen {
            if !values.isEmpty {
              guard current.kind == .comma else { throw fail("expected ',' or ')' in \(word)(…)") }
              index += 1
            }
            let at = current.offset
            values.append(try number(try sum(), at: at))
          }
          index += 1
          guard let result = word == "min" ? values.min() : values.max() else {
            throw fail("\(word)() needs values", at: start)
          }
          return .number(result)
        }
        try skipArguments()
        let call = String(Array(text)[start..<min(current.offset, text.count)])
        throw fail("'\(call)' is computed when the app runs", at: start, unresolved: call)
      }
      switch names!(NameReference(path: path, role: .number)) {
      case .number(let n): return .number(n)
      case .motion(let animation, let token):
        references.append(token)
        return .motion(animation)
      case .invalid(let message): throw fail(message, at: start)
      case .notStatic(let value):
        throw fail("'\(written)' depends on \(value), known only when the app runs", at: start, unresolved: value)
      case .unknown:
        throw fail(
          "depends on '\(written)', which is not a constant in what was read; write a number or declare it", at: start,
          unresolved: written)
      }
    default:
      throw fail("expected a number")
    }
  }
}
