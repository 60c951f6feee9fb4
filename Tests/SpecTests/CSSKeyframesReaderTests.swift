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

  /// The `animation` shorthand by the CSS grammar: a `cubic-bezier(…)` with spaces after its
  /// commas is one word, the curve the rule plays, not CSS's default `ease` (the fill mode and
  /// the iteration count beside it change nothing). Keyframes two rules play are two sequences,
  /// each at its rule's duration and curve.
  @Test func aShorthandsCubicBezierIsItsCurve() throws {
    let catalogue = try Self.read(
      """
      @keyframes slide-in { from { transform: translateY(16px); } to { transform: none; } }
      .toast { animation: slide-in 300ms cubic-bezier(0.2, 0, 0, 1) both; }
      .chip {
        animation:
          slide-in 240ms steps(4, end) 1 forwards;
      }
      """)
    let toast = try #require(catalogue.sequence("toast")).sequence
    #expect(
      toast.track(.position)?.keyframes == [
        .linear(to: 0, duration: 0.3, curve: .bezier(try CubicBezier(0.2, 0, 0, 1)))
      ])
    // steps(4, end) jumps: motionspec draws no such curve, so the sequence plays on `ease`, and
    // says so where the keyframes are.
    let chip = try #require(catalogue.sequence("chip")).sequence
    #expect(chip.track(.position)?.keyframes == [.linear(to: 0, duration: 0.24, curve: .bezier(.caDefault))])
    let said = catalogue.warnings.filter { $0.severity == .warning }
    #expect(
      said.map(\.message) == [
        "@keyframes slide-in in .chip: its timing function steps(4, end) is not one motionspec draws (it jumps between values, or is not CSS): read with CSS's default, ease"
      ])
    #expect(said.first?.location?.line == 1)
  }

  /// CSS Nesting: a rule nested on the same element (`&:where(.open)`, inside `@media`) gets its
  /// parents' duration and curve, as the cascade gives them to that element, and is named by the
  /// resolved selector, not the raw fragment; a nested rule for other elements does not inherit.
  @Test func nestedRulesKeepTheirParentsTiming() throws {
    let catalogue = try Self.read(
      """
      @keyframes slide-in { from { transform: translateY(16px); } to { transform: none; } }
      @keyframes rise { from { translate: 0 8px; } to { translate: 0 0; } }
      .sheet {
        animation-duration: 250ms;
        animation-timing-function: cubic-bezier(0.2, 0, 0, 1);
        @media (prefers-reduced-motion: no-preference) {
          &:where(.open) { animation-name: slide-in; }
        }
        & .label { animation-name: rise; }
      }
      """)
    let sheet = try #require(catalogue.sequence("sheet")).sequence
    #expect(
      sheet.track(.position)?.keyframes == [
        .linear(to: 0, duration: 0.25, curve: .bezier(try CubicBezier(0.2, 0, 0, 1)))
      ])
    // `.sheet .label` is another element: no duration reaches it, so 1 s, said.
    let rise = try #require(catalogue.sequence("rise")).sequence
    guard case .linear(_, let riseDuration, _)? = rise.track(.position)?.keyframes.first else {
      return #expect(Bool(false), "a linear keyframe")
    }
    #expect(riseDuration == 1)
    #expect(
      catalogue.warnings.contains {
        $0.message == "@keyframes rise: no duration found where it is played: read over 1 s"
      })
  }

  /// A translation in `rem` is a movement: read at the browsers' default 16 px, and said (it
  /// was dropped, and a file whose only movement was in rem said "no motion found").
  @Test func remLengthsAreReadAtTheDefaultFontSize() throws {
    let catalogue = try Self.read(
      """
      @keyframes nudge { from { transform: translateY(1.5rem); } to { transform: translateY(0); } }
      .hint { animation: nudge 200ms ease-out; }
      """)
    let hint = try #require(catalogue.sequence("hint")).sequence
    #expect(hint.track(.position)?.initialValue == 24)
    #expect(
      catalogue.warnings.map(\.message).contains {
        $0.hasPrefix("@keyframes nudge: rem and em lengths are read at 16 px, the browsers' default font size")
          && $0.contains("--root-font-size")
      })
  }

  /// The page's own root font size, chosen on the command line or in `.motionspec.yml`: rem
  /// lengths read at it, with no note (nothing was assumed).
  @Test func aChosenRootFontSize() throws {
    let css = """
      @keyframes nudge { from { transform: translateY(1.5rem); } to { transform: translateY(0); } }
      .hint { animation: nudge 200ms ease-out; }
      """
    let catalogue = try CSSSourceReader.read(css, file: "a.css", rootFontSize: 20)
    #expect(catalogue.sequence("hint")?.sequence.track(.position)?.initialValue == 30)
    #expect(!catalogue.warnings.contains { $0.message.contains("rem and em") })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rootfont-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try css.write(to: folder.appendingPathComponent("a.css"), atomically: true, encoding: .utf8)
    try "read:\n  root-font-size: 10\n".write(
      to: folder.appendingPathComponent(".motionspec.yml"), atomically: true, encoding: .utf8)
    let path = folder.appendingPathComponent("a.css").path
    let fromPolicy = try CatalogueLoader.read([path]).catalogue
    #expect(fromPolicy.sequence("hint")?.sequence.track(.position)?.initialValue == 15)
    let chosen = try CatalogueLoader.read([path], selection: CatalogueSelection(rootFontSize: 18)).catalogue
    #expect(chosen.sequence("hint")?.sequence.track(.position)?.initialValue == 27, "the option wins over the policy")
    try "read:\n  root-font-size: 0\n".write(
      to: folder.appendingPathComponent(".motionspec.yml"), atomically: true, encoding: .utf8)
    #expect(throws: CatalogueError.self) { try LintPolicy.read(folder.appendingPathComponent(".motionspec.yml").path) }
  }

  /// The cascade across rules, as stylesheets write it: the timing on a rule that matches every
  /// element a more specific rule names keyframes on (`[data-animate]` for
  /// `[data-animate="rise"]`, `.card.playing` for `.card.playing.fade`), and longhands written as
  /// lists matched to `animation-name`'s by position.
  @Test func theCascadeAcrossRulesAndLonghandLists() throws {
    let catalogue = try Self.read(
      """
      @keyframes rise { from { translate: 0 12px; } to { translate: 0 0; } }
      @keyframes fade { from { opacity: 0; } to { opacity: 1; } }
      @keyframes bob { from { translate: 0 -4px; } to { translate: 0 0; } }
      [data-animate] { animation-duration: 0.8s; animation-timing-function: cubic-bezier(0.4, 0, 0.2, 1); }
      [data-animate="rise"] { animation-name: rise; }
      .card.playing { animation-duration: 300ms; }
      .card.playing.fade { animation-name: fade; }
      .float { animation-name: bob, rise; animation-duration: 0.3s, 1.5s; animation-timing-function: ease-out, linear; }
      """)
    guard
      case .linear(_, let riseDuration, let riseCurve)? = catalogue.sequence("rise")?.sequence.track(.position)?
        .keyframes.first
    else { return #expect(Bool(false), "rise: \(catalogue.sequences.map(\.id))") }
    let standard = Easing.bezier(try CubicBezier(0.4, 0, 0.2, 1))
    #expect(riseDuration == 0.8 && riseCurve == standard)
    guard
      case .linear(_, let fadeDuration, _)? = catalogue.sequence("card.playing.fade")?.sequence.track(.opacity)?
        .keyframes.first
    else { return #expect(Bool(false), "card.playing.fade: \(catalogue.sequences.map(\.id))") }
    #expect(fadeDuration == 0.3)
    // `.float` plays bob at 0.3 s on ease-out and rise at 1.5 s, linear, on the same property: a
    // sequence each (the keyframes in the order the file declares them), the second named by both.
    let float = try #require(catalogue.sequence("float")).sequence
    #expect(float.track(.position)?.keyframes == [.linear(to: 0, duration: 1.5, curve: .bezier(.linear))])
    let bob = try #require(catalogue.sequence("float-bob")).sequence
    #expect(bob.track(.position)?.keyframes == [.linear(to: 0, duration: 0.3, curve: .bezier(.easeOut))])
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
