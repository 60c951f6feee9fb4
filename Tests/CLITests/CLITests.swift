import Foundation
import TestSupport
import Testing

@testable import motionspec

/// The `motionspec` binary the command tests run: `MOTIONSPEC_TEST_BINARY` when it is set (`make
/// test` sets it to the release binary it has just built and installed, the one users run), else
/// the one built beside this test bundle.
func motionspecBinary() -> URL? {
  if let chosen = ProcessInfo.processInfo.environment["MOTIONSPEC_TEST_BINARY"], !chosen.isEmpty {
    guard FileManager.default.isExecutableFile(atPath: chosen) else {
      Issue.record("MOTIONSPEC_TEST_BINARY is not an executable file: \(chosen)")
      return nil
    }
    return URL(fileURLWithPath: chosen)
  }
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
    "motionspec")
  let candidates = [
    binary, Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("motionspec"),
    Bundle.main.bundleURL.appendingPathComponent("motionspec"),
  ]
  guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
    Issue.record("motionspec binary not found next to the tests: \(candidates.map(\.path))")
    return nil
  }
  return path
}

/// Runs `motionspec` with `arguments`: in this process (``MotionSpec/run(arguments:)``, its output
/// collected) when the run needs nothing of a process of its own, else the binary. A run gets
/// the binary when it is given a folder, input or environment; when it reads standard input
/// (`-`); and for the commands that keep running (`serve`, `lsp`, `mcp`, `--watch`).
func motionspec(
  _ arguments: [String], in directory: URL? = nil, input: String? = nil, environment: [String: String]? = nil
) throws -> (out: String, err: String, status: Int32) {
  let needsAProcess =
    directory != nil || input != nil || environment != nil
    || arguments.contains { ["-", "serve", "lsp", "mcp", "--watch", "--stdin-filename"].contains($0) }
  guard needsAProcess else { return MotionSpec.run(arguments: arguments) }
  return try installedMotionspec(arguments, in: directory, input: input, environment: environment)
}

/// Runs the `motionspec` binary (``motionspecBinary()``): the end-to-end runs, as users run it.
func installedMotionspec(
  _ arguments: [String], in directory: URL? = nil, input: String? = nil, environment: [String: String]? = nil
) throws -> (out: String, err: String, status: Int32) {
  guard let path = motionspecBinary() else { return ("", "", -1) }
  return try run(path, arguments, in: directory, input: input, environment: environment)
}

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("SpecTests/Fixtures")

@Suite struct ParseTests {
  @Test func subcommandsParse() throws {
    #expect(throws: Never.self) { try MotionSpec.parseAsRoot(["inspect", ".bouncy", "--json"]) }
    #expect(throws: Never.self) {
      try MotionSpec.parseAsRoot(["chart", "motion", ".smooth", "-o", "x.png", "--scale", "2"])
    }
    #expect(throws: Never.self) { try MotionSpec.parseAsRoot(["lint", "--format", "github"]) }
    #expect(throws: Never.self) { try MotionSpec.parseAsRoot(["render", "--paper", "letter", "--theme", "dark"]) }
    #expect(throws: (any Error).self) { try MotionSpec.parseAsRoot(["lint", "--format", "xml"]) }
  }
}

@Suite struct EndToEndTests {
  @Test func versionAndHelp() throws {
    #expect(try motionspec(["--version"]).out == "0.2.0\n")
    // The version is the changelog's newest, which the release workflow checks against the tag.
    let changelog = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("\n## 0.2.0 — "))
    let help = try motionspec(["--help"]).out
    for command in ["inspect", "chart", "lint", "render", "init"] { #expect(help.contains(command)) }
  }

