/// motionspec's own YAML catalogue, each file a catalogue of its own (see ``YAMLReader``).
public struct YAMLCatalogueFormat: CatalogueFormat {
  public init() {}
  public var name: String { "YAML catalogue" }
  public var extensions: [String] { ["yaml", "yml"] }
  public var readsSuppressionComments: Bool { true }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    var parts = CatalogueParts()
    for source in sources {
      parts.add { () throws(CatalogueError) in try YAMLReader.read(source.text, file: source.file, selection: selection)
      }
    }
    return try parts.combined()
  }
}
