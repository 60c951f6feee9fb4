import ChartKinds
import Foundation
import MotionSpecCore
import MotionSpecFigures
import MotionSpecNumbers
import ReportCache
import ReportDrawing
import ReportModel

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

  /// SwiftUI's own playback for a move of this many points at this frame rate (`--fidelity
  /// swiftui`), or `nil` for the exact model alone.
  public let swiftUI: (distance: Double, frameRate: Double)?
  /// The platform whose spelling the expression was read in.
  public let spelling: Spelling

  public init(
    animation: Animation, target: Double = 1, initialVelocity: Double = 0, epsilon: Double = 0.001, times: [Double],
    swiftUI: (distance: Double, frameRate: Double)? = nil, spelling: Spelling = .swiftUI
  ) {
    self.animation = animation
    self.spelling = spelling
    self.target = target
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
    self.times = times
    self.swiftUI = swiftUI
  }

  /// SwiftUI's playback, when asked for.
  public var playback: SwiftUIPlayback? {
    swiftUI.map { SwiftUIPlayback(animation, distance: $0.distance, frameRate: $0.frameRate) }
  }

  /// One requested sample.
  public struct Sample: Encodable, Sendable {
    public let time: Double
    public let value: Double
    public let velocity: Double
  }

  /// The figures, all from one ``AnimationMetrics``.
  public var metrics: AnimationMetrics {
    AnimationMetrics(animation, MotionConditions(target: target, initialVelocity: initialVelocity, epsilon: epsilon))
  }

  /// The figures, from the list the page's WebAssembly module answers with too.
  typealias Field = AnimationMetrics.Figure
  var intrinsicFields: [Field] { metrics.intrinsicFigures }
  var timelineFields: [Field] { metrics.timelineFigures }

  public var samples: [Sample] {
    times.map {
      Sample(
        time: $0, value: animation.value(target: target, initialVelocity: initialVelocity, time: $0),
        velocity: animation.velocity(target: target, initialVelocity: initialVelocity, time: $0))
    }
  }

  public var kind: String { animation.spring == nil ? "timingCurve" : "spring" }

  /// The JSON document of `inspect --json` (keys sorted, so output is stable). A figure that
  /// does not exist is `null`; `settles` is false for a motion that never settles.
  public func json() throws -> String {
    let m = metrics
    var object: [String: Any] = [
      "kind": kind, "expression": animation.swiftUI, "settles": m.settles, "readAs": spelling.title,
      "timeBase": "seconds from the trigger, delay and speed applied",
      "delay": m.delay, "speed": m.speed,
    ]
    if let s = m.spring { object["regime"] = s.regime.rawValue }
    for field in intrinsicFields + timelineFields {
      object[field.key] = field.value.map(Inspection.jsonNumber) ?? NSNull()
    }
    if m.settling.swiftUIScanGivesUp { object["settlingDurationScanGivesUp"] = true }
    if case .timing(let c) = animation.curve {
      switch c.easing {
      case .bezier(let b): object["controlPoints"] = [b.x1, b.y1, b.x2, b.y2]
      case .stops(let p): object["linearPoints"] = p.points.map { ["input": $0.input, "output": $0.output] }
      }
    }
    if !animation.notes.isEmpty { object["notes"] = animation.notes }
    if let repeats = m.repetition.summary { object["repeats"] = repeats }
    object["samples"] = samples.map {
      ["time": $0.time, "value": Inspection.jsonNumber($0.value), "velocity": Inspection.jsonNumber($0.velocity)]
    }
    if let p = playback {
      object["swiftUI"] =
        [
          "player": p.player.rawValue, "distance": p.distance, "frameRate": p.frameRate,
          "source": SwiftUIRuntime.source,
          "logicallyComplete": p.logicallyComplete.map(Inspection.jsonNumber) ?? NSNull(),
          "removed": p.removed.map(Inspection.jsonNumber) ?? NSNull(),
          "largestDifference": Inspection.jsonNumber(p.largestDifference), "diverges": p.diverges,
          "frames": p.frames.map {
            ["time": $0.time, "value": Inspection.jsonNumber($0.value), "exact": Inspection.jsonNumber($0.exact)]
          },
        ] as [String: Any]
    }
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// Infinity is not JSON: an unsettling spring reports `null`.
  static func jsonNumber(_ x: Double) -> Any { x.isFinite ? x : NSNull() }

  /// SwiftUI's playback in the table: when each completion fires, the largest difference from
  /// the closed form, and every frame.
  func playbackTable(_ p: SwiftUIPlayback) -> [String] {
    func seconds(_ t: Double?) -> String {
      t.map { Format.compact($0, decimals: 4) + " s" } ?? "never (it does not rest)"
    }
    var lines = [
      "",
      "  as SwiftUI plays it (\(SwiftUIRuntime.source))",
      "  played by                       "
        + (p.player == .integrated
          ? "a 300 Hz integrator (FluidSpringAnimation)"
          : p.player == .closedForm ? "the closed form (SpringAnimation)" : "the closed form (a timing curve)"),
      "  move                            \(Format.compact(p.distance, decimals: 4)) pt, frames at \(Format.compact(p.frameRate, decimals: 4)) Hz",
      "  .logicallyComplete fires at     " + seconds(p.logicallyComplete),
      "  .removed fires at               "
        + (p.diverges ? "never: the 300 Hz stepping runs away for this stiff, overdamped spring" : seconds(p.removed)),
      "  largest difference from the closed form  "
        + NumberText.fixed(p.largestDifference * 100, decimals: 3, minus: .ascii) + " % of the move",
      "",
      "  " + "frame (s)".padding(toLength: 12, withPad: " ", startingAt: 0)
        + "SwiftUI".padding(toLength: 12, withPad: " ", startingAt: 0)
        + "closed form".padding(toLength: 14, withPad: " ", startingAt: 0) + "difference",
    ]
    for f in p.frames {
      lines.append(
        "  " + Format.compact(f.time, decimals: 4).padding(toLength: 12, withPad: " ", startingAt: 0)
          + NumberText.fixed(f.value, decimals: 6, minus: .ascii).padding(toLength: 12, withPad: " ", startingAt: 0)
          + NumberText.fixed(f.exact, decimals: 6, minus: .ascii).padding(toLength: 14, withPad: " ", startingAt: 0)
          + NumberText.fixed(f.value - f.exact, decimals: 6, minus: .ascii))
    }
    return lines
  }

  /// The readable table of `inspect`: the motion's own parameters, then its timeline.
  public func table() -> String {
    let m = metrics
    let head = m.spring.map { "\($0.regime.rawValue) spring" } ?? "timing curve"
    var lines = ["\(animation.swiftUI)  (\(head))", "  read as \(spelling.title)"]
    // One column for every label, as wide as the longest and two spaces more: no label is cut.
    let width = (intrinsicFields + timelineFields).map(\.label.count).max().map { $0 + 2 } ?? 30
    func row(_ label: String, _ text: String) {
      lines.append("  " + label.padding(toLength: max(width, label.count + 2), withPad: " ", startingAt: 0) + text)
    }
    func show(_ f: Field) {
      guard let value = f.value else {
        switch f.key {
        case "visibleOscillations": row(f.label, "never stop")
        case "settlingTime", "settlingDuration", "caSettlingDuration":
          row(f.label, m.settles ? "beyond the 102.4 s scan" : "never settles")
        default: row(f.label, "—")
        }
        return
      }
      switch f.style {
      case .percent: row(f.label, NumberText.fixed(value * 100, decimals: 2, minus: .ascii) + " %")
      case .count: row(f.label, String(Int(value)))
      case .number, .seconds: row(f.label, Format.compact(value, decimals: 4))
      }
    }
    lines.append(m.spring != nil ? "  the spring itself" : "  the curve itself")
    intrinsicFields.forEach(show)
    lines.append(
      "  timeline, from the trigger"
        + (m.delay != 0 || m.speed != 1
          ? " (delay \(Format.compact(m.delay, decimals: 4)) s, speed \(Format.compact(m.speed, decimals: 4)))" : ""))
    timelineFields.forEach(show)
    if m.settling.swiftUIScanGivesUp {
      lines.append("  note: SwiftUI's settlingDuration scan ends at 102.4 s and returns 0 for this spring")
    }
    for note in animation.notes { lines.append("  note: " + note) }
    if let repeats = m.repetition.summary { lines.append("  \(repeats); the figures are for one cycle") }
    lines.append(
      "  ε = \(Format.compact(epsilon, decimals: 4)), target = \(Format.compact(target, decimals: 4)), initial velocity = \(Format.compact(initialVelocity, decimals: 4))/s"
    )
    if let p = playback { lines += playbackTable(p) }
    if !times.isEmpty {
      lines.append("")
      lines.append(
        "  " + "time (s)".padding(toLength: 12, withPad: " ", startingAt: 0)
          + "value".padding(toLength: 16, withPad: " ", startingAt: 0) + "velocity (/s)")
      for s in samples {
        lines.append(
          "  " + Format.compact(s.time, decimals: 4).padding(toLength: 12, withPad: " ", startingAt: 0)
            + NumberText.fixed(s.value, decimals: 6, minus: .ascii).padding(toLength: 16, withPad: " ", startingAt: 0)
            + NumberText.fixed(s.velocity, decimals: 6, minus: .ascii))
      }
    }
    return lines.joined(separator: "\n")
  }
}
