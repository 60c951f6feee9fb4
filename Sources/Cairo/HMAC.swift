import CCairo

/// HMAC-SHA-256 (RFC 2104 over FIPS 180-4's SHA-256), from GLib's `GHmac`: GLib comes with Cairo
/// and Pango, so the cache's tags need no cryptography package of their own.
public struct HMACSHA256: ~Copyable {
  private let hmac: OpaquePointer

  deinit { g_hmac_unref(hmac) }

  /// A tag under `key` (any length; GLib hashes a key longer than SHA-256's block first).
  public init(key: [UInt8]) {
    hmac = key.withUnsafeBufferPointer { g_hmac_new(G_CHECKSUM_SHA256, $0.baseAddress, gsize($0.count)) }
  }

  /// Adds `bytes` to the message.
  public mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    var rest = bytes.count
    var at = base.assumingMemoryBound(to: UInt8.self)
    // g_hmac_update takes a gssize: a part at a time, however large the payload.
    while rest > 0 {
      let part = min(rest, Int(Int32.max))
      g_hmac_update(hmac, at, gssize(part))
      at += part
      rest -= part
    }
  }

  /// Adds `bytes` to the message.
  public mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { update($0) } }

  /// The 32-byte tag of the message; the value is spent.
  public consuming func finalize() -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 32)
    var length = gsize(digest.count)
    digest.withUnsafeMutableBufferPointer { g_hmac_get_digest(hmac, $0.baseAddress, &length) }
    return Array(digest.prefix(Int(length)))
  }

  /// The tag of `message` under `key`.
  public static func tag(key: [UInt8], _ message: [UInt8]) -> [UInt8] {
    var hmac = HMACSHA256(key: key)
    hmac.update(message)
    return hmac.finalize()
  }
}
