import MotionSpecNumbers

extension Scene {
  /// The scene as a reviewable text: one line per item in drawing order, clipped groups indented
  /// — a path's kind, role, colours, point count and end points, a text's role, words, position
  /// and anchor — positions to a tenth of a point. Tests keep it as each chart kind's golden
  /// (what changed in a chart reads as a diff of lines), in the manner of swift-snapshot-testing's
  /// text strategies.
  public var displayList: String {
    var lines = ["scene \(Scene.number(size.width)) × \(Scene.number(size.height))"]
    Scene.list(items, depth: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  static func list(_ items: [Item], depth: Int, into lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    for item in items {
      let kind = item.kind == .other ? "" : " [\(name(item.kind))]"
      switch item.primitive {
      case .path(let path, let fill, let stroke):
        let points = path.elements.compactMap { element -> Point? in
          switch element {
          case .move(let p), .line(let p), .curve(let p, _, _): p
          case .close: nil
          }
        }
        var line = "\(indent)path\(kind) \(item.role) \(points.count) pt"
        if let first = points.first, let last = points.last { line += " \(point(first)) → \(point(last))" }
        if let fill { line += " fill \(ink(fill))" }
        if let stroke {
          line += " stroke \(ink(stroke.color)) \(number(stroke.width))" + (stroke.dash.isEmpty ? "" : " dashed")
        }
        lines.append(line)
      case .text(let s, let at, let anchor, let font, let color, let angle):
        lines.append(
          "\(indent)text\(kind) \(item.role) “\(s)” at \(point(at)) \(anchor.horizontal)-\(anchor.vertical) \(number(font.size)) pt \(ink(color))"
            + (angle == 0 ? "" : " turned"))
      case .clipped(let rect, let inner):
        lines.append(
          "\(indent)clip \(item.role) \(point(Point(x: rect.x, y: rect.y))) \(number(rect.width)) × \(number(rect.height))"
        )
        list(inner, depth: depth + 1, into: &lines)
      }
    }
  }

  static func name(_ kind: Item.Kind) -> String {
    switch kind {
    case .series: "series"
    case .grid: "grid"
    case .tick: "tick"
    case .legend: "legend"
    case .calloutNumber: "callout number"
    case .leader(let label): "leader of \(label)"
    case .other: "other"
    }
  }

  static func number(_ x: Double) -> String { NumberText.compact(x, decimals: 1, minus: .ascii) }
  static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }
  static func ink(_ ink: Ink) -> String {
    ink.role.cssName + (ink.opacity == 1 ? "" : "@\(NumberText.compact(ink.opacity, decimals: 2, minus: .ascii))")
  }
}
