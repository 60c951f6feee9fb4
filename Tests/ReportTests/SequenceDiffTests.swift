import ChartKinds
import Foundation
import MotionSpecCharts
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report

/// Sequences in `motionspec diff`: classified like tokens, tabled with their length and tracks,
/// each changed one drawn as its timeline with the tracks as they were under it.
@Suite struct SequenceDiffTests {
  static let base = """
    tokens:
      fade: .easeOut(duration: 0.2)
    sequences:
      sheet:
        present:
          description: rises
          tracks:
            position:
              from: 120
              keyframes:
                - SpringKeyframe(-12, duration: 0.22, spring: .snappy)
                - SpringKeyframe(0, spring: .bouncy)
            opacity:
              from: 0
              keyframes:
                - LinearKeyframe(1, duration: 0.15)
      card:
        lift:
          tracks:
            scale:
              from: 1
              keyframes:
                - SpringKeyframe(1.05, spring: .snappy)
      toast:
        show:
          description: old words
          tracks:
            opacity:
              from: 0
              keyframes:
                - LinearKeyframe(1, duration: 0.2)
    """

  static let head = """
    tokens:
      fade: .easeOut(duration: 0.2)
    sequences:
      sheet:
        present:
          description: rises
          tracks:
            position:
              from: 120
              keyframes:
                - SpringKeyframe(-20, duration: 0.3, spring: .snappy)
                - SpringKeyframe(0, spring: .bouncy)
            opacity:
              from: 0
              keyframes:
                - LinearKeyframe(1, duration: 0.15)
      toast:
        show:
          description: new words
          tracks:
            opacity:
              from: 0
              keyframes:
                - LinearKeyframe(1, duration: 0.2)
      list:
        reveal:
          tracks:
            opacity:
              from: 0
              keyframes:
                - LinearKeyframe(1, duration: 0.2)
          stagger: {count: 4, interval: 0.05}
    """

  func compared() throws -> CatalogueDiff {
    CatalogueDiff.compare(
      base: try CatalogueLoader.parse(Self.base, file: "base.yaml"),
      head: try CatalogueLoader.parse(Self.head, file: "head.yaml"))
  }

  @Test func classifiesEverySequenceChange() throws {
    let diff = try compared()
    let kinds = Dictionary(uniqueKeysWithValues: diff.sequences.map { ($0.id, $0.kind) })
    #expect(kinds == ["sheet.present": .changed, "toast.show": .edited, "list.reveal": .added, "card.lift": .removed])
    #expect(diff.entries.isEmpty)
    #expect(diff.count(.changed) == 1 && diff.count(.added) == 1 && diff.count(.removed) == 1)
    #expect(!diff.isEmpty)
    // The same catalogue compared with itself: nothing.
    let same = CatalogueDiff.compare(
      base: try CatalogueLoader.parse(Self.base, file: "a.yaml"),
      head: try CatalogueLoader.parse(Self.base, file: "b.yaml"))
    #expect(same.isEmpty)
  }

  @Test func theSummaryTablesAndDrawsThem() throws {
    let dir = try temporaryDirectory("sequence-diff")
    let report = DiffReport(diff: try compared(), baseName: "base.yaml", headName: "head.yaml")
    let md = try report.write(to: dir.path)
    #expect(md.contains("## Motion tokens: 1 changed, 1 added, 1 removed, 1 edited."))
    #expect(md.contains("| Sequence | Change | Duration | Tracks |"))
    #expect(md.contains("| `sheet.present` | changed | 1265 ms → 1345 ms (+80 ms) | position, opacity |"))
    #expect(md.contains("| `list.reveal` | added | 350 ms | opacity · stagger 4 × 50 ms |"))
    #expect(md.contains("| `card.lift` | removed |"))
    #expect(md.contains("**Edited without changing motion:** `toast.show`"))
    for (id, file) in [("sheet.present", "sequence-sheet-present"), ("list.reveal", "sequence-list-reveal")] {
      #expect(md.contains("](charts/\(file).png)"), "\(id)")
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("charts/\(file).png").path))
    }
    let json = try JSONSerialization.jsonObject(with: Data(try report.json().utf8)) as? [String: Any]
    let sequences = try #require(json?["sequences"] as? [[String: Any]])
    let present = try #require(sequences.first { $0["sequence"] as? String == "sheet.present" })
    let after = try #require(present["after"] as? [String: Any])
    #expect(abs((after["duration"] as? Double ?? 0) - 1.345) < 5e-4)
    let tracks = try #require(after["tracks"] as? [[String: Any]])
    #expect(
      (tracks.first?["keyframes"] as? [String])?.first
        == "SpringKeyframe(-20, duration: 0.3, spring: Spring(duration: 0.5, bounce: 0.15))")
  }

  /// The changed timeline draws each changed track's before under it, and a track the change
  /// left alone once.
  @Test func theTimelineDrawsTheChangedTracksBefore() throws {
    let entry = try #require(try compared().sequences.first { $0.kind == .changed })
    let figure = try #require(BeforeAfterCharts.timeline(entry))
    let names = figure.panels.flatMap { $0.series.map(\.name) }
    #expect(names.filter { $0 == "position before" }.count == 2)  // its value and its velocity
    #expect(!names.contains("opacity before"))
    #expect(figure.subtitle?.hasPrefix("before: olive, dashed") == true)
    #expect(figure.footnote?.contains("as it was before the change") == true)
    // The before's series is its own timeline: at 0.25 s it is where the old track was.
    let old = try #require(entry.before).sequence.timelines[0]
    let series = try #require(figure.panels[0].series.first { $0.name == "position before" })
    #expect(abs(series.function(0.25) - old.value(at: 0.25)) < 1e-12)
  }
}
