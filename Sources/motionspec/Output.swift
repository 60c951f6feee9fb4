import Foundation
import Synchronization

/// Every line the command prints passes through here: these two functions shadow the standard
/// library's `print` inside this module, and ``StandardError`` writes through ``guarded(_:)``.
///
/// Under GitHub Actions (`GITHUB_ACTIONS=true`) the runner reads a step's output line by line —
/// ending a line at LF, CR LF and a lone CR — and takes as a workflow command any line that starts,
/// after leading white space, with `::` (`::error::`, `::add-mask::`, `::stop-commands::`), and
/// the legacy form `##[command]` anywhere in a line. Catalogue text that reaches a printed line (a
/// token's name, a description, a path, a quoted source line) must never be one, so:
/// - a lone CR is shown as U+240D (␍), so it cannot start a line of its own;
/// - a line that would start with `::` gets a zero-width space (U+200B) before it;
/// - every `##[` gets a zero-width space between `##` and `[`.
/// The text reads the same in the log and commands nothing. The annotations `lint --format
/// github` means to write go out through ``annotation(_:)``, their data escaped.
enum Output {
  static let underActions = ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true"

  /// Where a command run in process (``MotionSpec/run(arguments:)``) writes: standard output
  /// and standard error collected apart, as bytes. Set for the task that runs the command (a
  /// task-local value), so commands run side by side each keep their own; `nil` writes to the
  /// process's own descriptors.
  @TaskLocal static var sink: Sink?

  /// The two streams of one in-process run.
  final class Sink: Sendable {
    private let streams = Mutex((out: Data(), err: Data()))
    var standardOutput: Data { streams.withLock { $0.out } }
    var standardError: Data { streams.withLock { $0.err } }
    func append(_ data: Data, error: Bool) {
      streams.withLock { error ? $0.err.append(data) : $0.out.append(data) }
    }
  }

  /// Writes `data` to standard output (or the run's sink).
  static func standardOutput(_ data: Data) {
    if let sink { sink.append(data, error: false) } else { FileHandle.standardOutput.write(data) }
  }

  /// Writes `data` to standard error (or the run's sink).
  static func standardError(_ data: Data) {
    if let sink { sink.append(data, error: true) } else { FileHandle.standardError.write(data) }
  }

  /// Whether descriptor 1 or 2 is a terminal: never for a run into a sink.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    sink == nil && isatty(descriptor) != 0
  }

  /// `text` with everything that would be a workflow command defused (under GitHub Actions).
  static func guarded(_ text: String, underActions: Bool = Output.underActions) -> String {
    guard underActions, text.contains("::") || text.contains("##[") || text.contains("\r") else { return text }
    let unified = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\u{240D}")
    var lines = unified.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "##[", with: "##\u{200B}[")
    }
    for (i, line) in lines.enumerated() {
      // What the runner trims: Unicode white space (.NET's Trim), which U+200B is not.
      let start = line.unicodeScalars.firstIndex { !$0.properties.isWhitespace }
      guard let start, line.unicodeScalars[start...].starts(with: "::".unicodeScalars) else { continue }
      var scalars = line.unicodeScalars
      scalars.insert("\u{200B}", at: start)
      lines[i] = String(scalars)
    }
    return lines.joined(separator: "\n")
  }

  /// A workflow command, written as it is (its properties and data escaped by the caller); a
  /// legacy `##[` inside its data is defused too, in case the runner reads the line the old way.
  static func annotation(_ line: String) {
    standardOutput(Data((line.replacingOccurrences(of: "##[", with: "##\u{200B}[") + "\n").utf8))
  }
}

func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  Output.standardOutput(Data(Output.guarded(items.map { "\($0)" }.joined(separator: separator) + terminator).utf8))
}

func print<Target: TextOutputStream>(
  _ items: Any..., separator: String = " ", terminator: String = "\n", to output: inout Target
) {
  output.write(Output.guarded(items.map { "\($0)" }.joined(separator: separator) + terminator))
}
