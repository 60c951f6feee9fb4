import Foundation
import TestSupport
import Testing

/// Every limit is checked while reading, so input refused for a limit is refused after the bytes
/// that show it, not after a tree of the whole file has been built: each hostile file here is as
/// large as a catalogue file may be (16 MB) and is refused with its location in under 100 MB of
/// memory (before: 1.1–2.2 GB; two crashed). The time is `make bench`'s to measure.
@Suite(.serialized) struct InputLimitTests {
  static let size = 15_800_000

  /// The hostile files: name, content, and what the refusal says.
  static let cases: [(file: String, text: @Sendable () -> String, says: String)] = [
    (
      "nested.swift",
      { "import SwiftUI\nenum Motion {\n  static let a: Animation = " + String(repeating: "(", count: size) + "\n}\n" },
      "brackets nested deeper than 256 levels"
    ),
    (
      "signs.swift",
      {
        "enum Motion {\n  static let a: Animation = .spring(duration: " + String(repeating: "- ", count: size / 2)
          + "1)\n}\n"
      },
      "more than 256 operators in a row"
    ),
    (
      "operator.swift",
      {
        "enum Motion {\n  static let a: Animation = .spring(duration: " + String(repeating: "-", count: size)
          + "1)\n}\n"
      },
      "an operator of"
    ),
    (
      "interpolation.swift",
      {
        "enum Motion { static let s = \"" + String(repeating: "\\(\"", count: 100_000)
          + "\n static let a: Animation = .smooth }\n"
      },
      "string interpolations nested deeper than 256 levels"
    ),
    (
      "comments.swift", { "enum Motion {\n" + String(repeating: "/*", count: size / 2) + "\n}\n" },
      "block comments nested deeper than 256 levels"
    ),
    ("value.yaml", { "tokens:\n  a: " + String(repeating: "(", count: size) + "\n" }, "line 2 is longer than 1 MB"),
    ("deep.tokens.json", { String(repeating: "[", count: size) }, "nest deeper than 256 levels"),
    (
      "value.tokens.json",
      { "{\"a\": {\"$type\": \"transition\", \"$value\": \"" + String(repeating: "x", count: size) + "\"}}" },
      "expected a transition"
    ),
  ]

  @Test(arguments: cases.indices)
  func aHostileFileIsRefusedWhereItShowsInBoundedMemory(_ index: Int) throws {
    guard let binary = motionspecBinary() else { return }
    let (name, text, says) = Self.cases[index]
    let folder = try temporaryDirectory("limits")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try text().write(to: file, atomically: false, encoding: .utf8)
    let run = try runMeasuringMemory(binary, ["lint", file.path])
    #expect(run.status == 65, "\(name): \(run.output.prefix(400))")
    #expect(run.output.contains(says), "\(name): \(run.output.prefix(400))")
    #expect(run.output.hasPrefix(file.path + ":"), "\(name): located: \(run.output.prefix(200))")
    // The message quotes at most an excerpt of the input.
    #expect(run.output.utf8.count < 4_000, "\(name): \(run.output.utf8.count) bytes of output")
    #expect(run.peakMB < 100, "\(name): \(run.peakMB) MB")
  }

  @Test func aConditionThatNestsTooDeeplyIsFalseNotACrash() throws {
    let folder = try temporaryDirectory("condition")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Motion.swift")
    try
      ("import SwiftUI\n#if " + String(repeating: "(", count: 200_000)
      + "\nenum Motion { static let a: Animation = .smooth }\n#else\nenum Motion { static let b: Animation = .snappy }\n#endif\n")
      .write(to: file, atomically: false, encoding: .utf8)
    // The condition cannot be read, so the `#else` branch is the one compiled: one token, `b`.
    let run = try motionspec(["lint", file.path])
    #expect(run.status == 0, "\(run.out) \(run.err)")
    #expect(run.out.contains("1 token,"), "\(run.out.prefix(300))")
    let exported = try motionspec(["export", file.path, "--to", "dtcg", "-o", "-"])
    #expect(exported.out.contains("\"b\"") && !exported.out.contains("\"a\""), "\(exported.out.prefix(300))")
  }
}
