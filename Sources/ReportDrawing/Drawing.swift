import Cairo
import Foundation
import MotionSpecCairo
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecFiles
import MotionSpecParallel
import ReportCache
import ReportModel
import Synchronization

/// Everything the report draws with Cairo, behind one door: the chart files of a render (through
/// the cache), the PDF reference sheet, and the diff's charts and animations. The one text
/// measurer (Pango) lays out every chart, the page's and the sheet's, so text measured once is
/// placed the same everywhere; its measurements are kept in the cache between renders.
package struct Drawing: Sendable {
  package let measurer: CairoTextMeasurer

  /// A drawing with a new measurer that starts from what `cache` remembers, if anything.
  package init(cache: ChartCache? = nil) throws {
    measurer = try CairoTextMeasurer()
    cacheNote = cache.flatMap { [measurer] in MeasurementFile.load(from: $0, into: measurer) }
  }

  /// Why the cache's text measurements were ignored, when they were there and could not be trusted.
  package let cacheNote: String?

  /// Keeps this run's text measurements in `cache`.
  package func keepMeasurements(in cache: ChartCache) { MeasurementFile.store(measurer, in: cache) }

  /// Draws every chart of `jobs` into `output`'s `charts/` (from `cache` where it holds them).
  package func charts(
    _ jobs: [ChartJob], options: ReportOptions, into output: OutputDirectory, cache: ChartCache?,
    fonts: FontMaps = FontMaps()
  ) throws -> [ChartID: ChartRenderer.Drawn] {
    defer { Allocator.releaseFreeMemory() }
    return try ChartRenderer(options: options, measurer: measurer, fonts: fonts).render(
      jobs, into: output, cache: cache)
  }

  /// The faces as this drawing's measurer measures them (part of every chart entry's key).
  package func typefaces() -> String { ChartRenderer.typefaces(measurer) }

  /// The PNG @2x of `job` in `theme` at `path` in `output` (a DocC catalog's image): a hard link
  /// to the cache's file where `cache` holds it, else drawn and kept there. `typefaces` is
  /// ``typefaces()``, measured once per lane.
  package func image(
    of job: ChartJob, theme: Theme, cache: ChartCache?, typefaces: String, into output: OutputDirectory,
    at path: String
  ) throws {
    let key = ChartKey(
      fingerprint: job.fingerprint, layout: .docc, png: true, files: theme == .dark ? .darkImage : .image,
      typefaces: typefaces
    ).hash
    if let png = cache?.lookup(key, withPNG: true, text: false)?.png { return try output.link(png, at: path) }
    let file = ChartFile(theme: theme.scaled(by: ChartPlan.doccTextScale), measurer: measurer)
    let scene = file.scene(job.figure)
    let png = try file.bytes(scene, as: .png, scale: 2)
    let svg = try file.bytes(scene, as: .svg, title: job.figure.title, description: job.alt)
    if let stored = cache?.store(
      key, ChartCache.Entry(svg: Data(svg), png: Data(png), inline: "", plots: []), text: false)?
      .png
    {
      return try output.link(stored, at: path)
    }
    try output.put(png, at: path)
  }

  /// A figure of the diff as PNG @2x and SVG (titled and described by the figure) in `theme`.
  package func files(of figure: Figure, theme: Theme) throws -> (png: [UInt8], svg: [UInt8]) {
    let file = ChartFile(theme: theme, measurer: measurer)
    let scene = file.scene(figure)
    return (
      try file.bytes(scene, as: .png, scale: 2),
      try file.bytes(scene, as: .svg, title: figure.title, description: figure.subtitle)
    )
  }

  /// The animated GIF of one token's motion (its curve drawing itself as its object moves).
  package func preview(of token: Token, epsilon: Double, theme: Theme) throws -> [UInt8]? {
    try DiffAnimation(preview: token, epsilon: epsilon, measurer: measurer, theme: theme)?.gif(theme: theme)
  }

  /// The animated GIF of a changed token (``DiffAnimation``), or `nil` when it has nothing to play.
  package func animation(of entry: CatalogueDiff.Entry, epsilon: Double, theme: Theme) throws -> [UInt8]? {
    try DiffAnimation(entry, epsilon: epsilon, measurer: measurer, theme: theme)?.gif(theme: theme)
  }

  /// The one-page poster of `document` (``PosterComposer``) on `paper` (landscape), dated `date`.
  package func poster(
    _ document: ReportDocument, jobs: [ChartJob], paper: MotionSpecCharts.Size, date: String,
    fonts: FontMaps = FontMaps()
  ) throws -> [UInt8] {
    let byID = Dictionary(jobs.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let measurer = self.measurer
    let composer = PosterComposer(
      document: document,
      chart: { id, size in
        guard var figure = byID[id]?.figure else { return nil }
        figure.title = ""
        figure.subtitle = nil
        figure.size = size
        return FigureRenderer(theme: PrintCharts.theme, measurer: measurer).scene(figure)
      }, paper: paper, measurer: PrintMeasurer(measurer), date: date)
    let pdf = try PDFDocument(
      theme: .light,
      metadata: PDFMetadata(
        title: "Motion poster — \(document.catalogueName)", subject: PDFComposer.subject(document),
        keywords: "motion tokens, poster, SwiftUI, springs, animation, design system", date: date),
      fontMap: try fonts.map(slot: 0))
    try pdf.add(composer.scene())
    defer { Allocator.releaseFreeMemory() }
    return try pdf.finish()
  }

  /// Pages laid out together before they are drawn.
  static let pageWindow = 16

  /// The PDF reference sheet of `document` and its page count. The first pass counts pages and
  /// finds the contents' page numbers; the second lays out every page and hands it on as it is
  /// made. A window of pages at a time has its charts laid out at print size on every core, and
  /// is then drawn in order on one cairo PDF surface, which embeds each font face once and
  /// writes the links, destinations, outline and metadata itself. At most a window of pages is
  /// held, however long the document.
  package func referenceSheet(
    _ document: ReportDocument, jobs: [ChartJob], paper: MotionSpecCharts.Size, workers: Int,
    date: String = DocumentDate.builtInCatalogue, fonts: FontMaps = FontMaps()
  ) throws -> (bytes: [UInt8], pages: Int) {
    let measurer = self.measurer
    let byID = Dictionary(jobs.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let charts = PrintCharts(jobs: byID, paper: paper, measurer: measurer)
    var composer = PDFComposer(
      document: document, chartSize: charts.size, paper: paper, measurer: PrintMeasurer(measurer))
    composer.chartAlt = { byID[$0]?.alt }
    let layout = composer.compose(plan: nil) { _ in }
    let pdf = try PDFDocument(
      theme: .light,
      metadata: PDFMetadata(
        title: document.title,
        subject: PDFComposer.subject(document),
        keywords: "motion tokens, SwiftUI, springs, animation, design system", date: date),
      fontMap: try fonts.map(slot: 0))
    var window: [PrintPage] = []
    func draw() throws {
      let pages = window
      for scene in Parallel.map(pages, workers: workers, { $0.drawn(charts.scene) }) { try pdf.add(scene) }
      window.removeAll(keepingCapacity: true)
    }
    try composer.compose(plan: layout) { page in
      window.append(page)
      if window.count == Drawing.pageWindow { try draw() }
    }
    try draw()
    var parent = PDFDocument.OutlineItem.root
    for entry in layout.contents {
      let item = try pdf.addOutline(
        entry.title, under: entry.level == 1 ? .root : parent, destination: entry.destination)
      if entry.level == 1 { parent = item }
    }
    // cairo's finishing (the structure tree, the fonts' subsets, the file's last objects) needs
    // memory of its own: what the pages freed is handed back first.
    Allocator.releaseFreeMemory()
    defer { Allocator.releaseFreeMemory() }
    return (try pdf.finish(), layout.total)
  }
}

/// Font maps for drawing: a new one loads every face and shapes every line from nothing, so
/// `render --watch` keeps them (``kept()``) from one render to the next, and its faces and Pango's
/// caches stay warm — the faces are the same files, so what is drawn is the same.
///
/// A font map belongs to one thread at a time (``FontMap``): each is handed out by slot (a chart
/// lane's index, or one for the PDFs), a render's lanes and its PDF each use their own slot, and
/// the renders that share maps run one after another, never at once.
package final class FontMaps: Sendable {
  private let keeps: Bool
  private let maps = Mutex<[Int: FontMap]>([:])

  /// A new map each time one is asked for.
  package init() { keeps = false }

  private init(keeps: Bool) { self.keeps = keeps }

  /// The same map for a slot every time it is asked for.
  package static func kept() -> FontMaps { FontMaps(keeps: true) }

  /// The map of `slot`.
  func map(slot: Int) throws -> FontMap {
    guard keeps else { return try FontMap() }
    return try maps.withLock { maps in
      if let map = maps[slot] { return map }
      let map = try FontMap()
      maps[slot] = map
      return map
    }
  }
}
