/// What every step of drawing a panel needs: the panel, its plan, the plot's rectangle and its
/// scales, and the key its items' roles start with.
struct PanelFrame {
  let panel: Panel
  let plan: PanelPlan
  let plot: Rect
  /// The panel's whole cell (plot, ticks and titles).
  let cell: Rect
  let key: String
  let xs: LinearScale
  let ys: LinearScale

  /// Where labels may go: the plot, inset by 2 points.
  var bounds: Rect { Rect(x: plot.minX + 2, y: plot.minY + 2, width: plot.width - 4, height: plot.height - 4) }

  /// The markers inside the window.
  var visibleMarkers: [Marker] {
    panel.markers.filter { plan.yDomain.contains($0.point.y) && panel.xDomain.contains($0.point.x) }
  }
}

extension FigureRenderer {
  /// Draws one panel: bands, grid, axes, rules, series, markers, spans, annotations, labels —
  /// one small step per kind of mark, in drawing order (what is drawn first is avoided by the
  /// labels placed after it).
  func draw(_ panel: Panel, _ plan: PanelPlan, plot: Rect, cell: Rect, key: String, _ canvas: inout Canvas) {
    let f = PanelFrame(
      panel: panel, plan: plan, plot: plot, cell: cell, key: key,
      xs: LinearScale(domain: panel.xDomain, range: (plot.minX, plot.maxX)),
      ys: LinearScale(domain: plan.yDomain, range: (plot.maxY, plot.minY)))
    canvas.scene.plots.append(
      PlotArea(rect: plot, xDomain: panel.xDomain, yDomain: plan.yDomain, xIsTime: panel.xIsTime))
    for step in [
      drawBands, drawGridAndAxes, drawTitle, drawRules, drawSeries, drawMarkers, drawSpans, labelRules, nameLines,
      labelSpans,
      labelBands, labelMarkersAndAnnotations,
    ] as [(PanelFrame, inout Canvas) -> Void] {
      step(f, &canvas)
    }
  }

  /// Bands under everything.
  func drawBands(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let plot = f.plot
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    for band in panel.bands {
      let fill =
        band.mark.map { Ink.mark($0) } ?? band.colorIndex.map { theme.seriesInk($0).opacity(band.opacity) } ?? .band
      let r: Rect
      if band.orientation == .horizontal {
        let x0 = band.across.map { xs($0.lowerBound) } ?? plot.minX,
          x1 = band.across.map { xs($0.upperBound) } ?? plot.maxX
        let y0 = max(plot.minY, ys(band.range.upperBound)), y1 = min(plot.maxY, ys(band.range.lowerBound))
        r = Rect(
          x: max(plot.minX, x0), y: y0, width: min(plot.maxX, x1) - max(plot.minX, x0), height: max(0.75, y1 - y0))
      } else {
        let x0 = max(plot.minX, xs(band.range.lowerBound)), x1 = min(plot.maxX, xs(band.range.upperBound))
        r = Rect(x: x0, y: plot.minY, width: max(0, x1 - x0), height: plot.height)
      }
      canvas.scene.append("\(key)/\(band.role)", .path(.rect(r), fill: fill, stroke: nil))
    }
  }

