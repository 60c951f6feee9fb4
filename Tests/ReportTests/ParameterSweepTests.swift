import Foundation
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures
import MotionSpecFiles
import TestSupport
import Testing

@testable import ChartKinds
@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// The whole parameter space, swept with a fixed seed: 520 random valid animations — every regime,
/// bounce up to its ends (−0.999999 and 1), durations from 1 ms to 100 s, timing curves with any
/// valid control points, initial velocities, delays and speeds — through every chart kind. Each
/// chart lays out in bounded time and samples, every coordinate is finite, every curve stays
/// inside its axes, a settle beyond the window shows as an edge arrow, and every annotated number
/// is the metrics model's.
@Suite struct ParameterSweepTests {
  static let count = 520

  /// The i-th expression of the sweep, written as a user would.
  static func expression(_ i: Int) -> String {
    var g = SeededGenerator(seed: UInt64(i) &* 7919 &+ 17)
    func pick<T>(_ xs: [T]) -> T { xs[Int(g.next() % UInt64(xs.count))] }
    func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(g.next() >> 11) / Double(1 << 53) }
    func logUniform(_ lo: Double, _ hi: Double) -> Double { exp(uniform(log(lo), log(hi))) }
    func n(_ x: Double) -> String { String(format: "%.6g", x) }
    let duration = i % 7 == 0 ? pick([0.001, 100, 0.5]) : logUniform(0.001, 100)
    let bounce = i % 5 == 0 ? pick([-0.999999, 1, 0, 0.9999999, -0.5]) : uniform(-0.999, 1)
    var text: String
    switch i % 4 {
    case 0, 1: text = ".spring(duration: \(n(duration)), bounce: \(n(bounce)))"
    case 2:
      text =
        ".interpolatingSpring(duration: \(n(duration)), bounce: \(n(bounce)), initialVelocity: \(n(uniform(-20, 20))))"
    default:
      text =
        ".timingCurve(\(n(uniform(0, 1))), \(n(uniform(-2, 3))), \(n(uniform(0, 1))), \(n(uniform(-2, 3))), duration: \(n(duration)))"
    }
    if g.next() % 3 == 0 { text += ".delay(\(n(logUniform(0.001, 5))))" }
    if g.next() % 3 == 0 { text += ".speed(\(n(logUniform(0.1, 10))))" }
    if g.next() % 5 == 0 { text += ".delay(\(n(logUniform(0.001, 1))))" }
    return text
  }

  /// What one chart's scene must satisfy; returns the largest polyline it holds.
  static func check(_ scene: Scene, _ label: String) -> Int {
    var largest = 0
    func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
    for item in scene.allItems {
      switch item.primitive {
      case .path(let path, _, _):
        #expect(path.points.allSatisfy(finite), "\(label): \(item.role) has a non-finite point")
        if item.kind == .series { largest = max(largest, path.points.count) }
      case .text(let s, let at, _, _, _, _):
        #expect(finite(at), "\(label): text \(s) at a non-finite point")
        #expect(!s.contains("nan") && !s.contains("inf"), "\(label): '\(s)'")
      case .clipped(let rect, let inner):
        // Curves stay inside their plot (with the clip's 2-unit margin) unless the panel's y range
        // is fixed on purpose: the settling chart's zoom on the ε band, and an overlay's velocity
        // scale that stops short of a runaway token (whose peak is then marked off scale).
        guard !item.role.hasPrefix("near the target") else { continue }
        if item.role.hasPrefix("velocity"),
          scene.allItems.contains(where: { $0.role.hasSuffix("peak-velocity-off-scale") })
        {
          continue
        }
        for case .path(let path, _, _) in inner.map(\.primitive) {
          let outside = path.points.filter { $0.y < rect.minY - 1 || $0.y > rect.maxY + 1 }
          #expect(outside.isEmpty, "\(label): \(item.role) leaves its axes at \(outside.prefix(2))")
        }
      }
    }
    return largest
  }

  /// The sweep in chunks, which Swift Testing runs in parallel.
  static let chunks = 8

  static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  static func token(_ i: Int) throws -> Token {
    let text = expression(i)
    return Token(path: ["g\(i % 6)", "t\(i)"], definition: text, animation: try MotionExpression.parse(text))
  }

  @Test(arguments: 0..<chunks)
  func everySingleTokenKindOverTheWholeParameterSpace(chunk: Int) throws {
    let renderer = FigureRenderer(theme: .light, measurer: FixedAdvanceMeasurer())
    var slowest = (0.0, ""), largest = (0, ""), charts = 0
    let clock = ContinuousClock()
    for i in stride(from: chunk, to: Self.count, by: Self.chunks) {
      let token = try Self.token(i)
      let text = token.definition
      let m = AnimationMetrics(token.animation)
      for kind in ChartKind.allCases where kind.arity != .many && kind.applies(to: token) {
        var figure: Figure?, scene: Scene?
        let elapsed = clock.measure {
          figure = try? kind.figure([token])
          scene = figure.map(renderer.scene)
        }
        let f = try #require(figure, "\(kind) \(text)")
        let seconds = Self.seconds(elapsed)
        if seconds > slowest.0 { slowest = (seconds, "\(kind) \(text)") }
        let points = Self.check(scene!, "\(kind) \(text)")
        if points > largest.0 { largest = (points, "\(kind) \(text)") }
        charts += 1
        // A hang detector, not a performance target (that is `make bench`).
        #expect(seconds < 10, "\(kind) \(text) took \(seconds) s")
        if kind == .motion { Self.checkMotionAnnotations(scene!, f, m, text) }
        if kind == .settling { Self.checkSettlingAnnotations(scene!, f, m, text) }
      }
    }
    print(
      "sweep chunk \(chunk): \(charts) charts; slowest \(String(format: "%.3f", slowest.0)) s (\(slowest.1)); largest series \(largest.0) points (\(largest.1))"
    )
    #expect(largest.0 <= Sampler().maxPoints + 8)
  }

  @Test(arguments: ChartKind.allCases.filter { $0.arity == .many })
  func everyManyTokenKindOverTheWholeParameterSpace(kind: ChartKind) throws {
    let renderer = FigureRenderer(theme: .light, measurer: FixedAdvanceMeasurer())
    let tokens = try (0..<Self.count).map(Self.token)
    var slowest = 0.0, largest = 0
    for batch in stride(from: 0, to: tokens.count, by: 40) {
      let chosen = Array(tokens[batch..<min(tokens.count, batch + 40)])
      var scene: Scene?
      let elapsed = ContinuousClock().measure { scene = try? renderer.scene(kind.figure(chosen)) }
      let drawn = try #require(scene, "\(kind) batch \(batch)")
      slowest = max(slowest, Self.seconds(elapsed))
      largest = max(largest, Self.check(drawn, "\(kind) batch \(batch)"))
    }
    print(
      "sweep \(kind.rawValue): \(tokens.count / 40 + 1) charts of 40 tokens; slowest \(String(format: "%.3f", slowest)) s; largest series \(largest) points"
    )
    #expect(largest <= Sampler().maxPoints + 8)  // the budget, plus a start point per piece between breaks
  }

  /// A label as its mark's edge arrow writes it, without the arrow.
  static func withoutArrow(_ s: String) -> String {
    s.hasSuffix(" →") ? String(s.dropLast(2)) : s.hasPrefix("← ") ? String(s.dropFirst(2)) : s
  }

  /// The motion chart's numbers are the model's; a settle beyond the window is an edge arrow.
  static func checkMotionAnnotations(_ scene: Scene, _ figure: Figure, _ m: AnimationMetrics, _ text: String) {
    let unit = figure.timeUnit!
    let texts = scene.texts.map(Self.withoutArrow)
    if let settle = m.settling.exact, settle > 0 {
      let label = "settles in \(Format.time(settle, unit: unit)) (within 0.1 %)"
      #expect(texts.contains(label) || !scene.items(role: "position/span:settling").isEmpty, "\(text): \(label)")
      if settle > figure.panels[0].xDomain.upperBound {
        #expect(
          !scene.items(role: "velocity/rule:settling:offscale").isEmpty,
          "\(text): settle beyond the window without an arrow")
      }
    }
    if !m.settles { #expect(figure.footnote?.contains("never settles") == true, "\(text)") }
    let peak = "peak \(Format.number(m.peakVelocity.value, decimals: 1)) /s"
    for t in texts where t.hasPrefix("peak ") { #expect(t == peak, "\(text): \(t) vs \(peak)") }
    if let time = m.peakTime, m.overshoot > 1e-4 {
      let label = "overshoot \(Format.percent(m.overshoot)) at \(Format.time(time, unit: unit))"
      for t in texts where t.hasPrefix("overshoot") { #expect(t == label, "\(text): \(t) vs \(label)") }
    }
  }

  /// The settling chart's labels carry the model's three settling numbers.
  static func checkSettlingAnnotations(_ scene: Scene, _ figure: Figure, _ m: AnimationMetrics, _ text: String) {
    let unit = figure.timeUnit!
    // The annotations, not the subtitle (which wraps, so a line of it may start with "duration").
    let annotations = scene.allItems.filter { !$0.role.hasPrefix("subtitle") }.compactMap { item -> String? in
      if case .text(let s, _, _, _, _, _) = item.primitive { return s } else { return nil }
    }
    for t in annotations.map(Self.withoutArrow) {
      if t.hasPrefix("exact ") {
        #expect(t == "exact \(Format.time(m.settling.exact, unit: unit)): last exit from ±ε", "\(text)")
      }
      if t.hasPrefix("Core Animation ") {
        #expect(t == "Core Animation \(Format.time(m.settling.coreAnimation, unit: unit)): tight envelope", "\(text)")
      }
      if t.hasPrefix("duration ") {
        #expect(
          t == "duration \(Format.time(m.duration, unit: unit)): "
            + (m.looksDoneAtDuration
              ? "looks done" : "only \(Format.percent(m.progressAtDuration, decimals: 0)) done"),
          "\(text)")
      }
    }
  }
}
