import CCairo
import MotionSpecFiles

/// A cairo surface — an image, an SVG document or a PDF document — and its sole owner.
///
/// Vector surfaces stream into memory; call ``finish()`` to get their bytes, and write them with
/// ``FileOutput`` (temp file + rename), so a failed render never leaves half a file behind.
/// Not thread-safe: use one surface per thread.
public final class Surface {
  /// What kind of surface this is.
  public enum Kind: Sendable { case image, svg, pdf }

  let pointer: OpaquePointer
  private let sink: ByteSink?
  /// The kind chosen at creation.
  public let kind: Kind
  /// The size in user units (points for PDF and SVG, logical pixels for images).
  public let size: Size
  /// Device pixels per user unit (image surfaces only; 1 for vector surfaces).
  public let scale: Double

  private init(pointer: OpaquePointer, sink: ByteSink?, kind: Kind, size: Size, scale: Double) throws(CairoError) {
    self.pointer = pointer
    self.sink = sink
    self.kind = kind
    self.size = size
    self.scale = scale
    try CairoError.check(cairo_surface_status(pointer))
  }

  deinit { cairo_surface_destroy(pointer) }

  private static func validate(_ size: Size, scale: Double = 1) throws(CairoError) {
    let ok =
      size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
      && scale.isFinite && scale > 0 && size.width * scale <= 32767 && size.height * scale <= 32767
    guard ok else {
      throw CairoError(
        .invalidArgument,
        "invalid surface size \(size.width)×\(size.height) at scale \(scale): "
          + "expected positive finite dimensions of at most 32767 device pixels")
    }
  }

  /// An ARGB32 image of `size` logical pixels drawn at `scale` device pixels each
  /// (`cairo_image_surface_create` + `cairo_surface_set_device_scale`).
  public static func image(size: Size, scale: Double = 1) throws(CairoError) -> Surface {
    try validate(size, scale: scale)
    let w = Int32((size.width * scale).rounded(.up))
    let h = Int32((size.height * scale).rounded(.up))
    guard let p = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else {
      throw CairoError(status: CAIRO_STATUS_NO_MEMORY)
    }
    cairo_surface_set_device_scale(p, scale, scale)
    return try Surface(pointer: p, sink: nil, kind: .image, size: size, scale: scale)
  }

