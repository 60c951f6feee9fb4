import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// Kotlin, Dart and CSS sources as catalogues, on fixtures written for every shape met in real
/// public files (Compose motion objects with named constants, Material 3 scheme calls, Flutter
/// motion classes with Duration/Curves/SpringDescription, CSS custom-property tokens).
@Suite struct PlatformSourceTests {
  func read(_ name: String) throws -> Catalogue {
    let (text, path) = try fixture(name)
    return try CatalogueLoader.parse(text, file: path)
  }

  @Test func kotlinMotionObjects() throws {
    let c = try read("platforms/kotlin/Motion.kt")
    #expect(
      c.tokens.map(\.id) == [
        "Motion.Decelerate", "Motion.Size", "Motion.Bouncy", "Motion.LayerIn", "Motion.LayerOut", "Motion.Spatial",
        "Motion.Fling", "Motion.Companion", "TopLevel",
      ])
    // The tween's duration and easing are the file's own constants.
    let layerIn = try #require(c.token("Motion.LayerIn"))
    guard case .timing(let curve) = layerIn.animation.curve else { return #expect(Bool(false)) }
    #expect(curve.duration == 0.22 && curve.bezier?.x1 == 0.05 && curve.bezier?.y1 == 0.7)
    #expect(layerIn.hasOwnDuration)
    let layerOut = try #require(c.token("Motion.LayerOut"))
    #expect(layerOut.animation.delay == 0.02)
    // An easing alone has no duration of its own.
    #expect(c.token("Motion.Decelerate")?.hasOwnDuration == false)
    let size = try #require(c.token("Motion.Size")?.animation.spring)
    #expect(abs(size.dampingRatio - 1) < 1e-12 && abs(size.stiffness - 400) < 1e-9)
    let spatial = try #require(c.token("Motion.Spatial")?.animation.spring)
    #expect(abs(spatial.dampingRatio - 0.6) < 1e-12 && abs(spatial.stiffness - 800) < 1e-9)
    #expect(c.durations.map(\.id) == ["Motion.Pause"] && c.durations.first?.seconds == 0.3)
    // A transition built from a spec and a function's local spec are not tokens; an unreadable
    // spec is said where it is.
    #expect(c.token("Motion.FadeIn") == nil && c.token("local") == nil)
    let unread = c.warnings.filter { $0.message.hasPrefix("not read as Kotlin motion") }
    #expect(unread.map(\.token) == ["Motion.Custom"])
    #expect(unread.first?.location?.line == 42)
  }

