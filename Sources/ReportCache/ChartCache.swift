import Cairo
import Foundation
import MotionSpecCairo
import MotionSpecCharts
import MotionSpecFiles
import ReportModel
import Synchronization

/// A content-addressed store of rendered charts, so a re-render draws only what changed.
///
/// An entry is keyed by a fingerprint of everything that determines the chart (motionspec's
/// version, the chart kind, the tokens' definitions and descriptions, options, theme) and holds
/// the chart's SVG and PNG files, its inline SVG and a checksum of the three.
///
/// A cache can never hurt a report: an entry is used only if its checksum matches, its SVG file
/// and inline SVG are what ``SVGWriter`` writes (``SVGAllowList``: its elements, attributes and
/// value characters, nothing else) and its PNG is a PNG; anything else is redrawn and
/// overwritten. A forged entry can at worst show a wrong picture, never run anything. Eviction is by age and size across every report
/// that shares the cache (``maximumAge``, ``maximumBytes``), never by what one render used; it
/// deletes only regular files named like entries, and never follows a symbolic link — a cache
/// directory that is one is not used at all.
package struct ChartCache: Sendable {
  let directory: URL
  /// The entries this process has already verified, when it keeps them (``Verified``).
  let verified: Verified?
  static let maximumAge: TimeInterval = 30 * 24 * 3600
  static let maximumBytes = 256 << 20

  /// The cached files of one chart.
  package struct Entry: Sendable {
    let svg: Data
    /// The PNG @2x, when the chart has one (its key says whether it does).
    let png: Data?
    let inline: String
    let plots: [PlotArea]

    package init(svg: Data, png: Data?, inline: String, plots: [PlotArea]) {
      self.svg = svg
      self.png = png
      self.inline = inline
      self.plots = plots
    }
  }

  /// A cached chart: where its files are, its inline SVG (or dark twin) and where its plots are.
  package struct Hit: Sendable {
    package let svg: URL
    package let png: URL?
    /// The file of ``inline``, which a page can link to as it is (a dark twin).
    package let inlineFile: URL
    package let inline: String
    package let plots: [PlotArea]
  }

  /// The plot areas as text: one line per plot, `x y width height xFrom xTo yFrom yTo time|other`.
  static func text(_ plots: [PlotArea]) -> String {
    plots.map { p in
      [
        p.rect.x, p.rect.y, p.rect.width, p.rect.height, p.xDomain.lowerBound, p.xDomain.upperBound,
        p.yDomain.lowerBound, p.yDomain.upperBound,
      ].map { "\($0)" }.joined(separator: " ") + (p.xIsTime ? " time" : " other")
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
      out.append(
        PlotArea(
          rect: Rect(x: n[0], y: n[1], width: n[2], height: n[3]), xDomain: n[4]...n[5], yDomain: n[6]...n[7],
          xIsTime: fields[8] == "time"))
    }
    return out
  }

  /// The cache in `directory`, or `nil` where that path is a symbolic link; `verified` keeps the
  /// entries found whole across renders of one process.
  package init?(directory: String, verified: Verified? = nil) {
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: directory)) != nil { return nil }
    self.directory = URL(fileURLWithPath: directory)
    self.verified = verified
  }

  /// Entries a long-running process (`render --watch`) has verified, so each is read and checked
  /// once rather than at every render. An entry is taken from here only while every one of its
  /// files is the version that was verified (``FileIdentity``: device, inode, size, modification
  /// time); a file replaced or rewritten since is read and checked again, so what ``lookup(_:withPNG:text:)``
  /// promises holds just as it does when reading. It holds the entries the last render used, no
  /// more (``finishRender()``), and an entry's text only where that render read it (a chart the
  /// page holds inline), so a watch over thousands of tokens does not keep their dark twins.
  package final class Verified: Sendable {
    private struct Known {
      let hit: Hit
      let files: [(String, FileIdentity)]
      /// Whether `hit.inline` is the entry's text (else it was left out).
      let hasText: Bool
      var render: Int
    }
    private struct State {
      var entries: [String: Known] = [:]
      var render = 0
    }
    private let state = Mutex(State())

    package init() {}

    /// The hit for `key` if its files are the versions verified (and it has its text, when
    /// `text` asks for it).
    func hit(_ key: String, text: Bool) -> Hit? {
      guard let known = state.withLock({ $0.entries[key] }), !text || known.hasText,
        known.files.allSatisfy({ FileIdentity(path: $0.0) == $0.1 })
      else { return nil }
      state.withLock { $0.entries[key]?.render = $0.render }
      return known.hit
    }

    /// Remembers `hit` under `key` with its files' identities now (nothing if one is gone), with
    /// its text when `text` says the render reads it.
    func remember(_ key: String, _ hit: Hit, files: [URL], text: Bool) {
      var identities: [(String, FileIdentity)] = []
      for file in files {
        guard let identity = FileIdentity(path: file.path) else { return }
        identities.append((file.path, identity))
      }
      let kept =
        text
        ? hit : Hit(svg: hit.svg, png: hit.png, inlineFile: hit.inlineFile, inline: "", plots: hit.plots)
      state.withLock {
        $0.entries[key] = Known(hit: kept, files: identities, hasText: text, render: $0.render)
      }
    }

    /// Ends a render: the entries it did not use are let go.
    package func finishRender() {
      state.withLock { state in
        let render = state.render
        state.entries = state.entries.filter { $0.value.render == render }
        state.render += 1
      }
    }

    /// How many entries are remembered.
    package var count: Int { state.withLock { $0.entries.count } }
  }

  /// The eight bytes every PNG file starts with.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  package static func key(_ fingerprint: String) -> String { contentHash(fingerprint) }

  /// The entry for `key` if it is whole and verified (its use refreshes its age: its checksum
  /// file's date is the entry's), else `nil`;
  /// `withPNG` says whether the entry must have a PNG, and `text` whether the caller reads the
  /// hit's ``Hit/inline`` (without it, a remembered hit may have left its text out).
  package func lookup(_ key: String, withPNG: Bool, text: Bool = true) -> Hit? {
    let memoKey = withPNG ? key + "+png" : key
    if let hit = verified?.hit(memoKey, text: text) { return hit }
    let base = directory.appendingPathComponent(key)
    let svg = base.appendingPathExtension("svg"), png = base.appendingPathExtension("png")
    let pngData = withPNG ? try? Data(contentsOf: png) : Data()
    guard let svgData = try? Data(contentsOf: svg), let pngData,
      let inlineData = try? Data(contentsOf: base.appendingPathExtension("inline")),
      let plotsData = try? Data(contentsOf: base.appendingPathExtension("plots")),
      let sum = try? String(contentsOf: base.appendingPathExtension("sum"), encoding: .utf8),
      sum == contentHash([svgData, pngData, inlineData, plotsData]),
      let inline = String(data: inlineData, encoding: .utf8), SVGAllowList.admits(inline),
      let svgText = String(data: svgData, encoding: .utf8), SVGAllowList.admits(svgText),
      !withPNG || pngData.starts(with: ChartCache.pngSignature),
      let plots = ChartCache.plots(String(decoding: plotsData, as: UTF8.self))
    else { return nil }
    try? FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: base.appendingPathExtension("sum").path)
    let hit = Hit(
      svg: svg, png: withPNG ? png : nil, inlineFile: base.appendingPathExtension("inline"), inline: inline,
      plots: plots)
    verified?.remember(memoKey, hit, files: entryFiles(base, withPNG: withPNG), text: text)
    return hit
  }

  /// The files an entry's verification read.
  private func entryFiles(_ base: URL, withPNG: Bool) -> [URL] {
    (withPNG ? ["svg", "png", "inline", "plots", "sum"] : ["svg", "inline", "plots", "sum"]).map {
      base.appendingPathExtension($0)
    }
  }

  /// Stores an entry and returns it as a hit (so a report can link its files); a cache that
  /// cannot be written is skipped (it only saves time) and gives `nil`. Each file
  /// is written beside its name and renamed over it — a report's hard link to an earlier file
  /// keeps that file — without waiting for the disk; the checksum goes last, so an entry cut
  /// short fails ``lookup(_:withPNG:text:)``'s check and is drawn again. `text` as for a lookup.
  @discardableResult
  package func store(_ key: String, _ entry: Entry, text: Bool = true) -> Hit? {
    let base = directory.appendingPathComponent(key).path
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let plots = Data(ChartCache.text(entry.plots).utf8)
      try FileOutput.write(Array(entry.svg), to: base + ".svg")
      if let png = entry.png { try FileOutput.write(Array(png), to: base + ".png") }
      try FileOutput.write(Array(entry.inline.utf8), to: base + ".inline")
      try FileOutput.write(Array(plots), to: base + ".plots")
      try FileOutput.write(
        Array(contentHash([entry.svg, entry.png ?? Data(), Data(entry.inline.utf8), plots]).utf8), to: base + ".sum")
    } catch {
      return nil
    }
    let url = URL(fileURLWithPath: base)
    let hit = Hit(
      svg: url.appendingPathExtension("svg"), png: entry.png == nil ? nil : url.appendingPathExtension("png"),
      inlineFile: url.appendingPathExtension("inline"), inline: entry.inline, plots: entry.plots)
    // What this process wrote needs no checking: it is remembered as verified.
    verified?.remember(
      entry.png == nil ? key : key + "+png", hit, files: entryFiles(url, withPNG: entry.png != nil), text: text)
    return hit
  }

  /// How often a render looks over the whole cache: scanning every entry's date takes longer than
  /// a render that changed one token, and the limits need not hold to the minute.
  static let evictionInterval: TimeInterval = 3600

  /// Runs ``evict(now:)`` when the last look is ``evictionInterval`` old (the `.evicted` file's date).
  package func evictIfDue(now: Date = Date()) {
    let stamp = directory.appendingPathComponent(".evicted")
    if let last = try? stamp.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate,
      now.timeIntervalSince(last) < ChartCache.evictionInterval, last <= now
    {
      return
    }
    try? FileOutput.write([], to: stamp.path)
    evict(now: now)
  }

  /// Removes entries older than ``maximumAge``, then the least recently used until the cache
  /// holds at most ``maximumBytes``; an entry's files go together, and its age is its newest
  /// file's. Only regular files named `<16 hex digits>.<svg|png|inline|plots|sum>`, and the
  /// cache's own files (``ownFiles``, each an entry by itself) are considered; links and anything
  /// else are left alone.
  func evict(now: Date = Date()) {
    let fm = FileManager.default
    guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return }
    var entries: [Substring: (files: [URL], date: Date, size: Int)] = [:]
    for name in names {
      let parts = name.split(separator: ".")
      guard
        ChartCache.ownFiles.contains(name)
          || parts.count == 2 && parts[0].count == 16 && parts[0].allSatisfy(\.isHexDigit)
            && ChartCache.extensions.contains(String(parts[1]))
      else { continue }
      let url = directory.appendingPathComponent(name)
      // Resource values are one lstat; `attributesOfItem` also looks up the owner's name.
      guard
        let values = try? url.resourceValues(forKeys: [
          .isRegularFileKey, .isSymbolicLinkKey, .contentModificationDateKey, .fileSizeKey,
        ]),
        values.isRegularFile == true, values.isSymbolicLink != true
      else { continue }
      let date = values.contentModificationDate ?? .distantPast
      let size = values.fileSize ?? 0
      let entry = entries[parts[0], default: ([], .distantPast, 0)]
      entries[parts[0]] = (entry.files + [url], max(entry.date, date), entry.size + size)
    }
    var total = entries.values.map(\.size).reduce(0, +)
    for entry in entries.values.sorted(by: { ($0.date, $0.files[0].path) < ($1.date, $1.files[0].path) }) {
      guard now.timeIntervalSince(entry.date) > ChartCache.maximumAge || total > ChartCache.maximumBytes else { break }
      for file in entry.files { try? fm.removeItem(at: file) }
      total -= entry.size
    }
  }

  /// The files of the whole cache, beside its entries: text measurements, page fragments and
  /// the springs' fits.
  static let ownFiles: Set<String> = [
    CacheFile.textMetrics.name, CacheFile.htmlFragments.name, CacheFile.exportFits.name,
  ]

  /// The extensions of the files the cache writes.
  static let extensions: Set<String> = ["svg", "png", "inline", "plots", "sum"]
}
