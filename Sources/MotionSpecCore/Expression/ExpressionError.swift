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

/// The edit distance (Levenshtein, ignoring case) between two words: the one measure behind
/// every "did you mean" suggestion.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.lowercased()), b = Array(b.lowercased())
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}

/// The closest of `candidates` to `word` by ``editDistance(_:_:)``, ties going to the longer
/// common prefix, then to the earlier candidate; `nil` only when there are none.
public func nearest(to word: String, among candidates: [String]) -> String? {
  func prefix(_ c: String) -> Int { zip(word, c).prefix { $0 == $1 }.count }
  let scored = candidates.map { ($0, editDistance(word, $0), prefix($0)) }
  return scored.min { ($0.1, -$0.2) < ($1.1, -$1.2) }?.0
}

/// The closest of `candidates` to `word`, if it is close enough to be a likely typo.
public func suggestion(for word: String, among candidates: [String]) -> String? {
  guard let best = nearest(to: word, among: candidates), editDistance(word, best) <= max(2, best.count / 3) else {
    return nil
  }
  return best
}
