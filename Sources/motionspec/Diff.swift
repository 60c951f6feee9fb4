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
      """)

  enum OutputStyle: String, ExpressibleByArgument, CaseIterable { case markdown, json }
  enum FailOn: String, ExpressibleByArgument, CaseIterable { case added, removed, changed, lint }

  @Argument(help: "The catalogue before the change (a file, a directory, git:REV:PATH, or - for standard input).")
  var base: String
  @Argument(help: "The catalogue after the change (likewise).") var head: String

  @OptionGroup var standardInput: StandardInputName
  @OptionGroup var policy: PolicyOptions

  @Option(name: .shortAndLong, help: "Directory for summary.md and charts/ (replaced atomically).")
  var output: String = "reports/motion-diff"

  @Option(help: "markdown (writes the directory, prints the summary) or json (prints the facts).")
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
    help: "Exit 1 when changes of this kind exist: added, removed, changed or lint (new findings). Repeatable.")
  var failOn: [FailOn] = []

  func run() throws {
    if base == CatalogueLoader.standardInput && head == CatalogueLoader.standardInput {
      throw Failure.usage("only one of BASE and HEAD can be - (standard input)")
    }
    let before = try load(base), after = try load(head)
    // The policy of the working copy's side (a git:REV:PATH side has no folder to search).
    let localSide = [head, base].first { !$0.hasPrefix("git:") && $0 != CatalogueLoader.standardInput }
    let lintPolicy: LintPolicy
    do { lintPolicy = try policy.policy(for: localSide.map { [$0] } ?? []) } catch {
      throw Failure.catalogue(error, "invalid lint policy")
    }
    let diff = CatalogueDiff.compare(base: before, head: after, policy: lintPolicy)
    let report = DiffReport(diff: diff, baseName: base, headName: head)
    do {
      switch format {
      case .markdown:
        print(try report.write(to: output, animate: animate, imageBaseURL: imageBaseURL), terminator: "")
      case .json:
        print(try report.json())
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
      }
    }
    if !triggered.isEmpty {
      throw Failure.gate("--fail-on \(triggered.map(\.rawValue).joined(separator: ", ")): \(report.verdict)")
    }
  }

  /// Reads a catalogue from a file, a directory, standard input or `git:REV:PATH` (a file or a
  /// directory as committed; a directory's files are read as ``CatalogueLoader`` reads a
  /// directory's).
  func load(_ source: String) throws -> Catalogue {
    guard source.hasPrefix("git:") else {
      switch Result(catching: { () throws(CatalogueError) in
        try CatalogueLoader.load([source], standardInputName: standardInput.name)
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
    let kind: String
    do {
      kind = try git(["cat-file", "-t", "\(revision):\(path)"], source: source).trimmingCharacters(
        in: .whitespacesAndNewlines)
    } catch let failure as Failure {
      throw Failure.invalidInput("\(source): git has no \(path) at \(revision)\n\(failure.description)")
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
    switch Result(catching: { () throws(CatalogueError) in try CatalogueLoader.parse(sources) }) {
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
