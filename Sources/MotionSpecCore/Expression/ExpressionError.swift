/// A fault in a motion expression, with the column it points at.
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and what was expected.
  public let message: String
  /// The expression as given.
  public let expression: String
  /// Offset of the fault in characters from the start of the expression (0-based).
  public let offset: Int
  /// When the expression is well formed but depends on a value that is only known when the app
  /// runs, or on a name nobody defined: that value as written. A Swift file's reader skips such a
  /// token with a warning instead of refusing the file.
  public let unresolved: String?
  /// Valid SwiftUI with nothing to draw: a timing curve of duration 0 (an instant change).
  /// Catalogue readers skip such a token with the lint finding `non-positive-duration`.
  public let isInstant: Bool

  /// A fault described by `message` at character `offset` of `expression`.
  public init(
    _ message: String, in expression: String, at offset: Int, unresolved: String? = nil, isInstant: Bool = false
  ) {
    self.message = message
    self.expression = expression
    self.offset = max(0, min(offset, expression.count))
    self.unresolved = unresolved
    self.isInstant = isInstant
  }

  /// The 1-based column of the fault.
  public var column: Int { offset + 1 }

  /// The message, then the expression with a caret under the fault.
  public var description: String {
    "\(message)\n  \(expression)\n  \(String(repeating: " ", count: offset))^"
  }
}

/// "Did you mean …?": the candidate a word most likely mistypes, by edit distance (Levenshtein,
/// ignoring case), found with bounded work whatever the input.
///
/// A suggestion is at most ``maximumEdits`` edits away, and no more than a third of the
/// candidate's length (two for short words); words and candidates longer than ``longestWord``
/// characters get none. Only candidates whose length is within reach are compared, each with a
/// banded table that stops as soon as it cannot come within the bound, and one look-up fills at
/// most the cells its budget allows — so a file of thousands of long names misspelling each other
/// lints in time proportional to its size, not to its square.
public struct SuggestionIndex: Sendable {
  public static let maximumEdits = 8
  public static let longestWord = 256
  /// The table cells one look-up may fill by default.
  public static let cellsPerLookup = 2_000_000

  struct Candidate: Sendable {
    let order: Int
    let text: String
    let lowered: [Character]
  }

  /// The candidates by length.
  let byLength: [Int: [Candidate]]

  public init(_ candidates: [String]) {
    var byLength: [Int: [Candidate]] = [:]
    for (order, text) in candidates.enumerated() {
      let lowered = Array(text.asciiLowercased)
      guard lowered.count <= Self.longestWord else { continue }
      byLength[lowered.count, default: []].append(Candidate(order: order, text: text, lowered: lowered))
    }
    self.byLength = byLength
  }

  /// The candidate `word` most likely mistypes, if one is close enough: fewest edits, then the
  /// longer common prefix, then the earlier candidate. At most `budget` cells are filled (what
  /// is left is handed back); when it runs out, the best found so far is the answer.
  public func suggestion(for word: String, budget: inout Int) -> String? {
    let w = Array(word.asciiLowercased)
    guard !w.isEmpty, w.count <= Self.longestWord else { return nil }
    var best: (candidate: Candidate, distance: Int, prefix: Int)?
    // Lengths nearest the word's first: a close candidate found early narrows the rest.
    let reach = Self.maximumEdits
    let lengths = (max(1, w.count - reach)...(w.count + reach)).sorted { abs($0 - w.count) < abs($1 - w.count) }
    for length in lengths {
      for c in byLength[length] ?? [] {
        var limit = min(Self.maximumEdits, max(2, c.lowered.count / 3))
        if let best { limit = min(limit, best.distance) }
        guard abs(c.lowered.count - w.count) <= limit else { continue }
        guard budget > 0 else { return best?.candidate.text }
        guard let distance = Self.distance(w, c.lowered, limit: limit, budget: &budget) else { continue }
        let prefix = zip(w, c.lowered).prefix { $0 == $1 }.count
        if let b = best,
          (b.distance, -b.prefix, b.candidate.order) <= (distance, -prefix, c.order)
        {
          continue
        }
        best = (c, distance, prefix)
      }
    }
    return best?.candidate.text
  }

  /// The edit distance of `a` and `b` if it is at most `limit` (a band of the table either side
  /// of its diagonal, abandoned once every cell of a row is past the limit), else nil.
  static func distance(_ a: [Character], _ b: [Character], limit: Int, budget: inout Int) -> Int? {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
    let big = limit + 1
    var previous = (0...b.count).map { $0 <= limit ? $0 : big }
    var current = [Int](repeating: big, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - limit), high = min(b.count, i + limit)
      guard low <= high else { return nil }
      current[0] = i <= limit ? i : big
      if low > 1 { current[low - 1] = big }
      var rowMinimum = current[0]
      for j in low...high {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        let value = min(previous[j] + 1, current[j - 1] + 1, substitution, big)
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if high < b.count { current[high + 1] = big }
      budget -= high - low + 1
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}

/// The closest of `candidates` to `word`, if it is close enough to be a likely typo (see
/// ``SuggestionIndex``; for many look-ups among the same candidates, build one index).
public func suggestion(for word: String, among candidates: [String]) -> String? {
  var budget = SuggestionIndex.cellsPerLookup
  return SuggestionIndex(candidates).suggestion(for: word, budget: &budget)
}
