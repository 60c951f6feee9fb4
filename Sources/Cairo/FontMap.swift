import CCairo

/// A private Pango font map (`pango_cairo_font_map_new`), and its sole owner.
///
/// Pango's default font map is per thread; a context created on one thread and used on another
/// would share that thread's map with it. An object used from several threads (such as a shared
/// text measurer, behind a lock) therefore needs a font map of its own. Not `Sendable`: a map
/// belongs to the one thread (a `Parallel.map` lane) that made it or was handed it.
public final class FontMap {
  let pointer: OpaquePointer

  public init() throws(CairoError) {
    guard let map = pango_cairo_font_map_new() else { throw CairoError(status: CAIRO_STATUS_NO_MEMORY) }
    pointer = OpaquePointer(map)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
