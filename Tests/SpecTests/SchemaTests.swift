import Foundation
import MotionSpecCore
import MotionSpecExport
import TestSupport
import Testing

@testable import MotionSpecCatalogue

/// The JSON Schemas in `schemas/` (for editors: completion and checks) accept what motionspec
/// reads and refuse what it refuses, checked with python's jsonschema (Debian's, in the test venv).
@Suite struct SchemaTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func check(_ arguments: [String]) throws -> (out: String, status: Int32) {
    let r = try run(
      URL(fileURLWithPath: "/usr/bin/python3"),
      [Self.repository.appendingPathComponent("Scripts/check_schemas.py").path] + arguments)
    return (r.out + r.err, r.status)
  }

  func fixtures(_ extensions: Set<String>, under folder: String) -> [String] {
    let root = fixtureRoot.appendingPathComponent(folder)
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { extensions.contains($0.pathExtension) }.map(\.path).sorted()
  }

  @Test func everyYAMLCatalogueFixtureAndTheStarterMatchTheSchema() throws {
    let files =
      fixtures(["yaml"], under: "valid") + fixtures(["yaml"], under: "warnings")
      + [Self.repository.appendingPathComponent("Sources/MotionSpecCatalogue/Resources/motion-tokens.yaml").path]
    // DTCG written as YAML is another format.
    let catalogues = try files.filter { try String(contentsOfFile: $0, encoding: .utf8).contains("tokens:") }
    #expect(catalogues.count >= 2)
    let r = try check(["catalogue"] + catalogues)
    #expect(r.status == 0, "\(r.out)")
    // The starter names its schema for the YAML language server.
    #expect(try BuiltInCatalogue.text().hasPrefix("# yaml-language-server: $schema="))
  }

  @Test func everySpringExtensionOfTheFixturesMatchesTheSchema() throws {
    var files: [String] = []
    for file in fixtures(["json", "json5"], under: "valid") + fixtures(["json"], under: "design") {
      if try String(contentsOfFile: file, encoding: .utf8).contains("com.motionspec.spring"), !file.hasSuffix("json5") {
        files.append(file)
      }
    }
    #expect(!files.isEmpty)
    let r = try check(["spring"] + files)
    #expect(r.status == 0, "\(r.out)")
  }

  /// A DTCG file's sequences — on groups, and under the root as `export --to dtcg` writes them —
  /// match the catalogue schema's sequence, and motionspec reads the same files.
  @Test func everySequenceExtensionMatchesTheSchema() throws {
    let directory = try temporaryDirectory("schema-sequences")
    defer { try? FileManager.default.removeItem(at: directory) }
    let exported = directory.appendingPathComponent("motion.tokens.json")
    try Exporter(catalogue: try BuiltInCatalogue.load()).file(for: .dtcg).contents.write(
      to: exported, atomically: true, encoding: .utf8)
    let fixture = fixtureRoot.appendingPathComponent("valid/dtcg/sequences.tokens.json").path
    let r = try check(["sequence", fixture, exported.path])
    #expect(r.status == 0, "\(r.out)")
    #expect(r.out.contains("sequences.tokens.json (3)") && r.out.contains("motion.tokens.json (2)"), "\(r.out)")
    #expect(try DTCGReader.read(String(contentsOfFile: fixture, encoding: .utf8), file: fixture).sequences.count == 3)
  }

  @Test func aPolicyMatchesAndTheRulesAreLintsOwn() throws {
    let directory = try temporaryDirectory("schema")
    defer { try? FileManager.default.removeItem(at: directory) }
    let policy = directory.appendingPathComponent(".motionspec.yml")
    let text =
      "lint:\n  rules:\n    bounce-exaggerated: off\n    response-range:\n      severity: error\n      ignore: [motion.hero, motion.legacy.*]\n  baseline: b.json\nread:\n  unitless-durations: seconds\n"
    try text.write(to: policy, atomically: true, encoding: .utf8)
    #expect(try LintPolicy.parse(text, file: policy.path).unitlessDurations == .seconds)
    let r = try check(["policy", policy.path])
    #expect(r.status == 0, "\(r.out)")
    let schema = try JSONSerialization.jsonObject(
      with: Data(contentsOf: Self.repository.appendingPathComponent("schemas/motionspec-policy.schema.json")))
    let rules =
      (((((schema as? [String: Any])?["properties"] as? [String: Any])?["lint"] as? [String: Any])?["properties"]
      as? [String: Any])?["rules"] as? [String: Any])?["propertyNames"] as? [String: Any]
    #expect(rules?["enum"] as? [String] == Lint.rules.map(\.id))
  }

  /// What motionspec refuses, the schemas refuse: so the checks above can fail.
  @Test(arguments: [
    ("catalogue", "tokens:\n  a:\n    value: .smooth\n    colour: red\n"),
    ("catalogue", "name: x\n"),
    ("catalogue", "tokens:\n  a: .smooth\nsequences:\n  s:\n    tracks:\n      wobble:\n        - MoveKeyframe(1)\n"),
    ("policy", "lint:\n  rules:\n    bounce-exagerated: off\n"),
    ("policy", "read:\n  unitless-durations: minutes\n"),
    ("spring", "{\"duration\": 0.5, \"stiffness\": 100}"),
    ("sequence", "{\"tracks\": {\"size\": {\"from\": 0, \"keyframes\": [\"MoveKeyframe(1)\"]}}}"),
    ("sequence", "{\"tracks\": {\"opacity\": {\"keyframes\": []}}, \"stagger\": {\"count\": 3}}"),
  ])
  func refusedAsMotionspecRefusesIt(_ kind: String, _ text: String) throws {
    let r = try check(["reject", kind, text])
    #expect(r.status == 0, "\(kind): \(r.out)")
  }
}
