/// Parses the SwiftUI spelling of an animation or spring into an ``Animation``.
///
/// Accepted: `.smooth`, `.snappy(duration: 0.4, extraBounce: 0.1)`, `.bouncy`,
/// `.spring(duration:bounce:)`, `.spring(response:dampingFraction:blendDuration:)`,
/// `Spring(mass:stiffness:damping:)` and SwiftUI's other `Spring` initializers,
/// `.interactiveSpring(…)`, `.interpolatingSpring(…)`, `.easeIn/.easeOut/.easeInOut/.linear`
/// with an optional `(duration:)`, `.timingCurve(x1, y1, x2, y2, duration:)`, `.default`, an
/// optional `Animation.`/`Spring.` prefix, and any number of `.delay(_:)` and `.speed(_:)`.
public enum MotionExpression {
  /// Parses `text`; errors say what was expected and point at the column of the fault.
  public static func parse(_ text: String) throws(ExpressionError) -> Animation {
    var parser = Parser(text: text, tokens: try Lexer.tokens(text))
    return try parser.parseExpression()
  }
}

struct Parser {
  let text: String
  let tokens: [Token]
  var index = 0

  init(text: String, tokens: [Token]) {
    self.text = text
    self.tokens = tokens
  }

  var current: Token { tokens[index] }

  func fail(_ message: String, at offset: Int? = nil) -> ExpressionError {
    ExpressionError(message, in: text, at: offset ?? current.offset)
  }

  mutating func parseExpression() throws(ExpressionError) -> Animation {
    if current.kind == .end {
      throw fail("expected a motion such as .smooth or .spring(duration: 0.5, bounce: 0.2), found nothing")
    }
    // Optional type prefix: `Animation.` or `Spring.`; `Spring(` is the initializer.
    var isInitializer = false
    if case .identifier(let type) = current.kind, type == "Animation" || type == "Spring" {
      if tokens[index + 1].kind == .dot {
        index += 1
      } else if type == "Spring", tokens[index + 1].kind == .leftParen {
        isInitializer = true
      } else {
        throw fail("expected '.' after '\(type)'", at: tokens[index + 1].offset)
      }
    }
    let base = try parseCall(initializer: isInitializer)
    var animation = try Forms.build(base, text: text)
    if let why = MotionLimits.curveViolation(animation) ?? MotionLimits.timingViolation(animation) {
      throw fail("\(base.swiftUI) has \(why)", at: base.offset)
    }
    var spelling = base.swiftUI
    while current.kind != .end {
      let modifier = try parseCall(initializer: false)
      try Forms.apply(modifier, to: &animation, text: text)
      if let why = MotionLimits.timingViolation(animation) { throw fail("this gives the motion \(why)", at: modifier.offset) }
      spelling += modifier.swiftUI
    }
    animation.swiftUI = spelling
    return animation
  }

  mutating func parseCall(initializer: Bool) throws(ExpressionError) -> Call {
    if !initializer {
      guard current.kind == .dot else {
        throw fail("expected '.' before a motion or modifier name (e.g. .smooth, .delay(0.1))")
      }
      index += 1
    }
    guard case .identifier(let name) = current.kind else {
      throw fail("expected a name such as smooth, spring or easeInOut after '.'")
    }
    let offset = current.offset
    index += 1
    guard current.kind == .leftParen else {
      return Call(name: name, offset: offset, arguments: [], hasParentheses: false, isInitializer: initializer)
    }
    index += 1
    var arguments: [Call.Argument] = []
    while current.kind != .rightParen {
      if !arguments.isEmpty {
        guard current.kind == .comma else { throw fail("expected ',' or ')' after an argument") }
        index += 1
      }
      arguments.append(try parseArgument())
    }
    index += 1
    return Call(name: name, offset: offset, arguments: arguments, hasParentheses: true, isInitializer: initializer)
  }

  mutating func parseArgument() throws(ExpressionError) -> Call.Argument {
    let start = current.offset
    var label: String?
    if case .identifier(let word) = current.kind, tokens[index + 1].kind == .colon {
      label = word
      index += 2
    }
    let valueOffset = current.offset
    switch current.kind {
    case .number(let n):
      index += 1
      return Call.Argument(label: label, value: .number(n), offset: start, valueOffset: valueOffset)
    case .identifier(let word) where word == "true" || word == "false":
      index += 1
      return Call.Argument(label: label, value: .bool(word == "true"), offset: start, valueOffset: valueOffset)
    case .identifier(let word) where label == nil && tokens[index + 1].kind != .colon:
      if case .number = tokens[index + 1].kind {
        throw fail("expected ':' after '\(word)'", at: tokens[index + 1].offset)
      }
      throw fail("expected 'label: value', found '\(word)' without a ':'")
    case .identifier(let word):
      throw fail(label == nil ? "expected 'label: value', found '\(word)' without a ':'" : "expected a number, found '\(word)'")
    case .end:
      throw fail("expected an argument or ')', found the end of the expression")
    default:
      throw fail(label == nil ? "expected an argument such as 'duration: 0.5'" : "expected a number after '\(label!):'")
    }
  }
}
