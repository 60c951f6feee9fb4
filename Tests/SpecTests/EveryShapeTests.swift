import Foundation
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecCatalogue

/// The shapes teams save design files in, each read with the motion it holds: Figma's responses
/// however they were saved, Tokens Studio folders, CSS in DTCG, Swift files full of other
/// constants. What motionspec does not draw never blocks what it does.
@Suite struct FigmaShapeTests {
  /// The note that says how a file was read.
  func shape(_ c: Catalogue) -> String? { c.warnings.first { $0.rule == "document-shape" }?.message }

  @Test func aNodesResponseReadsEveryEntryNamedByItsDocument() throws {
    let c = try design("figma/nodes.json")
    #expect(c.name == "Checkout flows")
    #expect(c.tokens.map(\.id) == ["Cart.Checkout", "Cart.Remove", "Button.Size=Large", "Button.Size=Small"])
    #expect(shape(c)?.hasPrefix("read as a Figma /nodes response (2 nodes): 4 transitions") == true)
    // A node's component properties (`value` beside `type`) do not make it a legacy token file.
    #expect(spelled(c, "Cart.Remove") == ".easeOut(duration: 0.3)")
    #expect(spelled(c, "Button.Size=Large") == ".timingCurve(0.2, 0, 0, 1, duration: 0.22)")
    let spring = try #require(c.tokens.first { $0.id == "Cart.Checkout" }?.animation.spring)
    #expect(abs(spring.stiffness - 380) < 1e-9 && abs(spring.damping - 31.2) < 1e-6)
  }

  @Test func aSavedNodeAndAListOfNodesRead() throws {
    let frame = try design("figma/frame-node.json")
    #expect(frame.tokens.map(\.id) == ["Cart.Checkout", "Cart.Remove"])
    #expect(shape(frame)?.hasPrefix("read as a Figma FRAME node: 2 transitions") == true)
    let list = try design("figma/node-list.json")
    #expect(
      list.tokens.map(\.id) == [
        "Onboarding.Cart.Checkout", "Onboarding.Cart.Remove", "Button.Size=Large", "Button.Size=Small",
      ])
    #expect(shape(list)?.hasPrefix("read as a list of 2 Figma nodes") == true)
  }

  @Test func aWrappedResponseAndOneWithAByteOrderMarkReadAsTheFile() throws {
    let wrapped = try design("figma/wrapped.json")
    let bom = try design("figma/bom.json")
    let bytes = try Data(contentsOf: fixtureRoot.appendingPathComponent("design/figma/bom.json"))
    #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    #expect(wrapped.tokens.count == 4 && bom.tokens.count == 4)
    #expect(wrapped.tokens.map(\.id) == bom.tokens.map(\.id))
    #expect(wrapped.tokens.map(\.animation.swiftUI) == bom.tokens.map(\.animation.swiftUI))
    #expect(shape(wrapped)?.hasPrefix("read as a Figma file inside \"response\"") == true)
    #expect(wrapped.name == "Checkout flows")
  }

  @Test func legacyFieldsAreReadOnlyWhereNoInteractionCanBe() throws {
    let c = try design("figma/legacy-only.json")
    // Next: interactions without actions; Back: none at all. Skip's action is instant, so its
    // legacy fields are not read; Close names no easing.
    #expect(c.tokens.map(\.id) == ["Flows.Intro.Next", "Flows.Intro.Back"])
    #expect(spelled(c, "Flows.Intro.Next") == ".easeInOut(duration: 0.3)")
    #expect(spelled(c, "Flows.Intro.Back") == ".timingCurve(0.45, 1.45, 0.8, 1, duration: 0.45)")
    let warning = try #require(c.warnings.first { $0.rule == "legacy-transitions" })
    #expect(warning.severity == .warning && warning.message.hasPrefix("read 2 transitions from the legacy fields"))
    #expect(c.warnings.contains { $0.message == "skipped 2 transitions with no curve (instant or HOLD)" })
  }

  @Test func aFragmentIsToldToSaveTheWholeResponse() throws {
    let url = fixtureRoot.appendingPathComponent("design/figma/fragment.json")
    let found = try errors(String(contentsOf: url, encoding: .utf8), name: "fragment.json")
    #expect(found.count == 1)
    #expect(found.first?.message.hasPrefix("this is a fragment of a Figma response") == true)
    #expect(found.first?.message.contains("save the whole response") == true)
    #expect(found.first?.location?.line == 1)
  }
}

