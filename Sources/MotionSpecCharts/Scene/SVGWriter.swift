import MotionSpecNumbers

/// Writes a scene as compact SVG with real `<text>` elements: the page's inline charts and the
/// chart files alike.
///
/// Text stays text — selectable, searchable, read by assistive technology — at a tenth of the
/// size of glyph outlines. Positions come from the same measured layout, so a reader without the
/// chart font sees the same placement with its fallback font's glyphs.
public struct SVGWriter: Sendable {
  /// How colours are written.
  public enum Colors: Sendable {
    /// Each colour as its role's custom property, `var(--chart-<role>, <fallback>)`, so a page's
    /// stylesheet themes the chart (``Theme/cssDeclarations``) and a reader without it sees the
    /// fallback theme's colours.
    case cssVariables(fallback: Theme)
    /// Each colour as the theme's value: a file that looks the same everywhere.
    case fixed(Theme)
  }

  /// Measures text as the layout did, for anchors.
  public var measurer: any TextMeasuring
  /// Prefix for ids (title, description, clip paths), unique per SVG on one page.
  public var idPrefix: String
  /// Fixed colours or custom properties.
  public var colors: Colors

  /// A writer measuring with `measurer`, its ids prefixed by `idPrefix`, its colours written as `colors` says.
  public init(measurer: any TextMeasuring, idPrefix: String, colors: Colors) {
    self.measurer = measurer
    self.idPrefix = idPrefix
    self.colors = colors
  }

  /// An ink as a `fill`/`stroke` value.
  private func paint(_ ink: Ink) -> String {
    switch colors {
    case .cssVariables(let fallback): "var(--\(ink.role.cssName), \(fallback.color(ink.role).cssString))"
    case .fixed(let theme): theme.color(ink.role).cssString
    }
  }

  /// The SVG text of `scene`: an image whose accessible name is `title` and whose description
  /// (`<desc>`) is `description`. A standalone file (``Colors/fixed(_:)``) also gets its size in
  /// points and an XML declaration.
  public func svg(_ scene: Scene, title: String, description: String? = nil) -> String {
    let (w, h) = (n(scene.size.width), n(scene.size.height))
    var out = ""
    var size = ""
    if case .fixed = colors {
      out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      size = " width=\"\(w)pt\" height=\"\(h)pt\""
    }
    let described = description.map { _ in " aria-describedby=\"\(idPrefix)-desc\"" } ?? ""
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\"\(size) viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-labelledby=\"\(idPrefix)-title\"\(described) class=\"chart-svg\">"
    out += "<title id=\"\(idPrefix)-title\">\(SVGWriter.escape(title))</title>"
    if let description { out += "<desc id=\"\(idPrefix)-desc\">\(SVGWriter.escape(description))</desc>" }
    out += "<rect width=\"100%\" height=\"100%\" style=\"fill:\(paint(scene.background))\"/>"
    var clips = 0
    var stacks: [String: String] = [:]
    write(scene.items, into: &out, clips: &clips, stacks: &stacks)
    return out + "</svg>"
  }

