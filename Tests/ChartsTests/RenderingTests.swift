import Cairo
import Foundation
import MotionSpecCairo
import MotionSpecCharts
import MotionSpecFiles
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct RenderingTests {
  /// A single panel whose series is a horizontal line at y = 0.5 over 0…1, y domain fixed to 0…1.
  func flatLine(theme: Theme) throws -> Scene {
    var p = Panel(title: "Position", yTitle: "value", xDomain: 0...1, yDomain: 0...1)
    p.series = [Series("flat", style: .custom(StrokeStyle(color: .series(1), width: 6))) { _ in 0.5 }]
    return FigureRenderer(theme: theme, measurer: try CairoTextMeasurer()).scene(
      Figure(title: "Flat", panels: [p], showsLegend: false))
  }

  /// The pixel rectangle of the plot's x axis line, to find where the plot sits.
  func plotRect(_ scene: Scene) -> (minX: Double, maxX: Double, y: Double, top: Double) {
    var minX = 0.0, maxX = 0.0, y = 0.0, top = 0.0
    for item in scene.items(role: "position/axis:") {
      guard case .path(let path, _, _) = item.primitive else { continue }
      let pts = path.points
      if item.role.hasSuffix("axis:x") { (minX, maxX, y) = (pts[0].x, pts[1].x, pts[0].y) }
      if item.role.hasSuffix("axis:y") { top = pts[0].y }
    }
    return (minX, maxX, y, top)
  }

  @Test(arguments: [1.0, 2.0])
  func pngHasCurveColouredPixelsWhereTheCurvePasses(scale: Double) throws {
    let scene = try flatLine(theme: .light)
    let surface = try Surface.image(size: Cairo.Size(width: scene.size.width, height: scene.size.height), scale: scale)
    try SceneRenderer.draw(scene, theme: .light, on: Context(surface))
    let plot = plotRect(scene)
    let lineY = (plot.y + plot.top) / 2
    let midX = (plot.minX + plot.maxX) / 2
    let onCurve = try surface.pixel(x: Int(midX * scale), y: Int(lineY * scale))
    #expect(abs(onCurve.red - 0xd5 / 255.0) < 0.02 && abs(onCurve.green - 0x5e / 255.0) < 0.02)
    let background = try surface.pixel(x: Int(midX * scale) + 3, y: Int((lineY + 40) * scale))
    #expect(background == RGBA(red: 1, green: 1, blue: 1) || background.red > 0.85)  // white or a faint grid line
    #expect(!(abs(background.red - 0xd5 / 255.0) < 0.05 && background.blue < 0.1))
  }

  @Test(arguments: [Theme.light, .dark])
  func svgIsWellFormedAndDeterministic(theme: Theme) throws {
    let scene = try flatLine(theme: theme)
    let a = try SceneRenderer.render(scene, theme: theme, as: .svg)
    let b = try SceneRenderer.render(try flatLine(theme: theme), theme: theme, as: .svg)
    #expect(a == b)
    #expect(XMLParser(data: Data(a)).parse())
  }

  @Test func pdfHasOnePagePerFigureAndEmbeddedFonts() throws {
    let pages = [try flatLine(theme: .light), try flatLine(theme: .dark)]
    let bytes = try SceneRenderer.renderPDF(pages, theme: .light)
    #expect(try SceneRenderer.renderPDF(pages, theme: .light) == bytes)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("charts-\(UUID().uuidString).pdf").path
    try FileOutput.write(bytes, to: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let info = try run("pdfinfo", [path]).out
    #expect(info.contains("Pages:           2"))
    let fonts = try run("pdffonts", [path]).out.split(separator: "\n").dropFirst(2)
    #expect(!fonts.isEmpty)
    for line in fonts {
      let columns = line.split(separator: " ")
      #expect(columns[columns.count - 5] == "yes", "not embedded: \(line)")
    }
    #expect(try run("pdftotext", [path, "-"]).out.contains("Position"))
  }

  @Test func outputFormatFollowsTheExtension() {
    #expect(OutputFormat(path: "a/b.PNG") == .png)
    #expect(OutputFormat(path: "chart.svg") == .svg)
    #expect(OutputFormat(path: "x.pdf") == .pdf)
    #expect(OutputFormat(path: "x.jpeg") == nil)
    #expect(OutputFormat(path: "dir.v2/file") == nil)
  }

}
