import Foundation
import MotionSpecCore

/// The shapes of token document motionspec reads as JSON, told apart by content (never by file
/// name), and how each becomes a DTCG tree for ``DTCGReader``.
///
/// - **DTCG** (2025.10): tokens are objects with `$value`.
/// - **A DTCG resolver document** (the Resolver Module 2025.10): `version` and `resolutionOrder`
///   at the top. Its sets and modifiers are resolved in order — sources inline, `#/sets/…`
///   references, and files named relative to the resolver (`{"$ref": "motion.tokens.json"}`,
///   with an optional `#/pointer`); remote addresses are not fetched. Each modifier takes the
///   context `--context MODIFIER=CONTEXT` (or a bare `CONTEXT`) names, else its `default`, else
///   its first context; the choice is said in a note.
/// - **Legacy** (Style Dictionary before DTCG, Tokens Studio): tokens are objects with `value`
///   (and `type`, `description`) and no `$`. Values are read as the 2025 forms: `"300ms"` /
///   `"0.3s"` / a bare number of milliseconds as a duration, `"cubic-bezier(…)"`, `{x1, y1, x2,
///   y2}` or a CSS keyword (`ease-in-out`) as a `cubicBezier`; a token of type `other` (or
///   none) whose text is one of those, or a CSS transition shorthand (`"200ms ease-out 50ms"`),
///   is that motion.
/// - **Tokens Studio** (`$themes` or `$metadata` at the top): every other top-level member is a
///   token set, in `$metadata.tokenSetOrder`. `--token-set NAME` reads the named sets;
///   `--theme-set NAME` (or `GROUP/NAME`) reads a theme's enabled sets, with its `source` sets
///   for references only (as Tokens Studio exports them); by default the first theme of each
///   group, else every set. Later sets override earlier ones silently (that is theming).
/// - **Figma** REST file responses and Variables exports go to ``FigmaReader`` instead.
enum TokenDocuments {
  enum Shape: Equatable {
    case dtcg, resolver, legacy, tokensStudio, figmaFile, figmaVariables, figmaTimelines
  }

  /// DTCG trees ready for ``DTCGReader``, with what preparing them chose.
  struct Prepared {
    var roots: [JSONValue.Located] = []
    var files: [String] = []
    /// Tokens read only to resolve references (a Tokens Studio theme's `source` sets).
    var referenceOnly: Set<String> = []
    /// What was chosen (context, sets, theme), as notes.
    var notes: [Diagnostic] = []
    /// The document's own name (a resolver's `name`).
    var name: String?
    /// Files whose own spelling is CSS (legacy and Tokens Studio files): their CSS strings are
    /// read without a warning.
    var legacyFiles: Set<String> = []
    /// How durations written as bare numbers are read.
    var unitlessDurations = UnitlessDurations.milliseconds
    /// The tokens a later set replaced (Tokens Studio's set order), earliest first, by token id:
    /// the reading falls back on one when the later value cannot be read.
    var replaced: DTCGMerge.Replaced = [:]
  }

  static func shape(of root: JSONValue) -> Shape {
    if FigmaReader.variables(in: root) != nil { return .figmaVariables }
    if FigmaReader.timelines(in: root) != nil { return .figmaTimelines }
    // Figma's saved responses and nodes, by content (a node's `componentProperties` hold
    // `value`/`type` pairs, so these come before the legacy guess); a fragment only when nothing
    // else reads the file.
    switch FigmaReader.prototype(
      in: JSONValue.Located(value: root, location: SourceLocation(file: "", line: 1, column: 1)))
    {
    case .nodes?: return .figmaFile
    case .fragment?:
      if !hasDTCGTokens(root, depth: 0), !hasLegacyTokens(root, depth: 0) { return .figmaFile }
    case nil: break
    }
    if root["resolutionOrder"]?.value.elements != nil { return .resolver }
    if isTokensStudio(root) { return .tokensStudio }
    return hasLegacyTokens(root, depth: 0) && !hasDTCGTokens(root, depth: 0) ? .legacy : .dtcg
  }

