import MotionSpecCatalogue
import MotionSpecCharts

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
  /// The poster's paper, landscape (`render --poster`).
  public enum PosterPaper: String, CaseIterable, Sendable {
    case a3, a4, letter
    /// Page size in points, landscape.
    public var size: Size {
      switch self {
      case .a3: Size(width: 1190.55, height: 841.89)
      case .a4: Size(width: 841.89, height: 595.28)
      case .letter: Size(width: 792, height: 612)
      }
    }
  }
  /// The HTML's colour scheme; `auto` follows `prefers-color-scheme` (charts are embedded in both).
  public enum ColorScheme: String, CaseIterable, Sendable { case light, dark, auto }
  /// Which charts also get a PNG @2x file beside their SVG.
  public enum PNGCharts: String, CaseIterable, Sendable {
    /// The explainers and the group overlays: the figures shared outside the spec.
    case figures
    /// Every chart, the tokens' too (a token's PNG costs 80 % of its chart's time and 90 % of its
    /// bytes; `motionspec chart motion --token NAME -o NAME.png --scale 2` draws one on demand).
    case all
  }

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
  /// Which charts get a PNG file.
  public var png: PNGCharts
  /// Every chart inline in the page, however many tokens (see ``inlineTokenLimit``).
  public var selfContained: Bool
  /// The team's lint policy (`.motionspec.yml`): what the spec's Lint column shows.
  public var lintPolicy: LintPolicy = LintPolicy()
  /// The one-page poster's paper; `nil`: no poster.
  public var poster: PosterPaper? = nil
  /// The printed spec's date, ISO 8601 (``DocumentDate``).
  public var date: String = DocumentDate.builtInCatalogue
  /// The move, in points, for which the spec gives SwiftUI's completion times (`render --distance`).
  public var distance: Double = 300
  /// Whether the printed views (the PDF, the poster) are composed, or the page alone is, the
  /// previous render's printed files kept as they were (`serve` shows the page first, then
  /// renders again with them).
  public var printed: Printed = .composed
  public enum Printed: Sendable, Hashable {
    case composed
    /// The page and its charts only; the previous render's PDFs, export/ files, element and
    /// tokens file are carried over until the next full render.
    case carriedOver
  }
  /// The frame rate SwiftUI's frames are sampled at for those times (ProMotion's 120 Hz).
  public static let completionFrameRate = 120.0

  /// The most tokens whose charts and code the page holds inline. Beyond it, the tokens' own
  /// charts (the cards') load lazily from `charts/` as the reader reaches them and their code for
  /// every platform is in `export/` (the files `motionspec export --to all` writes), which keeps
  /// a 1000-token page near 6 MB instead of 45; the explainers and group overlays stay inline.
  public static let inlineTokenLimit = 50
  /// Up to this many tokens the page is templated while the PDF is composed; beyond it, after
  /// the PDF is written, so the two never hold their memory at once (a 1000-token render stays
  /// under 200 MB, 5000 tokens under 500 MB). A re-render of a hundred tokens is then as long
  /// as the longer of the two, not their sum.
  public static let overlapTokenLimit = 200

  /// The most tokens the poster gives a tile each; beyond it, a tile per group.
  public static let posterTokenLimit = 60

  public init(
    paper: Paper = .a4, colorScheme: ColorScheme = .auto, templatesDirectory: String? = nil, epsilon: Double = 0.001,
    workers: Int = 0,
    cacheDirectory: String? = nil, playback: Bool = true, png: PNGCharts = .figures, selfContained: Bool = false,
    lintPolicy: LintPolicy = LintPolicy()
  ) {
    self.lintPolicy = lintPolicy
    self.png = png
    self.selfContained = selfContained
    self.cacheDirectory = cacheDirectory
    self.playback = playback
    self.paper = paper
    self.colorScheme = colorScheme
    self.templatesDirectory = templatesDirectory
    self.epsilon = epsilon
    self.workers = workers
  }
}

extension ReportOptions {
  /// Whether the page holds everything about each of `tokens` tokens: its charts inline and its
  /// code for every platform on its card. Beyond ``inlineTokenLimit`` (unless ``selfContained``)
  /// the cards' charts load from `charts/` and the code is in `export/`, one file per platform.
  package func holdsEverything(tokens: Int) -> Bool { selfContained || tokens <= ReportOptions.inlineTokenLimit }

  /// Whether the page holds the chart `id` inline in a spec of `tokens` tokens.
  func inlines(_ id: ChartID, tokens: Int) -> Bool {
    switch id {
    case .explainer, .group, .sequence: true
    case .token, .decomposition: holdsEverything(tokens: tokens)
    }
  }

  /// Whether the chart `id` gets a PNG file.
  package func writesPNG(_ id: ChartID) -> Bool {
    switch id {
    case .explainer, .group, .sequence: true
    case .token, .decomposition: png == .all
    }
  }
}

extension ReportOptions {
  /// Where a chart that loads from its file has its dark twin, for a page that follows the
  /// reader's colour scheme (`nil` when the page's scheme is fixed: the file is in it).
  package func darkFile(_ id: ChartID) -> String? {
    colorScheme == .auto ? "charts/dark/\(id.fileBase).svg" : nil
  }

  /// The phone layout of a chart the page loads from its file (``ChartJob/narrow``), and its
  /// dark twin where the page follows the reader's colour scheme.
  package func narrowFiles(_ id: ChartID) -> (light: String, dark: String?) {
    ("charts/narrow/\(id.fileBase).svg", colorScheme == .auto ? "charts/dark/narrow/\(id.fileBase).svg" : nil)
  }
}
