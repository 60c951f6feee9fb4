import MotionSpecNumbers

/// The forms of the expression language: each name, its overloads, their labels and defaults
/// (SwiftUI's documented defaults, SPRING-MATH §7), and how each becomes an ``Animation``.
enum Forms {
  /// A parameter of one overload; `label` nil for an unlabeled (positional) parameter.
  struct Parameter {
    let label: String?
    let defaultValue: Call.Argument.Value?
    /// Takes a SwiftUI `Spring` (`.spring(_ spring: Spring, blendDuration:)`).
    var takesSpring = false
    var isRequired: Bool { defaultValue == nil }
  }

  /// One overload: its parameters and how it builds the curve from resolved arguments.
  struct Overload {
    let parameters: [Parameter]
    let build: (Arguments) throws(ExpressionError) -> Animation

    var signature: String {
      "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
  }

  static func p(_ label: String?, _ value: Double? = nil) -> Parameter {
    Parameter(label: label, defaultValue: value.map { .number($0) })
  }

  /// An unlabeled `Spring` parameter.
  static let springParameter = Parameter(label: nil, defaultValue: nil, takesSpring: true)

  // MARK: - The table

  /// The names of the forms that make a value of `role`.
  static func names(for role: NameRole) -> [String] {
    role == .spring
      ? ["smooth", "snappy", "bouncy"]
      : [
        "smooth", "snappy", "bouncy", "spring", "interactiveSpring", "interpolatingSpring", "linear", "easeIn",
        "easeOut", "easeInOut", "timingCurve", "default",
      ]
  }

  /// The overloads of the form `name` where a value of `role` is expected, or nil.
  static func overloads(named name: String, role: NameRole) -> [Overload]? {
    guard names(for: role).contains(name) else { return nil }
    return overloads(for: Call(name: name, offset: 0, arguments: [], hasParentheses: false, isInitializer: false))
  }

