/// A PDF object's value, as much of the syntax (ISO 32000-1, 7.3) as reading cairo's documents
/// and writing them back with new object numbers takes. Numbers, names and strings keep the
/// bytes they were written with, so what is copied is copied exactly.
enum PDFValue {
  /// `N G R`: an indirect reference (cairo writes generation 0 only).
  case reference(Int)
  /// `/Name`, without its slash, as written.
  case name(String)
  /// An integer or real, as written.
  case number(String)
  /// `true`, `false` or `null`.
  case keyword(String)
  /// A literal `( … )` or hex `< … >` string, delimiters included, as written.
  case string([UInt8])
  case array([PDFValue])
  indirect case dictionary(PDFDictionary)

  var integer: Int? { if case .number(let n) = self { Int(n) } else { nil } }
  var double: Double? { if case .number(let n) = self { Double(n) } else { nil } }
  var nameValue: String? { if case .name(let n) = self { n } else { nil } }
  var referenceValue: Int? { if case .reference(let n) = self { n } else { nil } }
  var arrayValue: [PDFValue]? { if case .array(let a) = self { a } else { nil } }
  var dictionaryValue: PDFDictionary? { if case .dictionary(let d) = self { d } else { nil } }

  /// Appends the value's syntax to `out`, each reference renumbered by `number`.
  func write(to out: inout [UInt8], number: (Int) -> Int) {
    switch self {
    case .reference(let n): out += Array("\(number(n)) 0 R".utf8)
    case .name(let n): out += Array("/\(n)".utf8)
    case .number(let n), .keyword(let n): out += Array(n.utf8)
    case .string(let bytes): out += bytes
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: " ")) }
        item.write(to: &out, number: number)
      }
      out.append(UInt8(ascii: "]"))
    case .dictionary(let d): d.write(to: &out, number: number)
    }
  }

  /// Every object number this value refers to, in the order written.
  var references: [Int] {
    switch self {
    case .reference(let n): [n]
    case .array(let items): items.flatMap(\.references)
    case .dictionary(let d): d.entries.flatMap(\.value.references)
    default: []
    }
  }
}

/// A dictionary that keeps its entries in the order they were written (so output is stable).
struct PDFDictionary {
  /// A key and its value.
  struct Entry {
    let key: String
    var value: PDFValue
  }

  var entries: [Entry] = []

  init() {}

  /// A dictionary of `pairs`, in order.
  init(_ pairs: [(String, PDFValue)]) { entries = pairs.map { Entry(key: $0.0, value: $0.1) } }

  init(entries: [Entry]) { self.entries = entries }

  subscript(key: String) -> PDFValue? {
    get { entries.first { $0.key == key }?.value }
    set {
      if let i = entries.firstIndex(where: { $0.key == key }) {
        if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
      } else if let newValue {
        entries.append(Entry(key: key, value: newValue))
      }
    }
  }

  func write(to out: inout [UInt8], number: (Int) -> Int) {
    out += Array("<<".utf8)
    for entry in entries {
      out += Array(" /\(entry.key) ".utf8)
      entry.value.write(to: &out, number: number)
    }
    out += Array(" >>".utf8)
  }
}

/// What went wrong reading a PDF, and where.
struct PDFSyntaxError: Error, CustomStringConvertible {
  let message: String
  let offset: Int
  var description: String { "PDF syntax: \(message) at byte \(offset)" }
}

/// Reads PDF values from bytes, from a position on.
struct PDFScanner {
  let bytes: [UInt8]
  var position: Int

  static func isWhitespace(_ b: UInt8) -> Bool { b == 0 || b == 9 || b == 10 || b == 12 || b == 13 || b == 32 }
  static func isDelimiter(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
      UInt8(ascii: "]"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
      true
    default: false
    }
  }

  func failure(_ message: String) -> PDFSyntaxError { PDFSyntaxError(message: message, offset: position) }

  /// Skips whitespace and comments.
  mutating func skipSpace() {
    while position < bytes.count {
      if PDFScanner.isWhitespace(bytes[position]) {
        position += 1
      } else if bytes[position] == UInt8(ascii: "%") {
        while position < bytes.count && bytes[position] != 10 && bytes[position] != 13 { position += 1 }
      } else {
        return
      }
    }
  }

