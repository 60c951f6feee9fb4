import Foundation
import MotionSpecCore

/// CSS as a catalogue: its custom properties that hold motion. `--name: 150ms` is a duration,
/// `--name: cubic-bezier(…)` or a keyword curve a curve (with no duration of its own), and
/// `--name: transform 300ms ease-out` a transition; anything else (colours, sizes, `var(…)`) is
/// silent, and a `linear()` or `steps()` value is a located warning saying why it is not read.
/// A name keeps its dashes (`--motion-duration-short` is `motion-duration-short`); the same name
/// defined again (in another rule or a media query) is read once, where it first appears.
public enum CSSSourceReader {
  public static func read(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    let text = LineEndings.normalized(text)
    let bytes = Array(text.utf8)
    var tokens: [Token] = []
    var durations: [DurationToken] = []
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    var line = 1
    var column = 1
    var i = 0
    func advance() {
      if bytes[i] == 10 {
        line += 1
        column = 1
      } else if bytes[i] & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    var previous: UInt8 = UInt8(ascii: "{")  // the last significant byte before a declaration
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
        advance()
        advance()
        while i < bytes.count,
          !(bytes[i] == UInt8(ascii: "*") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"))
        {
          advance()
        }
        if i < bytes.count { advance() }
        if i < bytes.count { advance() }
        continue
      }
      if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
        let quote = b
        advance()
        while i < bytes.count, bytes[i] != quote, bytes[i] != 10 { advance() }
        if i < bytes.count { advance() }
        previous = quote
        continue
      }
      let startsDeclaration = previous == UInt8(ascii: "{") || previous == UInt8(ascii: ";")
      if startsDeclaration, b == UInt8(ascii: "-"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "-") {
        let at = SourceLocation(file: file, line: line, column: column)
        let nameStart = i + 2
        advance()
        advance()
        while i < bytes.count, bytes[i] != UInt8(ascii: ":"), bytes[i] != UInt8(ascii: ";"),
          bytes[i] != UInt8(ascii: "}")
        {
          advance()
        }
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
          previous = i < bytes.count ? bytes[i] : 0
          continue
        }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        advance()
        let valueStart = i
        var depth = 0
        while i < bytes.count {
          let c = bytes[i]
          if c == UInt8(ascii: "(") { depth += 1 } else if c == UInt8(ascii: ")") { depth -= 1 }
          if depth <= 0 && (c == UInt8(ascii: ";") || c == UInt8(ascii: "}")) { break }
          advance()
        }
        let value = String(decoding: bytes[valueStart..<i], as: UTF8.self)
          .replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
        previous = UInt8(ascii: ";")
        guard seen.insert(name).inserted, !name.isEmpty else { continue }
        read(name: name, value: value, at: at, file: file, &tokens, &durations, &diagnostics)
        continue
      }
      if b != 32 && b != 9 && b != 10 { previous = b }
      advance()
    }
    diagnostics += Validation.duplicates(tokens, durations) + Validation.controlCharacters(tokens)
    if tokens.isEmpty && durations.isEmpty {
      throw CatalogueError([
        Diagnostic(
          .error,
          "no motion found: expected custom properties such as `--motion-fast: 150ms` or `--ease-standard: cubic-bezier(0.2, 0, 0, 1)`",
          at: SourceLocation(file: file, line: 1, column: 1), rule: Diagnostic.noMotion)
      ])
    }
    return Catalogue(
      name: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent, source: file, tokens: tokens,
      warnings: diagnostics, durations: durations)
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
