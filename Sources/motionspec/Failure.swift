import ArgumentParser
import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import Report
import ReportModel

/// The exit statuses, from sysexits.h, as ArgumentParser's `ExitCode`s; the README documents them.
extension ExitCode {
  /// `lint --strict` found warnings, or `diff --fail-on` matched.
  static let gate = ExitCode(1)
  /// The command was used wrongly (unknown kind, missing argument): ArgumentParser's own 64.
  static let usage = ExitCode.validationFailure
  /// The input was invalid (a bad expression or catalogue, a file that is not UTF-8).
  static let dataError = ExitCode(65)
  /// An input does not exist or cannot be read (`EX_NOINPUT`).
  static let noInput = ExitCode(66)
  /// This build has no servers (`EX_UNAVAILABLE`): built without the trait Servers.
  static let unavailable = ExitCode(69)
  /// Drawing failed inside cairo or Pango (an internal error: please report it).
  static let software = ExitCode(70)
  /// An output could not be written, or its path was refused.
  static let cannotCreate = ExitCode(73)

  /// Every status but success, with what it means, for `--help` and the manual page.
  static let documented: [(code: ExitCode, meaning: String)] = [
    (.gate, "a gate matched: lint --strict or export --strict found warnings, or a diff --fail-on kind exists"),
    (.usage, "the command was used wrongly: an unknown option, kind or value (EX_USAGE)"),
    (.dataError, "invalid input: a catalogue, expression or lint policy, or a file that is not UTF-8 (EX_DATAERR)"),
    (.noInput, "an input does not exist or cannot be read (EX_NOINPUT)"),
    (.unavailable, "serve, lsp or mcp in a build without the servers (build with make install) (EX_UNAVAILABLE)"),
    (.software, "drawing failed inside cairo or Pango: an internal error, please report it (EX_SOFTWARE)"),
    (.cannotCreate, "an output cannot be written, or its path was refused (EX_CANTCREAT)"),
  ]

  /// The statuses as `--help` and the manual list them, 0 first.
  static var table: String {
    (["  0   success"] + documented.map { "  \($0.code.rawValue)  \($0.meaning)" }).joined(separator: "\n")
  }
}

/// Why a command failed: the one place where a failure becomes an exit status.
///
/// Commands throw this (or a library error, mapped by ``init(_:)``); ``MotionSpec/main()``
/// prints the message as `motionspec: error: …` and exits with ``status``.
struct Failure: Error, CustomStringConvertible {
  let status: ExitCode
  /// What to print; empty when the command already reported (lint prints its own findings).
  let description: String

  static func usage(_ message: String) -> Failure { Failure(status: .usage, description: message) }
  static func invalidInput(_ message: String) -> Failure { Failure(status: .dataError, description: message) }
  static func noInput(_ message: String) -> Failure { Failure(status: .noInput, description: message) }
  static func cannotWrite(_ message: String) -> Failure { Failure(status: .cannotCreate, description: message) }
  static func gate(_ message: String) -> Failure { Failure(status: .gate, description: message) }
  static func software(_ message: String) -> Failure { Failure(status: .software, description: message) }
  static func unavailable(_ message: String) -> Failure { Failure(status: .unavailable, description: message) }
  /// A report that could not be made, by its cause: templates are inputs (66 unreadable, 65
  /// invalid), everything else is the output (73); `suffix` follows the message.
  static func report(_ error: ReportError, _ suffix: String = "") -> Failure {
    let status: ExitCode =
      switch error.cause {
      case .inputUnreadable: .noInput
      case .invalidInput: .dataError
      case .output: .cannotCreate
      }
    return Failure(status: status, description: error.description + suffix)
  }
  /// A catalogue that could not be read (66) or is invalid (65), after `context`.
  static func catalogue(_ error: CatalogueError, _ context: String) -> Failure {
    // A missing input's diagnostic says "cannot read …" itself; "invalid" would mislead.
    Failure(
      status: error.isMissingInput ? .noInput : .dataError,
      description: (error.isMissingInput ? "cannot read the catalogue" : context) + "\n" + error.description)
  }
  /// A failure the command has already reported in its own format.
  static func reported(_ status: ExitCode) -> Failure { Failure(status: status, description: "") }

  /// The failure a library error stands for.
  init?(_ error: any Error) {
    switch error {
    case let failure as Failure: self = failure
    case let error as ExpressionError: self = .invalidInput(error.description)
    case let error as CatalogueError:
      self = .catalogue(error, error.isMissingInput ? "cannot read the catalogue" : "invalid catalogue")
    case let error as ChartError:
      self = error.kind == .usage ? .usage(error.description) : .invalidInput(error.description)
    case let error as ReportError: self = .report(error)
    default: return nil
    }
  }

  private init(status: ExitCode, description: String) {
    self.status = status
    self.description = description
  }
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) { Output.standardError(Data(Output.guarded(string).utf8)) }
}
