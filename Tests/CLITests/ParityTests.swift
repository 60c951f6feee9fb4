import Foundation
import TestSupport
import Testing

/// One app's motion on iOS and Android: `diff --match names` pairs the tokens across the
/// platforms' naming conventions, names the one whose damping ratio differs by 0.1 and the one
/// Android lacks, draws them, and exits 1 under `--fail-on drift`.
@Suite struct ParityTests {
  @Test func iOSAndAndroidDriftIsNamedAndGated() throws {
    let parity = fixtures.appendingPathComponent("platforms/parity")
    let out = try temporaryDirectory("parity")
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try motionspec([
      "diff", parity.appendingPathComponent("ios/Motion.swift").path,
      parity.appendingPathComponent("android/Motion.kt").path, "--match", "names", "--fail-on", "drift", "-o",
      out.path,
    ])
    #expect(run.status == 1, "\(run.err)")
    #expect(run.out.contains("`Motion.sheet`") && run.out.contains("`Motion.Sheet`"), "\(run.out.prefix(800))")
    #expect(run.out.contains("dampingRatio: 0.9"))
    #expect(run.out.contains("no code token of their name") && run.out.contains("`Motion.celebrate`"))
    #expect(run.out.contains("`Motion.toggle` | `Motion.Toggle` | none"))
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("charts/drift-motion-sheet.png").path))
  }
}

/// Three platforms in one table: each token's motion on each, the largest gap and between which,
/// and where it is missing; `--fail-on drift` gates on either.
@Suite struct ThreePlatformParityTests {
  @Test func oneTableForEveryPlatform() throws {
    let parity = fixtures.appendingPathComponent("platforms/parity")
    let out = try temporaryDirectory("parity-three")
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try motionspec(
      [
        "diff", "ios/Motion.swift", "android/Motion.kt", "web/motion.css", "--match", "names", "--fail-on", "drift",
        "-o", out.path,
      ],
      in: parity)
    #expect(run.status == 1, "\(run.err)")
    #expect(run.out.contains("| Token | 1 | 2 | 3 | Largest gap |"), "\(run.out)")
    #expect(run.out.contains("| `Motion.sheet` | ζ 0.8, 444 ms | ζ 0.9, 444 ms |"), "\(run.out)")
    #expect(run.out.contains("| `Motion.toggle` | ζ 1, 157 ms | ζ 1, 157 ms | missing | none |"))
    #expect(run.out.contains("| `Motion.celebrate` | ζ 0.5, 500 ms | missing | missing | — |"))
    let json = try motionspec(
      ["diff", "ios/Motion.swift", "android/Motion.kt", "web/motion.css", "--match", "names", "--format", "json"],
      in: parity)
    #expect(json.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
    let rows = try #require(object?["rows"] as? [[String: Any]])
    #expect(rows.count == 3 && (rows.first?["drifts"] as? Bool) == true)
    #expect((rows.last?["missingIn"] as? [String]) == ["android/Motion.kt", "web/motion.css"])
    let usage = try motionspec(["diff", "ios/Motion.swift", "android/Motion.kt", "web/motion.css"], in: parity)
    #expect(usage.status == 64 && usage.err.contains("--match names"), "\(usage.err)")
  }

  /// The end-to-end app: `Motion.swift`, `Motion.kt` and `motion.ts` (Motion's springs),
  /// one damping ratio 0.1 apart on Android and one token Android lacks — both named, the drifting
  /// one drawn as an overlay of every platform, and the gate exits 1.
  @Test func swiftKotlinAndTypeScriptOfOneApp() throws {
    let parity = fixtures.appendingPathComponent("platforms/parity")
    let out = try temporaryDirectory("parity-app")
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try motionspec(
      [
        "diff", "ios/Motion.swift", "android/Motion.kt", "web/motion.ts", "--match", "names", "--fail-on", "drift",
        "-o", out.path,
      ],
      in: parity)
    #expect(run.status == 1, "\(run.err)")
    #expect(
      run.out.contains(
        "| `Motion.sheet` | ζ 0.8, 444 ms | ζ 0.9, 444 ms | ζ 0.8, 444 ms | 5.4 % at 206 ms (1 ↔ 2) |"), "\(run.out)"
    )
    #expect(run.out.contains("| `Motion.celebrate` | ζ 0.5, 500 ms | missing | ζ 0.5, 500 ms | none |"))
    #expect(run.out.contains("| `Motion.toggle` | ζ 1, 157 ms | ζ 1, 157 ms | ζ 1, 157 ms | none |"))
    #expect(
      run.out.contains(
        "![Motion.sheet on each platform, position and velocity over time](charts/parity-motion-sheet.png)"))
    let chart = out.appendingPathComponent("charts/parity-motion-sheet.svg")
    let svg = try String(contentsOf: chart, encoding: .utf8)
    #expect(
      svg.contains("1. ios/Motion.swift") && svg.contains("2. android/Motion.kt") && svg.contains("3. web/motion.ts"))
    #expect(try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8) == run.out)
  }
}

/// Names that differ beyond conventions are mapped in `.motionspec.yml` (`names:`), and pair.
@Suite struct MappedNamesTests {
  @Test func aTeamsNameMapPairsTokens() throws {
    let dir = try temporaryDirectory("mapped-names")
    defer { try? FileManager.default.removeItem(at: dir) }
    try "import SwiftUI\nenum Motion {\n  static let panel = Animation.spring(response: 0.5, dampingFraction: 0.8)\n}\n"
      .write(to: dir.appendingPathComponent("Motion.swift"), atomically: true, encoding: .utf8)
    try "object Motion {\n    val Sheet = spring<Float>(dampingRatio = 0.8f, stiffness = 157.91367f)\n}\n"
      .write(to: dir.appendingPathComponent("Motion.kt"), atomically: true, encoding: .utf8)
    let unmapped = try motionspec(["diff", "Motion.swift", "Motion.kt", "--match", "names"], in: dir)
    #expect(unmapped.out.contains("no code token of their name"), "\(unmapped.out)")
    try "names:\n  Motion.Sheet: Motion.panel\n".write(
      to: dir.appendingPathComponent(".motionspec.yml"), atomically: true, encoding: .utf8)
    let mapped = try motionspec(
      ["diff", "Motion.swift", "Motion.kt", "--match", "names", "--fail-on", "drift"], in: dir)
    #expect(mapped.status == 0, "\(mapped.out) \(mapped.err)")
    #expect(mapped.out.contains("`Motion.panel` | `Motion.Sheet` | none"), "\(mapped.out)")
    try "names: [oops]\n".write(to: dir.appendingPathComponent(".motionspec.yml"), atomically: true, encoding: .utf8)
    let bad = try motionspec(["diff", "Motion.swift", "Motion.kt", "--match", "names"], in: dir)
    #expect(bad.status == 65 && bad.err.contains("`names` maps token ids"), "\(bad.err)")
  }
}