  /// The grid, the axes, their tick marks and labels, and the axis titles.
  func drawGridAndAxes(_ f: PanelFrame, _ canvas: inout Canvas) {
    let cell = f.cell
    let panel = f.panel
    let plan = f.plan
    let plot = f.plot
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    let tickFont = theme.font(theme.tickSize)
    // Grid and axes.
    let gridStroke = StrokeStyle(color: .grid, width: 1)
    for y in plan.yTicks where plan.yDomain.contains(y) {
      let py = ys(y)
      canvas.scene.append(
        "\(key)/grid:y",
        .path(.segment(Point(x: plot.minX, y: py), Point(x: plot.maxX, y: py)), fill: nil, stroke: gridStroke),
        kind: .grid)
    }
    for x in plan.xTicks where panel.xDomain.contains(x) {
      let px = xs(x)
      canvas.scene.append(
        "\(key)/grid:x",
        .path(.segment(Point(x: px, y: plot.minY), Point(x: px, y: plot.maxY)), fill: nil, stroke: gridStroke),
        kind: .grid)
    }
    let axisStroke = StrokeStyle(color: .axis, width: 1)
    canvas.scene.append(
      "\(key)/axis:x",
      .path(
        .segment(Point(x: plot.minX, y: plot.maxY), Point(x: plot.maxX, y: plot.maxY)), fill: nil, stroke: axisStroke))
    canvas.scene.append(
      "\(key)/axis:y",
      .path(
        .segment(Point(x: plot.minX, y: plot.minY), Point(x: plot.minX, y: plot.maxY)), fill: nil, stroke: axisStroke))
    if plan.yDomain.lowerBound < 0 && plan.yDomain.upperBound > 0
      && !panel.rules.contains(where: { $0.orientation == .horizontal && $0.value == 0 })
    {
      canvas.scene.append(
        "\(key)/axis:zero",
        .path(
          .segment(Point(x: plot.minX, y: ys(0)), Point(x: plot.maxX, y: ys(0))), fill: nil,
          stroke: StrokeStyle(color: .axis, width: 0.75)))
      canvas.avoid([Point(x: plot.minX, y: ys(0)), Point(x: plot.maxX, y: ys(0))])
    }

    // Tick labels and titles first, so annotations avoid them.
    for (y, label) in zip(plan.yTicks, plan.yLabels) where plan.yDomain.contains(y) {
      let py = ys(y)
      canvas.scene.append(
        "\(key)/tick:y",
        .path(
          .segment(Point(x: plot.minX - FigureRenderer.tickLength, y: py), Point(x: plot.minX, y: py)), fill: nil,
          stroke: axisStroke), kind: .tick)
      canvas.text(
        label, at: Point(x: plot.minX - FigureRenderer.tickLength - FigureRenderer.labelGap, y: py),
        .init(.trailing, .middle), tickFont, .muted, role: "\(key)/label:y")
    }
    for (x, label) in zip(plan.xTicks, plan.xLabels) where panel.xDomain.contains(x) {
      let px = xs(x)
      canvas.scene.append(
        "\(key)/tick:x",
        .path(
          .segment(Point(x: px, y: plot.maxY), Point(x: px, y: plot.maxY + FigureRenderer.tickLength)), fill: nil,
          stroke: axisStroke), kind: .tick)
      if plan.showsX {
        canvas.text(
          label, at: Point(x: px, y: plot.maxY + FigureRenderer.tickLength + FigureRenderer.labelGap),
          .init(.center, .top), tickFont, .muted, role: "\(key)/label:x")
      }
    }
    let axisFont = theme.font(theme.axisTitleSize, .medium)
    if plan.showsX && !panel.xTitle.isEmpty && !plan.unitInTicks {
      canvas.text(
        fit(panel.xTitle + plan.xUnit.suffix, axisFont, plot.width), at: Point(x: plot.midX, y: cell.maxY),
        .init(.center, .bottom), axisFont, .text, role: "\(key)/title:x")
    }
    let h = metrics("Ag", axisFont).height
    for (i, line) in plan.yTitleLines.enumerated() {
      canvas.text(
        fit(line, axisFont, plot.height), at: Point(x: cell.minX + h / 2 + Double(i) * h, y: plot.midY),
        .init(.center, .middle), axisFont, .text, angle: -Double.pi / 2, role: "\(key)/title:y")
    }
  }

  /// The panel title and, under it, the caption, in the margin above the plot (never on the data);
  /// in the compact size class the y axis title too, after the title or on a line under it.
  func drawTitle(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let plot = f.plot
    let key = f.key
    var above = plot.minY - 6
    let axisFont = theme.font(theme.axisTitleSize, .medium)
    if f.plan.yTitleAbove == .ownLine {
      above -=
        canvas.text(
          panel.yTitle, at: Point(x: plot.minX, y: above), .init(.leading, .bottom), axisFont, .muted,
          role: "\(key)/title:y"
        ).height + 1
    }
    for line in f.plan.captionLines.reversed() {
      let font = theme.font(theme.annotationSize)
      above -=
        canvas.text(
          line, at: Point(x: plot.minX, y: above), .init(.leading, .bottom), font, .muted, role: "\(key)/caption"
        )
        .height + 1
    }
    let font = theme.font(theme.panelTitleSize, .semibold)
    for (i, line) in f.plan.titleLines.enumerated().reversed() {
      let m = canvas.text(
        line, at: Point(x: plot.minX, y: above), .init(.leading, .bottom), font, .text, role: "\(key)/title")
      defer { above -= m.height }
      if i == f.plan.titleLines.count - 1, f.plan.yTitleAbove == .inline {
        // On the title's baseline.
        canvas.text(
          panel.yTitle, at: Point(x: plot.minX + m.width + 8, y: above - m.height + m.baseline),
          .init(.leading, .baseline), axisFont, .muted, role: "\(key)/title:y")
      }
    }
  }

