/// Swift sources: `Animation` and `Spring` values, keyframes and phases, read as one module so
/// that names resolve across files (see ``SwiftSourceReader``).
public struct SwiftSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "Swift" }
  public var extensions: [String] { ["swift"] }
  public var readsFilesTogether: Bool { true }
  public var readsSuppressionComments: Bool { true }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    try SwiftSourceReader.read(sources)
  }
}
