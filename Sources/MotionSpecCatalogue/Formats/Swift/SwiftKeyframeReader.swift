import Foundation
import MotionSpecCore

/// Reads SwiftUI keyframes in Swift source as sequences: the `KeyframeTrack(\.property) { … }`
/// blocks of a `keyframes:` closure (`.keyframeAnimator`, `KeyframeAnimator`), of a
/// `KeyframeTimeline(initialValue:)`, or of a `@KeyframesBuilder` property or function, each
/// group of tracks one sequence.
///
/// - A track's property is read from its key path's name: opacity, alpha, fade → opacity; scale,
///   stretch, squash, zoom, grow, size → scale; angle, rotation, rotate, spin, tilt, turn →
///   rotation; offset, position, translation, lift, slide, shift, drop, rise, x, y → position
///   (`\.self` by the name of the content closure's value or of what holds the keyframes, else
///   position). Two tracks of one property
///   keep the first; the other is said in a warning.
/// - Initial values come from the value type's stored properties (`var scale = 1.0`), from
///   `initialValue: T(scale: 0.5)` and from a plain number (`initialValue: 0`).
/// - The sequence is named by its doc comment's `- Sequence:` callout (as `motionspec export`
///   writes it, with `- Stagger:`), else by the property or type that holds the keyframes, else
///   by the type and the line.
/// - A keyframe computed when the app runs (`SpringKeyframe(height * 2)`), a track built with
///   `for` or `if`, or a value of two dimensions (`CGPoint`) is not read: a warning says so.
enum SwiftKeyframeReader {
  /// What each keyframe type is called in Swift.
  static let trackType = "KeyframeTrack"

  struct Track {
    var name: String
    var track: KeyframeTrack
    var locations: [SourceLocation]
    var at: SourceLocation
  }

