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

  /// Renders `model` into `directory` (`session`: the one the model was made with, if any).
  public static func write(
    _ model: PageModel, to directory: String, session: RenderSession? = nil,
    progress: (@Sendable (String) -> Void)? = nil
  ) throws -> Summary {
    var start = Laps()
    let (catalogue, sourceText, options) = (model.catalogue, model.sourceText, model.options)
    let (html, plan, cache, knownFits, exporter) = (
      model.html, model.plan, model.cache, model.knownFits, model.exporter
    )
    let jobs: [ChartJob]
    do {
      jobs = try plan.jobs(memo: session?.jobs)
    } catch {
      throw ReportError.chart(error.description)
    }
    start.lap("plan")
    progress?("rendering \(jobs.count) charts")
    // A page-only render is followed by a full one, which makes the report durable.
    let pageOnly = options.printed == .carriedOver
    var shownRows: ShownRows?
    var (laps, pages, target, drawing) = try OutputDirectory.writing(
      directory, what: "the report", durable: !pageOnly
    ) { output in
      let drawing = try session?.drawing(cache: cache) ?? Drawing(cache: cache)
      let fonts = session?.printFonts ?? FontMaps()
      let workers = options.workers > 0 ? options.workers : ProcessInfo.processInfo.activeProcessorCount
      let builder = model.builder
      // The PDF is composed while the charts are drawn (it lays its charts out again at print
      // size, and plays nothing, so it needs neither the drawn charts nor where their plots are);
      // its pages are laid out on every core beside the chart workers, and it is written as soon
      // as it is done. Beyond ``ReportOptions/overlapTokenLimit`` tokens the page is templated
      // only once the PDF is written, so the two never hold their memory at once: 5 000 tokens
      // stay under 500 MB (`make bench`).
      let large = catalogue.tokens.count > ReportOptions.overlapTokenLimit
      let pdfWritten = DispatchSemaphore(value: 0)
      // The files that need no chart: export/ (beyond the cards' limit), and <motion-token>'s
      // element and the tokens it reads. Up to the overlap limit they are written after the PDF,
      // on its thread, which is done before the charts and the page are; beyond it, before the
      // page is templated, so the two never hold their memory at once.
      let sideFiles = { @Sendable () throws -> Void in
        if !options.holdsEverything(tokens: catalogue.tokens.count) {
          for file in exporter.files(for: Platform.allCases) {
            try output.put(file.contents.utf8, at: "export/" + file.name)
          }
        }
        try output.put(html.elementScript.utf8, at: "motion-elements.js")
        let tokens = builder.motionTokensFile()
        try output.put(at: "motion-tokens.json") { try HTMLRenderer.writeTokensJSON(tokens, to: $0) }
      }
      // The render's one document, built by the PDF's job while the charts are drawn: the printed
      // views use it as it is, the page with its drawn charts played
      // (``DocumentBuilder/withPlayback(_:charts:plots:narrowPlots:)``).
      let documentBuilt = Handoff<ReportDocument>()
      // A page-only render (``ReportOptions/Printed/carriedOver``) keeps what is beside the page —
      // the PDFs, export/, the element and the tokens it reads — as the previous render wrote
      // them, for the full render after it to replace; a first one, which has none, writes all but
      // the PDFs.
      let carried =
        options.printed == .carriedOver
        && FileManager.default.fileExists(atPath: output.target.appendingPathComponent("motion-tokens.json").path)
      let (pdf, page) = try Parallel.both(
        { () throws -> (pages: Int, seconds: Double) in
          defer { pdfWritten.signal() }
          let start = DispatchTime.now().uptimeNanoseconds
          let findings =
            model.findings ?? options.lintPolicy.apply(Lint.check(catalogue, limits: options.lintPolicy.limits))
          let document = builder.document(charts: jobs, findings: findings)
          documentBuilt.give(.success(document))
          if options.printed == .carriedOver {
            let beside = carried ? MotionSpecWriter.besidePage : ["motion-spec.pdf", "poster.pdf"]
            for name in beside { try MotionSpecWriter.keepPrevious(name, in: output) }
            if !large && !carried { try sideFiles() }
            return (0, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
          }
          let (bytes, pages) = try drawing.referenceSheet(
            document, jobs: jobs, paper: options.paper.size, workers: workers, date: options.date, fonts: fonts)
          try output.put(bytes, at: "motion-spec.pdf")
          if let poster = options.poster {
            try output.put(
              try drawing.poster(document, jobs: jobs, paper: poster.size, date: options.date, fonts: fonts),
              at: "poster.pdf")
          }
          let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
          if !large { try sideFiles() }
          return (pages, seconds)
        },
        { () throws -> (Laps, ShownRows) in
          var phases = start
          let drawn = try drawing.charts(
            jobs, options: options, into: output, cache: cache, fonts: session?.chartFonts ?? FontMaps())
          phases.lap("charts")
          progress?("composing HTML and PDF")
          // Beyond the overlap limit the page's played document is made once the PDF is written:
          // it and the PDF's last pages never hold their memory at once.
          if large {
            if !carried { try sideFiles() }
            pdfWritten.wait()
            phases.lap("pdf-wait")
          }
          let played = builder.withPlayback(
            try documentBuilt.take(), charts: jobs, plots: options.playback ? drawn.mapValues(\.plots) : [:],
            narrowPlots: options.playback ? drawn.compactMapValues { $0.narrow?.plots } : [:])
          let page = try templatingLargeStrings(large) {
            try html.render(
              played, charts: drawn.compactMapValues(\.inline),
              narrowCharts: drawn.compactMapValues { $0.inline == nil ? nil : $0.narrow?.svg },
              cache: cache, keep: !pageOnly, workers: workers)
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
      if !large { laps.lap("pdf-wait") }
      return (laps, pdf.pages, output.target.path, drawing)
    }
    session?.verified.finishRender()
    session?.shownRows = shownRows
    // What the cache learns beside the charts (fits, text measurements) and its eviction wait for
    // the full render after a page-only one.
    if let cache, !pageOnly {
      FitsFile.store(exporter.fits, replacing: knownFits, in: cache)
      if session?.measuredSinceKept(drawing) ?? true { drawing.keepMeasurements(in: cache) }
      cache.evictIfDue()
    }
    laps.lap("write")
    var notes: [String] = []
    if let note = drawing.cacheNote { notes.append(note) }
    if exporter.discardedFits > 0 {
      notes.append(
        "\(exporter.discardedFits == 1 ? "a spring fit" : "\(exporter.discardedFits) spring fits") in the cache did not match \(exporter.discardedFits == 1 ? "its spring" : "their springs"); ignored and fitted again"
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
