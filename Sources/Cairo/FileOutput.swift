#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files atomically: the bytes go to a temporary file beside the target, which is then
/// renamed over it, so readers see either the old file or the whole new one.
public enum FileOutput {
  /// Writes `bytes` to `path` atomically; the error names `path` and says what failed.
  public static func write(_ bytes: [UInt8], to path: String) throws(CairoError) {
    let temp = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw failure("cannot create file", path) }
    var written = 0
    let ok = bytes.withUnsafeBytes { raw -> Bool in
      while written < raw.count {
        let n = Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += n
      }
      return true
    }
    let writeError = errno
    close(fd)
    guard ok else {
      unlink(temp)
      errno = writeError
      throw failure("cannot write file", path)
    }
    guard rename(temp, path) == 0 else {
      let e = errno
      unlink(temp)
      errno = e
      throw failure("cannot move file into place", path)
    }
  }

  private static func failure(_ what: String, _ path: String) -> CairoError {
    CairoError(message: "\(what): \(String(cString: strerror(errno)))", path: path)
  }
}

extension Surface {
  /// Finishes the surface and writes its bytes (PNG for images) to `path` atomically.
  public func write(to path: String) throws(CairoError) {
    try FileOutput.write(finish(), to: path)
  }
}
