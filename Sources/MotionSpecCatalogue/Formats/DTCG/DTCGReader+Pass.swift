import Foundation
import MotionSpecCore

extension DTCGReader {
  /// One reading of merged DTCG trees (``DTCGReader/read(_:)``): what the entries build up —
  /// tokens, durations, diagnostics and the counts its notes report — with a step per method:
  /// an entry's motionspec extensions, its motion type and value, the motion it holds, and the
  /// notes that close the reading.
  struct Pass {
    let prepared: TokenDocuments.Prepared
    var references: DTCGReferences
    var diagnostics: [Diagnostic]
    var tokens: [Token] = []
    var durations: [DurationToken] = []
    /// Each token's reduced-motion variant, by the token's index, as written.
    var reduced: [Int: (text: String, location: SourceLocation?)] = [:]
    var stagger: Double?
    /// Tokens of other types, by type; what is not motion never blocks what is, so they are
    /// counted by kind, in one note.
    var skipped: [String: Int] = [:]
    /// Tokens that may hold motion and gave none, each said at its place (`passed-over`).
    var passedOver = 0
    /// How many durations were read without a unit.
    var unitless = 0
    var unitlessSetting: UnitlessDurations { prepared.unitlessDurations }

    /// The motionspec extensions of a token, and the others (kept as its extra `$extensions`).
    struct Extensions {
      var spring: JSONValue.Located?
      var variant: JSONValue.Located?
      var suppression: LintSuppression?
      var extras: [String: String] = [:]
    }

    /// A `passed-over` note at `entry`: a token that may hold motion and gave none, with why.
    mutating func passOver(_ entry: Entry, _ reason: String) {
      passedOver += 1
      diagnostics.append(
        Diagnostic.passedOver("\(reason)", at: entry.location, token: entry.id))
    }

    /// Whether a word of the token's path names motion (`motion.spring.bouncy`, `duration.fast`).
    static func namesMotion(_ path: [String]) -> Bool {
      path.contains { key in
        MotionWords.words(Substring(key)).contains { w in
          MotionWords.stems.contains(where: w.hasPrefix) || w == "motion" || w == "ease"
        }
      }
    }

    mutating func report(_ failure: DTCGFailure, _ entry: Entry) {
      diagnostics.append(
        Diagnostic(failure.severity, failure.message, at: failure.at, token: entry.id, rule: failure.rule))
    }

    /// Reads one entry: its motion, if it holds any, into ``tokens`` or ``durations``.
    mutating func read(_ entry: Entry) {
      let ext = extensions(of: entry)
      // CSS strings are the own spelling of legacy and Tokens Studio files; in DTCG files they warn.
      let cssIsNative = prepared.legacyFiles.contains(entry.location.file)
      let durationGroup = DTCGReader.durationUnit(of: entry.path)
      guard
        let (type, resolved) = typed(
          entry, spring: ext.spring, cssIsNative: cssIsNative, durationGroup: durationGroup)
      else { return }
      let alias = references.aliasTarget(of: entry)
      let before = tokens.count
      defer {
        if let suppression = ext.suppression { for k in before..<tokens.count { tokens[k].suppression = suppression } }
        if let variant = ext.variant, tokens.count > before {
          if let text = variant.value.string {
            var at = variant.location
            at.column += 1
            reduced[before] = (text, at)
          } else {
            diagnostics.append(
              Diagnostic(
                .error,
                "\(reducedMotionExtension) must be a string: \"none\", a reference such as \"{easing.fade}\" or a motion expression",
                at: variant.location, token: entry.id))
          }
        }
      }
      var values = DTCGValues()
      values.unitless = durationGroup?.unit ?? unitlessSetting
      values.cssIsNative = cssIsNative
      do throws(DTCGFailure) {
        try motion(
          entry, ext: ext, type: type, resolved: resolved, alias: alias, cssIsNative: cssIsNative,
          durationGroup: durationGroup, values: &values)
      } catch {
        report(error, entry)
      }
      // An alias's value is its target's: what is said of that value is said once, there.
      if alias == nil {
        diagnostics += values.warnings.map {
          Diagnostic(.warning, $0.message, at: $0.at, token: entry.id, rule: $0.rule, edit: $0.edit)
        }
        if values.readUnitless, durationGroup?.unit == nil { unitless += 1 }
      }
    }

