import Charts
import Motion
import Spec

/// `motion`: one token's position (start and target dashed, as in the talk) over its velocity,
/// with the perceptual duration and settling time marked and the overshoot annotated.
enum MotionChart {
  static func figure(_ token: Token, _ options: ChartOptions) -> Figure {
    let a = token.animation
    let domain = ChartSupport.timeDomain([a], epsilon: options.epsilon)
    var (position, velocity) = ChartSupport.positionVelocity(xDomain: domain)
    position.series = [Series(token.name, style: .palette(0), breaks: a.discontinuities, ChartSupport.position(a))]
    velocity.series = [Series(token.name, style: .palette(0), breaks: a.discontinuities, inLegend: false, ChartSupport.velocity(a))]

    let duration = a.perceptualDuration
    let settle = a.settlingTime(target: 1, initialVelocity: 0, epsilon: options.epsilon)
    position.rules.append(Rule(.vertical, at: duration, label: "duration \(Format.seconds(duration))", colorIndex: 2, role: "rule:duration"))
    velocity.rules.append(Rule(.vertical, at: duration, colorIndex: 2, role: "rule:duration"))
    if settle.isFinite && settle > 0 {
      position.spans.append(Span(0...settle, at: 0.5, label: "settles in \(Format.seconds(settle)) (within \(Format.compact(options.epsilon * 100, decimals: 2)) %)", colorIndex: 1, role: "span:settling"))
      velocity.rules.append(Rule(.vertical, at: settle, colorIndex: 1, role: "rule:settling"))
    }
    if let s = a.spring {
      let m = s.metrics(target: 1, initialVelocity: a.initialVelocity / a.speed)
      if let peak = m.peakTime, m.overshoot > 1e-4 {
        let t = a.delay + peak / a.speed
        position.markers.append(Marker(at: Point(x: t, y: 1 + m.overshoot), label: "overshoot \(Format.percent(m.overshoot)) at \(Format.seconds(t))", colorIndex: 0, role: "marker:overshoot"))
      }
    }
    if let peakV = peakVelocity(a, domain: domain) {
      velocity.markers.append(Marker(at: Point(x: peakV.time, y: peakV.value), label: "peak \(Format.number(peakV.value, decimals: 1)) /s", colorIndex: 0, role: "marker:peak-velocity"))
    }
    return Figure(
      title: token.name, subtitle: (ChartSupport.heading(token) == a.swiftUI && token.name == a.swiftUI ? "" : "\(a.swiftUI) · ") + ChartSupport.summary(a) + (token.description.map { " — \($0)" } ?? ""),
      size: options.size, panels: [position, velocity], showsLegend: false)
  }

  /// The largest velocity on the time axis (golden-section free: a dense scan, then refined).
  static func peakVelocity(_ a: Animation, domain: ClosedRange<Double>) -> (time: Double, value: Double)? {
    var best: (Double, Double)?
    let n = 2000
    for i in 0...n {
      let t = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(n)
      let v = a.velocity(target: 1, initialVelocity: 0, time: t)
      if best == nil || abs(v) > abs(best!.1) { best = (t, v) }
    }
    return best
  }
}
