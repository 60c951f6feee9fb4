import Foundation
import MotionSpecCore

/// Reads Figma's motion as a catalogue: a saved REST file response (`GET /v1/files/:key`) or an
/// export of Figma Variables (the REST `GET /v1/files/:key/variables/local` response, or the
/// plugin API's `{"variables": […], "variableCollections": […]}`, which
/// `motionspec export --to figma` writes).
///
/// **Prototype transitions.** Every node's `interactions[].actions[].transition` (and the older
/// `reactions[].action`) and the flat legacy fields `transitionNodeID` / `transitionDuration` /
/// `transitionEasing` are collected. Each distinct curve becomes a token named after the first
/// place it is used — page, then top-level frame, then node — and described with every
/// interaction that uses it.
///
/// **Units.** The flat `transitionDuration` is in milliseconds. `transition.duration` is in
/// seconds, whatever the generated REST typings' comment says ("in milliseconds"): files hold
/// `0.30000001192092896` there beside `300` in the flat field, the same transition (a float32
/// of 0.3 s), and Figma's editor shows 300 ms. Float32 noise is rounded to 6 decimals.
///
/// **Easings.** `LINEAR`, `EASE_IN`, `EASE_OUT`, `EASE_IN_AND_OUT` are CSS's (and SwiftUI's)
/// curves; `EASE_IN_BACK` (0.3, −0.05, 0.7, −0.5), `EASE_OUT_BACK` (0.45, 1.45, 0.8, 1) and
/// `EASE_IN_AND_OUT_BACK` (0.7, −0.4, 0.4, 1.4) are the control points Figma's editor shows;
/// `CUSTOM_CUBIC_BEZIER` carries its own. Springs are physical: `CUSTOM_SPRING` carries mass,
/// stiffness and damping, and the presets are `GENTLE` (mass 1, stiffness 100, damping 15),
/// `QUICK` (1, 300, 20), `BOUNCY` (1, 600, 15) and `SLOW` (1, 80, 20) — the values of Figma's
/// blog post "How Figma put the bounce in spring animations", as the `figma_spring_curve`
/// package records them. A spring plays by its physics; the transition's duration is not used.
/// Figma's motion timelines and EASING variables store a spring as a normalised `bounce`
/// (0…1) stretched over its segment: it is read as SwiftUI's `.spring(duration:bounce:)` over
/// that duration (0.5 s, SwiftUI's default, when none is given). `HOLD` is a step, not a
/// curve: counted in a note and not drawn. An `INSTANT` transition (or none) is no motion.
///
/// **Variables.** `EASING` variables are curves; a `TIMING` variable in the same group as one
/// `EASING` variable gives it its duration (`motion/fast/easing` + `motion/fast/duration` make
/// the token `motion.fast`). The mode read is the collection's default, or the one
/// `--context NAME` names. `VARIABLE_ALIAS` values are aliases.
public enum FigmaReader {
  /// Figma's spring presets: mass, stiffness, damping.
  public static let presets = EverydaySpellings.figmaPresets
  /// Figma's named Bézier easings.
  public static let beziers: [String: [Double]] = [
    "LINEAR": [0, 0, 1, 1], "EASE_IN": [0.42, 0, 1, 1], "EASE_OUT": [0, 0, 0.58, 1],
    "EASE_IN_AND_OUT": [0.42, 0, 0.58, 1], "EASE_IN_BACK": [0.3, -0.05, 0.7, -0.5],
    "EASE_OUT_BACK": [0.45, 1.45, 0.8, 1], "EASE_IN_AND_OUT_BACK": [0.7, -0.4, 0.4, 1.4],
  ]
  /// How the sentence begins that keeps a spring's exact physics at the end of an `EASING`
  /// variable's description (`Physics: mass 1, stiffness 170, damping 26.`), which
  /// `motionspec export --to figma` writes: Figma's own value holds only a normalised bounce.
  public static let physicsLead = "Physics: "

