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

  /// Draws `scene` as the next page (sized to the scene).
  public func add(_ scene: Scene) throws(CairoError) {
    try surface.setPageSize(scene.size.cairo)
    try SceneRenderer.draw(scene, theme: theme, on: context)
    context.showPage()
    pages += 1
  }

  /// Finishes the document and returns its bytes.
  public func finish() throws(CairoError) -> [UInt8] {
    guard pages > 0 else { throw CairoError(message: "a PDF needs at least one page") }
    try context.check()
    return try surface.finish()
  }
}
