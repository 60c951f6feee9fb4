/// The cubic Bézier closest to a spring: what a format without springs (DTCG's `transition`, a
/// plain `cubic-bezier()`) can carry instead. A Bézier cannot swing more than once, so the fit is
/// an approximation and ``maximumError`` says how far from the spring it strays; exporters warn
/// with it.
public struct BezierStandIn: Hashable, Sendable {
  public let bezier: CubicBezier
  /// The duration the curve runs for: the spring's ``LinearEasing/duration`` (its settle).
  public let duration: Double
  /// The largest distance from the spring, as a fraction of the move.
  public let maximumError: Double

  /// Fits by least squares at 96 times with Nelder–Mead (x control points kept in 0…1, y in
  /// −2…3), from three starting curves; deterministic.
  public init(_ spring: Spring, initialVelocity: Double = 0, duration: Double) {
    let n = 96
    let times = (1..<n).map { Double($0) / Double(n) }
    let target = times.map { spring.value(target: 1, initialVelocity: initialVelocity, time: $0 * duration) }
    func curve(_ p: [Double]) -> CubicBezier {
      CubicBezier(unchecked: min(max(p[0], 0), 1), min(max(p[1], -2), 3), min(max(p[2], 0), 1), min(max(p[3], -2), 3))
    }
    func cost(_ p: [Double]) -> Double {
      let b = curve(p)
      var sum = 0.0
      for (t, y) in zip(times, target) { let d = b.progress(t) - y; sum += d * d }
      return sum
    }
    var best = [0.2, 0.8, 0.3, 1.0]
    for start in [[0.2, 0.8, 0.3, 1.0], [0.3, 1.4, 0.4, 1.0], [0.1, 0.5, 0.4, 1.0]] {
      let found = BezierStandIn.nelderMead(start, cost)
      if cost(found) < cost(best) { best = found }
    }
    // Rounded as printed (4 decimals), then measured.
    bezier = curve(best.map { LinearEasing.rounded($0, 4) })
    self.duration = duration
    var worst = 0.0
    for i in 0...2000 {
      let t = Double(i) / 2000
      worst = max(worst, abs(bezier.progress(t) - spring.value(target: 1, initialVelocity: initialVelocity, time: t * duration)))
    }
    maximumError = worst
  }

  /// A plain Nelder–Mead simplex search (reflection 1, expansion 2, contraction ½, shrink ½).
  static func nelderMead(_ start: [Double], _ f: ([Double]) -> Double, iterations: Int = 400) -> [Double] {
    let d = start.count
    var simplex = [start] + (0..<d).map { i -> [Double] in var p = start; p[i] += 0.1; return p }
    var values = simplex.map(f)
    for _ in 0..<iterations {
      let order = (0...d).sorted { values[$0] < values[$1] }
      simplex = order.map { simplex[$0] }
      values = order.map { values[$0] }
      if values[d] - values[0] < 1e-14 { break }
      let centroid = (0..<d).map { j in simplex[0..<d].reduce(0) { $0 + $1[j] } / Double(d) }
      func along(_ k: Double) -> [Double] { (0..<d).map { centroid[$0] + k * (simplex[d][$0] - centroid[$0]) } }
      let reflected = along(-1), fr = f(reflected)
      if fr < values[0] {
        let expanded = along(-2), fe = f(expanded)
        (simplex[d], values[d]) = fe < fr ? (expanded, fe) : (reflected, fr)
      } else if fr < values[d - 1] {
        (simplex[d], values[d]) = (reflected, fr)
      } else {
        let contracted = along(0.5), fc = f(contracted)
        if fc < values[d] {
          (simplex[d], values[d]) = (contracted, fc)
        } else {
          for i in 1...d {
            simplex[i] = (0..<d).map { simplex[0][$0] + 0.5 * (simplex[i][$0] - simplex[0][$0]) }
            values[i] = f(simplex[i])
          }
        }
      }
    }
    return simplex[(0...d).min { values[$0] < values[$1] }!]
  }
}
