import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures

/// `handoff`: a drag released with velocity. Ease-in-out starts from rest (the velocity snaps: a
/// kink in position), the spring starts with the gesture's velocity and carries it.
enum HandoffChart {
  static func figure(_ token: Token?, _ options: ChartOptions) throws(ChartError) -> Figure {
    let a = token?.animation ?? ChartSupport.smooth
    guard let spring = a.spring else {
      throw ChartError(
        .data,
        "chart 'handoff' shows a spring carrying a gesture's velocity; '\(token?.name ?? "")' is a timing curve, which cannot"
      )
    }
    let distance = options.distance, v = options.releaseVelocity
    let d = spring.duration
    let springMove = Move(from: 0, to: distance, initialVelocity: v, curve: .spring(spring))
    let easeMove = Move(from: 0, to: distance, initialVelocity: v, curve: .timing(TimingCurve(.easeInOut, duration: d)))
    let drag = 0.15
    let m = AnimationMetrics(
      Animation(.spring(spring), swiftUI: a.swiftUI),
      MotionConditions(target: distance, initialVelocity: v, epsilon: options.epsilon * abs(distance)))
    let domain = -drag...ChartSupport.niceEnd(m.windowEnd)
    let unit = ChartSupport.unit(options, domain)
    let feature = ChartSupport.featureScale(m)
    var position = Panel(title: "Position", yTitle: "points", xDomain: domain, yIncludes: [-v * drag, distance])
    position.rules = [
      Rule(.horizontal, at: distance, label: "target", role: "rule:target"),
      Rule(
        .vertical, at: 0, label: "release at \(Format.compact(v, decimals: 0)) pt/s", mark: .event,
        role: "rule:release"
      ).shortened("release"),
    ]
    var velocity = Panel(title: "Velocity", yTitle: "points per second", xDomain: domain, yIncludes: [0, v])
    velocity.rules = [Rule(.vertical, at: 0, mark: .event, role: "rule:release")]
    let finger = SeriesStyle.custom(StrokeStyle(color: .axis, width: 2, dash: [2, 3], cap: .round))
    position.series = [
      Series("finger (drag)", style: finger, domain: -drag...0) { v * $0 },
      Series(
        "\(token?.name ?? "smooth") (spring)", style: .palette(0), domain: 0...domain.upperBound, featureScale: feature
      ) { springMove.value(at: $0) },
      Series("ease-in-out", style: .palette(1), domain: 0...domain.upperBound, featureScale: d) {
        easeMove.value(at: $0)
      },
    ]
    velocity.series = [
      Series("finger (drag)", style: finger, domain: -drag...0, inLegend: false) { _ in v },
      Series("spring", style: .palette(0), domain: 0...domain.upperBound, inLegend: false, featureScale: feature) {
        springMove.velocity(at: $0)
      },
      // From an instant before the release, so its drop from the finger's velocity to rest is
      // drawn as the jump it is (a vertical stroke at 0), as the talk draws it, not left a gap.
      Series(
        "ease-in-out", style: .palette(1), domain: (-drag / 50)...domain.upperBound, breaks: [0], inLegend: false,
        featureScale: d
      ) { $0 < 0 ? v : easeMove.velocity(at: $0) },
    ]
    velocity.annotations = [
      Annotation(
        "spring carries the velocity", at: Point(x: 0.02 * d, y: springMove.velocity(at: 0.02 * d)), colorIndex: 0,
        role: "annotation:carried"),
      Annotation("ease-in-out snaps to rest", at: Point(x: 0, y: 0), colorIndex: 1, role: "annotation:snap"),
    ]
    if let settle = m.settling.exact {
      // The spring's, among two motions: in the spring's colour, not the settle mark's, which
      // beside the ease-in-out's orange would read as the ease-in-out's.
      position.rules.append(
        Rule(
          .vertical, at: settle, label: "spring settles \(Format.time(settle, unit: unit))", colorIndex: 0,
          role: "rule:settling"))
    }
    let relative = springMove.relativeVelocity.map { Format.compact($0, decimals: 2) } ?? "undefined"
    var figure = Figure(
      title: "Gesture hand-off at \(Format.compact(v, decimals: 0)) pt/s",
      subtitle:
        "\(a.swiftUI) over \(Format.compact(distance, decimals: 0)) pt: initial velocity \(relative) × distance per second",
      size: options.size, panels: [position, velocity], footnote: MotionFigure.windowNote(m, unit: unit))
    figure.timeUnit = unit
    figure.compact = CompactForm(
      panels: [1],
      caption: "Released at \(Format.compact(v, decimals: 0)) pt/s; the spring "
        + (m.settling.exact.map { "settles at \(Format.time($0, unit: unit))" } ?? "never settles"))
    // The thrown object: dragged by the finger until the release at 0, then handed off.
    figure.racers = [
      Racer("\(token?.name ?? "smooth") (spring)", colorIndex: 0) { $0 < 0 ? v * $0 : springMove.value(at: $0) },
      Racer("ease-in-out", colorIndex: 1) { $0 < 0 ? v * $0 : easeMove.value(at: $0) },
    ]
    return figure
  }
}