  /// Whether `root` is a Tokens Studio file: `$themes`, or a `$metadata` whose `tokenSetOrder`
  /// names top-level sets. A plain DTCG file may carry `$metadata` of its own.
  static func isTokensStudio(_ root: JSONValue) -> Bool {
    if root["$themes"]?.value.elements != nil { return true }
    guard let order = root["$metadata"]?.value["tokenSetOrder"]?.value.elements, !order.isEmpty else { return false }
    return order.contains { name in name.value.string.map { root[$0]?.value.members != nil } ?? false }
  }

  /// Whether any object below `node` has `$value` (or is a token-only `$ref`).
  static func hasDTCGTokens(_ node: JSONValue, depth: Int) -> Bool {
    guard depth < MotionLimits.nesting, let members = node.members else { return false }
    if node["$value"] != nil { return true }
    return members.contains { !$0.key.hasPrefix("$") && hasDTCGTokens($0.value.value, depth: depth + 1) }
  }

  /// Whether any object below `node` is a legacy token (`value` beside `type`, or a `value` that
  /// is not an object).
  static func hasLegacyTokens(_ node: JSONValue, depth: Int) -> Bool {
    guard depth < MotionLimits.nesting, let members = node.members else { return false }
    if isLegacyToken(node) { return true }
    return members.contains { hasLegacyTokens($0.value.value, depth: depth + 1) }
  }

  static func isLegacyToken(_ node: JSONValue) -> Bool {
    guard let value = node["value"] else { return false }
    return node["type"] != nil || value.value.members == nil
  }

  /// Adds the DTCG tree(s) `root` stands for to `prepared`.
  static func prepare(
    _ root: JSONValue.Located, file: String, selection: CatalogueSelection, into prepared: inout Prepared
  ) throws(CatalogueError) {
    switch shape(of: root.value) {
    case .resolver:
      var resolver = Resolver(file: file, selection: selection)
      try resolver.prepare(root, into: &prepared)
    case .tokensStudio:
      try tokensStudio(root, file: file, selection: selection, into: &prepared)
    case .legacy:
      var count = 0
      prepared.roots.append(legacy(root, depth: 0, count: &count))
      prepared.files.append(file)
      prepared.legacyFiles.insert(file)
      prepared.notes.append(
        Diagnostic(
          .note,
          "read as a legacy token file (value/type without $, as Style Dictionary and Tokens Studio write them): \(count) token\(count == 1 ? "" : "s")",
          at: SourceLocation(file: file, line: 1, column: 1), rule: "document-shape"))
    case .dtcg, .figmaFile, .figmaVariables, .figmaTimelines:
      prepared.roots.append(root)
      prepared.files.append(file)
    }
  }

  // MARK: - Tokens Studio

  /// A Tokens Studio project saved as a folder (its Git sync's "multiple files" layout):
  /// `$themes.json` (an array of themes), `$metadata.json` (`tokenSetOrder`) and one JSON file per
  /// token set, named by its path below the folder (`core/motion.json` is the set `core/motion`).
  struct TokensStudioProject {
    /// The folder holding `$themes.json` or `$metadata.json`, with a trailing `/`.
    let folder: String
    static let themesFile = "$themes.json"
    static let metadataFile = "$metadata.json"

    /// The project among `files`, when one of them is a `$themes.json` or `$metadata.json`.
    init?(_ files: [String]) {
      let names = [Self.themesFile, Self.metadataFile]
      guard let marker = files.first(where: { names.contains(URL(fileURLWithPath: $0).lastPathComponent) }) else {
        return nil
      }
      let name = URL(fileURLWithPath: marker).lastPathComponent
      folder = String(marker.dropLast(name.count))
    }

