import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import Testing

@testable import MotionSpecExport

/// The SwiftUI and DTCG exports read back by motionspec's own readers to the same physics.
@Suite struct RoundTripTests {
  @Test(arguments: [0, 1])
  func swiftUIReadsBackToTheSamePhysics(_ which: Int) throws {
    let catalogue = try catalogues()[which]
    let exporter = Exporter(catalogue: catalogue)
    let text = exporter.file(for: .swiftUI).contents
    let back = try SwiftSourceReader.read(text, file: "MotionTokens.swift")
    // Each token is written as an Animation, and a spring also as its Spring (`…Spring`): the
    // companion is the same token, so the file reads back as exactly the catalogue's tokens.
    #expect(back.tokens.count == catalogue.tokens.count)
    #expect(!back.warnings.contains { $0.rule == "duplicate-physics" }, "\(back.warnings)")
    for (original, read) in zip(catalogue.tokens, back.tokens) {
      // Names and groups as the catalogue has them (the `- Token:` callout), and its description.
      #expect(read.id == original.id, "\(read.id)")
      #expect(read.description == original.description, "\(read.id)")
      #expect(
        physicsDistance(read.animation, original.animation) <= 1e-12,
        "\(original.id) → \(read.id): \(read.animation.swiftUI)")
      expectSameVariant(read, original)
    }
    // `motionspec diff CATALOGUE EXPORT`: no motion changed, nothing renamed, added or removed.
    let diff = CatalogueDiff.compare(base: catalogue, head: back)
    #expect(diff.count(.changed) + diff.count(.renamed) + diff.count(.added) + diff.count(.removed) == 0)
    // A Spring whose name only looks like a companion (another spring) is still a token.
    let lookalike = try SwiftSourceReader.read(
      """
      enum Motion {
        static let heavy: Animation = .spring(duration: 0.55, bounce: 0.18)
        static let heavySpring: Spring = Spring(duration: 0.4, bounce: 0.1)
      }
      """, file: "m.swift")
    #expect(lookalike.tokens.count == 2)
  }

  /// The Compose export's tokens, each a function (`fun <T> heavy(): SpringSpec<T>`), read back in
  /// order with the same physics (stiffness and ratio as Kotlin Floats); each token's Android
  /// views companion (`heavyForce()`, `fadeInterpolator()`) is that token, not another.
  @Test func composeReadsBackToTheSamePhysics() throws {
    let catalogue = try catalogues()[0]
    let text = Exporter(catalogue: catalogue).file(for: .compose).contents
    let back = try PlatformSourceReader.read(text, file: "MotionTokens.kt", language: .kotlin)
    #expect(back.tokens.count == catalogue.tokens.count)
    #expect(!back.warnings.contains { $0.rule == "duplicate-physics" }, "\(back.warnings)")
    for (original, read) in zip(catalogue.tokens, back.tokens) {
      // Named by the file's objects (MotionTokens.Motion.heavy for motion.heavy).
      #expect(read.id.lowercased().hasSuffix(original.id.lowercased()), "\(read.id) for \(original.id)")
      #expect(physicsDistance(read.animation, original.animation) <= 1e-6, "\(original.id): \(read.definition)")
    }
    // A function that takes an argument it must be given is not a token; a companion lookalike
    // with another spring is one.
    let lookalike = try PlatformSourceReader.read(
      """
      object Motion {
        fun <T> fast(visibilityThreshold: T? = null): SpringSpec<T> = spring(dampingRatio = 0.8f, stiffness = 380f)
        fun fastForce(): SpringForce = SpringForce().setDampingRatio(0.5f).setStiffness(380f)
        fun scaled(factor: Float): SpringSpec<Float> = spring(dampingRatio = 0.8f, stiffness = 380f * factor)
        fun <T> Motion.extended(): SpringSpec<T> = spring(dampingRatio = 0.9f, stiffness = 200f)
        fun <T> bouncy(
          dampingRatio: Float = Spring.DampingRatioMediumBouncy,
          stiffness: Float = Spring.StiffnessMedium
        ): SpringSpec<T> = spring(
          dampingRatio = dampingRatio,
          stiffness = stiffness
        )
      }
      """, file: "m.kt", language: .kotlin)
    #expect(lookalike.tokens.map(\.id) == ["Motion.fast", "Motion.fastForce", "Motion.bouncy"])
    // Each parameter is its default in the body; the arguments' labels stay labels.
    let bouncy = try #require(lookalike.tokens.last?.animation.spring)
    #expect(abs(bouncy.dampingRatio - 0.5) < 1e-12 && abs(bouncy.stiffness - 1500) < 1e-9)
  }

  @Test(arguments: [0, 1])
  func dtcgReadsBackToTheSamePhysics(_ which: Int) throws {
    let catalogue = try catalogues()[which]
    let text = Exporter(catalogue: catalogue).file(for: .dtcg).contents
    let back = try DTCGReader.read(text, file: "motion.tokens.json")
    #expect(back.tokens.count == catalogue.tokens.count)
    for original in catalogue.tokens {
      let read = try #require(back.token(original.id), "\(original.id) is missing")
      #expect(physicsDistance(read.animation, original.animation) <= 1e-12, "\(original.id): \(read.definition)")
      #expect(
        read.description == original.description || read.description?.hasPrefix(original.description ?? "") == true)
      expectSameVariant(read, original)
    }
  }

  /// Names DTCG reserves (a leading `$`, `{`, `}`, `.`) are written as names it allows, each
  /// change reported, so the file reads back — references and reduced-motion variants included —
  /// and a spring that settles after the readers' 10 000 s keeps its stand-in within them.
  @Test func reservedNamesAndLongSpringsReadBack() throws {
    let original = try CatalogueLoader.parse(
      """
      tokens:
        "$value": .smooth
        "a.b":
          value: .snappy
          reducedMotion: long
        "{c}": .bouncy
        "$grp":
          "x.y": .smooth(duration: 0.3)
          "x_y": .smooth(duration: 0.4)
        long: .spring(duration: 9000, bounce: 0.3)
      """, file: "reserved.yaml")
    let exporter = Exporter(catalogue: original)
    let file = exporter.file(for: .dtcg)
    let back = try CatalogueLoader.parse(file.contents, file: "motion.tokens.json")
    #expect(
      Set(back.tokens.map(\.id)) == ["value", "a_b", "c", "grp.x_y", "grp.x_y2", "long"], "\(back.tokens.map(\.id))")
    #expect(back.token("a_b")?.reducedMotion?.token == "long")
    for (written, id) in [("value", "$value"), ("a_b", "a.b"), ("c", "{c}"), ("grp.x_y", "$grp.x.y"), ("long", "long")]
    {
      let read = try #require(back.token(written))
      let token = try #require(original.token(id))
      #expect(CatalogueDiff.playsTheSame(read.animation, token.animation), "\(id)")
    }
    let renamed = Set(file.warnings.filter { $0.message.contains("DTCG names cannot") }.map(\.token))
    #expect(renamed == ["$value", "a.b", "{c}", "$grp.x.y", "$grp.x_y"], "\(renamed)")
  }

  /// `export --to figma` reads back as Figma variables: every token, the same curve (Figma's
  /// easings have no delay, speed or repetition: those tokens say so in a warning instead).
  @Test(arguments: [0, 1])
  func figmaVariablesReadBackToTheSameCurves(_ which: Int) throws {
    let catalogue = try catalogues()[which]
    let exporter = Exporter(catalogue: catalogue)
    let text = exporter.file(for: .figma).contents
    #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    let back = try DTCGReader.read(text, file: "motion.figma.json")
    #expect(back.tokens.count == catalogue.tokens.count)
    for original in catalogue.tokens {
      let read = try #require(back.token(original.id), "\(original.id) is missing")
      let a = original.animation
      let isLinearStops = if case .timing(let c) = a.curve { c.easing.stops != nil } else { false }
      guard a.delay == 0, a.speed == 1, a.initialVelocity == 0, !a.repetition.repeats, !isLinearStops else {
        let t = try #require(exporter.tokens.first { $0.token.id == original.id })
        #expect(!exporter.warnings(t, for: .figma).isEmpty, "\(original.id) loses something unsaid")
        continue
      }
      #expect(physicsDistance(read.animation, a) <= 1e-9, "\(original.id): \(read.definition) vs \(a.swiftUI)")
      #expect((read.description ?? "").hasPrefix(original.description ?? ""), "\(original.id)")
    }
  }

  /// The reduced-motion variant survived the trip: present or not, none or the same physics.
  func expectSameVariant(_ read: Token, _ original: Token) {
    #expect((read.reducedMotion == nil) == (original.reducedMotion == nil), "\(original.id): variant lost or invented")
    guard let r = read.reducedMotion, let o = original.reducedMotion else { return }
    #expect((r.animation == nil) == (o.animation == nil), "\(original.id): \(r.definition) vs \(o.definition)")
    if let a = r.animation, let b = o.animation {
      #expect(physicsDistance(a, b) <= 1e-12, "\(original.id): \(r.definition) vs \(o.definition)")
    }
  }

  /// A token pasted from another platform is the same spring as its SwiftUI twin.
  @Test func platformFormsReadAsTheirPhysics() throws {
    // Compose: mass 1 (androidx.compose.animation.core SpringSimulation); constants from Spring.
    let compose = try MotionExpression.parse("spring(dampingRatio = 0.8f, stiffness = 380f)")
    #expect(abs(compose.spring!.dampingRatio - 0.8) < 1e-15 && abs(compose.spring!.stiffness - 380) < 1e-9)
    let constants = try MotionExpression.parse("spring<Float>(Spring.DampingRatioMediumBouncy, Spring.StiffnessLow)")
    #expect(abs(constants.spring!.dampingRatio - 0.5) < 1e-15 && abs(constants.spring!.stiffness - 200) < 1e-9)
    let defaults = try MotionExpression.parse("spring()")
    #expect(abs(defaults.spring!.dampingRatio - 1) < 1e-15 && abs(defaults.spring!.stiffness - 1500) < 1e-9)
    // Figma / any physical config, Flutter, Reanimated 4 defaults (mass 4, stiffness 900, damping 120).
    let figma = try MotionExpression.parse("{ mass: 1, stiffness: 300, damping: 20 }")
    let flutter = try MotionExpression.parse("const SpringDescription(mass: 1.0, stiffness: 300.0, damping: 20.0)")
    let reanimated = try MotionExpression.parse("withSpring(offset.value, { stiffness: 300, damping: 20, mass: 1 })")
    for other in [flutter, reanimated] { #expect(physicsDistance(other, figma) <= 1e-15) }
    let reanimatedDefaults = try MotionExpression.parse("withSpring(1, {})")
    #expect(
      abs(reanimatedDefaults.spring!.mass - 4) < 1e-15 && abs(reanimatedDefaults.spring!.stiffness - 900) < 1e-9
        && abs(reanimatedDefaults.spring!.damping - 120) < 1e-9)
    // react-spring: tension and friction are stiffness and damping (defaults 170, 26).
    let reactSpring = try MotionExpression.parse("{ tension: 170, friction: 26 }")
    #expect(abs(reactSpring.spring!.stiffness - 170) < 1e-9 && abs(reactSpring.spring!.damping - 26) < 1e-9)
    // Motion's visualDuration: ω₀ = 2π / (1.2 · visualDuration), ζ = 1 − bounce (Motion's spring generator).
    let visual = try MotionExpression.parse(#"{ type: "spring", visualDuration: 0.5, bounce: 0.25 }"#)
    #expect(abs(visual.spring!.duration - 0.6) < 1e-12 && abs(visual.spring!.dampingRatio - 0.75) < 1e-12)
    // Its SwiftUI equivalent reads back to the same physics.
    for parsed in [compose, figma, reactSpring, visual] {
      #expect(physicsDistance(try MotionExpression.parse(parsed.swiftUI), parsed) <= 1e-12, "\(parsed.swiftUI)")
    }
  }

  @Test func platformFormErrorsPointAtTheFault() {
    let cases: [(String, Int, String)] = [
      ("spring(dampingRatio = 0.8f, stifness = 380f)", 28, "did you mean 'stiffness'"),
      (#"{ type: "spring", stiffness: 100, velocity: 40 }"#, 34, "value units per second"),
      (#"{ type: "spring", duration: 0.8, bounce: 0.25 }"#, 18, "fitted numerically"),
      ("{ stiffness: 100 }", 0, "needs stiffness and damping"),
      ("SpringDescription(mass: 1, stiffness: 100)", 42, "missing argument 'damping'"),
      ("spring(dampingRatio = -1f)", 22, "must be 0 or more"),
      (#"{ type: "tween", duration: 0.3 }"#, 8, "not a spring"),
    ]
    for (text, column, words) in cases {
      do {
        let parsed = try MotionExpression.parse(text)
        Issue.record("\(text) was read as \(parsed.swiftUI)")
      } catch {
        #expect(error.offset == column && error.message.contains(words), "\(text): \(error.offset) \(error.message)")
      }
    }
  }

  @Test func catalogueFormsAcceptPlatformTokens() throws {
    let catalogue = try catalogues()[1]
    let android = try #require(catalogue.token("written elsewhere.android"))
    #expect(
      abs(android.animation.spring!.dampingRatio - 0.5) < 1e-15 && abs(android.animation.spring!.stiffness - 400) < 1e-9
    )
    let figma = try #require(catalogue.token("written elsewhere.figma"))
    #expect(abs(figma.animation.spring!.damping - 20) < 1e-12 && figma.definition.contains("stiffness: 300"))
    // A DTCG payload in Compose's terms.
    let dtcg =
      #"{"sheet": {"$type": "transition", "$value": {"duration": {"value": 300, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.2, 0, 0, 1]}, "$extensions": {"com.motionspec.spring": {"dampingRatio": 0.8, "stiffness": 380}}}}"#
    let read = try DTCGReader.read(dtcg, file: "android.tokens.json")
    let compose = try MotionExpression.parse("spring(dampingRatio = 0.8f, stiffness = 380f)")
    #expect(physicsDistance(read.tokens[0].animation, compose) <= 1e-15)
  }
}

/// What a catalogue says survives its export: aliases stay references (so reading the export
/// back finds no duplicate the original did not have), and a curve without a duration gets none.
@Suite struct SaidAsWrittenTests {
  static let source = """
    import SwiftUI
    enum Semantic {
      /// Layout changes.
      static let standard: Animation = .smooth(duration: 0.38)
      /// Semantic alias for expanding content.
      static let expand = Semantic.standard
      /// A spring shared by panels.
      static let panel: Spring = .init(response: 0.5, dampingRatio: 0.78)
      /// Panels, as an animation with a blend.
      static let panelAnimation: Animation = .spring(panel, blendDuration: 0.2)
      static let heavy = Animation.spring(duration: 0.55, bounce: 0.18)
      static let drop = Semantic.heavy
    }
    """

  func findings(_ c: Catalogue) -> [String] {
    Lint.check(c).filter { $0.rule == "duplicate-physics" && $0.severity != .note }.map(\.token)
  }

  @Test(arguments: [(Platform.dtcg, "motion.tokens.json"), (.swiftUI, "MotionTokens.swift")])
  func aliasesExportAsReferences(_ platform: Platform, _ name: String) throws {
    let original = try CatalogueLoader.parse(Self.source, file: "Motion.swift")
    #expect(findings(original).isEmpty)
    let text = Exporter(catalogue: original).file(for: platform).contents
    let back = try CatalogueLoader.parse(text, file: name)
    #expect(findings(back).isEmpty, "\(platform): \(findings(back))")
    #expect(back.token("Semantic.expand")?.aliasOf == "Semantic.standard")
    #expect(back.token("Semantic.drop")?.aliasOf == "Semantic.heavy")
    for token in original.tokens {
      let read = try #require(back.token(token.id))
      #expect(CatalogueDiff.playsTheSame(read.animation, token.animation), "\(token.id)")
    }
    #expect(CatalogueDiff.compare(base: original, head: back).count(.changed) == 0)
  }

  @Test func aCurveWithoutADurationGetsNoneInvented() throws {
    let original = try CatalogueLoader.parse(
      #"{"easing": {"$type": "cubicBezier", "standard": {"$value": [0.4, 0, 0.2, 1]}}, "exit": {"$type": "cubicBezier", "leave": {"$value": [0.4, 0, 1, 1]}}}"#,
      file: "e.tokens.json")
    #expect(original.tokens.allSatisfy { !$0.hasOwnDuration })
    let exporter = Exporter(catalogue: original)
    let dtcg = exporter.file(for: .dtcg).contents
    #expect(!dtcg.contains("\"duration\""))
    let back = try CatalogueLoader.parse(dtcg, file: "motion.tokens.json")
    #expect(back.tokens.allSatisfy { !$0.hasOwnDuration })
    #expect(Lint.check(back).map(\.rule) == Lint.check(original).map(\.rule))
    let figma = exporter.file(for: .figma).contents
    #expect(!figma.contains("\"TIMING\""))
    let figmaBack = try CatalogueLoader.parse(figma, file: "motion.figma.json")
    #expect(figmaBack.tokens.allSatisfy { !$0.hasOwnDuration })
    // SwiftUI plays a curve over its default, which the file leaves unwritten, and the
    // `- Duration: none` callout keeps it a curve alone: an entrance and an exit that are curves
    // gain no exit-not-shorter warning when read back.
    let pair = try CatalogueLoader.parse(
      #"{"easing": {"$type": "cubicBezier", "enter": {"$value": [0.2, 0, 0, 1]}, "exit": {"$value": [0.3, 0, 1, 1]}}}"#,
      file: "p.tokens.json")
    let swiftUI = Exporter(catalogue: pair).file(for: .swiftUI).contents
    #expect(swiftUI.contains(".timingCurve(0.2, 0, 0, 1)\n") && !swiftUI.contains("duration: 0.35"))
    let swiftBack = try CatalogueLoader.parse(swiftUI, file: "MotionTokens.swift")
    #expect(swiftBack.tokens.count == 2 && swiftBack.tokens.allSatisfy { !$0.hasOwnDuration })
    #expect(Lint.check(swiftBack).map(\.rule) == Lint.check(pair).map(\.rule))
  }
}

/// The sequences of `MotionTokens.swift` read back through the Swift reader as the same sequences.
@Suite struct SequenceRoundTripTests {
  /// A sequence of every keyframe kind — a cubic with a stated end velocity, a jump, a spring with
  /// a start velocity, a curve — and a centred stagger.
  static let cardFlip = SequenceToken(
    path: ["card", "flip"], description: "Every kind of keyframe.",
    sequence: MotionSequence(
      tracks: [
        KeyframeTrack(
          .rotation, from: 0,
          [
            .cubic(to: 90, duration: 0.2, startVelocity: nil, endVelocity: 100),
            .move(to: -90),
            .spring(to: 0, duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.2), startVelocity: 50),
          ]),
        KeyframeTrack(.scale, from: 1, [.linear(to: 0.9, duration: 0.1, curve: .bezier(.easeInOut))]),
      ], stagger: Stagger(count: 5, interval: 0.03, order: .center)))

  @Test func swiftUIKeyframesReadBackAsTheSameSequences() throws {
    var catalogue = try BuiltInCatalogue.load()
    // Every keyframe kind, a stated velocity, a curve and a centred stagger beside the built-in two.
    catalogue.sequences.append(Self.cardFlip)
    let text = Exporter(catalogue: catalogue).file(for: .swiftUI).contents
    let back = try SwiftSourceReader.read(text, file: "MotionTokens.swift")
    #expect(back.sequences.count == catalogue.sequences.count)
    for (original, read) in zip(catalogue.sequences, back.sequences) {
      #expect(read.id == original.id)
      #expect(read.description == original.description)
      #expect(read.sequence.stagger == original.sequence.stagger)
      #expect(read.sequence.tracks.count == original.sequence.tracks.count)
      for (a, b) in zip(original.sequence.tracks, read.sequence.tracks) {
        #expect(a.property == b.property && a.initialValue == b.initialValue)
        // The same motion at every instant (springs written to 12 significant digits).
        let (x, y) = (a.timeline, b.timeline)
        #expect(abs(x.duration - y.duration) < 1e-9)
        for k in 0...200 {
          let t = x.duration * Double(k) / 200
          #expect(abs(x.value(at: t) - y.value(at: t)) < 1e-9, "\(original.id) \(a.property) at \(t)")
        }
      }
    }
  }

  /// `motionspec diff CATALOGUE EXPORT` on the exports that carry sequences with their ids: no
  /// sequence changed or edited — fitted springs and whole-millisecond keys are within the figure
  /// the file states — while a real change, a fifth of that figure's tenfold, is one.
  @Test(arguments: [Platform.motion, .swiftUI])
  func exportedSequencesDiffAsTheSame(_ platform: Platform) throws {
    var catalogue = try BuiltInCatalogue.load()
    // Every keyframe kind, a stated velocity, a curve and a centred stagger beside the built-in two.
    catalogue.sequences.append(Self.cardFlip)
    let file = Exporter(catalogue: catalogue).file(for: platform)
    let back = try CatalogueLoader.parse(file.contents, file: file.name)
    let diff = CatalogueDiff.compare(base: catalogue, head: back)
    #expect(diff.sequences.isEmpty, "\(diff.sequences.map { "\($0.kind) \($0.after?.id ?? "")" })")
    // A change of 1 % of the move (twice the figure) is a change.
    var moved = catalogue
    let k = try #require(moved.sequences.firstIndex { $0.id == "card.flip" })
    moved.sequences[k].sequence.tracks[0].keyframes[0] = .cubic(
      to: 90 + 1.8, duration: 0.2, startVelocity: nil, endVelocity: 100)
    #expect(CatalogueDiff.compare(base: moved, head: back).sequences.map(\.kind) == [.changed])
  }

  /// Every export motionspec reads, read back: its own file is fully accounted for — no
  /// `passed-over` note (a reduced-motion block in CSS, said once by design, aside); the Android
  /// views and reduced-motion companions are their tokens'. The UIKit file is code to call, not a
  /// catalogue, and is not read back.
  @Test(arguments: Platform.allCases.filter { $0 != .uiKit })
  func anExportReadBackPassesNothingOver(_ platform: Platform) throws {
    let catalogue = try BuiltInCatalogue.load()
    let file = Exporter(catalogue: catalogue).file(for: platform)
    let back = try CatalogueLoader.parse(file.contents, file: file.name)
    let notes = back.warnings.filter { $0.rule == Diagnostic.passedOver }
      .filter { !$0.message.contains("@media (prefers-reduced-motion: reduce) block") }
    #expect(notes.isEmpty, "\(notes.prefix(3).map(\.description))")
  }

  @Test func cssKeyframesReadBackWithinTheTolerance() throws {
    let catalogue = try BuiltInCatalogue.load()
    let text = Exporter(catalogue: catalogue).file(for: .css).contents
    let back = try CSSSourceReader.read(text, file: "motion-tokens.css")
    for (original, name) in zip(catalogue.sequences, CSSSequences.names(catalogue.sequences)) {
      let read = try #require(back.sequence(name), "\(name): \(back.sequences.map(\.id))")
      for track in original.sequence.tracks {
        let a = track.timeline
        let b = try #require(read.sequence.track(track.property)).timeline
        #expect(abs(a.duration - b.duration) < 1e-3)
        let values = stride(from: 0.0, through: 1, by: 0.01).map { a.value(at: $0 * a.duration) }
        let span = (values.max() ?? 0) - (values.min() ?? 0)
        for k in 0...200 {
          let t = a.duration * Double(k) / 200
          // linear() within the export's tolerance of each spring segment's move (at most the span).
          #expect(
            abs(a.value(at: t) - b.value(at: t)) <= LinearEasing.defaultTolerance * span * 1.05 + 1e-3,
            "\(name) \(track.property) at \(t)")
        }
      }
    }
  }
}
