import MotionSpecCharts
import MotionSpecFigures

/// A description's marks (``FigureData``) as the Cairo charts draw them.
extension Panel {
  /// A panel of `xDomain` holding the marks of `data`, which fits its series and `yIncludes`.
  init(_ data: FigureData.PanelData, xDomain: ClosedRange<Double>, yIncludes: [Double]) {
    self.init(title: data.title, yTitle: data.yTitle, xDomain: xDomain, yIncludes: yIncludes)
    add(data)
  }

  /// The rules, spans, markers and segments of `data` added to the panel; Bézier control points,
  /// which lie off the curve, are kept in view.
  mutating func add(_ data: FigureData.PanelData) {
    rules += data.rules.map {
      Rule(
        $0.orientation == "vertical" ? .vertical : .horizontal, at: $0.at, label: $0.label,
        mark: $0.mark.flatMap(Ink.Mark.init(rawValue:)), role: $0.role)
    }
    spans += data.spans.map {
      Span($0.from...$0.to, at: $0.y, label: $0.label, mark: $0.mark.flatMap(Ink.Mark.init(rawValue:)), role: $0.role)
    }
    markers += data.markers.map { m in
      Marker(
        at: Point(x: m.x, y: m.y), label: m.label, colorIndex: m.colorIndex,
        shape: Marker.Shape.allCases.first { "\($0)" == m.shape } ?? .circle, role: m.role)
    }
    segments += data.segments.map {
      Segment(from: Point(x: $0.x1, y: $0.y1), to: Point(x: $0.x2, y: $0.y2), colorIndex: $0.colorIndex, role: $0.role)
    }
    yIncludes += data.markers.filter { $0.role.hasPrefix("marker:control-point") }.map(\.y)
  }
}
