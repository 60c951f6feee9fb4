import Charts
import Foundation

/// A content-addressed store of rendered charts, so a re-render draws only what changed.
///
/// An entry is keyed by a fingerprint of everything that determines the chart (motionspec's
/// version, the chart kind, the tokens' definitions and descriptions, options, theme) and holds
/// the chart's SVG and PNG files, its inline SVG and a checksum of the three.
///
/// A cache can never hurt a report: an entry is used only if its checksum matches and its inline
/// SVG holds nothing a chart of ours never contains (scripts, event handlers, foreign objects);
/// anything else is redrawn and overwritten. Eviction is by age and size across every report
/// that shares the cache (``maximumAge``, ``maximumBytes``), never by what one render used; it
/// deletes only regular files named like entries, and never follows a symbolic link — a cache
/// directory that is one is not used at all.
struct ChartCache: Sendable {
  let directory: URL
  static let maximumAge: TimeInterval = 30 * 24 * 3600
  static let maximumBytes = 256 << 20

  /// The cached files of one chart.
  struct Entry: Sendable {
    let svg: Data
    /// The PNG @2x, when the chart has one (its key says whether it does).
    let png: Data?
    let inline: String
    let plots: [PlotArea]
  }

  /// A cached chart: where its files are, its inline SVG and where its plots are.
  struct Hit: Sendable {
    let svg: URL
    let png: URL?
    let inline: String
    let plots: [PlotArea]
  }

  /// The plot areas as text: one line per plot, `x y width height xFrom xTo yFrom yTo time|other`.
  static func text(_ plots: [PlotArea]) -> String {
    plots.map { p in
      [p.rect.x, p.rect.y, p.rect.width, p.rect.height, p.xDomain.lowerBound, p.xDomain.upperBound, p.yDomain.lowerBound, p.yDomain.upperBound].map { "\($0)" }.joined(separator: " ") + (p.xIsTime ? " time" : " other")
    }.joined(separator: "\n")
  }

  /// The plot areas read back from ``text(_:)``; `nil` when the text is not that.
  static func plots(_ text: String) -> [PlotArea]? {
    var out: [PlotArea] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 9 else { return nil }
      let n = fields.prefix(8).compactMap { Double($0) }
      guard n.count == 8, n.allSatisfy(\.isFinite), n[4] <= n[5], n[6] <= n[7] else { return nil }
      out.append(PlotArea(rect: Rect(x: n[0], y: n[1], width: n[2], height: n[3]), xDomain: n[4]...n[5], yDomain: n[6]...n[7], xIsTime: fields[8] == "time"))
    }
    return out
  }

  /// The cache in `directory`, or `nil` where that path is a symbolic link.
  init?(directory: String) {
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: directory)) != nil { return nil }
    self.directory = URL(fileURLWithPath: directory)
  }

  /// Whether an inline SVG could have come from ``SVGWriter``: no active content.
  static func isInert(_ svg: String) -> Bool {
    if svg.isEmpty { return true }
    var lower = svg.lowercased()
    let declaration = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    if lower.hasPrefix(declaration) { lower.removeFirst(declaration.count) }
    guard lower.hasPrefix("<svg"), !lower.contains("<script"), !lower.contains("foreignobject"), !lower.contains("javascript:") else {
      return false
    }
    // Event-handler attributes (` onload=`, ` onclick=`…).
    return lower.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) == nil
  }

  static func key(_ fingerprint: String) -> String { contentHash(fingerprint) }

  /// The entry for `key` if it is whole and verified (its use refreshes its age), else `nil`;
  /// `withPNG` says whether the entry must have a PNG.
  func lookup(_ key: String, withPNG: Bool) -> Hit? {
    let base = directory.appendingPathComponent(key)
    let svg = base.appendingPathExtension("svg"), png = base.appendingPathExtension("png")
    let pngData = withPNG ? try? Data(contentsOf: png) : Data()
    guard let svgData = try? Data(contentsOf: svg), let pngData,
      let inlineData = try? Data(contentsOf: base.appendingPathExtension("inline")),
      let plotsData = try? Data(contentsOf: base.appendingPathExtension("plots")),
      let sum = try? String(contentsOf: base.appendingPathExtension("sum"), encoding: .utf8),
      sum == contentHash([svgData, pngData, inlineData, plotsData]),
      let inline = String(data: inlineData, encoding: .utf8), ChartCache.isInert(inline),
      let plots = ChartCache.plots(String(decoding: plotsData, as: UTF8.self))
    else { return nil }
    for url in [svg, png, base.appendingPathExtension("inline"), base.appendingPathExtension("plots"), base.appendingPathExtension("sum")] { try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path) }
    return Hit(svg: svg, png: withPNG ? png : nil, inline: inline, plots: plots)
  }

  /// Stores an entry; a cache that cannot be written is skipped (it only saves time).
  func store(_ key: String, _ entry: Entry) {
    let base = directory.appendingPathComponent(key)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try entry.svg.write(to: base.appendingPathExtension("svg"), options: .atomic)
      if let png = entry.png { try png.write(to: base.appendingPathExtension("png"), options: .atomic) }
      let plots = Data(ChartCache.text(entry.plots).utf8)
      try Data(entry.inline.utf8).write(to: base.appendingPathExtension("inline"), options: .atomic)
      try plots.write(to: base.appendingPathExtension("plots"), options: .atomic)
      try Data(contentHash([entry.svg, entry.png ?? Data(), Data(entry.inline.utf8), plots]).utf8).write(to: base.appendingPathExtension("sum"), options: .atomic)
    } catch {
      return
    }
  }

  /// Removes entries older than ``maximumAge``, then the least recently used until the cache
  /// holds at most ``maximumBytes``. Only regular files named `<16 hex digits>.<svg|png|inline|plots|sum>`
  /// are considered; links and anything else are left alone.
  func evict(now: Date = Date()) {
    let fm = FileManager.default
    guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return }
    var entries: [(url: URL, date: Date, size: Int)] = []
    for name in names {
      let parts = name.split(separator: ".")
      guard parts.count == 2, parts[0].count == 16, parts[0].allSatisfy(\.isHexDigit), ["svg", "png", "inline", "plots", "sum"].contains(parts[1]) else { continue }
      let url = directory.appendingPathComponent(name)
      guard let attributes = try? fm.attributesOfItem(atPath: url.path), attributes[.type] as? FileAttributeType == .typeRegular else { continue }
      entries.append((url, attributes[.modificationDate] as? Date ?? .distantPast, (attributes[.size] as? NSNumber)?.intValue ?? 0))
    }
    var total = entries.map(\.size).reduce(0, +)
    for entry in entries.sorted(by: { $0.date < $1.date }) {
      guard now.timeIntervalSince(entry.date) > ChartCache.maximumAge || total > ChartCache.maximumBytes else { break }
      try? fm.removeItem(at: entry.url)
      total -= entry.size
    }
  }
}
