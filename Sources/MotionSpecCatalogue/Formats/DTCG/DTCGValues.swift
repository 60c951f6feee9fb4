import Foundation
import MotionSpecCore

/// Reads the values of DTCG motion types, as strict as the 2025.10 schemas, and collects the
/// warnings and lint findings reading them produces.
struct DTCGValues {
  struct Warning {
    let message: String
    let at: SourceLocation
    let rule: String?
    var edit: TextEdit?
  }

  private(set) var warnings: [Warning] = []
  /// How a duration written as a bare number (`200`, `"200"`) is read.
  var unitless = UnitlessDurations.milliseconds
  /// Whether CSS strings are the file's own spelling (legacy and Tokens Studio files): no warning.
  var cssIsNative = false
  /// Whether the last value read held a duration without a unit.
  private(set) var readUnitless = false
  /// Whether the last transition read takes no time (duration 0): an instant, not a curve.
  private(set) var isInstant = false

  mutating func warn(_ message: String, at: SourceLocation, rule: String? = nil, edit: TextEdit? = nil) {
    warnings.append(Warning(message: message, at: at, rule: rule, edit: edit))
  }

  /// A duration as DTCG 2025.10 writes it, for a fix.
  static func durationText(_ n: Double, _ unit: String) -> String {
    #"{ "value": \#(formatNumber(n)), "unit": "\#(unit)" }"#
  }

  static let durationForm = #"{"value": 200, "unit": "ms"}"#

  /// Seconds from `{"value": 200, "unit": "ms"}` (or `"s"`); the pre-2025 `"200ms"` / `"0.2s"`
  /// strings are read with a warning. Negative values are returned as they are.
  mutating func duration(_ v: JSONValue.Located, what: String) throws(DTCGFailure) -> Double {
    if let members = v.value.members {
      for m in members where m.key != "value" && m.key != "unit" {
        throw DTCGFailure(
          "unknown property \"\(m.key)\" in a \(what); a duration has only \"value\" and \"unit\", e.g. \(Self.durationForm)",
          at: m.keyLocation)
      }
      guard let value = v.value["value"] else {
        throw DTCGFailure("this \(what) is missing \"value\"; expected \(Self.durationForm)", at: v.location)
      }
      guard let unit = v.value["unit"] else {
        throw DTCGFailure("this \(what) is missing \"unit\" (\"ms\" or \"s\")", at: v.location)
      }
      guard let n = value.value.number else {
        throw DTCGFailure("\"value\" of a \(what) must be a number, found \(value.value.excerpt)", at: value.location)
      }
      switch unit.value.string {
      case "ms": return n / 1000
      case "s": return n
      default:
        throw DTCGFailure(
          "\"unit\" of a \(what) must be \"ms\" or \"s\", found \(unit.value.excerpt)", at: unit.location)
      }
    }
    if let n = v.value.number {
      readUnitless = true
      return unitless.seconds(n)
    }
    if let s = v.value.string, let n = Double(s.trimmingCharacters(in: .whitespaces)), n.isFinite {
      readUnitless = true
      return unitless.seconds(n)
    }
    // Tokens Studio's math, its references already replaced: `{duration.base} * 2` → `200 * 2`.
    if let s = v.value.string, TokenMath.isExpression(s), let q = TokenMath.evaluate(s) {
      if !q.isTime { readUnitless = true }
      return q.isTime ? q.value / 1000 : unitless.seconds(q.value)
    }
    if let s = v.value.string {
      let trimmed = s.trimmingCharacters(in: .whitespaces)
      let (number, unit) =
        trimmed.hasSuffix("ms")
        ? (trimmed.dropLast(2), "ms") : trimmed.hasSuffix("s") ? (trimmed.dropLast(), "s") : (Substring(""), "")
      if let n = Double(number.trimmingCharacters(in: .whitespaces)), n.isFinite {
        warn(
          "\"\(s)\" is the pre-2025 string form; DTCG 2025.10 writes {\"value\": \(formatNumber(n)), \"unit\": \"\(unit)\"}",
          at: v.location, rule: "pre-2025-duration",
          edit: TextEdit(.replaceValue, at: v.location, Self.durationText(n, unit)))
        return unit == "ms" ? n / 1000 : n
      }
    }
    throw DTCGFailure("expected a \(what) such as \(Self.durationForm), found \(v.value.excerpt)", at: v.location)
  }

