import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// Compose's `keyframes { … }` in Kotlin read as sequences (Fixtures/platforms/kotlin/Keyframes.kt
/// holds every shape met in public apps): Compose's rules for easings, starts, ends and delays,
/// and the specs chosen as the app runs left alone with a note.
@Suite struct ComposeKeyframesTests {
  func read(_ text: String) throws -> Catalogue {
    try PlatformSourceReader.read(text, file: "k.kt", language: .kotlin)
  }

  @Test func everyShapeOfTheFixture() throws {
    let c = try catalogue("platforms/kotlin/Keyframes.kt")
    #expect(c.sequences.map(\.id) == ["pressScale", "card-offset", "fade", "fadeIn"])
    // Written straight into fadeIn: named by it, from its alpha 0 to 1 (Compose's defaults).
    let fadeIn = try #require(c.sequence("fadeIn")?.sequence.track(.opacity))
    #expect(fadeIn.initialValue == 0 && fadeIn.keyframes.map(\.target) == [0.6, 1])
    #expect(abs(fadeIn.timeline.duration - 0.24) < 1e-12)
    // A declaration, with the file's constants and its own easing; Compose's easing is the one
    // written at the keyframe a segment starts from.
    let press = try #require(c.sequence("pressScale")).sequence
    let own = Easing.bezier(try CubicBezier(0.2, 0, 0, 1))
    let fastOutSlowIn = Easing.bezier(try CubicBezier(0.4, 0, 0.2, 1))
    #expect(
      press.tracks == [
        KeyframeTrack(
          .scale, from: 1,
          [.linear(to: 1.2, duration: 0.12, curve: own), .linear(to: 1, duration: 0.18, curve: fastOutSlowIn)])
      ])
    // Named by its label; `with`; Dp and bracketed negatives; `total / 5` of a local `val total = 1200`.
    let offset = try #require(c.sequence("card-offset")).sequence
    let track = try #require(offset.track(.position))
    #expect(track.initialValue == 0)
    #expect(track.keyframes.map(\.target) == [-12, 8, 8])
    #expect(offset.elementDuration == 1.2)
    guard case .linear(_, let first, let easing) = track.keyframes[0] else {
      Issue.record("not linear")
      return
    }
    let linearOutSlowIn = Easing.bezier(try CubicBezier(0, 0, 0.2, 1))
    #expect(abs(first - 0.24) < 1e-12 && easing == linearOutSlowIn)
    // Waits 0.1 s, starts at initialValue, ends at targetValue at DefaultDurationMillis − 100.
    let fade = try #require(c.sequence("fade")).sequence
    let opacity = try #require(fade.track(.opacity))
    #expect(opacity.initialValue == 0)
    #expect(opacity.keyframes.map(\.target) == [0, 0.6, 1])
    #expect(abs(fade.elementDuration - 0.3) < 1e-12)
    // The notes: an end not in the spec, and the two specs left to the running app.
    let notes = c.warnings.filter { $0.severity == .note }.map(\.message)
    #expect(notes.contains { $0.contains("card-offset ends where its animation ends") })
    #expect(notes.contains { $0.contains("chosen as the app runs (`when`)") })
    #expect(notes.contains { $0.contains("keyframesWithSpline is not read") })
  }

  /// The track is what the value a spec animates is named (`val scale by …`); the label names
  /// the sequence, as the inspector shows it, but says nothing of what moves.
  @Test func theTrackIsTheAnimatedValuesNotTheLabels() throws {
    let c = try read(
      """
      @Composable
      fun Pulse() {
        val transition = rememberInfiniteTransition(label = "pulse")
        val scale by transition.animateFloat(
          initialValue = 1f, targetValue = 1f,
          animationSpec = infiniteRepeatable(animation = keyframes {
            durationMillis = 400
            1.2f at 200
          }),
          label = "pulse"
        )
      }
      """)
    let pulse = try #require(c.sequences.first)
    #expect(pulse.id == "pulse")
    #expect(pulse.sequence.tracks.map(\.property) == [.scale])
  }

  @Test func eachKeyframeIsPlacedWhereItIsWritten() throws {
    let text = "val wobble = keyframes<Float> {\n  durationMillis = 200\n  0f at 0\n  10f at 100\n  0f at 200\n}\n"
    let token = try #require(try read(text).sequence("wobble"))
    #expect(token.location == SourceLocation(file: "k.kt", line: 1, column: 14))
    #expect(token.keyframeLocations[0].map(\.line) == [4, 5])
    #expect(token.sequence.tracks[0].keyframes.map(\.target) == [10, 0])
  }

  /// Compose orders keyframes by time, and keeps the last one written at a time.
  @Test func keyframesOutOfOrderAndRepeated() throws {
    let text =
      "val jiggle = keyframes<Float> {\n  durationMillis = 300\n  2f at 200\n  0f at 0\n  1f at 100\n  3f at 200\n}\n"
    let track = try #require(try read(text).sequence("jiggle")).sequence.tracks[0]
    #expect(track.initialValue == 0)
    #expect(track.keyframes.map(\.target) == [1, 3, 3])
  }

  @Test func whatIsKnownOnlyAsTheAppRunsIsANote() throws {
    for body in ["durationMillis = speed * 2", "delayMillis = delay", "0f at start", "0f at 0 using someEasing()"] {
      let text =
        "val ok = spring<Float>(dampingRatio = 0.8f, stiffness = 380f)\nval k = keyframes<Float> {\n  \(body)\n  1f at 100\n}\n"
      let c = try read(text)
      #expect(c.sequences.isEmpty, "\(body)")
      #expect(c.warnings.contains { $0.severity == .note && $0.location?.line == 3 }, "\(body): \(c.warnings)")
    }
  }

  /// A file of more specs than a catalogue may hold tokens is refused at the first one past it.
  @Test func moreSpecsThanACatalogueHoldsAreRefused() throws {
    let text = String(repeating: "val k = keyframes<Float> { 1f at 0 }\n", count: MotionLimits.tokenCount + 1)
    do {
      _ = try read(text)
      Issue.record("read")
    } catch let error as CatalogueError {
      let refusal = try #require(error.diagnostics.first { $0.severity == .error })
      #expect(refusal.message.contains("more than \(MotionLimits.tokenCount) keyframe specs"))
      #expect(refusal.location?.line == MotionLimits.tokenCount + 1)
    }
  }

  @Test func aKeyframesWordThatIsNoSpecIsSilent() throws {
    let text =
      "val ok = spring<Float>(dampingRatio = 0.8f, stiffness = 380f)\nval keyframes = listOf(1, 2)\nfun keyframes() = 3\n"
    let c = try read(text)
    #expect(c.sequences.isEmpty)
    #expect(!c.warnings.contains { $0.message.contains("keyframes") }, "\(c.warnings)")
  }
}