    /// Whether `file` belongs to the project: a JSON file below its folder.
    func contains(_ file: String) -> Bool {
      file.hasPrefix(folder) && file.lowercased().hasSuffix(".json")
    }

    /// The set a file stands for: its path below the folder without `.json`.
    func setName(_ file: String) -> String { String(file.dropFirst(folder.count).dropLast(5)) }

    /// The single Tokens Studio document the project's files make: `$themes`, `$metadata` and
    /// each set's tree under its name; reported at `$themes.json` (else `$metadata.json`).
    func document(_ files: [(root: JSONValue.Located, file: String)]) throws(CatalogueError) -> (
      root: JSONValue.Located, file: String
    ) {
      var members: [JSONValue.Member] = []
      var errors: [Diagnostic] = []
      var anchor: (root: JSONValue.Located, file: String)?
      for (root, file) in files.sorted(by: { $0.file < $1.file }) {
        let name = URL(fileURLWithPath: file).lastPathComponent
        if file == folder + Self.themesFile {
          guard root.value.elements != nil else {
            errors.append(
              Diagnostic(.error, "$themes.json holds an array of themes, as Tokens Studio writes it", at: root.location)
            )
            continue
          }
          members.append(JSONValue.Member(key: "$themes", keyLocation: root.location, value: root))
          anchor = (root, file)
        } else if file == folder + Self.metadataFile {
          guard root.value.members != nil else {
            errors.append(
              Diagnostic(
                .error, "$metadata.json holds an object such as {\"tokenSetOrder\": [\"core\", \"light\"]}",
                at: root.location))
            continue
          }
          members.append(JSONValue.Member(key: "$metadata", keyLocation: root.location, value: root))
          if anchor == nil { anchor = (root, file) }
        } else if name.hasPrefix("$") {
          continue  // another of the tool's own files
        } else {
          guard root.value.members != nil else {
            errors.append(
              Diagnostic(
                .error, "expected a JSON object of token groups (the token set '\(setName(file))')", at: root.location))
            continue
          }
          members.append(JSONValue.Member(key: setName(file), keyLocation: root.location, value: root))
        }
      }
      guard errors.isEmpty else { throw CatalogueError(errors) }
      let at = anchor ?? files[0]
      // A project without $themes.json has no themes: every set is read, in $metadata's order.
      if !members.contains(where: { $0.key == "$themes" }) {
        members.insert(
          JSONValue.Member(key: "$themes", keyLocation: at.root.location, value: at.root.replacing(.array([]))), at: 0)
      }
      return (at.root.replacing(.object(members)), at.file)
    }
  }

