import Foundation
import MotionSpecCore
import Synchronization
import TestSupport
import Testing

@testable import MotionSpecCatalogue

/// Inputs shaped to break a reader by depth, length, line endings or control characters: each is
/// read or refused with a located error, never a crash.
@Suite struct LimitsAndLineEndingsTests {
  static func errors(_ text: String, _ file: String) -> [Diagnostic] {
    do {
      let c = try CatalogueLoader.parse(text, file: file)
      return c.warnings.filter { $0.severity == .error }
    } catch {
      return error.diagnostics
    }
  }

  @Test func nestingPastTheLimitIsALocatedErrorInEveryReader() throws {
    let deep = String(repeating: "(", count: 30_000) + "0.5" + String(repeating: ")", count: 30_000)
    let signs = String(repeating: "-", count: 9_000) + "0.5"
    for inner in [deep, signs] {
      for (text, file) in [
        ("name: x\ntokens:\n  a: .spring(duration: \(inner))\n", "deep.yaml"),
        ("import SwiftUI\nenum M {\n  static let a = Animation.spring(duration: \(inner))\n}\n", "Deep.swift"),
      ] {
        let e = Self.errors(text, file)
        // Swift's lexer refuses first, at the bracket or the run of signs that passes the limit.
        let said =
          file.hasSuffix(".swift")
          ? ["nested deeper than \(MotionLimits.nesting) levels", "an operator of"]
          : ["nests deeper than \(MotionLimits.nesting) levels"]
        #expect(e.count == 1 && said.contains { e[0].message.contains($0) }, "\(e)")
        #expect(e.first?.location?.line == 3, "\(file)")
      }
      #expect(throws: ExpressionError.self) { try MotionExpression.parse(".spring(duration: \(inner))") }
    }
    // Calls nest too: .spring(.spring(.spring(…))).
    let calls = String(repeating: ".spring(", count: 5_000) + ".bouncy" + String(repeating: ")", count: 5_000)
    #expect(throws: ExpressionError.self) { try MotionExpression.parse(calls) }
  }

