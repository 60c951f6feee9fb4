/// CSS: custom properties that hold motion, transitions and `@keyframes` (see
/// ``CSSSourceReader``).
public struct CSSSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "CSS" }
  public var extensions: [String] { ["css"] }
  /// A rule: `:root {`, `@keyframes`, `@media`, `.class {`, `--name:` — a selector or an at-rule.
  public func recognizes(firstLine line: String, text: String) -> Bool {
    if line.hasPrefix("@") {
      return ["@keyframes", "@-webkit-keyframes", "@media", "@import", "@layer", "@supports", "@property", "@charset"]
        .contains(where: line.hasPrefix)
    }
    return line.hasPrefix(":root") || line.hasPrefix("--") || line.hasPrefix("*")
      || ((line.hasPrefix(".") || line.hasPrefix("html") || line.hasPrefix("body")) && line.hasSuffix("{"))
  }
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
