import ArgumentParser
import Cairo
import Report
import ReportModel

/// The `motionspec` command: a thin shell over the `Report`, `ChartKinds`, `Spec` and `Motion`
/// libraries.
@main
struct MotionSpec: ParsableCommand {
  static func main() {
    Allocator.keepLargeBlocks()
    do {
      try checkHelpTopic(Array(CommandLine.arguments.dropFirst()))
      var command = try parseAsRoot()
      try command.run()
    } catch let error {
      guard let failure = Failure(error) else { exit(withError: error) }
      if !failure.description.isEmpty {
        var stderr = StandardError()
        let style = TerminalStyle(.auto, descriptor: 2)
        print("motionspec: \(style.severity(.error)) \(failure.description)", to: &stderr)
      }
      exit(withError: failure.status)
    }
  }

  /// `help TOPIC` for a topic that is not a command is a usage error (argument-parser would print
  /// the general help and succeed).
  static func checkHelpTopic(_ arguments: [String]) throws {
    guard arguments.count > 1, arguments[0] == "help", !arguments[1].hasPrefix("-") else { return }
    let names = configuration.subcommands.map { $0._commandName }
    guard names.contains(arguments[1]) else {
      throw Failure.usage(
        "no command '\(arguments[1])'; the commands are \(names.joined(separator: ", ")) (motionspec help COMMAND)")
    }
  }

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