    /// The motionspec extensions of `entry` (a malformed lint suppression is an error).
    mutating func extensions(of entry: Entry) -> Extensions {
      var found = Extensions()
      if let ext = entry.extensions, let members = ext.value.members {
        found.spring = members.first { $0.key == springExtension }?.value
        found.variant = members.first { $0.key == reducedMotionExtension }?.value
        if let lint = members.first(where: { $0.key == LintSuppression.dtcgExtension })?.value {
          let names = lint.value["disable"]?.value.elements?.compactMap(\.value.string)
          if let names {
            found.suppression = names.isEmpty ? LintSuppression(all: true) : LintSuppression(rules: Set(names))
          } else {
            diagnostics.append(
              Diagnostic(
                .error,
                "\(LintSuppression.dtcgExtension) takes {\"disable\": [\"rule\", …]} (an empty list turns every rule off)",
                at: lint.location, token: entry.id))
          }
        }
        let ours: Set<String> = [springExtension, reducedMotionExtension, LintSuppression.dtcgExtension]
        let others = members.filter { !ours.contains($0.key) }
        if !others.isEmpty { found.extras["$extensions"] = JSONValue.object(others).text }
      }
      return found
    }

    /// The motion type of `entry` and its resolved value; `nil` (counted, or reported) when it
    /// holds no motion. An untyped, `other`, `string` or `number` token is motion when its value
    /// reads as motion.
    mutating func typed(
      _ entry: Entry, spring: JSONValue.Located?, cssIsNative: Bool, durationGroup: DurationGroup?
    ) -> (type: String?, resolved: JSONValue.Located)? {
      var type: String?
      do {
        type = try references.type(of: entry)
      } catch {
        // An untyped token in a cycle has no value to be motion; a chain too long may end in motion.
        if spring != nil || entry.type.map({ motionTypes.contains($0.name) }) == true
          || (entry.type == nil && !error.isCycle)
        {
          report(error, entry)
        } else {
          passOver(entry, "an untyped token in an alias cycle has no value (\(error.message))")
        }
        return nil
      }
      if cssIsNative { type = type.map(TokenDocuments.canonicalType) }
      var resolved: JSONValue.Located
      if spring == nil, type.map(motionTypes.contains) != true {
        let kind = type ?? "untyped"
        // A tool's own type named for motion (`"type": "Motion"`) may hold motion too.
        let lower = kind.lowercased()
        let mayBeMotion =
          type == nil || ["untyped", "other", "string", "text"].contains(kind)
          || (kind == "number" && durationGroup != nil)
          || ["motion", "animation", "duration", "easing", "transition", "timing"].contains { lower.contains($0) }
        guard mayBeMotion else {
          // Unless the value is plainly motion under a mistyped name.
          if entry.value.value["timingFunction"] != nil || entry.value.value["delay"] != nil {
            let near = suggestion(for: kind, among: motionTypes.sorted()) ?? "transition"
            diagnostics.append(
              Diagnostic(
                .error,
                "unknown $type '\(kind)' on a value shaped like a transition — did you mean \"\(near)\"? Motion is duration, cubicBezier or transition",
                at: entry.type?.location ?? entry.location, token: entry.id))
          } else {
            skipped[kind, default: 0] += 1
          }
          return nil
        }
        // An untyped, `other`, `string` or `number` token is motion when its value reads as motion:
        // a number under a duration group, a CSS curve, time or transition shorthand.
        references.suggests = false
        defer { references.suggests = true }
        do {
          resolved = try references.resolve(entry)
        } catch {
          passOver(
            entry,
            "\(kind == "untyped" ? "an untyped token" : "a token of type \(kind)") whose reference names no token in the files given (\(entry.value.value.excerpt))"
          )
          return nil
        }
        let number =
          resolved.value.number
          ?? resolved.value.string.flatMap { text in
            Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
              ?? (TokenMath.isExpression(text) ? TokenMath.evaluate(text).flatMap { $0.isTime ? nil : $0.value } : nil)
          }
        if durationGroup != nil,
          number != nil
            || resolved.value.string.flatMap({ TokenDocuments.duration(resolved.replacing(.string($0))) }) != nil
            || resolved.value.string.flatMap({ TokenMath.evaluate($0) })?.isTime == true
        {
          type = "duration"
        } else if let text = resolved.value.string,
          case (let guessed?, let converted) = DTCGReader.guess(
            resolved, unitless: durationGroup?.unit ?? unitlessSetting)
        {
          type = guessed
          resolved = converted ?? resolved
          if !cssIsNative {
            diagnostics.append(
              Diagnostic(
                .warning,
                "\"\(text)\" has no motion $type\(kind == "untyped" ? "" : " (it is typed \(kind))"); read as a \(guessed) — write \"$type\": \"\(guessed)\"",
                at: entry.value.location, token: entry.id, rule: "css-value"))
          }
        } else if type == nil, resolved.value["timingFunction"] != nil || resolved.value.elements?.count == 4 {
          diagnostics.append(
            Diagnostic(
              .error, "no $type on the token, on any group above it, or on a token it refers to", at: entry.location,
              token: entry.id))
          return nil
        } else if Self.namesMotion(entry.path) {
          // Named for motion, typed so that it may hold it, and no motion read: said where it is.
          passOver(
            entry,
            "named for motion, \(kind == "untyped" ? "untyped" : "typed \(kind)"), but \(resolved.value.excerpt) is no duration, curve or transition motionspec reads\(kind == "untyped" ? " without a $type (on the token or a group above it)" : "")"
          )
          return nil
        } else {
          skipped[kind, default: 0] += 1
          return nil
        }
      } else {
        do {
          resolved = try references.resolve(entry)
        } catch {
          report(error, entry)
          return nil
        }
      }
      return (type, resolved)
    }

