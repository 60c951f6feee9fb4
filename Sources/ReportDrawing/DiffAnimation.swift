import Cairo
import ChartKinds
import GIF
import MotionSpecCairo
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import ReportModel

/// The animated before/after of one changed token (`motionspec diff --animate`), or one token's
/// preview (`render --format docc`): the position
/// chart draws itself while two objects travel side by side on lanes under it — before dashed
/// and hollow, after solid — at 33 frames a second (which keeps a token's GIF under a third of a
/// second to make and far under a megabyte), as a looping GIF.
///
/// The still parts (axes, labels, lanes) are drawn once; each frame paints them and draws only
/// the curves so far, the playhead and the two objects. Positions come from the model
/// (``Animation/value(target:time:)``); an object's place on its lane is its position on the
/// chart's vertical scale, laid along the plot's width.
package struct DiffAnimation {
  /// Scene units of the whole frame; the GIF is drawn at ``scale`` device pixels per unit.
  static let size = MotionSpecCharts.Size(width: 640, height: 372)
  static let chartHeight = 300.0
  static let scale = 2.0
  /// Seconds per frame (GIF delays are in hundredths; browsers honour 2 and more).
  static let frameInterval = 0.03
  /// How long the first and last frames stay, in hundredths of a second.
  static let holdStart = 50
  static let holdEnd = 150
  static let objectRadius = 7.0
  /// At most this many frames: a long window plays at a lower frame rate, not for longer.
  static let maximumFrames = 150

  /// What moves: each lane's label, motion, curve stroke and whether its object is the hollow,
  /// dashed one (the diff's "before").
  struct Lane {
    let label: String
    let animation: Animation
    let stroke: StrokeStyle
    let hollow: Bool
    let y: Double
  }
  let lanes: [Lane]
  /// The position plot, in frame coordinates.
  let plot: PlotArea
  /// The still parts of every frame.
  let still: Scene
  /// How long after the window's start the last object comes to rest — stays within a point of
  /// its target on its lane, or within the diff's epsilon if that is tighter — so the frames are
  /// spent on motion, and one held frame shows the whole window at rest.
  let motionLength: Double

  /// A changed token's before and after.
  init?(_ entry: CatalogueDiff.Entry, epsilon: Double, measurer: any TextMeasuring, theme: Theme) {
    guard let b = entry.before, let a = entry.after,
      let figure = BeforeAfterCharts.figure(
        entry, epsilon: epsilon, velocity: false,
        size: MotionSpecCharts.Size(width: Self.size.width, height: Self.chartHeight))
    else { return nil }
    self.init(
      figure: figure,
      lanes: [
        ("before", b.animation, BeforeAfterCharts.beforeStroke, true),
        ("after", a.animation, BeforeAfterCharts.afterStroke, false),
      ], epsilon: epsilon, measurer: measurer, theme: theme)
  }

  /// One token's preview: its position curve drawing itself while its object moves (a DocC
  /// article's animated image), untitled and its lane unlabelled.
  init?(preview token: Token, epsilon: Double, measurer: any TextMeasuring, theme: Theme) {
    var options = ChartOptions(size: MotionSpecCharts.Size(width: Self.size.width, height: Self.chartHeight))
    options.epsilon = epsilon
    guard var figure = try? ChartKind.overlay.figure([token], options: options), !figure.panels.isEmpty else {
      return nil
    }
    figure.panels = [figure.panels[0]]
    figure.showsLegend = false
    // The article's heading names the token, and its chart and code follow: the preview says
    // neither again.
    figure.title = ""
    figure.subtitle = nil
    self.init(
      figure: figure, lanes: [("", token.animation, BeforeAfterCharts.afterStroke, false)], epsilon: epsilon,
      measurer: measurer, theme: theme)
  }

  init?(
    figure: Figure, lanes: [(String, Animation, StrokeStyle, Bool)], epsilon: Double, measurer: any TextMeasuring,
    theme: Theme
  ) {
    let chart = FigureRenderer(theme: theme, measurer: measurer).scene(figure)
    guard let plot = chart.plots.first, !lanes.isEmpty else { return nil }
    self.plot = plot
    let length = plot.xDomain.upperBound - plot.xDomain.lowerBound
    // A point on the lane, as a fraction of the move.
    let point = (plot.yDomain.upperBound - plot.yDomain.lowerBound) / plot.rect.width
    let rest = MotionConditions(epsilon: max(epsilon, point))
    // A lane that never settles (a repeat forever, an undamped spring) moves the whole window.
    let rests = lanes.map { lane in
      AnimationMetrics(lane.1, rest).settling.exact.map { $0 - plot.xDomain.lowerBound } ?? length
    }
    self.motionLength = min(length, max(rests.max() ?? length, length / 10))
    self.lanes = lanes.enumerated().map { i, lane in
      Lane(label: lane.0, animation: lane.1, stroke: lane.2, hollow: lane.3, y: Self.chartHeight + 22 + 28 * Double(i))
    }
    var still = Scene(size: Self.size)
    still.items = chart.items.compactMap(Self.withoutSeries)
    let font = theme.font(theme.legendSize)
    for lane in self.lanes {
      still.append(
        "lane:\(lane.label)",
        .path(
          .segment(
            MotionSpecCharts.Point(x: plot.rect.minX, y: lane.y), MotionSpecCharts.Point(x: plot.rect.maxX, y: lane.y)),
          fill: nil, stroke: StrokeStyle(color: .grid, width: 1, dash: [3, 3])))
      guard !lane.label.isEmpty else { continue }
      still.append(
        "lane:\(lane.label):label",
        .text(
          lane.label, at: MotionSpecCharts.Point(x: plot.rect.minX - 10, y: lane.y),
          anchor: TextAnchor(.trailing, .middle), font: font, color: .muted, angle: 0))
    }
    self.still = still
  }

  /// A scene item without the chart's curves (they are drawn frame by frame).
  static func withoutSeries(_ item: Scene.Item) -> Scene.Item? {
    if item.kind == .series { return nil }
    if case .clipped(let rect, let inner) = item.primitive {
      return Scene.Item(item.role, .clipped(rect, inner.compactMap(withoutSeries)), kind: item.kind)
    }
    return item
  }

  /// The window the animation plays: the chart's time axis.
  var window: ClosedRange<Double> { plot.xDomain }

  /// Each frame's time (from the window's start) and how long it shows, in hundredths: evenly
  /// spaced until the last lane rests, then one held frame of the whole window.
  var frames: [(time: Double, delay: Int)] {
    let length = window.upperBound - window.lowerBound
    // Whole hundredths of a second per frame (GIF's unit), enough that the frames stay within the cap.
    let hundredths = max(
      (Self.frameInterval * 100).rounded(), (motionLength * 100 / Double(Self.maximumFrames - 1)).rounded(.up))
    let interval = hundredths / 100
    let count = max(1, min(Self.maximumFrames - 1, Int((motionLength / interval).rounded(.up))))
    var out = (0..<count).map { i in (Double(i) * interval, i == 0 ? Self.holdStart : Int(hundredths)) }
    out.append((length, Self.holdEnd))
    return out
  }

  /// Where an object is on its lane (frame coordinates) at `time` after the window's start.
  func objectCentre(_ animation: Animation, lane y: Double, at time: Double) -> MotionSpecCharts.Point {
    let value = animation.value(target: 1, time: window.lowerBound + time)
    let fraction = (value - plot.yDomain.lowerBound) / (plot.yDomain.upperBound - plot.yDomain.lowerBound)
    return MotionSpecCharts.Point(x: plot.rect.minX + plot.rect.width * fraction, y: y)
  }

  /// What moves in the frame at `time`: the curves so far, the playhead and the objects.
  func moving(at time: Double) -> Scene {
    var scene = Scene(size: Self.size)
    let now = window.lowerBound + time
    let steps = max(2, Int(plot.rect.width * (time / (window.upperBound - window.lowerBound))))
    var curves: [Scene.Item] = []
    for lane in lanes {
      let points = (0...steps).map { i -> MotionSpecCharts.Point in
        let t = window.lowerBound + (now - window.lowerBound) * Double(i) / Double(steps)
        return plot.point(x: t, y: lane.animation.value(target: 1, time: t))
      }
      curves.append(Scene.Item("curve:\(lane.label)", .path(.polyline(points), fill: nil, stroke: lane.stroke)))
    }
    scene.append("curves", .clipped(plot.rect, curves))
    let x = plot.point(x: now, y: 0).x
    scene.append(
      "playhead",
      .path(
        .segment(MotionSpecCharts.Point(x: x, y: plot.rect.minY), MotionSpecCharts.Point(x: x, y: plot.rect.maxY)),
        fill: nil, stroke: StrokeStyle(color: .mark(.playhead), width: 1.5)))
    for lane in lanes {
      let centre = objectCentre(lane.animation, lane: lane.y, at: time)
      scene.append(
        "object:\(lane.label)",
        lane.hollow
          ? .path(
            .circle(center: centre, radius: Self.objectRadius - 1), fill: .background,
            stroke: StrokeStyle(color: .mark(.before), width: 2, dash: [3, 2.5]))
          : .path(.circle(center: centre, radius: Self.objectRadius), fill: .mark(.after), stroke: nil))
    }
    return scene
  }

  /// The looping GIF of every frame.
  func gif(theme: Theme) throws -> [UInt8] {
    let background = try Surface.image(
      size: Cairo.Size(width: Self.size.width, height: Self.size.height), scale: Self.scale)
    try SceneRenderer.draw(still, theme: theme, on: Context(background))
    let frame = try Surface.image(size: Cairo.Size(width: Self.size.width, height: Self.size.height), scale: Self.scale)
    let context = try Context(frame)
    func draw(at time: Double) throws {
      context.paint(background)
      try SceneRenderer.drawItems(moving(at: time), theme: theme, on: context)
    }
    let times = frames
    let (width, height) = frame.pixelSize
    // The last frame holds every colour: the whole curves, both objects, the playhead.
    try draw(at: times.last!.time)
    var encoder = try GIFEncoder(width: width, height: height, paletteSource: try frame.argbPixels())
    for f in times {
      try draw(at: f.time)
      try frame.withARGBPixels { try encoder.add($0, delay: f.delay) }
    }
    return try encoder.encode()
  }
}
