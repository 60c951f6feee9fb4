import Foundation
import Testing

@testable import MotionSpecCore

/// Keyframe tracks laid out in time as SwiftUI's keyframe types define them: a spring segment is
/// the spring's own motion from where the track is, cut where its duration ends; cubic keyframes
/// make a Catmull-Rom spline; linear ones follow their curve; a move jumps.
@Suite struct KeyframeTests {
  static let sheet = Spring(duration: 0.5, bounce: 0.3)

  @Test func aSpringSegmentIsTheSpringFromWhereTheTrackIs() throws {
    let track = KeyframeTrack(
      .position, from: 10, [.spring(to: 110, duration: nil, spring: Self.sheet, startVelocity: nil)])
    let timeline = track.timeline
    // A nil duration is the spring's settling duration.
    #expect(abs(timeline.duration - Self.sheet.settlingDuration) < 1e-12)
    for t in stride(from: 0.0, through: timeline.duration, by: 0.01) {
      let expected = 10 + Self.sheet.value(target: 100, initialVelocity: 0, time: t)
      #expect(abs(timeline.value(at: t) - expected) < 1e-9)
      #expect(abs(timeline.velocity(at: t) - Self.sheet.velocity(target: 100, time: t)) < 1e-9)
    }
    // Settled: within 0.1 % of the move at its end.
    #expect(abs(try #require(timeline.segments.first).shortfall) <= 0.1 + 1e-9)
  }

  @Test func aCutSpringHandsItsPositionAndVelocityToTheNextSegment() throws {
    // Lift to 1 in 0.2 s (the spring is far from done), then settle back to 0.
    let track = KeyframeTrack(
      .position,
      [
        .spring(to: 1, duration: 0.2, spring: Self.sheet, startVelocity: nil),
        .spring(to: 0, duration: nil, spring: Self.sheet, startVelocity: nil),
      ])
    let timeline = track.timeline
    let (lift, settle) = (timeline.segments[0], timeline.segments[1])
    let cutValue = Self.sheet.value(target: 1, time: 0.2), cutVelocity = Self.sheet.velocity(target: 1, time: 0.2)
    #expect(abs(lift.shortfall - (1 - cutValue)) < 1e-12 && lift.shortfall > 0.05)
    #expect(settle.start == 0.2)
    #expect(abs(settle.startValue - cutValue) < 1e-12)
    #expect(abs(settle.startVelocity - cutVelocity) < 1e-12)
    // Continuous in value and velocity across the join.
    #expect(abs(timeline.value(at: 0.2 - 1e-9) - timeline.value(at: 0.2)) < 1e-6)
    #expect(abs(timeline.velocity(at: 0.2 - 1e-9) - timeline.velocity(at: 0.2)) < 1e-5)
    // The second segment is the spring from there, with that velocity, towards 0.
    let t = 0.35
    let expected = cutValue + Self.sheet.value(target: -cutValue, initialVelocity: cutVelocity, time: t - 0.2)
    #expect(abs(timeline.value(at: t) - expected) < 1e-12)
  }

  @Test func aStatedStartVelocityIsUsed() {
    let timeline = KeyframeTrack(.scale, [.spring(to: 1.2, duration: 0.3, spring: Self.sheet, startVelocity: 4)])
      .timeline
    #expect(timeline.segments[0].startValue == 1)  // a scale track starts at 1
    #expect(abs(timeline.velocity(at: 0) - 4) < 1e-12)
  }

  @Test func adjacentCubicKeyframesAreACatmullRomSpline() {
    // Knots (0, 0), (1, 1), (2, 3), (3, 4): inner tangents (3 − 0)/2 and (4 − 1)/2, both 1.5; the
    // track starts and ends at rest.
    let timeline = KeyframeTrack(
      .position,
      [
        .cubic(to: 1, duration: 1, startVelocity: nil, endVelocity: nil),
        .cubic(to: 3, duration: 1, startVelocity: nil, endVelocity: nil),
        .cubic(to: 4, duration: 1, startVelocity: nil, endVelocity: nil),
      ]
    ).timeline
    #expect(timeline.segments.map(\.startVelocity) == [0, 1.5, 1.5])
    #expect(timeline.segments.map(\.endVelocity) == [1.5, 1.5, 0])
    // Through every knot, with one velocity on both sides of it.
    for (t, v) in [(1.0, 1.0), (2.0, 3.0), (3.0, 4.0)] { #expect(abs(timeline.value(at: t) - v) < 1e-12) }
    #expect(abs(timeline.velocity(at: 1 - 1e-9) - timeline.velocity(at: 1)) < 1e-6)
    #expect(abs(timeline.velocity(at: 1) - 1.5) < 1e-12)
    // Hermite midpoint of the first segment: (p0 + p1)/2 + d(m0 − m1)/8 = 0.5 − 1.5/8.
    #expect(abs(timeline.value(at: 0.5) - (0.5 - 1.5 / 8)) < 1e-12)
  }

  @Test func aCubicTakesTheVelocityOfTheSegmentsAroundIt() {
    // After a linear segment: its end velocity (1 per second); before a linear one: its start velocity.
    let timeline = KeyframeTrack(
      .opacity, from: 0,
      [
        .linear(to: 1, duration: 1, curve: .bezier(.linear)),
        .cubic(to: 0.5, duration: 0.5, startVelocity: nil, endVelocity: nil),
        .linear(to: 0, duration: 0.25, curve: .bezier(.linear)),
      ]
    ).timeline
    #expect(abs(timeline.segments[1].startVelocity - 1) < 1e-12)
    #expect(abs(timeline.segments[1].endVelocity - (-2)) < 1e-12)
    #expect(abs(timeline.value(at: 1.5) - 0.5) < 1e-12)
    #expect(abs(timeline.value(at: 1.75)) < 1e-12)
  }

  @Test func aLinearSegmentFollowsItsCurveAndAMoveJumps() {
    let timeline = KeyframeTrack(
      .rotation,
      [
        .linear(to: 90, duration: 0.4, curve: .bezier(.easeInOut)),
        .move(to: 0),
        .linear(to: 45, duration: 0.2, curve: .bezier(.linear)),
      ]
    ).timeline
    #expect(abs(timeline.value(at: 0.2) - 90 * Easing.bezier(.easeInOut).progress(0.5)) < 1e-9)
    #expect(abs(timeline.duration - 0.6) < 1e-12)
    // Just after the move: from 0, not from 90.
    #expect(abs(timeline.value(at: 0.5) - 22.5) < 1e-9)
    #expect(abs(timeline.velocity(at: 0.5) - 225) < 1e-9)
    #expect(timeline.value(at: 5) == 45 && timeline.value(at: -1) == 0)
  }
}
