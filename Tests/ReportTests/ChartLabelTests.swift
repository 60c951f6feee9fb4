import MotionSpecCairo
import MotionSpecCharts
import MotionSpecCore
import Report
import Testing

@testable import ChartKinds
@testable import MotionSpecCatalogue
@testable import ReportDrawing
@testable import ReportModel

/// Every chart kind, for a seeded grid of tokens, at every size the product draws: no label
/// overlaps another, is crossed by a drawn line, or leaves the canvas (``Scene/labelCollisions``).
@Suite struct ChartLabelTests {
  /// The token grid: bounce −0.95…0.95 at durations 0.05–5 s, overdamped springs with mass ≠ 1,
  /// and timing curves, in a fixed order (a seeded pick keeps the grid small and reproducible).
  static let grid: [Token] = {
    var expressions: [String] = []
    let bounces = [-0.95, -0.6, -0.3, 0, 0.15, 0.3, 0.5, 0.7, 0.95]
    let durations = [0.05, 0.2, 0.5, 1.2, 5]
    for (i, bounce) in bounces.enumerated() {
      for (j, duration) in durations.enumerated() where (i + j) % 2 == 0 {
        expressions.append(".spring(duration: \(duration), bounce: \(bounce))")
      }
    }
    expressions += [
      ".interpolatingSpring(mass: 3, stiffness: 120, damping: 60)",
      ".interpolatingSpring(mass: 0.5, stiffness: 300, damping: 40)",
      ".easeInOut(duration: 0.35)", ".easeOut(duration: 1.2)", ".linear(duration: 0.2)",
      ".timingCurve(0.2, 0.9, 0.1, 1.4, duration: 0.6)",
    ]
    return expressions.enumerated().map { i, e in
      Token(path: ["grid", "t\(i)"], definition: e, animation: try! MotionExpression.parse(e))
    }
  }()

  /// The sizes the product draws: the gallery's, the page's, the page's phone layout, a DocC
  /// column's (its text scaled), the PDF's panel and the poster's map column (print theme).
  static let sizes: [(String, Size, Theme)] = [
    ("gallery", Size(width: 800, height: 500), .light),
    ("page", ChartPlan.chartSize, .light),
    ("phone", ChartPlan.narrowSize, .light),
    ("docc", ChartPlan.doccSize, Theme.light.scaled(by: ChartPlan.doccTextScale)),
    ("pdf", Size(width: PDFComposer.chartWidth(paper: ReportOptions.Paper.a4.size), height: 290), PrintCharts.theme),
    ("poster", Size(width: 290, height: 340), PrintCharts.theme),
  ]

  @Test(arguments: ChartKind.allCases)
  func noLabelCollides(kind: ChartKind) throws {
    let measurer = try CairoTextMeasurer()
    var failures: [String] = []
    var charts = 0
    let tokenSets: [[Token]] =
      switch kind.arity {
      case .one, .optional: Self.grid.filter { kind.applies(to: $0) }.map { [$0] }
      case .many: [Array(Self.grid.prefix(4)), Self.grid]
      }
    for tokens in tokenSets {
      for (sizeName, size, theme) in Self.sizes {
        var figure = try kind.figure(tokens, options: ChartOptions(size: size))
        if ["pdf", "docc", "poster"].contains(sizeName) {  // drawn untitled there
          figure.title = ""
          figure.subtitle = nil
        }
        var renderer = FigureRenderer(theme: theme, measurer: measurer)
        renderer.saysSizeNeeded = true
        let scene = renderer.scene(figure)
        charts += 1
        let collisions = scene.labelCollisions(measuredBy: measurer)
        // The product's own sizes draw every chart whole, never the "needs a larger size" line.
        if let needed = scene.needs {
          failures.append("\(tokens.map(\.definition).joined(separator: ", ")) @\(sizeName): needs \(needed)")
        }
        if !collisions.isEmpty {
          failures.append(
            "\(tokens.map(\.definition).joined(separator: ", ")) @\(sizeName): \(collisions.map(\.description).joined(separator: "; "))"
          )
        }
      }
    }
    #expect(
      failures.isEmpty, "\(failures.count) of \(charts) \(kind.rawValue) charts:\n\(failures.joined(separator: "\n"))")
  }
}

/// Pull-request comments, phones and README pictures draw charts small: at 480 × 360 every plot
/// keeps ``FigureRenderer/minimumPlotHeight`` and no text collides (tick labels and axis titles
/// included); at 320 × 200, with everything around the plots shed, two stacked plots keep 23 pt each
/// (20 asserted) and still no text collides.
@Suite struct SmallChartTests {
  static let tokens: [Token] = [
    ".spring(duration: 0.5, bounce: 0.6)", ".spring(duration: 0.8, bounce: -0.4)", ".easeInOut(duration: 0.35)",
  ].enumerated().map { i, e in
    Token(path: ["small", "t\(i)"], definition: e, animation: try! MotionExpression.parse(e))
  }

  @Test(arguments: ChartKind.allCases)
  func smallChartsKeepTheirPlots(kind: ChartKind) throws {
    let measurer = try CairoTextMeasurer()
    var report: [String] = []
    let sets: [[Token]] =
      kind.arity == .many ? [Self.tokens] : Self.tokens.filter { kind.applies(to: $0) }.map { [$0] }
    for tokens in sets {
      for (size, least) in [
        (Size(width: 480, height: 360), FigureRenderer.minimumPlotHeight), (Size(width: 320, height: 200), 20.0),
      ] {
        let figure = try kind.figure(tokens, options: ChartOptions(size: size))
        let scene = FigureRenderer(theme: .light, measurer: measurer).scene(figure)
        // A strip (the map's timing curves) is held to its share of the least height.
        let lowest = zip(scene.plots, figure.panels).map { $0.rect.height / $1.heightWeight }.min() ?? .infinity
        let collisions = scene.labelCollisions(measuredBy: measurer)
        if lowest < least || !collisions.isEmpty {
          report.append(
            "\(tokens.map(\.definition)) @\(Int(size.width))×\(Int(size.height)): plot \(Int(lowest)) pt; \(collisions.map(\.description).joined(separator: "; "))"
          )
        }
      }
    }
    #expect(report.isEmpty, "\(kind.rawValue):\n\(report.joined(separator: "\n"))")
  }
}

/// The printed sheet is dense and its plots readable: every token card's position plot is at
/// least 80 points tall, every explainer's plots at least 60 (two side by side where their
/// labels fit so, else stacked), and nothing a chart names is left out at print size.
@Suite struct PrintedChartTests {
  @Test func printedPlotsKeepTheirHeight() throws {
    let (catalogue, _) = try CatalogueLoader.read(nil)
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    let jobs = try plan.jobs()
    let charts = PrintCharts(
      jobs: Dictionary(jobs.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }),
      paper: ReportOptions.Paper.a4.size, measurer: try CairoTextMeasurer())
    var report: [String] = []
    for job in jobs {
      let least: Double
      switch job.id {
      case .token: least = 80
      case .explainer(let kind) where kind != .catalogue && kind != .parameterMap: least = 60
      default: continue
      }
      let figure = try #require(charts.figure(job.id))
      let scene = try #require(charts.scene(job.id))
      let lowest = zip(scene.plots, figure.panels).map { $0.rect.height / $1.heightWeight }.min() ?? 0
      if lowest < least { report.append("\(job.id): plot \(Int(lowest)) pt, under \(Int(least))") }
      if !charts.renderer.saysEverything(figure) { report.append("\(job.id): leaves a label out") }
    }
    #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
  }
}
