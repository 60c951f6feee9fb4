/// A figure's grammar as data: its words and every mark with its place in data units — all of
/// a ``Figure`` but its curves (which are functions) and its layout (which the drawer makes).
///
/// This is the one description of a chart that both drawers read: the Cairo charts draw the
/// ``Figure`` it is made from, and the page's charts (`MotionChart.describe` in
/// `motion-chart.js`, which builds the same data from the page's model for any expression,
/// typed in the playground too) draw this shape. `PageModelTests` holds the page's description
/// to this one for every built-in token and the edge tokens: the same marks at the same places
/// and the same words.
public struct FigureData: Encodable, Equatable, Sendable {
  public struct PanelData: Encodable, Equatable, Sendable {
    public var title: String?
    public var yTitle: String
    public var rules: [RuleData]
    public var spans: [SpanData]
    public var markers: [MarkerData]
    public var segments: [SegmentData]
  }
  public struct RuleData: Encodable, Equatable, Sendable {
    public var orientation: String
    public var at: Double
    public var label: String?
    public var mark: String?
    public var role: String
  }
  public struct SpanData: Encodable, Equatable, Sendable {
    public var from: Double
    public var to: Double
    public var y: Double
    public var label: String
    public var mark: String?
    public var role: String
  }
  public struct MarkerData: Encodable, Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var label: String?
    public var shape: String
    public var colorIndex: Int
    public var role: String
  }
  public struct SegmentData: Encodable, Equatable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double
    public var colorIndex: Int
    public var role: String
  }

  public var title: String
  public var subtitle: String?
  public var footnote: String?
  /// The time axis's unit: `s` or `ms`.
  public var timeUnit: String
  /// The time window, in seconds.
  public var window: [Double]
  public var panels: [PanelData]

  public init(_ figure: Figure) {
    title = figure.title
    subtitle = figure.subtitle
    footnote = figure.footnote
    let domain = figure.panels.first?.xDomain ?? 0...1
    timeUnit = (figure.timeUnit ?? AxisUnit.time(for: domain)) == .milliseconds ? "ms" : "s"
    window = [domain.lowerBound, domain.upperBound]
    panels = figure.panels.map { p in
      PanelData(
        title: p.title, yTitle: p.yTitle,
        rules: p.rules.map {
          RuleData(
            orientation: $0.orientation == .vertical ? "vertical" : "horizontal", at: $0.value, label: $0.label,
            mark: $0.mark?.rawValue, role: $0.role)
        },
        spans: p.spans.map {
          SpanData(
            from: $0.range.lowerBound, to: $0.range.upperBound, y: $0.y, label: $0.label, mark: $0.mark?.rawValue,
            role: $0.role)
        },
        markers: p.markers.map {
          MarkerData(
            x: $0.point.x, y: $0.point.y, label: $0.label, shape: "\($0.shape)", colorIndex: $0.colorIndex,
            role: $0.role)
        },
        segments: p.segments.map {
          SegmentData(x1: $0.from.x, y1: $0.from.y, x2: $0.to.x, y2: $0.to.y, colorIndex: $0.colorIndex, role: $0.role)
        })
    }
  }
}
