/// The file formats a scene renders to.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  case png, svg, pdf

  /// The format a file name asks for by its extension, if any.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }
}
