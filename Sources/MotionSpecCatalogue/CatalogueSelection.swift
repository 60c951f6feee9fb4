/// Which part of a themed token document to read: a DTCG resolver's contexts, a Tokens Studio
/// file's token sets or themes, a Figma Variables collection's mode.
///
/// Empty means the document's own default: a resolver modifier's `default` (else its first
/// context), the first theme of each Tokens Studio theme group (else every set), a Figma
/// collection's default mode. Every choice made is said in a note.
public struct CatalogueSelection: Sendable, Hashable {
  /// `MODIFIER=CONTEXT` or a bare `CONTEXT` (a resolver's), or a Figma mode's name.
  public var contexts: [String]
  /// Tokens Studio sets to read, in the file's set order.
  public var tokenSets: [String]
  /// Tokens Studio themes (`NAME` or `GROUP/NAME`) whose sets to read.
  public var themes: [String]

  public init(contexts: [String] = [], tokenSets: [String] = [], themes: [String] = []) {
    self.contexts = contexts
    self.tokenSets = tokenSets
    self.themes = themes
  }

  public var isEmpty: Bool { contexts.isEmpty && tokenSets.isEmpty && themes.isEmpty }
}
