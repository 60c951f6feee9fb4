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
    let tree = GroupTree(e.tokens, durations: e.catalogue.durations)
    let hasTokens = !tree.tokens.isEmpty || !tree.durations.isEmpty || !tree.children.isEmpty
    if !e.catalogue.sequences.isEmpty {
      // A comma only where a member follows (JSON has no trailing comma).
      lines.nest { sequences(e.catalogue.sequences, followed: hasTokens, &$0) }
    }
    let paths = writtenPaths(tree)
    lines.nest { write(tree, paths: paths, &$0) }
    lines.add("}")
    return lines.joined
  }

  /// Each token's path as the file writes it (a name made unique in its group changes it).
  static func writtenPaths(_ tree: GroupTree, prefix: [String] = []) -> [String: [String]] {
    var out: [String: [String]] = [:]
    let (names, groups) = writtenNames(tree)
    for (t, name) in zip(tree.tokens, names) { out[t.token.id] = prefix + [name] }
    for (child, group) in zip(tree.children, groups) {
      out.merge(writtenPaths(child, prefix: prefix + [group])) { a, _ in a }
    }
    return out
  }

  /// A name as DTCG allows it (Design Tokens Format Module 2025.10, "Names and values"): no `$`
  /// at its start (reserved for the format's own properties), no `{`, `}` or `.` (reference
  /// syntax), not empty. Those characters are dropped (`$value` → `value`, `{c}` → `c`) or, for a
  /// dot, written as `_` (`a.b` → `a_b`); `renames(_:)` reports each change.
  static func allowedName(_ name: String) -> String {
    var out = String(name.drop { $0 == "$" }.filter { $0 != "{" && $0 != "}" }.map { $0 == "." ? "_" : $0 })
    if out.isEmpty { out = "_" }
    return out
  }

  /// The names of `tree`'s tokens and durations, then of its groups, as written: allowed by DTCG,
  /// and unique together (one JSON object holds them all).
  static func writtenNames(_ tree: GroupTree) -> (tokens: [String], groups: [String]) {
    let raw = tree.tokens.map(\.token.name) + tree.durations.map(\.name) + tree.children.map(\.name)
    let names = Names.unique(raw.map(allowedName))
    let members = tree.tokens.count + tree.durations.count
    return (Array(names[..<members]), Array(names[members...]))
  }

  /// A warning for every token or group whose name the file writes differently.
  static func renames(_ e: Exporter) -> [ExportWarning] {
    func walk(_ tree: GroupTree, _ path: [String]) -> [ExportWarning] {
      let (names, groups) = writtenNames(tree)
      var out: [ExportWarning] = []
      for (t, name) in zip(tree.tokens, names) where name != t.token.name {
        out.append(
          ExportWarning(
            token: t.token.id, platform: .dtcg,
            message:
              "named \(name) in this file: DTCG names cannot start with $ or hold {, } or . (or \(allowedName(t.token.name)) is taken)"
          ))
      }
      for (child, group) in zip(tree.children, groups) {
        if group != child.name, let first = child.firstToken {
          out.append(
            ExportWarning(
              token: first.token.id, platform: .dtcg,
              message:
                "its group \(child.name) is named \(group) in this file: DTCG names cannot start with $ or hold {, } or . (or \(allowedName(child.name)) is taken)"
            ))
        }
        out += walk(child, path + [group])
      }
      return out
    }
    return walk(GroupTree(e.tokens, durations: e.catalogue.durations), [])
  }

  /// The reference a token that is an alias is written as (`"{motion.standard}"`): to its target,
  /// or to the token its definition names (`.spring(panel, blendDuration: 0.2)`), when that is in
  /// the file under a path a reference can name and moves as this token does. A spring's exact
  /// expression still travels in its extension.
  static func reference(_ t: ExportedToken, in tokens: [ExportedToken], paths: [String: [String]]) -> String? {
    for target in [t.token.aliasOf].compactMap({ $0 }) + t.token.references {
      guard let path = paths[target],
        path.allSatisfy({ !$0.isEmpty && !$0.contains(where: { ".{}".contains($0) }) && !$0.hasPrefix("$") }),
        let other = tokens.first(where: { $0.token.id == target }),
        CatalogueDiff.playsTheSame(other.token.animation, t.token.animation),
        other.token.animation.speed == t.token.animation.speed,
        other.token.hasOwnDuration == t.token.hasOwnDuration
      else { continue }
      return "{" + path.joined(separator: ".") + "}"
    }
    return nil
  }

  static func write(_ tree: GroupTree, paths: [String: [String]] = [:], _ lines: inout Lines) {
    let entries = tree.tokens.count + tree.durations.count + tree.children.count
    var written = 0
    let (names, groups) = writtenNames(tree)
    let all = allTokens(tree)
    var bodies = tree.tokens.map { declaration($0, alias: reference($0, in: all, paths: paths), paths: paths) }
    bodies += tree.durations.map(declaration)
    for (body, name) in zip(bodies, names) {
      written += 1
      var body = body
      body[0] = "\(string(name)): " + body[0]
      if written < entries { body[body.count - 1] += "," }
      lines.add(body)
    }
    for (child, group) in zip(tree.children, groups) {
      written += 1
      lines.add("\(string(group)): {")
      lines.nest { write(child, paths: paths, &$0) }
      lines.add(written < entries ? "}," : "}")
    }
  }

  /// Every token of `tree` and below (alias targets may stand in other groups).
  static func allTokens(_ tree: GroupTree) -> [ExportedToken] { tree.tokens + tree.children.flatMap(allTokens) }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] { declaration(t) }

  /// `alias`: the reference to write as the value (an alias of a token in the same file).
  /// `paths`: where the file writes each token (``writtenPaths(_:prefix:)``), for references.
  static func declaration(_ t: ExportedToken, alias: String? = nil, paths: [String: [String]] = [:]) -> [String] {
    let m = t.motion
    // A curve written without a duration stays one: no duration is invented for it.
    let bareCurve =
      !t.token.hasOwnDuration && m.timingCurve?.bezier != nil && m.delay == 0 && !m.repetition.repeats
      && t.token.animation.speed == 1 && m.initialVelocity == 0
    var members: [String] = [bareCurve ? #""$type": "cubicBezier""# : #""$type": "transition""#]
    var description = t.token.description ?? ""
    let limitations = Limitations.lines(t, .dtcg)
    if !limitations.isEmpty {
      description += (description.isEmpty ? "" : " ") + limitations.map { "\($0)." }.joined(separator: " ")
    }
    if !description.isEmpty { members.append("\"$description\": \(string(description))") }
    if let d = t.token.deprecated { members.append("\"$deprecated\": \(d == "true" ? "true" : string(d))") }
    let bezier: CubicBezier, duration: Double
    if let c = m.timingCurve {
      // A linear() travels exactly in the extension; the value holds its closest cubic.
      (bezier, duration) = (c.bezier ?? t.standIn!.bezier, c.duration)
    } else {
      let s = t.standIn!  // every spring has one
      // The stand-in runs over the spring's settle, within the durations every reader accepts
      // (``MotionLimits/duration``; the exact spring is in the extension).
      (bezier, duration) = (s.bezier, min(s.duration, MotionLimits.duration.upperBound))
    }
    let points = [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(formatNumber).joined(separator: ", ")
    if let alias {
      members.append("\"$value\": \(string(alias))")
    } else if bareCurve {
      members.append(#""$value": [\#(points)]"#)
    } else {
      members.append(
        #""$value": { "duration": { "value": \#(formatNumber(LinearEasing.rounded(duration, 6))), "unit": "s" }, "delay": { "value": \#(formatNumber(m.delay)), "unit": "s" }, "timingFunction": [\#(points)] }"#
      )
    }
    var extensions: [String] = []
    if let s = m.spring {
      extensions.append(
        #""com.motionspec.spring": { "expression": \#(string(t.token.animation.swiftUI)), "mass": \#(formatNumber(s.mass)), "stiffness": \#(formatNumber(s.stiffness)), "damping": \#(formatNumber(s.damping)) }"#
      )
    } else if m.repetition.repeats || t.token.animation.speed != 1 || m.timingCurve?.easing.stops != nil {
      extensions.append(#""com.motionspec.spring": { "expression": \#(string(t.token.animation.swiftUI)) }"#)
    }
    if let r = t.token.reducedMotion {
      let value =
        r.token.map { "{" + (paths[$0]?.joined(separator: ".") ?? $0) + "}" } ?? r.animation?.swiftUI ?? "none"
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

  /// The root's `$extensions` with every sequence by path (``DTCGSequences/rootKey``), as a YAML
  /// catalogue's `sequences:` holds them: each one's description, tracks (their keyframes in
  /// SwiftUI's spelling) and stagger. A chain is written played out, its tracks whole: the
  /// sequences it names are in the file under their own ids.
  static func sequences(_ sequences: [SequenceToken], followed: Bool, _ lines: inout Lines) {
    lines.add("\"$extensions\": {")
    lines.nest { lines in
      lines.add("\(string(DTCGSequences.rootKey)): {")
      lines.nest { lines in group(sequences.map { ($0.path[...], $0) }, &lines) }
      lines.add("}")
    }
    lines.add(followed ? "}," : "}")
  }

  /// The sequences below one group, by their paths' next names in order of first appearance.
  static func group(_ entries: [(path: ArraySlice<String>, token: SequenceToken)], _ lines: inout Lines) {
    var order: [String] = []
    var byName: [String: [(path: ArraySlice<String>, token: SequenceToken)]] = [:]
    for entry in entries {
      guard let name = entry.path.first else { continue }
      if byName[name] == nil { order.append(name) }
      byName[name, default: []].append((entry.path.dropFirst(), entry.token))
    }
    for (i, name) in order.enumerated() {
      let comma = i < order.count - 1 ? "," : ""
      let members = byName[name]!
      if let leaf = members.first(where: { $0.path.isEmpty }) {
        // A name that is a sequence (a group of the same name under it is not written).
        let body = sequence(leaf.token)
        lines.add("\(string(name)): " + body[0])
        lines.add(Array(body.dropFirst().dropLast()))
        lines.add(body.last! + comma)
      } else {
        lines.add("\(string(name)): {")
        lines.nest { group(members, &$0) }
        lines.add("}" + comma)
      }
    }
  }

  /// One sequence's fields as JSON lines.
  static func sequence(_ token: SequenceToken) -> [String] {
    var fields: [String] = []
    if let d = token.description { fields.append("\"description\": \(string(d))") }
    let tracks = token.sequence.tracks.map { track in
      "\(string(track.property.rawValue)): {\"from\": \(formatNumber(track.initialValue)), \"keyframes\": ["
        + track.keyframes.map { string(KeyframeExpression.swiftUI($0)) }.joined(separator: ", ") + "]}"
    }
    fields.append("\"tracks\": {" + tracks.joined(separator: ", ") + "}")
    if let s = token.sequence.stagger {
      fields.append(
        "\"stagger\": {\"count\": \(s.count), \"interval\": \(formatNumber(s.interval)), \"order\": \(string(s.order.rawValue))}"
      )
    }
    return ["{"] + fields.enumerated().map { i, f in "  " + f + (i < fields.count - 1 ? "," : "") } + ["}"]
  }
}
