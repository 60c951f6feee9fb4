/// Where a panel's plot sits in a scene, and the values at its edges (x left to right, y bottom
/// to top): what a page needs to sweep a playhead across the plot in step with the motion it
/// shows, and an animation to draw over a still chart.
public struct PlotArea: Hashable, Sendable {
  /// Where the plot is, in scene points.
  public var rect: Rect
  /// The data range along x.
  public var xDomain: ClosedRange<Double>
  /// The data range along y.
  public var yDomain: ClosedRange<Double>
  /// Whether x is time in seconds (a playhead can sweep it).
  public var xIsTime: Bool

  /// A plot area of `rect` showing `xDomain` × `yDomain`.
  public init(rect: Rect, xDomain: ClosedRange<Double>, yDomain: ClosedRange<Double>, xIsTime: Bool) {
    self.rect = rect
    self.xDomain = xDomain
    self.yDomain = yDomain
    self.xIsTime = xIsTime
  }

  /// The scene point of the value (x, y).
  public func point(x: Double, y: Double) -> Point {
    Point(
      x: rect.minX + rect.width * (x - xDomain.lowerBound) / (xDomain.upperBound - xDomain.lowerBound),
      y: rect.maxY - rect.height * (y - yDomain.lowerBound) / (yDomain.upperBound - yDomain.lowerBound))
  }
}
