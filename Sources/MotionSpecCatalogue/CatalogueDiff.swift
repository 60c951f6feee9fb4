import MotionSpecCore

/// What a change to a catalogue does: tokens added, removed, renamed and changed, and the lint
/// findings that appear or disappear.
///
/// Tokens are matched by path. A removed token whose physics equals an added one's is a rename.
/// A token whose motion differs is `changed`; one whose description, definition text,
/// deprecation or alias target changed but moves the same is `edited`.
public struct CatalogueDiff: Sendable {
  public enum Kind: String, Sendable, CaseIterable { case changed, added, removed, renamed, edited }

  /// One token's change; `before` is nil when added, `after` nil when removed.
  public struct Entry: Sendable {
    public var kind: Kind
    public var before: Token?
    public var after: Token?

    public init(kind: Kind, before: Token?, after: Token?) {
      self.kind = kind
      self.before = before
      self.after = after
    }
    /// The id the change is shown under (the head's, except for removals).
    public var id: String { (after ?? before)?.id ?? "" }
  }

  public var entries: [Entry]
  /// Findings present in HEAD but not in BASE (matched by rule, token across renames and message).
  public var lintAppeared: [Finding]
  /// Findings present in BASE but not in HEAD.
  public var lintDisappeared: [Finding]

  /// Whether nothing at all changed.
  public var isEmpty: Bool { entries.isEmpty && lintAppeared.isEmpty && lintDisappeared.isEmpty }

  /// How many entries are of `kind`.
  public func count(_ kind: Kind) -> Int { entries.filter { $0.kind == kind }.count }

  /// Compares two catalogues.
  public static func compare(base: Catalogue, head: Catalogue, policy: LintPolicy = LintPolicy()) -> CatalogueDiff {
    let baseByID = Dictionary(base.tokens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let headByID = Dictionary(head.tokens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var entries: [Entry] = []
    var removed = base.tokens.filter { headByID[$0.id] == nil }
    var renames: [String: String] = [:]  // base id → head id
    for token in head.tokens {
      if let old = baseByID[token.id] {
        if !Lint.sameMotion(old.animation, token.animation) {
          entries.append(Entry(kind: .changed, before: old, after: token))
        } else if old.description != token.description || old.definition != token.definition
          || old.deprecated != token.deprecated
          || old.aliasOf != token.aliasOf
        {
          entries.append(Entry(kind: .edited, before: old, after: token))
        }
      } else if let i = removed.firstIndex(where: { Lint.sameMotion($0.animation, token.animation) }) {
        renames[removed[i].id] = token.id
        entries.append(Entry(kind: .renamed, before: removed.remove(at: i), after: token))
      } else {
        entries.append(Entry(kind: .added, before: nil, after: token))
      }
    }
    entries += removed.map { Entry(kind: .removed, before: $0, after: nil) }

    func key(_ f: Finding, rename: Bool) -> String {
      "\(f.rule)|\(rename ? renames[f.token] ?? f.token : f.token)|\(f.message)"
    }
    let before = policy.apply(Lint.check(base)), after = policy.apply(Lint.check(head))
    let beforeKeys = Set(before.map { key($0, rename: true) }), afterKeys = Set(after.map { key($0, rename: false) })
    return CatalogueDiff(
      entries: entries,
      lintAppeared: after.filter { !beforeKeys.contains(key($0, rename: false)) },
      lintDisappeared: before.filter { !afterKeys.contains(key($0, rename: true)) })
  }
}
