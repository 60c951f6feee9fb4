/// Kotlin sources: Jetpack Compose's `spring`, `tween` and `keyframes` specs and Android's
/// `SpringForce` and interpolators, in constants (see ``PlatformSourceReader``).
public struct KotlinSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "Kotlin" }
  public var extensions: [String] { ["kt", "kts"] }
  public var readsFilesTogether: Bool { true }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    try PlatformSourceReader.read(sources, language: .kotlin)
  }
}
