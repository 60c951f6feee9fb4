/// Line breaks as every reader sees them: CR LF and a lone CR become LF before any reader looks at
/// the text (what YAML and Swift themselves do with line breaks), so a file saved on Windows or
/// an old Mac reads exactly like the same file with LF: the same tokens, the same locations.
///
/// It matters beyond counting lines: Swift's `Character` takes CR LF as one grapheme, which is
/// not `"\n"`, so a reader comparing characters would otherwise see one long line.
public enum LineEndings {
  /// `text.split(separator: "\n", omittingEmptySubsequences: false)`, the same lines, found in the
  /// UTF-8 bytes when the text holds no CR: splitting by `Character` breaks every grapheme of a 4 MB
  /// catalogue, and LF always stands alone as one. With a CR (CR LF is one `Character`, which a
  /// split by characters never cuts) it splits by characters, as before.
  public static func lines(_ text: String) -> [Substring] {
    guard !text.utf8.contains(13) else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
    return text.utf8.split(separator: 10, omittingEmptySubsequences: false).map { Substring($0) }
  }

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
