import Foundation

/// The catalogue motionspec uses when none is given: SwiftUI's presets, the tokens of the
/// articles it cites (by title, in the file) and the Core Animation curves. It ships as `motion-tokens.yaml`, a file users copy
/// with `motionspec init`.
public enum BuiltInCatalogue {
  /// The file name `init` writes and the resource's name.
  public static let fileName = "motion-tokens.yaml"

  /// The YAML text of the built-in catalogue, embedded in the binary (`Package.swift`'s
  /// `embedInCode`), so an installed motionspec needs no file beside it.
  public static func text() throws(CatalogueError) -> String {
    String(decoding: PackageResources.motion_tokens_yaml, as: UTF8.self)
  }

  /// The parsed built-in catalogue.
  public static func load() throws(CatalogueError) -> Catalogue {
    var catalogue = try YAMLReader.read(try text(), file: fileName)
    catalogue.source = "built-in (\(fileName))"
    return catalogue
  }
}
