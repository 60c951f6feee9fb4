import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures

/// The charts of `motionspec diff`: a changed token before and after, and all changed tokens.
public enum BeforeAfterCharts {
  /// How the before curve is drawn: dashed, in the before mark's colour (as in the GIF).
  public static let beforeStroke = StrokeStyle(color: .mark(.before), width: 2, dash: [7, 4], cap: .round)
  /// How the after curve is drawn: solid, in the after mark's colour.
  public static let afterStroke = StrokeStyle(color: .mark(.after), width: 2.5, cap: .round)

  /// A changed sequence's timeline with its before under each track (olive, dashed); an added
  /// sequence's alone, and a removed one's as it was. Tall enough that every track keeps its
  /// velocity panel.
  public static func timeline(_ entry: CatalogueDiff.SequenceEntry, width: Double = 800) -> Figure? {
    guard let shown = entry.after ?? entry.before else { return nil }
    let staggered = (shown.sequence.stagger?.count ?? 1) > 1
    let height = max(460, 150 * Double(shown.sequence.tracks.count) + (staggered ? 90 : 0) + 140)
    var options = ChartOptions(size: Size(width: width, height: height))
    options.sequence = shown
    if entry.kind == .changed { options.sequenceBefore = entry.before }
    var figure = TimelineChart.figure(shown, token: nil, options)
    switch entry.kind {
    case .added: figure.subtitle = "added — " + (figure.subtitle ?? "")
    case .removed: figure.subtitle = "removed (as it was) — " + (figure.subtitle ?? "")
    default: figure.subtitle = "before: olive, dashed — " + (figure.subtitle ?? "")
    }
    return figure
  }

  /// Before (dashed) and after (solid) of one changed token: position over velocity; with
  /// `velocity` false, position alone (the frame of `diff --animate`). `sides` names the two
  /// (the drift check's "design" and "code"); `title` replaces the token's id. An added token
  /// is drawn after only, a removed one before only, each in its side's own colour and dash.
  public static func figure(
    _ entry: CatalogueDiff.Entry, epsilon: Double, velocity showsVelocity: Bool = true,
    size: Size = Size(width: 800, height: 460), sides: (before: String, after: String) = ("before", "after"),
    title: String? = nil
  ) -> Figure? {
    let drawn: [(label: String, token: Token, style: SeriesStyle)] =
      (entry.before.map { [("\(sides.before) \($0.animation.swiftUI)", $0, SeriesStyle.custom(beforeStroke))] } ?? [])
      + (entry.after.map { [("\(sides.after) \($0.animation.swiftUI)", $0, SeriesStyle.custom(afterStroke))] } ?? [])
    guard !drawn.isEmpty else { return nil }
    let conditions = MotionConditions(epsilon: epsilon)
    let metrics = drawn.map { AnimationMetrics($0.token.animation, conditions) }
    let domain = ChartSupport.window(metrics, animations: drawn.map(\.token.animation))
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    for (side, m) in zip(drawn, metrics) {
      let (p, v) = ChartSupport.series(side.label, side.token.animation, m, style: side.style)
      position.series.append(p)
      velocity.series.append(v)
    }
    let subtitle =
      entry.before == nil
      ? "added: \(sides.after) only (solid), no \(sides.before)"
      : entry.after == nil
        ? "removed: \(sides.before) only (dashed), no \(sides.after)" : "\(sides.before) dashed, \(sides.after) solid"
    var figure = Figure(
      title: title ?? entry.id, subtitle: subtitle, size: size,
      panels: showsVelocity ? [position, velocity] : [position])
    figure.showsLegend = true
    return figure
  }

  /// Every changed token: after solid, before dashed in the same colour.
  public static func overview(_ diff: CatalogueDiff, epsilon: Double) -> Figure? {
    let changed = diff.entries.filter { $0.kind == .changed }
    guard !changed.isEmpty else { return nil }
    let all = changed.prefix(7).flatMap { [$0.before!.animation, $0.after!.animation] }
    let conditions = MotionConditions(epsilon: epsilon)
    let metrics = all.map { AnimationMetrics($0, conditions) }
    var (position, _) = ChartSupport.positionVelocity(xDomain: ChartSupport.window(metrics, animations: all))
    for (i, entry) in changed.prefix(7).enumerated() {
      let b = entry.before!.animation, a = entry.after!.animation
      position.series.append(ChartSupport.series(entry.id, a, metrics[2 * i + 1], style: .palette(i)).0)
      var before = ChartSupport.series("\(entry.id) (before)", b, metrics[2 * i], style: .secondary(i, dashed: true)).0
      before.inLegend = false
      position.series.append(before)
    }
    return Figure(
      title: "\(changed.count) changed token\(changed.count == 1 ? "" : "s")", subtitle: "after solid, before dashed",
      size: Size(width: 800, height: 420), panels: [position])
  }
}
