/// The cubic Bézier closest to a spring: what a format without springs (DTCG's `transition`, a
/// plain `cubic-bezier()`) can carry instead. A Bézier cannot swing more than once, so the fit is
/// an approximation and ``maximumError`` says how far from the spring it strays; exporters warn
/// with it.
public struct BezierStandIn: Hashable, Sendable {
  /// The cubic Bézier closest to the spring.
  public let bezier: CubicBezier
  /// The duration the curve runs for: the spring's ``LinearEasing/duration`` (its settle).
  public let duration: Double
  /// The largest distance from the spring, as a fraction of the move.
  public let maximumError: Double

  /// Fits by least squares with Nelder–Mead (x control points kept in 0…1, y in −2…3), from the
  /// best of three starting curves; deterministic. The fit compares the curve's own points
  /// (x(s), y(s)) at 48 parameters with the spring tabulated at 1025 times, which needs no
  /// root-finding; the error is then measured with the curve's true progress at 500 times.
  public init(_ spring: Spring, initialVelocity: Double = 0, duration: Double) {
    let curve = spring.evaluator(target: 1, initialVelocity: initialVelocity)
    self.init(duration: duration, starts: BezierStandIn.springStarts) { curve($0 * duration).value }
  }

  /// Where the fit of a spring starts: three curves that rise fast and settle.
  static let springStarts: [SIMD4<Double>] = [
    SIMD4(0.2, 0.8, 0.3, 1.0), SIMD4(0.3, 1.4, 0.4, 1.0), SIMD4(0.1, 0.5, 0.4, 1.0),
  ]

  /// The cubic Bézier closest to any unit curve `unit` (progress at a fraction of `duration`) —
  /// a CSS `linear()` for the formats that carry only a `cubic-bezier()` — fitted and measured
  /// as a spring's is.
  public init(duration: Double, unit: (Double) -> Double) {
    let starts = BezierStandIn.springStarts + [SIMD4(0.42, 0, 0.58, 1), SIMD4(0.4, 0, 0.2, 1), SIMD4(0.42, 0, 1, 1)]
    self.init(duration: duration, starts: starts, unit: unit)
  }

  init(duration: Double, starts: [SIMD4<Double>], unit: (Double) -> Double) {
    let table = (0...1024).map { unit(Double($0) / 1024) }
    func target(_ u: Double) -> Double {
      let x = min(max(u, 0), 1) * 1024
      let i = min(Int(x), 1023)
      return table[i] + (table[i + 1] - table[i]) * (x - Double(i))
    }
    let parameters = (1..<48).map { Double($0) / 48 }
    func clamped(_ p: SIMD4<Double>) -> SIMD4<Double> {
      SIMD4(min(max(p[0], 0), 1), min(max(p[1], -2), 3), min(max(p[2], 0), 1), min(max(p[3], -2), 3))
    }
    func cost(_ p: SIMD4<Double>) -> Double {
      let q = clamped(p)
      var sum = 0.0
      for s in parameters {
        let r = 1 - s
        let x = 3 * r * r * s * q[0] + 3 * r * s * s * q[2] + s * s * s
        let y = 3 * r * r * s * q[1] + 3 * r * s * s * q[3] + s * s * s
        let d = y - target(x)
        sum += d * d
      }
      return sum
    }
    let start = starts.min { cost($0) < cost($1) }!
    let best = clamped(BezierStandIn.nelderMead(start, cost, iterations: 300))
    // Rounded as printed (4 decimals), then measured.
    let p = (0..<4).map { LinearEasing.rounded(best[$0], 4) }
    bezier = CubicBezier(unchecked: p[0], p[1], p[2], p[3])
    self.duration = duration
    var worst = 0.0
    for i in 0...500 {
      let u = Double(i) / 500
      worst = max(worst, abs(bezier.progress(u) - unit(u)))
    }
    maximumError = worst
  }

  /// Whether this stand-in can be what ``init(_:initialVelocity:duration:)`` gives for `spring`
  /// over `duration`, checked at 21 of the 501 times it was measured at (a cache holds stand-ins
  /// computed earlier, and a cache file can be damaged or forged): its control points are in the
  /// fit's ranges, its duration is `duration`, and it is no farther from the spring there than the
  /// error it states.
  public func fits(_ spring: Spring, initialVelocity: Double, duration: Double) -> Bool {
    let points = [bezier.x1, bezier.y1, bezier.x2, bezier.y2]
    guard self.duration == duration, points.allSatisfy({ $0.isFinite }), (0...1).contains(bezier.x1),
      (0...1).contains(bezier.x2), (-2...3).contains(bezier.y1), (-2...3).contains(bezier.y2),
      maximumError.isFinite, maximumError >= 0
    else { return false }
    let curve = spring.evaluator(target: 1, initialVelocity: initialVelocity)
    for i in stride(from: 0, through: 500, by: 25) {
      let u = Double(i) / 500
      if abs(bezier.progress(u) - curve(u * duration).value) > maximumError + 1e-12 { return false }
    }
    return true
  }

  /// A plain Nelder–Mead simplex search (reflection 1, expansion 2, contraction ½, shrink ½) in
  /// four dimensions, each point a SIMD vector (lane by lane, the arithmetic of a scalar loop).
  static func nelderMead(_ start: SIMD4<Double>, _ f: (SIMD4<Double>) -> Double, iterations: Int = 400) -> SIMD4<Double>
  {
    let d = 4
    var simplex =
      [start]
      + (0..<d).map { i -> SIMD4<Double> in
        var p = start
        p[i] += 0.1
        return p
      }
    var values = simplex.map(f)
    for _ in 0..<iterations {
      let order = (0...d).sorted { values[$0] < values[$1] }
      simplex = order.map { simplex[$0] }
      values = order.map { values[$0] }
      if values[d] - values[0] < 1e-14 { break }
      var centroid = SIMD4<Double>(repeating: 0)
      for i in 0..<d { centroid += simplex[i] }
      centroid /= Double(d)
      func along(_ k: Double) -> SIMD4<Double> { centroid + k * (simplex[d] - centroid) }
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
            simplex[i] = simplex[0] + 0.5 * (simplex[i] - simplex[0])
            values[i] = f(simplex[i])
          }
        }
      }
    }
    return simplex[(0...d).min { values[$0] < values[$1] }!]
  }
}

#if !hasFeature(Embedded)
  extension BezierStandIn: Codable {}
#endif
