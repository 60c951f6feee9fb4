/// A tiny inline SVG of a token's position over time, for the comparison table, drawn from the
/// row's samples (the model computes them; this only draws).
package enum Sparkline {
  /// `ticks` (fractions of the span, ``ReportDocument/sparklineScale``) are marked along the
  /// bottom, so sparklines side by side read against one clock.
  package static func svg(_ samples: MotionSamples, ticks: [Double] = [], width: Double = 96, height: Double = 24)
    -> String
  {
    let values = samples.position
    guard values.count > 1 else { return "" }
    let lo = min(0, values.min()!), hi = max(1, values.max()!)
    let pad = 2.0
    func y(_ v: Double) -> Double { pad + (hi - v) / (hi - lo) * (height - 2 * pad) }
    var d = ""
    d.reserveCapacity(values.count * 12)
    for (i, v) in values.enumerated() {
      let x = pad + (width - 2 * pad) * Double(i) / Double(values.count - 1)
      d += (i == 0 ? "M" : "L") + tenths(x) + " " + tenths(y(v))
    }
    let target = tenths(y(1))
    let marks = ticks.map { "M" + tenths(pad + (width - 2 * pad) * $0) + " " + tenths(height) + "v-2.5" }.joined()
    return
      "<svg class=\"spark\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" width=\"\(Int(width))\" height=\"\(Int(height))\" aria-hidden=\"true\" focusable=\"false\">"
      + "<line x1=\"0\" x2=\"\(Int(width))\" y1=\"\(target)\" y2=\"\(target)\" class=\"spark-target\"/>"
      + (marks.isEmpty ? "" : "<path d=\"\(marks)\" class=\"spark-tick\"/>")
      + "<path d=\"\(d)\" class=\"spark-line\"/></svg>"
  }

  /// `x` with one decimal, rounded to the nearest tenth (ties to even): what `%.1f` writes for
  /// the coordinates of a sparkline, without Foundation's formatter.
  static func tenths(_ x: Double) -> String {
    let n = Int((x * 10).rounded(.toNearestOrEven))
    return (n < 0 ? "-" : "") + "\(abs(n) / 10).\(abs(n) % 10)"
  }
}
