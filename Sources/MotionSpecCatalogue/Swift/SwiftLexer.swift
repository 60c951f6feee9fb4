import Foundation

/// One token of Swift source, with where it starts.
struct SwiftToken: Equatable {
  enum Kind: Equatable {
    case identifier
    case number
    case string
    /// One of `{ } ( ) [ ] , : ; .`
    case punctuation
    /// A run of operator characters: `=`, `*`, `->`, `?`.
    case op
    /// `@name` (an attribute).
    case attribute
    /// `#if`, `#elseif`, `#else`, `#endif`; `text` holds the condition that follows.
    case directive(String)
    /// `#name` other than a directive (`#Preview`, `#available`).
    case pound
    /// The text of a `///` line or a `/** … */` block.
    case doc
  }

  let kind: Kind
  let text: String
  /// Character offset in the file.
  let offset: Int
  let line: Int
  let column: Int
  /// Whether a line break (or the start of the file) precedes it, comments aside.
  let startsLine: Bool
  /// Whether whitespace or a comment separates it from the previous token.
  let spaced: Bool

  func `is`(_ punctuation: String) -> Bool { (kind == .punctuation || kind == .op) && text == punctuation }
  var isIdentifier: Bool { kind == .identifier }
}

/// Splits Swift source into tokens: enough of Swift's lexical grammar to find declarations and
/// their values (comments, nested block comments, string literals with interpolation, raw and
/// multi-line strings, numbers, operators, attributes and compiler directives).
struct SwiftLexer {
  private let chars: [Character]
  private var i = 0
  private var line = 1
  private var column = 1
  private var tokens: [SwiftToken] = []
  private var atLineStart = true
  private var spaced = true

  static func tokens(_ text: String) -> [SwiftToken] {
    var lexer = SwiftLexer(chars: Array(text))
    lexer.run()
    return lexer.tokens
  }

  private init(chars: [Character]) { self.chars = chars }

  private func peek(_ k: Int = 0) -> Character? { i + k < chars.count ? chars[i + k] : nil }

  private mutating func advance() {
    if chars[i] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    i += 1
  }

  private mutating func emit(
    _ kind: SwiftToken.Kind, from start: (offset: Int, line: Int, column: Int), text: String? = nil
  ) {
    tokens.append(
      SwiftToken(
        kind: kind, text: text ?? String(chars[start.offset..<i]), offset: start.offset, line: start.line,
        column: start.column, startsLine: atLineStart, spaced: spaced))
    atLineStart = false
    spaced = false
  }

  static let operatorCharacters: Set<Character> = [
    "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", "/",
  ]

  private mutating func run() {
    while let c = peek() {
      let start = (offset: i, line: line, column: column)
      if c == "\n" {
        atLineStart = true
        spaced = true
        advance()
      } else if c.isWhitespace {
        spaced = true
        advance()
      } else if c == "/", peek(1) == "/" {
        let isDoc = peek(2) == "/" && peek(3) != "/"
        while let d = peek(), d != "\n" { advance() }
        if isDoc {
          let body = String(chars[(start.offset + 3)..<i]).trimmingCharacters(in: .whitespaces)
          emit(.doc, from: start, text: body)
        }
        spaced = true
      } else if c == "/", peek(1) == "*" {
        let isDoc = peek(2) == "*" && peek(3) != "/"
        blockComment()
        if isDoc {
          let inner = String(chars[(start.offset + 3)..<max(start.offset + 3, i - 2)])
          let lines = inner.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces).drop { $0 == "*" }.trimmingCharacters(in: .whitespaces)
          }
          emit(.doc, from: start, text: lines.filter { !$0.isEmpty }.joined(separator: " "))
        }
        spaced = true
      } else if c == "\"" || (c == "#" && (peek(1) == "\"" || (peek(1) == "#" && peek(2) == "\""))) {
        string()
        emit(.string, from: start)
      } else if c == "#" {
        advance()
        while let d = peek(), d.isLetter || d.isNumber || d == "_" { advance() }
        let word = String(chars[(start.offset + 1)..<i])
        if ["if", "elseif", "else", "endif"].contains(word) {
          var condition = ""
          while let d = peek(), d != "\n" {
            if d == "/", peek(1) == "/" || peek(1) == "*" { break }
            condition.append(d)
            advance()
          }
          emit(.directive(condition.trimmingCharacters(in: .whitespaces)), from: start, text: "#" + word)
        } else {
          emit(.pound, from: start)
        }
      } else if c == "@" {
        advance()
        while let d = peek(), d.isLetter || d.isNumber || d == "_" || d == "." { advance() }
        emit(.attribute, from: start)
      } else if c.isNumber {
        number()
        emit(.number, from: start)
      } else if c.isLetter || c == "_" || c == "$" {
        while let d = peek(), d.isLetter || d.isNumber || d == "_" || d == "$" { advance() }
        emit(.identifier, from: start)
      } else if c == "`" {
        advance()
        while let d = peek(), d != "`", d != "\n" { advance() }
        if peek() == "`" { advance() }
        emit(.identifier, from: start, text: String(chars[start.offset..<i]).filter { $0 != "`" })
      } else if "{}()[],:;.".contains(c) {
        advance()
        emit(.punctuation, from: start)
      } else if Self.operatorCharacters.contains(c) {
        while let d = peek(), Self.operatorCharacters.contains(d) {
          if d == "/", peek(1) == "/" || peek(1) == "*" { break }
          advance()
        }
        emit(.op, from: start)
      } else {
        advance()
        emit(.op, from: start)
      }
    }
  }

  private mutating func blockComment() {
    var depth = 0
    while i < chars.count {
      if peek() == "/", peek(1) == "*" {
        depth += 1
        advance()
        advance()
      } else if peek() == "*", peek(1) == "/" {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  private mutating func number() {
    if peek() == "0", let x = peek(1), "xob".contains(x) {
      advance()
      advance()
      while let d = peek(), d.isHexDigit || d == "_" || d == "." || d == "p" || d == "P" { advance() }
      return
    }
    while let d = peek() {
      if d.isNumber || d == "_" {
        advance()
      } else if d == ".", let e = peek(1), e.isNumber {
        advance()
      } else if d == "e" || d == "E" {
        advance()
        if peek() == "-" || peek() == "+" { advance() }
      } else {
        break
      }
    }
  }

  /// A string literal: `"…"` with escapes and `\(…)` interpolation, `"""…"""`, and raw `#"…"#`.
  private mutating func string() {
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      advance()
    }
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    while i < chars.count {
      if !multiline && peek() == "\n" { return }
      if matches(escape) {
        for _ in 0..<escape.count { advance() }
        if peek() == "(" {
          var depth = 0
          repeat {
            if peek() == "(" {
              depth += 1
            } else if peek() == ")" {
              depth -= 1
            } else if peek() == "\"" {
              string(); continue
            }
            advance()
          } while depth > 0 && i < chars.count
        } else if i < chars.count {
          advance()
        }
        continue
      }
      if matches(closing) {
        for _ in 0..<closing.count { advance() }
        return
      }
      advance()
    }
  }

  private func matches(_ s: String) -> Bool {
    var k = 0
    for c in s {
      guard peek(k) == c else { return false }
      k += 1
    }
    return true
  }
}
