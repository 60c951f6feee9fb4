import MotionSpecCatalogue
import MotionSpecCore

/// `motion.figma.json`: the catalogue as Figma variables, in the shape of the plugin API's
/// `getLocalVariablesAsync()` and of the REST `variables/local` response — one collection, one
/// mode, an `EASING` variable `group/token/easing` per token and, for a timing curve, a `TIMING`
/// variable `group/token/duration` (seconds) beside it. A plugin creates them with
/// `figma.variables.createVariable`; motionspec reads the file back as a catalogue.
///
/// Springs are `CUSTOM_SPRING` with the physical mass, stiffness and damping (prototype
/// transitions play those exactly); timing curves are Figma's named easings where the control
/// points are Figma's, else `CUSTOM_CUBIC_BEZIER`.
enum FigmaWriter: PlatformWriter {
  static func file(_ e: Exporter) -> String {
    var lines = Lines()
    lines.add("{")
    lines.add(
      "  \"$description\": \(string(e.title(.figma) + " " + Platform.figma.conventions.joined(separator: " "))),")
    lines.add("  \"variableCollections\": [")
    lines.add(
      "    { \"id\": \(string(collectionID)), \"name\": \(string(e.catalogue.name)), \"modes\": [{ \"modeId\": \(string(modeID)), \"name\": \"Default\" }], \"defaultModeId\": \(string(modeID)) }"
    )
    lines.add("  ],")
    lines.add("  \"variables\": [")
    let names = variableNames(e.tokens)
    var body: [String] = []
    for (t, name) in zip(e.tokens, names) { body += variables(t, name: name) }
    // Durations and instants: a TIMING variable each, in seconds (an instant is 0).
    let taken = Set(names)
    var used = Set<String>()
    for d in e.catalogue.durations {
      var name = d.path.map { $0.replacingOccurrences(of: "/", with: "-") }.joined(separator: "/")
      var n = 2
      while taken.contains(name) || used.contains(name) {
        name = d.path.map { $0.replacingOccurrences(of: "/", with: "-") }.joined(separator: "/") + " \(n)"
        n += 1
      }
      used.insert(name)
      let description =
        (d.description ?? "")
        + (d.kind == .instant ? ((d.description == nil ? "" : " ") + "Instant: no animation.") : "")
      body.append(
        #"{ "id": \#(string("VariableID:motionspec/" + name)), "name": \#(string(name)), "resolvedType": "TIMING", "variableCollectionId": \#(string(collectionID)), "description": \#(string(description)), "valuesByMode": { \#(string(modeID)): \#(formatNumber(d.seconds)) } }"#
      )
    }
    for (i, line) in body.enumerated() { lines.add("    " + line + (i < body.count - 1 ? "," : "")) }
    lines.add("  ]")
    lines.add("}")
    return lines.joined
  }

  static let collectionID = "VariableCollectionId:motionspec"
  static let modeID = "motionspec:0"

  /// Each token's variable name: its path joined with `/` (Figma's groups), a `/` inside a name
  /// made `-` so it cannot open a group, made unique.
  static func variableNames(_ tokens: [ExportedToken]) -> [String] {
    Names.unique(
      tokens.map { t in
        t.token.path.map { $0.replacingOccurrences(of: "/", with: "-") }.joined(separator: "/")
      })
  }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] {
    let index = e.tokens.firstIndex { $0.token.id == t.token.id } ?? 0
    let name = variableNames(e.tokens)[index]
    return variables(t, name: name)
  }

  /// The variables of one token, one JSON object per line.
  static func variables(_ t: ExportedToken, name: String) -> [String] {
    let m = t.motion
    var description = t.token.description ?? ""
    let warnings = Limitations.warnings(t, .figma)
    if !warnings.isEmpty {
      description += (description.isEmpty ? "" : " ") + warnings.map { "Warning: \($0)." }.joined(separator: " ")
    }
    let easing: String
    if let s = m.spring {
      easing =
        #"{ "type": "CUSTOM_SPRING", "easingFunctionSpring": { "mass": \#(formatNumber(s.mass)), "stiffness": \#(formatNumber(s.stiffness)), "damping": \#(formatNumber(s.damping)) } }"#
    } else if let c = m.timingCurve {
      let b = c.bezier
      let points = [b.x1, b.y1, b.x2, b.y2]
      if let named = FigmaReader.beziers.first(where: { $0.value == points })?.key {
        easing = #"{ "type": "\#(named)" }"#
      } else {
        easing =
          #"{ "type": "CUSTOM_CUBIC_BEZIER", "easingFunctionCubicBezier": { "x1": \#(formatNumber(b.x1)), "y1": \#(formatNumber(b.y1)), "x2": \#(formatNumber(b.x2)), "y2": \#(formatNumber(b.y2)) } }"#
      }
    } else {
      easing = #"{ "type": "LINEAR" }"#
    }
    func variable(_ suffix: String, _ type: String, _ value: String, _ description: String) -> String {
      #"{ "id": \#(string("VariableID:motionspec/" + name + "/" + suffix)), "name": \#(string(name + "/" + suffix)), "resolvedType": "\#(type)", "variableCollectionId": \#(string(collectionID)), "description": \#(string(description)), "valuesByMode": { \#(string(modeID)): \#(value) } }"#
    }
    var out = [variable("easing", "EASING", easing, description)]
    if let c = m.timingCurve {
      out.append(variable("duration", "TIMING", formatNumber(c.duration), ""))
    }
    return out
  }

  /// A JSON string literal.
  static func string(_ s: String) -> String { JSONValue.quote(s) }
}
