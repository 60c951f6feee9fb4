import ArgumentParser
import Cairo

/// The `motionspec` command: a thin shell over the `Report`, `Spec` and `Motion` libraries.
@main
struct MotionSpec: ParsableCommand {
  static func main() {
    Allocator.keepLargeBlocks()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      exit(withError: error)
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "motionspec",
    abstract: "Turn motion tokens (springs and easing curves) into exact charts and a printable motion spec.",
    version: "0.1.0",
    subcommands: [Inspect.self, Chart.self, LintCommand.self, Render.self, Diff.self, Init.self]
  )
}
