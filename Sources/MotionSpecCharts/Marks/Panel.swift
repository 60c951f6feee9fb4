/// One plot: axes, and the marks drawn in data coordinates.
///
/// Marks are described, not drawn: the layout samples series, places labels and emits the scene.
public struct Panel: Sendable {
  /// The panel's title, if any.
  public var title: String?
  /// Small print under the title, above the plot (e.g. a token's key numbers).
  public var caption: String?
  /// The x axis title ("Time" by default).
  public var xTitle: String
  /// The y axis title.
  public var yTitle: String
  /// Whether x is time, labelled in s or ms as the domain suits.
  public var xIsTime: Bool
  /// The x range shown.
  public var xDomain: ClosedRange<Double>
  /// Fixed y domain; `nil` to fit the marks (with nice ticks covering them).
  public var yDomain: ClosedRange<Double>?
  /// Values the automatic y domain must include (e.g. 0 and the target).
  public var yIncludes: [Double]
  /// The lines, drawn in order.
  public var series: [Series] = []
  /// Reference lines across the plot.
  public var rules: [Rule] = []
  /// Shaded ranges behind the series.
  public var bands: [Band] = []
  /// Dots at data points.
  public var markers: [Marker] = []
  /// Labels attached to data points by leader lines.
  public var annotations: [Annotation] = []
  /// Labelled brackets between two x values.
  public var spans: [Span] = []
  /// Straight lines between data points, under the series (a timing curve's Bézier handles).
  public var segments: [Segment] = []
  /// Its plot's height relative to the other rows' (1: an equal share); a strip under a plot is
  /// a fraction of it.
  public var heightWeight = 1.0
  /// Whether its y axis has ticks and labels (a strip whose rows are not a scale has none).
  public var showsYTicks = true

  /// A panel of `xDomain`; `yDomain` fixes the y range, otherwise it fits the series and `yIncludes`.
  public init(
    title: String? = nil, xTitle: String = "Time", yTitle: String, xIsTime: Bool = true,
    xDomain: ClosedRange<Double>, yDomain: ClosedRange<Double>? = nil, yIncludes: [Double] = []
  ) {
    self.title = title
    self.xTitle = xTitle
    self.yTitle = yTitle
    self.xIsTime = xIsTime
    self.xDomain = xDomain
    self.yDomain = yDomain
    self.yIncludes = yIncludes
  }
}

/// A line: a function of x, sampled adaptively at layout time.
public struct Series: Sendable {
  /// Legend name; also part of the role (`series:<panel>:<name>`).
  public var name: String
  /// What the line is called where it is named at the line (the compact size class), where a
  /// legend's formula would not fit: "envelope" for "envelope 1 ± A·e^(−λt), …".
  public var shortName: String?
  /// y as a function of x.
  public var function: @Sendable (Double) -> Double
  /// x values where the function jumps; drawn as separate polylines with vertical connectors.
  public var breaks: [Double]
  /// The x range to draw (defaults to the panel's).
  public var domain: ClosedRange<Double>?
  /// Palette index (colour and dash) or an explicit stroke.
  public var style: SeriesStyle
  /// Shade the area between the line and this y value.
  public var fillTo: Double?
  /// Draw the jumps at `breaks` as thin vertical connectors (true) or leave gaps (false).
  public var connectJumps: Bool
  /// Whether the legend lists it.
  public var inLegend: Bool
  /// The shortest feature of the function along x (e.g. a spring's duration or period), so the
  /// sampler starts from a grid fine enough to see it however wide the panel's domain is.
  public var featureScale: Double?

  /// A series named `name` of `function`, stroked in `style`; sampled adaptively at layout time.
  public init(
    _ name: String, style: SeriesStyle, domain: ClosedRange<Double>? = nil, breaks: [Double] = [],
    fillTo: Double? = nil, connectJumps: Bool = true, inLegend: Bool = true, featureScale: Double? = nil,
    _ function: @escaping @Sendable (Double) -> Double
  ) {
    self.featureScale = featureScale
    self.name = name
    self.function = function
    self.breaks = breaks
    self.domain = domain
    self.style = style
    self.fillTo = fillTo
    self.connectJumps = connectJumps
    self.inLegend = inLegend
  }
}

