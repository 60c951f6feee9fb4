import MotionSpecCharts
import ReportModel

/// A page of the reference sheet as the composer lays it out: its own text, rules and navigation,
/// and where each chart goes (laid out at print size when the page is drawn).
struct PrintPage {
  /// A chart placed on the page, its top-left corner at `at`.
  struct Chart {
    let id: ChartID
    let at: Point
    /// The page item the chart goes before (where it is in reading order).
    var index: Int
    /// What the chart shows, in words (the figure's alternative text).
    var alt: String
  }

  var scene: Scene
  var charts: [Chart]

  /// The page with its charts drawn in, by `chart` (their print scenes).
  /// Each chart's items go in at its place in the page's reading order, as a figure with its
  /// alternative text; the structure after it moves along.
  func drawn(_ chart: (ChartID) -> Scene?) -> Scene {
    var whole = scene
    var shift = 0
    for placed in charts {
      guard let drawn = chart(placed.id) else { continue }
      var piece = Scene(size: scene.size)
      piece.place(drawn, at: placed.at, role: "chart:\(placed.id.fileBase)")
      let at = placed.index + shift
      let n = piece.items.count
      whole.items.insert(contentsOf: piece.items, at: at)
      whole.structure = whole.structure.map { span in
        var span = span
        if span.items.lowerBound >= at {
          span.items = (span.items.lowerBound + n)..<(span.items.upperBound + n)
        } else if span.items.upperBound > at {
          span.items = span.items.lowerBound..<(span.items.upperBound + n)
        }
        return span
      }
      whole.structure.append(Scene.StructureSpan(.figure, items: at..<(at + n), alt: placed.alt))
      shift += n
    }
    return whole
  }
}
