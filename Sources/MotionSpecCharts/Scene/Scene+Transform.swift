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
        items.map { Scene.Item($0.role, $0.primitive.translated(dx: dx, dy: dy), kind: $0.kind) })
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
      var kind = item.kind
      if case .leader(let label) = kind { kind = .leader(of: role + "/" + label) }
      items.append(Item(role + "/" + item.role, item.primitive.translated(dx: origin.x, dy: origin.y), kind: kind))
    }
  }
}

extension TextMeasuring {
  /// `text`, shortened with "…" until it fits `width` (unchanged when it fits).
  public func fitted(_ text: String, font: FontSpec, width: Double) -> String {
    let whole = measure(text, font: font).width
    if whole <= width { return text }
    let chars = Array(text)
    let lo = TextCut.longest(
      count: chars.count, estimate: Int(Double(chars.count) * width / max(whole, 1e-9)) - 1
    ) { measure(String(chars.prefix($0)) + "…", font: font).width <= width }
    var kept = chars.prefix(lo)
    while kept.last == " " { kept.removeLast() }
    return String(kept) + "…"
  }

  /// `text` broken into lines no wider than `width` at spaces (words longer than a line are fitted).
  public func wrapped(_ text: String, font: FontSpec, width: Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in LineBreaks.words(text) {
      let candidate = current.isEmpty ? word : current + " " + word
      if measure(candidate, font: font).width <= width || current.isEmpty {
        current = candidate
      } else {
        lines.append(current)
        current = word
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
    for word in LineBreaks.words(text) {
      let candidate = current.isEmpty ? word : current + " " + word
      if fits(candidate) {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      var rest = Array(word)
      while rest.count > 1 {
        let restWidth = measure(String(rest), font: font).width
        if restWidth <= width { break }
        // The longest prefix that fits (at least one character): from the width's share of the
        // characters, then galloping and bisection (two or three layouts for a long name,
        // rather than one per halving).
        var cut = TextCut.longest(count: rest.count, estimate: Int(Double(rest.count) * width / restWidth)) {
          fits(String(rest[..<$0]))
        }
        cut = max(cut, 1)
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

/// Where to cut text so that the longest prefix still fits.
enum TextCut {
  /// The largest `n` in `0…count` for which `fits(n)` holds (`fits` holds for small `n` and not
  /// for large ones; `fits(0)` is taken to hold), searched from `estimate`: a step to each side
  /// first, then galloping outwards, then bisection — a few calls when the estimate is close,
  /// never more than about twice a bisection's.
  static func longest(count: Int, estimate: Int, fits: (Int) -> Bool) -> Int {
    var lo = 0, hi = count + 1  // fits(lo) holds, fits(hi) does not (hi past the end)
    let start = min(max(estimate, 1), count)
    if fits(start) {
      lo = start
      var step = 1
      var grown = false  // steps of 1, 1, 2, 4, …: an estimate one short costs one call more
      while lo + step < hi {
        if fits(lo + step) {
          lo += step
          if grown { step *= 2 }
          grown = true
        } else {
          hi = lo + step
          break
        }
      }
    } else {
      hi = start
      var step = 1
      while hi - step > lo {
        if fits(hi - step) {
          lo = hi - step
          break
        }
        hi -= step
        step *= 2
      }
    }
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if fits(mid) { lo = mid } else { hi = mid }
    }
    return min(lo, count)
  }
}

/// Where text may break between lines.
enum LineBreaks {
  /// The units a line never starts with: they stay with the number before them.
  static let units: Set<Substring> = ["%", "ms", "s", "pt", "pp", "px", "/s", "pt/s"]

  /// The words of `text` a line may break between: split at spaces, a unit ("2.0 %", "500 ms")
  /// kept with the word before it.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    for word in text.split(separator: " ") {
      if !words.isEmpty, units.contains(word) {
        words[words.count - 1] += " " + word
      } else {
        words.append(String(word))
      }
    }
    return words
  }
}