  /// An image surface read from a PNG file (`cairo_image_surface_create_from_png`).
  public static func image(pngAt path: String) throws(CairoError) -> Surface {
    guard let p = cairo_image_surface_create_from_png(path) else {
      throw CairoError(status: CAIRO_STATUS_NO_MEMORY, path: path)
    }
    let status = cairo_surface_status(p)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(p)
      throw CairoError(status: status, path: path)
    }
    let size = Size(width: Double(cairo_image_surface_get_width(p)), height: Double(cairo_image_surface_get_height(p)))
    return try Surface(pointer: p, sink: nil, kind: .image, size: size, scale: 1)
  }

  /// An SVG 1.1 document of `size` points, streamed into memory (`cairo_svg_surface_create_for_stream`).
  public static func svg(size: Size) throws(CairoError) -> Surface {
    try validate(size)
    let sink = ByteSink()
    guard let p = cairo_svg_surface_create_for_stream(ByteSink.write, sink.opaque, size.width, size.height)
    else { throw CairoError(status: CAIRO_STATUS_NO_MEMORY) }
    cairo_svg_surface_restrict_to_version(p, CAIRO_SVG_VERSION_1_1)
    cairo_svg_surface_set_document_unit(p, CAIRO_SVG_UNIT_PT)
    return try Surface(pointer: p, sink: sink, kind: .svg, size: size, scale: 1)
  }

  /// A PDF document whose first page is `size` points, streamed into memory
  /// (`cairo_pdf_surface_create_for_stream`). `metadata` is pinned so the bytes are deterministic.
  public static func pdf(size: Size, metadata: PDFMetadata = PDFMetadata()) throws(CairoError) -> Surface {
    try validate(size)
    let sink = ByteSink()
    guard let p = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.opaque, size.width, size.height)
    else { throw CairoError(status: CAIRO_STATUS_NO_MEMORY) }
    let surface = try Surface(pointer: p, sink: sink, kind: .pdf, size: size, scale: 1)
    metadata.apply(to: p)
    return surface
  }

  /// The version of the cairo library in use (`cairo_version_string`), e.g. `1.16.0`.
  public static var cairoVersion: String { String(cString: cairo_version_string()) }

  /// Sets the size of the next PDF page, in points (`cairo_pdf_surface_set_size`).
  public func setPageSize(_ size: Size) throws(CairoError) {
    guard kind == .pdf else { throw CairoError(.unsupported, "page sizes apply to PDF surfaces only") }
    try Surface.validate(size)
    cairo_pdf_surface_set_size(pointer, size.width, size.height)
  }

  /// The sticky error of this surface, if any (`cairo_surface_status`).
  public var error: CairoError? {
    let s = cairo_surface_status(pointer)
    return s == CAIRO_STATUS_SUCCESS ? nil : CairoError(status: s)
  }

  /// Finishes the document and returns its bytes (`cairo_surface_finish`); for an image surface,
  /// encodes it as PNG (see ``PNGEncoder``). A PDF's bytes come with room for `extraCapacity`
  /// more, so what is appended to them does not copy them.
  public func finish(extraCapacity: Int = 0) throws(CairoError) -> [UInt8] {
    switch kind {
    case .image:
      try CairoError.check(cairo_surface_status(pointer))
      return try PNGEncoder.encode(pointer)
    case .svg:
      cairo_surface_finish(pointer)
      try CairoError.check(cairo_surface_status(pointer))
      return SVGIdentifiers.normalize(sink?.take() ?? [])
    case .pdf:
      cairo_surface_finish(pointer)
      try CairoError.check(cairo_surface_status(pointer))
      // Taken out of the sink, so the caller holds the only reference and can append in place.
      return sink?.take(extra: extraCapacity) ?? []
    }
  }

  /// Reads one device pixel of an image surface as straight-alpha RGBA (for tests and checks).
  public func pixel(x: Int, y: Int) throws(CairoError) -> RGBA {
    guard kind == .image else { throw CairoError(.unsupported, "pixels exist on image surfaces only") }
    cairo_surface_flush(pointer)
    let w = Int(cairo_image_surface_get_width(pointer))
    let h = Int(cairo_image_surface_get_height(pointer))
    guard (0..<w).contains(x), (0..<h).contains(y), let data = cairo_image_surface_get_data(pointer) else {
      throw CairoError(.invalidArgument, "pixel (\(x), \(y)) is outside the \(w)×\(h) image")
    }
    let stride = Int(cairo_image_surface_get_stride(pointer))
    let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    let a = Double((word >> 24) & 0xff) / 255
    func channel(_ shift: UInt32) -> Double {
      a == 0 ? 0 : min(1, Double((word >> shift) & 0xff) / 255 / a)
    }
    return RGBA(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
  }

  /// Every device pixel of an image surface as cairo's ARGB32 words (premultiplied alpha), row by
  /// row — for encoders that take raw frames (an animated GIF).
  public func argbPixels() throws(CairoError) -> [UInt32] {
    guard kind == .image else { throw CairoError(.unsupported, "pixels exist on image surfaces only") }
    cairo_surface_flush(pointer)
    let (w, h) = pixelSize
    guard let data = cairo_image_surface_get_data(pointer) else {
      throw CairoError(.unsupported, "the image has no pixel data")
    }
    let stride = Int(cairo_image_surface_get_stride(pointer))
    var out = [UInt32](repeating: 0, count: w * h)
    out.withUnsafeMutableBytes { target in
      for y in 0..<h { (target.baseAddress! + y * w * 4).copyMemory(from: data + y * stride, byteCount: w * 4) }
    }
    return out
  }

  /// Calls `body` with the image surface's pixels in place, as ARGB32 words row by row (the
  /// surface must have no row padding, which cairo guarantees for widths of whole words).
  public func withARGBPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) throws -> R {
    guard kind == .image else { throw CairoError(.unsupported, "pixels exist on image surfaces only") }
    cairo_surface_flush(pointer)
    let (w, h) = pixelSize
    guard let data = cairo_image_surface_get_data(pointer), Int(cairo_image_surface_get_stride(pointer)) == w * 4 else {
      throw CairoError(.unsupported, "the image’s rows are padded; read it with argbPixels()")
    }
    return try data.withMemoryRebound(to: UInt32.self, capacity: w * h) {
      try body(UnsafeBufferPointer(start: $0, count: w * h))
    }
  }

  /// The image's size in device pixels.
  public var pixelSize: (width: Int, height: Int) {
    guard kind == .image else { return (0, 0) }
    return (Int(cairo_image_surface_get_width(pointer)), Int(cairo_image_surface_get_height(pointer)))
  }
}
