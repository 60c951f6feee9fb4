import Foundation

/// The catalogue motionspec uses when none is given: SwiftUI's presets, the tokens of the
/// articles it cites (by title, in the file) and the Core Animation curves. It ships as `motion-tokens.yaml`, a file users copy
/// with `motionspec init`.
public enum BuiltInCatalogue {
  /// The file name `init` writes and the resource's name.
  public static let fileName = "motion-tokens.yaml"

  /// The YAML text of the built-in catalogue.
  public static func text() throws(CatalogueError) -> String {
    guard let url = Bundle.module.url(forResource: "motion-tokens", withExtension: "yaml"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      throw CatalogueError([Diagnostic(.error, "the built-in catalogue resource is missing from this installation")])
    }
    return text
  }

  /// The parsed built-in catalogue.
  public static func load() throws(CatalogueError) -> Catalogue {
    var catalogue = try YAMLReader.read(try text(), file: fileName)
    catalogue.source = "built-in (\(fileName))"
    return catalogue
  }
}
