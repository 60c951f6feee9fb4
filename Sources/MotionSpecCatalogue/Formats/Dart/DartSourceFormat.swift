/// Dart sources: Flutter's curves, springs, durations and `TweenSequence`s, in constants, the files read as one program (see ``PlatformSourceReader``).
public struct DartSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "Dart" }
  public var extensions: [String] { ["dart"] }
  public var readsFilesTogether: Bool { true }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    try PlatformSourceReader.read(sources, language: .dart)
  }
}
