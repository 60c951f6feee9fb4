internal import CPlatform

/// Writes files atomically: the bytes go to a temporary file beside the target, which is then
/// renamed over it, so readers see either the old file or the whole new one.
public enum FileOutput {
  /// Writes `bytes` to `path` atomically; the error names `path` and says what failed.
  public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    var message = [CChar](repeating: 0, count: 512)
    let status = bytes.withUnsafeBytes { raw in
      motionspec_write_file_atomically(path, raw.baseAddress, raw.count, &message, message.count)
    }
    guard status == 0 else {
      throw FileWriteError(
        path: path, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }
}

/// A file that could not be written: not a drawing error, so it is not a ``CairoError`` (a
/// command exits 73, `EX_CANTCREAT`, for this and 70 for a drawing that failed).
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that was being written.
  public let path: String
  /// What failed, in the operating system's words ("cannot create the temporary file: No such
  /// file or directory").
  public let reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}