  /// Reference rules (an arrow at the edge for one beyond the window).
  func drawRules(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let plan = f.plan
    let plot = f.plot
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    for rule in panel.rules {
      let stroke = StrokeStyle(
        color: color(rule.colorIndex, rule.mark), width: 1.2,
        dash: rule.colorIndex == nil && rule.mark == nil ? [5, 4] : [3, 3])
      if rule.orientation == .horizontal {
        guard plan.yDomain.contains(rule.value) else { continue }
        let py = ys(rule.value)
        canvas.scene.append(
          "\(key)/\(rule.role)",
          .path(.segment(Point(x: plot.minX, y: py), Point(x: plot.maxX, y: py)), fill: nil, stroke: stroke))
        canvas.avoid([Point(x: plot.minX, y: py), Point(x: plot.maxX, y: py)])
      } else {
        guard panel.xDomain.contains(rule.value) else {
          // Beyond the window: an arrow at the edge it lies past, with its label, never dropped.
          let right = rule.value > panel.xDomain.upperBound
          edgeArrow(
            rule.label, at: Point(x: right ? plot.maxX : plot.minX, y: plot.minY + 8), pointing: right ? .right : .left,
            color: color(rule.colorIndex, rule.mark), role: "\(key)/\(rule.role)",
            bounds: Rect(x: plot.minX + 2, y: plot.minY + 2, width: plot.width - 4, height: plot.height - 4), &canvas)
          continue
        }
        let px = xs(rule.value)
        canvas.scene.append(
          "\(key)/\(rule.role)",
          .path(.segment(Point(x: px, y: plot.minY), Point(x: px, y: plot.maxY)), fill: nil, stroke: stroke))
        canvas.avoid([Point(x: px, y: plot.minY), Point(x: px, y: plot.maxY)])
      }
    }
  }

  /// Segments, areas and series, clipped to the plot.
  func drawSeries(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let plan = f.plan
    let plot = f.plot
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    var clipped: [Scene.Item] = []
    for segment in panel.segments {
      let a = Point(x: xs(segment.from.x), y: ys(segment.from.y)), b = Point(x: xs(segment.to.x), y: ys(segment.to.y))
      clipped.append(
        Scene.Item(
          "\(key)/\(segment.role)",
          .path(
            .segment(a, b), fill: nil,
            stroke: StrokeStyle(
              color: theme.seriesInk(segment.colorIndex).opacity(segment.width > 1 ? 1 : 0.6), width: segment.width,
              cap: segment.width > 1 ? .round : .butt))))
      canvas.avoid([a, b])
    }
    for (series, lines) in zip(panel.series, plan.samples) where !lines.isEmpty {
      let pixels = lines.map { $0.map { Point(x: xs($0.x), y: ys($0.y)) } }
      if let base = series.fillTo {
        let stroke = stroke(series.style)
        for line in pixels where line.count > 1 {
          let poly = line + [Point(x: line.last!.x, y: ys(base)), Point(x: line.first!.x, y: ys(base))]
          clipped.append(
            Scene.Item(
              "\(key)/area:\(series.name)", .path(.polygon(poly), fill: stroke.color.opacity(0.12), stroke: nil)))
        }
      }
      var path = Path()
      for line in pixels { canvas.avoid(line) }
      if series.connectJumps {  // the connectors drawn at jumps are lines too
        for (a, b) in zip(pixels, pixels.dropFirst()) {
          if let end = a.last, let start = b.first { canvas.avoid([end, start]) }
        }
      }
      for (i, line) in pixels.enumerated() {
        for (j, p) in line.enumerated() {
          if j == 0 && (i == 0 || !series.connectJumps) { path.move(to: p) } else { path.line(to: p) }
        }
      }
      clipped.append(
        Scene.Item("\(key)/series:\(series.name)", .path(path, fill: nil, stroke: stroke(series.style)), kind: .series))
    }
    canvas.scene.append("\(key)/plot", .clipped(plot.insetBy(-2), clipped))
  }

