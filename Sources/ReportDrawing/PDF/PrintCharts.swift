import Foundation
import MotionSpecCharts
import ReportModel

/// Charts at print size: the text column's width, the designed aspect ratio, the light theme's
/// colours with a slightly smaller type scale, laid out by the same ``FigureRenderer`` as the
/// screen — so labels are placed, never truncated or squeezed, for the size they are printed at.
struct PrintCharts {
  let jobs: [ChartID: ChartJob]
  let paper: Size
  let measurer: any TextMeasuring
  /// Print type is 80 % of the screen's: 10-pt ticks become 8 pt on paper.
  static let theme = Theme.light.scaled(by: 0.8)
  /// An explainer's least height per panel, as a share of its width.
  static let explainerRatioPerPanel = 0.42
  /// A timeline's height per panel weight, as a share of its width (about 100 points a value panel).
  static let timelineRatioPerPanel = 0.26

  /// The figure of `id` at print size, without its title block (the page's heading names it).
  func figure(_ id: ChartID) -> Figure? {
    guard var figure = jobs[id]?.figure else { return nil }
    figure.title = ""
    figure.subtitle = nil
    let width = PDFComposer.chartWidth(paper: paper)
    let tallest = paper.height - 2 * PDFComposer.margin - 140
    // A token's chart is lower than its designed ratio so that two cards share a page. An
    // explainer is at least 0.42 of the width tall for each of its panels' shares: its panels keep
    // about 100 points, so their labels sit beside their marks rather than in numbered badges.
    let panels = figure.panels.map(\.heightWeight).reduce(0, +)
    let ratio: Double
    switch id {
    case .token: ratio = min(0.42, figure.size.height / figure.size.width)
    // A timeline's panels are many and alike: lower ones keep a sequence with its words on a page.
    case .sequence: ratio = max(0.5, PrintCharts.timelineRatioPerPanel * panels)
    default: ratio = max(figure.size.height / figure.size.width, PrintCharts.explainerRatioPerPanel * panels)
    }
    figure.size = Size(width: width, height: min(tallest, width * ratio))
    return figure
  }

  func size(_ id: ChartID) -> Size? { figure(id)?.size }

  func scene(_ id: ChartID) -> Scene? {
    figure(id).map { figure in
      var renderer = FigureRenderer(theme: PrintCharts.theme, measurer: measurer)
      renderer.shedsForPlots = false  // the sheet lists its panels' callouts under them
      return renderer.scene(figure)
    }
  }
}
