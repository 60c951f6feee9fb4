import Foundation
import MotionSpecCairo
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

/// One truth for every number: for each (expression, caller's initial velocity) case, every view
/// — `inspect` (JSON and table), the report's table row and alt text, the token's motion chart,
/// the catalogue caption and the pull-request diff — shows the same settle, overshoot, peak and
/// duration, and each equals a value computed here independently of the closed forms: an RK4
/// integration of m·x″ + c·x′ + k·(x − 1) = 0 for springs, the Bézier traced by its parameter for
/// timing curves, both mapped to wall-clock time through the delay and speed.
@Suite struct MetricsAgreementTests {
  static let cases: [(String, Double)] = [
    (".smooth", 0), (".snappy", 0), (".bouncy", 0), (".smooth", 4), (".bouncy", -3),
    (".spring(duration: 0.55, bounce: 0.18)", 0), (".spring(duration: 0.3, bounce: 0.6)", 2),
    (".spring(duration: 0.5, bounce: -0.3)", 0), (".spring(duration: 0.8, bounce: -0.6)", 1),
    (".spring(response: 0.35, dampingFraction: 0.7)", 0), ("Spring(mass: 2, stiffness: 300, damping: 20)", 0),
    (".interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 3)", 0),
    (".interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: -2)", 1),
    (".smooth.delay(0.1).speed(2)", 0), (".smooth.speed(2).delay(0.1)", 0), (".bouncy.delay(0.2)", 2),
    (".snappy.speed(0.5)", 0), (".spring(duration: 0.05, bounce: 0.3)", 0), (".spring(duration: 2, bounce: 0.1)", 0),
    (".easeInOut(duration: 0.35)", 0), (".linear(duration: 0.2)", 0), (".easeOut.delay(0.05)", 0),
    (".timingCurve(0.2, 1.6, 0.4, 0.9, duration: 0.5)", 0),
    (".timingCurve(0.3, -0.4, 0.7, 1.3, duration: 0.4).speed(2)", 0),
    ("0.5s linear(0, 0.36 12%, 0.97 25%, 1.13 33%, 1.09 45%, 0.99 60%, 1)", 0),
    ("400ms linear(0, 0.5 25% 75%, 1) 100ms", 0), ("linear(0, 0.7, 1.04 70%, 1)", 0),
    ("0.3s linear(0, 0.4 50%, 0.6 50%, 1)", 0),
  ]

  /// What the independent computation finds.
  struct Truth {
    var duration: Double
    var settle: Double
    var overshoot: Double
    var peakTime: Double?
    var rise90: Double
  }

  /// Wall-clock samples (time, value) of `a` from the trigger, traced without the model's closed forms.
  static func trace(_ a: Animation, callerVelocity: Double) -> [(Double, Double)] {
    switch a.curve {
    case .spring(let s):
      let m = s.mass, k = s.stiffness, c = s.damping
      let v0 = (callerVelocity + a.initialVelocity) / a.speed
      let feature = min(s.duration, s.angularFrequency > 0 ? 2 * Double.pi / s.angularFrequency : .infinity)
      let h = feature / 4000
      func accel(_ x: Double, _ v: Double) -> Double { (k * (1 - x) - c * v) / m }
      var x = 0.0, v = v0, t = 0.0
      var out: [(Double, Double)] = [(a.delay, 0)]
      var calm = 0.0
      while t < 60 && calm < 3 * s.duration {
        (x, v) = rungeKuttaStep(x: x, v: v, h: h, accel)
        t += h
        out.append((a.delay + t / a.speed, x))
        calm = abs(x - 1) < 1e-6 && abs(v) < 1e-4 ? calm + h : 0
      }
      return out
    case .timing(let curve):
      let (a0, a1) = (a.delay, a.speed)
      guard let b = curve.bezier else {
        // CSS Easing Functions Level 2's algorithm as the spec writes it, on the canonical points:
        // the last point whose input is at most x (else the first), the next one after it.
        let points = curve.easing.stops!.points
        let n = 200_000
        return (0...n).map { i -> (Double, Double) in
          let x = Double(i) / Double(n)
          var k = points.lastIndex { $0.input <= x } ?? 0
          if k == points.count - 1 { k -= 1 }
          let p = points[k], q = points[k + 1]
          let y = p.input == q.input ? q.output : p.output + (x - p.input) / (q.input - p.input) * (q.output - p.output)
          return (a0 + x * curve.duration / a1, y)
        }
      }
      let n = 200_000
      var out: [(Double, Double)] = []
      for i in 0...n {
        let u = Double(i) / Double(n), w = 1 - u
        let x: Double = 3 * w * w * u * b.x1 + 3 * w * u * u * b.x2 + u * u * u
        let y: Double = 3 * w * w * u * b.y1 + 3 * w * u * u * b.y2 + u * u * u
        out.append((a0 + x * curve.duration / a1, y))
      }
      return out
    }
  }

