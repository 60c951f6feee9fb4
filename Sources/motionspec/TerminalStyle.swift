import ArgumentParser
import Foundation
import MotionSpecCatalogue

/// `--color`: whether text for a terminal is coloured.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
  /// Colour when the output is a terminal, `NO_COLOR` is unset or empty (no-color.org) and `TERM`
  /// is not `dumb`.
  case auto
  /// Colour even into a pipe or with `NO_COLOR` set (a flag on the command line wins).
  case always
  case never
}

/// Severity colours and emphasis (ANSI SGR) for diagnostics, or plain text when switched off.
struct TerminalStyle {
  let enabled: Bool

  init(_ choice: ColorChoice, descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) {
    switch choice {
    case .always: enabled = true
    case .never: enabled = false
    case .auto:
      enabled =
        Output.isTerminal(descriptor) && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }

  /// `FILE:LINE:COLUMN: severity: token 'name': message`, the place bold and the severity in
  /// its colour (errors red, warnings magenta, notes cyan).
  func line(_ diagnostic: Diagnostic) -> String {
    guard enabled else { return diagnostic.description }
    let place = diagnostic.location.map { bold("\($0):") + " " } ?? ""
    return place + severity(diagnostic.severity) + " " + diagnostic.subject
      + Validation.visible(diagnostic.message, keepingLineFeeds: true)
  }

  /// `error:`, `warning:` or `note:` in the severity's colour.
  func severity(_ severity: Diagnostic.Severity) -> String {
    let code =
      switch severity {
      case .error: "1;31"
      case .warning: "1;35"
      case .note: "1;36"
      }
    return styled("\(severity.rawValue):", code)
  }

  func bold(_ text: String) -> String { styled(text, "1") }
  /// The lead-in of a suggested fix, in green.
  func fix(_ text: String) -> String { styled(text, "32") }

  private func styled(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// `1 token`, `2 tokens`, `0 errors`: a count with its noun, singular for one.
func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
