import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecNumbers

/// `motion.figma.json`: the catalogue as Figma variables, in the shape of the plugin API's
/// `Variable` and `VariableCollection` (`@figma/plugin-typings` 1.133.0) and of the REST
/// `variables/local` response — one collection, one mode, an `EASING` variable
/// `group/token/easing` per token and a `TIMING` variable `group/token/duration` (seconds) beside
/// it where the token has a duration of its own. A plugin creates them with
/// `figma.variables.createVariable`; motionspec reads the file back as a catalogue.
///
/// An `EASING` variable's value is a `MotionEasing`: Figma's named easings, `CUSTOM_CUBIC_BEZIER`
/// with its control points, or `CUSTOM_SPRING` with a `NormalizedSpring` — only a `bounce` from 0
/// to 1, played over the duration it is used with. A spring is written as its bounce and, in the
/// `TIMING` variable beside it, its perceptual duration, which together are the same motion
/// (SwiftUI's `Spring(duration:bounce:)`). An overdamped spring has no bounce in Figma's range: it
/// is written with bounce 0 and the distance stated. Every spring's exact physics stand in its
/// description's last sentence (`Physics: mass 1, stiffness 170, damping 26.`), which motionspec
/// reads back. Prototype transitions' physical `Easing` (mass, stiffness, damping) is not written:
/// the file holds variables, not transitions.
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
        #"{ "id": \#(string("VariableID:motionspec/" + name)), "name": \#(string(name)), "resolvedType": "TIMING", "variableCollectionId": \#(string(collectionID)), "description": \#(string(description)), "scopes": ["ALL_SCOPES"], "valuesByMode": { \#(string(modeID)): \#(formatNumber(d.seconds)) } }"#
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

  /// The sentence a spring's description ends with: its exact physics, which the reader takes
  /// over the normalised bounce.
  static func physics(_ s: Spring) -> String {
    "\(FigmaReader.physicsLead)mass \(formatNumber(s.mass)), stiffness \(formatNumber(s.stiffness)), damping \(formatNumber(s.damping))."
  }

  /// A spring's duration and its bounce in Figma's range (0…1), each with the fewest digits
  /// that still make the same spring (0.18, not 0.17999999999999994).
  static func durationAndBounce(_ s: Spring) -> (Double, Double) {
    let bounce = min(1, max(0, s.bounce))
    for digits in 6...17 {
      let (d, b) = (NumberText.significant(s.duration, digits: digits), NumberText.significant(bounce, digits: digits))
      if s.bounce < 0 || s.bounce > 1 {
        if abs(d - s.duration) <= 1e-13 * s.duration || digits == 17 { return (d, b) }
      } else if SwiftUIWriter.close(Spring(duration: d, bounce: b), s) || digits == 17 {
        return (d, b)
      }
    }
    return (s.duration, bounce)
  }

  /// The variables of one token, one JSON object per line.
  static func variables(_ t: ExportedToken, name: String) -> [String] {
    let m = t.motion
    var description = t.token.description ?? ""
    func append(_ sentence: String) { description += (description.isEmpty ? "" : " ") + sentence }
    for line in Limitations.lines(t, .figma) { append("\(line).") }
    let easing: String
    var seconds: Double?
    if let s = m.spring {
      // Figma's NormalizedSpring: a bounce from 0 to 1, over the duration beside it.
      let (duration, bounce) = durationAndBounce(s)
      easing = #"{ "type": "CUSTOM_SPRING", "easingFunctionSpring": { "bounce": \#(formatNumber(bounce)) } }"#
      seconds = duration
      append(physics(s))
    } else if let c = m.timingCurve {
      // A linear() has no Figma form: its closest cubic (the warning says how close).
      let b = c.bezier ?? t.standIn!.bezier
      let points = [b.x1, b.y1, b.x2, b.y2]
      if let named = FigmaReader.beziers.first(where: { $0.value == points })?.key {
        easing = #"{ "type": "\#(named)" }"#
      } else {
        easing =
          #"{ "type": "CUSTOM_CUBIC_BEZIER", "easingFunctionCubicBezier": { "x1": \#(formatNumber(b.x1)), "y1": \#(formatNumber(b.y1)), "x2": \#(formatNumber(b.x2)), "y2": \#(formatNumber(b.y2)) } }"#
      }
      // A curve written without a duration (a DTCG cubicBezier) gets none invented.
      if t.token.hasOwnDuration { seconds = c.duration }
    } else {
      easing = #"{ "type": "LINEAR" }"#
    }
    func variable(_ suffix: String, _ type: String, _ value: String, _ description: String) -> String {
      #"{ "id": \#(string("VariableID:motionspec/" + name + "/" + suffix)), "name": \#(string(name + "/" + suffix)), "resolvedType": "\#(type)", "variableCollectionId": \#(string(collectionID)), "description": \#(string(description)), "scopes": ["ALL_SCOPES"], "valuesByMode": { \#(string(modeID)): \#(value) } }"#
    }
    var out = [variable("easing", "EASING", easing, description)]
    if let seconds { out.append(variable("duration", "TIMING", formatNumber(seconds), "")) }
    return out
  }

  /// A JSON string literal.
  static func string(_ s: String) -> String { JSONValue.quote(s) }
}