  /// Material's springs written as numbers, parameters' defaults and functions skipped.
  @Test func kotlinNumberPairsAndParameters() throws {
    let c = try read("platforms/kotlin/MaterialTokens.kt")
    #expect(
      c.tokens.map(\.id) == [
        "SheetState.settle", "ExpressiveMotionTokens.SpringFastSpatial", "ExpressiveMotionTokens.SpringSlowEffects",
        "ExpressiveMotionTokens.Sheet",
      ])
    let fast = try #require(c.token("ExpressiveMotionTokens.SpringFastSpatial")?.animation.spring)
    #expect(abs(fast.dampingRatio - 0.6) < 1e-12 && abs(fast.stiffness - 800) < 1e-9)
    let sheet = try #require(c.token("ExpressiveMotionTokens.Sheet")?.animation.spring)
    #expect(abs(sheet.damping - 31.2) < 1e-9 && abs(sheet.stiffness - 380) < 1e-9)
    #expect(c.warnings.filter { $0.message.hasPrefix("not read") }.isEmpty)
  }

  /// Material 3's own token objects: easings as properties whose getter is an expression, on the
  /// line after the name or on the same line, with or without a type, and as extension properties;
  /// a getter with a body and unitless numbers are not tokens.
  @Test func kotlinGetterProperties() throws {
    let c = try read("platforms/kotlin/GetterTokens.kt")
    #expect(
      c.tokens.map(\.id) == [
        "EasingTokens.EasingEnterCubicBezier", "EasingTokens.EasingExitCubicBezier", "EasingTokens.EasingAfterBody",
        "EasingTokens.EasingUntyped", "DefaultEasing",
      ])
    let enter = try #require(c.token("EasingTokens.EasingEnterCubicBezier"))
    guard case .timing(let curve) = enter.animation.curve else { return #expect(Bool(false)) }
    #expect(curve.bezier?.x1 == 0.05 && curve.bezier?.y1 == 0.7 && curve.bezier?.x2 == 0.1 && curve.bezier?.y2 == 1)
    #expect(!enter.hasOwnDuration)
    #expect(enter.location?.line == 11)
    #expect(c.durations.isEmpty)
    #expect(c.warnings.filter { $0.message.hasPrefix("not read") }.isEmpty)
  }

  @Test func dartMotionClasses() throws {
    let c = try read("platforms/dart/app_motion.dart")
    #expect(
      c.tokens.map(\.id) == [
        "AppMotion.standard", "AppMotion.modalCurve", "AppMotion.stagger", "AppMotion.emphasized", "AppMotion.legacy",
        "AppMotion.flipped", "AppMotion.sheet", "AppMotion.gentle", "AppMotion.physical", "CardElement.curve",
      ])
    // Dart's optional `const` and `new` before a constructor read as without them; the
    // definition keeps what was written.
    let legacy = try #require(c.token("AppMotion.legacy"))
    guard case .timing(let curve) = legacy.animation.curve else { return #expect(Bool(false)) }
    #expect(curve.bezier.map { [$0.x1, $0.y1, $0.x2, $0.y2] } == [0.4, 0, 0.2, 1])
    #expect(legacy.definition == "const Cubic(0.4, 0.0, 0.2, 1.0)")
    #expect(
      c.token("AppMotion.flipped")?.animation.curve == Curve.timing(TimingCurve(try CubicBezier(0.3, 0, 0.8, 0.15))))
    #expect(c.durations.map(\.seconds) == [0.2, 0.3, 1.5])
    let sheet = try #require(c.token("AppMotion.sheet")?.animation.spring)
    #expect(sheet == Spring(duration: 0.28, bounce: 0.15) || abs(sheet.dampingRatio - 0.85) < 1e-12)
    #expect(
      Set(c.warnings.filter { $0.message.hasPrefix("not read as Dart motion") }.compactMap(\.token)) == [
        "AppMotion.bounce", "AppMotion.computed", "AppMotion.late",
      ])
    // An Interval is a part of its controller's duration: said, not guessed.
    #expect(
      c.warnings.first { $0.token == "AppMotion.late" }?.message.contains("a part of its controller's duration") == true
    )
  }

  /// Dart 3's class modifiers name no class: each class keeps its own name in its tokens' ids,
  /// whatever modifiers stand before `class`, so members of the same name in two classes are two
  /// tokens, not a duplicate.
  @Test func dartClassModifiersKeepTheClassName() throws {
    let c = try read("platforms/dart/class_modifiers.dart")
    #expect(
      c.tokens.map(\.id) == [
        "CardMotion.enter", "SheetMotion.enter", "ChipMotion.enter", "DialogMotion.exit", "FadeMotion.fade",
      ])
    #expect(
      c.durations.map { $0.path.joined(separator: ".") } == [
        "AppDurations.short", "AppDurations.medium", "AppDurations.none", "CardMotion.medium", "ToastMotion.medium",
        "MenuMotion.medium",
      ])
    // `Duration.zero` is dart:core's empty duration: a time of 0, read, not passed over.
    #expect(c.durations.map(\.seconds) == [0.15, 0.3, 0, 0.25, 0.2, 0.12])
    #expect(
      c.token("CardMotion.enter")?.animation.curve == Curve.timing(TimingCurve(try CubicBezier(0.05, 0.7, 0.1, 1))))
  }

  @Test func cssCustomProperties() throws {
    let c = try read("platforms/css/tokens.css")
    #expect(
      c.tokens.map(\.id) == [
        "ease-out", "ease-standard", "ease-bounce", "fade", "ease-in-quad", "ease-out-back", "spring-css",
        "ease-spring",
      ])
    #expect(c.tokens.map(\.hasOwnDuration) == [false, false, false, true, false, false, false, false])
    // CSS linear() with stops, exactly: Open Props' multi-line spring (leading-dot numbers,
    // entries without a percentage, ending at 1.001, which CSS jumps to 1 at the end).
    let spring = try #require(c.token("ease-spring")?.animation)
    guard case .timing(let springCurve) = spring.curve, let stops = springCurve.easing.stops else {
      return #expect(Bool(false))
    }
    #expect(
      stops.points.count == 14 && abs(stops.points[1].input - 0.014) < 1e-12 && stops.points.last?.output == 1.001)
    #expect(spring.notes.contains { $0.contains("runs from 0 to 1.001") })
    // postcss-easings' names (Open Props writes them) read as the cubic-bezier() the plugin puts
    // in their place (postcss-easings, index.js), camelCase or kebab-case.
    #expect(
      c.token("ease-in-quad")?.animation.curve == Curve.timing(TimingCurve(try CubicBezier(0.55, 0.085, 0.68, 0.53))))
    #expect(
      c.token("ease-out-back")?.animation.curve == Curve.timing(TimingCurve(try CubicBezier(0.175, 0.885, 0.32, 1.275)))
    )
    #expect(c.durations.map(\.id) == ["duration-fast", "duration-slow", "duration-none"])
    #expect(c.durations.map(\.seconds) == [0.15, 0.5, 0])
    // Read once, where it is first defined (the media query's override is not a second token).
    #expect(c.durations.first?.location?.line == 6)
    let fade = try #require(c.token("fade"))
    #expect(fade.animation.delay == 0.05)
    #expect(
      c.warnings.filter { $0.message.hasPrefix("not read as CSS motion") }.compactMap(\.token) == [
        "half-way", "steps",
      ])
    #expect(c.warnings.first { $0.token == "half-way" }?.message.contains("runs from 0 to 0.5") == true)
  }

  @Test func typeScriptMotionModules() throws {
    let c = try read("platforms/ts/motion.ts")
    #expect(
      c.tokens.map(\.id) == [
        "easings.outExpo", "easings.standard", "easings.hover", "springs.soft", "springs.press", "springs.wobbly",
        "springs.delayed", "fadeUp.visible.transition", "cssEasings.spring", "default.sheet",
      ])
    // A template literal is a constant string unless it interpolates.
    guard case .timing(let css) = try #require(c.token("cssEasings.spring")).animation.curve else {
      return #expect(Bool(false))
    }
    #expect(css.easing.stops?.points.count == 7)
    // Seconds where every value of the group is 10 or less, else milliseconds.
    #expect(c.durations.map(\.id) == ["durations.fast", "durations.slow", "timing.quick", "timing.panel"])
    #expect(c.durations.map(\.seconds) == [0.15, 0.42, 0.12, 0.32])
    #expect(c.tokens.prefix(3).allSatisfy { !$0.hasOwnDuration })
    // The variant names the module's own values: 0.42 s over outExpo.
    let variant = try #require(c.token("fadeUp.visible.transition")?.animation)
    guard case .timing(let curve) = variant.curve else { return #expect(Bool(false)) }
    #expect(curve.duration == 0.42 && curve.bezier?.x1 == 0.16)
    #expect(c.token("springs.delayed")?.animation.delay == 0.5)
    let wobbly = try #require(c.token("springs.wobbly")?.animation.spring)
    #expect(abs(wobbly.stiffness - 180) < 1e-9 && abs(wobbly.damping - 12) < 1e-9)
    #expect(
      c.warnings.filter { $0.message.hasPrefix("not read as motion") }.compactMap(\.token) == [
        "springs.shared", "cssEasings.computed",
      ])
    // A function's locals are not tokens; colours and sizes are silent.
    #expect(
      c.token("local") == nil && c.token("colors.paper") == nil
        && c.durations.contains { $0.id == "radius.card" } == false)
  }

  @Test func aFileWithNoMotionSaysSoAndAFolderReadsEveryPlatform() throws {
    #expect(throws: CatalogueError.self) { try CatalogueLoader.parse("body { color: red; }", file: "site.css") }
    #expect(throws: CatalogueError.self) { try CatalogueLoader.parse("fun main() { }", file: "Main.kt") }
    let folder = try #require(Bundle.module.url(forResource: "Fixtures/platforms/parity", withExtension: nil))
    let c = try CatalogueLoader.load([folder.path])
    // Swift 3, Kotlin 2, CSS 2 (a curve and a duration), TypeScript 3.
    #expect(c.tokens.count + c.durations.count == 3 + 2 + 2 + 3)
  }
}

