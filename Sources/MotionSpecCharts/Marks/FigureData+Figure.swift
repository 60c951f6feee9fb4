import MotionSpecFigures

/// The data of a drawn figure (tests compare it with the description it was built from).
extension FigureData {
  public init(_ figure: Figure) {
    self.init(
      title: figure.title, subtitle: figure.subtitle, footnote: figure.footnote, timeUnit: "s", window: [], panels: [])

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
