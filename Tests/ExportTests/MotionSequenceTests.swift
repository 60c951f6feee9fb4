import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import Testing

@testable import MotionSpecExport

/// The Motion export's sequences, read from the file's text and played as Motion plays keyframes
/// (each segment between its `times`, through its `ease` control points), against the model.
@Suite struct MotionSequenceTests {
  /// The JSON array after `label` in `line`.
  static func array(_ label: String, in line: Substring) throws -> [Any] {
    let start = try #require(line.range(of: label + "[")).upperBound
    var depth = 1
    var end = start
    while depth > 0 {
      if line[end] == "[" { depth += 1 }
      if line[end] == "]" { depth -= 1 }
      end = line.index(after: end)
    }
    let text = "[" + line[start..<end]
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])
  }

  @Test func keyframesWithTimesAndEasesPlayTheModel() throws {
    let catalogue = try BuiltInCatalogue.load()
    let text = Exporter(catalogue: catalogue).file(for: .motion).contents
    let lines = text.split(separator: "\n")
    let sheet = try #require(catalogue.sequence("sheet.present")).sequence
    let keyframes = try #require(lines.first { $0.contains("keyframes: { y: [120") })
    let values = try Self.array("y: ", in: keyframes).compactMap { $0 as? Double }
    let yLine = try #require(lines.first { $0.contains("y: transition({ duration: 1.26") })
    let times = try Self.array("times: ", in: yLine).compactMap { $0 as? Double }
    let eases = try Self.array("ease: ", in: yLine)
    let duration = try #require(Double(yLine.split(separator: "duration: ")[1].prefix { $0 != "," }))
    #expect(values.count == times.count && eases.count == times.count - 1)
    let timeline = try #require(sheet.track(.position)).timeline
    #expect(abs(duration - timeline.duration) < 1e-4)
    let span = 132.0
    var worst = 0.0
    for k in 0...400 {
      let t = Double(k) / 400
      let i = max(0, (times.lastIndex { $0 <= t } ?? 0).clamped(to: times.count - 2))
      let local = times[i + 1] > times[i] ? (t - times[i]) / (times[i + 1] - times[i]) : 1
      let progress: Double
      if let p = eases[i] as? [Double] {
        progress = try CubicBezier(p[0], p[1], p[2], p[3]).progress(min(max(local, 0), 1))
      } else {
        progress = local
      }
      let played = values[i] + (values[i + 1] - values[i]) * progress
      worst = max(worst, abs(played - timeline.value(at: t * duration)))
    }
    // Within the export's tolerance of the move (plus the file's 5 decimals).
    #expect(worst <= LinearEasing.defaultTolerance * span + 1e-3, "worst \(worst)")
    #expect(text.contains(#"stagger: { each: 0.04, from: "first", count: 6 }"#))
  }
}

/// The delays Motion's `stagger()` gives, ported from motion's `animation/utils/stagger.ts`: the
/// origin index is 0 (`"first"`), `total − 1` (`"last"`) or `(total − 1) / 2` (`"center"`, a
/// fraction for an even total); element `i` waits `startDelay + each × |origin − i|`.
func motionStaggerDelay(_ i: Int, total: Int, each: Double, from: String, startDelay: Double) -> Double {
  let origin = from == "first" ? 0 : from == "last" ? Double(total - 1) : Double(total - 1) / 2
  return startDelay + each * abs(origin - Double(i))
}

/// The options of the `stagger: { each, from, startDelay?, count }` line the Motion export writes.
func motionStaggerOptions(_ line: String) throws -> (each: Double, from: String, startDelay: Double) {
  func option(_ key: String) -> String? {
    line.components(separatedBy: key + ": ").dropFirst().first?.prefix { $0 != "," && $0 != " " }
      .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
  }
  return (
    try #require(option("each").flatMap(Double.init)), try #require(option("from")),
    option("startDelay").flatMap(Double.init) ?? 0
  )
}

@Suite struct MotionStaggerTests {
  /// Every order, odd and even counts: the exported stagger options, played by Motion's rule, give
  /// the model's delays (the centre of an even count included).
  @Test(arguments: Stagger.Order.allCases)
  func exportedStaggersPlayTheModel(_ order: Stagger.Order) throws {
    for count in 1...7 {
      let stagger = Stagger(count: count, interval: 0.05, order: order)
      let sequence = MotionSequence(
        tracks: [KeyframeTrack(.opacity, from: 0, [.linear(to: 1, duration: 0.2, curve: .bezier(.linear))])],
        stagger: stagger)
      let catalogue = Catalogue(
        name: "List", source: "list", tokens: [], sequences: [SequenceToken(path: ["reveal"], sequence: sequence)])
      let text = Exporter(catalogue: catalogue).file(for: .motion).contents
      let line = try #require(text.split(separator: "\n").first { $0.contains("stagger: { each:") })
      let (each, from, start) = try motionStaggerOptions(String(line))
      for i in 0..<count {
        let played = motionStaggerDelay(i, total: count, each: each, from: from, startDelay: start)
        #expect(abs(played - stagger.delay(of: i)) < 1e-9, "\(order) ×\(count), element \(i): \(played)")
      }
      // And it reads back as the same stagger, with nothing said.
      let back = try CatalogueLoader.parse(text, file: "motion-tokens.ts")
      #expect(back.sequences.first?.sequence.stagger == stagger)
      #expect(!back.warnings.contains { $0.message.contains("stagger of") }, "\(back.warnings)")
    }
  }

