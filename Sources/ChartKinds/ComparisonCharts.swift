import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures

/// `easing-comparison`: linear vs ease-in-out vs a spring of the same perceptual duration. The
/// linear velocity jumps at start and end; ease-in-out and spring velocities are continuous.
enum EasingComparisonChart {
  static func figure(_ token: Token?, _ options: ChartOptions) -> Figure {
    let spring = token.flatMap { $0.animation.spring != nil ? $0.animation : nil } ?? ChartSupport.smooth
    let d = spring.perceptualDuration
    let linear = Animation(
      .timing(TimingCurve(.linear, duration: d)), swiftUI: ".linear(duration: \(Format.compact(d)))")
    let ease = Animation(
      .timing(TimingCurve(.easeInOut, duration: d)), swiftUI: ".easeInOut(duration: \(Format.compact(d)))")
    let all = [spring, linear, ease]
    let metrics = all.map { AnimationMetrics($0, options.conditions) }
    let domain = ChartSupport.window(metrics, animations: all)
    let unit = ChartSupport.unit(options, domain)
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    let springName = token.map { "\($0.name) (spring)" } ?? "spring \(spring.swiftUI)"
    for (i, (name, a)) in [(springName, spring), ("linear", linear), ("ease-in-out", ease)].enumerated() {
      let (p, v) = ChartSupport.series(name, a, metrics[i], style: .palette(i))
      position.series.append(p)
      velocity.series.append(v)
    }
    velocity.annotations.append(
      Annotation("linear: velocity jumps", at: Point(x: 0, y: 1 / d), colorIndex: 1, role: "annotation:jump-start"))
    velocity.annotations.append(
      Annotation("…and stops dead", at: Point(x: d, y: 1 / d), colorIndex: 1, role: "annotation:jump-end"))
    position.rules.append(
      Rule(
        .vertical, at: metrics[0].duration, label: ChartSupport.durationLabel(metrics[0], unit: unit), mark: .duration,
        role: "rule:duration"))
    var figure = Figure(
      title: "Linear, ease-in-out and spring of the same duration",
      subtitle: "Position is continuous for all three; only the spring and ease-in-out keep velocity continuous.",
      size: options.size, panels: [position, velocity])
    figure.timeUnit = unit
    figure.compact = CompactForm(
      panels: [1], caption: "Velocity: linear jumps; ease-in-out and the spring stay continuous")
    figure.racers = zip([springName, "linear", "ease-in-out"], all).enumerated().map { i, racer in
      let a = racer.1
      return Racer(racer.0, colorIndex: i) { a.value(target: 1, time: $0) }
    }
    return figure
  }
}

/// `bounce-family`: the token's spring among springs of the same duration on the talk's ladder of
/// bounce — 0 (smooth), 0.15 (brisk), 0.3 (noticeably bouncy) and above 0.4, which the talk warns
/// can feel exaggerated.
enum BounceFamilyChart {
  /// The talk's ladder: (bounce, what it reads as).
  static let ladder: [(Double, String)] = [
    (-0.3, "flattened: creeps in"), (0, "smooth, no overshoot"), (0.15, "brisk"), (0.3, "noticeably bouncy"),
    (0.5, "above 0.4: exaggerated"),
  ]

  static func figure(_ token: Token?, _ options: ChartOptions) -> Figure {
    let base = token.flatMap(\.animation.spring) ?? Spring(duration: 0.5, bounce: 0.3)
    let d = base.duration
    var members: [(name: String, animation: Animation, style: SeriesStyle)] = []
    let own =
      token.map { "\($0.name): bounce \(Format.compact(base.bounce, decimals: 2))" }
      ?? "bounce \(Format.compact(base.bounce, decimals: 2))"
    members.append((own, Animation(.spring(base), swiftUI: ""), .palette(0)))
    for (i, (bounce, meaning)) in ladder.enumerated() where abs(bounce - base.bounce) > 0.005 {
      let spring = Spring(duration: d, bounce: bounce)
      members.append(
        (
          "bounce \(Format.compact(bounce, decimals: 2)): \(meaning)", Animation(.spring(spring), swiftUI: ""),
          .secondary(i + 1, dashed: true)
        ))
    }
    let metrics = members.map { AnimationMetrics($0.animation, options.conditions) }
    let domain = ChartSupport.window(metrics, animations: members.map(\.animation))
    let unit = ChartSupport.unit(options, domain)
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    for (member, m) in zip(members, metrics) {
      let (p, v) = ChartSupport.series(member.name, member.animation, m, style: member.style)
      position.series.append(p)
      velocity.series.append(v)
    }
    position.rules.append(
      Rule(.vertical, at: d, label: "duration \(Format.time(d, unit: unit))", mark: .duration, role: "rule:duration"))
    var figure = Figure(
      title: "One duration, a ladder of bounce",
      subtitle:
        "Spring duration \(Format.time(d, unit: unit)): bounce sets the character, duration the pace. The token is solid; the talk's steps are dashed.",
      size: options.size, panels: [position, velocity])
    figure.timeUnit = unit
    figure.compact = CompactForm(
      panels: [0], caption: "Spring duration \(Format.time(d, unit: unit)); bounce sets the character")
    figure.racers = members.map { member in
      let a = member.animation
      return Racer(member.name, like: member.style) { a.value(target: 1, time: $0) }
    }
    return figure
  }
}

