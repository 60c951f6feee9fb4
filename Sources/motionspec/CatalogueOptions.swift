import ArgumentParser
import Spec

/// `--catalogue FILE`: where tokens come from (the built-in catalogue when omitted).
struct CatalogueOptions: ParsableArguments {
  @Option(name: .customLong("catalogue"), help: "A catalogue file (.json DTCG tokens, .yaml, or a Swift enum Motion); built-in when omitted.")
  var path: String?

  /// The catalogue, or `nil` when none is needed and none was named.
  func load(required: Bool) throws -> Catalogue? {
    guard required || path != nil else { return nil }
    let result = Result { () throws(CatalogueError) in try CatalogueLoader.load(path) }
    switch result {
    case .success(let catalogue): return catalogue
    case .failure(let error): throw fail("invalid catalogue\n" + error.description, status: ExitStatus.dataError)
    }
  }
}
