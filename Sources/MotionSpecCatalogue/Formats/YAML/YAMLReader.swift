import Foundation
import MotionSpecCore
import Yams

/// Reads the concise YAML catalogue format (see `motion-tokens.yaml`).
///
/// A token is a motion expression, or a mapping with `value`, `description`, `deprecated` and
/// `reducedMotion` (see ``ReducedMotion``); any other mapping is a group. Top-level keys: `name`, `staggerInterval` and `tokens`.
public enum YAMLReader {
  /// The most values a file may hold once its YAML aliases are expanded: a guard against a small
  /// file whose anchors nest into an exponentially large document.
  public static let maximumExpansion = 100_000

  /// Whether `node`, aliases expanded, holds at most `budget` values (stops counting past it).
  static func fits(_ node: Node, budget: Int) -> Bool {
    var remaining = budget
    func walk(_ n: Node) -> Bool {
      remaining -= 1
      guard remaining >= 0 else { return false }
      switch n {
      case .mapping(let m): return m.allSatisfy { walk($0.key) && walk($0.value) }
      case .sequence(let s): return s.allSatisfy(walk)
      default: return true
      }
    }
    return walk(node)
  }

  public static func read(_ text: String, file: String, selection: CatalogueSelection = CatalogueSelection())
    throws(CatalogueError) -> Catalogue
  {
    let text = LineEndings.normalized(text)
    try refuseLongLines(text, file: file)
    // A design token file written in YAML (DTCG, legacy or Tokens Studio) is read as that format.
    if let node = try? Yams.compose(yaml: text), isTokenDocument(node), fits(node, budget: maximumExpansion) {
      return try DTCGReader.read(documents: [(json(node, file: file, depth: 0), file)], selection: selection)
    }
    var insertedQuotes = Set<Int>()
    let root: Node
    do {
      let (quotedText, quotedLines) = quoteExpressions(text)
      insertedQuotes = quotedLines
      guard let node = try Yams.compose(yaml: quotedText) else {
        throw CatalogueError([
          Diagnostic(
            .error, "the file is empty; expected a mapping with `tokens:`",
            at: SourceLocation(file: file, line: 1, column: 1))
        ])
      }
      root = node
    } catch let error as CatalogueError {
      throw error
    } catch let error as YamlError {
      throw CatalogueError([yamlDiagnostic(error, text: text, file: file)])
    } catch {
      throw CatalogueError([
        Diagnostic(.error, "malformed YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
      ])
    }
    if !YAMLReader.fits(root, budget: maximumExpansion) {
      throw CatalogueError([
        Diagnostic(
          .error,
          "this file expands to more than \(maximumExpansion) values through YAML aliases (*anchor); a token file never needs that",
          at: location(root, file))
      ])
    }
    var diagnostics: [Diagnostic] = []
    guard let top = root.mapping else {
      throw CatalogueError([
        Diagnostic(.error, "expected a mapping with `name:` and `tokens:` at the top level", at: location(root, file))
      ])
    }
    var name = "Motion tokens"
    var stagger: Double?
    var found = Found()
    var sawTokens = false
    var reduced: [Int: (text: String, location: SourceLocation?)] = [:]
    var sequenceNode: Node?
    for (key, value) in top {
      switch key.string {
      case "name": name = value.string ?? name
      case "staggerInterval":
        if let n = value.string.flatMap(Double.init), n.isFinite, n >= 0 {
          stagger = n
        } else {
          diagnostics.append(
            Diagnostic(
              .error, "staggerInterval must be a number of seconds ≥ 0, not '\(value.string ?? "?")'",
              at: location(value, file)))
        }
      case "tokens":
        sawTokens = true
        collect(
          value, path: [], file: file, quotes: insertedQuotes,
          source: LineEndings.lines(text), into: &found, &reduced, &diagnostics)
      case "sequences":
        sequenceNode = value
      default:
        diagnostics.append(
          Diagnostic(
            .error, "unknown top-level key '\(key.string ?? "?")'; expected name, staggerInterval, tokens or sequences",
            at: location(key, file)))
      }
    }
    if !sawTokens {
      diagnostics.append(Diagnostic(.error, "no `tokens:` mapping; nothing to read", at: location(root, file)))
    }
    var tokens = found.tokens
    diagnostics += Validation.duplicates(tokens, found.durations) + Validation.controlCharacters(tokens)
    diagnostics += ReducedMotion.attach(reduced, to: &tokens)
    let sequences = sequenceNode.map {
      SequenceReader.read(
        $0,
        SequenceReader.Context(
          file: file, quotes: insertedQuotes, source: LineEndings.lines(text),
          tokens: tokens), &diagnostics)
    }
    if diagnostics.contains(where: { $0.severity == .error }) { throw CatalogueError(diagnostics) }
    return Catalogue(
      name: name, source: file, tokens: tokens, staggerInterval: stagger, warnings: diagnostics,
      durations: found.durations, sequences: sequences ?? [])
  }

  /// Refuses a file with a line longer than ``MotionLimits/yamlLineLength`` before any YAML is
  /// parsed (one pass over its bytes), so a 16 MB value on one line costs no YAML tree.
  static func refuseLongLines(_ text: String, file: String) throws(CatalogueError) {
    var line = 1
    var length = 0
    for b in text.utf8 {
      if b == 10 {
        line += 1
        length = 0
        continue
      }
      length += 1
      if length > MotionLimits.yamlLineLength {
        throw CatalogueError([
          Diagnostic(
            .error,
            "line \(line) is longer than \(MotionLimits.yamlLineLength >> 20) MB; motionspec reads YAML lines up to that (write long text as a block scalar, `|`, over several lines)",
            at: SourceLocation(file: file, line: line, column: 1))
        ])
      }
    }
  }

  /// What a file holds: motion tokens, and instants (`.linear(duration: 0)`).
  struct Found {
    var tokens: [Token] = []
    var durations: [DurationToken] = []
  }

  /// Quotes unquoted motion expressions (`heavy: .spring(duration: 0.55, bounce: 0.18)`, and the
  /// platform forms such as `{ type: "spring", stiffness: 380, damping: 30 }`), whose inner
  /// `label: value` pairs plain YAML would read as mappings. Lines keep their numbers, and
  /// the quote's extra column is accounted for when errors point into the expression.
  static func quoteExpressions(_ text: String) -> (String, Set<Int>) {
    var quoted = Set<Int>()
    let lines = LineEndings.lines(text).enumerated().map {
      number, line -> String in
      // The structure (indentation, `- `, `key: `) is ASCII: found in the line's UTF-8 where it is,
      // without copying the line (a 15 MB value stays one string, not 15 million characters).
      let bytes = line.utf8
      var i = bytes.startIndex
      while i < bytes.endIndex, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "-") {
        i = bytes.index(after: i)
      }
      // A keyframe in a track's list: `- SpringKeyframe(1, spring: .snappy)`.
      if i > bytes.startIndex, bytes[bytes.index(before: i)] == UInt8(ascii: " "),
        line.utf8[..<i].contains(UInt8(ascii: "-")), KeyframeExpression.recognizes(line[i...].prefix(20))
      {
        var body = line[i...]
        var comment: Substring = ""
        if let hash = body.utf8.firstRange(of: " #".utf8) {
          comment = body[hash.lowerBound...]
          body = body[..<hash.lowerBound]
        }
        quoted.insert(number + 1)
        return String(line[..<i]) + "'"
          + String(body).trimmingTrailingSpaces.split(separator: "'", omittingEmptySubsequences: false).joined(
            separator: "''") + "'" + comment
      }
      // A quoted scalar (`- 'SpringKeyframe(0, spring: Spring(duration: 0.4))'`, `"heavy": …`)
      // is YAML's own: the colon that ends a key is looked for after its closing quote.
      var colon = i
      if i < bytes.endIndex, bytes[i] == UInt8(ascii: "'") || bytes[i] == UInt8(ascii: "\"") {
        let quote = bytes[i]
        colon = bytes.index(after: i)
        while colon < bytes.endIndex {
          if quote == UInt8(ascii: "\""), bytes[colon] == UInt8(ascii: "\\") {
            colon = bytes.index(after: colon)
          } else if bytes[colon] == quote {
            // '' inside a single-quoted scalar is one quote.
            let next = bytes.index(after: colon)
            guard quote == UInt8(ascii: "'"), next < bytes.endIndex, bytes[next] == quote else { break }
            colon = next
          }
          if colon < bytes.endIndex { colon = bytes.index(after: colon) }
        }
        guard colon < bytes.endIndex else { return String(line) }
      }
      while colon < bytes.endIndex, bytes[colon] != UInt8(ascii: ":") { colon = bytes.index(after: colon) }
      guard colon < bytes.endIndex, bytes.index(after: colon) < bytes.endIndex,
        bytes[bytes.index(after: colon)] == UInt8(ascii: " ")
      else { return String(line) }
      // A stagger's flow mapping (`stagger: { count: 6, … }`) is YAML, not a platform's motion.
      if line[i..<colon] == "stagger" { return String(line) }
      var start = bytes.index(after: colon)
      while start < bytes.endIndex, bytes[start] == UInt8(ascii: " ") { start = bytes.index(after: start) }
      let rest = line[start...]
      // SwiftUI expressions, and the platform forms (`{ type: "spring", … }`, Compose's `spring(…)`).
      guard
        rest.hasPrefix(".") || rest.hasPrefix("Spring") || rest.hasPrefix("Animation")
          || PlatformExpression.recognizes(String(rest.prefix(64)))
      else { return String(line) }
      var body = rest
      var comment: Substring = ""
      if let hash = rest.utf8.firstRange(of: " #".utf8) {
        body = rest[..<hash.lowerBound]
        comment = rest[hash.lowerBound...]
      }
      let trimmed = String(body).trimmingTrailingSpaces
      quoted.insert(number + 1)
      return String(line[..<start]) + "'"
        + trimmed.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'" + comment
    }
    return (lines.joined(separator: "\n"), quoted)
  }

