import Cairo
import Charts
import ChartsCairo

/// Renders figures to files: one layout (and one sampling) shared by every format of a chart.
public struct ChartFile: Sendable {
  public var theme: Theme
  public var measurer: CairoTextMeasurer

  public init(theme: Theme, measurer: CairoTextMeasurer) {
    self.theme = theme
    self.measurer = measurer
  }

  /// The scene of `figure` in this theme.
  public func scene(_ figure: Figure) -> Scene {
    FigureRenderer(theme: theme, measurer: measurer).scene(figure)
  }

  /// The bytes of `figure` in `format` (PNG at `scale` device pixels per point).
  public func bytes(_ scene: Scene, as format: OutputFormat, scale: Double = 1, title: String? = nil, fontMap: FontMap? = nil) throws(CairoError) -> [UInt8] {
    try SceneRenderer.render(scene, theme: theme, as: format, scale: scale, metadata: PDFMetadata(title: title), fontMap: fontMap)
  }

  /// Writes `figure` to `path` atomically, in the format its extension names.
  public func write(_ figure: Figure, to path: String, scale: Double = 1) throws(CairoError) {
    guard let format = OutputFormat(path: path) else {
      throw CairoError(message: "unknown output format; expected a .png, .svg or .pdf file name", path: path)
    }
    try FileOutput.write(bytes(scene(figure), as: format, scale: scale, title: figure.title), to: path)
  }
}
