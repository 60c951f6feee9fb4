import Foundation
import MotionSpecCatalogue
import TestSupport
import Testing

@testable import MotionSpecExport

/// Names that collide once made identifiers (`a-b`, `a_b`, `aB`), that collide with a name a
/// declaration derives (`fade` + `fadeDuration`), that are keywords (`rethrows`), or that would
/// shadow a type or function the file uses (a group `animation`, a token `spring` in Kotlin):
/// every generated file still declares each name once per scope, and says what it renamed.
@Suite struct NamingTests {
  static func naming() throws -> Exporter {
    Exporter(catalogue: try CatalogueLoader.load([fixture("naming-tokens.yaml").path]))
  }

  /// The names declared in each scope (`enum`/`object` block) of a Swift or Kotlin file, by a
  /// reading of the file independent of the writers: `let`, `var`, `const val`, `enum`, `object`
  /// and (Kotlin) zero-argument `fun`s; Swift `func`s with labels differ by their full names.
  static func scopes(_ file: String) -> [[String]] {
    // A stack of open braces: a scope (`enum`, `object`) collects names; any other block (a
    // function's body) collects none.
    var stack: [[String]?] = [[]]
    var done: [[String]] = []
    let pattern = try! NSRegularExpression(
      pattern:
        #"^\s*(?:public )?(?:static (?:let|var|func)|const val|enum|object|fun(?: <T>)?) `?([A-Za-z_][A-Za-z0-9_]*)`?(\(\))?"#
    )
    for line in file.split(separator: "\n").map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { continue }
      let range = NSRange(line.startIndex..., in: line)
      if stack.last! != nil, let m = pattern.firstMatch(in: line, range: range),
        let name = Range(m.range(at: 1), in: line)
      {
        // A function with parameters is told apart by its labels (Swift) or overloads (Kotlin).
        let isFunction = line.contains("func ") || line.contains("fun ")
        if !isFunction || m.range(at: 2).location != NSNotFound || line.contains("fun <T>") {
          stack[stack.count - 1]!.append(String(line[name]))
        }
      }
      if trimmed.hasSuffix("{") {
        let opensScope = trimmed.hasPrefix("public enum ") || trimmed.hasPrefix("object ")
        stack.append(opensScope ? [] : nil)
      } else if trimmed.hasPrefix("}") && stack.count > 1 {
        if let scope = stack.removeLast() { done.append(scope) }
      }
    }
    return done + stack.compactMap { $0 }
  }

  /// The types and functions each file uses, which no declaration may take.
  static let fileWords: [Platform: [String]] = [
    .swiftUI: ["Animation", "Spring", "String", "TimeInterval", "Double"],
    .uiKit: ["Animation", "Spring", "TimeInterval", "CASpringAnimation", "CAMediaTimingFunction", "CGVector"],
    .compose: ["SpringSpec", "SpringForce", "TweenSpec", "PathInterpolator", "spring", "tween", "T"],
  ]

  @Test func everyScopeDeclaresEachNameOnce() throws {
    for catalogue in try catalogues() {
      let e = Exporter(catalogue: catalogue)
      for platform in [Platform.swiftUI, .uiKit, .compose] {
        for scope in Self.scopes(e.file(for: platform).contents) {
          let repeated = Dictionary(grouping: scope, by: { $0 }).filter { $0.value.count > 1 }.keys
          #expect(repeated.isEmpty, "\(catalogue.name) \(platform.title): \(repeated.sorted())")
          // No declaration takes a type or function the file itself uses.
          for word in Self.fileWords[platform]! where scope.contains(word) {
            Issue.record("\(catalogue.name) \(platform.title) declares \(word)")
          }
        }
      }
      // Dart: one class, every name once and public.
      let dart = e.file(for: .flutter).contents.split(separator: "\n").compactMap { line -> String? in
        guard let r = line.range(of: #"static const \w+ (\w+) ="#, options: .regularExpression) else { return nil }
        return line[r].split(separator: " ")[3].description
      }
      #expect(Set(dart).count == dart.count && !dart.contains { $0.hasPrefix("_") }, "\(catalogue.name): \(dart)")
    }
  }

  /// The Swift files parse (`swiftc -parse`): keywords escaped, nothing left that is not Swift.
  @Test func swiftFilesParse() throws {
    let directory = try temporaryDirectory("swift-parse")
    for (i, catalogue) in try catalogues().enumerated() {
      let e = Exporter(catalogue: catalogue)
      for platform in [Platform.swiftUI, .uiKit] {
        let path = directory.appendingPathComponent("\(i)-\(platform.rawValue).swift")
        try e.file(for: platform).contents.write(to: path, atomically: true, encoding: .utf8)
        let result = try run("swiftc", ["-parse", path.path])
        #expect(result.status == 0, "\(catalogue.name) \(platform.title): \(result.err)")
      }
    }
    // And the check can fail: an unescaped keyword does not parse.
    let wrong = directory.appendingPathComponent("wrong.swift")
    try "enum E { static let rethrows = 1 }\n".write(to: wrong, atomically: true, encoding: .utf8)
    #expect(try run("swiftc", ["-parse", wrong.path]).status != 0)
  }

  @Test func whatIsRenamedIsSaid() throws {
    let e = try Self.naming()
    let swiftUI = e.file(for: .swiftUI)
    let said = swiftUI.warnings.filter { $0.message.hasPrefix("named ") || $0.message.hasPrefix("its group") }
    #expect(said.contains { $0.token == "a_b" && $0.message.contains("named aB3") }, "\(said)")
    #expect(said.contains { $0.token == "sheetSpring" && $0.message.contains("sheetSpring2") })
    #expect(said.contains { $0.token == "animation.x" && $0.message.contains("Animation2") })
    #expect(swiftUI.contents.contains("public enum Animation2 {"))
    // A name that is fine keeps it: aB2 is aB2 although a_b's first numbered form would be.
    #expect(swiftUI.contents.contains("public static let aB2: Animation"))
    #expect(!said.contains { $0.token == "aB2" })
    // Kotlin: a token named spring would shadow Compose's spring() in its object.
    #expect(e.file(for: .compose).warnings.contains { $0.token == "spring" && $0.message.contains("spring2") })
    // Dart: a digit-first group is not private.
    #expect(e.file(for: .flutter).contents.contains("static const SpringDescription k3DFlip"))
  }
}
