import MotionSpecNumbers

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
  /// Whether a chart too small to say its point draws, in its place, the size it needs
  /// (``scene(_:)``): what `chart` does at the size it is asked for. The report's surfaces, whose
  /// sizes the reader cannot change, draw their best layout instead.
  public var saysSizeNeeded = false

  /// The margin around a figure, in points (20; the printed sheet, whose cards space their
  /// charts, takes less).
  public var padding = 20.0
  /// Whether every time axis says its unit in its last tick label rather than in an axis title,
  /// as the compact size class does (the printed sheet, where a line is dear, does too).
  public var timeUnitInTicks = false

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
  /// ``minimumPlotHeight`` tall — the footnote past one line, two callout lines; then the
  /// footnote, one callout line and the subtitle past two lines; then the callout lines (their
  /// labels are left out, their marks kept) and the subtitle past one line; then the subtitle.
  /// Text that does not fit the lines left to it is left out whole, never cut with "…". If the
  /// plots are still too short, a figure with a ``CompactForm`` is drawn in it: the panels that
  /// carry its point and one line of key numbers, laid out the same way from the start. Only
  /// then, for a figure under 240 points tall, go the title (a chart that small is captioned by
  /// where it is shown) and last the legend. Axes, ticks and panel titles stay; a short plot shows
  /// fewer ticks.
  ///
  /// At ``compactWidth`` and below, the size class of a pull-request comment or a phone, the
  /// layout is designed for the width rather than shrunk: each y axis is titled above its plot
  /// (Observable Plot's way) instead of beside it, a time axis says its unit in its last tick
  /// label instead of an axis title, and each line is named at the line in its own colour
  /// instead of in a legend.
  public func scene(_ figure: Figure) -> Scene {
    let laid = fitted(figure)
    guard shedsForPlots, saysSizeNeeded, !laid.unsaid.isEmpty else { return laid.scene }
    // A chart that cannot say its point at this size says which size it needs.
    for size in Self.sizeLadder
    where size.width >= figure.size.width && size.height >= figure.size.height && size != figure.size {
      var larger = figure
      larger.size = size
      if fitted(larger).unsaid.isEmpty { return notice(figure, needs: size) }
    }
    return laid.scene
  }

  /// Whether `figure`, laid out as ``scene(_:)`` lays it out, names every line, legend glyph,
  /// rule and zone it has (and marker, unless a caption of its key numbers says them).
  public func saysEverything(_ figure: Figure) -> Bool { fitted(figure).unsaid.isEmpty }

  /// The sizes a chart that cannot say its point is offered, smallest first (``scene(_:)``).
  static let sizeLadder = [
    Size(width: 320, height: 240), Size(width: 480, height: 300), Size(width: 480, height: 360),
    Size(width: 640, height: 400), Size(width: 800, height: 500), Size(width: 1200, height: 800),
  ]

  /// The layout of `figure` after shedding, in its compact form where its plots need that or
  /// where only that form says everything.
  func fitted(_ figure: Figure) -> Laid {
    let laid = shed(figure)
    guard laid.plotHeight < Self.minimumPlotHeight || !laid.unsaid.isEmpty, let form = figure.compact,
      form.panels.count < figure.panels.count
    else { return laid }
    let compact = shed(figure.compacted(form))
    return laid.plotHeight < Self.minimumPlotHeight || compact.unsaid.isEmpty ? compact : laid
  }

  /// In place of `figure`, its title and a line saying the size it needs to say its point.
  func notice(_ figure: Figure, needs size: Size) -> Scene {
    var canvas = Canvas(renderer: self, scene: Scene(size: figure.size))
    let pad = padding, width = figure.size.width - 2 * pad
    let titleFont = theme.font(theme.panelTitleSize + 2, .semibold), font = theme.font(theme.subtitleSize)
    let message =
      "Too small to name every line and mark: this chart needs at least \(NumberText.compact(size.width, decimals: 0)) × \(NumberText.compact(size.height, decimals: 0)) points."
    let title = figure.title.isEmpty ? [] : measurer.wrappedWhole(figure.title, font: titleFont, width: width)
    let lines = measurer.wrappedWhole(message, font: font, width: width)
    let height =
      Double(title.count) * metrics("Ag", titleFont).height + 6 + Double(lines.count) * metrics("Ag", font).height
    var y = max(pad, (figure.size.height - height) / 2)
    for line in title {
      y += canvas.text(line, at: Point(x: pad, y: y), .init(.leading, .top), titleFont, .text, role: "title").height
    }
    y += 6
    for line in lines {
      y += canvas.text(line, at: Point(x: pad, y: y), .init(.leading, .top), font, .muted, role: "notice").height
    }
    canvas.scene.needs = size
    return canvas.scene
  }

  /// The widest figure laid out in the compact size class (``scene(_:)``).
  public static let compactWidth = 480.0

  /// The first layout of `figure`, in ``Shedding/steps`` order, whose plots keep ``minimumPlotHeight``.
  func shed(_ figure: Figure) -> Laid {
    var result: Laid?
    // The legend and the title are given up only by a figure under 240 points tall, and only
    // in its compact form when it has one: a taller one keeps naming its curves, and its plots
    // take what is left.
    let mayDropLegend =
      figure.size.height < 240 && (figure.compact == nil || figure.compact!.panels.count >= figure.panels.count)
    for shedding in shedsForPlots ? Shedding.steps : [Shedding.steps[0]]
    where (shedding.legend && shedding.title) || mayDropLegend {
      // A line the compact class could not name at the line is named in the legend instead.
      var reserved: [Callout] = [], legendLines: Set<String> = []
      var laid = layout(figure, reserving: reserved, shedding: shedding)
      for _ in 0..<3 where laid.callouts != reserved || !laid.unnamed.isSubset(of: legendLines) {
        reserved = laid.callouts
        legendLines.formUnion(laid.unnamed)
        laid = layout(figure, reserving: reserved, shedding: shedding, legendLines: legendLines)
      }
      result = laid
      if laid.plotHeight >= Self.minimumPlotHeight { break }
    }
    return result!
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
      Shedding(footnoteLines: .max, calloutRows: nil, subtitleLines: .max),
      Shedding(footnoteLines: 1, calloutRows: 2, subtitleLines: .max),
      Shedding(footnoteLines: 0, calloutRows: 1, subtitleLines: 2),
      Shedding(footnoteLines: 0, calloutRows: 0, subtitleLines: 1),
      Shedding(footnoteLines: 0, calloutRows: 0, subtitleLines: 0),
      Shedding(footnoteLines: 0, calloutRows: 0, subtitleLines: 0, title: false),
      Shedding(footnoteLines: 0, calloutRows: 0, subtitleLines: 0, legend: false, title: false),
    ]
  }

  /// A layout: its scene, its callouts, the height its plots got and the lines it could not name.
  struct Laid {
    var scene: Scene
    var callouts: [Callout]
    var plotHeight: Double
    var unnamed: Set<String> = []
    /// What the figure could not say: lines named neither at the line nor in a legend, and
    /// rules whose labels were left out (a rule is the point of its chart; a marker's number is
    /// also in the compact form's caption).
    var unsaid: [String] = []
  }

  /// One layout of `figure`, with room under the plots for the `reserving` callouts' lines; in
  /// the compact class the `legendLines` are named in the legend, the other lines at the lines.
  func layout(
    _ figure: Figure, reserving: [Callout], shedding: Shedding = Shedding.steps[0], legendLines: Set<String> = []
  ) -> Laid {
    var canvas = Canvas(renderer: self, scene: Scene(size: figure.size))
    let pad = padding
    let width = figure.size.width - 2 * pad
    var y = pad

    let compact = figure.size.width <= Self.compactWidth
    // The compact class sets its title a step smaller, so a token's name keeps to one line.
    let titleFont = theme.font(compact ? theme.panelTitleSize + 2 : theme.titleSize, .semibold)
    if !figure.title.isEmpty, shedding.title {
      for line in measurer.wrappedWhole(figure.title, font: titleFont, width: width) {
        y += canvas.text(line, at: Point(x: pad, y: y), .init(.leading, .top), titleFont, .text, role: "title").height
      }
    }
    if let subtitle = figure.subtitle, !subtitle.isEmpty, shedding.subtitleLines > 0 {
      // Subtitle and footnote wrap onto the lines they need; where the shedding step allows
      // fewer, they are left out whole (``capped``).
      let font = theme.font(theme.subtitleSize)
      y += 3
      for line in capped(
        measurer.wrappedWhole(subtitle, font: font, width: width), font, width, to: shedding.subtitleLines)
      {
        y += canvas.text(line, at: Point(x: pad, y: y), .init(.leading, .top), font, .muted, role: "subtitle").height
      }
    }
    y += 8
    canvas.namesLines = compact
    if figure.showsLegend, shedding.legend {
      y = legend(figure, top: y, width: width, only: compact ? legendLines : nil, &canvas)
    }
    // A figure names its lines where its legend would list two or more; a small multiple's line
    // is named by its panel's title.
    let listed = Set(
      figure.panels.flatMap { panel in panel.series.filter { $0.inLegend && $0.name != panel.title }.map(\.name) })
    if compact, figure.showsLegend, listed.count > 1 { canvas.lineNames = listed.subtracting(legendLines) }

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
    // take at most a fifth of the figure's height, and on screen none of a figure under 240 points
    // tall, whose plots need all of it (a label past that is left out, its mark kept); print keeps them.
    let fifth = figure.size.height < 240 && shedsForPlots ? 0 : Int(figure.size.height * 0.2 / calloutLineHeight)
    canvas.calloutRows = shedding.calloutRows.map { min($0, fifth) } ?? fifth
    canvas.calloutWidth = width
    let calloutRows = min(canvas.calloutRows, calloutLayout(reserving, width: width).count)
    let calloutTop = bottom - Double(calloutRows) * calloutLineHeight
    if calloutRows > 0 { bottom = calloutTop - 6 }
    let plotHeight = grid(figure, area: Rect(x: pad, y: y, width: width, height: max(40, bottom - y)), &canvas)
    numberInReadingOrder(&canvas)
    drawCallouts(canvas.callouts, top: calloutTop, rows: calloutRows, width: width, &canvas)
    let unnamed = canvas.lineNames.subtracting(canvas.namedLines)
    // What the figure could not say: lines and legend glyphs the legend was to name but was
    // shed, the labels of rules and zones, and those of markers unless a caption of the key
    // numbers says them (commentary — annotations, spans — may go).
    let legendShed = figure.showsLegend && !shedding.legend
    let unlisted = legendShed || !figure.showsLegend ? legendLines.sorted() : []
    let glyphs = legendShed ? figure.legendMarkers.map(\.name) : []
    let saysMarks = figure.subtitleSaysMarks && shedding.subtitleLines > 0
    let labels = canvas.leftOut.filter {
      $0.contains("/rule:") || $0.contains("/band:") || (!saysMarks && $0.contains("/marker:"))
    }
    return Laid(
      scene: canvas.scene, callouts: canvas.callouts, plotHeight: plotHeight, unnamed: unnamed,
      unsaid: unlisted + glyphs + labels)
  }

  // MARK: - Text helpers

  func metrics(_ text: String, _ font: FontSpec) -> TextMetrics { measurer.measure(text, font: font) }

  /// `lines`, or none where they are more than `limit`: a sentence is said whole or not at all.
  func capped(_ lines: [String], _ font: FontSpec, _ width: Double, to limit: Int) -> [String] {
    lines.count > limit ? [] : lines
  }

  /// `text`, shortened with "…" until it fits `width`.
  func fit(_ text: String, _ font: FontSpec, _ width: Double) -> String {
    measurer.fitted(text, font: font, width: width)
  }

  // MARK: - Legend

  /// The legend from `top`: the series the figure names (`only` those named, in the compact size
  /// class, which names its other lines at the lines), then the ``Figure/legendMarkers``;
  /// returns its bottom.
  func legend(_ figure: Figure, top: Double, width: Double, only: Set<String>? = nil, _ canvas: inout Canvas)
    -> Double
  {
    var seen = Set<String>()
    let entries = figure.panels.flatMap(\.series).filter {
      $0.inLegend && (only?.contains($0.name) ?? true) && seen.insert($0.name).inserted
    }
    guard entries.count > (only == nil ? 1 : 0) || !figure.legendMarkers.isEmpty else { return top }
    let font = theme.font(theme.legendSize)
    let swatch = 24.0, gap = 6.0, spacing = 18.0
    let lineHeight = metrics("Ag", font).height
    var x = padding, y = top
    for entry in entries {
      // The compact class's legend lists lines as it names them at the lines: short names.
      let label = fit((only != nil ? entry.shortName : nil) ?? entry.name, font, width - swatch - gap)
      let w = swatch + gap + metrics(label, font).width
      if x > padding && x + w > padding + width {
        x = padding
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
      if x > padding && x + w > padding + width {
        x = padding
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
  /// Whether lines are named at the lines (the compact size class) rather than in a legend, the
  /// names to say, and those already said (each once, in the first panel that draws its line).
  var namesLines = false
  var lineNames: Set<String> = []
  var namedLines: Set<String> = []
  /// The roles of the labels left out for want of callout lines.
  var leftOut: [String] = []
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

  /// The room kept between two labels side by side, in points.
  static let textGap = 3.0

  func isFree(_ box: Rect, within bounds: Rect) -> Bool {
    // Text on one line keeps a space's width from other text ("duration 500 ms start", never
    // "duration 500 msstart"); lines stacked may touch, as a paragraph's do.
    let spaced = Rect(
      x: box.minX - Canvas.textGap, y: box.minY, width: box.width + 2 * Canvas.textGap, height: box.height)
    guard bounds.contains(box), !placed.contains(where: { $0.intersects(spaced) }) else { return false }
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