@Suite struct TokensStudioFolderTests {
  static let folder = "tokens-studio"

  func seconds(_ c: Catalogue, _ id: String) -> Double? { c.durations.first { $0.id == id }?.seconds }

  @Test func aFolderReadsItsThemesSetsMathAndReferences() throws {
    let c = try design(Self.folder)
    #expect(c.warnings.filter { $0.severity == .error }.isEmpty)
    #expect(c.tokens.count == 9)
    #expect(c.durations.count == 11)
    // Unit-less numbers are milliseconds, said once; a `seconds` group says seconds.
    #expect(seconds(c, "duration.50") == 0.05 && seconds(c, "duration.1000") == 1)
    #expect(seconds(c, "timing.seconds.slow") == 0.6)
    #expect(c.warnings.filter { $0.rule == "unitless-durations" }.count == 1)
    // Math, Style Dictionary's `.value`, and a sum of two references.
    #expect(seconds(c, "motion.duration.double") == 0.2)
    #expect(seconds(c, "motion.duration.sd") == 0.15)
    #expect(seconds(c, "motion.duration.sum") == 0.15)
    // A `cubic-bezier` type holding an alias is an alias of the curve.
    let quick = try #require(c.tokens.first { $0.id == "motion.easing.quick" })
    #expect(quick.aliasOf == "easing.a-100")
    // Curves typed other or string, as CSS writes them.
    #expect(spelled(c, "easing.productive") == ".timingCurve(0.2, 0, 0.38, 0.9)")
    #expect(spelled(c, "easing.linear") == ".linear")
    #expect(spelled(c, "easing.out") == ".easeOut")
    // Shorthands: with a property, with references, and a list that is a token per item.
    #expect(spelled(c, "motion.fade") == ".easeOut(duration: 0.15)")
    #expect(spelled(c, "motion.enter") == ".timingCurve(0.4, 0, 0.2, 1, duration: 0.2)")
    #expect(spelled(c, "motion.card.opacity") == ".timingCurve(0.25, 0.1, 0.25, 1, duration: 0.15)")
    #expect(spelled(c, "motion.card.transform") == ".timingCurve(0.2, 0, 0, 1, duration: 0.3).delay(0.05)")
    // The theme chosen and what was skipped are said; nothing in the colours, sizes and fonts
    // (math, lists of references, an alias to a set not in the folder) is an error.
    #expect(c.warnings.contains { $0.rule == "document-shape" && $0.message.contains("theme 'Mode/Light'") })
  }

  @Test func themesAndSetsChooseWhatIsRead() throws {
    let dark = try design(Self.folder, CatalogueSelection(themes: ["Dark"]))
    #expect(dark.tokens.count == 9)
    let base = try design(Self.folder, CatalogueSelection(tokenSets: ["motion/base"]))
    #expect(base.tokens.map(\.id) == ["easing.a-100", "easing.productive", "easing.linear", "easing.out"])
    #expect(base.durations.count == 8)
  }

  @Test func anAliasToAFileNotGivenSaysSo() throws {
    let url = fixtureRoot.appendingPathComponent("design/\(Self.folder)/motion/semantic.json")
    let found = try errors(String(contentsOf: url, encoding: .utf8), name: "semantic.json")
    #expect(found.contains { $0.message.contains("no file read defines a group 'duration'") })
    #expect(found.allSatisfy { $0.token?.hasPrefix("motion.") == true })
  }

  @Test func aTeamsPolicyReadsBareNumbersAsSeconds() throws {
    let dir = try temporaryDirectory("unitless")
    defer { try? FileManager.default.removeItem(at: dir) }
    try "{\"duration\": {\"short\": {\"value\": \"0.2\", \"type\": \"number\"}}}".write(
      to: dir.appendingPathComponent("motion.json"), atomically: true, encoding: .utf8)
    let ms = try CatalogueLoader.load([dir.appendingPathComponent("motion.json").path])
    #expect(ms.durations.first?.seconds == 0.0002)
    try "read:\n  unitless-durations: seconds\n".write(
      to: dir.appendingPathComponent(".motionspec.yml"), atomically: true, encoding: .utf8)
    let s = try CatalogueLoader.load([dir.appendingPathComponent("motion.json").path])
    #expect(s.durations.first?.seconds == 0.2)
    #expect(s.warnings.contains { $0.message.contains("as seconds") })
  }

