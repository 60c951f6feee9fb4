import MotionSpecCore

/// `motion-tokens.css`: custom properties on `:root` — duration, delay and easing per token
/// (`linear()` for springs, `cubic-bezier()` for timing curves) — and a reduced-motion block.
enum CSSWriter: PlatformWriter {
  static func file(_ e: Exporter) -> String {
    var lines = Lines()
    let title = CommentText.lines([e.title(.css)])
    lines.add("/* " + title[0])
    lines.add(title.dropFirst().map { " * " + $0 })
    lines.add(" *")
    lines.add(Platform.css.conventions.map { " * - " + $0 })
    lines.add(" *")
    let names = prefixes(e.tokens)
    if let first = names.first {
      lines.add(" * Use:  transition: transform var(--\(first)-duration) var(--\(first)-easing) var(--\(first)-delay);")
    }
    lines.add(" */")
    lines.add(":root {")
    lines.nest { lines in
      for (i, (t, name)) in zip(e.tokens, names).enumerated() {
        if i > 0 { lines.add("") }
        var header = t.headerLines(.css)
        if let l = t.motion.linear { header.append(linearSummary(l)) }
        let text = CommentText.lines(header)
        lines.add("/* " + text.joined(separator: "\n" + String(repeating: "  ", count: lines.indent) + " * ") + " */")
        lines.add(declaration(t, prefix: name))
      }
      // Durations and instants: one time each (an instant is 0ms), clear of the tokens' properties.
      let taken = Set(
        names.flatMap { p in ["duration", "easing", "delay", "iteration-count", "direction"].map { "\(p)-\($0)" } })
      for (d, name) in DurationBlock(e.catalogue.durations, .css, spelling: .kebab, avoiding: taken).items {
        lines.add("")
        let text = CommentText.lines(DurationBlock.header(d))
        lines.add("/* " + text.joined(separator: "\n" + String(repeating: "  ", count: lines.indent) + " * ") + " */")
        lines.add("--\(name): \(formatNumber(d.seconds * 1000))ms;")
      }
    }
    lines.add("}")
    lines.add("")
    lines.add(
      "/* Reduced motion: each token's reduced-motion variant; a token without one arrives at its end state at once. */"
    )
    lines.add("@media (prefers-reduced-motion: reduce) {")
    lines.nest { lines in
      lines.add(":root {")
      lines.nest { lines in
        for (t, name) in zip(e.tokens, names) { lines.add(reducedDeclaration(t, prefix: name)) }
      }
      lines.add("}")
    }
    lines.add("}")
    CSSSequences.write(e.catalogue.sequences, tolerance: e.tolerance, into: &lines)
    return lines.joined
  }

  /// The token's custom properties under `prefers-reduced-motion: reduce`: its variant's, or
  /// no duration and no delay; a repeating token stops repeating.
  static func reducedDeclaration(_ t: ExportedToken, prefix: String) -> [String] {
    var out =
      t.reducedMotion.map { declaration($0, prefix: prefix) } ?? [
        "--\(prefix)-duration: 0s;", "--\(prefix)-delay: 0s;",
      ]
    if t.motion.repetition != .once && (t.reducedMotion?.repetition ?? .once) == .once {
      out += ["--\(prefix)-iteration-count: 1;", "--\(prefix)-direction: normal;"]
    }
    return out
  }

  /// "linear(): 31 stops, largest error 0.41 % of the move (asked: 0.5 %), runs 0.8123 s."
  static func linearSummary(_ l: LinearEasing) -> String {
    "linear(): \(l.stops.count) stops, largest error \(Limitations.percent(l.maximumError)) of the move (asked: \(Limitations.percent(l.tolerance))), runs \(Export.number(l.duration)) s."
  }

  /// Custom-property prefixes: the token's path in kebab case, unique within the file.
  static func prefixes(_ tokens: [ExportedToken]) -> [String] {
    Names.unique(tokens.map { prefix($0) }, separator: "-")
  }

  static func prefix(_ t: ExportedToken) -> String {
    (t.groupWords + [t.nameWords]).map(Names.kebab).joined(separator: "-")
  }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] { declaration(t, prefix: prefix(t)) }

  static func declaration(_ t: ExportedToken, prefix: String) -> [String] { declaration(t.motion, prefix: prefix) }

  /// The custom properties of `m`: duration, easing, delay (and repetition when it repeats).
  static func declaration(_ m: PlatformMotion, prefix: String) -> [String] {
    let css = CSSTiming(m)
    var out = [
      "--\(prefix)-duration: \(css.duration);", "--\(prefix)-easing: \(css.easing);",
      "--\(prefix)-delay: \(css.delay);",
    ]
    if m.repetition != .once {
      out += ["--\(prefix)-iteration-count: \(css.iterationCount);", "--\(prefix)-direction: \(css.direction);"]
    }
    return out
  }
}
