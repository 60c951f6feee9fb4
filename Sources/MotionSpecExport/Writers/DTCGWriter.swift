import MotionSpecCatalogue
import MotionSpecCore

/// `motion.tokens.json`: DTCG 2025.10 groups of `transition` tokens. A spring's transition is its
/// closest cubic Bézier over its settle (a stand-in for tools without springs); the exact motion
/// travels in the `com.motionspec.spring` extension as its SwiftUI expression with the physical
/// parameters beside it, which motionspec reads back.
enum DTCGWriter: PlatformWriter {
  static func file(_ e: Exporter) -> String {
    var lines = Lines()
    lines.add("{")
    lines.add("  \"$description\": \(string(e.title(.dtcg) + " " + Platform.dtcg.conventions.joined(separator: " "))),")
    lines.nest { write(GroupTree(e.tokens, durations: e.catalogue.durations), &$0) }
    lines.add("}")
    return lines.joined
  }

  static func write(_ tree: GroupTree, _ lines: inout Lines) {
    let entries = tree.tokens.count + tree.durations.count + tree.children.count
    var written = 0
    let names = Names.unique(tree.tokens.map(\.token.name) + tree.durations.map(\.name))
    var bodies = tree.tokens.map(declaration)
    bodies += tree.durations.map(declaration)
    for (body, name) in zip(bodies, names) {
      written += 1
      var body = body
      body[0] = "\(string(name)): " + body[0]
      if written < entries { body[body.count - 1] += "," }
      lines.add(body)
    }
    for child in tree.children {
      written += 1
      lines.add("\(string(child.name)): {")
      lines.nest { write(child, &$0) }
      lines.add(written < entries ? "}," : "}")
    }
  }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] { declaration(t) }

  static func declaration(_ t: ExportedToken) -> [String] {
    let m = t.motion
    var members: [String] = [#""$type": "transition""#]
    var description = t.token.description ?? ""
    let warnings = Limitations.warnings(t, .dtcg)
    if !warnings.isEmpty {
      description += (description.isEmpty ? "" : " ") + warnings.map { "Warning: \($0)." }.joined(separator: " ")
    }
    if !description.isEmpty { members.append("\"$description\": \(string(description))") }
    if let d = t.token.deprecated { members.append("\"$deprecated\": \(d == "true" ? "true" : string(d))") }
    let bezier: CubicBezier, duration: Double
    if let c = m.timingCurve {
      (bezier, duration) = (c.bezier, c.duration)
    } else {
      let s = t.standIn!  // every spring has one
      (bezier, duration) = (s.bezier, s.duration)
    }
    let points = [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(formatNumber).joined(separator: ", ")
    members.append(
      #""$value": { "duration": { "value": \#(formatNumber(LinearEasing.rounded(duration, 6))), "unit": "s" }, "delay": { "value": \#(formatNumber(m.delay)), "unit": "s" }, "timingFunction": [\#(points)] }"#
    )
    var extensions: [String] = []
    if let s = m.spring {
      extensions.append(
        #""com.motionspec.spring": { "expression": \#(string(t.token.animation.swiftUI)), "mass": \#(formatNumber(s.mass)), "stiffness": \#(formatNumber(s.stiffness)), "damping": \#(formatNumber(s.damping)) }"#
      )
    } else if m.repetition.repeats || t.token.animation.speed != 1 {
      extensions.append(#""com.motionspec.spring": { "expression": \#(string(t.token.animation.swiftUI)) }"#)
    }
    if let r = t.token.reducedMotion {
      let value = r.token.map { "{\($0)}" } ?? r.animation?.swiftUI ?? "none"
      extensions.append("\"\(DTCGReader.reducedMotionExtension)\": \(string(value))")
    }
    if !extensions.isEmpty { members.append("\"$extensions\": { \(extensions.joined(separator: ", ")) }") }
    var out = ["{"]
    for (i, member) in members.enumerated() { out.append("  " + member + (i < members.count - 1 ? "," : "")) }
    out.append("}")
    return out
  }

  /// A duration as a DTCG `duration` token; an instant as a transition of no time, which
  /// motionspec reads back as an instant.
  static func declaration(_ d: DurationToken) -> [String] {
    var members: [String] = []
    let description = d.description ?? ""
    if !description.isEmpty { members.append("\"$description\": \(string(description))") }
    if let deprecated = d.deprecated {
      members.append("\"$deprecated\": \(deprecated == "true" ? "true" : string(deprecated))")
    }
    if d.kind == .instant {
      members.insert(#""$type": "transition""#, at: 0)
      members.append(
        #""$value": { "duration": { "value": 0, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] }"#
      )
    } else {
      members.insert(#""$type": "duration""#, at: 0)
      members.append(#""$value": { "value": \#(formatNumber(d.seconds)), "unit": "s" }"#)
    }
    var out = ["{"]
    for (i, member) in members.enumerated() { out.append("  " + member + (i < members.count - 1 ? "," : "")) }
    out.append("}")
    return out
  }

  /// A JSON string literal.
  static func string(_ s: String) -> String { JSONValue.quote(s) }
}
