import ArgumentParser
import Cairo
import Foundation
import MotionSpecCore
import Report
import ReportModel

/// The `motionspec` command: a thin shell over the `Report`, `ChartKinds`, `Spec` and `Motion`
/// libraries.
@main
struct MotionSpec: ParsableCommand {
  static func main() {
    Allocator.keepLargeBlocks()
    Foundation.exit(run(CommandLine.arguments.dropFirst()))
  }

  /// Runs the command line `arguments` (without the program's name) as the binary does — parsed,
  /// run, a failure reported on standard error — and returns the exit status. Output goes to the
  /// process's descriptors, or to ``Output/sink`` when the caller set one.
  static func run(_ arguments: some Collection<String>) -> Int32 {
    let arguments = Array(arguments)
    do {
      try checkHelpTopic(arguments)
      try checkCommandName(arguments)
      var command = try parseAsRoot(arguments)
      try command.run()
      return ExitCode.success.rawValue
    } catch let error {
      guard let failure = Failure(error) else {
        // Help, --version and usage errors, worded and routed as argument-parser's exit(withError:) does.
        let status = exitCode(for: error)
        let message = fullMessage(for: error)
        if !message.isEmpty {
          let text = Data((message + "\n").utf8)
          if status == .success { Output.standardOutput(text) } else { Output.standardError(text) }
        }
        return status.rawValue
      }
      if !failure.description.isEmpty {
        var stderr = StandardError()
        let style = TerminalStyle(.auto, descriptor: 2)
        print("motionspec: \(style.severity(.error)) \(failure.description)", to: &stderr)
      }
      return failure.status.rawValue
    }
  }

  /// Runs `arguments` in this process with its output collected: what a test of the command
  /// runs (swift-argument-parser's own test helpers are the model). Standard input, the working
  /// folder and the environment are the process's.
  static func run(arguments: [String]) -> (out: String, err: String, status: Int32) {
    let sink = Output.Sink()
    let status = Output.$sink.withValue(sink) { run(arguments) }
    return (
      String(decoding: sink.standardOutput, as: UTF8.self), String(decoding: sink.standardError, as: UTF8.self), status
    )
  }

  /// `help TOPIC` for a topic that is not a command is a usage error (argument-parser would print
  /// the general help and succeed).
  static func checkHelpTopic(_ arguments: [String]) throws {
    guard arguments.count > 1, arguments[0] == "help", !arguments[1].hasPrefix("-") else { return }
    let names = configuration.subcommands.map { $0._commandName }
    guard names.contains(arguments[1]) else {
      throw Failure.usage(
        "no command '\(arguments[1])'\(then(hint(arguments[1], names)))the commands are \(names.joined(separator: ", ")) (motionspec help COMMAND)"
      )
    }
  }

  /// A first word that names no command is a usage error that says the nearest one (argument-parser
  /// would say "2 unexpected arguments").
  static func checkCommandName(_ arguments: [String]) throws {
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return }
    let names = configuration.subcommands.map { $0._commandName }
    guard !names.contains(first) else { return }
    throw Failure.usage(
      "no command '\(first)'\(then(hint(first, names)))the commands are \(names.joined(separator: ", ")) (motionspec help COMMAND)"
    )
  }

  /// " — did you mean 'render'?", from the one suggester the expressions use; empty when no name is near.
  static func hint(_ word: String, _ names: [String]) -> String {
    suggestion(for: word, among: names).map { " — did you mean '\($0)'?" } ?? ""
  }

  /// What follows a hint in a sentence that goes on: "? The …" after a question, "; the …" else.
  static func then(_ hint: String) -> String { hint.isEmpty ? "; " : hint + " " }

  static let configuration = CommandConfiguration(
    commandName: "motionspec",
    abstract: "Turn motion tokens (springs and easing curves) into exact charts and a printable motion spec.",
    discussion: """
      Exit status:
      \(ExitCode.table)

      Environment:
        NO_COLOR  set and not empty: lint's text output has no colour (--color overrides it)
      """,
    version: Version.display,
    subcommands: [
      Inspect.self, Chart.self, LintCommand.self, Render.self, Diff.self, ExportCommand.self, Init.self,
      MCPCommand.self,
      LSPCommand.self, Serve.self,
    ]
  )
}
