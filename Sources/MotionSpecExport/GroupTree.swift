import MotionSpecCatalogue

/// Tokens arranged by their group path, in the order groups first appear: what nested
/// declarations (Swift enums, Kotlin objects, TypeScript objects, DTCG groups) are written from.
struct GroupTree {
  /// The group's own name (empty at the root).
  var name: String
  var tokens: [ExportedToken] = []
  /// The durations and instants of this group (only the writers that keep the catalogue's
  /// tree, DTCG's, place them here; the others write them in a block of their own).
  var durations: [DurationToken] = []
  var children: [GroupTree] = []

  init(name: String) { self.name = name }

  init(_ tokens: [ExportedToken], durations: [DurationToken] = []) {
    self.init(name: "")
    for t in tokens { insert(t, path: t.token.path.dropLast()) }
    for d in durations { insert(d, path: d.path.dropLast()) }
  }

  mutating func insert(_ t: ExportedToken, path: ArraySlice<String>) { place(at: path) { $0.tokens.append(t) } }

  mutating func insert(_ d: DurationToken, path: ArraySlice<String>) { place(at: path) { $0.durations.append(d) } }

  /// Runs `add` on the group at `path` below this one, making the groups on the way.
  private mutating func place(at path: ArraySlice<String>, _ add: (inout GroupTree) -> Void) {
    guard let first = path.first else { return add(&self) }
    if let i = children.firstIndex(where: { $0.name == first }) {
      children[i].place(at: path.dropFirst(), add)
    } else {
      var child = GroupTree(name: first)
      child.place(at: path.dropFirst(), add)
      children.append(child)
    }
  }
}

extension GroupTree {
  /// Writes the tree as nested types (Swift enums, Kotlin objects): each token's comment and
  /// declaration, then one `open(name)` … `}` block per child group.
  func writeNested(
    _ platform: Platform, style: NamingStyle, comment: String, open: (String) -> String,
    declaration: (ExportedToken, String) -> [String], into lines: inout Lines
  ) {
    let names = style.names(self)
    for (t, name) in zip(tokens, names.tokens) {
      lines.comment(t.headerLines(platform), prefix: comment)
      lines.add(declaration(t, name))
    }
    for (i, (child, name)) in zip(children, names.groups).enumerated() {
      if i > 0 || !tokens.isEmpty { lines.add("") }
      lines.add(open(Names.escaped(name, in: platform.language)) + " {")
      lines.nest {
        child.writeNested(platform, style: style, comment: comment, open: open, declaration: declaration, into: &$0)
      }
      lines.add("}")
    }
  }

  /// The first token in this group or under it.
  var firstToken: ExportedToken? { tokens.first ?? children.lazy.compactMap(\.firstToken).first }
}

/// Text from a catalogue (names, descriptions, deprecation messages) made safe to stand inside
/// a generated file's comments: split on every line terminator any of the output languages knows
/// — LF, CR, VT, FF, NEL, and U+2028/U+2029, which end a line in JavaScript — so no part of it
/// leaves a `//` comment, and `*/` broken up so it cannot close a `/* … */` one.
enum CommentText {
  static let terminators: Set<Character> = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

  /// `lines`, each split at line terminators, with `*/` written `* /`.
  static func lines(_ lines: [String]) -> [String] {
    lines.flatMap { line -> [String] in
      // Most lines hold neither: no byte that starts a terminator (the ASCII ones, U+0085's
      // 0xC2, U+2028's and U+2029's 0xE2) and no `*/`, so they are kept as they are.
      var bytes = line.utf8.makeIterator()
      var previous: UInt8 = 0
      var plain = true
      while plain, let byte = bytes.next() {
        plain = !(0x0A...0x0D).contains(byte) && byte != 0xC2 && byte != 0xE2 && !(previous == 0x2A && byte == 0x2F)
        previous = byte
      }
      if plain { return [line] }
      return line.split(omittingEmptySubsequences: false, whereSeparator: terminators.contains).map {
        closingMarksOpened(String($0))
      }
    }
  }

  /// `text` with every `*/` written `* /` (both ASCII, so never inside another character's bytes).
  static func closingMarksOpened(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if previous == 0x2A && byte == 0x2F { out.append(0x20) }
      out.append(byte)
      previous = byte
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// Lines with indentation, for the writers.
struct Lines {
  private(set) var text: [String] = []
  var indent = 0

  mutating func add(_ line: String) { text.append(line.isEmpty ? "" : String(repeating: "  ", count: indent) + line) }
  mutating func add(_ lines: [String]) { lines.forEach { add($0) } }
  /// Each of `lines` as a comment line after `prefix`; text from a catalogue never leaves its
  /// comment (``CommentText``).
  mutating func comment(_ lines: [String], prefix: String) {
    CommentText.lines(lines).forEach { add(prefix + ($0.isEmpty ? "" : " " + $0)) }
  }
  mutating func nest(_ body: (inout Lines) -> Void) {
    indent += 1
    body(&self)
    indent -= 1
  }
  var joined: String { text.joined(separator: "\n") + "\n" }
}
