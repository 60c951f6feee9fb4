import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// Durations and instants reach every platform as its own time constant, and the files that
/// motionspec reads (DTCG, Figma variables, SwiftUI) read back to the same times.
@Suite struct DurationExportTests {
  static let text = #"""
    {
      "duration": {
        "$type": "duration",
        "short": {"$value": {"value": 150, "unit": "ms"}, "$description": "Icons */ and toggles"},
        "long": {"$value": {"value": 0.4, "unit": "s"}}
      },
      "motion": {
        "enter": {"$type": "transition", "$value": {"duration": "{duration.long}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 0.2, 1]}},
        "none": {"$type": "transition", "$value": {"duration": {"value": 0, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}
      }
    }
    """#

  static func exporter() throws -> Exporter {
    Exporter(catalogue: try CatalogueLoader.parse(text, file: "motion.tokens.json"))
  }

  @Test func everyPlatformWritesItsTimes() throws {
    let e = try Self.exporter()
    #expect(e.catalogue.durations.map(\.id) == ["duration.short", "duration.long", "motion.none"])
    let files = Dictionary(uniqueKeysWithValues: e.files(for: Platform.allCases).map { ($0.platform, $0.contents) })
    #expect(files[.swiftUI]!.contains("public static let durationShort: TimeInterval = 0.15"))
    #expect(files[.swiftUI]!.contains("public static let motionNone: Animation = .linear(duration: 0)"))
    #expect(files[.uiKit]!.contains("public static let durationLong: TimeInterval = 0.4"))
    #expect(files[.compose]!.contains("const val durationShortMillis: Int = 150"))
    #expect(files[.compose]!.contains("const val motionNoneMillis: Int = 0"))
    #expect(files[.css]!.contains("--duration-short: 150ms;"))
    #expect(files[.css]!.contains("--motion-none: 0ms;"))
    #expect(files[.motion]!.contains("durationShort: 0.15,"))
    #expect(files[.reanimated]!.contains("durationShort: 150,"))
    #expect(files[.reactSpring]!.contains("durationLong: 400,"))
    #expect(files[.flutter]!.contains("static const Duration durationShort = Duration(microseconds: 150000);"))
    #expect(files[.flutter]!.contains("static const Duration motionNone = Duration.zero;"))
    // The description's `*/` never closes a comment.
    #expect(!files[.css]!.contains("Icons */"))
  }

  @Test func motionspecReadsTheTimesBack() throws {
    let e = try Self.exporter()
    for (platform, name) in [
      (Platform.dtcg, "motion.tokens.json"), (.figma, "motion.figma.json"), (.swiftUI, "M.swift"),
    ] {
      let back = try CatalogueLoader.parse(e.file(for: platform).contents, file: name)
      // (The DTCG file keeps the catalogue's groups, so its order is the groups'.)
      let read = back.durations.sorted { $0.id < $1.id }, written = e.catalogue.durations.sorted { $0.id < $1.id }
      #expect(read.map(\.id) == written.map(\.id), "\(platform)")
      #expect(read.map(\.seconds) == written.map(\.seconds), "\(platform)")
      // Figma has no instant: it keeps a time of 0.
      if platform != .figma { #expect(read.map(\.kind) == written.map(\.kind), "\(platform)") }
      #expect(back.tokens.map(\.id) == ["motion.enter"], "\(platform)")
    }
  }

  @Test func swiftFilesWithDurationsParse() throws {
    let e = try Self.exporter()
    let directory = try temporaryDirectory("durations-parse")
    for platform in [Platform.swiftUI, .uiKit] {
      let path = directory.appendingPathComponent("\(platform.rawValue).swift")
      try e.file(for: platform).contents.write(to: path, atomically: true, encoding: .utf8)
      let result = try run("swiftc", ["-parse", path.path])
      #expect(result.status == 0, "\(platform.title): \(result.err)")
    }
  }
}