  /// A run of regular characters (a number, keyword or the rest of a name).
  mutating func word() -> String { String(decoding: bytes[wordRange()], as: UTF8.self) }

  /// Where the run of regular characters at the position is; the position moves past it.
  mutating func wordRange() -> Range<Int> {
    let start = position
    while position < bytes.count && !PDFScanner.isWhitespace(bytes[position])
      && !PDFScanner.isDelimiter(bytes[position])
    { position += 1 }
    return start..<position
  }

  /// Whether `range` is digits only (a non-negative integer, as object numbers are).
  func isDigits(_ range: Range<Int>) -> Bool {
    !range.isEmpty && range.count < 19 && bytes[range].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// Consumes `keyword` (after whitespace) or fails.
  mutating func expect(_ keyword: String) throws(PDFSyntaxError) {
    skipSpace()
    guard word() == keyword else { throw failure("expected '\(keyword)'") }
  }

  /// The next value. `N G R` is read as one reference.
  mutating func value(depth: Int = 0) throws(PDFSyntaxError) -> PDFValue {
    guard depth < 64 else { throw failure("nested too deeply") }
    skipSpace()
    guard position < bytes.count else { throw failure("unexpected end") }
    switch bytes[position] {
    case UInt8(ascii: "/"):
      position += 1
      return .name(word())
    case UInt8(ascii: "("):
      return .string(try literalString())
    case UInt8(ascii: "<") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "<"):
      position += 2
      var d = PDFDictionary()
      while true {
        skipSpace()
        if position + 1 < bytes.count && bytes[position] == UInt8(ascii: ">")
          && bytes[position + 1] == UInt8(ascii: ">")
        {
          position += 2
          return .dictionary(d)
        }
        guard case .name(let key) = try value(depth: depth + 1) else {
          throw failure("expected a name as dictionary key")
        }
        d.entries.append(PDFDictionary.Entry(key: key, value: try value(depth: depth + 1)))
      }
    case UInt8(ascii: "<"):
      let start = position
      while position < bytes.count && bytes[position] != UInt8(ascii: ">") { position += 1 }
      guard position < bytes.count else { throw failure("unterminated hex string") }
      position += 1
      return .string(Array(bytes[start..<position]))
    case UInt8(ascii: "["):
      position += 1
      var items: [PDFValue] = []
      while true {
        skipSpace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
          position += 1
          return .array(items)
        }
        items.append(try value(depth: depth + 1))
      }
    default:
      let range = wordRange()
      guard !range.isEmpty else { throw failure("unexpected '\(Character(UnicodeScalar(bytes[position])))'") }
      if isDigits(range) {
        // `N G R` — look ahead without consuming when it is not one.
        var ahead = self
        ahead.skipSpace()
        if isDigits(ahead.wordRange()) {
          ahead.skipSpace()
          let r = ahead.wordRange()
          if r.count == 1 && bytes[r.lowerBound] == UInt8(ascii: "R") {
            self = ahead
            return .reference(bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
          }
        }
        return .number(String(decoding: bytes[range], as: UTF8.self))
      }
      let w = String(decoding: bytes[range], as: UTF8.self)
      if Double(w) != nil { return .number(w) }
      guard ["true", "false", "null"].contains(w) else { throw failure("unknown keyword '\(w)'") }
      return .keyword(w)
    }
  }

  /// A literal string with balanced parentheses and backslash escapes, kept as written.
  mutating func literalString() throws(PDFSyntaxError) -> [UInt8] {
    let start = position
    var depth = 0
    while position < bytes.count {
      let b = bytes[position]
      position += 1
      if b == UInt8(ascii: "\\") {
        position += 1
      } else if b == UInt8(ascii: "(") {
        depth += 1
      } else if b == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return Array(bytes[start..<position]) }
      }
    }
    throw failure("unterminated string")
  }
}

extension [UInt8] {
  /// Appends the ASCII of `text`.
  mutating func append(ascii text: String) { self += Array(text.utf8) }
}
