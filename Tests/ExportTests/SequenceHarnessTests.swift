import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// The differential harness for sequences: seeded catalogues over the space the readers accept —
/// every keyframe kind, jumps, springs cut short and left to settle, under-, critically and
/// overdamped, negative bounce, staggers of every order over odd and even counts — exported and
/// played by each consumer's own rules (ported in the tests, sources cited beside each player:
/// Compose's `KeyframesSpec`, Motion's keyframes and `stagger()`), compared with the model at
/// 600 instants per track against the figure the file states.
///
/// `make test` plays `MOTIONSPEC_HARNESS_SEQUENCES` sequences (24 by default); `make fuzz` many more.
@Suite struct SequenceHarnessTests {
  static var count: Int {
    ProcessInfo.processInfo.environment["MOTIONSPEC_HARNESS_SEQUENCES"].flatMap(Int.init) ?? 24
  }

  /// A random keyframe track of `property`: one to four keyframes of every kind.
  static func track(_ property: AnimatedProperty, _ g: inout SeededGenerator) throws -> KeyframeTrack {
    let scale = property == .position ? 200.0 : property == .rotation ? 180 : 1
    func value() -> Double { (Double.random(in: -1...1, using: &g) * scale * 1000).rounded() / 1000 }
    var keyframes: [Keyframe] = []
    for _ in 0..<Int.random(in: 1...4, using: &g) {
      let to = value()
      let d = (Double.random(in: 0.05...0.6, using: &g) * 1000).rounded() / 1000
      switch Int.random(in: 0..<5, using: &g) {
      case 0:
        let b = try CubicBezier(
          Double.random(in: 0...1, using: &g), Double.random(in: -0.5...1.5, using: &g),
          Double.random(in: 0...1, using: &g), Double.random(in: -0.5...1.5, using: &g))
        keyframes.append(.linear(to: to, duration: d, curve: .bezier(b)))
      case 1:
        keyframes.append(
          .cubic(
            to: to, duration: d, startVelocity: Double.random(in: -3...3, using: &g) * scale,
            endVelocity: Bool.random(using: &g) ? nil : 0))
      case 2:
        let spring = Spring(
          duration: Double.random(in: 0.15...0.8, using: &g), bounce: Double.random(in: -0.6...0.7, using: &g))
        // Cut short, or left to settle.
        keyframes.append(
          .spring(to: to, duration: Bool.random(using: &g) ? d : nil, spring: spring, startVelocity: nil))
      case 3:
        keyframes.append(.move(to: to))
        keyframes.append(.linear(to: value(), duration: d, curve: .bezier(.linear)))
      default:
        keyframes.append(.linear(to: to, duration: d, curve: .bezier(.easeOut)))
      }
    }
    return KeyframeTrack(property, from: value(), keyframes)
  }

  /// The seeded catalogue: `count` sequences of one to three tracks, half of them staggered.
  static func catalogue(seed: UInt64, count: Int) throws -> Catalogue {
    var g = SeededGenerator(seed: seed)
    var sequences: [SequenceToken] = []
    for i in 0..<count {
      let properties = AnimatedProperty.allCases.shuffled(using: &g).prefix(Int.random(in: 1...3, using: &g))
      let stagger =
        Bool.random(using: &g)
        ? Stagger(
          count: Int.random(in: 1...7, using: &g), interval: Double(Int.random(in: 1...8, using: &g)) / 100,
          order: Stagger.Order.allCases.randomElement(using: &g)!) : nil
      sequences.append(
        SequenceToken(
          path: ["harness", "s\(i)"],
          sequence: MotionSequence(tracks: try properties.map { try track($0, &g) }, stagger: stagger)))
    }
    return Catalogue(name: "Harness", source: "harness", tokens: [], sequences: sequences)
  }

  /// The largest gap between `played` and the model's `timeline`, in fractions of the track's
  /// move, at 600 instants, each compared with the played value within `slack` seconds of it (a
  /// whole-millisecond clock, a jump's millisecond).
  static func worst(_ timeline: KeyframeTimeline, slack: Double, _ played: (Double) throws -> Double) rethrows
    -> Double
  {
    let (low, high) = timeline.range
    let span = max(high - low, 1e-9)
    var worst = 0.0
    for k in 0...600 {
      let t = timeline.duration * Double(k) / 600
      let model = timeline.value(at: t)
      var nearest = Double.infinity
      for s in [-slack, -slack / 2, 0, slack / 2, slack] where t + s >= 0 {
        nearest = min(nearest, abs(try played(t + s) - model))
      }
      worst = max(worst, nearest / span)
    }
    return worst
  }

