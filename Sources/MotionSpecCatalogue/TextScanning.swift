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