  static func overloads(for call: Call) -> [Overload]? {
    if call.isInitializer { return springInitializers }
    switch call.name {
    case "smooth", "snappy", "bouncy":
      let base = ["smooth": 0.0, "snappy": 0.15, "bouncy": 0.3][call.name]!
      return [
        Overload(parameters: [p("duration", 0.5), p("extraBounce", 0)]) { a throws(ExpressionError) in
          let duration = try a.positive("duration")
          let extra = try a.number("extraBounce")
          try a.check(bounce: base + extra, label: "extraBounce", what: "base \(formatNumber(base)) + extraBounce")
          return Animation(.spring(Spring(duration: duration, bounce: base + extra)), swiftUI: "")
        }
      ]
    case "spring":
      return [
        Overload(parameters: [p("response", 0.5), p("dampingFraction", 0.825), p("blendDuration", 0)]) {
          a throws(ExpressionError) in
          let spring = Spring(response: try a.response(), dampingRatio: try a.nonNegative("dampingFraction"))
          return Animation(.spring(spring), blendDuration: try a.nonNegative("blendDuration"), swiftUI: "")
        },
        Overload(parameters: [p("duration", 0.5), p("bounce", 0), p("blendDuration", 0)]) { a throws(ExpressionError) in
          try a.check(bounce: try a.number("bounce"), label: "bounce", what: "bounce")
          let spring = Spring(duration: try a.positive("duration"), bounce: try a.number("bounce"))
          return Animation(.spring(spring), blendDuration: try a.nonNegative("blendDuration"), swiftUI: "")
        },
        Overload(parameters: [springParameter, p("blendDuration", 0)]) { a throws(ExpressionError) in
          Animation(.spring(try a.spring("_0")), blendDuration: try a.nonNegative("blendDuration"), swiftUI: "")
        },
      ]
    case "interactiveSpring":
      return [
        Overload(parameters: [p("response", 0.15), p("dampingFraction", 0.86), p("blendDuration", 0.25)]) {
          a throws(ExpressionError) in
          let spring = Spring(response: try a.response(), dampingRatio: try a.nonNegative("dampingFraction"))
          return Animation(.spring(spring), blendDuration: try a.nonNegative("blendDuration"), swiftUI: "")
        },
        Overload(parameters: [p("duration", 0.15), p("extraBounce", 0), p("blendDuration", 0.25)]) {
          a throws(ExpressionError) in
          let bounce = 0.15 + (try a.number("extraBounce"))
          try a.check(bounce: bounce, label: "extraBounce", what: "base 0.15 + extraBounce")
          let spring = Spring(duration: try a.positive("duration"), bounce: bounce)
          return Animation(.spring(spring), blendDuration: try a.nonNegative("blendDuration"), swiftUI: "")
        },
      ]
    case "interpolatingSpring":
      return [
        Overload(parameters: [p("mass", 1), p("stiffness"), p("damping"), p("initialVelocity", 0)]) {
          a throws(ExpressionError) in
          let spring = Spring(
            mass: try a.positive("mass"), stiffness: try a.positive("stiffness"), damping: try a.nonNegative("damping"),
            allowOverDamping: true)
          return interpolating(spring, initialVelocity: try a.number("initialVelocity"))
        },
        Overload(parameters: [p("duration", 0.5), p("bounce", 0), p("initialVelocity", 0)]) {
          a throws(ExpressionError) in
          try a.check(bounce: try a.number("bounce"), label: "bounce", what: "bounce")
          let spring = Spring(duration: try a.positive("duration"), bounce: try a.number("bounce"))
          return interpolating(spring, initialVelocity: try a.number("initialVelocity"))
        },
        Overload(parameters: [springParameter, p("initialVelocity", 0)]) { a throws(ExpressionError) in
          interpolating(try a.spring("_0"), initialVelocity: try a.number("initialVelocity"))
        },
      ]
    case "linear", "easeIn", "easeOut", "easeInOut":
      let bezier = ["linear": CubicBezier.linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut][
        call.name]!
      return [
        Overload(parameters: [p("duration", TimingCurve.defaultDuration)]) { a throws(ExpressionError) in
          Animation(.timing(TimingCurve(bezier, duration: try a.curveDuration())), swiftUI: "")
        }
      ]
    case "timingCurve":
      return [
        Overload(parameters: [p(nil), p(nil), p(nil), p(nil), p("duration", TimingCurve.defaultDuration)]) {
          a throws(ExpressionError) in
          let values = try (0..<4).map { i throws(ExpressionError) in try a.number("_\(i)") }
          let bezier: CubicBezier
          do throws(CubicBezier.InvalidControlPoints) {
            bezier = try CubicBezier(values[0], values[1], values[2], values[3])
          } catch {
            let which = values[0] < 0 || values[0] > 1 ? 0 : 2
            throw a.fail(error.description, at: a.offset("_\(which)"))
          }
          return Animation(.timing(TimingCurve(bezier, duration: try a.curveDuration())), swiftUI: "")
        }
      ]
    case "default":
      // Apple's documentation: spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0).
      return [
        Overload(parameters: []) { _ throws(ExpressionError) in
          Animation(.spring(Spring(response: 0.55, dampingRatio: 1)), swiftUI: "")
        }
      ]
    default:
      return nil
    }
  }

  static var springInitializers: [Overload] {
    [
      Overload(parameters: [p("duration", 0.5), p("bounce", 0)]) { a throws(ExpressionError) in
        try a.check(bounce: try a.number("bounce"), label: "bounce", what: "bounce")
        return Animation(
          .spring(Spring(duration: try a.positive("duration"), bounce: try a.number("bounce"))), swiftUI: "")
      },
      Overload(parameters: [p("response"), p("dampingRatio")]) { a throws(ExpressionError) in
        Animation(
          .spring(Spring(response: try a.response(), dampingRatio: try a.nonNegative("dampingRatio"))),
          swiftUI: "")
      },
      Overload(
        parameters: [
          p("mass", 1), p("stiffness"), p("damping"), Parameter(label: "allowOverDamping", defaultValue: .bool(false)),
        ]
      ) { a throws(ExpressionError) in
        let mass = try a.positive("mass"), k = try a.positive("stiffness"), c = try a.nonNegative("damping")
        let allow = try a.bool("allowOverDamping")
        let spring = Spring(mass: mass, stiffness: k, damping: c, allowOverDamping: allow)
        let clamped = !allow && c > 2 * (k * mass).squareRoot()
        return Animation(
          .spring(spring), swiftUI: "",
          notes: clamped
            ? [
              "damping \(formatNumber(c)) is above critical (\(formatNumber(2 * (k * mass).squareRoot()))); "
                + "SwiftUI clamps it to critical unless allowOverDamping is true"
            ] : [])
      },
      Overload(parameters: [p("settlingDuration"), p("dampingRatio"), p("epsilon", 0.001)]) {
        a throws(ExpressionError) in
        let spring = Spring(
          settlingDuration: try a.positive("settlingDuration"), dampingRatio: try a.positive("dampingRatio"),
          epsilon: try a.positive("epsilon"))
        return Animation(.spring(spring), swiftUI: "")
      },
    ]
  }