  static func truth(_ a: Animation, callerVelocity: Double, epsilon: Double = 0.001) -> Truth {
    let samples = trace(a, callerVelocity: callerVelocity)
    func crossing(_ i: Int, _ level: (Double) -> Double) -> Double {
      let (t0, x0) = samples[i], (t1, x1) = samples[i + 1]
      let f0 = level(x0), f1 = level(x1)
      return f0 == f1 ? t1 : t0 + (t1 - t0) * f0 / (f0 - f1)
    }
    let lastOut = samples.indices.last { abs(samples[$0].1 - 1) > epsilon }
    let settle = lastOut.map { $0 + 1 < samples.count ? crossing($0) { abs($0 - 1) - epsilon } : samples[$0].0 } ?? 0
    let highest = samples.max { $0.1 < $1.1 }!
    let rise =
      samples.indices.first { samples[$0].1 >= 0.9 }.map { $0 == 0 ? samples[0].0 : crossing($0 - 1) { $0 - 0.9 } }
      ?? .infinity
    let own: Double =
      switch a.curve {
      case .spring(let s): 2 * Double.pi / (s.stiffness / s.mass).squareRoot()
      case .timing(let c): c.duration
      }
    return Truth(
      duration: a.delay + own / a.speed, settle: settle, overshoot: max(0, highest.1 - 1),
      peakTime: highest.1 > 1 + 1e-9 ? highest.0 : nil, rise90: rise)
  }

  /// The number in a formatted time ("819 ms", "0.82 s"), in seconds.
  static func seconds(_ text: Substring) -> Double? {
    let parts = text.split(separator: " ")
    guard let value = Double(parts.first?.replacingOccurrences(of: "\u{2212}", with: "-") ?? "") else { return nil }
    return parts.dropFirst().first == "ms" ? value / 1000 : value
  }

  /// The time following `prefix` in any of `texts`.
  static func time(after prefix: String, in texts: [String]) -> Double? {
    for t in texts {
      guard let r = t.range(of: prefix) else { continue }
      let rest = t[r.upperBound...]
      let end = rest.range(of: " s")?.upperBound ?? rest.range(of: " ms")?.upperBound ?? rest.endIndex
      return seconds(rest[..<end])
    }
    return nil
  }

