/// Something a figure's motion moves, for a page that plays the figure: its name, its palette
/// colour and its position over the time axis of the figure's first panel (in that panel's
/// units, seconds on the x axis). A figure with racers can be watched as well as read.
public struct Racer: Sendable {
  /// What moves (a token's name).
  public var name: String
  /// Its palette colour.
  public var colorIndex: Int
  /// Dashed or faded in the chart (a comparison, not the subject).
  public var isSecondary: Bool
  /// Its position at a time of the first panel's x axis, in that panel's y units.
  public var position: @Sendable (Double) -> Double

  /// A racer named `name` in palette colour `colorIndex` whose position over time is `position`.
  public init(
    _ name: String, colorIndex: Int, isSecondary: Bool = false, position: @escaping @Sendable (Double) -> Double
  ) {
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