  /// Compose: each track's `keyframes { }` spec, played with Compose's rules
  /// (``ComposeSequenceTests/ComposeKeyframes``), within the stated spring figure once a time is
  /// allowed its whole millisecond (and a jump the millisecond it takes).
  @Test func composePlaysEveryGeneratedSequence() throws {
    let catalogue = try Self.catalogue(seed: 0x6a11_0069, count: Self.count)
    let text = Exporter(catalogue: catalogue).file(for: .compose).contents
    let lines = text.split(separator: "\n").map(String.init)
    var largest = 0.0
    var played = 0
    for token in catalogue.sequences {
      let at = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "/** \(token.id) */" })
      let object = try #require(
        lines[at + 1].trimmingCharacters(in: .whitespaces).split(separator: " ").dropFirst().first)
      for track in token.sequence.tracks {
        let spec = try ComposeSequenceTests.spec(text, object: String(object), property: track.property.rawValue)
        let error = try Self.worst(track.timeline, slack: 0.001) { try spec.value(atMillis: $0 * 1000) }
        #expect(
          error <= LinearEasing.defaultTolerance + 1e-4,
          "\(token.id) \(track.property): \(error) \(track.initialValue) \(track.keyframes.map(KeyframeExpression.swiftUI))"
        )
        largest = max(largest, error)
        played += 1
      }
      // The stagger's delays, as the file's `delayMillis(index)` computes them (Kotlin's
      // whole-number division), against the model's.
      if let s = token.sequence.stagger {
        let body = try #require(text.components(separatedBy: "object \(object) {").dropFirst().first)
        let step = try #require(body.components(separatedBy: "fun delayMillis(index: Int): Int = (").dropFirst().first)
        let expression = String(step.prefix { $0 != "\n" })
        let interval = Int((s.interval * 1000).rounded())
        for i in 0..<s.count {
          let steps: Int
          switch s.order {
          case .forward: steps = i
          case .reverse: steps = s.count - 1 - i
          case .center: steps = abs(2 * i - (s.count - 1)) / 2
          }
          #expect(expression.contains("* \(interval)"), "\(token.id): \(expression)")
          #expect(abs(Double(steps * interval) / 1000 - s.delay(of: i)) < 1e-9, "\(token.id) element \(i)")
        }
      }
    }
    #expect(played >= Self.count)
    print("harness: Compose played \(played) tracks of \(Self.count) sequences; largest error \(largest * 100) %")
  }

  /// Motion: each track's keyframes, `times` and per-segment `ease`, played as Motion plays
  /// keyframes (each segment between its times through its cubic Bézier), and the stagger's
  /// options through Motion's `stagger()` (``motionStaggerDelay(_:total:each:from:startDelay:)``).
  @Test func motionPlaysEveryGeneratedSequence() throws {
    let catalogue = try Self.catalogue(seed: 0x6a11_0069, count: Self.count)
    let text = Exporter(catalogue: catalogue).file(for: .motion).contents
    let lines = text.split(separator: "\n").map(String.init)
    var largest = 0.0
    var played = 0
    for token in catalogue.sequences {
      let at = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "id: \"\(token.id)\"," })
      let keyframes = try #require(lines[at...].first { $0.contains("keyframes: {") })
      for track in token.sequence.tracks {
        let key = MotionSequences.property(track.property)
        // A key whole, not the end of another (`y: [` inside `opacity: [`).
        let label = keyframes.contains("{ \(key): [") ? "{ \(key): " : ", \(key): "
        let values = try MotionSequenceTests.array(label, in: Substring(keyframes)).compactMap { $0 as? Double }
        let line = try #require(
          lines[at...].first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(key): transition({") })
        let times = try MotionSequenceTests.array("times: ", in: Substring(line)).compactMap { $0 as? Double }
        let eases = try MotionSequenceTests.array("ease: ", in: Substring(line))
        let duration = try #require(Double(line.components(separatedBy: "duration: ")[1].prefix { $0 != "," }))
        #expect(values.count == times.count && eases.count == times.count - 1, "\(token.id) \(key)")
        func play(_ t: Double) throws -> Double {
          let x = t / duration
          guard x > times[0] else { return values[0] }
          guard let i = times.lastIndex(where: { $0 <= x }), i + 1 < times.count else { return values.last! }
          let local = times[i + 1] > times[i] ? (x - times[i]) / (times[i + 1] - times[i]) : 1
          let progress =
            try (eases[i] as? [Double]).map { try CubicBezier($0[0], $0[1], $0[2], $0[3]).progress(local) }
            ?? local
          return values[i] + (values[i + 1] - values[i]) * progress
        }
        // The file writes 5 decimals: a jump's instant is within 1e-5 of the duration.
        let error = try Self.worst(track.timeline, slack: 1e-4, play)
        #expect(
          error <= LinearEasing.defaultTolerance + 1e-4,
          "\(token.id) \(key): \(error) \(track.keyframes.map(KeyframeExpression.swiftUI))")
        largest = max(largest, error)
        played += 1
      }
      if let s = token.sequence.stagger {
        let line = try #require(lines[at...].first { $0.contains("stagger: { each:") })
        let (each, from, start) = try motionStaggerOptions(line)
        for i in 0..<s.count {
          let delay = motionStaggerDelay(i, total: s.count, each: each, from: from, startDelay: start)
          #expect(abs(delay - s.delay(of: i)) < 1e-9, "\(token.id) element \(i)")
        }
      }
    }
    #expect(played >= Self.count)
    print("harness: Motion played \(played) tracks of \(Self.count) sequences; largest error \(largest * 100) %")
  }
}
