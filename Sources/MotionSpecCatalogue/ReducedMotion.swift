import MotionSpecCore

/// What a token becomes when the person has asked for less motion (Reduce Motion on Apple
/// platforms, `prefers-reduced-motion: reduce` on the web): another animation — typically a short
/// cross-fade timing, or a spring without bounce — or no animation at all.
///
/// Written as YAML `reducedMotion:`, the DTCG `$extensions` key ``DTCGReader/reducedMotionExtension``,
/// or a `- Reduced motion:` line in a Swift declaration's doc comment. The text is `none` (the end
/// state at once), the id or name of another token of the catalogue (`easing.fade`, `Motion.fade`,
/// `.fade`, DTCG `{easing.fade}`), or a motion expression (`.easeInOut(duration: 0.2)`).
public struct ReducedMotion: Sendable {
  /// The variant as written.
  public var definition: String
  /// The animation to use instead; `nil` means none: the change happens at once.
  public var animation: Animation?
  /// The token the variant names, when it names one.
  public var token: String?
  /// Where the variant was written.
  public var location: SourceLocation?

  public init(definition: String, animation: Animation?, token: String? = nil, location: SourceLocation? = nil) {
    self.definition = definition
    self.animation = animation
    self.token = token
    self.location = location
  }

  /// The words that mean "no animation".
  public static let noneWords: Set<String> = ["none", "instant", "nil"]

  /// Reads the variant `text` of the token `owner`, looking token names up among `tokens`;
  /// `location` is where `text` starts (an error inside an expression points into it).
  /// `names` resolves the constants an expression may use (a Swift file's `Duration.quick`).
  public static func read(
    _ text: String, for owner: String, at location: SourceLocation?, among tokens: [Token], names: NameResolver? = nil
  ) throws(Diagnostic) -> ReducedMotion {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if noneWords.contains(trimmed.lowercased()) {
      return ReducedMotion(definition: trimmed, animation: nil, location: location)
    }
    var name = trimmed
    if name.hasPrefix("{") && name.hasSuffix("}") { name = String(name.dropFirst().dropLast()) }
    if name.hasPrefix(".") { name.removeFirst() }
    if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }) {
      let exact = tokens.filter { $0.id == name }
      let byName = exact.isEmpty ? tokens.filter { $0.id.hasSuffix("." + name) || $0.name == name } : exact
      if byName.count == 1, let target = byName.first {
        guard target.id != owner else {
          throw Diagnostic(
            .error,
            "the reduced-motion variant of '\(owner)' is the token itself; name a calmer token, an expression such as .easeInOut(duration: 0.2), or none",
            at: location, token: owner)
        }
        return ReducedMotion(definition: trimmed, animation: target.animation, token: target.id, location: location)
      }
      if byName.count > 1 {
        throw Diagnostic(
          .error,
          "reduced-motion variant '\(trimmed)' could name \(byName.map { "'\($0.id)'" }.joined(separator: " or ")); write the whole id",
          at: location, token: owner)
      }
    }
    do {
      return ReducedMotion(
        definition: trimmed, animation: try MotionExpression.parse(trimmed, role: .animation, names: names).animation,
        location: location)
    } catch {
      let at = location.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column + error.offset) }
      let hint =
        trimmed.contains("(") || trimmed.hasPrefix(".") ? "" : " (no token of the catalogue has this id or name)"
      throw Diagnostic(
        .error, "reduced-motion variant: \(error.message)\(hint); expected none, a token's id or a motion expression",
        at: at, token: owner)
    }
  }

  /// Reads the variants `written` (token index → text and location) into `tokens`, resolving
  /// names in a token's variant with `names(index)`; an alias without its own variant takes its
  /// target's. Returns the errors.
  public static func attach(
    _ written: [Int: (text: String, location: SourceLocation?)], to tokens: inout [Token],
    names: (Int) -> NameResolver? = { _ in nil }
  ) -> [Diagnostic] {
    var errors: [Diagnostic] = []
    let snapshot = tokens
    for (index, entry) in written.sorted(by: { $0.key < $1.key }) {
      do {
        tokens[index].reducedMotion = try read(
          entry.text, for: tokens[index].id, at: entry.location, among: snapshot, names: names(index))
      } catch {
        errors.append(error)
      }
    }
    let byID = Dictionary(tokens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    for i in tokens.indices where tokens[i].reducedMotion == nil {
      var next = tokens[i].aliasOf
      var seen: Set<String> = [tokens[i].id]
      while let id = next, seen.insert(id).inserted, let j = byID[id] {
        if let variant = tokens[j].reducedMotion {
          tokens[i].reducedMotion = variant
          break
        }
        next = tokens[j].aliasOf
      }
    }
    return errors
  }
}
