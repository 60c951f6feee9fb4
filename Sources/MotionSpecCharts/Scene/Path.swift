/// A vector path in scene units.
public struct Path: Hashable, Sendable {
  /// One drawing step of a path.
  public enum Element: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, control1: Point, control2: Point)
    case close
  }

  public private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// Starts a new subpath at `p`.
  public mutating func move(to p: Point) { elements.append(.move(p)) }
  /// A straight line to `p`.
  public mutating func line(to p: Point) { elements.append(.line(p)) }
  /// A cubic Bézier to `p` through `control1` and `control2`.
  public mutating func curve(to p: Point, control1: Point, control2: Point) {
    elements.append(.curve(p, control1: control1, control2: control2))
  }
  /// Closes the current subpath.
  public mutating func close() { elements.append(.close) }

  /// A polyline through `points`.
  public static func polyline(_ points: [Point]) -> Path {
    var path = Path()
    for (i, p) in points.enumerated() { i == 0 ? path.move(to: p) : path.line(to: p) }
    return path
  }

  /// A closed polygon through `points`.
  public static func polygon(_ points: [Point]) -> Path {
    var path = polyline(points)
    path.close()
    return path
  }

  /// A closed rectangle.
  public static func rect(_ r: Rect) -> Path {
    polygon([
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
      Point(x: r.minX, y: r.maxY),
    ])
  }

  /// A straight segment.
  public static func segment(_ a: Point, _ b: Point) -> Path { polyline([a, b]) }

  /// A circle approximated by four cubic Béziers.
  public static func circle(center c: Point, radius r: Double) -> Path {
    let k = 0.5522847498 * r
    var path = Path()
    path.move(to: Point(x: c.x + r, y: c.y))
    path.curve(
      to: Point(x: c.x, y: c.y + r), control1: Point(x: c.x + r, y: c.y + k), control2: Point(x: c.x + k, y: c.y + r))
    path.curve(
      to: Point(x: c.x - r, y: c.y), control1: Point(x: c.x - k, y: c.y + r), control2: Point(x: c.x - r, y: c.y + k))
    path.curve(
      to: Point(x: c.x, y: c.y - r), control1: Point(x: c.x - r, y: c.y - k), control2: Point(x: c.x - k, y: c.y - r))
    path.curve(
      to: Point(x: c.x + r, y: c.y), control1: Point(x: c.x + k, y: c.y - r), control2: Point(x: c.x + r, y: c.y - k))
    path.close()
    return path
  }

  /// The points of every move, line and curve end, in order.
  public var points: [Point] {
    elements.compactMap {
      switch $0 {
      case .move(let p), .line(let p), .curve(let p, _, _): p
      case .close: nil
      }
    }
  }
}
