/// Design-token documents in JSON: DTCG (and a DTCG resolver), Tokens Studio (a file, a
/// multi-set folder or legacy tokens) and Figma (a file, its variables or a saved prototype
/// response), told apart by their shape and merged into one token tree (see ``DTCGReader``).
public struct DesignTokensFormat: CatalogueFormat {
  public init() {}
  public var name: String { "design tokens: DTCG, Tokens Studio or Figma" }
  public var extensions: [String] { ["json", "json5", "tokens"] }
  /// JSON (read as JSON5, which JSON is a part of, so comments and trailing commas pass too).
  public func recognizes(firstLine line: String, text: String) -> Bool { line.hasPrefix("{") || line.hasPrefix("[") }
  public var standardInputExtension: String { "json5" }
  public var readsFilesTogether: Bool { true }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    try DTCGReader.read(sources, selection: selection)
  }
}
