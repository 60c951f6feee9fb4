import MotionSpecCore

/// Checks that apply to a whole catalogue whatever its format.
public enum Validation {
  /// An error for every token whose dotted path repeats an earlier one.
  public static func duplicates(_ tokens: [Token], _ durations: [DurationToken] = []) -> [Diagnostic] {
    var seen: [String: SourceLocation?] = [:]
    var out: [Diagnostic] = []
    for (id, location) in tokens.map({ ($0.id, $0.location) }) + durations.map({ ($0.id, $0.location) }) {
      if let first = seen[id] {
        out.append(
          Diagnostic(
            .error, "duplicate token name; first defined at \(first.map(\.description) ?? "an earlier entry")",
            at: location, token: id))
      } else {
        seen[id] = location
      }
    }
    return out
  }

  /// An error for every token whose name is longer than ``MotionLimits/nameLength``, or whose
  /// name or group holds a control character (C0, DEL, C1) or a
  /// line or paragraph separator, and whose description or deprecation message holds one other
  /// than a tab or a line break (``lineBreaks``): names are one line of printable text in every
  /// output, and no text may carry terminal escapes or NULs into a comment, a log or a table.
  public static func controlCharacters(_ tokens: [Token]) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for t in tokens {
      let scalars = t.id.unicodeScalars.count
      if scalars > MotionLimits.nameLength {
        out.append(
          Diagnostic(
            .error,
            "the token's name, groups included, is \(scalars) Unicode characters long; motionspec accepts up to \(MotionLimits.nameLength)",
            at: t.location, token: String(String.UnicodeScalarView(t.id.unicodeScalars.prefix(40))) + "…"))
      }
      if let bad = t.path.lazy.compactMap({ firstControl(in: $0, allowingBreaks: false) }).first {
        out.append(
          Diagnostic(
            .error,
            "the token's name or group holds the control character \(bad); names are one line of printable text",
            at: t.location, token: t.id))
      }
      for (what, text) in [("description", t.description), ("deprecation message", t.deprecated)] {
        if let text, let bad = firstControl(in: text, allowingBreaks: true) {
          out.append(
            Diagnostic(
              .error, "the \(what) holds the control character \(bad); only tabs and line breaks are allowed",
              at: t.location, token: t.id))
        }
      }
    }
    return out
  }

  /// Every character some output language ends a line at: LF, VT, FF, CR, NEL, U+2028, U+2029.
  /// A description may hold them (its comments split there, ``CommentText`` in the exports).
  static let lineBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

  /// The first control character of `text` as `U+001B`, or `nil`; tabs and line breaks pass
  /// when `allowingBreaks`.
  static func firstControl(in text: String, allowingBreaks: Bool) -> String? {
    for s in text.unicodeScalars {
      let v = s.value
      guard isControl(v) else { continue }
      if allowingBreaks && (v == 0x09 || lineBreaks.contains(v)) { continue }
      let hex = String(v, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return nil
  }

  /// `text` safe to print on a terminal or in a CI log: every control character (C0 but line
  /// feeds when `keepingLineFeeds`, DEL, C1) and line or paragraph separator written as `\u{1B}`,
  /// so a name cannot move the cursor, colour the screen or start a line of its own.
  public static func visible(_ text: String, keepingLineFeeds: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0.value) }) else { return text }
    var out = ""
    for s in text.unicodeScalars {
      if isControl(s.value) && !(keepingLineFeeds && s == "\n") {
        out += "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(s)
      }
    }
    return out
  }

  static func isControl(_ v: UInt32) -> Bool { v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 }
}
