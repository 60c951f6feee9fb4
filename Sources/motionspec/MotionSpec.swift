import ArgumentParser
import Cairo
import Report

/// The `motionspec` command: a thin shell over the `Report`, `ChartKinds`, `Spec` and `Motion`
/// libraries.
@main
struct MotionSpec: ParsableCommand {
  static func main() {
    Allocator.keepLargeBlocks()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error {
      guard let failure = Failure(error) else { exit(withError: error) }
      if !failure.description.isEmpty {
        var stderr = StandardError()
        print("motionspec: error: \(failure.description)", to: &stderr)
      }
      exit(withError: ExitCode(failure.status.rawValue))
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "motionspec",
    abstract: "Turn motion tokens (springs and easing curves) into exact charts and a printable motion spec.",
    version: Version.string,
    subcommands: [Inspect.self, Chart.self, LintCommand.self, Render.self, Diff.self, ExportCommand.self, Init.self]
  )
}
