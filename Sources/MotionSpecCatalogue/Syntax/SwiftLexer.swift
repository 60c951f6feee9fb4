import Foundation
import MotionSpecCore

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
  /// Byte offset in the file's UTF-8.
  let offset: Int
  let line: Int
  /// Column in Unicode scalars, from 1.
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
///
/// It reads the file's UTF-8 bytes where they are (no copy of the text as characters) and refuses,
/// where it happens, source that nests brackets, interpolations or block comments deeper than
/// ``MotionLimits/nesting`` or strings more than that many operators together, so a hostile file
/// is refused after the bytes that show it, in time and memory proportional to what was read.
struct SwiftLexer {
  /// Why the lexer stopped: the message and where.
  struct Refusal: Error {
    let message: String
    let line: Int
    let column: Int
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var i = 0
  private var line = 1
  private var column = 1
  private var tokens: [SwiftToken] = []
  private var atLineStart = true
  private var spaced = true
  /// Open `(`, `[` and `{` (an interpolation counts as one).
  private var depth = 0
  /// Operator tokens since the last other token.
  private var operatorRun = 0

  static func tokens(_ text: String) throws(Refusal) -> [SwiftToken] {
    var text = text
    let result = text.withUTF8 { buffer -> Result<[SwiftToken], Refusal> in
      var lexer = SwiftLexer(bytes: buffer)
      do throws(Refusal) {
        try lexer.run()
      } catch {
        return .failure(error)
      }
      return .success(lexer.tokens)
    }
    return try result.get()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The byte `k` ahead, or `nil` past the end.
  private func peek(_ k: Int = 0) -> UInt8? { i + k < bytes.count ? bytes[i + k] : nil }

  /// The Unicode scalar that starts at the current byte (`nil` at the end).
  private func scalar() -> Unicode.Scalar? {
    guard i < bytes.count else { return nil }
    let b = bytes[i]
    if b < 0x80 { return Unicode.Scalar(b) }
    var iterator = bytes[i..<min(bytes.count, i + 4)].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let s) = decoder.decode(&iterator) { return s }
    return nil
  }

  /// Moves past one byte; a line feed starts a line, and a column counts each scalar's first byte.
  private mutating func advance() {
    let b = bytes[i]
    if b == 10 {
      line += 1
      column = 1
    } else if b & 0xC0 != 0x80 {
      column += 1
    }
    i += 1
  }

  /// Moves past the scalar at the current byte (all its bytes).
  private mutating func advanceScalar() {
    advance()
    while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
  }

  private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  private mutating func emit(
    _ kind: SwiftToken.Kind, from start: (offset: Int, line: Int, column: Int), text: String? = nil
  ) {
    tokens.append(
      SwiftToken(
        kind: kind, text: text ?? self.text(start.offset..<i), offset: start.offset, line: start.line,
        column: start.column, startsLine: atLineStart, spaced: spaced))
    atLineStart = false
    spaced = false
    operatorRun = kind == .op ? operatorRun + 1 : 0
  }

  private func refusal(_ what: String, at start: (offset: Int, line: Int, column: Int)) -> Refusal {
    Refusal(
      message: "\(what) deeper than \(MotionLimits.nesting) levels; no Swift motion file needs that",
      line: start.line, column: start.column)
  }

  static func isOperator(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
      UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
      UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
      return true
    default: return false
    }
  }

