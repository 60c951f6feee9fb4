import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore

/// The charts of `motionspec diff`: a changed token before and after, and all changed tokens.
public enum BeforeAfterCharts {
  /// How the before curve is drawn: dashed, in the before mark's colour (as in the GIF).
  public static let beforeStroke = StrokeStyle(color: .mark(.before), width: 2, dash: [7, 4], cap: .round)
  /// How the after curve is drawn: solid, in the after mark's colour.
  public static let afterStroke = StrokeStyle(color: .mark(.after), width: 2.5, cap: .round)

  /// Before (dashed) and after (solid) of one changed token: position over velocity; with
  /// `velocity` false, position alone (the frame of `diff --animate`). `sides` names the two
  /// (the drift check's "design" and "code"); `title` replaces the token's id.
  public static func figure(
    _ entry: CatalogueDiff.Entry, epsilon: Double, velocity showsVelocity: Bool = true,
    size: Size = Size(width: 800, height: 460), sides: (before: String, after: String) = ("before", "after"),
    title: String? = nil
  ) -> Figure? {
    guard let before = entry.before, let after = entry.after else { return nil }
    let conditions = MotionConditions(epsilon: epsilon)
    let metrics = [before, after].map { AnimationMetrics($0.animation, conditions) }
    let domain = ChartSupport.window(metrics, animations: [before.animation, after.animation])
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    let styles = [SeriesStyle.custom(beforeStroke), SeriesStyle.custom(afterStroke)]
    for ((label, token, style), m) in zip(
      [
        ("\(sides.before) \(before.animation.swiftUI)", before, styles[0]),
        ("\(sides.after) \(after.animation.swiftUI)", after, styles[1]),
      ], metrics)
    {
      let (p, v) = ChartSupport.series(label, token.animation, m, style: style)
      position.series.append(p)
      velocity.series.append(v)
    }
    return Figure(
      title: title ?? entry.id, subtitle: "\(sides.before) dashed, \(sides.after) solid", size: size,
      panels: showsVelocity ? [position, velocity] : [position])
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
