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

  /// One duration's or instant's change (``DurationToken``): `changed` when its time or kind
  /// differs, `edited` when only its words do; `before` is nil when added, `after` nil when removed.
  public struct DurationEntry: Sendable {
    public var kind: Kind
    public var before: DurationToken?
    public var after: DurationToken?

    public init(kind: Kind, before: DurationToken?, after: DurationToken?) {
      self.kind = kind
      self.before = before
      self.after = after
    }
    public var id: String { (after ?? before)?.id ?? "" }
  }

  /// A sequence added, removed, changed (it plays differently) or edited (its words only).
  public struct SequenceEntry: Sendable {
    public var kind: Kind
    public var before: SequenceToken?
    public var after: SequenceToken?

    public init(kind: Kind, before: SequenceToken?, after: SequenceToken?) {
      self.kind = kind
      self.before = before
      self.after = after
    }

    public var id: String { (after ?? before)?.id ?? "" }
  }

  public var entries: [Entry]
  /// The durations and instants that changed, by path (never matched as renames: many share a value).
  public var durations: [DurationEntry] = []
  /// The sequences that changed, by id (never matched as renames).
  public var sequences: [SequenceEntry] = []
  /// Findings present in HEAD but not in BASE (matched by rule, token across renames and message).
  public var lintAppeared: [Finding]
  /// Findings present in BASE but not in HEAD.
  public var lintDisappeared: [Finding]

  /// Whether nothing at all changed.
  public var isEmpty: Bool {
    entries.isEmpty && durations.isEmpty && sequences.isEmpty && lintAppeared.isEmpty && lintDisappeared.isEmpty
  }

  /// How many entries, tokens and durations, are of `kind`.
  public func count(_ kind: Kind) -> Int {
    entries.filter { $0.kind == kind }.count + durations.filter { $0.kind == kind }.count
      + sequences.filter { $0.kind == kind }.count
  }

  /// Whether two motions play the same: the same positions at every moment, with `delay` and
  /// `speed` applied (`.smooth.speed(2)` plays as a spring twice as fast, however it is written).
  public static func playsTheSame(_ a: Animation, _ b: Animation) -> Bool {
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
    guard close(a.delay, b.delay), close(a.initialVelocity, b.initialVelocity), a.repetition == b.repetition else {
      return false
    }
    switch (a.curve, b.curve) {
    case (.spring(let x), .spring(let y)):
      return close(x.naturalFrequency * a.speed, y.naturalFrequency * b.speed) && close(x.dampingRatio, y.dampingRatio)
    case (.timing(let x), .timing(let y)):
      return x.easing == y.easing && close(x.duration / a.speed, y.duration / b.speed)
    default:
      return false
    }
  }

  /// Whether two sequences play the same: the same tracks and stagger, and each track's value,
  /// at 800 instants over the longer of the two, within `tolerance` of the track's move and 1 ms
  /// (an export states such a figure: its springs are cubic pieces, its keyframes whole
  /// milliseconds in Compose), holding the last value after a track ends.
  public static func playsTheSame(_ a: MotionSequence, _ b: MotionSequence, tolerance: Double) -> Bool {
    if a == b { return true }
    guard Set(a.tracks.map(\.property)) == Set(b.tracks.map(\.property)),
      Set(a.tracks.map(\.property)).count == a.tracks.count
    else { return false }
    switch (a.stagger, b.stagger) {
    case (nil, nil): break
    case (let x?, let y?):
      guard x.count == y.count, x.order == y.order, abs(x.interval - y.interval) <= 1e-6 else { return false }
    default: return false
    }
    for track in a.tracks {
      guard let other = b.track(track.property) else { return false }
      let (p, q) = (track.timeline, other.timeline)
      let (low, high) = p.range
      let allowed = tolerance * max(high - low, 1e-9) + 1e-9
      let end = max(p.duration, q.duration)
      for k in 0...800 {
        let t = end * Double(k) / 800
        let v = p.value(at: t)
        let nearest = [t - 0.001, t, t + 0.001].map { abs(q.value(at: max($0, 0)) - v) }.min() ?? .infinity
        if nearest > allowed { return false }
      }
    }
    return true
  }

  /// How far a sequence's two sides may differ and still play the same: the figure exports state
  /// (0.5 % of each track's move).
  public static let defaultSequenceTolerance = LinearEasing.defaultTolerance

  /// Compares two catalogues. Sequences are the same when they play the same within
  /// `sequenceTolerance` of each track's move (by default the exports' stated figure).
  public static func compare(
    base: Catalogue, head: Catalogue, policy: LintPolicy = LintPolicy(),
    sequenceTolerance: Double = defaultSequenceTolerance
  ) -> CatalogueDiff {
    let baseByID = Dictionary(base.tokens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let headByID = Dictionary(head.tokens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var entries: [Entry] = []
    var removed = base.tokens.filter { headByID[$0.id] == nil }
    var renames: [String: String] = [:]  // base id → head id
    for token in head.tokens {
      if let old = baseByID[token.id] {
        if !playsTheSame(old.animation, token.animation) {
          entries.append(Entry(kind: .changed, before: old, after: token))
        } else if old.description != token.description || old.definition != token.definition
          || old.deprecated != token.deprecated
          || old.aliasOf != token.aliasOf
        {
          entries.append(Entry(kind: .edited, before: old, after: token))
        }
      } else if let i = removed.firstIndex(where: { playsTheSame($0.animation, token.animation) }) {
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
    let before = policy.apply(Lint.check(base, limits: policy.limits))
    let after = policy.apply(Lint.check(head, limits: policy.limits))
    let beforeKeys = Set(before.map { key($0, rename: true) }), afterKeys = Set(after.map { key($0, rename: false) })
    var durations: [DurationEntry] = []
    let baseDurations = Dictionary(base.durations.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let headDurations = Set(head.durations.map(\.id))
    for d in head.durations {
      guard let old = baseDurations[d.id] else {
        durations.append(DurationEntry(kind: .added, before: nil, after: d))
        continue
      }
      if old.kind != d.kind || abs(old.seconds - d.seconds) > 1e-9 {
        durations.append(DurationEntry(kind: .changed, before: old, after: d))
      } else if old.description != d.description || old.definition != d.definition || old.deprecated != d.deprecated
        || old.aliasOf != d.aliasOf
      {
        durations.append(DurationEntry(kind: .edited, before: old, after: d))
      }
    }
    durations += base.durations.filter { !headDurations.contains($0.id) }.map {
      DurationEntry(kind: .removed, before: $0, after: nil)
    }
    var sequences: [SequenceEntry] = []
    let baseSequences = Dictionary(base.sequences.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let headSequences = Set(head.sequences.map(\.id))
    for s in head.sequences {
      guard let old = baseSequences[s.id] else {
        sequences.append(SequenceEntry(kind: .added, before: nil, after: s))
        continue
      }
      if !playsTheSame(old.sequence, s.sequence, tolerance: sequenceTolerance) {
        sequences.append(SequenceEntry(kind: .changed, before: old, after: s))
      } else if old.description != s.description || old.chain != s.chain {
        sequences.append(SequenceEntry(kind: .edited, before: old, after: s))
      }
    }
    sequences += base.sequences.filter { !headSequences.contains($0.id) }.map {
      SequenceEntry(kind: .removed, before: $0, after: nil)
    }
    return CatalogueDiff(
      entries: entries, durations: durations, sequences: sequences,
      lintAppeared: after.filter { !beforeKeys.contains(key($0, rename: false)) },
      lintDisappeared: before.filter { !afterKeys.contains(key($0, rename: true)) })
  }
}
