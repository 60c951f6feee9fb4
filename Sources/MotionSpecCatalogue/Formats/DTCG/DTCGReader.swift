import Foundation
import MotionSpecCore

/// Reads motion tokens from Design Tokens Format Module (2025.10) JSON, or JSON5.
///
/// Motion comes from `transition` tokens (`duration`, `delay` and `timingFunction`, all three
/// required), from `cubicBezier` tokens (a curve without a duration of its own, drawn at
/// SwiftUI's default 0.35 s), and — since DTCG has no spring type yet — from the `$extensions`
/// payload `"com.motionspec.spring"`, which takes any parameterisation (`{"duration": 0.55,
/// "bounce": 0.18}`, `{"response": 0.4, "dampingFraction": 0.7}`, `{"mass": 1, "stiffness": 170,
/// "damping": 15}` (Figma's and Motion's terms), Compose's `{"dampingRatio": 0.8, "stiffness":
/// 380}`, react-spring's `{"tension": 170, "friction": 26}`, or `{"expression": ".snappy"}` with
/// any expression ``MotionExpression`` reads, platform forms included) and wins over the token's standard `$value`,
/// which other tools read instead.
///
/// As the format says: `$type` is inherited from groups, and a token whose whole value is a
/// reference takes its type from the target; references are `"{group.token}"` or
/// `{"$ref": "#/json/pointer"}`, anywhere in a value; a group's `$root` is a token. Values are as
/// strict as the 2025.10 schemas: a duration is `{"value", "unit"}` with unit `ms` or `s`, and
/// unknown properties in a duration or transition are errors. The pre-2025 string `"200ms"` is
/// still read, with a warning. A negative duration, which the schema does not forbid, is an
/// error, as in every other format; a transition's negative delay is the lint finding
/// `non-positive-duration` and the token is not drawn.
///
/// Several files are one catalogue (Style Dictionary's merge: groups merge, a token defined
/// again in a later file replaces the earlier one, with a note); references work across them.
/// A whole design system's file reads: tokens of any other type — DTCG's (colours,
/// dimensions…) or a tool's own (`link`, `other`) — are skipped, counted in one note; a
/// transition without `delay` (as GitHub Primer writes them) reads as no delay, with a warning; a
/// token that is only a `$ref` is an alias of its target. A `duration` token whose name contains
/// "stagger" sets the catalogue's stagger interval. A file with no motion token is an error.
public enum DTCGReader {
  /// The `$extensions` key motionspec reads springs from.
  public static let springExtension = "com.motionspec.spring"
  /// The `$extensions` key of a token's reduced-motion variant: a string, `"none"`, a reference
  /// (`"{easing.fade}"`) or a motion expression (see ``ReducedMotion``).
  public static let reducedMotionExtension = "com.motionspec.reducedMotion"
  static let motionTypes: Set<String> = ["duration", "cubicBezier", "transition"]

  /// A token found in the tree: its path, value and the properties around it.
  struct Entry {
    let path: [String]
    let value: JSONValue.Located
    /// `$type` on the token or inherited from a group, and where it is written.
    let type: (name: String, location: SourceLocation)?
    let description: String?
    let deprecated: String?
    let extensions: JSONValue.Located?
    let location: SourceLocation
    var id: String { path.joined(separator: ".") }
  }

  public static func read(_ text: String, file: String, selection: CatalogueSelection = CatalogueSelection())
    throws(CatalogueError) -> Catalogue
  {
    try read([(text, file)], selection: selection)
  }

  /// Reads several files as one catalogue; `.json5` files are read as JSON5. Each file may be
  /// any of the shapes ``TokenDocuments`` recognises: DTCG, a DTCG resolver document, a legacy
  /// `value`/`type` file, a Tokens Studio file, a Figma REST file or a Figma Variables export.
  public static func read(
    _ sources: [(text: String, file: String)], selection: CatalogueSelection = CatalogueSelection()
  ) throws(CatalogueError) -> Catalogue {
    var parsed: [(root: JSONValue.Located, file: String)] = []
    let project = TokenDocuments.TokensStudioProject(sources.map(\.file))
    var projectFiles: [(root: JSONValue.Located, file: String)] = []
    for (text, file) in sources {
      let root = try parse(text, file: file)
      if let project, project.contains(file) {
        projectFiles.append((root, file))
        continue
      }
      // A list of saved Figma nodes is the one array read here.
      guard root.value.members != nil || TokenDocuments.shape(of: root.value) == .figmaFile else {
        throw CatalogueError([
          Diagnostic(.error, "expected a JSON object of token groups at the top level", at: root.location)
        ])
      }
      parsed.append((root, file))
    }
    // A Tokens Studio folder (`$themes.json`, `$metadata.json` and a file per set) is read as the
    // one Tokens Studio document it stands for.
    if let project, !projectFiles.isEmpty { parsed.insert(try project.document(projectFiles), at: 0) }
    return try read(documents: parsed, selection: selection)
  }

