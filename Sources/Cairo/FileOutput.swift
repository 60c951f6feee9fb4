internal import CPlatform

/// Writes files atomically: the bytes go to a temporary file beside the target, which is then
/// renamed over it, so readers see either the old file or the whole new one.
public enum FileOutput {
  /// Writes `bytes` to `path` atomically; the error names `path` and says what failed.
  public static func write(_ bytes: [UInt8], to path: String) throws(CairoError) {
    var message = [CChar](repeating: 0, count: 512)
    let status = bytes.withUnsafeBytes { raw in
      motionspec_write_file_atomically(path, raw.baseAddress, raw.count, &message, message.count)
    }
    guard status == 0 else {
      throw CairoError(
        message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), path: path)
    }
  }
}

extension Surface {
  /// Finishes the surface and writes its bytes (PNG for images) to `path` atomically.
  public func write(to path: String) throws(CairoError) {
    try FileOutput.write(finish(), to: path)
  }
}