  static func tokensStudio(
    _ root: JSONValue.Located, file: String, selection: CatalogueSelection, into prepared: inout Prepared
  ) throws(CatalogueError) {
    let at = SourceLocation(file: file, line: 1, column: 1)
    let members = root.value.members ?? []
    let sets = members.filter { !$0.key.hasPrefix("$") && $0.value.value.members != nil }
    var order =
      root.value["$metadata"]?.value["tokenSetOrder"]?.value.elements?.compactMap(\.value.string) ?? []
    order = order.filter { name in sets.contains { $0.key == name } }
    order += sets.map(\.key).filter { !order.contains($0) }
    let themes: [(name: String, group: String?, sets: [(String, String)], at: SourceLocation)] =
      (root.value["$themes"]?.value.elements ?? []).compactMap { theme in
        guard let name = theme.value["name"]?.value.string else { return nil }
        let chosen = (theme.value["selectedTokenSets"]?.value.members ?? []).compactMap { m in
          m.value.value.string.map { (m.key, $0) }
        }
        return (name, theme.value["group"]?.value.string, chosen, theme.location)
      }
    var enabled: [String] = []
    var source: [String] = []
    var unthemed: [String] = []
    var said: String
    if !selection.tokenSets.isEmpty {
      for name in selection.tokenSets where !order.contains(name) {
        let hint = suggestion(for: name, among: order).map { " — did you mean '\($0)'?" } ?? ""
        throw CatalogueError([
          Diagnostic(
            .error, "no token set '\(name)'\(hint); the sets are \(order.map { "'\($0)'" }.joined(separator: ", "))",
            at: at)
        ])
      }
      enabled = order.filter(selection.tokenSets.contains)
      said = "token sets \(enabled.map { "'\($0)'" }.joined(separator: ", ")) (--token-set)"
    } else {
      var picked: [(name: String, group: String?, sets: [(String, String)], at: SourceLocation)] = []
      if !selection.themes.isEmpty {
        for wanted in selection.themes {
          let match = themes.filter { wanted == $0.name || wanted == "\($0.group ?? "")/\($0.name)" }
          guard let theme = match.first else {
            let names = themes.map { ($0.group.map { "\($0)/" } ?? "") + $0.name }
            let hint = suggestion(for: wanted, among: names).map { " — did you mean '\($0)'?" } ?? ""
            throw CatalogueError([
              Diagnostic(
                .error,
                "no theme '\(wanted)'\(hint); the themes are \(names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", "))",
                at: at)
            ])
          }
          picked.append(theme)
        }
        said = "theme \(picked.map { "'\($0.name)'" }.joined(separator: ", ")) (--theme-set)"
      } else {
        var groups = Set<String>()
        picked = themes.filter { groups.insert($0.group ?? "").inserted }
        // Sets no theme names are not themed: read them beside the themes' sets.
        let themed = Set(themes.flatMap { $0.sets.map(\.0) })
        unthemed = picked.isEmpty ? [] : order.filter { !themed.contains($0) }
        said =
          picked.isEmpty
          ? "every token set (\(order.map { "'\($0)'" }.joined(separator: ", ")))"
          : "theme \(picked.map { "'\($0.group.map { g in "\(g)/" } ?? "")\($0.name)'" }.joined(separator: ", ")), the first of \(picked.count == 1 ? "its group" : "each group"); choose another with --theme-set"
      }
      if picked.isEmpty {
        enabled = order
      } else {
        for theme in picked {
          for (set, status) in theme.sets where order.contains(set) {
            if status == "enabled" { enabled.append(set) } else if status == "source" { source.append(set) }
          }
        }
        enabled = order.filter { enabled.contains($0) || unthemed.contains($0) }
        source = order.filter { source.contains($0) && !enabled.contains($0) }
        if !unthemed.isEmpty {
          said += "; and the sets no theme names (\(unthemed.map { "'\($0)'" }.joined(separator: ", ")))"
        }
      }
    }
    var discarded: [Diagnostic] = []
    var count = 0
    // Sets no theme names come first, so that a theme's own sets override them.
    let mergeOrder = order.filter(unthemed.contains) + order.filter { !unthemed.contains($0) }
    var replaced: DTCGMerge.Replaced = [:]
    func tree(_ names: [String]) -> JSONValue.Located {
      DTCGMerge.merge(
        mergeOrder.filter(names.contains).compactMap { name in
          sets.first { $0.key == name }.map { legacy($0.value, depth: 0, count: &count) }
        }, &discarded, replaced: &replaced)
    }
    // A set replacing another's token is how themes work: not said, unless the later value
    // cannot be read (the reading keeps the earlier one then, with a warning).
    let all = tree(order.filter { enabled.contains($0) || source.contains($0) })
    prepared.replaced.merge(replaced) { $0 + $1 }
    if !source.isEmpty {
      var entries: [DTCGReader.Entry] = []
      var ignored: [Diagnostic] = []
      DTCGReader.walk(tree(source), path: [], inherited: nil, &entries, &ignored)
      var shown: [DTCGReader.Entry] = []
      DTCGReader.walk(tree(enabled), path: [], inherited: nil, &shown, &ignored)
      prepared.referenceOnly.formUnion(Set(entries.map(\.id)).subtracting(shown.map(\.id)))
    }
    prepared.roots.append(all)
    prepared.files.append(file)
    // A folder's sets keep their own files' locations.
    prepared.legacyFiles.insert(file)
    for set in sets { prepared.legacyFiles.insert(set.value.location.file) }
    prepared.notes.append(
      Diagnostic(
        .note,
        "read as a Tokens Studio file: \(said)\(source.isEmpty ? "" : "; source sets \(source.map { "'\($0)'" }.joined(separator: ", ")) for references only")",
        at: at, rule: "document-shape"))
  }