/// `overlay`: several tokens on one position/velocity pair, with a legend; each series sampled on
/// its own time scale, so a fast token's peak is drawn even on a long axis.
enum OverlayChart {
  static func figure(_ tokens: [Token], _ options: ChartOptions) -> Figure {
    let metrics = tokens.map { AnimationMetrics($0.animation, options.conditions) }
    let domain = ChartSupport.window(metrics, animations: tokens.map(\.animation))
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    for (i, (t, m)) in zip(tokens, metrics).enumerated() {
      let (p, v) = ChartSupport.series(t.name, t.animation, m, style: .palette(i))
      position.series.append(p)
      velocity.series.append(v)
    }
    capVelocity(&velocity, tokens, metrics)
    var figure = Figure(
      title: tokens.count == 1 ? tokens[0].name : "\(tokens.count) tokens compared",
      subtitle: tokens.prefix(6).map(ChartSupport.heading).joined(separator: " · ") + (tokens.count > 6 ? " …" : ""),
      size: options.size, panels: [position, velocity])
    figure.timeUnit = ChartSupport.unit(options, domain)
    figure.compact = CompactForm(panels: [0])
    return figure
  }
}

extension OverlayChart {
  /// How much faster than the next token's peak a token's peak may be before the velocity scale
  /// stops short of it, and where the scale then stops (× the next peak).
  static let capRatio = 2.0
  static let capHeadroom = 1.5

  /// One token much faster than the rest would set the velocity scale and flatten every other
  /// curve into the baseline. When the fastest peak is over ``capRatio`` × the next one, the
  /// scale stops at ``capHeadroom`` × the next peak: the faster curves leave the plot at its top
  /// edge, where a triangle in their colour marks each one with its peak, from the model.
  static func capVelocity(_ velocity: inout Panel, _ tokens: [Token], _ metrics: [AnimationMetrics]) {
    let peaks = metrics.map { abs($0.peakVelocity.value) }.filter(\.isFinite).sorted(by: >)
    guard peaks.count >= 2 else { return }
    // The largest peak that is not a runaway: the first one within capRatio of the peak after it.
    guard let kept = zip(peaks, peaks.dropFirst()).first(where: { $0.0 <= capRatio * $0.1 })?.0 ?? peaks.last,
      kept > 0, peaks[0] > capRatio * kept
    else { return }
    let cap = capHeadroom * kept
    // The lowest velocity any curve reaches (an undershoot's return), sampled as the axis does.
    var low = 0.0
    for (token, m) in zip(tokens, metrics) where abs(m.peakVelocity.value) <= cap {
      let f = ChartSupport.velocity(token.animation)
      for i in 0...512 {
        let t =
          velocity.xDomain.lowerBound + (velocity.xDomain.upperBound - velocity.xDomain.lowerBound) * Double(i) / 512
        let v = f(t)
        if v.isFinite { low = min(low, v) }
      }
    }
    let air = (cap - low) * 0.04
    velocity.yDomain = (low - (low < 0 ? air : 0))...cap
    for (i, m) in metrics.enumerated() where abs(m.peakVelocity.value) > cap {
      velocity.markers.append(
        Marker(
          at: Point(x: m.peakVelocity.time, y: cap),
          label: "\(tokens[i].name) peaks at \(Format.number(m.peakVelocity.value, decimals: 1)) /s, off scale",
          colorIndex: i, shape: .triangle, role: "marker:peak-velocity-off-scale"))
    }
    velocity.caption = "scale stops at \(Format.number(cap, decimals: 1)) /s; ▲ marks a faster peak"
  }
}

/// `stagger`: N elements revealed with one token, each delayed by the stagger interval.
enum StaggerChart {
  static func figure(_ token: Token?, _ options: ChartOptions) -> Figure {
    let base = token?.animation ?? ChartSupport.smooth
    let interval = options.staggerInterval ?? 0.04
    let n = min(max(1, options.staggerCount), 50)
    let animations = (0..<n).map { i -> Animation in
      var a = base
      a.delay += Double(i) * interval
      return a
    }
    let metrics = animations.map { AnimationMetrics($0, options.conditions) }
    let domain = ChartSupport.window(metrics, animations: animations)
    let unit = ChartSupport.unit(options, domain)
    var (position, _) = ChartSupport.positionVelocity(xDomain: domain)
    for (i, (a, m)) in zip(animations, metrics).enumerated() {
      position.series.append(ChartSupport.series("element \(i + 1)", a, m, style: .palette(i)).0)
    }
    if n > 1 {
      // Below the start line, where the plot is empty: the bracket crosses no curve.
      position.spans.append(
        Span(
          0...(Double(n - 1) * interval), at: -0.1, label: "\(n - 1) × \(Format.time(interval, unit: unit)) stagger",
          mark: .event, role: "span:stagger"))
    }
    let name = token?.name ?? "smooth"
    var figure = Figure(
      title: "Staggered reveal: \(n) elements with \(name)",
      subtitle:
        "\(base.swiftUI), each element \(Format.time(interval, unit: unit)) after the one before: element k starts at (k − 1) × \(Format.time(interval, unit: unit))",
      size: options.size,
      panels: [position],
      showsLegend: n <= 8)
    figure.timeUnit = unit
    figure.racers = animations.enumerated().map { i, a in
      Racer("element \(i + 1)", colorIndex: i) { a.value(target: 1, time: $0) }
    }
    return figure
  }
}
