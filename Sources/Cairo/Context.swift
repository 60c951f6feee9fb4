import CCairo

/// A cairo drawing context on a surface, and the sole owner of its `cairo_t`.
///
/// Keeps its surface alive. cairo errors are sticky, so they are checked at the boundaries:
/// ``check()`` after drawing, and on creation.
public final class Context {
  let pointer: OpaquePointer
  let pangoContextStorage = PangoContextStorage()
  /// Single-line layouts made on this context, by text and font (see ``layout(_:font:)``): the
  /// Pango layouts themselves, each referenced once here and let go in `deinit` (not
  /// ``TextLayout``s, which hold their context: the context would then never be freed).
  private var layouts: [LayoutKey: OpaquePointer] = [:]
  private struct LayoutKey: Hashable {
    let text: String
    let font: Font
  }
  /// How many layouts a context keeps: a document's repeated texts (tick labels, axis titles,
  /// headings) are laid out once; beyond this the kept ones are let go and it starts again.
  public static let keptLayouts = 4096
  /// The surface this context draws on.
  public let surface: Surface

  /// The font map text is laid out with; `nil` for the calling thread's default.
  let fontMap: FontMap?

  /// Creates a context for `surface` (`cairo_create`). Text uses `fontMap`, or the default font
  /// map of the thread that first lays out text.
  public init(_ surface: Surface, fontMap: FontMap? = nil) throws(CairoError) {
    guard let p = cairo_create(surface.pointer) else { throw CairoError(status: CAIRO_STATUS_NO_MEMORY) }
    self.pointer = p
    self.surface = surface
    self.fontMap = fontMap
    try check()
  }

  deinit {
    forgetLayouts()
    cairo_destroy(pointer)
  }

  private func forgetLayouts() {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    layouts.removeAll(keepingCapacity: true)
  }

  /// Throws the context's sticky error, if any (`cairo_status`).
  public func check() throws(CairoError) { try CairoError.check(cairo_status(pointer)) }

  // MARK: - State

  /// Runs `body` between `cairo_save` and `cairo_restore`.
  public func withSavedState<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    cairo_save(pointer)
    defer { cairo_restore(pointer) }
    return try body()
  }

  /// Moves the origin (`cairo_translate`).
  public func translate(x: Double, y: Double) { cairo_translate(pointer, x, y) }
  /// Scales user space (`cairo_scale`).
  public func scale(x: Double, y: Double) { cairo_scale(pointer, x, y) }
  /// Rotates user space by `radians` (`cairo_rotate`).
  public func rotate(_ radians: Double) { cairo_rotate(pointer, radians) }

  // MARK: - Paths

  /// Starts a new sub-path at `p` (`cairo_move_to`).
  public func move(to p: Point) { cairo_move_to(pointer, p.x, p.y) }
  /// Adds a line to `p` (`cairo_line_to`).
  public func line(to p: Point) { cairo_line_to(pointer, p.x, p.y) }
  /// Adds a cubic Bézier to `p` (`cairo_curve_to`).
  public func curve(to p: Point, control1 c1: Point, control2 c2: Point) {
    cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
  }
  /// Adds a circular arc (`cairo_arc`).
  public func arc(center: Point, radius: Double, from start: Double, to end: Double) {
    cairo_arc(pointer, center.x, center.y, radius, start, end)
  }
  /// Adds a closed rectangle (`cairo_rectangle`).
  public func rectangle(_ r: Rect) { cairo_rectangle(pointer, r.x, r.y, r.width, r.height) }
  /// Closes the current sub-path (`cairo_close_path`).
  public func closePath() { cairo_close_path(pointer) }
  /// Discards the current path (`cairo_new_path`).
  public func newPath() { cairo_new_path(pointer) }

  // MARK: - Style

  /// Sets a solid source colour (`cairo_set_source_rgba`).
  public func setSource(_ c: RGBA) { cairo_set_source_rgba(pointer, c.red, c.green, c.blue, c.alpha) }

  /// The stroke width in user units (`cairo_set_line_width`).
  public var lineWidth: Double {
    get { cairo_get_line_width(pointer) }
    set { cairo_set_line_width(pointer, newValue) }
  }

  /// How stroke ends are drawn.
  public enum LineCap: Sendable { case butt, round, square }
  /// How stroke corners are drawn.
  public enum LineJoin: Sendable { case miter, round, bevel }

  /// Sets the line cap (`cairo_set_line_cap`).
  public func setLineCap(_ cap: LineCap) {
    let c: cairo_line_cap_t
    switch cap {
    case .butt: c = CAIRO_LINE_CAP_BUTT
    case .round: c = CAIRO_LINE_CAP_ROUND
    case .square: c = CAIRO_LINE_CAP_SQUARE
    }
    cairo_set_line_cap(pointer, c)
  }

  /// Sets the line join (`cairo_set_line_join`).
  public func setLineJoin(_ join: LineJoin) {
    let j: cairo_line_join_t
    switch join {
    case .miter: j = CAIRO_LINE_JOIN_MITER
    case .round: j = CAIRO_LINE_JOIN_ROUND
    case .bevel: j = CAIRO_LINE_JOIN_BEVEL
    }
    cairo_set_line_join(pointer, j)
  }

  /// Sets a dash pattern; an empty pattern draws solid lines (`cairo_set_dash`).
  public func setDash(_ pattern: [Double], phase: Double = 0) {
    pattern.withUnsafeBufferPointer { cairo_set_dash(pointer, $0.baseAddress, Int32($0.count), phase) }
  }

  // MARK: - Painting

  /// Strokes and clears the path (`cairo_stroke`).
  public func stroke() { cairo_stroke(pointer) }
  /// Strokes and keeps the path (`cairo_stroke_preserve`).
  public func strokePreserve() { cairo_stroke_preserve(pointer) }
  /// Fills and clears the path (`cairo_fill`).
  public func fill() { cairo_fill(pointer) }
  /// Fills and keeps the path (`cairo_fill_preserve`).
  public func fillPreserve() { cairo_fill_preserve(pointer) }
  /// Paints the source everywhere inside the clip (`cairo_paint`).
  public func paint() { cairo_paint(pointer) }

  /// Paints `surface` with its origin at the current origin (`cairo_set_source_surface`, then
  /// `cairo_paint`): e.g. a still background under each frame of an animation.
  public func paint(_ surface: Surface) {
    cairo_set_source_surface(pointer, surface.pointer, 0, 0)
    cairo_paint(pointer)
  }
  /// Intersects the clip with the path and clears it (`cairo_clip`).
  public func clip() { cairo_clip(pointer) }
  /// Resets the clip (`cairo_reset_clip`).
  public func resetClip() { cairo_reset_clip(pointer) }

  /// One line of `text` in `font` laid out on this context, made once and kept: drawing the same
  /// text again (on any page of a document) reuses its shaping.
  public func layout(_ text: String, font: Font) throws(CairoError) -> TextLayout {
    let key = LayoutKey(text: text, font: font)
    if let kept = layouts[key] { return TextLayout(sharing: kept, in: self) }
    let made = try TextLayout(text, font: font, in: self)
    if layouts.count >= Context.keptLayouts { forgetLayouts() }
    layouts[key] = made.pointer
    g_object_ref(UnsafeMutableRawPointer(made.pointer))
    return made
  }

  /// Ends the current PDF page and starts the next (`cairo_show_page`).
  public func showPage() { cairo_show_page(pointer) }
}
