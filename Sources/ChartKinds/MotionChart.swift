import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures

/// `motion`: one token's position over its velocity — the description ``MotionFigure`` makes
/// (the same the page draws), with the token's curves, SwiftUI's frames when asked for, and its
/// compact form.
enum MotionChart {
  static func figure(_ token: Token, _ options: ChartOptions) -> Figure {
    let a = token.animation
    let m = AnimationMetrics(a, options.conditions)
    let data = ChartSupport.motionFigureData(token, options, metrics: m)
    let domain = data.window[0]...data.window[1]
    let unit: AxisUnit = data.timeUnit == "ms" ? .milliseconds : .seconds
    var position = Panel(data.panels[0], xDomain: domain, yIncludes: [0, 1])
    var velocity = Panel(data.panels[1], xDomain: domain, yIncludes: [0])
    let (p, v) = ChartSupport.series(token.name, a, m, style: .palette(0))
    position.series = [p]
    velocity.series = [v]
    var footnote = data.footnote
    if let rate = options.swiftUIFrameRate {
      let played = SwiftUIPlayback(a, distance: options.distance, frameRate: rate)
      position.markers += ChartSupport.frameRings(played, window: domain)
      footnote = [footnote, ChartSupport.framesNote(played, unit: unit)].compactMap { $0 }.joined(separator: " ")
    }
    var figure = Figure(
      title: data.title, subtitle: data.subtitle, size: options.size, panels: [position, velocity], footnote: footnote,
      showsLegend: false)
    figure.timeUnit = unit
    figure.compact = CompactForm(panels: [0], caption: ChartSupport.keyNumbers(m, unit: unit))
    return figure
  }
}

extension ChartSupport {
  /// The `motion` chart of `token` as data: what its Cairo chart draws but the curves, and what the
  /// page draws for it (the page's data carries it for every token).
  /// `metrics`, when the caller has them, must be the token's under `options`' conditions.
  public static func motionFigureData(_ token: Token, _ options: ChartOptions, metrics: AnimationMetrics? = nil)
    -> FigureData
  {
    MotionFigure.data(
      title: token.name, swiftUI: token.animation.swiftUI,
      description: token.description == nil ? nil : token.shownDescription, animation: token.animation,
      conditions: options.conditions, unit: options.timeUnit, metrics: metrics)
  }
}
