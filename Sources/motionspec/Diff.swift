import ArgumentParser
import Foundation
import MotionSpecCatalogue
import Report

/// `motionspec diff BASE HEAD`: what a change to the motion tokens does, for a pull request.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two catalogues: a comment-ready Markdown summary with before/after charts, or JSON.",
    discussion: """
      BASE and HEAD are catalogue files of any supported format, or git:REV:PATH to read one side
      from git history (e.g. git:origin/main:Design/motion.json), run in the current repository.

      With --match, diff is the design-to-code drift check: BASE is the design (a Figma file,
      Figma variables, any token file), HEAD the code. --match physics pairs each design curve
      with the code token that moves most like it and reports the curves the code lacks and
      the code tokens no design curve uses; --match names pairs tokens by name and reports each
      pair that moves differently. --fail-on drift makes it a gate.
      """)

  enum OutputStyle: String, ExpressibleByArgument, CaseIterable { case markdown, json, junit }
  enum FailOn: String, ExpressibleByArgument, CaseIterable { case added, removed, changed, lint, drift }

  @Argument(help: "The catalogue before the change (a file, a directory, git:REV:PATH, or - for standard input).")
  var base: String
  @Argument(help: "The catalogue after the change (likewise); with --reference, BASE is the team's catalogue.")
  var head: String?

  @Argument(
    help: "More catalogues, with --match names: one app's motion on each platform (ios/ android/ web/), in one table.")
  var others: [String] = []

  @Option(
    help: ArgumentHelp(
      "Compare the catalogue with a platform's own motion (\(ReferenceCatalogue.names)): the reference is the base.",
      valueName: "reference"))
  var reference: ReferenceCatalogue?

  /// The catalogue after the change, as given (the one catalogue, with `--reference`).
  var headName: String { reference == nil ? head ?? base : base }

  /// The two sides: with `--reference`, the reference and the one catalogue given.
  var sides: (base: String, head: String) {
    get throws {
      if let reference {
        guard head == nil else {
          throw Failure.usage("with --reference, give one catalogue (it is compared with \(reference.rawValue))")
        }
        return ("reference:" + reference.rawValue, base)
      }
      guard let head else { throw Failure.usage("give two catalogues, BASE and HEAD, or one with --reference NAME") }
      return (base, head)
    }
  }

  @OptionGroup var standardInput: StandardInputName
  @OptionGroup var selection: SelectionOptions
  @OptionGroup var policy: PolicyOptions

  @Option(name: .shortAndLong, help: "Directory for summary.md and charts/ (replaced atomically).")
  var output: String = "reports/motion-diff"

  @Option(
    help:
      "markdown (writes the directory, prints the summary), json (prints the facts) or junit (a JUnit XML report: a test case per token that changed, failing where --fail-on names its kind)."
  )
  var format: OutputStyle = .markdown

  @Flag(
    help:
      "Also write an animated GIF per changed token: before (hollow, dashed) and after (solid) moving side by side while the curve draws itself."
  )
  var animate = false

  @Option(
    name: .customLong("image-base-url"),
    help: ArgumentHelp(
      "Prefix for the images' paths in summary.md (e.g. where CI publishes charts/), so a posted comment shows them inline.",
      valueName: "url"))
  var imageBaseURL: String?

  @Option(
    name: .customLong("fail-on"),
    help:
      "Exit 1 when changes of this kind exist: added, removed, changed or lint (new findings); with --match, drift. Repeatable."
  )
  var failOn: [FailOn] = []

  @Option(
    help: ArgumentHelp(
      "Check design against code instead: pair tokens by physics (how they move) or by names.",
      valueName: "physics|names"))
  var match: CatalogueDrift.Match?

  @Option(
    help: ArgumentHelp(
      "The largest difference in position, as a fraction of the move (0.02) or a percentage (2%), that is still the same motion: with --match, between design and code (default 2%); otherwise between a sequence's two sides (default 0.5%, the figure exports state).",
      valueName: "fraction"))
  var tolerance: Tolerance?

  func run() throws {
    let (base, head) = try sides
    if base == CatalogueLoader.standardInput && head == CatalogueLoader.standardInput {
      throw Failure.usage("only one of BASE and HEAD can be - (standard input)")
    }
    if !others.isEmpty {
      try checkParity([base, head] + others)
      return
    }
    let before = try load(base), after = try load(head)
    if let match {
      try checkDrift(design: before, code: after, match: match)
      return
    }
    if failOn.contains(.drift) { throw Failure.usage("--fail-on drift needs --match physics or --match names") }
    // The policy of the working copy's side (a git:REV:PATH side has no folder to search).
    let localSide = [head, base].first { !$0.hasPrefix("git:") && $0 != CatalogueLoader.standardInput }
    let lintPolicy: LintPolicy
    do { lintPolicy = try policy.policy(for: localSide.map { [$0] } ?? [], root: selection.selection.root) } catch {
      throw Failure.catalogue(error, "invalid lint policy")
    }
    let diff = CatalogueDiff.compare(
      base: before, head: after, policy: lintPolicy,
      sequenceTolerance: tolerance?.fraction ?? CatalogueDiff.defaultSequenceTolerance)
    let report = DiffReport(diff: diff, baseName: base, headName: head)
    do {
      switch format {
      case .markdown:
        print(try report.write(to: output, animate: animate, imageBaseURL: imageBaseURL), terminator: "")
      case .json:
        print(try report.json())
      case .junit:
        print(FindingReports.junit(suite: "motionspec diff", junitCases(diff)), terminator: "")
      }
    } catch {
      throw Failure.cannotWrite("\(error)")
    }
    let triggered = failOn.filter { kind in
      switch kind {
      case .added: diff.count(.added) > 0
      case .removed: diff.count(.removed) > 0
      case .changed: diff.count(.changed) > 0 || diff.count(.renamed) > 0
      case .lint: !diff.lintAppeared.isEmpty
      case .drift: false  // refused above without --match
      }
    }
    if !triggered.isEmpty {
      throw Failure.gate("--fail-on \(triggered.map(\.rawValue).joined(separator: ", ")): \(report.verdict)")
    }
  }

  /// The JUnit cases of a comparison: a case per token, duration or sequence that changed, failing when
  /// `--fail-on` names its kind; a failing case per lint finding that appeared under `--fail-on lint`.
  func junitCases(_ diff: CatalogueDiff) -> [FindingReports.Case] {
    func gated(_ kind: CatalogueDiff.Kind) -> Bool {
      switch kind {
      case .added: failOn.contains(.added)
      case .removed: failOn.contains(.removed)
      case .changed, .renamed: failOn.contains(.changed)
      case .edited: false
      }
    }
    func change(_ id: String, _ kind: CatalogueDiff.Kind, _ location: SourceLocation?) -> FindingReports.Case {
      let failure = Finding(
        rule: kind.rawValue, severity: .error, token: id, location: location, message: "\(id) was \(kind.rawValue)",
        fix: "")
      return FindingReports.Case(
        className: location?.file ?? headName, name: "\(id) (\(kind.rawValue))", failures: gated(kind) ? [failure] : [])
    }
    var cases = diff.entries.map { change($0.id, $0.kind, ($0.after ?? $0.before)?.location) }
    cases += diff.durations.map { change($0.id, $0.kind, ($0.after ?? $0.before)?.location) }
    cases += diff.sequences.map { change($0.id, $0.kind, ($0.after ?? $0.before)?.location) }
    if failOn.contains(.lint) {
      cases += diff.lintAppeared.map {
        FindingReports.Case(className: $0.location?.file ?? headName, name: "\($0.token) \($0.rule)", failures: [$0])
      }
    }
    return cases
  }

  /// The names a team maps in its `.motionspec.yml` (found from the first local side).
  func pairingNames(_ sources: [String]) throws -> [String: String] {
    let local = sources.first {
      !$0.hasPrefix("git:") && !$0.hasPrefix("reference:") && $0 != CatalogueLoader.standardInput
    }
    do {
      return try policy.policy(for: local.map { [$0] } ?? [], root: selection.selection.root).names
    } catch {
      throw Failure.catalogue(error, "invalid lint policy")
    }
  }

  /// Platform parity: three or more catalogues paired by name, one row per token.
  func checkParity(_ sources: [String]) throws {
    guard match == .names else {
      throw Failure.usage("more than two catalogues are compared by name: add --match names")
    }
    if let other = failOn.first(where: { $0 != .drift }) {
      throw Failure.usage("--fail-on \(other.rawValue) compares two versions; across platforms, use --fail-on drift")
    }
    if format == .junit {
      throw Failure.usage("--format junit reports a comparison of two versions; across platforms, use markdown or json")
    }
    let catalogues = try sources.map { (label: $0, catalogue: try load($0)) }
    let report = ParityReport(
      parity: CatalogueParity.compare(
        catalogues, tolerance: tolerance?.fraction ?? 0.02, names: try pairingNames(sources)))
    do {
      switch format {
      case .markdown: print(try report.write(to: output, imageBaseURL: imageBaseURL), terminator: "")
      case .json: print(try report.json())
      case .junit: break  // refused above
      }
    } catch {
      throw Failure.cannotWrite("\(error)")
    }
    if failOn.contains(.drift), report.parity.hasDrift { throw Failure.gate("--fail-on drift: \(report.verdict)") }
  }

  /// The drift check: `design` against `code`.
  func checkDrift(design: Catalogue, code: Catalogue, match: CatalogueDrift.Match) throws {
    if let other = failOn.first(where: { $0 != .drift }) {
      throw Failure.usage("--fail-on \(other.rawValue) compares two versions; with --match, use --fail-on drift")
    }
    if format == .junit {
      throw Failure.usage("--format junit reports a comparison of two versions; with --match, use markdown or json")
    }
    let sides = try self.sides
    let drift = CatalogueDrift.compare(
      design: design, code: code, match: match, tolerance: tolerance?.fraction ?? 0.02,
      names: try pairingNames([sides.base, sides.head]))
    let report = DriftReport(drift: drift, designName: sides.base, codeName: sides.head)
    do {
      switch format {
      case .markdown: print(try report.write(to: output, imageBaseURL: imageBaseURL), terminator: "")
      case .json: print(try report.json())
      case .junit: break  // refused before the comparison
      }
    } catch {
      throw Failure.cannotWrite("\(error)")
    }
    if failOn.contains(.drift), drift.hasDrift { throw Failure.gate("--fail-on drift: \(report.verdict)") }
  }

  /// Reads a catalogue from a file, a directory, standard input or `git:REV:PATH` (a file or a
  /// directory as committed; a directory's files are read as ``CatalogueLoader`` reads a
  /// directory's).
  func load(_ source: String) throws -> Catalogue {
    if source.hasPrefix("reference:"), let reference = ReferenceCatalogue(rawValue: String(source.dropFirst(10))) {
      switch Result(catching: { () throws(CatalogueError) in try reference.load() }) {
      case .success(let c): return c
      case .failure(let e): throw Failure.catalogue(e, "invalid reference \(reference.rawValue)")
      }
    }
    guard source.hasPrefix("git:") else {
      switch Result(catching: { () throws(CatalogueError) in
        try CatalogueLoader.load([source], standardInputName: standardInput.name, selection: selection.selection)
      }) {
      case .success(let c): return c
      case .failure(let e): throw Failure.catalogue(e, "invalid catalogue \(source)")
      }
    }
    let spec = source.dropFirst(4)
    guard let colon = spec.firstIndex(of: ":"), colon != spec.startIndex, spec.index(after: colon) != spec.endIndex
    else {
      throw Failure.usage("\(source): expected git:REV:PATH, e.g. git:HEAD~1:motion.yaml")
    }
    let revision = String(spec[..<colon])
    let path = String(spec[spec.index(after: colon)...]).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    var sources: [(text: String, file: String)] = []
    // Each cause said as itself, with its own status: no repository here (66), no such revision
    // (64: a value on the command line that names nothing), no such path at it (66).
    guard (try? git(["rev-parse", "--git-dir"], source: source)) != nil else {
      throw Failure.noInput(
        "\(source): \(FileManager.default.currentDirectoryPath) is not in a git repository; run diff inside the repository, or give the catalogue as a file"
      )
    }
    guard (try? git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], source: source)) != nil else {
      throw Failure.usage(
        "\(source): the repository has no revision '\(revision)' (a branch, tag or commit, e.g. HEAD~1)")
    }
    let kind: String
    do {
      kind = try git(["cat-file", "-t", "\(revision):\(path)"], source: source).trimmingCharacters(
        in: .whitespacesAndNewlines)
    } catch {
      throw Failure.noInput("\(source): \(path) does not exist at \(revision)")
    }
    if kind == "tree" {
      let listed = try git(["ls-tree", "-r", "--name-only", "\(revision):\(path)"], source: source)
      for file in listed.split(separator: "\n").map(String.init).sorted()
      where CatalogueLoader.extensions.contains(URL(fileURLWithPath: file).pathExtension.lowercased())
        && !file.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0 == "node_modules" })
      {
        sources.append((try git(["show", "\(revision):\(path)/\(file)"], source: source), "\(path)/\(file)"))
      }
      guard !sources.isEmpty else {
        throw Failure.invalidInput("\(source): no catalogue files in that directory at \(revision)")
      }
    } else {
      sources.append((try git(["show", "\(revision):\(path)"], source: source), path))
    }
    switch Result(catching: { () throws(CatalogueError) in
      try CatalogueLoader.parse(sources, selection: selection.selection)
    }) {
    case .success(let c): return c
    case .failure(let e): throw Failure.invalidInput("invalid catalogue \(source)\n" + e.description)
    }
  }

  /// The standard output of `git ARGUMENTS`, run in the current directory.
  func git(_ arguments: [String], source: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do { try process.run() } catch {
      throw Failure.invalidInput("\(source): cannot run git: \(error.localizedDescription)")
    }
    // git's messages are short: reading them after its output cannot fill the pipe.
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure.invalidInput(
        "\(source): git \(arguments.joined(separator: " ")) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
      )
    }
    return String(decoding: data, as: UTF8.self)
  }
}

extension CatalogueDrift.Match: ExpressibleByArgument {}

/// `--tolerance 0.02` or `--tolerance 2%`: a fraction of the move, above 0 and at most 1.
struct Tolerance: ExpressibleByArgument {
  var fraction: Double

  init(fraction: Double) { self.fraction = fraction }

  init?(argument: String) {
    let text = argument.trimmingCharacters(in: .whitespaces)
    let percent = text.hasSuffix("%")
    guard let n = Double(percent ? String(text.dropLast()).trimmingCharacters(in: .whitespaces) : text),
      n.isFinite
    else { return nil }
    let fraction = percent ? n / 100 : n
    guard fraction > 0, fraction <= 1 else { return nil }
    self.fraction = fraction
  }

  var defaultValueDescription: String { "0.02" }
}
