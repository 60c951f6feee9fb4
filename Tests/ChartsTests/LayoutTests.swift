import Foundation
import Synchronization
import Testing

@testable import MotionSpecCharts

@Suite struct LayoutTests {
  let renderer = FigureRenderer(theme: .light, measurer: FixedAdvanceMeasurer())

  func textBoxes(_ scene: Scene) -> [(String, Rect)] {
    scene.allItems.compactMap { item in
      guard case .text(let s, let p, let anchor, let font, _, let angle) = item.primitive else { return nil }
      let m = FixedAdvanceMeasurer().measure(s, font: font)
      var box = anchor.box(at: p, metrics: m)
      if angle != 0 { box = Rect(x: p.x - m.height / 2, y: p.y - m.width / 2, width: m.height, height: m.width) }
      return (item.role, box)
    }
  }

  func twoPanels(title: String = "Spring", yTitle: String = "fraction of move") -> Figure {
    var p = Panel(title: "Position", yTitle: yTitle, xDomain: 0...1.5, yIncludes: [0, 1])
    p.series = [Series("a", style: .palette(0)) { 1 - exp(-8 * $0) * cos(12 * $0) }]
    p.rules = [Rule(.horizontal, at: 1, label: "target", role: "rule:target")]
    var v = Panel(title: "Velocity", yTitle: "per second", xDomain: 0...1.5, yIncludes: [0])
    v.series = [Series("a", style: .palette(0)) { 20 * exp(-8 * $0) * sin(12 * $0) }]
    v.annotations = [Annotation("peak velocity here", at: Point(x: 0.1, y: 18), role: "annotation:peak")]
    return Figure(title: title, subtitle: "subtitle", panels: [p, v])
  }

  @Test(arguments: [
    "Short", String(repeating: "A very long chart title that goes on ", count: 8),
  ])
  func textNeverLeavesTheCanvas(title: String) {
    let scene = renderer.scene(twoPanels(title: title, yTitle: String(repeating: "long axis title ", count: 10)))
    let canvas = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
    for (role, box) in textBoxes(scene) { #expect(canvas.contains(box, tolerance: 0.5), "\(role) at \(box)") }
  }

  /// Names up to the 256-character limit: the subtitle is said whole or left out whole, never
  /// cut with "…", and the plots keep their room.
  @Test func longNamesAreSaidWholeOrNotAtAll() throws {
    var figure = twoPanels()
    let name = String(repeating: "averylongtokenname", count: 14)
    figure.subtitle = (1...6).map { "t\($0)\(name) .bouncy" }.joined(separator: " · ")
    let scene = renderer.scene(figure)
    let subtitle = scene.allItems.compactMap { item -> String? in
      guard item.role == "subtitle", case .text(let s, _, _, _, _, _) = item.primitive else { return nil }
      return s
    }
    #expect(subtitle.isEmpty || subtitle.joined().filter { $0 != " " } == figure.subtitle!.filter { $0 != " " })
    #expect(!scene.texts.contains { $0.contains("…") })
    #expect(try #require(scene.plots.map(\.rect.height).min()) >= FigureRenderer.minimumPlotHeight)
    let canvas = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
    for (role, box) in textBoxes(scene) { #expect(canvas.contains(box, tolerance: 0.5), "\(role) at \(box)") }
  }

  @Test func textDoesNotOverlapOtherText() {
    let boxes = textBoxes(renderer.scene(twoPanels()))
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        #expect(!boxes[i].1.intersects(boxes[j].1), "\(boxes[i].0) overlaps \(boxes[j].0)")
      }
    }
  }

