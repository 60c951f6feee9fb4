import Foundation
import MotionSpecCore
import MotionSpecExport
import Testing

@testable import MotionSpecCatalogue

/// Motion's keyframe arrays read as sequences (Fixtures/platforms/tsx/Keyframes.tsx holds every
/// shape met in public apps, written here in those shapes): Motion's rules for a value's
/// transition, its defaults, `times` and `ease`, springs; what only the running app knows said.
@Suite struct MotionKeyframesReaderTests {
  func read(_ text: String, file: String = "a.tsx") throws -> Catalogue {
    try ScriptSourceReader.read(text, file: file)
  }

  func notes(_ c: Catalogue) -> [String] { c.warnings.filter { $0.severity == .note }.map(\.message) }

  static let easeOut = Easing.bezier(.easeOut)
  static let easeInOut = Easing.bezier(.easeInOut)
  static let linear = Easing.bezier(.linear)

  @Test func everyShapeOfTheFixture() throws {
    let c = try catalogue("platforms/tsx/Keyframes.tsx")
    #expect(
      c.sequences.map(\.id) == [
        "cardVariants.pop", "cardVariants.slash", "Caret.span", "Caret.div", "Caret.i", "Caret.div.a", "Caret.div.b",
        "Defaults.div", "Defaults.div-2", "Defaults.div-3", "Defaults.div-4", "Springs.div", "Springs.div-2",
        "Drawer.animate", "Drawer.animate-2", "Drawer.start",
      ])
    // A variants label: the transition's `default` for scale (a constant's curve, times evenly
    // spaced), its own entry for opacity (Motion's easeInOut unless set).
    let pop = try #require(c.sequence("cardVariants.pop")).sequence
    let ease = Easing.bezier(try CubicBezier(0.22, 1, 0.36, 1))
    #expect(
      pop.track(.scale)
        == KeyframeTrack(
          .scale, from: 0.8,
          [.linear(to: 1.06, duration: 0.25, curve: ease), .linear(to: 1, duration: 0.25, curve: ease)]
        ))
    let opacity = try #require(pop.track(.opacity))
    #expect(opacity.keyframes.map(\.target) == [1, 1])
    #expect(zip(opacity.timeline.segments.map(\.duration), [0.18, 0.12]).allSatisfy { abs($0 - $1) < 1e-12 })
    // The caret: equal times are a jump.
    #expect(
      c.sequence("Caret.span")?.sequence.tracks == [
        KeyframeTrack(
          .opacity, from: 1,
          [
            .linear(to: 1, duration: 0.45, curve: Self.easeInOut), .move(to: 0),
            .linear(to: 0, duration: 0.45, curve: Self.easeInOut),
          ])
      ])
    // A delay holds the first value; of x and y, y moves most.
    let toast = try #require(c.sequence("Caret.div")).sequence
    #expect(toast.tracks.map(\.property) == [.position, .scale, .opacity])
    let y = try #require(toast.track(.position))
    #expect(y.initialValue == 20 && y.keyframes.map(\.target) == [20, -100, -120, -150])
    #expect(y.keyframes[0] == .linear(to: 20, duration: 0.25, curve: Self.linear))
    #expect(abs(toast.elementDuration - 1.75) < 1e-12)
    // A conditional: the transition whose times fit; a list of eases, one per segment, linear where
    // the list ends; angles in deg and turn.
    let wiggle = try #require(c.sequence("Caret.i")?.sequence.track(.rotation))
    #expect(wiggle.keyframes.map(\.target) == [-20, 20, 18, 0])
    let curves = wiggle.keyframes.compactMap { if case .linear(_, _, let e) = $0 { e } else { nil } }
    #expect(curves == [.bezier(.easeIn), .bezier(try CubicBezier(0.3, 0, 0.2, 1)), Self.linear, Self.linear])
    // Variants written on the element play with its transition; times that do not fit are spaced evenly.
    #expect(
      c.sequence("Caret.div.a")?.sequence.track(.position)?.keyframes == [
        .linear(to: 200, duration: 2, curve: Self.easeInOut)
      ])
    #expect(c.sequence("Caret.div.b")?.sequence.track(.position)?.keyframes.map(\.target) == [100, 200])
    // Motion's defaults.
    #expect(
      c.sequence("Defaults.div")?.sequence.tracks[0].keyframes == [
        .spring(to: 40, duration: nil, spring: Spring(stiffness: 500, damping: 25), startVelocity: nil)
      ])
    #expect(
      c.sequence("Defaults.div-2")?.sequence.tracks[0].keyframes == [
        .spring(
          to: 0, duration: nil, spring: Spring(stiffness: 550, damping: 2 * 550.0.squareRoot()), startVelocity: nil)
      ])
    #expect(
      c.sequence("Defaults.div-3")?.sequence.tracks[0].keyframes == [
        .linear(to: 1, duration: 0.3, curve: .bezier(.motionDefaultTween))
      ])
    #expect(
      c.sequence("Defaults.div-4")?.sequence.tracks[0].keyframes == [
        .linear(to: -10, duration: 0.4, curve: Self.easeInOut), .linear(to: 0, duration: 0.4, curve: Self.easeInOut),
      ])
    // Springs, as Motion's spring options say (Motion's conversions are the expression language's).
    let spring = try MotionExpression.parse(#"{ type: "spring", stiffness: 300, damping: 20 }"#).spring
    #expect(
      c.sequence("Springs.div")?.sequence.tracks == [
        KeyframeTrack(.position, from: 20, [.spring(to: 0, duration: nil, spring: spring!, startVelocity: nil)])
      ])
    #expect(c.sequence("Springs.div-2")?.sequence.tracks[0].keyframes.map(\.target) == [1.1])
    // animate(…) and controls.start(…).
    #expect(
      c.sequence("Drawer.animate")?.sequence.tracks[0].keyframes == [
        .linear(to: 1.08, duration: 0.2, curve: .bezier(try CubicBezier(0.4, 0, 0.2, 1))),
        .linear(to: 1, duration: 0.2, curve: .bezier(.easeIn)),
      ])
    let start = try #require(c.sequence("Drawer.start")?.sequence.tracks[0])
    #expect(start.keyframes.map(\.target) == [0, -30, 0])
    #expect(abs(start.timeline.duration - 1.75) < 1e-12)
    // A variants label is a sequence, not also tokens; the module's curve constant is a token.
    #expect(c.tokens.map(\.id) == ["EASE"])
    #expect(c.durations.isEmpty)
    // What only the running app knows, and what motionspec does not model, is said.
    let said = notes(c)
    for expected in [
      "keyframes cardVariants.slash: opacity: its delay, i * 0.3, is computed as the app runs; read without it",
      "keyframes Caret.span: it repeats; one play is read",
      "keyframes Caret.div: x moves too; the position track is y, which moves most",
      "keyframes Caret.i: its transition is chosen as the app runs; the first that fits is read",
      #"keyframes Caret.b: y is not read: the ease "circOut" is not a cubic Bézier, which motionspec models"#,
      "keyframes Caret.div.a: x: times has 3 entries for 2 keyframes, so Motion spaces the keyframes evenly",
      "keyframes Springs.div-2: scale: Motion's spring plays from the first keyframe to the last; the 1 between are not played",
      "keyframes Particles.div: y is not read: the keyframe height is computed as the app runs",
      "keyframes Particles.div: x is not read: '0%' is not a length in px",
      "keyframes Particles.div: opacity is not read: its duration, 2 + Math.random() * 2, is not a number of seconds",
      "keyframes Drawer.animate-2: opacity: its delay, stagger(0.05), is computed as the app runs; read without it",
    ] {
      #expect(said.contains(expected), "\(expected)")
    }
  }

  @Test func eachKeyframeIsPlacedWhereItIsWritten() throws {
    let text = "const App = () => (\n  <motion.div\n    animate={{ y: [0, -8,\n      0] }}\n  />\n)\n"
    let token = try #require(try read(text).sequence("App.div"))
    #expect(token.location == SourceLocation(file: "a.tsx", line: 3, column: 14))
    #expect(token.keyframeLocations[0].map(\.line) == [3, 4])
    #expect(token.keyframeLocations[0].map(\.column) == [23, 7])
  }

  /// One column convention in every reader: a column counts characters (Unicode scalars), so
  /// text before a place that is not ASCII moves it by one per character, not per byte.
  @Test func columnsCountCharactersNotBytes() throws {
    let text = "const App = () => (\n  <motion.div title=\"Fähre ⛴\" animate={{ y: [0, -8, 0] }} />\n)\n"
    let token = try #require(try read(text).sequence("App.div"))
    #expect(token.location?.column == 40, "43 if it counted bytes")
    let css = try CSSSourceReader.read(
      "/* é è ê */ @keyframes rise { from { opacity: 0 } to { opacity: 1 } }\n.a { animation: rise 200ms; }",
      file: "a.css")
    #expect(css.sequences.first?.location?.column == 13)
  }

  @Test func whatIsNotKeyframesIsSilent() throws {
    // Data arrays, a Web Animations call, a single target and a string variant are no keyframes.
    let text = """
      export const chart = { x: [0, 1, 2], y: [3, 4, 5] }
      export const motion = { fast: { duration: 0.2, ease: [0.4, 0, 0.2, 1] } }
      el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 300 })
      const Card = () => <motion.div animate={{ opacity: 1, y: 0 }} variants={cardVariants} initial="hidden" />
      """
    let c = try read(text, file: "a.ts")
    #expect(c.sequences.isEmpty)
    #expect(c.tokens.map(\.id) == ["motion.fast"])
    #expect(notes(c).isEmpty)
  }

  @Test func everyCutOfTheFixtureReadsOrIsRefusedWithoutACrash() throws {
    // Unclosed attributes, objects and arrays at every point of the file (the fuzzer's first
    // finding was `animate={transition={`, cut where its brace opens).
    let text = try String(
      contentsOf: fixtureRoot.appendingPathComponent("platforms/tsx/Keyframes.tsx"), encoding: .utf8)
    let bytes = Array(text.utf8)
    var (readCount, refused) = (0, 0)
    for end in stride(from: 0, to: bytes.count, by: 5) {
      let cut = String(decoding: bytes[..<end], as: UTF8.self)
      do {
        _ = try ScriptSourceReader.read(cut, file: "cut.tsx")
        readCount += 1
      } catch {
        refused += 1  // no motion yet in the cut: refused, as any such file is
      }
    }
    #expect(readCount > 0 && refused > 0)
    #expect(throws: CatalogueError.self) { try read("animate={transition={") }
    // An array a brace closes (the fuzzer's second finding: the object reader looped there).
    #expect(throws: CatalogueError.self) {
      try read(#"export const motion = { sheet: [ { type: "spring", stiffness: 200 }, toggle: 1, }"#, file: "m.ts")
    }
  }

  @Test func theMotionExportReadsBackAsTheSameSequences() throws {
    let built = try BuiltInCatalogue.load()
    let file = Exporter(catalogue: built).file(for: .motion)
    let back = try read(file.contents, file: "motion-tokens.ts")
    #expect(back.sequences.map(\.id) == built.sequences.map(\.id))
    #expect(back.tokens.count == built.tokens.count)
    for original in built.sequences {
      let read = try #require(back.sequence(original.id))
      #expect(read.sequence.stagger == original.sequence.stagger)
      #expect(read.sequence.tracks.map(\.property) == original.sequence.tracks.map(\.property))
      for (a, b) in zip(original.sequence.timelines, read.sequence.timelines) {
        let (low, high) = a.range
        var worst = 0.0
        for k in 0...400 {
          let t = a.duration * Double(k) / 400
          worst = max(worst, abs(a.value(at: t) - b.value(at: t)))
        }
        // Within the export's stated tolerance of the track's move (plus the file's 5 decimals).
        #expect(worst <= LinearEasing.defaultTolerance * (high - low) + 1e-3, "\(original.id): \(worst)")
        #expect(abs(a.duration - b.duration) < 1e-4)
      }
    }
  }

  @Test func anIdWithQuotesAndLineBreaksReadsBack() throws {
    var built = try BuiltInCatalogue.load()
    built.sequences[0].path = ["sheet", "pre\"sent\\\n*/ x"]
    let file = Exporter(catalogue: built).file(for: .motion)
    #expect(file.contents.contains(#"id: "sheet.pre\"sent\\\u000a*/ x","#))
    let back = try read(file.contents, file: "motion-tokens.ts")
    #expect(back.sequences.first?.path == ["sheet", "pre\"sent\\\n*/ x"])
  }

  @Test func moreTargetsThanACatalogueHoldsAreRefusedAndDeepBracketsEndTheRead() throws {
    // More elements with keyframes than a catalogue holds tokens, then brackets opened 100 000
    // deep and never closed: the read ends, refusing at the first target past the cap.
    var text = "export const Big = () => (<>\n"
    for i in 0...MotionLimits.tokenCount {
      text += "<motion.div animate={{ x: [0, \(i % 50), 0] }} transition={{ duration: 0.3 }} />\n"
    }
    text += "</>)\n" + String(repeating: "({[", count: 100_000)
    let error = #expect(throws: CatalogueError.self) { try read(text) }
    let messages = error?.diagnostics.map(\.message) ?? []
    #expect(messages == ["more than \(MotionLimits.tokenCount) keyframe targets in one file"])
    #expect(error?.diagnostics.first?.location?.line == MotionLimits.tokenCount + 2)
  }
}
