import Foundation
import TestSupport
import Testing
import Yams

/// The GitHub Action: `action.yml` wires its inputs to `Scripts/github-action.sh`, which runs here
/// on a temporary git repository, as a pull request's checkout would look.
@Suite struct ActionTests {
  static let repository = ConventionsTests.repository
  static let script = repository.appendingPathComponent("Scripts/github-action.sh")

  /// A repository whose catalogue (Design/motion-tokens.yaml, the built-in one) is committed,
  /// then edited by `change`.
  func pullRequest(_ change: (String) -> String) throws -> URL {
    let directory = try temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Design"), withIntermediateDirectories: true)
    #expect(try motionspec(["init", "Design/motion-tokens.yaml"], in: directory).status == 0)
    try git(["init", "-q"], in: directory)
    try git(["add", "."], in: directory)
    try git(
      ["-c", "user.name=Designer", "-c", "user.email=designer@example.com", "commit", "-qm", "Motion tokens"],
      in: directory)
    let file = directory.appendingPathComponent("Design/motion-tokens.yaml")
    try Data(change(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
    return directory
  }

  func git(_ arguments: [String], in directory: URL) throws {
    let r = try run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: directory)
    #expect(r.status == 0, "git \(arguments): \(r.err)")
  }

  /// Runs the action's script as the action's run step would, with GitHub's files in `directory`.
  func action(_ inputs: [String: String], in directory: URL) throws -> (
    out: String, err: String, status: Int32, summary: String, outputs: [String: String]
  ) {
    let summary = directory.appendingPathComponent(".github-step-summary"),
      outputs = directory.appendingPathComponent(".github-output")
    var environment = [
      "MOTIONSPEC": try #require(motionspecBinary()).path, "GITHUB_STEP_SUMMARY": summary.path,
      "GITHUB_OUTPUT": outputs.path,
    ]
    for (input, value) in inputs {
      environment["MOTIONSPEC_" + input.uppercased().replacingOccurrences(of: "-", with: "_")] = value
    }
    let r = try run(URL(fileURLWithPath: "/bin/bash"), [Self.script.path], in: directory, environment: environment)
    let summaryText = (try? String(contentsOf: summary, encoding: .utf8)) ?? ""
    var values: [String: String] = [:]
    for line in ((try? String(contentsOf: outputs, encoding: .utf8)) ?? "").split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    return (r.out, r.err, r.status, summaryText, values)
  }

  @Test func aChangedTokenGivesAnnotationsASummaryAndTheSpec() throws {
    let directory = try pullRequest { $0.replacingOccurrences(of: "bounce: 0.18", with: "bounce: 0.3") }
    let r = try action(["catalogue": "Design/motion-tokens.yaml", "base-ref": "HEAD"], in: directory)
    #expect(r.status == 0, "\(r.err)")
    #expect(r.summary.contains("## Motion tokens: 1 changed."), "\(r.summary)")
    #expect(r.summary.contains("`git:HEAD:Design/motion-tokens.yaml` → `Design/motion-tokens.yaml`"))
    #expect(r.outputs["lint-status"] == "0")
    #expect(r.outputs["diff-status"] == "0")
    let summaryFile = try #require(r.outputs["summary"])
    #expect(try String(contentsOf: directory.appendingPathComponent(summaryFile), encoding: .utf8) == r.summary)
    let spec = try #require(r.outputs["spec"])
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(spec).appendingPathComponent("index.html").path))
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(spec).appendingPathComponent("motion-spec.pdf").path))
  }

  @Test func gatesFailAfterEveryStepRan() throws {
    let directory = try pullRequest { $0.replacingOccurrences(of: "bounce: 0.18", with: "bounce: 0.3") }
    let r = try action(
      ["catalogue": "Design/motion-tokens.yaml", "base-ref": "HEAD", "fail-on": "changed,removed"], in: directory)
    #expect(r.status == 1)
    #expect(r.err.contains("--fail-on changed"), "\(r.err)")
    #expect(r.outputs["diff-status"] == "1")
    #expect(r.outputs["spec"] != nil, "the spec is still rendered")
    #expect(r.summary.contains("1 changed"))

    let unknown = try action(["catalogue": "Design/motion-tokens.yaml", "fail-on": "everything"], in: directory)
    #expect(unknown.status == 64)
    #expect(unknown.out.contains("::error title=motionspec::fail-on: unknown 'everything'"))
  }

  @Test func errorsAndWarningsAreAnnotatedAtTheirPlace() throws {
    let directory = try pullRequest {
      $0.replacingOccurrences(of: "bounce: 0.18", with: "bounce: 1.8")
    }
    let r = try action(["catalogue": "Design/motion-tokens.yaml", "base-ref": "HEAD"], in: directory)
    #expect(r.status == 65)
    let annotation = try #require(
      r.out.split(separator: "\n").first { $0.hasPrefix("::error file=Design/motion-tokens.yaml,line=") })
    #expect(annotation.contains("bounce 1.8"))
    #expect(r.outputs["lint-status"] == "65")
    #expect(r.outputs["spec"] == nil)

    let warned = try pullRequest { $0.replacingOccurrences(of: "bounce: 0.18", with: "bounce: 0.5") }
    let strict = try action(["catalogue": "Design/motion-tokens.yaml", "fail-on": "warnings"], in: warned)
    #expect(strict.out.contains("::warning file=Design/motion-tokens.yaml,line="), "\(strict.out)")
    #expect(strict.status == 1)
    #expect(strict.outputs["lint-status"] == "1")
  }

  /// A base ref that looks like an option never reaches git as one.
  @Test func anOptionLikeBaseRefIsRefused() throws {
    let directory = try pullRequest { $0 }
    let marker = directory.appendingPathComponent("pwned")
    let r = try action(
      ["catalogue": "Design/motion-tokens.yaml", "base-ref": "--upload-pack=touch \(marker.path)"], in: directory)
    #expect(r.status == 64)
    #expect(r.out.contains("::error title=motionspec::base-ref '--upload-pack"), "\(r.out)")
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test func aNewCatalogueHasNothingToCompare() throws {
    let directory = try pullRequest { $0 }
    try FileManager.default.moveItem(
      at: directory.appendingPathComponent("Design/motion-tokens.yaml"),
      to: directory.appendingPathComponent("motion.yaml"))
    let r = try action(["catalogue": "motion.yaml", "base-ref": "HEAD"], in: directory)
    #expect(r.status == 0, "\(r.err)")
    #expect(r.summary.contains("`motion.yaml` is new in this change"), "\(r.summary)")
  }

  /// Every input the action declares reaches the script, every variable the script reads is set,
  /// and the artifact step uploads the script's `spec` output.
  @Test func actionManifestMatchesTheScript() throws {
    let text = try String(contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)
    let manifest = try #require(try Yams.load(yaml: text) as? [String: Any])
    let inputs = try #require(manifest["inputs"] as? [String: Any])
    let runs = try #require(manifest["runs"] as? [String: Any])
    #expect(runs["using"] as? String == "composite")
    let steps = try #require(runs["steps"] as? [[String: Any]])
    let step = try #require(steps.first { $0["id"] as? String == "motionspec" })
    #expect((step["run"] as? String)?.contains("Scripts/github-action.sh") == true)
    let environment = try #require(step["env"] as? [String: String])
    let script = try String(contentsOf: Self.script, encoding: .utf8)
    let read = Set(script.matches(of: /\$\{(MOTIONSPEC[A-Z_]*)[:}]/).map { String($0.output.1) })
    #expect(
      read == Set(environment.keys), "the script reads \(read.sorted()); the step sets \(environment.keys.sorted())")
    let used = Set(text.matches(of: /inputs\.([a-z-]+)/).map { String($0.output.1) })
    #expect(used == Set(inputs.keys), "used \(used.sorted()), declared \(inputs.keys.sorted())")
    for (name, value) in environment where name != "MOTIONSPEC" {
      let input = name.dropFirst("MOTIONSPEC_".count).lowercased().replacingOccurrences(of: "_", with: "-")
      // The image base URL falls back to where the comment step publishes the charts.
      let expected =
        input == "image-base-url"
        ? "${{ inputs.image-base-url || steps.images.outputs.url }}" : "${{ inputs.\(input) }}"
      #expect(value == expected, "\(name)")
    }
    let upload = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
    #expect((upload["with"] as? [String: Any])?["path"] as? String == "${{ steps.motionspec.outputs.spec }}")
    let outputs = try #require(manifest["outputs"] as? [String: Any])
    for name in outputs.keys { #expect(script.contains("echo \"\(name)="), "the script writes \(name)") }
  }
}

