import ChartKinds
import Foundation
import MotionSpecCore
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

@Suite struct DiffTests {
  func yaml(_ body: String, file: String = "c.yaml") throws -> Catalogue {
    try YAMLReader.read("tokens:\n" + body, file: file)
  }

  @Test func classifiesEveryKindOfChange() throws {
    let base = try yaml(
      "  a: .smooth\n  b: .spring(duration: 0.5, bounce: 0.2)\n  c: .easeInOut\n  d: .bouncy\n  e:\n    value: .snappy\n    description: old\n"
    )
    let head = try yaml(
      "  a: .smooth\n  b: .spring(duration: 0.6, bounce: 0.2)\n  renamedC: .easeInOut\n  e:\n    value: .snappy\n    description: new\n  f: .linear\n"
    )
    let diff = CatalogueDiff.compare(base: base, head: head)
    let kinds = Dictionary(uniqueKeysWithValues: diff.entries.map { ($0.id, $0.kind) })
    #expect(kinds == ["b": .changed, "renamedC": .renamed, "e": .edited, "f": .added, "d": .removed])
    #expect(diff.entries.first { $0.kind == .renamed }?.before?.id == "c")
  }

  @Test func mixedFormatsCompareByPhysics() throws {
    let json = """
      {"motion": {"heavy": {"$type": "transition", "$value": {"duration": {"value": 550, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]},
        "$extensions": {"com.motionspec.spring": {"duration": 0.55, "bounce": 0.18}}}}}
      """
    let base = try DTCGReader.read(json, file: "a.json")
    let head = try YAMLReader.read(
      "tokens:\n  motion:\n    heavy: .spring(response: 0.55, dampingFraction: 0.82)\n", file: "b.yaml")
    let diff = CatalogueDiff.compare(base: base, head: head)
    #expect(diff.entries.map(\.kind) == [.edited])  // same motion, definition spelled differently
  }

  @Test func lintFindingsThatAppearAndDisappear() throws {
    let base = try yaml("  a: .spring(duration: 0.5, bounce: 0.6)\n")
    let head = try yaml("  a: .spring(duration: 0.5, bounce: 0.3)\n  b: .spring(response: 1.2, dampingFraction: 1)\n")
    let diff = CatalogueDiff.compare(base: base, head: head)
    // Written as duration and bounce, bounce 0.6 (ζ 0.4) is one finding in those words; and
    // SwiftUI no longer waits over 3× its duration to remove it after a 300-pt move.
    #expect(diff.lintDisappeared.map(\.rule).sorted() == ["bounce-exaggerated", "late-completion"])
    #expect(diff.lintAppeared.map(\.rule) == ["response-range"])
  }

  @Test func exactMarkdownForASmallCase() throws {
    let base = try yaml("  heavy: .spring(duration: 0.55, bounce: 0.18)\n  gone: .easeIn\n", file: "base.yaml")
    let head = try yaml("  heavy: .spring(duration: 0.6, bounce: 0.18)\n", file: "head.yaml")
    let report = DiffReport(
      diff: CatalogueDiff.compare(base: base, head: head), baseName: "base.yaml", headName: "head.yaml")
    let md = report.markdown(charts: ["heavy": "charts/token-heavy.png"], overview: nil)
    let expected = """
      ## Motion tokens: 1 changed, 1 removed.

      Comparing `base.yaml` → `head.yaml`.

      | Token | Change | Duration | Bounce | Damping fraction ζ | Settles (exact) | Overshoot | Peak |
      |---|---|---:|---:|---:|---:|---:|---:|
      | `heavy` | changed | 550 ms → 600 ms (+50 ms) | 0.18 | 0.82 | 755 ms → 823 ms (+68.6 ms) | 1.1 % | 480 ms → 524 ms (+43.7 ms) |
      | `gone` | removed | 350 ms | — | — | 350 ms | — | — |

      ### `heavy`

      `.spring(duration: 0.55, bounce: 0.18)` → `.spring(duration: 0.6, bounce: 0.18)`

      ![heavy before and after](charts/token-heavy.png)

      ### `gone` (removed)

      `.easeIn`


      """
    #expect(md == expected)
  }

