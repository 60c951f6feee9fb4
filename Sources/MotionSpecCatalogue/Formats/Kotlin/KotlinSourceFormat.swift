/// Kotlin sources: Jetpack Compose's `spring`, `tween` and `keyframes` specs and Android's
/// `SpringForce` and interpolators, in constants (see ``PlatformSourceReader``).
public struct KotlinSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "Kotlin" }
  public var extensions: [String] { ["kt", "kts"] }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    var parts = CatalogueParts()
    for source in sources {
      parts.add { () throws(CatalogueError) in
        try PlatformSourceReader.read(source.text, file: source.file, language: .kotlin)
      }
    }
    return try parts.combined()
  }
}