  /// Every marker: its dot, or an arrow at the edge when it lies outside the window. Before any label, so every label avoids every marker.
  func drawMarkers(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let plan = f.plan
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    let bounds = f.bounds
    let visibleMarkers = f.visibleMarkers
    for marker in panel.markers where !(plan.yDomain.contains(marker.point.y) && panel.xDomain.contains(marker.point.x))
    {
      // Outside the window: an arrow at the nearest edge, pointing at where it is.
      let x = min(max(marker.point.x, panel.xDomain.lowerBound), panel.xDomain.upperBound)
      let y = min(max(marker.point.y, plan.yDomain.lowerBound), plan.yDomain.upperBound)
      let direction: EdgeDirection =
        marker.point.x > panel.xDomain.upperBound
        ? .right
        : marker.point.x < panel.xDomain.lowerBound
          ? .left
          : marker.point.y > plan.yDomain.upperBound ? .up : .down
      edgeArrow(
        marker.label, at: Point(x: xs(x), y: ys(y)), pointing: direction, color: theme.seriesInk(marker.colorIndex),
        role: "\(key)/\(marker.role)", bounds: bounds, &canvas)
    }
    for marker in visibleMarkers {
      let p = Point(x: xs(marker.point.x), y: ys(marker.point.y))
      let c = theme.seriesInk(marker.colorIndex)
      canvas.scene.append(
        "\(key)/\(marker.role)",
        marker.shape == .ring
          ? .path(.circle(center: p, radius: 3), fill: .background, stroke: StrokeStyle(color: c, width: 1.3))
          : .path(marker.shape.path(at: p, radius: 3.5), fill: c, stroke: StrokeStyle(color: .background, width: 1.2)))
      canvas.avoid([
        Point(x: p.x - 4, y: p.y - 4), Point(x: p.x + 4, y: p.y - 4), Point(x: p.x + 4, y: p.y + 4),
        Point(x: p.x - 4, y: p.y + 4), Point(x: p.x - 4, y: p.y - 4),
      ])
    }
  }

  /// Every span's bracket, before any label, so labels avoid them and a badge covers them.
  func drawSpans(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    for span in panel.spans {
      let c = color(span.colorIndex, span.mark)
      // A span that runs past the window is cut at the edge and ends in an arrow there.
      let runsOff = span.range.upperBound > panel.xDomain.upperBound
      let x0 = xs(max(span.range.lowerBound, panel.xDomain.lowerBound)),
        x1 = xs(min(span.range.upperBound, panel.xDomain.upperBound))
      let py = ys(span.y)
      var bracket = Path()
      bracket.move(to: Point(x: x0, y: py - 4)); bracket.line(to: Point(x: x0, y: py + 4))
      bracket.move(to: Point(x: x0, y: py)); bracket.line(to: Point(x: x1, y: py))
      if runsOff {
        bracket.move(to: Point(x: x1 - 6, y: py - 4)); bracket.line(to: Point(x: x1, y: py));
        bracket.line(to: Point(x: x1 - 6, y: py + 4))
      } else {
        bracket.move(to: Point(x: x1, y: py - 4)); bracket.line(to: Point(x: x1, y: py + 4))
      }
      canvas.scene.append("\(key)/\(span.role)", .path(bracket, fill: nil, stroke: StrokeStyle(color: c, width: 1.2)))
      canvas.avoid([Point(x: x0, y: py), Point(x: x1, y: py)])
      canvas.avoid([Point(x: x0, y: py - 4), Point(x: x0, y: py + 4)])
      canvas.avoid([Point(x: x1, y: py - 4), Point(x: x1, y: py + 4)])
    }
  }