  // MARK: - Legacy tokens

  /// `node` with every legacy token made a DTCG one (`$value`, `$type`, `$description`, and the
  /// 2025 forms of motion values); DTCG tokens and `$` properties are kept as they are.
  static func legacy(_ node: JSONValue.Located, depth: Int, count: inout Int) -> JSONValue.Located {
    guard depth < MotionLimits.nesting, let members = node.value.members else { return node }
    if node.value["$value"] != nil { return node }
    if isLegacyToken(node.value) {
      count += 1
      return token(node)
    }
    return node.replacing(
      .object(
        members.map { m in
          m.key.hasPrefix("$")
            ? m
            : JSONValue.Member(
              key: m.key, keyLocation: m.keyLocation, value: legacy(m.value, depth: depth + 1, count: &count))
        }))
  }

  /// One legacy token as DTCG.
  static func token(_ node: JSONValue.Located) -> JSONValue.Located {
    let members = node.value.members ?? []
    let value = node.value["value"]!
    let written = node.value["type"]?.value.string
    var out: [JSONValue.Member] = []
    var (type, converted) = motion(value, type: written)
    let isReference = DTCGReferences.curly(value.value) != nil
    // Tokens Studio's `text` type holds whatever a designer typed, motion included (`"90ms"`).
    if type == nil, !isReference, written == nil || written == "other" || written == "string" || written == "text" {
      type = written ?? "untyped"
    }
    // A reference typed `other` (or not at all) takes its type from what it names, as DTCG aliases do.
    if let type = type ?? (isReference ? nil : written) {
      let typeAt = members.first { $0.key == "type" }?.keyLocation ?? node.location
      out.append(JSONValue.Member(key: "$type", keyLocation: typeAt, value: value.replacing(.string(type))))
    }
    out.append(
      JSONValue.Member(
        key: "$value", keyLocation: members.first { $0.key == "value" }!.keyLocation, value: converted ?? value))
    for m in members where m.key == "description" || m.key == "deprecated" {
      out.append(JSONValue.Member(key: "$" + m.key, keyLocation: m.keyLocation, value: m.value))
    }
    for m in members where m.key.hasPrefix("$") && m.key != "$type" && m.key != "$value" { out.append(m) }
    return node.replacing(.object(out))
  }

  /// The DTCG type and value of a legacy motion value, or `(nil, nil)` when it is not motion.
  /// A reference (`"{motion.fast}"`) keeps its text; its type comes from what it names.
  static func motion(_ value: JSONValue.Located, type: String?) -> (String?, JSONValue.Located?) {
    if DTCGReferences.curly(value.value) != nil { return (type == "other" ? nil : type.map(canonicalType), value) }
    switch type.map(canonicalType) {
    case "duration":
      return ("duration", duration(value) ?? value)
    case "cubicBezier":
      return ("cubicBezier", bezier(value) ?? value)
    case "transition":
      if let text = value.value.string, let items = shorthands(text, at: value), items.count == 1 {
        return ("transition", items[0].value)
      }
      guard let members = value.value.members else { return ("transition", value) }
      return (
        "transition",
        value.replacing(
          .object(
            members.map { m in
              let v =
                m.key == "timingFunction" ? bezier(m.value) ?? m.value : duration(m.value) ?? m.value
              return JSONValue.Member(key: m.key, keyLocation: m.keyLocation, value: v)
            }))
      )
    case nil, "other", "string", "text":
      guard let text = value.value.string else { return (nil, nil) }
      if let d = duration(value) { return ("duration", d) }
      if let b = bezier(value) { return ("cubicBezier", b) }
      if let t = shorthand(text, at: value) { return ("transition", t) }
      // A list of transitions (`"opacity 150ms ease, transform 200ms ease-out"`) stays a string:
      // the reader makes a token of each.
      if text.contains(","), let items = shorthands(text, at: value), items.count > 1 { return ("transition", value) }
      return (nil, nil)
    default:
      return (type, nil)
    }
  }

