import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures
import MotionSpecFiles
import ReportCache
import ReportDrawing
import ReportModel

/// The pull-request view of a ``CatalogueDiff``: a Markdown summary with before/after charts, or
/// the same facts as JSON.
public struct DiffReport: Sendable {
  public let diff: CatalogueDiff
  public let baseName: String
  public let headName: String
  public let epsilon: Double

  public init(diff: CatalogueDiff, baseName: String, headName: String, epsilon: Double = 0.001) {
    self.diff = diff
    self.baseName = baseName
    self.headName = headName
    self.epsilon = epsilon
  }

  /// The numbers compared for each token, in table order. A spring's response is its duration
  /// (SwiftUI's `duration` and `response` are one getter), so it is named once, as Duration.
  enum Metric: String, CaseIterable, Sendable {
    case duration, bounce, dampingFraction, settlingTime, overshoot, peakTime

    /// The spec's word for it (``SpecWords``).
    var title: String {
      switch self {
      case .duration: SpecWords.Column.duration.longTitle
      case .bounce: SpecWords.Column.bounce.longTitle
      case .dampingFraction: SpecWords.Column.dampingFraction.longTitle
      case .settlingTime: SpecWords.Column.settlesExact.longTitle
      case .overshoot: SpecWords.Column.overshoot.longTitle
      case .peakTime: SpecWords.Column.peak.longTitle
      }
    }

    /// The figure as the table shows it; a settle that never comes reads "never".
    func format(_ v: Double?) -> String {
      guard let v else { return SpecWords.none }
      switch self {
      case .settlingTime where !v.isFinite: return "never"
      case .overshoot: return Format.percent(v)
      case .bounce, .dampingFraction: return Format.compact(v, decimals: 2)
      case .duration, .settlingTime, .peakTime: return Format.time(v)
      }
    }

    /// The change from `a` to `b`, in parentheses, or nothing when it is below the table's precision.
    func delta(_ a: Double?, _ b: Double?) -> String {
      guard let a, let b, a.isFinite, b.isFinite else { return "" }
      let d = b - a
      if abs(d) < 5e-4 * max(1, abs(a)) { return "" }
      let text: String
      switch self {
      case .overshoot: text = (d > 0 ? "+" : "") + Format.number(d * 100, decimals: 1) + " pp"
      case .bounce, .dampingFraction: text = (d > 0 ? "+" : "") + Format.compact(d, decimals: 2)
      case .duration, .settlingTime, .peakTime: text = Format.timeChange(d)
      }
      return " (" + text + ")"
    }
  }

  /// The metric values of a token (absent where they do not apply), from its ``AnimationMetrics``.
  func values(_ token: Token?) -> [Metric: Double] {
    guard let token else { return [:] }
    let m = AnimationMetrics(token.animation, MotionConditions(epsilon: epsilon))
    var out: [Metric: Double] = [.duration: m.duration]
    if m.spring != nil || m.overshoot > 0 { out[.overshoot] = m.overshoot }
    out[.settlingTime] = m.settling.exact ?? .infinity
    out[.peakTime] = m.peakTime
    if let s = m.spring {
      out[.bounce] = s.bounce
      out[.dampingFraction] = s.dampingRatio
    }
    return out
  }

  /// A token's motion as code, with what it is an alias of and how it repeats.
  func spelled(_ token: Token) -> String {
    "`\(code(token.animation.swiftUI))`" + (token.aliasOf.map { " (alias of `\(code($0))`)" } ?? "")
      + (token.animation.repetition.summary.map { " — \($0)" } ?? "")
  }

  /// The one-line verdict.
  public var verdict: String {
    if diff.isEmpty { return "No motion token changed." }
    var parts: [String] = []
    for kind in CatalogueDiff.Kind.allCases {
      let n = diff.count(kind)
      if n > 0 { parts.append("\(n) \(kind.rawValue)") }
    }
    let lint = diff.lintAppeared.count + diff.lintDisappeared.count
    if lint > 0 { parts.append("lint +\(diff.lintAppeared.count)/−\(diff.lintDisappeared.count)") }
    return "Motion tokens: " + parts.joined(separator: ", ") + "."
  }

  // MARK: - Markdown

