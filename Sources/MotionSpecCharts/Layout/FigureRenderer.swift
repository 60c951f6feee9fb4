/// Lays out a ``Figure`` and emits its ``Scene``: measure text, then place, then draw.
///
/// Margins follow the measured labels, so no label is clipped; panels in one column share their
/// left and right margins and panels in one row their top and bottom margins, so plots that share
/// an axis line up exactly. Text is placed where it overlaps no other text.
public struct FigureRenderer: Sendable {
  /// The colours and type.
  public var theme: Theme
  /// Measures text for layout.
  public var measurer: any TextMeasuring
  /// Device pixels per scene unit, for the sampler's error bound (2 covers @2x PNG and print).
  public var pixelScale: Double
  /// Samples the series functions.
  public var sampler: Sampler
  /// Whether text around the plots gives way so the plots keep ``minimumPlotHeight`` (see
  /// ``scene(_:)``); the printed sheet, whose panels list their callouts under them by design,
  /// keeps everything.
  public var shedsForPlots = true

  /// The margin around a figure, in points.
  public static let padding = 20.0

  /// Lays figures out in `theme`, measuring with `measurer`, sampling for `pixelScale` device pixels per point.
  public init(theme: Theme, measurer: any TextMeasuring, pixelScale: Double = 2, sampler: Sampler = Sampler()) {
    self.theme = theme
    self.measurer = measurer
    self.pixelScale = pixelScale
    self.sampler = sampler
  }

  /// The scene of `figure`.
  ///
  /// A label with no free place beside its mark becomes a callout: a numbered badge at the mark
  /// and a line under the plots saying what it stands for. Those lines need room the plots then
  /// give up, so the layout runs again with room for the callouts the previous run made, until
  /// two runs agree (at most four runs; the last run's callouts are the ones listed).
  ///
  /// The plots get their room first: a figure too small for everything (a pull-request comment,
  /// a phone, a README picture) gives up, in this order, until its plots are at least
  /// ``minimumPlotHeight`` tall — the footnote to one line, two callout lines; then no footnote,
  /// one callout line and two subtitle lines; then no callout lines (their labels are left out,
  /// their marks kept) and one subtitle line; then no subtitle; then, for a figure under 240
  /// points tall only, no legend and then no title (a chart that small is captioned by where it
  /// is shown). Axes, ticks and panel titles stay; a short plot shows fewer ticks.
  public func scene(_ figure: Figure) -> Scene {
    var result: (scene: Scene, callouts: [Callout], plotHeight: Double)?
    // The legend and the title are given up only by a figure under 240 points tall: a taller
    // one keeps naming its curves, and its plots take what is left.
    for shedding in shedsForPlots ? Shedding.steps : [Shedding.steps[0]]
    where (shedding.legend && shedding.title) || figure.size.height < 240 {
      var reserved: [Callout] = []
      var laid = layout(figure, reserving: reserved, shedding: shedding)
      for _ in 0..<3 where laid.callouts != reserved {
        reserved = laid.callouts
        laid = layout(figure, reserving: reserved, shedding: shedding)
      }
      result = laid
      if laid.plotHeight >= Self.minimumPlotHeight { break }
    }
    return result!.scene
  }

  /// The least height a plot keeps while anything else can give way (``scene(_:)``).
  public static let minimumPlotHeight = 56.0

  /// What a layout allows the text around the plots: lines of subtitle and footnote, and callout
  /// lines (`nil`: a fifth of the figure's height).
  struct Shedding: Equatable {
    var footnoteLines: Int
    var calloutRows: Int?
    var subtitleLines: Int
    var legend = true
    var title = true

    /// Everything first, then less, in the order ``FigureRenderer/scene(_:)`` states.
    static let steps: [Shedding] = [
      Shedding(footnoteLines: maximumLines, calloutRows: nil, subtitleLines: maximumLines),
      Shedding(footnoteLines: 1, calloutRows: 2, subtitleLines: maximumLines),
      Shedding(footnoteLines: 0, calloutRows: 1, subtitleLines: 2),
      Shedding(footnoteLines: 0, calloutRows: 0, subtitleLines: 1),
      Shedding(footnoteLines: 0, calloutRows: 0, subtitleLines: 0),
      Shedding(footnoteLines: 0, calloutRows: 0, subtitleLines: 0, legend: false),
      Shedding(footnoteLines: 0, calloutRows: 0, subtitleLines: 0, legend: false, title: false),
    ]
  }

