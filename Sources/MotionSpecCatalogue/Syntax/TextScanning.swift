/// Text helpers for the readers' hot paths, in the standard library alone: Foundation's
/// `trimmingCharacters(in:)`, `range(of:)` and `contains(_:)` copy a substring into an NSString
/// first, which a 4 MB catalogue pays once per token.
extension StringProtocol where SubSequence == Substring {
  /// Without spaces and tabs at either end (Foundation's `.whitespaces`, for ASCII text).
  var trimmedSpaces: Substring {
    var s = self[...]
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return s
  }
}

/// A text's UTF-8 bytes, searched for ASCII words (a rule's words in a token's name): a search by
/// `Character` breaks graphemes at every step, and Foundation's copies the text first. An ASCII
/// needle matches the same places in the bytes.
struct ByteText {
  let bytes: [UInt8]

  init(_ text: some StringProtocol) { bytes = Array(text.utf8) }

  /// Whether `needle` stands in the text.
  func contains(_ needle: String) -> Bool {
    var found = false
    needle.utf8.withContiguousStorageIfAvailable { pattern in
      guard let first = pattern.first else {
        found = true
        return
      }
      guard bytes.count >= pattern.count else { return }
      var i = 0
      while i <= bytes.count - pattern.count {
        if bytes[i] == first {
          var k = 1
          while k < pattern.count && bytes[i + k] == pattern[k] { k += 1 }
          if k == pattern.count {
            found = true
            return
          }
        }
        i += 1
      }
    }
    return found
  }
}
