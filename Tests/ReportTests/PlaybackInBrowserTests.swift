import ChartKinds
import Foundation
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// The spec's animations played in headless Chromium (Scripts/check_playback.py): every figure
/// that plays is paused with the Web Animations API at 12 times, and each moving object's
/// computed position is checked against the model, each playhead against the clock.
@Suite(.serialized) struct PlaybackInBrowserTests {
  struct Figure: Decodable {
    let keys: [String]
    let window: Double
    let animations: Int
    let knobs: Int
    let lanes: [[[Double]]]
    let playheads: [[[Double]]]
    let rest: [Double]
  }

  func play(_ arguments: [String] = []) throws -> [Figure] {
    let page = SharedRender.directory.appendingPathComponent("index.html").path
    let result = try runBrowserCheck("check_playback.py", [page] + arguments)
    try #require(result.status == 0, "check_playback.py: \(result.err)")
    return try JSONDecoder().decode([Figure].self, from: Data(result.out.utf8))
  }

  @Test func everyObjectMovesAsTheModelAndPlayheadsKeepTime() throws {
    let catalogue = try BuiltInCatalogue.load()
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    let jobs = Dictionary(try plan.jobs().map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let figures = try play()
    // Every token card, every group overlay, the five explainers that move something and every sequence.
    #expect(figures.count == catalogue.tokens.count + catalogue.groups.count + 5 + catalogue.sequences.count)
    var sequenceLanes = 0
    var checkedLanes = 0, worst = 0.0
    for figure in figures {
      #expect(figure.animations == figure.keys.count + figure.playheads.count + figure.knobs, "\(figure.keys)")
      for (key, samples) in zip(figure.keys, figure.lanes) {
        #expect(samples.count >= 10)
        let expected: (Double) -> Double
        let allowed: Double
        // A card's own lanes: the token moving (its id), scaling (`id#scale`) and fading
        // (`id#fade`: opacity stops at 0 and 1, so an overshoot is held at 1).
        let parts = key.split(separator: "#", maxSplits: 1).map(String.init)
        if let token = catalogue.token(parts[0]), token.id == parts[0] {
          let motion = PlatformMotion(token.animation)
          let fades = parts.count == 2 && parts[1] == "fade"
          expected = { t in
            let v = token.animation.value(target: 1, time: t)
            return fades ? min(max(v, 0), 1) : v
          }
          allowed = (motion.linear?.maximumError ?? 0) + 2e-4
        } else if let (timeline, delay) = try Self.sequenceLane(key, catalogue: catalogue, plan: plan) {
          // A sequence's track (or a later element of its stagger) on the track's own range.
          let (low, high) = timeline.range
          expected = { (timeline.value(at: $0 - delay) - low) / (high - low) }
          allowed = LinearEasing.defaultTolerance + 2e-4
          sequenceLanes += 1
        } else {
          let parts = key.split(separator: "/")
          let kind = try #require(ChartKind(rawValue: String(parts[0].dropFirst("explainer-".count))), "\(key)")
          let job = try #require(jobs[.explainer(kind)], "\(key)")
          let racer = job.figure.racers[Int(parts[1])!]
          let window = try #require(job.figure.panels.first { $0.xIsTime }?.xDomain)
          let from = racer.position(window.lowerBound), to = racer.position(window.upperBound)
          expected = { (racer.position(min(window.lowerBound + $0, window.upperBound)) - from) / (to - from) }
          allowed = LinearEasing.defaultTolerance + 2e-4
        }
        for pair in samples {
          let distance = abs(pair[1] - expected(pair[0] / 1000))
          worst = max(worst, distance)
          #expect(distance <= allowed, "\(key) at \(pair[0]) ms: browser \(pair[1]), model \(expected(pair[0] / 1000))")
        }
        checkedLanes += 1
      }
      #expect(!figure.playheads.isEmpty)
      for samples in figure.playheads {
        for pair in samples {
          #expect(
            abs(pair[1] - min(pair[0] / figure.window, 1)) <= 2e-3,
            "playhead at \(pair[0]) ms of \(figure.window): \(pair[1])")
        }
      }
    }
    #expect(checkedLanes >= 50)
    #expect(sequenceLanes == 2 + 2 + 4)  // sheet.present's two tracks; list.reveal's two and four more elements
    #expect(worst > 0 && worst <= LinearEasing.defaultTolerance + 2e-4)
  }

  @Test func reducedMotionShowsTheEndStateAndRunsNothing() throws {
    let catalogue = try BuiltInCatalogue.load()
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    let figures = try play(["--reduced-motion"])
    #expect(!figures.isEmpty)
    for figure in figures {
      #expect(figure.animations == 0, "\(figure.keys) animates under reduced motion")
      // At the end, to the browser's layout precision (1/64 px on a lane of a few hundred): a
      // token's at 1, a sequence's track where it ends on its range (to the page's 10⁻⁴).
      for (key, rest) in zip(figure.keys, figure.rest) {
        var end = 1.0
        if let (timeline, _) = try Self.sequenceLane(key, catalogue: catalogue, plan: plan) {
          let (low, high) = timeline.range
          end = (timeline.value(at: timeline.duration) - low) / (high - low)
        }
        #expect(abs(rest - end) <= 6e-4, "\(key) rests at \(rest), not at its end \(end)")
      }
    }
  }

  /// The track a sequence's lane plays (`sequence-SLUG/K`, or `sequence-SLUG/element-N` for a
  /// later element of its stagger, which plays its first track), and its delay; `nil` for
  /// another lane.
  static func sequenceLane(_ key: String, catalogue: Catalogue, plan: ChartPlan) throws
    -> (KeyframeTimeline, Double)?
  {
    guard key.hasPrefix("sequence-") else { return nil }
    let parts = key.dropFirst("sequence-".count).split(separator: "/").map(String.init)
    let index = try #require(plan.sequenceSlugs.firstIndex(of: parts[0]), "\(key)")
    let sequence = catalogue.sequences[index].sequence
    if parts[1].hasPrefix("element-") {
      let element = try #require(Int(parts[1].dropFirst("element-".count))) - 1
      let stagger = try #require(sequence.stagger)
      return (sequence.timelines[0], stagger.delay(of: element) - stagger.delay(of: 0))
    }
    return (sequence.timelines[try #require(Int(parts[1]))], 0)
  }

  @Test func cardsNameTheirReducedMotionVariant() throws {
    let html = try SharedRender.html()
    #expect(html.contains("<span class=\"label\">With Reduce Motion</span> easing.fade (.linear(duration: 0.2))"))
    #expect(html.contains("<span class=\"label\">With Reduce Motion</span> none — the end state at once"))
  }
}
