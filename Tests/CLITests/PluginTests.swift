import Foundation
import TestSupport
import Testing

/// `swift package motionspec …` in the sample app package (Tests/Fixtures/SampleApp), which gets
/// the plugin by depending on this repository by path. The package is copied to a temporary
/// directory (with the dependency's path made absolute) so every run starts from its committed
/// state; the plugin's build lives in `.build/sample-app` so later runs are incremental.
@Suite(.serialized) struct PluginTests {
  static let repository = ConventionsTests.repository

  /// A fresh copy of the sample package, as a git repository with one commit.
  func samplePackage() throws -> URL {
    let directory = try temporaryDirectory().appendingPathComponent("SampleApp")
    try FileManager.default.copyItem(
      at: Self.repository.appendingPathComponent("Tests/Fixtures/SampleApp"), to: directory)
    let manifest = directory.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let pointed = text.replacingOccurrences(of: #"path: "../../..")"#, with: "path: \"\(Self.repository.path)\")")
    try #require(pointed != text, "the sample's manifest no longer depends on motionspec by ../../..")
    try Data(pointed.utf8).write(to: manifest)
    for arguments in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.name=Sample", "-c", "user.email=sample@example.com", "commit", "-qm", "Sample"],
    ] {
      #expect(try run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: directory).status == 0)
    }
    return directory
  }

