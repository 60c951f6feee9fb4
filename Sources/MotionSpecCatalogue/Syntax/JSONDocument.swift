import Foundation
import MotionSpecCore

/// A JSON value with the file, line and column where it starts, so errors can point into it.
///
/// Foundation's JSON reader keeps no positions; this small recursive-descent parser does, keeps
/// object members in file order, and also reads JSON5.
public indirect enum JSONValue: Sendable {
  case object([Member])
  case array([Located])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// An object member: its key, where the key is, and its value.
  public struct Member: Sendable {
    public let key: String
    public let keyLocation: SourceLocation
    public let value: Located
  }

  /// A value and where it starts.
  public struct Located: Sendable {
    public let value: JSONValue
    public let location: SourceLocation

    public init(value: JSONValue, location: SourceLocation) {
      self.value = value
      self.location = location
    }

    /// The same place holding another value.
    func replacing(_ value: JSONValue) -> Located { Located(value: value, location: location) }
  }

  public subscript(key: String) -> Located? {
    if case .object(let members) = self { return members.first { $0.key == key }?.value }
    return nil
  }

  public var string: String? { if case .string(let s) = self { return s } else { return nil } }
  public var number: Double? { if case .number(let n) = self { return n } else { return nil } }
  public var members: [Member]? { if case .object(let m) = self { return m } else { return nil } }
  public var elements: [Located]? { if case .array(let a) = self { return a } else { return nil } }

  /// Compact JSON text of the value (keys in file order), for preserving data verbatim.
  public var text: String {
    switch self {
    case .object(let m):
      "{" + m.map { JSONValue.quote($0.key) + ":" + $0.value.value.text }.joined(separator: ",") + "}"
    case .array(let a): "[" + a.map(\.value.text).joined(separator: ",") + "]"
    case .string(let s): JSONValue.quote(s)
    case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    case .bool(let b): String(b)
    case .null: "null"
    }
  }

  /// ``text`` up to about 80 characters, ending in "…" where cut, built with bounded work
  /// whatever the value's size: what a message quotes.
  public var excerpt: String {
    var out = ""
    _ = excerpt(into: &out, limit: 80)
    return out
  }

  /// Appends ``text`` to `out` until it holds `limit` scalars; false once it cut.
  private func excerpt(into out: inout String, limit: Int) -> Bool {
    func add(_ piece: String) -> Bool {
      let room = limit - out.unicodeScalars.count
      if piece.unicodeScalars.count <= room {
        out += piece
        return true
      }
      out.unicodeScalars.append(contentsOf: piece.unicodeScalars.prefix(max(0, room)))
      out += "…"
      return false
    }
    switch self {
    case .object(let m):
      guard add("{") else { return false }
      for (k, member) in m.enumerated() {
        let key = String(String.UnicodeScalarView(member.key.unicodeScalars.prefix(limit)))
        guard add((k > 0 ? "," : "") + JSONValue.quote(key) + ":"), member.value.value.excerpt(into: &out, limit: limit)
        else { return false }
      }
      return add("}")
    case .array(let a):
      guard add("[") else { return false }
      for (k, v) in a.enumerated() {
        guard add(k > 0 ? "," : ""), v.value.excerpt(into: &out, limit: limit) else { return false }
      }
      return add("]")
    case .string(let s):
      let head = String(String.UnicodeScalarView(s.unicodeScalars.prefix(limit)))
      let quoted = JSONValue.quote(head)
      return add(head.unicodeScalars.count < s.unicodeScalars.count ? String(quoted.dropLast()) + "…" : quoted)
    default:
      return add(text)
    }
  }

  /// `s` as a JSON string literal, escaped.
  public static func quote(_ s: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(s.utf8.count + 2)
    quote(s, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `s` as a JSON string literal appended to `out` (UTF-8): the quote, the backslash and every
  /// control character escaped, the rest as it is. The one JSON string writer (the language
  /// server's messages use it too).
  public static func quote(_ s: String, into out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out.append(UInt8(ascii: "\""))
    for byte in s.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
      case UInt8(ascii: "\\"): out.append(contentsOf: [92, 92])
      case 10: out.append(contentsOf: [92, UInt8(ascii: "n")])
      case 13: out.append(contentsOf: [92, UInt8(ascii: "r")])
      case 9: out.append(contentsOf: [92, UInt8(ascii: "t")])
      case 0..<32: out.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

/// A JSON syntax error at a line and column.
public struct JSONSyntaxError: Error, Sendable {
  public let message: String
  public let line: Int
  public let column: Int
}

extension JSONValue {
  /// How many values this value holds, itself included.
  var size: Int {
    switch self {
    case .object(let members): 1 + members.reduce(0) { $0 + $1.value.value.size }
    case .array(let items): 1 + items.reduce(0) { $0 + $1.value.size }
    default: 1
    }
  }
}

/// Parses JSON (or JSON5) text into located values.
///
/// JSON5 adds what people write by hand: `//` and `/* */` comments, trailing commas, unquoted
/// keys, single-quoted strings, hexadecimal numbers, a leading `+` or a bare decimal point, and
/// strings continued over lines with a backslash. `Infinity` and `NaN` are refused: no token
/// value can use them.
public struct JSONParser {
  /// How deeply arrays and objects may nest; deeper input is an error, not a stack overflow.
  public static let maximumDepth = MotionLimits.nesting

  /// The text's UTF-8, read where it is: a scalar is decoded where the parser looks (no copy of
  /// the file as scalars, which took four bytes per character).
  private let bytes: UnsafeBufferPointer<UInt8>
  private let file: String
  private let json5: Bool
  private var depth = 0
  private var i = 0
  private var line = 1
  private var column = 1

  public static func parse(_ text: String, file: String = "", json5: Bool = false) throws(JSONSyntaxError)
    -> JSONValue.Located
  {
    var text = text
    let result = text.withUTF8 { buffer -> Result<JSONValue.Located, JSONSyntaxError> in
      var p = JSONParser(bytes: buffer, file: file, json5: json5)
      do throws(JSONSyntaxError) {
        try p.skipSpace()
        let v = try p.value()
        try p.skipSpace()
        if p.more { throw p.error("unexpected '\(p.current)' after the JSON value") }
        return .success(v)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, file: String, json5: Bool) {
    self.bytes = bytes
    self.file = file
    self.json5 = json5
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, line: line, column: column)
  }

  private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  /// Whether any text is left.
  private var more: Bool { i < bytes.count }

  /// The scalar at the current position (only read while ``more``).
  private var current: Unicode.Scalar {
    let b = bytes[i]
    if b < 0x80 { return Unicode.Scalar(b) }
    var iterator = bytes[i..<min(bytes.count, i + 4)].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let s) = decoder.decode(&iterator) { return s }
    return "\u{fffd}"
  }

  /// How many bytes the scalar starting with `b` takes.
  private static func length(_ b: UInt8) -> Int { b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4 }

  private mutating func advance() {
    if bytes[i] == 10 {
      line += 1
      column = 1
    } else {
      column += 1
    }
    i = min(bytes.count, i + JSONParser.length(bytes[i]))
  }

  /// The byte `k` ahead of an ASCII scalar, as a scalar (what `//` and `*/` are looked for with).
  private func peek(_ k: Int) -> Unicode.Scalar? { i + k < bytes.count ? Unicode.Scalar(bytes[i + k]) : nil }

  private mutating func skipSpace() throws(JSONSyntaxError) {
    while more {
      let c = current
      if c == " " || c == "\n" || c == "\t" || c == "\r"
        || (json5 && (c == "\u{feff}" || c == "\u{a0}" || c == "\u{2028}" || c == "\u{2029}"))
      {
        advance()
      } else if json5, c == "/", peek(1) == "/" {
        while more, current != "\n" { advance() }
      } else if json5, c == "/", peek(1) == "*" {
        let start = (line, column)
        advance()
        advance()
        while more, !(current == "*" && peek(1) == "/") { advance() }
        guard more else {
          throw JSONSyntaxError(message: "unterminated /* comment", line: start.0, column: start.1)
        }
        advance()
        advance()
      } else {
        return
      }
    }
  }

  private mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(JSONSyntaxError) {
    guard more, current == c else {
      throw error("expected \(what), found \(more ? "'\(current)'" : "the end of the file")")
    }
    advance()
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue.Located {
    let at = here
    guard more else { throw error("expected a value, found the end of the file") }
    switch current {
    case "{", "[":
      guard depth < JSONParser.maximumDepth else {
        throw error(
          "arrays and objects nest deeper than \(JSONParser.maximumDepth) levels; a token file never needs that")
      }
      depth += 1
      defer { depth -= 1 }
      return JSONValue.Located(value: current == "{" ? try object() : try array(), location: at)
    case "\"": return JSONValue.Located(value: .string(try string()), location: at)
    case "'" where json5: return JSONValue.Located(value: .string(try string()), location: at)
    case "t", "f", "n":
      for (word, v) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)] where matches(word) {
        for _ in word.unicodeScalars { advance() }
        return JSONValue.Located(value: v, location: at)
      }
      throw error("expected a value (true, false, null, a number, a string, an object or an array)")
    default:
      return JSONValue.Located(value: .number(try number()), location: at)
    }
  }

  private func matches(_ word: String) -> Bool {
    let w = Array(word.utf8)
    return i + w.count <= bytes.count && bytes[i..<(i + w.count)].elementsEqual(w)
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    advance()
    try skipSpace()
    var members: [JSONValue.Member] = []
    if more, current == "}" { advance(); return .object(members) }
    while true {
      try skipSpace()
      if json5, more, current == "}", !members.isEmpty {
        advance()
        return .object(members)
      }
      let keyAt = here
      let key: String
      if more, current == "\"" || (json5 && current == "'") {
        key = try string()
      } else if json5, more, current.properties.isAlphabetic || current == "_" || current == "$" {
        var name = String.UnicodeScalarView()
        while more,
          current.properties.isAlphabetic || current.properties.numericType != nil || current == "_"
            || current == "$"
        {
          name.append(current)
          advance()
        }
        key = String(name)
      } else {
        throw error(json5 ? "expected a member name" : "expected a member name in double quotes")
      }
      try skipSpace()
      try expect(":", "':' after the member name")
      try skipSpace()
      members.append(JSONValue.Member(key: key, keyLocation: keyAt, value: try value()))
      try skipSpace()
      if more, current == "," { advance(); continue }
      try expect("}", "',' or '}' in an object")
      return .object(members)
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    advance()
    try skipSpace()
    var items: [JSONValue.Located] = []
    if more, current == "]" { advance(); return .array(items) }
    while true {
      try skipSpace()
      if json5, more, current == "]", !items.isEmpty {
        advance()
        return .array(items)
      }
      items.append(try value())
      try skipSpace()
      if more, current == "," { advance(); continue }
      try expect("]", "',' or ']' in an array")
      return .array(items)
    }
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    let quote = current
    advance()
    var out = String.UnicodeScalarView()
    while more {
      let c = current
      if c == quote { advance(); return String(out) }
      if c == "\n" { throw error("unterminated string") }
      if c == "\\" {
        advance()
        guard more else { break }
        let e = current
        switch e {
        case "\"", "\\", "/": out.append(e)
        case "'" where json5: out.append(e)
        case "\n" where json5: break
        case "v" where json5: out.append("\u{b}")
        case "0" where json5: out.append("\u{0}")
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        case "b": out.append("\u{8}")
        case "f": out.append("\u{c}")
        case "u":
          var code: UInt32 = 0
          for _ in 0..<4 {
            advance()
            guard more, let d = UInt32(String(current), radix: 16) else {
              throw error("invalid \\u escape")
            }
            code = code * 16 + d
          }
          out.append(Unicode.Scalar(code) ?? "\u{fffd}")
        default: throw error("invalid escape '\\\(e)'")
        }
        advance()
        continue
      }
      out.append(c)
      advance()
    }
    throw error("unterminated string")
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    var s = ""
    if json5 {
      var sign = 1.0
      if more, current == "+" || current == "-" {
        if current == "-" { sign = -1 }
        advance()
      }
      if matches("Infinity") || matches("NaN") { throw error("Infinity and NaN are not numbers a token can use") }
      if matches("0x") || matches("0X") {
        advance()
        advance()
        var hex = ""
        while more, current.properties.isASCIIHexDigit {
          hex.unicodeScalars.append(current)
          advance()
        }
        guard let n = UInt64(hex, radix: 16) else { throw error("invalid hexadecimal number") }
        return sign * Double(n)
      }
      while more, "0123456789.eE+-".unicodeScalars.contains(current) {
        s.unicodeScalars.append(current)
        advance()
      }
      if s.hasPrefix(".") { s = "0" + s }
      if s.hasSuffix(".") { s += "0" }
      guard !s.isEmpty, let n = Double(s), n.isFinite else {
        throw error(
          s.isEmpty ? "expected a value, found '\(more ? String(current) : "")'" : "invalid number '\(s)'")
      }
      return sign * n
    }
    while more, "+-0123456789.eE".unicodeScalars.contains(current) {
      s.unicodeScalars.append(current)
      advance()
    }
    guard !s.isEmpty, let n = Double(s) else {
      throw error(
        s.isEmpty ? "expected a value, found '\(more ? String(current) : "")'" : "invalid number '\(s)'")
    }
    guard n.isFinite else { throw error("number '\(s)' is out of range") }
    return n
  }
}