/// Catalogue text that reaches the Action's log — a token's name, a description, a file name — never
/// becomes a workflow command, read as the runner reads a log: lines end at LF, CR LF and a lone
/// CR; a line that starts with `::` after white space is a command, and so is one that holds the
/// legacy `##[` anywhere.
@Suite struct ActionLogTests {
  /// The workflow commands in `log`, by the runner's rules.
  static func commands(_ log: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var previousCR = false
    for scalar in log.unicodeScalars {
      if scalar == "\n" {
        if !previousCR { lines.append(String(current)) }
        current = String.UnicodeScalarView()
      } else if scalar == "\r" {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
      previousCR = scalar == "\r"
    }
    lines.append(String(current))
    return lines.filter { line in
      let trimmed = String(String.UnicodeScalarView(line.unicodeScalars.drop { $0.properties.isWhitespace }))
      return trimmed.hasPrefix("::") || line.contains("##[")
    }
  }

  /// The commands motionspec means: annotations at a file, or its own error and warning lines.
  static func isOurs(_ command: String) -> Bool {
    let prefixes = [
      "::error file=", "::warning file=", "::notice file=", "::error title=motionspec::",
      "::warning title=motionspec::",
    ]
    return prefixes.contains { command.hasPrefix($0) } && !command.contains("##[")
  }

  @Test func theRunnersRulesAreReadRight() {
    #expect(
      Self.commands("a\r::error::x\nb ##[warning]y\n  ::notice::z\r\nok") == [
        "::error::x", "b ##[warning]y", "  ::notice::z",
      ])
  }

