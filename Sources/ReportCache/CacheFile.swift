import Cairo
import Foundation
import MotionSpecCharts
import MotionSpecFiles
import ReportModel

/// A file of the cache that holds one payload, checksummed: a line naming its format, the
/// payload's ``StableDigest`` in hex and a newline, then the payload. A file that is not whole,
/// or of another format, reads as nothing (a cache only saves time).
package struct CacheFile: Sendable {
  /// The file's name in the cache directory.
  let name: String
  /// The first line, without its newline (`motionspec text metrics 1`).
  let format: String

  var magic: [UInt8] { Array((format + "\n").utf8) }
  /// Where the payload starts.
  var headerLength: Int { magic.count + 17 }

  /// The file's bytes for `payload`.
  func wrap(_ payload: [UInt8]) -> [UInt8] {
    var digest = StableDigest()
    payload.withUnsafeBytes { digest.add(bytes: $0) }
    return magic + Array((digest.hex + "\n").utf8) + payload
  }

  /// The payload of `bytes`, or `nil` when they are not a whole file of this format.
  func unwrap(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
    let magic = self.magic
    guard bytes.count >= headerLength, bytes[..<magic.count].elementsEqual(magic), bytes[headerLength - 1] == 10 else {
      return nil
    }
    var digest = StableDigest()
    bytes[headerLength...].withUnsafeBytes { digest.add(bytes: $0) }
    guard bytes[magic.count..<(headerLength - 1)].elementsEqual(digest.hex.utf8) else { return nil }
    return bytes[headerLength...]
  }

  /// The cache's own files, beside its entries (each an entry by itself when evicting).
  static let textMetrics = CacheFile(name: "text-metrics", format: "motionspec text metrics 1")
  package static let htmlFragments = CacheFile(name: "html-fragments", format: "motionspec html fragments 1")
  static let exportFits = CacheFile(name: "export-fits", format: "motionspec export fits 1")

  /// The verified payload kept in `cache`, if any.
  package func read(from cache: ChartCache) -> ArraySlice<UInt8>? {
    guard let data = try? Data(contentsOf: cache.directory.appendingPathComponent(name)) else { return nil }
    return unwrap(Array(data))
  }

  /// Keeps `payload` in `cache`, written beside its name and renamed (skipped where the cache
  /// cannot be written).
  package func write(_ payload: [UInt8], to cache: ChartCache) {
    try? FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
    try? FileOutput.write(wrap(payload), to: cache.directory.appendingPathComponent(name).path)
  }
}
