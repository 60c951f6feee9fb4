import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCore
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
      return "ζ \(Format.compact(s.dampingRatio, decimals: 3)), \(Format.seconds(metrics.duration, decimals: 3))"
    }
    if case .timing(let c) = token.animation.curve, let stops = c.easing.stops {
      return "linear() of \(stops.points.count) points, \(Format.seconds(c.duration, decimals: 3))"
    }
    if case .timing(let c) = token.animation.curve, let b = c.bezier {
      return
        "(\([b.x1, b.y1, b.x2, b.y2].map { Format.compact($0, decimals: 3) }.joined(separator: ", "))), \(Format.seconds(c.duration, decimals: 3))"
    }
    return "—"
  }

  func gap(_ row: CatalogueParity.Row) -> String {
    guard let d = row.largest, let (a, b) = row.between else { return "—" }
    if d.maximum < 0.0005 { return "none" }
    return "\(Format.percent(d.maximum)) at \(Format.seconds(d.time, decimals: 2)) (\(a + 1) ↔ \(b + 1))"
  }

  public func markdown() -> String {
    let code = MarkdownText.code, text = MarkdownText.cell
    var md = "## \(verdict)\n\n"
    md +=
      "Tokens are paired by name across the platforms' conventions (case, separators and leading group words such as motion or easing set aside). Two motions are the same when their positions never differ by more than \(Format.percent(parity.tolerance)) of the move.\n\n"
    for (k, label) in parity.labels.enumerated() { md += "\(k + 1). `\(code(label))`\n" }
    md += "\n| Token | " + parity.labels.indices.map { "\($0 + 1)" }.joined(separator: " | ") + " | Largest gap |\n"
    md += "|---|" + parity.labels.map { _ in "---|" }.joined() + "---:|\n"
    let sorted =
      parity.rows.filter(\.drifts) + parity.rows.filter { !$0.drifts && !$0.missing.isEmpty }
      + parity.rows.filter { !$0.drifts && $0.missing.isEmpty }
    for row in sorted {
      let name = row.tokens.compactMap { $0?.id }.first ?? row.name
      md += "| `\(code(name))` | " + row.tokens.map { text(cell($0)) }.joined(separator: " | ") + " | \(gap(row)) |\n"
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
