/// Where a panel's plot sits in a scene, and the values at its edges (x left to right, y bottom
/// to top): what a page needs to sweep a playhead across the plot in step with the motion it
/// shows, and an animation to draw over a still chart.
public struct PlotArea: Hashable, Sendable {
  public var rect: Rect
  public var xDomain: ClosedRange<Double>
  public var yDomain: ClosedRange<Double>
  public var xIsTime: Bool

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
