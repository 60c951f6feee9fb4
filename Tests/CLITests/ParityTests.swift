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
