#if Servers
  import Foundation
  import MotionSpecCatalogue

  /// The server's messages as JSON text, written directly: Foundation's `JSONSerialization` bridges
  /// every dictionary and array to its Objective-C twin first, which took most of a 4 MB
  /// document's time (its 9 000 diagnostics are one 3 MB message). Keys are written sorted, so a
  /// message's bytes are the same from run to run.
  enum JSONText {
    /// A value that is not JSON: a type no message holds, or a number that is not finite.
    struct Unencodable: Error, CustomStringConvertible {
      let description: String
    }

    static func data(_ value: Any) throws(Unencodable) -> Data {
      var out: [UInt8] = []
      out.reserveCapacity(256)
      try write(value, into: &out)
      return Data(out)
    }

    static func write(_ value: Any, into out: inout [UInt8]) throws(Unencodable) {
      switch value {
      case let text as String:
        string(text, into: &out)
      case let object as [String: Any]:
        out.append(UInt8(ascii: "{"))
        for (i, key) in object.keys.sorted().enumerated() {
          if i > 0 { out.append(UInt8(ascii: ",")) }
          string(key, into: &out)
          out.append(UInt8(ascii: ":"))
          try write(object[key]!, into: &out)
        }
        out.append(UInt8(ascii: "}"))
      case let array as [Any]:
        out.append(UInt8(ascii: "["))
        for (i, element) in array.enumerated() {
          if i > 0 { out.append(UInt8(ascii: ",")) }
          try write(element, into: &out)
        }
        out.append(UInt8(ascii: "]"))
      case is NSNull:
        out.append(contentsOf: "null".utf8)
      default:
        try number(value, into: &out)
      }
    }

    /// A Swift `Bool`, `Int` or `Double`, or an `NSNumber` from a parsed request (an echoed id).
    static func number(_ value: Any, into out: inout [UInt8]) throws(Unencodable) {
      if type(of: value) == Bool.self, let flag = value as? Bool {
        out.append(contentsOf: (flag ? "true" : "false").utf8)
      } else if type(of: value) == Int.self, let whole = value as? Int {
        out.append(contentsOf: String(whole).utf8)
      } else if type(of: value) == Double.self, let real = value as? Double {
        try double(real, into: &out)
      } else if let n = value as? NSNumber {
        switch String(cString: n.objCType) {
        case "c", "B": out.append(contentsOf: (n.boolValue ? "true" : "false").utf8)
        case "d", "f": try double(n.doubleValue, into: &out)
        default: out.append(contentsOf: String(n.int64Value).utf8)
        }
      } else {
        throw Unencodable(description: "a \(type(of: value)) is not JSON")
      }
    }

    static func double(_ real: Double, into out: inout [UInt8]) throws(Unencodable) {
      guard real.isFinite else { throw Unencodable(description: "\(real) is not a JSON number") }
      // A whole number as an integer (what a client expects of a line or a character).
      if real == real.rounded(), abs(real) < 1e15 {
        out.append(contentsOf: String(Int64(real)).utf8)
      } else {
        out.append(contentsOf: "\(real)".utf8)
      }
    }

    /// `text` in quotes, with `"`, `\` and the control characters escaped.
    static func string(_ text: String, into out: inout [UInt8]) {
      JSONValue.quote(text, into: &out)
    }
  }
#endif  // Servers