  /// GitHub-flavoured Markdown; `charts` and `animations` map token ids to image paths relative
  /// to the summary, which `imageBaseURL` (when given) turns into absolute addresses.
  public func markdown(
    charts: [String: String], overview: String?, animations: [String: String] = [:],
    sequenceCharts: [String: String] = [:], imageBaseURL: String? = nil
  ) -> String {
    func url(_ path: String) -> String {
      guard let base = imageBaseURL, !base.isEmpty else { return path }
      return (base.hasSuffix("/") ? base : base + "/") + path
    }
    var md = "## \(verdict)\n\n"
    if diff.isEmpty { return md + "`\(code(baseName))` and `\(code(headName))` define the same motion.\n" }
    md += "Comparing `\(code(baseName))` → `\(code(headName))`.\n\n"
    if let overview { md += "![Every changed token, before dashed and after solid](\(url(overview)))\n\n" }
    let table = diff.entries.filter { $0.kind != .edited }
    if !table.isEmpty {
      md += "| Token | Change | " + Metric.allCases.map(\.title).joined(separator: " | ") + " |\n"
      md += "|---|---|" + String(repeating: "---:|", count: Metric.allCases.count) + "\n"
      for entry in table {
        let before = values(entry.before), after = values(entry.after)
        let name = entry.kind == .renamed ? "`\(code(entry.before!.id))` → `\(code(entry.id))`" : "`\(code(entry.id))`"
        let cells = Metric.allCases.map { m -> String in
          switch entry.kind {
          case .added: return m.format(after[m])
          case .removed: return m.format(before[m])
          default:
            let a = m.format(before[m]), b = m.format(after[m])
            return a == b ? b : "\(a) → \(b)\(m.delta(before[m], after[m]))"
          }
        }
        md += "| \(cell(name)) | \(entry.kind.rawValue) | " + cells.map(cell).joined(separator: " | ") + " |\n"
      }
      md += "\n"
    }
    for entry in diff.entries
    where entry.kind == .changed || entry.kind == .added || entry.kind == .removed || entry.kind == .renamed {
      md +=
        "### `\(code(entry.id))`\(entry.kind == .added ? " (added)" : entry.kind == .removed ? " (removed)" : "")\n\n"
      if let b = entry.before, entry.kind == .changed {
        md += spelled(b) + " → " + spelled(entry.after!) + "\n\n"
      } else if entry.kind == .removed, let b = entry.before {
        md += spelled(b) + "\n\n"
      } else if let a = entry.after {
        md +=
          spelled(a) + (entry.kind == .renamed ? " (renamed from `\(code(entry.before!.id))`, same motion)" : "")
          + "\n\n"
      }
      if let chart = charts[entry.id] {
        let sides =
          entry.kind == .added
          ? "after only (added)" : entry.kind == .removed ? "before only (removed)" : "before and after"
        md += "![\(alt(entry.id)) \(sides)](\(url(chart)))\n\n"
      }
      if let animation = animations[entry.id] {
        md +=
          "![\(alt(entry.id)) before and after, moving: before hollow and dashed, after solid](\(url(animation)))\n\n"
      }
    }
    let timed = diff.durations.filter { $0.kind != .edited }
    if !timed.isEmpty {
      md += "### Durations\n\n| Token | Change | Before | After |\n|---|---|---:|---:|\n"
      for entry in timed {
        let before = entry.before.map(time) ?? "—", after = entry.after.map(time) ?? "—"
        let change =
          entry.kind == .changed
          ? Metric.duration.delta(entry.before?.seconds, entry.after?.seconds) : ""
        md +=
          "| `\(code(entry.id))` | \(entry.kind.rawValue) | \(cell(before)) | \(cell(after + change)) |\n"
      }
      md += "\n"
    }
    let sequences = diff.sequences.filter { $0.kind != .edited }
    if !sequences.isEmpty {
      md += "### Sequences\n\n| Sequence | Change | Duration | Tracks |\n|---|---|---:|---|\n"
      for entry in sequences {
        let before = entry.before.map { sequenceFacts($0.sequence) },
          after = entry.after.map { sequenceFacts($0.sequence) }
        let duration: String
        let tracks: String
        switch (before, after) {
        case (let b?, let a?):
          duration =
            b.duration == a.duration
            ? a.duration
            : "\(b.duration) → \(a.duration)"
              + Metric.duration.delta(entry.before?.sequence.duration, entry.after?.sequence.duration)
          tracks = b.tracks == a.tracks ? a.tracks : "\(b.tracks) → \(a.tracks)"
        case (let one?, nil), (nil, let one?):
          duration = one.duration
          tracks = one.tracks
        case (nil, nil):
          duration = "—"
          tracks = "—"
        }
        md += "| `\(code(entry.id))` | \(entry.kind.rawValue) | \(cell(duration)) | \(cell(tracks)) |\n"
      }
      md += "\n"
      for entry in sequences {
        guard let chart = sequenceCharts[entry.id] else { continue }
        let sides =
          entry.kind == .added
          ? "after only (added)" : entry.kind == .removed ? "as it was (removed)" : "before and after"
        md += "![Timeline of \(alt(entry.id)), \(sides)](\(url(chart)))\n\n"
      }
    }
    let edited =
      diff.entries.filter { $0.kind == .edited }.map(\.id) + diff.durations.filter { $0.kind == .edited }.map(\.id)
      + diff.sequences.filter { $0.kind == .edited }.map(\.id)
    if !edited.isEmpty {
      md += "**Edited without changing motion:** " + edited.map { "`\(code($0))`" }.joined(separator: ", ") + "\n\n"
    }
    if !diff.lintAppeared.isEmpty || !diff.lintDisappeared.isEmpty {
      md += "### Lint\n\n"
      for f in diff.lintAppeared {
        md += "- ➕ \(f.severity.rawValue) `\(f.rule)` on `\(code(f.token))`: \(text(f.message))\n"
      }
      for f in diff.lintDisappeared {
        md += "- ➖ \(f.severity.rawValue) `\(f.rule)` on `\(code(f.token))`: \(text(f.message))\n"
      }
      md += "\n"
    }
    return md
  }

