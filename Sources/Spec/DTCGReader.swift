import Foundation
import Motion

/// Reads motion tokens from Design Tokens Format Module (2025.10) JSON.
///
/// Motion comes from `transition` tokens (`duration`, `delay`, `timingFunction`), from
/// `cubicBezier` tokens (a timing curve at SwiftUI's default 0.35 s), and — since DTCG has no
/// spring type yet — from the `$extensions` payload `"com.motionspec.spring"`, which takes any
/// parameterisation (`{"duration": 0.55, "bounce": 0.18}`, `{"response": 0.4,
/// "dampingFraction": 0.7}`, `{"mass": 1, "stiffness": 170, "damping": 15}` or
/// `{"expression": ".snappy"}`) and wins over the token's standard `$value`, which other tools
/// read instead. `$type` is inherited from groups; aliases `"{group.token}"` resolve anywhere,
/// also inside composite values; unknown `$extensions` are preserved in ``Token/extra``.
/// Other DTCG types (colours, dimensions…) are skipped; a `duration` token whose name contains
/// "stagger" sets the catalogue's stagger interval.
public enum DTCGReader {
  /// The `$extensions` key motionspec reads springs from.
  public static let springExtension = "com.motionspec.spring"
  static let motionTypes: Set<String> = ["duration", "cubicBezier", "transition"]
  static let otherTypes: Set<String> = [
    "color", "dimension", "fontFamily", "fontWeight", "fontStyle", "number", "strokeStyle", "border", "shadow",
    "gradient", "typography",
  ]

  struct Entry {
    let path: [String]
    let value: JSONValue.Located
    let type: String?
    let typeLocation: SourceLocation
    let description: String?
    let deprecated: String?
    let extensions: JSONValue.Located?
    let location: SourceLocation
  }

  public static func read(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    let root: JSONValue.Located
    do {
      root = try JSONParser.parse(text)
    } catch {
      throw CatalogueError([Diagnostic(.error, "malformed JSON: \(error.message)", at: SourceLocation(file: file, line: error.line, column: error.column))])
    }
    var diagnostics: [Diagnostic] = []
    var entries: [Entry] = []
    guard root.value.members != nil else {
      throw CatalogueError([Diagnostic(.error, "expected a JSON object of token groups at the top level", at: SourceLocation(file: file, line: root.line, column: root.column))])
    }
    walk(root, path: [], inherited: nil, file: file, &entries, &diagnostics)
    let byPath = Dictionary(entries.map { ($0.path.joined(separator: "."), $0) }, uniquingKeysWith: { a, _ in a })

    var tokens: [Token] = []
    var stagger: Double?
    var memo: [String: JSONValue.Located] = [:]
    for entry in entries {
      let id = entry.path.joined(separator: ".")
      func report(_ message: String, _ at: JSONValue.Located) {
        diagnostics.append(Diagnostic(.error, message, at: SourceLocation(file: file, line: at.line, column: at.column), token: id))
      }
      let resolved: JSONValue.Located
      do {
        var nodes = 0
        resolved = try resolve(entry.value, byPath: byPath, chain: [id], memo: &memo, nodes: &nodes)
      } catch {
        report(error.message, error.at)
        continue
      }
      var extras: [String: String] = [:]
      var springSpec: JSONValue.Located?
      if let ext = entry.extensions, let members = ext.value.members {
        springSpec = members.first { $0.key == springExtension }?.value
        let others = members.filter { $0.key != springExtension }
        if !others.isEmpty { extras["$extensions"] = JSONValue.object(others).text }
      }
      if let type = entry.type, !motionTypes.contains(type), !otherTypes.contains(type) {
        diagnostics.append(Diagnostic(.error, "unknown $type '\(type)'; expected duration, cubicBezier or transition (or another DTCG type)", at: entry.typeLocation, token: id))
        continue
      }
      if entry.type == nil && springSpec == nil {
        diagnostics.append(Diagnostic(.error, "no $type on the token or any group above it", at: entry.location, token: id))
        continue
      }
      do {
        if let springSpec {
          if entry.type == "transition" || entry.type == "cubicBezier" { _ = try motion(resolved, type: entry.type!) }
          let (expression, animation) = try spring(springSpec)
          tokens.append(Token(path: entry.path, description: entry.description, definition: expression, animation: animation, deprecated: entry.deprecated, location: entry.location, extra: extras))
        } else if entry.type == "transition" || entry.type == "cubicBezier" {
          let animation = try motion(resolved, type: entry.type!)
          tokens.append(Token(path: entry.path, description: entry.description, definition: entry.value.value.text, animation: animation, deprecated: entry.deprecated, location: entry.location, extra: extras))
        } else if entry.type == "duration" {
          let seconds = try duration(resolved, what: "duration", allowZero: true)
          if entry.path.last?.lowercased().contains("stagger") == true { stagger = seconds }
        }
      } catch {
        report(error.message, error.at)
      }
    }
    diagnostics += Validation.duplicates(tokens)
    if diagnostics.contains(where: { $0.severity == .error }) { throw CatalogueError(diagnostics) }
    let name = root.value["$name"]?.value.string ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return Catalogue(name: name, source: file, tokens: tokens, staggerInterval: stagger, warnings: diagnostics)
  }