  /// `interpolatingSpring` as SwiftUI renders it: `SpringModel`, which treats ζ ≥ 1 as critically
  /// damped at ω₀ (SPRING-MATH §6.2, quirk Q4).
  static func interpolating(_ spring: Spring, initialVelocity: Double) -> Animation {
    var animation: Animation
    if spring.regime == .overdamped {
      let critical = Spring(angularFrequency: 0, decayConstant: spring.naturalFrequency, mass: spring.mass)
      animation = Animation(
        .spring(critical), initialVelocity: initialVelocity, swiftUI: "",
        notes: [
          "overdamped (damping ratio \(formatNumber(NumberText.rounded(spring.dampingRatio, decimals: 3)))): "
            + "SwiftUI's interpolatingSpring renders it as critically damped, and so does motionspec"
        ])
    } else {
      animation = Animation(.spring(spring), initialVelocity: initialVelocity, swiftUI: "")
    }
    animation.interpolates = true
    return animation
  }

  // MARK: - Resolution

  /// The motion `call` makes; the parser has checked that `call` names a form of `role`.
  static func build(_ call: Call, role: NameRole, text: String) throws(ExpressionError) -> Animation {
    guard let overloads = call.isInitializer ? springInitializers : overloads(named: call.name, role: role) else {
      throw ExpressionError("unknown motion '\(call.name)'", in: text, at: call.offset)
    }
    let overload = try choose(overloads, for: call, text: text)
    var animation = try overload.build(Arguments(call: call, overload: overload, text: text))
    animation.swiftUI = call.swiftUI
    let labels = overload.parameters.compactMap({ $0.label })
    if labels.contains("bounce") || labels.contains("extraBounce") {
      animation.springWording = .durationAndBounce
    } else if overload.parameters.contains(where: { $0.takesSpring }),
      case .motion(let inner)? = call.arguments.first?.value
    {
      animation.springWording = inner.springWording
    }
    return animation
  }

  static func choose(_ overloads: [Overload], for call: Call, text: String) throws(ExpressionError) -> Overload {
    let known = Set(overloads.flatMap { $0.parameters.compactMap({ $0.label }) })
    for argument in call.arguments {
      if let label = argument.label, !known.contains(label) {
        let hint = suggestion(for: label, among: Array(known).sorted()).map { " — did you mean '\($0)'?" } ?? ""
        throw ExpressionError("unknown argument '\(label)'\(hint)", in: text, at: argument.offset)
      }
    }
    let labels = call.arguments.map({ $0.label })
    var seen = Set<String>()
    for argument in call.arguments {
      if let label = argument.label, !seen.insert(label).inserted {
        throw ExpressionError("argument '\(label)' is given twice", in: text, at: argument.offset)
      }
    }
    let candidates = overloads.filter { overload in
      let unlabeled = overload.parameters.filter { $0.label == nil }.count
      guard labels.filter({ $0 == nil }).count == (call.arguments.isEmpty ? 0 : unlabeled) || call.arguments.isEmpty
      else { return false }
      let named = Set(overload.parameters.compactMap({ $0.label }))
      guard labels.compactMap({ $0 }).allSatisfy(named.contains) else { return false }
      return overload.parameters.allSatisfy { p in
        !p.isRequired || (p.label.map { labels.contains($0) } ?? !call.arguments.isEmpty)
      }
    }
    // Overloads that share the given labels (e.g. `.spring(blendDuration:)`): the first is the default.
    if let first = candidates.first { return first }
    let name = call.isInitializer ? call.name : "." + call.name
    let forms = overloads.map { name + $0.signature }.joined(separator: " or ")
    let given = Set(labels.compactMap { $0 })
    let fitting = overloads.filter { o in given.isSubset(of: Set(o.parameters.compactMap({ $0.label }))) }
    if fitting.count == 1,
      let missing = fitting[0].parameters.first(where: {
        $0.isRequired && $0.label != nil && !given.contains($0.label!)
      })
    {
      throw ExpressionError(
        "missing argument '\(missing.label!)'; expected \(name + fitting[0].signature)", in: text,
        at: call.hasParentheses ? call.offset + call.name.count : call.offset)
    }
    let unlabeledCount = labels.filter { $0 == nil }.count
    if unlabeledCount > 0, overloads.allSatisfy({ $0.parameters.allSatisfy { $0.label != nil } }) {
      let first = call.arguments.first { $0.label == nil }!
      throw ExpressionError(
        "expected 'label: value'; \(name) takes labelled arguments: \(forms)", in: text, at: first.offset)
    }
    throw ExpressionError(
      "these arguments do not match any form of \(name); expected \(forms)", in: text, at: call.offset)
  }

