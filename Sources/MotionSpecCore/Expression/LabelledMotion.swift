/// A motion given as a form and labelled numbers — what a structured file holds (the DTCG
/// spring extension's `{"duration": 0.55, "bounce": 0.18}`) — built by the same rules as the
/// expression language (its overloads, defaults, checks and ``MotionLimits``), with no text
/// written and read again.
///
/// The canonical spelling is composed only for messages: an error names the argument at fault
/// (``LabelledMotionError/argument``) so a reader can point at that member of its file.
public enum LabelledMotion {
  /// Which rules build the motion.
  public enum Form: Hashable, Sendable {
    /// A SwiftUI static member that makes an `Animation` (`spring`, `interpolatingSpring`, …).
    case swiftUI(String)
    /// SwiftUI's `Spring(…)` initializers (response/dampingRatio, mass/stiffness/damping, …).
    case springInitializer
    /// Jetpack Compose's `spring(dampingRatio, stiffness)` (mass 1).
    case compose
    /// react-spring's `{ tension, friction, mass }`.
    case reactSpring
  }

  /// One labelled number (or flag, such as `allowOverDamping`).
  public struct Argument: Hashable, Sendable {
    public var label: String
    public var value: Double
    /// A Boolean argument: `value` is then 1 or 0.
    public var isFlag = false
    public init(_ label: String, _ value: Double) {
      self.label = label
      self.value = value
    }
    public init(_ label: String, flag: Bool) {
      self.label = label
      self.value = flag ? 1 : 0
      self.isFlag = true
    }
  }

  /// The motion of `form` with `arguments`, in their order.
  public static func resolve(_ form: Form, _ arguments: [Argument]) throws(LabelledMotionError) -> Animation {
    // The canonical spelling, and where each argument stands in it (for messages only).
    let (head, separator, close): (String, String, String)
    switch form {
    case .swiftUI(let name): (head, separator, close) = ("." + name + "(", ": ", ")")
    case .springInitializer: (head, separator, close) = ("Spring(", ": ", ")")
    case .compose: (head, separator, close) = ("spring(", " = ", ")")
    case .reactSpring: (head, separator, close) = ("{ ", ": ", " }")
    }
    var text = head
    var spans: [Range<Int>] = []
    var called: [Call.Argument] = []
    var values: [String: (Double, Int)] = [:]
    for (i, argument) in arguments.enumerated() {
      if i > 0 { text += ", " }
      let start = text.count
      text += argument.label + separator
      let valueAt = text.count
      text += argument.isFlag ? (argument.value != 0 ? "true" : "false") : formatNumber(argument.value)
      spans.append(start..<text.count)
      called.append(
        Call.Argument(
          label: argument.label, value: argument.isFlag ? .bool(argument.value != 0) : .number(argument.value),
          offset: start, valueOffset: valueAt))
      if values[argument.label] != nil {
        throw LabelledMotionError(message: "argument '\(argument.label)' is given twice", argument: i)
      }
      values[argument.label] = (argument.value, start)
    }
    text += close
    if form == .compose {
      let allowed = ["dampingRatio", "stiffness", "visibilityThreshold"]
      if let i = arguments.firstIndex(where: { !allowed.contains($0.label) }) {
        throw LabelledMotionError(
          message:
            "unknown argument '\(arguments[i].label)'; Compose's spring takes \(allowed.joined(separator: ", "))",
          argument: i)
      }
    }
    do throws(ExpressionError) {
      switch form {
      case .swiftUI, .springInitializer:
        let name: String
        if case .swiftUI(let member) = form { name = member } else { name = "Spring" }
        let call = Call(
          name: name, offset: 0, arguments: called, hasParentheses: true, isInitializer: form == .springInitializer)
        let animation = try Forms.build(call, role: .animation, text: text)
        if let why = MotionLimits.curveViolation(animation) ?? MotionLimits.timingViolation(animation) {
          throw ExpressionError("\(call.swiftUI) has \(why)", in: text, at: 0)
        }
        return animation
      case .compose:
        return try checked(PlatformReader.composeSpring(values, start: 0, text: text), text: text)
      case .reactSpring:
        return try checked(
          PlatformReader.configSpring(values, type: nil, library: .reactSpring, start: 0, text: text), text: text)
      }
    } catch {
      throw LabelledMotionError(message: error.message, argument: spans.firstIndex { $0.contains(error.offset) })
    }
  }

  private static func checked(_ animation: Animation, text: String) throws(ExpressionError) -> Animation {
    if let why = MotionLimits.curveViolation(animation) {
      throw ExpressionError("this spring has \(why)", in: text, at: 0)
    }
    return animation
  }
}

/// Why labelled numbers make no motion, and which argument is at fault (`nil`: the whole).
public struct LabelledMotionError: Error, Hashable, Sendable, CustomStringConvertible {
  public let message: String
  /// The index of the argument at fault, in the order given.
  public let argument: Int?
  public var description: String { message }
}