  mutating func bezier(_ v: JSONValue.Located) throws(DTCGFailure) -> CubicBezier {
    // CSS's spelling, as several design systems write DTCG files: read, with a warning.
    if let text = v.value.string, let css = TokenDocuments.bezier(v), let numbers = css.value.elements {
      if !cssIsNative {
        let points = "[" + numbers.compactMap { $0.value.number.map(formatNumber) }.joined(separator: ", ") + "]"
        warn(
          "\"\(text)\" is CSS; DTCG 2025.10 writes a cubicBezier as [x1, y1, x2, y2] (\(points))",
          at: v.location, rule: "css-value", edit: TextEdit(.replaceValue, at: v.location, points))
      }
      return try bezier(css)
    }
    guard let items = v.value.elements, items.count == 4, items.allSatisfy({ $0.value.number != nil }) else {
      throw DTCGFailure(
        "expected a cubicBezier [x1, y1, x2, y2] of four numbers, found \(v.value.excerpt)", at: v.location)
    }
    let n = items.map { $0.value.number! }
    for (i, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(n[i]) {
      throw DTCGFailure("cubicBezier \(name) = \(formatNumber(n[i])) is outside 0…1", at: items[i].location)
    }
    for (i, name) in [(1, "y1"), (3, "y2")] where !MotionLimits.controlY.contains(n[i]) {
      throw DTCGFailure(
        "cubicBezier \(name) = \(formatNumber(n[i])) is outside \(formatNumber(MotionLimits.controlY.lowerBound))…\(formatNumber(MotionLimits.controlY.upperBound))",
        at: items[i].location)
    }
    do { return try CubicBezier(n[0], n[1], n[2], n[3]) } catch { throw DTCGFailure(error.description, at: v.location) }
  }

  /// The motion of a `cubicBezier` or `transition` value; nil for a transition whose duration
  /// delay is negative (with a lint finding) or whose duration is 0 (a negative duration is an error) (``isInstant``).
  mutating func motion(_ v: JSONValue.Located, type: String) throws(DTCGFailure) -> Animation? {
    if type == "cubicBezier" {
      let b = try bezier(v)
      return Animation(
        .timing(TimingCurve(b)), swiftUI: Self.swiftUI(b, duration: nil, delay: 0))
    }
    guard let members = v.value.members else {
      throw DTCGFailure(
        "expected a transition {\"duration\": …, \"delay\": …, \"timingFunction\": […]}, found \(v.value.excerpt)",
        at: v.location)
    }
    let known = ["duration", "delay", "timingFunction"]
    for m in members where !known.contains(m.key) {
      let hint = suggestion(for: m.key, among: known).map { " — did you mean \"\($0)\"?" } ?? ""
      throw DTCGFailure(
        "unknown property \"\(m.key)\" in a transition\(hint); a transition has \"duration\", \"delay\" and \"timingFunction\"",
        at: m.keyLocation)
    }
    for key in ["duration", "timingFunction"] where v.value[key] == nil {
      throw DTCGFailure(
        "this transition is missing \"\(key)\"; DTCG 2025.10 requires \"duration\", \"delay\" and \"timingFunction\"",
        at: v.location)
    }
    // DTCG 2025.10 requires "delay", but the best-known motion files in the wild leave it out
    // (GitHub Primer's transitions): read as no delay, with a finding.
    let d = v.value["duration"]!
    let seconds = try duration(d, what: "duration")
    let delay: Double
    if let delayValue = v.value["delay"] {
      delay = try duration(delayValue, what: "delay")
    } else {
      delay = 0
      warn(
        "this transition has no \"delay\" (DTCG 2025.10 requires one); read as a delay of 0", at: v.location,
        rule: "missing-delay",
        edit: TextEdit(.insertAfter, at: v.location, #" "delay": { "value": 0, "unit": "ms" }, "#))
    }
    let b = try bezier(v.value["timingFunction"]!)
    if seconds < 0 {
      throw DTCGFailure(
        "duration \(formatNumber(seconds * 1000)) ms is negative; nothing can last less than no time", at: d.location)
    }
    if delay < 0 {
      // CSS plays a negative delay as a start part-way through; a token of its own cannot show that.
      warn(
        "delay \(formatNumber(delay * 1000)) ms is negative, so this transition cannot be drawn",
        at: v.value["delay"]?.location ?? v.location, rule: "non-positive-duration")
      return nil
    }
    if seconds == 0 {
      // An instant change: a token with nothing to draw (``DurationToken``).
      isInstant = true
      return nil
    }
    let animation = Animation(
      .timing(TimingCurve(b, duration: seconds)), delay: delay,
      swiftUI: Self.swiftUI(b, duration: seconds, delay: delay))
    if let why = MotionLimits.curveViolation(animation) ?? MotionLimits.timingViolation(animation) {
      throw DTCGFailure("this transition has \(why)", at: v.location)
    }
    return animation
  }

  /// SwiftUI spelling of a Bézier transition, naming the presets; a curve with no duration of its
  /// own (`nil`) leaves SwiftUI's default unwritten (`.easeInOut`, `.timingCurve(…)`), so that it
  /// reads back as a curve alone.
  static func swiftUI(_ b: CubicBezier, duration: Double?, delay: Double) -> String {
    let presets: [(CubicBezier, String)] = [
      (.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
    ]
    let points = [b.x1, b.y1, b.x2, b.y2].map(formatNumber).joined(separator: ", ")
    let base: String
    if let duration {
      base =
        presets.first { $0.0 == b }.map { ".\($0.1)(duration: \(formatNumber(duration)))" }
        ?? ".timingCurve(\(points), duration: \(formatNumber(duration)))"
    } else {
      base = presets.first { $0.0 == b }.map { ".\($0.1)" } ?? ".timingCurve(\(points))"
    }
    return base + (delay > 0 ? ".delay(\(formatNumber(delay)))" : "")
  }

  /// The spring of a `com.motionspec.spring` payload, as an expression and its animation.
  func spring(_ v: JSONValue.Located) throws(DTCGFailure) -> (String, Animation) {
    let name = DTCGReader.springExtension
    guard let members = v.value.members else {
      throw DTCGFailure("\(name) must be an object such as {\"duration\": 0.55, \"bounce\": 0.18}", at: v.location)
    }
    let keys = Set(members.map(\.key))
    if let e = v.value["expression"] {
      guard let s = e.value.string else {
        throw DTCGFailure("\"expression\" must be a string such as \".snappy\"", at: e.location)
      }
      do {
        return (s, try MotionExpression.parse(s))
      } catch {
        throw DTCGFailure(error.message, at: e.location)
      }
    }
    // Labelled numbers are built into a motion directly, by the expression language's rules.
    let form: LabelledMotion.Form
    var labels: [String]
    if keys.contains("tension") || keys.contains("friction") {
      (form, labels) = (.reactSpring, members.map(\.key))  // react-spring's tension/friction/mass
    } else if keys.contains("dampingRatio") && keys.contains("stiffness") {
      (form, labels) = (.compose, members.map(\.key))  // Compose's dampingRatio/stiffness
    } else {
      let forms: [([String], LabelledMotion.Form)] = [
        (["duration", "bounce"], .swiftUI("spring")), (["response", "dampingFraction"], .swiftUI("spring")),
        (["response", "dampingRatio"], .springInitializer), (["mass", "stiffness", "damping"], .springInitializer),
      ]
      guard
        let (known, chosen) = forms.first(where: { form in
          keys.isSubset(of: Set(form.0)) && !keys.isEmpty
            && (form.0.contains("stiffness") ? keys.contains("stiffness") && keys.contains("damping") : true)
        })
      else {
        throw DTCGFailure(
          "\(name) takes duration/bounce, response/dampingFraction, response/dampingRatio, mass/stiffness/damping, Compose's dampingRatio/stiffness or react-spring's tension/friction/mass (or \"expression\"); found \(keys.sorted().joined(separator: ", "))",
          at: v.location)
      }
      (form, labels) = (chosen, known.filter(keys.contains))
    }
    var arguments: [LabelledMotion.Argument] = []
    var places: [SourceLocation] = []
    for label in labels {
      guard let member = v.value[label] else { continue }
      guard let n = member.value.number else { throw DTCGFailure("\"\(label)\" must be a number", at: member.location) }
      arguments.append(LabelledMotion.Argument(label, n))
      places.append(member.location)
    }
    // A physical spring may be overdamped: SwiftUI would otherwise clamp it.
    if form == .springInitializer && labels.contains("mass") {
      arguments.append(LabelledMotion.Argument("allowOverDamping", flag: true))
    }
    do {
      let animation = try LabelledMotion.resolve(form, arguments)
      return (animation.swiftUI, animation)
    } catch {
      // Point at the member at fault, else at the payload.
      throw DTCGFailure(
        error.message, at: error.argument.flatMap { $0 < places.count ? places[$0] : nil } ?? v.location)
    }
  }
}
