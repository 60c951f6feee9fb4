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
  /// An explainer's height, as a share of its width (its panels side by side).
  static let explainerRatio = 0.45
  /// A token card's chart height, as a share of its width.
  static let tokenRatio = 0.3
  /// A stacked explainer's height per panel, as a share of its width (about 100 points a panel).
  static let stackedRatioPerPanel = 0.42
  /// A timeline's height per panel weight, as a share of its width (about 100 points a value panel).
  static let timelineRatioPerPanel = 0.26

  /// The figure of `id` at print size, without its title block (the page's heading names it).
  func figure(_ id: ChartID) -> Figure? {
    guard var figure = jobs[id]?.figure else { return nil }
    figure.title = ""
    figure.subtitle = nil
    let width = PDFComposer.chartWidth(paper: paper)
    let tallest = paper.height - 2 * PDFComposer.margin - 140
    // A token's card prints its chart's compact form (the position plot) 0.3 of the width tall,
    // three cards a page, the plot about 95 points. A timeline's panels are many and alike: lower
    // ones keep a sequence with its words on a page. An explainer of two equal panels prints them
    // side by side, 0.45 of the width tall, where all its labels fit so — two or three
    // explainers a page, each plot over 60 points. Any other chart is at least 0.42 of the width
    // tall for each of its panels' shares (about 100 points a panel) and its designed ratio.
    let panels = figure.panels.map(\.heightWeight).reduce(0, +)
    let stacked = max(figure.size.height / figure.size.width, PrintCharts.stackedRatioPerPanel * panels)
    var ratio: Double
    switch id {
    case .token: ratio = min(PrintCharts.tokenRatio, figure.size.height / figure.size.width)
    case .sequence: ratio = max(0.5, PrintCharts.timelineRatioPerPanel * panels)
    default:
      ratio = stacked
      if figure.panels.count == 2, figure.columns == 1, figure.panels.allSatisfy({ $0.heightWeight == 1 }) {
        var beside = figure
        beside.columns = 2
        beside.size = Size(width: width, height: width * PrintCharts.explainerRatio)
        beside.compact = nil
        if renderer.saysEverything(beside) {
          figure.columns = 2
          ratio = PrintCharts.explainerRatio
        }
      }
    }
    figure.size = Size(width: width, height: min(tallest, width * ratio))
    switch id {
    // A token's card states its key numbers above its chart: its compact form needs no caption.
    case .token: figure.compact?.caption = nil
    // An explainer prints whole: its velocity panel is half its point.
    default: figure.compact = nil
    }
    return figure
  }

  func size(_ id: ChartID) -> Size? { figure(id)?.size }

  func scene(_ id: ChartID) -> Scene? { figure(id).map(renderer.scene) }

  /// The print renderer: it sheds nothing (the sheet lists its panels' callouts under them).
  var renderer: FigureRenderer {
    var renderer = FigureRenderer(theme: PrintCharts.theme, measurer: measurer)
    renderer.shedsForPlots = false
    renderer.padding = 6
    renderer.timeUnitInTicks = true
    return renderer
  }
}
