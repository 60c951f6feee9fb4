/// A point in scene units (points; one scene unit is one logical pixel on PNG output).
public struct Point: Hashable, Sendable {
  /// Horizontal, in points from the left.
  public var x: Double
  /// Vertical, in points from the top.
  public var y: Double
  /// The point (x, y).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and a height in scene units.
public struct Size: Hashable, Sendable {
  /// In points.
  public var width: Double
  /// In points.
  public var height: Double
  /// A size of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// An axis-aligned rectangle in scene units, y pointing down.
public struct Rect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// In points.
  public var width: Double
  /// In points.
  public var height: Double
  /// The rectangle at (x, y) of `width` × `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  /// The left edge.
  public var minX: Double { x }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The top edge.
  public var minY: Double { y }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
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
