/// What is wrong with one label of a drawn scene: it overlaps another label, a drawn line crosses
/// it, or it leaves the canvas.
public struct LabelCollision: Hashable, Sendable, CustomStringConvertible {
  /// What the label runs into.
  public enum Obstacle: Hashable, Sendable {
    /// Another label, by role and text.
    case label(role: String, text: String)
    /// A stroked line (a series, rule, axis, span, leader or marker), by role.
    case line(role: String)
    /// The edge of the canvas.
    case edge
  }
  /// The label's role and text.
  public var role: String
  public var text: String
  /// What it runs into.
  public var obstacle: Obstacle

  public var description: String {
    switch obstacle {
    case .label(let role, let text): "\(self.role) “\(self.text)” overlaps \(role) “\(text)”"
    case .line(let role): "\(self.role) “\(self.text)” is crossed by \(role)"
    case .edge: "\(self.role) “\(self.text)” leaves the canvas"
    }
  }
}

extension Scene {
  /// Every place where a label collides, judged from the scene's own geometry: each text's box
  /// (measured by `measurer`, the one the scene was laid out with), every stroked line but the
  /// background grid and tick marks, and the canvas.
  ///
  /// A line may touch a box's outer point (`tolerance`): the box is a text's line box, taller
  /// than its glyphs. A label's own leader ends at its box and never counts against it. A
  /// callout's number (role `…:number`) is drawn on an opaque disc, which hides the lines drawn
  /// before it.
  public func labelCollisions(measuredBy measurer: any TextMeasuring, tolerance: Double = 1) -> [LabelCollision] {
    struct Label {
      let role: String
      let kind: Item.Kind
      let text: String
      let box: Rect
      let order: Int
    }
    struct Line {
      let role: String
      let kind: Item.Kind
      let a: Point
      let b: Point
      let clip: Rect?
      let order: Int
    }
    var order = 0
    var labels: [Label] = []
    var lines: [Line] = []
    func collect(_ items: [Item], clip: Rect?) {
      for item in items {
        order += 1
        switch item.primitive {
        case .text(let s, let p, let anchor, let font, _, let angle):
          let m = measurer.measure(s, font: font)
          var box = anchor.box(at: p, metrics: m)
          if angle != 0 {
            box = Rect(
              x: p.x - (box.midY - p.y) - m.height / 2, y: p.y - (box.midX - p.x) - m.width / 2, width: m.height,
              height: m.width)
          }
          labels.append(Label(role: item.role, kind: item.kind, text: s, box: box, order: order))
        case .path(let path, _, let stroke):
          guard stroke != nil, Scene.isObstacle(item.kind) else { continue }
          var start: Point?, last: Point?
          for element in path.elements {
            switch element {
            case .move(let p): start = p; last = p
            case .line(let p), .curve(let p, _, _):
              if let l = last {
                lines.append(Line(role: item.role, kind: item.kind, a: l, b: p, clip: clip, order: order))
              }
              last = p
            case .close:
              if let l = last, let s = start {
                lines.append(Line(role: item.role, kind: item.kind, a: l, b: s, clip: clip, order: order))
              }
              last = start
            }
          }
        case .clipped(let rect, let inner): collect(inner, clip: rect)
        }
      }
    }
    collect(items, clip: nil)

    var out: [LabelCollision] = []
    let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
    for (i, label) in labels.enumerated() {
      if !canvas.contains(label.box, tolerance: 0.5) {
        out.append(LabelCollision(role: label.role, text: label.text, obstacle: .edge))
      }
      let inner = label.box.insetBy(tolerance)
      for other in labels[(i + 1)...] where inner.intersects(other.box.insetBy(tolerance)) {
        out.append(
          LabelCollision(role: label.role, text: label.text, obstacle: .label(role: other.role, text: other.text)))
      }
      var crossedBy = Set<String>()
      // A callout's number sits on an opaque disc: what was drawn before it is hidden, not crossed.
      let onDisc = label.kind == .calloutNumber
      for line in lines
      where line.kind != .leader(of: label.role) && !crossedBy.contains(line.role)
        && !(onDisc && line.order < label.order)
      {
        var box = inner
        if let clip = line.clip {
          let x0 = max(box.minX, clip.minX), y0 = max(box.minY, clip.minY)
          let x1 = min(box.maxX, clip.maxX), y1 = min(box.maxY, clip.maxY)
          guard x0 < x1, y0 < y1 else { continue }
          box = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        if Canvas.segment(line.a, line.b, crosses: box) { crossedBy.insert(line.role) }
      }
      for role in crossedBy.sorted() {
        out.append(LabelCollision(role: label.role, text: label.text, obstacle: .line(role: role)))
      }
    }
    return out
  }

  /// Whether a stroked item of `role` is a line labels must keep clear of: not the background
  /// grid, the tick marks beside their own labels, or the legend's swatches.
  static func isObstacle(_ kind: Item.Kind) -> Bool {
    switch kind {
    case .grid, .tick, .legend: false
    default: true
    }
  }
}