  static func collect(
    _ node: Node, path: [String], file: String, quotes: Set<Int>, source: [Substring], into found: inout Found,
    _ reduced: inout [Int: (text: String, location: SourceLocation?)], _ diagnostics: inout [Diagnostic]
  ) {
    guard let mapping = node.mapping else {
      diagnostics.append(Diagnostic(.error, "expected a mapping of token names", at: location(node, file)))
      return
    }
    for (key, value) in mapping {
      guard let name = key.string, !name.isEmpty else {
        diagnostics.append(
          Diagnostic(.error, "a token or group name must be a non-empty string", at: location(key, file)))
        continue
      }
      let tokenPath = path + [name]
      if let expression = value.scalar?.string {
        add(
          expression, node: value, path: tokenPath, description: nil, deprecated: nil, file: file, quotes: quotes,
          source: source, &found, &diagnostics)
      } else if let fields = value.mapping, fields.contains(where: { $0.key.string == "value" }) {
        var expression: (String, Node)?
        var description: String?
        var deprecated: String?
        var variant: (text: String, location: SourceLocation?)?
        for (k, v) in fields {
          switch k.string {
          case "value": expression = v.scalar.map { ($0.string, v) }
          case "description": description = v.string
          case "deprecated": deprecated = v.string
          case "reducedMotion":
            guard let text = v.string else {
              diagnostics.append(
                Diagnostic(
                  .error, "`reducedMotion` must be none, a token's id or a motion expression", at: location(v, file),
                  token: tokenPath.joined(separator: ".")))
              continue
            }
            var at = location(v, file)
            // A quote the user wrote moves the text one column right of the mark; one this reader inserted does not.
            if !quotes.contains(at.line) && (v.scalar?.style == .singleQuoted || v.scalar?.style == .doubleQuoted) {
              at.column += 1
            }
            variant = (text, at)
          default:
            diagnostics.append(
              Diagnostic(
                .error,
                "unknown field '\(k.string ?? "?")'; a token has value, description, deprecated and reducedMotion",
                at: location(k, file), token: tokenPath.joined(separator: ".")))
          }
        }
        guard let (text, node) = expression else {
          diagnostics.append(
            Diagnostic(
              .error, "`value` must be a motion expression such as .smooth", at: location(value, file),
              token: tokenPath.joined(separator: ".")))
          continue
        }
        let before = found.tokens.count
        add(
          text, node: node, path: tokenPath, description: description, deprecated: deprecated, file: file,
          quotes: quotes, source: source, &found, &diagnostics)
        if let variant, found.tokens.count > before { reduced[before] = variant }
      } else if value.mapping != nil {
        collect(
          value, path: tokenPath, file: file, quotes: quotes, source: source, into: &found, &reduced, &diagnostics)
      } else {
        diagnostics.append(
          Diagnostic(
            .error, "expected a motion expression, a token mapping with `value`, or a group", at: location(value, file),
            token: tokenPath.joined(separator: ".")))
      }
    }
  }

