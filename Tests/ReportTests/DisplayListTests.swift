import Foundation
import MotionSpecCharts
import MotionSpecCore
import Testing

@testable import ChartKinds
@testable import MotionSpecCatalogue

/// Each chart kind's scene as a reviewable text golden (``Scene/displayList``: marks, positions to
/// a tenth of a point, words), committed under Snapshots/display-lists and never recorded by the
/// test itself: a missing golden fails, and `MOTIONSPEC_RECORD=1` writes them anew after an
/// intended change, to be reviewed as a diff. Where a mark stands for a number, the number is
/// checked against the model independently (an RK4 integration, through the plot's own scale).
@Suite struct DisplayListTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Snapshots/display-lists")

  static func token(_ name: String, _ expression: String) throws -> Token {
    Token(path: ["motion", name], definition: expression, animation: try MotionExpression.parse(expression))
  }

  static func tokens(for kind: ChartKind) throws -> [Token] {
    let heavy = try token("heavy", ".spring(duration: 0.55, bounce: 0.18)")
    switch kind.arity {
    case .one, .optional: return [heavy]
    case .many:
      return [
        heavy, try token("standard", ".easeInOut(duration: 0.35)"),
        try token("web", "0.5s linear(0, 0.36 12%, 0.97 25%, 1.13 33%, 1.09 45%, 0.99 60%, 1)"),
      ]
    }
  }

  static func scene(_ kind: ChartKind) throws -> Scene {
    let figure = try kind.figure(try tokens(for: kind), options: ChartOptions(epsilon: 0.001))
    return FigureRenderer(theme: .light, measurer: FixedAdvanceMeasurer()).scene(figure)
  }

  @Test(arguments: ChartKind.allCases)
  func eachKindDrawsItsGolden(_ kind: ChartKind) throws {
    let list = try Self.scene(kind).displayList
    let file = Self.folder.appendingPathComponent("\(kind.rawValue).txt")
    if ProcessInfo.processInfo.environment["MOTIONSPEC_RECORD"] == "1" {
      try list.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let golden = try #require(
      try? String(contentsOf: file, encoding: .utf8),
      "no golden for \(kind.rawValue): record it with MOTIONSPEC_RECORD=1, review and commit it")
    if list != golden {
      let (a, b) = (golden.split(separator: "\n"), list.split(separator: "\n"))
      let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
      Issue.record(
        """
        \(kind.rawValue)'s scene changed at line \(first + 1):
          golden: \(first < a.count ? a[first] : "(end)")
          now:    \(first < b.count ? b[first] : "(end)")
        If intended, record with MOTIONSPEC_RECORD=1 and review the diff.
        """)
    }
  }

  /// The motion chart's settle rule stands where the spring, integrated here with RK4 and not
  /// with the closed form, first stays within 0.1 % of its target; its duration rule at 0.55 s.
  @Test func theMotionChartsRulesStandAtTheModelsTimes() throws {
    let scene = try Self.scene(.motion)
    let plot = try #require(scene.plots.first)
    func time(ofRule suffix: String) throws -> Double {
      let item = try #require(
        scene.allItems.first { $0.role.hasSuffix(suffix) }, "no \(suffix) in \(scene.displayList)")
      guard case .path(let path, _, _) = item.primitive, case .move(let p) = path.elements.first else {
        throw Failure("\(suffix) is not a path")
      }
      let d = plot.xDomain
      return d.lowerBound + (p.x - plot.rect.minX) / plot.rect.width * (d.upperBound - d.lowerBound)
    }
    let token = try Self.token("heavy", ".spring(duration: 0.55, bounce: 0.18)")
    let truth = MetricsAgreementTests.truth(token.animation, callerVelocity: 0)
    let pointInSeconds = (plot.xDomain.upperBound - plot.xDomain.lowerBound) / plot.rect.width
    #expect(abs(try time(ofRule: "rule:duration") - 0.55) <= pointInSeconds)
    #expect(abs(try time(ofRule: "rule:settling") - truth.settle) <= pointInSeconds + 1e-3)
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
  }
}
