import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures
import MotionSpecFiles
import ReportDrawing
import ReportModel

/// The design-review view of a ``CatalogueDrift`` (`motionspec diff DESIGN CODE --match …`): a
/// Markdown summary with a design-against-code chart per drifting curve, or the same facts as
/// JSON.
public struct DriftReport: Sendable {
  public let drift: CatalogueDrift
  public let designName: String
  public let codeName: String
  /// The most charts drawn (the drifting curves first in design order); the table lists all.
  public static let chartLimit = 24

  public init(drift: CatalogueDrift, designName: String, codeName: String) {
    self.drift = drift
    self.designName = designName
    self.codeName = codeName
  }

  var designCount: Int { drift.entries.filter { $0.design != nil }.count }

  /// The one-line verdict.
  public var verdict: String {
    let drifted = drift.entries(.drifted).count, missing = drift.entries(.missing).count
    guard drifted + missing > 0 else {
      return
        "Design and code agree: all \(designCount) design curve\(designCount == 1 ? "" : "s") \(designCount == 1 ? "is" : "are") in the code."
    }
    var parts: [String] = []
    if drifted > 0 {
      parts.append(
        drift.match == .physics
          ? "\(drifted) of \(designCount) design curve\(designCount == 1 ? " has" : "s have") no match in the code"
          : "\(drifted) of \(designCount) design token\(designCount == 1 ? "" : "s") move\(drifted == 1 ? "s" : "") differently in the code"
      )
    }
    if missing > 0 { parts.append("\(missing) \(missing == 1 ? "is" : "are") missing from the code") }
    return "Design ↔ code drift: " + parts.joined(separator: "; ") + "."
  }

  /// The gap between two motions in words: `4.1 % of the move at 0.12 s`.
  func gap(_ d: MotionDifference?) -> String {
    guard let d else { return "—" }
    if d.maximum < 0.0005 { return "none" }
    return "\(Format.percent(d.maximum)) at \(Format.time(d.time))"
  }

  func duration(_ token: Token?) -> String {
    guard let token else { return "—" }
    return Format.time(AnimationMetrics(token.animation, MotionConditions()).duration)
  }

  // MARK: - Markdown

  public func markdown(charts: [Int: String], imageBaseURL: String? = nil) -> String {
    func url(_ path: String) -> String {
      guard let base = imageBaseURL, !base.isEmpty else { return path }
      return (base.hasSuffix("/") ? base : base + "/") + path
    }
    let code = MarkdownText.code, cell = MarkdownText.cell, text = MarkdownText.text, alt = MarkdownText.alt
    var md = "## \(verdict)\n\n"
    let pairing =
      drift.match == .physics
      ? "each design curve is paired with the code token that moves most like it, names aside"
      : "tokens are paired by name (case, separators and leading group words such as motion or easing set aside)"
    md +=
      "Design `\(code(designName))` against code `\(code(codeName))`: \(pairing). Two motions are the same when their positions never differ by more than \(Format.percent(drift.tolerance)) of the move.\n\n"
    let drifted = drift.entries.enumerated().filter { $0.element.kind == .drifted }
    if !drifted.isEmpty {
      md +=
        drift.match == .physics
        ? "### Design curves the code does not have\n\n" : "### Tokens that move differently\n\n"
      md +=
        "| Design token | Design | \(drift.match == .physics ? "Nearest code token" : "Code token") | Code | Largest gap | Duration, design → code |\n"
      md += "|---|---|---|---|---:|---|\n"
      for (_, e) in drifted {
        let d = e.design!
        md +=
          "| `\(cell(code(d.id)))` | `\(cell(code(d.animation.swiftUI)))` | "
          + (e.code.map { "`\(cell(code($0.id)))` | `\(cell(code($0.animation.swiftUI)))`" } ?? "— | —")
          + " | \(gap(e.difference)) | \(duration(d)) → \(duration(e.code)) |\n"
      }
      md += "\n"
      for (index, e) in drifted {
        guard let chart = charts[index], let c = e.code else { continue }
        let d = e.design!
        md += "#### `\(code(d.id))` ↔ `\(code(c.id))`\n\n"
        if d.description != nil { md += text(d.shownDescription) + "\n\n" }
        md += "![\(alt(d.id)) in the design, dashed, and \(alt(c.id)) in the code, solid](\(url(chart)))\n\n"
      }
    }
    let missing = drift.entries(.missing)
    if !missing.isEmpty {
      md += "### Design tokens with no code token of their name\n\n"
      md += missing.map { "- `\(code($0.design!.id))`: `\(code($0.design!.animation.swiftUI))`" }.joined(
        separator: "\n")
      md += "\n\n"
    }
    let matched = drift.entries(.matched)
    if !matched.isEmpty {
      md += "### In both (\(matched.count))\n\n"
      md += "| Design token | Code token | Largest gap |\n|---|---|---:|\n"
      for e in matched {
        md += "| `\(cell(code(e.design!.id)))` | `\(cell(code(e.code!.id)))` | \(gap(e.difference)) |\n"
      }
      md += "\n"
    }
    let unused = drift.entries(.unused)
    if !unused.isEmpty {
      md += "### Code tokens no design \(drift.match == .physics ? "curve" : "token") uses (\(unused.count))\n\n"
      md += unused.map { "`\(code($0.code!.id))`" }.joined(separator: ", ") + "\n"
    }
    return md
  }