/// The Dart reader's account: every declaration headed by a motion name that gave no token is a
/// `passed-over` note at its value with the reason; clock times and date arithmetic are not
/// motion and get none; an invalid duration is an error.
@Suite struct DartAccountTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  func text(_ name: String) throws -> String {
    try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func whatIsPassedOverIsSaidWithItsReason() throws {
    let c = try CatalogueLoader.parse(try text("platforms/dart/passed_over.dart"), file: "passed_over.dart")
    #expect(c.durations.map(\.id) == ["AppMotion.quick", "AppMotion.settled"])
    #expect(c.durations.map(\.seconds) == [0.15, 0.8])
    #expect(c.tokens.map(\.id) == ["AppMotion.standard"])
    let notes = c.warnings.filter { $0.rule == "passed-over" }
    #expect(notes.map(\.token) == ["AppMotion.later", "pulse", "_CardState._controller"])
    #expect(notes.allSatisfy { $0.severity == .note })
    #expect(notes.map { $0.location?.line } == [11, 16, 22])
    #expect(notes[0].message.contains("`MotionDurations.medium`, which is defined in no file given"))
    #expect(notes[1].message.contains("TweenSequence"))
    #expect(notes[2].message.contains("AnimationController"))
    // Nothing else is said: the timeout, the label, the date arithmetic and `_daysBetween`
    // (no tween in it) are not motion.
    #expect(c.warnings.count == notes.count, "\(c.warnings.map(\.message))")
  }