    /// The motion `entry` holds as `type`, read from its `resolved` value into ``tokens`` or
    /// ``durations``: a spring from the extension, a transition or curve (a CSS list is a token
    /// per item), or a duration.
    mutating func motion(
      _ entry: Entry, ext: Extensions, type: String?, resolved: JSONValue.Located, alias: String?, cssIsNative: Bool,
      durationGroup: DurationGroup?, values: inout DTCGValues
    ) throws(DTCGFailure) {
      var type = type
      // A transition shorthand in a token typed cubicBezier ("200ms cubic-bezier(…)"): everything
      // written is read, as the transition it is, with a warning — never an error that stops the
      // other sets of a folder.
      if type == "cubicBezier", ext.spring == nil, let text = resolved.value.string,
        TokenDocuments.bezier(resolved) == nil,
        TokenDocuments.shorthands(text, at: resolved, unitless: durationGroup?.unit ?? unitlessSetting) != nil
      {
        type = "transition"
        values.warn(
          "\"\(text)\" is a transition (a duration and a curve) in a token typed cubicBezier: read as a transition — type it \"transition\", or keep only the curve",
          at: resolved.location, rule: "css-value")
      }
      if let spring = ext.spring {
        if type == "transition" || type == "cubicBezier" { _ = try values.motion(resolved, type: type!) }
        let (expression, animation) = try values.spring(spring)
        tokens.append(
          Token(
            path: entry.path, description: entry.description, definition: expression, animation: animation,
            deprecated: entry.deprecated, location: entry.location, extra: ext.extras, aliasOf: alias))
      } else if type == "transition" || type == "cubicBezier" {
        // A transition written as CSS's shorthand; a list of them is a token per item.
        var items: [(path: [String], value: JSONValue.Located)] = [(entry.path, resolved)]
        if type == "transition", let text = resolved.value.string {
          var bare = false
          let list = TokenDocuments.shorthands(
            text, at: resolved, unitless: durationGroup?.unit ?? unitlessSetting, readUnitless: &bare)
          if bare { unitless += 1 }
          guard let list else {
            throw DTCGFailure(
              "expected a transition {\"duration\": …, \"delay\": …, \"timingFunction\": […]} or a CSS shorthand such as \"200ms ease-out\", found \(resolved.value.excerpt)",
              at: resolved.location)
          }
          if !cssIsNative {
            // One transition has one DTCG spelling; a list would split the token, which is the team's call.
            let edit =
              list.count == 1
              ? DTCGReader.transitionText(list[0].value).map {
                TextEdit(.replaceValue, at: resolved.location, $0)
              } : nil
            values.warn(
              "\"\(text)\" is CSS; DTCG 2025.10 writes a transition as {\"duration\", \"delay\", \"timingFunction\"}",
              at: resolved.location, rule: "css-value",
              edit: alias == nil && entry.value.value.string == text ? edit : nil)
          }
          items =
            list.count == 1
            ? [(entry.path, list[0].value)]
            : list.enumerated().map { (k, item) in (entry.path + [item.property ?? "\(k + 1)"], item.value) }
        }
        for item in items {
          guard let animation = try values.motion(item.value, type: type!) else {
            if values.isInstant {
              durations.append(
                DurationToken(
                  path: item.path, description: entry.description, seconds: 0, kind: .instant,
                  definition: entry.value.value.text, deprecated: entry.deprecated, location: entry.location,
                  aliasOf: items.count == 1 ? alias : nil))
            }
            continue
          }
          var token = Token(
            path: item.path, description: entry.description, definition: entry.value.value.text,
            animation: animation, deprecated: entry.deprecated, location: entry.location, extra: ext.extras,
            aliasOf: items.count == 1 ? alias : nil)
          token.hasOwnDuration = type == "transition"
          tokens.append(token)
        }
      } else if type == "duration" {
        let seconds = try values.duration(resolved, what: "duration")
        if seconds < 0 {
          // An invalid value, as in every other format: an error (lint fails), never a skip.
          throw DTCGFailure(
            "duration \(formatNumber(seconds * 1000)) ms is negative; nothing can last less than no time",
            at: resolved.location)
        } else {
          if stagger == nil, entry.path.last?.lowercased().contains("stagger") == true { stagger = seconds }
          durations.append(
            DurationToken(
              path: entry.path, description: entry.description, seconds: seconds, definition: entry.value.value.text,
              deprecated: entry.deprecated, location: entry.location, aliasOf: alias))
        }
      }
    }

