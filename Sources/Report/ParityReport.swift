import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures
import MotionSpecFiles
import ReportDrawing
import ReportModel

/// The platform-parity view of a ``CatalogueParity`` (`motionspec diff ios/ android/ web/
/// --match names`): one row per token name with each platform's motion, the largest difference
/// between any two, and where it is missing; Markdown or JSON.
public struct ParityReport: Sendable {
  public let parity: CatalogueParity

  public init(parity: CatalogueParity) { self.parity = parity }

  /// The one-line verdict.
  public var verdict: String {
    let drifting = parity.drifting.count, incomplete = parity.incomplete.count, all = parity.rows.count
    guard drifting + incomplete > 0 else {
      return "Platforms agree: all \(all) token\(all == 1 ? "" : "s") move alike on all \(parity.labels.count)."
    }
    var parts: [String] = []
    if drifting > 0 {
      parts.append("\(drifting) of \(all) token\(all == 1 ? "" : "s") move\(drifting == 1 ? "s" : "") differently")
    }
    if incomplete > 0 {
      parts.append("\(incomplete) \(incomplete == 1 ? "is" : "are") missing on a platform")
    }
    return "Platform parity: " + parts.joined(separator: "; ") + "."
  }

  /// A motion in a table cell: its duration and, for a spring, its damping fraction and bounce.
  func cell(_ token: Token?) -> String {
    guard let token else { return "missing" }
    let metrics = AnimationMetrics(token.animation, MotionConditions())
    if let s = token.animation.spring {
      return "ζ \(Format.compact(s.dampingRatio, decimals: 3)), \(Format.time(metrics.duration))"
    }
    if case .timing(let c) = token.animation.curve, let stops = c.easing.stops {
      return "linear() of \(stops.points.count) points, \(Format.time(c.duration))"
    }
    if case .timing(let c) = token.animation.curve, let b = c.bezier {
      return
        "(\([b.x1, b.y1, b.x2, b.y2].map { Format.compact($0, decimals: 3) }.joined(separator: ", "))), \(Format.time(c.duration))"
    }
    return "—"
  }

  func gap(_ row: CatalogueParity.Row) -> String {
    guard let d = row.largest, let (a, b) = row.between else { return "—" }
    if d.maximum < 0.0005 { return "none" }
    return "\(Format.percent(d.maximum)) at \(Format.time(d.time)) (\(a + 1) ↔ \(b + 1))"
  }

  /// The rows that move differently, first, then those missing somewhere, then the rest.
  var sortedRows: [CatalogueParity.Row] {
    parity.rows.filter(\.drifts) + parity.rows.filter { !$0.drifts && !$0.missing.isEmpty }
      + parity.rows.filter { !$0.drifts && $0.missing.isEmpty }
  }

  /// The overlay of one row: each platform's motion, named by its number and catalogue.
  func figure(_ row: CatalogueParity.Row, name: String) -> Figure? {
    let tokens = row.tokens.enumerated().compactMap { k, t -> Token? in
      t.map { Token(path: ["\(k + 1). \(parity.labels[k])"], definition: $0.definition, animation: $0.animation) }
    }
    guard tokens.count >= 2, var figure = try? ChartKind.overlay.figure(tokens) else { return nil }
    figure.title = "\(name) on \(tokens.count) platforms"
    return figure
  }

  /// Writes `summary.md` and `charts/` (an overlay per token that moves differently, up to
  /// ``DriftReport/chartLimit``) into `directory`, replaced atomically; returns the Markdown.
  public func write(to directory: String, theme: Theme = .light, imageBaseURL: String? = nil) throws -> String {
    try OutputDirectory.writing(directory, what: "the parity summary") { output in
      var charts: [String: String] = [:]
      let drawing = try Drawing()
      var slugger = Slugger()
      for row in parity.drifting.prefix(DriftReport.chartLimit) {
        let name = row.tokens.compactMap { $0?.id }.first ?? row.name
        guard let figure = figure(row, name: name) else { continue }
        let base = "parity-" + slugger.slug(name)
        let files = try drawing.files(of: figure, theme: theme)
        try output.put(files.png, at: "charts/\(base).png")
        try output.put(files.svg, at: "charts/\(base).svg")
        charts[row.name] = "charts/\(base).png"
      }
      let md = markdown(charts: charts, imageBaseURL: imageBaseURL)
      try output.put(Array(md.utf8), at: "summary.md")
      return md
    }
  }

  public func markdown(charts: [String: String] = [:], imageBaseURL: String? = nil) -> String {
    func url(_ path: String) -> String {
      guard let base = imageBaseURL, !base.isEmpty else { return path }
      return (base.hasSuffix("/") ? base : base + "/") + path
    }
    let code = MarkdownText.code, text = MarkdownText.cell, alt = MarkdownText.alt
    var md = "## \(verdict)\n\n"
    md +=
      "Tokens are paired by name across the platforms' conventions (case, separators and leading group words such as motion or easing set aside). Two motions are the same when their positions never differ by more than \(Format.percent(parity.tolerance)) of the move.\n\n"
    for (k, label) in parity.labels.enumerated() { md += "\(k + 1). `\(code(label))`\n" }
    md += "\n| Token | " + parity.labels.indices.map { "\($0 + 1)" }.joined(separator: " | ") + " | Largest gap |\n"
    md += "|---|" + parity.labels.map { _ in "---|" }.joined() + "---:|\n"
    for row in sortedRows {
      let name = row.tokens.compactMap { $0?.id }.first ?? row.name
      md += "| `\(code(name))` | " + row.tokens.map { text(cell($0)) }.joined(separator: " | ") + " | \(gap(row)) |\n"
    }
    for row in parity.drifting {
      guard let chart = charts[row.name] else { continue }
      let name = row.tokens.compactMap { $0?.id }.first ?? row.name
      md += "\n#### `\(code(name))`\n\n"
      md += "![\(alt(name)) on each platform, position and velocity over time](\(url(chart)))\n"
    }
    return md
  }

  public func json() throws -> String {
    let rows: [[String: Any]] = parity.rows.map { row in
      [
        "name": row.name,
        "tokens": row.tokens.map { t -> Any in
          guard let t else { return NSNull() }
          return ["id": t.id, "definition": t.definition]
        },
        "largestGap": row.largest.map { $0.maximum } as Any? ?? NSNull(),
        "drifts": row.drifts, "missingIn": row.missing.map { parity.labels[$0] },
      ]
    }
    let object: [String: Any] = [
      "catalogues": parity.labels, "tolerance": parity.tolerance, "verdict": verdict, "rows": rows,
    ]
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }
}
