import MotionSpecCairo
import ReportCache
import ReportDrawing
import ReportHTML
import ReportModel

/// What a long-running process (`render --watch`) keeps from one render to the next, so that a
/// render after a small edit does only the work the edit asks for.
///
/// Nothing kept here can make a render stale, because each piece is kept only under what
/// determines it:
/// - the charts' jobs (their figures), each by its identity, text and inputs' fingerprint;
/// - the chart cache's entries already read and checked, each used only while its files are the
///   versions that were checked (``ChartCache/Verified``);
/// - the text measurer, whose measurements are keyed by text and font (as in the cache's file),
///   and the font maps (``FontMaps``), whose faces are the installed fonts' files;
/// - the compiled templates, used only while the template files read for this render are the
///   same text;
/// - the last page's rows, only compared with an edit's (``FirstLook``).
///
/// Renders through one session run one after another, never at once.
public final class RenderSession {
  let verified = ChartCache.Verified()
  /// The chart jobs of the last plan (``JobMemo``): unchanged charts' figures are not made again.
  let jobs = JobMemo()
  /// The font maps of the PDFs and of the chart lanes (``FontMaps``), kept across renders.
  let printFonts = FontMaps.kept()
  let chartFonts = FontMaps.kept()
  private var kept: Drawing?
  /// The measurer's count of layouts when its measurements were last written to the cache.
  private var storedLayouts = 0
  private var compiledTemplates: (files: TemplateFiles, html: HTMLRenderer, prose: Prose)?
  /// The rows of the last page written, for the first look at the next edit (``FirstLook``).
  var shownRows: ShownRows?

  public init() {}

  /// The drawing of earlier renders, or a new one that starts from what `cache` remembers.
  func drawing(cache: ChartCache?) throws -> Drawing {
    if let kept { return kept }
    let drawing = try Drawing(cache: cache)
    kept = drawing
    return drawing
  }

  /// Whether the measurer laid out text since its measurements were last kept in the cache (the
  /// caller keeps them now); a render that measured nothing new writes nothing.
  func measuredSinceKept(_ drawing: Drawing) -> Bool {
    let laidOut = drawing.measurer.laidOut
    guard laidOut != storedLayouts else { return false }
    storedLayouts = laidOut
    return true
  }

  /// The page's renderer and the prose for `templates`: compiled again only when their text changed.
  func compiled(_ templates: TemplateFiles) throws -> (HTMLRenderer, Prose) {
    if let compiledTemplates, compiledTemplates.files.files == templates.files,
      compiledTemplates.files.overridden == templates.overridden
    {
      return (compiledTemplates.html, compiledTemplates.prose)
    }
    let compiled = (files: templates, html: try HTMLRenderer(templates), prose: try Prose(templates))
    compiledTemplates = compiled
    return (compiled.html, compiled.prose)
  }
}
