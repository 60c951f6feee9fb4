import Foundation
import TestSupport
import Testing

/// Every command runs on every shape a team saves (Issue 47's fixtures): lint, render, diff and
/// export read each; a fragment is refused with its place and exit 65.
@Suite(.serialized) struct EveryShapeCommandTests {
  static let shapes = [
    "design/figma/nodes.json", "design/figma/frame-node.json", "design/figma/node-list.json",
    "design/figma/wrapped.json", "design/figma/bom.json", "design/figma/legacy-only.json", "design/tokens-studio",
  ]

  @Test(arguments: shapes)
  func everyCommandReadsTheShape(_ shape: String) throws {
    let path = fixtures.appendingPathComponent(shape).path
    let directory = try temporaryDirectory("shape")
    defer { try? FileManager.default.removeItem(at: directory) }
    let lint = try motionspec(["lint", path])
    #expect(lint.status == 0, "lint \(shape): \(lint.out)\(lint.err)")
    #expect(!lint.out.contains(": error:"))
    let render = try motionspec(["render", path, "-o", directory.appendingPathComponent("spec").path, "--quiet"])
    #expect(render.status == 0, "render \(shape): \(render.err)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("spec/index.html").path))
    let export = try motionspec(["export", path, "--to", "all", "-o", directory.appendingPathComponent("out").path])
    #expect(export.status == 0, "export \(shape): \(export.err)")
    // The shape against its own DTCG export: the same motion, so nothing changed.
    let dtcg = directory.appendingPathComponent("out/motion.tokens.json").path
    let diff = try motionspec(["diff", path, dtcg, "--format", "json"])
    #expect(diff.status == 0, "diff \(shape): \(diff.err)")
    let changes = try JSONSerialization.jsonObject(with: Data(diff.out.utf8)) as? [String: Any]
    let counts = changes?["counts"] as? [String: Int]
    #expect(counts?["changed"] == 0 && counts?["added"] == 0 && counts?["removed"] == 0, "\(shape): \(diff.out)")
  }

  @Test func aFragmentIsRefusedWithItsPlace() throws {
    let path = fixtures.appendingPathComponent("design/figma/fragment.json").path
    for command in [["lint", path], ["export", path, "--to", "css", "-o", "-"]] {
      let r = try motionspec(command)
      #expect(r.status == 65, "\(command[0]): \(r.out)\(r.err)")
      #expect((r.out + r.err).contains("fragment.json:1:1: error: this is a fragment of a Figma response"))
    }
  }

  /// `diff` sees a duration change, and the pull-request summary shows it.
  @Test func diffReportsADurationChange() throws {
    let directory = try temporaryDirectory("durations")
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = directory.appendingPathComponent("before.tokens.json")
    let after = directory.appendingPathComponent("after.tokens.json")
    try #"{"motion": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}}}"#.write(
      to: before, atomically: true, encoding: .utf8)
    try #"{"motion": {"$type": "duration", "fast": {"$value": {"value": 300, "unit": "ms"}}}}"#.write(
      to: after, atomically: true, encoding: .utf8)
    let r = try motionspec(["diff", before.path, after.path])
    #expect(r.out.contains("Motion tokens: 1 changed."), "\(r.out)")
    #expect(r.out.contains("| `motion.fast` | changed | 100 ms | 300 ms (+200 ms) |"), "\(r.out)")
    let gate = try motionspec(["diff", before.path, after.path, "--fail-on", "changed"])
    #expect(gate.status == 1)
  }
}
