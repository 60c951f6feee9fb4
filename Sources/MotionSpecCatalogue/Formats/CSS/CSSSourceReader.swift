import Foundation
import MotionSpecCore

/// CSS as a catalogue: its custom properties that hold motion. `--name: 150ms` is a duration,
/// `--name: cubic-bezier(…)` or a keyword curve a curve (with no duration of its own), and
/// `--name: transform 300ms ease-out` a transition; anything else (colours, sizes, `var(…)`) is
/// silent, and a `linear()` or `steps()` value is a located warning saying why it is not read.
/// A name keeps its dashes (`--motion-duration-short` is `motion-duration-short`); the same name
/// defined again (in another rule or a media query) is read once, where it first appears.
/// `@keyframes` rules are sequences (``CSSKeyframesReader``).
public enum CSSSourceReader {
  /// `rootFontSize`: what `rem` and `em` lengths are read at (nil: 16 px, with a note).
  public static func read(_ text: String, file: String, rootFontSize: Double? = nil) throws(CatalogueError)
    -> Catalogue
  {
    var c = SourceCursor(LineEndings.normalized(text), file: file)
    var tokens: [Token] = []
    var durations: [DurationToken] = []
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    var previous: UInt8 = UInt8(ascii: "{")  // the last significant byte before a declaration
    while let b = c.peek() {
      if b == UInt8(ascii: "/"), c.peek(1) == UInt8(ascii: "*") {
        c.advance()
        c.advance()
        while let d = c.peek(), !(d == UInt8(ascii: "*") && c.peek(1) == UInt8(ascii: "/")) { c.advance() }
        if !c.atEnd { c.advance() }
        if !c.atEnd { c.advance() }
        continue
      }
      if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
        c.advance()
        while let d = c.peek(), d != b, d != 10 { c.advance() }
        if !c.atEnd { c.advance() }
        previous = b
        continue
      }
      let startsDeclaration = previous == UInt8(ascii: "{") || previous == UInt8(ascii: ";")
      if startsDeclaration, b == UInt8(ascii: "-"), c.peek(1) == UInt8(ascii: "-") {
        let at = c.here
        let nameStart = c.i + 2
        c.advance()
        c.advance()
        while let d = c.peek(), d != UInt8(ascii: ":"), d != UInt8(ascii: ";"), d != UInt8(ascii: "}") { c.advance() }
        guard c.peek() == UInt8(ascii: ":") else {
          previous = c.peek() ?? 0
          continue
        }
        let name = c.text(nameStart..<c.i).trimmingCharacters(in: .whitespaces)
        c.advance()
        let valueStart = c.i
        var depth = 0
        while let d = c.peek() {
          if d == UInt8(ascii: "(") { depth += 1 } else if d == UInt8(ascii: ")") { depth -= 1 }
          if depth <= 0 && (d == UInt8(ascii: ";") || d == UInt8(ascii: "}")) { break }
          c.advance()
        }
        let value = c.text(valueStart..<c.i).replacingOccurrences(of: "\n", with: " ")
          .trimmingCharacters(in: .whitespaces)
        previous = UInt8(ascii: ";")
        guard seen.insert(name).inserted, !name.isEmpty else { continue }
        read(name: name, value: value, at: at, file: file, &tokens, &durations, &diagnostics)
        continue
      }
      if b != 32 && b != 9 && b != 10 { previous = b }
      c.advance()
    }
    let sequences = CSSKeyframesReader.sequences(
      in: LineEndings.normalized(text), file: file, rootFontSize: rootFontSize, &diagnostics)
    return try SourceCatalogue.finished(
      name: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent, file: file, tokens: tokens,
      durations: durations, diagnostics: diagnostics,
      expected:
        "custom properties such as `--motion-fast: 150ms` or `--ease-standard: cubic-bezier(0.2, 0, 0, 1)`, or @keyframes",
      sequences: sequences)
  }

  static func read(
    name: String, value: String, at: SourceLocation, file: String, _ tokens: inout [Token],
    _ durations: inout [DurationToken], _ diagnostics: inout [Diagnostic]
  ) {
    let path = [name]
    if let seconds = EverydaySpellings.cssTime(Substring(value)) {
      durations.append(
        DurationToken(
          path: path, seconds: seconds, kind: seconds == 0 ? .instant : .duration, definition: value, location: at))
      return
    }
    guard EverydaySpellings.recognizes(value) else { return }
    do {
      let parsed = try MotionExpression.parse(value, role: .animation, names: nil)
      var token = Token(path: path, definition: value, animation: parsed.animation, location: at)
      // A curve alone (`cubic-bezier(…)`, a keyword) has no duration of its own.
      token.hasOwnDuration = EverydaySpellings.cssTransitionDuration(value) != nil
      tokens.append(token)
    } catch {
      diagnostics.append(Diagnostic(.warning, "not read as CSS motion: \(error.message)", at: at, token: name))
    }
  }
}
