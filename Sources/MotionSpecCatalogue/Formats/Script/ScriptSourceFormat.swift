/// TypeScript and JavaScript modules (JSX and TSX too): Motion, react-spring, Reanimated and
/// CSS-in-JS transitions in constants and props (see ``ScriptSourceReader``).
public struct ScriptSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "TypeScript or JavaScript" }
  public var extensions: [String] { ["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs"] }
  /// A module: `export …`, `import … from`, `const …`, `"use client"`, `module.exports`.
  public func recognizes(firstLine line: String, text: String) -> Bool {
    if line.hasPrefix("import ") { return line.contains(" from ") || line.hasSuffix("\";") || line.hasSuffix("';") }
    return ["export ", "const ", "\"use ", "'use ", "module.exports", "type ", "interface "].contains(
      where: line.hasPrefix)
  }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    var parts = CatalogueParts()
    for source in sources {
      parts.add { () throws(CatalogueError) in try ScriptSourceReader.read(source.text, file: source.file) }
    }
    return try parts.combined()
  }
}
