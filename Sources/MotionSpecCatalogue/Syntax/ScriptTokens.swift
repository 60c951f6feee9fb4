import MotionSpecCore

/// A JavaScript or TypeScript module (JSX and TSX too) as one flat list of tokens whose brackets
/// are matched, for readers that look for shapes anywhere in a file rather than only in its
/// top-level declarations.
///
/// It is tolerant, not a parser: words, numbers, strings, template literals (with their `${…}`
/// inside) and punctuation; comments are skipped. A quoted string ends at its line's end, so an
/// apostrophe in JSX text (`<p>Don't</p>`) costs at most the rest of its line. A closing bracket
/// with no opening one of its kind is left unmatched; one that closes over unclosed others closes
/// them too. Every token is 16 bytes, so a file of the largest size read stays bounded.
struct ScriptTokens {
  enum Kind: UInt8 { case word, number, string, template, punctuation }

  struct Token {
    var kind: Kind
    var start: Int32
    var end: Int32
    /// The index of the matching bracket, or -1.
    var match: Int32 = -1
  }

  let bytes: [UInt8]
  let file: String
  private(set) var tokens: [Token] = []
  /// The byte offset where each line starts.
  private var lineStarts: [Int] = [0]

  init(_ text: String, file: String) {
    bytes = Array(text.utf8)
    self.file = file
    lex()
  }

  var count: Int { tokens.count }

  subscript(_ k: Int) -> Token { tokens[k] }

  /// The token's text; a string's without its quotes.
  func text(_ k: Int) -> String {
    let t = tokens[k]
    var start = Int(t.start)
    var end = Int(t.end)
    if t.kind == .string || t.kind == .template {
      start += 1
      if end > start, bytes[end - 1] == bytes[Int(t.start)] { end -= 1 }
    }
    let raw = String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    return t.kind == .string && raw.contains("\\") ? Self.unescaped(raw) : raw
  }

