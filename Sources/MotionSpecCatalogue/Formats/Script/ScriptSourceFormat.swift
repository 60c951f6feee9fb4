/// TypeScript and JavaScript modules (JSX and TSX too): Motion, react-spring, Reanimated and
/// CSS-in-JS transitions in constants and props (see ``ScriptSourceReader``).
public struct ScriptSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "TypeScript or JavaScript" }
  public var extensions: [String] { ["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs"] }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    var parts = CatalogueParts()
    for source in sources {
      parts.add { () throws(CatalogueError) in try ScriptSourceReader.read(source.text, file: source.file) }
    }
    return try parts.combined()
  }
}
