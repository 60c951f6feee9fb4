import Foundation
import Motion

/// A tiny inline SVG of a token's position over time, for the comparison table.
enum Sparkline {
  static func svg(_ a: Animation, until end: Double, width: Double = 96, height: Double = 24) -> String {
    let n = 48
    var lo = 0.0, hi = 1.0
    var values: [Double] = []
    for i in 0...n {
      let v = a.value(target: 1, initialVelocity: 0, time: end * Double(i) / Double(n))
      values.append(v)
      lo = min(lo, v)
      hi = max(hi, v)
    }
    let pad = 2.0
    func y(_ v: Double) -> Double { pad + (hi - v) / (hi - lo) * (height - 2 * pad) }
    var d = ""
    for (i, v) in values.enumerated() {
      let x = pad + (width - 2 * pad) * Double(i) / Double(n)
      d += (i == 0 ? "M" : "L") + String(format: "%.1f %.1f", x, y(v))
    }
    let target = String(format: "%.1f", y(1))
    return "<svg class=\"spark\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" width=\"\(Int(width))\" height=\"\(Int(height))\" aria-hidden=\"true\">"
      + "<line x1=\"0\" x2=\"\(Int(width))\" y1=\"\(target)\" y2=\"\(target)\" class=\"spark-target\"/>"
      + "<path d=\"\(d)\" class=\"spark-line\"/></svg>"
  }
}
