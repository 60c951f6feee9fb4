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
  /// Each figure's alternative text, in the order the figures were opened (the structure tree's
  /// order); added to the file when it is finished.
  private var alternatives: [String] = []

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
    try drawTagged(scene)
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

  /// Draws `scene` with its structure spans as tags: each span opens before its first item and
  /// closes after its last (spans nest by containment).
  ///
  /// The document's root element opens after the first page's background: cairo's recording
  /// drops what came before a fill that covers a whole page opaquely, the tag included.
  private func drawTagged(_ scene: Scene) throws(CairoError) {
    try SceneRenderer.draw(Scene(size: scene.size, background: scene.background), theme: theme, on: context)
    if pages == 0 { context.beginStructure("Document") }
    let spans = scene.orderedStructure
    var next = 0
    var open: [Scene.StructureSpan] = []
    func close(upTo index: Int) {
      while let last = open.last, last.items.upperBound <= index {
        context.endStructure(last.kind.rawValue)
        open.removeLast()
      }
    }
    for (index, item) in scene.items.enumerated() {
      close(upTo: index)
      while next < spans.count, spans[next].items.lowerBound == index {
        let span = spans[next]
        context.beginStructure(span.kind.rawValue)
        if span.kind == .figure { alternatives.append(span.alt ?? "") }
        open.append(span)
        next += 1
      }
      try SceneRenderer.draw(item.primitive, theme: theme, on: context)
    }
    close(upTo: Int.max)
    try context.check()
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
    context.endStructure("Document")
    // The update is appended where cairo's bytes are, in room made for it: a long document is
    // not copied again.
    var bytes = try surface.finish(extraCapacity: PDFAlternativeText.estimatedSize(alternatives))
    bytes += try PDFAlternativeText.update(describing: alternatives, in: bytes)
    return bytes
  }
}