  @Test func aNegativeDurationIsAnErrorAndANameIsAWarning() throws {
    let source = """
      class M {
        static const Duration back = Duration(milliseconds: -5);
        static const Duration twice = Duration(milliseconds: kBase * 2);
        static const Duration fine = Duration(milliseconds: 200);
      }
      """
    let error = #expect(throws: CatalogueError.self) { try CatalogueLoader.parse(source, file: "m.dart") }
    let said = error?.diagnostics ?? []
    #expect(said.map(\.severity) == [.error, .warning])
    #expect(said.first?.message == "duration -5 ms is negative; nothing can last less than no time")
    #expect(said.first?.location.map { [$0.line, $0.column] } == [2, 32])
    #expect(said.last?.message.contains("'kBase * 2', not a number") == true)
  }

  /// A motion word is a word of a name, not any run of letters inside it.
  @Test func motionWordsAreWordsOfNames() {
    #expect(MotionWords.head(of: "_daysBetween(a, b)") == nil)
    #expect(MotionWords.head(of: "const CurvedAnimation(parent: c)") == "CurvedAnimation")
    #expect(MotionWords.head(of: "MotionDurations.Medium") == "MotionDurations.Medium")
    #expect(MotionWords.head(of: "now.subtract(const Duration(days: 1))") == nil)
    #expect(MotionWords.head(of: "'tween'") == nil)
    // Upper-case names are words too (the bug split them letter by letter).
    #expect(MotionWords.words("DURATION_FAST") == ["duration", "fast"])
    #expect(MotionWords.words("kFadeDuration") == ["k", "fade", "duration"])
  }
}

