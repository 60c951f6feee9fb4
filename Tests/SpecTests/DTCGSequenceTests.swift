import Foundation
import MotionSpecCore
import MotionSpecExport
import Testing

@testable import MotionSpecCatalogue

/// Sequences in DTCG files: on a group's `$extensions` (`com.motionspec.sequence`) as people write
/// them, and under the root's `com.motionspec.sequences` as `export --to dtcg` writes them; read by
/// the YAML catalogue's reader, every fault at its place in the JSON file.
@Suite struct DTCGSequenceTests {
  static let file = """
    {
      "motion": {
        "$type": "transition",
        "bouncy": {"$value": {"duration": {"value": 500, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.2, 0, 0, 1]},
          "$extensions": {"com.motionspec.spring": {"duration": 0.5, "bounce": 0.3}}},
        "fade": {"$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 0.58, 1]}}
      },
      "sheet": {
        "present": {
          "$description": "The sheet lifts, overshoots and settles.",
          "$extensions": {
            "com.motionspec.sequence": {
              "tracks": {
                "position": {"from": 40, "keyframes": [
                  "SpringKeyframe(-6, duration: 0.18, spring: .snappy)",
                  {"to": 0, "motion": "{motion.bouncy}"}
                ]},
                "opacity": {"from": 0, "keyframes": [{"to": 1, "motion": "motion.fade"}]}
              },
              "stagger": {"count": 3, "interval": 0.05, "order": "reverse"}
            }
          }
        }
      }
    }
    """

  func errors(_ text: String) -> [Diagnostic] {
    do {
      _ = try DTCGReader.read(text, file: "s.tokens.json")
      return []
    } catch {
      return error.diagnostics.filter { $0.severity == .error }
    }
  }

  /// Where `needle` is in `text` (1-based line and column of its first character).
  func place(of needle: String, in text: String) throws -> (line: Int, column: Int) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (i, line) in lines.enumerated() {
      if let r = line.range(of: needle) { return (i + 1, line.distance(from: line.startIndex, to: r.lowerBound) + 1) }
    }
    throw CatalogueError([])
  }

  @Test func aGroupsExtensionIsASequence() throws {
    let catalogue = try DTCGReader.read(Self.file, file: "s.tokens.json")
    let token = try #require(catalogue.sequence("sheet.present"))
    #expect(token.description == "The sheet lifts, overshoots and settles.")
    let s = token.sequence
    #expect(s.stagger == Stagger(count: 3, interval: 0.05, order: .reverse))
    let position = try #require(s.track(.position))
    #expect(position.initialValue == 40)
    #expect(position.keyframes.count == 2)
    // `{motion.bouncy}` is the token: its spring, with the keyframe's target.
    let bouncy = try #require(catalogue.tokens.first { $0.id == "motion.bouncy" }?.animation.spring)
    guard case .spring(let to, let duration, let spring, _) = position.keyframes[1] else {
      Issue.record("not a spring: \(position.keyframes[1])")
      return
    }
    #expect(to == 0 && duration == nil && spring == bouncy)
    // A timing curve's token makes a linear keyframe of its duration.
    guard case .linear(let target, let time, _) = try #require(s.track(.opacity)).keyframes[0] else {
      Issue.record("not linear")
      return
    }
    #expect(target == 1 && abs(time - 0.2) < 1e-12)
    // Where it is written: the group's key; each keyframe where it stands.
    let at = try place(of: "\"present\"", in: Self.file)
    #expect(token.location == SourceLocation(file: "s.tokens.json", line: at.line, column: at.column))
    let second = try place(of: "{\"to\": 0", in: Self.file)
    #expect(
      token.keyframeLocations[0][1] == SourceLocation(file: "s.tokens.json", line: second.line, column: second.column))
    // The sequence group holds no token.
    #expect(catalogue.tokens.map(\.id) == ["motion.bouncy", "motion.fade"])
  }

  @Test func faultsArePlacedInTheJSONFile() throws {
    for (wrong, right, needle, words) in [
      ("spring: .snappy)", "spring: .snapy)", ".snapy", "unknown motion 'snapy'"),
      ("\"order\": \"reverse\"", "\"order\": \"sideways\"", "\"sideways\"", "order"),
      ("\"from\": 40", "\"from\": \"forty\"", "\"forty\"", "from"),
      ("{motion.bouncy}", "{motion.nope}", "\"{motion.nope}\"", "nope"),
    ] {
      let text = Self.file.replacingOccurrences(of: wrong, with: right)
      let found = errors(text)
      let error = try #require(found.first, "\(right): no error")
      #expect(error.message.contains(words), "\(right): \(error.message)")
      let at = try place(of: needle, in: text)
      let location = try #require(error.location)
      #expect(location.file == "s.tokens.json")
      #expect(location.line == at.line, "\(right): \(location) for \(at)")
      // Within the value written (a name inside an expression is placed on itself).
      #expect(location.column >= at.column && location.column <= at.column + needle.count, "\(right): \(location)")
    }
  }

  /// `export --to dtcg` writes the sequences under the root, and the reader reads them back as
  /// the same sequences, ids and words.
  @Test func theExportReadsBackAsTheSameSequences() throws {
    let catalogue = try BuiltInCatalogue.load()
    let written = Exporter(catalogue: catalogue).file(for: .dtcg).contents
    #expect(written.contains("\"com.motionspec.sequences\": {"))
    let read = try DTCGReader.read(written, file: "motion.tokens.json")
    #expect(read.sequences.map(\.id) == catalogue.sequences.map(\.id))
    for (a, b) in zip(read.sequences, catalogue.sequences) {
      #expect(a.sequence == b.sequence, "\(a.id)")
      #expect(a.description == b.description)
    }
    // Placed in the written file: the root's sequence at its key.
    let at = try place(of: "\"present\": {", in: written)
    #expect(read.sequences[0].location?.line == at.line)
  }

  /// Both shapes in one file are one set of sequences; a chain may name either.
  @Test func theRootsAndTheGroupsSequencesMeet() throws {
    let text = Self.file.replacingOccurrences(
      of: "{\n  \"motion\"",
      with:
        "{\n  \"$extensions\": {\"com.motionspec.sequences\": {\"toast\": {\"show\": {\"tracks\": {\"opacity\": {\"from\": 0, \"keyframes\": [\"LinearKeyframe(1, duration: 0.1)\"]}}, \"then\": \"sheet.present\"}}}},\n  \"motion\""
    )
    let catalogue = try DTCGReader.read(text, file: "s.tokens.json")
    #expect(Set(catalogue.sequences.map(\.id)) == ["toast.show", "sheet.present"])
    let show = try #require(catalogue.sequence("toast.show"))
    #expect(show.chain == ["sheet.present"])
    // The chain plays sheet.present's tracks after the toast's 0.1 s.
    #expect(
      abs(
        show.sequence.elementDuration
          - (0.1 + (try #require(catalogue.sequence("sheet.present"))).sequence.elementDuration)) < 1e-9)
  }
}
