internal import CPlatform
import Cairo
import Foundation
import MotionSpecCairo
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecExport
import MotionSpecParallel

/// Writes the motion spec of a catalogue: `index.html`, `motion-spec.pdf` and `charts/`.
///
/// Everything is written into a fresh temporary directory beside the destination, which then
/// replaces it in one rename; if anything fails, the previous report is left as it was.
public enum MotionSpecWriter {
  /// What was written.
  public struct Summary: Sendable {
    public let directory: String
    public let charts: Int
    public let pages: Int
    /// Seconds spent per phase, in order (charts, html, pdf-wait, write), each followed by the
    /// peak resident memory in MB reached by its end (`…-peak-mb`). The PDF is composed alongside
    /// the charts and the HTML: `pdf-alongside` is its own duration, `pdf-wait` how long the HTML
    /// then waited for it.
    public let timings: [(phase: String, seconds: Double)]
  }

  /// Renders `catalogue` (read from `sourceText`) into `directory`.
  public static func write(
    _ catalogue: Catalogue, sourceText: String, to directory: String, options: ReportOptions = ReportOptions(),
    progress: (@Sendable (String) -> Void)? = nil
  ) throws -> Summary {
    var timings: [(String, Double)] = []
    var clock = DispatchTime.now().uptimeNanoseconds
    func lap(_ phase: String) {
      let t = DispatchTime.now().uptimeNanoseconds
      timings.append((phase, Double(t - clock) / 1e9))
      timings.append((phase + "-peak-mb", peakResidentMegabytes()))
      clock = t
    }
    let templates = try TemplateFiles(overrides: options.templatesDirectory)  // fail early on bad templates
    let html = try HTMLRenderer(templates)
    let prose = try Prose(templates)
    let measurer = try CairoTextMeasurer()
    let plan = ChartPlan(catalogue: catalogue, options: options, prose: prose)
    let jobs: [ChartJob]
    do {
      jobs = try plan.jobs()
    } catch {
      throw ReportError.chart(error.description)
    }
    progress?("rendering \(jobs.count) charts")
    let output = try OutputDirectory(directory)
    do {
      let cache = options.cacheDirectory.flatMap(ChartCache.init(directory:))
      if let cache { MeasurementFile.load(from: cache, into: measurer) }
      let workers = options.workers > 0 ? options.workers : ProcessInfo.processInfo.activeProcessorCount
      let findings = options.lintPolicy.apply(Lint.check(catalogue))
      let knownFits = cache.map(FitsFile.load(from:)) ?? [:]
      let exporter = Exporter(catalogue: catalogue, known: knownFits)
      let builder = DocumentBuilder(plan: plan, sourceText: sourceText, exporter: exporter)
      // The PDF is composed on a thread of its own while the charts are drawn (it draws its charts
      // again at print size, and plays nothing, so it needs neither the drawn charts nor where
      // their plots are); its pages are drawn on every core beside the chart workers.
      let printed = Background { () throws -> (bytes: [UInt8], pages: Int, seconds: Double) in
        let start = DispatchTime.now().uptimeNanoseconds
        let (bytes, pages) = try MotionSpecWriter.pdf(
          builder.document(charts: jobs, findings: findings), jobs: jobs, paper: options.paper.size, measurer: measurer,
          cache: cache, workers: workers)
        return (bytes, pages, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      }
      let drawn = try ChartRenderer(options: options, measurer: measurer).render(jobs, into: output, cache: cache)
      lap("charts")
      let document = builder.document(
        charts: jobs, plots: options.playback ? drawn.mapValues(\.plots) : [:], findings: findings)
      if !options.holdsEverything(tokens: catalogue.tokens.count) {
        for file in exporter.files(for: Platform.allCases) {
          try output.put(Array(file.contents.utf8), at: "export/" + file.name)
        }
      }
      progress?("composing HTML and PDF")
      try output.put(
        Array(try html.render(document, charts: drawn.compactMapValues(\.inline), cache: cache, workers: workers).utf8),
        at: "index.html")
      lap("html")
      let pdf = try printed.value()
      timings.append(("pdf-alongside", pdf.seconds))
      lap("pdf-wait")
      try output.put(pdf.bytes, at: "motion-spec.pdf")
      try output.commit()
      if let cache {
        FitsFile.store(exporter.fits, replacing: knownFits, in: cache)
        MeasurementFile.store(measurer, in: cache)
        cache.evictIfDue()
      }
      lap("write")
      return Summary(directory: output.target.path, charts: jobs.count, pages: pdf.pages, timings: timings)
    } catch let error as ReportError {
      output.discard()
      throw error
    } catch {
      output.discard()
      throw ReportError.output("\(directory): cannot write the report: \(error)")
    }
  }

  /// Pages drawn together before they are added to the PDF.
  static let pageWindow = 32

  /// The PDF reference sheet of `document` and its page count. The first pass counts pages and
  /// finds the contents' page numbers; the second lays out every page with its charts' places.
  /// Each page the cache does not hold is then drawn (its charts laid out at print size) as a
  /// PDF of its own, on every core, and the pages are assembled into one document, sharing
  /// their fonts.
  static func pdf(
    _ document: ReportDocument, jobs: [ChartJob], paper: MotionSpecCharts.Size, measurer: CairoTextMeasurer,
    cache: ChartCache?, workers: Int
  ) throws -> ([UInt8], Int) {
    let byID = Dictionary(jobs.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let charts = PrintCharts(jobs: byID, paper: paper, measurer: measurer)
    let composer = PDFComposer(
      document: document, chartSize: charts.size, paper: paper, measurer: PrintMeasurer(measurer))
    let layout = composer.compose(plan: nil) { _ in }
    var composed: [PrintPage] = []
    composer.compose(plan: layout) { composed.append($0) }
    let pages = composed
    let fingerprints = byID.mapValues(\.fingerprint)
    let keys = pages.map { $0.key(fingerprints: fingerprints, sizes: charts.size) }

    let pdf = PDFWriter(
      theme: .light,
      metadata: PDFMetadata(
        title: document.title,
        subject: "Motion tokens of \(document.catalogueName): springs and easing curves with their charts and numbers",
        keywords: "motion tokens, SwiftUI, springs, animation, design system"), sharedFonts: PDFComposer.faces,
      fontMap: try FontMap())
    // A window of pages at a time, drawn on every core, then added in order and let go, so at
    // most a window of drawn pages is held however long the document.
    /// Page `i` drawn, its charts laid out at print size, and kept in the cache.
    @Sendable func draw(_ i: Int, fontMap: FontMap) throws -> PDFPage {
      let page = try PDFPage.draw(pages[i].drawn(charts.scene), theme: .light, fontMap: fontMap)
      cache?.store(page, as: keys[i])
      return page
    }
    let lanes = Parallel.lanes(pages.count, workers: workers)
    let fontMaps = try (0..<lanes).map { _ in try FontMap() }
    for window in stride(from: 0, to: pages.count, by: MotionSpecWriter.pageWindow) {
      let indices = Array(window..<min(window + MotionSpecWriter.pageWindow, pages.count))
      // The font maps are made once for every window; each lane uses its own.
      let results = try Parallel.map(
        count: indices.count, workers: lanes, lane: { (k: Int) throws(any Error) in fontMaps[k] }
      ) { (fontMap, k) throws(any Error) -> (page: PDFPage, cached: Bool) in
        let i = indices[k]
        if let cached = cache?.page(keys[i]) { return (cached, true) }
        return (try draw(i, fontMap: fontMap), false)
      }
      for (i, (page, cached)) in zip(indices, results) {
        do {
          try pdf.add(page, navigation: pages[i].scene.navigation)
        } catch {
          // A cached page that does not read back is drawn again (and replaced in the cache).
          guard cached else { throw error }
          try pdf.add(draw(i, fontMap: fontMaps[0]), navigation: pages[i].scene.navigation)
        }
      }
    }
    var parent = PDFWriter.OutlineItem.root
    for entry in layout.contents {
      let item = pdf.addOutline(entry.title, under: entry.level == 1 ? .root : parent, destination: entry.destination)
      if entry.level == 1 { parent = item }
    }
    return (try pdf.finish(), layout.total)
  }
}

/// The process's peak resident memory so far, in MB (`getrusage`; 0 where unavailable).
func peakResidentMegabytes() -> Double {
  motionspec_peak_resident_bytes() / (1024 * 1024)
}