  static func sequences(in text: String, file: String, _ diagnostics: inout [Diagnostic]) -> [SequenceToken] {
    guard text.contains("Keyframe"), let tokens = try? SwiftLexer.tokens(text) else { return [] }
    let bytes = Array(text.utf8)
    // Matching brackets, and each token's innermost enclosing `{`.
    var match = [Int](repeating: -1, count: tokens.count)
    var enclosing = [Int](repeating: -1, count: tokens.count)
    var stack: [Int] = []
    var braces: [Int] = []
    for (i, t) in tokens.enumerated() {
      enclosing[i] = braces.last ?? -1
      guard t.kind == .punctuation else { continue }
      switch t.text {
      case "(", "[", "{":
        stack.append(i)
        if t.text == "{" { braces.append(i) }
      case ")", "]", "}":
        guard let open = stack.popLast() else { continue }
        match[open] = i
        match[i] = open
        if tokens[open].text == "{" { braces.removeLast() }
      default: break
      }
    }
    func location(_ i: Int) -> SourceLocation {
      SourceLocation(file: file, line: tokens[i].line, column: tokens[i].column)
    }
    func source(_ from: Int, through to: Int) -> String {
      String(decoding: bytes[tokens[from].offset..<(tokens[to].offset + tokens[to].text.utf8.count)], as: UTF8.self)
    }
    let defaults = storedDefaults(tokens, match: match, source: source)

    // The keyframes of a body, in order; or why they cannot be read.
    func keyframes(in body: Range<Int>) -> ([Keyframe], [SourceLocation], (String, SourceLocation)?) {
      var keyframes: [Keyframe] = []
      var locations: [SourceLocation] = []
      var k = body.lowerBound
      // A closure's parameters (`_ in`, `value in`).
      var p = k
      while p < min(body.upperBound, k + 8),
        tokens[p].isIdentifier || tokens[p].is(",") || tokens[p].is("(")
          || tokens[p].is(")")
      {
        if tokens[p].text == "in", p > k {
          k = p + 1
          break
        }
        p += 1
      }
      while k < body.upperBound {
        let t = tokens[k]
        if t.isIdentifier, KeyframeExpression.typeNames.contains(t.text), k + 1 < body.upperBound,
          tokens[k + 1].is("("),
          match[k + 1] > k
        {
          let written = source(k, through: match[k + 1])
          do {
            keyframes.append(try KeyframeExpression.parse(written))
            locations.append(location(k))
          } catch {
            return (keyframes, locations, ("\(written): \(error.message)", location(k)))
          }
          k = match[k + 1] + 1
        } else if t.is(";") {
          k += 1
        } else {
          return (
            keyframes, locations, ("the keyframes are built with `\(t.text)`, computed when the app runs", location(k))
          )
        }
      }
      return (keyframes, locations, nil)
    }

    // Each KeyframeTrack (`KeyframeTrack(\.name) { … }`, or `KeyframeTrack { … }` for the value
    // itself), by the brace that holds it; then keyframes written straight in such a brace (the
    // value itself).
    var groups: [Int: [Track]] = [:]
    var order: [Int] = []
    var trackBodies: [Range<Int>] = []
    func add(_ track: Track, to container: Int) {
      if groups[container] == nil { order.append(container) }
      groups[container, default: []].append(track)
    }
    for i in tokens.indices where tokens[i].isIdentifier && tokens[i].text == trackType {
      var name = "self"
      var open = i + 1
      if open < tokens.count, tokens[open].is("("), match[open] > open {
        // The key path: `\.name`, `\Type.name` or `\.self`.
        let path = (open + 1..<match[open]).map { tokens[$0].text }.joined()
        guard path.hasPrefix("\\"), let last = path.split(separator: ".").last.map(String.init), !last.isEmpty else {
          continue
        }
        name = last
        open = match[open] + 1
      }
      guard open < tokens.count, tokens[open].is("{"), match[open] > open else { continue }
      let body = open + 1..<match[open]
      trackBodies.append(body)
      let (read, locations, problem) = keyframes(in: body)
      if let (why, at) = problem {
        diagnostics.append(Diagnostic(.warning, "not read: keyframe track \\.\(name): \(why)", at: at))
        continue
      }
      guard !read.isEmpty else { continue }
      add(
        Track(name: name, track: KeyframeTrack(.position, from: nil, read), locations: locations, at: location(i)),
        to: enclosing[i])
    }
    var bare = Set<Int>()
    for i in tokens.indices where tokens[i].isIdentifier && KeyframeExpression.typeNames.contains(tokens[i].text) {
      let brace = enclosing[i]
      guard brace >= 0, !bare.contains(brace), !trackBodies.contains(where: { $0.contains(i) }),
        match[brace] > brace
      else { continue }
      bare.insert(brace)
      let (read, locations, problem) = keyframes(in: brace + 1..<match[brace])
      if let (why, at) = problem {
        diagnostics.append(Diagnostic(.warning, "not read: keyframes: \(why)", at: at))
        continue
      }
      guard !read.isEmpty else { continue }
      add(
        Track(name: "self", track: KeyframeTrack(.position, from: nil, read), locations: locations, at: location(i)),
        to: brace)
    }

    var found: [SequenceToken] = []
    for container in order {
      guard let tracks = groups[container] else { continue }
      var context = describe(container, tokens: tokens, match: match, enclosing: enclosing, source: source)
      context.location.file = file
      var sequence = MotionSequence(tracks: [])
      var keyframeLocations: [[SourceLocation]] = []
      for var item in tracks {
        let named = item.name == "self" ? (context.holder ?? "") : item.name
        guard let property = property(named) ?? (item.name == "self" ? .position : nil) else {
          diagnostics.append(
            Diagnostic(
              .warning,
              "not read: keyframe track \\.\(item.name) animates something motionspec does not model (position, scale, opacity, rotation)",
              at: item.at))
          continue
        }
        if sequence.track(property) != nil {
          diagnostics.append(
            Diagnostic(
              .warning,
              "not read: keyframe track \\.\(item.name) is a second \(property.rawValue) track of its sequence",
              at: item.at))
          continue
        }
        item.track.property = property
        item.track.initialValue =
          (item.name == "self" ? context.plainInitial : nil)
          ?? context.initials[item.name] ?? context.valueType.flatMap { defaults[$0]?[item.name] } ?? property.restValue
        sequence.tracks.append(item.track)
        keyframeLocations.append(item.locations)
      }
      guard !sequence.tracks.isEmpty else { continue }
      var path = context.path
      if let id = callout("Sequence", in: context.doc) { path = id.split(separator: ".").map(String.init) }
      if let stagger = callout("Stagger", in: context.doc).flatMap(readStagger) { sequence.stagger = stagger }
      let description = context.doc.map { doc in
        doc.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("- ") }.joined(
          separator: "\n"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
      }.flatMap { $0.isEmpty ? nil : $0 }
      found.append(
        SequenceToken(
          path: path, description: description, sequence: sequence, location: context.location,
          keyframeLocations: keyframeLocations))
    }
    return found
  }

