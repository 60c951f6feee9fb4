import Foundation

/// Every line the command prints passes through here: these two functions shadow the standard
/// library's `print` inside this module, and ``StandardError`` writes through ``guarded(_:)``.
///
/// Under GitHub Actions (`GITHUB_ACTIONS=true`) the runner reads any line of a step's output
/// that starts, after leading whitespace, with `::` as a workflow command (`::error::`,
/// `::add-mask::`, `::stop-commands::`). Catalogue text that reaches a printed line (a token's
/// name, a path, a quoted source line) must never be one, so such a line gets a zero-width space
/// (U+200B) before its `::`: it reads the same in the log and commands nothing. The annotations
/// `lint --format github` means to write go out through ``annotation(_:)``, their data escaped.
enum Output {
  static let underActions = ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true"

  /// `text` with every line that would start a workflow command defused (under GitHub Actions).
  static func guarded(_ text: String, underActions: Bool = Output.underActions) -> String {
    guard underActions, text.contains("::") else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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

  /// A workflow command, written as it is (its properties and data escaped by the caller).
  static func annotation(_ line: String) {
    Swift.print(line)
  }
}

func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  Swift.print(Output.guarded(items.map { "\($0)" }.joined(separator: separator) + terminator), terminator: "")
}

func print<Target: TextOutputStream>(
  _ items: Any..., separator: String = " ", terminator: String = "\n", to output: inout Target
) {
  Swift.print(
    Output.guarded(items.map { "\($0)" }.joined(separator: separator) + terminator), terminator: "", to: &output)
}