  @Test func inspectJSONHasTheContractKeys() throws {
    let r = try motionspec(["inspect", ".bouncy", "--json", "--times", "0,0.1,0.5"])
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    for key in [
      "kind", "mass", "stiffness", "damping", "dampingRatio", "bounce", "response", "duration", "settlingDuration",
      "caSettlingDuration", "settlingTime", "overshoot", "peakTime", "samples",
    ] {
      #expect(object[key] != nil, "\(key)")
    }
    #expect(object["kind"] as? String == "spring")
    #expect(abs((object["overshoot"] as? Double ?? 0) - 0.04599) < 1e-4)
    #expect(object["visibleOscillations"] as? Double == 1)
    #expect(abs((object["riseTime50"] as? Double ?? 0) - 0.1136) < 1e-3)
    let samples = try #require(object["samples"] as? [[String: Double]])
    #expect(samples.count == 3 && samples[0]["value"] == 0 && abs(samples[1]["value"]! - 0.42330) < 1e-5)
  }

  @Test func inspectEasingOmitsSpringKeys() throws {
    let r = try motionspec(["inspect", ".easeInOut(duration: 0.35)", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "timingCurve")
    #expect(object["stiffness"] == nil && object["bounce"] == nil && object["settlingDuration"] == nil)
    #expect(object["duration"] as? Double == 0.35)
  }

  @Test func badExpressionExits65WithACaret() throws {
    let r = try motionspec(["inspect", ".spring(duration: 0.5, bonce: 0.2)"])
    #expect(r.status == 65)
    #expect(r.err.contains("unknown argument 'bonce' — did you mean 'bounce'?"))
    #expect(r.err.contains("\n  .spring(duration: 0.5, bonce: 0.2)\n                         ^"))
  }

  /// A chart asked for at a size too small to say its point writes a file that says the size it
  /// needs, and warns (even with --quiet); at that size it draws whole.
  @Test func aChartTooSmallSaysTheSizeItNeeds() throws {
    let dir = try temporaryDirectory()
    let small = dir.appendingPathComponent("small.svg").path
    let r = try motionspec([
      "chart", "settling", ".bouncy", "-o", small, "--width", "320", "--height", "200", "--quiet",
    ])
    #expect(r.status == 0, "\(r.err)")
    #expect(r.err.contains("cannot name every line and mark") && r.err.contains("--width 480 --height 300"), "\(r.err)")
    #expect(try String(contentsOfFile: small, encoding: .utf8).contains("needs at least 480 × 300 points"))
    let fits = dir.appendingPathComponent("fits.svg").path
    let whole = try motionspec(["chart", "settling", ".bouncy", "-o", fits, "--width", "480", "--height", "300"])
    #expect(whole.status == 0 && whole.err.isEmpty, "\(whole.err)")
    #expect(try String(contentsOfFile: fits, encoding: .utf8).contains("exact 819 ms"))
  }

  @Test func chartWritesEachFormatAndRejectsWhatDoesNotApply() throws {
    let dir = try temporaryDirectory()
    for name in ["m.png", "m.svg", "m.pdf"] {
      let path = dir.appendingPathComponent(name).path
      let r = try motionspec(["chart", "motion", "--token", "heavy", "-o", path, "--theme", "dark"])
      #expect(r.status == 0, "\(r.err)")
      // It says what it wrote: the path, and a PNG's pixels at the default @2x.
      #expect(r.out.hasPrefix("wrote \(path) (motion, "), "\(r.out)")
      if name.hasSuffix(".png") { #expect(r.out.contains("1600 × 1000 px, @2x"), "\(r.out)") }
    }
    let png = try Data(contentsOf: dir.appendingPathComponent("m.png"))
    #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    // The PNG is @2x by default: its IHDR says 1600 × 1000 for the 800 × 500-point chart.
    #expect(Array(png[16..<24]) == [0, 0, 0x06, 0x40, 0, 0, 0x03, 0xE8])
    // A kind that grows past the size asked (the catalogue: a row per token) says the size it wrote.
    let grown = dir.appendingPathComponent("catalogue.png")
    let catalogue = try motionspec(["chart", "catalogue", "-o", grown.path])
    let header = Array(try Data(contentsOf: grown)[16..<24])
    let (w, h) = (header[0..<4].reduce(0) { $0 << 8 | Int($1) }, header[4..<8].reduce(0) { $0 << 8 | Int($1) })
    #expect(w > 1600 && catalogue.out.contains("(catalogue, PNG, \(w) × \(h) px, @2x)"), "\(catalogue.out)")
    let one = dir.appendingPathComponent("one.png").path
    let quiet = try motionspec(["chart", "motion", "--token", "heavy", "-o", one, "--scale", "1", "--quiet"])
    #expect(quiet.status == 0 && quiet.out.isEmpty)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: one))[16..<24]) == [0, 0, 0x03, 0x20, 0, 0, 0x01, 0xF4])
    #expect(
      try motionspec(["chart", "wobble", ".smooth", "-o", dir.appendingPathComponent("x.png").path]).status == 64)
    #expect(
      try motionspec(["chart", "motion", "--token", "nope", "-o", dir.appendingPathComponent("x.png").path]).status
        == 64)
    let easing = try motionspec([
      "chart", "decomposition", ".easeInOut", "-o", dir.appendingPathComponent("x.png").path,
    ])
    #expect(easing.status == 65 && easing.err.contains("applies to springs"))
    #expect(
      try motionspec(["chart", "motion", ".smooth", "-o", dir.appendingPathComponent("x.gif").path]).status == 64)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
  }

  @Test func lintOutputsAndExitCodes() throws {
    #expect(try motionspec(["lint"]).status == 0)
    let bad = try motionspec(["lint", fixtures.appendingPathComponent("invalid/ten-mistakes.json").path])
    #expect(bad.status == 65)
    // Eleven errors, and the transition without "delay" read with a warning.
    #expect(bad.out.split(separator: "\n").filter { $0.contains(": error: ") }.count == 11)
    #expect(bad.out.contains("warning: token 'motion.j': this transition has no \"delay\""))
    let runtime = fixtures.appendingPathComponent("warnings/Runtime.swift").path
    let github = try motionspec(["lint", "--format", "github", runtime]).out
    #expect(github.contains("::warning file=\(runtime),line=9,col=16,title=reader::token 'Motion.adaptive': not read:"))
    let json = try motionspec([
      "lint", "--format", "json", fixtures.appendingPathComponent("warnings/Runtime.swift").path,
    ]).out
    let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(
      findings.contains {
        ($0["message"] as? String)?.contains("depends on 'index'") == true && $0["line"] as? Int == 13
      })
    // Several paths and directories are one catalogue; a valid module lints clean, even strictly.
    let module = try motionspec([
      "lint", "--strict", fixtures.appendingPathComponent("valid/DesignSystem").path,
      fixtures.appendingPathComponent("valid/swift/Repeating.swift").path,
    ])
    #expect(module.status == 0 && module.out == "7 tokens, 0 errors, 0 warnings, 0 notes\n", "\(module.out)")
    let quiet = try motionspec([
      "lint", "--format", "github", fixtures.appendingPathComponent("valid/DesignSystem").path,
    ])
    #expect(quiet.status == 0 && quiet.out.isEmpty, "\(quiet.out)")
    // A theme file's one note (a function whose result is an animation) is a GitHub notice.
    let theme = try motionspec([
      "lint", "--format", "github", fixtures.appendingPathComponent("valid/swift/MixedTheme.swift").path,
    ])
    #expect(theme.status == 0 && theme.out.hasPrefix("::notice file=") && theme.out.contains("delayed"), "\(theme.out)")
    #expect(try motionspec(["lint", "--strict", runtime]).status == 1)
    // The starter catalogue (the built-in one) has no warning; its notes are SwiftUI's late
    // completions (late-completion), which --strict does not fail.
    let starter = try motionspec(["lint", "--strict"])
    #expect(starter.status == 0 && starter.out.contains("0 errors, 0 warnings, "), "\(starter.out)")
    #expect(
      starter.out.split(separator: "\n").filter { $0.contains(": note: ") }.allSatisfy {
        $0.hasSuffix("[late-completion]")
      })
  }

  @Test func exportStrictFailsWhenAPlatformCannotPlayATokenExactly() throws {
    let dir = try temporaryDirectory()
    let overdamped = dir.appendingPathComponent("over.yaml")
    try "name: Over\ntokens:\n  creep: .spring(duration: 0.5, bounce: -0.5)\n".write(
      to: overdamped, atomically: true, encoding: .utf8)
    // Reanimated plays it critically damped: a warning, and with --strict exit 1 (files written).
    let strict = try motionspec(["export", overdamped.path, "--to", "reanimated", "-o", dir.path, "--strict"])
    #expect(strict.status == 1, "\(strict.err)")
    #expect(strict.err.contains("critically damped") && strict.err.contains("--strict"))
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reanimated-tokens.ts").path))
    let plain = try motionspec(["export", overdamped.path, "--to", "reanimated", "-o", dir.path])
    #expect(plain.status == 0, "\(plain.err)")
    // A token every platform plays exactly passes --strict.
    let exact = try motionspec(["export", "--to", "compose", "-o", dir.path, "--strict", "--quiet"])
    #expect(exact.status == 0, "\(exact.err)")
  }

  @Test func exportWritesEveryPlatformAndKeepsOtherFiles() throws {
    let dir = try temporaryDirectory()
    let out = dir.appendingPathComponent("generated")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try "keep me\n".write(to: out.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let all = try motionspec(["export", "--to", "all", "-o", out.path])
    #expect(all.status == 0, "\(all.err)")
    let names = [
      "MotionTokens.swift", "MotionTokensUIKit.swift", "MotionTokens.kt", "motion-tokens.css", "motion-tokens.ts",
      "reanimated-tokens.ts", "react-spring-tokens.ts", "motion_tokens.dart", "motion.tokens.json",
    ]
    for name in names {
      #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
    }
    #expect(try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8) == "keep me\n")
    // Each limitation once per platform on standard error, and beside each token in the file:
    // DTCG's stand-ins are a note (the file holds each spring exactly), Flutter's bounded
    // controller one warning for every spring that overshoots.
    let lines = all.err.split(separator: "\n")
    #expect(lines.filter { $0.contains("(Design Tokens (DTCG 2025.10)): DTCG has no spring type") }.count == 1)
    #expect(lines.filter { $0.contains("(Flutter)") }.count == 1 && all.err.contains("motionspec: warning: 9 tokens ("))
    #expect(all.out.contains("(Flutter, 19 tokens, 1 warning on 9 tokens)"))
    let dtcg = try String(contentsOf: out.appendingPathComponent("motion.tokens.json"), encoding: .utf8)
    #expect(dtcg.contains("Note: DTCG has no spring: the file writes it exactly"))
    // A second export replaces its own files; a hand-written file of the same name is refused.
    #expect(try motionspec(["export", "--to", "css", "-o", out.path, "--quiet"]).status == 0)
    try "/* ours */\n".write(to: out.appendingPathComponent("motion-tokens.css"), atomically: true, encoding: .utf8)
    let refused = try motionspec(["export", "--to", "css,swiftui", "-o", out.path])
    #expect(refused.status == 73 && refused.err.contains("was not written by motionspec export"))
    #expect(try String(contentsOf: out.appendingPathComponent("motion-tokens.css"), encoding: .utf8) == "/* ours */\n")
    #expect(try motionspec(["export", "--to", "css", "-o", out.path, "--force", "--quiet"]).status == 0)
    // Standard output, and usage errors.
    let css = try motionspec(["export", "--to", "css", "-o", "-"])
    #expect(css.status == 0 && css.out.contains("--motion-heavy-easing: linear(0, "))
    let unknown = try motionspec(["export", "--to", "swiftui,kotlin"])
    #expect(
      unknown.status == 64 && unknown.err.contains("unknown platform 'kotlin'")
        && unknown.err.contains("react-spring, flutter, dtcg, figma, or all"))
    #expect(try motionspec(["export", "--to", "css,dtcg", "-o", "-"]).status == 64)
    #expect(try motionspec(["export", "--to", "css", "--tolerance", "0"]).status == 64)
  }

  /// Under GitHub Actions no line motionspec prints is a workflow command unless it means one:
  /// an expression echoed under its error message starts with `::` only in plain terminals.
  @Test func printedLinesNeverBecomeWorkflowCommands() throws {
    let forged = "::error file=x::forged ::add-mask::"
    // As the runner reads a line: Unicode white space trimmed (not U+200B).
    let lines = { (text: String) in
      text.split(separator: "\n").map {
        String(String.UnicodeScalarView($0.unicodeScalars.drop { $0.properties.isWhitespace }))
      }
    }
    let plain = try motionspec(["inspect", forged])
    #expect(plain.status == 65 && lines(plain.err).contains { $0.hasPrefix("::") }, "\(plain.err)")
    var env = ProcessInfo.processInfo.environment
    env["GITHUB_ACTIONS"] = "true"
    let actions = try motionspec(["inspect", forged], environment: env)
    #expect(actions.status == 65 && !lines(actions.err).contains { $0.hasPrefix("::") }, "\(actions.err)")
    #expect(actions.err.contains(forged))
    #expect(Output.guarded("ok\n ::x::y\n::a", underActions: true) == "ok\n \u{200B}::x::y\n\u{200B}::a")
    // Guarding twice (print, then the standard error stream) changes nothing more.
    #expect(Output.guarded(Output.guarded(" ::x", underActions: true), underActions: true) == " \u{200B}::x")
    #expect(Output.guarded("::a", underActions: false) == "::a")
    // The legacy form anywhere in a line, and a lone CR that would start a line of its own.
    #expect(Output.guarded("a ##[error]x", underActions: true) == "a ##\u{200B}[error]x")
    #expect(Output.guarded("a\r::error::x\r\nb", underActions: true) == "a\u{240D}::error::x\nb")
  }

  /// Export's files change together: a file that cannot be written leaves every other one as it
  /// was, no temporary file stays, and those a killed export left are removed by the next.
  @Test func exportChangesItsFilesTogetherAndLeavesNothingBehind() throws {
    let out = try temporaryDirectory("together")
    #expect(try motionspec(["export", "--to", "css,swiftui", "-o", out.path, "--quiet"]).status == 0)
    let css = out.appendingPathComponent("motion-tokens.css"), swift = out.appendingPathComponent("MotionTokens.swift")
    let before = try Data(contentsOf: css)
    // The Swift file's place is taken by a directory: it cannot be replaced, so neither is the CSS.
    try FileManager.default.removeItem(at: swift)
    try FileManager.default.createDirectory(at: swift, withIntermediateDirectories: false)
    try "x".write(to: swift.appendingPathComponent("inside"), atomically: true, encoding: .utf8)
    let edge = fixtures.appendingPathComponent("valid/motion.yaml").path
    let failed = try motionspec(["export", edge, "--to", "css,swiftui", "-o", out.path, "--force", "--quiet"])
    #expect(failed.status == 73 && failed.err.contains("no file was replaced"), "\(failed.err)")
    #expect(try Data(contentsOf: css) == before)
    // A killed export's temporary file (its process gone) is removed; nothing else is left.
    let stale = out.appendingPathComponent(".motion-tokens.css.tmp-999999999-0")
    try "half".write(to: stale, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: swift)
    #expect(try motionspec(["export", "--to", "css,swiftui", "-o", out.path, "--quiet"]).status == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.contains(".tmp-") }
    #expect(left.isEmpty, "\(left)")
    // A render's lock file is gone when it is done.
    let report = out.appendingPathComponent("spec")
    #expect(try motionspec(["render", "-o", report.path, "--quiet", "--no-cache"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(".spec.lock").path))
  }

  @Test func initWritesTheBuiltInCatalogueOnce() throws {
    let dir = try temporaryDirectory()
    #expect(try motionspec(["init"], in: dir).status == 0)
    #expect(try motionspec(["lint", "motion-tokens.yaml"], in: dir).status == 0)
    let again = try motionspec(["init"], in: dir)
    #expect(again.status == 73 && again.err.contains("--force"))
  }

  @Test func renderFailureLeavesThePreviousReport() throws {
    let dir = try temporaryDirectory()
    let out = dir.appendingPathComponent("spec").path
    let yaml = dir.appendingPathComponent("small.yaml")
    try "tokens:\n  a: .smooth\n  b: .bouncy\n".write(to: yaml, atomically: true, encoding: .utf8)
    let ok = try motionspec(["render", yaml.path, "-o", out, "--quiet"])
    #expect(ok.status == 0, "\(ok.err)")
    let before = try Data(contentsOf: URL(fileURLWithPath: out + "/index.html"))
    try "tokens:\n  a: .smooth(\n".write(to: yaml, atomically: true, encoding: .utf8)
    let bad = try motionspec(["render", yaml.path, "-o", out])
    #expect(bad.status == 65 && bad.err.contains("small.yaml:2:14: error: token 'a': expected an argument or ')'"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/index.html")) == before)
  }

  @Test func renderReadsSeveralPathsAsOneCatalogue() throws {
    let out = try temporaryDirectory().appendingPathComponent("spec").path
    let paths = ["valid/dtcg-multi", "valid/swift/Repeating.swift", "valid/swift/Aliases.swift"].map {
      fixtures.appendingPathComponent($0).path
    }
    let result = try motionspec(["render"] + paths + ["-o", out, "--quiet"])
    #expect(result.status == 0, "\(result.err)")
    let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    for expected in [
      "motion.component.popover", "Feedback.breathe",
      "repeats forever, reversing every other cycle; numbers for one cycle",
      ##"alias of <a href="#token-animation-codebreaker">Animation.codeBreaker</a>"##,
    ] {
      #expect(html.contains(expected), "\(expected)")
    }
  }
}

