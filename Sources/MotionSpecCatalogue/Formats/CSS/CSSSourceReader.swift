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
  /// `rootFontSize`: what `rem` and `em` lengths are read at (nil: 16 px, with a note);
  /// `keyframes`: the `@keyframes` names the other stylesheets read with this one define (an
  /// `animation` that plays one is not passed over).
  public static func read(
    _ text: String, file: String, rootFontSize: Double? = nil, keyframes: Set<String> = []
  ) throws(CatalogueError) -> Catalogue {
    var inPlace: [CSSAccount.Declaration] = []
    var c = SourceCursor(LineEndings.normalized(text), file: file)
    var tokens: [Token] = []
    var durations: [DurationToken] = []
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    var previous: UInt8 = UInt8(ascii: "{")  // the last significant byte before a declaration
    // Braces open, and how many were open at a `@keyframes` (its stops are deeper).
    var depth = 0
    var keyframesDepth: Int?
    // A `@media (prefers-reduced-motion: reduce)` block: where it is, its depth, and the motion
    // custom properties it defines again (its reduced-motion values, said in one note).
    var reducedBlock: (at: SourceLocation, depth: Int, names: [String])?
    func closeReduced(_ diagnostics: inout [Diagnostic]) {
      guard let block = reducedBlock else { return }
      reducedBlock = nil
      guard !block.names.isEmpty else { return }
      let count = block.names.count
      diagnostics.append(
        Diagnostic.passedOver(
          "this @media (prefers-reduced-motion: reduce) block defines \(count) motion custom propert\(count == 1 ? "y" : "ies") again (\(block.names.prefix(3).map { "`--\($0)`" }.joined(separator: ", "))\(count > 3 ? ", …" : "")), its reduced-motion values; the CSS reader reads each property's first definition (reduced-motion variants are read from DTCG, YAML and Swift catalogues)",
          at: block.at))
    }
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
        guard !name.isEmpty else { continue }
        guard seen.insert(name).inserted else {
          // Defined again (a media query's, a theme's): the first is read; a motion's is said.
          let first =
            tokens.first { $0.path == [name] }?.location ?? durations.first { $0.path == [name] }?.location
          if first != nil, reducedBlock != nil {
            reducedBlock?.names.append(name)
          } else if let first {
            diagnostics.append(
              Diagnostic.passedOver(
                "`--\(name)` is defined again here (`\(value)`); the first definition, at line \(first.line), is the one read — a media query's or a theme's value is not a token of its own",
                at: at, token: name))
          }
          continue
        }
        read(name: name, value: value, at: at, file: file, &tokens, &durations, &diagnostics)
        continue
      }
      // A style rule's own motion (`transition: opacity 200ms`, `animation: spin 1s`), kept
      // for the account of what is passed over.
      if startsDeclaration, (b >= 97 && b <= 122) || (b >= 65 && b <= 90) {
        let start = c.i
        while let d = c.peek(), (d >= 97 && d <= 122) || (d >= 65 && d <= 90) || d == 45 { c.advance() }
        let property = c.text(start..<c.i).lowercased()
        while let d = c.peek(), d == 32 || d == 9 || d == 10 { c.advance() }
        guard c.peek() == UInt8(ascii: ":"), CSSAccount.properties.contains(property) else {
          previous = UInt8(ascii: "a")
          continue
        }
        c.advance()
        while let d = c.peek(), d == 32 || d == 9 || d == 10 { c.advance() }
        let at = c.here
        let valueStart = c.i
        var depth = 0
        while let d = c.peek() {
          if d == UInt8(ascii: "(") { depth += 1 } else if d == UInt8(ascii: ")") { depth -= 1 }
          if depth <= 0, d == UInt8(ascii: ";") || d == UInt8(ascii: "}") || d == UInt8(ascii: "{") { break }
          c.advance()
        }
        inPlace.append(
          CSSAccount.Declaration(
            property: property, value: c.text(valueStart..<c.i).replacingOccurrences(of: "\n", with: " "),
            location: at, inKeyframes: keyframesDepth != nil))
        previous = UInt8(ascii: ";")
        continue
      }
      if b == UInt8(ascii: "{") {
        depth += 1
      } else if b == UInt8(ascii: "}") {
        depth = max(0, depth - 1)
        if let k = keyframesDepth, depth <= k { keyframesDepth = nil }
        if let block = reducedBlock, depth <= block.depth { closeReduced(&diagnostics) }
      } else if b == UInt8(ascii: "@"), keyframesDepth == nil,
        ["@keyframes", "@-webkit-keyframes", "@-moz-keyframes"].contains(where: {
          c.text(c.i..<min(c.i + $0.utf8.count, c.bytes.count)).lowercased() == $0
        })
      {
        keyframesDepth = depth
      } else if b == UInt8(ascii: "@"), reducedBlock == nil,
        c.text(c.i..<min(c.i + 6, c.bytes.count)).lowercased() == "@media"
      {
        var end = c.i
        while end < c.bytes.count, c.bytes[end] != UInt8(ascii: "{"), c.bytes[end] != UInt8(ascii: ";") { end += 1 }
        let prelude = c.text(c.i..<end).lowercased().filter { !$0.isWhitespace }
        if prelude.contains("prefers-reduced-motion:reduce") { reducedBlock = (c.here, depth, []) }
      }
      if b != 32 && b != 9 && b != 10 { previous = b }
      c.advance()
    }
    closeReduced(&diagnostics)
    diagnostics += CSSAccount.passedOver(
      inPlace, keyframes: keyframes.union(CSSAccount.keyframesNames(in: CSSKeyframesReader.withoutComments(text))))
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
    guard EverydaySpellings.recognizes(value) else {
      if let note = CSSAccount.customProperty(name: name, value: value, at: at) { diagnostics.append(note) }
      return
    }
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
