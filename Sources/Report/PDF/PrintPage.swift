import MotionSpecCharts

import class Cairo.Surface

/// A page of the reference sheet as the composer lays it out: its own text, rules and navigation,
/// and where each chart goes. A page is drawn — its charts laid out at print size — only when the
/// cache does not hold it already: its ``key(fingerprints:paper:)`` names everything it shows.
struct PrintPage {
  /// A chart placed on the page, its top-left corner at `at`.
  struct Chart {
    let id: ChartID
    let at: Point
  }

  var scene: Scene
  var charts: [Chart]

  /// What the page's PDF depends on: motionspec's and cairo's versions, what the page draws
  /// itself, and each placed chart's inputs (`fingerprints`, the same as the chart cache's), place
  /// and print size.
  func key(fingerprints: [ChartID: String], sizes: (ChartID) -> Size?) -> String {
    var digest = StableDigest()
    digest.add("page\n\(Version.cacheIdentity)\n\(Surface.cairoVersion)")
    scene.addDrawing(to: &digest)
    for chart in charts {
      digest.add(fingerprints[chart.id] ?? chart.id.fileBase)
      digest.add(chart.at.x)
      digest.add(chart.at.y)
      let size = sizes(chart.id)
      digest.add(size?.width ?? 0)
      digest.add(size?.height ?? 0)
    }
    return digest.hex
  }

  /// The page with its charts drawn in, by `chart` (their print scenes).
  func drawn(_ chart: (ChartID) -> Scene?) -> Scene {
    var whole = scene
    for placed in charts {
      if let scene = chart(placed.id) { whole.place(scene, at: placed.at, role: "chart:\(placed.id.fileBase)") }
    }
    return whole
  }
}
