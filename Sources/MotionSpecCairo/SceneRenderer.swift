import Cairo
import MotionSpecCharts

/// Replays a ``Scene`` onto cairo surfaces: PNG (at a pixel scale), SVG and multi-page PDF, each
/// colour role resolved through a ``Theme``.
public enum SceneRenderer {
  /// The bytes of `scene` in `format` and `theme`; `scale` is the PNG's device pixels per scene unit.
  ///
  /// Text is laid out with `fontMap`. Code that renders on several threads gives each thread a
  /// font map of its own for its whole run (Pango font maps are not thread-safe); `nil` uses the
  /// calling thread's default, fine for single-threaded callers.
  public static func render(
    _ scene: Scene, theme: Theme, as format: OutputFormat, scale: Double = 1, metadata: PDFMetadata = PDFMetadata(),
    fontMap: FontMap? = nil
  ) throws(CairoError) -> [UInt8] {
    switch format {
    case .png:
      let surface = try Surface.image(size: scene.size.cairo, scale: scale)
      try draw(scene, theme: theme, on: Context(surface, fontMap: fontMap))
      return try surface.finish()
    case .svg:
      let surface = try Surface.svg(size: scene.size.cairo)
      try draw(scene, theme: theme, on: Context(surface, fontMap: fontMap))
      return try surface.finish()
    case .pdf:
      let document = try PDFDocument(theme: theme, metadata: metadata, fontMap: fontMap)
      try document.add(scene)
      return try document.finish()
    }
  }

  /// One PDF with a page per scene, each page the size of its scene.
  public static func renderPDF(_ pages: [Scene], theme: Theme, metadata: PDFMetadata = PDFMetadata()) throws(CairoError)
    -> [UInt8]
  {
    let document = try PDFDocument(theme: theme, metadata: metadata)
    for page in pages { try document.add(page) }
    return try document.finish()
  }

  /// Draws the background and every item of `scene` on `context`.
  public static func draw(_ scene: Scene, theme: Theme, on context: Context) throws(CairoError) {
    context.setSource(theme.color(scene.background).cairo)
    context.rectangle(Cairo.Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height))
    context.fill()
    for item in scene.items { try draw(item.primitive, theme: theme, on: context) }
    try context.check()
  }

  /// Draws the items of `scene` on `context` without its background (over what is there).
  public static func drawItems(_ scene: Scene, theme: Theme, on context: Context) throws(CairoError) {
    for item in scene.items { try draw(item.primitive, theme: theme, on: context) }
    try context.check()
  }

  static func draw(_ primitive: Scene.Primitive, theme: Theme, on cr: Context) throws(CairoError) {
    switch primitive {
    case .path(let path, let fill, let stroke):
      guard !path.elements.isEmpty else { return }
      trace(path, on: cr)
      if let fill {
        cr.setSource(theme.color(fill).cairo)
        stroke == nil ? cr.fill() : cr.fillPreserve()
      }
      if let stroke {
        cr.setSource(theme.color(stroke.color).cairo)
        cr.lineWidth = stroke.width
        cr.setDash(stroke.dash)
        cr.setLineCap(stroke.cap == .round ? .round : stroke.cap == .square ? .square : .butt)
        cr.setLineJoin(.round)
        cr.stroke()
      }
      cr.newPath()
    case .text(let string, let at, let anchor, let font, let color, let angle):
      let layout = try cr.layout(string, font: font.cairoFont)
      let e = layout.extents
      let box = anchor.box(
        at: MotionSpecCharts.Point(x: 0, y: 0),
        metrics: TextMetrics(width: e.width, height: e.height, baseline: e.baseline))
      try cr.withSavedState { () throws(CairoError) in
        cr.translate(x: at.x, y: at.y)
        if angle != 0 { cr.rotate(angle) }
        cr.setSource(theme.color(color).cairo)
        layout.draw(at: Cairo.Point(x: box.x - e.x, y: box.y - e.y))
      }
    case .clipped(let rect, let items):
      try cr.withSavedState { () throws(CairoError) in
        cr.rectangle(rect.cairo)
        cr.clip()
        for item in items { try draw(item.primitive, theme: theme, on: cr) }
      }
    }
  }

  static func trace(_ path: MotionSpecCharts.Path, on cr: Context) {
    for element in path.elements {
      switch element {
      case .move(let p): cr.move(to: p.cairo)
      case .line(let p): cr.line(to: p.cairo)
      case .curve(let p, let c1, let c2): cr.curve(to: p.cairo, control1: c1.cairo, control2: c2.cairo)
      case .close: cr.closePath()
      }
    }
  }
}

extension MotionSpecCharts.Point { var cairo: Cairo.Point { Cairo.Point(x: x, y: y) } }
extension MotionSpecCharts.Size { var cairo: Cairo.Size { Cairo.Size(width: width, height: height) } }
extension MotionSpecCharts.Rect { var cairo: Cairo.Rect { Cairo.Rect(x: x, y: y, width: width, height: height) } }
extension MotionSpecCharts.Color { var cairo: RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) } }
