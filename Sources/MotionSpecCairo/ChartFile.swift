import Cairo
import MotionSpecCharts
import MotionSpecFiles

/// Renders figures to files: one layout (and one sampling) shared by every format of a chart.
public struct ChartFile: Sendable {
  /// The colours and type of every chart written.
  public var theme: Theme
  /// Measures text for layout (the same Pango that draws it).
  public var measurer: CairoTextMeasurer

  /// Charts in `theme`, laid out with `measurer`.
  public init(theme: Theme, measurer: CairoTextMeasurer) {
    self.theme = theme
    self.measurer = measurer
  }

  /// The scene of `figure` in this theme; `saysSizeNeeded`: where it is too small to say its
  /// point, the size it needs instead (``FigureRenderer/saysSizeNeeded``).
  public func scene(_ figure: Figure, saysSizeNeeded: Bool = false) -> Scene {
    var renderer = FigureRenderer(theme: theme, measurer: measurer)
    renderer.saysSizeNeeded = saysSizeNeeded
    return renderer.scene(figure)
  }

  /// The bytes of `scene` in `format` (PNG at `scale` device pixels per point). SVG is written
  /// by ``SVGWriter`` with real text, the theme's colours, `title` as its accessible name and
  /// `description` as its `<desc>`; PNG and PDF by Cairo (the PDF titled `title`).
  public func bytes(
    _ scene: Scene, as format: OutputFormat, scale: Double = 1, title: String? = nil, description: String? = nil,
    fontMap: FontMap? = nil
  ) throws(CairoError) -> [UInt8] {
    if format == .svg {
      let writer = SVGWriter(measurer: measurer, idPrefix: "chart", colors: .fixed(theme))
      return Array(writer.svg(scene, title: title ?? "Chart", description: description).utf8)
    }
    return try SceneRenderer.render(
      scene, theme: theme, as: format, scale: scale, metadata: PDFMetadata(title: title), fontMap: fontMap)
  }

  /// Writes `figure` to `path` atomically, in the format its extension names; its title and
  /// subtitle name and describe it. Throws a ``FileWriteError`` for a name with no known
  /// extension or a file that cannot be written, a ``CairoError`` when drawing fails.
  public func write(_ figure: Figure, to path: String, scale: Double = 1) throws {
    guard let format = OutputFormat(path: path) else {
      throw FileWriteError(path: path, reason: "unknown output format; expected a .png, .svg or .pdf file name")
    }
    let drawn = try bytes(scene(figure), as: format, scale: scale, title: figure.title, description: figure.subtitle)
    try FileOutput.write(drawn, to: path)
  }
}
