import Charts
import Motion
import Spec

/// `easing-comparison`: linear vs ease-in-out vs a spring of the same perceptual duration. The
/// linear velocity jumps at start and end; ease-in-out and spring velocities are continuous.
enum EasingComparisonChart {
  static func figure(_ token: Token?, _ options: ChartOptions) throws(ChartError) -> Figure {
    let spring = token?.animation.spring.map { _ in token!.animation } ?? (try? MotionExpression.parse(".smooth"))!
    let d = spring.perceptualDuration
    let linear = Animation(.timing(TimingCurve(.linear, duration: d)), swiftUI: ".linear(duration: \(Format.compact(d)))")
    let ease = Animation(.timing(TimingCurve(.easeInOut, duration: d)), swiftUI: ".easeInOut(duration: \(Format.compact(d)))")
    let domain = ChartSupport.timeDomain([spring, linear, ease], epsilon: options.epsilon)
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    let springName = token.map { "\($0.name) (spring)" } ?? "spring \(spring.swiftUI)"
    for (i, (name, a)) in [(springName, spring), ("linear", linear), ("ease-in-out", ease)].enumerated() {
      position.series.append(Series(name, style: .palette(i), breaks: a.discontinuities, ChartSupport.position(a)))
      velocity.series.append(Series(name, style: .palette(i), breaks: a.discontinuities, inLegend: false, ChartSupport.velocity(a)))
    }
    velocity.annotations.append(Annotation("linear: velocity jumps", at: Point(x: 0, y: 1 / d), colorIndex: 1, role: "annotation:jump-start"))
    velocity.annotations.append(Annotation("…and stops dead", at: Point(x: d, y: 1 / d), colorIndex: 1, role: "annotation:jump-end"))
    position.rules.append(Rule(.vertical, at: d, label: "duration \(Format.seconds(d))", colorIndex: 2, role: "rule:duration"))
    return Figure(
      title: "Linear, ease-in-out and spring of the same duration",
      subtitle: "Position is continuous for all three; only the spring and ease-in-out keep velocity continuous.",
      size: options.size, panels: [position, velocity])
  }
}

/// `bounce-family`: bouncy, smooth and flattened springs of one duration.
enum BounceFamilyChart {
  static func figure(_ token: Token?, _ options: ChartOptions) throws(ChartError) -> Figure {
    let d = token?.animation.spring?.duration ?? 0.5
    let members: [(String, Double)] = [("bouncy: bounce 0.3 (underdamped)", 0.3), ("smooth: bounce 0 (critically damped)", 0), ("flattened: bounce −0.3 (overdamped)", -0.3)]
    let animations = members.map { Animation(.spring(Spring(duration: d, bounce: $0.1)), swiftUI: ".spring(duration: \(Format.compact(d)), bounce: \(Format.compact($0.1)))") }
    let domain = ChartSupport.timeDomain(animations, epsilon: options.epsilon)
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    for (i, (member, a)) in zip(members, animations).enumerated() {
      position.series.append(Series(member.0, style: .palette(i), ChartSupport.position(a)))
      velocity.series.append(Series(member.0, style: .palette(i), inLegend: false, ChartSupport.velocity(a)))
    }
    position.rules.append(Rule(.vertical, at: d, label: "duration \(Format.seconds(d))", colorIndex: 2, role: "rule:duration"))
    return Figure(
      title: "One duration, three bounces", subtitle: "Duration \(Format.seconds(d)): bounce sets the character, duration the pace.",
      size: options.size, panels: [position, velocity])
  }
}

/// `overlay`: several tokens on one position/velocity pair, with a legend.
enum OverlayChart {
  static func figure(_ tokens: [Token], _ options: ChartOptions) -> Figure {
    let domain = ChartSupport.timeDomain(tokens.map(\.animation), epsilon: options.epsilon)
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    for (i, t) in tokens.enumerated() {
      position.series.append(Series(t.name, style: .palette(i), breaks: t.animation.discontinuities, ChartSupport.position(t.animation)))
      velocity.series.append(Series(t.name, style: .palette(i), breaks: t.animation.discontinuities, inLegend: false, ChartSupport.velocity(t.animation)))
    }
    return Figure(
      title: tokens.count == 1 ? tokens[0].name : "\(tokens.count) tokens compared",
      subtitle: tokens.prefix(6).map { "\($0.name) \($0.animation.swiftUI)" }.joined(separator: " · ") + (tokens.count > 6 ? " …" : ""),
      size: options.size, panels: [position, velocity])
  }
}

/// `stagger`: N elements revealed with one token, each delayed by the stagger interval.
enum StaggerChart {
  static func figure(_ token: Token?, _ options: ChartOptions) -> Figure {
    let base = token?.animation ?? (try? MotionExpression.parse(".smooth"))!
    let interval = options.staggerInterval ?? 0.04
    let n = max(1, options.staggerCount)
    let animations = (0..<n).map { i -> Animation in
      var a = base
      a.delay += Double(i) * interval
      return a
    }
    var (position, _) = ChartSupport.positionVelocity(xDomain: ChartSupport.timeDomain(animations, epsilon: options.epsilon))
    for (i, a) in animations.enumerated() {
      position.series.append(Series("element \(i + 1)", style: .palette(i), breaks: a.discontinuities, ChartSupport.position(a)))
    }
    if n > 1 {
      // Below the start line, where the plot is empty: the bracket crosses no curve.
      position.spans.append(Span(0...(Double(n - 1) * interval), at: -0.1, label: "\(n - 1) × \(Format.compact(interval)) s stagger", colorIndex: 1, role: "span:stagger"))
    }
    let name = token?.name ?? "standard"
    return Figure(
      title: "Staggered reveal: \(n) elements with \(name)",
      subtitle: "\(base.swiftUI), element i delayed by i × \(Format.compact(interval)) s", size: options.size, panels: [position],
      showsLegend: n <= 8)
  }
}
