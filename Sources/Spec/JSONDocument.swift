import Foundation

/// A JSON value with the line and column where it starts, so errors can point into the file.
///
/// Foundation's JSON reader keeps no positions; this small recursive-descent parser does, and
/// keeps object members in file order.
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
    public let keyLine: Int
    public let keyColumn: Int
    public let value: Located
  }

  /// A value and its position (1-based).
  public struct Located: Sendable {
    public let value: JSONValue
    public let line: Int
    public let column: Int
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
    case .object(let m): "{" + m.map { JSONValue.quote($0.key) + ":" + $0.value.value.text }.joined(separator: ",") + "}"
    case .array(let a): "[" + a.map(\.value.text).joined(separator: ",") + "]"
    case .string(let s): JSONValue.quote(s)
    case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    case .bool(let b): String(b)
    case .null: "null"
    }
  }

  static func quote(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if c.value < 0x20 { out += String(format: "\\u%04x", c.value) } else { out.unicodeScalars.append(c) }
      }
    }
    return out + "\""
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

/// Parses JSON text into located values.
public struct JSONParser {
  /// How deeply arrays and objects may nest; deeper input is an error, not a stack overflow.
  public static let maximumDepth = 256

  private let chars: [Unicode.Scalar]
  private var depth = 0
  private var i = 0
  private var line = 1
  private var column = 1

  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue.Located {
    var p = JSONParser(chars: Array(text.unicodeScalars))
    p.skipSpace()
    let v = try p.value()
    p.skipSpace()
    if p.i < p.chars.count { throw p.error("unexpected '\(p.chars[p.i])' after the JSON value") }
    return v
  }

  private init(chars: [Unicode.Scalar]) { self.chars = chars }

  private func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(message: message, line: line, column: column) }

  private mutating func advance() {
    if chars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
    i += 1
  }

  private mutating func skipSpace() {
    while i < chars.count, chars[i] == " " || chars[i] == "\n" || chars[i] == "\t" || chars[i] == "\r" { advance() }
  }

  private mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(JSONSyntaxError) {
    guard i < chars.count, chars[i] == c else {
      throw error("expected \(what), found \(i < chars.count ? "'\(chars[i])'" : "the end of the file")")
    }
    advance()
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue.Located {
    let (l, c) = (line, column)
    guard i < chars.count else { throw error("expected a value, found the end of the file") }
    switch chars[i] {
    case "{", "[":
      guard depth < JSONParser.maximumDepth else {
        throw error("arrays and objects nest deeper than \(JSONParser.maximumDepth) levels; a token file never needs that")
      }
      depth += 1
      defer { depth -= 1 }
      return JSONValue.Located(value: chars[i] == "{" ? try object() : try array(), line: l, column: c)
    case "\"": return JSONValue.Located(value: .string(try string()), line: l, column: c)
    case "t", "f", "n":
      for (word, v) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)] where matches(word) {
        for _ in word.unicodeScalars { advance() }
        return JSONValue.Located(value: v, line: l, column: c)
      }
      throw error("expected a value (true, false, null, a number, a string, an object or an array)")
    default:
      return JSONValue.Located(value: .number(try number()), line: l, column: c)
    }
  }

  private func matches(_ word: String) -> Bool {
    let w = Array(word.unicodeScalars)
    return i + w.count <= chars.count && Array(chars[i..<(i + w.count)]) == w
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    advance()
    skipSpace()
    var members: [JSONValue.Member] = []
    if i < chars.count, chars[i] == "}" { advance(); return .object(members) }
    while true {
      skipSpace()
      let (kl, kc) = (line, column)
      guard i < chars.count, chars[i] == "\"" else { throw error("expected a member name in double quotes") }
      let key = try string()
      skipSpace()
      try expect(":", "':' after the member name")
      skipSpace()
      members.append(JSONValue.Member(key: key, keyLine: kl, keyColumn: kc, value: try value()))
      skipSpace()
      if i < chars.count, chars[i] == "," { advance(); continue }
      try expect("}", "',' or '}' in an object")
      return .object(members)
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    advance()
    skipSpace()
    var items: [JSONValue.Located] = []
    if i < chars.count, chars[i] == "]" { advance(); return .array(items) }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      if i < chars.count, chars[i] == "," { advance(); continue }
      try expect("]", "',' or ']' in an array")
      return .array(items)
    }
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    advance()
    var out = String.UnicodeScalarView()
    while i < chars.count {
      let c = chars[i]
      if c == "\"" { advance(); return String(out) }
      if c == "\n" { throw error("unterminated string") }
      if c == "\\" {
        advance()
        guard i < chars.count else { break }
        let e = chars[i]
        switch e {
        case "\"", "\\", "/": out.append(e)
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        case "b": out.append("\u{8}")
        case "f": out.append("\u{c}")
        case "u":
          var code: UInt32 = 0
          for _ in 0..<4 {
            advance()
            guard i < chars.count, let d = UInt32(String(chars[i]), radix: 16) else { throw error("invalid \\u escape") }
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
    while i < chars.count, "+-0123456789.eE".unicodeScalars.contains(chars[i]) {
      s.unicodeScalars.append(chars[i])
      advance()
    }
    guard !s.isEmpty, let n = Double(s) else {
      throw error(s.isEmpty ? "expected a value, found '\(i < chars.count ? String(chars[i]) : "")'" : "invalid number '\(s)'")
    }
    guard n.isFinite else { throw error("number '\(s)' is out of range") }
    return n
  }
}
