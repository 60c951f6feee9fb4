import MotionSpecNumbers

/// A JSON document, written by hand: the WebAssembly build (Embedded Swift) has neither
/// Foundation nor Codable. Objects keep their keys in the order given (the answers list them in a
/// fixed order, so the text is the same in every runtime); strings are escaped as RFC 8259 asks;
/// a number is spelled by ``NumberText/code(_:)`` — the shortest spelling that reads back as the
/// same double — and one that is not finite is `null` (JSON has no infinity).
public indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([Member])

  /// One key of an object and its value.
  public struct Member: Equatable, Sendable {
    public let key: String
    public let value: JSONValue
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// A number, or `null` where there is none.
  public static func number(_ x: Double?) -> JSONValue { x.map { .number($0) } ?? .null }

  /// The document as compact JSON text.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let x): out += x.isFinite ? NumberText.code(x) : "null"
    case .string(let s): JSONValue.quote(s, into: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { out += "," }
        JSONValue.quote(member.key, into: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    }
  }

  /// `s` as a JSON string: quote, backslash and the control characters escaped, everything else
  /// as it is (the text is UTF-8).
  static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          // U+2028 and U+2029 are valid JSON but end a line in older JavaScript: escaped too.
          let digits = Array("0123456789abcdef".utf8)
          var escape = "\\u"
          for shift in [12, 8, 4, 0] {
            escape.unicodeScalars.append(Unicode.Scalar(digits[Int((scalar.value >> UInt32(shift)) & 0xF)]))
          }
          out += escape
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