  /// An added token is drawn after only, a removed one before only, each in its side's colour.
  @Test func addedAndRemovedTokensAreDrawn() throws {
    let base = try yaml("  kept: .smooth\n  gone: .easeIn\n")
    let head = try yaml("  kept: .snappy\n  new: .bouncy\n")
    let diff = CatalogueDiff.compare(base: base, head: head)
    for entry in diff.entries where entry.kind == .added || entry.kind == .removed {
      let figure = try #require(BeforeAfterCharts.figure(entry, epsilon: 0.001))
      #expect(figure.panels.allSatisfy { $0.series.count == 1 })
      let stroke = entry.kind == .added ? BeforeAfterCharts.afterStroke : BeforeAfterCharts.beforeStroke
      #expect(figure.panels[0].series[0].style == .custom(stroke))
      #expect(figure.subtitle?.hasPrefix(entry.kind == .added ? "added: after only" : "removed: before only") == true)
    }
    let dir = try temporaryDirectory("diff")
    let md = try DiffReport(diff: diff, baseName: "a", headName: "b").write(to: dir.path)
    for (slug, alt) in [("new", "new after only (added)"), ("gone", "gone before only (removed)")] {
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("charts/token-\(slug).png").path))
      #expect(md.contains("![\(alt)](charts/token-\(slug).png)"), "\(md)")
    }
  }

  @Test func noChangeSaysSoAndWritesNoCharts() throws {
    let c = try yaml("  a: .smooth\n")
    let report = DiffReport(diff: CatalogueDiff.compare(base: c, head: c), baseName: "a", headName: "b")
    #expect(report.verdict == "No motion token changed.")
    let dir = try temporaryDirectory("diff")
    let md = try report.write(to: dir.path)
    #expect(md.hasPrefix("## No motion token changed."))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("charts").path))
  }

  @Test func tokenTextIsEscapedInMarkdown() throws {
    let base = try yaml("  \"a|b`c<script>\": .smooth\n")
    let head = try yaml("  \"a|b`c<script>\": .snappy\n")
    let md = DiffReport(diff: CatalogueDiff.compare(base: base, head: head), baseName: "x", headName: "y").markdown(
      charts: [:], overview: nil)
    #expect(md.contains("`a\\|bˋc<script>`"))  // in the table: pipe escaped, backtick neutralised
    #expect(!md.contains("a|b`c"))
  }

  /// Catalogue text in summary.md stays text: it cannot end its line, row or alt text, and prose
  /// makes no link, image, HTML, autolink or @mention (a deprecation message reaches the lint list).
  @Test func proseInMarkdownMakesNoLinksMentionsOrLines() throws {
    let base = try yaml("  a: .smooth\n")
    let head = try yaml(
      "  a:\n    value: .smooth\n    deprecated: \"ask @design-team, see https://evil.example/x or www.evil.example ![i](https://x/i.png) <img src=x>\"\n"
    )
    let report = DiffReport(diff: CatalogueDiff.compare(base: base, head: head), baseName: "x", headName: "y")
    let md = report.markdown(charts: [:], overview: nil)
    #expect(md.contains("deprecated"), "\(md)")
    for forbidden in ["@design", "https://", "www.evil", "![i]", " <img"] {
      #expect(!md.contains(forbidden), "\(forbidden)")
    }
    #expect(md.contains("\\<img") && md.contains("\\!\\[i\\]"))
    for hostile in ["a\rb", "a\nb", "a\u{2028}b", "a\u{85}b"] {
      for encoded in [report.code(hostile), report.cell(hostile), report.text(hostile), report.alt(hostile)] {
        #expect(
          !encoded.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{85}" }, "\(encoded)")
      }
    }
    #expect(report.alt("x]\n(y") == "x) (y" && report.cell("a|b") == "a\\|b")
  }

  @Test func writesChartsForChangedTokens() throws {
    let base = try yaml("  a: .smooth\n  b: .bouncy\n")
    let head = try yaml("  a: .snappy\n  b: .bouncy\n")
    let dir = try temporaryDirectory("diff")
    _ = try DiffReport(diff: CatalogueDiff.compare(base: base, head: head), baseName: "x", headName: "y").write(
      to: dir.path)
    let charts = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("charts").path).sorted()
    #expect(charts == ["overview.png", "overview.svg", "token-a.png", "token-a.svg"])
  }
}
