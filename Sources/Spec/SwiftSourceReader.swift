/// Reads a Swift `enum Motion` (placeholder until the Swift-source reader lands).
public enum SwiftSourceReader {
  public static func read(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    throw CatalogueError([Diagnostic(.error, "Swift source catalogues are not supported yet", at: SourceLocation(file: file, line: 1, column: 1))])
  }
}
