import MotionSpecNumbers

/// Reads SwiftUI's keyframe spellings: `SpringKeyframe(1.05, duration: 0.2, spring: .snappy)`,
/// `CubicKeyframe(0.8, duration: 0.3)`, `LinearKeyframe(0, duration: 0.1, timingCurve: .easeOut)`
/// and `MoveKeyframe(0.72)`, with the defaults of Apple's declarations: a spring keyframe's
/// spring is `Spring()` (0.5 s, no bounce) and its duration that spring's settling duration; a
/// linear keyframe's curve is `.linear`.
///
/// A keyframe's value is a number (arithmetic over names allowed) or an angle,
/// `.degrees(15)` / `Angle(degrees: 15)` (in degrees) or `.radians(…)` (converted to degrees).
/// `.zero` (a value or a duration) is 0.
public enum KeyframeExpression {
  /// The four keyframe types.
  public static let typeNames = ["SpringKeyframe", "CubicKeyframe", "LinearKeyframe", "MoveKeyframe"]

  /// Whether `text` starts as one of SwiftUI's keyframes.
  public static func recognizes(_ text: some StringProtocol) -> Bool {
    typeNames.contains { text.hasPrefix($0 + "(") }
  }

  /// Parses `text`; errors point at the column of the fault.
  public static func parse(_ text: String, names: NameResolver? = nil) throws(ExpressionError) -> Keyframe {
    try MotionLimits.checkLength(text)
    var parser = Parser(text: text, tokens: try Lexer.tokens(text), names: names)
    let keyframe = try parser.parseKeyframe()
    guard parser.current.kind == .end else { throw parser.fail("expected the end of the keyframe after ')'") }
    return keyframe
  }

  /// SwiftUI's spelling of `keyframe`, from the model (a spring as `Spring(duration:bounce:)`).
  public static func swiftUI(_ keyframe: Keyframe) -> String {
    switch keyframe {
    case .spring(let to, let duration, let spring, let velocity):
      var parts = [formatNumber(to)]
      if let duration { parts.append("duration: \(formatNumber(duration))") }
      parts.append("spring: Spring(duration: \(short(spring.duration)), bounce: \(short(spring.bounce)))")
      if let velocity { parts.append("startVelocity: \(formatNumber(velocity))") }
      return "SpringKeyframe(\(parts.joined(separator: ", ")))"
    case .cubic(let to, let duration, let start, let end):
      var parts = [formatNumber(to), "duration: \(formatNumber(duration))"]
      if let start { parts.append("startVelocity: \(formatNumber(start))") }
      if let end { parts.append("endVelocity: \(formatNumber(end))") }
      return "CubicKeyframe(\(parts.joined(separator: ", ")))"
    case .linear(let to, let duration, let curve):
      var parts = [formatNumber(to), "duration: \(formatNumber(duration))"]
      if let curve = unitCurve(curve) { parts.append("timingCurve: \(curve)") }
      return "LinearKeyframe(\(parts.joined(separator: ", ")))"
    case .move(let to):
      return "MoveKeyframe(\(formatNumber(to)))"
    }
  }

  /// A spring parameter worked out from others (`.snappy`'s bounce is 0.15000000000000002 in
  /// doubles), to 12 significant digits: far below anything a spring's motion shows.
  static func short(_ x: Double) -> String { formatNumber(NumberText.significant(x, digits: 12)) }

  /// SwiftUI's `UnitCurve` for `easing` (nil for `.linear`, the default).
  static func unitCurve(_ easing: Easing) -> String? {
    switch easing {
    case .bezier(let b) where b == .linear: return nil
    case .bezier(let b) where b == .easeIn: return ".easeIn"
    case .bezier(let b) where b == .easeOut: return ".easeOut"
    case .bezier(let b) where b == .easeInOut: return ".easeInOut"
    case .bezier(let b):
      return "UnitCurve.bezier(startControlPoint: UnitPoint(x: \(formatNumber(b.x1)), y: \(formatNumber(b.y1))), "
        + "endControlPoint: UnitPoint(x: \(formatNumber(b.x2)), y: \(formatNumber(b.y2))))"
    case .stops:
      // A UnitCurve cannot be piecewise linear; the writer cuts such a segment into linear keyframes.
      return nil
    }
  }
}

