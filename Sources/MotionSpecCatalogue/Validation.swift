/// Checks that apply to a whole catalogue whatever its format.
public enum Validation {
  /// An error for every token whose dotted path repeats an earlier one.
  public static func duplicates(_ tokens: [Token]) -> [Diagnostic] {
    var seen: [String: SourceLocation?] = [:]
    var out: [Diagnostic] = []
    for t in tokens {
      if let first = seen[t.id] {
        out.append(
          Diagnostic(
            .error, "duplicate token name; first defined at \(first.map(\.description) ?? "an earlier entry")",
            at: t.location, token: t.id))
      } else {
        seen[t.id] = t.location
      }
    }
    return out
  }
}
