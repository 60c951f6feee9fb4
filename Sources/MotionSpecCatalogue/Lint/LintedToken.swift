import MotionSpecCore

/// A token as the token rules see it: the token, its motion, its catalogue (for the rules that
/// compare) and what its name says.
struct LintedToken {
  let catalogue: Catalogue
  let index: Int
  /// Each token's alias root (``Lint/aliasRoots(_:)``), worked out once per catalogue.
  let roots: [String: String]
  let token: Token
  let a: Animation
  /// The token's name as lower-case words, for the rules that read intent from a name.
  let words: String
  /// Whether the name says the token moves things (and not that it fades or colours them).
  let travels: Bool

  init(catalogue: Catalogue, index: Int, roots: [String: String]) {
    self.catalogue = catalogue
    self.index = index
    self.roots = roots
    token = catalogue.tokens[index]
    a = token.animation
    let words = token.path.joined(separator: " ").lowercased()
    self.words = words
    // By the bytes (``ByteText``): Foundation's `contains` copies `words` into an NSString on
    // every call, and the standard library's compares `Character`s — a dozen words, for each of
    // thousands of tokens.
    let bytes = ByteText(words)
    travels =
      Lint.movementWords.contains { bytes.contains($0) } && !Lint.nonMovementWords.contains { bytes.contains($0) }
  }

  /// Whether the name holds one of `words`.
  func named(_ words: [String]) -> Bool {
    let bytes = ByteText(self.words)
    return words.contains { bytes.contains($0) }
  }
}