  static func add(
    _ expression: String, node: Node, path: [String], description: String?, deprecated: String?, file: String,
    quotes: Set<Int>, source: [Substring], _ found: inout Found, _ diagnostics: inout [Diagnostic]
  ) {
    let at = location(node, file)
    do {
      let animation = try MotionExpression.parse(expression)
      found.tokens.append(
        Token(
          path: path, description: description, definition: expression, animation: animation, deprecated: deprecated,
          location: at))
    } catch {
      // An animation of no duration is an instant: a token with nothing to draw.
      if error.isInstant {
        found.durations.append(
          DurationToken(
            path: path, description: description, seconds: 0, kind: .instant, definition: expression,
            deprecated: deprecated, location: at))
        return
      }
      let location = position(
        of: error.offset, in: expression, node: node, at: at, quotedByReader: quotes.contains(at.line), source: source)
      diagnostics.append(Diagnostic(.error, error.message, at: location, token: path.joined(separator: ".")))
    }
  }

  /// Where character `offset` of a scalar's value stands in the file. A quote the user wrote (not
  /// one this reader inserted) puts the value one column right of the node's mark; a block
  /// scalar (`|`, `>`) starts on the line after its indicator; a value that spans lines (block,
  /// folded or multi-line plain) is matched line by line, so the column is in the right line.
  static func position(
    of offset: Int, in value: String, node: Node, at: SourceLocation, quotedByReader: Bool, source: [Substring]
  ) -> SourceLocation {
    let style = node.scalar?.style
    let block = style == .literal || style == .folded
    let userQuoted = (style == .singleQuoted || style == .doubleQuoted) && !quotedByReader
    var pieces: [(offset: Int, line: Int, column: Int)] = []
    var cursor = 0
    var next = at.line  // 0-based index of the line after the mark
    if !block {
      let first = at.column - 1 + (userQuoted ? 1 : 0)
      pieces.append((0, at.line, first + 1))
      let line = at.line - 1 < source.count ? source[at.line - 1] : ""
      let rest = line.count > first ? String(line.dropFirst(first)).trimmingCharacters(in: .whitespaces) : ""
      cursor = !rest.isEmpty && value.hasPrefix(rest) && rest.count < value.count ? rest.count : value.count
    }
    while cursor < value.count && next < source.count && pieces.count < 1000 {
      let line = source[next]
      let content = line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
      next += 1
      if content.isEmpty { continue }
      let remainder = value.dropFirst(cursor)
      guard let r = remainder.range(of: content), remainder[..<r.lowerBound].allSatisfy(\.isWhitespace) else { break }
      let start = cursor + remainder.distance(from: remainder.startIndex, to: r.lowerBound)
      pieces.append((start, next, line.prefix { $0 == " " }.count + 1))
      cursor = start + content.count
    }
    guard let piece = pieces.last(where: { $0.offset <= offset }) ?? pieces.first else { return at }
    return SourceLocation(file: at.file, line: piece.line, column: piece.column + offset - piece.offset)
  }