  /// The property a key path's name animates.
  static func property(_ name: String) -> AnimatedProperty? {
    let n = name.lowercased()
    func has(_ words: [String]) -> Bool { words.contains { n.contains($0) } }
    if has(["opacity", "alpha", "fade", "visibility"]) { return .opacity }
    if has(["scale", "stretch", "squash", "zoom", "grow", "size"]) { return .scale }
    if has(["angle", "rotation", "rotate", "spin", "tilt", "turn"]) { return .rotation }
    if has(["offset", "position", "translation", "lift", "slide", "shift", "drop", "rise"]) || n == "x" || n == "y" {
      return .position
    }
    return nil
  }

  /// What holds a group of tracks: its name, doc comment, value type and initial values.
  struct Context {
    var path: [String]
    var doc: String?
    var valueType: String?
    var initials: [String: Double] = [:]
    var plainInitial: Double?
    var holder: String?
    var location: SourceLocation
  }

  static func describe(
    _ brace: Int, tokens: [SwiftToken], match: [Int], enclosing: [Int], source: (Int, Int) -> String
  ) -> Context {
    let at = brace >= 0 ? brace : 0
    var context = Context(
      path: [], location: SourceLocation(file: "", line: tokens[at].line, column: tokens[at].column))
    // The types around it, outermost first.
    var types: [String] = []
    var b = brace
    while b >= 0 {
      var k = b - 1
      while k >= 0, !tokens[k].is("{"), !tokens[k].is("}"), !tokens[k].is(";"), b - k < 64 {
        if tokens[k].isIdentifier, ["struct", "enum", "extension", "class", "actor"].contains(tokens[k].text),
          k + 1 < tokens.count, tokens[k + 1].isIdentifier
        {
          types.insert(tokens[k + 1].text, at: 0)
          if context.doc == nil || callout("Sequence", in: context.doc) == nil, let doc = doc(before: k, tokens) {
            context.doc = doc
          }
          break
        }
        k -= 1
      }
      b = enclosing[b]
    }
    // A declaration `var name: some Keyframes<T> {` or `func name(…) -> some Keyframes<T> {`.
    var k = brace - 1
    while k >= 0, brace - k < 48, !tokens[k].is("{"), !tokens[k].is("}") {
      if tokens[k].isIdentifier, tokens[k].text == "Keyframes", k + 2 < tokens.count, tokens[k + 1].is("<") {
        context.valueType = tokens[k + 2].text
      }
      if tokens[k].isIdentifier, tokens[k].text == "var" || tokens[k].text == "func", k + 1 < brace {
        let name = tokens[k + 1].text
        context.holder = name
        if let own = doc(before: k, tokens), callout("Sequence", in: own) != nil || context.doc == nil {
          context.doc = own
        }
        context.path = types + (name == "keyframes" ? [] : [name])
        context.location = SourceLocation(file: "", line: tokens[k].line, column: tokens[k].column)
        return finish(context, types: types)
      }
      k -= 1
    }
    // A closure: `keyframes: { … }` after `initialValue: …`, or `KeyframeTimeline(initialValue: …) {`.
    var j = brace - 1
    while j >= 0, brace - j < 4000 {
      // The content closure's value (`{ view, scale in …`) names what the value is.
      if context.holder == nil, tokens[j].isIdentifier, tokens[j].text == "in", j > 0, tokens[j - 1].isIdentifier,
        tokens[j - 1].text != "_"
      {
        context.holder = tokens[j - 1].text
      }
      if tokens[j].isIdentifier, tokens[j].text == "initialValue", j + 1 < tokens.count, tokens[j + 1].is(":") {
        var end = j + 2
        while end < brace, !tokens[end].is(","), !tokens[end].is(")") {
          if match[end] > end { end = match[end] }
          end += 1
        }
        if end - 1 >= j + 2 {
          let written = source(j + 2, end - 1)
          if let value = try? KeyframeExpression.parse("MoveKeyframe(\(written))").target {
            context.plainInitial = value
          } else if tokens[j + 2].isIdentifier {
            context.valueType = tokens[j + 2].text
            // `T(scale: 0.5, …)`: the labelled values.
            if j + 3 < end, tokens[j + 3].is("("), match[j + 3] > j + 3 {
              var a = j + 4
              while a + 2 < match[j + 3] {
                if tokens[a].isIdentifier, tokens[a + 1].is(":") {
                  var stop = a + 2
                  while stop < match[j + 3], !tokens[stop].is(",") {
                    if match[stop] > stop { stop = match[stop] }
                    stop += 1
                  }
                  if let v = try? KeyframeExpression.parse("MoveKeyframe(\(source(a + 2, stop - 1)))").target {
                    context.initials[tokens[a].text] = v
                  }
                  a = stop + 1
                } else {
                  a += 1
                }
              }
            }
          }
        }
        context.location = SourceLocation(file: "", line: tokens[j].line, column: tokens[j].column)
        break
      }
      j -= 1
    }
    context.path = types + ["keyframes\(tokens[at].line)"]
    return finish(context, types: types)
  }

