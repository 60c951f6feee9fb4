import MotionSpecAdvice
import MotionSpecCore
import MotionSpecFigures

/// What the page asks the model, answered as JSON text: the same Swift code whether it runs in
/// the command (natively) or in the page (compiled to WebAssembly with Embedded Swift), so the two
/// answers are equal to the last character.
public enum Answers {
  /// Everything about one motion expression, in any platform's spelling `inspect` reads: how it
  /// was read, its SwiftUI spelling, every figure `inspect --json` prints (same keys, same
  /// values), its CSS timing as `export --to css` writes it, each platform's line of code
  /// (``PlatformLine``), what `lint`'s rules that need only
  /// the motion say of it (``MotionAdvice``), and its `motion` chart as data
  /// (``MotionFigure``, in `unit`, settling within `epsilon`; the page draws it over ``curve(_:start:end:steps:)``).
  /// A fault is answered with its message and 1-based column; valid SwiftUI that takes no time
  /// with `"kind": "instant"`.
  public static func motion(_ text: String, epsilon: Double = 0.001, unit: AxisUnit? = nil) -> JSONValue {
    let parsed: ParsedExpression
    do throws(ExpressionError) {
      parsed = try MotionExpression.parse(text, role: .animation, names: nil)
    } catch {
      if error.isInstant { return .object([.init("kind", .string("instant")), .init("duration", .number(0))]) }
      return .object([
        .init(
          "error",
          .object([
            .init("message", .string(error.message)), .init("column", .number(Double(error.column))),
          ]))
      ])
    }
    let animation = parsed.animation
    let conditions = MotionConditions(target: 1, initialVelocity: 0, epsilon: epsilon)
    let m = AnimationMetrics(animation, conditions)
    var members: [JSONValue.Member] = [
      .init("kind", .string(animation.spring == nil ? "timingCurve" : "spring")),
      .init("readAs", .string(parsed.spelling.title)),
      .init("expression", .string(animation.swiftUI)),
      .init("settles", .bool(m.settles)),
      .init("delay", .number(m.delay)),
      .init("speed", .number(m.speed)),
    ]
    if let s = m.spring { members.append(.init("regime", .string(s.regime.rawValue))) }
    for figure in m.intrinsicFigures + m.timelineFigures {
      members.append(.init(figure.key, .number(figure.value)))
    }
    if let repeats = m.repetition.summary { members.append(.init("repeats", .string(repeats))) }
    if !animation.notes.isEmpty { members.append(.init("notes", .array(animation.notes.map { .string($0) }))) }
    members.append(.init("model", model(animation)))
    // One fit of the spring's linear() for the CSS timing and every platform's line.
    let platform = PlatformMotion(animation, tolerance: LinearEasing.defaultTolerance, linear: nil)
    let css = CSSTiming(platform)
    members.append(
      .init(
        "css",
        .object([
          .init("duration", .string(css.duration)), .init("easing", .string(css.easing)),
          .init("delay", .string(css.delay)), .init("iterationCount", .string(css.iterationCount)),
          .init("direction", .string(css.direction)),
        ])))
    // Each platform's line of code for it, as the exports spell it.
    members.append(
      .init(
        "code",
        .array(
          PlatformLine.lines(animation, platform, name: "playground").map {
            .object([.init("key", .string($0.key)), .init("title", .string($0.title)), .init("code", .string($0.code))])
          })))
    // What the catalogue's lint says of it, for the rules that need only the motion.
    let advice = MotionAdvice.all(animation, definition: text, ownDuration: animation.durationWasWritten)
    members.append(
      .init(
        "lint",
        .array(
          advice.map {
            .object([
              .init("rule", .string($0.rule)), .init("severity", .string($0.severity.rawValue)),
              .init("message", .string($0.message)), .init("fix", .string($0.fix)),
            ])
          })))
    let figure = MotionFigure.data(
      title: animation.swiftUI, swiftUI: animation.swiftUI, description: nil, animation: animation,
      conditions: conditions, unit: unit, metrics: m)
    members.append(.init("figure", JSONValue(figure)))
    return .object(members)
  }