  @Test(arguments: cases)
  func everyViewShowsTheSameNumbers(expression: String, velocity: Double) throws {
    let animation = try MotionExpression.parse(expression)
    let epsilon = 0.001
    let token = Token(path: ["motion", "probe"], definition: expression, animation: animation)

    // inspect with the caller's velocity: full precision against the integration.
    let withVelocity = Self.truth(animation, callerVelocity: velocity)
    let inspection = Inspection(animation: animation, initialVelocity: velocity, epsilon: epsilon, times: [])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(inspection.json().utf8)) as? [String: Any])
    let tolerance = 2e-4 + 2e-4 * withVelocity.settle
    #expect(abs((json["settlingTime"] as? Double ?? -1) - withVelocity.settle) < tolerance, "\(expression) settle")
    #expect(abs((json["overshoot"] as? Double ?? -1) - withVelocity.overshoot) < 1e-5, "\(expression) overshoot")
    #expect(abs((json["duration"] as? Double ?? -1) - withVelocity.duration) < 1e-9, "\(expression) duration")
    #expect(abs((json["riseTime90"] as? Double ?? -1) - withVelocity.rise90) < tolerance, "\(expression) rise")
    if let peak = withVelocity.peakTime, withVelocity.overshoot > 1e-4 {
      #expect(abs((json["peakTime"] as? Double ?? -1) - peak) < 2e-3 * max(1, peak), "\(expression) peak")
    }
    #expect(inspection.table().contains(Format.compact(json["settlingTime"] as? Double ?? -1, decimals: 4)))

    // Every report and chart view, for the token as written (from rest).
    let truth = Self.truth(animation, callerVelocity: 0)
    let m = AnimationMetrics(animation, MotionConditions(epsilon: epsilon))
    let row = DocumentBuilder.row(
      token, m, PlatformMotion(animation), slug: "probe", findings: [], timeEnd: m.windowEnd)
    #expect(
      abs(try #require(Self.seconds(Substring(row.settlingExact))) - truth.settle) <= 0.005 + tolerance,
      "\(expression) row settle")
    #expect(
      abs(try #require(Self.seconds(Substring(row.duration))) - truth.duration) <= 0.005 + 1e-9,
      "\(expression) row duration")
    if truth.overshoot > 1e-4 {
      #expect(
        row.overshoot == Format.percent(m.overshoot) && abs(m.overshoot - truth.overshoot) < 1e-5,
        "\(expression) row overshoot")
      let peak = try #require(Self.seconds(Substring(row.peakTime)))
      #expect(abs(peak - (truth.peakTime ?? -1)) <= 0.005 + 2e-3, "\(expression) row peak")
    }

    let figure = try ChartKind.motion.figure([token], options: ChartOptions(epsilon: epsilon))
    let scene = FigureRenderer(theme: .light, measurer: FixedAdvanceMeasurer()).scene(figure)
    let unitStep = figure.timeUnit == .milliseconds ? 0.0005 : 0.005
    let chartSettle = try #require(Self.time(after: "settles in ", in: scene.texts), "\(expression) chart settle")
    #expect(
      abs(chartSettle - truth.settle) <= unitStep + tolerance,
      "\(expression) chart settle \(chartSettle) vs \(truth.settle)")
    if truth.overshoot > 1e-4, let at = Self.time(after: " at ", in: scene.texts.filter { $0.hasPrefix("overshoot") }) {
      #expect(abs(at - (truth.peakTime ?? -1)) <= unitStep + 2e-3, "\(expression) chart peak")
    }

    let plan = ChartPlan(
      catalogue: Catalogue(name: "probe", source: "test", tokens: [token]), options: ReportOptions(),
      prose: try Prose(TemplateFiles(overrides: nil)))
    let alt = plan.alt(for: token, plan.metrics[0])
    let altSettle = try #require(Self.time(after: "settles in ", in: [alt]))
    #expect(abs(altSettle - truth.settle) <= unitStep + tolerance, "\(expression) alt")

    let caption = CatalogueChart.caption(m, unit: .seconds)
    #expect(
      abs(try #require(Self.time(after: "settles ", in: [caption])) - truth.settle) <= 0.005 + tolerance,
      "\(expression) caption")

    let diff = DiffReport(
      diff: CatalogueDiff.compare(
        base: Catalogue(name: "a", source: "a", tokens: []), head: Catalogue(name: "b", source: "b", tokens: [token])),
      baseName: "a", headName: "b")
    let values = diff.values(token)
    #expect(abs((values[.settlingTime] ?? -1) - truth.settle) < tolerance, "\(expression) diff settle")
    #expect(abs((values[.duration] ?? -1) - truth.duration) < 1e-9, "\(expression) diff duration")
  }
}
