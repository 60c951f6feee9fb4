import ArgumentParser
import Foundation
import Report
import Spec

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

  @Argument(help: "The catalogue before the change.") var base: String
  @Argument(help: "The catalogue after the change.") var head: String

  @Option(name: .shortAndLong, help: "Directory for summary.md and charts/ (replaced atomically).")
  var output: String = "reports/motion-diff"

  @Option(help: "markdown (writes the directory, prints the summary) or json (prints the facts).")
  var format: OutputStyle = .markdown

  @Flag(help: "Also write an animated GIF per changed token: before (hollow, dashed) and after (solid) moving side by side while the curve draws itself.")
  var animate = false

  @Option(name: .customLong("image-base-url"), help: ArgumentHelp("Prefix for the images' paths in summary.md (e.g. where CI publishes charts/), so a posted comment shows them inline.", valueName: "url"))
  var imageBaseURL: String?

  @Option(name: .customLong("fail-on"), help: "Exit 1 when changes of this kind exist: added, removed, changed or lint (new findings). Repeatable.")
  var failOn: [FailOn] = []

  func run() throws {
    let before = try load(base), after = try load(head)
    let diff = CatalogueDiff.compare(base: before, head: after)
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

  /// Reads a catalogue from a file or from `git:REV:PATH`.
  func load(_ source: String) throws -> Catalogue {
    let text: String, name: String
    if source.hasPrefix("git:") {
      let spec = source.dropFirst(4)
      guard let colon = spec.firstIndex(of: ":"), colon != spec.startIndex, spec.index(after: colon) != spec.endIndex else {
        throw Failure.usage("\(source): expected git:REV:PATH, e.g. git:HEAD~1:motion.yaml")
      }
      name = String(spec[spec.index(after: colon)...])
      text = try gitShow(String(spec), source: source)
    } else {
      switch Result(catching: { () throws(CatalogueError) in try CatalogueLoader.load([source]) }) {
      case .success(let c): return c
      case .failure(let e): throw Failure.invalidInput("invalid catalogue \(source)\n" + e.description)
      }
    }
    switch Result(catching: { () throws(CatalogueError) in try CatalogueLoader.parse(text, file: name) }) {
    case .success(let c): return c
    case .failure(let e): throw Failure.invalidInput("invalid catalogue \(source)\n" + e.description)
    }
  }

  func gitShow(_ object: String, source: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "show", object]
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do { try process.run() } catch { throw Failure.invalidInput("\(source): cannot run git: \(error.localizedDescription)") }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure.invalidInput("\(source): git show \(object) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
