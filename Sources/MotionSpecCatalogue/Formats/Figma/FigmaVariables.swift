import Foundation
import MotionSpecCore

extension FigmaReader {
  /// Figma variables (the REST API's `/variables/local`, or a plugin's export) read as a
  /// catalogue (``FigmaReader/readVariables(_:root:file:selection:)``): each variable's value in
  /// the mode chosen, aliases followed, and the motion of the EASING and TIMING variables — one
  /// step per method.
  struct Variables {
    let list: [JSONValue.Located]
    let file: String
    let selection: CatalogueSelection
    var byID: [String: JSONValue.Located] = [:]
    var collectionByID: [String: JSONValue.Located] = [:]
    var notes: [Diagnostic] = []
    /// The collections already said to be read in their default mode.
    var modeNotes = Set<String>()
    /// The TIMING variables an EASING variable beside them took as its duration.
    var pairedTimings = Set<String>()

    init(_ list: [JSONValue.Located], collections: [JSONValue.Located], file: String, selection: CatalogueSelection) {
      self.list = list
      self.file = file
      self.selection = selection
      for c in collections { if let id = c.value["id"]?.value.string { collectionByID[id] = c } }
      for v in list { if let id = v.value["id"]?.value.string { byID[id] = v } }
    }

    /// The value of variable `v` in the mode read.
    mutating func value(of v: JSONValue.Located) -> JSONValue.Located? {
      guard let modes = v.value["valuesByMode"]?.value.members, !modes.isEmpty else { return nil }
      let collection = v.value["variableCollectionId"]?.value.string.flatMap { collectionByID[$0] }
      let modeNames = (collection?.value["modes"]?.value.elements ?? []).compactMap { m -> (String, String)? in
        guard let id = m.value["modeId"]?.value.string, let name = m.value["name"]?.value.string else { return nil }
        return (id, name)
      }
      if let wanted = modeNames.first(where: { selection.contexts.contains($0.1) }),
        let m = modes.first(where: { $0.key == wanted.0 })
      {
        return m.value
      }
      let fallback = collection?.value["defaultModeId"]?.value.string ?? modes[0].key
      if modeNames.count > 1, let name = modeNames.first(where: { $0.0 == fallback })?.1,
        let c = collection?.value["name"]?.value.string, modeNotes.insert(c).inserted
      {
        notes.append(
          Diagnostic(
            .note, "read collection '\(c)' in its default mode '\(name)'; choose another with --context MODE",
            at: collection?.location))
      }
      return modes.first { $0.key == fallback }?.value ?? modes[0].value
    }

    func path(_ v: JSONValue.Located) -> [String] {
      (v.value["name"]?.value.string ?? "").split(separator: "/").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }
    }

    func type(_ v: JSONValue.Located) -> String { v.value["resolvedType"]?.value.string ?? "" }

    /// A variable's value with aliases followed (and the first alias target's path).
    mutating func resolved(_ v: JSONValue.Located) throws(CatalogueError) -> (JSONValue.Located, [String]?) {
      var current = v
      var target: [String]?
      var seen: [String] = []
      while let val = value(of: current), val.value["type"]?.value.string == "VARIABLE_ALIAS" {
        guard let id = val.value["id"]?.value.string, let next = byID[id] else {
          throw CatalogueError([
            Diagnostic(
              .error, "this alias refers to no variable of the file", at: val.location,
              token: path(v).joined(separator: "."))
          ])
        }
        if seen.contains(id) || seen.count >= MotionLimits.aliasChain {
          throw CatalogueError([
            Diagnostic(
              .error, "variable aliases form a cycle or a chain too long", at: val.location,
              token: path(v).joined(separator: "."))
          ])
        }
        seen.append(id)
        target = target ?? path(next)
        current = next
      }
      guard let val = value(of: current) else {
        throw CatalogueError([
          Diagnostic(
            .error, "this variable has no value in \"valuesByMode\"", at: v.location,
            token: path(v).joined(separator: "."))
        ])
      }
      return (val, target)
    }

