extension Scene.Primitive {
  /// The primitive moved by (dx, dy).
  public func translated(dx: Double, dy: Double) -> Scene.Primitive {
    func move(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
    switch self {
    case .path(let path, let fill, let stroke):
      var moved = Path()
      for element in path.elements {
        switch element {
        case .move(let p): moved.move(to: move(p))
        case .line(let p): moved.line(to: move(p))
        case .curve(let p, let c1, let c2): moved.curve(to: move(p), control1: move(c1), control2: move(c2))
        case .close: moved.close()
        }
      }
      return .path(moved, fill: fill, stroke: stroke)
    case .text(let s, let at, let anchor, let font, let color, let angle):
      return .text(s, at: move(at), anchor: anchor, font: font, color: color, angle: angle)
    case .clipped(let rect, let items):
      return .clipped(
        Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height),
        items.map { Scene.Item($0.role, $0.primitive.translated(dx: dx, dy: dy)) })
    }
  }
}

extension Scene {
  /// Appends `other` (its background as a filled rectangle, then its items) with its top-left
  /// corner at `origin`, so figures can be composed onto pages.
  public mutating func place(_ other: Scene, at origin: Point, role: String) {
    append(
      role + "/background",
      .path(
        .rect(Rect(x: origin.x, y: origin.y, width: other.size.width, height: other.size.height)),
        fill: other.background, stroke: nil))
    for item in other.items {
      items.append(Item(role + "/" + item.role, item.primitive.translated(dx: origin.x, dy: origin.y)))
    }
  }
}

extension TextMeasuring {
  /// `text`, shortened with "…" until it fits `width` (unchanged when it fits).
  public func fitted(_ text: String, font: FontSpec, width: Double) -> String {
    if measure(text, font: font).width <= width { return text }
    let chars = Array(text)
    var lo = 0, hi = chars.count
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if measure(String(chars.prefix(mid)) + "…", font: font).width <= width { lo = mid } else { hi = mid - 1 }
    }
    var kept = chars.prefix(lo)
    while kept.last == " " { kept.removeLast() }
    return String(kept) + "…"
  }

  /// `text` broken into lines no wider than `width` at spaces (words longer than a line are fitted).
  public func wrapped(_ text: String, font: FontSpec, width: Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if measure(candidate, font: font).width <= width || current.isEmpty {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { fitted($0, font: font, width: width) }
  }

  /// `text` broken into lines no wider than `width`, never shortened: at spaces, and a word
  /// longer than a line after its last `(`, `,`, `.`, `:` or `/` that fits (code such as
  /// `.spring(duration:0.55,bounce:0.18)`), else between characters.
  public func wrappedWhole(_ text: String, font: FontSpec, width: Double) -> [String] {
    var lines: [String] = []
    var current = ""
    func fits(_ s: String) -> Bool { measure(s, font: font).width <= width }
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if fits(candidate) {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      var rest = Array(word)
      while !fits(String(rest)) && rest.count > 1 {
        // The longest prefix that fits (at least one character), by bisection.
        var (cut, over) = (1, rest.count)
        while over - cut > 1 {
          let mid = (cut + over) / 2
          if fits(String(rest[..<mid])) { cut = mid } else { over = mid }
        }
        if let breakAt = rest[..<cut].lastIndex(where: { "(,.:/".contains($0) }), breakAt + 1 < cut, breakAt > 0 {
          cut = breakAt + 1
        }
        lines.append(String(rest[..<cut]))
        rest = Array(rest[cut...])
      }
      current = String(rest)
    }
    if !current.isEmpty { lines.append(current) }
    return lines.isEmpty ? [""] : lines
  }
}
