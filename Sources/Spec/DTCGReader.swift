/// Reads Design Tokens Format Module JSON (placeholder until the DTCG reader lands).
public enum DTCGReader {
  public static func read(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    throw CatalogueError([Diagnostic(.error, "DTCG JSON catalogues are not supported yet", at: SourceLocation(file: file, line: 1, column: 1))])
  }
}
