import Cairo
import Charts
import ChartsCairo
import Foundation

/// Draws the planned charts on all cores, through the cache: each chart's files (SVG with real
/// text and PNG @2x, in the report's theme) go straight to the output directory, and only the
/// page's inline SVG (themed by CSS variables) is kept, so memory stays flat however many tokens
/// there are.
struct ChartRenderer {
  let options: ReportOptions
  let measurer: CairoTextMeasurer

  /// The theme of the chart files (the page themes its inline charts itself).
  var fileTheme: Theme { options.colorScheme == .dark ? .dark : .light }

  /// What the page keeps of a drawn chart: its inline SVG and where its plots are.
  struct Drawn: Sendable {
    let inline: String
    let plots: [PlotArea]
  }

  /// Renders every job; returns each chart's inline SVG and plot areas by identity. Results do
  /// not depend on the order the workers finish in.
  func render(_ jobs: [ChartJob], into output: OutputDirectory, cache: ChartCache?) throws -> [ChartID: Drawn] {
    let workers = options.workers > 0 ? options.workers : ProcessInfo.processInfo.activeProcessorCount
    let results = ResultSlots<Drawn>(count: jobs.count)
    let next = WorkCounter()
    let lanes = max(1, min(workers, jobs.count))
    let fontMaps = try (0..<lanes).map { _ in try FontMap() }  // one per worker, for its whole run
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      let file = ChartFile(theme: fileTheme, measurer: measurer)
      while let i = next.take(below: jobs.count) {
        results.set(i, Result { try draw(jobs[i], file: file, fontMap: fontMaps[lane], into: output, cache: cache) })
      }
    }
    var drawn: [ChartID: Drawn] = [:]
    for (job, result) in zip(jobs, results.values()) { drawn[job.id] = try result.get() }
    return drawn
  }

  /// One chart: from the cache when it holds it, else drawn once as a scene and written in
  /// every format.
  private func draw(_ job: ChartJob, file: ChartFile, fontMap: FontMap, into output: OutputDirectory, cache: ChartCache?) throws -> Drawn {
    let key = ChartCache.key(job.fingerprint)
    let base = "charts/\(job.id.fileBase)"
    if let hit = cache?.lookup(key) {
      try output.link(hit.svg, at: base + ".svg")
      try output.link(hit.png, at: base + "@2x.png")
      return Drawn(inline: hit.inline, plots: hit.plots)
    }
    let scene = file.scene(job.figure)
    let svg = try file.bytes(scene, as: .svg, title: job.figure.title.isEmpty ? job.alt : job.figure.title, description: job.alt)
    let png = try file.bytes(scene, as: .png, scale: 2, fontMap: fontMap)
    try output.put(svg, at: base + ".svg")
    try output.put(png, at: base + "@2x.png")
    // Ids derive from the chart's identity: unique in the page (headings use other prefixes)
    // and stable across renders.
    let inline = SVGWriter(measurer: measurer, idPrefix: "svg-" + job.id.fileBase, colors: .cssVariables(fallback: fileTheme))
      .svg(scene, title: job.alt)
    cache?.store(key, ChartCache.Entry(svg: Data(svg), png: Data(png), inline: inline, plots: scene.plots))
    return Drawn(inline: inline, plots: scene.plots)
  }
}
