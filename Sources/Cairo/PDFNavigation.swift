import CCairo

// Named destinations, links and the outline of a PDF document, drawn by cairo itself
// (`cairo_tag_begin` / `cairo_tag_end` with `CAIRO_TAG_DEST` and `CAIRO_TAG_LINK`, and
// `cairo_pdf_surface_add_outline`, all in cairo 1.16). Other surfaces ignore tags.

extension Context {
  /// Marks the named destination `name` at `point` (user space) on the current page.
  public func destination(_ name: String, at point: Point) {
    let attributes =
      "name=\(TagAttributes.destination(name)) x=\(TagAttributes.number(point.x)) "
      + "y=\(TagAttributes.number(point.y))"
    cairo_tag_begin(pointer, CAIRO_TAG_DEST, attributes)
    cairo_tag_end(pointer, CAIRO_TAG_DEST)
  }

  /// Makes `rect` (user space) on the current page a link that opens the named destination `name`.
  public func link(_ rect: Rect, to name: String) {
    let box = [rect.x, rect.y, rect.width, rect.height].map(TagAttributes.number).joined(separator: " ")
    cairo_tag_begin(pointer, CAIRO_TAG_LINK, "rect=[\(box)] dest=\(TagAttributes.destination(name))")
    cairo_tag_end(pointer, CAIRO_TAG_LINK)
  }
}

extension Context {
  /// Opens a structure element of the PDF standard type `type` ("H1", "P", "Figure", "Table"…):
  /// what is drawn until the matching ``endStructure(_:)`` is its content, and elements opened in
  /// between are its children. cairo 1.16 builds the structure tree and marks the document as
  /// tagged; it writes no attributes for them (alternative text is added after, see
  /// `PDFAlternativeText`).
  public func beginStructure(_ type: String) { cairo_tag_begin(pointer, type, "") }

  /// Closes the structure element of `type` opened last.
  public func endStructure(_ type: String) { cairo_tag_end(pointer, type) }
}

extension Surface {
  /// An entry of a PDF document's outline.
  public struct OutlineItem: Hashable, Sendable {
    let id: Int32
    /// The top of the outline (`CAIRO_PDF_OUTLINE_ROOT`).
    public static let root = OutlineItem(id: Int32(CAIRO_PDF_OUTLINE_ROOT))
  }

  /// Adds `title` to the outline under `parent`, opening the named destination `name`
  /// (`cairo_pdf_surface_add_outline`); `open` shows its children expanded.
  @discardableResult
  public func addOutline(
    _ title: String, under parent: OutlineItem = .root, destination name: String, open: Bool = false
  )
    throws(CairoError) -> OutlineItem
  {
    guard kind == .pdf else { throw CairoError(.unsupported, "an outline belongs to a PDF surface") }
    let flags = open ? CAIRO_PDF_OUTLINE_FLAG_OPEN : cairo_pdf_outline_flags_t(0)
    let id = cairo_pdf_surface_add_outline(pointer, parent.id, title, "dest=\(TagAttributes.destination(name))", flags)
    try CairoError.check(cairo_surface_status(pointer))
    return OutlineItem(id: id)
  }
}

/// cairo's tag attribute syntax: strings in single quotes, with `\` and `'` escaped by a
/// backslash; numbers in plain decimal notation.
enum TagAttributes {
  /// A destination name as a quoted attribute. cairo 1.16 writes names into PDF strings without
  /// escaping them, so a backslash or an unbalanced parenthesis would change or break the file:
  /// every byte outside letters, digits, `-`, `_`, `.` and `:` is written as `~` and two hex
  /// digits (`~` itself too). Links, destinations and the outline encode alike, so they still
  /// meet; the name a reader's "named destinations" list shows is this encoded one.
  static func destination(_ name: String) -> String {
    var safe = ""
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: ":"):
        safe.unicodeScalars.append(UnicodeScalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        safe.unicodeScalars.append(contentsOf: ["~", hex[Int(byte >> 4)], hex[Int(byte & 15)]])
      }
    }
    return string(safe)
  }

  static func string(_ s: String) -> String {
    var out = "'"
    for c in s.unicodeScalars {
      if c == "\\" || c == "'" { out.unicodeScalars.append("\\") }
      out.unicodeScalars.append(c)
    }
    return out + "'"
  }

  /// `v` with up to three decimals and no exponent (cairo reads plain decimals).
  static func number(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let thousandths = (v * 1000).rounded()
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = UInt64(min(abs(thousandths), 9e15))
    let whole = magnitude / 1000
    let fraction = magnitude % 1000
    if fraction == 0 { return "\(sign)\(whole)" }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(sign)\(whole).\(digits)"
  }
}
