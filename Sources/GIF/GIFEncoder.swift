import CGIF
internal import CPlatform

/// An animated GIF made with giflib: frames of opaque pixels, a palette shared by all of them,
/// and only what changed between frames stored (the rest transparent), so an animation of a
/// few moving things over a still chart stays small.
///
/// The palette is giflib's median cut (`GifQuantizeBuffer`) of the frame given as the
/// palette's source — the one that holds every colour the animation uses — in 255 colours; index
/// 255 is the transparent "unchanged" colour. Pixels map to the nearest palette colour through a
/// table keyed by 15-bit colour, filled as colours appear.
public struct GIFEncoder {
  public let width: Int
  public let height: Int
  /// Each frame as stored: the rectangle that changed (x, y, width, height), its palette
  /// indices (unchanged pixels transparent) and its delay.
  private var frames: [(rect: (Int, Int, Int, Int), indices: [UInt8], delay: Int)] = []
  private var lastPixels: Pixels = []
  private var lastIndices: [UInt8] = []
  /// A frame-sized buffer reused for the next frame's indices.
  private var scratch: [UInt8] = []
  private let palette: [(UInt8, UInt8, UInt8)]
  private var lookup = [Int16](repeating: -1, count: 1 << 15)

  /// One frame's pixels: `0xAARRGGBB` words, row by row (cairo's ARGB32 of an opaque image).
  public typealias Pixels = [UInt32]

  /// An encoder for `width` × `height` frames, its palette cut from `paletteSource`.
  public init(width: Int, height: Int, paletteSource: Pixels) throws(GIFError) {
    guard width > 0, height > 0, width <= 65535, height <= 65535, paletteSource.count == width * height else {
      throw GIFError("a GIF frame must be 1 to 65535 pixels each way, and the palette source that size")
    }
    self.width = width
    self.height = height
    var red = [UInt8](repeating: 0, count: paletteSource.count), green = red, blue = red
    for (i, p) in paletteSource.enumerated() {
      red[i] = UInt8((p >> 16) & 0xff)
      green[i] = UInt8((p >> 8) & 0xff)
      blue[i] = UInt8(p & 0xff)
    }
    var size: Int32 = 255
    var colors = [GifColorType](repeating: GifColorType(), count: 256)
    var output = [GifByteType](repeating: 0, count: paletteSource.count)
    let status = GifQuantizeBuffer(UInt32(width), UInt32(height), &size, &red, &green, &blue, &output, &colors)
    guard status == GIF_OK else { throw GIFError("giflib could not cut a palette (GifQuantizeBuffer)") }
    palette = colors.prefix(Int(size)).map { ($0.Red, $0.Green, $0.Blue) }
  }

  /// The palette index of transparent, unchanged pixels.
  static let unchanged: UInt8 = 255

  /// The palette entry nearest to pixel `p`.
  private mutating func index(_ p: UInt32) -> UInt8 {
    let r5: UInt32 = (p >> 9) & 0x7c00, g5: UInt32 = (p >> 6) & 0x03e0, b5: UInt32 = (p >> 3) & 0x001f
    let key = Int(r5 | g5 | b5)
    if lookup[key] >= 0 { return UInt8(lookup[key]) }
    let r = Int((p >> 16) & 0xff)
    let g = Int((p >> 8) & 0xff)
    let b = Int(p & 0xff)
    var best = 0, bestDistance = Int.max
    for (i, c) in palette.enumerated() {
      let dr = r - Int(c.0)
      let dg = g - Int(c.1)
      let db = b - Int(c.2)
      let d: Int = 2 * dr * dr + 4 * dg * dg + 3 * db * db
      if d < bestDistance { (best, bestDistance) = (i, d) }
    }
    lookup[key] = Int16(best)
    return UInt8(best)
  }

