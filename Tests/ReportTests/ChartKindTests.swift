import MotionSpecCairo
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures
import MotionSpecFiles
import Testing

@testable import ChartKinds
@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

@Suite struct ChartKindTests {
  static let measurer = FixedAdvanceMeasurer()

  func token(_ expression: String, name: String? = nil) throws -> Token {
    Token(path: [name ?? expression], definition: expression, animation: try MotionExpression.parse(expression))
  }

  func scene(_ kind: ChartKind, _ tokens: [Token], options: ChartOptions = ChartOptions()) throws -> Scene {
    FigureRenderer(theme: .light, measurer: Self.measurer).scene(try kind.figure(tokens, options: options))
  }

  @Test func motionChartMarksDurationSettlingAndOvershoot() throws {
    let s = try scene(.motion, [try token(".bouncy", name: "playful")])
    #expect(s.items(role: "position/series:playful").count == 1)
    #expect(s.items(role: "velocity/series:playful").count == 1)
    #expect(s.items(role: "position/rule:start").count == 2 && s.items(role: "position/rule:target").count == 2)
    #expect(!s.items(role: "position/rule:duration").isEmpty)
    #expect(!s.items(role: "position/span:settling").isEmpty)
    // Numbers in annotations are the model's, in the figure's one time unit (ms: the window is under 1 s).
    let m = AnimationMetrics(try MotionExpression.parse(".bouncy"))
    #expect(
      s.texts.contains("overshoot \(Format.percent(m.overshoot)) at \(Format.time(m.peakTime, unit: .milliseconds))"))
    #expect(s.texts.contains("settles in \(Format.time(m.settling.exact, unit: .milliseconds)) (within 0.1 %)"))
    #expect(s.texts.contains("overshoot 4.6 % at 350 ms"))
    #expect(s.texts.contains("settles in 819 ms (within 0.1 %)"))
  }

  @Test func easingComparisonDrawsLinearVelocityAsAStep() throws {
    let s = try scene(.easingComparison, [try token(".smooth", name: "standard")])
    for name in ["standard (spring)", "linear", "ease-in-out"] {
      #expect(s.items(role: "velocity/series:\(name)").count == 1)
    }
    guard case .path(let path, _, _) = s.items(role: "velocity/series:linear")[0].primitive else {
      return #expect(Bool(false))
    }
    // A jump is a vertical segment: two consecutive points with the same x and different y.
    let pts = path.points
    let jumps = zip(pts, pts.dropFirst()).filter { abs($0.x - $1.x) < 1e-6 && abs($0.y - $1.y) > 10 }
    #expect(jumps.count == 2)
    #expect(s.texts.contains("linear: velocity jumps"))
  }

  @Test func handoffCarriesVelocityAndRejectsTimingCurves() throws {
    let s = try scene(
      .handoff, [try token(".smooth", name: "standard")], options: ChartOptions(releaseVelocity: 1200, distance: 240))
    #expect(s.items(role: "position/series:finger (drag)").count == 1)
    #expect(s.items(role: "velocity/series:spring").count == 1)
    #expect(s.texts.contains("release at 1200 pt/s"))
    #expect(s.texts.contains { $0.contains("initial velocity 5 × distance") })
    #expect(throws: ChartError.self) { try ChartKind.handoff.figure([try token(".easeInOut")]) }
  }

  @Test func decompositionShowsEnvelopeCosineAndProduct() throws {
    let s = try scene(.decomposition, [try token(".bouncy", name: "playful")])
    #expect(s.items(role: "bounce 1: a pure cosine, period = duration/series:bounce 1 (undamped)").count == 1)
    #expect(s.texts.contains("period 500 ms = duration"))
    let product = s.items(role: "playful: envelope × shifted cosine/series:")
    #expect(product.count == 4)
    #expect(s.texts.contains("A spring is a cosine times an exponential"))
    // Critically damped: the factors as they are, the line rising, the exponential falling.
    let critical = try scene(.decomposition, [try token(".smooth", name: "standard")])
    #expect(critical.texts.contains("A critically damped spring is a line times an exponential"))
    #expect(critical.texts.contains { $0.hasPrefix("line A + B·t, A = 1, B = 12.566") })
    guard case .path(let line, _, _) = critical.items(role: "the two factors/series:line")[0].primitive else {
      return #expect(Bool(false))
    }
    #expect(line.points.last!.y < line.points.first!.y)  // rising: scene y grows downwards
    guard case .path(let envelope, _, _) = critical.items(role: "the two factors/series:exponential")[0].primitive
    else { return #expect(Bool(false)) }
    #expect(envelope.points.last!.y > envelope.points.first!.y)  // e^(−λt) falls from 1
    let over = try scene(.decomposition, [try token(".spring(duration: 0.5, bounce: -0.4)", name: "flat")])
    #expect(over.texts.contains("An overdamped spring is the sum of two exponentials"))
    #expect(over.items(role: "the two terms of the displacement/series:slow term").count == 1)
    #expect(!over.texts.contains { $0.localizedCaseInsensitiveContains("cosine") })
    let error = #expect(throws: ChartError.self) {
      try ChartKind.decomposition.figure([try token(".easeInOut", name: "ease")])
    }
    #expect(error?.kind == .data)
  }

  @Test func bounceFamilyIsBuiltAroundTheTokensOwnBounce() throws {
    let s = try scene(.bounceFamily, [try token(".spring(duration: 0.6, bounce: -0.2)", name: "calm")])
    #expect(s.items(role: "position/series:calm: bounce −0.2").count == 1)
    for label in [
      "bounce 0: smooth, no overshoot", "bounce 0.15: brisk", "bounce 0.3: noticeably bouncy",
      "bounce 0.5: above 0.4: exaggerated",
    ] {
      #expect(s.items(role: "position/series:\(label)").count == 1, "\(label)")
    }
    #expect(s.texts.contains("duration 600 ms"))
    // A token on a step of the ladder is not drawn twice.
    let onStep = try scene(.bounceFamily, [try token(".bouncy", name: "playful")])
    #expect(onStep.items(role: "position/series:bounce 0.3").isEmpty)
    #expect(onStep.items(role: "position/series:playful: bounce 0.3").count == 1)
  }

  @Test func retargetShowsTheSwitchAndTheRestart() throws {
    let s = try scene(.retarget, [try token(".smooth", name: "standard")])
    #expect(!s.items(role: "position/rule:new-target").isEmpty && !s.items(role: "position/rule:retarget").isEmpty)
    #expect(s.texts.contains("retarget at 200 ms"))  // milliseconds, however long the window
    // SwiftUI keeps the interrupted ease-in-out running and adds the new one: velocity is continuous.
    guard case .path(let path, _, _) = s.items(role: "velocity/series:ease-in-out")[0].primitive else {
      return #expect(Bool(false))
    }
    let pts = path.points
    #expect(!zip(pts, pts.dropFirst()).contains { abs($0.x - $1.x) < 1e-6 && abs($0.y - $1.y) > 5 })
    #expect(s.texts.contains("ease-in-out runs on; the second adds a hump"))
  }

  @Test func settlingMarksAllThreeSettlingDurations() throws {
    let s = try scene(.settling, [try token(".bouncy", name: "playful")])
    let texts = s.texts
    let m = AnimationMetrics(try MotionExpression.parse(".bouncy"))
    #expect(texts.contains("SwiftUI \(Format.time(m.settling.swiftUI, unit: .milliseconds)): conservative bound"))
    #expect(
      texts.contains("Core Animation \(Format.time(m.settling.coreAnimation, unit: .milliseconds)): tight envelope"))
    #expect(texts.contains("exact \(Format.time(m.settling.exact, unit: .milliseconds)): last exit from ±ε"))
    // Each label sits beside its own rule (its box starts or ends 4 units from the rule's x), or,
    // with no room there, is a callout whose numbered badge is on or just above the rule.
    var calledOut = 0
    for role in ["rule:swiftui", "rule:core-animation", "rule:exact", "rule:duration", "rule:removed"] {
      let key = "near the target: the ε = 0.001 band/\(role)"
      guard case .path(let rule, _, _) = s.items(role: key)[0].primitive else { return #expect(Bool(false)) }
      if let label = s.items(role: key + ":label").first(where: { $0.role == key + ":label" }),
        case .text(_, let at, _, _, _, _) = label.primitive
      {
        #expect(abs(abs(at.x - rule.points[0].x) - 4) < 1e-9, "\(role)")
      } else {
        let badge = try #require(s.items(role: key + ":label:number").first, "\(role)")
        guard case .text(_, let at, _, _, _, _) = badge.primitive else { return #expect(Bool(false)) }
        #expect(abs(at.x - rule.points[0].x) <= 40, "\(role)")
        calledOut += 1
      }
    }
    #expect(s.items(role: "callout:text").count == calledOut)
    #expect(!s.items(role: "near the target: the ε = 0.001 band/band:epsilon").isEmpty)
  }

  /// One runaway-fast token does not set the velocity scale: it stops at 1.5 × the next peak and
  /// the runaway's peak is marked at the top edge with the model's value.
  @Test func overlayVelocityScaleIsNotSetByARunawayToken() throws {
    let tokens = try [
      token(".spring(duration: 0.15, bounce: 0)", name: "quick"), token(".smooth", name: "smooth"),
      token(".easeInOut(duration: 0.35)", name: "ease"),
    ]
    let figure = try ChartKind.overlay.figure(tokens, options: ChartOptions())
    let peaks = tokens.map { AnimationMetrics($0.animation, MotionConditions()).peakVelocity.value }
    let velocity = figure.panels[1]
    let next = peaks.dropFirst().max()!
    #expect(peaks[0] > 2 * next)
    #expect(abs(try #require(velocity.yDomain).upperBound - 1.5 * next) < 1e-12)
    let mark = try #require(velocity.markers.first { $0.role == "marker:peak-velocity-off-scale" })
    #expect(mark.label == "quick peaks at \(Format.number(peaks[0], decimals: 1)) /s, off scale")
    #expect(
      mark.point.y == velocity.yDomain?.upperBound
        && mark.point.x == AnimationMetrics(tokens[0].animation, MotionConditions()).peakVelocity.time)
    // Peaks within a factor of two of each other keep the data's own scale.
    let even = try ChartKind.overlay.figure(Array(tokens.dropFirst()), options: ChartOptions())
    #expect(even.panels[1].yDomain == nil && even.panels[1].markers.isEmpty)
  }

  /// Timing curves have no bounce: they sit in a strip of their own under the springs, by
  /// duration; a crowded map stacks equal durations in rows, names no dot and lets the legend
  /// name every group (no leaders to cross the map).
  @Test func theMapPutsCurvesInTheirStripAndNamesGroupsByTheLegendWhenCrowded() throws {
    var tokens: [Token] = []
    for i in 0..<300 {
      let group = "group\(i % 20)"
      let expression =
        i % 3 == 0
        ? ".easeInOut(duration: \(0.2 + Double(i % 7) * 0.05))"
        : ".spring(duration: \(0.2 + Double(i % 11) * 0.07), bounce: \(Double(i % 9) * 0.08 - 0.2))"
      tokens.append(
        Token(path: [group, "t\(i)"], definition: expression, animation: try MotionExpression.parse(expression)))
    }
    let figure = try ChartKind.parameterMap.figure(tokens, options: ChartOptions())
    #expect(figure.panels.count == 2 && figure.panels[1].heightWeight < 0.5 && !figure.panels[1].showsYTicks)
    let map = figure.panels[0], strip = figure.panels[1]
    #expect(map.markers.allSatisfy { $0.label == nil } && strip.markers.allSatisfy { $0.label == nil })
    #expect(figure.showsLegend && figure.legendMarkers.count == 20)
    #expect(Set(figure.legendMarkers.map { "\($0.colorIndex) \($0.shape)" }).count == 20)
    // Every curve is in the strip at the height curveLanes gives it, and no spring is there.
    let lanes = ParameterMapChart.curveLanes(tokens, xEnd: map.xDomain.upperBound)
    let curves = tokens.indices.filter { lanes[$0] != nil }
    #expect(curves.count == 100)
    let durations = tokens.map { t -> Double in
      if case .timing(let c) = t.animation.curve { return c.duration }
      return -1
    }
    #expect(
      Set(strip.markers.map { "\($0.point.x) \($0.point.y)" }) == Set(curves.map { "\(durations[$0]) \(lanes[$0]!)" }))
    // Equal durations stack in rows instead of hiding each other, and past five rows the strip
    // says how many dots are hidden under others (100 curves on 7 durations × 5 rows).
    #expect(Set(curves.compactMap { lanes[$0] }).count == 5)
    let distinct = Set(curves.map { "\(durations[$0]) \(lanes[$0]!)" }).count
    #expect(strip.caption == "\(100 - distinct) curves drawn under another's dot")
    // Rendered, the scene has no leader lines on the map and the legend names each group.
    let scene = FigureRenderer(theme: .light, measurer: Self.measurer).scene(figure)
    #expect(scene.items.allSatisfy { !$0.role.contains("leader") })
    #expect((0..<20).allSatisfy { !scene.items(role: "legend:group\($0)").isEmpty })
  }

  @Test func overlayCatalogueParameterMapAndStagger() throws {
    let tokens = try [token(".smooth", name: "a"), token(".bouncy", name: "b"), token(".easeInOut", name: "c")]
    let overlay = try scene(.overlay, tokens)
    #expect(["a", "b", "c"].allSatisfy { !overlay.items(role: "legend:\($0)").isEmpty })
    let grid = try scene(.catalogue, tokens)
    #expect(grid.items(role: "a/series:a").count == 1 && grid.items(role: "c/series:c").count == 1)
    #expect(grid.texts.contains { $0.hasPrefix("500 ms · bounce 0.3") })
    let map = try scene(.parameterMap, tokens)
    let dots = map.items(role: "springs/marker:").filter { !$0.role.contains(":label") }
    #expect(dots.count == 2)  // the two springs; the timing curve is in the strip under them
    let curves = map.items(role: "timing curves: no bounce, by duration/marker:").filter { !$0.role.contains(":label") }
    #expect(curves.count == 1)
    #expect(map.texts.contains("a") && map.texts.contains("b") && map.texts.contains("c"))
    let instant = Token(
      path: ["instant"], definition: ".linear(duration: 0)",
      animation: Animation(.timing(TimingCurve(.linear, duration: 0)), swiftUI: ".linear(duration: 0)"))
    #expect(throws: ChartError.self) { try ChartKind.parameterMap.figure([instant]) }
    let stagger = try scene(.stagger, [tokens[0]], options: ChartOptions(staggerCount: 4, staggerInterval: 0.05))
    #expect(stagger.items(role: "position/series:element").count == 4)
    #expect(stagger.texts.contains("3 × 50 ms stagger"))
  }

  /// A timing curve's Bézier handles are drawn where its control points are, in wall-clock time.
  @Test func timingCurvesShowTheirBezierHandles() throws {
    let curve = try token(".timingCurve(0.2, 0.9, 0.1, 1.4, duration: 0.6).delay(0.1)", name: "c")
    let figure = try ChartKind.motion.figure([curve])
    let position = figure.panels[0]
    #expect(position.segments.map(\.role) == ["handle:1", "handle:2"])
    #expect(position.segments[0].from == Point(x: 0.1, y: 0) && position.segments[1].from == Point(x: 0.7, y: 1))
    let rings = position.markers.filter { $0.shape == .ring }.map(\.point)
    #expect(rings.count == 2)
    #expect(abs(rings[0].x - (0.1 + 0.2 * 0.6)) < 1e-12 && rings[0].y == 0.9)
    #expect(abs(rings[1].x - (0.1 + 0.1 * 0.6)) < 1e-12 && rings[1].y == 1.4)
    #expect(position.yIncludes.contains(1.4))  // the handle is inside the plot
    let s = try scene(.motion, [curve])
    #expect(s.items(role: "position/handle:").count == 2)
    // Linear has no handles; a spring has none either; the catalogue's tiles show them.
    #expect(try ChartKind.motion.figure([token(".linear(duration: 0.2)")]).panels[0].segments.isEmpty)
    #expect(try ChartKind.motion.figure([token(".smooth")]).panels[0].segments.isEmpty)
    #expect(try ChartKind.catalogue.figure([curve, token(".smooth")]).panels[0].segments.count == 2)
  }

  @Test func arityIsChecked() throws {
    #expect(throws: ChartError.self) { try ChartKind.motion.figure([]) }
    #expect(throws: ChartError.self) { try ChartKind.motion.figure([try token(".smooth"), try token(".snappy")]) }
    #expect(throws: ChartError.self) { try ChartKind.overlay.figure([]) }
  }

  @Test(arguments: ChartKind.allCases)
  func everyKindRendersToEveryFormat(kind: ChartKind) throws {
    let catalogue = try BuiltInCatalogue.load()
    let tokens = kind.arity == .many ? catalogue.tokens : [catalogue.token("heavy")!]
    let figure = try kind.figure(tokens, options: ChartOptions(staggerInterval: catalogue.staggerInterval))
    let file = ChartFile(theme: .dark, measurer: try CairoTextMeasurer())
    let scene = file.scene(figure)
    for format in OutputFormat.allCases {
      let bytes = try file.bytes(scene, as: format, scale: 1)
      #expect(bytes.count > 1000, "\(kind) \(format)")
    }
  }
}