    /// The notes that close a reading: replaced tokens, unit-less durations, skipped tokens, duplicates, reduced-motion variants, and a file with nothing to draw.
    mutating func close(entries: [Entry], hasSequences: Bool = false) {
      let files = prepared.files
      // A token a later file replaces is said where it is motion; the others are counted once.
      let motionIDs = Set(tokens.map(\.id) + durations.map(\.id))
      let replaced = diagnostics.filter { $0.rule == DTCGMerge.replacedRule && !motionIDs.contains($0.token ?? "") }
      if !replaced.isEmpty {
        diagnostics.removeAll { $0.rule == DTCGMerge.replacedRule && !motionIDs.contains($0.token ?? "") }
        diagnostics.append(
          Diagnostic(
            .note,
            "\(replaced.count) token\(replaced.count == 1 ? "" : "s") that \(replaced.count == 1 ? "is" : "are") not motion defined again in a later file (the later one wins, as in Style Dictionary)",
            at: SourceLocation(file: files.first ?? "", line: 1, column: 1), rule: DTCGMerge.replacedRule))
      }
      if unitless > 0 {
        let unit = unitlessSetting == .seconds ? "seconds" : "milliseconds"
        let other = unitlessSetting == .seconds ? "milliseconds" : "seconds"
        diagnostics.append(
          Diagnostic(
            .note,
            "read \(unitless) duration\(unitless == 1 ? "" : "s") written without a unit as \(unit); if they are \(other), say so in .motionspec.yml: `read: {unitless-durations: \(other)}`",
            at: SourceLocation(file: files.first ?? "", line: 1, column: 1), rule: "unitless-durations"))
      }
      diagnostics += Validation.duplicates(tokens, durations) + Validation.controlCharacters(tokens)
      diagnostics += ReducedMotion.attach(reduced, to: &tokens)
      if !skipped.isEmpty, !tokens.isEmpty || !durations.isEmpty {
        let count = skipped.values.reduce(0, +)
        let kinds = skipped.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) ×\($0.value)" }
        diagnostics.append(
          Diagnostic(
            .note,
            "skipped \(count) token\(count == 1 ? "" : "s") of \(skipped.count) other type\(skipped.count == 1 ? "" : "s") (\(kinds.prefix(8).joined(separator: ", "))\(kinds.count > 8 ? ", …" : "")): only motion is read",
            at: SourceLocation(file: files.first ?? "", line: 1, column: 1), rule: "skipped-tokens"))
      }
      if tokens.isEmpty && durations.isEmpty && !hasSequences
        && !diagnostics.contains(where: { $0.severity == .error })
      {
        diagnostics.append(nothingToDraw(entries, references: references, file: files.first ?? ""))
      }
    }
  }
}
