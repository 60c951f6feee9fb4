import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore

/// `motion`: one token's position (start and target dashed, as in the talk) over its velocity,
/// with the duration and settling time marked and the overshoot and peak velocity annotated —
/// every number from the token's ``AnimationMetrics``.
enum MotionChart {
  static func figure(_ token: Token, _ options: ChartOptions) -> Figure {
    let a = token.animation
    let m = AnimationMetrics(a, options.conditions)
    let domain = ChartSupport.window([m], animations: [a])
    let unit = ChartSupport.unit(options, domain)
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    let (p, v) = ChartSupport.series(token.name, a, m, style: .palette(0))
    position.series = [p]
    velocity.series = [v]
    ChartSupport.addHandles(a, to: &position)

    position.rules.append(
      Rule(
        .vertical, at: m.duration, label: ChartSupport.durationLabel(m, unit: unit), mark: .duration,
        role: "rule:duration"))
    velocity.rules.append(Rule(.vertical, at: m.duration, mark: .duration, role: "rule:duration"))
    if let done = ChartSupport.looksDoneRule(m, unit: unit) {
      position.rules.append(done)
      velocity.rules.append(ChartSupport.looksDoneRule(m, unit: unit, labelled: false)!)
    }
    if let settle = m.settling.exact, settle > 0 {
      position.spans.append(
        Span(
          0...settle, at: 0.5,
          label:
            "settles in \(Format.time(settle, unit: unit)) (within \(Format.compact(options.epsilon * 100, decimals: 2)) %)",
          mark: .settle, role: "span:settling"))
      velocity.rules.append(Rule(.vertical, at: settle, mark: .settle, role: "rule:settling"))
    }
    if let peak = m.peakTime, m.overshoot > 1e-4 {
      position.markers.append(
        Marker(
          at: Point(x: peak, y: 1 + m.overshoot),
          label: "overshoot \(Format.percent(m.overshoot)) at \(Format.time(peak, unit: unit))", colorIndex: 0,
          role: "marker:overshoot"))
    }
    velocity.markers.append(
      Marker(
        at: Point(x: m.peakVelocity.time, y: m.peakVelocity.value),
        label: "peak \(Format.number(m.peakVelocity.value, decimals: 1)) /s", colorIndex: 0,
        role: "marker:peak-velocity"))
    var footnote = windowNote(m, unit: unit)
    if let rate = options.swiftUIFrameRate {
      let played = SwiftUIPlayback(a, distance: options.distance, frameRate: rate)
      position.markers += ChartSupport.frameRings(played, window: domain)
      footnote = [footnote, ChartSupport.framesNote(played, unit: unit)].compactMap { $0 }.joined(separator: " ")
    }
    var figure = Figure(
      title: token.name,
      subtitle: (token.name == a.swiftUI ? "" : "\(a.swiftUI) · ") + ChartSupport.summary(m, unit: unit)
        + (token.description == nil ? "" : " — " + token.shownDescription),
      size: options.size, panels: [position, velocity], footnote: footnote, showsLegend: false)
    figure.timeUnit = unit
    figure.compact = CompactForm(panels: [0], caption: ChartSupport.keyNumbers(m, unit: unit))
    return figure
  }

  /// What the window leaves out, said in words: a motion that never settles, or settles later.
  static func windowNote(_ m: AnimationMetrics, unit: AxisUnit) -> String? {
    guard let settle = m.settling.exact else {
      return "Bounce 1: the spring never loses energy and never settles; three periods are shown."
    }
    if m.windowShowsSettling { return nil }
    return
      "The motion settles at \(Format.time(settle, unit: unit)); the first \(Format.compact(AnimationMetrics.windowPeriods, decimals: 0)) periods are shown."
  }
}