  /// One layout of `figure`, with room under the plots for the `reserving` callouts' lines, and
  /// the height its plots got.
  func layout(_ figure: Figure, reserving: [Callout], shedding: Shedding = Shedding.steps[0]) -> (
    scene: Scene, callouts: [Callout], plotHeight: Double
  ) {
    var canvas = Canvas(renderer: self, scene: Scene(size: figure.size))
    let pad = FigureRenderer.padding
    let width = figure.size.width - 2 * pad
    var y = pad

    let titleFont = theme.font(theme.titleSize, .semibold)
    if !figure.title.isEmpty, shedding.title {
      y +=
        canvas.text(
          fit(figure.title, titleFont, width), at: Point(x: pad, y: y), .init(.leading, .top), titleFont, .text,
          role: "title"
        ).height
    }
    if let subtitle = figure.subtitle, !subtitle.isEmpty, shedding.subtitleLines > 0 {
      // Subtitle and footnote wrap onto the lines they need, up to ``FigureRenderer/maximumLines``:
      // only text past that (long token names) is shortened, so the plot keeps its room.
      let font = theme.font(theme.subtitleSize)
      y += 3
      for line in capped(
        measurer.wrappedWhole(subtitle, font: font, width: width), font, width, to: shedding.subtitleLines)
      {
        y += canvas.text(line, at: Point(x: pad, y: y), .init(.leading, .top), font, .muted, role: "subtitle").height
      }
    }
    y += 8
    if figure.showsLegend, shedding.legend { y = legend(figure, top: y, width: width, &canvas) }

    var bottom = figure.size.height - pad
    if let footnote = figure.footnote, shedding.footnoteLines > 0 {
      let font = theme.font(theme.annotationSize)
      for line in capped(
        measurer.wrappedWhole(footnote, font: font, width: width), font, width, to: shedding.footnoteLines
      )
      .reversed() {
        bottom -=
          canvas.text(line, at: Point(x: pad, y: bottom), .init(.leading, .bottom), font, .muted, role: "footnote")
          .height
      }
      bottom -= 6
    }
    // The callouts' lines, sized for the reserved ones, between the plots and the footnote; they
    // take at most a fifth of the figure's height, and none of a figure under 240 points tall,
    // whose plots need all of it (a label past that is left out, its mark kept).
    let fifth = figure.size.height < 240 ? 0 : Int(figure.size.height * 0.2 / calloutLineHeight)
    canvas.calloutRows = shedding.calloutRows.map { min($0, fifth) } ?? fifth
    canvas.calloutWidth = width
    let calloutRows = min(canvas.calloutRows, calloutLayout(reserving, width: width).count)
    let calloutTop = bottom - Double(calloutRows) * calloutLineHeight
    if calloutRows > 0 { bottom = calloutTop - 6 }
    let plotHeight = grid(figure, area: Rect(x: pad, y: y, width: width, height: max(40, bottom - y)), &canvas)
    numberInReadingOrder(&canvas)
    drawCallouts(canvas.callouts, top: calloutTop, rows: calloutRows, width: width, &canvas)
    return (canvas.scene, canvas.callouts, plotHeight)
  }

  // MARK: - Text helpers

  func metrics(_ text: String, _ font: FontSpec) -> TextMetrics { measurer.measure(text, font: font) }

  /// The most lines a subtitle or footnote takes.
  static let maximumLines = 4

  /// `lines` up to `limit` (``maximumLines``), the last of them holding the rest, shortened with "…".
  func capped(_ lines: [String], _ font: FontSpec, _ width: Double, to limit: Int = maximumLines) -> [String] {
    guard lines.count > limit else { return lines }
    guard limit > 0 else { return [] }
    let kept = lines.prefix(limit - 1)
    return Array(kept) + [fit(lines.dropFirst(kept.count).joined(separator: " "), font, width)]
  }

  /// `text`, shortened with "…" until it fits `width`.
  func fit(_ text: String, _ font: FontSpec, _ width: Double) -> String {
    measurer.fitted(text, font: font, width: width)
  }

  // MARK: - Legend

