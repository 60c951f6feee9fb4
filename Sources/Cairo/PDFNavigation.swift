import CCairo

/// Navigation inside a PDF: named destinations, links to them, and the outline (bookmarks).
///
/// Names are motionspec's anchors (ASCII letters, digits and `-`); a name with any other
/// character is refused, since cairo reads it from an attribute string.
extension Context {
  /// Marks `point` on the current page as the destination `name` (`CAIRO_TAG_DEST`).
  public func destination(_ name: String, at point: Point) throws(CairoError) {
    try PDFNavigation.validate(name)
    let attributes = "name='\(name)' x=\(PDFNavigation.number(point.x)) y=\(PDFNavigation.number(point.y))"
    cairo_tag_begin(pointer, CAIRO_TAG_DEST, attributes)
    cairo_tag_end(pointer, CAIRO_TAG_DEST)
  }

  /// Makes `rect` on the current page a link to the destination `name` (`CAIRO_TAG_LINK`).
  public func link(to name: String, rect: Rect) throws(CairoError) {
    try PDFNavigation.validate(name)
    let r = [rect.x, rect.y, rect.width, rect.height].map(PDFNavigation.number).joined(separator: " ")
    cairo_tag_begin(pointer, CAIRO_TAG_LINK, "rect=[\(r)] dest='\(name)'")
    cairo_tag_end(pointer, CAIRO_TAG_LINK)
  }
}

extension Surface {
  /// An entry of a PDF's outline; ``root`` is the outline itself.
  public struct OutlineItem: Hashable, Sendable {
    let id: Int32
    /// The top of the outline.
    public static let root = OutlineItem(id: Int32(CAIRO_PDF_OUTLINE_ROOT))
  }

  /// Adds `title` under `parent` in the outline, opening the destination `name`
  /// (`cairo_pdf_surface_add_outline`). Closed entries show their children only when expanded.
  @discardableResult
  public func addOutline(_ title: String, under parent: OutlineItem = .root, destination name: String, open: Bool = false) throws(CairoError) -> OutlineItem {
    guard kind == .pdf else { throw CairoError(message: "an outline applies to PDF surfaces only") }
    try PDFNavigation.validate(name)
    let flags = open ? CAIRO_PDF_OUTLINE_FLAG_OPEN : cairo_pdf_outline_flags_t(0)
    let id = cairo_pdf_surface_add_outline(pointer, parent.id, title, "dest='\(name)'", flags)
    if let error { throw error }
    return OutlineItem(id: id)
  }
}

enum PDFNavigation {
  static func validate(_ name: String) throws(CairoError) {
    guard !name.isEmpty, name.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 45 || $0 == 95 })
    else { throw CairoError(message: "a PDF destination name must be ASCII letters, digits, '-' or '_': '\(name)'") }
  }

  /// A coordinate as cairo's attribute parser reads it.
  static func number(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return r == r.rounded() ? String(Int64(r)) : String(r)
  }
}
