import ArgumentParser
import ChartKinds
import Foundation
import Motion
import Report
import Spec

/// Exit statuses from sysexits.h, which the README documents.
enum ExitStatus: Int32 {
  /// `lint --strict` found warnings, or `diff --fail-on` matched.
  case gate = 1
  /// The command was used wrongly (unknown kind, missing argument).
  case usage = 64
  /// The input was invalid (a bad expression or catalogue).
  case dataError = 65
  /// An output could not be written, or its path was refused.
  case cannotCreate = 73
}

/// Why a command failed: the one place where a failure becomes an exit status.
///
/// Commands throw this (or a library error, mapped by ``init(_:)``); ``MotionSpec/main()``
/// prints the message as `motionspec: error: …` and exits with ``status``.
struct Failure: Error, CustomStringConvertible {
  let status: ExitStatus
  /// What to print; empty when the command already reported (lint prints its own findings).
  let description: String

  static func usage(_ message: String) -> Failure { Failure(status: .usage, description: message) }
  static func invalidInput(_ message: String) -> Failure { Failure(status: .dataError, description: message) }
  static func cannotWrite(_ message: String) -> Failure { Failure(status: .cannotCreate, description: message) }
  static func gate(_ message: String) -> Failure { Failure(status: .gate, description: message) }
  /// A failure the command has already reported in its own format.
  static func reported(_ status: ExitStatus) -> Failure { Failure(status: status, description: "") }

  /// The failure a library error stands for.
  init?(_ error: any Error) {
    switch error {
    case let failure as Failure: self = failure
    case let error as ExpressionError: self = .invalidInput(error.description)
    case let error as CatalogueError: self = .invalidInput("invalid catalogue\n" + error.description)
    case let error as ChartError: self = error.kind == .usage ? .usage(error.description) : .invalidInput(error.description)
    case let error as ReportError: self = .cannotWrite(error.description)
    default: return nil
    }
  }

  private init(status: ExitStatus, description: String) {
    self.status = status
    self.description = description
  }
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) { FileHandle.standardError.write(Data(string.utf8)) }
}