  /// The motion a page model (``model(_:)``) describes, from its numbers in a row:
  /// `[0, delay, speed, initialVelocity, ω, λ, mass]` for a spring,
  /// `[1, delay, speed, initialVelocity, duration, x1, y1, x2, y2]` for a Bézier timing curve and
  /// `[2, delay, speed, initialVelocity, duration, input, output, …]` for a `linear()`'s canonical
  /// points; `nil` for numbers no motion has.
  public static func animation(_ row: [Double]) -> Animation? {
    guard row.count >= 5, row.allSatisfy({ $0.isFinite }), let kind = Int(exactly: row[0]) else { return nil }
    let delay = row[1], speed = row[2], v0 = row[3]
    guard delay >= 0, speed > 0 else { return nil }
    let curve: Curve
    switch kind {
    case 0:
      guard row.count == 7, row[5] >= 0, row[6] > 0 else { return nil }
      curve = .spring(Spring(angularFrequency: row[4], decayConstant: row[5], mass: row[6]))
    case 1:
      guard row.count == 9, row[4] >= 0, let b = try? CubicBezier(row[5], row[6], row[7], row[8]) else { return nil }
      curve = .timing(TimingCurve(b, duration: row[4]))
    case 2:
      guard row.count >= 9, row.count % 2 == 1, row[4] >= 0 else { return nil }
      var points: [PiecewiseLinear.Point] = []
      var i = 5
      while i + 1 < row.count {
        guard row[i] >= 0, row[i] <= 1, points.last.map({ $0.input <= row[i] }) ?? true else { return nil }
        points.append(PiecewiseLinear.Point(input: row[i], output: row[i + 1]))
        i += 2
      }
      curve = .timing(TimingCurve(.stops(PiecewiseLinear(canonical: points)), duration: row[4]))
    default: return nil
    }
    return Animation(curve, delay: delay, speed: speed, initialVelocity: v0, swiftUI: "")
  }

  /// The most samples one ``curve(_:start:end:steps:)`` gives: a chart needs hundreds.
  public static let mostSteps = 10_000

  /// Position (fraction of the move) and velocity (moves per second) of `animation` at
  /// `steps + 1` even times from `start` to `end` seconds: every position, then every velocity —
  /// what the page's charts draw and its knobs follow. Empty for a window or a count it cannot take.
  public static func curve(_ animation: Animation, start: Double, end: Double, steps: Int) -> [Double] {
    guard start.isFinite, end.isFinite, end > start, steps >= 1, steps <= mostSteps else { return [] }
    let times = (0...steps).map { start + (end - start) * Double($0) / Double(steps) }
    return times.map { animation.value(time: $0) } + times.map { animation.velocity(time: $0) }
  }

  /// The parameters the page's curve evaluator takes — the same keys and values as a catalogue
  /// token's `model` in the page's data (ReportModel's `PageData.Model`; a test holds the two
  /// equal): a spring by its angular frequency ω, decay λ and mass, a timing curve by its Bézier
  /// points or `linear()` stops and its duration, and the delay, speed and initial velocity.
  static func model(_ a: Animation) -> JSONValue {
    var members: [JSONValue.Member] = []
    switch a.curve {
    case .spring(let s):
      members.append(
        .init(
          "spring",
          .object([
            .init("omega", .number(s.angularFrequency)), .init("lambda", .number(s.decayConstant)),
            .init("mass", .number(s.mass)),
          ])))
    case .timing(let c):
      switch c.easing {
      case .bezier(let b): members.append(.init("bezier", .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) })))
      case .stops(let p):
        members.append(.init("stops", .array(p.points.map { .array([.number($0.input), .number($0.output)]) })))
      }
      members.append(.init("duration", .number(c.duration)))
    }
    members += [
      .init("delay", .number(a.delay)), .init("speed", .number(a.speed)),
      .init("initialVelocity", .number(a.initialVelocity)),
    ]
    return .object(members)
  }
}