  // MARK: - Modifiers

  static func apply(_ call: Call, to animation: inout Animation, text: String) throws(ExpressionError) {
    if call.name == "repeatForever" || call.name == "repeatCount" {
      return try applyRepetition(call, to: &animation, text: text)
    }
    if call.name == "logicallyComplete" {
      guard call.arguments.count == 1, call.arguments[0].label == "after",
        case .number(let after) = call.arguments[0].value, after >= 0
      else {
        throw ExpressionError("expected .logicallyComplete(after: seconds)", in: text, at: call.offset)
      }
      animation.notes.append(
        "logically complete after \(formatNumber(after)) s: completion handlers run then; the motion itself is unchanged"
      )
      return
    }
    guard call.name == "delay" || call.name == "speed" else {
      let hint = suggestion(for: call.name, among: MotionExpression.modifiers).map { " — did you mean '\($0)'?" } ?? ""
      throw ExpressionError(
        "unknown modifier '\(call.name)'\(hint); expected .delay(seconds), .speed(rate), .repeatCount(n) or .repeatForever()",
        in: text, at: call.offset)
    }
    guard call.hasParentheses, call.arguments.count == 1, call.arguments[0].label == nil,
      case .number(let value) = call.arguments[0].value
    else {
      throw ExpressionError(
        "expected .\(call.name)(number), e.g. .\(call.name)(\(call.name == "delay" ? "0.1" : "2"))", in: text,
        at: call.offset)
    }
    let at = call.arguments[0].valueOffset
    // Each modifier wraps everything written before it (see `Animation`): a delay is added in
    // wall-clock time; a speed also compresses the delays already applied.
    if call.name == "delay" {
      guard value >= 0 else {
        throw ExpressionError("delay \(formatNumber(value)) must be 0 or more seconds", in: text, at: at)
      }
      animation.delay += value
    } else {
      guard value > 0 else {
        throw ExpressionError("speed \(formatNumber(value)) must be greater than 0", in: text, at: at)
      }
      animation.delay /= value
      animation.speed *= value
    }
  }

  /// `.repeatCount(_:autoreverses:)` and `.repeatForever(autoreverses:)`; `autoreverses`
  /// defaults to true, as in SwiftUI.
  static func applyRepetition(_ call: Call, to animation: inout Animation, text: String) throws(ExpressionError) {
    let forever = call.name == "repeatForever"
    let form = forever ? ".repeatForever(autoreverses: Bool)" : ".repeatCount(Int, autoreverses: Bool)"
    guard call.hasParentheses else { throw ExpressionError("expected \(form)", in: text, at: call.offset) }
    guard animation.repetition == .once else {
      throw ExpressionError(
        "the motion already repeats; write one of .repeatCount and .repeatForever", in: text, at: call.offset)
    }
    var reverses = true
    var count: Int?
    for argument in call.arguments {
      switch (argument.label, argument.value) {
      case ("autoreverses", .bool(let b)): reverses = b
      case (nil, .number(let n)) where !forever && count == nil:
        guard n == n.rounded(), n >= 1, n <= Double(Repetition.maximumCount) else {
          throw ExpressionError(
            "repeatCount \(formatNumber(n)) must be a whole number from 1 to \(Repetition.maximumCount)", in: text,
            at: argument.valueOffset)
        }
        count = Int(n)
      default:
        throw ExpressionError("expected \(form)", in: text, at: argument.offset)
      }
    }
    if forever {
      animation.repetition = .forever(autoreverses: reverses)
    } else if let count {
      animation.repetition = .count(count, autoreverses: reverses)
    } else {
      throw ExpressionError("missing the number of repetitions; expected \(form)", in: text, at: call.offset)
    }
  }
}

/// The arguments of one call, resolved against an overload (labels, positions and defaults).
struct Arguments {
  let call: Call
  let overload: Forms.Overload
  let text: String

