import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// Reduced-motion variants as data: written in YAML, DTCG and Swift, checked by lint.
@Suite struct ReducedMotionTests {
  let yaml = """
    tokens:
      motion:
        slide:
          value: .spring(duration: 0.5, bounce: 0.3)
          reducedMotion: easing.fade
        sheet:
          value: .smooth(duration: 0.4)
          reducedMotion: .easeInOut(duration: 0.2)
        press:
          value: .snappy
          reducedMotion: none
        guess:
          value: .spring(duration: 0.6, bounce: 0.25)
      easing:
        fade: .linear(duration: 0.2)
    """

  func timing(_ a: Animation?) -> TimingCurve? {
    if case .timing(let c)? = a?.curve { return c }
    return nil
  }

  @Test func yamlReadsReferencesExpressionsAndNone() throws {
    let c = try YAMLReader.read(yaml, file: "m.yaml")
    let slide = try #require(c.token("motion.slide")?.reducedMotion)
    #expect(slide.token == "easing.fade")
    #expect(slide.animation.map { $0 == (try? MotionExpression.parse(".linear(duration: 0.2)")) } == true)
    #expect(slide.location == SourceLocation(file: "m.yaml", line: 5, column: 22))
    let sheet = try #require(c.token("motion.sheet")?.reducedMotion)
    #expect(sheet.token == nil && timing(sheet.animation)?.duration == 0.2)
    let press = try #require(c.token("motion.press")?.reducedMotion)
    #expect(press.animation == nil && press.definition == "none")
    #expect(c.token("motion.guess")?.reducedMotion == nil)
  }

  @Test func errorsPointAtTheVariant() {
    func error(_ variant: String) -> Diagnostic? {
      let text = "tokens:\n  a: .smooth\n  b:\n    value: .snappy\n    reducedMotion: \(variant)\n"
      do {
        _ = try YAMLReader.read(text, file: "m.yaml")
        return nil
      } catch {
        return error.diagnostics.first
      }
    }
    let typo = error(".easeInOut(duraton: 0.2)")
    #expect(typo?.location?.line == 5)
    #expect(typo?.location?.column == 31, "\(String(describing: typo))")
    #expect(typo?.message.contains("reduced-motion variant") == true)
    let missing = error("fadeOut")
    #expect(
      missing?.message.contains("no token of the catalogue has this id or name") == true,
      "\(String(describing: missing))")
    #expect(missing?.location == SourceLocation(file: "m.yaml", line: 5, column: 20))
    let itself = error("b")
    #expect(itself?.message.contains("is the token itself") == true)
    let notText = error("[1, 2]")
    #expect(notText?.message.contains("must be none") == true)
  }

  @Test func dtcgExtensionAndAliasInheritance() throws {
    let json = """
      {
        "easing": { "fade": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] } } },
        "motion": {
          "heavy": { "$type": "transition", "$value": { "duration": { "value": 550, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.3, 0, 0, 1] },
                     "$extensions": { "com.motionspec.spring": { "duration": 0.55, "bounce": 0.18 }, "com.motionspec.reducedMotion": "{easing.fade}" } },
          "sheet": { "$type": "transition", "$value": "{motion.heavy}" },
          "tap": { "$type": "transition", "$value": { "duration": { "value": 100, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] },
                   "$extensions": { "com.motionspec.reducedMotion": "none", "org.other": 1 } }
        }
      }
      """
    let c = try DTCGReader.read(json, file: "t.tokens.json")
    #expect(c.token("motion.heavy")?.reducedMotion?.token == "easing.fade")
    // An alias takes its target's variant.
    #expect(c.token("motion.sheet")?.reducedMotion?.token == "easing.fade")
    #expect(c.token("motion.tap")?.reducedMotion.map { $0.animation == nil } == true)
    #expect(c.token("motion.tap")?.extra["$extensions"]?.contains("org.other") == true)
    #expect(c.token("motion.tap")?.extra["$extensions"]?.contains("reducedMotion") == false)
  }

  @Test func swiftDocCommentCallout() throws {
    let source = """
      import SwiftUI

      enum Motion {
        /// Heavy panels.
        /// - Reduced motion: Motion.fade
        static let heavy: Animation = .spring(duration: 0.55, bounce: 0.18)
        /// - Reduced motion: .easeInOut(duration: 0.2)
        static var sheet: Animation { .smooth(duration: 0.4) }
        /// - ReducedMotion: none
        static let tap = Animation.snappy
        /// - Reduced motion: .easeInOut(durr: 0.2)
        static let broken: Animation = .bouncy
        static let fade: Animation = .linear(duration: 0.2)
      }
      """
    do {
      _ = try SwiftSourceReader.read(source, file: "Motion.swift")
      Issue.record("the misspelt variant was accepted")
    } catch {
      let d = try #require(error.diagnostics.first { $0.message.contains("reduced-motion variant") })
      #expect(d.location == SourceLocation(file: "Motion.swift", line: 11, column: 36), "\(d)")
    }
    let fixed = source.replacingOccurrences(of: "durr:", with: "duration:")
    let c = try SwiftSourceReader.read(fixed, file: "Motion.swift")
    #expect(c.token("Motion.heavy")?.description == "Heavy panels.")
    #expect(c.token("Motion.heavy")?.reducedMotion?.token == "Motion.fade")
    #expect(timing(c.token("Motion.sheet")?.reducedMotion?.animation)?.bezier == .easeInOut)
    #expect(c.token("Motion.tap")?.reducedMotion.map { $0.animation == nil } == true)
    #expect(c.token("Motion.fade")?.reducedMotion == nil)
  }

  /// A module's variant may use the module's constants; an alias takes its target's variant.
  @Test func swiftModuleFixture() throws {
    let c = try catalogue("valid/DesignSystem")
    let heavy = try #require(c.token("MotionKit.heavy")?.reducedMotion)
    #expect(timing(heavy.animation)?.bezier == .easeInOut && heavy.location?.line == 5)
    #expect(c.token("MotionKit.standard")?.reducedMotion.map { $0.animation == nil } == true)
    #expect(c.token("MotionKit.navigation")?.reducedMotion.map { $0.animation == nil } == true)
  }

  @Test func lintNotesMotionWithoutAVariantAndWarnsOfABouncyOne() throws {
    let text =
      yaml + "\n    panelMove: .smooth\n    calm: .smooth\n" + """
          other:
            bouncy:
              value: .bouncy
              reducedMotion: .spring(duration: 0.5, bounce: 0.2)
        """
    let c = try YAMLReader.read(text, file: "m.yaml")
    let findings = Lint.check(c).filter { $0.rule == "reduced-motion" }
    let byToken = Dictionary(grouping: findings, by: \.token)
    // Bounces with no variant; moves by name with no variant; the variant itself bounces.
    #expect(byToken["motion.guess"]?.first?.severity == .note)
    #expect(byToken["motion.guess"]?.first?.message.contains("bounces") == true)
    #expect(byToken["easing.panelMove"]?.first?.message.contains("moves things") == true)
    #expect(byToken["other.bouncy"]?.first?.severity == .warning)
    // Covered or calm: nothing.
    for quiet in ["motion.slide", "motion.sheet", "motion.press", "easing.fade", "easing.calm"] {
      #expect(byToken[quiet] == nil, "\(quiet)")
    }
  }
}
