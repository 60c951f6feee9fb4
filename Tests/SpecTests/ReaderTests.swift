import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

func fixture(_ name: String) throws -> (text: String, path: String) {
  let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
  return (try String(contentsOf: url, encoding: .utf8), name)
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }

@Suite struct DTCGReaderTests {
  @Test func readsTransitionsSpringsAliasesAndInheritance() throws {
    let (text, path) = try fixture("valid/dtcg/tokens.json")
    let c = try DTCGReader.read(text, file: path)
    #expect(c.name == "Acme motion")
    #expect(
      c.tokens.map(\.id) == ["motion.curve.standard", "motion.fade", "motion.sheet", "motion.tap", "motion.legacy"])
    #expect(c.staggerInterval == 0.04)
    let fade = try #require(c.token("motion.fade"))
    guard case .timing(let curve) = fade.animation.curve else { Issue.record("fade is a timing curve"); return }
    #expect(curve.bezier == .easeInOut && close(curve.duration, 0.2))
    #expect(fade.description == "Opacity changes.")
    #expect(fade.animation.swiftUI == ".easeInOut(duration: 0.2)")
    let sheet = try #require(c.token("sheet")?.animation.spring)
    #expect(close(sheet.duration, 0.55) && close(sheet.bounce, 0.18, 1e-12))
    let tap = try #require(c.token("tap")?.animation.spring)
    #expect(close(tap.response, 0.2) && close(tap.dampingRatio, 0.8))
    let legacy = try #require(c.token("legacy"))
    #expect(legacy.deprecated == "use motion.sheet")
    #expect(legacy.animation.perceptualDuration == 0.3)
    #expect(c.token("motion.curve.standard")?.animation.perceptualDuration == 0.35)
  }

  @Test func preservesUnknownExtensions() throws {
    let (text, path) = try fixture("valid/dtcg/tokens.json")
    let sheet = try #require(try DTCGReader.read(text, file: path).token("motion.sheet"))
    #expect(sheet.extra["$extensions"] == #"{"com.example.figma":{"variableId":"VariableID:12:34"}}"#)
    #expect(sheet.location == SourceLocation(file: path, line: 20, column: 5))
  }

  @Test func tenMistakesGiveTenPreciseErrors() throws {
    let (text, path) = try fixture("invalid/ten-mistakes.json")
    let error = #expect(throws: CatalogueError.self) { try DTCGReader.read(text, file: path) }
    let lines = error?.diagnostics.map(\.description) ?? []
    let expected = [
      "\(path):4:150: error: token 'motion.a': unknown $type 'sprng' on a value shaped like a transition — did you mean \"transition\"? Motion is duration, cubicBezier or transition",
      "\(path):5:36: error: token 'motion.b': alias {motion.fastt} refers to no token",
      "\(path):6:22: error: token 'motion.c': alias cycle: motion.c → motion.d → motion.c",
      "\(path):7:22: error: token 'motion.d': alias cycle: motion.d → motion.c → motion.d",
      "\(path):8:60: error: token 'motion.e': \"unit\" of a duration must be \"ms\" or \"s\", found \"sec\"",
      "\(path):9:126: error: token 'motion.f': cubicBezier x1 = 1.4 is outside 0…1",
      "\(path):10:217: error: token 'motion.heavy': bounce 1.7 is outside −1…1 (exclusive of −1)",
      "\(path):11:190: error: token 'motion.h': mass 0 must be greater than 0",
      "\(path):12:36: error: token 'motion.i': expected a duration such as {\"value\": 200, \"unit\": \"ms\"}, found \"fast\"",
      "\(path):13:22: warning: token 'motion.j': this transition has no \"delay\" (DTCG 2025.10 requires one); read as a delay of 0",
      "\(path):14:5: error: token 'motion.j': duplicate member 'j' in one object",
      "\(path):14:107: error: token 'motion.j': unknown property \"easing\" in a transition; a transition has \"duration\", \"delay\" and \"timingFunction\"",
    ]
    for e in expected { #expect(lines.contains(e), "missing: \(e)\nhave:\n\(lines.joined(separator: "\n"))") }
    #expect(lines.count == expected.count)
  }

  @Test(arguments: [
    ("{", "malformed JSON: expected a member name in double quotes", 1, 2),
    ("[1, 2]", "expected a JSON object of token groups at the top level", 1, 1),
    ("{\"a\": 1e999}", "malformed JSON: number '1e999' is out of range", 1, 12),
    (
      "{\"m\": {\"$value\": [0, 0, 1, 1]}}", "no $type on the token, on any group above it, or on a token it refers to",
      1, 2
    ),
  ])
  func malformedInput(text: String, message: String, line: Int, column: Int) {
    let error = #expect(throws: CatalogueError.self) { try DTCGReader.read(text, file: "x.json") }
    let d = error?.diagnostics.first
    #expect(d?.message == message)
    #expect(d?.location?.line == line && d?.location?.column == column)
  }
}

