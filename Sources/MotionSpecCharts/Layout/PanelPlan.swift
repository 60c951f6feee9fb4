import MotionSpecFigures

/// What layout decides about one panel before drawing: domains, ticks, labels and margins.
struct PanelPlan {
  var yDomain: ClosedRange<Double>
  var yTicks: [Double]
  var yLabels: [String]
  var xUnit: AxisUnit
  var xTicks: [Double]
  var xLabels: [String]
  var showsX: Bool
  /// The y axis title in one line, or two where one is longer than the plot is tall (set by
  /// the grid once plot heights are known; ``margins`` then include its width).
  var yTitleLines: [String] = []
  /// Where the y axis title goes in the compact size class: above the plot, after the panel's
  /// title on its line (`inline`) or on a line of its own; `nil` beside the axis.
  var yTitleAbove: YTitlePlace?
  enum YTitlePlace { case inline, ownLine }
  /// The panel title in the lines it needs (whole words, never cut).
  var titleLines: [String] = []
  /// The panel caption in the lines it needs.
  var captionLines: [String] = []
  /// Whether the last x tick label says the time unit (the compact class), so no x title is drawn.
  var unitInTicks = false
  var margins: (left: Double, top: Double, right: Double, bottom: Double)
  /// Each series' polylines in data coordinates, sampled once here and drawn as they are (an
  /// empty list for a series whose domain misses the panel's).
  var samples: [[[Point]]]
}

extension FigureRenderer {
  static let tickLength = 4.0
  static let labelGap = 5.0

  /// Plans a panel drawn in a cell of `cell` size.
  func plan(_ panel: Panel, cell: Size, showsX: Bool, timeUnit: AxisUnit, compact: Bool = false) -> PanelPlan {
    let tickFont = theme.font(theme.tickSize)
    let axisFont = theme.font(theme.axisTitleSize)
    let approxHeight = max(40, cell.height - 60)
    let yCount = max(2, min(8, Int(approxHeight / 36)))
    // The y domain is the data's with a little air (a fixed one when given); ticks fall inside it.
    // Extending the domain to the covering ticks would waste up to a whole step at each end.
    // The series are sampled once, at about the plot's size, and the y domain then covers every
    // sampled point, so a narrow peak the grid of `dataRange` missed still lies inside the axes.
    let provisional = panel.yDomain ?? dataRange(panel)
    let approxWidth = max(60, cell.width - 80)
    let samples = panel.series.map { series -> [[Point]] in
      let domain =
        series.domain.map {
          max($0.lowerBound, panel.xDomain.lowerBound)...min($0.upperBound, panel.xDomain.upperBound)
        } ?? panel.xDomain
      guard domain.upperBound > domain.lowerBound else { return [] }
      return sampler.sample(
        series.function, over: domain, breaks: series.breaks, featureScale: series.featureScale,
        xScale: approxWidth / (panel.xDomain.upperBound - panel.xDomain.lowerBound) * pixelScale,
        yScale: approxHeight / (provisional.upperBound - provisional.lowerBound) * pixelScale)
    }
    var yDomain = provisional
    if panel.yDomain == nil {
      let ys = samples.joined().joined().map(\.y).filter(\.isFinite)
      if let lo = ys.min(), let hi = ys.max(), lo < provisional.lowerBound || hi > provisional.upperBound {
        let air = (max(hi, provisional.upperBound) - min(lo, provisional.lowerBound)) * 0.04
        yDomain = min(lo - air, provisional.lowerBound)...max(hi + air, provisional.upperBound)
      }
    }
    var yTicks = NiceTicks(domain: yDomain, maxCount: yCount, covering: false)
    if yTicks.values.count < 3 { yTicks = NiceTicks(domain: yDomain, maxCount: yCount + 2, covering: false) }
    let yFormatter = TickFormatter(step: yTicks.step)
    let yValues = panel.showsYTicks ? yTicks.values : []
    let yLabels = yValues.map(yFormatter.label)

    let unit = panel.xIsTime ? timeUnit : .plain
    let display = (panel.xDomain.lowerBound * unit.factor)...(panel.xDomain.upperBound * unit.factor)
    let sample = TickFormatter.format(display.upperBound, decimals: 2)
    let xCount = max(2, min(12, Int(approxWidth / max(44, metrics(sample, tickFont).width + 26))))
    let xTicks = NiceTicks(domain: display, maxCount: xCount, covering: false)
    let xFormatter = TickFormatter(step: xTicks.step)
    var xLabels = xTicks.values.map(xFormatter.label)
    // The compact class says a time axis's unit in its last tick label, not in an axis title.
    let unitInTicks = (compact || timeUnitInTicks) && panel.xIsTime && !unit.symbol.isEmpty
    if unitInTicks, let last = xLabels.indices.last { xLabels[last] += " " + unit.symbol }

    let labelHeight = metrics("0", tickFont).height
    let axisTitleHeight = metrics("Ag", axisFont).height
    let widest = yLabels.map { metrics($0, tickFont).width }.max() ?? 0
    let titleFont = theme.font(theme.panelTitleSize, .semibold)
    let left = widest + FigureRenderer.labelGap + FigureRenderer.tickLength
    let titleLines =
      panel.title.map { measurer.wrappedWhole($0, font: titleFont, width: max(40, cell.width - left - 16)) } ?? []
    let titleHeight = Double(titleLines.count) * metrics("Ag", titleFont).height
    let captionFont = theme.font(theme.annotationSize)
    let captionLines =
      panel.caption.map { measurer.wrappedWhole($0, font: captionFont, width: max(40, cell.width - left - 16)) } ?? []
    let captionHeight = Double(captionLines.count) * (metrics("Ag", captionFont).height + 1)
    // The compact class titles the y axis above the plot: after the panel title where both fit
    // the plot's width, else on its own line.
    var yTitleAbove: PanelPlan.YTitlePlace?
    var yTitleHeight = 0.0
    // So does a plot too short for the longest word of its y title set beside it: a title is
    // never broken inside a word.
    let longestWord = panel.yTitle.split(separator: " ").map { metrics(String($0), axisFont).width }.max() ?? 0
    if (compact || longestWord > approxHeight - 40) && !panel.yTitle.isEmpty {
      let both = (titleLines.last.map { metrics($0, titleFont).width + 8 } ?? 0) + metrics(panel.yTitle, axisFont).width
      yTitleAbove = !titleLines.isEmpty && both <= cell.width - left - 16 ? .inline : .ownLine
      if yTitleAbove == .ownLine { yTitleHeight = axisTitleHeight + 1 }
    }
    let top = titleHeight + captionHeight + yTitleHeight + 8
    let bottom =
      showsX
      ? FigureRenderer.tickLength + FigureRenderer.labelGap + labelHeight
        + (panel.xTitle.isEmpty || unitInTicks ? 0 : 6 + axisTitleHeight)
      : 10
    let lastLabel = xLabels.last.map { metrics($0, tickFont).width / 2 + 2 } ?? 0
    let right = max(14, showsX ? lastLabel : 0)
    return PanelPlan(
      yDomain: yDomain, yTicks: yValues, yLabels: yLabels, xUnit: unit,
      xTicks: xTicks.values.map { $0 / unit.factor }, xLabels: xLabels, showsX: showsX, yTitleAbove: yTitleAbove,
      titleLines: titleLines, captionLines: captionLines, unitInTicks: unitInTicks,
      margins: (left, top, right, bottom), samples: samples)
  }

