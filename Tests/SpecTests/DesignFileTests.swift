import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// Reads a fixture of `Fixtures/design/` with a selection.
func design(_ path: String, _ selection: CatalogueSelection = CatalogueSelection()) throws -> Catalogue {
  try CatalogueLoader.load([fixtureRoot.appendingPathComponent("design/" + path).path], selection: selection)
}

/// The errors reading `text` as a file named `name` gives (in a temporary folder, beside `files`).
func errors(_ text: String, name: String, files: [String: String] = [:], selection: CatalogueSelection = .init())
  throws -> [Diagnostic]
{
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent("design-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  for (file, contents) in files.merging([name: text], uniquingKeysWith: { $1 }) {
    let url = dir.appendingPathComponent(file)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: true, encoding: .utf8)
  }
  do {
    _ = try CatalogueLoader.load([dir.appendingPathComponent(name).path], selection: selection)
    Issue.record("\(name) was read without an error")
    return []
  } catch {
    return error.diagnostics.filter { $0.severity == .error }
  }
}

/// A token's motion as SwiftUI spells it.
func spelled(_ c: Catalogue, _ id: String) -> String? { c.tokens.first { $0.id == id }?.animation.swiftUI }

@Suite struct FigmaFileTests {
  @Test func everyTransitionCurveIsAToken() throws {
    let c = try design("checkout.figma.json")
    #expect(c.name == "Checkout flows")
    #expect(
      c.tokens.map(\.id) == [
        "Checkout.Cart.Checkout button", "Checkout.Cart.Remove item", "Checkout.Cart.Apply", "Checkout.Cart.Back",
        "Checkout.Payment.Pay", "Checkout.Payment.Card field", "Onboarding.Welcome.Next", "Onboarding.Welcome.Skip",
        "Onboarding.Welcome.Badge", "Onboarding.Welcome.Shake", "Onboarding.Welcome.Shake (2)",
        "Onboarding.Welcome.Tip", "Onboarding.Welcome.Legacy banner",
      ])
    // transition.duration is seconds (a float32 of 0.3); the flat transitionDuration is milliseconds.
    #expect(spelled(c, "Checkout.Cart.Remove item") == ".easeOut(duration: 0.3)")
    #expect(spelled(c, "Onboarding.Welcome.Legacy banner") == ".easeIn(duration: 0.25)")
    #expect(spelled(c, "Checkout.Cart.Apply") == ".timingCurve(0.25, 0.1, 0.25, 1, duration: 0.35)")
    #expect(spelled(c, "Onboarding.Welcome.Badge") == ".timingCurve(0.45, 1.45, 0.8, 1, duration: 0.4)")
    #expect(spelled(c, "Onboarding.Welcome.Shake") == ".timingCurve(0.3, -0.05, 0.7, -0.5, duration: 0.3)")
    // The presets are physical springs.
    for (id, preset) in [
      ("Checkout.Payment.Pay", "QUICK"), ("Onboarding.Welcome.Next", "BOUNCY"), ("Onboarding.Welcome.Skip", "SLOW"),
      ("Onboarding.Welcome.Tip", "GENTLE"),
    ] {
      let token = try #require(c.tokens.first { $0.id == id })
      guard case .spring(let s) = token.animation.curve else {
        Issue.record("\(id) is not a spring")
        continue
      }
      let p = try #require(FigmaReader.presets[preset])
      #expect(abs(s.mass - p.mass) < 1e-9 && abs(s.stiffness - p.stiffness) < 1e-9 && abs(s.damping - p.damping) < 1e-9)
    }
    // One curve used twice is one token, described with both uses; the first use names it.
    let back = try #require(c.tokens.first { $0.id == "Checkout.Cart.Back" })
    #expect(
      back.description?.hasPrefix(
        "Used by 2 interactions: Checkout / Cart / Back → Cart; Checkout / Payment / Back → Cart") == true)
    // Instant transitions and null ones are counted, not drawn.
    #expect(c.warnings.contains { $0.message.contains("skipped 2 transitions with no curve") })
    #expect(c.warnings.contains { $0.message.contains("14 transitions with 13 distinct curves") })
  }

  @Test func fileWithoutPrototypeSaysSo() throws {
    let text =
      #"{"name": "Icons", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [{"id": "0:1", "name": "Page 1", "type": "CANVAS", "children": []}]}}"#
    let found = try errors(text, name: "icons.json")
    #expect(found.count == 1)
    #expect(found.first?.message.hasPrefix("no prototype transitions in 'Icons'") == true)
    #expect(found.first?.rule == Diagnostic.noMotion)
  }

  @Test func unknownEasingIsNamedWithItsNodeAndPlace() throws {
    let text = """
      {"name": "F", "document": {"id": "0:0", "type": "DOCUMENT", "name": "Document", "children": [
        {"id": "0:1", "type": "CANVAS", "name": "Page", "children": [
          {"id": "1:1", "type": "FRAME", "name": "Home", "children": [
            {"id": "1:2", "type": "INSTANCE", "name": "Go", "interactions": [{"trigger": {"type": "ON_CLICK"},
              "actions": [{"type": "NODE", "destinationId": "1:1", "navigation": "NAVIGATE",
                "transition": {"type": "DISSOLVE", "easing": {"type": "EASE_IN_OUT"}, "duration": 0.3}}]}]}]}]}]}}
      """
    let found = try errors(text, name: "f.json")
    #expect(found.count == 1)
    let e = try #require(found.first)
    #expect(
      e.message.hasPrefix("unknown easing type 'EASE_IN_OUT' on 'Page / Home / Go' — did you mean EASE_IN_AND_OUT?"))
    #expect(e.location?.line == 6 && e.location?.column == 65)
  }
}

