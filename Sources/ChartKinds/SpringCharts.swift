internal import CPlatform
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures

/// `decomposition`: a spring's displacement as the product (or sum) of simple functions, with the
/// factors drawn exactly as the legend names them, in every regime:
/// - underdamped: the talk's story — at bounce 1 a pure cosine whose period is the duration; with
///   damping, an envelope A·e^(−λt) times a shifted cosine cos(ω_d·t − φ);
/// - critically damped: the line A + B·t times the exponential e^(−λt);
/// - overdamped: the sum of a slow and a fast exponential.
///
/// Drawn in the spring's own time: without the token's delay and speed, which only shift and
/// scale the time axis.
public enum DecompositionChart {
  /// What the decomposition of a spring in `regime` shows, in a few words (a card's heading).
  public static func shortTitle(_ regime: Spring.Regime) -> String {
    switch regime {
    case .underdamped: "envelope × cosine"
    case .criticallyDamped: "line × exponential"
    case .overdamped: "the sum of two exponentials"
    }
  }

  static func figure(_ token: Token, _ options: ChartOptions) throws(ChartError) -> Figure {
    let a = token.animation
    guard let spring = a.spring else {
      throw ChartError(
        .data,
        "chart 'decomposition' applies to springs; '\(token.name)' is a timing curve (\(a.swiftUI)), which has no envelope or oscillation"
      )
    }
    let v0 = a.initialVelocity / a.speed
    let own = Animation(.spring(spring), initialVelocity: v0, swiftUI: a.swiftUI)
    let m = AnimationMetrics(own, options.conditions)
    let domain = ChartSupport.window([m], animations: [own])
    let unit = ChartSupport.unit(options, domain)
    let c = spring.decomposition(target: 1, initialVelocity: v0)
    let feature = ChartSupport.featureScale(m)
    let position = { @Sendable (t: Double) in spring.value(target: 1, initialVelocity: v0, time: t) }
    var top: Panel, bottom: Panel
    let title: String
    let n = { (x: Double) in Format.compact(x, decimals: 3) }
    switch spring.regime {
    case .underdamped:
      title = "A spring is a cosine times an exponential"
      let undamped = Spring(duration: spring.duration, bounce: 1)
      top = Panel(
        title: "Bounce 1: a pure cosine, period = duration", yTitle: "position", xDomain: domain, yIncludes: [0, 2])
      top.series = [
        Series("bounce 1 (undamped): 1 − cos(2πt / duration)", style: .palette(6), featureScale: spring.duration) {
          undamped.value(time: $0)
        }
      ]
      top.rules = [
        Rule(.horizontal, at: 1, label: "target", role: "rule:target"),
        Rule(
          .vertical, at: spring.duration, label: "period \(Format.time(spring.duration, unit: unit)) = duration",
          colorIndex: 2, role: "rule:period"),
      ]
      bottom = Panel(
        title: "\(token.name): envelope × shifted cosine", yTitle: "position", xDomain: domain, yIncludes: [0, 1])
      bottom.series = [
        Series(
          "envelope 1 ± A·e^(−λt), A = \(n(c.amplitude)), λ = \(n(spring.decayConstant)) /s",
          style: .secondary(1, dashed: true), featureScale: feature
        ) { 1 + c.envelope($0) }.named("envelope"),
        Series("envelope (−)", style: .secondary(1, dashed: true), inLegend: false, featureScale: feature) {
          1 - c.envelope($0)
        },
        Series(
          "shifted cosine 1 − A·cos(ω_d·t − φ), ω_d = \(n(spring.angularFrequency)) /s",
          style: .secondary(2, dashed: false), featureScale: feature
        ) { 1 - c.amplitude * c.oscillation($0) }.named("shifted cosine"),
        Series("position = 1 − A·e^(−λt)·cos(ω_d·t − φ)", style: .palette(0), featureScale: feature, position)
          .named("position"),
      ]
      bottom.annotations = [
        Annotation(
          "the cosine starts falling (φ = \(Format.number(c.phase ?? 0, decimals: 2)) rad) to cancel the decay's rise: the spring leaves from rest",
          at: Point(x: 0, y: 1 - c.amplitude * c.oscillation(0)), colorIndex: 2, role: "annotation:phase")
      ]
    case .criticallyDamped:
      title = "A critically damped spring is a line times an exponential"
      let lambda = spring.decayConstant, slope = lambda - v0
      top = Panel(title: "The two factors", yTitle: "factor", xDomain: domain, yIncludes: [0, 1])
      top.series = [
        Series("line A + B·t, A = 1, B = \(n(slope)) /s", style: .secondary(2, dashed: false), featureScale: feature) {
          1 + slope * $0
        }.named("line"),
        Series("exponential e^(−λt), λ = \(n(lambda)) /s", style: .secondary(1, dashed: true), featureScale: feature) {
          Elementary.exp(-lambda * $0)
        }.named("exponential"),
      ]
      top.rules = [Rule(.horizontal, at: 0, role: "rule:zero")]
      bottom = Panel(
        title: "\(token.name): their product is the distance left", yTitle: "position", xDomain: domain,
        yIncludes: [0, 1])
      bottom.series = [
        Series("distance left (A + B·t)·e^(−λt)", style: .secondary(4, dashed: true), featureScale: feature) {
          (1 + slope * $0) * Elementary.exp(-lambda * $0)
        }.named("distance left"),
        Series("position = 1 − (A + B·t)·e^(−λt)", style: .palette(0), featureScale: feature, position)
          .named("position"),
      ]
      bottom.rules = [Rule(.horizontal, at: 1, label: "target", role: "rule:target")]
    case .overdamped:
      title = "An overdamped spring is the sum of two exponentials"
      let (r1, r2, k1, k2) = spring.overdampedTerms(target: 1, initialVelocity: v0)
      top = Panel(title: "The two terms of the displacement", yTitle: "displacement", xDomain: domain, yIncludes: [0])
      top.series = [
        Series(
          "slow term C₁·e^(r₁t), C₁ = \(n(k1)), r₁ = \(n(r1)) /s", style: .secondary(1, dashed: true),
          featureScale: feature
        ) { k1 * Elementary.exp(r1 * $0) }.named("slow term"),
        Series(
          "fast term C₂·e^(r₂t), C₂ = \(n(k2)), r₂ = \(n(r2)) /s", style: .secondary(2, dashed: false),
          featureScale: feature
        ) { k2 * Elementary.exp(r2 * $0) }.named("fast term"),
      ]
      top.rules = [Rule(.horizontal, at: 0, role: "rule:zero")]
      bottom = Panel(
        title: "\(token.name): target plus both terms", yTitle: "position", xDomain: domain, yIncludes: [0, 1])
      bottom.series = [
        Series("position = 1 + C₁·e^(r₁t) + C₂·e^(r₂t)", style: .palette(0), featureScale: feature, position)
          .named("position")
      ]
      bottom.rules = [Rule(.horizontal, at: 1, label: "target", role: "rule:target")]
    }
    let timing = a.delay != 0 || a.speed != 1 ? " · in the spring's own time (without delay and speed)" : ""
    // The decay the reader sees: the envelope's λ, or for an overdamped spring its slow term,
    // which dominates (the fast one is gone after a few of its own time constants).
    let decay: String
    if spring.regime == .overdamped {
      let (r1, r2, _, _) = spring.overdampedTerms(target: 1, initialVelocity: v0)
      let (slow, fast) = abs(r1) < abs(r2) ? (r1, r2) : (r2, r1)
      decay =
        "the slow term decays at \(Format.compact(-slow, decimals: 2)) /s and dominates; the fast one at \(Format.compact(-fast, decimals: 2)) /s"
    } else {
      decay = "decay λ = \(Format.compact(spring.decayConstant, decimals: 2)) /s"
    }
    var figure = Figure(
      title: title,
      subtitle: "\(ChartSupport.heading(token)) · \(ChartSupport.summary(m, unit: unit)) · \(decay)\(timing)",
      size: options.size, panels: [top, bottom], footnote: MotionFigure.windowNote(m, unit: unit))
    figure.timeUnit = unit
    figure.compact = CompactForm(panels: [1], caption: decay.prefix(1).uppercased() + decay.dropFirst())
    return figure
  }
}