  func fail(_ message: String, at offset: Int) -> ExpressionError { ExpressionError(message, in: text, at: offset) }

  func argument(_ key: String) -> Call.Argument? {
    if key.hasPrefix("_"), let i = Int(key.dropFirst()) {
      let unlabeled = call.arguments.filter { $0.label == nil }
      return i < unlabeled.count ? unlabeled[i] : nil
    }
    return call.arguments.first { $0.label == key }
  }

  func offset(_ key: String) -> Int { argument(key)?.valueOffset ?? call.offset }

  func value(_ key: String) -> Call.Argument.Value? {
    if let given = argument(key) { return given.value }
    let parameter = overload.parameters.enumerated().first { index, p in
      p.label == key || (p.label == nil && "_\(index)" == key)
    }
    return parameter?.element.defaultValue
  }

  func number(_ key: String) throws(ExpressionError) -> Double {
    guard case .number(let n) = value(key) else {
      throw fail("argument '\(key)' must be a number", at: offset(key))
    }
    return n
  }

  /// A `Spring` argument: a spring with no delay, speed or velocity of its own.
  func spring(_ key: String) throws(ExpressionError) -> Spring {
    guard case .motion(let m) = value(key), let spring = m.spring, m.delay == 0, m.speed == 1, m.initialVelocity == 0,
      m.repetition == .once
    else {
      throw fail(
        "expected a Spring such as .bouncy, .smooth(duration: 0.3) or Spring(duration: 0.5, bounce: 0.2)",
        at: offset(key))
    }
    return spring
  }

  func bool(_ key: String) throws(ExpressionError) -> Bool {
    guard case .bool(let b) = value(key) else { throw fail("argument '\(key)' must be true or false", at: offset(key)) }
    return b
  }

  func positive(_ key: String) throws(ExpressionError) -> Double {
    let n = try number(key)
    guard n > 0 else { throw fail("\(key) \(formatNumber(n)) must be greater than 0", at: offset(key)) }
    return n
  }

  /// A timing curve's `duration`: 0 is valid SwiftUI (an instant change, often the
  /// reduced-motion choice) but has nothing to draw, which the error says with ``ExpressionError/isInstant``.
  func curveDuration() throws(ExpressionError) -> Double {
    let n = try number("duration")
    if n == 0 {
      throw ExpressionError(
        "duration 0: an instant change, with nothing to draw", in: text, at: offset("duration"), isInstant: true)
    }
    return try positive("duration")
  }

  /// A spring's `response`: 0 asks SwiftUI for an infinitely stiff spring, an instant change with
  /// nothing to draw (said with ``ExpressionError/isInstant``), as `.linear(duration: 0)` is.
  func response() throws(ExpressionError) -> Double {
    if try number("response") == 0 {
      throw ExpressionError(
        "response 0: an infinitely stiff spring, an instant change with nothing to draw", in: text,
        at: offset("response"), isInstant: true)
    }
    return try positive("response")
  }

  func nonNegative(_ key: String) throws(ExpressionError) -> Double {
    let n = try number(key)
    guard n >= 0 else { throw fail("\(key) \(formatNumber(n)) must be 0 or more", at: offset(key)) }
    return n
  }

  func check(bounce: Double, label: String, what: String) throws(ExpressionError) {
    guard (-1...1).contains(bounce), bounce > -1 else {
      throw fail("\(what) \(formatNumber(bounce)) is outside −1…1 (exclusive of −1)", at: offset(label))
    }
  }
}
