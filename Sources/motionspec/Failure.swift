import ArgumentParser
import Foundation

/// Exit statuses from sysexits.h, which the README documents.
enum ExitStatus {
  /// The command was used wrongly (unknown kind, missing argument).
  static let usage: Int32 = 64
  /// The input was invalid (a bad expression or catalogue).
  static let dataError: Int32 = 65
  /// An output could not be written.
  static let cannotCreate: Int32 = 73
}

/// Prints `message` to standard error as `motionspec: error: …` and returns the exit code to throw.
func fail(_ message: String, status: Int32) -> ExitCode {
  var stderr = StandardError()
  print("motionspec: error: \(message)", to: &stderr)
  return ExitCode(status)
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) { FileHandle.standardError.write(Data(string.utf8)) }
}
