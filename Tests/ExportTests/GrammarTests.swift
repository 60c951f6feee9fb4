import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// The Kotlin and Dart exports parsed by real grammars of those languages — tree-sitter's, from
/// PyPI (Scripts/check_syntax.py) — where no compiler of them can be installed: every file the
/// export tests use, and a generated catalogue with sequences, without a node the parser had to
/// make up.
@Suite struct GrammarTests {
  struct Problem: Decodable { let line: Int; let column: Int; let problem: String; let text: String }

  static func parse(_ language: String, _ files: [URL]) throws -> (status: Int32, problems: [String: [Problem]]) {
    let result = try run(
      "python3", [repositoryRoot.appendingPathComponent("Scripts/check_syntax.py").path, language] + files.map(\.path))
    let problems = try JSONDecoder().decode([String: [Problem]].self, from: Data(result.out.utf8))
    return (result.status, problems)
  }

  @Test(arguments: [("kotlin", Platform.compose), ("dart", Platform.flutter)])
  func everyExportParses(_ language: String, _ platform: Platform) throws {
    let folder = try temporaryDirectory("grammar-\(language)")
    var generated = try SequenceHarnessTests.catalogue(seed: 0x6a11_0069, count: 24)
    generated.tokens = try BuiltInCatalogue.load().tokens
    var files: [URL] = []
    for (i, catalogue) in (try catalogues() + [generated]).enumerated() {
      let file = folder.appendingPathComponent("\(i)-\(platform.fileName)")
      try Exporter(catalogue: catalogue).file(for: platform).contents.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let (status, problems) = try Self.parse(language, files)
    #expect(problems.count == files.count)
    for (file, found) in problems {
      #expect(found.isEmpty, "\(file): \(found.map { "\($0.line):\($0.column) \($0.problem) \($0.text)" })")
    }
    #expect(status == 0)
  }

  /// The check can fail, at the place of the fault.
  @Test func aBrokenFileIsFoundAtItsPlace() throws {
    let folder = try temporaryDirectory("grammar-broken")
    let kotlin = folder.appendingPathComponent("Broken.kt")
    try "object A {\n  val x = spring(dampingRatio = 0.5f, stiffness = )\n}\n".write(
      to: kotlin, atomically: true, encoding: .utf8)
    let dart = folder.appendingPathComponent("broken.dart")
    try "abstract final class A {\n  static const Duration d = Duration(microseconds: 10)\n}\n".write(
      to: dart, atomically: true, encoding: .utf8)
    let k = try Self.parse("kotlin", [kotlin])
    #expect(k.status == 1 && k.problems[kotlin.path]?.first?.line == 2)
    let d = try Self.parse("dart", [dart])
    #expect(d.status == 1 && !(d.problems[dart.path] ?? []).isEmpty)
  }
}
