import Foundation

/// SHA-256 (FIPS 180-4), for authenticating cache files with ``HMAC``: the digest of `bytes`.
public enum SHA256 {
  static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  public static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var hash = Hash()
    hash.add(bytes)
    return hash.finish()
  }

  /// A digest made piece by piece, so a large message is read where it lies, never copied whole.
  public struct Hash {
    var h: [UInt32] = [
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// The bytes of a block not yet complete.
    var pending: [UInt8] = []
    var length: UInt64 = 0
    var w = [UInt32](repeating: 0, count: 64)

    public init() {}

    /// Adds `bytes` to the message.
    public mutating func add(_ bytes: some Collection<UInt8>) {
      length &+= UInt64(bytes.count)
      let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in add(buffer) }
      if done == nil { Array(bytes).withUnsafeBufferPointer { add($0) } }
    }

    mutating func add(_ buffer: UnsafeBufferPointer<UInt8>) {
      var start = 0
      if !pending.isEmpty {
        let take = min(64 - pending.count, buffer.count)
        pending += buffer[0..<take]
        start = take
        guard pending.count == 64 else { return }
        let block = pending
        pending = []
        block.withUnsafeBufferPointer { compress($0, at: 0) }
      }
      while start + 64 <= buffer.count {
        compress(buffer, at: start)
        start += 64
      }
      pending += buffer[start...]
    }

    /// The digest of everything added.
    public mutating func finish() -> [UInt8] {
      var tail = pending + [0x80]
      while tail.count % 64 != 56 { tail.append(0) }
      let bits = length &* 8
      for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> shift)) }
      tail.withUnsafeBufferPointer { buffer in
        for offset in stride(from: 0, to: buffer.count, by: 64) { compress(buffer, at: offset) }
      }
      pending = []
      return h.flatMap { v in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
    }

    /// One 64-byte block of `buffer` from `offset`.
    mutating func compress(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) {
      for i in 0..<16 {
        let j = offset + 4 * i
        w[i] =
          UInt32(buffer[j]) << 24 | UInt32(buffer[j + 1]) << 16 | UInt32(buffer[j + 2]) << 8 | UInt32(buffer[j + 3])
      }
      for i in 16..<64 {
        let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
        let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
      for i in 0..<64 {
        let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let t1 = hh &+ s1 &+ choice &+ k[i] &+ w[i]
        let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let t2 = s0 &+ majority
        (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
      }
      for (i, v) in [a, b, c, d, e, f, g, hh].enumerated() { h[i] = h[i] &+ v }
    }
  }

  static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
}

/// HMAC-SHA-256 (RFC 2104): a tag only a holder of `key` can make for `message`.
public enum HMAC {
  public static func tag(key: [UInt8], message: some Collection<UInt8>) -> [UInt8] {
    tag(key: key, parts: [Array(message)[...]])
  }

  /// The tag of the message made of `parts` in order, each read where it lies.
  public static func tag(key: [UInt8], parts: [ArraySlice<UInt8>]) -> [UInt8] {
    var k = key.count > 64 ? SHA256.digest(key) : key
    k += [UInt8](repeating: 0, count: 64 - k.count)
    var inner = SHA256.Hash()
    inner.add(k.map { $0 ^ 0x36 })
    for part in parts { inner.add(part) }
    var outer = SHA256.Hash()
    outer.add(k.map { $0 ^ 0x5c })
    outer.add(inner.finish())
    return outer.finish()
  }

  /// `tag` in lowercase hexadecimal.
  public static func hex(_ tag: [UInt8]) -> String {
    tag.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
  }
}

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
