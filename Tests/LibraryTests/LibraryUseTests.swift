import Foundation
import MotionSpecCairo
import MotionSpecCharts
import MotionSpecCore
import Testing

// The code of the documentation's "Use motionspec as a library" article
// (Documentation/motionspec.docc/Library.md), compiled and run here against the library products
// alone; the test below checks the article shows exactly this code, after
// the three imports of motionspec's modules above.
// README begin
/// Draws a token's position over time to `path` (PNG, SVG or PDF by its extension) and returns
/// its metrics: every number motionspec prints comes from `AnimationMetrics`.
func chartToken(_ expression: String, to path: String) throws -> AnimationMetrics {
  let animation = try MotionExpression.parse(expression)
  let metrics = AnimationMetrics(animation)

  var panel = Panel(yTitle: "Position", xDomain: 0...metrics.windowEnd, yIncludes: [0, 1])
  panel.series = [Series(animation.swiftUI, style: .palette(0)) { animation.value(time: $0) }]
  panel.rules = [Rule(.horizontal, at: 1, label: "target", role: "target")]
  let figure = Figure(title: "Position over time", subtitle: animation.swiftUI, panels: [panel])

  try ChartFile(theme: .light, measurer: CairoTextMeasurer()).write(figure, to: path, scale: 2)
  return metrics
}
// README end

@Suite struct LibraryUseTests {
  @Test func readmeExampleRuns() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motionspec-library-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let png = directory.appendingPathComponent("heavy.png").path
    let metrics = try chartToken(".spring(duration: 0.55, bounce: 0.18)", to: png)
    // bounce 0.18: damping ratio 0.82, overshoot e^(−πζ/√(1−ζ²)).
    let zeta = 1 - 0.18
    #expect(abs(metrics.overshoot - exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())) < 1e-9)
    let settles = try #require(metrics.settling.exact)
    #expect(abs(settles - 0.7548) < 1e-4, "the article says 0.755 s")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(bytes.count > 10_000)
    let svg = directory.appendingPathComponent("heavy.svg").path
    _ = try chartToken(".easeInOut(duration: 0.35)", to: svg)
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.contains(".easeInOut(duration: 0.35)"))
  }

  /// The documentation's library article shows the code above, character for character.
  @Test func readmeShowsThisCode() throws {
    let here = URL(fileURLWithPath: #filePath)
    let source = try String(contentsOf: here, encoding: .utf8)
    let readme = try String(
      contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/motionspec.docc/Library.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// README begin\n")),
      end = try #require(source.range(of: "// README end\n"))
    let code = String(source[begin.upperBound..<end.lowerBound])
    #expect(
      readme.contains(
        "```swift\nimport MotionSpecCairo\nimport MotionSpecCharts\nimport MotionSpecCore\n\n" + code + "```\n"),
      "Library.md's library example differs from LibraryUseTests.swift")
  }
}
