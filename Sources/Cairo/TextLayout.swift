import CCairo

/// A paragraph of text laid out by Pango for one context, and the sole owner of its `PangoLayout`.
///
/// Metrics are unhinted and glyph positions unrounded, so a layout measures the same on PNG, SVG
/// and PDF surfaces, and text measured once can be placed on any of them.
public final class TextLayout {
  /// Horizontal alignment of lines within the layout width.
  public enum Alignment: Sendable { case leading, center, trailing }

  let pointer: OpaquePointer
  private let context: Context

  /// Lays out `text` in `font` (`pango_layout_new`, `pango_layout_set_text`).
  ///
  /// - Parameters:
  ///   - width: wrap or ellipsize at this width in user units; `nil` for one unbounded line.
  ///   - ellipsize: end the line with "…" instead of wrapping when `width` is exceeded.
  public init(
    _ text: String, font: Font, in context: Context, width: Double? = nil,
    alignment: Alignment = .leading, ellipsize: Bool = false
  ) throws(CairoError) {
    guard let layout = pango_layout_new(context.pangoContext) else {
      throw CairoError(status: CAIRO_STATUS_NO_MEMORY)
    }
    self.pointer = layout
    self.context = context
    let description = font.makeDescription()
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_attributes(layout, TextLayout.features.pointer)
    if let width, width.isFinite, width > 0 {
      pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
      pango_layout_set_ellipsize(layout, ellipsize ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    switch alignment {
    case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
  }

  /// A layout made earlier on `context` (a reference of its own is taken).
  init(sharing layout: OpaquePointer, in context: Context) {
    g_object_ref(UnsafeMutableRawPointer(layout))
    self.pointer = layout
    self.context = context
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

  /// Every character is set with its own glyph, the same wherever it stands: no contextual
  /// alternates (Inter raises `(`, `-` and `:` beside capitals) and no ligatures. So a character
  /// in print is always one glyph, which is what lets a PDF's pages share one font subset.
  static let features = AttributeList("calt=0,liga=0,clig=0")

  /// The version of Pango that lays text out (`pango_version_string`).
  public static var pangoVersion: String { String(cString: pango_version_string()) }

  /// The logical extents of the layout (`pango_layout_get_extents`), in user units, relative to
  /// the layout's top-left corner.
  public var extents: TextExtents {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(pointer, &ink, &logical)
    let s = Double(PANGO_SCALE)
    return TextExtents(
      x: Double(logical.x) / s, y: Double(logical.y) / s,
      width: Double(logical.width) / s, height: Double(logical.height) / s,
      baseline: Double(pango_layout_get_baseline(pointer)) / s)
  }

  /// Whether Pango had to shorten the text with an ellipsis (`pango_layout_is_ellipsized`).
  public var isEllipsized: Bool { pango_layout_is_ellipsized(pointer) != 0 }

  /// Draws the layout with its top-left corner at `origin` (`pango_cairo_show_layout`).
  public func draw(at origin: Point) {
    cairo_move_to(context.pointer, origin.x, origin.y)
    pango_cairo_show_layout(context.pointer, pointer)
  }
}

/// The measured box of a text layout, in user units.
public struct TextExtents: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  /// Distance from the top of the layout to the first line's baseline.
  public var baseline: Double
  public init(x: Double, y: Double, width: Double, height: Double, baseline: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.baseline = baseline
  }
}

extension Context {
  /// The Pango context used for this cairo context's layouts, with unhinted metrics.
  var pangoContext: OpaquePointer {
    if let existing = pangoContextStorage.pointer { return existing }
    let p: OpaquePointer
    if let fontMap {
      p = pango_font_map_create_context(UnsafeMutablePointer(fontMap.pointer))!
      pango_cairo_update_context(pointer, p)
    } else {
      p = pango_cairo_create_context(pointer)!
    }
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(p, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(p, 0)
    pangoContextStorage.pointer = p
    return p
  }
}

/// Owns the Pango context of a ``Context`` (created on first use, unreferenced in `deinit`).
final class PangoContextStorage {
  var pointer: OpaquePointer?
  init() {}
  deinit { if let pointer { g_object_unref(UnsafeMutableRawPointer(pointer)) } }
}

/// A Pango attribute list applied to the whole of every layout, made once and never changed (so
/// layouts on several threads can share it: Pango only reads it).
final class AttributeList: @unchecked Sendable {
  let pointer: OpaquePointer

  /// A list holding one font-features attribute (`pango_attr_font_features_new`), in the
  /// comma-separated `tag=value` form HarfBuzz reads.
  init(_ features: String) {
    pointer = pango_attr_list_new()
    pango_attr_list_insert(pointer, pango_attr_font_features_new(features))
  }

  deinit { pango_attr_list_unref(pointer) }
}
