/// Dart sources: Flutter's curves, springs, durations and `TweenSequence`s, in constants (see
/// ``PlatformSourceReader``).
public struct DartSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "Dart" }
  public var extensions: [String] { ["dart"] }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    var parts = CatalogueParts()
    for source in sources {
      parts.add { () throws(CatalogueError) in
        try PlatformSourceReader.read(source.text, file: source.file, language: .dart)
      }
    }
    return try parts.combined()
  }
}
