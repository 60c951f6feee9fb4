import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// SwiftUI's phase animators read as sequences (Fixtures/swift/phases/Phases.swift holds the
/// shapes met in public apps): each phase in turn with the animation the closure gives for it,
/// handed on at the animation's logical completion, then back to the first phase.
@Suite struct SwiftPhaseReaderTests {
  static func motion(_ text: String) throws -> Animation { try MotionExpression.parse(text) }

  static func spring(_ text: String) throws -> Spring { try #require(try motion(text).spring) }

  @Test func everyShapeOfTheFixture() throws {
    let c = try catalogue("swift/phases/Phases.swift")
    #expect(c.sequences.map(\.id) == ["Badge", "Breathing", "Breathing.shake", "StagedCard", "Wiggle"])
    // Bool phases with conditions (reduce motion read as off); each step's spring handed on at its
    // response (its logical completion), the return to the first phase left to settle.
    let bouncy = try Self.spring(".bouncy(duration: 0.18)")
    let snappy = try Self.spring(".snappy(duration: 0.28)")
    let badge = try #require(c.sequence("Badge")).sequence
    #expect(
      badge.track(.scale)
        == KeyframeTrack(
          .scale, from: 1,
          [
            .spring(to: 1.12, duration: 0.18, spring: bouncy, startVelocity: nil),
            .spring(to: 1, duration: 0.28, spring: snappy, startVelocity: nil),
            .spring(to: 1, duration: nil, spring: snappy, startVelocity: nil),
          ]))
    #expect(badge.track(.rotation)?.keyframes.map(\.target) == [6, 0, 0])
    // Number phases used as the value; a curve per step.
    guard case .timing(let curve) = try Self.motion(".easeInOut(duration: 0.6)").curve else {
      Issue.record("easeInOut is no timing curve")
      return
    }
    let easeInOut = curve.easing
    #expect(
      c.sequence("Breathing")?.sequence.tracks == [
        KeyframeTrack(
          .opacity, from: 0.3,
          [.linear(to: 1, duration: 0.6, curve: easeInOut), .linear(to: 0.3, duration: 0.6, curve: easeInOut)])
      ])
    // `content:` and `animation:` written inside the call; `offset(x:)`.
    let shake = try #require(c.sequence("Breathing.shake")?.sequence.track(.position))
    #expect(shake.keyframes.map(\.target) == [10, -10, 10, -5, 5, 0, 0])
    #expect(abs(shake.timeline.duration - 0.42) < 1e-9)
    // Enum phases from allCases; values and motions from the enum's computed properties.
    let staged = try #require(c.sequence("StagedCard")).sequence
    #expect(
      staged.track(.position)?.keyframes == [
        .linear(to: -64, duration: 0.3, curve: .bezier(.easeOut)),
        .spring(
          to: -8, duration: 0.4, spring: try Self.spring(".spring(duration: 0.4, bounce: 0.5)"), startVelocity: nil),
        .spring(to: 0, duration: nil, spring: try Self.spring(".smooth"), startVelocity: nil),
      ])
    #expect(staged.track(.scale)?.keyframes.map(\.target) == [1.2, 1, 1])
    // Without an animation closure, SwiftUI's .default, handed on at its response.
    let bell = try #require(c.sequence("Wiggle")?.sequence.track(.rotation))
    let standard = try Self.motion(".default")
    #expect(bell.keyframes.first == .spring(to: -20, duration: 0.55, spring: standard.spring!, startVelocity: nil))
    // What only the app knows is said; a phase animator without a trigger cycles (said).
    let messages = c.warnings.map(\.message)
    #expect(messages.contains("not read: the phase animator: its phases, phases, come from the app as it runs"))
    #expect(
      messages.contains(
        "not read: the phase animator: its animation .easeInOut(duration: duration): expected a number, found 'duration'"
      ))
    #expect(messages.contains("phase animator Breathing: it cycles as long as it is shown; one cycle is read"))
    #expect(!messages.contains { $0.contains("phase animator Badge") })
  }

  @Test func aPhaseAnimatorIsPlacedWhereItIsWritten() throws {
    let text =
      "struct A: View {\n  var body: some View {\n    Text(\"a\")\n      .phaseAnimator([0.0, 1.0]) { v, p in v.opacity(p) }\n  }\n}\n"
    let c = try SwiftSourceReader.read([(text: text, file: "A.swift")])
    let token = try #require(c.sequence("A"))
    #expect(token.location == SourceLocation(file: "A.swift", line: 4, column: 8))
    #expect(token.sequence.tracks.map(\.property) == [.opacity])
  }

  @Test func aPhaseAnimatorOfNothingModelledIsSaid() throws {
    let text =
      "struct B: View {\n  var body: some View {\n    Circle().phaseAnimator([false, true]) { c, on in c.shadow(radius: on ? 5 : 2) }\n  }\n}\n"
    let error = #expect(throws: CatalogueError.self) { try SwiftSourceReader.read(text, file: "B.swift") }
    #expect(
      error?.diagnostics.first?.message
        == "the phase animator animates nothing motionspec models (scale, opacity, offset and rotation are read)")
    #expect(error?.diagnostics.first?.location == SourceLocation(file: "B.swift", line: 3, column: 14))
  }
}