  /// `title` for a y axis `height` tall, beside it: the lines it needs, each a run of whole words.
  func yTitleLines(_ title: String, height: Double) -> [String] {
    guard !title.isEmpty else { return [] }
    return measurer.wrappedWhole(title, font: theme.font(theme.axisTitleSize, .medium), width: max(20, height))
  }

  /// The y range every mark of `panel` needs, with a little air.
  func dataRange(_ panel: Panel) -> ClosedRange<Double> {
    var values = panel.yIncludes
    for s in panel.series {
      let d = s.domain ?? panel.xDomain
      // As fine as the sampler starts, so a narrow peak is inside the domain it draws.
      let n = max(256, 2 * sampler.intervals(over: d.upperBound - d.lowerBound, featureScale: s.featureScale))
      for i in 0...n { values.append(s.function(d.lowerBound + (d.upperBound - d.lowerBound) * Double(i) / Double(n))) }
      for b in s.breaks where d.contains(b) {
        values.append(s.function(b - 1e-9))
        values.append(s.function(b + 1e-9))
      }
    }
    values += panel.rules.filter { $0.orientation == .horizontal }.map(\.value)
    values += panel.bands.filter { $0.orientation == .horizontal }.flatMap {
      [$0.range.lowerBound, $0.range.upperBound]
    }
    values += panel.markers.map(\.point.y) + panel.annotations.map(\.point.y) + panel.spans.map(\.y)
    let finite = values.filter(\.isFinite)
    guard let lo = finite.min(), let hi = finite.max() else { return 0...1 }
    let air = hi > lo ? (hi - lo) * 0.06 : max(abs(hi) * 0.1, 1)
    return (lo - air)...(hi + air)
  }
}

extension PanelPlan {
  /// Keeps the y ticks (and their labels) whose labels, `labelHeight` tall, clear the last one
  /// kept on a plot `plotHeight` tall, from the lowest up: a short plot shows fewer ticks rather
  /// than labels drawn over each other.
  mutating func thinYTicks(plotHeight: Double, labelHeight: Double) {
    let span = yDomain.upperBound - yDomain.lowerBound
    guard span > 0, yTicks.count > 1 else { return }
    var ticks: [Double] = [], labels: [String] = []
    for (tick, label) in zip(yTicks, yLabels).sorted(by: { $0.0 < $1.0 }) {
      if let last = ticks.last, (tick - last) / span * plotHeight < labelHeight { continue }
      ticks.append(tick)
      labels.append(label)
    }
    (yTicks, yLabels) = (ticks, labels)
  }
}
