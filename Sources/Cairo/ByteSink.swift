import CCairo

/// Collects the bytes cairo writes through a stream callback, so output can be written atomically.
///
/// They are kept in chunks of a megabyte and joined once, into an array of exactly their size,
/// when they are taken: a 60 MB PDF is held twice at most while it is joined, never three times
/// as an array grown by doubling would hold it at its last growth.
final class ByteSink {
  private var chunks: [[UInt8]] = []
  private var current: [UInt8] = []
  static let chunkSize = 1 << 20

  /// The `cairo_write_func_t` that appends to the sink passed as `closure`.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.append(UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    var rest = bytes[...]
    while !rest.isEmpty {
      if current.capacity == 0 { current.reserveCapacity(ByteSink.chunkSize) }
      let room = ByteSink.chunkSize - current.count
      current.append(contentsOf: rest.prefix(room))
      rest = rest.dropFirst(room)
      if current.count == ByteSink.chunkSize {
        chunks.append(current)
        current = []
      }
    }
  }

  /// Everything written so far, as one array of its own with room for `extra` more bytes (the
  /// sink is empty after).
  func take(extra: Int = 0) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(chunks.count * ByteSink.chunkSize + current.count + max(0, extra))
    for chunk in chunks { out += chunk }
    out += current
    chunks = []
    current = []
    return out
  }

  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
