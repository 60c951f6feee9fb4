import ArgumentParser
import Spec

/// `--catalogue PATH` (repeatable): where tokens come from (the built-in catalogue when omitted).
struct CatalogueOptions: ParsableArguments {
  @Option(name: .customLong("catalogue"), help: "A catalogue file or directory (.json/.json5 DTCG, .yaml, .swift); repeat to combine; built-in when omitted.")
  var paths: [String] = []

  /// The catalogue, or `nil` when none is needed and none was named.
  func load(required: Bool) throws -> Catalogue? {
    guard required || !paths.isEmpty else { return nil }
    let result = Result { () throws(CatalogueError) in try CatalogueLoader.load(paths) }
    switch result {
    case .success(let catalogue): return catalogue
    case .failure(let error): throw fail("invalid catalogue\n" + error.description, status: ExitStatus.dataError)
    }
  }
}