  /// The JSON (or, for a `.json5` file, JSON5) value of `text`; malformed text is an error at
  /// its place.
  static func parse(_ text: String, file: String) throws(CatalogueError) -> JSONValue.Located {
    do {
      return try JSONParser.parse(
        LineEndings.normalized(text), file: file, json5: file.lowercased().hasSuffix(".json5"))
    } catch {
      // A fragment copied out of a larger document (`"document": {…},` from a Figma response):
      // a key where the document should open.
      if let fragment = fragmentKey(text) {
        throw CatalogueError([
          Diagnostic(
            .error,
            "this is a fragment of a JSON object: it starts with the key \"\(fragment)\" where a document opens with { — copy the whole response, from its first { to its last }",
            at: SourceLocation(file: file, line: 1, column: 1))
        ])
      }
      throw CatalogueError([
        Diagnostic(
          .error, "malformed JSON: \(error.message)",
          at: SourceLocation(file: file, line: error.line, column: error.column))
      ])
    }
  }

  /// The key a text starts with when it is a member of an object rather than a document
  /// (`"document": {`), comments and whitespace aside; nil otherwise.
  static func fragmentKey(_ text: String) -> String? {
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard start.first == "\"" else { return nil }
    let rest = start.dropFirst()
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    let after = rest[rest.index(after: close)...].drop { $0.isWhitespace }
    guard after.first == ":" else { return nil }
    return String(rest[..<close].prefix(64))
  }

  /// Reads parsed documents (JSON, JSON5, or YAML as JSON values) as one catalogue: Figma files
  /// each by ``FigmaReader``, the rest prepared by ``TokenDocuments`` into one DTCG tree.
  static func read(documents: [(root: JSONValue.Located, file: String)], selection: CatalogueSelection)
    throws(CatalogueError) -> Catalogue
  {
    var parts = CatalogueParts()
    var prepared = TokenDocuments.Prepared()
    prepared.unitlessDurations = selection.unitlessDurations ?? .milliseconds
    for (root, file) in documents {
      switch TokenDocuments.shape(of: root.value) {
      case .figmaFile, .figmaVariables, .figmaTimelines:
        parts.add { () throws(CatalogueError) in try FigmaReader.read(root, file: file, selection: selection) }
      default:
        do { try TokenDocuments.prepare(root, file: file, selection: selection, into: &prepared) } catch {
          parts.fail(error.diagnostics)
        }
      }
    }
    if !prepared.roots.isEmpty, !parts.hasErrors { parts.add { () throws(CatalogueError) in try read(prepared) } }
    return try parts.combined()
  }

  /// Reads DTCG trees prepared by ``TokenDocuments`` as one catalogue (see ``Pass``).
  static func read(_ prepared: TokenDocuments.Prepared) throws(CatalogueError) -> Catalogue {
    var diagnostics: [Diagnostic] = prepared.notes
    var replaced = prepared.replaced
    let root = DTCGMerge.merge(prepared.roots, &diagnostics, replaced: &replaced)
    var entries: [Entry] = []
    walk(root, path: [], inherited: nil, &entries, &diagnostics)
    var pass = Pass(
      prepared: prepared, references: DTCGReferences(root: root, entries: entries), diagnostics: diagnostics)
    for entry in entries where !prepared.referenceOnly.contains(entry.id) {
      guard let earlier = replaced[entry.id] else {
        pass.read(entry)
        continue
      }
      pass = readKeepingReadable(entry, earlier: earlier, pass)
    }
    var spots: [DTCGSequences.Spot] = []
    DTCGSequences.spots(root, into: &spots)
    let rootSequences = root.value["$extensions"]?.value[DTCGSequences.rootKey]
    // A file of sequences alone (what export writes for a catalogue of keyframes only) is motion.
    pass.close(entries: entries, hasSequences: !spots.isEmpty || rootSequences != nil)
    let sequences = DTCGSequences.read(
      spots, root: rootSequences, tokens: pass.tokens, &pass.diagnostics)
    if pass.diagnostics.contains(where: { $0.severity == .error }) { throw CatalogueError(pass.diagnostics) }
    let files = prepared.files
    let name =
      prepared.name ?? prepared.roots.first?.value["$name"]?.value.string
      ?? URL(fileURLWithPath: files.first ?? "tokens").deletingPathExtension().deletingPathExtension()
      .lastPathComponent
    return Catalogue(
      name: name, source: files.joined(separator: ", "), tokens: pass.tokens, staggerInterval: pass.stagger,
      warnings: pass.diagnostics, durations: pass.durations, sequences: sequences)
  }

