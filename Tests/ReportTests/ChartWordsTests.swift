import Foundation
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport
import MotionSpecFigures
import Testing

@testable import ChartKinds
@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportModel

/// The words of every chart, card and explainer agree with the model facts the chart is drawn
/// from: each kind is drawn for an under-, a critically and an overdamped spring (and a timing
/// curve where it draws one) and what it says is checked against ``AnimationMetrics`` and the
/// spring's regime.
@Suite struct ChartWordsTests {
  static let measurer = FixedAdvanceMeasurer()
  static let regimes: [(Spring.Regime, String)] = [
    (.underdamped, ".spring(duration: 0.5, bounce: 0.3)"),
    (.criticallyDamped, ".spring(duration: 0.5, bounce: 0)"),
    (.overdamped, ".spring(duration: 0.5, bounce: -0.6)"),
  ]

  func token(_ expression: String) throws -> Token {
    Token(path: ["words", "probe"], definition: expression, animation: try MotionExpression.parse(expression))
  }

  func scene(_ kind: ChartKind, _ tokens: [Token]) throws -> Scene {
    FigureRenderer(theme: .light, measurer: Self.measurer).scene(try kind.figure(tokens))
  }

  /// Every text of the scene, callouts included (a label may be a callout's line).
  func words(_ scene: Scene) -> String { scene.texts.joined(separator: "\n") }

  @Test(arguments: regimes.map(\.1))
  func theRegimeIsNamedAsItIs(expression: String) throws {
    let t = try token(expression)
    let spring = try #require(t.animation.spring)
    let s = try scene(.decomposition, [t])
    let title = try #require(s.items(role: "title").first)
    guard case .text(let heading, _, _, _, _, _) = title.primitive else { return #expect(Bool(false)) }
    let subtitle = s.items(role: "subtitle").compactMap { item -> String? in
      if case .text(let text, _, _, _, _, _) = item.primitive { return text }
      return nil
    }.joined(separator: " ")
    switch spring.regime {
    case .underdamped:
      #expect(heading.contains("cosine times an exponential"))
      #expect(subtitle.contains("decay λ = \(Format.compact(spring.decayConstant, decimals: 2)) /s"))
    case .criticallyDamped:
      #expect(heading.contains("line times an exponential"))
    case .overdamped:
      #expect(heading.contains("sum of two exponentials"))
      // The slow term dominates: its rate is the one quoted as dominating.
      let (r1, r2, _, _) = spring.overdampedTerms(target: 1, initialVelocity: 0)
      let slow = min(abs(r1), abs(r2))
      #expect(subtitle.contains("slow term decays at \(Format.compact(slow, decimals: 2)) /s and dominates"))
      #expect(!subtitle.contains("decay λ"))
    }
  }

  /// "Duration = when it looks done" is said only where it is true; elsewhere the chart says how
  /// much of the move is done and marks where 95 % is.
  @Test(arguments: regimes.map(\.1) + [".spring(duration: 0.5, bounce: -0.9)", ".easeInOut(duration: 0.35)"])
  func theDurationMarkerSaysWhatTheDurationIs(expression: String) throws {
    let t = try token(expression)
    let m = AnimationMetrics(t.animation)
    for kind in [ChartKind.motion, .settling] {
      let s = try scene(kind, [t])
      let text = words(s)
      let looksDoneRules =
        s.items(role: "position/rule:looks-done")
        + s.items(role: "near the target")
        .filter { $0.role.hasSuffix("/rule:looks-done") }
      if m.looksDoneAtDuration {
        #expect(try #require(m.riseTime95) <= m.duration, "\(expression)")
        #expect(looksDoneRules.isEmpty, "\(expression) \(kind)")
        #expect(!text.contains("% done"), "\(expression) \(kind)")
      } else {
        let done = Format.percent(m.progressAtDuration, decimals: 0)
        #expect(text.contains("\(done) done"), "\(expression) \(kind)")
        let t95 = try #require(m.riseTime95)
        #expect(
          [AxisUnit.milliseconds, .seconds].contains {
            text.contains("95 % done at \(Format.time(t95, unit: $0)): looks done")
          },
          "\(expression) \(kind)")
        #expect(!looksDoneRules.isEmpty, "\(expression) \(kind)")
      }
    }
    // The card agrees.
    let row = DocumentBuilder.row(t, m, PlatformMotion(t.animation), slug: "p", findings: [], timeEnd: 1)
    #expect((row.durationNote == nil) == m.looksDoneAtDuration, "\(expression)")
    #expect(row.overshootSummary.hasPrefix("none") == (m.peakTime == nil), "\(expression)")
  }

  /// The overdamped figures of the model itself: at bounce −0.6 the duration sees 72 % of the move.
  @Test func anOverdampedSpringIsFarFromDoneAtItsDuration() throws {
    let m = AnimationMetrics(try MotionExpression.parse(".spring(duration: 0.5, bounce: -0.6)"))
    #expect(abs(m.progressAtDuration - 0.72) < 0.01)
    #expect(!m.looksDoneAtDuration)
    let critical = AnimationMetrics(try MotionExpression.parse(".spring(duration: 0.5, bounce: 0)"))
    let expected: Double = 1 - (1 + 2 * Double.pi) * exp(-2 * Double.pi)
    #expect(abs(critical.progressAtDuration - expected) < 1e-9)
  }