/// `settling`: the duration and the three settling times, each rule labelled beside itself with
/// what it means, over the position and a zoom on the ε band they refer to.
enum SettlingChart {
  static func figure(_ token: Token, _ options: ChartOptions) -> Figure {
    let a = token.animation
    let eps = options.epsilon
    let m = AnimationMetrics(a, options.conditions)
    var marks: [(label: (String) -> String, time: Double, color: Int?, mark: Ink.Mark?, role: String)] = []
    // The compact class says each rule by its name and time alone.
    let short: [String: String] = [
      "rule:duration": "duration", "rule:looks-done": "looks done", "rule:swiftui": "SwiftUI",
      "rule:core-animation": "Core Animation", "rule:exact": "exact", "rule:removed": ".removed",
      "rule:logically-complete": ".logicallyComplete",
    ]
    if m.looksDoneAtDuration {
      marks.append(({ "duration \($0): looks done" }, m.duration, nil, .duration, "rule:duration"))
    } else {
      let done = Format.percent(m.progressAtDuration, decimals: 0)
      marks.append(({ "duration \($0): only \(done) done" }, m.duration, nil, .duration, "rule:duration"))
      if let t = m.riseTime95 {
        let fraction = Format.percent(AnimationMetrics.looksDoneFraction, decimals: 0)
        marks.append(({ "\(fraction) done at \($0): looks done" }, t, nil, .looksDone, "rule:looks-done"))
      }
    }
    if let t = m.settling.swiftUI, !m.settling.swiftUIScanGivesUp {
      marks.append(({ "SwiftUI \($0): conservative bound" }, t, 3, nil, "rule:swiftui"))
    }
    if let t = m.settling.coreAnimation {
      marks.append(({ "Core Animation \($0): tight envelope" }, t, 4, nil, "rule:core-animation"))
    }
    if let t = m.settling.exact { marks.append(({ "exact \($0): last exit from ±ε" }, t, nil, .settle, "rule:exact")) }
    // When SwiftUI's completion criteria fire for a move of the stated distance.
    let played = SwiftUIPlayback(a, distance: options.distance, frameRate: options.swiftUIFrameRate ?? 120)
    let moved = Format.compact(options.distance)
    if let t = played.removed {
      marks.append(({ "SwiftUI .removed \($0) (\(moved) pt)" }, t, 1, nil, "rule:removed"))
    }
    if let t = played.logicallyComplete, t < m.duration - 1e-9 || t > m.duration + 1e-9 {
      marks.append(({ "SwiftUI .logicallyComplete \($0)" }, t, 2, nil, "rule:logically-complete"))
    }
    let latest = marks.map(\.time).max() ?? m.duration
    // Show every mark, but no more than twice the motion's own window (the rest as edge arrows).
    let end = ChartSupport.niceEnd(min(latest * 1.12, max(2 * m.windowEnd, (played.removed ?? 0) * 1.12)))
    let domain = 0...end
    let unit = ChartSupport.unit(options, domain)
    let feature = ChartSupport.featureScale(m)
    var full = Panel(title: "Position", yTitle: "fraction of move", xDomain: domain, yIncludes: [0, 1])
    full.series = [
      Series(token.name, style: .palette(0), breaks: a.discontinuities, featureScale: feature, ChartSupport.position(a))
    ]
    full.rules = [Rule(.horizontal, at: 1, label: "target", role: "rule:target")]
    var zoom = Panel(
      title: "Near the target: the ε = \(Format.compact(eps, decimals: 4)) band", yTitle: "fraction of move",
      xDomain: domain, yDomain: (1 - 6 * eps)...(1 + 6 * eps))
    zoom.series = [
      Series(
        token.name, style: .palette(0), breaks: a.discontinuities, inLegend: false, featureScale: feature,
        ChartSupport.position(a))
    ]
    zoom.bands = [Band(.horizontal, (1 - eps)...(1 + eps), label: "target ± ε", role: "band:epsilon")]
    // Latest first: the rightmost labels take the top rows, so each label sits beside its rule.
    for mark in marks.sorted(by: { $0.time > $1.time }) {
      full.rules.append(Rule(.vertical, at: mark.time, colorIndex: mark.color, mark: mark.mark, role: mark.role))
      var rule = Rule(
        .vertical, at: mark.time, label: mark.label(Format.time(mark.time, unit: unit)), colorIndex: mark.color,
        mark: mark.mark, role: mark.role)
      rule.shortLabel = short[mark.role].map { "\($0) \(Format.time(mark.time, unit: unit))" }
      zoom.rules.append(rule)
    }
    var notes = [
      "A withAnimation completion runs when SwiftUI removes the animation (.removed: later the farther it moves; here \(moved) pt at \(Format.compact(played.frameRate)) Hz, from decompiled behaviour, not measured on a device), or with .logicallyComplete at the duration. SwiftUI: Spring.settlingDuration; Core Animation: CASpringAnimation.settlingDuration."
    ]
    if m.settling.swiftUIScanGivesUp {
      notes.append("SwiftUI's settlingDuration scans 102.4 s and returns 0 for this spring.")
    }
    if !m.settles { notes.append("Bounce 1 never settles.") }
    if options.swiftUIFrameRate != nil {
      full.markers += ChartSupport.frameRings(played, window: domain)
      notes.append(ChartSupport.framesNote(played, unit: unit))
    }
    var figure = Figure(
      title: "Perceptual duration vs settling duration",
      subtitle: "\(ChartSupport.heading(token)) · \(ChartSupport.summary(m, unit: unit))",
      size: options.size, panels: [full, zoom], sharedX: true, footnote: notes.joined(separator: " "),
      showsLegend: false)
    figure.timeUnit = unit
    figure.compact = CompactForm(panels: [1])
    return figure
  }
}
