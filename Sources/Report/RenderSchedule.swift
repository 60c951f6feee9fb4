import Foundation
import MotionSpecCatalogue
import MotionSpecExport
import MotionSpecFiles
import ReportCache
import ReportDrawing
import ReportHTML
import ReportModel

/// How one render is scheduled and how much it may hold at once — a value worked out before the
/// render from the catalogue's size and the options, which ``MotionSpecWriter`` follows without
/// branching on either again.
///
/// A render has three consumers of the one ``PageModel``: the printed views (``PrintedViews``:
/// the reference sheet and the poster), the files beside the page (``SideFiles``: `export/`, the
/// element and the tokens it reads), and the page (the charts, then `index.html`). The printed
/// views are composed on one lane while the charts are drawn on the other.
public struct RenderSchedule: Sendable, Equatable {
  /// Whether the printed views are composed (`composed`) or kept from the previous render for the
  /// full render after this page-only one (`carriedOver`, keeping ``kept``).
  public var printed: ReportOptions.Printed
  /// What a page-only render links from the previous report: the PDFs, or every file beside the
  /// page once the previous render wrote them.
  public var kept: [String]
  /// When the files beside the page are written.
  public var sideFiles: SideFilesTime
  /// Whether the page's played document waits until the printed views are written: beyond
  /// ``ReportOptions/overlapTokenLimit`` tokens, so the two never hold their memory at once.
  public var pageWaitsForPrinted: Bool
  /// Whether the page is templated with large blocks in mappings of their own (glibc), so its
  /// tens of megabytes do not stay on the heap.
  public var mapsLargeBlocks: Bool
  /// Whether the report is made durable (synced) when swapped in: not for a page-only render,
  /// which a full one follows.
  public var durable: Bool
  /// Whether the cache learns from this render (fits, measurements, eviction): not a page-only one.
  public var teachesCache: Bool
  /// The chart and page workers.
  public var workers: Int

  public enum SideFilesTime: Sendable, Equatable {
    /// On the printed views' lane once they are done (they finish before the charts and the page).
    case afterPrinted
    /// On the page's lane before the page is templated (a large catalogue: never beside the page's memory).
    case beforePage
    /// Not at all: a page-only render keeps the previous render's.
    case kept
  }

  /// The schedule for a render of `tokens` tokens with `options` into `target` (whose previous
  /// report a page-only render keeps).
  public init(tokens: Int, options: ReportOptions, target: URL, processors: Int) {
    let pageOnly = options.printed == .carriedOver
    let large = tokens > ReportOptions.overlapTokenLimit
    let previousSideFiles =
      pageOnly && FileManager.default.fileExists(atPath: target.appendingPathComponent("motion-tokens.json").path)
    printed = options.printed
    kept = pageOnly ? (previousSideFiles ? MotionSpecWriter.besidePage : ["motion-spec.pdf", "poster.pdf"]) : []
    sideFiles = previousSideFiles ? .kept : large ? .beforePage : .afterPrinted
    pageWaitsForPrinted = large
    mapsLargeBlocks = large
    durable = !pageOnly
    teachesCache = !pageOnly
    workers = options.workers > 0 ? options.workers : processors
  }
}

/// The files beside the page, which need no chart: `export/` (beyond the cards' limit, the
/// code the page does not hold), `<motion-token>`'s element and the tokens it reads.
struct SideFiles: Sendable {
  let model: PageModel

  /// Writes them; `document` is the render's, whose rows word the tokens' numbers.
  func write(into output: OutputDirectory, document: ReportDocument) throws {
    let (catalogue, options) = (model.catalogue, model.options)
    if !options.holdsEverything(tokens: catalogue.tokens.count) {
      for file in model.exporter.files(for: Platform.allCases) {
        try output.put(file.contents.utf8, at: "export/" + file.name)
      }
    }
    try output.put(model.html.elementScript.utf8, at: "motion-elements.js")
    let tokens = model.builder.motionTokensFile(rows: document.rows)
    try output.put(at: "motion-tokens.json") { try HTMLRenderer.writeTokensJSON(tokens, to: $0) }
  }
}

/// The printed views of the render's document: the reference sheet (`motion-spec.pdf`) and the
/// poster, or — for a page-only render — the previous render's, linked.
struct PrintedViews: Sendable {
  let model: PageModel
  let drawing: Drawing
  let fonts: FontMaps

  /// Writes them; returns the sheet's page count (0 when kept).
  func write(
    _ document: ReportDocument, jobs: [ChartJob], schedule: RenderSchedule, into output: OutputDirectory
  ) throws -> Int {
    let options = model.options
    guard schedule.printed == .composed else {
      for name in schedule.kept { try MotionSpecWriter.keepPrevious(name, in: output) }
      return 0
    }
    let (bytes, pages) = try drawing.referenceSheet(
      document, jobs: jobs, paper: options.paper.size, workers: schedule.workers, date: options.date, fonts: fonts)
    try output.put(bytes, at: "motion-spec.pdf")
    if let poster = options.poster {
      try output.put(
        try drawing.poster(document, jobs: jobs, paper: poster.size, date: options.date, fonts: fonts), at: "poster.pdf"
      )
    }
    return pages
  }
}