  static func isASCIIDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
  static func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) >= 97 && (b | 0x20) <= 122 }

  /// Whether the scalar at the current byte may continue an identifier (letters and digits of
  /// any script, `_`, `$`).
  private func continuesIdentifier() -> Bool {
    guard let b = peek() else { return false }
    if b < 0x80 { return Self.isASCIILetter(b) || Self.isASCIIDigit(b) || b == 95 || b == 36 }
    guard let s = scalar() else { return false }
    return s.properties.isAlphabetic || s.properties.numericType != nil
  }

  private mutating func run() throws(Refusal) {
    while let b = peek() {
      let start = (offset: i, line: line, column: column)
      if b == 10 {
        atLineStart = true
        spaced = true
        advance()
      } else if b == 32 || b == 9 || b == 11 || b == 12 || b == 13 {
        spaced = true
        advance()
      } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        while let d = peek(), d != 10 { advance() }
        if isDoc {
          emit(.doc, from: start, text: text((start.offset + 3)..<i).trimmingCharacters(in: .whitespaces))
        }
        spaced = true
      } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        try blockComment(from: start)
        if isDoc {
          let inner = text((start.offset + 3)..<max(start.offset + 3, i - 2))
          let lines = inner.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces).drop { $0 == "*" }.trimmingCharacters(in: .whitespaces)
          }
          emit(.doc, from: start, text: lines.filter { !$0.isEmpty }.joined(separator: " "))
        }
        spaced = true
      } else if b == UInt8(ascii: "\"")
        || (b == UInt8(ascii: "#")
          && (peek(1) == UInt8(ascii: "\"") || (peek(1) == UInt8(ascii: "#") && peek(2) == UInt8(ascii: "\""))))
      {
        try string(from: start)
        emit(.string, from: start)
      } else if b == UInt8(ascii: "#") {
        advance()
        while continuesIdentifier() { advanceScalar() }
        let word = text((start.offset + 1)..<i)
        if ["if", "elseif", "else", "endif"].contains(word) {
          let from = i
          while let d = peek(), d != 10 {
            if d == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
            advance()
          }
          emit(
            .directive(text(from..<i).trimmingCharacters(in: .whitespaces)), from: start, text: "#" + word)
        } else {
          emit(.pound, from: start)
        }
      } else if b == UInt8(ascii: "@") {
        advance()
        while continuesIdentifier() || peek() == UInt8(ascii: ".") { advanceScalar() }
        emit(.attribute, from: start)
      } else if Self.isASCIIDigit(b) {
        number()
        emit(.number, from: start)
      } else if b == 95 || b == 36 || Self.isASCIILetter(b) || (b >= 0x80 && continuesIdentifier()) {
        while continuesIdentifier() { advanceScalar() }
        emit(.identifier, from: start)
      } else if b >= 0x80, let s = scalar(), s.properties.isWhitespace {
        spaced = true
        advanceScalar()
      } else if b == UInt8(ascii: "`") {
        advance()
        while let d = peek(), d != UInt8(ascii: "`"), d != 10 { advance() }
        if peek() == UInt8(ascii: "`") { advance() }
        emit(.identifier, from: start, text: text(start.offset..<i).filter { $0 != "`" })
      } else if let kind = Self.bracket(b) {
        advance()
        if kind > 0 {
          depth += 1
          guard depth <= MotionLimits.nesting else { throw refusal("brackets nested", at: start) }
        } else if kind < 0 {
          depth = max(0, depth - 1)
        }
        emit(.punctuation, from: start)
      } else if Self.isOperator(b) {
        while let d = peek(), Self.isOperator(d) {
          if d == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
          advance()
        }
        guard i - start.offset <= MotionLimits.nesting else {
          throw Refusal(
            message: "an operator of \(i - start.offset) characters; no Swift motion file needs that",
            line: start.line, column: start.column)
        }
        emit(.op, from: start)
        guard operatorRun <= MotionLimits.nesting else {
          throw Refusal(
            message:
              "more than \(MotionLimits.nesting) operators in a row; no Swift motion file needs that",
            line: start.line, column: start.column)
        }
      } else {
        advanceScalar()
        emit(.op, from: start)
      }
    }
  }

  /// `1` for an opening bracket, `-1` for a closing one, `0` for the other punctuation
  /// (`, : ; .`), `nil` for anything else.
  static func bracket(_ b: UInt8) -> Int? {
    switch b {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return 1
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return -1
    case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "."): return 0
    default: return nil
    }
  }

  private mutating func blockComment(from start: (offset: Int, line: Int, column: Int)) throws(Refusal) {
    var nested = 0
    while i < bytes.count {
      if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        nested += 1
        guard nested <= MotionLimits.nesting else { throw refusal("block comments nested", at: start) }
        advance()
        advance()
      } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        nested -= 1
        advance()
        advance()
        if nested == 0 { return }
      } else {
        advance()
      }
    }
  }

  private mutating func number() {
    if peek() == UInt8(ascii: "0"), let x = peek(1),
      x == UInt8(ascii: "x") || x == UInt8(ascii: "o") || x == UInt8(ascii: "b")
    {
      advance()
      advance()
      while let d = peek(),
        Self.isASCIIDigit(d) || ((d | 0x20) >= 97 && (d | 0x20) <= 102) || d == 95 || d == 46 || d == 112 || d == 80
      {
        advance()
      }
      return
    }
    while let d = peek() {
      if Self.isASCIIDigit(d) || d == 95 {
        advance()
      } else if d == 46, let e = peek(1), Self.isASCIIDigit(e) {
        advance()
      } else if d == UInt8(ascii: "e") || d == UInt8(ascii: "E") {
        advance()
        if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { advance() }
      } else {
        break
      }
    }
  }

  /// A string literal: `"…"` with escapes and `\(…)` interpolation, `"""…"""`, and raw `#"…"#`.
  /// An interpolation counts as a level of nesting, and a string inside it is read with a loop of
  /// its own (no recursion), so no depth of `"\("\(…` can overflow the stack.
  private mutating func string(from start: (offset: Int, line: Int, column: Int)) throws(Refusal) {
    /// One open string: its closing delimiter and escape, and the interpolation depth it sits in.
    struct Open {
      let hashes: Int
      let multiline: Bool
      /// Parentheses open inside the interpolation that holds this string's parent.
      var parens: Int
    }
    func opening() -> Open {
      var hashes = 0
      while peek() == UInt8(ascii: "#") {
        hashes += 1
        advance()
      }
      let multiline = peek() == 34 && peek(1) == 34 && peek(2) == 34
      for _ in 0..<(multiline ? 3 : 1) { advance() }
      return Open(hashes: hashes, multiline: multiline, parens: 0)
    }
    // The strings open, innermost last; `inInterpolation[k]` says whether string k's content is
    // being read (false) or an interpolation inside it is (true), with its parentheses counted.
    var strings = [opening()]
    var interpolating = [false]
    var parens = [0]
    while i < bytes.count, let current = strings.last {
      let k = strings.count - 1
      if interpolating[k] {
        // Inside `\( … )`: count parentheses; a quote opens a string within.
        let b = bytes[i]
        if b == UInt8(ascii: "(") {
          parens[k] += 1
          advance()
        } else if b == UInt8(ascii: ")") {
          parens[k] -= 1
          advance()
          if parens[k] == 0 {
            interpolating[k] = false
            depth -= 1
          }
        } else if b == 34 || (b == UInt8(ascii: "#") && (peek(1) == 34 || peek(1) == UInt8(ascii: "#"))) {
          strings.append(opening())
          interpolating.append(false)
          parens.append(0)
        } else {
          advance()
        }
        continue
      }
      if !current.multiline && peek() == 10 { break }
      if peek() == UInt8(ascii: "\\") && (0..<current.hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
        for _ in 0...current.hashes { advance() }
        if peek() == UInt8(ascii: "(") {
          depth += 1
          guard depth <= MotionLimits.nesting else { throw refusal("string interpolations nested", at: start) }
          interpolating[k] = true
          parens[k] = 1
          advance()
        } else if i < bytes.count {
          advanceScalar()
        }
        continue
      }
      let quotes = current.multiline ? 3 : 1
      if (0..<quotes).allSatisfy({ peek($0) == 34 })
        && (0..<current.hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
      {
        for _ in 0..<(quotes + current.hashes) { advance() }
        strings.removeLast()
        interpolating.removeLast()
        parens.removeLast()
        continue
      }
      advance()
    }
    // Strings left open at the end of a line or the file: their interpolations are closed too.
    for k in interpolating.indices where interpolating[k] { depth -= 1 }
  }
}
