import Cairo
import Foundation
import MotionSpecCharts
import MotionSpecFiles
import ReportModel

/// A file of the cache that holds one payload, checksummed: a line naming its format, the
/// payload's ``StableDigest`` in hex and a newline, then the payload. A file that is not whole,
/// or of another format, reads as nothing (a cache only saves time).
///
/// A file whose payload is markup (``authenticated``) carries an HMAC-SHA-256 tag made with this
/// user's ``CacheKey`` instead of the checksum, so only this user's own renders can have written
/// it: a forged or foreign file reads as nothing, and without a key the file is not used at all.
package struct CacheFile: Sendable {
  /// The file's name in the cache directory.
  let name: String
  /// The first line, without its newline (`motionspec text metrics 1`).
  let format: String
  /// Whether the payload is authenticated with the user's key rather than checksummed.
  var authenticated = false

  var magic: [UInt8] { Array((format + "\n").utf8) }
  /// Where the payload starts: the magic line, the tag or checksum in hex, a newline.
  var headerLength: Int { magic.count + (authenticated ? 64 : 16) + 1 }

  /// The tag or checksum of `payload`, in hex; `nil` when an authenticated file has no key.
  func seal(_ payload: ArraySlice<UInt8>, key: [UInt8]?) -> String? {
    if authenticated {
      guard let key else { return nil }
      var hmac = HMACSHA256(key: key)
      hmac.update(magic)
      payload.withUnsafeBytes { hmac.update($0) }
      return hmac.finalize().map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
    }
    var digest = StableDigest()
    payload.withUnsafeBytes { digest.add(bytes: $0) }
    return digest.hex
  }

  /// The file's bytes for `payload`; `nil` when an authenticated file has no key.
  func wrap(_ payload: [UInt8], key: [UInt8]?) -> [UInt8]? {
    guard let seal = seal(payload[...], key: key) else { return nil }
    return magic + Array((seal + "\n").utf8) + payload
  }

  /// The bytes of a checksummed (not authenticated) file for `payload`.
  func wrap(_ payload: [UInt8]) -> [UInt8] {
    var digest = StableDigest()
    payload.withUnsafeBytes { digest.add(bytes: $0) }
    return magic + Array((digest.hex + "\n").utf8) + payload
  }

  /// The payload of `bytes`, or `nil` when they are not a whole file of this format (or, when
  /// authenticated, not one made with `key`).
  func unwrap(_ bytes: [UInt8], key: [UInt8]? = nil) -> ArraySlice<UInt8>? {
    let magic = self.magic
    guard bytes.count >= headerLength, bytes[..<magic.count].elementsEqual(magic), bytes[headerLength - 1] == 10 else {
      return nil
    }
    guard let seal = seal(bytes[headerLength...], key: key),
      bytes[magic.count..<(headerLength - 1)].elementsEqual(seal.utf8)
    else { return nil }
    return bytes[headerLength...]
  }

  /// The cache's own files, beside its entries (each an entry by itself when evicting).
  static let textMetrics = CacheFile(name: "text-metrics", format: "motionspec text metrics 1")
  package static let htmlFragments = CacheFile(
    name: "html-fragments", format: "motionspec html fragments 2", authenticated: true)
  static let exportFits = CacheFile(name: "export-fits", format: "motionspec export fits 1")

  /// The verified payload kept in `cache`, if any.
  /// (A file larger than `largest` bytes is not read at all.)
  package func read(from cache: ChartCache, largest: Int = 256 << 20) -> ArraySlice<UInt8>? {
    let key = authenticated ? CacheKey.load() : nil
    if authenticated && key == nil { return nil }
    let url = cache.directory.appendingPathComponent(name)
    guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size <= largest,
      let data = try? Data(contentsOf: url)
    else { return nil }
    return unwrap([UInt8](data), key: key)
  }

  /// Keeps `payload` in `cache`, written beside its name and renamed (skipped where the cache
  /// cannot be written).
  package func write(_ payload: [UInt8], to cache: ChartCache) {
    guard let bytes = wrap(payload, key: authenticated ? CacheKey.load() : nil) else { return }
    try? FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
    try? FileOutput.write(bytes, to: cache.directory.appendingPathComponent(name).path)
  }
}