  /// Rule labels first: they stay beside their rule; a span's label may move.
  func labelRules(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let plan = f.plan
    let plot = f.plot
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    let bounds = f.bounds
    let note = theme.font(theme.annotationSize)
    for rule in panel.rules {
      guard let label = (canvas.namesLines ? rule.shortLabel : nil) ?? rule.label else { continue }
      let c = color(rule.colorIndex, rule.mark)
      if rule.orientation == .horizontal, plan.yDomain.contains(rule.value) {
        let py = ys(rule.value)
        place(
          label,
          candidates: [
            (Point(x: plot.maxX - 4, y: py - 3), .init(.trailing, .bottom)),
            (Point(x: plot.maxX - 4, y: py + 3), .init(.trailing, .top)),
            (Point(x: plot.minX + 6, y: py - 3), .init(.leading, .bottom)),
            (Point(x: plot.minX + 6, y: py + 3), .init(.leading, .top)),
          ], bounds: bounds, font: note, color: c, role: "\(key)/\(rule.role):label", nearestFallback: false,
          mark: Point(x: plot.maxX - 4, y: py), &canvas)
      } else if rule.orientation == .vertical, panel.xDomain.contains(rule.value) {
        let px = xs(rule.value)
        // Beside its own rule, at the first free height from the top down: never elsewhere.
        var candidates: [(Point, TextAnchor)] = []
        for y in stride(from: plot.minY + 3, through: plot.maxY - 3, by: 12) {
          candidates += [
            (Point(x: px + 4, y: y), .init(.leading, .top)), (Point(x: px - 4, y: y), .init(.trailing, .top)),
          ]
        }
        place(
          label, candidates: candidates, bounds: bounds, font: note, color: c, role: "\(key)/\(rule.role):label",
          nearestFallback: false, mark: Point(x: px, y: plot.minY + 3),
          margin: (
            // A badge that finds no room beside its rule sits on the rule's end, above the plot.
            [0.0, 1, -1, 2, -2].map { (Point(x: px + $0 * 16, y: plot.minY - 2), TextAnchor(.center, .bottom)) },
            Rect(x: plot.minX - 8, y: plot.minY - 24, width: plot.width + 16, height: 24)
          ), onMark: (Point(x: px, y: plot.minY + 10), Point(x: 0, y: 16)), &canvas)
      }
    }
  }

  /// In the compact size class, each line the legend would have named is named at the line, in
  /// its own colour, once per figure (Observable Plot's and the talk's direct labels): where it
  /// runs farthest from the other lines, so the name reads as its line's, on the side away from
  /// the nearest one, and never on another line or label.
  func nameLines(_ f: PanelFrame, _ canvas: inout Canvas) {
    guard canvas.namesLines else { return }
    let font = theme.font(theme.legendSize, .medium)
    let drawn = f.panel.series.indices.filter { !f.plan.samples[$0].isEmpty }
    for i in drawn {
      let series = f.panel.series[i]
      guard canvas.lineNames.contains(series.name), !canvas.namedLines.contains(series.name) else { continue }
      let name = series.shortName ?? series.name
      let m = metrics(name, font)
      let domain =
        series.domain.map {
          max($0.lowerBound, f.panel.xDomain.lowerBound)...min($0.upperBound, f.panel.xDomain.upperBound)
        } ?? f.panel.xDomain
      // Candidates along the line: the room to the nearest other line above and below, capped
      // at two label heights (beyond that all room is as good), later points first on a tie.
      var candidates: [(gap: Double, room: Double, order: Int, point: Point, anchor: TextAnchor)] = []
      let steps = 24
      for k in (0...steps).reversed() {
        let x = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(k) / Double(steps)
        let y = series.function(x)
        guard y.isFinite, f.plan.yDomain.contains(y) else { continue }
        let p = Point(x: f.xs(x), y: f.ys(y))
        var up = Double.infinity, down = Double.infinity
        for j in drawn where j != i {
          let other = f.panel.series[j]
          guard other.domain?.contains(x) ?? true else { continue }
          let oy = other.function(x)
          guard oy.isFinite else { continue }
          let q = f.ys(oy)
          if q <= p.y { up = min(up, p.y - q) } else { down = min(down, q - p.y) }
        }
        // A name nearer its own line than any other, so it reads as that line's.
        let cap = 2 * m.height
        for (room, dy, vertical) in [(up, -1.0, TextAnchor.Vertical.bottom), (down, 1, .top)] {
          for gap in [3.0, 8, 14] where room - gap - m.height >= max(gap, 6) {
            for horizontal in [TextAnchor.Horizontal.center, .trailing, .leading] {
              candidates.append(
                (
                  gap, min(room, cap), candidates.count, Point(x: p.x, y: p.y + dy * gap),
                  TextAnchor(horizontal, vertical)
                ))
            }
          }
        }
      }
      candidates.sort { (-$0.gap, $0.room, -$0.order) > (-$1.gap, $1.room, -$1.order) }
      guard
        let spot = candidates.first(where: {
          canvas.isFree($0.anchor.box(at: $0.point, metrics: m), within: f.bounds)
        })
      else { continue }
      canvas.text(
        name, at: spot.point, spot.anchor, font, stroke(series.style).color, role: "\(f.key)/name:\(series.name)")
      canvas.namedLines.insert(series.name)
    }
  }