  /// A design system's file of thousands of tokens of a dozen types whose only problems are in
  /// what is not motion: every motion token is read.
  @Test func problemsOutsideMotionNeverBlockIt() throws {
    var random = SeededGenerator(seed: 47)
    var groups: [String] = []
    let kinds = [
      "color", "dimension", "fontFamily", "fontWeight", "shadow", "typography", "border", "spacing", "sizing",
      "opacity", "borderRadius", "other",
    ]
    var nonMotion = 0
    for (k, kind) in kinds.enumerated() {
      var members: [String] = []
      for i in 0..<260 {
        let value: String
        switch Int.random(in: 0..<5, using: &random) {
        case 0: value = "\"{\(kind).missing\(i)}\""  // an alias to nothing
        case 1: value = "\"{\(kind).t0} * 1.5\""  // math
        case 2: value = "\"{\(kind).t0}, {\(kind).t1}\""  // two references
        case 3: value = "\"rgba({color.t0}, 0.5)\""
        default: value = "\"\(i)\""
        }
        let typed = k % 4 == 3 ? "" : ", \"type\": \"\(kind)\""
        members.append("\"t\(i)\": {\"value\": \(value)\(typed)}")
        nonMotion += 1
      }
      groups.append("\"\(kind)\": {\(members.joined(separator: ", "))}")
    }
    var motion: [String] = []
    for i in 0..<40 {
      switch i % 4 {
      case 0: motion.append("\"d\(i)\": {\"value\": \"\(50 * (i + 1))ms\", \"type\": \"duration\"}")
      case 1:
        motion.append("\"e\(i)\": {\"value\": \"cubic-bezier(0.4, 0, 0.2, \(i % 2))\", \"type\": \"cubicBezier\"}")
      case 2: motion.append("\"t\(i)\": {\"value\": \"transform \(100 + i)ms ease-out\", \"type\": \"other\"}")
      default: motion.append("\"a\(i)\": {\"value\": \"{motion.d0} * \(i)\", \"type\": \"duration\"}")
      }
    }
    groups.append("\"motion\": {\(motion.joined(separator: ", "))}")
    let text = "{" + groups.joined(separator: ",\n") + "}"
    let c = try CatalogueLoader.parse(text, file: "design-system.json")
    #expect(c.tokens.count == 20)
    #expect(c.durations.count == 20)
    #expect(nonMotion == 3120)
    #expect(!c.warnings.contains { $0.severity == .error })
    #expect(c.warnings.contains { $0.rule == "skipped-tokens" })
  }
}

@Suite struct DTCGShapeTests {
  @Test func metadataAloneDoesNotMakeATokensStudioFile() throws {
    let text = """
      {"$metadata": {"generator": "a pipeline"}, "motion": {"$type": "duration", "fast": {"$value": {"value": 120, "unit": "ms"}}}}
      """
    let c = try CatalogueLoader.parse(text, file: "m.tokens.json")
    #expect(c.durations.map(\.id) == ["motion.fast"])
  }

  /// A negative duration is invalid motion in every format: an error at the value, so `lint`
  /// fails — never a warning and a token quietly left out (a duration token, a transition's).
  @Test func aNegativeDurationIsAnErrorAtItsValue() throws {
    let texts = [
      #"{"motion": {"$type": "duration", "back": {"$value": {"value": -100, "unit": "ms"}}, "ok": {"$value": {"value": 100, "unit": "ms"}}}}"#,
      #"{"motion": {"$type": "transition", "back": {"$value": {"duration": {"value": -100, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}}}}"#,
    ]
    for text in texts {
      let error = #expect(throws: CatalogueError.self) { try CatalogueLoader.parse(text, file: "n.tokens.json") }
      let found = try #require(error?.diagnostics.first)
      #expect(found.severity == .error && found.token == "motion.back")
      #expect(found.message == "duration -100 ms is negative; nothing can last less than no time")
      let column = try #require(
        text.range(of: "{\"value\": -100").map { text.distance(from: text.startIndex, to: $0.lowerBound) + 1 })
      #expect(found.location?.column == column)
    }
  }

  @Test func oneCSSCurveKeepsTheFilesDurations() throws {
    let text = """
      {"duration": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}},
       "easing": {"$type": "cubicBezier", "standard": {"$value": "cubic-bezier(0.4, 0, 0.2, 1)"}, "out": {"$value": "ease-out"}}}
      """
    let c = try CatalogueLoader.parse(text, file: "c.tokens.json")
    #expect(c.durations.count == 1)
    #expect(c.tokens.map(\.id) == ["easing.standard", "easing.out"])
    #expect(c.warnings.filter { $0.rule == "css-value" }.count == 2)
  }
}

