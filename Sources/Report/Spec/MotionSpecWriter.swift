import Cairo
import Charts
import ChartsCairo
import Foundation
import Spec

/// Writes the motion spec of a catalogue: `index.html`, `motion-spec.pdf` and `charts/`.
///
/// Everything is written into a fresh temporary directory beside the destination, which then
/// replaces it in one rename; if anything fails, the previous report is left as it was.
public enum MotionSpecWriter {
  /// What was written.
  public struct Summary: Sendable {
    public let directory: String
    public let files: [String]
    public let charts: Int
    public let pages: Int
  }

  /// Renders `catalogue` (read from `sourceText`) into `directory`.
  public static func write(_ catalogue: Catalogue, sourceText: String, to directory: String, options: ReportOptions = ReportOptions(), progress: (@Sendable (String) -> Void)? = nil) throws -> Summary {
    let html = try HTMLRenderer(overrides: options.templatesDirectory)  // fail early on bad templates
    let measurer = try CairoTextMeasurer()
    let builder = ReportBuilder(catalogue: catalogue, sourceText: sourceText, options: options, measurer: measurer)
    var slugger = Slugger()
    let slugs = catalogue.tokens.map { slugger.slug($0.id) }
    let jobs = builder.jobs(slugs: slugs)
    progress?("rendering \(jobs.count) charts")
    let rendered = try builder.render(jobs)
    let findings = Lint.check(catalogue)
    let document = builder.document(rendered: rendered, slugs: slugs, findings: findings)
    progress?("composing HTML and PDF")
    let page = try html.render(document)

    let paper = options.paper.size
    let printScenes = Dictionary(uniqueKeysWithValues: rendered.map { chart -> (String, Scene) in
      // In print the page heading names the chart, so the figure drops its own title block.
      var figure = chart.job.figure
      figure.title = ""
      figure.subtitle = nil
      let explainer = chart.job.fileBase.hasPrefix("explainer-")
      let height = explainer ? PDFComposer.printExplainerHeight : PDFComposer.printChartHeight
      figure.size = Size(width: paper.width - 84, height: figure.size.height > 600 ? min(paper.height - 200, figure.size.height * (paper.width - 84) / figure.size.width) : height)
      return (chart.job.fileBase, FigureRenderer(theme: .light, measurer: measurer).scene(figure))
    })
    let pages = PDFComposer(document: document, charts: printScenes, paper: paper, measurer: measurer).pages()
    let pdf = try SceneRenderer.renderPDF(pages, metadata: PDFMetadata(title: document.title))

    // Write into a temporary sibling, then swap it in.
    let output = try OutputDirectory(directory)
    var written: [String] = []
    do {
      func put(_ bytes: [UInt8], _ name: String) throws {
        try output.put(bytes, at: name)
        written.append(name)
      }
      try put(Array(page.utf8), "index.html")
      try put(pdf, "motion-spec.pdf")
      for chart in rendered {
        try put(options.colorScheme == .dark ? (chart.darkSVG ?? chart.lightSVG) : chart.lightSVG, "charts/\(chart.job.fileBase).svg")
        try put(chart.png, "charts/\(chart.job.fileBase)@2x.png")
      }
    } catch {
      output.discard()
      throw ReportError.output("\(directory): cannot write the report: \(error.localizedDescription)")
    }
    try output.commit()
    return Summary(directory: output.target.path, files: written, charts: rendered.count, pages: pages.count)
  }
}