  /// `inspect` says what the duration is and when 95 % is done, in its table (no label cut) and
  /// its JSON, from the same metrics.
  @Test func inspectSaysHowMuchIsDoneAtTheDuration() throws {
    let a = try MotionExpression.parse(".spring(duration: 0.5, bounce: -0.6)")
    let m = AnimationMetrics(a)
    let inspection = Inspection(animation: a, initialVelocity: 0, epsilon: 0.001, times: [])
    let table = inspection.table()
    let lines = table.split(separator: "\n").map(String.init)
    func line(_ label: String) -> String? { lines.first { $0.hasPrefix("  " + label + "  ") } }
    #expect(line("duration, from the trigger (s)")?.hasSuffix(" 0.5") == true)
    #expect(
      line("move done at the duration")?.hasSuffix(" \(Format.number(m.progressAtDuration * 100, decimals: 2)) %")
        == true)
    #expect(line("95 % of the move done at (s)")?.hasSuffix(" \(Format.compact(m.riseTime95!, decimals: 4))") == true)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(inspection.json().utf8)) as? [String: Any])
    #expect(abs((json["progressAtDuration"] as? Double ?? 0) - m.progressAtDuration) < 1e-12)
    #expect(abs((json["riseTime95"] as? Double ?? 0) - m.riseTime95!) < 1e-12)
    #expect(!table.contains("looks done at"))
  }

  /// The bounce explainer promises flattened springs; it draws one, and it is overdamped.
  @Test func theBounceFamilyDrawsTheNegativeBounceItNames() throws {
    let s = try scene(.bounceFamily, [])
    let negative = try #require(s.texts.first { $0.hasPrefix("bounce −") })
    #expect(negative.contains("flattened"))
    #expect(Spring(duration: 0.5, bounce: -0.3).regime == .overdamped)
    #expect(ChartKind.bounceFamily.summary.contains("flattened"))
  }

  /// Retargeting: the model combines two ease-in-outs (the velocity never drops to zero at the
  /// switch), and no text says it restarts from rest.
  @Test func retargetWordsMatchTheCombinedMotion() throws {
    let d = 0.5
    let combined = CombinedMotion(Move(from: 0, to: 1, curve: .timing(TimingCurve(.easeInOut, duration: d))))
      .interrupted(at: 0.4 * d, to: 1.6)
    #expect(combined.velocity(at: 0.4 * d + 1e-6) > 0.5)
    let s = try scene(.retarget, [])
    let prose = try Prose(TemplateFiles(overrides: nil)).sections.first { $0.kind == .retarget }
    for text in [words(s), ChartKind.retarget.summary, prose?.text ?? ""] {
      #expect(!text.contains("restarts from rest") && !text.contains("drops to zero"))
    }
    #expect(words(s).contains("runs on"))
    #expect(ChartKind.retarget.summary.contains("runs on"))
  }

  /// The hand-off's words hold in every regime: the spring leaves with the release velocity,
  /// the ease-in-out from rest; the comparison's linear velocity jumps at both ends.
  @Test(arguments: regimes.map(\.1))
  func handOffAndComparisonWordsMatchTheirCurves(expression: String) throws {
    let t = try token(expression)
    let options = ChartOptions(releaseVelocity: 1200, distance: 240)
    let figure = try ChartKind.handoff.figure([t], options: options)
    let velocity = figure.panels[1]
    let spring = try #require(velocity.series.first { $0.name == "spring" })
    let ease = try #require(velocity.series.first { $0.name == "ease-in-out" })
    #expect(abs(spring.function(0) - 1200) < 1e-6)  // "spring carries the velocity"
    #expect(abs(ease.function(0)) < 1e-9)  // "ease-in-out snaps to rest"
    #expect(velocity.annotations.map(\.text) == ["spring carries the velocity", "ease-in-out snaps to rest"])
    let comparison = try ChartKind.easingComparison.figure([t])
    let linear = try #require(comparison.panels[1].series.first { $0.name == "linear" })
    let d = t.animation.perceptualDuration
    #expect(abs(linear.function(d / 2) - 1 / d) < 1e-9 && abs(linear.function(-1e-6)) < 1e-9)  // it jumps
    #expect(abs(linear.function(d + 1e-6)) < 1e-9)  // "…and stops dead"
    #expect(comparison.panels[1].annotations.map(\.text) == ["linear: velocity jumps", "…and stops dead"])
  }

  /// The stagger's subtitle counts as its legend does: element 1 starts at 0.
  @Test func theStaggerSubtitleCountsFromTheFirstElement() throws {
    let figure = try ChartKind.stagger.figure([], options: ChartOptions(staggerInterval: 0.05))
    let subtitle = try #require(figure.subtitle)
    #expect(subtitle.contains("element k starts at (k − 1) × 50 ms"))
    let first = try #require(figure.panels[0].series.first { $0.name == "element 1" })
    #expect(first.function(0.001) < 0.01 && first.function(0.02) > 0)  // moving before the interval
  }
}
