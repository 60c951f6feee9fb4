import Foundation
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures
import Testing

@testable import ChartKinds
@testable import MotionSpecCatalogue

/// The timeline chart's marks stand for the sequence's numbers: each checked against the
/// keyframe model (the spring's closed form), never against the chart's own drawing.
@Suite struct TimelineChartTests {
  static func figure(_ id: String) throws -> Figure {
    var options = ChartOptions()
    options.sequence = try #require(try BuiltInCatalogue.load().sequence(id))
    return try ChartKind.timeline.figure([], options: options)
  }

  @Test func aCutSpringShowsWhereItWasGoingAndWhereItWasCut() throws {
    let figure = try Self.figure("sheet.present")
    #expect(figure.title == "sheet.present")
    let position = try #require(figure.panels.first)
    #expect(position.title == "Position")
    // The rise: .snappy towards −12 from 120, cut at 0.22 s.
    let snappy = Spring.snappy
    let cutValue = 120 + snappy.value(target: -132, time: 0.22)
    let cut = try #require(position.markers.first { $0.role == "marker:cut-1-1" })
    #expect(abs(cut.point.x - 0.22) < 1e-12 && abs(cut.point.y - cutValue) < 1e-9)
    #expect(cut.label == "cut \(Format.compact(abs(-12 - cutValue), decimals: 1)) pt short of −12")
    // Its tail, dashed, is the same spring after 0.22 s.
    let tail = try #require(position.series.first { $0.name == "position 1 tail" })
    #expect(tail.domain?.lowerBound == 0.22)
    for t in [0.3, 0.5, 0.7] {
      #expect(abs(tail.function(t) - (120 + snappy.value(target: -132, time: t))) < 1e-9)
    }
    // The settle starts where the rise was, at its velocity: the velocity panel has no jump there.
    let velocity = figure.panels[1]
    #expect(!velocity.markers.contains { $0.role.hasPrefix("marker:jump") })
    #expect(velocity.rules.contains { $0.role == "rule:join-1-2" && abs($0.value - 0.22) < 1e-12 })
    // The player moves each track over its span.
    #expect(figure.racers.count == 2)
  }

  /// A shortfall reads to three significant digits: a small one as itself, never as 0, and a
  /// large one without false precision ("21.6 pt", not "21.62 pt").
  @Test func aCutReadsToThreeSignificantDigits() {
    #expect(Format.compact(21.62, decimals: TimelineChart.shownDecimals(21.62)) == "21.6")
    #expect(Format.compact(124.4, decimals: TimelineChart.shownDecimals(124.4)) == "124")
    #expect(Format.compact(0.004, decimals: TimelineChart.shownDecimals(0.004)) == "0.004")
    #expect(Format.compact(0.0123, decimals: TimelineChart.shownDecimals(0.0123)) == "0.0123")
    #expect(TimelineChart.shownDecimals(0) == 2)
  }

  @Test func aVelocityJumpAtAJoinIsMarked() throws {
    var options = ChartOptions()
    options.sequence = SequenceToken(
      path: ["nudge"],
      sequence: MotionSequence(tracks: [
        KeyframeTrack(
          .position,
          [
            .spring(to: 10, duration: 0.3, spring: Spring(duration: 0.5, bounce: 0), startVelocity: nil),
            .linear(to: 0, duration: 0.2, curve: .bezier(.linear)),
          ])
      ]))
    let figure = try ChartKind.timeline.figure([], options: options)
    let timeline = try #require(options.sequence?.sequence.tracks.first).timeline
    let before = timeline.segments[0].velocity(at: 0.3), after = timeline.segments[1].velocity(at: 0)
    let jump = try #require(figure.panels[1].markers.first { $0.role == "marker:jump-1-2" })
    #expect(jump.point.x == 0.3 && jump.point.y == after)
    #expect(jump.label == "velocity jumps \(Format.compact(after - before, decimals: 1)) /s")
  }

  @Test func aStaggerIsABarPerElement() throws {
    let figure = try Self.figure("list.reveal")
    let bars = try #require(figure.panels.last)
    #expect(bars.segments.count == 6)
    let sequence = try #require(try BuiltInCatalogue.load().sequence("list.reveal")).sequence
    for (i, bar) in bars.segments.enumerated() {
      #expect(abs(bar.from.x - Double(i) * 0.04) < 1e-12)
      #expect(abs(bar.to.x - bar.from.x - sequence.elementDuration) < 1e-12)
    }
  }

  @Test func withoutASequenceItDrawsItsTokenOrTheExample() throws {
    let heavy = Token(
      path: ["heavy"], definition: "…", animation: try MotionExpression.parse(".spring(duration: 0.55, bounce: 0.18)"))
    let one = try ChartKind.timeline.figure([heavy], options: ChartOptions())
    #expect(one.title == "heavy" && one.panels.count == 2)
    let example = try ChartKind.timeline.figure([], options: ChartOptions())
    #expect(example.title == "sheet" && example.panels.count == 4)
  }

  @Test func atAPullRequestsSizeEachTrackKeepsItsValue() throws {
    var options = ChartOptions(size: Size(width: 480, height: 360))
    options.sequence = try #require(try BuiltInCatalogue.load().sequence("list.reveal"))
    let small = try ChartKind.timeline.figure([], options: options)
    #expect(small.panels.map(\.title) == ["Position", "Opacity", "Stagger: 6 elements, 40 ms apart (forward)"])
    #expect(small.footnote?.hasSuffix("Velocities are drawn at larger sizes.") == true)
    #expect(try Self.figure("list.reveal").panels.count == 5)
  }
}
