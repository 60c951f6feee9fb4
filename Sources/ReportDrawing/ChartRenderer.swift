import Cairo
import Foundation
import MotionSpecCairo
import MotionSpecCharts
import MotionSpecFiles
import MotionSpecParallel
import ReportCache
import ReportModel

/// Draws the planned charts on all cores, through the cache: each chart's files (SVG with real
/// text and PNG @2x, in the report's theme) go straight to the output directory, and only the
/// page's inline SVG (themed by CSS variables) is kept, so memory stays flat however many tokens
/// there are.
package struct ChartRenderer {
  let options: ReportOptions
  let measurer: CairoTextMeasurer
  /// The lanes' font maps, one slot per lane.
  var fonts = FontMaps()
  /// The faces the charts are set in, as they measure now (``typefaces(_:)``): part of every
  /// chart's cache key, so installing or updating a font redraws what it changes.
  var typefaces = ""

  /// The charts' faces as they measure: a line of every printable ASCII character at 100 pt in
  /// each weight of the theme's family. A face installed, removed or updated since measures
  /// differently, and its charts get other keys.
  static func typefaces(_ measurer: CairoTextMeasurer, family: String = Theme.fontFamily) -> String {
    let probe = String((32...126).map { Character(UnicodeScalar(UInt8($0))) })
    return [FontSpec.Weight.regular, .medium, .semibold, .bold].map { weight in
      let m = measurer.layOut(probe, font: FontSpec(family: family, size: 100, weight: weight))
      return "\(weight.rawValue) \(m.width) \(m.height) \(m.baseline)"
    }.joined(separator: ";")
  }

  /// The theme of the chart files (the page themes its inline charts itself).
  var fileTheme: Theme { options.colorScheme == .dark ? .dark : .light }

  /// What the page keeps of a drawn chart: its inline SVG (`nil` for a chart the page loads
  /// from its file) and where its plots are.
  package struct Drawn: Sendable {
    package let inline: String?
    package let plots: [PlotArea]
    /// The phone layout's inline SVG and plots (``ChartJob/narrow``), for an inline chart.
    package var narrow: (svg: String, plots: [PlotArea])? = nil
  }

  /// Renders every job; returns each chart's inline SVG and plot areas by identity. Results do
  /// not depend on the order the workers finish in.
  func render(_ jobs: [ChartJob], into output: OutputDirectory, cache: ChartCache?) throws -> [ChartID: Drawn] {
    var renderer = self
    if cache != nil { renderer.typefaces = Self.typefaces(measurer) }
    return try renderer.renderAll(jobs, into: output, cache: cache)
  }

  private func renderAll(_ jobs: [ChartJob], into output: OutputDirectory, cache: ChartCache?) throws -> [ChartID:
    Drawn]
  {
    // Each lane owns a font map and a chart file for its whole run.
    let results = try Parallel.map(
      count: jobs.count, workers: options.workers,
      lane: { (k: Int) throws(any Error) in (ChartFile(theme: fileTheme, measurer: measurer), try fonts.map(slot: k)) }
    ) { (lane, i) throws(any Error) in
      var drawn = try draw(jobs[i], file: lane.0, fontMap: lane.1, into: output, cache: cache)
      drawn.narrow = try drawNarrow(jobs[i], file: lane.0, cache: cache, into: output)
      return drawn
    }
    var drawn: [ChartID: Drawn] = [:]
    for (job, result) in zip(jobs, results) { drawn[job.id] = result }
    return drawn
  }

  /// The phone layout of a chart (``ChartJob/narrow``), from the cache under a key of its own
  /// when it holds it. An inline chart's is inline SVG (ids of its own, so both layouts share a
  /// page; the SVG returned); a chart the page loads from files gets files of its own
  /// (``ReportOptions/narrowFiles(_:)``, in the report's theme and, for `auto`, the dark one).
  private func drawNarrow(_ job: ChartJob, file: ChartFile, cache: ChartCache?, into output: OutputDirectory) throws
    -> (svg: String, plots: [PlotArea])?
  {
    guard let layout = job.narrow else { return nil }
    let files = options.narrowFiles(job.id)
    let key = ChartKey(
      fingerprint: job.fingerprint, layout: .narrow, png: false,
      files: job.isInline ? .inline : files.dark == nil ? .file : .fileAndDark, typefaces: typefaces
    ).hash
    func place(_ hit: ChartCache.Hit) throws -> (svg: String, plots: [PlotArea]) {
      guard !job.isInline else { return (hit.inline, hit.plots) }
      try output.link(hit.svg, at: files.light)
      if let dark = files.dark { try output.link(hit.inlineFile, at: dark) }
      return ("", hit.plots)
    }
    if let hit = cache?.lookup(key, withPNG: false, text: job.isInline) { return try place(hit) }
    let narrow = try layout.figure()
    let title = narrow.title.isEmpty ? job.alt : narrow.title
    let scene = file.scene(narrow)
    let svg: [UInt8], third: String
    if job.isInline {
      third = SVGWriter(
        measurer: measurer, idPrefix: "svg-narrow-" + job.id.fileBase, colors: .cssVariables(fallback: fileTheme)
      ).svg(scene, title: job.alt)
      svg = Array(third.utf8)
    } else {
      svg = try file.bytes(scene, as: .svg, title: title, description: job.alt)
      if files.dark != nil {
        var darkFile = file
        darkFile.theme = .dark
        third = String(decoding: try darkFile.bytes(scene, as: .svg, title: title, description: job.alt), as: UTF8.self)
      } else {
        third = ""
      }
    }
    if let stored = cache?.store(
      key, ChartCache.Entry(svg: Data(svg), png: nil, inline: third, plots: scene.plots), text: job.isInline)
    {
      return try place(stored)
    }
    guard !job.isInline else { return (third, scene.plots) }
    try output.put(svg, at: files.light)
    if let dark = files.dark { try output.put(Array(third.utf8), at: dark) }
    return ("", scene.plots)
  }

  /// One chart: from the cache when it holds it, else drawn once as a scene and written in
  /// every format.
  private func draw(
    _ job: ChartJob, file: ChartFile, fontMap: FontMap, into output: OutputDirectory, cache: ChartCache?
  ) throws -> Drawn {
    let dark = job.isInline ? nil : options.darkFile(job.id)
    // What the entry's third file holds: the inline SVG, or the dark twin of a chart the page
    // loads from its file (or nothing), so the kinds of entry never share a key.
    func key(png: Bool) -> String {
      ChartKey(
        fingerprint: job.fingerprint, layout: .wide, png: png,
        files: job.isInline ? .inline : dark == nil ? .file : .fileAndDark, typefaces: typefaces
      ).hash
    }
    let base = "charts/\(job.id.fileBase)"
    let title = job.figure.title.isEmpty ? job.alt : job.figure.title
    // A report's chart files are hard links to the cache's, so replacing a report frees no data.
    func link(_ hit: ChartCache.Hit) throws -> Drawn {
      try output.link(hit.svg, at: base + ".svg")
      if let png = hit.png { try output.link(png, at: base + "@2x.png") }
      if let dark { try output.link(hit.inlineFile, at: dark) }
      return Drawn(inline: job.isInline ? hit.inline : nil, plots: hit.plots)
    }
    let png = options.writesPNG(job.id)
    if let hit = cache?.lookup(key(png: png), withPNG: png, text: job.isInline) { return try link(hit) }
    // A page-only render draws a changed chart's PNG — a raster, the slowest file — no sooner
    // than the full render after it: the page's link to it is the previous render's file
    // meanwhile, and the chart is kept without it.
    let pngLater = png && options.printed == .carriedOver
    let withPNG = png && !pngLater
    if pngLater {
      let previous = output.target.appendingPathComponent(base + "@2x.png")
      if FileManager.default.fileExists(atPath: previous.path) { try output.link(previous, at: base + "@2x.png") }
      if let hit = cache?.lookup(key(png: false), withPNG: false, text: job.isInline) { return try link(hit) }
    }
    let scene = file.scene(job.figure)
    let svg = try file.bytes(scene, as: .svg, title: title, description: job.alt)
    let bitmap = withPNG ? try file.bytes(scene, as: .png, scale: 2, fontMap: fontMap) : nil
    let third: String
    if job.isInline {
      // Ids derive from the chart's identity: unique in the page (headings use other prefixes)
      // and stable across renders.
      third = SVGWriter(
        measurer: measurer, idPrefix: "svg-" + job.id.fileBase, colors: .cssVariables(fallback: fileTheme)
      )
      .svg(scene, title: job.alt)
    } else if dark != nil {
      var darkFile = file
      darkFile.theme = .dark
      // A scene is coloured by role, so the dark file is the same scene in the other theme.
      third = String(decoding: try darkFile.bytes(scene, as: .svg, title: title, description: job.alt), as: UTF8.self)
    } else {
      third = ""
    }
    if let stored = cache?.store(
      key(png: withPNG),
      ChartCache.Entry(svg: Data(svg), png: bitmap.map { Data($0) }, inline: third, plots: scene.plots),
      text: job.isInline)
    {
      return try link(stored)
    }
    try output.put(svg, at: base + ".svg")
    if let bitmap { try output.put(bitmap, at: base + "@2x.png") }
    if let dark { try output.put(Array(third.utf8), at: dark) }
    return Drawn(inline: job.isInline ? third : nil, plots: scene.plots)
  }
}
