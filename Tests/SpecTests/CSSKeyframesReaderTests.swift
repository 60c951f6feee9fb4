import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// CSS `@keyframes` read as sequences, in the shapes stylesheets use (written here in those
/// shapes, not copied): merged selectors, `transform` functions, per-stop timing functions, the
/// rule that plays them, and what is not motion said.
@Suite struct CSSKeyframesReaderTests {
  static func read(_ css: String) throws -> Catalogue { try CSSSourceReader.read(css, file: "a.css") }

  @Test func stopsPropertiesAndTimings() throws {
    let catalogue = try Self.read(
      """
      /* Drops in from above, squashed. */
      @keyframes dropIn {
        from, 60%, to { animation-timing-function: cubic-bezier(0.2, 0.6, 0.35, 1); }
        0% { opacity: 0; transform: translate3d(0, -200px, 0) scaleY(2); }
        60% { opacity: 1; transform: translate3d(0, 20px, 0) scaleY(0.9); }
        to { transform: translate3d(0, 0, 0); }
      }
      .drop { animation: dropIn 500ms both; }
      """)
    let sequence = try #require(catalogue.sequence("drop")).sequence
    let curve = Easing.bezier(try CubicBezier(0.2, 0.6, 0.35, 1))
    #expect(
      sequence.track(.position)?.keyframes == [
        .linear(to: 20, duration: 0.3, curve: curve), .linear(to: 0, duration: 0.2, curve: curve),
      ])
    #expect(sequence.track(.position)?.initialValue == -200)
    // A transform without a scale is scale 1; opacity not given at 100 % is at rest, 1.
    #expect(sequence.track(.scale)?.keyframes.last == .linear(to: 1, duration: 0.2, curve: curve))
    #expect(
      sequence.track(.opacity)?.keyframes == [
        .linear(to: 1, duration: 0.3, curve: curve), .linear(to: 1, duration: 0.2, curve: curve),
      ])
  }

  @Test func theRuleThatPlaysThemAndItsList() throws {
    let catalogue = try Self.read(
      """
      @keyframes lift { to { translate: 0 -8px; } }
      @keyframes fade { from { opacity: 0% } 40% { opacity: 100%; animation-timing-function: steps(1, jump-start) } to { opacity: 0.5 } }
      @keyframes spin { to { rotate: 0.25turn } }
      .card-in { animation: lift 300ms ease-out, fade 200ms linear; }
      .loader { animation-name: spin; animation-duration: 1.2s; animation-timing-function: linear; }
      """)
    let card = try #require(catalogue.sequence("card-in")).sequence
    #expect(card.track(.position)?.keyframes == [.linear(to: -8, duration: 0.3, curve: .bezier(.easeOut))])
    #expect(
      card.track(.opacity)?.keyframes == [
        .linear(to: 1, duration: (40.0 - 0) / 100 * 0.2, curve: .bezier(.linear)), .move(to: 0.5),
        .linear(to: 0.5, duration: 0.12, curve: .bezier(.linear)),
      ])
    #expect(
      catalogue.sequence("loader")?.sequence.track(.rotation)?.keyframes == [
        .linear(to: 90, duration: 1.2, curve: .bezier(.linear))
      ])
  }

  @Test func whatIsNotMotionIsSaid() throws {
    let catalogue = try Self.read(
      """
      :root { --fast: 150ms; }
      @keyframes wobble { 50% { transform: skewX(10deg); } }
      @keyframes tick { to { opacity: 0; animation-timing-function: steps(4) } from { opacity: 1; animation-timing-function: steps(4) } }
      """)
    #expect(catalogue.sequences.isEmpty)
    #expect(
      catalogue.warnings.contains { $0.message.contains("@keyframes tick opacity: the timing function 'steps(4)'") })
    #expect(catalogue.warnings.contains { $0.message.contains("no rule plays it") })
  }
}
