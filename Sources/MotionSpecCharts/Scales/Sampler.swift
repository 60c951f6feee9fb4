/// Samples a function for drawing, driven by the curve rather than a fixed count.
///
/// Each interval is split until the function's midpoint and quarter points lie within `tolerance`
/// device pixels of the chord, so straight stretches take few points and tight bends many.
/// Discontinuities (`breaks`) end one polyline and start the next, so a jump is drawn as a jump.
public struct Sampler: Sendable {
  /// Largest allowed distance, in device pixels, between the curve and its polyline.
  public var tolerance: Double
  /// Initial intervals per segment (guards against missing features narrower than a segment).
  public var initialIntervals: Int
  /// Deepest subdivision.
  public var maxDepth: Int
  /// Most points one call returns, whatever the function: refinement stops there, so no curve
  /// can make a chart allocate without bound.
  public var maxPoints: Int

  /// A sampler that refines until a chord strays less than `tolerance` device pixels, from `initialIntervals` intervals, at most `maxDepth` halvings deep.
  public init(tolerance: Double = 0.1, initialIntervals: Int = 24, maxDepth: Int = 14, maxPoints: Int = 20_000) {
    self.tolerance = tolerance
    self.initialIntervals = initialIntervals
    self.maxDepth = maxDepth
    self.maxPoints = maxPoints
  }

  /// Initial intervals for a domain of `length` whose features are `featureScale` wide: at least
  /// eight per feature, between ``initialIntervals`` and 2048.
  public func intervals(over length: Double, featureScale: Double?) -> Int {
    guard let featureScale, featureScale > 0, length > 0 else { return initialIntervals }
    let wanted = (length / featureScale * 8).rounded(.up)
    return wanted.isFinite ? Int(min(2048, max(Double(initialIntervals), wanted))) : 2048
  }

  /// Polylines, in data coordinates, of `f` over `domain`, broken at `breaks`.
  ///
  /// - Parameters:
  ///   - xScale, yScale: device pixels per data unit along each axis (the chord error is measured
  ///     in device pixels, so the same curve gets more points on a larger or @2x canvas).
  public func sample(
    _ f: (Double) -> Double, over domain: ClosedRange<Double>, breaks: [Double] = [], featureScale: Double? = nil,
    xScale: Double, yScale: Double
  ) -> [[Point]] {
    var budget = maxPoints
    let cuts =
      [domain.lowerBound] + breaks.filter { $0 > domain.lowerBound && $0 < domain.upperBound }.sorted()
      + [domain.upperBound]
    var polylines: [[Point]] = []
    for (a, b) in zip(cuts, cuts.dropFirst()) where b > a {
      // Evaluate just inside each piece, so values at a break belong to the side being drawn.
      let inset = (b - a) * 1e-9
      let lo = a == domain.lowerBound && !breaks.contains(a) ? a : a + inset
      let hi = b == domain.upperBound && !breaks.contains(b) ? b : b - inset
      var points = [Point(x: lo, y: f(lo))]
      let n = min(intervals(over: hi - lo, featureScale: featureScale), max(1, budget - 1))
      // Refinement stops once the points and the grid still to come fill the budget.
      for i in 0..<n {
        let x0 = lo + (hi - lo) * Double(i) / Double(n)
        let x1 = lo + (hi - lo) * Double(i + 1) / Double(n)
        refine(f, Point(x: x0, y: points.last!.y), Point(x: x1, y: f(x1)), xScale, yScale, 0, budget - (n - i), &points)
      }
      budget = max(2, budget - points.count)
      polylines.append(points)
    }
    return polylines
  }

  private func refine(
    _ f: (Double) -> Double, _ a: Point, _ b: Point, _ sx: Double, _ sy: Double, _ depth: Int, _ budget: Int,
    _ out: inout [Point]
  ) {
    let mid = Point(x: (a.x + b.x) / 2, y: f((a.x + b.x) / 2))
    if depth < maxDepth && out.count < budget {
      var worst = Sampler.distance(mid, a, b, sx, sy)
      if worst <= tolerance {
        for q in [0.25, 0.75] {
          let x = a.x + (b.x - a.x) * q
          worst = max(worst, Sampler.distance(Point(x: x, y: f(x)), a, b, sx, sy))
        }
      }
      if worst > tolerance {
        refine(f, a, mid, sx, sy, depth + 1, budget, &out)
        refine(f, mid, b, sx, sy, depth + 1, budget, &out)
        return
      }
    }
    out.append(b)
  }

  /// Distance in device pixels from `p` to the chord `a`–`b`.
  static func distance(_ p: Point, _ a: Point, _ b: Point, _ sx: Double, _ sy: Double) -> Double {
    let ax = a.x * sx, ay = a.y * sy, bx = b.x * sx, by = b.y * sy, px = p.x * sx, py = p.y * sy
    let dx = bx - ax, dy = by - ay
    let length = (dx * dx + dy * dy).squareRoot()
    if length == 0 { return ((px - ax) * (px - ax) + (py - ay) * (py - ay)).squareRoot() }
    return abs(dy * (px - ax) - dx * (py - ay)) / length
  }
}
