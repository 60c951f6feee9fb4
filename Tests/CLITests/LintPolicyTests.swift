import Foundation
import TestSupport
import Testing

/// `.motionspec.yml` and the baseline, through the command as a team uses them; and the exit
/// statuses of inputs that cannot be read.
@Suite struct LintPolicyTests {
  /// A catalogue with two bouncy tokens (bounce-exaggerated warnings) in a git repository.
  func repository() throws -> URL {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Design"), withIntermediateDirectories: true)
    let catalogue =
      "tokens:\n  motion:\n    playful: .spring(duration: 0.5, bounce: 0.6)\n    hero: .spring(duration: 0.5, bounce: 0.55)\n"
    try Data(catalogue.utf8).write(to: directory.appendingPathComponent("Design/motion.yaml"))
    return directory
  }

  func write(_ text: String, _ path: String, in directory: URL) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(path))
  }

  @Test func withoutAPolicyTheRulesWarn() throws {
    let directory = try repository()
    let r = try motionspec(["lint", "Design/motion.yaml", "--strict"], in: directory)
    #expect(r.status == 1)
    #expect(r.out.components(separatedBy: "[bounce-exaggerated]").count - 1 == 2, "\(r.out)")
  }

  @Test func aPolicyInAParentFolderTurnsARuleOff() throws {
    let directory = try repository()
    try write("lint: {rules: {bounce-exaggerated: off}}\n", ".motionspec.yml", in: directory)
    // Found from the catalogue's folder up to the workspace's root (--root), whatever the working
    // folder; above the root it is not read, and a note says so.
    let confined = try motionspec(["lint", "motion.yaml", "--strict"], in: directory.appendingPathComponent("Design"))
    #expect(confined.status == 1)
    #expect(confined.err.contains("was not read: it is outside the workspace"), "\(confined.err)")
    let r = try motionspec(
      ["lint", "motion.yaml", "--strict", "--root", ".."], in: directory.appendingPathComponent("Design"))
    #expect(r.status == 0, "\(r.out)")
    #expect(!r.out.contains("bounce-exaggerated"))
    #expect(r.out.contains("2 tokens, 0 errors, 0 warnings"), "\(r.out)")
  }

  /// Outside a repository only the catalogue's own folder is searched: a policy in a parent
  /// (someone's home folder, say) is not picked up.
  @Test func outsideARepositoryOnlyTheCataloguesFolderCounts() throws {
    let directory = try repository()
    try FileManager.default.removeItem(at: directory.appendingPathComponent(".git"))
    try write("lint: {rules: {bounce-exaggerated: off}}\n", ".motionspec.yml", in: directory)
    let parent = try motionspec(["lint", "Design/motion.yaml", "--strict"], in: directory)
    #expect(parent.status == 1, "the parent's policy was used: \(parent.out)")
    try write("lint: {rules: {bounce-exaggerated: off}}\n", "Design/.motionspec.yml", in: directory)
    #expect(try motionspec(["lint", "Design/motion.yaml", "--strict"], in: directory).status == 0)
  }

  @Test func severitiesAndIgnoredTokensPerRule() throws {
    let directory = try repository()
    try write(
      "lint:\n  rules:\n    bounce-exaggerated:\n      severity: error\n      ignore: [motion.h*]\n", ".motionspec.yml",
      in: directory)
    let r = try motionspec(["lint", "Design/motion.yaml", "--root", "."], in: directory)
    #expect(r.status == 65, "an error-level finding fails")
    #expect(r.out.contains("error: token 'motion.playful'"), "\(r.out)")
    #expect(
      !r.out.split(separator: "\n").contains { $0.contains("motion.hero") && $0.contains("[bounce-exaggerated]") },
      "ignored by the pattern")
    #expect(r.out.contains("1 error,"))
  }

  @Test func anExplicitConfigWinsAndAMissingOneExits66() throws {
    let directory = try repository()
    try write("lint: {rules: {bounce-exaggerated: note}}\n", "team.yml", in: directory)
    try write("lint: {rules: {bounce-exaggerated: error}}\n", ".motionspec.yml", in: directory)
    let r = try motionspec(["lint", "Design/motion.yaml", "--config", "team.yml", "--strict"], in: directory)
    #expect(r.status == 0, "\(r.out)")
    #expect(r.out.contains("0 warnings") && r.out.contains("note: token 'motion.playful': bounce 0.6"), "\(r.out)")
    let missing = try motionspec(["lint", "Design/motion.yaml", "--config", "nope.yml"], in: directory)
    #expect(missing.status == 66)
    #expect(
      missing.out.contains("nope.yml:1:1: error: cannot read the lint policy: no such file or directory"),
      "\(missing.out)")
  }

  @Test func aBrokenPolicyIsLocated() throws {
    let directory = try repository()
    try write(
      "lint:\n  rules:\n    bounce-exagerated: off\n    damping-sluggish: loud\n  baselin: x.json\n", ".motionspec.yml",
      in: directory)
    let r = try motionspec(["lint", "Design/motion.yaml", "--root", "."], in: directory)
    #expect(r.status == 65)
    #expect(
      r.out.contains(
        ".motionspec.yml:3:5: error: unknown rule 'bounce-exagerated'; did you mean 'bounce-exaggerated'?"), "\(r.out)")
    #expect(r.out.contains(".motionspec.yml:4:23: error: unknown severity 'loud'"), "\(r.out)")
    #expect(r.out.contains(".motionspec.yml:5:3: error: unknown key 'baselin' under lint"), "\(r.out)")
    // render and diff read the same policy, and refuse it the same way.
    let render = try motionspec(
      ["render", "Design/motion.yaml", "--root", ".", "-o", "spec", "--quiet"], in: directory)
    #expect(render.status == 65)
    #expect(render.err.contains("invalid lint policy"), "\(render.err)")
  }

  @Test func aBaselineAcceptsTodaysFindingsOnly() throws {
    let directory = try repository()
    let written = try motionspec(
      ["lint", "Design/motion.yaml", "--write-baseline", "lint-baseline.json", "--strict"], in: directory)
    #expect(written.status == 0, "\(written.out)")
    // Two bounce-exaggerated warnings, two reduced-motion notes (neither token names a variant) and
    // two late-completion notes (SwiftUI removes both bouncy springs long after their duration).
    #expect(written.err.contains("wrote lint-baseline.json (6 accepted findings)"), "\(written.err)")
    let again = try motionspec(
      ["lint", "Design/motion.yaml", "--baseline", "lint-baseline.json", "--strict"], in: directory)
    #expect(again.status == 0)
    #expect(again.out.contains("0 warnings, 0 notes (6 accepted by the baseline)"), "\(again.out)")
    // A new bouncy token is not accepted; nor is a changed one (its message names its values).
    let changed =
      "tokens:\n  motion:\n    playful: .spring(duration: 0.5, bounce: 0.7)\n    hero: .spring(duration: 0.5, bounce: 0.55)\n"
    try write(changed, "Design/motion.yaml", in: directory)
    let after = try motionspec(
      ["lint", "Design/motion.yaml", "--baseline", "lint-baseline.json", "--strict"], in: directory)
    #expect(after.status == 1)
    #expect(
      after.out.contains("token 'motion.playful': bounce 0.7") && !after.out.contains("motion.hero"), "\(after.out)")
    // The policy can name the baseline; a missing baseline is exit 66.
    try write("lint: {baseline: lint-baseline.json}\n", ".motionspec.yml", in: directory)
    let byPolicy = try motionspec(["lint", "Design/motion.yaml", "--root", "."], in: directory).out
    // The changed token's warning and late-completion note name its new values: both are new.
    #expect(byPolicy.contains("1 warning, 1 note (4 accepted by the baseline)"), "\(byPolicy)")
    #expect(try motionspec(["lint", "Design/motion.yaml", "--baseline", "gone.json"], in: directory).status == 66)
  }

  @Test func inputsThatCannotBeReadExit66AndNonUTF8Exits65AtTheByte() throws {
    let directory = try temporaryDirectory()
    for command in [
      ["lint", "missing.yaml"], ["render", "missing.yaml", "-o", "out"],
      ["export", "missing.yaml", "--to", "css", "-o", "x"],
    ] {
      let r = try motionspec(command, in: directory)
      #expect(r.status == 66, "\(command): \(r.out) \(r.err)")
      #expect((r.out + r.err).contains("missing.yaml:1:1: error: cannot read the catalogue: no such file or directory"))
    }
    var bytes = Data("tokens:\n  motion:\n    a: .smooth\n    b: .snap".utf8)
    bytes.append(0xFF)
    bytes.append(contentsOf: Data("py\n".utf8))
    try bytes.write(to: directory.appendingPathComponent("latin1.yaml"))
    let r = try motionspec(["lint", "latin1.yaml"], in: directory)
    #expect(r.status == 65)
    #expect(r.out.contains("latin1.yaml:4:13: error: the file is not UTF-8: byte 0xFF"), "\(r.out)")
    // An unreadable file (another user's, mode 600): 66 with the system's reason.
    try Data("tokens: {}\n".utf8).write(to: directory.appendingPathComponent("private.yaml"))
    let unreadable = try run(
      URL(fileURLWithPath: "/bin/bash"),
      [
        "-c",
        "chmod 600 private.yaml && chmod 755 . && runuser -u nobody -- '\(try #require(motionspecBinary()).path)' lint private.yaml",
      ],
      in: directory)
    #expect(unreadable.status == 66, "\(unreadable.out) \(unreadable.err)")
    #expect(
      unreadable.out.contains("private.yaml:1:1: error: cannot read the catalogue: permission denied"),
      "\(unreadable.out)")
  }

  @Test func countsReadAsWords() throws {
    let directory = try temporaryDirectory()
    try Data("tokens:\n  a: .smooth\n".utf8).write(to: directory.appendingPathComponent("one.yaml"))
    let r = try motionspec(["lint", "one.yaml"], in: directory)
    #expect(r.out.hasSuffix("1 token, 0 errors, 0 warnings, 0 notes\n"), "\(r.out)")
  }
}