  @Test func hostileTextInACatalogueCommandsNothing() throws {
    // Added to the committed catalogue: names and descriptions that lint's annotations, the diff's
    // summary (printed to the log) and the errors all repeat.
    let directory = try ActionTests().pullRequest { text in
      text + """

          "##[error]forged": .spring(duration: 0.5, bounce: 0.7)
          "##[add-mask]secret":
            value: .spring(duration: 0.4, bounce: 0.6)
            description: "line one\r::error::forged in a description\r\n##[error]forged too"

        """
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let r = try run(
      URL(fileURLWithPath: "/bin/bash"), [ActionTests.script.path], in: directory,
      environment: [
        "MOTIONSPEC": try #require(motionspecBinary()).path, "GITHUB_ACTIONS": "true",
        "MOTIONSPEC_CATALOGUE": "Design/motion-tokens.yaml", "MOTIONSPEC_BASE_REF": "HEAD",
        "GITHUB_STEP_SUMMARY": directory.appendingPathComponent(".summary").path,
        "GITHUB_OUTPUT": directory.appendingPathComponent(".output").path,
      ])
    let log = r.out + r.err
    // The text reached the log (the summary names the added tokens), and commanded nothing.
    #expect(log.contains("forged"), "\(log)")
    let commands = Self.commands(log)
    #expect(commands.contains { $0.hasPrefix("::warning file=") }, "\(log)")
    #expect(commands.allSatisfy(Self.isOurs), "\(commands.filter { !Self.isOurs($0) })")
    // A catalogue input that is itself hostile, named in the Action's own error.
    let missing = try run(
      URL(fileURLWithPath: "/bin/bash"), [ActionTests.script.path], in: directory,
      environment: [
        "MOTIONSPEC": try #require(motionspecBinary()).path, "GITHUB_ACTIONS": "true",
        "MOTIONSPEC_CATALOGUE": "Design/##[error]x\r::error::forged.yaml",
      ])
    #expect(missing.status == 65)
    let missingCommands = Self.commands(missing.out + missing.err)
    #expect(missingCommands.count == 1 && missingCommands.allSatisfy(Self.isOurs), "\(missingCommands)")
  }
}