  /// Collects tokens (objects with `$value`) below `node`, passing `$type` down from groups.
  static func walk(_ node: JSONValue.Located, path: [String], inherited: (String, SourceLocation)?, file: String, _ entries: inout [Entry], _ diagnostics: inout [Diagnostic]) {
    guard let members = node.value.members else { return }
    var type = inherited
    if let t = node.value["$type"] {
      if let s = t.value.string { type = (s, SourceLocation(file: file, line: t.line, column: t.column)) } else {
        diagnostics.append(Diagnostic(.error, "$type must be a string", at: SourceLocation(file: file, line: t.line, column: t.column)))
      }
    }
    var seen = Set<String>()
    for m in members {
      if !seen.insert(m.key).inserted {
        diagnostics.append(Diagnostic(.error, "duplicate member '\(m.key)' in one object", at: SourceLocation(file: file, line: m.keyLine, column: m.keyColumn), token: (path + [m.key]).joined(separator: ".")))
      }
      guard !m.key.hasPrefix("$"), m.value.value.members != nil else { continue }
      let childPath = path + [m.key]
      if let value = m.value.value["$value"] {
        var childType = type
        if let t = m.value.value["$type"], let s = t.value.string { childType = (s, SourceLocation(file: file, line: t.line, column: t.column)) }
        let deprecated: String? = {
          guard let d = m.value.value["$deprecated"]?.value else { return nil }
          if case .bool(let b) = d { return b ? "deprecated" : nil }
          return d.string
        }()
        entries.append(Entry(
          path: childPath, value: value, type: childType?.0, typeLocation: childType?.1 ?? SourceLocation(file: file, line: m.keyLine, column: m.keyColumn),
          description: m.value.value["$description"]?.value.string, deprecated: deprecated, extensions: m.value.value["$extensions"],
          location: SourceLocation(file: file, line: m.keyLine, column: m.keyColumn)))
      } else {
        walk(m.value, path: childPath, inherited: type, file: file, &entries, &diagnostics)
      }
    }
  }

  /// An error at a JSON position.
  struct Failure: Error {
    let message: String
    let at: JSONValue.Located
  }

  /// The most values one token may expand to through aliases (a guard against a small file whose
  /// aliases nest into an exponentially large value).
  static let maximumExpansion = 10_000

