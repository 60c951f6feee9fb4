import Foundation
import TestSupport
import Testing

/// Inline suppression (`motionspec:disable-next-line`, DTCG's `com.motionspec.lint`) and
/// `lint --fix [--dry-run]` for the findings that have one fix.
@Suite struct LintErgonomicsTests {
  func file(_ name: String, _ text: String) throws -> URL {
    let url = try temporaryDirectory("ergonomics").appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// `--max-warnings N` (ESLint's): exit 1 past N warnings; `--quiet`: errors only in the output,
  /// the warnings still counted by the gates and said in the summary.
  @Test func maxWarningsGatesAndQuietShowsErrorsOnly() throws {
    let yaml = try file(
      "motion.yaml",
      """
      tokens:
        wild: .spring(duration: 0.5, bounce: 0.7)
        loud: .spring(duration: 0.5, bounce: 0.8)

      """)
    let all = try motionspec(["lint", yaml.path, "--format", "json"])
    let findings = try #require(try JSONSerialization.jsonObject(with: Data(all.out.utf8)) as? [[String: Any]])
    let warnings = findings.filter { $0["severity"] as? String == "warning" }.count
    try #require(warnings >= 2 && all.status == 0)
    #expect(try motionspec(["lint", yaml.path, "--max-warnings", "\(warnings)"]).status == 0)
    let over = try motionspec(["lint", yaml.path, "--max-warnings", "\(warnings - 1)"])
    #expect(
      over.status == 1 && over.err.contains("\(warnings) warnings, more than --max-warnings \(warnings - 1) allows"),
      "\(over.err)")
    #expect(try motionspec(["lint", yaml.path, "--max-warnings", "-1"]).status == 64)
    let quiet = try motionspec(["lint", yaml.path, "--quiet"])
    #expect(quiet.status == 0 && !quiet.out.contains("warning:") && !quiet.out.contains("note:"), "\(quiet.out)")
    #expect(quiet.out.contains("0 errors, \(warnings) warnings"), "\(quiet.out)")
    #expect(quiet.out.contains("(warnings and notes not shown: --quiet)"), "\(quiet.out)")
    let quietJSON = try motionspec(["lint", yaml.path, "--quiet", "--format", "json"])
    #expect(quietJSON.out.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]" || quietJSON.out.contains("[]"))
    #expect(try motionspec(["lint", yaml.path, "--quiet", "--strict"]).status == 1)
    // An error is still shown, and fails.
    let broken = try file("broken.yaml", "tokens:\n  bad: .spring(duration: -1)\n")
    let error = try motionspec(["lint", broken.path, "--quiet"])
    #expect(error.status == 65 && error.out.contains("error"), "\(error.out)")
  }

  @Test func aCommentAboveATokenTurnsItsRulesOff() throws {
    let yaml = try file(
      "motion.yaml",
      """
      tokens:
        # motionspec:disable-next-line bounce-exaggerated
        wild: .spring(duration: 0.5, bounce: 0.7)
        group:
          # motionspec:disable-next-line
          wilder:
            value: .spring(duration: 0.5, bounce: 0.75)
        loud: .spring(duration: 0.5, bounce: 0.8)

      """)
    let r = try motionspec(["lint", yaml.path, "--format", "json"])
    let findings = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [[String: Any]])
    func rules(_ token: String) -> [String] {
      findings.filter { $0["token"] as? String == token }.compactMap { $0["rule"] as? String }
    }
    #expect(!rules("wild").contains("bounce-exaggerated") && rules("wild").contains("reduced-motion"))
    #expect(rules("group.wilder").isEmpty)
    #expect(rules("loud").contains("bounce-exaggerated"))
    let text = try motionspec(["lint", yaml.path])
    #expect(text.out.contains("turned off in the catalogue"), "\(text.out)")
    let swift = try file(
      "Motion.swift",
      """
      import SwiftUI
      enum Motion {
        // motionspec:disable-next-line bounce-exaggerated, reduced-motion
        /// Celebrations only.
        static let wild = Animation.spring(duration: 0.5, bounce: 0.7)
      }

      """)
    let s = try motionspec(["lint", swift.path, "--strict"])
    #expect(s.status == 0 && !s.out.contains("bounce-exaggerated"), "\(s.out)")
  }

  @Test func aDTCGExtensionTurnsRulesOffAndIsNotExported() throws {
    let json = try file(
      "motion.tokens.json",
      #"{"m": {"$type": "transition", "wild": {"$value": {"duration": {"value": 500, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.2, 0, 0, 1]}, "$extensions": {"com.motionspec.spring": {"duration": 0.5, "bounce": 0.7}, "com.motionspec.lint": {"disable": ["bounce-exaggerated"]}}}}}"#
    )
    let r = try motionspec(["lint", json.path])
    #expect(!r.out.contains("bounce-exaggerated") && r.out.contains("1 finding turned off"), "\(r.out)")
    let out = json.deletingLastPathComponent().appendingPathComponent("out")
    _ = try motionspec(["export", json.path, "--to", "dtcg", "-o", out.path])
    let exported = try String(contentsOf: out.appendingPathComponent("motion.tokens.json"), encoding: .utf8)
    #expect(!exported.contains("com.motionspec.lint"))
  }

  @Test func fixShowsItsDiffThenWritesWhatReadsTheSame() throws {
    let original =
      #"{"m": {"$type": "transition", "a": {"$value": {"duration": "200ms", "timingFunction": "ease-out"}}, "b": {"$value": "opacity 150ms ease-in"}}, "d": {"$type": "duration", "fast": {"$value": "120ms"}}}"#
    let json = try file("motion.tokens.json", original)
    let before = try motionspec(["lint", json.path])
    #expect(before.out.contains("5 warnings"), "\(before.out)")
    let dry = try motionspec(["lint", json.path, "--fix", "--dry-run"])
    #expect(dry.status == 0)
    #expect(dry.out.hasPrefix("--- \(json.path)\n+++ \(json.path) (fixed)\n@@ -1,1 +1,1 @@\n-{"), "\(dry.out)")
    #expect(dry.err.contains("would fix 5 findings in 1 file"), "\(dry.err)")
    #expect(try String(contentsOf: json, encoding: .utf8) == original)
    let copy = json.deletingLastPathComponent().appendingPathComponent("before.tokens.json")
    try original.write(to: copy, atomically: true, encoding: .utf8)
    let fixed = try motionspec(["lint", json.path, "--fix"])
    #expect(fixed.out.contains("0 warnings"), "\(fixed.out)")
    let same = try motionspec(["diff", copy.path, json.path, "--format", "json"])
    let counts =
      (try JSONSerialization.jsonObject(with: Data(same.out.utf8)) as? [String: Any])?["counts"] as? [String: Int]
    #expect(counts?["changed"] == 0, "\(same.out)")
    #expect(try motionspec(["lint", json.path, "--dry-run"]).status == 64)
  }
}
