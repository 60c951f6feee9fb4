import Foundation
import TestSupport
import Testing

/// `Scripts/package-release.sh`, as the release workflow runs it: a tarball with the command and
/// its papers, and a SwiftPM artifact bundle (SE-0305) whose info.json names the binary it holds.
@Suite struct ReleasePackageTests {
  @Test func theTarballAndTheArtifactBundleHoldTheCommand() throws {
    let binary = try #require(motionspecBinary())
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let out = try temporaryDirectory("release")
    defer { try? FileManager.default.removeItem(at: out) }
    let r = try run(
      "bash", [repository.appendingPathComponent("Scripts/package-release.sh").path, "0.2.0", binary.path, out.path])
    #expect(r.status == 0, "\(r.err)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    let tarball = try #require(names.first { $0.hasPrefix("motionspec-0.2.0-linux-") && $0.hasSuffix(".tar.gz") })
    #expect(names.contains("motionspec.artifactbundle.zip") && names.contains("SHA256SUMS"))
    let listing = try run("tar", ["-tzf", out.appendingPathComponent(tarball).path]).out
    let stem = String(tarball.dropLast(7))
    for file in ["bin/motionspec", "LICENSE", "README.md", "CHANGELOG.md"] {
      #expect(listing.contains("\(stem)/\(file)"), "\(listing)")
    }
    let unpacked = out.appendingPathComponent("unpacked")
    _ = try run("unzip", ["-q", out.appendingPathComponent("motionspec.artifactbundle.zip").path, "-d", unpacked.path])
    let bundle = unpacked.appendingPathComponent("motionspec.artifactbundle")
    let info = try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json")))
    let artifact = try #require(
      ((info as? [String: Any])?["artifacts"] as? [String: Any])?["motionspec"] as? [String: Any])
    #expect(artifact["type"] as? String == "executable" && artifact["version"] as? String == "0.2.0")
    let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
    let path = try #require(variant["path"] as? String)
    #expect(FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path))
    #expect((variant["supportedTriples"] as? [String])?.first?.hasSuffix("-unknown-linux-gnu") == true)
    // The sums are the files'.
    let sums = try String(contentsOf: out.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
    let check = try run("sha256sum", ["--check", "--quiet", "-"], in: out, input: sums)
    #expect(check.status == 0, "\(check.out)\(check.err)")
    // A version that is not one is refused.
    #expect(
      try run(
        "bash", [repository.appendingPathComponent("Scripts/package-release.sh").path, "v1", binary.path, out.path]
      ).status == 64)
  }
}
