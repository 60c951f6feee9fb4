import Foundation
import Motion

/// Every parameterisation and metric of one motion, as `motionspec inspect` prints it.
///
/// Velocities are in target units per second; with the default target 1 that is the fraction of
/// the move per second, SwiftUI's convention. ε is absolute, in target units, as in SwiftUI's
/// `settlingDuration(target:initialVelocity:epsilon:)`.
public struct Inspection: Sendable {
  public let animation: Animation
  public let target: Double
  public let initialVelocity: Double
  public let epsilon: Double
  public let times: [Double]

  public init(animation: Animation, target: Double = 1, initialVelocity: Double = 0, epsilon: Double = 0.001, times: [Double]) {
    self.animation = animation
    self.target = target
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
    self.times = times
  }

  /// One requested sample.
  public struct Sample: Encodable, Sendable {
    public let time: Double
    public let value: Double
    public let velocity: Double
  }

  /// The facts, in a fixed order: (key, value) with `nil` for "not applicable". Beyond the
  /// contract's keys, springs also report rise times, visible swings, period and decay constant.
  public var fields: [(key: String, value: Double?)] {
    var out: [(String, Double?)] = []
    let settle = animation.settlingTime(target: target, initialVelocity: initialVelocity, epsilon: epsilon)
    if let spring = animation.spring {
      let v0 = (initialVelocity + animation.initialVelocity * target) / animation.speed
      let metrics = spring.metrics(target: target, initialVelocity: v0)
      let relative = target == 0 ? 0 : v0 / target
      out += [
        ("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping),
        ("dampingRatio", spring.dampingRatio), ("bounce", spring.bounce), ("response", spring.response),
        ("duration", spring.duration),
        ("settlingDuration", spring.settlingDuration(target: target, initialVelocity: v0, epsilon: epsilon)),
        ("caSettlingDuration", spring.coreAnimationSettlingDuration(initialVelocity: relative, epsilon: epsilon)),
        ("settlingTime", settle), ("overshoot", metrics.overshoot), ("peakTime", metrics.peakTime.map { animation.delay + $0 / animation.speed }),
        ("riseTime50", animation.delay + metrics.riseTime50 / animation.speed),
        ("riseTime90", animation.delay + metrics.riseTime90 / animation.speed),
        ("riseTime99", animation.delay + metrics.riseTime99 / animation.speed),
        ("visibleOscillations", Double(metrics.visibleOscillations)),
        ("period", metrics.period.map { $0 / animation.speed }), ("decayConstant", metrics.decayConstant * animation.speed),
      ]
    } else if case .timing(let curve) = animation.curve {
      var peak: Double?
      var overshoot = 0.0
      for i in 0...2000 {
        let t = curve.duration * Double(i) / 2000
        let past = (curve.value(target: 1, time: t) - 1)
        if past > overshoot { overshoot = past; peak = t }
      }
      out += [("duration", curve.duration), ("settlingTime", settle), ("overshoot", overshoot), ("peakTime", peak)]
    }
    return out
  }

  public var samples: [Sample] {
    times.map {
      Sample(
        time: $0, value: animation.value(target: target, initialVelocity: initialVelocity, time: $0),
        velocity: animation.velocity(target: target, initialVelocity: initialVelocity, time: $0))
    }
  }

  public var kind: String { animation.spring == nil ? "timingCurve" : "spring" }

  /// The JSON document of `inspect --json` (keys sorted, so output is stable).
  public func json() throws -> String {
    var object: [String: Any] = ["kind": kind, "expression": animation.swiftUI]
    for (key, value) in fields { object[key] = value.map(Inspection.jsonNumber) ?? NSNull() }
    if animation.delay != 0 { object["delay"] = animation.delay }
    if animation.speed != 1 { object["speed"] = animation.speed }
    if case .timing(let c) = animation.curve { object["controlPoints"] = [c.bezier.x1, c.bezier.y1, c.bezier.x2, c.bezier.y2] }
    if !animation.notes.isEmpty { object["notes"] = animation.notes }
    object["samples"] = samples.map { ["time": $0.time, "value": $0.value, "velocity": $0.velocity] }
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// Infinity is not JSON: an unsettling spring reports `null`.
  static func jsonNumber(_ x: Double) -> Any { x.isFinite ? x : NSNull() }

  /// The readable table of `inspect`.
  public func table() -> String {
    var lines = ["\(animation.swiftUI)  (\(kind == "spring" ? animation.spring!.regime.rawValue + " spring" : "timing curve"))"]
    let labels: [String: String] = [
      "mass": "mass", "stiffness": "stiffness k", "damping": "damping c", "dampingRatio": "damping ratio ζ",
      "bounce": "bounce", "response": "response (s)", "duration": "duration (s)",
      "settlingDuration": "SwiftUI settlingDuration (s)", "caSettlingDuration": "Core Animation settling (s)",
      "settlingTime": "exact settle within ε (s)", "overshoot": "overshoot", "peakTime": "peak time (s)",
      "riseTime50": "rise to 50 % (s)", "riseTime90": "rise to 90 % (s)", "riseTime99": "rise to 99 % (s)",
      "visibleOscillations": "visible swings (> 1 %)", "period": "damped period (s)", "decayConstant": "decay constant λ (1/s)",
    ]
    for (key, value) in fields {
      let text: String
      if let value {
        text = key == "overshoot" ? String(format: "%.2f %%", value * 100) : Format.compact(value, decimals: 4)
      } else {
        text = "—"
      }
      lines.append("  " + (labels[key] ?? key).padding(toLength: 30, withPad: " ", startingAt: 0) + text)
    }
    if animation.delay != 0 { lines.append("  " + "delay (s)".padding(toLength: 30, withPad: " ", startingAt: 0) + Format.compact(animation.delay, decimals: 4)) }
    if animation.speed != 1 { lines.append("  " + "speed".padding(toLength: 30, withPad: " ", startingAt: 0) + Format.compact(animation.speed, decimals: 4)) }
    for note in animation.notes { lines.append("  note: " + note) }
    lines.append("  ε = \(Format.compact(epsilon, decimals: 4)), target = \(Format.compact(target, decimals: 4)), initial velocity = \(Format.compact(initialVelocity, decimals: 4))/s")
    if !times.isEmpty {
      lines.append("")
      lines.append("  " + "time (s)".padding(toLength: 12, withPad: " ", startingAt: 0) + "value".padding(toLength: 16, withPad: " ", startingAt: 0) + "velocity (/s)")
      for s in samples {
        lines.append("  " + Format.compact(s.time, decimals: 4).padding(toLength: 12, withPad: " ", startingAt: 0)
          + String(format: "%.6f", s.value).padding(toLength: 16, withPad: " ", startingAt: 0) + String(format: "%.6f", s.velocity))
      }
    }
    return lines.joined(separator: "\n")
  }
}
