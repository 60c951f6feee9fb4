/// A whole picture: a title, a legend and one or more panels in a grid.
public struct Figure: Sendable {
  /// The figure's title (also its accessible name).
  public var title: String
  /// A line under the title (also its description).
  public var subtitle: String?
  /// The figure's size in points.
  public var size: Size
  /// Panels per row; panels fill rows left to right.
  public var columns: Int
  /// The panels, laid out in ``columns`` columns.
  public var panels: [Panel]
  /// Panels in one column share their time axis: only the lowest shows tick labels and title.
  public var sharedX: Bool
  /// A line of small print under the grid (e.g. what ε is).
  public var footnote: String?
  /// Whether to draw the legend (built from the series that are `inLegend`, then ``legendMarkers``).
  public var showsLegend: Bool
  /// Legend entries for markers (a dot of a palette colour and its meaning), e.g. token groups.
  public var legendMarkers: [(name: String, colorIndex: Int, shape: Marker.Shape)] = []
  /// The unit of every time axis of the figure; `nil` picks one for the widest time axis
  /// (milliseconds when it is under a second), so one figure never mixes units.
  public var timeUnit: AxisUnit?
  /// What the figure's motion moves, in step with its first panel's time axis (see ``Racer``).
  public var racers: [Racer] = []

  /// A figure of `panels` in `columns` columns, `size` points large; `sharedX` aligns the panels' time axes.
  public init(
    title: String, subtitle: String? = nil, size: Size = Size(width: 800, height: 500), columns: Int = 1,
    panels: [Panel], sharedX: Bool = true, footnote: String? = nil, showsLegend: Bool = true
  ) {
    self.title = title
    self.subtitle = subtitle
    self.size = size
    self.columns = max(1, columns)
    self.panels = panels
    self.sharedX = sharedX
    self.footnote = footnote
    self.showsLegend = showsLegend
  }
}