  /// Span labels.
  func labelSpans(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    let bounds = f.bounds
    let note = theme.font(theme.annotationSize)
    for span in panel.spans {
      let c = color(span.colorIndex, span.mark)
      let x0 = xs(max(span.range.lowerBound, panel.xDomain.lowerBound)),
        x1 = xs(min(span.range.upperBound, panel.xDomain.upperBound))
      let py = ys(span.y)
      let mid = (x0 + x1) / 2
      place(
        span.label,
        candidates: [
          (Point(x: mid, y: py - 5), .init(.center, .bottom)), (Point(x: mid, y: py + 6), .init(.center, .top)),
          (Point(x: x1 + 6, y: py), .init(.leading, .middle)), (Point(x: x0 - 6, y: py), .init(.trailing, .middle)),
        ], bounds: bounds, font: note, color: c, role: "\(key)/\(span.role):label", &canvas)
    }
  }

  /// Band labels, in muted text.
  func labelBands(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let plot = f.plot
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    let bounds = f.bounds
    let note = theme.font(theme.annotationSize)
    for band in panel.bands {
      guard let label = band.label else { continue }
      // Muted text, not the band's hue: on the band's own tint a hue would lose its contrast.
      let c = Ink.muted
      let anchorPoint: [(Point, TextAnchor)]
      if band.orientation == .horizontal {
        let top = ys(band.range.upperBound), bottom = ys(band.range.lowerBound)
        anchorPoint = [
          (Point(x: plot.maxX - 4, y: bottom + 3), .init(.trailing, .top)),
          (Point(x: plot.maxX - 4, y: top - 3), .init(.trailing, .bottom)),
          (Point(x: plot.minX + 6, y: top + 3), .init(.leading, .top)),
        ]
      } else {
        let mid = xs((band.range.lowerBound + band.range.upperBound) / 2)
        anchorPoint = [
          (Point(x: mid, y: plot.minY + 4), .init(.center, .top)),
          (Point(x: mid, y: plot.maxY - 4), .init(.center, .bottom)),
        ]
      }
      // A band is an area, not a point: where its corners are taken (a crowded map), the label
      // goes to the nearest free spot inside the band itself, with no leader; a leader to a spot
      // elsewhere would point at nothing.
      let role = "\(key)/\(band.role):label"
      let m = metrics(label, note)
      let inside =
        band.orientation == .horizontal
        ? Rect(
          x: plot.minX, y: max(plot.minY, ys(band.range.upperBound)), width: plot.width,
          height: min(plot.maxY, ys(band.range.lowerBound)) - max(plot.minY, ys(band.range.upperBound)))
        : Rect(
          x: max(plot.minX, xs(band.range.lowerBound)), y: plot.minY,
          width: min(plot.maxX, xs(band.range.upperBound)) - max(plot.minX, xs(band.range.lowerBound)),
          height: plot.height)
      if anchorPoint.contains(where: { canvas.isFree($0.1.box(at: $0.0, metrics: m), within: bounds) }) {
        place(label, candidates: anchorPoint, bounds: bounds, font: note, color: c, role: role, &canvas)
      } else if inside.width > m.width, inside.height > m.height,
        let spot = nearestFreeSpot(for: m, near: anchorPoint[0].0, bounds: inside, canvas)
      {
        canvas.text(label, at: spot.0, spot.1, note, c, role: role)
      } else {
        // Never outside its band: a numbered callout, or left out where there is no room for one.
        place(
          label, candidates: anchorPoint, bounds: bounds, font: note, color: c, role: role, nearestFallback: false,
          &canvas)
      }
    }
  }