  /// Whether `node` is a design token document rather than this format's catalogue: no
  /// `tokens:` at the top, and a `$value`/`$type`, a legacy `value` beside `type`, or Tokens
  /// Studio's `$themes`/`$metadata` somewhere.
  static func isTokenDocument(_ node: Node) -> Bool {
    guard let top = node.mapping, top["tokens"] == nil else { return false }
    var budget = 10_000
    func look(_ n: Node, depth: Int) -> Bool {
      budget -= 1
      guard budget > 0, depth < MotionLimits.nesting, let m = n.mapping else { return false }
      for key in ["$value", "$type", "$themes", "$metadata", "resolutionOrder"] where m[key] != nil { return true }
      if m["value"] != nil && m["type"] != nil { return true }
      return m.contains { look($0.value, depth: depth + 1) }
    }
    return look(node, depth: 0)
  }

  /// `node` as a located JSON value: plain scalars typed as YAML 1.2's core schema types them
  /// (numbers, booleans, null), quoted ones strings.
  static func json(_ node: Node, file: String, depth: Int) -> JSONValue.Located {
    let at = location(node, file)
    guard depth < MotionLimits.nesting else { return JSONValue.Located(value: .null, location: at) }
    switch node {
    case .mapping(let m):
      return JSONValue.Located(
        value: .object(
          m.map {
            JSONValue.Member(
              key: $0.key.string ?? "", keyLocation: location($0.key, file),
              value: json($0.value, file: file, depth: depth + 1))
          }), location: at)
    case .sequence(let items):
      return JSONValue.Located(value: .array(items.map { json($0, file: file, depth: depth + 1) }), location: at)
    case .scalar(let scalar):
      let text = scalar.string
      guard scalar.style == .plain else { return JSONValue.Located(value: .string(text), location: at) }
      if ["true", "True", "TRUE"].contains(text) { return JSONValue.Located(value: .bool(true), location: at) }
      if ["false", "False", "FALSE"].contains(text) { return JSONValue.Located(value: .bool(false), location: at) }
      if ["null", "Null", "NULL", "~", ""].contains(text) { return JSONValue.Located(value: .null, location: at) }
      if let n = Double(text), n.isFinite, text.first != "." || text.count > 1 {
        return JSONValue.Located(value: .number(n), location: at)
      }
      return JSONValue.Located(value: .string(text), location: at)
    case .alias:
      return JSONValue.Located(value: .null, location: at)
    }
  }

