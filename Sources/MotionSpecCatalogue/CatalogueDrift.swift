import MotionSpecCore
import MotionSpecParallel

/// Design ↔ code drift: which of a design's curves the code has, and which it lost or changed.
///
/// Two ways to pair tokens:
/// - **physics**: every design token is compared with every code token by
///   ``MotionDifference``; the nearest is its match when within the tolerance. Names play no
///   part, so a Figma file's curves (named after the screens that use them) meet the code's
///   tokens. Code tokens within the tolerance of no design curve are reported as unused.
/// - **names**: tokens are paired by normalised name (see ``normalisedName(_:)``), and each
///   pair whose motion differs by more than the tolerance is drift.
public struct CatalogueDrift: Sendable {
  public enum Match: String, Sendable, CaseIterable { case physics, names }

  public enum Kind: String, Sendable, CaseIterable {
    /// The code has this design curve (within the tolerance).
    case matched
    /// Paired (by name), or nearest (by physics), but the motion differs by more than the tolerance.
    case drifted
    /// A design token with no code token of its name (names only).
    case missing
    /// A code token no design token uses.
    case unused
  }

  public struct Entry: Sendable {
    public var kind: Kind
    public var design: Token?
    public var code: Token?
    /// How far the design's motion is from the code's (nil when one side is absent).
    public var difference: MotionDifference?
  }

  public var match: Match
  /// The largest difference, as a fraction of the move, that still counts as the same motion.
  public var tolerance: Double
  public var entries: [Entry]

  public func entries(_ kind: Kind) -> [Entry] { entries.filter { $0.kind == kind } }

  /// Whether the design and the code disagree: a design token drifted or missing.
  public var hasDrift: Bool { entries.contains { $0.kind == .drifted || $0.kind == .missing } }

  /// Words that only say a token is motion, dropped from the front of a name before pairing.
  public static let groupWords: Set<String> = [
    "motion", "motions", "animation", "animations", "transition", "transitions", "easing", "easings", "curve",
    "curves", "spring", "springs", "timing", "duration", "durations", "token", "tokens", "sys", "ref", "core",
    "global", "semantic", "theme",
  ]

  /// The name `token` is paired by: its mapped name in `names` (by id) when a team gave one, else
  /// its own path, each normalised (``normalisedName(_:)``).
  public static func pairingName(_ token: Token, names: [String: String]) -> String {
    if let mapped = names[token.id] { return normalisedName(mapped.split(separator: ".").map(String.init)) }
    return normalisedName(token.path)
  }

  /// A name as pairing sees it: words split at separators and case changes, lower-cased, with
  /// leading ``groupWords`` dropped (`Motion.sheetEnter`, `motion-sheet-enter` and
  /// `transitions/sheet_enter` are all `sheet enter`).
  public static func normalisedName(_ path: [String]) -> String {
    var words: [String] = []
    for component in path {
      var word = ""
      var previous: Character?
      for c in component {
        if c.isLetter || c.isNumber {
          if let p = previous, c.isUppercase, p.isLowercase || p.isNumber, !word.isEmpty {
            words.append(word)
            word = ""
          }
          word.append(c)
        } else if !word.isEmpty {
          words.append(word)
          word = ""
        }
        previous = c
      }
      if !word.isEmpty { words.append(word) }
    }
    words = words.map { $0.lowercased() }
    while words.count > 1, let first = words.first, groupWords.contains(first) { words.removeFirst() }
    return words.joined(separator: " ")
  }

  public static func compare(
    design: Catalogue, code: Catalogue, match: Match, tolerance: Double, names: [String: String] = [:]
  ) -> CatalogueDrift {
    let designSamples = Parallel.map(design.tokens) { MotionDifference.Samples($0.animation) }
    let codeSamples = Parallel.map(code.tokens) { MotionDifference.Samples($0.animation) }
    var entries: [Entry] = []
    var used = Set<Int>()
    /// A design token and the code token it is paired with: the same motion within the tolerance, or drift.
    func paired(_ token: Token, _ j: Int, _ difference: MotionDifference) -> Entry {
      Entry(
        kind: difference.maximum <= tolerance ? .matched : .drifted, design: token, code: code.tokens[j],
        difference: difference)
    }
    switch match {
    case .physics:
      // One pass over every pair, each stopped as soon as it is further than both the nearest
      // so far and the tolerance: the nearest code token, and which code tokens are within the
      // tolerance of this design curve.
      let scans = Parallel.map(Array(design.tokens.indices)) {
        i -> (nearest: (Int, MotionDifference)?, within: [Int]) in
        var nearest: (Int, MotionDifference)?
        var within: [Int] = []
        for j in codeSamples.indices {
          let limit = max(nearest?.1.maximum ?? .infinity, tolerance)
          let d = MotionDifference.between(designSamples[i], codeSamples[j], stopAbove: limit)
          if d.maximum <= tolerance { within.append(j) }
          if d.maximum < nearest?.1.maximum ?? .infinity { nearest = (j, d) }
        }
        return (nearest, within)
      }
      let nearest = scans.map(\.nearest)
      let used = Set(scans.flatMap(\.within))
      for (i, token) in design.tokens.enumerated() {
        guard let (j, difference) = nearest[i] else {
          entries.append(Entry(kind: .drifted, design: token, code: nil, difference: nil))
          continue
        }
        entries.append(paired(token, j, difference))
      }
      for (j, token) in code.tokens.enumerated() where !used.contains(j) {
        entries.append(Entry(kind: .unused, design: nil, code: token, difference: nil))
      }
    case .names:
      let codeNames = code.tokens.map { pairingName($0, names: names) }
      let codeLast = code.tokens.map { normalisedName([$0.name]) }
      let designLast = design.tokens.map { normalisedName([$0.name]) }
      for (i, token) in design.tokens.enumerated() {
        let name = pairingName(token, names: names)
        var j = codeNames.indices.first { codeNames[$0] == name && !used.contains($0) }
        if j == nil {
          // The last names alone, when that pairs one token with one.
          let last = designLast[i]
          let candidates = codeLast.indices.filter { codeLast[$0] == last && !used.contains($0) }
          let designTwins = designLast.filter { $0 == last }.count
          if candidates.count == 1, designTwins == 1 { j = candidates[0] }
        }
        guard let j else {
          entries.append(Entry(kind: .missing, design: token, code: nil, difference: nil))
          continue
        }
        used.insert(j)
        entries.append(paired(token, j, MotionDifference.between(designSamples[i], codeSamples[j])))
      }
      for (j, token) in code.tokens.enumerated() where !used.contains(j) {
        entries.append(Entry(kind: .unused, design: nil, code: token, difference: nil))
      }
    }
    return CatalogueDrift(match: match, tolerance: tolerance, entries: entries)
  }
}
