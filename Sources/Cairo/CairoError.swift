import CCairo
import MotionSpecFiles

/// An error in drawing: reported by cairo, or a call the wrapper refused before cairo saw it.
///
/// A cairo status is an open set: cairo documents that new `cairo_status_t` values may be added,
/// so an unknown code is kept as it is and still reported as an error. Files that cannot be
/// written are not drawing errors: they are ``FileWriteError``s.
public struct CairoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why drawing failed: one case per cause.
  public enum Cause: Hashable, Sendable {
    /// cairo reported this `cairo_status_t` (its raw value; 0 is never an error).
    case cairo(UInt32)
    /// An argument cairo cannot draw with: a size that is not positive and finite, a pixel outside
    /// the image, an empty image to encode.
    case invalidArgument
    /// An operation the surface's kind does not have (pixels of a PDF, pages of an image).
    case unsupported
    /// A PDF document finished without a page.
    case emptyDocument
    /// The PNG encoder's compression (libdeflate) failed.
    case compression
    /// The PDF cairo wrote lacks what its figures' alternative text is added to (a figure's
    /// structure element, the cross-reference, the trailer): the text would be lost.
    case untaggedFigures
  }

  /// Why drawing failed.
  public let cause: Cause
  /// cairo's own message for its status (`cairo_status_to_string`), or the wrapper's.
  public let message: String
  /// The file the failing operation was reading or writing, when there is one.
  public let path: String?

  /// The raw `cairo_status_t`, when cairo reported the error.
  public var status: UInt32? {
    if case .cairo(let raw) = cause { return raw }
    return nil
  }

  /// Creates an error from a cairo status, optionally naming the file involved.
  public init(status: cairo_status_t, path: String? = nil) {
    self.cause = .cairo(status.rawValue)
    self.message = String(cString: cairo_status_to_string(status))
    self.path = path
  }

  /// Creates an error the wrapper reports itself.
  public init(_ cause: Cause, _ message: String, path: String? = nil) {
    self.cause = cause
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
