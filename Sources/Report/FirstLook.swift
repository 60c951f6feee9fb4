import MotionSpecCatalogue
import MotionSpecExport
import ReportCache
import ReportHTML
import ReportModel

/// What one render is made from: the catalogue, its chart plan (every token's metrics), its
/// export, the compiled templates, and — once asked for — its lint findings. Made once per
/// render: `serve` makes it first, shows the edited rows from it (``FirstLook``), then writes
/// the page from the same model, so the two can never differ.
public struct PageModel: Sendable {
  let catalogue: Catalogue
  let sourceText: String
  let options: ReportOptions
  let html: HTMLRenderer
  let plan: ChartPlan
  let cache: ChartCache?
  /// The spring fits the cache held (``FitsFile``), which the export used where they match.
  let knownFits: [String: ExportedToken.Fits]
  let exporter: Exporter
  let builder: DocumentBuilder
  /// The lint findings, when a first look needed them already; otherwise the render finds them
  /// while its charts are drawn.
  private(set) var findings: [Finding]?

  /// The model of `catalogue`; its errors are the templates' (read and compiled here, through
  /// `session` when there is one).
  public init(_ catalogue: Catalogue, sourceText: String, options: ReportOptions, session: RenderSession?) throws {
    let templates = try TemplateFiles(overrides: options.templatesDirectory)  // fail early on bad templates
    let (html, prose) = try session?.compiled(templates) ?? (HTMLRenderer(templates), Prose(templates))
    self.catalogue = catalogue
    self.sourceText = sourceText
    self.options = options
    self.html = html
    plan = ChartPlan(catalogue: catalogue, options: options, prose: prose)
    cache = options.cacheDirectory.flatMap { ChartCache(directory: $0, verified: session?.verified) }
    knownFits = cache.map(FitsFile.load(from:)) ?? [:]
    exporter = Exporter(catalogue: catalogue, known: knownFits)
    builder = DocumentBuilder(plan: plan, sourceText: sourceText, exporter: exporter)
  }

  /// The findings of the lint policy the options carry, found now and kept for the render.
  mutating func lint() -> [Finding] {
    if let findings { return findings }
    let found = options.lintPolicy.apply(Lint.check(catalogue, limits: options.lintPolicy.limits))
    findings = found
    return found
  }
}

/// What `serve` shows of an edit before the page is drawn again: each row of the comparison
/// table whose numbers changed since the last page written through the session, templated as the
/// new page will have it. It is made from the render's own model, findings and template
/// (``DocumentBuilder/rows(findings:)``, ``HTMLRenderer/row(_:ticks:outside:)``), so a row shows
/// exactly what the page will; the charts, cards and overviews come with the page.
public struct FirstLook: Sendable, Equatable {
  public struct Row: Sendable, Equatable {
    /// The token's id (the row's `data-id`).
    public let id: String
    /// The row's markup.
    public let html: String
  }
  /// The changed rows, in table order.
  public let rows: [Row]
  /// Whether the rows' sparklines are drawn on the shown page's time axis, so they can replace
  /// its own; when the edit moved the axis's end (the slowest token's settling), every row's
  /// sparkline changes, and they come with the page.
  public let sparklines: Bool

  /// At most this many rows: an edit that changes more (an alias many tokens follow, a lint
  /// policy) is shown by the page alone.
  public static let rowLimit = 24
}

/// What the session knows of the last page it wrote: its rows, as the first look compares them
/// (without their samples, which only the sparklines show), the sparklines' time axis, and the
/// names a row could read from the page around it.
struct ShownRows {
  let rows: [TokenRow]
  let timeEnd: Double
  let ticks: [Double]
  let outside: Set<String>

  /// `row` as the first look compares it: its numbers and words, not its sparkline's samples.
  static func compared(_ row: TokenRow) -> TokenRow {
    var row = row
    row.samples = MotionSamples(position: [], velocity: [])
    return row
  }
}

extension MotionSpecWriter {
  /// The first look at `model` after the page last written through `session`; nil when there is
  /// none to give: no page written yet, a token added, removed, renamed or moved, no row changed,
  /// more than ``FirstLook/rowLimit`` rows changed, or a row's template reads the page around it.
  /// It finds the model's lint findings, which the render then uses.
  public static func firstLook(_ model: inout PageModel, session: RenderSession) -> FirstLook? {
    guard let shown = session.shownRows, shown.rows.count == model.catalogue.tokens.count,
      zip(shown.rows, model.catalogue.tokens).allSatisfy({ $0.id == $1.id })
    else { return nil }
    let rows = model.builder.rows(findings: model.lint())
    let changed = rows.indices.filter { ShownRows.compared(rows[$0]) != shown.rows[$0] }
    guard !changed.isEmpty, changed.count <= FirstLook.rowLimit else { return nil }
    var out: [FirstLook.Row] = []
    for i in changed {
      guard let markup = model.html.row(rows[i], ticks: shown.ticks, outside: shown.outside) else { return nil }
      out.append(FirstLook.Row(id: rows[i].id, html: markup))
    }
    return FirstLook(rows: out, sparklines: model.builder.timeEnd == shown.timeEnd)
  }
}
