import MotionSpecCharts
import ReportModel

/// A page of the reference sheet as the composer lays it out: its own text, rules and navigation,
/// and where each chart goes (laid out at print size when the page is drawn).
struct PrintPage {
  /// A chart placed on the page, its top-left corner at `at`.
  struct Chart {
    let id: ChartID
    let at: Point
  }

  var scene: Scene
  var charts: [Chart]

  /// The page with its charts drawn in, by `chart` (their print scenes).
  func drawn(_ chart: (ChartID) -> Scene?) -> Scene {
    var whole = scene
    for placed in charts {
      if let scene = chart(placed.id) { whole.place(scene, at: placed.at, role: "chart:\(placed.id.fileBase)") }
    }
    return whole
  }
}
