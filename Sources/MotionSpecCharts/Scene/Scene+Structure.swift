/// What a run of a scene's items is in a tagged PDF's structure tree: headings, paragraphs, table
/// cells and figures with their alternative text, so a screen reader (and poppler's
/// `pdfinfo -struct`) can navigate a printed page. Other backends ignore it.
extension Scene {
  /// One structure element: the items `items` of the scene are its content, `alt` a figure's
  /// alternative text. Spans nest by containment (a row's cells inside the row's span).
  public struct StructureSpan: Hashable, Sendable {
    /// PDF standard structure types (ISO 32000-1, 14.8.4).
    public enum Kind: String, Hashable, Sendable {
      case heading1 = "H1"
      case heading2 = "H2"
      case paragraph = "P"
      case figure = "Figure"
      case table = "Table"
      case row = "TR"
      case headerCell = "TH"
      case cell = "TD"
      case list = "L"
      case listItem = "LI"
      case link = "Link"
    }
    public var kind: Kind
    public var items: Range<Int>
    public var alt: String?

    public init(_ kind: Kind, items: Range<Int>, alt: String? = nil) {
      self.kind = kind
      self.items = items
      self.alt = alt
    }
  }

  /// Marks the items appended by `body` as one structure element of `kind`.
  public mutating func structure<R>(_ kind: StructureSpan.Kind, alt: String? = nil, _ body: (inout Scene) throws -> R)
    rethrows -> R
  {
    let start = items.count
    let result = try body(&self)
    if items.count > start { structure.append(StructureSpan(kind, items: start..<items.count, alt: alt)) }
    return result
  }

  /// Marks the items from `start` to the end as one structure element of `kind` (nothing when
  /// none were added).
  public mutating func structure(_ kind: StructureSpan.Kind, from start: Int, alt: String? = nil) {
    if items.count > start { structure.append(StructureSpan(kind, items: start..<items.count, alt: alt)) }
  }

  /// The spans in the order a renderer opens them: by first item, outer before inner.
  public var orderedStructure: [StructureSpan] {
    structure.sorted { a, b in
      a.items.lowerBound != b.items.lowerBound
        ? a.items.lowerBound < b.items.lowerBound : a.items.upperBound > b.items.upperBound
    }
  }
}