@Suite struct FigmaTimelineTests {
  @Test func eachSegmentMovesByItsKeyframesEasing() throws {
    let c = try design("onboarding.timelines.json")
    #expect(
      c.tokens.map(\.id) == [
        "Onboarding intro.SCALE_XY.0–0.8 s", "Onboarding intro.SCALE_XY.1.2–1.6 s",
        "Onboarding intro.OPACITY.0.2–0.6 s",
      ])
    #expect(spelled(c, "Onboarding intro.SCALE_XY.1.2–1.6 s") == ".easeInOut(duration: 0.4)")
    #expect(spelled(c, "Onboarding intro.OPACITY.0.2–0.6 s") == ".timingCurve(0.2, 0, 0, 1, duration: 0.4)")
    // The normalised spring is stretched over its 0.8 s segment: it settles as the segment ends.
    let spring = try #require(c.tokens.first?.animation)
    #expect(abs(spring.spring!.bounce - 0.3) < 1e-12)
    #expect(abs(spring.settlingTime() - 0.8) < 0.001)
    #expect(c.warnings.contains { $0.message == "skipped 1 HOLD segment: a step, not a curve" })
  }
}

@Suite struct FigmaVariablesTests {
  @Test func easingAndTimingVariablesMakeTokens() throws {
    let c = try design("motion.variables.json")
    #expect(c.tokens.map(\.id) == ["motion.standard", "motion.fade", "spring.playful", "spring.celebrate"])
    #expect(spelled(c, "motion.fade") == ".linear(duration: 0.3)")
    #expect(spelled(c, "spring.playful") == ".spring(duration: 0.5, bounce: 0.3)")
    #expect(c.tokens.first { $0.id == "spring.celebrate" }?.aliasOf == "spring.playful")
    #expect(c.tokens.first { $0.id == "motion.standard" }?.description == "Standard UI transitions")
    #expect(c.warnings.contains { $0.message.contains("default mode 'Default'") })
  }

  @Test func contextPicksTheMode() throws {
    let c = try design("motion.variables.json", CatalogueSelection(contexts: ["Reduced"]))
    #expect(spelled(c, "motion.standard") == ".easeInOut(duration: 0.2)")
    #expect(spelled(c, "motion.fade") == ".linear(duration: 0.15)")
    let wrong = try errors(
      String(contentsOf: fixtureRoot.appendingPathComponent("design/motion.variables.json"), encoding: .utf8),
      name: "v.json", selection: CatalogueSelection(contexts: ["Reduce"]))
    #expect(wrong.first?.message.contains("did you mean 'Reduced'?") == true)
  }
}

