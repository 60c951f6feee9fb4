import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// The fixture directory on disk (the bundled copy keeps the same layout).
let fixtureRoot = try! #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))

/// Reads fixture files or directories, relative to `Fixtures/`, as one catalogue.
func catalogue(_ paths: String...) throws -> Catalogue {
  do {
    return try CatalogueLoader.load(paths.map { fixtureRoot.appendingPathComponent($0).path })
  } catch {
    Issue.record("\(error)")
    throw error
  }
}

/// The reader's diagnostics and the lint findings of a catalogue, as `LINE:COLUMN severity message`;
/// the `reduced-motion` note (about a variant these fixtures do not write) has tests of its own.
func report(_ c: Catalogue) -> [String] {
  (c.warnings.map(Finding.init) + Lint.check(c)).filter { !($0.rule == "reduced-motion" && $0.severity == .note) }.map {
    f in
    "\(f.location.map { "\($0.line):\($0.column)" } ?? "-") \(f.severity.rawValue) \(f.message)"
  }
}

@Suite struct SwiftIdiomTests {
  @Test func computedPropertiesInExtensionsStructsAndClasses() throws {
    let c = try catalogue("valid/swift/ComputedProperties.swift")
    #expect(
      c.tokens.map(\.id) == [
        "Animation.quick", "Animation.gentle", "Animation.tabSwitch", "Spring.sheet", "Transitions.fade",
        "MotionTheme.flip",
      ])
    #expect(c.token("quick")?.animation.spring == Spring(duration: 0.25, bounce: 0.1))
    #expect(c.token("gentle")?.animation.spring == Spring(response: 0.45, dampingRatio: 0.9))
    #expect(c.token("tabSwitch")?.animation.spring == Spring(duration: 0.3, bounce: 0.15))
    #expect(c.token("sheet")?.description == "Sheets settling into place.")
    #expect(report(c).isEmpty, "\(report(c))")
  }

  @Test func namedConstantsAndArithmeticResolveWithinTheFile() throws {
    let c = try catalogue("valid/swift/Constants.swift")
    func duration(_ name: String) -> Double? { c.token(name)?.animation.curve.perceptualDuration }
    #expect(duration("nudge") == 0.15)
    #expect(close(duration("disclose") ?? 0, 0.3))
    #expect(duration("hover") == 0.12)
    #expect(c.token("page")?.animation.spring.map { close($0.duration, 0.6) && close($0.bounce, 0.05) } == true)
    #expect(c.token("settle")?.animation.spring.map { close($0.duration, 0.3) } == true)
    #expect(close(duration("reveal") ?? 0, 0.4))
    #expect(close(duration("blink") ?? 0, 0.06))
    #expect(c.staggerInterval == 0.03)
    // The constants themselves are not tokens, and say nothing.
    #expect(c.tokens.count == 7)
    #expect(report(c).isEmpty, "\(report(c))")
    // The definition keeps what was written; the SwiftUI spelling has the numbers.
    #expect(c.token("disclose")?.definition == ".easeInOut(duration: Self.base * 1.5)")
    #expect(c.token("disclose")?.animation.swiftUI == ".easeInOut(duration: 0.30000000000000004)")
  }

  @Test func aliasesAreTokensOfTheirOwnThatNameTheirTarget() throws {
    let c = try catalogue("valid/swift/Aliases.swift")
    #expect(c.token("Animation.guess")?.aliasOf == "Animation.codeBreaker")
    #expect(c.token("Animation.reveal")?.aliasOf == "Animation.codeBreaker")
    #expect(c.token("Semantic.expand")?.aliasOf == "Semantic.standard")
    #expect(c.token("guess")?.animation.spring == c.token("codeBreaker")?.animation.spring)
    let later = try #require(c.token("expandLater"))
    #expect(later.aliasOf == nil && later.references == ["Semantic.standard"] && later.animation.delay == 0.05)
    #expect(c.token("panel")?.animation.spring == Spring(response: 0.5, dampingRatio: 0.78))
    let panelAnimation = try #require(c.token("panelAnimation"))
    #expect(
      panelAnimation.animation.spring == Spring(response: 0.5, dampingRatio: 0.78)
        && panelAnimation.animation.blendDuration == 0.2)
    #expect(panelAnimation.references == ["Semantic.panel"])
    // An alias has the physics of its target on purpose: no duplicate-physics finding.
    #expect(report(c).isEmpty, "\(report(c))")
  }

  @Test func oneBranchOfEachIfIsRead() throws {
    let c = try catalogue("valid/swift/Platforms.swift")
    #expect(c.tokens.map(\.id) == ["PlatformMotion.press", "PlatformMotion.cover"])
    #expect(c.token("press")?.animation.spring == Spring(duration: 0.22, bounce: 0.15))
    // Every declaration of motion in a branch not read is said, with the branch.
    let notes = c.warnings.filter { $0.rule == Diagnostic.passedOver }
    #expect(notes.map(\.location?.line) == [8, 10, 14, 21], "\(c.warnings)")
    #expect(notes[0].message.contains("`press` is in the branch `#elseif os(macOS)`"))
    #expect(notes[1].message.contains("the branch `#else`") && notes[3].message.contains("`#if DEBUG`"))
    #expect(CompilationConditions.holds("os(iOS) || os(macOS)"))
    #expect(!CompilationConditions.holds("os(macOS)") && !CompilationConditions.holds("DEBUG"))
    #expect(CompilationConditions.holds("canImport(UIKit) && !targetEnvironment(simulator)"))
    #expect(CompilationConditions.holds("swift(>=5.9)") && !CompilationConditions.holds("compiler(<6)"))
    #expect(!CompilationConditions.holds("os(iOS"))
  }

  @Test func spellingsAttributesCommentsAndIOS17Forms() throws {
    let c = try catalogue("valid/swift/Spelling.swift")
    #expect(
      c.tokens.map(\.name) == [
        "drawer", "optional", "untyped", "spring", "spaced", "commented", "tick", "bouncyTap", "toss",
      ])
    #expect(c.token("tick")?.id == "Kit.Small.tick")
    #expect(c.token("drawer")?.animation.spring == Spring(duration: 0.5, bounce: 0.08))
    #expect(c.token("untyped")?.animation.spring == Spring(mass: 1, stiffness: 180, damping: 20))
    #expect(c.token("spring")?.animation.spring == Spring(duration: 0.36, bounce: 0.16))
    #expect(c.token("commented")?.animation.spring == Spring(duration: 0.64, bounce: 0.02))
    let tap = try #require(c.token("bouncyTap")?.animation)
    #expect(tap.spring == Spring(duration: 0.32, bounce: 0.3) && tap.blendDuration == 0.1)
    #expect(tap.swiftUI == ".spring(.bouncy(duration: 0.32), blendDuration: 0.1)")
    let toss = try #require(c.token("toss")?.animation)
    #expect(toss.initialVelocity == 0.3 && close(toss.spring?.duration ?? 0, 0.55))
    #expect(report(c).isEmpty, "\(report(c))")
  }

  @Test func repeatingAnimationsKeepTheirRepetition() throws {
    let c = try catalogue("valid/swift/Repeating.swift")
    #expect(c.token("breathe")?.animation.repetition == .forever(autoreverses: true))
    #expect(c.token("shake")?.animation.repetition == .count(4, autoreverses: true))
    #expect(c.token("spin")?.animation.repetition == .forever(autoreverses: false))
    #expect(c.token("spin")?.animation.curve.perceptualDuration == 1.2)
  }

  @Test func aThemeFileIsQuietAboutEverythingButMotion() throws {
    let c = try catalogue("valid/swift/MixedTheme.swift")
    #expect(c.tokens.map(\.id) == ["Theme.Motion.toast"])
    // The one thing said is motion: a function of an index whose result is an animation.
    #expect(c.warnings.map(\.token) == ["Theme.delayed"], "\(c.warnings)")
    #expect(c.warnings.map(\.location?.line) == [32])
  }

  @Test func aModuleInSeveralFilesIsOneCatalogue() throws {
    let c = try catalogue("valid/DesignSystem")
    #expect(c.name == "DesignSystem")
    #expect(c.tokens.map(\.id) == ["MotionKit.heavy", "MotionKit.chip", "MotionKit.navigation", "MotionKit.standard"])
    #expect(c.token("heavy")?.animation.spring.map { close($0.duration, 0.32 * 1.7) } == true)
    #expect(c.token("chip")?.animation.spring.map { close($0.duration, 0.18) } == true)
    #expect(c.token("navigation")?.aliasOf == "MotionKit.standard")
    #expect(c.token("heavy")?.location?.file.hasSuffix("Motion+Springs.swift") == true)
    #expect(report(c).isEmpty, "\(report(c))")
  }

  @Test func valuesKnownOnlyAtRunTimeAreSkippedWithAWarningNamingThem() throws {
    let c = try catalogue("warnings/Runtime.swift")
    #expect(c.tokens.map(\.name) == ["base", "after"])
    let warnings = c.warnings.map { "\($0.location!.line):\($0.location!.column) \($0.message)" }
    #expect(
      warnings == [
        "9:16 not read: 'adaptive' is computed when the app runs: it depends on UIAccessibility.isReduceMotionEnabled",
        "10:55 not read: depends on 'userSpeed', which is not a constant in what was read; write a number or declare it",
        "11:37 not read: '.makeCustom(…)' is a function, computed when the app runs",
        "12:16 not read: 'chosen' is computed when the app runs ('?' in its value)",
        "13:57 not read: depends on 'index', which is not a constant in what was read; write a number or declare it",
      ])
  }

  @Test func malformedLiteralsAndCyclesAreLocatedErrors() {
    let found = parseErrors(
      try! String(contentsOf: fixtureRoot.appendingPathComponent("invalid/Typos.swift"), encoding: .utf8),
      file: "Typos.swift")
    #expect(
      found.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
        "4:59 unknown argument 'bonce' — did you mean 'bounce'?",
        "5:65 bounce 1.7 is outside −1…1 (exclusive of −1)",
        "6:35 circular reference: Motion.loopA → Motion.loopB → Motion.loopA",
        "7:35 circular reference: Motion.loopA → Motion.loopB → Motion.loopA",
      ])
  }

  @Test func anInstantReducedMotionTokenIsAnInstantNotAnError() throws {
    let c = try SwiftSourceReader.read(
      "enum M {\n  static let none: Animation = .linear(duration: 0)\n  static let a: Animation = .smooth\n}\n",
      file: "M.swift")
    #expect(c.tokens.map(\.name) == ["a"])
    #expect(c.durations.map(\.id) == ["M.none"] && c.durations[0].kind == .instant)
    #expect(c.durations[0].location.map { "\($0.line):\($0.column)" } == "2:50")
    #expect(c.warnings.isEmpty)
  }

  @Test func tokensAreGroupedByTheTypeThatEnclosesThem() throws {
    let text = """
      enum A { static let x: Animation = .smooth }
      enum B { static let x: Animation = .snappy }
      extension A { enum Inner { static let y: Animation = .bouncy } }
      """
    let c = try SwiftSourceReader.read(text, file: "t.swift")
    #expect(c.tokens.map(\.id) == ["A.x", "B.x", "A.Inner.y"])
  }
}