  /// A sequence's length and tracks as the table shows them ("0.620 s", "position, opacity · 6 × 40 ms").
  func sequenceFacts(_ s: MotionSequence) -> (duration: String, tracks: String) {
    let tracks = s.tracks.map(\.property.rawValue).joined(separator: ", ")
    let stagger = s.stagger.map { " · stagger \($0.count) × \(Format.time($0.interval))" } ?? ""
    return (Format.time(s.duration), tracks + stagger)
  }

  /// A duration's time as the table shows it (`150 ms`, `instant`).
  func time(_ d: DurationToken) -> String {
    d.kind == .instant ? "instant" : Format.time(d.seconds)
  }

  // Every piece of catalogue text in summary.md passes one of ``MarkdownText``'s encoders.
  func flat(_ s: String) -> String { MarkdownText.flat(s) }
  func code(_ s: String) -> String { MarkdownText.code(s) }
  func cell(_ s: String) -> String { MarkdownText.cell(s) }
  func text(_ s: String) -> String { MarkdownText.text(s) }
  func alt(_ s: String) -> String { MarkdownText.alt(s) }

  // MARK: - JSON

  /// The facts as JSON (keys sorted).
  public func json() throws -> String {
    func finding(_ f: Finding) -> [String: Any] {
      ["rule": f.rule, "severity": f.severity.rawValue, "token": f.token, "message": f.message]
    }
    let entries = diff.entries.map { e -> [String: Any] in
      var o: [String: Any] = ["token": e.id, "change": e.kind.rawValue]
      func side(_ t: Token) -> [String: Any] {
        [
          "definition": t.definition, "swiftUI": t.animation.swiftUI, "id": t.id, "aliasOf": t.aliasOf ?? NSNull(),
          "repeats": t.animation.repetition.summary ?? NSNull(),
          "metrics": Dictionary(
            uniqueKeysWithValues: values(t).map { ($0.key.rawValue, $0.value.isFinite ? $0.value as Any : NSNull()) }),
        ]
      }
      if let b = e.before { o["before"] = side(b) }
      if let a = e.after { o["after"] = side(a) }
      return o
    }
    let durations = diff.durations.map { e -> [String: Any] in
      var o: [String: Any] = ["token": e.id, "change": e.kind.rawValue]
      func side(_ d: DurationToken) -> [String: Any] {
        [
          "id": d.id, "kind": d.kind.rawValue, "seconds": d.seconds, "definition": d.definition,
          "aliasOf": d.aliasOf ?? NSNull(),
        ]
      }
      if let b = e.before { o["before"] = side(b) }
      if let a = e.after { o["after"] = side(a) }
      return o
    }
    let sequences = diff.sequences.map { e -> [String: Any] in
      var o: [String: Any] = ["sequence": e.id, "change": e.kind.rawValue]
      func side(_ t: SequenceToken) -> [String: Any] {
        let s = t.sequence
        return [
          "id": t.id, "duration": s.duration, "elementDuration": s.elementDuration,
          "tracks": s.tracks.map { track -> [String: Any] in
            [
              "property": track.property.rawValue, "from": track.initialValue,
              "keyframes": track.keyframes.map(KeyframeExpression.swiftUI), "duration": track.timeline.duration,
            ]
          },
          "stagger": s.stagger.map {
            ["count": $0.count, "interval": $0.interval, "order": $0.order.rawValue] as [String: Any]
          }
            ?? NSNull(),
          "then": t.chain,
        ]
      }
      if let b = e.before { o["before"] = side(b) }
      if let a = e.after { o["after"] = side(a) }
      return o
    }
    let object: [String: Any] = [
      "base": baseName, "head": headName, "verdict": verdict, "changes": entries, "durations": durations,
      "sequences": sequences,
      "counts": Dictionary(uniqueKeysWithValues: CatalogueDiff.Kind.allCases.map { ($0.rawValue, diff.count($0)) }),
      "lint": ["appeared": diff.lintAppeared.map(finding), "disappeared": diff.lintDisappeared.map(finding)],
    ]
    return String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
      as: UTF8.self)
  }

  /// Writes `summary.md` and `charts/` into `directory` (replaced atomically); no charts when
  /// nothing changed. With `animate`, each changed token also gets `charts/…​.gif` (see
  /// ``DiffAnimation``). `imageBaseURL` prefixes the images' paths in the summary, for a comment
  /// whose images are published elsewhere. Returns the Markdown.
  public func write(to directory: String, theme: Theme = .light, animate: Bool = false, imageBaseURL: String? = nil)
    throws -> String
  {
    try OutputDirectory.writing(directory, what: "the diff") { output in
      var charts: [String: String] = [:]
      var overview: String?
      let drawing = try Drawing()
      var slugger = Slugger()
      func save(_ figure: Figure, _ base: String) throws -> String {
        let files = try drawing.files(of: figure, theme: theme)
        try output.put(files.png, at: "charts/\(base).png")
        try output.put(files.svg, at: "charts/\(base).svg")
        return "charts/\(base).png"
      }
      var animations: [String: String] = [:]
      if let figure = BeforeAfterCharts.overview(diff, epsilon: epsilon) { overview = try save(figure, "overview") }
      for entry in diff.entries where entry.kind == .changed || entry.kind == .added || entry.kind == .removed {
        let base = ChartID.token(slugger.slug(entry.id)).fileBase
        if let figure = BeforeAfterCharts.figure(entry, epsilon: epsilon) { charts[entry.id] = try save(figure, base) }
        if animate, entry.kind == .changed, let gif = try drawing.animation(of: entry, epsilon: epsilon, theme: theme) {
          try output.put(gif, at: "charts/\(base).gif")
          animations[entry.id] = "charts/\(base).gif"
        }
      }
      var sequenceCharts: [String: String] = [:]
      var sequenceSlugs = Slugger()
      for entry in diff.sequences where entry.kind != .edited {
        let base = ChartID.sequence(sequenceSlugs.slug(entry.id)).fileBase
        if let figure = BeforeAfterCharts.timeline(entry) { sequenceCharts[entry.id] = try save(figure, base) }
      }
      let md = markdown(
        charts: charts, overview: overview, animations: animations, sequenceCharts: sequenceCharts,
        imageBaseURL: imageBaseURL)
      try output.put(Array(md.utf8), at: "summary.md")
      return md
    }
  }
}