  /// `"300ms"`, `"0.3s"` or a number of milliseconds as `{"value", "unit"}`.
  static func duration(_ value: JSONValue.Located) -> JSONValue.Located? {
    let at = value.location
    func make(_ n: Double, _ unit: String) -> JSONValue.Located {
      value.replacing(
        .object([
          JSONValue.Member(key: "value", keyLocation: at, value: value.replacing(.number(n))),
          JSONValue.Member(key: "unit", keyLocation: at, value: value.replacing(.string(unit))),
        ]))
    }
    // A bare number has no unit: the reader reads it (milliseconds, or as the team's policy says) and says so.
    guard let s = value.value.string?.trimmingCharacters(in: .whitespaces).lowercased() else { return nil }
    if s.hasSuffix("ms"), let n = Double(s.dropLast(2).trimmingCharacters(in: .whitespaces)), n.isFinite {
      return make(n, "ms")
    }
    if s.hasSuffix("s"), let n = Double(s.dropLast().trimmingCharacters(in: .whitespaces)), n.isFinite {
      return make(n, "s")
    }
    return nil
  }

  /// The CSS keywords' control points (CSS Easing Functions Level 1, as the expression reader has them).
  static var keywords: [String: [Double]] { EverydaySpellings.cssKeywords }

  /// `"cubic-bezier(a, b, c, d)"`, a CSS keyword or `{x1, y1, x2, y2}` as `[x1, y1, x2, y2]`.
  static func bezier(_ value: JSONValue.Located) -> JSONValue.Located? {
    func make(_ n: [Double]) -> JSONValue.Located {
      value.replacing(.array(n.map { value.replacing(.number($0)) }))
    }
    if value.value.elements != nil { return value }
    if let members = value.value.members {
      let n = ["x1", "y1", "x2", "y2"].compactMap { key in members.first { $0.key == key }?.value.value.number }
      return n.count == 4 ? make(n) : nil
    }
    guard let s = value.value.string?.trimmingCharacters(in: .whitespaces).lowercased() else { return nil }
    if let n = keywords[s] { return make(n) }
    guard s.hasPrefix("cubic-bezier("), s.hasSuffix(")") else { return nil }
    let n = s.dropFirst(13).dropLast().split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    return n.count == 4 && n.allSatisfy(\.isFinite) ? make(n) : nil
  }

  /// The items of a CSS transition shorthand (`"200ms ease-out"`, `"0.2s cubic-bezier(…) 50ms"`,
  /// `"transform 150ms ease"`, or a comma-separated list of them), each as a DTCG transition with
  /// the property it names; nil when `text` is not one.
  ///
  /// `unitless` reads a bare number as a time (what a reference to a unit-less duration token
  /// leaves in a string: `"{duration.200} ease"` is `"200 ease"`); without it a bare number is
  /// not CSS. `readUnitless` says whether one was read so.
  static func shorthands(
    _ text: String, at value: JSONValue.Located, unitless: UnitlessDurations? = nil
  ) -> [(property: String?, value: JSONValue.Located)]? {
    var ignored = false
    return shorthands(text, at: value, unitless: unitless, readUnitless: &ignored)
  }

