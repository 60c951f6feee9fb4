internal import CPlatform
import Foundation
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecExport
import MotionSpecFiles
import MotionSpecParallel
import ReportCache
import ReportDrawing
import ReportHTML
import ReportModel

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
    /// Seconds spent per phase, in order (plan, charts, html, pdf-wait, write), each followed by
    /// the peak resident memory in MB reached by its end (`…-peak-mb`). The PDF is composed
    /// alongside the charts and the HTML: `pdf-alongside` is its own duration (with the document
    /// and the files beside the page; in a page-only render, those alone), `pdf-wait` how long
    /// the HTML then waited for it.
    public let timings: [(phase: String, seconds: Double)]
    /// What the render has to say beyond its files: cache files it could not trust and ignored.
    public let notes: [String]
  }

  /// Renders `catalogue` (read from `sourceText`) into `directory`.
  public static func write(
    _ catalogue: Catalogue, sourceText: String, to directory: String, options: ReportOptions = ReportOptions(),
    session: RenderSession? = nil, progress: (@Sendable (String) -> Void)? = nil
  ) throws -> Summary {
    try write(
      PageModel(catalogue, sourceText: sourceText, options: options, session: session), to: directory,
      session: session, progress: progress)
  }

  /// Renders `model` into `directory` (`session`: the one the model was made with, if any): the
  /// plan's jobs, then the model's three consumers — the printed views and the files beside the
  /// page on one lane, the charts and the page on the other — as ``RenderSchedule`` orders them.
  public static func write(
    _ model: PageModel, to directory: String, session: RenderSession? = nil,
    progress: (@Sendable (String) -> Void)? = nil
  ) throws -> Summary {
    var start = Laps()
    let (options, html, cache, builder) = (model.options, model.html, model.cache, model.builder)
    let jobs: [ChartJob]
    do {
      jobs = try model.plan.jobs(memo: session?.jobs)
    } catch {
      throw ReportError.chart(error.description)
    }
    start.lap("plan")
    progress?("rendering \(jobs.count) charts")
    let schedule = RenderSchedule(
      tokens: model.catalogue.tokens.count, options: options, target: URL(fileURLWithPath: directory),
      processors: ProcessInfo.processInfo.activeProcessorCount)
    var shownRows: ShownRows?
    var (laps, pages, target, drawing) = try OutputDirectory.writing(
      directory, what: "the report", durable: schedule.durable
    ) { output in
      let drawing = try session?.drawing(cache: cache) ?? Drawing(cache: cache)
      let printed = PrintedViews(model: model, drawing: drawing, fonts: session?.printFonts ?? FontMaps())
      let sideFiles = SideFiles(model: model)
      let printedWritten = DispatchSemaphore(value: 0)
      // The render's one document, built on the printed views' lane while the charts are drawn:
      // the printed views use it as it is, the page with its drawn charts played
      // (``DocumentBuilder/withPlayback(_:charts:plots:narrowPlots:)``).
      let documentBuilt = Handoff<ReportDocument>()
      let (pdf, page) = try Parallel.both(
        { () throws -> (pages: Int, seconds: Double) in
          defer { printedWritten.signal() }
          let start = DispatchTime.now().uptimeNanoseconds
          let findings =
            model.findings ?? options.lintPolicy.apply(Lint.check(model.catalogue, limits: options.lintPolicy.limits))
          let document = builder.document(charts: jobs, findings: findings)
          documentBuilt.give(.success(document))
          let pages = try printed.write(document, jobs: jobs, schedule: schedule, into: output)
          let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
          if schedule.sideFiles == .afterPrinted { try sideFiles.write(into: output, document: document) }
          return (pages, seconds)
        },
        { () throws -> (Laps, ShownRows) in
          var phases = start
          let drawn = try drawing.charts(
            jobs, options: options, into: output, cache: cache, fonts: session?.chartFonts ?? FontMaps())
          phases.lap("charts")
          progress?("composing HTML and PDF")
          if schedule.sideFiles == .beforePage {
            try sideFiles.write(into: output, document: documentBuilt.take())
          }
          if schedule.pageWaitsForPrinted {
            printedWritten.wait()
            phases.lap("pdf-wait")
          }
          let played = builder.withPlayback(
            try documentBuilt.take(), charts: jobs, plots: options.playback ? drawn.mapValues(\.plots) : [:],
            narrowPlots: options.playback ? drawn.compactMapValues { $0.narrow?.plots } : [:])
          let page = try templatingLargeStrings(schedule.mapsLargeBlocks) {
            try html.render(
              played, charts: drawn.compactMapValues(\.inline),
              narrowCharts: drawn.compactMapValues { $0.inline == nil ? nil : $0.narrow?.svg },
              cache: cache, keep: schedule.teachesCache, workers: schedule.workers)
          }
          try output.put(at: "index.html", streaming: page.write)
          phases.lap("html")
          let shown = ShownRows(
            rows: played.rows.map(ShownRows.compared), timeEnd: builder.timeEnd,
            ticks: played.sparklineScale.ticks, outside: page.rowOutside)
          return (phases, shown)
        })
      var laps = page.0
      shownRows = page.1
      laps.record("pdf-alongside", seconds: pdf.seconds)
      if !schedule.pageWaitsForPrinted { laps.lap("pdf-wait") }
      return (laps, pdf.pages, output.target.path, drawing)
    }
    session?.verified.finishRender()
    session?.shownRows = shownRows
    // What the cache learns beside the charts (fits, text measurements) and its eviction wait for
    // the full render after a page-only one.
    if let cache, schedule.teachesCache {
      FitsFile.store(model.exporter.fits, replacing: model.knownFits, in: cache)
      if session?.measuredSinceKept(drawing) ?? true { drawing.keepMeasurements(in: cache) }
      cache.evictIfDue()
    }
    laps.lap("write")
    var notes: [String] = []
    if let note = drawing.cacheNote { notes.append(note) }
    let discarded = model.exporter.discardedFits
    if discarded > 0 {
      notes.append(
        "\(discarded == 1 ? "a spring fit" : "\(discarded) spring fits") in the cache did not match \(discarded == 1 ? "its spring" : "their springs"); ignored and fitted again"
      )
    }
    return Summary(directory: target, charts: jobs.count, pages: pages, timings: laps.timings, notes: notes)
  }
}