/// The Kotlin (and Dart) files given are one program: a constant of another object, in another
/// file, resolves by its qualified name; one declared nowhere is said by name.
@Suite struct PlatformProgramTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/platforms/kotlin/program")

  @Test func constantsOfOtherObjectsInOtherFilesResolve() throws {
    let files = ["MotionDurations.kt", "MotionTweens.kt"].map { Self.folder.appendingPathComponent($0).path }
    let sources = try files.map { (text: try String(contentsOfFile: $0, encoding: .utf8), file: $0) }
    let c = try CatalogueLoader.parse(sources)
    // The easing constant is a token too (an easing alone: no duration of its own).
    #expect(
      c.tokens.map(\.id) == [
        "MotionEasings.Emphasized", "MotionTweens.enter", "MotionTweens.exit", "MotionTweens.quick",
      ])
    #expect(c.token("MotionEasings.Emphasized")?.hasOwnDuration == false)
    let timings = c.tokens.map { token -> TimingCurve? in
      guard case .timing(let curve) = token.animation.curve else { return nil }
      return curve
    }
    #expect(timings.dropFirst().map { $0?.duration } == [0.22, 0.2, 0.15])
    let quick = try #require(timings[3]?.bezier)
    #expect([quick.x1, quick.y1, quick.x2, quick.y2] == [0.2, 0, 0, 1])
    let later = try #require(c.warnings.first { $0.token == "MotionTweens.later" })
    #expect(
      later.message
        == "not read as Kotlin motion: it uses `ThemeDurations.Long`, which is defined in no file given; pass the file that defines it too"
    )
    #expect(later.location?.file == files[1] && later.location?.line == 11)
  }

  /// The same files read one by one: the tweens cannot be read, and each says which name it
  /// misses, rather than "no motion found" alone.
  @Test func aFileReadAloneNamesWhatItMisses() throws {
    let file = Self.folder.appendingPathComponent("MotionTweens.kt").path
    let error = #expect(throws: CatalogueError.self) {
      try CatalogueLoader.parse(try String(contentsOfFile: file, encoding: .utf8), file: file)
    }
    let messages = error?.diagnostics.map(\.message) ?? []
    #expect(messages.contains { $0.contains("`MotionDurations.MediumPlus`, which is defined in no file given") })
    #expect(messages.last?.hasPrefix("no motion found") == true)
  }

  @Test func qualifiedNamesResolveByTheirLongestKnownPrefix() {
    let constants = [
      "MotionDurations.Medium": "200", "Medium": "300", "Emphasized": "CubicBezierEasing(0.2f, 0f, 0f, 1f)",
    ]
    #expect(
      PlatformSourceReader.substituted("tween(MotionDurations.Medium, easing = Emphasized)", constants)
        == "tween(200, easing = CubicBezierEasing(0.2f, 0f, 0f, 1f))")
    // A member of something else is left alone; a bare name is still its own constant.
    #expect(PlatformSourceReader.substituted("tween(Other.Medium)", constants) == "tween(Other.Medium)")
    #expect(PlatformSourceReader.substituted("tween(Medium)", constants) == "tween(300)")
  }
}

