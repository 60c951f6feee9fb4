/// Line breaks as every reader sees them: CR LF and a lone CR become LF before any reader looks at
/// the text (what YAML and Swift themselves do with line breaks), so a file saved on Windows or
/// an old Mac reads exactly like the same file with LF: the same tokens, the same locations.
///
/// It matters beyond counting lines: Swift's `Character` takes CR LF as one grapheme, which is
/// not `"\n"`, so a reader comparing characters would otherwise see one long line.
enum LineEndings {
  /// `text` with every CR LF and lone CR turned into LF.
  static func normalized(_ text: String) -> String {
    guard text.utf8.contains(13) else { return text }
    var out = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let s = pending {
      pending = scalars.next()
      if s == "\r" {
        out.append("\n")
        if pending == "\n" { pending = scalars.next() }
      } else {
        out.append(s)
      }
    }
    return String(out)
  }
}
