/// CSS: custom properties that hold motion, transitions and `@keyframes` (see
/// ``CSSSourceReader``).
public struct CSSSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "CSS" }
  public var extensions: [String] { ["css"] }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    var parts = CatalogueParts()
    // Keyframes one stylesheet defines and another plays are read as one site's.
    let keyframes = sources.reduce(into: Set<String>()) {
      $0.formUnion(CSSAccount.keyframesNames(in: CSSKeyframesReader.withoutComments($1.text)))
    }
    for source in sources {
      parts.add { () throws(CatalogueError) in
        try CSSSourceReader.read(
          source.text, file: source.file, rootFontSize: selection.rootFontSize, keyframes: keyframes)
      }
    }
    return try parts.combined()
  }
}
