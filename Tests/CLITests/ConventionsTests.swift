import Foundation
import MotionSpecCatalogue
import TestSupport
import Testing

/// The command-line conventions: `help`, standard input and output, colour, completions and the
/// man page.
@Suite struct ConventionsTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func helpForAnUnknownCommandIsAUsageError() throws {
    let unknown = try motionspec(["help", "nonesuch"])
    #expect(unknown.status == 64)
    #expect(unknown.err.contains("no command 'nonesuch'"))
    #expect(unknown.err.contains("render"))
    let known = try motionspec(["help", "lint"])
    #expect(known.status == 0)
    #expect(known.out.contains("--format"))
    #expect(try motionspec(["nonesuch"]).status == 64)
    // A misspelt command says the nearest one, as a misspelt expression does.
    let typo = try motionspec(["rendr", "motion.yaml"])
    #expect(
      typo.status == 64 && typo.err.contains("no command 'rendr' — did you mean 'render'? the commands are"),
      "\(typo.err)")
    #expect(try motionspec(["help", "expotr"]).err.contains("did you mean 'export'?"))
    #expect(try motionspec(["lnt"]).err.contains("did you mean 'lint'?"))
  }

  @Test func catalogueFromStandardInputIsNamedByItsContent() throws {
    let yaml = "tokens:\n  heavy: .spring(duration: 0.5, bounce: 1.5)\n"
    let r = try motionspec(["lint", "-"], input: yaml)
    #expect(r.status == 65)
    #expect(r.out.contains("stdin.yaml:2:"), "\(r.out)")

    let named = try motionspec(["lint", "-", "--stdin-filename", "Design/motion.yaml"], input: yaml)
    #expect(named.out.contains("Design/motion.yaml:2:"), "\(named.out)")

    let json =
      #"{ "motion": { "fast": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } }, "fade": { "$type": "transition", "$value": { "duration": "{motion.fast}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.42, 0, 0.58, 1] } } } }"#
    let fromJSON = try motionspec(["lint", "-"], input: json)
    #expect(fromJSON.status == 0, "\(fromJSON.out)")
    #expect(fromJSON.out.contains("1 token,"))

    let swift =
      "/// The app's motion.\nenum Motion {\n  static let heavy = Animation.spring(duration: 0.5, bounce: 0.2)\n}\n"
    let fromSwift = try motionspec(["inspect", ".bouncy"])
    #expect(fromSwift.status == 0)
    let exported = try motionspec(["export", "-", "--to", "css", "-o", "-"], input: swift)
    #expect(exported.status == 0, "\(exported.err)")
    #expect(exported.out.contains("--motion-heavy"), "\(exported.out.prefix(400))")
  }

  @Test func standardInputNamesFollowTheContent() {
    #expect(CatalogueLoader.standardInputName(for: "// tokens\n/* DTCG */\n{ }") == "stdin.json5")
    #expect(CatalogueLoader.standardInputName(for: "/// Motion\n@MainActor\nenum Motion {}") == "stdin.swift")
    #expect(CatalogueLoader.standardInputName(for: "#if canImport(SwiftUI)\nimport SwiftUI\n#endif") == "stdin.swift")
    #expect(CatalogueLoader.standardInputName(for: "# Motion\nname: Motion\ntokens:\n") == "stdin.yaml")
    #expect(CatalogueLoader.standardInputName(for: "") == "stdin.yaml")
    // Every format recognises its own first line, from the registry (the formats each say how).
    let lottie = #"{"v": "5.7.4", "fr": 60, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": [{"ty": 4, "ks": {}}]}"#
    let named: [(String, String)] = [
      (lottie, "stdin.json"),
      ("package com.example.motion\n\nobject Motion { val fast = tween<Float>(150) }", "stdin.kt"),
      ("import androidx.compose.animation.core.tween\nval fast = tween<Float>(150)", "stdin.kt"),
      ("import 'package:flutter/animation.dart';\nclass M { static const fast = Curves.easeOut; }", "stdin.dart"),
      ("class AppMotion {\n  static const Duration fast = Duration(milliseconds: 150);\n}", "stdin.dart"),
      ("/* tokens */\n:root { --ease-out: cubic-bezier(0.2, 0, 0, 1); }", "stdin.css"),
      ("@keyframes rise { from { opacity: 0 } to { opacity: 1 } }", "stdin.css"),
      ("import { Transition } from \"framer-motion\";\nexport const spring = { type: \"spring\" };", "stdin.ts"),
      ("export const motion = { fast: \"150ms\" };", "stdin.ts"),
      ("import SwiftUI\nextension Animation { static let fast = Animation.easeOut }", "stdin.swift"),
    ]
    for (text, name) in named {
      #expect(CatalogueLoader.standardInputName(for: text) == name, "\(text.prefix(40))")
    }
  }

  @Test func initAndChartWriteToStandardOutput() throws {
    let printed = try motionspec(["init", "-"])
    #expect(printed.status == 0)
    #expect(printed.out == (try BuiltInCatalogue.text()))
    // What init prints is a catalogue diff reads from standard input.
    let edited = printed.out.replacingOccurrences(of: "bounce: 0.18", with: "bounce: 0.3")
    #expect(edited != printed.out)
    let diff = try motionspec(
      ["diff", "--format", "json", BuiltInCatalogue.fileName, "-"], in: try builtInFileDirectory(), input: edited)
    #expect(diff.status == 0, "\(diff.err)")
    #expect(diff.out.contains("\"token\" : \"motion.heavy\""), "\(diff.out.prefix(300))")

    let binary = try #require(motionspecBinary()).path
    let png = try run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "'\(binary)' chart motion .bouncy -o - --format png | head -c 8 | od -An -tx1"])
    #expect(png.status == 0)
    #expect(png.out.trimmingCharacters(in: .whitespacesAndNewlines) == "89 50 4e 47 0d 0a 1a 0a", "\(png.out)")
    let svg = try motionspec(["chart", "motion", ".bouncy", "-o", "-", "--format", "svg"])
    #expect(svg.out.hasPrefix("<?xml"))
    #expect(svg.out.contains("</svg>"))
    let noFormat = try motionspec(["chart", "motion", ".bouncy", "-o", "-"])
    #expect(noFormat.status == 64)
    #expect(noFormat.err.contains("--format"))
    #expect(try motionspec(["diff", "-", "-"]).status == 64)
  }

  /// A directory holding the built-in catalogue as a file (what `init` writes).
  func builtInFileDirectory() throws -> URL {
    let directory = try temporaryDirectory()
    #expect(try motionspec(["init"], in: directory).status == 0)
    return directory
  }

  @Test func colourFollowsTheTerminalNoColorAndTheFlag() throws {
    // A catalogue with a warning (bounce-exaggerated).
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("motion.yaml")
    try Data("tokens:\n  a:\n    value: .spring(duration: 0.5, bounce: 0.5)\n    reducedMotion: none\n".utf8).write(
      to: file)
    let red = "\u{1B}["
    let piped = try motionspec(["lint", file.path])
    #expect(piped.out.contains("warning:"), "\(piped.out)")
    #expect(!piped.out.contains(red))
    #expect(try motionspec(["lint", file.path, "--color", "always"]).out.contains(red))
    #expect(!(try motionspec(["lint", file.path, "--color", "never"]).out.contains(red)))

    // On a terminal (script(1) gives the command one): coloured unless NO_COLOR is set.
    let binary = try #require(motionspecBinary()).path
    let command = "'\(binary)' lint '\(file.path)'"
    let script = URL(fileURLWithPath: "/usr/bin/script")
    let terminal = try run(script, ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "", "TERM": "xterm"])
    #expect(terminal.out.contains(red + "1;35mwarning:"), "\(terminal.out)")
    let noColor = try run(script, ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1", "TERM": "xterm"])
    #expect(noColor.out.contains("warning:"))
    #expect(!noColor.out.contains(red), "\(noColor.out)")
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScripts(shell: String) throws {
    let r = try motionspec(["--generate-completion-script", shell])
    #expect(r.status == 0)
    for command in ["render", "lint", "diff", "export", "chart", "inspect"] {
      #expect(r.out.contains(command), "\(shell): \(command)")
    }
    #expect(r.out.contains("stdin-filename"))
    if shell == "bash" {
      let directory = try temporaryDirectory()
      let file = directory.appendingPathComponent("motionspec.bash")
      try Data(r.out.utf8).write(to: file)
      let check = try run(URL(fileURLWithPath: "/bin/bash"), ["-n", file.path])
      #expect(check.status == 0, "\(check.err)")
    }
  }

  /// `make man` (which `make test` runs first) writes the manual with argument-parser's
  /// generate-manual plugin.
  @Test func manPage() throws {
    let page = Self.repository.appendingPathComponent(".build/man/man1/motionspec.1")
    let text = try String(contentsOf: page, encoding: .utf8)
    #expect(text.contains(".Dt MOTIONSPEC 1"), "\(text.prefix(300))")
    for command in ["render", "lint", "diff", "export", "chart", "inspect", "init"] { #expect(text.contains(command)) }
    #expect(text.contains("stdin-filename"))
  }
}

/// Errors keep their cause: a chart that cannot be written is exit 73 and says so, and the
/// manual lists every status the command uses.
@Suite struct ErrorCauseTests {
  @Test func aChartThatCannotBeWrittenIsExit73() throws {
    let r = try motionspec(["chart", "motion", "--token", "heavy", "-o", "/nonexistent-motionspec/x.png"])
    #expect(r.status == 73)
    #expect(r.err.contains("cannot write the chart: /nonexistent-motionspec/x.png: "), "\(r.err)")
    #expect(!r.err.contains("draw"))
  }

  /// Templates are inputs: an invalid one is 65 at its line and column, an unreadable one 66.
  @Test func templateErrorsAreInputErrors() throws {
    let directory = try temporaryDirectory()
    let templates = directory.appendingPathComponent("tpl")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try Data("<p>\n{{#tokens}}x{{/rows}}\n".utf8).write(to: templates.appendingPathComponent("report.mustache"))
    let invalid = try motionspec(["render", "-o", "spec", "--templates", "tpl", "--quiet"], in: directory)
    #expect(invalid.status == 65)
    #expect(invalid.err.contains("tpl/report.mustache:2:"), "\(invalid.err)")
    #expect(invalid.err.contains("a section is closed with another name than it was opened with"))
    try FileManager.default.removeItem(at: templates.appendingPathComponent("report.mustache"))
    try FileManager.default.createDirectory(
      at: templates.appendingPathComponent("report.css"), withIntermediateDirectories: true)
    let unreadable = try motionspec(["render", "-o", "spec", "--templates", "tpl", "--quiet"], in: directory)
    #expect(unreadable.status == 66, "\(unreadable.err)")
    #expect(unreadable.err.contains("tpl/report.css cannot be read"))
  }

  @Test func helpListsEveryExitStatus() throws {
    let help = try motionspec(["--help"]).out
    for status in ["0", "1", "64", "65", "66", "69", "70", "73"] {
      #expect(help.contains("\n  \(status) "), "--help does not list exit status \(status)")
    }
    #expect(help.contains("NO_COLOR"))
  }
}