  /// Replaces aliases `"{a.b}"` by the referenced token's value, everywhere in `value`. Each
  /// token's resolution is kept in `memo`, so a chain of aliases is resolved once, and `nodes`
  /// counts the values produced against ``maximumExpansion``.
  static func resolve(
    _ value: JSONValue.Located, byPath: [String: Entry], chain: [String], memo: inout [String: JSONValue.Located], nodes: inout Int
  ) throws(Failure) -> JSONValue.Located {
    nodes += 1
    guard nodes <= maximumExpansion else {
      throw Failure(message: "this value expands to more than \(maximumExpansion) values through its aliases", at: value)
    }
    switch value.value {
    case .string(let s) where s.hasPrefix("{") && s.hasSuffix("}") && s.count > 2:
      let target = String(s.dropFirst().dropLast())
      if chain.contains(target) {
        throw Failure(message: "alias cycle: \((chain + [target]).joined(separator: " → "))", at: value)
      }
      guard let entry = byPath[target] else {
        let hint = byPath.keys.sorted().min { editScore($0, target) < editScore($1, target) }.map { "; did you mean {\($0)}?" } ?? ""
        throw Failure(message: "alias \(s) refers to no token\(hint)", at: value)
      }
      if let known = memo[target] {
        nodes += known.value.size
        guard nodes <= maximumExpansion else {
          throw Failure(message: "this value expands to more than \(maximumExpansion) values through its aliases", at: value)
        }
        return known
      }
      do {
        let resolved = try resolve(entry.value, byPath: byPath, chain: chain + [target], memo: &memo, nodes: &nodes)
        memo[target] = resolved
        return resolved
      } catch {
        // Report a failure further down the chain at this token's own alias.
        throw Failure(message: error.message, at: chain.count == 1 ? value : error.at)
      }
    case .object(let members):
      var out: [JSONValue.Member] = []
      for m in members {
        out.append(JSONValue.Member(key: m.key, keyLine: m.keyLine, keyColumn: m.keyColumn, value: try resolve(m.value, byPath: byPath, chain: chain, memo: &memo, nodes: &nodes)))
      }
      return JSONValue.Located(value: .object(out), line: value.line, column: value.column)
    case .array(let items):
      var out: [JSONValue.Located] = []
      for item in items { out.append(try resolve(item, byPath: byPath, chain: chain, memo: &memo, nodes: &nodes)) }
      return JSONValue.Located(value: .array(out), line: value.line, column: value.column)
    default:
      return value
    }
  }

  static func editScore(_ a: String, _ b: String) -> Int {
    abs(a.count - b.count) + zip(a, b).filter { $0 != $1 }.count
  }

  /// Seconds from `{"value": 200, "unit": "ms"}` or the older `"200ms"` / `"0.2s"` strings.
  static func duration(_ v: JSONValue.Located, what: String, allowZero: Bool) throws(Failure) -> Double {
    var seconds: Double?
    if let members = v.value.members {
      let value = members.first { $0.key == "value" }?.value.value.number
      let unit = members.first { $0.key == "unit" }?.value.value.string
      if let value, unit == "ms" { seconds = value / 1000 } else if let value, unit == "s" { seconds = value }
    } else if let s = v.value.string {
      if s.hasSuffix("ms"), let n = Double(s.dropLast(2).trimmingCharacters(in: .whitespaces)) { seconds = n / 1000 }
      else if s.hasSuffix("s"), let n = Double(s.dropLast().trimmingCharacters(in: .whitespaces)) { seconds = n }
    }
    guard let seconds, seconds.isFinite else {
      throw Failure(message: "expected a \(what) such as {\"value\": 200, \"unit\": \"ms\"} or \"200ms\", found \(v.value.text)", at: v)
    }
    guard allowZero ? seconds >= 0 : seconds > 0 else {
      throw Failure(message: "\(what) \(formatNumber(seconds)) s must be \(allowZero ? "0 or more" : "greater than 0")", at: v)
    }
    return seconds
  }