  /// A string literal's text with its escapes (`\"`, `\\`, `\n`, `\u00e9`, `\u{1F600}`…) read.
  static func unescaped(_ raw: String) -> String {
    var out = ""
    var it = raw.unicodeScalars.makeIterator()
    while let c = it.next() {
      guard c == "\\", let e = it.next() else {
        out.unicodeScalars.append(c)
        continue
      }
      switch e {
      case "n": out += "\n"
      case "t": out += "\t"
      case "r": out += "\r"
      case "b": out += "\u{8}"
      case "f": out += "\u{C}"
      case "v": out += "\u{B}"
      case "0": out += "\u{0}"
      case "u":
        var hex = ""
        guard let first = it.next() else { break }
        if first == "{" {
          while let h = it.next(), h != "}", hex.count < 8 { hex.unicodeScalars.append(h) }
        } else {
          hex.unicodeScalars.append(first)
          for _ in 0..<3 { if let h = it.next() { hex.unicodeScalars.append(h) } }
        }
        if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.unicodeScalars.append(scalar) }
      default: out.unicodeScalars.append(e)
      }
    }
    return out
  }

  /// The source text of tokens `range`, as written.
  func source(_ range: Range<Int>) -> String {
    guard let first = range.first, range.last! < tokens.count else { return "" }
    return String(decoding: bytes[Int(tokens[first].start)..<Int(tokens[range.last!].end)], as: UTF8.self)
  }

  /// Whether token `k` is the one-byte punctuation `c`.
  func isPunctuation(_ k: Int, _ c: Character) -> Bool {
    guard k >= 0, k < tokens.count, tokens[k].kind == .punctuation, tokens[k].end - tokens[k].start == 1 else {
      return false
    }
    return bytes[Int(tokens[k].start)] == c.asciiValue
  }

  /// Whether token `k` is the word `w`.
  func isWord(_ k: Int, _ w: String) -> Bool {
    guard k >= 0, k < tokens.count, tokens[k].kind == .word else { return false }
    return Int(tokens[k].end - tokens[k].start) == w.utf8.count && text(k) == w
  }

  /// The index after the bracket group that starts at `k` (or `k + 1` for any other token).
  func after(_ k: Int) -> Int {
    let m = Int(tokens[k].match)
    return m > k ? m + 1 : k + 1
  }

  /// Where token `k` starts.
  func location(_ k: Int) -> SourceLocation {
    let offset = Int(tokens[min(k, tokens.count - 1)].start)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return SourceLocation(
      file: file, line: low + 1, column: SourceCursor.column(of: offset, lineStart: lineStarts[low], in: bytes))
  }

  static func isWordByte(_ b: UInt8) -> Bool {
    (b | 0x20) >= 97 && (b | 0x20) <= 122 || (b >= 48 && b <= 57) || b == 95 || b == 36 || b >= 0x80
  }

  private mutating func lex() {
    let n = bytes.count
    var i = 0
    var open: [[Int]] = [[], [], []]
    func add(_ kind: Kind, _ start: Int, _ end: Int) {
      tokens.append(Token(kind: kind, start: Int32(start), end: Int32(end)))
    }
    while i < n {
      let b = bytes[i]
      switch b {
      case 10:
        lineStarts.append(i + 1)
        i += 1
      case 32, 9, 13, 12, 11:
        i += 1
      case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
        while i < n, bytes[i] != 10 { i += 1 }
      case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
        i += 2
        while i < n, !(bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/")) {
          if bytes[i] == 10 { lineStarts.append(i + 1) }
          i += 1
        }
        i = min(n, i + 2)
      case 34, 39:
        var j = i + 1
        while j < n, bytes[j] != b, bytes[j] != 10 { j += bytes[j] == 92 && j + 1 < n && bytes[j + 1] != 10 ? 2 : 1 }
        let end = j < n && bytes[j] == b ? j + 1 : j
        add(.string, i, end)
        i = end
      case 96:
        var j = i + 1
        var depth = 0
        while j < n {
          let c = bytes[j]
          if c == 92 {
            j += 2
            continue
          }
          if c == 10 { lineStarts.append(j + 1) }
          if depth == 0 && c == 96 { break }
          if c == UInt8(ascii: "$"), j + 1 < n, bytes[j + 1] == UInt8(ascii: "{") {
            depth += 1
            j += 2
            continue
          }
          if depth > 0 && c == UInt8(ascii: "{") { depth += 1 }
          if depth > 0 && c == UInt8(ascii: "}") { depth -= 1 }
          j += 1
        }
        let end = min(n, j + 1)
        add(.template, i, end)
        i = end
      default:
        if b >= 48 && b <= 57 || (b == UInt8(ascii: ".") && i + 1 < n && bytes[i + 1] >= 48 && bytes[i + 1] <= 57) {
          var j = i + 1
          while j < n,
            Self.isWordByte(bytes[j]) || bytes[j] == UInt8(ascii: ".")
              || ((bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+"))
                && (bytes[j - 1] | 0x20) == UInt8(ascii: "e")
                && !(bytes[i] == 48 && i + 1 < j && (bytes[i + 1] | 0x20) == 120))
          {
            j += 1
          }
          add(.number, i, j)
          i = j
        } else if Self.isWordByte(b) {
          var j = i + 1
          while j < n, Self.isWordByte(bytes[j]) { j += 1 }
          add(.word, i, j)
          i = j
        } else {
          var length = 1
          if b == UInt8(ascii: "="), i + 1 < n, bytes[i + 1] == UInt8(ascii: ">") { length = 2 }
          if b == UInt8(ascii: "."), i + 2 < n, bytes[i + 1] == b, bytes[i + 2] == b { length = 3 }
          add(.punctuation, i, i + length)
          let k = tokens.count - 1
          // One stack per kind of bracket: a closing one finds its opening one at once, and the
          // unclosed ones it closes over are dropped, so matching is linear.
          if let kind = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].firstIndex(of: b) {
            open[kind].append(k)
          } else if let kind = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].firstIndex(of: b),
            let o = open[kind].popLast()
          {
            tokens[o].match = Int32(k)
            tokens[k].match = Int32(o)
            for other in 0..<3 where other != kind {
              while let last = open[other].last, last > o { open[other].removeLast() }
            }
          }
          i += length
        }
      }
    }
  }
}
