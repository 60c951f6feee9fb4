/// Something a figure's motion moves, for a page that plays the figure: its name, its palette
/// colour and its position over the time axis of the figure's first panel (in that panel's
/// units, seconds on the x axis). A figure with racers can be watched as well as read.
public struct Racer: Sendable {
  public var name: String
  public var colorIndex: Int
  /// Dashed or faded in the chart (a comparison, not the subject).
  public var isSecondary: Bool
  public var position: @Sendable (Double) -> Double

  public init(_ name: String, colorIndex: Int, isSecondary: Bool = false, position: @escaping @Sendable (Double) -> Double) {
    self.name = name
    self.colorIndex = colorIndex
    self.isSecondary = isSecondary
    self.position = position
  }

  /// A racer drawn like `style` in the chart: its palette colour, secondary when the curve is.
  public init(_ name: String, like style: SeriesStyle, position: @escaping @Sendable (Double) -> Double) {
    switch style {
    case .palette(let i): self.init(name, colorIndex: i, position: position)
    case .secondary(let i, _): self.init(name, colorIndex: i, isSecondary: true, position: position)
    case .custom: self.init(name, colorIndex: 0, isSecondary: true, position: position)
    }
  }
}

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