/// The CSS reader's account: what a stylesheet moves that is not a token or a sequence — a
/// transition written in a style rule, keyframes played from a file not given, a transition
/// inside a keyframes stop, a motion-named custom property whose value is a reference or a
/// calculation — is a `passed-over` note at its value with the reason; a token's use
/// (`var(--motion-quick)`), `none`, and a length named for motion are not.
@Suite struct CSSAccountTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/platforms/css")

  @Test func whatIsPassedOverIsSaidWithItsReason() throws {
    let file = Self.fixtures.appendingPathComponent("passed_over.css").path
    let c = try CatalogueLoader.read([file]).catalogue
    #expect(c.durations.map(\.id) == ["motion-quick"])
    #expect(c.sequences.map(\.id) == ["card", "badge"])
    var notes = c.warnings.filter { $0.rule == "passed-over" }
    #expect(notes.allSatisfy { $0.severity == .note })
    #expect(notes.map { $0.location?.line } == [6, 7, 8, 28, 31, 12, 13, 14, 20, 25, 26])
    #expect(
      notes.map(\.token) == [
        "motion-slow", "ease-double", "animation-distance", nil, "motion-quick", nil, nil, nil, nil, nil, nil,
      ])
    #expect(notes[0].message.contains("a reference to another custom property"))
    #expect(notes[1].message.contains("worked out by the browser"))
    #expect(notes[2].message.contains("a length, not a time or a timing function"))
    notes.remove(at: 2)
    // A reduced-motion block's values in one note; another redefinition (a theme's) each.
    #expect(notes[2].message.contains("reduced-motion values") && notes[2].message.contains("`--motion-quick`"))
    #expect(notes[3].message.contains("defined again here (`240ms`); the first definition, at line 5, is the one read"))
    #expect(notes[4].message.contains("`transition: background-color 200ms ease-out` is motion written in place"))
    #expect(notes[6].message.contains("1ms !important"))
    #expect(notes[7].message.contains("in a @keyframes stop has no effect"))
    #expect(notes[8].message.contains("plays @keyframes `slide-in`, defined in no file given"))
    #expect(notes[9].message.contains("`wiggle`") && !notes[9].message.contains("`rise`"))
    // The columns are the values' (one convention: a column counts characters).
    #expect(notes[4].location?.column == 23)
  }

  /// A motion-named number without a unit (animate.css's `--animate-repeat: 1`) is said as a count
  /// or a factor, not read as a time.
  @Test func aUnitlessMotionNumberIsSaidAsACount() throws {
    let c = try CatalogueLoader.read([Self.fixtures.appendingPathComponent("counts.css").path]).catalogue
    #expect(c.durations.map(\.id) == ["motion-fast"])
    let notes = c.warnings.filter { $0.rule == Diagnostic.passedOver }
    #expect(notes.map(\.token) == ["animate-repeat"] && notes.map(\.location?.line) == [4])
    #expect(notes.first?.message.contains("a number without a unit (a count or a factor)") == true)
  }

  /// Keyframes one stylesheet defines and another plays are read as one site's: nothing is
  /// passed over for them.
  @Test func keyframesFromAnotherStylesheetGivenAreNotPassedOver() throws {
    let sources = [
      (text: ".toast { animation: slide-in 250ms ease-out; }\n:root { --motion-fast: 100ms; }", file: "a.css"),
      (text: "@keyframes slide-in { from { translate: 0 8px; } to { translate: 0 0; } }", file: "b.css"),
    ]
    let c = try CatalogueLoader.parse(sources)
    #expect(!c.warnings.contains { $0.rule == "passed-over" }, "\(c.warnings.map(\.message))")
  }

  /// Every CSS fixture: each line that declares a transition, or a custom property named for
  /// motion, holds something read or something said.
  @Test func everyMotionDeclarationInEveryFixtureIsAccountedFor() throws {
    let folder = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
    let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".css") }.map { folder.appendingPathComponent($0).path }
    #expect(files.count >= 3)
    for file in files {
      let c = try CatalogueLoader.read([file]).catalogue
      let said = Set(
        c.warnings.compactMap { $0.location?.line } + c.tokens.compactMap { $0.location?.line }
          + c.durations.compactMap { $0.location?.line })
      let lines = try String(contentsOfFile: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (n, line) in lines.enumerated() {
        let words = line.split(whereSeparator: { " {;".contains($0) })
        let declares = words.contains { word in
          let w = word.lowercased()
          guard w.hasSuffix(":") else { return false }
          if w.hasPrefix("transition") { return true }
          return w.hasPrefix("--")
            && MotionWords.words(word.dropLast()).contains { part in
              MotionWords.stems.contains(where: part.hasPrefix) || part == "ease" || part == "motion"
            }
        }
        // A token's use, and a length named for motion (`--animation-distance: 24px`), are no motion of their own.
        guard declares, !line.contains("var(--") || line.contains(": var(") else { continue }
        guard !line.contains(where: \.isNumber) || line.contains("ms") || line.contains("s;") || line.contains("(")
        else { continue }
        guard !line.lowercased().contains("transition: none") else { continue }
        // A reduced-motion block's values are said in one note that names them.
        let name = line.range(of: "--").map { line[$0.lowerBound...].prefix { $0 != ":" } } ?? ""
        let named = c.warnings.contains { $0.rule == "passed-over" && $0.message.contains("`\(name)`") }
        #expect(said.contains(n + 1) || named, "\(file):\(n + 1): \(line)")
      }
    }
  }
}