/// `retarget`: the target changes mid-flight, drawn as SwiftUI animates it. A spring merges with
/// the running animation and continues from its position and velocity (``Trajectory``); an
/// ease-in-out does not merge, so SwiftUI keeps it running and adds a second ease-in-out from the
/// old target to the new one (``CombinedMotion``, after Apple's documentation of
/// `CustomAnimation.shouldMerge(previous:value:time:context:)`): its velocity stays continuous
/// but rises in a second hump.
enum RetargetChart {
  static func figure(_ token: Token?, _ options: ChartOptions) throws(ChartError) -> Figure {
    let a = token?.animation ?? ChartSupport.smooth
    guard let spring = a.spring else {
      throw ChartError(
        .data, "chart 'retarget' shows how a spring keeps its velocity; '\(token?.name ?? "")' is a timing curve")
    }
    let d = spring.duration
    let switchTime = 0.4 * d
    let newTarget = 1.6
    let exactPath = Trajectory(Move(from: 0, to: 1, curve: .spring(spring))).retargeted(at: switchTime, to: newTarget)
    let easePath = CombinedMotion(Move(from: 0, to: 1, curve: .timing(TimingCurve(.easeInOut, duration: d))))
      .interrupted(at: switchTime, to: newTarget)
    let after = AnimationMetrics(
      Animation(.spring(spring), swiftUI: a.swiftUI),
      MotionConditions(
        target: newTarget - exactPath.value(at: switchTime), initialVelocity: exactPath.velocity(at: switchTime),
        epsilon: options.epsilon))
    let domain = 0...ChartSupport.niceEnd(max(switchTime + d * 1.3, switchTime + after.windowEnd))
    // As SwiftUI plays it: `.spring` and its presets step and merge; interpolatingSpring adds a
    // second animation (SwiftUIRuntime, from decompiled behaviour).
    let runtime = SwiftUIRetarget(
      a, distance: options.distance, at: switchTime, to: newTarget, until: domain.upperBound + 0.1)
    // A spring SwiftUI's stepping cannot hold (it runs away) is drawn merging exactly.
    let springPath =
      runtime.diverges
      ? (value: { exactPath.value(at: $0) }, velocity: { exactPath.velocity(at: $0) })
      : (value: runtime.value(at:), velocity: runtime.velocity(at:))
    let unit = ChartSupport.unit(options, domain)
    let feature = ChartSupport.featureScale(after)
    var position = Panel(
      title: "Position", yTitle: "first move = 1", xDomain: domain, yIncludes: [0, newTarget])
    position.rules = [
      Rule(.horizontal, at: 0, label: "start", role: "rule:start"),
      Rule(.horizontal, at: 1, label: "first target", role: "rule:target"),
      Rule(.horizontal, at: newTarget, label: "new target", role: "rule:new-target"),
      Rule(
        .vertical, at: switchTime, label: "retarget at \(Format.time(switchTime, unit: unit))", mark: .event,
        role: "rule:retarget"
      ).shortened("retarget"),
    ]
    var velocity = Panel(title: "Velocity", yTitle: "per second", xDomain: domain, yIncludes: [0])
    velocity.rules = [Rule(.vertical, at: switchTime, mark: .event, role: "rule:retarget")]
    let name =
      "\(token?.name ?? "smooth") ("
      + (runtime.player == .closedForm ? "interpolatingSpring: a second one added)" : "spring: merges)")
    position.series = [
      Series(name, style: .palette(0), featureScale: feature) { springPath.value($0) },
      Series("ease-in-out, a second one added", style: .palette(1), featureScale: d) { easePath.value(at: $0) },
    ]
    velocity.series = [
      Series(name, style: .palette(0), inLegend: false, featureScale: feature) { springPath.velocity($0) },
      Series("ease-in-out, a second one added", style: .palette(1), inLegend: false, featureScale: d) {
        easePath.velocity(at: $0)
      },
    ]
    velocity.annotations = [
      Annotation(
        runtime.player == .closedForm
          ? "interpolatingSpring adds a second: velocities add" : "spring merges: same velocity, new target",
        at: Point(x: switchTime, y: springPath.velocity(switchTime)),
        colorIndex: 0, role: "annotation:kept"),
      Annotation(
        "ease-in-out runs on; the second adds a hump",
        at: Point(x: switchTime + 0.5 * d, y: easePath.velocity(at: switchTime + 0.5 * d)), colorIndex: 1,
        role: "annotation:combined"),
    ]
    var figure = Figure(
      title: "Retargeting mid-flight",
      subtitle:
        "\(a.swiftUI) vs .easeInOut(duration: \(Format.compact(d))): new target \(Format.compact(newTarget)) at \(Format.time(switchTime, unit: unit))",
      size: options.size, panels: [position, velocity],
      footnote:
        "As SwiftUI plays it (a \(Format.compact(options.distance)) pt move; from decompiled behaviour, not measured on a device): .spring steps at 300 Hz and merges; interpolatingSpring and timing curves add a second animation."
        + (runtime.diverges ? " SwiftUI's stepping runs away for this spring: the exact merge is drawn." : "")
    )
    figure.timeUnit = unit
    figure.compact = CompactForm(
      panels: [1], caption: "New target at \(Format.time(switchTime, unit: unit)): the spring keeps its velocity")
    figure.racers = [
      Racer(name, colorIndex: 0) { springPath.value($0) },
      Racer("ease-in-out, a second one added", colorIndex: 1) { easePath.value(at: $0) },
    ]
    return figure
  }
}
