import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// The sequence rules, on sequences whose numbers are worked out from the keyframe model.
@Suite struct SequenceLintTests {
  static func findings(_ body: String, limits: Lint.Limits = Lint.Limits()) throws -> [Finding] {
    let catalogue = try YAMLReader.read("tokens:\n  a: .smooth\nsequences:\n" + body, file: "s.yaml")
    return Lint.check(catalogue, limits: limits).filter { $0.token != "a" }
  }

  @Test func aCutThatNothingCarriesOnIsFound() throws {
    let found = try Self.findings(
      """
        toast:
          tracks:
            position:
              from: 40
              keyframes:
                - SpringKeyframe(0, duration: 0.15, spring: .bouncy)
                - LinearKeyframe(10, duration: 0.3)
            scale:
              - SpringKeyframe(1.2, duration: 0.1, spring: .snappy)

      """)
    let cuts = found.filter { $0.rule == "keyframe-cut" }
    #expect(cuts.count == 2)
    let bouncy = Spring.bouncy
    let shortfall = 40 + bouncy.value(target: -40, time: 0.15)
    #expect(cuts[0].message.hasPrefix("position keyframe 1 ends at 0.15 s, \(Lint.fmt(shortfall)) short of 0"))
    #expect(cuts[0].location == SourceLocation(file: "s.yaml", line: 9, column: 13))
    #expect(cuts[1].message.contains("the track ends there"))
    // Where the spring hands on to the linear keyframe, its velocity is dropped: a jump.
    let jump = try #require(found.first { $0.rule == "velocity-jump" })
    let from = bouncy.velocity(target: -40, time: 0.15), to = (10 - (40 + bouncy.value(target: -40, time: 0.15))) / 0.3
    #expect(
      jump.message
        == "position jumps from \(Lint.fmt(from))/s to \(Lint.fmt(to))/s where keyframe 2 starts, at 0.15 s: a visible kink"
    )
  }

  @Test func aHandOffToASpringIsWhatTheCutIsFor() throws {
    // The built-in sheet: a rise cut short that hands its position and velocity to the settle.
    let catalogue = try BuiltInCatalogue.load()
    #expect(
      !Lint.check(catalogue).contains { ["keyframe-cut", "velocity-jump", "sequence-too-long"].contains($0.rule) })
  }

  @Test func aLongSequenceIsMeasuredAgainstTheTeamsMaximum() throws {
    let body = """
        rows:
          tracks:
            opacity:
              - LinearKeyframe(1, duration: 0.4)
          stagger: { count: 12, interval: 0.1 }

      """
    // 0.4 s per element, then 11 × 0.1 s: 1.5 s, at the default maximum.
    #expect(try Self.findings(body).isEmpty)
    let strict = try Self.findings(body, limits: Lint.Limits(longestSequence: 1.2))
    #expect(strict.map(\.rule) == ["sequence-too-long"])
    #expect(strict[0].message == "plays for 1.5 s (0.4 s per element, then 12 elements 0.1 s apart), longer than 1.2 s")
    // The policy file sets it.
    let policy = try LintPolicy.parse(
      "lint:\n  rules:\n    sequence-too-long: {maximum: 1.2}\n", file: ".motionspec.yml")
    #expect(policy.limits.longestSequence == 1.2)
    #expect(throws: CatalogueError.self) {
      try LintPolicy.parse("lint:\n  rules:\n    velocity-jump: {maximum: 1}\n", file: ".motionspec.yml")
    }
  }
}