  /// `stacks`: each family's font stack, escaped, as worked out once per chart.
  private func write(
    _ items: [Scene.Item], into out: inout String, clips: inout Int, stacks: inout [String: String]
  ) {
    for item in items {
      switch item.primitive {
      case .path(let path, let fill, let stroke):
        guard !path.elements.isEmpty else { continue }
        out +=
          "<path d=\"\(d(path))\" style=\"fill:\(fill.map(paint) ?? "none")\(stroke.map { ";stroke:" + paint($0.color) } ?? "")\""
        if let fill, fill.opacity < 1 { out += " fill-opacity=\"\(n(fill.opacity))\"" }
        if let s = stroke {
          out += " stroke-width=\"\(n(s.width))\" stroke-linejoin=\"round\""
          if s.color.opacity < 1 { out += " stroke-opacity=\"\(n(s.color.opacity))\"" }
          if !s.dash.isEmpty { out += " stroke-dasharray=\"\(s.dash.map(n).joined(separator: " "))\"" }
          if s.cap != .butt { out += " stroke-linecap=\"\(s.cap == .round ? "round" : "square")\"" }
        }
        out += "/>"
      case .text(let string, let at, let anchor, let font, let color, let angle):
        let m = measurer.measure(string, font: font)
        let box = anchor.box(at: Point(x: 0, y: 0), metrics: m)
        let x: Double, textAnchor: String
        switch anchor.horizontal {
        case .leading: (x, textAnchor) = (0, "start")
        case .center: (x, textAnchor) = (0, "middle")
        case .trailing: (x, textAnchor) = (0, "end")
        }
        let baseline = box.y + m.baseline
        var transform = "translate(\(n(at.x)) \(n(at.y)))"
        if angle != 0 { transform += " rotate(\(n(angle * 180 / Double.pi)))" }
        let stack: String
        if let known = stacks[font.family] {
          stack = known
        } else {
          stack = SVGWriter.escape(SVGWriter.fontStack(font.family))
          stacks[font.family] = stack
        }
        out +=
          "<text transform=\"\(transform)\" x=\"\(n(x))\" y=\"\(n(baseline))\" text-anchor=\"\(textAnchor)\" font-family=\"\(stack)\" font-size=\"\(n(font.size))\""
        if font.weight != .regular { out += " font-weight=\"\(font.weight.rawValue)\"" }
        out += " style=\"fill:\(paint(color))\">\(SVGWriter.escape(string))</text>"
      case .clipped(let rect, let inner):
        clips += 1
        let id = "\(idPrefix)-clip\(clips)"
        out +=
          "<clipPath id=\"\(id)\"><rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"/></clipPath><g clip-path=\"url(#\(id))\">"
        write(inner, into: &out, clips: &clips, stacks: &stacks)
        out += "</g>"
      }
    }
  }

  /// Path data in tenths of a point: absolute moves, relative lines. Each delta is taken
  /// between rounded absolute positions, so rounding never accumulates along a curve.
  private func d(_ path: Path) -> String {
    var s = ""
    var last = (x: 0, y: 0)  // the current point, in tenths
    func tenths(_ p: Point) -> (x: Int, y: Int) { (Int((p.x * 10).rounded()), Int((p.y * 10).rounded())) }
    func t(_ v: Int) -> String {
      let sign = v < 0 ? "-" : "", a = abs(v)
      return a % 10 == 0 ? sign + String(a / 10) : sign + String(a / 10) + "." + String(a % 10)
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        last = tenths(p)
        s += "M\(t(last.x)) \(t(last.y))"
      case .line(let p):
        let q = tenths(p)
        let dx = q.x - last.x, dy = q.y - last.y
        s += "l\(t(dx))" + (dy < 0 ? t(dy) : " " + t(dy))
        last = q
      case .curve(let p, let c1, let c2):
        let a = tenths(c1), b = tenths(c2), q = tenths(p)
        s += "C\(t(a.x)) \(t(a.y)) \(t(b.x)) \(t(b.y)) \(t(q.x)) \(t(q.y))"
        last = q
      case .close: s += "Z"
      }
    }
    return s
  }

  /// A coordinate with at most two decimals and no trailing zeros (hundredths of a point).
  private func n(_ v: Double) -> String { NumberText.compact(v, decimals: 2, minus: .ascii) }

  /// A CSS font stack for `family` (Pango's comma-separated list), ending in a generic family so
  /// a reader without any of them still gets a sans-serif face.
  static func fontStack(_ family: String) -> String {
    let names = family.split(separator: ",").map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }.filter { !$0.isEmpty }
    let generic = names.contains { $0.lowercased().contains("mono") } ? "monospace" : "sans-serif"
    return (names.map { $0.contains(" ") ? "'\($0)'" : $0 } + [generic]).joined(separator: ", ")
  }

  /// XML escaping for text and attribute values.
  public static func escape(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(c)
      }
    }
    return out
  }
}
