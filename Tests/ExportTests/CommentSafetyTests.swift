import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// Text from a catalogue never leaves the comments of a generated file: every line terminator a
/// target language knows starts a new comment line, and `*/` cannot close a block comment.
@Suite struct CommentSafetyTests {
  static let yaml = #"""
    name: "Hostile\ninjected() // name\r\n*/ body { display: none } /*"
    tokens:
      heavy:
        value: .spring(duration: 0.55, bounce: 0.18)
        description: "first\ninjected()\rsecond injected()\r\nthird\u2028injected()\u2029 */ body { display: none } /* \u0085injected()\fx\vinjected()"
        deprecated: "use x\ninjected()"
      fade:
        value: .easeInOut(duration: 0.2)
        description: "*/ body { display: none } /*"
    """#

  /// The file's text with its comments removed (`//` to the end of the line, `/* … */`).
  static func code(_ text: String) -> String {
    var out = "", i = text.startIndex
    while i < text.endIndex {
      if text[i...].hasPrefix("/*"), let end = text[i...].range(of: "*/") {
        i = end.upperBound
      } else if text[i...].hasPrefix("//") {
        i = text[i...].firstIndex(where: { $0 == "\n" }) ?? text.endIndex
      } else {
        out.append(text[i])
        i = text.index(after: i)
      }
    }
    return out
  }

  @Test func catalogueTextStaysInsideEveryComment() throws {
    let catalogue = try YAMLReader.read(Self.yaml, file: "hostile.yaml")
    #expect(catalogue.token("heavy")?.description?.contains("\n") == true)
    for file in Exporter(catalogue: catalogue).files(for: Platform.allCases) where file.platform.language != .json {
      let code = Self.code(file.contents)
      #expect(!code.contains("injected()"), "\(file.name): \(code)")
      #expect(!code.contains("display: none"), "\(file.name)")
      // No line terminator but LF is left anywhere (a CR or U+2028 ends a `//` comment for a lexer).
      let odd: Set<Character> = ["\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
      #expect(!file.contents.contains(where: odd.contains), "\(file.name)")
      // And the words are still there, in the comments, line by line.
      #expect(file.contents.contains("injected()"), "\(file.name)")
    }
  }

  /// Chromium's own CSS parser reads the hostile catalogue's CSS as exactly the rules written:
  /// one `:root` rule of the tokens' properties and the reduced-motion block, nothing else.
  @Test func theBrowserParsesTheHostileCSSAsWritten() throws {
    var catalogue = try YAMLReader.read(Self.yaml, file: "hostile.yaml")
    catalogue.durations = [
      DurationToken(
        path: ["short"], description: "*/ body { display: none } /*\ninjected()", seconds: 0.15,
        definition: "*/ html { color: red } /*")
    ]
    let exporter = Exporter(catalogue: catalogue)
    let directory = try temporaryDirectory("css-rules")
    let css = directory.appendingPathComponent("motion-tokens.css")
    try exporter.file(for: .css).contents.write(to: css, atomically: true, encoding: .utf8)
    let result = try runBrowserCheck("check_css_rules.py", [css.path])
    try #require(result.status == 0, "check_css_rules.py: \(result.err)")
    let rules = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    let prefixes = CSSWriter.prefixes(exporter.tokens)
    let properties = prefixes.flatMap { ["--\($0)-duration", "--\($0)-easing", "--\($0)-delay"] } + ["--short"]
    #expect(rules.count == 2, "\(rules)")
    #expect(rules.first?["selector"] as? String == ":root")
    #expect(rules.first?["properties"] as? [String] == properties)
    #expect((rules.first?["rules"] as? [Any])?.isEmpty == true, "a rule nested in :root: \(rules)")
    #expect(rules.last?["media"] as? String == "(prefers-reduced-motion: reduce)")
    let inner = rules.last?["rules"] as? [[String: Any]]
    #expect(inner?.count == 1 && inner?.first?["selector"] as? String == ":root")
  }

  @Test func commentTextSplitsOnEveryTerminatorAndBreaksBlockEnds() {
    let text = "a\nb\rc\r\nd\u{2028}e\u{2029}f\u{85}g\u{0C}h\u{0B}i */ j"
    #expect(CommentText.lines([text]) == ["a", "b", "c", "d", "e", "f", "g", "h", "i * / j"])
  }

  /// Lines without a terminator are taken as they are unless they hold `*/`, however it is
  /// surrounded; other characters that share a terminator's first byte split nothing.
  @Test func commentTextKeepsPlainLinesAndStillBreaksBlockEndsInThem() {
    #expect(CommentText.lines(["plain — text → ok · ±1"]) == ["plain — text → ok · ±1"])
    #expect(
      CommentText.lines(["*/", "**/", "*/*/", "a*/b", "/* x */"]) == ["* /", "** /", "* /* /", "a* /b", "/* x * /"])
    #expect(CommentText.lines(["é*/\u{2028}*/"]) == ["é* /", "* /"])
    #expect(CommentText.lines(["", "*", "/"]) == ["", "*", "/"])
  }
}