extension Parser {
  /// `SpringKeyframe(…)`, `CubicKeyframe(…)`, `LinearKeyframe(…)` or `MoveKeyframe(…)`.
  mutating func parseKeyframe() throws(ExpressionError) -> Keyframe {
    guard case .identifier(let type) = current.kind, KeyframeExpression.typeNames.contains(type) else {
      throw fail("expected a keyframe: SpringKeyframe(…), CubicKeyframe(…), LinearKeyframe(…) or MoveKeyframe(…)")
    }
    let typeOffset = current.offset
    index += 1
    guard current.kind == .leftParen else { throw fail("expected '(' after \(type)") }
    try enter(weight: Parser.callWeight)
    defer { depth -= Parser.callWeight }
    index += 1
    var to: Double?
    var duration: Double?
    var spring: Spring?
    var startVelocity: Double?
    var endVelocity: Double?
    var curve: Easing?
    var seen = Set<String>()
    let allowed: [String] =
      switch type {
      case "SpringKeyframe": ["duration", "spring", "startVelocity"]
      case "CubicKeyframe": ["duration", "startVelocity", "endVelocity"]
      case "LinearKeyframe": ["duration", "timingCurve"]
      default: []
      }
    while current.kind != .rightParen {
      if to != nil || !seen.isEmpty {
        guard current.kind == .comma else { throw fail("expected ',' or ')' after an argument") }
        index += 1
        if current.kind == .rightParen { break }
      }
      if current.kind == .end { throw fail("expected ')' to close \(type)(…)") }
      var label: String?
      let labelOffset = current.offset
      if case .identifier(let word) = current.kind, next.kind == .colon {
        label = word
        index += 2
      }
      if let written = label, written == "value" || written == "to", to == nil, seen.isEmpty {
        to = try keyframeValue()
        continue
      }
      guard let label else {
        guard to == nil, seen.isEmpty else {
          throw fail("expected 'label: value'; only the keyframe's value comes first unlabelled")
        }
        to = try keyframeValue()
        continue
      }
      guard to != nil else { throw fail("expected the keyframe's value first, e.g. \(type)(1, …)", at: labelOffset) }
      guard allowed.contains(label) else {
        let list = allowed.isEmpty ? "no labelled arguments" : allowed.joined(separator: ", ")
        throw fail("\(type) has no argument '\(label)'; it takes \(list)", at: labelOffset)
      }
      guard seen.insert(label).inserted else { throw fail("'\(label)' is given twice", at: labelOffset) }
      let valueOffset = current.offset
      switch label {
      case "spring":
        let (motion, _) = try parseMotion(role: .spring)
        guard let s = motion.spring else { throw fail("expected a Spring such as .snappy", at: valueOffset) }
        spring = s
      case "timingCurve":
        curve = try unitCurve()
      case "duration":
        if current.kind == .dot, case .identifier("zero") = next.kind {
          index += 2
          duration = 0
        } else {
          duration = try number(try sum(), at: valueOffset)
        }
        guard let d = duration, d >= 0, d <= MotionLimits.duration.upperBound else {
          throw fail(
            "a keyframe's duration must be from 0 to \(formatNumber(MotionLimits.duration.upperBound)) s",
            at: valueOffset)
        }
      case "startVelocity": startVelocity = try number(try sum(), at: valueOffset)
      default: endVelocity = try number(try sum(), at: valueOffset)
      }
    }
    index += 1
    guard let to else { throw fail("\(type) needs the value it moves to, e.g. \(type)(1)", at: typeOffset) }
    guard abs(to) <= MotionLimits.end, abs(startVelocity ?? 0) <= MotionLimits.initialVelocity,
      abs(endVelocity ?? 0) <= MotionLimits.initialVelocity
    else {
      throw fail(
        "a keyframe's value is at most \(formatNumber(MotionLimits.end)) and its velocities at most \(formatNumber(MotionLimits.initialVelocity)) in size",
        at: typeOffset)
    }
    switch type {
    case "SpringKeyframe":
      return .spring(
        to: to, duration: duration, spring: spring ?? Spring(duration: 0.5, bounce: 0), startVelocity: startVelocity)
    case "CubicKeyframe":
      guard let duration else {
        throw fail("CubicKeyframe needs a duration, e.g. CubicKeyframe(1, duration: 0.3)", at: typeOffset)
      }
      return .cubic(to: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
    case "LinearKeyframe":
      guard let duration else {
        throw fail("LinearKeyframe needs a duration, e.g. LinearKeyframe(1, duration: 0.3)", at: typeOffset)
      }
      return .linear(to: to, duration: duration, curve: curve ?? .bezier(.linear))
    default:
      return .move(to: to)
    }
  }

  /// A keyframe's value: a number, or an angle in degrees.
  mutating func keyframeValue() throws(ExpressionError) -> Double {
    let start = current.offset
    var angle: (unit: String, viaInitializer: Bool)?
    if current.kind == .dot, case .identifier("zero") = next.kind {
      index += 2
      return 0
    }
    // A conversion: `CGFloat(1)`, `Double(0.5)`.
    if case .identifier(let type) = current.kind, ["CGFloat", "Double", "Float"].contains(type), next.kind == .leftParen
    {
      index += 2
      let value = try keyframeValue()
      guard current.kind == .rightParen else { throw fail("expected ')' after \(type)(…") }
      index += 1
      return value
    }
    if current.kind == .dot, case .identifier(let unit) = next.kind, unit == "degrees" || unit == "radians" {
      index += 2
      angle = (unit, false)
    } else if case .identifier("Angle") = current.kind, next.kind == .leftParen {
      index += 1
      angle = ("", true)
    }
    guard let (unit, viaInitializer) = angle else { return try number(try sum(), at: start) }
    guard current.kind == .leftParen else { throw fail("expected '(' and an angle") }
    index += 1
    var written = unit
    if viaInitializer {
      guard case .identifier(let label) = current.kind, label == "degrees" || label == "radians", next.kind == .colon
      else {
        throw fail("expected Angle(degrees: …) or Angle(radians: …)")
      }
      written = label
      index += 2
    }
    let value = try number(try sum(), at: start)
    guard current.kind == .rightParen else { throw fail("expected ')' after the angle") }
    index += 1
    return written == "radians" ? value * 180 / Double.pi : value
  }

  /// A `UnitCurve`: `.linear`, `.easeIn`, `.easeOut`, `.easeInOut` (SwiftUI's UnitCurve values,
  /// the same Béziers as the animations of those names) or `.bezier(startControlPoint:endControlPoint:)`.
  mutating func unitCurve() throws(ExpressionError) -> Easing {
    if case .identifier("UnitCurve") = current.kind, next.kind == .dot { index += 1 }
    guard current.kind == .dot, case .identifier(let name) = next.kind else {
      throw fail("expected a UnitCurve such as .easeOut or .bezier(startControlPoint:endControlPoint:)")
    }
    let offset = next.offset
    index += 2
    switch name {
    case "linear": return .bezier(.linear)
    case "easeIn": return .bezier(.easeIn)
    case "easeOut": return .bezier(.easeOut)
    case "easeInOut": return .bezier(.easeInOut)
    case "bezier":
      guard current.kind == .leftParen else { throw fail("expected '(' after .bezier") }
      index += 1
      var points: [Double] = []
      for label in ["startControlPoint", "endControlPoint"] {
        if label == "endControlPoint" {
          guard current.kind == .comma else { throw fail("expected ', endControlPoint: UnitPoint(x:y:)'") }
          index += 1
        }
        guard case .identifier(label) = current.kind, next.kind == .colon else {
          throw fail("expected '\(label): UnitPoint(x: …, y: …)'")
        }
        index += 2
        if case .identifier("UnitPoint") = current.kind {
          index += 1
        } else if current.kind == .dot, case .identifier("init") = next.kind {
          index += 2
        }
        guard current.kind == .leftParen else { throw fail("expected UnitPoint(x: …, y: …)") }
        index += 1
        for axis in ["x", "y"] {
          if axis == "y" {
            guard current.kind == .comma else { throw fail("expected ', y: …'") }
            index += 1
          }
          guard case .identifier(axis) = current.kind, next.kind == .colon else { throw fail("expected '\(axis): …'") }
          index += 2
          let at = current.offset
          points.append(try number(try sum(), at: at))
        }
        guard current.kind == .rightParen else { throw fail("expected ')' after the point") }
        index += 1
      }
      guard current.kind == .rightParen else { throw fail("expected ')' after endControlPoint") }
      index += 1
      guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
        throw fail("a curve's control points must have x from 0 to 1", at: offset)
      }
      return .bezier(CubicBezier(unchecked: points[0], points[1], points[2], points[3]))
    default:
      throw fail(
        "unknown UnitCurve '.\(name)'; expected .linear, .easeIn, .easeOut, .easeInOut or .bezier(…)", at: offset)
    }
  }
}