  func legend(_ figure: Figure, top: Double, width: Double, _ canvas: inout Canvas) -> Double {
    var seen = Set<String>()
    let entries = figure.panels.flatMap(\.series).filter { $0.inLegend && seen.insert($0.name).inserted }
    guard entries.count > 1 || !figure.legendMarkers.isEmpty else { return top }
    let font = theme.font(theme.legendSize)
    let swatch = 24.0, gap = 6.0, spacing = 18.0
    let lineHeight = metrics("Ag", font).height
    var x = FigureRenderer.padding, y = top
    for entry in entries {
      let label = fit(entry.name, font, width - swatch - gap)
      let w = swatch + gap + metrics(label, font).width
      if x > FigureRenderer.padding && x + w > FigureRenderer.padding + width {
        x = FigureRenderer.padding
        y += lineHeight + 4
      }
      let mid = y + lineHeight / 2
      canvas.scene.append(
        "legend:swatch:\(entry.name)",
        .path(.segment(Point(x: x, y: mid), Point(x: x + swatch, y: mid)), fill: nil, stroke: stroke(entry.style)),
        kind: .legend)
      _ = canvas.text(
        label, at: Point(x: x + swatch + gap, y: mid), .init(.leading, .middle), font, .text,
        role: "legend:\(entry.name)", kind: .legend)
      x += w + spacing
    }
    for marker in figure.legendMarkers {
      let label = fit(marker.name, font, width - 14 - gap)
      let w = 14 + gap + metrics(label, font).width
      if x > FigureRenderer.padding && x + w > FigureRenderer.padding + width {
        x = FigureRenderer.padding
        y += lineHeight + 4
      }
      let mid = y + lineHeight / 2
      canvas.scene.append(
        "legend:marker:\(marker.name)",
        marker.shape == .ring
          ? .path(
            .circle(center: Point(x: x + 7, y: mid), radius: 3.5), fill: .background,
            stroke: StrokeStyle(color: theme.seriesInk(marker.colorIndex), width: 1.3))
          : .path(
            marker.shape.path(at: Point(x: x + 7, y: mid), radius: 4), fill: theme.seriesInk(marker.colorIndex),
            stroke: nil), kind: .legend)
      _ = canvas.text(
        label, at: Point(x: x + 14 + gap, y: mid), .init(.leading, .middle), font, .text, role: "legend:\(marker.name)",
        kind: .legend)
      x += w + spacing
    }
    return y + lineHeight + 10
  }

  func stroke(_ style: SeriesStyle) -> StrokeStyle {
    switch style {
    case .palette(let i): theme.seriesStroke(i)
    case .secondary(let i, let dashed):
      StrokeStyle(color: theme.seriesInk(i).opacity(0.75), width: 1.25, dash: dashed ? [5, 3] : [], cap: .round)
    case .custom(let s): s
    }
  }

  /// The ink of a mark: its ``Ink/Mark``'s colour, else palette colour `index`, else the reference style.
  func color(_ index: Int?, _ mark: Ink.Mark? = nil) -> Ink {
    mark.map(Ink.mark) ?? index.map { theme.seriesInk($0) } ?? .reference
  }
}

/// The scene being built and the boxes of the text already placed in it.
struct Canvas {
  let renderer: FigureRenderer
  var scene: Scene
  var placed: [Rect] = []
  /// Labels that found no place beside their mark, in the order their badges were numbered.
  var callouts: [Callout] = []
  /// The most rows of callouts the figure has room for, and their width.
  var calloutRows = 0
  var calloutWidth = 0.0
  /// Line segments that text should not cross (series and rules), in scene units, bucketed by
  /// the grid cells their bounding boxes touch, so a label's test looks at nearby segments only.
  var obstacles: [Int: [(Point, Point)]] = [:]
  /// The leaders drawn so far: a new one may not cross any (two crossing leaders read as an X,
  /// and which label is whose is lost).
  var leaders: [(Point, Point)] = []
  /// The panel being drawn (its index in the figure), for reading order.
  var panelIndex = 0
  static let cell = 24.0

  init(renderer: FigureRenderer, scene: Scene) {
    self.renderer = renderer
    self.scene = scene
  }

