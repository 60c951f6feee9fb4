import MotionSpecCore
import MotionSpecNumbers

/// The `motion` chart as data: one motion's position (start and target dashed, as in the talk)
/// over its velocity, with the duration, the looks-done point and the settling time marked, the
/// overshoot and the peak velocity annotated, a timing curve's handles or stops — every number
/// from the motion's ``AnimationMetrics``, every word from here.
///
/// One description, two drawers: ChartKinds' `motion` kind draws it with Cairo (adding the
/// curves, SwiftUI's frames and its compact form), and the page draws it in SVG, where the page's
/// model (this code, compiled to WebAssembly) answers it with the curve's samples.
public enum MotionFigure {
  /// The most `linear()` stops a position panel marks (a spring's long `linear()` reads as the
  /// line alone).
  public static let shownStops = 24

  /// The chart of `animation` under `conditions`, titled `title`; `swiftUI` opens the subtitle
  /// unless the title is it, and `description` (as the spec shows it) ends it. `unit` is the
  /// time unit its words use (the one time rule's when `nil`); `metrics`, when the caller has
  /// them, must be `animation`'s under `conditions`.
  public static func data(
    title: String, swiftUI: String, description: String?, animation a: Animation,
    conditions: MotionConditions = MotionConditions(), unit: AxisUnit? = nil, metrics: AnimationMetrics? = nil
  ) -> FigureData {
    let m = metrics ?? AnimationMetrics(a, conditions)
    let domain = window([m], animations: [a])
    let unit = unit ?? AxisUnit.time(for: domain)
    var position = FigureData.PanelData(
      title: "Position", yTitle: "fraction of move",
      rules: [
        .init(orientation: "horizontal", at: 0, label: "start", role: "rule:start"),
        .init(orientation: "horizontal", at: 1, label: "target", role: "rule:target"),
      ])
    var velocity = FigureData.PanelData(title: "Velocity", yTitle: "per second")
    addHandles(a, to: &position)
    position.rules.append(
      .init(
        orientation: "vertical", at: m.duration, label: durationLabel(m, unit: unit), mark: "duration",
        role: "rule:duration"))
    velocity.rules.append(.init(orientation: "vertical", at: m.duration, mark: "duration", role: "rule:duration"))
    if let t = looksDoneTime(m) {
      position.rules.append(
        .init(
          orientation: "vertical", at: t, label: looksDoneLabel(t, unit: unit), mark: "looks-done",
          role: "rule:looks-done"))
      velocity.rules.append(.init(orientation: "vertical", at: t, mark: "looks-done", role: "rule:looks-done"))
    }
    if let settle = m.settling.exact, settle > 0 {
      position.spans.append(
        .init(
          from: 0, to: settle, y: 0.5,
          label:
            "settles in \(Format.time(settle, unit: unit)) (within \(Format.compact(conditions.epsilon * 100, decimals: 2)) %)",
          mark: "settle", role: "span:settling"))
      velocity.rules.append(.init(orientation: "vertical", at: settle, mark: "settle", role: "rule:settling"))
    }
    if let peak = m.peakTime, m.overshoot > 1e-4 {
      position.markers.append(
        .init(
          x: peak, y: 1 + m.overshoot,
          label: "overshoot \(Format.percent(m.overshoot)) at \(Format.time(peak, unit: unit))",
          role: "marker:overshoot"))
    }
    velocity.markers.append(
      .init(
        x: m.peakVelocity.time, y: m.peakVelocity.value,
        label: "peak \(Format.number(m.peakVelocity.value, decimals: 1)) /s", role: "marker:peak-velocity"))
    let description = description ?? ""
    return FigureData(
      title: title,
      subtitle: (title == swiftUI ? "" : "\(swiftUI) · ") + summary(m, unit: unit)
        + (description.isEmpty ? "" : " — " + description),
      footnote: windowNote(m, unit: unit), timeUnit: unit == .milliseconds ? "ms" : "s",
      window: [domain.lowerBound, domain.upperBound], panels: [position, velocity])
  }

  // MARK: - The grammar the chart kinds share

  /// A time axis from the trigger to a nice end past every motion's ``AnimationMetrics/windowEnd``.
  /// A curve whose velocity jumps at its start gets a short lead-in, so the jump from rest shows.
  public static func window(
    _ metrics: [AnimationMetrics], animations: [Animation], minimum: Double = 0
  ) -> ClosedRange<Double> {
    var end = minimum
    for m in metrics { end = max(end, m.windowEnd) }
    if metrics.isEmpty { end = max(end, 1) }
    end = niceEnd(end)
    let jumpsAtStart = animations.contains { a in a.discontinuities.contains { $0 <= a.delay + 1e-12 } }
    return (jumpsAtStart ? -end / 40 : 0)...end
  }

  /// `end` rounded up to two significant digits (0.853 → 0.86, 1.61 → 1.7, 12.3 → 13): a window
  /// ends at most a tenth of its length after the margin it was given.
  public static func niceEnd(_ end: Double) -> Double {
    guard end > 0, end.isFinite else { return 1 }
    let step = power(decade(end) - 1)
    return (end / step - 1e-9).rounded(.up) * step
  }