@Suite struct YAMLReaderTests {
  @Test func readsExpressionsMappingsAndGroups() throws {
    let (text, path) = try fixture("valid/motion.yaml")
    let c = try YAMLReader.read(text, file: path)
    #expect(c.name == "Concise motion" && c.staggerInterval == 0.05)
    #expect(c.tokens.map(\.id) == ["standard", "heavy", "sheets.present", "sheets.dismiss", "fade"])
    #expect(c.token("heavy")?.definition == ".spring(duration: 0.55, bounce: 0.18)")
    #expect(c.token("sheets.present")?.description == "Sheet appears")
    #expect(c.token("heavy")?.location == SourceLocation(file: path, line: 5, column: 10))
  }

  @Test func errorsPointIntoTheExpression() throws {
    let (text, path) = try fixture("invalid/bad.yaml")
    let error = #expect(throws: CatalogueError.self) { try YAMLReader.read(text, file: path) }
    let lines = error?.diagnostics.map(\.description) ?? []
    #expect(
      lines.contains("invalid/bad.yaml:4:34: error: token 'heavy': unknown argument 'bonce' — did you mean 'bounce'?"),
      "\(lines)")
    #expect(
      lines.contains("invalid/bad.yaml:6:43: error: token 'wild': bounce 1.7 is outside −1…1 (exclusive of −1)"),
      "\(lines)")
    #expect(
      lines.contains(
        "invalid/bad.yaml:7:5: error: token 'wild': unknown field 'colour'; a token has value, description, deprecated and reducedMotion"
      ), "\(lines)")
  }

  @Test func malformedYAMLHasALocation() {
    let error = #expect(throws: CatalogueError.self) { try YAMLReader.read("tokens:\n  a: [1, 2\n", file: "m.yaml") }
    #expect(error?.diagnostics.first?.message.hasPrefix("malformed YAML") == true)
    #expect(error?.diagnostics.first?.location?.line ?? 0 >= 2)
  }

  @Test func duplicateNamesAreErrors() {
    let error = #expect(throws: CatalogueError.self) {
      try YAMLReader.read("tokens:\n  a: .smooth\n  a: .snappy\n", file: "d.yaml")
    }
    #expect(error?.diagnostics.first?.description == "d.yaml:3:3: error: duplicate token name 'a' in one mapping")
  }

  @Test func builtInCatalogueIsACleanStarter() throws {
    // `motionspec init` writes this file: no duplicate pairs, no notes about sources, no finding.
    let c = try BuiltInCatalogue.load()
    #expect(c.tokens.count == 19)
    #expect(c.staggerInterval == 0.04)
    for name in [
      "standard", "responsive", "playful", "entrance", "exit", "heavy", "light", "tapFeedback", "pullToRefresh",
      "largeModal", "playfulElement", "slideUpSheet", "cardRelease", "dismissSwipe", "fade", "easeIn", "easeOut",
      "easeInOut", "caDefault",
    ] {
      #expect(c.token(name) != nil, "\(name)")
    }
    // No warning; the only notes say when SwiftUI's completion handlers run for its shortest and
    // bounciest springs (a 300-pt move), which a starter should teach.
    let findings = Lint.check(c)
    #expect(findings.allSatisfy { $0.rule == "late-completion" && $0.severity == .note }, "\(findings.map(\.message))")
    #expect(findings.count <= 4)
    #expect(c.warnings.isEmpty)
    let text = try BuiltInCatalogue.text()
    for word in ["article", "seed", "claim", "(="] { #expect(!text.lowercased().contains(word), "\(word)") }
  }

  @Test func aWrongClaimOfEqualityWithAPresetIsFlagged() throws {
    // Some articles give .snappy as response 0.3 with damping 1.0; Apple's .snappy is duration
    // 0.5, bounce 0.15, so a token that says it equals .snappy with those numbers is flagged.
    let c = try YAMLReader.read(
      """
      tokens:
        responsiveTap:
          value: .spring(response: 0.3, dampingFraction: 1.0)
          description: Responsive tap (= .snappy).
        snappy: .snappy
      """, file: "claim.yaml")
    let snappy = try #require(c.token("snappy")?.animation.spring)
    #expect(close(snappy.duration, 0.5, 1e-12) && close(snappy.bounce, 0.15, 1e-12))
    #expect(Lint.check(c).contains { $0.rule == "preset-mismatch" && $0.token == "responsiveTap" })
  }
}

@Suite struct SwiftSourceReaderTests {
  @Test func readsTheMotionEnum() throws {
    let (text, path) = try fixture("valid/swift/Motion.swift")
    let c = try SwiftSourceReader.read(text, file: path)
    #expect(c.name == "Motion")
    // The group is the enclosing type, whatever the MARK sections say.
    #expect(
      c.tokens.map(\.id)
        == ["standard", "responsive", "playful", "entrance", "exit", "heavy", "light"].map { "Motion." + $0 })
    #expect(c.token("heavy")?.animation.spring.map { close($0.bounce, 0.18, 1e-12) } == true)
    #expect(c.token("standard")?.description == "Layout changes, expand and collapse.")
    #expect(c.staggerInterval == 0.04)
    // The function that builds a delayed animation is not a token; it is said, as motion of its
    // arguments.
    #expect(c.warnings.map(\.rule) == [Diagnostic.passedOver] && c.warnings.map(\.token) == ["Motion.staggerDelay"])
    #expect(
      c.warnings.allSatisfy { $0.severity == .note && $0.message.contains("a function whose result is `Animation`") })
  }

  @Test func badExpressionsPointAtTheirColumn() {
    let source = "enum Motion {\n  static let heavy: Animation = .spring(duration: 0.55, bonce: 0.18)\n}\n"
    let error = #expect(throws: CatalogueError.self) { try SwiftSourceReader.read(source, file: "M.swift") }
    #expect(
      error?.diagnostics.first?.description
        == "M.swift:2:57: error: token 'Motion.heavy': unknown argument 'bonce' — did you mean 'bounce'?")
  }
}

