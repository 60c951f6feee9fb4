/// A figure's grammar as data: its words and every mark with its place in data units — all of a
/// chart but its curves (which are functions) and its layout (which the drawer makes).
///
/// This is the one description of a chart that both drawers read. ``MotionFigure`` makes the
/// motion chart's; the Cairo charts (ChartKinds' `motion` kind) draw a `Figure` built from it,
/// and the page's charts (`MotionChart.draw` in `motion-chart.js`) draw it as the page's model —
/// this same Swift code compiled to WebAssembly — answers it, for a catalogue token or for what a
/// person types. Marks and shapes are named by the strings the page reads (`duration`,
/// `looks-done`, `settle`; `circle`, `ring`).
public struct FigureData: Equatable, Sendable {
  public struct PanelData: Equatable, Sendable {
    public var title: String?
    public var yTitle: String
    public var rules: [RuleData]
    public var spans: [SpanData]
    public var markers: [MarkerData]
    public var segments: [SegmentData]

    public init(
      title: String?, yTitle: String, rules: [RuleData] = [], spans: [SpanData] = [], markers: [MarkerData] = [],
      segments: [SegmentData] = []
    ) {
      self.title = title
      self.yTitle = yTitle
      self.rules = rules
      self.spans = spans
      self.markers = markers
      self.segments = segments
    }
  }
  /// A line across the plot: `horizontal` at a y value, `vertical` at a time.
  public struct RuleData: Equatable, Sendable {
    public var orientation: String
    public var at: Double
    public var label: String?
    public var mark: String?
    public var role: String

    public init(orientation: String, at: Double, label: String? = nil, mark: String? = nil, role: String) {
      self.orientation = orientation
      self.at = at
      self.label = label
      self.mark = mark
      self.role = role
    }
  }
  /// A bracket over a time range at a height, with its words.
  public struct SpanData: Equatable, Sendable {
    public var from: Double
    public var to: Double
    public var y: Double
    public var label: String
    public var mark: String?
    public var role: String

    public init(from: Double, to: Double, y: Double, label: String, mark: String? = nil, role: String) {
      self.from = from
      self.to = to
      self.y = y
      self.label = label
      self.mark = mark
      self.role = role
    }
  }
  /// A dot (or a ring, for a construction point) at a data point.
  public struct MarkerData: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var label: String?
    public var shape: String
    public var colorIndex: Int
    public var role: String

    public init(x: Double, y: Double, label: String? = nil, shape: String = "circle", colorIndex: Int = 0, role: String)
    {
      self.x = x
      self.y = y
      self.label = label
      self.shape = shape
      self.colorIndex = colorIndex
      self.role = role
    }
  }
  /// A thin line between two data points (a Bézier handle).
  public struct SegmentData: Equatable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double
    public var colorIndex: Int
    public var role: String

    public init(x1: Double, y1: Double, x2: Double, y2: Double, colorIndex: Int = 0, role: String) {
      self.x1 = x1
      self.y1 = y1
      self.x2 = x2
      self.y2 = y2
      self.colorIndex = colorIndex
      self.role = role
    }
  }

  public var title: String
  public var subtitle: String?
  public var footnote: String?
  /// The time axis's unit: `s` or `ms`.
  public var timeUnit: String
  /// The time window, in seconds.
  public var window: [Double]
  public var panels: [PanelData]

  public init(
    title: String, subtitle: String?, footnote: String?, timeUnit: String, window: [Double], panels: [PanelData]
  ) {
    self.title = title
    self.subtitle = subtitle
    self.footnote = footnote
    self.timeUnit = timeUnit
    self.window = window
    self.panels = panels
  }
}

#if !hasFeature(Embedded)
  extension FigureData: Codable {}
  extension FigureData.PanelData: Codable {}
  extension FigureData.RuleData: Codable {}
  extension FigureData.SpanData: Codable {}
  extension FigureData.MarkerData: Codable {}
  extension FigureData.SegmentData: Codable {}
#endif