/// The TypeScript and JavaScript reader's account, and the shapes public modules write: top-level
/// constants (times in seconds, an easing array) are read; a group's `bounce` curve beside its
/// times is a curve, not a spring setting; a time string is a duration wherever it is; calls
/// and numbers named for motion that give nothing are `passed-over` notes; `retries` is silent.
@Suite struct ScriptAccountTests {
  @Test func whatIsPassedOverIsSaidAndConstantsAreRead() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/platforms/ts/passed_over.ts").path
    let c = try CatalogueLoader.read([file]).catalogue
    #expect(c.tokens.map(\.id).sorted() == ["EASE_OUT", "motion.bounce", "motion.smooth"])
    #expect(c.durations.map(\.id) == ["motion.instant", "motion.fast", "DURATION_FAST", "DURATION_SLOW"])
    #expect(c.durations.map(\.seconds) == [0, 0.12, 0.175, 0.3], "constants of 10 or less are seconds")
    let notes = c.warnings.filter { $0.rule == "passed-over" }
    #expect(
      notes.map(\.token) == [
        "motion.motionDelay000", "motion.later", "SPRING_STIFFNESS", "easeEmphasized", "sheetSpring",
      ])
    #expect(notes.map { $0.location?.line } == [16, 17, 8, 20, 21])
    #expect(notes[1].message.contains("calls `withTiming`") && notes[3].message.contains("calls `Easing.bezier`"))
    #expect(!c.warnings.contains { $0.severity != .note }, "\(c.warnings.map(\.message))")
  }
}

/// The Swift reader's account: a declaration whose value is headed by a motion name and reads as
/// no motion, a transition, and a time of a motion type no animation uses are `passed-over`
/// notes; a keyframe timeline is read as a sequence, a stagger sets the interval, and lengths and
/// strings of the app's own are silent.
@Suite struct SwiftAccountTests {
  @Test func whatIsPassedOverIsSaid() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/platforms/swift/PassedOver.swift").path
    let c = try CatalogueLoader.read([file]).catalogue
    #expect(c.tokens.map(\.id) == ["Motion.standard"])
    #expect(c.sequences.count == 1)
    let notes = c.warnings.filter { $0.rule == "passed-over" }
    #expect(
      notes.map(\.token) == ["Motion.reveal", "Motion.springy", "Motion.listTransition", "Motion.fadeDuration"],
      "\(c.warnings.map(\.message))")
    #expect(notes.map { $0.location?.line } == [7, 9, 16, 14])
    #expect(notes[0].message.contains("`CustomTransition.slide`") && notes[1].message.contains("`makeSpring`"))
    #expect(notes[2].message.contains("`AnyTransition` is not an animation"))
    #expect(notes[3].message.contains("is a number (0.2) of motion that no animation in the files given uses"))
    // The stagger sets the catalogue's interval; the gap is a length.
    #expect(c.staggerInterval == 0.04)
  }
}