extension MotionSpecWriter {
  /// What a page-only render keeps from the previous one: every file but the page and its charts.
  static let besidePage = ["motion-spec.pdf", "poster.pdf", "export", "motion-elements.js", "motion-tokens.json"]

  /// Links the previous report's file `name` into `output`, or each file of the folder `name`;
  /// nothing when the previous report has none.
  static func keepPrevious(_ name: String, in output: OutputDirectory) throws {
    let previous = output.target.appendingPathComponent(name)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: previous.path, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue else { return try output.link(previous, at: name) }
    for file in try FileManager.default.contentsOfDirectory(atPath: previous.path).sorted() {
      try output.link(previous.appendingPathComponent(file), at: name + "/" + file)
    }
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

/// `body` with blocks of 4 MB and more in mappings of their own when `large` (glibc), so the
/// page of a large catalogue — a string of tens of megabytes grown by doubling, and the
/// fragments read back from the cache — does not leave each size it grew through on the heap
/// (the process keeps large blocks on the heap otherwise, for the charts' image buffers); the
/// heap's free memory is handed back first.
func templatingLargeStrings<T>(_ large: Bool, _ body: () throws -> T) rethrows -> T {
  guard large else { return try body() }
  // The platform shim's calls, as Cairo's `Allocator` makes them: Report imports no Cairo.
  motionspec_release_free_memory()
  motionspec_map_large_blocks()
  defer { motionspec_keep_large_blocks() }
  return try body()
}

/// The process's peak resident memory so far, in MB (`getrusage`; 0 where unavailable).
func peakResidentMegabytes() -> Double {
  motionspec_peak_resident_bytes() / (1024 * 1024)
}
