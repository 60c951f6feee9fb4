import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// Tokens that are a time and no curve: durations and instants are read, listed and never an error.
@Suite struct DurationTests {
  @Test func aDurationsOnlyFileIsACatalogueOfDurations() throws {
    let c = try design("durations.tokens.json")
    #expect(c.tokens.isEmpty)
    #expect(
      c.durations.map(\.id) == [
        "duration.instant", "duration.fast-01", "duration.fast-02", "duration.moderate-01", "duration.moderate-02",
        "duration.slow-01", "duration.default",
      ])
    #expect(c.durations.map(\.seconds) == [0, 0.07, 0.11, 0.15, 0.24, 0.4, 0.24])
    #expect(c.durations.allSatisfy { $0.kind == .duration })
    #expect(c.durations.last?.aliasOf == "duration.moderate-02")
    #expect(c.durations[1].description == "Micro-interactions such as button and toggle")
    #expect(c.warnings.contains { $0.message.hasPrefix("skipped 1 token of 1 other type (color ×1)") })
  }

  @Test func zeroDurationAnimationsAreInstants() throws {
    let swift = try CatalogueLoader.parse(
      """
      import SwiftUI
      extension Animation {
        /// For Reduce Motion.
        static let noAnimation: Animation = .linear(duration: 0)
        static let standard: Animation = .smooth
      }
      """, file: "Motion.swift")
    #expect(swift.tokens.map(\.id) == ["Animation.standard"])
    let instant = try #require(swift.durations.first)
    #expect(instant.id == "Animation.noAnimation" && instant.kind == .instant && instant.seconds == 0)
    #expect(instant.definition == ".linear(duration: 0)" && instant.description == "For Reduce Motion.")
    #expect(instant.location?.line == 4)
    #expect(!swift.warnings.contains { $0.severity >= .warning })
    // A file of instants alone is still a catalogue.
    let only = try CatalogueLoader.parse(
      "extension Animation {\n  static let none: Animation = .easeInOut(duration: 0)\n}\n", file: "None.swift")
    #expect(only.tokens.isEmpty && only.durations.count == 1)
    let yaml = try CatalogueLoader.parse("tokens:\n  motion:\n    instant: .linear(duration: 0)\n", file: "m.yaml")
    #expect(yaml.durations.map(\.id) == ["motion.instant"] && yaml.durations[0].kind == .instant)
    let dtcg = try CatalogueLoader.parse(
      #"{"none": {"$type": "transition", "$value": {"duration": {"value": 0, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}"#,
      file: "t.json")
    #expect(dtcg.durations.map(\.kind) == [.instant])
  }

  @Test func aDurationSharesTheTokensNamespace() throws {
    let text = #"{"a": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}}"#
    let other = "tokens:\n  a: .smooth\n"
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ns-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try text.write(to: dir.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try other.write(to: dir.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
    do {
      _ = try CatalogueLoader.load([dir.path])
      Issue.record("a duration and a token of one name were read")
    } catch {
      #expect(error.diagnostics.contains { $0.message.hasPrefix("duplicate token name") && $0.token == "a" })
    }
  }

  @Test func figmaTimingVariablesOnTheirOwnAreDurations() throws {
    let text = """
      {"variableCollections": [{"id": "c", "name": "Motion", "modes": [{"modeId": "m", "name": "Default"}], "defaultModeId": "m"}],
       "variables": [
         {"id": "1", "name": "duration/short", "resolvedType": "TIMING", "variableCollectionId": "c", "valuesByMode": {"m": 0.15000000596046448}},
         {"id": "2", "name": "duration/long", "resolvedType": "TIMING", "variableCollectionId": "c", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "1"}}}]}
      """
    let c = try CatalogueLoader.parse(text, file: "v.json")
    #expect(c.durations.map(\.id) == ["duration.short", "duration.long"])
    #expect(c.durations.map(\.seconds) == [0.15, 0.15])
    #expect(c.durations[1].aliasOf == "duration.short")
  }
}
