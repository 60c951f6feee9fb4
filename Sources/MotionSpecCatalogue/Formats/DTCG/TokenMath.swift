import Foundation

/// Tokens Studio's math in a value (`{duration.base} * 2`, `150ms + 50ms`, `(100 + 50) / 2`), once
/// its references are replaced: numbers with an optional unit, `+ - * /`, unary minus and
/// parentheses, evaluated left to right with the usual precedence.
///
/// Times are added in milliseconds (`s` is 1000 `ms`); a number without a unit scales them. A
/// result carries `ms` when any operand was a time, no unit otherwise. Anything else — another
/// unit, a function, a lone operator — is not math motionspec reads: `nil`.
enum TokenMath {
  struct Quantity: Equatable {
    var value: Double
    /// `true` when the quantity is a time in milliseconds; `false` for a bare number.
    var isTime: Bool
  }

  /// The longest expression evaluated (a value is a token's, never a document).
  static let maximumLength = 1_000

  static func evaluate(_ text: String) -> Quantity? {
    guard text.utf8.count <= maximumLength else { return nil }
    var parser = Parser(Array(text.unicodeScalars))
    guard let result = parser.sum(depth: 0), parser.atEnd, result.value.isFinite else { return nil }
    return result
  }

  /// Whether `text` has an operator between operands (so it is math, not a plain number).
  static func isExpression(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.dropFirst().contains { "+-*/()".contains($0) }
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool {
      mutating get {
        skipSpaces()
        return index == scalars.count
      }
    }

    mutating func skipSpaces() {
      while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    mutating func take(_ c: Unicode.Scalar) -> Bool {
      skipSpaces()
      guard index < scalars.count, scalars[index] == c else { return false }
      index += 1
      return true
    }

    mutating func sum(depth: Int) -> Quantity? {
      guard var left = product(depth: depth) else { return nil }
      while true {
        let sign: Double
        // `150-200ms` is a range people write, not a subtraction: a minus between two numbers
        // with no space on either side is not math.
        let before = index
        if take("+") {
          sign = 1
        } else if take("-") {
          sign = -1
          let tight =
            before > 0 && index - 1 == before && !scalars[before - 1].properties.isWhitespace
            && index < scalars.count && !scalars[index].properties.isWhitespace
          if tight { return nil }
        } else {
          return left
        }
        guard let right = product(depth: depth) else { return nil }
        // A time and a bare number add as times (Tokens Studio adds the numbers).
        left = Quantity(value: left.value + sign * right.value, isTime: left.isTime || right.isTime)
      }
    }

    mutating func product(depth: Int) -> Quantity? {
      guard var left = factor(depth: depth) else { return nil }
      while true {
        if take("*") {
          guard let right = factor(depth: depth), !(left.isTime && right.isTime) else { return nil }
          left = Quantity(value: left.value * right.value, isTime: left.isTime || right.isTime)
        } else if take("/") {
          guard let right = factor(depth: depth), !right.isTime, right.value != 0 else { return nil }
          left = Quantity(value: left.value / right.value, isTime: left.isTime)
        } else {
          return left
        }
      }
    }

    mutating func factor(depth: Int) -> Quantity? {
      guard depth < 32 else { return nil }
      if take("-") { return factor(depth: depth + 1).map { Quantity(value: -$0.value, isTime: $0.isTime) } }
      if take("+") { return factor(depth: depth + 1) }
      if take("(") {
        guard let inner = sum(depth: depth + 1), take(")") else { return nil }
        return inner
      }
      return number()
    }

    mutating func number() -> Quantity? {
      skipSpaces()
      let start = index
      while index < scalars.count, "0123456789.".unicodeScalars.contains(scalars[index]) { index += 1 }
      guard index > start, let n = Double(String(String.UnicodeScalarView(scalars[start..<index]))) else {
        return nil
      }
      let unitStart = index
      while index < scalars.count, ("a"..."z").contains(scalars[index]) { index += 1 }
      switch String(String.UnicodeScalarView(scalars[unitStart..<index])) {
      case "": return Quantity(value: n, isTime: false)
      case "ms": return Quantity(value: n, isTime: true)
      case "s": return Quantity(value: n * 1000, isTime: true)
      default: return nil
      }
    }
  }
}
