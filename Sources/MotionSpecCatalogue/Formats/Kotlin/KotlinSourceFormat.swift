/// Kotlin sources: Jetpack Compose's `spring`, `tween` and `keyframes` specs and Android's
/// `SpringForce` and interpolators, in constants (see ``PlatformSourceReader``).
public struct KotlinSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "Kotlin" }
  public var extensions: [String] { ["kt", "kts"] }
  /// `package a.b` (no semicolon), a dotted `import` without one, or a Kotlin declaration.
  public func recognizes(firstLine line: String, text: String) -> Bool {
    if line.hasPrefix("package ") || line.hasPrefix("import ") {
      return !line.hasSuffix(";") && !line.contains("'") && !line.contains("\"") && line.contains(".")
    }
    return ["object ", "val ", "const val ", "fun ", "data class ", "internal object ", "@file:"].contains(
      where: line.hasPrefix)
  }
  public var readsFilesTogether: Bool { true }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    try PlatformSourceReader.read(sources, language: .kotlin)
  }
}
