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
  }

  static func shape(of root: JSONValue) -> Shape {
    if root["document"]?.value["type"]?.value.string == "DOCUMENT" { return .figmaFile }
    if FigmaReader.variables(in: root) != nil { return .figmaVariables }
    if FigmaReader.timelines(in: root) != nil { return .figmaTimelines }
    if root["resolutionOrder"]?.value.elements != nil { return .resolver }
    if root["$themes"] != nil || root["$metadata"] != nil { return .tokensStudio }
    return hasLegacyTokens(root, depth: 0) && !hasDTCGTokens(root, depth: 0) ? .legacy : .dtcg
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
        enabled = order.filter(enabled.contains)
        source = order.filter { source.contains($0) && !enabled.contains($0) }
      }
    }
    var discarded: [Diagnostic] = []
    var count = 0
    func tree(_ names: [String]) -> JSONValue.Located {
      DTCGMerge.merge(
        order.filter(names.contains).compactMap { name in
          sets.first { $0.key == name }.map { legacy($0.value, depth: 0, count: &count) }
        }, &discarded)
    }
    let all = tree(order.filter { enabled.contains($0) || source.contains($0) })
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
    if type == nil, !isReference, written == nil || written == "other" || written == "string" {
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
    if DTCGReferences.curly(value.value) != nil { return (type == "other" ? nil : type, value) }
    switch type {
    case "duration", "time":
      return ("duration", duration(value) ?? value)
    case "cubicBezier", "cubic-bezier", "easing", "timingFunction":
      return ("cubicBezier", bezier(value) ?? value)
    case "transition":
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
    case nil, "other", "string":
      guard let text = value.value.string else { return (nil, nil) }
      if let d = duration(value) { return ("duration", d) }
      if let b = bezier(value) { return ("cubicBezier", b) }
      if let t = shorthand(text, at: value) { return ("transition", t) }
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
    if let n = value.value.number { return make(n, "ms") }
    guard let s = value.value.string?.trimmingCharacters(in: .whitespaces).lowercased() else { return nil }
    if s.hasSuffix("ms"), let n = Double(s.dropLast(2).trimmingCharacters(in: .whitespaces)), n.isFinite {
      return make(n, "ms")
    }
    if s.hasSuffix("s"), let n = Double(s.dropLast().trimmingCharacters(in: .whitespaces)), n.isFinite {
      return make(n, "s")
    }
    return nil
  }

  /// The CSS keywords' control points.
  static let keywords: [String: [Double]] = [
    "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1], "ease-out": [0, 0, 0.58, 1],
    "ease-in-out": [0.42, 0, 0.58, 1],
  ]

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

  /// A CSS transition shorthand of motion only (`"200ms ease-out"`, `"0.2s cubic-bezier(…) 50ms"`)
  /// as a DTCG transition.
  static func shorthand(_ text: String, at value: JSONValue.Located) -> JSONValue.Located? {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for c in text.trimmingCharacters(in: .whitespaces) {
      if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
      if c == " " && depth == 0 {
        if !current.isEmpty { parts.append(current) }
        current = ""
      } else {
        current.append(c)
      }
    }
    if !current.isEmpty { parts.append(current) }
    guard (2...3).contains(parts.count) else { return nil }
    let located = parts.map { value.replacing(.string($0)) }
    let times = located.compactMap(duration)
    let curves = located.compactMap(bezier)
    guard curves.count == 1, times.count == parts.count - 1 else { return nil }
    let loc = value.location
    let delay = times.count > 1 ? times[1] : duration(value.replacing(.number(0)))!
    return value.replacing(
      .object([
        JSONValue.Member(key: "duration", keyLocation: loc, value: times[0]),
        JSONValue.Member(key: "delay", keyLocation: loc, value: delay),
        JSONValue.Member(key: "timingFunction", keyLocation: loc, value: curves[0]),
      ]))
  }
}
