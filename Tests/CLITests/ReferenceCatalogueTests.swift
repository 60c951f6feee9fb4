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
}