  /// Marker labels and annotations, placed last around everything else.
  func labelMarkersAndAnnotations(_ f: PanelFrame, _ canvas: inout Canvas) {
    let panel = f.panel
    let key = f.key
    let xs = f.xs
    let ys = f.ys
    let bounds = f.bounds
    let visibleMarkers = f.visibleMarkers
    for marker in visibleMarkers {
      guard let label = marker.label else { continue }
      let p = Point(x: xs(marker.point.x), y: ys(marker.point.y))
      annotate(
        label, at: p, bounds: bounds, color: theme.seriesInk(marker.colorIndex), role: "\(key)/\(marker.role):label",
        &canvas)
    }
    for a in panel.annotations {
      let p = Point(x: xs(a.point.x), y: ys(a.point.y))
      annotate(
        a.text, at: p, bounds: bounds, color: a.mark.map(Ink.mark) ?? a.colorIndex.map { theme.seriesInk($0) } ?? .text,
        role: "\(key)/\(a.role)", &canvas)
    }
  }

  /// Which way an edge arrow points.
  enum EdgeDirection { case left, right, up, down }

  /// A mark that lies outside the plot: a small arrow at the edge, pointing out, and its label
  /// beside it inside the plot (role `…:offscale`), so nothing is clamped silently.
  func edgeArrow(
    _ label: String?, at p: Point, pointing direction: EdgeDirection, color: Ink, role: String, bounds: Rect,
    _ canvas: inout Canvas
  ) {
    let size = 7.0
    let tip: Point, base1: Point, base2: Point
    switch direction {
    case .right:
      (tip, base1, base2) = (p, Point(x: p.x - size, y: p.y - size / 2), Point(x: p.x - size, y: p.y + size / 2))
    case .left:
      (tip, base1, base2) = (p, Point(x: p.x + size, y: p.y - size / 2), Point(x: p.x + size, y: p.y + size / 2))
    case .up:
      (tip, base1, base2) = (p, Point(x: p.x - size / 2, y: p.y + size), Point(x: p.x + size / 2, y: p.y + size))
    case .down:
      (tip, base1, base2) = (p, Point(x: p.x - size / 2, y: p.y - size), Point(x: p.x + size / 2, y: p.y - size))
    }
    canvas.scene.append(role + ":offscale", .path(.polygon([tip, base1, base2]), fill: color, stroke: nil))
    canvas.avoid([tip, base1, base2, tip])
    guard let label else { return }
    let text = direction == .right ? label + " →" : direction == .left ? "← " + label : label
    var candidates: [(Point, TextAnchor)] = []
    for dy in stride(from: 0.0, through: 120, by: 14) {
      switch direction {
      case .right: candidates.append((Point(x: p.x - size - 3, y: p.y + dy), .init(.trailing, .middle)))
      case .left: candidates.append((Point(x: p.x + size + 3, y: p.y + dy), .init(.leading, .middle)))
      case .up:
        candidates += [
          (Point(x: p.x + size, y: p.y + 2 + dy), .init(.leading, .top)),
          (Point(x: p.x - size, y: p.y + 2 + dy), .init(.trailing, .top)),
        ]
      case .down:
        candidates += [
          (Point(x: p.x + size, y: p.y - 2 - dy), .init(.leading, .bottom)),
          (Point(x: p.x - size, y: p.y - 2 - dy), .init(.trailing, .bottom)),
        ]
      }
    }
    place(
      text, candidates: candidates, bounds: bounds, font: theme.font(theme.annotationSize), color: color,
      role: role + ":offscale:label", nearestFallback: false, &canvas)
  }

