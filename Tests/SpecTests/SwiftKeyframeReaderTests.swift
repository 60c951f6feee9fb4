import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// SwiftUI keyframes read from Swift source, in each shape met in public apps' code (written
/// here in those shapes, not copied): the `keyframes:` closure of `.keyframeAnimator` (trailing,
/// or an argument beside `content:`), `KeyframeAnimator`, `KeyframeTimeline`, tracks with and
/// without a key path, keyframes straight in the closure, and what cannot be read said in a warning.
@Suite struct SwiftKeyframeReaderTests {
  static func read(_ source: String) throws -> Catalogue { try SwiftSourceReader.read(source, file: "V.swift") }

  @Test func aValueTypesTracksWithItsDefaults() throws {
    let catalogue = try Self.read(
      """
      import SwiftUI

      struct PopValues {
          var scale: CGFloat = 1
          var squash: CGFloat = 1
          var lift: CGFloat = 0
          var tilt: Angle = .zero
      }

      struct Pop: ViewModifier {
          let trigger: Int
          func body(content: Content) -> some View {
              content.keyframeAnimator(initialValue: PopValues(), trigger: trigger) { view, value in
                  view.scaleEffect(value.scale).offset(y: value.lift).rotationEffect(value.tilt)
              } keyframes: { _ in
                  KeyframeTrack(\\.scale) {
                      LinearKeyframe(0.9, duration: 0.07)
                      SpringKeyframe(1.2, duration: 0.2, spring: .snappy)
                      SpringKeyframe(1.0, spring: .smooth)
                  }
                  KeyframeTrack(\\.squash) {
                      LinearKeyframe(0.8, duration: 0.07)
                  }
                  KeyframeTrack(\\.lift) {
                      SpringKeyframe(-3, duration: 0.15, spring: Spring(mass: 1, stiffness: 300, damping: 20))
                  }
                  KeyframeTrack(\\.tilt) {
                      LinearKeyframe(.degrees(-5), duration: 0.07)
                      SpringKeyframe(.zero, spring: .smooth)
                  }
              }
          }
      }
      """)
    let s = try #require(catalogue.sequences.first)
    #expect(catalogue.sequences.count == 1)
    #expect(s.path == ["Pop", "keyframes15"])
    #expect(s.sequence.tracks.map(\.property) == [.scale, .position, .rotation])
    #expect(s.sequence.tracks.map(\.initialValue) == [1, 0, 0])
    #expect(
      s.sequence.track(.scale)?.keyframes == [
        .linear(to: 0.9, duration: 0.07, curve: .bezier(.linear)),
        .spring(to: 1.2, duration: 0.2, spring: .snappy, startVelocity: nil),
        .spring(to: 1, duration: nil, spring: .smooth, startVelocity: nil),
      ])
    #expect(s.sequence.track(.rotation)?.keyframes.first == .linear(to: -5, duration: 0.07, curve: .bezier(.linear)))
    #expect(s.location(track: 0, keyframe: 1) == SourceLocation(file: "V.swift", line: 18, column: 17))
    // A second track of one property (squash is a scale) is said, not merged.
    #expect(catalogue.warnings.contains { $0.message.contains("\\.squash is a second scale track") })
  }

  @Test func theClosureAsAnArgumentAndTheTimeline() throws {
    let catalogue = try Self.read(
      """
      struct Wiggle { var offset: CGFloat = 0; var angle = Angle.zero }
      struct Knock: View {
          @State var n = 0
          var body: some View {
              Text("no").keyframeAnimator(initialValue: Wiggle(offset: 4), trigger: n, content: { view, w in
                  view.offset(x: w.offset)
              }, keyframes: { _ in
                  KeyframeTrack(\\.offset) {
                      CubicKeyframe(-20, duration: 0.2)
                      CubicKeyframe(0, duration: 0.2)
                  }
              })
          }
      }
      let timeline = KeyframeTimeline(initialValue: Wiggle()) {
          KeyframeTrack(\\.angle) {
              CubicKeyframe(value: 10, duration: 0.3)
          }
      }
      """)
    #expect(catalogue.sequences.count == 2)
    // `Wiggle(offset: 4)`: the labelled value over the type's default.
    #expect(catalogue.sequences[0].sequence.track(.position)?.initialValue == 4)
    #expect(
      catalogue.sequences[1].sequence.track(.rotation)?.keyframes == [
        .cubic(to: 10, duration: 0.3, startVelocity: nil, endVelocity: nil)
      ])
  }

  @Test func aPlainValueTracksAndBareKeyframes() throws {
    let catalogue = try Self.read(
      """
      struct Badge: View {
          var body: some View {
              Circle()
                  .keyframeAnimator(initialValue: 1.0, trigger: count) { content, scale in
                      content.scaleEffect(scale)
                  } keyframes: { _ in
                      KeyframeTrack {
                          SpringKeyframe(1.1, duration: 0.2, spring: .snappy)
                          SpringKeyframe(1.0, spring: .bouncy)
                      }
                  }
                  .keyframeAnimator(initialValue: CGFloat(0), trigger: count) { content, offset in
                      content.offset(x: offset)
                  } keyframes: { _ in
                      MoveKeyframe(CGFloat(-4))
                      CubicKeyframe(CGFloat(0), duration: 0.3)
                  }
              KeyframeAnimator(initialValue: 0.0, repeating: true) { fade in
                  Dot().opacity(fade)
              } keyframes: { _ in
                  LinearKeyframe(1, duration: 0.5)
                  LinearKeyframe(0, duration: 0.5)
              }
          }
      }
      """)
    #expect(catalogue.sequences.count == 3)
    // The value itself: named by the content closure's value (scale, offset, fade).
    #expect(catalogue.sequences.map { $0.sequence.tracks[0].property } == [.scale, .position, .opacity])
    #expect(catalogue.sequences.map { $0.sequence.tracks[0].initialValue } == [1, 0, 0])
    #expect(catalogue.sequences[1].sequence.tracks[0].keyframes.first == .move(to: -4))
  }

  @Test func whatTheAppComputesIsSaidNotGuessed() throws {
    let catalogue = try Self.read(
      """
      enum Motion { static let quick = Animation.snappy }
      struct Quake { var x: CGFloat = 0; var glow: Double = 0; var zoom: CGFloat = 1 }
      struct Arena: View {
          var body: some View {
              Color.clear.keyframeAnimator(initialValue: Quake(), trigger: hits) { c, q in c.offset(x: q.x) } keyframes: { _ in
                  let power = strength(hits)
                  KeyframeTrack(\\.x) {
                      LinearKeyframe(10 * power, duration: 0.04)
                  }
                  KeyframeTrack(\\.glow) {
                      LinearKeyframe(0.3, duration: 0.05)
                  }
                  KeyframeTrack(\\.zoom) {
                      LinearKeyframe(1.1, duration: Tokens.fast)
                  }
              }
              Map().mapCameraKeyframeAnimator(trigger: go) { _ in
                  KeyframeTrack(\\.centerCoordinate) { MoveKeyframe(.home) }
              }
          }
      }
      """)
    let words = catalogue.warnings.map(\.message)
    #expect(
      words.contains { $0.hasPrefix("not read: keyframe track \\.x: LinearKeyframe(10 * power, duration: 0.04)") })
    #expect(words.contains { $0.contains("\\.glow animates something motionspec does not model") })
    #expect(words.contains { $0.hasPrefix("not read: keyframe track \\.zoom") })
    #expect(words.contains { $0.hasPrefix("not read: keyframe track \\.centerCoordinate") })
    #expect(catalogue.sequences.isEmpty && catalogue.tokens.map(\.id) == ["Motion.quick"])
  }

  @Test func eachBranchOfAConditionIsASequence() throws {
    let catalogue = try Self.read(
      """
      struct Mark: View {
          var body: some View {
              KeyframeAnimator(initialValue: 1.0, trigger: done) { scale in
                  Check().scaleEffect(scale)
              } keyframes: { _ in
                  if reduceMotion {
                      LinearKeyframe(1.0, duration: 0.001)
                  } else {
                      LinearKeyframe(0.2, duration: 0.001)
                      SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
                  }
              }
          }
      }
      """)
    #expect(catalogue.sequences.map { $0.sequence.tracks[0].keyframes.count } == [1, 2])
  }
}
