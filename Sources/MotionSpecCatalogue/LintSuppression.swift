import Foundation

/// Lint rules turned off for one token where the catalogue writes it:
///
/// - YAML: `# motionspec:disable-next-line bounce-exaggerated, reduced-motion` on the line above
///   the token (above its key, for a token written as a mapping);
/// - Swift: `// motionspec:disable-next-line RULE…` above the declaration (above its doc comment
///   and attributes too);
/// - DTCG: `"$extensions": {"com.motionspec.lint": {"disable": ["RULE", …]}}` on the token.
///
/// No rule named turns every rule off for the token. Only guidance is turned off: a reader's
/// error is never suppressed.
public struct LintSuppression: Sendable, Hashable {
  /// Every rule, when the directive names none.
  public var all: Bool
  public var rules: Set<String>

  public init(all: Bool = false, rules: Set<String> = []) {
    self.all = all
    self.rules = rules
  }

  public func covers(_ rule: String) -> Bool { all || rules.contains(rule) }

  /// The directive's word.
  public static let directive = "motionspec:disable-next-line"
  /// The DTCG extension's key.
  public static let dtcgExtension = "com.motionspec.lint"

  /// The suppression a comment line states (`# motionspec:disable-next-line a, b`), or nil.
  static func parse(comment line: Substring) -> LintSuppression? {
    var text = line.trimmedSpaces
    for marker in ["#", "//"] where text.hasPrefix(marker) {
      text = text.dropFirst(marker.count).trimmedSpaces
      guard text.hasPrefix(directive) else { return nil }
      let names = text.dropFirst(directive.count).split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
      return names.isEmpty ? LintSuppression(all: true) : LintSuppression(rules: Set(names))
    }
    return nil
  }

  /// The suppression written above the token at `line` (1-based) of `lines`: on the line above, or
  /// above the lines that still belong to the token — a YAML key that opens its mapping, a Swift
  /// doc comment or attribute.
  static func above(line: Int, in lines: [Substring]) -> LintSuppression? {
    var index = line - 2
    var steps = 0
    while index >= 0, index < lines.count, steps < 64 {
      let text = lines[index].trimmedSpaces
      if let found = parse(comment: lines[index]) { return found }
      let belongsToToken =
        text.hasPrefix("///") || text.hasPrefix("@") || (text.hasSuffix(":") && !text.hasPrefix("#") && steps == 0)
      guard belongsToToken else { return nil }
      index -= 1
      steps += 1
    }
    return nil
  }

  /// Each token of `tokens` from a source in `sources` whose format reads suppression comments
  /// (YAML, Swift) with the suppression written above it.
  static func attach(to tokens: inout [Token], sources: [(text: String, file: String)]) {
    let texts = Dictionary(
      sources.filter(CatalogueFormats.readsSuppressionComments)
        .map { ($0.file, $0.text) }, uniquingKeysWith: { a, _ in a })
    guard !texts.isEmpty else { return }
    var lines: [String: [Substring]] = [:]
    for i in tokens.indices {
      guard let location = tokens[i].location, let text = texts[location.file] else { continue }
      if lines[location.file] == nil {
        lines[location.file] = LineEndings.lines(text)
      }
      if let found = above(line: location.line, in: lines[location.file]!) {
        tokens[i].suppression = (tokens[i].suppression.map { $0.merged(found) }) ?? found
      }
    }
  }

  func merged(_ other: LintSuppression) -> LintSuppression {
    LintSuppression(all: all || other.all, rules: rules.union(other.rules))
  }
}
