/// The encoders every piece of catalogue text in a Markdown summary passes: a name in a code
/// span, a table cell, prose or an image's alt text. None lets text end its line, its table row
/// or its alt text, and prose cannot make links, images, HTML, autolinks or @mentions.
enum MarkdownText {
  /// `s` on one line: every control character and line or paragraph separator a space.
  static func flat(_ s: String) -> String {
    String(
      String.UnicodeScalarView(
        s.unicodeScalars.map { v in
          v.value < 0x20 || (0x7F...0x9F).contains(v.value) || v == "\u{2028}" || v == "\u{2029}" ? " " : v
        }))
  }
  /// Text safe inside a Markdown code span (backticks become a look-alike).
  static func code(_ s: String) -> String { flat(s).replacingOccurrences(of: "`", with: "ˋ") }
  /// A table cell: pipes escaped (GitHub needs it inside code spans too).
  static func cell(_ s: String) -> String { flat(s).replacingOccurrences(of: "|", with: "\\|") }
  /// Prose with Markdown and HTML specials escaped, and the text GitHub would turn into a link or
  /// a notification (`@team`, `https://`, `www.`) broken by a word joiner (U+2060). A run of
  /// hyphens is escaped too, so a renderer with smart punctuation (DocC) keeps `--flag` as typed
  /// rather than making it a dash, and no run of them is a rule.
  static func text(_ s: String) -> String {
    var out = ""
    let characters = Array(flat(s))
    for (i, c) in characters.enumerated() {
      if "\\`*_[]<>|#&!~".contains(c) { out += "\\" }
      if c == "-" && ((i > 0 && characters[i - 1] == "-") || (i + 1 < characters.count && characters[i + 1] == "-")) {
        out += "\\"
      }
      out.append(c)
      if c == "@" { out += "\u{2060}" }
    }
    return out.replacingOccurrences(of: "://", with: ":\u{2060}//").replacingOccurrences(
      of: "www.", with: "www\u{2060}.")
  }
  /// An image's alt text: on one line, brackets made parentheses.
  static func alt(_ s: String) -> String {
    flat(s).replacingOccurrences(of: "]", with: ")").replacingOccurrences(of: "[", with: "(")
  }
}