  /// A centre stagger of an even count written without the offset plays half an interval late in
  /// Motion: read, with a warning that says so.
  @Test func anEvenCentreStaggerWithoutTheOffsetIsSaid() throws {
    let text = """
      export const motionSequences = {
        reveal: {
          id: "reveal",
          keyframes: { opacity: [0, 1] },
          transition: { opacity: transition({ duration: 0.2, times: [0, 1], ease: ["linear"] }) },
          stagger: { each: 0.05, from: "center", count: 6 },
        },
      } as const;
      """
    let c = try CatalogueLoader.parse(text, file: "motion-tokens.ts")
    #expect(c.sequences.first?.sequence.stagger == Stagger(count: 6, interval: 0.05, order: .center))
    #expect(c.warnings.contains { $0.severity == .warning && $0.message.contains("0.025 s later") }, "\(c.warnings)")
  }
}

extension Int {
  fileprivate func clamped(to upper: Int) -> Int { Swift.min(self, upper) }
}

/// The Compose export's sequences, read from the file's text and played as Compose plays
/// `keyframes` (each entry's easing over the way to the next entry), against the model.
@Suite struct ComposeSequenceTests {
  /// A `keyframes { }` spec as Compose holds it: `durationMillis` and its entries by time. Ported
  /// from androidx's `AnimationSpec.kt` (`KeyframesSpecBaseConfig`): the entries are a
  /// `MutableIntObjectMap` keyed by the millisecond, so a second `value at t` at the same
  /// millisecond replaces the first; `VectorizedKeyframesSpec` plays each entry's easing over the
  /// way to the next entry, and holds the last value.
  struct ComposeKeyframes {
    var duration = 300.0
    var entries: [Int: (value: Double, easing: [Double])] = [:]

    init(_ spec: Substring) throws {
      for line in spec.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("durationMillis = ") {
          duration = try #require(Double(trimmed.dropFirst("durationMillis = ".count)))
          continue
        }
        guard trimmed.contains("f at ") else { continue }
        let parts = trimmed.components(separatedBy: " using ")
        let head = parts[0].components(separatedBy: "f at ")
        let easing =
          parts.count > 1 && parts[1].hasPrefix("CubicBezierEasing(")
          ? parts[1].dropFirst("CubicBezierEasing(".count).dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces).dropLast())
          } : [0, 0, 1, 1]
        entries[try #require(Int(head[1]))] = (try #require(Double(head[0])), easing)
      }
    }

    func value(atMillis ms: Double) throws -> Double {
      let times = entries.keys.sorted()
      guard let first = times.first, ms > Double(first) else { return entries[times[0]]!.value }
      guard let i = times.lastIndex(where: { Double($0) <= ms }), i + 1 < times.count else {
        return entries[times.last!]!.value
      }
      let (a, b) = (entries[times[i]]!, entries[times[i + 1]]!)
      let local = (ms - Double(times[i])) / Double(times[i + 1] - times[i])
      let e = a.easing
      return a.value + (b.value - a.value) * (try CubicBezier(e[0], e[1], e[2], e[3]).progress(local))
    }
  }

  /// The spec of `property` in the object `name` of the Compose file `text`.
  static func spec(_ text: String, object name: String, property: String) throws -> ComposeKeyframes {
    let body = try #require(text.components(separatedBy: "object \(name) {").dropFirst().first)
    let spec = try #require(
      body.components(separatedBy: "val \(property): KeyframesSpec<Float> = keyframes {").dropFirst().first)
    return try ComposeKeyframes(spec.prefix { $0 != "}" })
  }

  /// A jump (the value at one instant before and after it) plays both values: the value before it
  /// is reached, the value after it starts, and only the millisecond the jump takes differs.
  @Test func aJumpPlaysBothValuesInCompose() throws {
    let press = MotionSequence(tracks: [
      KeyframeTrack(
        .scale, from: 1,
        [
          .linear(to: 1.2, duration: 0.15, curve: .bezier(.linear)), .move(to: 0.9),
          .linear(to: 1, duration: 0.2, curve: .bezier(.linear)),
        ])
    ])
    let catalogue = Catalogue(
      name: "Press", source: "press", tokens: [], sequences: [SequenceToken(path: ["press"], sequence: press)])
    let text = Exporter(catalogue: catalogue).file(for: .compose).contents
    let spec = try Self.spec(text, object: "Press", property: "scale")
    let timeline = try #require(press.track(.scale)).timeline
    #expect(abs(try spec.value(atMillis: 149) - 1.2) < 0.002, "the value before the jump is reached")
    #expect(abs(try spec.value(atMillis: 151) - timeline.value(at: 0.151)) < 1e-3)
    var worst = 0.0
    for k in 0...700 where !(149...150).contains(Double(k) / 2) {
      let ms = Double(k) / 2
      worst = max(worst, abs(try spec.value(atMillis: ms) - timeline.value(at: ms / 1000)))
    }
    #expect(worst <= LinearEasing.defaultTolerance * 0.3 + 1e-4, "worst \(worst)")
  }

  @Test func keyframesSpecsPlayTheModel() throws {
    let catalogue = try BuiltInCatalogue.load()
    let text = Exporter(catalogue: catalogue).file(for: .compose).contents
    let spec = try Self.spec(text, object: "SheetPresent", property: "position")
    let timeline = try #require(catalogue.sequence("sheet.present")?.sequence.track(.position)).timeline
    #expect(spec.entries.count >= 3 && spec.entries[0]?.value == 120)
    var worst = 0.0
    for k in 0...500 {
      let ms = spec.duration * Double(k) / 500
      worst = max(worst, abs(try spec.value(atMillis: ms) - timeline.value(at: ms / 1000)))
    }
    #expect(worst <= LinearEasing.defaultTolerance * 132 + 1e-3, "worst \(worst)")
    #expect(text.contains("import androidx.compose.animation.core.keyframes"))
  }
}