  /// The limit is shallow enough for any thread: a worker thread's stack (512 KB) parses the
  /// deepest accepted expression.
  @Test func theDeepestAcceptedExpressionParsesOnAWorkerThread() {
    let levels = MotionLimits.nesting - 8
    let parentheses =
      ".spring(duration: " + String(repeating: "(", count: levels) + "0.5" + String(repeating: ")", count: levels) + ")"
    // Nested calls weigh more (each goes through five parsing functions): as deep as the limit
    // lets them, they are refused for what they say (a Spring has no .spring), never by a crash.
    let calls = MotionLimits.nesting / 4 - 2
    let nested = String(repeating: ".spring(", count: calls) + ".smooth" + String(repeating: ")", count: calls)
    let results = Mutex([Double?](repeating: nil, count: 8))
    let finished = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      do throws(ExpressionError) {
        let d = try MotionExpression.parse(i % 2 == 0 ? parentheses : nested).spring?.duration
        results.withLock { $0[i] = d }
      } catch {
        #expect(i % 2 == 1 && !error.message.contains("nests deeper"), "\(error.message)")
      }
      finished.withLock { $0 += 1 }
    }
    #expect(finished.withLock { $0 } == 8)
    for (i, d) in results.withLock({ $0 }).enumerated() where i % 2 == 0 { #expect(abs((d ?? 0) - 0.5) < 1e-12) }
    #expect(throws: ExpressionError.self) {
      try MotionExpression.parse(
        String(repeating: ".spring(", count: calls + 4) + ".smooth" + String(repeating: ")", count: calls + 4))
    }
  }

  @Test func aliasChainsPastTheLimitAreLocatedErrors() throws {
    // Swift: each name refers to the next, the value at the end (resolved last to first).
    func swift(_ n: Int) -> String {
      (["import SwiftUI", "enum M {"] + (0..<(n - 1)).map { "  static let a\($0) = M.a\($0 + 1)" }
        + ["  static let a\(n - 1) = Animation.smooth", "}"]).joined(separator: "\n")
    }
    #expect(Self.errors(swift(MotionLimits.aliasChain - 4), "Chain.swift").isEmpty)
    let long = Self.errors(swift(1_112), "Chain.swift")
    #expect(!long.isEmpty && long.allSatisfy { $0.message.contains("chain of more than") && $0.location != nil })
    // DTCG: {a1} → {a0} → … → a value.
    func dtcg(_ n: Int) -> String {
      let value =
        #"{"$type": "transition", "$value": {"duration": {"value": 0.3, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0.4, 0, 0.2, 1]}}"#
      return "{\"a0\": \(value)" + (1..<n).map { ", \"a\($0)\": {\"$value\": \"{a\($0 - 1)}\"}" }.joined() + "}"
    }
    #expect(Self.errors(dtcg(MotionLimits.aliasChain - 4), "chain.json").isEmpty)
    #expect(!Self.errors(dtcg(4_700), "chain.json").isEmpty)
    #expect(Self.errors(dtcg(4_700), "chain.json").allSatisfy { $0.message.contains("chain of more than") })
  }

  /// CR LF, a lone CR and LF read to the same tokens at the same places.
  @Test func everyLineEndingReadsTheSame() throws {
    let yaml =
      "name: x\ntokens:\n  a: .spring(duration: 0.5, bounce: 0.2)\n  b:\n    value: .smooth\n    description: one\n"
    let swift =
      "import SwiftUI\nenum M {\n  /// The sheet.\n  static let a = Animation.spring(duration: 0.5, bounce: 0.2)\n  static let b = Animation.smooth\n}\n"
    let json =
      "{\n  \"a\": {\n    \"$type\": \"transition\",\n    \"$value\": {\"duration\": {\"value\": 0.3, \"unit\": \"s\"},\n      \"delay\": {\"value\": 0, \"unit\": \"s\"}, \"timingFunction\": [0.4, 0, 0.2, 1]}\n  }\n}\n"
    for (text, file) in [(yaml, "t.yaml"), (swift, "T.swift"), (json, "t.json")] {
      let lf = try CatalogueLoader.parse(text, file: file)
      for ending in ["\r\n", "\r"] {
        let other = try CatalogueLoader.parse(text.replacingOccurrences(of: "\n", with: ending), file: file)
        #expect(other.tokens.map(\.id) == lf.tokens.map(\.id), "\(file) \(ending.debugDescription)")
        #expect(other.tokens.map(\.location) == lf.tokens.map(\.location), "\(file) \(ending.debugDescription)")
        #expect(other.tokens.map(\.animation) == lf.tokens.map(\.animation), "\(file) \(ending.debugDescription)")
        #expect(other.tokens.map(\.description) == lf.tokens.map(\.description), "\(file) \(ending.debugDescription)")
      }
    }
  }

  @Test func controlCharactersInNamesAreRefusedWhereTheyAre() throws {
    for name in ["a\u{1B}[31mb", "a\rb", "a\u{2028}b", "a\u{85}b", "a\u{0}b"] {
      let escaped = name.unicodeScalars.map {
        $0.value < 0x7F && $0.value >= 0x20 ? String($0) : String(format: "\\u%04X", $0.value)
      }
      .joined()
      let e = Self.errors("name: x\ntokens:\n  \"\(escaped)\": .smooth\n", "c.yaml")
      #expect(
        e.count == 1 && e[0].message.contains("control character") && e[0].location?.line == 3, "\(escaped): \(e)")
      // The message shows the name with its control characters visible, never raw.
      #expect(!e[0].description.unicodeScalars.contains { Validation.isControl($0.value) }, "\(e[0].description)")
    }
    let bell = Self.errors("name: x\ntokens:\n  a:\n    value: .smooth\n    description: \"ring\\a\"\n", "c.yaml")
    #expect(bell.count == 1 && bell[0].message.contains("U+0007"))
    // Line breaks and tabs in a description are text.
    #expect(
      Self.errors("name: x\ntokens:\n  a:\n    value: .smooth\n    description: |\n      one\n      \ttwo\n", "c.yaml")
        .isEmpty)
  }

  @Test func longNamesManyTokensAndLargeFilesAreLocatedErrors() throws {
    let atLimit = String(repeating: "a", count: MotionLimits.nameLength)
    let value =
      #"{"$type": "transition", "$value": {"duration": {"value": 0.3, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0.4, 0, 0.2, 1]}}"#
    #expect(Self.errors("{\"\(atLimit)\": \(value)}", "n.json").isEmpty)
    let long = Self.errors("{\"\(atLimit)b\": \(value)}", "n.json")
    #expect(
      long.count == 1 && long[0].message.contains("257 Unicode characters") && long[0].location?.line == 1, "\(long)")
    // Groups count: a.b.c… past the limit.
    let nested = Self.errors("{\"\(atLimit)\": {\"x\": \(value)}}", "n.json")
    #expect(nested.count == 1 && nested[0].message.contains("groups included"))
    let many = "name: x\ntokens:\n" + (0...MotionLimits.tokenCount).map { "  t\($0): .smooth\n" }.joined()
    let count = Self.errors(many, "many.yaml")
    #expect(count.count == 1 && count[0].message.contains("\(MotionLimits.tokenCount + 1) tokens"), "\(count)")
    #expect(count.first?.location?.line == MotionLimits.tokenCount + 3)
    let big = Data(count: MotionLimits.fileSize + 1)
    #expect(throws: CatalogueError.self) { try CatalogueLoader.text(of: big, file: "big.yaml") }
  }

  /// A name's length is counted in Unicode scalars: one "character" of 65 000 combining marks
  /// (one grapheme cluster) is 65 001 long, not 1.
  @Test func nameLengthsCountScalarsNotGraphemes() throws {
    let zalgo = "a" + String(repeating: "\u{301}", count: 65_000)
    #expect(zalgo.count == 1)
    let value =
      #"{"$type": "transition", "$value": {"duration": {"value": 0.3, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0.4, 0, 0.2, 1]}}"#
    let e = Self.errors("{\"\(zalgo)\": \(value)}", "zalgo.tokens.json")
    #expect(e.count == 1 && e[0].message.contains("65001 Unicode characters"), "\(e.map(\.message))")
    #expect(e.first.map { $0.description.utf8.count < 1_000 } == true)
    let accented = String(repeating: "e\u{301}", count: MotionLimits.nameLength / 2)
    #expect(Self.errors("tokens:\n  \"\(accented)\": .smooth\n", "ok.yaml").isEmpty)
    #expect(Self.errors("tokens:\n  \"\(accented)x\": .smooth\n", "long.yaml").count == 1)
  }

  /// A location past the end of its line is brought back to the line's end, for every reader.
  @Test func noLocationPointsPastTheEndOfItsLine() throws {
    let sources = [(text: "tokens:\r\n  a: .smooth(\r\n", file: "a.yaml"), (text: "é\n", file: "b.yaml")]
    let past = [
      Diagnostic(.error, "x", at: SourceLocation(file: "a.yaml", line: 2, column: 40)),
      Diagnostic(.error, "y", at: SourceLocation(file: "b.yaml", line: 1, column: 3)),
      Diagnostic(.error, "z", at: SourceLocation(file: "b.yaml", line: 1, column: 9)),
      Diagnostic(.error, "w", at: SourceLocation(file: "other.yaml", line: 1, column: 9)),
      // The end of a file reported on the line after its last (what the fuzzer met in YAML).
      Diagnostic(.error, "v", at: SourceLocation(file: "b.yaml", line: 3, column: 1)),
    ]
    let clamped = SourceColumns.clamped(past, sources).map { [$0.location!.line, $0.location!.column] }
    #expect(clamped == [[2, 14], [1, 2], [1, 2], [1, 9], [2, 1]])
    // End to end: every error the readers give for broken files stays on its line.
    for (text, file) in [
      ("tokens:\n  a: .spring(duration: \n", "a.yaml"), ("tokens:\n  b: |\n    .smooth(\n", "k.yaml"),
      (#"{"a": {"$type": "duration", "$value": "200""#, "d.tokens.json"),
      ("enum Motion {\n  static let a: Animation = .spring(duration: 0.5,\n   bounce: )\n}\n", "f.swift"),
      (
        #"{"a": {"$type": "transition", "$value": {"duration": "1ms", "delay": "0ms", "timingFunction": [0,0,1"#,
        "i.json"
      ),
    ] {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for d in Self.errors(text, file) {
        let at = try #require(d.location)
        #expect(at.column <= lines[at.line - 1].count + 1, "\(file): \(d)")
      }
    }
  }

  /// A long description is read whole and exported whole; the spec shows its beginning, and lint
  /// says so.
  @Test func aLongDescriptionIsShownUpToTheLimitAndLintSaysSo() throws {
    let long = String(repeating: "word ", count: 1_000)
    let catalogue = try CatalogueLoader.parse(
      "tokens:\n  a:\n    value: .smooth\n    description: \"\(long)\"\n  b:\n    value: .snappy\n    description: short\n",
      file: "d.yaml")
    let a = try #require(catalogue.token("a"))
    #expect(a.description == long.trimmingCharacters(in: .whitespaces) || a.description == long)
    #expect(a.shownDescription.unicodeScalars.count == MotionLimits.shownDescriptionLength + 1)
    #expect(a.shownDescription.hasSuffix("…"))
    #expect(catalogue.token("b")?.shownDescription == "short")
    let findings = Lint.check(catalogue).filter { $0.rule == "long-description" }
    #expect(findings.map(\.token) == ["a"])
    #expect(findings.first?.location == a.location)
  }

  /// A folder's catalogue is what the folder holds: a link inside it to a file inside it is read,
  /// a link out of it (or to nothing) is skipped, with a note naming it.
  @Test func symbolicLinksOutOfTheFolderAreNotFollowed() throws {
    let root = try temporaryDirectory("links")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("tokens")
    let outside = root.appendingPathComponent("outside")
    for dir in [folder, outside] { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
    try "tokens:\n  a: .smooth\n".write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try "tokens:\n  secret: .bouncy\n".write(
      to: outside.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: folder.appendingPathComponent("in.yaml").path, withDestinationPath: "a.yaml")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("out.yaml").path,
      withDestinationPath: outside.appendingPathComponent("s.yaml").path)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("dir").path, withDestinationPath: outside.path)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("gone.yaml").path, withDestinationPath: "nowhere.yaml")
    let (files, skipped) = CatalogueLoader.filesAndLinksBelow(folder.path)
    #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["a.yaml", "in.yaml"])
    #expect(skipped.map { URL(fileURLWithPath: $0).lastPathComponent } == ["dir", "gone.yaml", "out.yaml"])
    // Read as a folder: `secret` is nowhere, and one note names what was skipped. (The link to
    // a.yaml reads a's tokens a second time: a duplicate, as any copy would be.)
    let result = Result { () throws(CatalogueError) in try CatalogueLoader.read([folder.path]).catalogue }
    let diagnostics: [Diagnostic]
    switch result {
    case .success(let c):
      #expect(c.token("secret") == nil)
      diagnostics = c.warnings
    case .failure(let e): diagnostics = e.diagnostics
    }
    #expect(!diagnostics.contains { $0.message.contains("secret") })
    let notes = diagnostics.filter { $0.message.contains("symbolic link") }
    #expect(notes.count <= 1)
  }
}
