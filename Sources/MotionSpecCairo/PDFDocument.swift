import Cairo
import MotionSpecCharts

/// A multi-page PDF drawn on one cairo PDF surface, a scene a page, in order.
///
/// cairo writes everything a reader navigates by: each scene's named destinations and links
/// (``Scene/navigation``) as tags, the outline, and the metadata. Because every page is on one
/// surface, each font face is embedded once for the whole document, subset to the glyphs the
/// document uses. Not thread-safe: scenes may be laid out on several threads, but one thread adds
/// them.
public final class PDFDocument {
  /// An entry of the outline; ``root`` is the outline itself.
  public typealias OutlineItem = Surface.OutlineItem

  private let surface: Surface
  private let context: Context
  private let theme: Theme
  /// The number of pages added so far.
  public private(set) var pages = 0

  /// Starts a document in `theme` with `metadata`; text is laid out with `fontMap` (`nil`: the
  /// calling thread's default).
  public init(theme: Theme, metadata: PDFMetadata = PDFMetadata(), fontMap: FontMap? = nil) throws(CairoError) {
    // Each page sets its own size before anything is drawn on it.
    surface = try Surface.pdf(size: Cairo.Size(width: 1, height: 1), metadata: metadata)
    context = try Context(surface, fontMap: fontMap)
    self.theme = theme
  }

  /// Draws `scene` as the next page, sized to the scene, with its destinations and links (in the
  /// scene's coordinates: y grows downwards from the top of the page).
  public func add(_ scene: Scene) throws(CairoError) {
    try surface.setPageSize(scene.size.cairo)
    try SceneRenderer.draw(scene, theme: theme, on: context)
    for mark in scene.navigation {
      switch mark {
      case .destination(let name, let point): context.destination(name, at: point.cairo)
      case .link(let rect, let name): context.link(rect.cairo, to: name)
      }
    }
    context.showPage()
    try context.check()
    pages += 1
  }

  /// Adds `title` to the outline under `parent`, opening the destination `name`.
  @discardableResult
  public func addOutline(
    _ title: String, under parent: OutlineItem = .root, destination name: String, open: Bool = false
  )
    throws(CairoError) -> OutlineItem
  {
    try surface.addOutline(title, under: parent, destination: name, open: open)
  }

  /// Finishes the document and returns its bytes.
  public func finish() throws(CairoError) -> [UInt8] {
    guard pages > 0 else { throw CairoError(.emptyDocument, "a PDF needs at least one page") }
    return try surface.finish()
  }
}