  static func location(_ node: Node, _ file: String) -> SourceLocation {
    SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
  }

  static func yamlDiagnostic(_ error: YamlError, text: String, file: String) -> Diagnostic {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return Diagnostic(
        .error, "malformed YAML: \(problem)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
    case .duplicatedKeysInMapping(let duplicates, let context):
      // Yams marks the mapping's first key; point at the repeated key, first defined earlier.
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      var seen = Set<String>()
      for number in max(0, context.mark.line - 1)..<lines.count {
        let line = lines[number]
        let indent = line.prefix { $0 == " " }.count
        guard indent == context.mark.column - 1, let colon = line.firstIndex(of: ":") else { continue }
        let key = line[line.index(line.startIndex, offsetBy: indent)..<colon].trimmingCharacters(in: .whitespaces)
        if duplicates.contains(key), !seen.insert(key).inserted {
          return Diagnostic(
            .error, "duplicate token name '\(key)' in one mapping",
            at: SourceLocation(file: file, line: number + 1, column: indent + 1))
        }
      }
      return Diagnostic(
        .error,
        "duplicate token name\(duplicates.count == 1 ? "" : "s") \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in one mapping",
        at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
    default:
      return Diagnostic(.error, "malformed YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
    }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var s = self
    while s.last == " " || s.last == "\t" { s.removeLast() }
    return s
  }
}