@Suite struct DTCGFormTests {
  @Test func pointersRootTokensAndAliasesTakingTheirTypeFromTheTarget() throws {
    let c = try catalogue("valid/dtcg/references.tokens.json")
    #expect(
      c.tokens.map(\.id) == [
        "base.easing.emphasized", "base.easing.decelerate", "transition.$root", "transition.enter",
        "transition.emphasis", "semantic.dialog", "semantic.snackbar",
      ])
    guard case .timing(let root) = try #require(c.token("transition.$root")).animation.curve else {
      Issue.record("a timing curve")
      return
    }
    let emphasized = try CubicBezier(0.2, 0, 0, 1)
    #expect(root.duration == 0.28 && root.bezier == emphasized)
    let emphasis = try #require(c.token("emphasis")?.animation)
    #expect(emphasis.curve.perceptualDuration == 0.16 && emphasis.delay == 0.04)
    #expect(
      c.token("dialog")?.aliasOf == "transition.enter" && c.token("dialog")?.animation == c.token("enter")?.animation)
    #expect(c.token("snackbar")?.aliasOf == "transition.$root")
    #expect(report(c).isEmpty, "\(report(c))")
  }

  @Test func json5IsReadWithItsComments() throws {
    let c = try catalogue("valid/dtcg/theme.json5")
    #expect(c.token("tooltip")?.animation.curve.perceptualDuration == 0.12)
    #expect(c.token("tooltip")?.description == "Tooltips appearing.")
    #expect(c.token("drawer")?.animation.spring == Spring(duration: 0.45, bounce: 0.1))
    #expect(report(c).isEmpty, "\(report(c))")
  }

  @Test func severalFilesMergeLikeStyleDictionary() throws {
    let c = try catalogue("valid/dtcg-multi")
    #expect(c.tokens.map(\.id) == ["motion.easing.out", "motion.component.menu", "motion.component.popover"])
    #expect(c.token("popover")?.animation.curve.perceptualDuration == 0.48)
    #expect(c.warnings.map(\.severity) == [.note])
    #expect(c.warnings.first?.message.contains("base.tokens.json:6:7") == true)
    // The same files named one by one are the same catalogue.
    let named = try catalogue("valid/dtcg-multi/base.tokens.json", "valid/dtcg-multi/brand.tokens.json")
    #expect(named.tokens.map(\.animation) == c.tokens.map(\.animation))
  }

  /// Swift as apps write it: inside an extension of Animation a bare `spring(…)` is SwiftUI's; a
  /// call SwiftUI's forms do not take is the app's own helper, reported by its signature and never
  /// read as Compose (`spring(0.40, 0.76)` is not a damping ratio and a stiffness).
  @Test func bareFormsInSwiftReadLikeDottedOnesAndHelpersAreSaid() throws {
    let text = """
      import SwiftUI

      extension Animation {
        static var sheet: Animation { spring(duration: 0.5, bounce: 0.2) }
        static var fade: Animation { easeInOut(duration: 0.2) }
        static var pop: Animation { interpolatingSpring(duration: 0.4, bounce: 0.3) }
        static var helper: Animation { spring(0.40, 0.76) }
        static var labelled: Animation { spring(ratio: 0.72, stiffness: 380) }
      }
      """
    let c = try SwiftSourceReader.read(text, file: "Bare.swift")
    #expect(c.tokens.map(\.id) == ["Animation.sheet", "Animation.fade", "Animation.pop"])
    #expect(c.token("Animation.sheet")?.animation.spring == Spring(duration: 0.5, bounce: 0.2))
    #expect(c.token("Animation.fade")?.animation.curve.perceptualDuration == 0.2)
    let said = c.warnings.filter { $0.message.hasPrefix("not read:") }
    #expect(said.map(\.token) == ["Animation.helper", "Animation.labelled"])
    #expect(said.first?.message.contains("calls spring(_:_:), which is not one of SwiftUI's spring forms") == true)
    #expect(said.last?.message.contains("spring(ratio:stiffness:)") == true)
    #expect(!said.contains { $0.message.contains("0.8f") || $0.message.contains("Compose") })
    // A number the app computes is no token and draws no warning; a motion the app computes does.
    let noise = try SwiftSourceReader.read(
      """
      enum Metrics { static var isBig = false; static var radius: CGFloat { isBig ? 16 : 8 } }
      enum Motion {
        static let standard: Animation = .smooth
        static var adaptive: Animation { Metrics.isBig ? .bouncy : .smooth }
      }
      """, file: "Noise.swift")
    #expect(noise.warnings.map(\.token) == ["Motion.adaptive"], "\(noise.warnings)")
    // Outside a Swift file the Compose form is still read, as Compose plays it.
    #expect(try MotionExpression.parse("spring(dampingRatio = 0.8f, stiffness = 380f)").spring != nil)
  }

  /// A whole design system's file: its motion read, everything else skipped with one note, a
  /// transition without delay read as delay 0 (one warning, not one per alias), a `$ref` token an
  /// alias of its target.
  @Test func aWholeDesignSystemFileGivesItsMotion() throws {
    let c = try catalogue("warnings/design-system.tokens.json")
    #expect(
      c.tokens.map(\.id) == [
        "motion.easing.standard-productive", "motion.easing.entrance-expressive", "motion.transition.fade-in",
        "motion.transition.collapse", "motion.transition.fade-in-alias",
      ])
    let fade = try #require(c.token("motion.transition.fade-in"))
    #expect(fade.animation.delay == 0 && abs(fade.animation.curve.perceptualDuration - 0.24) < 1e-12)
    #expect(c.token("motion.transition.fade-in-alias")?.aliasOf == "motion.transition.fade-in")
    #expect(c.token("motion.transition.fade-in-alias")?.animation == fade.animation)
    let missing = c.warnings.filter { $0.rule == "missing-delay" }
    #expect(missing.count == 1 && missing.first?.token == "motion.transition.fade-in")
    let skipped = try #require(c.warnings.first { $0.rule == "skipped-tokens" })
    #expect(skipped.severity == .note)
    #expect(
      skipped.message.hasPrefix("skipped 8 tokens of 6 other types (color ×2, dimension ×2, link ×1, number ×1")
        && skipped.message.contains("typography ×1"), "\(skipped.message)")
    // A value shaped like a transition under a mistyped $type is still an error, not skipped.
    let typo =
      #"{"m": {"t": {"$type": "transiton", "$value": {"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}}}}"#
    #expect(throws: CatalogueError.self) { try DTCGReader.read(typo, file: "typo.tokens.json") }
  }

  @Test func preDTCG2025StringsAreReadWithAWarningAndNegativeDelaysAreFindings() throws {
    let c = try catalogue("warnings/legacy.tokens.json")
    #expect(c.tokens.map(\.name) == ["fade"])
    #expect(
      c.warnings.map(\.message) == [
        "\"200ms\" is the pre-2025 string form; DTCG 2025.10 writes {\"value\": 200, \"unit\": \"ms\"}",
        "\"0ms\" is the pre-2025 string form; DTCG 2025.10 writes {\"value\": 0, \"unit\": \"ms\"}",
        "delay -150 ms is negative, so this transition cannot be drawn",
      ])
    #expect(c.warnings.map(Finding.init).map(\.rule) == ["reader", "reader", "non-positive-duration"])
  }

  @Test func aFileWithoutMotionIsAnErrorThatSaysWhatItHolds() {
    let errors = parseErrors(
      try! String(contentsOf: fixtureRoot.appendingPathComponent("invalid/colours-only.tokens.json"), encoding: .utf8),
      file: "c.tokens.json")
    #expect(errors.count == 1)
    #expect(errors.first?.message.hasPrefix("no motion tokens: found 3 tokens (color ×2, dimension ×1)") == true)
    let other = parseErrors(
      try! String(contentsOf: fixtureRoot.appendingPathComponent("invalid/not-tokens.json"), encoding: .utf8),
      file: "n.json")
    // Figma variables of no motion type (a duration kept as a FLOAT) say what Figma motion is.
    #expect(
      other.first?.message.hasPrefix("no EASING or TIMING variables among the 1 variable of this Figma export") == true)
  }

  /// What the schema refuses but design systems write — a bare number of milliseconds, a CSS
  /// curve — is read, and said: a note for the unit, a warning for CSS (an error under --strict).
  @Test func theSchemasRefusalsThatTeamsWriteAreReadAndSaid() throws {
    let text = """
      {"d": {"$type": "duration", "fast": {"$value": 100}},
       "t": {"$type": "transition", "out": {"$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": "ease"}}},
       "c": {"$type": "cubicBezier", "standard": {"$value": "cubic-bezier(0.4, 0, 0.2, 1)"}}}
      """
    let c = try CatalogueLoader.parse(text, file: "css.tokens.json")
    #expect(c.durations.map(\.seconds) == [0.1])
    #expect(c.tokens.map(\.id) == ["t.out", "c.standard"])
    #expect(spelled(c, "t.out") == ".timingCurve(0.25, 0.1, 0.25, 1, duration: 0.2)")
    #expect(c.warnings.filter { $0.rule == "css-value" }.compactMap(\.token) == ["t.out", "c.standard"])
    #expect(
      c.warnings.contains {
        $0.rule == "unitless-durations"
          && $0.message.hasPrefix("read 1 duration written without a unit as milliseconds")
      })
  }

  /// Verdicts as the 2025.10 schemas give them, for values in the shapes other validators test.
  @Test(arguments: [
    ("duration", #"{"value": 100, "unit": "ms"}"#, true),
    ("duration", #"{"value": 0.1, "unit": "s"}"#, true),
    ("duration", #"{"value": "100", "unit": "ms"}"#, false),
    ("duration", #"{"value": 100, "unit": "us"}"#, false),
    ("duration", #"{"value": 100}"#, false),
    ("duration", #"{"unit": "ms"}"#, false),
    ("duration", #"{"value": 100, "unit": "ms", "note": "x"}"#, false),
    ("cubicBezier", #"[0.33, 1, 0.68, 1]"#, true),
    ("cubicBezier", #"[0, -2, 1, 3]"#, true),
    ("cubicBezier", #"[0.33, 1, 0.68]"#, false),
    ("cubicBezier", #"[1.5, 0, 0, 1]"#, false),
    ("cubicBezier", #"["0.33", 1, 0.68, 1]"#, false),
    ("cubicBezier", #"{"x1": 0.33}"#, false),
    (
      "transition",
      #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}"#,
      true
    ),
    ("transition", #"{"duration": "{d.fast}", "delay": "{d.none}", "timingFunction": "{c.out}"}"#, true),
    // Without "delay" the schema says no, but the files in the wild (GitHub Primer's) are written
    // so: read as delay 0 with a warning (missing-delay), not refused.
    ("transition", #"{"duration": {"value": 200, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}"#, true),
    ("transition", #"{"delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}"#, false),
    ("transition", #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}}"#, false),
    (
      "transition",
      #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1], "property": "opacity"}"#,
      false
    ),
  ])
  func schemaVerdicts(type: String, value: String, valid: Bool) {
    let text = """
      {"d": {"$type": "duration", "fast": {"$value": {"value": 150, "unit": "ms"}}, "none": {"$value": {"value": 0, "unit": "ms"}}},
       "c": {"$type": "cubicBezier", "out": {"$value": [0, 0, 0.2, 1]}},
       "t": {"$type": "\(type)", "probe": {"$value": \(value)}},
       "keep": {"$type": "cubicBezier", "one": {"$value": [0.4, 0, 0.2, 1]}}}
      """
    let errors = parseErrors(text, file: "probe.tokens.json").filter { $0.token == "t.probe" }
    #expect(errors.isEmpty == valid, "\(errors)")
  }
}

/// Every valid fixture reads without a warning and passes lint: what a demanding user's own file
/// should see.
@Suite struct ValidFixtureTests {
  static let catalogues = [
    "valid/swift/ComputedProperties.swift", "valid/swift/Constants.swift", "valid/swift/Aliases.swift",
    "valid/swift/Platforms.swift", "valid/swift/Spelling.swift", "valid/swift/Repeating.swift",
    "valid/swift/MixedTheme.swift", "valid/swift/Motion.swift", "valid/swift", "valid/DesignSystem",
    "valid/dtcg/tokens.json", "valid/dtcg/references.tokens.json", "valid/dtcg/theme.json5", "valid/dtcg-multi",
    "valid/dtcg/sequences.tokens.json",
    "valid/motion.yaml",
  ]

  @Test(arguments: catalogues)
  func noWarnings(path: String) throws {
    let c = try catalogue(path)
    let loud = (c.warnings.map(Finding.init) + Lint.check(c)).filter { $0.severity >= .warning }
    #expect(loud.isEmpty, "\(loud.map(\.diagnostic.description))")
  }

  @Test func everyValidFixtureIsListed() throws {
    let files = CatalogueLoader.filesBelow(fixtureRoot.appendingPathComponent("valid").path).map {
      String($0.dropFirst(fixtureRoot.path.count + 1))
    }
    let covered = files.filter { file in Self.catalogues.contains { file == $0 || file.hasPrefix($0 + "/") } }
    #expect(covered == files)
  }
}
