import Charts
import Motion
import Spec

/// `decomposition`: the damped-cosine story of the talk. At bounce 1 a pure cosine whose period is
/// the duration; for the token, the exponential envelope (±), the shifted cosine and their product
/// (the line × exponential when critically damped, two exponentials when overdamped).
enum DecompositionChart {
  static func figure(_ token: Token, _ options: ChartOptions) throws(ChartError) -> Figure {
    let a = token.animation
    guard let spring = a.spring else {
      throw ChartError(.data, "chart 'decomposition' applies to springs; '\(token.name)' is a timing curve (\(a.swiftUI)), which has no envelope or oscillation")
    }
    let d = spring.duration
    let domain = ChartSupport.timeDomain([a], epsilon: options.epsilon, minimum: 2 * d)
    let undamped = Spring(duration: d, bounce: 1)
    var cosine = Panel(title: "Bounce 1: a pure cosine, period = duration", yTitle: "position", xDomain: domain, yIncludes: [0, 2])
    cosine.series = [Series("bounce 1 (undamped)", style: .palette(6)) { undamped.value(time: $0) }]
    cosine.rules = [
      Rule(.horizontal, at: 1, label: "target", role: "rule:target"),
      Rule(.vertical, at: d, label: "period \(Format.seconds(d)) = duration", colorIndex: 2, role: "rule:period"),
    ]
    let c = spring.decomposition(target: 1, initialVelocity: 0)
    var product = Panel(title: "\(token.name): \(regimeTitle(spring.regime))", yTitle: "position", xDomain: domain, yIncludes: [0, 1])
    product.rules = [Rule(.horizontal, at: 1, label: "target", role: "rule:target")]
    switch spring.regime {
    case .underdamped:
      product.series = [
        Series("envelope: target ± A·e^(−λt)", style: .secondary(1, dashed: true)) { 1 + c.envelope($0) },
        Series("envelope (−)", style: .secondary(1, dashed: true), inLegend: false) { 1 - c.envelope($0) },
        Series("shifted cosine: target − A·cos(ωt − φ)", style: .secondary(2, dashed: false)) { 1 - c.amplitude * c.oscillation($0) },
        Series("product = \(token.name)", style: .palette(0)) { spring.value(time: $0) },
      ]
      product.annotations = [Annotation("dip at the start: the cosine's phase φ = \(Format.number(c.phase ?? 0, decimals: 2)) rad", at: Point(x: 0, y: 1 - c.amplitude * c.oscillation(0)), colorIndex: 2, role: "annotation:phase")]
    case .criticallyDamped:
      product.series = [
        Series("envelope e^(−ω₀t)", style: .secondary(1, dashed: true)) { 1 - c.envelope($0) },
        Series("line: 1 + ω₀t", style: .secondary(2, dashed: false)) { 1 - c.oscillation($0) },
        Series("product = \(token.name)", style: .palette(0)) { spring.value(time: $0) },
      ]
      product.yIncludes = [0, 1]
      product.yDomain = -1...1.1
    case .overdamped:
      product.series = [
        Series("slow exponential C₁e^(r₁t)", style: .secondary(1, dashed: true)) { 1 + (c.exponentialTerms($0)?.slow ?? 0) },
        Series("fast exponential C₂e^(r₂t)", style: .secondary(2, dashed: true)) { 1 + (c.exponentialTerms($0)?.fast ?? 0) },
        Series("sum = \(token.name)", style: .palette(0)) { spring.value(time: $0) },
      ]
    }
    return Figure(
      title: "A spring is a cosine times an exponential",
      subtitle: "\(ChartSupport.heading(token)) · \(ChartSupport.summary(a)) · decay λ = \(Format.compact(spring.decayConstant, decimals: 2)) /s",
      size: options.size, panels: [cosine, product])
  }

  static func regimeTitle(_ r: Spring.Regime) -> String {
    switch r {
    case .underdamped: "envelope × shifted cosine"
    case .criticallyDamped: "critically damped: line × exponential"
    case .overdamped: "overdamped: the sum of two exponentials"
    }
  }
}

/// `settling`: perceptual duration vs the three settling durations, and the ε band they use.
enum SettlingChart {
  static func figure(_ token: Token, _ options: ChartOptions) throws(ChartError) -> Figure {
    let a = token.animation
    let eps = options.epsilon
    let exact = a.settlingTime(target: 1, initialVelocity: 0, epsilon: eps)
    var marks: [(String, Double, Int, String)] = [("duration \(Format.seconds(a.perceptualDuration))", a.perceptualDuration, 2, "rule:duration")]
    if let s = a.spring {
      marks.append(("SwiftUI \(Format.seconds(a.delay + s.settlingDuration(target: 1, initialVelocity: 0, epsilon: eps) / a.speed))", a.delay + s.settlingDuration(target: 1, initialVelocity: 0, epsilon: eps) / a.speed, 3, "rule:swiftui"))
      marks.append(("Core Animation \(Format.seconds(a.delay + s.coreAnimationSettlingDuration(epsilon: eps) / a.speed))", a.delay + s.coreAnimationSettlingDuration(epsilon: eps) / a.speed, 4, "rule:core-animation"))
    }
    marks.append(("exact \(Format.seconds(exact))", exact, 1, "rule:exact"))
    let end = marks.map(\.1).filter(\.isFinite).max() ?? a.perceptualDuration
    let domain = 0...(ceil(end * 1.15 / 0.1) * 0.1)
    var full = Panel(title: "Position", yTitle: "fraction of move", xDomain: domain, yIncludes: [0, 1])
    full.series = [Series(token.name, style: .palette(0), breaks: a.discontinuities, ChartSupport.position(a))]
    full.rules = [Rule(.horizontal, at: 1, label: "target", role: "rule:target")]
    var zoom = Panel(title: "Near the target: the ε = \(Format.compact(eps, decimals: 4)) band", yTitle: "fraction of move", xDomain: domain, yDomain: (1 - 6 * eps)...(1 + 6 * eps))
    zoom.series = [Series(token.name, style: .palette(0), breaks: a.discontinuities, inLegend: false, ChartSupport.position(a))]
    zoom.bands = [Band(.horizontal, (1 - eps)...(1 + eps), label: "target ± ε", role: "band:epsilon")]
    for (label, t, color, role) in marks where t.isFinite {
      full.rules.append(Rule(.vertical, at: t, colorIndex: color, role: role))
      zoom.rules.append(Rule(.vertical, at: t, label: label, colorIndex: color, role: role))
    }
    return Figure(
      title: "Perceptual duration vs settling duration",
      subtitle: "\(ChartSupport.heading(token)): completion callbacks use the perceptual duration; the motion settles later.",
      size: options.size, panels: [full, zoom], sharedX: true,
      footnote: "SwiftUI bounds the envelope conservatively; Core Animation uses the tight envelope; exact is the last exit from the band.",
      showsLegend: false)
  }
}