  /// The physics a description ends with, and the description without them.
  static func physics(in description: String) -> (
    spring: (mass: Double, stiffness: Double, damping: Double)?, rest: String
  ) {
    guard let range = description.range(of: physicsLead, options: .backwards), description.hasSuffix(".") else {
      return (nil, description)
    }
    let body = description[range.upperBound...].dropLast()
    var values: [String: Double] = [:]
    for part in body.split(separator: ",") {
      let words = part.split(separator: " ")
      guard words.count == 2, let n = Double(words[1]), n.isFinite else { return (nil, description) }
      values[String(words[0])] = n
    }
    guard values.count == 3, let m = values["mass"], let k = values["stiffness"], let c = values["damping"] else {
      return (nil, description)
    }
    let rest = description[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
    return ((m, k, c), rest)
  }

  /// Every easing type Figma writes.
  public static let easingTypes =
    ["CUSTOM_CUBIC_BEZIER", "CUSTOM_SPRING", "HOLD"] + beziers.keys.sorted() + presets.keys.sorted()

  /// The variables of a Variables export, or nil when `root` is not one.
  static func variables(in root: JSONValue) -> [JSONValue.Located]? {
    let holder = root["meta"]?.value["variables"] ?? root["variables"]
    guard let holder else { return nil }
    let list = holder.value.elements ?? holder.value.members?.map(\.value)
    guard let list, list.contains(where: { $0.value["resolvedType"] != nil && $0.value["valuesByMode"] != nil })
    else { return nil }
    return list
  }

  public static func read(_ root: JSONValue.Located, file: String, selection: CatalogueSelection = CatalogueSelection())
    throws(CatalogueError) -> Catalogue
  {
    if let list = variables(in: root.value) {
      return try readVariables(list, root: root, file: file, selection: selection)
    }
    if let timelines = timelines(in: root.value) { return try readTimelines(timelines, file: file) }
    return try readPrototype(root, file: file)
  }

  // MARK: - Easings

  /// A curve read from an easing object, with where it stands.
  struct ReadCurve {
    let expression: String
    let animation: Animation
    /// How the file names it, for descriptions (`QUICK`, `CUSTOM_SPRING (mass 1, …)`).
    let label: String
  }

  enum EasingResult {
    case curve(ReadCurve)
    case hold
  }

  /// `x` without float32 noise: Figma stores numbers as float32, so 0.3 arrives as
  /// 0.30000001192092896. A number that is exactly a float32 becomes the shortest decimal that
  /// float32 stands for (what was typed); any other number is kept as it is.
  static func rounded(_ x: Double) -> Double {
    let single = Float(x)
    guard single.isFinite, Double(single) == x else { return x }
    return Double(single.description) ?? x
  }

  /// The motion of Figma easing `easing` (an object, or a legacy type string) over `duration` seconds.
  static func easing(
    _ easing: JSONValue.Located, duration: Double?, file: String, place: String, stretched: Bool = false
  ) throws(CatalogueError) -> EasingResult {
    let typeValue = easing.value.string != nil ? easing : easing.value["type"]
    guard let typeValue, let type = typeValue.value.string else {
      throw CatalogueError([
        Diagnostic(.error, "an easing needs a \"type\" (\(place))", at: easing.location)
      ])
    }
    let d = duration.map(rounded)
    func make(_ form: LabelledMotion.Form, _ arguments: [LabelledMotion.Argument], label: String) throws(CatalogueError)
      -> EasingResult
    {
      do {
        let animation = try LabelledMotion.resolve(form, arguments)
        return .curve(ReadCurve(expression: animation.swiftUI, animation: animation, label: label))
      } catch {
        throw CatalogueError([Diagnostic(.error, "\(error.message) (\(place))", at: easing.location)])
      }
    }
    func spring(_ m: Double, _ k: Double, _ c: Double, label: String) throws(CatalogueError) -> EasingResult {
      // Figma plays an overdamped spring as it is; SwiftUI needs to be told (`allowOverDamping`).
      let overdamped = k > 0 && m > 0 && c > 2 * (k * m).squareRoot()
      return try make(
        .springInitializer,
        [.init("mass", m), .init("stiffness", k), .init("damping", c)]
          + (overdamped ? [.init("allowOverDamping", flag: true)] : []), label: label)
    }
    if let preset = presets[type] {
      return try spring(preset.mass, preset.stiffness, preset.damping, label: type)
    }
    if type == "HOLD" { return .hold }
    let duration = d ?? TimingCurve.defaultDuration
    if type == "CUSTOM_SPRING" {
      let s = easing.value["easingFunctionSpring"]
      if let bounce = s?.value["bounce"]?.value.number {
        let b = rounded(bounce)
        // A timeline stretches the spring over its segment: it settles as the segment ends.
        var springDuration = d ?? 0.5
        if stretched, let segment = d, (-1 < b && b < 1) {
          let unit = Animation(.spring(Spring(duration: 1, bounce: b)), swiftUI: "")
          springDuration = (segment / unit.settlingTime() * 10_000).rounded() / 10_000  // to 0.1 ms
        }
        return try make(
          .swiftUI("spring"), [.init("duration", springDuration), .init("bounce", b)],
          label: "CUSTOM_SPRING (bounce \(formatNumber(b)))")
      }
      guard let s, let k = s.value["stiffness"]?.value.number, let c = s.value["damping"]?.value.number else {
        throw CatalogueError([
          Diagnostic(
            .error,
            "a CUSTOM_SPRING easing needs \"easingFunctionSpring\" with stiffness and damping (and mass), or a normalised bounce (\(place))",
            at: easing.location)
        ])
      }
      let m = s.value["mass"]?.value.number ?? 1
      return try spring(
        rounded(m), rounded(k), rounded(c),
        label:
          "CUSTOM_SPRING (mass \(formatNumber(rounded(m))), stiffness \(formatNumber(rounded(k))), damping \(formatNumber(rounded(c))))"
      )
    }
    var points = beziers[type]
    if type == "CUSTOM_CUBIC_BEZIER" {
      let b = easing.value["easingFunctionCubicBezier"]
      let n = ["x1", "y1", "x2", "y2"].compactMap { b?.value[$0]?.value.number }
      guard n.count == 4 else {
        throw CatalogueError([
          Diagnostic(
            .error,
            "a CUSTOM_CUBIC_BEZIER easing needs \"easingFunctionCubicBezier\": {x1, y1, x2, y2} (\(place))",
            at: easing.location)
        ])
      }
      points = n.map(rounded)
    }
    guard let points else {
      // The names other tools give Figma's easings, then the nearest spelling.
      let known = [
        "EASE_IN_OUT": "EASE_IN_AND_OUT", "EASE_IN_OUT_BACK": "EASE_IN_AND_OUT_BACK", "SPRING": "CUSTOM_SPRING",
        "CUBIC_BEZIER": "CUSTOM_CUBIC_BEZIER", "CUSTOM_BEZIER": "CUSTOM_CUBIC_BEZIER",
      ]
      let hint =
        (known[type.uppercased()] ?? suggestion(for: type, among: easingTypes)).map { " — did you mean \($0)?" } ?? ""
      throw CatalogueError([
        Diagnostic(
          .error,
          "unknown easing type '\(type)' on \(place)\(hint); Figma's easing types are \(easingTypes.joined(separator: ", "))",
          at: typeValue.location)
      ])
    }
    let named: [String: String] = [
      "LINEAR": "linear", "EASE_IN": "easeIn", "EASE_OUT": "easeOut", "EASE_IN_AND_OUT": "easeInOut",
    ]
    if let name = named[type] {
      return try make(.swiftUI(name), [.init("duration", duration)], label: type)
    }
    // `timingCurve`'s control points are unlabelled: written as the expression and read by it.
    let expression =
      ".timingCurve(\(points.map(formatNumber).joined(separator: ", ")), duration: \(formatNumber(duration)))"
    do {
      let animation = try MotionExpression.parse(expression)
      return .curve(
        ReadCurve(
          expression: animation.swiftUI, animation: animation,
          label: type == "CUSTOM_CUBIC_BEZIER"
            ? "CUSTOM_CUBIC_BEZIER (\(points.map(formatNumber).joined(separator: ", ")))" : type))
    } catch {
      throw CatalogueError([Diagnostic(.error, "\(error.message) (\(place))", at: easing.location)])
    }
  }

  // MARK: - Prototype transitions

  /// One interaction's transition: where, what it leads to, and its easing.
  struct Use {
    let place: [String]
    let destination: String?
    let easing: JSONValue.Located
    let duration: Double?
    let location: SourceLocation
    /// A timeline segment: a normalised spring is stretched over it.
    var stretched = false
  }

  /// Figma's node types (the REST API's `Node` union and the plugin API's `NodeType`): a JSON
  /// object with an `id` and one of these `type`s is a saved node.
  static let nodeTypes: Set<String> = [
    "DOCUMENT", "CANVAS", "FRAME", "GROUP", "SECTION", "COMPONENT", "COMPONENT_SET", "INSTANCE", "RECTANGLE",
    "ELLIPSE", "VECTOR", "TEXT", "LINE", "STAR", "REGULAR_POLYGON", "BOOLEAN_OPERATION", "SLICE", "STICKY",
    "SHAPE_WITH_TEXT", "CONNECTOR", "TABLE", "TABLE_CELL", "WASHI_TAPE", "EMBED", "LINK_UNFURL", "MEDIA",
    "HIGHLIGHT", "STAMP", "WIDGET", "TEXT_PATH", "TRANSFORM_GROUP",
  ]
  /// The prototype transition types (`Transition.type`).
  static let transitionTypes: Set<String> = [
    "DISSOLVE", "SMART_ANIMATE", "SCROLL_ANIMATE", "MOVE_IN", "MOVE_OUT", "PUSH", "SLIDE_IN", "SLIDE_OUT",
  ]

  static func isNode(_ v: JSONValue) -> Bool {
    guard let type = v["type"]?.value.string, nodeTypes.contains(type) else { return false }
    return v["id"]?.value.string != nil
  }

  /// What a JSON document holds of Figma's prototype, recognised by its content.
  enum Prototype {
    /// Node trees to read: a whole file's document, each entry of a `/nodes` response, a saved
    /// node or a list of them; `title` names the file or the first node; `shape` says which.
    case nodes([JSONValue.Located], title: String?, shape: String)
    /// A piece of a response (interactions, a transition, components) without its nodes.
    case fragment(String)
  }

  /// The prototype `root` holds, looking through up to two wrapping objects (a saving script's
  /// `{"data": …}` or `{"file": …}`), or nil when it holds none.
  static func prototype(in root: JSONValue.Located, depth: Int = 0) -> Prototype? {
    let v = root.value
    if let document = v["document"], document.value["type"]?.value.string == "DOCUMENT" {
      return .nodes([document], title: v["name"]?.value.string, shape: "a Figma file")
    }
    if let entries = v["nodes"]?.value.members {
      let documents = entries.compactMap { $0.value.value["document"] }.filter { isNode($0.value) }
      if !documents.isEmpty {
        return .nodes(
          documents, title: v["name"]?.value.string,
          shape: "a Figma /nodes response (\(documents.count) node\(documents.count == 1 ? "" : "s"))")
      }
    }
    if isNode(v) {
      return .nodes(
        [root], title: v["name"]?.value.string,
        shape: "a Figma \(v["type"]?.value.string ?? "") node")
    }
    if let items = v.elements, !items.isEmpty {
      if items.allSatisfy({ isNode($0.value) }) {
        return .nodes(
          items, title: items[0].value["name"]?.value.string,
          shape: "a list of \(items.count) Figma node\(items.count == 1 ? "" : "s")")
      }
      if items.allSatisfy({ $0.value["trigger"] != nil && ($0.value["actions"] != nil || $0.value["action"] != nil) }) {
        return .fragment("a list of prototype interactions")
      }
    }
    guard let members = v.members else { return nil }
    if depth < 2, members.count <= 8 {
      for m in members where m.value.value.members != nil || m.value.value.elements != nil {
        if case .nodes(let nodes, let title, let shape)? = prototype(in: m.value, depth: depth + 1) {
          return .nodes(nodes, title: title ?? v["name"]?.value.string, shape: "\(shape) inside \"\(m.key)\"")
        }
      }
    }
    guard depth == 0, v["$value"] == nil, v["value"] == nil else { return nil }
    if v["interactions"] != nil || v["reactions"] != nil || v["transitionNodeID"] != nil {
      return .fragment("a node's prototype properties without the node's id and type")
    }
    if let type = v["type"]?.value.string, transitionTypes.contains(type), v["easing"] != nil {
      return .fragment("one transition")
    }
    if v["document"] == nil, v["components"]?.value.members != nil || v["componentSets"]?.value.members != nil,
      v["schemaVersion"] != nil || v["styles"] != nil
    {
      return .fragment("a response's components without its document")
    }
    return nil
  }

  static func readPrototype(_ root: JSONValue.Located, file: String) throws(CatalogueError) -> Catalogue {
    let at = SourceLocation(file: file, line: 1, column: 1)
    guard case .nodes(let roots, let savedTitle, let shape)? = prototype(in: root) else {
      var what = "no Figma nodes"
      if case .fragment(let fragment)? = prototype(in: root) { what = fragment }
      throw CatalogueError([
        Diagnostic(
          .error,
          "this is a fragment of a Figma response (\(what)): save the whole response of GET /v1/files/:key or GET /v1/files/:key/nodes?ids=…, whose nodes carry the interactions",
          at: at)
      ])
    }
    let title = savedTitle ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    var names: [String: String] = [:]
    var uses: [Use] = []
    var instant = 0
    var fromLegacy = 0
    // Place names: the page (or saved node), then the top-level frame, then the node itself.
    func visit(_ node: JSONValue.Located, path: [String], depth: Int) {
      guard depth < MotionLimits.nesting else { return }
      let isDocument = node.value["type"]?.value.string == "DOCUMENT"
      let name = node.value["name"]?.value.string ?? "(unnamed)"
      if let id = node.value["id"]?.value.string { names[id] = name }
      let place = Array((path + [name]).prefix(2)) + (path.count >= 2 ? [name] : [])
      var readable = 0
      for interaction in node.value["interactions"]?.value.elements ?? [] {
        for action in interaction.value["actions"]?.value.elements ?? [] where action.value.members != nil {
          readable += 1
          collect(action, place)
        }
      }
      for reaction in node.value["reactions"]?.value.elements ?? [] {
        if let action = reaction.value["action"], action.value.members != nil {
          readable += 1
          collect(action, place)
        }
        for action in reaction.value["actions"]?.value.elements ?? [] where action.value.members != nil {
          readable += 1
          collect(action, place)
        }
      }
      // The flat legacy fields repeat a node's first interaction: read only when no interaction
      // of the node can be read (files from before interactions, or saved without them). An
      // action said to be instant there is never read from them.
      if readable == 0, let target = node.value["transitionNodeID"]?.value.string {
        if let easing = node.value["transitionEasing"], easing.value.string != nil || easing.value.members != nil {
          let ms = node.value["transitionDuration"]?.value.number
          fromLegacy += 1
          uses.append(
            Use(
              place: place, destination: target, easing: easing, duration: ms.map { $0 / 1000 },
              location: easing.location))
        } else {
          instant += 1
        }
      }
      for child in node.value["children"]?.value.elements ?? [] {
        visit(child, path: isDocument ? [] : path + [name], depth: depth + 1)
      }
    }
    func collect(_ action: JSONValue.Located, _ place: [String]) {
      guard let transition = action.value["transition"], transition.value.members != nil,
        transition.value["type"]?.value.string != "INSTANT", let easing = transition.value["easing"]
      else {
        if action.value["destinationId"] != nil { instant += 1 }
        return
      }
      uses.append(
        Use(
          place: place, destination: action.value["destinationId"]?.value.string, easing: easing,
          duration: transition.value["duration"]?.value.number, location: easing.location))
    }
    for node in roots { visit(node, path: [], depth: 0) }

    let (tokens, holds) = try distinctCurves(uses, file: file, noun: "interaction") { use in
      use.place.joined(separator: " / ") + (use.destination.flatMap { names[$0] }.map { " → \($0)" } ?? "")
    }
    guard !tokens.isEmpty else {
      let found =
        holds + instant > 0
        ? " (only \(holds + instant) instant or HOLD transition\(holds + instant == 1 ? "" : "s"))" : ""
      throw CatalogueError([
        Diagnostic(
          .error,
          "no prototype transitions in '\(title)'\(found): motion is read from the interactions of a file's prototype (Smart animate, Dissolve, Move in…)",
          at: at, rule: Diagnostic.noMotion)
      ])
    }
    var warnings = [
      Diagnostic(
        .note,
        "read as \(shape): \(uses.count) transition\(uses.count == 1 ? "" : "s") with \(tokens.count) distinct curve\(tokens.count == 1 ? "" : "s")",
        at: at, rule: "document-shape")
    ]
    if fromLegacy > 0 {
      warnings.append(
        Diagnostic(
          .warning,
          "read \(fromLegacy) transition\(fromLegacy == 1 ? "" : "s") from the legacy fields transitionNodeID, transitionDuration and transitionEasing, since \(fromLegacy == 1 ? "its node has" : "their nodes have") no readable interactions; save the file again with interactions for every action",
          at: at, rule: "legacy-transitions"))
    }
    if holds + instant > 0 {
      warnings.append(
        Diagnostic(
          .note,
          "skipped \(holds + instant) transition\(holds + instant == 1 ? "" : "s") with no curve (instant or HOLD)",
          at: at, rule: "skipped-tokens"))
    }
    warnings += Validation.controlCharacters(tokens)
    return Catalogue(name: title, source: file, tokens: tokens, warnings: warnings)
  }

  /// Each distinct curve of `uses` as a token named after its first use and described with
  /// every use (`describe`, counted as `noun`s); a `HOLD` is counted, not drawn.
  static func distinctCurves(_ uses: [Use], file: String, noun: String, describe: (Use) -> String)
    throws(CatalogueError) -> (tokens: [Token], holds: Int)
  {
    var tokens: [Token] = []
    var byKey: [String: Int] = [:]
    var usedBy: [[Use]] = []
    var holds = 0
    var errors: [Diagnostic] = []
    for use in uses {
      let result: EasingResult
      do throws(CatalogueError) {
        result = try easing(
          use.easing, duration: use.duration, file: file, place: "'\(use.place.joined(separator: " / "))'",
          stretched: use.stretched)
      } catch {
        errors += error.diagnostics
        continue
      }
      guard case .curve(let curve) = result else {
        holds += 1
        continue
      }
      if let k = byKey[curve.expression] {
        usedBy[k].append(use)
        continue
      }
      byKey[curve.expression] = tokens.count
      usedBy.append([use])
      var path = use.place
      var n = 2
      while tokens.contains(where: { $0.path == path }) {
        path = use.place.dropLast() + ["\(use.place.last ?? "") (\(n))"]
        n += 1
      }
      tokens.append(
        Token(
          path: path, definition: curve.label + (use.duration.map { ", \(formatNumber(rounded($0) * 1000)) ms" } ?? ""),
          animation: curve.animation, location: use.location))
    }
    guard errors.isEmpty else { throw CatalogueError(errors) }
    for (k, list) in usedBy.enumerated() {
      let places = list.map(describe)
      let shown = places.prefix(3).joined(separator: "; ")
      tokens[k].description =
        "Used by \(list.count) \(noun)\(list.count == 1 ? "" : "s"): \(shown)\(places.count > 3 ? "; and \(places.count - 3) more" : "")."
    }
    return (tokens, holds)
  }

  // MARK: - Motion timelines

  /// The timelines of a motion timeline export (`{"timelines": [{"name", "tracks": [{"property",
  /// "keyframes": [{"timelinePosition", "value", "easing"}]}]}]}`), or nil when `root` is not one.
  static func timelines(in root: JSONValue) -> [JSONValue.Located]? {
    guard let list = root["timelines"]?.value.elements,
      list.contains(where: { $0.value["tracks"]?.value.elements != nil })
    else { return nil }
    return list
  }

  /// Each segment between two keyframes of a track moves by the easing of the keyframe it starts
  /// from, over the time to the next; a spring's normalised bounce is stretched so that it
  /// settles (within 0.1 % of the move) as the segment ends. Distinct curves are tokens, named
  /// after the first segment that uses them (timeline, track, times).
  static func readTimelines(_ timelines: [JSONValue.Located], file: String) throws(CatalogueError) -> Catalogue {
    var uses: [Use] = []
    for (t, timeline) in timelines.enumerated() {
      let name = timeline.value["name"]?.value.string ?? "Timeline \(t + 1)"
      for (k, track) in (timeline.value["tracks"]?.value.elements ?? []).enumerated() {
        let property = track.value["property"]?.value.string ?? "track \(k + 1)"
        let keys = (track.value["keyframes"]?.value.elements ?? []).compactMap { key -> (Double, JSONValue.Located)? in
          key.value["timelinePosition"]?.value.number.map { (rounded($0), key) }
        }.sorted { $0.0 < $1.0 }
        for (a, b) in zip(keys, keys.dropFirst()) where b.0 > a.0 {
          guard let easing = a.1.value["easing"] else { continue }
          let span = "\(formatNumber(rounded(a.0)))–\(formatNumber(rounded(b.0))) s"
          uses.append(
            Use(
              place: [name, property, span], destination: nil, easing: easing,
              duration: ((b.0 - a.0) * 1e9).rounded() / 1e9,
              location: easing.location, stretched: true))
        }
      }
    }
    let at = SourceLocation(file: file, line: 1, column: 1)
    let (tokens, holds) = try distinctCurves(uses, file: file, noun: "segment") { $0.place.joined(separator: " / ") }
    guard !tokens.isEmpty else {
      throw CatalogueError([
        Diagnostic(
          .error,
          "no eased segments in these motion timelines: motion is read from the easing of each keyframe that has a next one",
          at: at, rule: Diagnostic.noMotion)
      ])
    }
    var warnings = [
      Diagnostic(
        .note,
        "read as Figma motion timelines: \(uses.count) segment\(uses.count == 1 ? "" : "s") with \(tokens.count) distinct curve\(tokens.count == 1 ? "" : "s")",
        at: at, rule: "document-shape")
    ]
    if holds > 0 {
      warnings.append(
        Diagnostic(
          .note, "skipped \(holds) HOLD segment\(holds == 1 ? "" : "s"): a step, not a curve", at: at,
          rule: "skipped-tokens"))
    }
    warnings += Validation.controlCharacters(tokens)
    let name =
      timelines.first?.value["name"]?.value.string
      ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return Catalogue(name: name, source: file, tokens: tokens, warnings: warnings)
  }

  // MARK: - Variables

  static func readVariables(
    _ list: [JSONValue.Located], root: JSONValue.Located, file: String, selection: CatalogueSelection
  ) throws(CatalogueError) -> Catalogue {
    let collectionsHolder = root.value["meta"]?.value["variableCollections"] ?? root.value["variableCollections"]
    let collections = collectionsHolder?.value.elements ?? collectionsHolder?.value.members?.map(\.value) ?? []
    let allModes = collections.flatMap { $0.value["modes"]?.value.elements ?? [] }.compactMap {
      $0.value["name"]?.value.string
    }
    for wanted in selection.contexts where !allModes.contains(wanted) {
      let hint = suggestion(for: wanted, among: allModes).map { " — did you mean '\($0)'?" } ?? ""
      throw CatalogueError([
        Diagnostic(
          .error,
          "--context \(wanted): no collection of this file has a mode of that name\(hint); the modes are \(allModes.map { "'\($0)'" }.joined(separator: ", "))",
          at: SourceLocation(file: file, line: 1, column: 1))
      ])
    }

    var variables = Variables(list, collections: collections, file: file, selection: selection)
    let easings = list.filter { variables.type($0) == "EASING" }
    let timings = list.filter { variables.type($0) == "TIMING" }
    var tokens: [Token] = []
    var errors: [Diagnostic] = []
    for v in easings {
      do throws(CatalogueError) {
        try variables.easingToken(v, easings: easings, timings: timings, into: &tokens)
      } catch {
        errors += error.diagnostics
      }
    }
    // A TIMING variable with no EASING beside it is a duration of its own.
    var durations: [DurationToken] = []
    for v in timings where !variables.pairedTimings.contains(variables.path(v).joined(separator: "/")) {
      do throws(CatalogueError) {
        durations.append(try variables.duration(v))
      } catch {
        errors += error.diagnostics
      }
    }
    var notes = variables.notes
    guard errors.isEmpty else { throw CatalogueError(errors) }
    let at = SourceLocation(file: file, line: 1, column: 1)
    let others = list.count - easings.count - timings.count
    guard !tokens.isEmpty || !durations.isEmpty else {
      throw CatalogueError([
        Diagnostic(
          .error,
          "no EASING or TIMING variables among the \(list.count) variable\(list.count == 1 ? "" : "s") of this Figma export: motion is read from EASING variables (with a TIMING variable beside each for its duration) and TIMING variables",
          at: at, rule: Diagnostic.noMotion)
      ])
    }
    notes.insert(
      Diagnostic(
        .note,
        "read as Figma variables: \(tokens.count) EASING variable\(tokens.count == 1 ? "" : "s")\(durations.isEmpty ? "" : " and \(durations.count) TIMING variable\(durations.count == 1 ? "" : "s") on \(durations.count == 1 ? "its" : "their") own")",
        at: at,
        rule: "document-shape"), at: 0)
    if others > 0 {
      notes.append(
        Diagnostic(
          .note,
          "skipped \(others) variable\(others == 1 ? "" : "s") of other types: only motion is read",
          at: at, rule: "skipped-tokens"))
    }
    notes += Validation.duplicates(tokens, durations) + Validation.controlCharacters(tokens)
    if notes.contains(where: { $0.severity == .error }) { throw CatalogueError(notes) }
    let name =
      collections.first?.value["name"]?.value.string
      ?? URL(fileURLWithPath: file).deletingPathExtension()
      .lastPathComponent
    return Catalogue(name: name, source: file, tokens: tokens, warnings: notes, durations: durations)
  }
}
