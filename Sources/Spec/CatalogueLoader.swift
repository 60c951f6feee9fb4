import Foundation

/// Reads a catalogue from a file, choosing the reader by extension, or returns the built-in one.
public enum CatalogueLoader {
  public static func load(_ path: String?) throws(CatalogueError) -> Catalogue { try read(path).catalogue }

  /// The catalogue and the text it was read from (for content hashes and diffs).
  public static func read(_ path: String?) throws(CatalogueError) -> (catalogue: Catalogue, text: String) {
    guard let path else { return (try BuiltInCatalogue.load(), try BuiltInCatalogue.text()) }
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw CatalogueError([Diagnostic(.error, "cannot read the catalogue: \(error.localizedDescription)", at: SourceLocation(file: path, line: 1, column: 1))])
    }
    return (try parse(text, file: path), text)
  }

  /// Parses catalogue text, choosing the reader by the file name's extension.
  public static func parse(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    let lower = file.lowercased()
    if lower.hasSuffix(".json") || lower.hasSuffix(".tokens") { return try DTCGReader.read(text, file: file) }
    if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return try YAMLReader.read(text, file: file) }
    if lower.hasSuffix(".swift") { return try SwiftSourceReader.read(text, file: file) }
    throw CatalogueError([Diagnostic(.error, "unknown catalogue format; expected a .json (DTCG), .yaml or .swift file", at: SourceLocation(file: file, line: 1, column: 1))])
  }
}
