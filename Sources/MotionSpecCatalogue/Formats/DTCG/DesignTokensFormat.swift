/// Design-token documents in JSON: DTCG (and a DTCG resolver), Tokens Studio (a file, a
/// multi-set folder or legacy tokens) and Figma (a file, its variables or a saved prototype
/// response), told apart by their shape and merged into one token tree (see ``DTCGReader``).
public struct DesignTokensFormat: CatalogueFormat {
  public init() {}
  public var name: String { "design tokens: DTCG, Tokens Studio or Figma" }
  public var extensions: [String] { ["json", "json5", "tokens"] }
  public var readsFilesTogether: Bool { true }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    try DTCGReader.read(sources, selection: selection)
  }
}