@Suite struct DiffCommandTests {
  func git(_ args: [String], in dir: URL) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + args
    p.currentDirectoryURL = dir
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0, "git \(args)")
  }

  @Test func durationsAndInstantsAreNoError() throws {
    let durations = fixtures.appendingPathComponent("design/durations.tokens.json").path
    let lint = try motionspec(["lint", durations])
    #expect(lint.status == 0, "\(lint.out)\(lint.err)")
    #expect(lint.out.hasSuffix("0 tokens, 7 durations, 0 errors, 0 warnings, 1 note\n"))
    let inspect = try motionspec(["inspect", ".linear(duration: 0)"])
    #expect(inspect.status == 0 && inspect.out.hasPrefix("instant: .linear(duration: 0) takes no time"))
    let dir = try temporaryDirectory()
    let export = try motionspec(["export", durations, "--to", "css", "-o", dir.path])
    #expect(export.status == 0, "\(export.err)")
    let css = try String(contentsOf: dir.appendingPathComponent("motion-tokens.css"), encoding: .utf8)
    #expect(css.contains("--duration-fast-01: 70ms;"))
  }

  @Test func driftCheckOfAFigmaFileAgainstCode() throws {
    let dir = try temporaryDirectory()
    let figma = fixtures.appendingPathComponent("design/checkout.figma.json").path
    let catalogue = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MotionSpecCatalogue/Resources/motion-tokens.yaml"), encoding: .utf8)
    try catalogue.write(to: dir.appendingPathComponent("code.yaml"), atomically: true, encoding: .utf8)
    let md = try motionspec(["diff", figma, "code.yaml", "--match", "physics", "-o", "drift"], in: dir)
    #expect(md.status == 0, "\(md.err)")
    #expect(md.out.hasPrefix("## Design ↔ code drift: 9 of 13 design curves have no match in the code."))
    #expect(md.out.contains("| `Checkout.Cart.Checkout button` | `motion.standard` |"))
    let summary = try String(contentsOf: dir.appendingPathComponent("drift/summary.md"), encoding: .utf8)
    #expect(summary == md.out)
    let charts = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("drift/charts").path)
    #expect(charts.filter { $0.hasSuffix(".png") }.count == 9)
    // A gate: drift exits 1; a tolerance that takes every nearest token in passes.
    let gate = try motionspec(
      ["diff", figma, "code.yaml", "--match", "physics", "-o", "drift", "--fail-on", "drift"], in: dir)
    #expect(gate.status == 1 && gate.err.contains("--fail-on drift"))
    let json = try motionspec(
      ["diff", figma, "code.yaml", "--match", "physics", "--tolerance", "40%", "--format", "json"], in: dir)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["drift"] as? Bool == false)
    #expect((object["counts"] as? [String: Int])?["matched"] == 13)
    // --fail-on drift means nothing without --match; nor --tolerance 0.
    #expect(try motionspec(["diff", "code.yaml", "code.yaml", "--fail-on", "drift"], in: dir).status == 64)
    #expect(
      try motionspec(["diff", figma, "code.yaml", "--match", "physics", "--tolerance", "0"], in: dir).status == 64)
  }

  @Test func gitSourcesFormatsAndFailOn() throws {
    let dir = try temporaryDirectory()
    let file = dir.appendingPathComponent("motion.yaml")
    try git(["init", "-q"], in: dir)
    try "tokens:\n  a: .smooth\n  b: .bouncy\n".write(to: file, atomically: true, encoding: .utf8)
    try git(["add", "."], in: dir)
    try git(["commit", "-qm", "base"], in: dir)
    try "tokens:\n  a: .snappy\n  b: .bouncy\n  c: .easeOut\n".write(to: file, atomically: true, encoding: .utf8)

    let md = try motionspec(["diff", "git:HEAD:motion.yaml", "motion.yaml", "-o", "out"], in: dir)
    #expect(md.status == 0, "\(md.err)")
    #expect(md.out.hasPrefix("## Motion tokens: 1 changed, 1 added."))
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/summary.md").path))
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/charts/token-a.png").path))

    let json = try motionspec(["diff", "git:HEAD:motion.yaml", "motion.yaml", "--format", "json"], in: dir)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect((object["counts"] as? [String: Int])?["changed"] == 1)

    #expect(
      try motionspec(["diff", "git:HEAD:motion.yaml", "motion.yaml", "-o", "out", "--fail-on", "added"], in: dir).status
        == 1)
    #expect(
      try motionspec(["diff", "git:HEAD:motion.yaml", "motion.yaml", "-o", "out", "--fail-on", "removed"], in: dir)
        .status == 0)
    #expect(
      try motionspec(["diff", "git:HEAD:motion.yaml", "motion.yaml", "-o", "out", "--fail-on", "changed"], in: dir)
        .status == 1)
    #expect(
      try motionspec(["diff", "motion.yaml", "motion.yaml", "-o", "same", "--fail-on", "changed"], in: dir).out
        == "## No motion token changed.\n\n`motion.yaml` and `motion.yaml` define the same motion.\n")
    // Each cause said as itself, with its own status.
    let revision = try motionspec(["diff", "git:nope:motion.yaml", "motion.yaml"], in: dir)
    #expect(
      revision.status == 64 && revision.err.contains("git:nope:motion.yaml: the repository has no revision 'nope'"),
      "\(revision.err)")
    let path = try motionspec(["diff", "git:HEAD:gone.yaml", "motion.yaml"], in: dir)
    #expect(
      path.status == 66 && path.err.contains("git:HEAD:gone.yaml: gone.yaml does not exist at HEAD"), "\(path.err)")
    let outside = try temporaryDirectory()
    try "tokens:\n  a: .smooth\n".write(
      to: outside.appendingPathComponent("motion.yaml"), atomically: true, encoding: .utf8)
    let noRepository = try motionspec(["diff", "git:origin/main:motion.yaml", "motion.yaml"], in: outside)
    #expect(
      noRepository.status == 66 && noRepository.err.contains("is not in a git repository"), "\(noRepository.err)")
  }
}