    /// The token of EASING variable `v` (timed by the one TIMING variable beside it, when it is
    /// its group's only EASING), appended to `tokens`; a HOLD is a note.
    mutating func easingToken(
      _ v: JSONValue.Located, easings: [JSONValue.Located], timings: [JSONValue.Located], into tokens: inout [Token]
    ) throws(CatalogueError) {
      let p = path(v)
      let group = Array(p.dropLast())
      let siblings = easings.filter { Array(path($0).dropLast()) == group }
      let timing = siblings.count == 1 ? timings.filter { Array(path($0).dropLast()) == group } : []
      let (easingValue, alias) = try resolved(v)
      var seconds: Double?
      var tokenPath = p
      if timing.count == 1, !group.isEmpty {
        let (t, _) = try resolved(timing[0])
        guard let n = t.value.number else {
          throw CatalogueError([Diagnostic(.error, "a TIMING value must be a number of seconds", at: t.location)])
        }
        seconds = n
        pairedTimings.insert(path(timing[0]).joined(separator: "/"))
        tokenPath = group
      }
      // `group/token/easing` alone is the token `group.token` (how `export --to figma` writes a spring).
      if seconds == nil, p.count > 1, p.last?.lowercased() == "easing" { tokenPath = group }
      let place = "variable '\(p.joined(separator: "/"))'"
      // A spring's exact physics, kept in the description by motionspec's export, win over the
      // normalised bounce Figma's value holds.
      var written = v.value["description"]?.value.string ?? ""
      var read = try easing(easingValue, duration: seconds, file: file, place: place)
      if case .curve(let curve) = read, curve.animation.spring != nil,
        case (let exact?, let rest) = physics(in: written)
      {
        written = rest
        read = try easing(
          easingValue.replacing(
            .object([
              JSONValue.Member(
                key: "type", keyLocation: easingValue.location, value: easingValue.replacing(.string("CUSTOM_SPRING"))
              ),
              JSONValue.Member(
                key: "easingFunctionSpring", keyLocation: easingValue.location,
                value: easingValue.replacing(
                  .object([
                    JSONValue.Member(
                      key: "mass", keyLocation: easingValue.location,
                      value: easingValue.replacing(.number(exact.mass))),
                    JSONValue.Member(
                      key: "stiffness", keyLocation: easingValue.location,
                      value: easingValue.replacing(.number(exact.stiffness))),
                    JSONValue.Member(
                      key: "damping", keyLocation: easingValue.location,
                      value: easingValue.replacing(.number(exact.damping))),
                  ]))),
            ])), duration: seconds, file: file, place: place)
      }
      switch read {
      case .hold:
        notes.append(
          Diagnostic(.note, "HOLD is a step, not a curve: not drawn", at: v.location, token: p.joined(separator: "."))
        )
      case .curve(let curve):
        var token = Token(
          path: tokenPath, description: written.isEmpty ? nil : written,
          definition: curve.label + (seconds.map { ", \(formatNumber(rounded($0) * 1000)) ms" } ?? ""),
          animation: curve.animation, location: v.location,
          aliasOf: seconds == nil ? alias?.joined(separator: ".") : nil)
        if case .timing = curve.animation.curve { token.hasOwnDuration = seconds != nil }
        tokens.append(token)
      }
    }

    /// A TIMING variable with no EASING beside it: a duration of its own.
    mutating func duration(_ v: JSONValue.Located) throws(CatalogueError) -> DurationToken {
      let (t, alias) = try resolved(v)
      guard let n = t.value.number, n >= 0 else {
        throw CatalogueError([
          Diagnostic(.error, "a TIMING value must be a number of seconds, 0 or more", at: t.location)
        ])
      }
      return DurationToken(
        path: path(v), description: v.value["description"]?.value.string.flatMap { $0.isEmpty ? nil : $0 },
        seconds: rounded(n), definition: "TIMING \(formatNumber(rounded(n) * 1000)) ms", location: v.location,
        aliasOf: alias?.joined(separator: "."))
    }
  }
}
