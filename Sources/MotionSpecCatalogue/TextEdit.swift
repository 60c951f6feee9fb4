import Foundation

/// One change to a catalogue file that resolves a finding, for `lint --fix`: the JSON value that
/// starts at a place replaced by new text (`"200ms"` → `{ "value": 200, "unit": "ms" }`), or text
/// inserted after the character there (a missing member after an object's `{`).
public struct TextEdit: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// The JSON value that starts at ``location`` (a string, a number, an object or an array).
    case replaceValue
    /// Nothing removed; ``text`` goes after the character at ``location``.
    case insertAfter
  }

  public var location: SourceLocation
  public var kind: Kind
  public var text: String

  public init(_ kind: Kind, at location: SourceLocation, _ text: String) {
    self.kind = kind
    self.location = location
    self.text = text
  }

  /// `text` with `edits` applied (each at its line and column, counted in characters), or nil
  /// when an edit's place no longer holds what it expects (the file changed since it was read).
  public static func apply(_ edits: [TextEdit], to text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Last first, so that an edit never moves the place of one still to come.
    let ordered = Set(edits).sorted {
      ($0.location.line, $0.location.column) > ($1.location.line, $1.location.column)
    }
    for edit in ordered {
      let row = edit.location.line - 1
      guard lines.indices.contains(row) else { return nil }
      // The rest of the file from the edit's line, as characters: a value may span lines.
      let rest = Array(lines[row...].joined(separator: "\n"))
      let column = edit.location.column - 1
      guard column >= 0, column < rest.count else { return nil }
      let end: Int
      switch edit.kind {
      case .insertAfter: end = column + 1
      case .replaceValue:
        guard let found = valueEnd(rest, from: column) else { return nil }
        end = found
      }
      let start = edit.kind == .insertAfter ? column + 1 : column
      let changed = String(rest[..<start]) + edit.text + String(rest[end...])
      lines.replaceSubrange(
        row..., with: changed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    return lines.joined(separator: "\n")
  }

  /// The index just past the JSON value that starts at `start` in `chars`, or nil.
  static func valueEnd(_ chars: [Character], from start: Int) -> Int? {
    var i = start
    var depth = 0
    var inString = false
    while i < chars.count {
      let c = chars[i]
      if inString {
        if c == "\\" {
          i += 2
          continue
        }
        if c == "\"" {
          inString = false
          if depth == 0 { return i + 1 }
        }
      } else if c == "\"" {
        inString = true
      } else if c == "{" || c == "[" {
        depth += 1
      } else if c == "}" || c == "]" {
        depth -= 1
        if depth == 0 { return i + 1 }
        if depth < 0 { return nil }
      } else if depth == 0, c == "," || c == "\n" || c == " " {
        return i > start ? i : nil
      }
      i += 1
    }
    return depth == 0 && !inString && i > start ? i : nil
  }

  /// A unified diff of `old` against `new` for `file`, with no context lines (what `lint --fix
  /// --dry-run` shows): a hunk per run of changed lines when the edits kept the line count, one
  /// hunk over the changed stretch otherwise.
  public static func unifiedDiff(_ old: String, _ new: String, file: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    var hunks: [(start: Int, removed: ArraySlice<Substring>, added: ArraySlice<Substring>)] = []
    if a.count == b.count {
      var i = 0
      while i < a.count {
        guard a[i] != b[i] else {
          i += 1
          continue
        }
        var j = i
        while j < a.count, a[j] != b[j] { j += 1 }
        hunks.append((i, a[i..<j], b[i..<j]))
        i = j
      }
    } else {
      var prefix = 0
      while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
        suffix += 1
      }
      hunks.append((prefix, a[prefix..<(a.count - suffix)], b[prefix..<(b.count - suffix)]))
    }
    guard !hunks.isEmpty else { return "" }
    var out = "--- \(file)\n+++ \(file) (fixed)\n"
    for hunk in hunks {
      out += "@@ -\(hunk.start + 1),\(hunk.removed.count) +\(hunk.start + 1),\(hunk.added.count) @@\n"
      for line in hunk.removed { out += "-\(line)\n" }
      for line in hunk.added { out += "+\(line)\n" }
    }
    return out
  }
}
