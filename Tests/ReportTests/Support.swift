import Foundation
import Testing

/// A fresh temporary directory.
func temporaryDirectory(_ name: String = "report") throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("motionspec-\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Runs a tool; returns standard output, standard error and the exit status.
@discardableResult
func run(_ tool: String, _ arguments: [String]) throws -> (out: String, err: String, status: Int32) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [tool] + arguments
  let out = Pipe(), err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let o = out.fileHandleForReading.readDataToEndOfFile()
  let e = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self), process.terminationStatus)
}
