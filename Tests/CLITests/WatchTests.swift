import Foundation
import Synchronization
import TestSupport
import Testing

@testable import motionspec

/// `render --watch` as a person runs it: a first render, a saved edit rendered again, a bad edit
/// that keeps the previous output and prints its located error, and Ctrl-C, after which nothing
/// is left behind but the output.
@Suite(.serialized) struct WatchTests {
  /// Everything a pipe has written so far.
  final class Collected: Sendable {
    let text = Mutex("")
    init(_ pipe: Pipe) {
      pipe.fileHandleForReading.readabilityHandler = { [self] handle in
        let data = handle.availableData
        text.withLock { $0 += String(decoding: data, as: UTF8.self) }
      }
    }
    var value: String { text.withLock { $0 } }
  }

  /// Waits until `collected` holds `needle` `count` times (at most `seconds`).
  func wait(for needle: String, count: Int = 1, in collected: Collected, seconds: Double = 120) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if collected.value.components(separatedBy: needle).count - 1 >= count { return true }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return false
  }

  @Test func watchRendersAgainKeepsTheOutputOnABadEditAndStopsCleanly() throws {
    let binary = try #require(motionspecBinary())
    let directory = try temporaryDirectory("watch")
    let file = directory.appendingPathComponent("w.yaml")
    try Data("name: W\ntokens:\n  a: .smooth\n  b: .snappy\n".utf8).write(to: file)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["render", "w.yaml", "-o", "out", "--watch", "--no-cache"]
    process.currentDirectoryURL = directory
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdout = Collected(out), stderr = Collected(err)
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    #expect(wait(for: "watching 1 file", in: stdout), "\(stdout.value) \(stderr.value)")
    let page = directory.appendingPathComponent("out/index.html")
    #expect(try String(contentsOf: page, encoding: .utf8).contains(".snappy"))

    try Data("name: W\ntokens:\n  a: .smooth\n  b: .bouncy\n".utf8).write(to: file)
    #expect(wait(for: "rendered out in", count: 2, in: stdout), "\(stdout.value)")
    #expect(stdout.value.contains("changed: w.yaml"))
    #expect(try String(contentsOf: page, encoding: .utf8).contains(".bouncy"))

    try Data("name: W\ntokens:\n  a: .smooth\n  b: .bouncy(duration: -1\n".utf8).write(to: file)
    #expect(wait(for: "kept the previous output", in: stdout), "\(stdout.value)")
    #expect(wait(for: "w.yaml:4:26: error:", in: stderr), "\(stderr.value)")
    #expect(try String(contentsOf: page, encoding: .utf8).contains(".bouncy"), "the previous output stays")

    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(wait(for: "stopped watching", in: stdout, seconds: 5))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(left == ["out", "w.yaml"], "\(left)")
  }

  @Test func watchingStandardInputOrTheBuiltInCatalogueIsAUsageError() throws {
    for arguments in [["render", "-", "--watch"], ["render", "--watch"]] {
      let r = try motionspec(arguments, input: "name: X\ntokens:\n  a: .smooth\n")
      #expect(r.status == 64, "\(arguments): \(r.err)")
      #expect(r.err.contains("--watch follows catalogue files"), "\(r.err)")
    }
  }
}

/// The tests' own way of running a program: a child that exits before reading its input (as a
/// usage error does) is a result, not the end of the test run.
@Suite struct ChildInputTests {
  @Test func aChildThatReadsNoInputEndsNormally() throws {
    // A megabyte cannot sit in a pipe's buffer: the write meets the closed pipe every time.
    let input = String(repeating: "name: X\n", count: 131_072)
    for _ in 0..<5 {
      let r = try run("true", [], input: input)
      #expect(r.status == 0)
      let refused = try run("sh", ["-c", "exit 64"], input: input)
      #expect(refused.status == 64)
    }
  }
}

/// The watch's looks (``Looks``): a file is read again when its identity changes, and a file
/// changed in the last two seconds is read at every look, so an edit that keeps its size and its
/// time (within the file system's timestamp granularity) is still seen.
@Suite struct LooksTests {
  @Test func anEditThatKeepsSizeAndTimeIsSeenWhileTheFileIsRecent() throws {
    let directory = try temporaryDirectory("looks")
    let file = directory.appendingPathComponent("c.yaml")
    try Data("a: .snappy\n".utf8).write(to: file)
    var looks = Looks()
    let first = looks.snapshot([file.path])
    let time = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    let handle = try FileHandle(forWritingTo: file)  // in place: the same inode
    try handle.write(contentsOf: Data("a: .bouncy\n".utf8))
    try handle.close()
    try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file.path)
    let second = looks.snapshot([file.path])
    #expect(second[file.path] != first[file.path])
    #expect(looks.snapshot([file.path]) == second, "an unchanged file keeps its digest")
  }

  @Test func aSettledFileIsReadAgainWhenItsIdentityChanges() throws {
    let directory = try temporaryDirectory("looks-settled")
    let file = directory.appendingPathComponent("c.yaml")
    try Data("a: .snappy\n".utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: file.path)
    var looks = Looks()
    let first = looks.snapshot([file.path, directory.appendingPathComponent("gone.yaml").path])
    #expect(first[directory.appendingPathComponent("gone.yaml").path] == "missing")
    #expect(looks.snapshot([file.path]) == [file.path: first[file.path]!])
    try Data("a: .smooth(duration: 0.4)\n".utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: file.path)
    #expect(looks.snapshot([file.path])[file.path] != first[file.path])
    try FileManager.default.removeItem(at: file)
    #expect(looks.snapshot([file.path])[file.path] == "missing")
  }
}