@Suite struct SwiftShapeTests {
  @Test func implicitMemberConstantsAreSilentAndResponseZeroIsAnInstant() throws {
    let text = """
      import SwiftUI
      enum Motion {
        static let gap: CGFloat = .zero
        static let far: CGFloat = .infinity
        static let turn = .pi * 2
        static let big: Double = .greatestFiniteMagnitude
        static let radius: CGFloat = CGFloat.pi
        static let standard = Animation.smooth
        static let heavy = Animation.spring(duration: 0.55, bounce: 0.18)
        static let none = Animation.spring(response: 0, dampingFraction: 1)
        static let lin0 = Animation.linear(duration: 0)
      }
      """
    let c = try CatalogueLoader.parse(text, file: "Motion.swift")
    #expect(c.tokens.map(\.id) == ["Motion.standard", "Motion.heavy"])
    #expect(c.durations.map(\.id) == ["Motion.none", "Motion.lin0"])
    #expect(c.durations.allSatisfy { $0.kind == .instant })
    #expect(!c.warnings.contains { $0.severity == .error })
    // A motion that uses a constant that cannot be read still says so, where it uses it.
    let uses =
      "import SwiftUI\nenum M {\n  static let far: Double = .infinity\n  static let a = Animation.linear(duration: far)\n}\n"
    #expect(parseErrors(uses, file: "M.swift").count == 1)
  }

  @Test func aByteOrderMarkIsNotContent() throws {
    let yaml = "\u{FEFF}name: x\ntokens:\n  a: .smooth\n"
    let dir = try temporaryDirectory("bom")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("motion.yaml")
    try Data(yaml.utf8).write(to: file)
    let c = try CatalogueLoader.load([file.path])
    #expect(c.tokens.map(\.id) == ["a"])
  }
}

@Suite struct DiffShapeTests {
  func catalogue(_ text: String) throws -> Catalogue { try CatalogueLoader.parse(text, file: "d.tokens.json") }

