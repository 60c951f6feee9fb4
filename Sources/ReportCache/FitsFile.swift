import Foundation
import MotionSpecExport
import ReportModel

/// The fits of the catalogue's springs (their CSS `linear()` and cubic-Bézier stand-ins), kept in
/// the cache so a render that changed one token fits only that one (``ExportedToken/Fits``).
///
/// The payload is motionspec's version and a newline, then the fits as JSON by key; a file of
/// another version, or not whole, is not used.
package enum FitsFile {
  static let file = CacheFile.exportFits

  /// The largest file read: far more than the fits of the largest catalogue take (a few
  /// kilobytes per spring), so a forged file of huge fits is not even decoded. Each fit is then
  /// checked against its spring where it is used (``ExportedToken``), never trusted as it is.
  static let largest = 48 << 20

  /// The fits kept in `cache` (none when there are none or they do not hold).
  package static func load(from cache: ChartCache) -> [String: ExportedToken.Fits] {
    guard let payload = file.read(from: cache, largest: largest) else { return [:] }
    let version = Array((Version.cacheIdentity + "\n").utf8)
    guard payload.starts(with: version) else { return [:] }
    return (try? JSONDecoder().decode([String: ExportedToken.Fits].self, from: Data(payload.dropFirst(version.count))))
      ?? [:]
  }

  /// Keeps `fits` in `cache`, unless they are what it holds already.
  package static func store(
    _ fits: [String: ExportedToken.Fits], replacing known: [String: ExportedToken.Fits], in cache: ChartCache
  ) {
    guard fits != known else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let json = try? encoder.encode(fits) else { return }
    file.write(Array((Version.cacheIdentity + "\n").utf8) + Array(json), to: cache)
  }
}
