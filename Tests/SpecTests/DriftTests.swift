import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

@Suite struct DriftTests {
  @Test func differenceIsTheLargestGapInPosition() throws {
    let a = try MotionExpression.parse(".easeInOut(duration: 0.3)")
    let b = try MotionExpression.parse(".easeInOut(duration: 0.35)")
    #expect(MotionDifference.between(a, a).maximum == 0)
    // An independent oracle: the same two curves sampled every 0.1 ms.
    var oracle = 0.0
    for i in 0...4000 {
      let t = Double(i) * 0.0001
      oracle = max(oracle, abs(a.value(time: t) - b.value(time: t)))
    }
    let d = MotionDifference.between(a, b)
    #expect(abs(d.maximum - oracle) < 1e-3)
    #expect(d.maximum > 0.05)
    // A motion still moving when the other has settled is compared against the target.
    let slow = try MotionExpression.parse(".linear(duration: 2)")
    #expect(abs(MotionDifference.between(a, slow).maximum - (1 - 0.3 / 2)) < 0.01)
  }

  @Test func normalisedNamesSetCaseSeparatorsAndGroupWordsAside() {
    let same = [["Motion", "sheetEnter"], ["motion-sheet-enter"], ["transitions", "sheet_enter"], ["Sheet Enter"]]
    for path in same { #expect(CatalogueDrift.normalisedName(path) == "sheet enter", "\(path)") }
    #expect(CatalogueDrift.normalisedName(["motion"]) == "motion")
    #expect(CatalogueDrift.normalisedName(["easing", "fade2x"]) == "fade2x")
  }

  @Test func figmaAgainstTheBuiltInCatalogueByPhysics() throws {
    let figma = try design("checkout.figma.json")
    let code = try BuiltInCatalogue.load()
    let drift = CatalogueDrift.compare(design: figma, code: code, match: .physics, tolerance: 0.02)
    let matched = drift.entries(.matched).map { "\($0.design!.id) = \($0.code!.id)" }
    #expect(
      matched == [
        "Checkout.Cart.Checkout button = motion.standard", "Checkout.Cart.Apply = easing.caDefault",
        "Checkout.Cart.Back = easing.easeInOut", "Checkout.Payment.Card field = easing.fade",
      ])
    #expect(drift.entries(.drifted).count == 9)
    #expect(drift.hasDrift)
    // Each drifting curve names its nearest code token, and that one is the nearest.
    for e in drift.entries(.drifted) {
      let gap = try #require(e.difference).maximum
      #expect(gap > 0.02)
      for other in code.tokens {
        #expect(MotionDifference.between(e.design!.animation, other.animation).maximum >= gap - 1e-12)
      }
    }
    // Code tokens within the tolerance of no design curve are unused.
    #expect(drift.entries(.unused).count == code.tokens.count - 4)
    // A looser tolerance accepts the nearest.
    let loose = CatalogueDrift.compare(design: figma, code: code, match: .physics, tolerance: 0.07)
    #expect(loose.entries(.matched).contains { $0.design!.id == "Checkout.Cart.Remove item" })
  }

  @Test func byNamesEachPairThatMovesDifferentlyIsDrift() throws {
    let design = try CatalogueLoader.parse(
      """
      name: Design
      tokens:
        motion:
          sheetEnter: .spring(duration: 0.5, bounce: 0.2)
          fade: .linear(duration: 0.2)
          onlyInDesign: .snappy
      """, file: "design.yaml")
    let code = try CatalogueLoader.parse(
      """
      name: Code
      tokens:
        Motion:
          sheet_enter: .spring(duration: 0.3, bounce: 0.2)
          fade: .linear(duration: 0.2)
          onlyInCode: .bouncy
      """, file: "code.yaml")
    let drift = CatalogueDrift.compare(design: design, code: code, match: .names, tolerance: 0.02)
    #expect(
      drift.entries(.drifted).map { "\($0.design!.id) → \($0.code!.id)" } == ["motion.sheetEnter → Motion.sheet_enter"])
    #expect(drift.entries(.matched).map(\.design!.id) == ["motion.fade"])
    #expect(drift.entries(.missing).map(\.design!.id) == ["motion.onlyInDesign"])
    #expect(drift.entries(.unused).map(\.code!.id) == ["Motion.onlyInCode"])
  }
}
