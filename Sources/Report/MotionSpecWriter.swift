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
    let start = Laps()
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
      // The PDF is composed while the charts are drawn (it lays its charts out again at print
      // size, and plays nothing, so it needs neither the drawn charts nor where their plots are);
      // its pages are laid out on every core beside the chart workers.
      let (pdf, page) = try Parallel.both(
        { () throws -> (bytes: [UInt8], pages: Int, seconds: Double) in
          let start = DispatchTime.now().uptimeNanoseconds
          let (bytes, pages) = try MotionSpecWriter.pdf(
            builder.document(charts: jobs, findings: findings), jobs: jobs, paper: options.paper.size,
            measurer: measurer, workers: workers)
          return (bytes, pages, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        },
        { () throws -> Laps in
          var phases = start
          let drawn = try ChartRenderer(options: options, measurer: measurer).render(jobs, into: output, cache: cache)
          phases.lap("charts")
          let document = builder.document(
            charts: jobs, plots: options.playback ? drawn.mapValues(\.plots) : [:], findings: findings)
          if !options.holdsEverything(tokens: catalogue.tokens.count) {
            for file in exporter.files(for: Platform.allCases) {
              try output.put(Array(file.contents.utf8), at: "export/" + file.name)
            }
          }
          progress?("composing HTML and PDF")
          let page = try html.render(document, charts: drawn.compactMapValues(\.inline), cache: cache, workers: workers)
          try output.put(Array(page.utf8), at: "index.html")
          phases.lap("html")
          return phases
        })
      var laps = page
      laps.record("pdf-alongside", seconds: pdf.seconds)
      laps.lap("pdf-wait")
      try output.put(pdf.bytes, at: "motion-spec.pdf")
      try output.commit()
      if let cache {
        FitsFile.store(exporter.fits, replacing: knownFits, in: cache)
        MeasurementFile.store(measurer, in: cache)
        cache.evictIfDue()
      }
      laps.lap("write")
      return Summary(directory: output.target.path, charts: jobs.count, pages: pdf.pages, timings: laps.timings)
    } catch let error as ReportError {
      output.discard()
      throw error
    } catch {
      output.discard()
      throw ReportError.output("\(directory): cannot write the report: \(error)")
    }
  }

  /// Pages laid out together before they are drawn.
  static let pageWindow = 32

  /// The PDF reference sheet of `document` and its page count. The first pass counts pages and
  /// finds the contents' page numbers; the second lays out every page with its charts' places.
  /// A window of pages at a time has its charts laid out at print size on every core; the pages
  /// are then drawn in order on one cairo PDF surface, which embeds each font face once and
  /// writes the links, destinations, outline and metadata itself.
  static func pdf(
    _ document: ReportDocument, jobs: [ChartJob], paper: MotionSpecCharts.Size, measurer: CairoTextMeasurer,
    workers: Int
  ) throws -> ([UInt8], Int) {
    let byID = Dictionary(jobs.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let charts = PrintCharts(jobs: byID, paper: paper, measurer: measurer)
    let composer = PDFComposer(
      document: document, chartSize: charts.size, paper: paper, measurer: PrintMeasurer(measurer))
    let layout = composer.compose(plan: nil) { _ in }
    var composed: [PrintPage] = []
    composer.compose(plan: layout) { composed.append($0) }
    let pages = composed

    let pdf = try PDFDocument(
      theme: .light,
      metadata: PDFMetadata(
        title: document.title,
        subject: "Motion tokens of \(document.catalogueName): springs and easing curves with their charts and numbers",
        keywords: "motion tokens, SwiftUI, springs, animation, design system"),
      fontMap: try FontMap())
    // A window at a time, so at most a window of laid-out pages is held however long the document.
    for window in stride(from: 0, to: pages.count, by: MotionSpecWriter.pageWindow) {
      let indices = Array(window..<min(window + MotionSpecWriter.pageWindow, pages.count))
      let scenes = Parallel.map(indices, workers: workers) { i in pages[i].drawn(charts.scene) }
      for scene in scenes { try pdf.add(scene) }
    }
    var parent = PDFDocument.OutlineItem.root
    for entry in layout.contents {
      let item = try pdf.addOutline(
        entry.title, under: entry.level == 1 ? .root : parent, destination: entry.destination)
      if entry.level == 1 { parent = item }
    }
    return (try pdf.finish(), layout.total)
  }
}

/// Seconds per phase, each followed by the peak resident memory reached by its end.
struct Laps: Sendable {
  private(set) var timings: [(phase: String, seconds: Double)] = []
  private var clock = DispatchTime.now().uptimeNanoseconds

  /// Ends `phase` now: its seconds since the last lap, and the peak memory so far.
  mutating func lap(_ phase: String) {
    let t = DispatchTime.now().uptimeNanoseconds
    timings.append((phase, Double(t - clock) / 1e9))
    timings.append((phase + "-peak-mb", peakResidentMegabytes()))
    clock = t
  }

  /// Records a phase measured elsewhere (it does not move the clock).
  mutating func record(_ phase: String, seconds: Double) { timings.append((phase, seconds)) }
}

/// The process's peak resident memory so far, in MB (`getrusage`; 0 where unavailable).
func peakResidentMegabytes() -> Double {
  motionspec_peak_resident_bytes() / (1024 * 1024)
}
