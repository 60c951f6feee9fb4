import ArgumentParser
import Spec

/// `--catalogue PATH` (repeatable): where tokens come from (the built-in catalogue when omitted).
struct CatalogueOptions: ParsableArguments {
  @Option(name: .customLong("catalogue"), help: "A catalogue file or directory (.json/.json5 DTCG, .yaml, .swift); repeat to combine; built-in when omitted.")
  var paths: [String] = []

  /// The catalogue, or `nil` when none is needed and none was named.
  func load(required: Bool) throws -> Catalogue? {
    guard required || !paths.isEmpty else { return nil }
    return try CatalogueLoader.load(paths)
  }
}
