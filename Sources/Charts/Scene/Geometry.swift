/// A point in scene units (points; one scene unit is one logical pixel on PNG output).
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and a height in scene units.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// An axis-aligned rectangle in scene units, y pointing down.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public var minX: Double { x }
  public var maxX: Double { x + width }
  public var minY: Double { y }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// Whether `other` lies entirely inside this rectangle (with `tolerance` of slack).
  public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance && other.minY >= minY - tolerance
      && other.maxY <= maxY + tolerance
  }

  /// Whether the two rectangles overlap with positive area.
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// This rectangle grown by `d` on every side.
  public func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}
