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
        #expect(e.count == 1 && e[0].message.contains("nests deeper than \(MotionLimits.nesting) levels"), "\(e)")
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
    #expect(long.count == 1 && long[0].message.contains("257 characters") && long[0].location?.line == 1, "\(long)")
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
}
