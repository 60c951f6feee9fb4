import ArgumentParser
import Foundation
import MotionSpecCatalogue
import ReportModel

/// `motionspec lint [CATALOGUE]`: validation errors and the talk's guidance as named rules.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check a catalogue: errors (exit 65) and guidance findings with fixes.",
    discussion: "Rules:\n" + definitionList(Lint.rules.map { ($0.id, $0.summary) }))

  enum OutputStyle: String, ExpressibleByArgument, CaseIterable { case text, json, github, sarif, junit }

  @OptionGroup var catalogue: CatalogueArguments

  @Option(
    help:
      "text, json, github (workflow annotations), sarif (SARIF 2.1.0, for code scanning) or junit (a JUnit XML test report: a test case per token)."
  )
  var format: OutputStyle = .text

  @Flag(help: "Exit 1 when there are warnings.")
  var strict = false

  @Option(
    name: .customLong("max-warnings"),
    help: ArgumentHelp(
      "Exit 1 when there are more than this many warnings (ESLint's --max-warnings); 0 is --strict for warnings.",
      valueName: "n"))
  var maxWarnings: Int?

  @Flag(
    help:
      "Report errors only: warnings and notes are left out of the output (the text summary still counts them); --strict and --max-warnings still count them."
  )
  var quiet = false

  @Flag(
    help:
      "Apply the findings that have exactly one fix (DTCG's pre-2025 duration strings, CSS values, a missing delay) to the catalogue's files, then lint again."
  )
  var fix = false

  @Flag(name: .customLong("dry-run"), help: "With --fix: print the changes as a unified diff and write nothing.")
  var dryRun = false

  @Option(help: "Colour the text format: auto (a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorChoice = .auto

  @OptionGroup var policy: PolicyOptions

  @Option(
    help: ArgumentHelp(
      "Leave out the findings this file accepts (what --write-baseline wrote); overrides the policy's baseline.",
      valueName: "file"))
  var baseline: String?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp(
      "Write every current finding to this file as accepted, then lint with it (adopt lint on a catalogue with findings you keep).",
      valueName: "file"))
  var writeBaseline: String?

  func run() throws {
    if dryRun && !fix { throw Failure.usage("--dry-run goes with --fix") }
    if let maxWarnings, maxWarnings < 0 { throw Failure.usage("--max-warnings takes a count, 0 or more") }
    if fix {
      guard !catalogue.catalogue.contains(CatalogueLoader.standardInput) else {
        throw Failure.usage("--fix changes files; a catalogue read from standard input has none")
      }
      if try applyFixes() { return }
    }
    let result = Result { () throws(CatalogueError) in
      (
        try catalogue.read().catalogue,
        try policy.policy(for: catalogue.catalogue, root: catalogue.selection.selection.root)
      )
    }
    let loaded: Catalogue
    let lintPolicy: LintPolicy
    switch result {
    case .success(let read): (loaded, lintPolicy) = read
    case .failure(let error):
      emit(error.diagnostics.map(Finding.init), catalogue: nil)
      throw Failure.reported(error.isMissingInput ? .noInput : .dataError)
    }
    let (guidance, suppressed) = Lint.checked(loaded, limits: lintPolicy.limits)
    var findings = lintPolicy.apply(loaded.warnings.map(Finding.init) + guidance)
    var accepted = 0
    if let writeBaseline {
      let file = LintBaseline(findings)
      do {
        try file.encoded().write(to: URL(fileURLWithPath: writeBaseline), options: .atomic)
      } catch {
        throw Failure.cannotWrite("\(writeBaseline): cannot write the baseline: \(error.localizedDescription)")
      }
      var standardError = StandardError()
      print(
        "motionspec: wrote \(writeBaseline) (\(counted(file.findings.count, "accepted finding")))", to: &standardError)
      (findings, accepted) = file.filter(findings)
    } else if let path = baseline ?? lintPolicy.baseline {
      switch Result(catching: { () throws(CatalogueError) in try LintBaseline.read(path) }) {
      case .success(let file): (findings, accepted) = file.filter(findings)
      case .failure(let error):
        emit(error.diagnostics.map(Finding.init), catalogue: loaded)
        throw Failure.reported(error.isMissingInput ? .noInput : .dataError)
      }
    }
    let instants = loaded.durations.filter { $0.kind == .instant }.count
    let shown = quiet ? findings.filter { $0.severity == .error } : findings
    emit(
      shown, catalogue: loaded,
      total: (loaded.tokens.count, loaded.durations.count - instants, instants, loaded.sequences.count),
      accepted: accepted, suppressed: suppressed, counting: findings)
    if findings.contains(where: { $0.severity == .error }) { throw Failure.reported(.dataError) }
    let warnings = findings.filter { $0.severity == .warning }.count
    if let maxWarnings, warnings > maxWarnings {
      var standardError = StandardError()
      print(
        "motionspec: \(counted(warnings, "warning")), more than --max-warnings \(maxWarnings) allows",
        to: &standardError)
      throw Failure.reported(.gate)
    }
    // `--strict`: every warning, and every construct a reader passed over, fails the gate.
    if strict
      && findings.contains(where: { $0.severity == Diagnostic.Severity.warning || $0.rule == Diagnostic.passedOver })
    {
      throw Failure.reported(.gate)
    }
  }

  /// `--fix`: applies each finding's one edit to its file (atomically, file by file), or with
  /// `--dry-run` prints them as a unified diff. Returns true when the run is over (a dry run).
  func applyFixes() throws -> Bool {
    let read = Result { () throws(CatalogueError) in try catalogue.read().catalogue }
    guard case .success(let loaded) = read else { return false }  // the lint below reports it
    let edits = loaded.warnings.compactMap { d in d.edit.map { (d, $0) } }
    var byFile: [String: [TextEdit]] = [:]
    for (_, edit) in edits { byFile[edit.location.file, default: []].append(edit) }
    var standardError = StandardError()
    var changed = 0
    for (file, list) in byFile.sorted(by: { $0.key < $1.key }) {
      let old = try CatalogueLoader.readText(file)
      guard let new = TextEdit.apply(list, to: old), new != old else {
        print("motionspec: \(file): the fixes no longer fit the file; nothing changed there", to: &standardError)
        continue
      }
      if dryRun {
        print(TextEdit.unifiedDiff(old, new, file: file), terminator: "")
      } else {
        do {
          try Data(new.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
          throw Failure.cannotWrite("\(file): cannot write the fixes: \(error.localizedDescription)")
        }
      }
      changed += Set(list).count
    }
    let verb = dryRun ? "would fix" : "fixed"
    print(
      "motionspec: \(verb) \(counted(changed, "finding")) in \(counted(byFile.count, "file"))", to: &standardError)
    return dryRun
  }

  /// Prints `findings`; the text summary counts what was read (`total`: motion tokens,
  /// durations, instants).
  func emit(
    _ findings: [Finding], catalogue read: Catalogue?,
    total: (tokens: Int, durations: Int, instants: Int, sequences: Int)? = nil,
    accepted: Int = 0, suppressed: Int = 0, counting all: [Finding]? = nil
  ) {
    switch format {
    case .sarif:
      do {
        print(try FindingReports.sarif(findings, version: Version.string))
      } catch {
        var standardError = StandardError()
        print("motionspec: cannot write SARIF: \(error)", to: &standardError)
      }
    case .junit:
      print(FindingReports.junit(suite: "motionspec lint", FindingReports.lintCases(read, findings)), terminator: "")
    case .text:
      let style = TerminalStyle(color, descriptor: 1)
      for f in findings {
        print(style.line(f.diagnostic))
        if !f.fix.isEmpty { print("  \(style.fix("fix:")) \(f.fix)") }
      }
      // The summary counts every finding, shown or not (`--quiet` shows the errors only).
      let counts = Dictionary(grouping: all ?? findings, by: \.severity).mapValues(\.count)
      let parts =
        [
          total.map { t in
            counted(t.tokens, "token") + (t.durations > 0 ? ", " + counted(t.durations, "duration") : "")
              + (t.instants > 0 ? ", " + counted(t.instants, "instant") : "")
              + (t.sequences > 0 ? ", " + counted(t.sequences, "sequence") : "")
          }, counted(counts[.error] ?? 0, "error"),
        ]
        + [counted(counts[.warning] ?? 0, "warning"), counted(counts[.note] ?? 0, "note")]
      var aside: [String] = []
      if accepted > 0 { aside.append("\(accepted) accepted by the baseline") }
      if suppressed > 0 { aside.append("\(counted(suppressed, "finding")) turned off in the catalogue") }
      if let all, all.count > findings.count { aside.append("warnings and notes not shown: --quiet") }
      let baselined = aside.isEmpty ? "" : " (" + aside.joined(separator: "; ") + ")"
      print(parts.compactMap { $0 }.joined(separator: ", ") + baselined)
    case .json:
      let array = findings.map { f -> [String: Any] in
        var o: [String: Any] = [
          "rule": f.rule, "severity": f.severity.rawValue, "token": f.token, "message": f.message, "fix": f.fix,
        ]
        if let l = f.location { o["file"] = l.file; o["line"] = l.line; o["column"] = l.column }
        return o
      }
      if let data = try? JSONSerialization.data(withJSONObject: array, options: [.prettyPrinted, .sortedKeys]) {
        print(String(decoding: data, as: UTF8.self))
      }
    case .github:
      for f in findings {
        let level = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "notice"
        var props = ["title=\(escapeProperty(f.rule))"]
        if let l = f.location {
          props = ["file=\(escapeProperty(l.file))", "line=\(l.line)", "col=\(l.column)"] + props
        }
        let text =
          (f.token.isEmpty ? "" : "token '\(f.token)': ") + f.message + (f.fix.isEmpty ? "" : " — fix: \(f.fix)")
        Output.annotation("::\(level) \(props.joined(separator: ","))::\(escapeData(text))")
      }
    }
  }

  /// GitHub workflow command escaping.
  func escapeData(_ s: String) -> String {
    s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(
      of: "\n", with: "%0A")
  }
  func escapeProperty(_ s: String) -> String {
    escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}

/// `motionspec init [PATH]`: writes the built-in catalogue as a file to start from.
struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Write the built-in catalogue (YAML) to start your own.")

  @Argument(help: "Where to write it; - prints it.")
  var path: String = BuiltInCatalogue.fileName

  @Flag(help: "Overwrite an existing file.")
  var force = false

  @Option(
    help: ArgumentHelp(
      "Start from a platform's own motion instead: \(ReferenceCatalogue.names).", valueName: "reference"))
  var from: ReferenceCatalogue?

  func run() throws {
    let text = try from.map(\.text) ?? BuiltInCatalogue.text()
    if path == "-" {
      Output.standardOutput(Data(text.utf8))
      return
    }
    if FileManager.default.fileExists(atPath: path) && !force {
      throw Failure.cannotWrite("\(path) exists; pass --force to overwrite it")
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw Failure.cannotWrite("\(path): cannot write: \(error.localizedDescription)")
    }
    print("wrote \(path) — edit it, then: motionspec lint \(path) && motionspec render \(path)")
  }
}

extension ReferenceCatalogue: ExpressibleByArgument {}
