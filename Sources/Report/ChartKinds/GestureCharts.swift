import Charts
import Motion
import Spec

/// `handoff`: a drag released with velocity. Ease-in-out starts from rest (the velocity snaps: a
/// kink in position), the spring starts with the gesture's velocity and carries it.
enum HandoffChart {
  static func figure(_ token: Token?, _ options: ChartOptions) throws(ChartError) -> Figure {
    let a = token?.animation ?? (try? MotionExpression.parse(".smooth"))!
    guard let spring = a.spring else {
      throw ChartError(.data, "chart 'handoff' shows a spring carrying a gesture's velocity; '\(token?.name ?? "")' is a timing curve, which cannot")
    }
    let distance = options.distance, v = options.releaseVelocity
    let d = spring.duration
    let springMove = Move(from: 0, to: distance, initialVelocity: v, curve: .spring(spring))
    let easeMove = Move(from: 0, to: distance, initialVelocity: v, curve: .timing(TimingCurve(.easeInOut, duration: d)))
    let drag = 0.15
    let settle = spring.settlingTime(target: distance, initialVelocity: v, epsilon: options.epsilon * distance)
    let end = max(d * 1.3, min(settle * 1.1, 10))
    let domain = -drag...(ceil(end / 0.1) * 0.1)
    var position = Panel(title: "Position", yTitle: "points", xDomain: domain, yIncludes: [-v * drag, distance])
    position.rules = [
      Rule(.horizontal, at: distance, label: "target", role: "rule:target"),
      Rule(.vertical, at: 0, label: "release at \(Format.compact(v, decimals: 0)) pt/s", colorIndex: 6, role: "rule:release"),
    ]
    var velocity = Panel(title: "Velocity", yTitle: "points per second", xDomain: domain, yIncludes: [0, v])
    velocity.rules = [Rule(.vertical, at: 0, colorIndex: 6, role: "rule:release")]
    let dragSeries = { @Sendable (t: Double) in v * t }
    position.series = [
      Series("finger (drag)", style: .custom(StrokeStyle(color: Color(hex: 0x8e8e93), width: 2, dash: [2, 3], cap: .round)), domain: -drag...0, dragSeries),
      Series("\(token?.name ?? "smooth") (spring)", style: .palette(0), domain: 0...domain.upperBound) { springMove.value(at: $0) },
      Series("ease-in-out", style: .palette(1), domain: 0...domain.upperBound) { easeMove.value(at: $0) },
    ]
    velocity.series = [
      Series("finger (drag)", style: .custom(StrokeStyle(color: Color(hex: 0x8e8e93), width: 2, dash: [2, 3], cap: .round)), domain: -drag...0, inLegend: false) { _ in v },
      Series("spring", style: .palette(0), domain: 0...domain.upperBound, inLegend: false) { springMove.velocity(at: $0) },
      Series("ease-in-out", style: .palette(1), domain: 0...domain.upperBound, inLegend: false) { easeMove.velocity(at: $0) },
    ]
    velocity.annotations = [
      Annotation("spring carries the velocity", at: Point(x: 0.02, y: springMove.velocity(at: 0.02)), colorIndex: 0, role: "annotation:carried"),
      Annotation("ease-in-out snaps to rest", at: Point(x: 0, y: 0), colorIndex: 1, role: "annotation:snap"),
    ]
    let relative = springMove.relativeVelocity.map { Format.compact($0, decimals: 2) } ?? "undefined"
    return Figure(
      title: "Gesture hand-off at \(Format.compact(v, decimals: 0)) pt/s",
      subtitle: "\(a.swiftUI) over \(Format.compact(distance, decimals: 0)) pt: initial velocity \(relative) × distance per second",
      size: options.size, panels: [position, velocity])
  }
}

/// `retarget`: the target changes mid-flight. The spring keeps position and velocity; an
/// ease-in-out restarts from rest, so its velocity drops to zero at the switch.
enum RetargetChart {
  static func figure(_ token: Token?, _ options: ChartOptions) throws(ChartError) -> Figure {
    let a = token?.animation ?? (try? MotionExpression.parse(".smooth"))!
    guard let spring = a.spring else {
      throw ChartError(.data, "chart 'retarget' shows how a spring keeps its velocity; '\(token?.name ?? "")' is a timing curve")
    }
    let d = spring.duration
    let switchTime = 0.4 * d
    let newTarget = 1.6
    let springPath = Trajectory(Move(from: 0, to: 1, curve: .spring(spring))).retargeted(at: switchTime, to: newTarget)
    let easePath = Trajectory(Move(from: 0, to: 1, curve: .timing(TimingCurve(.easeInOut, duration: d)))).retargeted(at: switchTime, to: newTarget)
    let settle = spring.settlingTime(target: newTarget - springPath.value(at: switchTime), initialVelocity: springPath.velocity(at: switchTime), epsilon: options.epsilon)
    let domain = 0...(ceil(max(switchTime + d * 1.3, min(switchTime + settle * 1.1, 10)) / 0.1) * 0.1)
    var position = Panel(title: "Position", yTitle: "fraction of first move", xDomain: domain, yIncludes: [0, newTarget])
    position.rules = [
      Rule(.horizontal, at: 0, label: "start", role: "rule:start"),
      Rule(.horizontal, at: 1, label: "first target", role: "rule:target"),
      Rule(.horizontal, at: newTarget, label: "new target", role: "rule:new-target"),
      Rule(.vertical, at: switchTime, label: "retarget at \(Format.seconds(switchTime))", colorIndex: 6, role: "rule:retarget"),
    ]
    var velocity = Panel(title: "Velocity", yTitle: "per second", xDomain: domain, yIncludes: [0])
    velocity.rules = [Rule(.vertical, at: switchTime, colorIndex: 6, role: "rule:retarget")]
    let name = "\(token?.name ?? "smooth") (spring)"
    position.series = [
      Series(name, style: .palette(0)) { springPath.value(at: $0) },
      Series("ease-in-out", style: .palette(1), breaks: [switchTime], connectJumps: true) { easePath.value(at: $0) },
    ]
    velocity.series = [
      Series(name, style: .palette(0), inLegend: false) { springPath.velocity(at: $0) },
      Series("ease-in-out", style: .palette(1), breaks: [switchTime], inLegend: false) { easePath.velocity(at: $0) },
    ]
    velocity.annotations = [
      Annotation("ease-in-out restarts from rest", at: Point(x: switchTime, y: 0), colorIndex: 1, role: "annotation:restart"),
      Annotation("spring keeps its velocity", at: Point(x: switchTime, y: springPath.velocity(at: switchTime)), colorIndex: 0, role: "annotation:kept"),
    ]
    return Figure(
      title: "Retargeting mid-flight", subtitle: "\(a.swiftUI) vs .easeInOut(duration: \(Format.compact(d))): new target \(Format.compact(newTarget)) at \(Format.seconds(switchTime))",
      size: options.size, panels: [position, velocity])
  }
}