extension Series {
  /// The series, called `shortName` where it is named at its line (``shortName``).
  public func named(_ shortName: String) -> Series {
    var s = self
    s.shortName = shortName
    return s
  }
}

/// How a series is stroked.
public enum SeriesStyle: Hashable, Sendable {
  /// The n-th colour and dash of the theme.
  case palette(Int)
  /// The n-th colour, thinner and lighter, for secondary curves (envelopes, components).
  case secondary(Int, dashed: Bool)
  /// An explicit stroke.
  case custom(StrokeStyle)
}

/// A reference line across the plot, e.g. the start and target of a move, or a time marker.
public struct Rule: Hashable, Sendable {
  /// Horizontal (at a y value) or vertical (at an x value).
  public enum Orientation: Hashable, Sendable { case horizontal, vertical }
  /// Horizontal or vertical.
  public var orientation: Orientation
  /// The y (horizontal) or x (vertical) value it marks.
  public var value: Double
  /// Its label, if any.
  public var label: String?
  /// The label in the compact size class, where the whole one would not find room beside the
  /// rule ("exact 1044 ms" for "exact 1044 ms: last exit from ±ε").
  public var shortLabel: String?
  /// `nil` for the theme's reference style (dashed grey), or a palette index.
  public var colorIndex: Int?
  /// What it marks (`target`, `start`, …); the scene item's role.
  public var role: String
  /// The mark it is, whose colour it takes over `colorIndex` (``Ink/Mark``).
  public var mark: Ink.Mark?

  /// A rule at `value`, labelled `label`, in the reference style, palette colour `colorIndex`
  /// or the colour of `mark`.
  public init(
    _ orientation: Orientation, at value: Double, label: String? = nil, colorIndex: Int? = nil,
    mark: Ink.Mark? = nil, role: String
  ) {
    self.orientation = orientation
    self.value = value
    self.label = label
    self.colorIndex = colorIndex
    self.mark = mark
    self.role = role
  }
}

extension Rule {
  /// The rule, labelled `shortLabel` in the compact size class (``shortLabel``).
  public func shortened(_ shortLabel: String) -> Rule {
    var rule = self
    rule.shortLabel = shortLabel
    return rule
  }
}

/// A shaded band: a y range (e.g. target ± ε) or an x range (a zone of the parameter map).
public struct Band: Hashable, Sendable {
  /// Horizontal (a y range) or vertical (an x range).
  public var orientation: Rule.Orientation
  /// The range it shades.
  public var range: ClosedRange<Double>
  /// Its label, if any.
  public var label: String?
  /// `nil` for the theme's band colour, or a palette index.
  public var colorIndex: Int?
  /// Multiplies the colour's alpha.
  public var opacity: Double
  /// What it shows; the scene item's role.
  public var role: String
  /// For a horizontal band, limit it to this x range (nil: the whole panel width).
  public var across: ClosedRange<Double>?

  /// The mark it is, whose colour it takes over `colorIndex` (``Ink/Mark``).
  public var mark: Ink.Mark?

  /// A band over `range`, labelled `label`.
  public init(
    _ orientation: Rule.Orientation, _ range: ClosedRange<Double>, label: String? = nil, colorIndex: Int? = nil,
    mark: Ink.Mark? = nil, opacity: Double = 0.12, across: ClosedRange<Double>? = nil, role: String
  ) {
    self.mark = mark
    self.orientation = orientation
    self.range = range
    self.label = label
    self.colorIndex = colorIndex
    self.opacity = opacity
    self.across = across
    self.role = role
  }
}

/// A dot at a data point, optionally labelled.
public struct Marker: Hashable, Sendable {
  /// The data point, in data units.
  public var point: Point
  /// Its label, if any.
  public var label: String?
  /// Its palette colour.
  public var colorIndex: Int
  /// What it marks; the scene item's role.
  public var role: String
  /// Its shape: a dot, a square for a second kind of thing on the same axes, or a ring for a
  /// construction point (a Bézier control point) rather than a point of the motion.
  public var shape: Shape
  /// The shape of a marker.
  public enum Shape: Hashable, Sendable, CaseIterable {
    case circle, square, ring, triangle, diamond

