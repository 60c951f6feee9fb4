/// A Lottie animation (Bodymovin JSON): its layers' transform keyframes as sequences (see
/// ``LottieReader``). It claims a `.json` file only when the file is one.
public struct LottieFormat: CatalogueFormat {
  public init() {}
  public var name: String { "Lottie animation" }
  public var extensions: [String] { ["json"] }
  public func recognizes(firstLine line: String, text: String) -> Bool {
    line.hasPrefix("{") && claims((text, "stdin.json"))
  }
  public func claims(_ source: CatalogueSource) -> Bool {
    LottieReader.animation(source.text, file: source.file) != nil
  }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    var parts = CatalogueParts()
    for source in sources {
      parts.add { () throws(CatalogueError) in try LottieReader.read(source.text, file: source.file) }
    }
    return try parts.combined()
  }
}
