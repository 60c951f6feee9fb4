/// A reader's place in a file's UTF-8 bytes, with the line and column (in Unicode scalars, from
/// 1) that every location it reports is made of. The CSS and script readers move through their
/// files with it, one byte at a time, without copying the text.
struct SourceCursor {
  let bytes: [UInt8]
  let file: String
  var i = 0
  var line = 1
  var column = 1

  init(_ text: String, file: String) {
    bytes = Array(text.utf8)
    self.file = file
  }

  var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }
  var atEnd: Bool { i >= bytes.count }

  /// The byte `k` ahead, or `nil` past the end.
  func peek(_ k: Int = 0) -> UInt8? { i + k < bytes.count ? bytes[i + k] : nil }

  /// Moves past one byte: a line feed starts a line, and a column counts each scalar's first byte.
  mutating func advance() {
    if bytes[i] == 10 {
      line += 1
      column = 1
    } else if bytes[i] & 0xC0 != 0x80 {
      column += 1
    }
    i += 1
  }

  /// The text of `range` of the bytes.
  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}

/// How every platform-source reader (Kotlin and Dart, CSS, scripts) ends: names checked across
/// what it found, a located "no motion found" error (`expected` says what motion looks like in
/// that format) when it found nothing, its errors thrown, else the catalogue.
enum SourceCatalogue {
  static func finished(
    name: String, file: String, tokens: [Token], durations: [DurationToken], diagnostics: [Diagnostic],
    expected: String, sequences: [SequenceToken] = []
  ) throws(CatalogueError) -> Catalogue {
    let diagnostics = diagnostics + Validation.duplicates(tokens, durations) + Validation.controlCharacters(tokens)
    if tokens.isEmpty && durations.isEmpty && sequences.isEmpty {
      // What was seen and not read (warnings, notes) says why there is no motion.
      throw CatalogueError(
        diagnostics
          + [
            Diagnostic(
              .error, "no motion found: expected \(expected)", at: SourceLocation(file: file, line: 1, column: 1),
              rule: Diagnostic.noMotion)
          ])
    }
    if diagnostics.contains(where: { $0.severity == .error }) { throw CatalogueError(diagnostics) }
    return Catalogue(
      name: name, source: file, tokens: tokens, warnings: diagnostics, durations: durations, sequences: sequences)
  }
}

extension SourceCursor {
  /// The column, in Unicode scalars from 1 (the convention every reader reports), of the byte at
  /// `offset` on a line that starts at byte `lineStart`: a scanner that works with byte offsets
  /// (the script tokenizer, the keyframes reader) turns them into columns with this, never by
  /// subtracting offsets, which counts bytes.
  static func column(of offset: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
    var column = 1
    var k = lineStart
    while k < min(offset, bytes.count) {
      if bytes[k] & 0xC0 != 0x80 { column += 1 }
      k += 1
    }
    return column
  }
}