    /// The glyph of `path` centred on `p` with half-size `r`: circle, square, ring (drawn
    /// hollow by its caller), triangle, diamond.
    public func path(at p: Point, radius r: Double) -> Path {
      switch self {
      case .circle, .ring: return .circle(center: p, radius: r)
      case .square: return .rect(Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r))
      case .triangle, .diamond:
        let corners =
          self == .triangle
          ? [
            Point(x: p.x, y: p.y - 1.25 * r), Point(x: p.x + 1.15 * r, y: p.y + 0.85 * r),
            Point(x: p.x - 1.15 * r, y: p.y + 0.85 * r),
          ]
          : [
            Point(x: p.x, y: p.y - 1.3 * r), Point(x: p.x + 1.3 * r, y: p.y), Point(x: p.x, y: p.y + 1.3 * r),
            Point(x: p.x - 1.3 * r, y: p.y),
          ]
        var path = Path()
        path.move(to: corners[0])
        for c in corners.dropFirst() { path.line(to: c) }
        path.close()
        return path
      }
    }
  }
  /// A dot at `point` in palette colour `colorIndex`, labelled `label`.
  public init(at point: Point, label: String? = nil, colorIndex: Int = 0, shape: Shape = .circle, role: String) {
    self.point = point
    self.label = label
    self.colorIndex = colorIndex
    self.shape = shape
    self.role = role
  }
}

/// Text attached to a data point by a leader line; placed where it overlaps nothing.
public struct Annotation: Hashable, Sendable {
  /// The text.
  public var text: String
  /// The data point it is about, in data units.
  public var point: Point
  /// `nil` for the text colour, or a palette index.
  public var colorIndex: Int?
  /// What it says; the scene item's role.
  public var role: String
  /// The mark it is, whose colour it takes over `colorIndex` (``Ink/Mark``).
  public var mark: Ink.Mark?
  /// An annotation saying `text` about `point`.
  public init(_ text: String, at point: Point, colorIndex: Int? = nil, mark: Ink.Mark? = nil, role: String) {
    self.mark = mark
    self.text = text
    self.point = point
    self.colorIndex = colorIndex
    self.role = role
  }
}

/// A thin straight line between two data points, in a palette colour, drawn under the series.
public struct Segment: Hashable, Sendable {
  /// Its ends, in data units.
  public var from: Point
  public var to: Point
  /// Its palette colour: a hairline drawn lighter than a series (a Bézier handle), a wider
  /// stroke in the colour itself (a bar, a velocity's jump).
  public var colorIndex: Int
  /// Its stroke width, in points (1: a hairline).
  public var width: Double
  /// What it shows; the scene item's role.
  public var role: String
  /// A line from `from` to `to` in palette colour `colorIndex`, `width` points wide.
  public init(from: Point, to: Point, colorIndex: Int = 0, width: Double = 1, role: String) {
    self.from = from
    self.to = to
    self.colorIndex = colorIndex
    self.width = width
    self.role = role
  }
}

/// A bracket from x₀ to x₁ at height y with a label, e.g. "settling time 0.82 s".
public struct Span: Hashable, Sendable {
  /// From x₀ to x₁, in data units.
  public var range: ClosedRange<Double>
  /// The height of the bracket, in data units.
  public var y: Double
  /// The label.
  public var label: String
  /// `nil` for the text colour, or a palette index.
  public var colorIndex: Int?
  /// What it measures; the scene item's role.
  public var role: String
  /// The mark it is, whose colour it takes over `colorIndex` (``Ink/Mark``).
  public var mark: Ink.Mark?
  /// A bracket over `range` at height `y` labelled `label`.
  public init(
    _ range: ClosedRange<Double>, at y: Double, label: String, colorIndex: Int? = nil, mark: Ink.Mark? = nil,
    role: String
  ) {
    self.mark = mark
    self.range = range
    self.y = y
    self.label = label
    self.colorIndex = colorIndex
    self.role = role
  }
}