@Suite struct LegacyAndTokensStudioTests {
  @Test func legacyValueTypeFileReadsItsMotion() throws {
    let c = try design("legacy.tokens.json")
    #expect(
      c.tokens.map(\.id) == [
        "motion.easing.standard", "motion.easing.decelerate", "motion.easing.accelerate", "motion.transition.enter",
        "motion.transition.exit", "motion.transition.expand",
      ])
    #expect(spelled(c, "motion.transition.enter") == ".timingCurve(0, 0, 0.2, 1, duration: 0.25)")
    #expect(spelled(c, "motion.transition.exit") == ".timingCurve(0.4, 0, 1, 1, duration: 0.1)")
    // A bare number of a legacy duration is milliseconds.
    #expect(spelled(c, "motion.transition.expand") == ".timingCurve(0.4, 0, 0.2, 1, duration: 0.4).delay(0.05)")
    #expect(c.tokens.first { $0.id == "motion.easing.standard" }?.description == "Most movement")
    #expect(c.warnings.contains { $0.message.hasPrefix("read as a legacy token file") })
    #expect(c.warnings.contains { $0.message.contains("color ×2, dimension ×1") })
  }

  @Test func tokensStudioReadsTheFirstThemeWithSourceSetsForReferencesOnly() throws {
    let c = try design("tokens-studio.json")
    #expect(c.tokens.map(\.id) == ["enter", "exit", "emphasis", "hover"])
    #expect(spelled(c, "enter") == ".timingCurve(0.2, 0, 0, 1, duration: 0.3)")
    #expect(spelled(c, "exit") == ".easeIn(duration: 0.15)")
    #expect(spelled(c, "emphasis") == ".timingCurve(0.3, 0, 0.8, 0.15)")
    #expect(spelled(c, "hover") == ".easeOut")
    #expect(c.warnings.contains { $0.message.contains("theme 'Motion/Default'") })
  }

  @Test func themeAndTokenSetChooseSets() throws {
    let reduced = try design("tokens-studio.json", CatalogueSelection(themes: ["Motion/Reduced"]))
    #expect(spelled(reduced, "enter") == ".linear(duration: 0.15)")
    let one = try design("tokens-studio.json", CatalogueSelection(tokenSets: ["motion-reduced"]))
    #expect(one.tokens.map(\.id) == ["enter"])
    let text = try String(contentsOf: fixtureRoot.appendingPathComponent("design/tokens-studio.json"), encoding: .utf8)
    let unknown = try errors(text, name: "t.json", selection: CatalogueSelection(tokenSets: ["motion-reduce"]))
    #expect(unknown.first?.message.hasPrefix("no token set 'motion-reduce' — did you mean 'motion-reduced'?") == true)
  }

  @Test func yamlEncodedDTCGIsDTCG() throws {
    let c = try design("design.tokens.yaml")
    #expect(c.tokens.map(\.id) == ["motion.enter", "motion.exit", "motion.again", "easing.standard"])
    #expect(c.tokens.first { $0.id == "motion.again" }?.aliasOf == "motion.enter")
    #expect(c.tokens.first { $0.id == "motion.enter" }?.location?.line == 4)
    #expect(c.tokens.first { $0.id == "motion.enter" }?.description == "Views arriving")
  }
}

@Suite struct ResolverTests {
  @Test func defaultContextsAndInlineSets() throws {
    let c = try design("resolver/motion.resolver.json")
    #expect(c.name == "Checkout motion")
    #expect(c.tokens.map(\.id) == ["motion.enter", "motion.exit", "motion.sheet"])
    #expect(spelled(c, "motion.enter") == ".timingCurve(0, 0, 0.2, 1, duration: 0.3)")
    #expect(spelled(c, "motion.sheet") == ".spring(duration: 0.55, bounce: 0.18)")
    #expect(c.warnings.contains { $0.message.contains("motion = standard (its default)") })
    // A token read from a source file points into that file.
    #expect(
      c.tokens.first { $0.id == "motion.exit" }?.location?.file.hasSuffix("resolver/tokens/foundation.tokens.json")
        == true)
  }

  @Test func contextChoosesTheModifiersSources() throws {
    for context in ["reduced", "motion=reduced"] {
      let c = try design("resolver/motion.resolver.json", CatalogueSelection(contexts: [context]))
      #expect(spelled(c, "motion.enter") == ".linear(duration: 0.15)")
    }
  }

  @Test func badResolversAreClearErrors() throws {
    let text = try String(
      contentsOf: fixtureRoot.appendingPathComponent("design/resolver/motion.resolver.json"), encoding: .utf8)
    let sources = [
      "tokens/foundation.tokens.json": try String(
        contentsOf: fixtureRoot.appendingPathComponent("design/resolver/tokens/foundation.tokens.json"),
        encoding: .utf8),
      "tokens/reduced.tokens.json": "{}",
    ]
    let wrong = try errors(
      text, name: "r.json", files: sources, selection: CatalogueSelection(contexts: ["motion=fast"]))
    #expect(wrong.first?.message.contains("modifier 'motion' has no context 'fast'") == true)
    let remote =
      #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": "https://example.com/t.json"}]}]}"#
    #expect(try errors(remote, name: "r.json").first?.message.contains("it does not fetch addresses") == true)
    let cycle =
      ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
    #expect(
      try errors(cycle, name: "r.json").first?.message.hasPrefix("sets refer to each other in a cycle: a → b → a")
        == true)
    let missing =
      #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": "nope.json"}]}]}"#
    let e = try #require(try errors(missing, name: "r.json").first)
    #expect(e.message.hasPrefix("nope.json: cannot read this source"))
    #expect(e.location?.line == 1)
  }
}
