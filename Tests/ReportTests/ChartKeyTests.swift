import MotionSpecCairo
import MotionSpecCatalogue
import MotionSpecCore
import Testing

@testable import ReportCache
@testable import ReportModel

/// A chart's cache key is derived from the typed values its figure is made of (``ContentKey``),
/// not from a hand-written list of fields: whatever a token carries is in the key, and the key
/// is the same in every process.
@Suite struct ChartKeyTests {
  static let yaml = """
    name: Keys
    tokens:
      heavy: .spring(duration: 0.55, bounce: 0.18)
      fade: .easeInOut(duration: 0.3)
    """

  static func key(_ edit: (inout Token) -> Void) throws -> String {
    var catalogue = try YAMLReader.read(yaml, file: "k.yaml")
    edit(&catalogue.tokens[0])
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    return try #require(try plan.jobs().first { $0.id == .token("motion-heavy") || $0.alt.contains("heavy") })
      .fingerprint
  }

  @Test func everyFieldOfATokenIsInItsKeyButWhereItStands() throws {
    let base = try Self.key { _ in }
    #expect(try Self.key { _ in } == base)
    // Fields a hand-written key had to remember, and one no chart reads yet.
    let edits: [(String, (inout Token) -> Void)] = [
      ("blendDuration", { $0.animation.blendDuration = 0.2 }),
      ("repetition", { $0.animation.repetition = .count(2, autoreverses: true) }),
      ("springWording", { $0.animation.springWording = .dampingAndResponse }),
      ("initialVelocity", { $0.animation.initialVelocity = 1.5 }),
      ("deprecated", { $0.deprecated = "use Motion.standard" }),
      ("extra", { $0.extra["owner"] = "design" }),
      ("a bounce one ulp away", { $0.animation.curve = .spring(Spring(duration: 0.55, bounce: 0.18.nextUp)) }),
    ]
    for (name, edit) in edits { #expect(try Self.key(edit) != base, "\(name)") }
    // Where the token stands in its file is drawn by no chart: moving it keeps its charts.
    #expect(try Self.key { $0.location = SourceLocation(file: "elsewhere.yaml", line: 40, column: 3) } == base)
  }

  @Test func dictionariesAndSetsAreKeyedInOneOrder() {
    var a: [String: String] = [:], b: [String: String] = [:]
    let keys = (0..<50).map { "key-\($0)" }
    for k in keys { a[k] = k.uppercased() }
    for k in keys.reversed() { b[k] = k.uppercased() }
    #expect(ContentKey.text(of: a) == ContentKey.text(of: b))
    #expect(ContentKey.text(of: Set(keys)) == ContentKey.text(of: Set(keys.reversed())))
    // Neighbouring strings cannot run together; optionals and doubles are exact.
    #expect(ContentKey.text(of: ["ab", "c"]) != ContentKey.text(of: ["a", "bc"]))
    #expect(ContentKey.text(of: 0.1 as Double?) != ContentKey.text(of: 0.1.nextUp as Double?))
    #expect(ContentKey.text(of: nil as Double?) == "nil")
  }
}

/// A chart entry's key is made of typed parts, and names the cairo and Pango the process draws
/// with: a library updated under the same code gets other keys.
@Suite struct ChartEntryKeyTests {
  @Test func everyPartAndTheLibrariesAreInTheKey() {
    let base = ChartKey(fingerprint: "f", layout: .wide, png: true, files: .inline, typefaces: "400 1 2 3")
    #expect(base.text.contains("libraries: " + ChartKey.libraries) && ChartKey.libraries.hasPrefix("cairo 1."))
    #expect(ChartKey.libraries.hasSuffix("pango \(CairoTextMeasurer.pangoVersion)"))
    let variants = [
      ChartKey(fingerprint: "g", layout: .wide, png: true, files: .inline, typefaces: "400 1 2 3"),
      ChartKey(fingerprint: "f", layout: .narrow, png: true, files: .inline, typefaces: "400 1 2 3"),
      ChartKey(fingerprint: "f", layout: .wide, png: false, files: .inline, typefaces: "400 1 2 3"),
      ChartKey(fingerprint: "f", layout: .wide, png: true, files: .fileAndDark, typefaces: "400 1 2 3"),
      ChartKey(fingerprint: "f", layout: .wide, png: true, files: .inline, typefaces: "400 1 2 4"),
    ]
    #expect(Set(([base] + variants).map(\.hash)).count == 6)
  }
}