  /// ⌊log₁₀ x⌋ for a positive finite `x`, by comparison with exact powers of ten.
  static func decade(_ x: Double) -> Int {
    var k = Int((Elementary.log(x) / Elementary.log(10)).rounded(.down))
    while power(k) > x { k -= 1 }
    while power(k + 1) <= x { k += 1 }
    return k
  }

  /// 10^k, correctly rounded (the number reader's reading of "1e`k`").
  static func power(_ k: Int) -> Double { NumberText.double("1e\(k)") ?? 1 }

  /// "spring 0.5 s · bounce 0.3 · delay 0.1 s · speed 2×": a motion's own parameters, labelled as
  /// such, then its timing.
  public static func summary(_ m: AnimationMetrics, unit: AxisUnit) -> String {
    var parts: [String] = []
    if let s = m.spring {
      parts.append(
        "spring duration \(Format.time(s.duration, unit: unit)) · bounce \(Format.compact(s.bounce, decimals: 2))")
    } else if let c = m.timingCurve {
      parts.append("curve duration \(Format.time(c.duration, unit: unit))")
    }
    if m.delay > 0 { parts.append("delay \(Format.time(m.delay, unit: unit))") }
    if m.speed != 1 { parts.append("speed \(Format.compact(m.speed))×") }
    if let repeats = m.repetition.summary { parts.append("one cycle shown; \(repeats)") }
    return parts.joined(separator: " · ")
  }

  /// A motion's key numbers in one line, for a chart's compact form: when it settles, how far it
  /// overshoots and its peak velocity, e.g. "settles 696 ms · overshoot 1.5 % · peak 5.8 /s".
  public static func keyNumbers(_ m: AnimationMetrics, unit: AxisUnit) -> String {
    var parts = [m.settling.exact.map { "settles \(Format.time($0, unit: unit))" } ?? "never settles"]
    if m.overshoot > 1e-4 { parts.append("overshoot \(Format.percent(m.overshoot))") }
    parts.append("peak \(Format.number(m.peakVelocity.value, decimals: 1)) /s")
    return parts.joined(separator: " · ")
  }

  /// The label of the duration rule: "duration" when the curve starts at once at speed 1, else
  /// when the duration ends on the wall clock; where the motion does not look done then
  /// (``AnimationMetrics/looksDoneAtDuration``), how much of the move is done.
  public static func durationLabel(_ m: AnimationMetrics, unit: AxisUnit) -> String {
    (m.delay == 0 && m.speed == 1 ? "duration " : "duration ends at ") + Format.time(m.duration, unit: unit)
      + (m.looksDoneAtDuration ? "" : ": \(Format.percent(m.progressAtDuration, decimals: 0)) done")
  }

  /// When a motion that does not look done at its duration reaches 95 % of its move; `nil`
  /// where it looks done at its duration.
  public static func looksDoneTime(_ m: AnimationMetrics) -> Double? {
    m.looksDoneAtDuration ? nil : m.riseTime95
  }

  /// The words of the looks-done rule at `t`.
  public static func looksDoneLabel(_ t: Double, unit: AxisUnit) -> String {
    "\(Format.percent(AnimationMetrics.looksDoneFraction, decimals: 0)) done at \(Format.time(t, unit: unit)): looks done"
  }

  /// What the window leaves out, said in words: a motion that never settles, or settles later.
  public static func windowNote(_ m: AnimationMetrics, unit: AxisUnit) -> String? {
    guard let settle = m.settling.exact else {
      return "Bounce 1: the spring never loses energy and never settles; three periods are shown."
    }
    if m.windowShowsSettling { return nil }
    return
      "The motion settles at \(Format.time(settle, unit: unit)); the first \(Format.compact(AnimationMetrics.windowPeriods, decimals: 0)) periods are shown."
  }

  /// A timing curve's Bézier handles on a position panel, as cubic-bezier.com draws them: a line
  /// from the start to the first control point, one from the end to the second, and a ring at
  /// each control point, in wall-clock time (delay and speed applied). None for linear.
  /// A CSS `linear()` shows its stops instead: a ring at each point inside the curve (up to
  /// ``shownStops``).
  public static func addHandles(_ a: Animation, colorIndex: Int = 0, to panel: inout FigureData.PanelData) {
    guard case .timing(let c) = a.curve, c.bezier != .linear, c.duration > 0 else { return }
    func time(_ x: Double) -> Double { a.delay + x * c.duration / a.speed }
    guard let b = c.bezier else {
      let inside = c.easing.stops!.points.filter { $0.input > 0 && $0.input < 1 }
      guard inside.count <= shownStops else { return }
      panel.markers += inside.map {
        .init(x: time($0.input), y: $0.output, shape: "ring", colorIndex: colorIndex, role: "marker:stop")
      }
      return
    }
    panel.segments += [
      .init(x1: time(0), y1: 0, x2: time(b.x1), y2: b.y1, colorIndex: colorIndex, role: "handle:1"),
      .init(x1: time(1), y1: 1, x2: time(b.x2), y2: b.y2, colorIndex: colorIndex, role: "handle:2"),
    ]
    panel.markers += [
      .init(x: time(b.x1), y: b.y1, shape: "ring", colorIndex: colorIndex, role: "marker:control-point-1"),
      .init(x: time(b.x2), y: b.y2, shape: "ring", colorIndex: colorIndex, role: "marker:control-point-2"),
    ]
  }
}
