import MotionSpecCore

/// What the page asks the model, answered as JSON text: the same Swift code whether it runs in
/// the command (natively) or in the page (compiled to WebAssembly with Embedded Swift), so the two
/// answers are equal to the last character.
public enum Answers {
  /// Everything about one motion expression, in any platform's spelling `inspect` reads: how it
  /// was read, its SwiftUI spelling, every figure `inspect --json` prints (same keys, same
  /// values) and its CSS timing as `export --to css` writes it. A fault is answered with its
  /// message and 1-based column; valid SwiftUI that takes no time with `"kind": "instant"`.
  public static func motion(_ text: String) -> JSONValue {
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
    let m = AnimationMetrics(animation, MotionConditions(target: 1, initialVelocity: 0, epsilon: 0.001))
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
    let css = CSSTiming(PlatformMotion(animation, tolerance: LinearEasing.defaultTolerance, linear: nil))
    members.append(
      .init(
        "css",
        .object([
          .init("duration", .string(css.duration)), .init("easing", .string(css.easing)),
          .init("delay", .string(css.delay)), .init("iterationCount", .string(css.iterationCount)),
          .init("direction", .string(css.direction)),
        ])))
    return .object(members)
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