  static func finish(_ context: Context, types: [String]) -> Context {
    var c = context
    if c.path.isEmpty { c.path = [c.valueType ?? "keyframes\(c.location.line)"] }
    return c
  }

  /// The doc comment just before token `k` (its attributes and modifiers skipped).
  static func doc(before k: Int, _ tokens: [SwiftToken]) -> String? {
    var i = k - 1
    while i >= 0,
      tokens[i].kind == .attribute
        || (tokens[i].isIdentifier
          && ["public", "internal", "private", "fileprivate", "static", "final", "nonisolated", "open"].contains(
            tokens[i].text))
    {
      i -= 1
    }
    var lines: [String] = []
    while i >= 0, tokens[i].kind == .doc {
      lines.insert(tokens[i].text, at: 0)
      i -= 1
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// `- Name: value` in a doc comment.
  static func callout(_ name: String, in doc: String?) -> String? {
    guard let doc else { return nil }
    for line in doc.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("- \(name):") {
        return trimmed.dropFirst(name.count + 3).trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// `6 elements, 0.04 s apart, forward`.
  static func readStagger(_ text: String) -> Stagger? {
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 3, let count = Int(parts[0].split(separator: " ").first ?? ""),
      let interval = Double(parts[1].split(separator: " ").first ?? ""), let order = Stagger.Order(rawValue: parts[2]),
      (1...1000).contains(count), interval >= 0, interval <= 10
    else { return nil }
    return Stagger(count: count, interval: interval, order: order)
  }

  /// Each struct's stored properties with a number for a default: `var scale = 1.0`,
  /// `var angle: Angle = .degrees(0)`.
  static func storedDefaults(_ tokens: [SwiftToken], match: [Int], source: (Int, Int) -> String) -> [String: [String:
    Double]]
  {
    var out: [String: [String: Double]] = [:]
    for i in tokens.indices where tokens[i].isIdentifier && tokens[i].text == "struct" {
      guard i + 1 < tokens.count, tokens[i + 1].isIdentifier else { continue }
      var open = i + 2
      while open < tokens.count, !tokens[open].is("{"), open - i < 32 { open += 1 }
      guard open < tokens.count, tokens[open].is("{"), match[open] > open else { continue }
      var fields: [String: Double] = [:]
      var k = open + 1
      while k < match[open] {
        if match[k] > k && tokens[k].is("{") {
          k = match[k] + 1
          continue
        }
        if tokens[k].isIdentifier, tokens[k].text == "var" || tokens[k].text == "let", k + 1 < match[open],
          tokens[k + 1].isIdentifier
        {
          var eq = k + 2
          while eq < match[open], !tokens[eq].is("="), !tokens[eq].startsLine { eq += 1 }
          if eq < match[open], tokens[eq].is("=") {
            var end = eq + 1
            while end < match[open], !(tokens[end].startsLine && end > eq + 1), !tokens[end].is(";") {
              if match[end] > end { end = match[end] }
              end += 1
            }
            if end - 1 > eq, let v = try? KeyframeExpression.parse("MoveKeyframe(\(source(eq + 1, end - 1)))").target {
              fields[tokens[k + 1].text] = v
            }
          }
        }
        k += 1
      }
      out[tokens[i + 1].text] = fields
    }
    return out
  }
}