  /// Edits the sample's `Motion.heavy` to bounce `bounce` (it is committed at 0.18).
  func setHeavyBounce(_ bounce: String, in package: URL) throws {
    let source = package.appendingPathComponent("Sources/DesignSystem/Motion.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    let edited = text.replacingOccurrences(of: "bounce: 0.18)", with: "bounce: \(bounce))")
    try #require(edited != text, "the sample's heavy token no longer reads bounce: 0.18")
    try Data(edited.utf8).write(to: source)
  }

  func swiftPackage(_ arguments: [String], in directory: URL) throws -> (out: String, err: String, status: Int32) {
    let scratch = Self.repository.appendingPathComponent(".build/sample-app").path
    return try run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "--scratch-path", scratch] + arguments, in: directory)
  }

  /// A package that depends on motionspec gets it without the servers: the plugin's build never
  /// compiled SwiftNIO, Hummingbird or the MCP SDK, and its `serve`, `lsp` and `mcp` say how to
  /// get them, with 69 (EX_UNAVAILABLE).
  @Test func thePluginsBuildIsTheLeanCore() throws {
    let package = try samplePackage()
    // The plugin builds its motionspec on first use (make test builds it beforehand).
    let linted = try swiftPackage(["--allow-writing-to-package-directory", "motionspec", "lint"], in: package)
    #expect(linted.status == 0, "\(linted.err)")
    // The tool the plugin ran: SwiftPM 6.2 and later build a plugin's tool as `motionspec-tool`.
    let built = Self.repository.appendingPathComponent(".build/sample-app/debug")
    let binary =
      ["motionspec-tool", "motionspec"].map { built.appendingPathComponent($0) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? built.appendingPathComponent("motionspec")
    // No symbol of those modules is linked in (Swift's mangled module names, as `nm` shows them).
    let linked = try Data(contentsOf: binary)
    for module in ["7NIOCore", "11Hummingbird", "3MCP6Server"] {
      #expect(linked.range(of: Data(module.utf8)) == nil, "the plugin's motionspec links \(module)")
    }
    for command in ["serve", "lsp", "mcp"] {
      let refused = try run(binary, [command, "motion.yaml"], in: package)
      #expect(refused.status == 69, "\(command): \(refused.err)")
      #expect(refused.err.contains("not in this build") && refused.err.contains("make install"), "\(refused.err)")
    }
    #expect(try run(binary, ["--help"], in: package).out.contains("(not in this build)"))
  }

  @Test func lintFindsTheCatalogueByConventionOrTarget() throws {
    let package = try samplePackage()
    let byFile = try swiftPackage(["--allow-writing-to-package-directory", "motionspec", "lint"], in: package)
    #expect(byFile.status == 0, "\(byFile.err)")
    #expect(byFile.out.contains("2 tokens, 0 errors, 0 warnings"), "\(byFile.out)")

    let byTarget = try swiftPackage(
      ["--allow-writing-to-package-directory", "motionspec", "lint", "--target", "DesignSystem"], in: package)
    #expect(byTarget.status == 0, "\(byTarget.err)")
    #expect(byTarget.out.contains("4 tokens, 0 errors"), "\(byTarget.out)")
  }

  @Test func errorsKeepTheirPlaceAndFailTheCommand() throws {
    let package = try samplePackage()
    try setHeavyBounce("1.8", in: package)
    let r = try swiftPackage(
      ["--allow-writing-to-package-directory", "motionspec", "lint", "--target", "DesignSystem"], in: package)
    #expect(r.status != 0)
    #expect(
      r.out.contains("Sources/DesignSystem/Motion.swift:12:72: error: token 'Motion.heavy': bounce 1.8"), "\(r.out)")
    #expect(r.err.contains("motionspec lint exited with status 65"), "\(r.err)")
  }

  @Test func renderDocCWritesIntoTheTargetsCatalogAndNamesAnUnknownTarget() throws {
    let package = try samplePackage()
    let r = try swiftPackage(
      [
        "--allow-writing-to-package-directory", "motionspec", "render", "--format", "docc", "--target", "DesignSystem",
        "--quiet",
      ], in: package)
    #expect(r.status == 0, "\(r.err)")
    // Into the target's catalog (DesignSystem.docc beside its sources), as a folder of articles.
    let folder = package.appendingPathComponent("Sources/DesignSystem/DesignSystem.docc/Motion")
    let root = try String(contentsOf: folder.appendingPathComponent("Motion.md"), encoding: .utf8)
    #expect(!root.contains("@TechnologyRoot"), "a module's catalog has its own root")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Resources").path))

    let unknown = try swiftPackage(
      ["--allow-writing-to-package-directory", "motionspec", "render", "--format", "docc", "--target", "Nope"],
      in: package)
    #expect(unknown.status != 0)
    #expect(unknown.err.contains("no target 'Nope' in this package; its targets:"), "\(unknown.err)")
  }

  @Test func renderAsksToWriteThenWritesTheSpecIntoThePackage() throws {
    let package = try samplePackage()
    let reports = package.appendingPathComponent("reports/motion-spec")
    let refused = try swiftPackage(["motionspec", "render", "--target", "DesignSystem"], in: package)
    #expect(refused.status != 0)
    #expect(refused.err.contains("wants permission to write to the package directory"), "\(refused.err)")
    #expect(!FileManager.default.fileExists(atPath: reports.path))

    let allowed = try swiftPackage(
      ["--allow-writing-to-package-directory", "motionspec", "render", "--target", "DesignSystem", "--quiet"],
      in: package)
    #expect(allowed.status == 0, "\(allowed.err)")
    let page = try String(contentsOf: reports.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("Motion.heavy"))
    #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("motion-spec.pdf").path))
  }

  @Test func diffComparesTheLastCommitWithTheWorkingCopy() throws {
    let package = try samplePackage()
    try setHeavyBounce("0.3", in: package)
    let r = try swiftPackage(
      ["--allow-writing-to-package-directory", "motionspec", "diff", "--target", "DesignSystem"], in: package)
    #expect(r.status == 0, "\(r.err)")
    #expect(r.out.contains("## Motion tokens: 1 changed."), "\(r.out)")
    #expect(r.out.contains("`git:HEAD:Sources/DesignSystem` → `Sources/DesignSystem`"), "\(r.out)")
    #expect(
      FileManager.default.fileExists(atPath: package.appendingPathComponent("reports/motion-diff/summary.md").path))

    let export = try swiftPackage(
      ["--allow-writing-to-package-directory", "motionspec", "export", "--to", "css", "--quiet"], in: package)
    #expect(export.status == 0, "\(export.err)")
    let css = try String(
      contentsOf: package.appendingPathComponent("reports/export/motion-tokens.css"), encoding: .utf8)
    #expect(css.contains("--motion-emphasised"))
  }

  @Test func noCatalogueSaysWhatToDo() throws {
    let package = try samplePackage()
    try FileManager.default.removeItem(at: package.appendingPathComponent("motion-tokens.json"))
    let r = try swiftPackage(["--allow-writing-to-package-directory", "motionspec", "lint"], in: package)
    #expect(r.status != 0)
    #expect(r.err.contains("no catalogue in"), "\(r.err)")
    #expect(r.err.contains("--target NAME"))
  }
}
