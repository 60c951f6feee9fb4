import Charts

/// Settings of `motionspec render`.
public struct ReportOptions: Sendable {
  /// Paper for the PDF.
  public enum Paper: String, CaseIterable, Sendable {
    case a4, letter
    /// Page size in points.
    public var size: Size {
      self == .a4 ? Size(width: 595.28, height: 841.89) : Size(width: 612, height: 792)
    }
  }
  /// The HTML's colour scheme; `auto` follows `prefers-color-scheme` (charts are embedded in both).
  public enum ColorScheme: String, CaseIterable, Sendable { case light, dark, auto }

  public var paper: Paper
  public var colorScheme: ColorScheme
  /// A directory of templates overriding the bundled ones (same file names).
  public var templatesDirectory: String?
  /// Settling threshold ε, as a fraction of the move.
  public var epsilon: Double
  /// Worker threads for chart rendering (defaults to the number of cores).
  public var workers: Int
  /// Where rendered charts are kept between runs (`nil`: no cache).
  public var cacheDirectory: String?
  /// Whether the page plays its figures' motion (lanes, playheads, Play buttons); `false` writes
  /// a still page.
  public var playback: Bool

  public init(
    paper: Paper = .a4, colorScheme: ColorScheme = .auto, templatesDirectory: String? = nil, epsilon: Double = 0.001, workers: Int = 0,
    cacheDirectory: String? = nil, playback: Bool = true
  ) {
    self.cacheDirectory = cacheDirectory
    self.playback = playback
    self.paper = paper
    self.colorScheme = colorScheme
    self.templatesDirectory = templatesDirectory
    self.epsilon = epsilon
    self.workers = workers
  }
}