  /// Reads `entry`, a token that replaced `earlier` ones (earliest first) from earlier files or
  /// sets. When the later value cannot be read — an error, or a value that looks like motion but
  /// does not read as motion — the latest earlier value that reads is kept, with a warning that
  /// names both: a readable value is never replaced by an unreadable one without a word.
  static func readKeepingReadable(_ entry: Entry, earlier: [JSONValue.Member], _ before: Pass) -> Pass {
    var pass = before
    pass.read(entry)
    let added = pass.diagnostics[before.diagnostics.count...]
    let readNothing = pass.tokens.count == before.tokens.count && pass.durations.count == before.durations.count
    let unreadable =
      pass.passedOver > before.passedOver || pass.skipped.values.reduce(0, +) > before.skipped.values.reduce(0, +)
    let error = added.first { $0.severity == .error }
    guard readNothing, error != nil || unreadable else { return pass }
    let reason =
      error.map { e in e.message + (e.location.map { " at \($0.line):\($0.column)" } ?? "") }
      ?? "it holds no motion motionspec can read"
    for member in earlier.reversed() {
      var found: [Entry] = []
      var ignored: [Diagnostic] = []
      walk(
        JSONValue.Located(value: .object([member]), location: member.keyLocation), path: Array(entry.path.dropLast()),
        inherited: entry.type, &found, &ignored)
      guard let older = found.first else { continue }
      var trial = before
      trial.read(older)
      let kept = trial.tokens.count > before.tokens.count || trial.durations.count > before.durations.count
      guard kept, !trial.diagnostics[before.diagnostics.count...].contains(where: { $0.severity == .error }) else {
        continue
      }
      trial.diagnostics.removeAll { $0.rule == DTCGMerge.replacedRule && $0.token == entry.id }
      trial.diagnostics.append(
        Diagnostic(
          .warning,
          "this value cannot be read (\(reason)), so the earlier value at \(member.keyLocation) is kept; Tokens Studio and Style Dictionary would use this one: fix it or remove it",
          at: entry.location, token: entry.id, rule: DTCGMerge.replacedRule))
      return trial
    }
    return pass
  }

  /// The motion an untyped (or `other`) string holds: a CSS time, curve or transition shorthand,
  /// as ``TokenDocuments/motion(_:type:)`` reads them; or a shorthand whose times are bare numbers
  /// (references to unit-less durations) with a curve in every item, left as text for the reader.
  static func guess(_ value: JSONValue.Located, unitless: UnitlessDurations) -> (String?, JSONValue.Located?) {
    let found = TokenDocuments.motion(value, type: nil)
    guard found.0 == nil, let text = value.value.string else { return found }
    let curved = TokenDocuments.listItems(text).allSatisfy { item in
      TokenDocuments.words(item).contains { TokenDocuments.bezier(value.replacing(.string($0))) != nil }
    }
    guard curved, TokenDocuments.shorthands(text, at: value, unitless: unitless) != nil else { return (nil, nil) }
    return ("transition", value)
  }

  /// A transition value as DTCG 2025.10 writes it, for a fix (nil when it is not plain numbers).
  static func transitionText(_ v: JSONValue.Located) -> String? {
    func time(_ key: String) -> String? {
      guard let t = v.value[key], let n = t.value["value"]?.value.number, let unit = t.value["unit"]?.value.string
      else { return nil }
      return DTCGValues.durationText(n, unit)
    }
    guard let duration = time("duration"), let delay = time("delay"),
      let points = v.value["timingFunction"]?.value.elements?.compactMap(\.value.number), points.count == 4
    else { return nil }
    return
      #"{ "duration": \#(duration), "delay": \#(delay), "timingFunction": [\#(points.map(formatNumber).joined(separator: ", "))] }"#
  }

  /// A group of durations, named so (`duration`, `motion.durations`, `timing.seconds`, `delay`),
  /// with the unit its name gives (`seconds`, `ms`), if any.
  struct DurationGroup {
    var unit: UnitlessDurations?
  }

