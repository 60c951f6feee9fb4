import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

/// The platforms' own motion as catalogues: each reads with no error and holds the platform's
/// values; `init --from` starts from one and `diff --reference` compares a team's tokens with one.
@Suite struct ReferenceCatalogueTests {
  @Test(arguments: ReferenceCatalogue.allCases)
  func everyReferenceReads(_ reference: ReferenceCatalogue) throws {
    let catalogue = try reference.load()
    #expect(catalogue.tokens.count >= 5)
    #expect(!catalogue.warnings.contains { $0.severity == .error })
    #expect(catalogue.tokens.allSatisfy { !($0.description ?? "").isEmpty })
  }

  @Test func materialExpressiveHoldsItsSchemesSprings() throws {
    let c = try ReferenceCatalogue.m3Expressive.load()
    for (id, ratio, stiffness) in [
      ("spatial.fast", 0.6, 800.0), ("spatial.default", 0.8, 380), ("spatial.slow", 0.8, 200),
      ("effects.fast", 1, 3800), ("effects.default", 1, 1600), ("effects.slow", 1, 800),
    ] {
      let s = try #require(c.token(id)?.animation.spring, "\(id)")
      #expect(abs(s.dampingRatio - ratio) < 1e-12 && abs(s.stiffness / s.mass - stiffness) < 1e-9, "\(id)")
    }
    let standard = try #require(try ReferenceCatalogue.m3Standard.load().token("spatial.fast")?.animation.spring)
    #expect(abs(standard.dampingRatio - 0.9) < 1e-12 && abs(standard.stiffness / standard.mass - 1400) < 1e-9)
  }

  @Test func initStartsFromAReferenceAndDiffComparesWithOne() throws {
    let dir = try temporaryDirectory("reference")
    defer { try? FileManager.default.removeItem(at: dir) }
    let started = try motionspec(["init", "--from", "m3-expressive", dir.appendingPathComponent("m3.yaml").path])
    #expect(started.status == 0, "\(started.err)")
    #expect(try motionspec(["lint", dir.appendingPathComponent("m3.yaml").path]).status == 0)
    // An app whose fast spatial spring is 0.1 more damped than Material's, and which has no slow one.
    let app = dir.appendingPathComponent("app.yaml")
    try
      "tokens:\n  spatial:\n    fast: \"spring(dampingRatio = 0.7f, stiffness = 800f)\"\n    default: \"MotionScheme.expressive().defaultSpatialSpec()\"\n"
      .write(to: app, atomically: true, encoding: .utf8)
    let diff = try motionspec([
      "diff", "--reference", "m3-expressive", app.path, "-o", dir.appendingPathComponent("d").path,
    ])
    #expect(diff.status == 0, "\(diff.err)")
    #expect(diff.out.contains("`spatial.fast` | changed") && diff.out.contains("0.6 → 0.7"), "\(diff.out.prefix(600))")
    #expect(diff.out.contains("`spatial.slow` | removed"))
    #expect(!diff.out.contains("`spatial.default` | changed"))
    let usage = try motionspec(["diff", "--reference", "m3-expressive", app.path, app.path])
    #expect(usage.status == 64, "\(usage.err)")
    let unknown = try motionspec(["init", "--from", "material", "-"])
    #expect(unknown.status == 64 && unknown.err.contains("m3-expressive"), "\(unknown.err)")
  }

  /// `render --reference` draws the platform's tokens after the team's, under its name, and lint
  /// (the page's counts and each row's status) is about the team's alone.
  @Test func renderDrawsAReferenceBesideTheTeamsTokens() throws {
    let dir = try temporaryDirectory("render-reference")
    defer { try? FileManager.default.removeItem(at: dir) }
    let app = dir.appendingPathComponent("app.yaml")
    try "tokens:\n  spatial:\n    fast: \"spring(dampingRatio = 0.7f, stiffness = 800f)\"\n"
      .write(to: app, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("spec")
    let rendered = try motionspec([
      "render", app.path, "--reference", "m3-expressive", "-o", out.path, "--quiet", "--no-cache",
    ])
    #expect(rendered.status == 0, "\(rendered.err)")
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: out.appendingPathComponent("motion-tokens.json")))
    let ids = try #require(
      ((json as? [String: Any])?["tokens"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
    let reference = try ReferenceCatalogue.m3Expressive.load()
    #expect(ids == ["spatial.fast"] + reference.tokens.map { "Material 3 Expressive reference." + $0.id })
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("Material 3 expressive reference › Spatial"))
    // The reference's effects springs are shorter than the response-range rule allows: not the team's concern.
    let alone = try motionspec(["render", app.path, "-o", dir.appendingPathComponent("alone").path, "--quiet"])
    #expect(alone.status == 0, "\(alone.err)")
    let lintSummary = { (html: String) in
      html.components(separatedBy: "<span class=\"label\">Lint</span>").dropFirst().first?.prefix(60) ?? ""
    }
    let alonePage = try String(
      contentsOf: dir.appendingPathComponent("alone").appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!lintSummary(page).isEmpty && lintSummary(page) == lintSummary(alonePage), "\(lintSummary(page))")
    // No card reports the rule (the page's script names it too: the editor checks it).
    #expect(!page.contains("<code>response-range</code>"))
  }
}