  static func shorthands(
    _ text: String, at value: JSONValue.Located, unitless: UnitlessDurations?, readUnitless: inout Bool
  ) -> [(property: String?, value: JSONValue.Located)]? {
    // A shorthand is an expression: one longer than any is none (and not split word by word).
    guard text.utf8.count <= MotionLimits.expressionLength else { return nil }
    let items = listItems(text)
    guard items.count <= 64 else { return nil }
    var out: [(String?, JSONValue.Located)] = []
    for item in items {
      guard let one = shorthandItem(item, at: value, unitless: unitless, readUnitless: &readUnitless) else {
        return nil
      }
      out.append(one)
    }
    return out
  }

  /// The space-separated words of a CSS value, spaces inside parentheses aside.
  static func words(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for c in text.trimmingCharacters(in: .whitespaces) {
      if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
      if (c == " " || c == "\t") && depth == 0 {
        if !current.isEmpty { parts.append(current) }
        current = ""
      } else {
        current.append(c)
      }
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }

  /// The items of a comma-separated CSS list, commas inside parentheses aside.
  static func listItems(_ text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    for c in text {
      if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
      if c == "," && depth == 0 {
        items.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    items.append(current)
    return items
  }

  /// One item of a transition shorthand: `[property] duration [timing-function] [delay]`, in CSS's
  /// order-free way (the first time is the duration, the second the delay); `ease` when no curve.
  static func shorthandItem(
    _ text: String, at value: JSONValue.Located, unitless: UnitlessDurations?, readUnitless: inout Bool
  ) -> (String?, JSONValue.Located)? {
    let parts = words(text)
    guard (1...4).contains(parts.count) else { return nil }
    var property: String?
    var times: [JSONValue.Located] = []
    var curves: [JSONValue.Located] = []
    for part in parts {
      let located = value.replacing(.string(part))
      if let t = duration(located) {
        times.append(t)
      } else if let unitless, let n = Double(part), n.isFinite {
        readUnitless = true
        times.append(duration(value.replacing(.string(formatNumber(unitless.seconds(n) * 1000) + "ms")))!)
      } else if let b = bezier(located) {
        curves.append(b)
      } else if property == nil, times.isEmpty, curves.isEmpty,
        part.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "-" }),
        part.unicodeScalars.first.map(CharacterSet.letters.contains) == true
      {
        property = part
      } else {
        return nil
      }
    }
    guard (1...2).contains(times.count), curves.count <= 1 else { return nil }
    let loc = value.location
    let delay = times.count > 1 ? times[1] : duration(value.replacing(.string("0ms")))!
    let curve = curves.first ?? bezier(value.replacing(.string("ease")))!
    return (
      property,
      value.replacing(
        .object([
          JSONValue.Member(key: "duration", keyLocation: loc, value: times[0]),
          JSONValue.Member(key: "delay", keyLocation: loc, value: delay),
          JSONValue.Member(key: "timingFunction", keyLocation: loc, value: curve),
        ]))
    )
  }

  /// A shorthand of one item, with at least a duration and a curve (what an untyped string
  /// must hold to be read as a transition), as a DTCG transition.
  static func shorthand(_ text: String, at value: JSONValue.Located) -> JSONValue.Located? {
    guard let items = shorthands(text, at: value), items.count == 1 else { return nil }
    let located = words(text).map { value.replacing(.string($0)) }
    guard located.count >= 2, located.contains(where: { bezier($0) != nil }) else { return nil }
    return items[0].value
  }

  /// The DTCG name of a motion type as tools write it (`cubic-bezier`, `easing` and
  /// `timingFunction` are `cubicBezier`; `time` is `duration`); other names as they are.
  static func canonicalType(_ type: String) -> String {
    switch type {
    case "cubic-bezier", "cubicbezier", "easing", "timingFunction", "timing-function": "cubicBezier"
    case "time": "duration"
    default: type
    }
  }
}