  @Test func aDurationChangeIsAChange() throws {
    let before = try catalogue(#"{"m": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}}}"#)
    let after = try catalogue(#"{"m": {"$type": "duration", "fast": {"$value": {"value": 300, "unit": "ms"}}}}"#)
    let diff = CatalogueDiff.compare(base: before, head: after)
    #expect(diff.count(.changed) == 1)
    #expect(diff.durations.first?.before?.seconds == 0.1 && diff.durations.first?.after?.seconds == 0.3)
    let same = CatalogueDiff.compare(base: before, head: before)
    #expect(same.isEmpty)
  }

  @Test func motionIsComparedAsItPlays() throws {
    let fast = try MotionExpression.parse(".smooth.speed(2)")
    let written = try MotionExpression.parse(".smooth(duration: 0.25)")
    #expect(CatalogueDiff.playsTheSame(fast, written))
    #expect(!CatalogueDiff.playsTheSame(fast, try MotionExpression.parse(".smooth")))
    let curve = try MotionExpression.parse(".easeOut(duration: 0.4).speed(2)")
    #expect(CatalogueDiff.playsTheSame(curve, try MotionExpression.parse(".easeOut(duration: 0.2)")))
  }
}

@Suite struct TokenMathTests {
  @Test(arguments: [
    ("200 * 2", 400.0, false), ("150ms + 50ms", 150.0 + 50, true), ("(100 + 50) / 2", 75, false),
    ("0.2s * 1.5", 300, true), ("-50 + 100", 50, false), ("100 - 20", 80, false),
  ])
  func evaluates(_ text: String, _ value: Double, _ isTime: Bool) throws {
    let q = try #require(TokenMath.evaluate(text))
    #expect(abs(q.value - value) < 1e-9 && q.isTime == isTime)
  }

  /// A range people write, a function Tokens Studio has and motionspec does not, units that are
  /// not time, and times multiplied together are not read.
  @Test(arguments: ["150-200ms", "roundTo(4.5)", "4px * 2", "2ms * 3ms", "1 / 0", "(((", "", "1 +"])
  func refuses(_ text: String) {
    #expect(TokenMath.evaluate(text) == nil)
  }
}

@Suite struct MoreSavedShapesTests {
  /// Tokens Studio's `$`-mode (its DTCG-style export): the same reading as legacy mode, CSS
  /// strings its own spelling (no warning).
  @Test func tokensStudioDollarModeReadsLikeLegacyMode() throws {
    let text = """
      {"$themes": [], "$metadata": {"tokenSetOrder": ["motion"]},
       "motion": {"ease": {"productive": {"$value": "cubic-bezier(0.2, 0, 0.38, 0.9)", "$type": "other"}},
                  "duration": {"fast": {"$value": "100", "$type": "number"}},
                  "color": {"brand": {"$value": "{missing.color}", "$type": "color"}}}}
      """
    let c = try CatalogueLoader.parse(text, file: "ts.json")
    #expect(c.tokens.map(\.id) == ["ease.productive"])
    #expect(c.durations.map(\.seconds) == [0.1])
    #expect(!c.warnings.contains { $0.severity != .note })
  }

  /// Tokens Studio's `text` type holds what a designer typed: `"90ms"` is a duration and
  /// `"ease-in-out"` a curve, read like an `other` or `string` token; a text that is no motion
  /// (a label) is passed over as before.
  @Test func tokensStudioTextTokensThatHoldMotionAreRead() throws {
    for mode in ["", "$"] {
      let text = """
        {"$themes": [], "$metadata": {"tokenSetOrder": ["motion"]},
         "motion": {"quick": {"\(mode)value": "90ms", "\(mode)type": "text"},
                    "curve": {"\(mode)value": "ease-in-out", "\(mode)type": "text"},
                    "label": {"\(mode)value": "Reduce motion", "\(mode)type": "text"}}}
        """
      let c = try CatalogueLoader.parse(text, file: "ts.json")
      #expect(c.durations.map(\.id) == ["quick"] && c.durations.map(\.seconds) == [0.09], "\(mode)")
      #expect(c.tokens.map(\.id) == ["curve"], "\(mode)")
    }
  }

  /// Sets resolve in order, a later set replacing an earlier one; but a readable value is never
  /// replaced by one that cannot be read: the earlier is kept, with a warning naming both places.
  /// A later readable value still wins.
  @Test func aLaterSetsUnreadableTokenDoesNotReplaceAReadableOne() throws {
    let text = """
      {"$themes": [], "$metadata": {"tokenSetOrder": ["base", "brand"]},
       "base": {"motion": {"enter": {"value": "cubic-bezier(0.2, 0, 0, 1)", "type": "cubicBezier"},
                           "exit": {"value": "ease-in", "type": "cubicBezier"},
                           "fast": {"value": "120ms", "type": "duration"}}},
       "brand": {"motion": {"enter": {"value": "cubic-bezier(0.2, 0, 0, 1", "type": "cubicBezier"},
                            "exit": {"value": "ease-out", "type": "cubicBezier"},
                            "fast": {"value": "{motion.nowhere}", "type": "other"}}}}
      """
    let c = try CatalogueLoader.parse(text, file: "ts.json")
    let enter = try #require(c.tokens.first { $0.id == "motion.enter" })
    #expect(enter.animation.curve == .timing(TimingCurve(try CubicBezier(0.2, 0, 0, 1))))
    #expect(enter.location?.line == 2, "the earlier set's token is the one read")
    let exit = try #require(c.tokens.first { $0.id == "motion.exit" })
    #expect(exit.location?.line == 6, "a readable later value wins")
    #expect(c.durations.map(\.id) == ["motion.fast"] && c.durations.map(\.seconds) == [0.12])
    let kept = c.warnings.filter { $0.severity == .warning && $0.rule == "replaced-token" }
    #expect(kept.map(\.token) == ["motion.enter", "motion.fast"], "\(c.warnings.map(\.message))")
    #expect(kept.map { $0.message.contains("earlier value at ts.json:2:") } == [true, false])
    #expect(kept.map { $0.message.contains("earlier value at ts.json:4:") } == [false, true])
    #expect(kept.first?.message.contains("four numbers, found \"cubic-bezier(0.2, 0, 0, 1\" at 5:") == true)
    #expect(kept.map(\.location?.line) == [5, 7])
    // A set replacing another's readable token is how themes work: nothing is said of it.
    #expect(!c.warnings.contains { $0.token == "motion.exit" && $0.rule == "replaced-token" })
  }

  /// The design-token reader's account: a token that may hold motion (untyped, `other`,
  /// `string`, `text`) and gave none is a `passed-over` note at its key when its name names
  /// motion or its alias names nothing; other types are counted in one note.
  @Test func tokensThatMayHoldMotionAndGaveNoneAreSaidWhereTheyAre() throws {
    let text = """
      {"motion": {"fast": {"$type": "duration", "$value": {"value": 120, "unit": "ms"}},
                  "spring": {"bouncy": {"$type": "other", "$value": "spring(0.5, 0.7)"}},
                  "later": {"$value": "{motion.nowhere}"}},
       "color": {"brand": {"$type": "color", "$value": "#f00"},
                 "label": {"$type": "string", "$value": "Brand"}}}
      """
    let c = try CatalogueLoader.parse(text, file: "t.tokens.json")
    #expect(c.durations.map(\.id) == ["motion.fast"])
    let notes = c.warnings.filter { $0.rule == "passed-over" }
    #expect(notes.map(\.token) == ["motion.spring.bouncy", "motion.later"], "\(c.warnings.map(\.message))")
    #expect(notes.map { $0.location?.line } == [2, 3])
    #expect(notes[0].message.contains("named for motion, typed other, but \"spring(0.5, 0.7)\""))
    #expect(notes[1].message.contains("whose reference names no token in the files given"))
    // The colour and the label are not motion: counted once, not listed.
    #expect(c.warnings.contains { $0.rule == "skipped-tokens" && $0.message.contains("color ×1") })
  }

  /// A CSS transition shorthand typed cubicBezier is read as the transition it is, with a warning:
  /// it never stops the other tokens of a folder.
  @Test func aTransitionInACubicBezierTokenIsReadWithAWarning() throws {
    let text = """
      {"$themes": [], "$metadata": {"tokenSetOrder": ["motion"]},
       "motion": {"slide": {"value": "250ms cubic-bezier(0.4, 0, 0.2, 1)", "type": "cubicBezier"},
                  "fade": {"value": "ease-out", "type": "cubicBezier"}}}
      """
    let c = try CatalogueLoader.parse(text, file: "ts.json")
    #expect(c.tokens.map(\.id) == ["slide", "fade"])
    let slide = try #require(c.tokens.first)
    #expect(slide.animation.curve == .timing(TimingCurve(try CubicBezier(0.4, 0, 0.2, 1), duration: 0.25)))
    #expect(c.warnings.contains { $0.severity == .warning && $0.message.contains("in a token typed cubicBezier") })
  }

  /// A fragment copied out of a Figma response (`"document": {…},`) is named as one, not given
  /// the parser's generic message.
  @Test func aFragmentOfAResponseIsSaidToBeOne() {
    let text = #"  "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": []},"#
    let error = #expect(throws: CatalogueError.self) { try CatalogueLoader.parse(text, file: "figma.json") }
    let message = error?.diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("this is a fragment of a JSON object: it starts with the key \"document\""), "\(message)")
    // A document that is malformed in its middle keeps the parser's message and place.
    let broken = #expect(throws: CatalogueError.self) { try CatalogueLoader.parse("{\"a\": [1, }", file: "b.json") }
    #expect(broken?.diagnostics.first?.message.hasPrefix("malformed JSON") == true)
  }

  /// Scripts that save a response wrap it as they like (`{"Result": …}` is common).
  @Test func aResponseWrappedAsAResultReads() throws {
    let url = fixtureRoot.appendingPathComponent("design/figma/nodes.json")
    let inner = try String(contentsOf: url, encoding: .utf8)
    let c = try CatalogueLoader.parse("{\"Result\": \(inner), \"status\": 200}", file: "saved.json")
    #expect(c.tokens.count == 4)
    #expect(c.warnings.first { $0.rule == "document-shape" }?.message.contains("inside \"Result\"") == true)
  }
}
