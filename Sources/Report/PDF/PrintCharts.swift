import Charts
import Foundation

/// Charts at print size: the text column's width, the designed aspect ratio, the light theme's
/// colours with a slightly smaller type scale, laid out by the same ``FigureRenderer`` as the
/// screen — so labels are placed, never truncated or squeezed, for the size they are printed at.
struct PrintCharts {
  let jobs: [ChartID: ChartJob]
  let paper: Size
  let measurer: any TextMeasuring
  /// Print type is 80 % of the screen's: 10-pt ticks become 8 pt on paper.
  static let theme = Theme.light.scaled(by: 0.8)

  /// The figure of `id` at print size, without its title block (the page's heading names it).
  func figure(_ id: ChartID) -> Figure? {
    guard var figure = jobs[id]?.figure else { return nil }
    figure.title = ""
    figure.subtitle = nil
    let width = PDFComposer.chartWidth(paper: paper)
    let tallest = paper.height - 2 * PDFComposer.margin - 140
    figure.size = Size(width: width, height: min(tallest, width * figure.size.height / figure.size.width))
    return figure
  }

  func size(_ id: ChartID) -> Size? { figure(id)?.size }

  func scene(_ id: ChartID) -> Scene? {
    figure(id).map { FigureRenderer(theme: PrintCharts.theme, measurer: measurer).scene($0) }
  }
}

/// The print charts of one PDF, laid out ahead of the writer on every core: the first pass records
/// the order in which the pages ask for the charts (``size(_:)``), and the second gets each
/// chart's scene (``scene(_:)``) from a window of the next ``window`` charts laid out together —
/// so drawing, which one thread must do, waits less, and no more than a window of scenes is held.
final class PrintScenes: @unchecked Sendable {
  let charts: PrintCharts
  /// Charts laid out together: enough to keep two cores busy, few enough to hold.
  static let window = 16
  private var order: [ChartID] = []
  private var recording = true
  private var next = 0
  private var ready: [ChartID: Scene] = [:]

  init(_ charts: PrintCharts) { self.charts = charts }

  /// A chart's print size; in the first pass, also where it comes in the document.
  func size(_ id: ChartID) -> Size? {
    if recording { order.append(id) }
    return charts.size(id)
  }

  /// Ends the first pass: the order is known.
  func endFirstPass() { recording = false }

  /// A chart's print scene, laid out in the window it belongs to.
  func scene(_ id: ChartID) -> Scene? {
    if let scene = ready.removeValue(forKey: id) { return scene }
    guard let start = order[min(next, order.count)...].firstIndex(of: id) else { return charts.scene(id) }
    let ids = Array(order[start..<min(start + PrintScenes.window, order.count)])
    let slots = ResultSlots<Scene?>(count: ids.count)
    DispatchQueue.concurrentPerform(iterations: ids.count) { i in slots.set(i, .success(charts.scene(ids[i]))) }
    for (id, result) in zip(ids, slots.values()) {
      if case .success(let scene?) = result { ready[id] = scene }
    }
    next = start + ids.count
    return ready.removeValue(forKey: id)
  }
}
