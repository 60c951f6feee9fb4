/// A unit cubic Bézier timing function from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// as Core Animation's `CAMediaTimingFunction` and SwiftUI's `UnitCurve` define it.
///
/// x is time, y progress. x1 and x2 must lie in 0…1 so that x(u) is monotone and every time has
/// exactly one progress value; y1 and y2 may leave 0…1 (anticipation and overshoot).
public struct CubicBezier: Hashable, Sendable {
  /// The control points: x1 and x2 in 0…1 (time), y1 and y2 free (progress).
  public let x1: Double, y1: Double, x2: Double, y2: Double
  // Polynomial coefficients: x(u) = ((ax·u + bx)·u + cx)·u, likewise y (SPRING-MATH §8).
  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double

  /// Why a set of control points was refused.
  public struct InvalidControlPoints: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which control point is wrong and what it must be.
    public let description: String
  }

  /// Creates the curve; throws when x1 or x2 is outside 0…1 or any value is not finite.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(InvalidControlPoints) {
    for (name, v) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !v.isFinite {
      throw InvalidControlPoints(description: "control point \(name) must be a finite number, not \(v)")
    }
    for (name, v) in [("x1", x1), ("x2", x2)] where !(0...1).contains(v) {
      throw InvalidControlPoints(description: "control point \(name) = \(v) is outside 0…1")
    }
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    // The presets are valid by construction.
    do { self = try CubicBezier(x1, y1, x2, y2) } catch { preconditionFailure(error.description) }
  }

  // MARK: - Core Animation presets (SPRING-MATH §8)

  /// linear: (0, 0), (1, 1).
  public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)
  /// easeIn: (0.42, 0), (1, 1).
  public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
  /// easeOut: (0, 0), (0.58, 1).
  public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
  /// easeInEaseOut: (0.42, 0), (0.58, 1).
  public static let easeInOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
  /// kCAMediaTimingFunctionDefault: (0.25, 0.1), (0.25, 1).
  public static let caDefault = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)

  // MARK: - Motion (motion.dev) curves (motion-utils' easing definitions)

  /// Motion's backOut: (0.33, 1.53), (0.69, 0.99).
  public static let motionBackOut = CubicBezier(unchecked: 0.33, 1.53, 0.69, 0.99)
  /// Motion's backIn, backOut reversed (1 − backOut(1 − t)): (0.31, 0.01), (0.67, −0.53).
  public static let motionBackIn = CubicBezier(unchecked: 0.31, 0.01, 0.67, -0.53)
  /// The curve of Motion's default tween, 0.3 s (motion-dom's getDefaultTransition): (0.25, 0.1), (0.35, 1).
  public static let motionDefaultTween = CubicBezier(unchecked: 0.25, 0.1, 0.35, 1)

  // MARK: - Evaluation

  func x(_ u: Double) -> Double { ((ax * u + bx) * u + cx) * u }
  func y(_ u: Double) -> Double { ((ay * u + by) * u + cy) * u }
  func dx(_ u: Double) -> Double { (3 * ax * u + 2 * bx) * u + cx }
  func dy(_ u: Double) -> Double { (3 * ay * u + 2 * by) * u + cy }

  /// The curve parameter u with x(u) = `x`: Newton's method, then bisection when it stalls.
  public func parameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var u = x
    for _ in 0..<8 {
      let error = self.x(u) - x
      if abs(error) < 1e-14 { return u }
      let slope = dx(u)
      if abs(slope) < 1e-9 { break }
      u -= error / slope
      if u < 0 || u > 1 { break }
    }
    return bisect(0, 1) { self.x($0) - x }
  }

  /// Progress at time fraction `x` (0…1; clamped outside).
  public func progress(_ x: Double) -> Double { y(parameter(forX: x)) }

  /// d progress / d time-fraction at `x`; inside (0, 1) the curve's slope dy/dx.
  public func slope(_ x: Double) -> Double {
    if x < 0 || x > 1 { return 0 }
    let u = parameter(forX: x)
    let d = dx(u)
    if abs(d) > 1e-12 { return dy(u) / d }
    // x′(u) = 0 only at an end with x1 = 0 or x2 = 1: take the limit with the second derivatives
    // (and the third when those vanish too, as for linear's (0, 0), (1, 1)).
    let d2x = 6 * ax * u + 2 * bx, d2y = 6 * ay * u + 2 * by
    if abs(d2x) > 1e-12 { return d2y / d2x }
    return ax == 0 ? 0 : ay / ax
  }
}

/// A curve reads and writes as its four control points, checked again when read (not in Embedded
/// Swift, which has no Codable).
#if !hasFeature(Embedded)
  extension CubicBezier: Codable {
    private enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      try self.init(
        c.decode(Double.self, forKey: .x1), c.decode(Double.self, forKey: .y1), c.decode(Double.self, forKey: .x2),
        c.decode(Double.self, forKey: .y2))
    }

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(x1, forKey: .x1)
      try c.encode(y1, forKey: .y1)
      try c.encode(x2, forKey: .x2)
      try c.encode(y2, forKey: .y2)
    }
  }
#endif
