import MotionSpecFigures

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
  /// The figure's form where its rows of plots do not fit (see ``FigureRenderer/scene(_:)``).
  public var compact: CompactForm?
  /// Whether the subtitle is a compact form's caption of the key numbers, which says what the
  /// markers' labels say (set by ``compacted(_:)``).
  var subtitleSaysMarks = false

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

/// What a figure keeps where its rows of plots do not fit (a pull-request comment, a phone, a
/// README picture): the panels that carry its point, and one line of the key numbers the others
/// showed, said instead of the subtitle.
public struct CompactForm: Sendable {
  /// The indices of the panels kept, in order.
  public var panels: [Int]
  /// The key numbers in one line, e.g. "settles 696 ms · overshoot 1.5 % · peak 5.8 /s".
  public var caption: String?

  /// Keeps `panels`, saying `caption` instead of the subtitle.
  public init(panels: [Int], caption: String? = nil) {
    self.panels = panels
    self.caption = caption
  }
}

extension Figure {
  /// The figure in its ``CompactForm``: the kept panels, one per row, the caption for a subtitle
  /// and no footnote. A kept series drawn in the style of a series the legend named takes that
  /// name and is named too (a velocity panel kept alone still says which line is which), and a
  /// kept rule another panel labelled takes its label (the release, the retarget).
  public func compacted(_ form: CompactForm) -> Figure {
    var legendNames: [SeriesStyle: Series] = [:]
    for series in panels.flatMap(\.series) where series.inLegend && legendNames[series.style] == nil {
      legendNames[series.style] = series
    }
    var kept = form.panels.filter(panels.indices.contains).map { panels[$0] }
    for p in kept.indices {
      for s in kept[p].series.indices where !kept[p].series[s].inLegend {
        if let named = legendNames[kept[p].series[s].style] {
          kept[p].series[s].name = named.name
          kept[p].series[s].shortName = named.shortName
          kept[p].series[s].inLegend = true
        }
      }
    }
    let labels = Dictionary(
      panels.flatMap(\.rules).compactMap { rule in rule.label.map { _ in ("\(rule.role) \(rule.value)", rule) } },
      uniquingKeysWith: { first, _ in first })
    for p in kept.indices {
      for r in kept[p].rules.indices where kept[p].rules[r].label == nil {
        guard let labelled = labels["\(kept[p].rules[r].role) \(kept[p].rules[r].value)"] else { continue }
        kept[p].rules[r].label = labelled.label
        kept[p].rules[r].shortLabel = labelled.shortLabel
      }
    }
    var figure = self
    figure.panels = kept
    figure.columns = 1
    figure.subtitle = form.caption
    figure.subtitleSaysMarks = form.caption != nil
    figure.footnote = nil
    figure.compact = nil
    return figure
  }
}