  /// Places `text` at the first candidate where it overlaps nothing; else (`nearestFallback`) at
  /// the free spot nearest the first candidate, with a leader back to it; else it becomes a
  /// callout at `mark` (the first candidate's point unless given). Labels that name a mark
  /// (`nearestFallback` false) stay beside it or become callouts rather than wander off.
  func place(
    _ text: String, candidates: [(Point, TextAnchor)], bounds: Rect, font: FontSpec, color: Ink, role: String,
    nearestFallback: Bool = true, mark: Point? = nil, margin: (candidates: [(Point, TextAnchor)], bounds: Rect)? = nil,
    onMark: (start: Point, step: Point)? = nil, _ canvas: inout Canvas
  ) {
    let m = metrics(text, font)
    let mark = mark ?? candidates[0].0
    if let choice = candidates.first(where: { canvas.isFree($0.1.box(at: $0.0, metrics: m), within: bounds) }) {
      canvas.text(text, at: choice.0, choice.1, font, color, role: role)
    } else if nearestFallback, let spot = nearestFreeSpot(for: m, near: mark, bounds: bounds, leaderFrom: mark, canvas)
    {
      leader(from: mark, to: spot.1.box(at: spot.0, metrics: m), color: color, role: role, &canvas)
      canvas.text(text, at: spot.0, spot.1, font, color, role: role)
    } else {
      callout(
        text, mark: mark, candidates: candidates, bounds: bounds, margin: margin, onMark: onMark, color: color,
        role: role, &canvas)
    }
  }

  /// The free position for a box of `m` nearest to `p`, searched on an 8-unit grid of the plot.
  /// With `leaderFrom`, a spot is free only if a leader from that point to it crosses no text.
  func nearestFreeSpot(
    for m: TextMetrics, near p: Point, bounds: Rect, leaderFrom: Point? = nil, _ canvas: Canvas
  ) -> (Point, TextAnchor)? {
    var spots: [(Double, Point)] = []
    var y = bounds.minY
    while y + m.height <= bounds.maxY {
      var x = bounds.minX
      while x + m.width <= bounds.maxX {
        let cx = min(max(p.x, x), x + m.width), cy = min(max(p.y, y), y + m.height)
        spots.append(((cx - p.x) * (cx - p.x) + (cy - p.y) * (cy - p.y), Point(x: x, y: y)))
        x += 8
      }
      y += 8
    }
    let anchor = TextAnchor(.leading, .top)
    for (_, spot) in spots.sorted(by: { $0.0 < $1.0 })
    where canvas.isFree(anchor.box(at: spot, metrics: m), within: bounds)
      && leaderFrom.map({ canvas.leaderIsClear(from: $0, to: anchor.box(at: spot, metrics: m)) }) ?? true
    {
      return (spot, anchor)
    }
    return nil
  }

  /// Places `text` near `p` where it overlaps nothing, with a leader line back to the point.
  func annotate(_ text: String, at p: Point, bounds: Rect, color: Ink, role: String, _ canvas: inout Canvas) {
    let font = theme.font(theme.annotationSize, .medium)
    let m = metrics(text, font)
    var candidates: [(Point, TextAnchor)] = []
    for d in [16.0, 28, 44, 64] {
      candidates += [
        (Point(x: p.x + d, y: p.y - d), .init(.leading, .bottom)),
        (Point(x: p.x + d, y: p.y + d), .init(.leading, .top)),
        (Point(x: p.x - d, y: p.y - d), .init(.trailing, .bottom)),
        (Point(x: p.x - d, y: p.y + d), .init(.trailing, .top)),
        (Point(x: p.x + d * 1.4, y: p.y), .init(.leading, .middle)),
        (Point(x: p.x - d * 1.4, y: p.y), .init(.trailing, .middle)),
      ]
    }
    // The first free candidate near the point whose leader crosses no text, else the nearest such
    // spot in the plot, else a callout.
    guard
      let (origin, anchor) = candidates.first(where: {
        let box = $0.1.box(at: $0.0, metrics: m)
        return canvas.isFree(box, within: bounds) && canvas.leaderIsClear(from: p, to: box)
      }) ?? nearestFreeSpot(for: m, near: p, bounds: bounds, leaderFrom: p, canvas)
    else {
      return callout(text, mark: p, candidates: candidates, bounds: bounds, color: color, role: role, &canvas)
    }
    leader(from: p, to: anchor.box(at: origin, metrics: m), color: color, role: role, &canvas)
    canvas.text(text, at: origin, anchor, font, color, role: role)
  }
}