  /// Draws text, records its box, and returns its metrics.
  @discardableResult
  mutating func text(
    _ s: String, at p: Point, _ anchor: TextAnchor, _ font: FontSpec, _ color: Ink, angle: Double = 0, role: String,
    kind: Scene.Item.Kind = .other
  ) -> TextMetrics {
    let m = renderer.metrics(s, font)
    var box = anchor.box(at: p, metrics: m)
    if angle != 0 {  // a quarter turn: swap the box's extent around the anchor point
      box = Rect(
        x: p.x - (box.midY - p.y) - m.height / 2, y: p.y - (box.midX - p.x) - m.width / 2, width: m.height,
        height: m.width)
    }
    placed.append(box)
    scene.append(role, .text(s, at: p, anchor: anchor, font: font, color: color.forText, angle: angle), kind: kind)
    return m
  }

  func isFree(_ box: Rect, within bounds: Rect) -> Bool {
    guard bounds.contains(box), !placed.contains(where: { $0.intersects(box) }) else { return false }
    let padded = box.insetBy(-2)
    for key in Canvas.cells(padded.minX, padded.minY, padded.maxX, padded.maxY) {
      if obstacles[key]?.contains(where: { Canvas.segment($0.0, $0.1, crosses: padded) }) == true { return false }
    }
    return true
  }

  /// Whether a leader from `p` to the nearest point of `box` crosses no placed text and no other leader.
  func leaderIsClear(from p: Point, to box: Rect) -> Bool {
    let target = Point(x: min(max(p.x, box.minX), box.maxX), y: min(max(p.y, box.minY), box.maxY))
    return !placed.contains { Canvas.segment(p, target, crosses: $0.insetBy(0.5)) }
      && !leaders.contains { Canvas.segments(p, target, cross: $0.0, $0.1) }
  }

  /// Whether segments `a`–`b` and `c`–`d` cross at a point inside both (touching ends do not count).
  static func segments(_ a: Point, _ b: Point, cross c: Point, _ d: Point) -> Bool {
    func side(_ p: Point, _ q: Point, _ r: Point) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
    let d1 = side(c, d, a), d2 = side(c, d, b), d3 = side(a, b, c), d4 = side(a, b, d)
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
  }

  /// Records the segments of a polyline as obstacles for later text.
  mutating func avoid(_ points: [Point]) {
    for (a, b) in zip(points, points.dropFirst()) where a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite {
      for key in Canvas.cells(min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y)) {
        obstacles[key, default: []].append((a, b))
      }
    }
  }

  /// The keys of the grid cells a box covers (clamped to the scene's plausible extent).
  static func cells(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Int] {
    func index(_ v: Double) -> Int { Int(min(max(v / cell, -64), 4096).rounded(.down)) }
    var keys: [Int] = []
    for i in index(x0)...index(x1) {
      for j in index(y0)...index(y1) { keys.append(i &* 8192 &+ j) }
    }
    return keys
  }

  /// Whether segment a–b passes through `r` (Liang–Barsky clipping). A segment whose bounding box
  /// misses `r` is answered at once: label placement asks this of every placed box for every
  /// candidate spot, and most are far away.
  static func segment(_ a: Point, _ b: Point, crosses r: Rect) -> Bool {
    if max(a.x, b.x) < r.minX || min(a.x, b.x) > r.maxX || max(a.y, b.y) < r.minY || min(a.y, b.y) > r.maxY {
      return false
    }
    var t0 = 0.0, t1 = 1.0
    let dx = b.x - a.x, dy = b.y - a.y
    return clip(-dx, a.x - r.minX, &t0, &t1) && clip(dx, r.maxX - a.x, &t0, &t1)
      && clip(-dy, a.y - r.minY, &t0, &t1) && clip(dy, r.maxY - a.y, &t0, &t1) && t0 <= t1
  }

  /// One Liang–Barsky boundary: narrows the segment's parameter range `t0…t1` to the side of the
  /// boundary inside the box; false when nothing of the segment is left.
  private static func clip(_ p: Double, _ q: Double, _ t0: inout Double, _ t1: inout Double) -> Bool {
    if p == 0 { return q >= 0 }
    let t = q / p
    if p < 0 {
      if t > t1 { return false }
      t0 = max(t0, t)
    } else {
      if t < t0 { return false }
      t1 = min(t1, t)
    }
    return true
  }
}
