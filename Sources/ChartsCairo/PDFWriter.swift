import Cairo
import Charts

/// A multi-page PDF built one scene at a time, so pages need not all be in memory.
public final class PDFWriter {
  private let surface: Surface
  private let context: Context
  private let theme: Theme
  private var pages = 0

  /// Starts a document whose pages default to `size` points, coloured with `theme`.
  public init(size: Charts.Size, theme: Theme, metadata: PDFMetadata = PDFMetadata(), fontMap: FontMap? = nil) throws(CairoError) {
    self.theme = theme
    surface = try Surface.pdf(size: size.cairo, metadata: metadata)
    context = try Context(surface, fontMap: fontMap)
  }

  /// Draws `scene` as the next page (sized to the scene), with its destinations and links.
  public func add(_ scene: Scene) throws(CairoError) {
    try surface.setPageSize(scene.size.cairo)
    try SceneRenderer.draw(scene, theme: theme, on: context)
    for mark in scene.navigation {
      switch mark {
      case .destination(let name, let point): try context.destination(name, at: point.cairo)
      case .link(let rect, let name): try context.link(to: name, rect: rect.cairo)
      }
    }
    context.showPage()
    pages += 1
  }

  /// Adds `title` to the document's outline under `parent`, opening the destination `name`.
  @discardableResult
  public func addOutline(_ title: String, under parent: Surface.OutlineItem = .root, destination name: String, open: Bool = false) throws(CairoError) -> Surface.OutlineItem {
    try surface.addOutline(title, under: parent, destination: name, open: open)
  }

  /// Finishes the document and returns its bytes.
  public func finish() throws(CairoError) -> [UInt8] {
    guard pages > 0 else { throw CairoError(message: "a PDF needs at least one page") }
    try context.check()
    return try surface.finish()
  }
}
