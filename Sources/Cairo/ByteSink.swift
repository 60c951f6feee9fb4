import CCairo

/// Collects the bytes cairo writes through a stream callback, so output can be written atomically.
final class ByteSink {
  var bytes: [UInt8] = []

  /// The `cairo_write_func_t` that appends to the sink passed as `closure`.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }

  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
