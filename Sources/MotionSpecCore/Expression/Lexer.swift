import MotionSpecNumbers

/// A token of the motion expression language.
struct Token: Equatable {
  enum Kind: Equatable {
    case identifier(String)
    case number(Double)
    case dot, leftParen, rightParen, comma, colon
    /// An arithmetic operator: `+`, `-`, `*` or `/`.
    case op(Character)
    case end
  }
  let kind: Kind
  /// Character offset of the token's first character.
  let offset: Int
}

/// Splits a motion expression into tokens; numbers may carry an exponent and `_` separators,
/// signs are operators.
struct Lexer {
  static func tokens(_ text: String) throws(ExpressionError) -> [Token] {
    let chars = Array(text)
    var tokens: [Token] = []
    var i = 0
    while i < chars.count {
      let c = chars[i]
      let start = i
      switch c {
      case " ", "\t", "\n", "\r": i += 1
      case ".":
        if i + 1 < chars.count, chars[i + 1].isDigit {
          tokens.append(try number(chars, &i, text))
        } else {
          tokens.append(Token(kind: .dot, offset: start))
          i += 1
        }
      case "(": tokens.append(Token(kind: .leftParen, offset: start)); i += 1
      case ")": tokens.append(Token(kind: .rightParen, offset: start)); i += 1
      case ",": tokens.append(Token(kind: .comma, offset: start)); i += 1
      case ":": tokens.append(Token(kind: .colon, offset: start)); i += 1
      case "-", "+", "*", "/": tokens.append(Token(kind: .op(c), offset: start)); i += 1
      case "0"..."9":
        tokens.append(try number(chars, &i, text))
      default:
        guard c.isNameLetter || c == "_" else {
          throw ExpressionError("unexpected character '\(c)'", in: text, at: start)
        }
        while i < chars.count, chars[i].isNameLetter || chars[i].isDigit || chars[i] == "_" { i += 1 }
        tokens.append(Token(kind: .identifier(String(chars[start..<i])), offset: start))
      }
    }
    tokens.append(Token(kind: .end, offset: chars.count))
    return tokens
  }

  private static func number(_ chars: [Character], _ i: inout Int, _ text: String) throws(ExpressionError) -> Token {
    let start = i
    while i < chars.count, chars[i].isDigit || chars[i] == "." || chars[i] == "_" { i += 1 }
    if i < chars.count, chars[i] == "e" || chars[i] == "E" {
      i += 1
      if i < chars.count, chars[i] == "-" || chars[i] == "+" { i += 1 }
      while i < chars.count, chars[i].isDigit { i += 1 }
    }
    let literal = String(chars[start..<i]).replacingOccurrences(of: "_", with: "")
    guard let value = NumberText.double(literal), value.isFinite else {
      throw ExpressionError("expected a number, found '\(String(chars[start..<i]))'", in: text, at: start)
    }
    return Token(kind: .number(value), offset: start)
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

extension StringProtocol {
  /// Where `needle` first occurs, found by its UTF-8 bytes: no Foundation and no Unicode tables,
  /// so the expression language reads the same in Embedded Swift (the page's WebAssembly module).
  func place(of needle: String) -> Range<Index>? {
    let bytes = Array(needle.utf8)
    guard let first = bytes.first else { return startIndex..<startIndex }
    var start = utf8.startIndex
    while let found = utf8[start...].firstIndex(of: first) {
      var cursor = found
      var matched = 0
      while matched < bytes.count, cursor < utf8.endIndex, utf8[cursor] == bytes[matched] {
        utf8.formIndex(after: &cursor)
        matched += 1
      }
      if matched == bytes.count { return found..<cursor }
      start = utf8.index(after: found)
    }
    return nil
  }

  /// Whether `needle` occurs in the text (by UTF-8 bytes, as ``place(of:)``).
  func includes(_ needle: String) -> Bool { place(of: needle) != nil }
}
