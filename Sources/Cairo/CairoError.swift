import CCairo

/// An error reported by cairo, or by this wrapper while writing cairo's output.
///
/// `status` is an open set: cairo documents that new `cairo_status_t` values may be added, so an
/// unknown code is kept as it is and still reported as an error.
public struct CairoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The raw `cairo_status_t` value (0 is never used for an error).
  public let status: UInt32
  /// cairo's own message for `status` (`cairo_status_to_string`), or the wrapper's message.
  public let message: String
  /// The file the failing operation was writing, when there is one.
  public let path: String?

  /// Creates an error from a cairo status, optionally naming the file involved.
  public init(status: cairo_status_t, path: String? = nil) {
    self.status = status.rawValue
    self.message = String(cString: cairo_status_to_string(status))
    self.path = path
  }

  /// Creates an error that cairo did not report itself (an invalid argument, a failed write).
  public init(message: String, path: String? = nil) {
    self.status = CAIRO_STATUS_INVALID_STATUS.rawValue
    self.message = message
    self.path = path
  }

  public var description: String {
    if let path { return "\(path): \(message)" }
    return message
  }

  /// Throws when `status` is anything but `CAIRO_STATUS_SUCCESS`.
  static func check(_ status: cairo_status_t, path: String? = nil) throws(CairoError) {
    guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(status: status, path: path) }
  }
}