  // MARK: - JSON

  public func json() throws -> String {
    func side(_ t: Token?) -> Any {
      guard let t else { return NSNull() }
      return [
        "id": t.id, "swiftUI": t.animation.swiftUI, "definition": t.definition,
        "duration": AnimationMetrics(t.animation, MotionConditions()).duration,
      ]
    }
    let entries = drift.entries.map { e -> [String: Any] in
      [
        "kind": e.kind.rawValue, "design": side(e.design), "code": side(e.code),
        "difference": e.difference.map { ["maximum": $0.maximum, "time": $0.time] as [String: Any] } ?? NSNull(),
      ]
    }
    let object: [String: Any] = [
      "design": designName, "code": codeName, "match": drift.match.rawValue, "tolerance": drift.tolerance,
      "verdict": verdict, "drift": drift.hasDrift, "entries": entries,
      "counts": Dictionary(
        uniqueKeysWithValues: CatalogueDrift.Kind.allCases.map { ($0.rawValue, drift.entries($0).count) }),
    ]
    return String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
      as: UTF8.self)
  }

  /// Writes `summary.md` and `charts/` (a chart per drifting pair, up to ``chartLimit``) into
  /// `directory`, replaced atomically; returns the Markdown.
  public func write(to directory: String, theme: Theme = .light, imageBaseURL: String? = nil) throws -> String {
    try OutputDirectory.writing(directory, what: "the drift summary") { output in
      var charts: [Int: String] = [:]
      let drawing = try Drawing()
      var slugger = Slugger()
      for (index, e) in drift.entries.enumerated() where e.kind == .drifted && charts.count < Self.chartLimit {
        guard let design = e.design, let code = e.code else { continue }
        let entry = CatalogueDiff.Entry(kind: .changed, before: design, after: code)
        guard
          let figure = BeforeAfterCharts.figure(
            entry, epsilon: 0.001, sides: ("design", "code"), title: "\(design.id) ↔ \(code.id)")
        else { continue }
        let base = "drift-" + slugger.slug(design.id)
        let files = try drawing.files(of: figure, theme: theme)
        try output.put(files.png, at: "charts/\(base).png")
        try output.put(files.svg, at: "charts/\(base).svg")
        charts[index] = "charts/\(base).png"
      }
      let md = markdown(charts: charts, imageBaseURL: imageBaseURL)
      try output.put(Array(md.utf8), at: "summary.md")
      return md
    }
  }
}