  /// The duration group `path` stands in, or nil: a number typed `number` (or untyped) there is
  /// a duration.
  static func durationUnit(of path: [String]) -> DurationGroup? {
    let groups = path.dropLast().map { $0.lowercased() }
    let isDuration = groups.contains {
      $0.contains("duration") || $0.contains("delay") || ["time", "timing", "timings", "times"].contains($0)
    }
    guard isDuration else { return nil }
    if groups.contains(where: { ["s", "sec", "secs", "second", "seconds"].contains($0) }) {
      return DurationGroup(unit: .seconds)
    }
    if groups.contains(where: { ["ms", "millis", "millisecond", "milliseconds"].contains($0) }) {
      return DurationGroup(unit: .milliseconds)
    }
    return DurationGroup(unit: nil)
  }

  /// The error for a file that holds no motion: what it does hold, and what DTCG motion looks like.
  static func nothingToDraw(_ entries: [Entry], references: DTCGReferences, file: String) -> Diagnostic {
    let example =
      #"{"fade": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}}}"#
    let at = SourceLocation(file: file, line: 1, column: 1)
    guard !entries.isEmpty else {
      return Diagnostic(
        .error,
        "no design tokens: no object with a \"$value\" — this is not a DTCG token file (another tool's export?). A motion token looks like \(example)",
        at: at, rule: Diagnostic.noMotion)
    }
    var counts: [String: Int] = [:]
    for entry in entries { counts[(try? references.type(of: entry)).flatMap { $0 } ?? "untyped", default: 0] += 1 }
    let found = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) ×\($0.value)" }.joined(
      separator: ", ")
    return Diagnostic(
      .error,
      "no motion tokens: found \(entries.count) token\(entries.count == 1 ? "" : "s") (\(found)) but no transition, cubicBezier or \(springExtension) spring to draw. A motion token looks like \(example)",
      at: at, rule: Diagnostic.noMotion)
  }

  /// Collects tokens (objects with `$value`, and groups' `$root`) below `node`, passing `$type`
  /// down from groups.
  static func walk(
    _ node: JSONValue.Located, path: [String], inherited: (name: String, location: SourceLocation)?,
    _ entries: inout [Entry],
    _ diagnostics: inout [Diagnostic]
  ) {
    guard let members = node.value.members else { return }
    var type = inherited
    if let t = node.value["$type"] {
      if let s = t.value.string {
        type = (s, t.location)
      } else {
        diagnostics.append(Diagnostic(.error, "$type must be a string", at: t.location))
      }
    }
    var seen = Set<String>()
    for m in members {
      if !seen.insert(m.key).inserted {
        diagnostics.append(
          Diagnostic(
            .error, "duplicate member '\(m.key)' in one object", at: m.keyLocation,
            token: (path + [m.key]).joined(separator: ".")))
      }
      guard !m.key.hasPrefix("$") || m.key == "$root", m.value.value.members != nil else { continue }
      let childPath = path + [m.key]
      // A token that is wholly a reference (`"enter-alias": {"$ref": "#/motion/enter"}`) is an
      // alias of what it points at: its value is the reference, resolved like any other.
      let tokenRef = m.value.value["$value"] == nil && m.value.value["$ref"] != nil ? m.value : nil
      if let value = m.value.value["$value"] ?? tokenRef {
        var childType = type
        if let t = m.value.value["$type"], let s = t.value.string { childType = (s, t.location) }
        let deprecated: String? = {
          guard let d = m.value.value["$deprecated"]?.value else { return nil }
          if case .bool(let b) = d { return b ? "deprecated" : nil }
          return d.string
        }()
        entries.append(
          Entry(
            path: childPath, value: value, type: childType, description: m.value.value["$description"]?.value.string,
            deprecated: deprecated, extensions: m.value.value["$extensions"], location: m.keyLocation))
      } else if m.key != "$root" {
        walk(m.value, path: childPath, inherited: type, &entries, &diagnostics)
      }
    }
  }
}

/// A fault at a JSON position; `rule` when it is a lint finding rather than invalid input.
struct DTCGFailure: Error {
  let message: String
  let at: SourceLocation
  var severity = Diagnostic.Severity.error
  var rule: String?
  /// An alias cycle: the token has no value at all (so, when untyped, no motion either).
  var isCycle = false

  init(_ message: String, at: SourceLocation) {
    self.message = message
    self.at = at
  }
}