/// Inputs that once crashed or exhausted the tool: each is now a located error in bounded time.
@Suite struct HostileInputTests {
  func errors(_ text: String, file: String) -> [Diagnostic] { parseErrors(text, file: file) }

  @Test func deeplyNestedJSONIsAnErrorNotAStackOverflow() {
    let found = errors(String(repeating: "[", count: 20_200) + String(repeating: "]", count: 20_200), file: "deep.json")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("nest deeper than 256 levels") == true)
    #expect(found.first?.location?.column == 257)
  }

  @Test func aDeclarationWithoutANameIsSkipped() throws {
    let text = "enum Motion {\n  static let = .smooth\n  static let fast: Animation = .snappy\n}\n"
    let catalogue = try CatalogueLoader.parse(text, file: "Motion.swift")
    #expect(catalogue.tokens.map(\.name) == ["fast"])
  }

  @Test func exponentialAliasesInJSONAreRefused() {
    var tokens = #""t0": {"$value": [0.4, 0, 0.2, 1]}"#
    for i in 1..<30 {
      tokens +=
        #", "t\#(i)": {"$value": ["{motion.t\#(i - 1)}", "{motion.t\#(i - 1)}", "{motion.t\#(i - 1)}", "{motion.t\#(i - 1)}"]}"#
    }
    let found = errors(#"{"motion": {"$type": "cubicBezier", "# + tokens + "}}", file: "expo.json")
    #expect(found.contains { $0.token == "motion.t29" && $0.message.contains("more than 10000 values") })
  }

  @Test func aLongAliasChainResolvesOnce() throws {
    var tokens = #""c0": {"$value": [0.4, 0, 0.2, 1]}"#
    for i in 1..<5000 { tokens += #", "c\#(i)": {"$value": "{motion.c\#(i - 1)}"}"# }
    let catalogue = try CatalogueLoader.parse(
      #"{"motion": {"$type": "cubicBezier", "# + tokens + "}}", file: "chain.json")
    #expect(catalogue.tokens.count == 5000)
    #expect(catalogue.tokens.last?.animation == catalogue.tokens.first?.animation)
  }

  @Test func yamlAnchorsThatExplodeAreRefused() {
    var lines = [
      "name: laughs", "tokens:", "  l0: &l0 {" + (0..<9).map { "t\($0): .smooth" }.joined(separator: ", ") + "}",
    ]
    for k in 1..<9 {
      lines.append("  l\(k): &l\(k) {" + (0..<9).map { "g\($0): *l\(k - 1)" }.joined(separator: ", ") + "}")
    }
    let found = errors(lines.joined(separator: "\n") + "\n", file: "laughs.yaml")
    #expect(found.count == 1 && found[0].message.contains("more than 100000 values through YAML aliases"))
  }
}

/// Errors point at the line and column that hold the fault, wherever an expression is written.
@Suite struct ErrorLocationTests {
  func locations(_ text: String, file: String) -> [String] {
    parseErrors(text, file: file).compactMap { $0.location.map { "\($0.line):\($0.column)" } }
  }

  @Test func multiLineSwiftExpressionsAndUnbalancedBrackets() {
    let text = """
      enum Motion {
        static let heavy: Animation = .spring(
            duration: 0.55,
            bonce: 0.18)
        static let open: Animation = .spring(duration: 0.3
        static let fine: Animation = .snappy
      }

      """
    // 'bonce' on line 4; the missing ')' at the end of line 5, not at the end of the file.
    #expect(locations(text, file: "Motion.swift") == ["4:7", "5:53"])
  }

  @Test func yamlBlockFoldedQuotedAndPlainScalars() {
    let text = """
      name: t
      tokens:
        a: |
          .spring(duration: 0.5,
            bonce: 0.2)
        b: >
          .spring(duration: 0.5,
           bounce: 1.7)
        d: ".spring(bonce: 0.2)"
        e: .spring(bonce: 0.2)

      """
    #expect(locations(text, file: "t.yaml") == ["5:7", "8:14", "9:15", "10:14"])
  }
}

/// The errors reading `text` as `file` reports (none when it reads).
func parseErrors(_ text: String, file: String) -> [Diagnostic] {
  do {
    _ = try CatalogueLoader.parse(text, file: file)
    return []
  } catch {
    return error.diagnostics.filter { $0.severity == .error }
  }
}
