import CCairo

/// Document metadata written into a PDF (`cairo_pdf_surface_set_metadata`).
///
/// The creation and modification dates default to a fixed instant so that the same drawing gives
/// the same bytes; cairo writes its own version as the producer, which is stable for one cairo.
public struct PDFMetadata: Hashable, Sendable {
  /// The document title.
  public var title: String?
  /// What the document is about.
  public var subject: String?
  /// Search keywords, comma-separated.
  public var keywords: String?
  /// The creating application.
  public var creator: String?
  /// ISO 8601 date used for both creation and modification.
  public var date: String

  /// The instant used when none is given: 2000-01-01T00:00:00Z.
  public static let pinnedDate = "2000-01-01T00:00:00Z"

  public init(
    title: String? = nil, subject: String? = nil, keywords: String? = nil, creator: String? = "motionspec",
    date: String = PDFMetadata.pinnedDate
  ) {
    self.title = title
    self.subject = subject
    self.keywords = keywords
    self.creator = creator
    self.date = date
  }

  func apply(to surface: OpaquePointer) {
    if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
    if let subject { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, subject) }
    if let keywords { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_KEYWORDS, keywords) }
    if let creator { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator) }
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date)
  }
}