  /// Adds a frame, read in place (e.g. straight from an image surface's memory), shown for
  /// `delay` hundredths of a second (GIF's unit; browsers show 2 or more).
  public mutating func add(_ pixels: UnsafeBufferPointer<UInt32>, delay: Int) throws(GIFError) {
    guard pixels.count == width * height else {
      throw GIFError("a frame of \(pixels.count) pixels in a \(width)×\(height) GIF")
    }
    var indices = scratch.count == pixels.count ? scratch : [UInt8](repeating: 0, count: pixels.count)
    scratch = []
    let first = lastPixels.isEmpty
    var (x0, y0, x1, y1) = first ? (0, 0, width - 1, height - 1) : (width, height, -1, -1)
    let w = width
    do {
      let now = pixels
      lastPixels.withUnsafeBufferPointer { before in
        lastIndices.withUnsafeBufferPointer { beforeIndices in
          indices.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
              let row = y * w
              // Most rows of an animation over a still picture do not change: copy them whole.
              if !first && memcmp(now.baseAddress! + row, before.baseAddress! + row, w * 4) == 0 {
                (out.baseAddress! + row).update(from: beforeIndices.baseAddress! + row, count: w)
                continue
              }
              for x in 0..<w {
                let i = row + x
                if !first && now[i] == before[i] {
                  out[i] = beforeIndices[i]
                  continue
                }
                out[i] = index(now[i])
                if !first && out[i] != beforeIndices[i] {
                  x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                }
              }
            }
          }
        }
      }
    }
    if x1 < 0 { (x0, y0, x1, y1) = (0, 0, 0, 0) }  // nothing changed: one transparent pixel
    var rect: [UInt8] = []
    rect.reserveCapacity((x1 - x0 + 1) * (y1 - y0 + 1))
    for y in y0...y1 {
      for x in x0...x1 {
        let i = y * width + x
        rect.append(!first && indices[i] == lastIndices[i] ? GIFEncoder.unchanged : indices[i])
      }
    }
    frames.append(((x0, y0, x1 - x0 + 1, y1 - y0 + 1), rect, max(2, min(delay, 65535))))
    if first { lastPixels = [UInt32](repeating: 0, count: pixels.count) }
    lastPixels.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: pixels.baseAddress!, count: pixels.count) }
    scratch = lastIndices
    lastIndices = indices
  }

  /// The GIF's bytes: a looping GIF89a whose frames after the first store only the rectangle
  /// that changed, with unchanged pixels in it transparent.
  public func encode() throws(GIFError) -> [UInt8] {
    guard !frames.isEmpty else { throw GIFError("a GIF needs at least one frame") }
    let sink = Sink()
    var error: Int32 = 0
    let box = Unmanaged.passRetained(sink)
    defer { box.release() }
    guard let gif = EGifOpen(box.toOpaque(), Sink.write, &error) else {
      throw GIFError("giflib could not start a GIF (error \(error))")
    }
    var closed = false
    defer { if !closed { _ = EGifCloseFile(gif, &error) } }
    EGifSetGifVersion(gif, true)
    var colors = palette.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
    while colors.count < 256 { colors.append(GifColorType(Red: 0, Green: 0, Blue: 0)) }
    guard let map = GifMakeMapObject(256, &colors) else { throw GIFError("giflib could not make the palette") }
    defer { GifFreeMapObject(map) }
    try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), gif)
    // Loop forever (the NETSCAPE2.0 application extension).
    try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), gif)
    var application = Array("NETSCAPE2.0".utf8)
    try check(EGifPutExtensionBlock(gif, 11, &application), gif)
    var loop: [UInt8] = [1, 0, 0]
    try check(EGifPutExtensionBlock(gif, 3, &loop), gif)
    try check(EGifPutExtensionTrailer(gif), gif)
    for (i, frame) in frames.enumerated() {
      // Graphics control: keep the previous frame under this one, this delay, index 255
      // transparent (after the first frame, which is whole).
      let flags: UInt8 = i == 0 ? 0x04 : 0x05
      var control: [UInt8] = [flags, UInt8(frame.delay & 0xff), UInt8(frame.delay >> 8), GIFEncoder.unchanged]
      try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, &control), gif)
      let (x, y, w, h) = frame.rect
      try check(EGifPutImageDesc(gif, Int32(x), Int32(y), Int32(w), Int32(h), false, nil), gif)
      var rows = frame.indices
      for row in 0..<h {
        try rows.withUnsafeMutableBufferPointer { (buffer) throws(GIFError) in
          try check(EGifPutLine(gif, buffer.baseAddress! + row * w, Int32(w)), gif)
        }
      }
    }
    closed = true
    guard EGifCloseFile(gif, &error) == GIF_OK else {
      throw GIFError("giflib could not finish the GIF (error \(error))")
    }
    return sink.bytes
  }

  private func check(_ status: Int32, _ gif: UnsafeMutablePointer<GifFileType>) throws(GIFError) {
    guard status == GIF_OK else { throw GIFError("giflib failed writing the GIF (error \(gif.pointee.Error))") }
  }

  /// Collects what giflib writes.
  private final class Sink {
    var bytes: [UInt8] = []
    static let write: OutputFunc = { gif, data, length in
      guard let gif, let data, let user = gif.pointee.UserData else { return 0 }
      Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue().bytes.append(
        contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return length
    }
  }
}

/// Why a GIF could not be made.
public struct GIFError: Error, CustomStringConvertible, Sendable {
  public let description: String
  public init(_ description: String) { self.description = description }
}
