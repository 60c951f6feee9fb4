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

extension Int {
  fileprivate func clamped(to upper: Int) -> Int { Swift.min(self, upper) }
}

/// The Compose export's sequences, read from the file's text and played as Compose plays
/// `keyframes` (each entry's easing over the way to the next entry), against the model.
@Suite struct ComposeSequenceTests {
  @Test func keyframesSpecsPlayTheModel() throws {
    let catalogue = try BuiltInCatalogue.load()
    let text = Exporter(catalogue: catalogue).file(for: .compose).contents
    let body = text.components(separatedBy: "object SheetPresent {")[1]
    let position = body.components(separatedBy: "val position: KeyframesSpec<Float> = keyframes {")[1]
    var entries: [(value: Double, ms: Double, easing: [Double]?)] = []
    for line in position.split(separator: "\n").dropFirst(1) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "}" { break }
      let parts = trimmed.components(separatedBy: " using ")
      let head = parts[0].components(separatedBy: "f at ")
      let easing =
        parts.count > 1 && parts[1].hasPrefix("CubicBezierEasing(")
        ? parts[1].dropFirst("CubicBezierEasing(".count).dropLast().split(separator: ",").compactMap {
          Double($0.trimmingCharacters(in: .whitespaces).dropLast())
        } : nil
      entries.append((try #require(Double(head[0])), try #require(Double(head[1])), easing))
    }
    let timeline = try #require(catalogue.sequence("sheet.present")?.sequence.track(.position)).timeline
    #expect(entries.count >= 3 && entries.first?.value == 120)
    var worst = 0.0
    for k in 0...500 {
      let ms = entries.last!.ms * Double(k) / 500
      let i = min(entries.lastIndex { $0.ms <= ms } ?? 0, entries.count - 2)
      let local = (ms - entries[i].ms) / (entries[i + 1].ms - entries[i].ms)
      let e = entries[i].easing ?? [0, 0, 1, 1]
      let progress = try CubicBezier(e[0], e[1], e[2], e[3]).progress(min(max(local, 0), 1))
      let played = entries[i].value + (entries[i + 1].value - entries[i].value) * progress
      worst = max(worst, abs(played - timeline.value(at: ms / 1000)))
    }
    #expect(worst <= LinearEasing.defaultTolerance * 132 + 1e-3, "worst \(worst)")
    #expect(text.contains("import androidx.compose.animation.core.keyframes"))
  }
}
