#if Servers
  import Foundation
  import MotionSpecCatalogue

  /// An open document: its text as the client last sent it, and the conversions between the
  /// protocol's positions (line and UTF-16 offset, from 0) and the readers' locations (line and
  /// column in Unicode scalars, from 1).
  struct Document {
    let uri: String
    /// The file the text stands for (its extension picks the reader; its folder, the policy).
    let path: String
    var version: Int
    var text: String {
      didSet { lines = Document.split(text) }
    }
    private(set) var lines: [Substring]

    init(uri: String, path: String, version: Int, text: String) {
      self.uri = uri
      self.path = path
      self.version = version
      self.text = text
      lines = Document.split(text)
    }

    static func split(_ text: String) -> [Substring] {
      // By the bytes: LF ends a line, a CR before it is not the line's (CR LF is one `Character`,
      // which a split by characters would never cut).
      text.utf8.split(separator: 10, omittingEmptySubsequences: false).map {
        let line = Substring($0)
        return line.utf8.last == 13 ? Substring(line.utf8.dropLast()) : line
      }
    }

    /// The largest document read as you type; a larger one gets one diagnostic saying so.
    static let limit = 4 << 20
    var isOversized: Bool { text.utf8.count > Document.limit }

    /// Whether this is a lint policy file rather than a catalogue.
    var isPolicy: Bool {
      let name = (path as NSString).lastPathComponent
      return name == ".motionspec.yml" || name == ".motionspec.yaml"
    }

    /// The protocol position of a reader's location.
    func position(_ location: SourceLocation) -> [String: Int] {
      let row = max(0, min(location.line - 1, lines.count - 1))
      let line = lines.isEmpty ? "" : lines[row]
      let scalars = line.unicodeScalars.prefix(max(0, location.column - 1))
      return ["line": row, "character": scalars.reduce(0) { $0 + $1.utf16.count }]
    }

    /// The range from a location to the end of its word (letters, digits, `.`, `-`, `_`, `$`), or
    /// to the end of its line when it starts on none.
    func range(_ location: SourceLocation) -> [String: Any] {
      let start = position(location)
      let row = start["line"] ?? 0
      let line = lines.isEmpty ? "" : lines[row]
      let utf16 = Array(line.utf16)
      var end = start["character"] ?? 0
      let word = { (u: UInt16) in
        guard let s = Unicode.Scalar(u) else { return false }
        return CharacterSet.alphanumerics.contains(s) || "._-$\"".unicodeScalars.contains(s)
      }
      while end < utf16.count && word(utf16[end]) { end += 1 }
      if end == start["character"] { end = utf16.count }
      return ["start": start, "end": ["line": row, "character": end]]
    }

    /// The reader's location (line and scalar column, from 1) of a protocol position.
    func location(line: Int, character: Int) -> SourceLocation? {
      guard lines.indices.contains(line) else { return nil }
      var units = 0
      var column = 1
      for scalar in lines[line].unicodeScalars {
        if units >= character { break }
        units += scalar.utf16.count
        column += 1
      }
      return SourceLocation(file: path, line: line + 1, column: column)
    }

    /// Whether `line` defines the key `name`: `name:` or `"name":` (YAML, JSON), or a declaration
    /// `let name`/`var name`/`val name`/`const name` (Swift, Kotlin, Dart, TypeScript).
    static func isKey(_ name: String, of line: Substring) -> Bool {
      let text = line.trimmingCharacters(in: .whitespaces)
      for key in [name + ":", "\"" + name + "\":", "'" + name + "':", "\"" + name + "\" :"] where text.hasPrefix(key) {
        return true
      }
      let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
      guard let index = words.firstIndex(where: { $0 == name }), index > 0 else { return false }
      return ["let", "var", "val", "const", "final"].contains(String(words[index - 1]))
    }

    /// The line's text before a position (for completion).
    func prefix(line: Int, character: Int) -> String {
      guard lines.indices.contains(line) else { return "" }
      let utf16 = Array(lines[line].utf16.prefix(max(0, character)))
      return String(decoding: utf16, as: UTF16.self)
    }

    /// Every alias reference `{a.b.c}` in the text: the name and its range.
    var references: [(name: String, range: [String: Any])] {
      var out: [(String, [String: Any])] = []
      for (row, line) in lines.enumerated() {
        let units = Array(line.utf16)
        var i = 0
        while i < units.count {
          guard units[i] == 0x7B else {  // {
            i += 1
            continue
          }
          var j = i + 1
          while j < units.count, let s = Unicode.Scalar(units[j]),
            CharacterSet.alphanumerics.contains(s) || "._-".unicodeScalars.contains(s)
          {
            j += 1
          }
          if j < units.count, units[j] == 0x7D, j > i + 1 {  // }
            let name = String(decoding: units[(i + 1)..<j], as: UTF16.self)
            out.append(
              (name, ["start": ["line": row, "character": i], "end": ["line": row, "character": j + 1]]))
            i = j + 1
          } else {
            i = j
          }
        }
      }
      return out
    }

    /// The alias reference at a position, if the position is inside one.
    func reference(line: Int, character: Int) -> (name: String, range: [String: Any])? {
      references.first { ref in
        guard let start = ref.range["start"] as? [String: Int], let end = ref.range["end"] as? [String: Int] else {
          return false
        }
        return start["line"] == line && (start["character"] ?? 0) <= character && character <= (end["character"] ?? 0)
      }
    }
  }
#endif  // Servers
