extension CubicBezier {
  /// A point of the unit curve: a time fraction and the progress (or slope) there.
  public struct Point: Hashable, Sendable {
    /// The time fraction, 0…1.
    public var time: Double
    /// The progress (or slope) at that time.
    public var value: Double
  }

  /// Parameters u in [0, 1] where progress y(u) turns (dy/du = 0), with both ends, in order.
  private var progressTurns: [Double] {
    // dy/du = 3a·u² + 2b·u + c.
    let a = 3 * ay, b = 2 * by, c = cy
    var roots: [Double] = []
    if abs(a) < 1e-15 {
      if abs(b) > 1e-15 { roots = [-c / b] }
    } else {
      let disc = b * b - 4 * a * c
      if disc >= 0 {
        let q = -0.5 * (b + (b < 0 ? -1 : 1) * disc.squareRoot())
        roots = [q / a] + (q != 0 ? [c / q] : [])
      }
    }
    return ([0, 1] + roots.filter { $0 > 0 && $0 < 1 }).sorted()
  }

  /// The highest progress the curve reaches and when (above 1 for a curve that overshoots).
  public var maximum: Point {
    progressTurns.map { Point(time: x($0), value: y($0)) }.max { $0.value < $1.value }!
  }

  /// The first time fraction at which progress reaches `goal` (0 < goal ≤ 1), on the first
  /// monotone piece of the curve that crosses it.
  public func firstTime(reaching goal: Double) -> Double? {
    let turns = progressTurns
    for (a, b) in zip(turns, turns.dropFirst()) where (y(a) - goal) * (y(b) - goal) <= 0 {
      return x(bisect(a, b) { (self.y($0) - goal) * (self.y(b) >= self.y(a) ? 1 : -1) })
    }
    return nil
  }

  /// The steepest point: the time fraction where |d progress / d time| is largest, and that slope.
  /// A scan of 512 intervals, refined by golden-section search around the best one.
  public var steepest: Point {
    let n = 512
    var best = 0
    var bestSlope = -1.0
    for i in 0...n {
      let s = abs(slope(Double(i) / Double(n)))
      if s > bestSlope { (best, bestSlope) = (i, s) }
    }
    var lo = Double(max(0, best - 1)) / Double(n), hi = Double(min(n, best + 1)) / Double(n)
    let g = (5.0.squareRoot() - 1) / 2
    for _ in 0..<60 {
      let m1 = hi - g * (hi - lo), m2 = lo + g * (hi - lo)
      if abs(slope(m1)) >= abs(slope(m2)) { hi = m2 } else { lo = m1 }
    }
    let candidates = [Double(best) / Double(n), (lo + hi) / 2]
    let t = candidates.max { abs(slope($0)) < abs(slope($1)) }!
    return Point(time: t, value: slope(t))
  }
}
