import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// Sequences in a YAML catalogue: SwiftUI's keyframe spellings and the mapping form read into
/// the keyframe model, staggers and chains resolved, every fault located.
@Suite struct SequenceReaderTests {
  static func read(_ body: String) throws -> Catalogue {
    try YAMLReader.read(
      "tokens:\n  heavy: .spring(duration: 0.55, bounce: 0.18)\n  fade: .easeOut(duration: 0.2)\n" + body,
      file: "s.yaml")
  }

  static func errors(_ body: String) -> [Diagnostic] {
    do {
      _ = try read(body)
      return []
    } catch let error as CatalogueError {
      return error.diagnostics.filter { $0.severity == .error }
    } catch {
      Issue.record("unexpected \(error)")
      return []
    }
  }

  @Test func swiftUISpellingsBecomeKeyframes() throws {
    let catalogue = try Self.read(
      """
      sequences:
        card:
          lift:
            description: Lifts and settles.
            tracks:
              position:
                from: 40
                keyframes:
                  - SpringKeyframe(-6, duration: 0.18, spring: .snappy)   # cut short
                  - SpringKeyframe(0, spring: Spring(mass: 1, stiffness: 200, damping: 20), startVelocity: 3)
                  - CubicKeyframe(2, duration: 0.3)
                  - LinearKeyframe(1, duration: 0.1, timingCurve: .easeOut)
                  - MoveKeyframe(0)
              rotation:
                - LinearKeyframe(.degrees(15), duration: 0.2)
                - SpringKeyframe(Angle(radians: 0), duration: .zero)

      """)
    let token = try #require(catalogue.sequence("card.lift"))
    #expect(token.id == "card.lift" && token.description == "Lifts and settles.")
    let position = try #require(token.sequence.track(.position))
    #expect(position.initialValue == 40)
    #expect(
      position.keyframes == [
        .spring(to: -6, duration: 0.18, spring: Spring.snappy, startVelocity: nil),
        .spring(to: 0, duration: nil, spring: Spring(mass: 1, stiffness: 200, damping: 20), startVelocity: 3),
        .cubic(to: 2, duration: 0.3, startVelocity: nil, endVelocity: nil),
        .linear(to: 1, duration: 0.1, curve: .bezier(.easeOut)),
        .move(to: 0),
      ])
    let rotation = try #require(token.sequence.track(.rotation))
    #expect(rotation.initialValue == 0)
    #expect(rotation.keyframes[0] == .linear(to: 15, duration: 0.2, curve: .bezier(.linear)))
    #expect(
      rotation.keyframes[1] == .spring(to: 0, duration: 0, spring: Spring(duration: 0.5, bounce: 0), startVelocity: nil)
    )
    // Each keyframe is located where it is written.
    #expect(token.location(track: 0, keyframe: 1) == SourceLocation(file: "s.yaml", line: 13, column: 15))
  }

  /// A keyframe already quoted, singly or doubly, with a `label: Spring(` inside, is YAML's own
  /// scalar: it reads as unquoted (it was quoted a second time, "malformed YAML").
  @Test func quotedKeyframesReadAsTheyDoUnquoted() throws {
    let catalogue = try Self.read(
      """
      sequences:
        card:
          lift:
            tracks:
              position:
                from: 40
                keyframes:
                  - 'SpringKeyframe(0, spring: Spring(duration: 0.4, bounce: 0.2))'
                  - "SpringKeyframe(3, spring: Spring(mass: 1, stiffness: 200, damping: 20))"
                  - 'LinearKeyframe(1, duration: 0.1, timingCurve: UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1)))'
        "quoted: key":
          tracks:
            opacity: ['LinearKeyframe(1, duration: 0.2)']

      """)
    let position = try #require(catalogue.sequence("card.lift")?.sequence.track(.position))
    #expect(
      position.keyframes == [
        .spring(to: 0, duration: nil, spring: Spring(duration: 0.4, bounce: 0.2), startVelocity: nil),
        .spring(to: 3, duration: nil, spring: Spring(mass: 1, stiffness: 200, damping: 20), startVelocity: nil),
        .linear(to: 1, duration: 0.1, curve: .bezier(try CubicBezier(0.2, 0, 0, 1))),
      ])
    #expect(catalogue.sequences.count == 2)
  }

  @Test func theMappingFormNamesTokensAndCurves() throws {
    let catalogue = try Self.read(
      """
      sequences:
        rows:
          tracks:
            position:
              - to: 10
                motion: heavy
                duration: 0.2
                velocity: -4
              - to: 0
                motion: fade
              - to: 3
                duration: 0.25
              - to: 1
                jump: true
          stagger: { count: 5, interval: 0.05, order: center }

      """)
    let token = try #require(catalogue.sequence("rows"))
    let heavy = Spring(duration: 0.55, bounce: 0.18)
    #expect(
      token.sequence.tracks[0].keyframes == [
        .spring(to: 10, duration: 0.2, spring: heavy, startVelocity: -4),
        .linear(to: 0, duration: 0.2, curve: .bezier(.easeOut)),
        .cubic(to: 3, duration: 0.25, startVelocity: nil, endVelocity: nil),
        .move(to: 1),
      ])
    let stagger = try #require(token.sequence.stagger)
    #expect((0..<5).map(stagger.delay(of:)) == [0.1, 0.05, 0, 0.05, 0.1])
    #expect(abs(token.sequence.duration - (token.sequence.elementDuration + 0.1)) < 1e-12)
  }

  @Test func aChainGoesOnFromWhereTheFirstEnds() throws {
    let catalogue = try Self.read(
      """
      sequences:
        show:
          tracks:
            position:
              - LinearKeyframe(10, duration: 0.2)
            opacity:
              - LinearKeyframe(0.5, duration: 0.4)
          then: hide
        hide:
          tracks:
            position:
              - LinearKeyframe(0, duration: 0.3)
            scale:
              - LinearKeyframe(0.5, duration: 0.1)

      """)
    let show = try #require(catalogue.sequence("show")).sequence
    // Position holds 10 until opacity ends at 0.4, then moves back; scale waits at 1 until 0.4.
    let position = try #require(show.track(.position)).timeline
    #expect(abs(position.value(at: 0.3) - 10) < 1e-12)
    #expect(abs(position.value(at: 0.55) - 5) < 1e-12)
    #expect(abs(position.duration - 0.7) < 1e-12)
    let scale = try #require(show.track(.scale)).timeline
    #expect(scale.value(at: 0.39) == 1 && abs(scale.value(at: 0.5) - 0.5) < 1e-12)
    #expect(abs(show.elementDuration - 0.7) < 1e-12)
    // The chained sequence is still a sequence of its own.
    #expect(try #require(catalogue.sequence("hide")).sequence.elementDuration == 0.3)
  }

  @Test func faultsAreLocatedAndSaid() {
    let cases: [(String, String, Int, Int)] = [
      (
        "sequences:\n  a:\n    tracks:\n      position:\n        - SpringKeyframe(1, spring: .easeIn)\n",
        "a Spring is expected", 8, 38
      ),
      ("sequences:\n  a:\n    tracks:\n      wobble: [MoveKeyframe(1)]\n", "unknown property 'wobble'", 7, 7),
      ("sequences:\n  a:\n    tracks:\n      position: [CubicKeyframe(1)]\n", "needs a duration", 7, 18),
      (
        "sequences:\n  a:\n    tracks:\n      position: [LinearKeyframe(1, duration: 0.2)]\n", "one per line", 7, 18
      ),
      (
        "sequences:\n  a:\n    tracks:\n      position: [MoveKeyframe(1)]\n    then: b\n",
        "no sequence of this catalogue", 8, 11
      ),
      (
        "sequences:\n  a:\n    tracks:\n      position: [MoveKeyframe(1)]\n    then: a\n", "a chain must end", 8, 11
      ),
      (
        "sequences:\n  a:\n    tracks:\n      position: [MoveKeyframe(1)]\n    stagger: { count: 0, interval: 1 }\n",
        "`count` must be", 8, 23
      ),
      (
        "sequences:\n  a:\n    tracks:\n      position:\n        - to: 1\n          spin: 2\n", "unknown field 'spin'",
        9, 11
      ),
    ]
    for (body, words, line, column) in cases {
      let found = Self.errors(body)
      #expect(found.count == 1, "\(body)")
      guard let error = found.first else { continue }
      #expect(error.message.contains(words), "\(error.message)")
      #expect(error.location?.line == line && error.location?.column == column, "\(error) for \(body)")
    }
  }

  @Test func chainsCannotMultiplyWithoutBound() {
    // Each level plays the one below twice: 2^40 keyframes if nothing stopped it.
    var body = "sequences:\n  l0:\n    tracks:\n      position: [MoveKeyframe(1)]\n"
    for level in 1...40 { body += "  l\(level):\n    then: [l\(level - 1), l\(level - 1)]\n" }
    let found = Self.errors(body)
    #expect(found.contains { $0.message.contains("more than 1000 keyframes") })
  }

  @Test func theBuiltInCatalogueHasASheetAndAStaggeredList() throws {
    let catalogue = try BuiltInCatalogue.load()
    let sheet = try #require(catalogue.sequence("sheet.present")).sequence
    let rise = try #require(sheet.track(.position)).timeline
    // The rise is cut short: it hands a moving value to the settle.
    #expect(rise.segments[0].shortfall != 0 && rise.segments[1].startVelocity != 0)
    let list = try #require(catalogue.sequence("list.reveal")).sequence
    #expect(list.stagger == Stagger(count: 6, interval: 0.04, order: .forward))
  }
}
