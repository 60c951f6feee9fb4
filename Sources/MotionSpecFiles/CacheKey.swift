import Foundation

/// The key that authenticates the cache files whose content is markup (the page's kept rows and
/// cards): 32 random bytes in a file of this user's, outside every cache directory —
/// `$XDG_CONFIG_HOME/motionspec/cache-key`, else `~/.config/motionspec/cache-key` — made on first
/// use, readable by its owner only. A cache directory that is shared, restored or written by
/// someone else cannot carry markup in: without the key its tags do not verify, and the markup
/// is made again. Where no key can be kept, such files are neither read nor written.
public enum CacheKey {
  /// Where the key lives (`environment` as the process's, for tests).
  public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/motionspec/cache-key"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.config/motionspec/cache-key"
  }

  /// This user's key, made if there is none yet; `nil` where it cannot be read or made.
  public static func load(at path: String? = CacheKey.path()) -> [UInt8]? {
    guard let path else { return nil }
    if let key = read(path) { return key }
    let directory = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    var generator = SystemRandomNumberGenerator()
    let key = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    // Made exclusively: when two processes race, the one that loses reads the winner's key.
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    if fd >= 0 {
      let written = key.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
      fsync(fd)
      close(fd)
      if written == key.count { return key }
      unlink(path)
      return nil
    }
    return read(path)
  }

  static func read(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path), data.count == 32 else { return nil }
    return Array(data)
  }
}
