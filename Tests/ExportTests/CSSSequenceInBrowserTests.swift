import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// The exported CSS sequences playing in headless Chromium (Scripts/check_css_sequences.py):
/// each track's property, paused at 80 instants, is where the keyframe model puts it — within the
/// `linear()` tolerance of each spring segment's move, and at the browser's precision elsewhere.
@Suite(.serialized) struct CSSSequenceInBrowserTests {
  struct Sampled: Decodable { let animations: Int; let samples: [[Double]] }

  /// Where the script's samples hold `property`: [ms, y px, scale, degrees, opacity].
  static func column(_ property: AnimatedProperty) -> Int {
    switch property {
    case .position: 1
    case .scale: 2
    case .rotation: 3
    case .opacity: 4
    }
  }

  /// The largest move of a spring segment of `timeline`: its linear() is within the tolerance of it.
  static func springMove(_ timeline: KeyframeTimeline) -> Double {
    timeline.segments.map { segment -> Double in
      guard case .spring = segment.keyframe else { return 0 }
      return abs(segment.value(at: segment.duration) - segment.startValue)
    }.max() ?? 0
  }

  @Test func everySequencePlaysAsTheModel() throws {
    var catalogue = try BuiltInCatalogue.load()
    catalogue.sequences.append(
      SequenceToken(
        path: ["card", "flip"],
        sequence: MotionSequence(tracks: [
          KeyframeTrack(
            .rotation,
            [
              .cubic(to: 90, duration: 0.2, startVelocity: nil, endVelocity: 100),
              .cubic(to: 90, duration: 0.1, startVelocity: nil, endVelocity: nil),
              .move(to: -90),
              .spring(to: 0, duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.2), startVelocity: 50),
            ]),
          KeyframeTrack(.scale, [.linear(to: 0.9, duration: 0.1, curve: .bezier(.easeInOut))]),
        ])))
    let exporter = Exporter(catalogue: catalogue)
    let folder = try temporaryDirectory("css-sequences")
    let css = folder.appendingPathComponent("motion-tokens.css")
    try exporter.file(for: .css).contents.write(to: css, atomically: true, encoding: .utf8)
    let names = CSSSequences.names(catalogue.sequences)
    let longest = catalogue.sequences.map(\.sequence.elementDuration).max() ?? 1
    // Milliseconds off any keyframe's instant (a jump's instant is a matter of 10 µs).
    let times = (0..<80).map { (longest * 1000 * (Double($0) + 0.37) / 79 * 100).rounded() / 100 }
    let result = try runBrowserCheck(
      "check_css_sequences.py",
      [
        css.path,
        names.joined(separator: ","), "--times", "[" + times.map { String($0) }.joined(separator: ",") + "]",
      ])
    try #require(result.status == 0, "check_css_sequences.py: \(result.err)")
    let sampled = try JSONDecoder().decode([String: Sampled].self, from: Data(result.out.utf8))
    for (token, name) in zip(catalogue.sequences, names) {
      let s = try #require(sampled[name])
      #expect(s.animations == token.sequence.tracks.count, "\(token.id)")
      for track in token.sequence.tracks {
        let timeline = track.timeline
        let column = Self.column(track.property)
        let springMove = Self.springMove(timeline)
        let values = stride(from: 0.0, through: 1, by: 0.01).map { timeline.value(at: $0 * timeline.duration) }
        let span = (values.max() ?? 0) - (values.min() ?? 0)
        let allowed = LinearEasing.defaultTolerance * max(springMove, 1e-9) * 1.01 + 2e-4 * max(span, 1) + 1e-4
        for sample in s.samples {
          let t = sample[0] / 1000
          let exact = timeline.value(at: min(t, timeline.duration))
          #expect(
            abs(sample[column] - exact) <= allowed,
            "\(token.id) \(track.property) at \(sample[0]) ms: Chromium \(sample[column]), model \(exact)")
        }
      }
    }
  }

  /// The sequence harness's generated catalogue (``SequenceHarnessTests``) and its saved
  /// regressions, played in Chromium: every element of each stagger (by its
  /// `--motionspec-index`) at 80 instants, each property where the model puts it — the model's
  /// value within the file's own rounding of time (a jump is 0.001 % of the animation long) and
  /// within the `linear()` tolerance of each spring segment's move.
  @Test func everyGeneratedSequencePlaysInChromium() throws {
    var catalogue = try SequenceHarnessTests.catalogue(seed: 0x6a11_0069, count: SequenceHarnessTests.count)
    catalogue.sequences += try SequenceHarnessTests.regressions()
    let folder = try temporaryDirectory("css-harness")
    let css = folder.appendingPathComponent("motion-tokens.css")
    try Exporter(catalogue: catalogue).file(for: .css).contents.write(to: css, atomically: true, encoding: .utf8)
    let names = CSSSequences.names(catalogue.sequences)
    let longest = catalogue.sequences.map(\.sequence.duration).max() ?? 1
    let times = (0..<80).map { (longest * 1000 * (Double($0) + 0.37) / 79 * 100).rounded() / 100 }
    let indices = Array(0..<(catalogue.sequences.compactMap { $0.sequence.stagger?.count }.max() ?? 1))
    let result = try runBrowserCheck(
      "check_css_sequences.py",
      [
        css.path, names.joined(separator: ","), "--times", "[" + times.map { String($0) }.joined(separator: ",") + "]",
        "--indices", "[" + indices.map(String.init).joined(separator: ",") + "]",
      ])
    try #require(result.status == 0, "check_css_sequences.py: \(result.err)")
    let sampled = try JSONDecoder().decode([String: [Sampled]].self, from: Data(result.out.utf8))
    var compared = 0
    var largest = 0.0
    for (token, name) in zip(catalogue.sequences, names) {
      let elements = try #require(sampled[name])
      for (index, s) in elements.enumerated().prefix(token.sequence.stagger?.count ?? 1) {
        #expect(s.animations == token.sequence.tracks.count, "\(token.id)")
        let delay = token.sequence.stagger?.delay(of: index) ?? 0
        for track in token.sequence.tracks {
          let timeline = track.timeline
          let column = Self.column(track.property)
          let springMove = Self.springMove(timeline)
          let span = max(timeline.range.1 - timeline.range.0, 1e-9)
          let allowed = LinearEasing.defaultTolerance * max(springMove, 1e-9) * 1.01 + 2e-4 * max(span, 1) + 1e-4
          // The file's time: milliseconds to 3 decimals, a jump 0.001 % of the animation long.
          let slack = max(timeline.duration * 2e-5, 2e-6)
          for sample in s.samples {
            let t = sample[0] / 1000 - delay
            let window = [-slack, 0, slack].map { timeline.value(at: min(max(t + $0, 0), timeline.duration)) }
            // Opacity is drawn clamped to 0…1 (CSS Color 4).
            let (low, high) =
              track.property == .opacity
              ? (min(max(window.min()!, 0), 1), min(max(window.max()!, 0), 1)) : (window.min()!, window.max()!)
            let gap = max(0, low - sample[column], sample[column] - high)
            // Chromium gives computed values to 6 significant digits (115.543 px).
            #expect(
              gap <= allowed + abs(high) * 5e-6,
              "\(token.id) element \(index) \(track.property) at \(sample[0]) ms: Chromium \(sample[column]), model \(low)…\(high)"
            )
            largest = max(largest, gap / span)
            compared += 1
          }
        }
      }
    }
    #expect(compared >= 80 * SequenceHarnessTests.count)
    print(
      "harness: Chromium compared \(compared) samples of \(catalogue.sequences.count) sequences; largest error \(String(format: "%.3f", largest * 100)) % of a track's move"
    )
  }
}