  static func bezier(_ v: JSONValue.Located) throws(Failure) -> CubicBezier {
    guard let items = v.value.elements, items.count == 4, items.allSatisfy({ $0.value.number != nil }) else {
      throw Failure(message: "expected a cubicBezier [x1, y1, x2, y2] of four numbers, found \(v.value.text)", at: v)
    }
    let n = items.map { $0.value.number! }
    for (i, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(n[i]) {
      throw Failure(message: "cubicBezier \(name) = \(formatNumber(n[i])) is outside 0…1", at: items[i])
    }
    do { return try CubicBezier(n[0], n[1], n[2], n[3]) } catch { throw Failure(message: error.description, at: v) }
  }

  static func motion(_ v: JSONValue.Located, type: String) throws(Failure) -> Animation {
    if type == "cubicBezier" {
      let b = try bezier(v)
      for (name, y) in [("y1", b.y1), ("y2", b.y2)] where !MotionLimits.controlY.contains(y) {
        throw Failure(message: "cubicBezier \(name) = \(formatNumber(y)) is outside \(formatNumber(MotionLimits.controlY.lowerBound))…\(formatNumber(MotionLimits.controlY.upperBound))", at: v)
      }
      return Animation(.timing(TimingCurve(b)), swiftUI: swiftUI(b, duration: TimingCurve.defaultDuration, delay: 0))
    }
    guard v.value.members != nil else {
      throw Failure(message: "expected a transition {\"duration\": …, \"delay\": …, \"timingFunction\": […]}, found \(v.value.text)", at: v)
    }
    guard let d = v.value["duration"] else { throw Failure(message: "transition is missing \"duration\"", at: v) }
    guard let tf = v.value["timingFunction"] else { throw Failure(message: "transition is missing \"timingFunction\"", at: v) }
    let seconds = try duration(d, what: "duration", allowZero: false)
    let delay = try v.value["delay"].map { (x) throws(Failure) in try duration(x, what: "delay", allowZero: true) } ?? 0
    let b = try bezier(tf)
    let animation = Animation(.timing(TimingCurve(b, duration: seconds)), delay: delay, swiftUI: swiftUI(b, duration: seconds, delay: delay))
    if let why = MotionLimits.curveViolation(animation) ?? MotionLimits.timingViolation(animation) {
      throw Failure(message: "this transition has \(why)", at: v)
    }
    return animation
  }

  /// SwiftUI spelling of a Bézier transition, naming the presets.
  static func swiftUI(_ b: CubicBezier, duration: Double, delay: Double) -> String {
    let presets: [(CubicBezier, String)] = [(.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut")]
    let base = presets.first { $0.0 == b }.map { ".\($0.1)(duration: \(formatNumber(duration)))" }
      ?? ".timingCurve(\([b.x1, b.y1, b.x2, b.y2].map(formatNumber).joined(separator: ", ")), duration: \(formatNumber(duration)))"
    return base + (delay > 0 ? ".delay(\(formatNumber(delay)))" : "")
  }

  /// The spring of a `com.motionspec.spring` payload, as an expression and its animation.
  static func spring(_ v: JSONValue.Located) throws(Failure) -> (String, Animation) {
    guard let members = v.value.members else {
      throw Failure(message: "\(springExtension) must be an object such as {\"duration\": 0.55, \"bounce\": 0.18}", at: v)
    }
    let keys = Set(members.map(\.key))
    let expression: String
    if let e = v.value["expression"] {
      guard let s = e.value.string else { throw Failure(message: "\"expression\" must be a string such as \".snappy\"", at: e) }
      expression = s
    } else {
      let forms: [([String], String)] = [
        (["duration", "bounce"], ".spring"), (["response", "dampingFraction"], ".spring"),
        (["response", "dampingRatio"], "Spring"), (["mass", "stiffness", "damping"], "Spring"),
      ]
      guard let (labels, head) = forms.first(where: { form in keys.isSubset(of: Set(form.0)) && !keys.isEmpty && (form.0.contains("stiffness") ? keys.contains("stiffness") && keys.contains("damping") : true) }) else {
        throw Failure(message: "\(springExtension) takes duration/bounce, response/dampingFraction, response/dampingRatio or mass/stiffness/damping (or \"expression\"); found \(keys.sorted().joined(separator: ", "))", at: v)
      }
      var parts: [String] = []
      for label in labels {
        guard let value = v.value[label] else { continue }
        guard let n = value.value.number else { throw Failure(message: "\"\(label)\" must be a number", at: value) }
        parts.append("\(label): \(formatNumber(n))")
      }
      if head == "Spring" && labels.contains("mass") { parts.append("allowOverDamping: true") }
      expression = head + "(" + parts.joined(separator: ", ") + ")"
    }
    do {
      return (expression, try MotionExpression.parse(expression))
    } catch {
      // Point at the member the message names, else at the payload.
      let at = members.first { error.message.contains($0.key) }?.value ?? v
      throw Failure(message: error.message, at: at)
    }
  }
}