  @Test func crowdedPanelsLeaveLabelsOutRatherThanOverlapThem() {
    var p = Panel(title: "Tiny", yTitle: "y", xDomain: 0...1, yIncludes: [0, 1])
    p.series = [Series("a", style: .palette(0)) { $0 }]
    p.annotations = (0..<12).map {
      Annotation("annotation number \($0)", at: Point(x: Double($0) / 12, y: Double($0) / 12), role: "annotation:\($0)")
    }
    p.rules = [Rule(.vertical, at: 0.5, label: "a long rule label", role: "rule:mid")]
    let scene = renderer.scene(Figure(title: "Crowded", size: Size(width: 260, height: 160), panels: [p]))
    let boxes = textBoxes(scene)
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        #expect(!boxes[i].1.intersects(boxes[j].1), "\(boxes[i].0) overlaps \(boxes[j].0)")
      }
    }
    // Some had no room beside their point: they are callouts (a badge and a line under the
    // plot) while the lines have room, and left out after that.
    let besides = boxes.filter { $0.0.contains("/annotation:") && !$0.0.hasSuffix(":number") }
    #expect(besides.count < 12)
    #expect(besides.count + scene.items(role: "callout:text").count <= 12)
  }

  @Test func annotationsAvoidTheCurves() {
    let scene = renderer.scene(twoPanels())
    let box = textBoxes(scene).first { $0.0.hasSuffix("annotation:peak") }!.1
    for item in scene.items(role: "velocity/series:") {
      guard case .path(let path, _, _) = item.primitive else { continue }
      let points = path.points
      for (a, b) in zip(points, points.dropFirst()) { #expect(!Canvas.segment(a, b, crosses: box)) }
    }
  }

  @Test func panelsSharingTimeAlignExactly() {
    let scene = renderer.scene(twoPanels(yTitle: "a much longer position axis title"))
    func axisX(_ key: String) -> Double? {
      scene.items(role: "\(key)/axis:y").compactMap { item -> Double? in
        if case .path(let p, _, _) = item.primitive { return p.points.first?.x }
        return nil
      }.first
    }
    let position = axisX("position"), velocity = axisX("velocity")
    #expect(position != nil && position == velocity)
    // Only the lower panel labels the shared time axis.
    #expect(scene.items(role: "position/label:x").isEmpty)
    #expect(!scene.items(role: "velocity/label:x").isEmpty)
  }

  @Test func sceneRecordsRolesOfEveryMark() {
    let scene = renderer.scene(twoPanels())
    #expect(scene.items(role: "position/series:a").count == 1)
    #expect(scene.items(role: "position/rule:target").count == 2)  // line + label
    #expect(scene.texts.contains("target"))
  }

  @Test func themesSeparateSeriesInColourAndDash() {
    for theme in [Theme.light, .dark] {
      let strokes = (0..<6).map { theme.seriesStroke($0) }
      #expect(Set(strokes.map(\.color)).count == 6)
      #expect(Set(strokes.map(\.dash)).count == 6)
      // Every series colour stands out from the background.
      for s in strokes { #expect(abs(theme.color(s.color).luminance - theme.background.luminance) > 0.15) }
    }
  }

  @Test func inlineSVGNamesEachRoleNotAColourGuess() {
    // The primary curve is bound to its series variable, the ε band to its own: restyling the
    // band cannot recolour curves (they once shared a hex value and so a variable).
    var p = Panel(yTitle: "y", xDomain: 0...1, yIncludes: [0, 1])
    p.series = [Series("a", style: .palette(0)) { $0 }]
    p.bands = [Band(.horizontal, 0.4...0.6, role: "band:epsilon")]
    let scene = renderer.scene(Figure(title: "T", panels: [p], showsLegend: false))
    let svg = SVGWriter(measurer: FixedAdvanceMeasurer(), idPrefix: "t", colors: .cssVariables(fallback: .light)).svg(
      scene, title: "t")
    #expect(svg.contains("stroke:var(--chart-c0, #0072b2)"))
    #expect(svg.contains("fill:var(--chart-band, rgba(0, 114, 178, 0.1))"))
    #expect(!svg.contains("stroke:var(--chart-band"))
  }
}

/// The cut that fits text to a width: the same answer as a bisection for every threshold and
/// estimate, in a few measurements when the estimate is close (a 256-character name fitted to a
/// line took eight layouts per line, and every prefix measured stayed in the measurer's cache).
@Suite struct TextCutTests {
  @Test func theLongestPrefixThatFitsIsFoundFromAnyEstimate() {
    for count in [1, 2, 3, 7, 64, 256] {
      for threshold in 0...count {
        for estimate in [-5, 0, 1, threshold - 1, threshold, threshold + 1, count / 2, count, count + 9] {
          var calls = 0
          let cut = TextCut.longest(count: count, estimate: estimate) { n in
            calls += 1
            return n <= threshold
          }
          #expect(cut == threshold, "count \(count), threshold \(threshold), estimate \(estimate)")
          #expect(calls <= 2 * (Int.bitWidth - count.leadingZeroBitCount) + 3)
          if abs(estimate - threshold) <= 1 && estimate >= 1 && estimate <= count { #expect(calls <= 3) }
        }
      }
    }
  }

  @Test func aLongNameWrapsWithFewLayouts() {
    final class Counting: TextMeasuring, Sendable {
      let counted = Mutex(0)
      var calls: Int { counted.withLock { $0 } }
      func measure(_ text: String, font: FontSpec) -> TextMetrics {
        counted.withLock { $0 += 1 }
        return TextMetrics(width: Double(text.count) * font.size * 0.6, height: font.size, baseline: font.size * 0.8)
      }
    }
    let measurer = Counting()
    let name = "group-07.token-00042-" + String(repeating: "x", count: 230)
    let lines = measurer.wrappedWhole(name, font: FontSpec(family: "Inter", size: 10), width: 180)
    #expect(lines.joined() == name)
    #expect(lines.dropLast().allSatisfy { Double($0.count) * 6 <= 180 })
    #expect(measurer.calls <= 4 * lines.count + 2, "\(measurer.calls) layouts for \(lines.count) lines")
  }
}
