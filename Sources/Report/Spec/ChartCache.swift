import Foundation

/// A content-addressed store of rendered charts, so a re-render draws only what changed.
///
/// An entry is keyed by a fingerprint of everything that determines the chart (motionspec's
/// version, the chart kind, the tokens' definitions and descriptions, options, theme) and holds
/// the chart's SVG and PNG files and its inline SVG. After each render the cache keeps only the
/// entries that render used, so it never grows beyond one report's charts.
struct ChartCache: Sendable {
  let directory: URL

  /// The cached files of one chart.
  struct Entry: Sendable {
    let svg: Data
    let png: Data
    let inline: String
  }

  /// A cached chart: where its files are, and its inline SVG.
  struct Hit: Sendable {
    let svg: URL
    let png: URL
    let inline: String
  }

  init(directory: String) {
    self.directory = URL(fileURLWithPath: directory)
  }

  static func key(_ fingerprint: String) -> String { contentHash(fingerprint) }

  func lookup(_ key: String) -> Hit? {
    let base = directory.appendingPathComponent(key)
    let svg = base.appendingPathExtension("svg"), png = base.appendingPathExtension("png")
    let fm = FileManager.default
    guard fm.fileExists(atPath: svg.path), fm.fileExists(atPath: png.path),
      let inline = try? String(contentsOf: base.appendingPathExtension("inline"), encoding: .utf8)
    else { return nil }
    return Hit(svg: svg, png: png, inline: inline)
  }

  /// Stores an entry; a cache that cannot be written is skipped (it only saves time).
  func store(_ key: String, _ entry: Entry) {
    let base = directory.appendingPathComponent(key)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try entry.svg.write(to: base.appendingPathExtension("svg"), options: .atomic)
      try entry.png.write(to: base.appendingPathExtension("png"), options: .atomic)
      try Data(entry.inline.utf8).write(to: base.appendingPathExtension("inline"), options: .atomic)
    } catch {
      return
    }
  }

  /// Removes every entry not in `keys`.
  func retain(_ keys: Set<String>) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names where !keys.contains(String(name.split(separator: ".").first ?? "")) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }
}
