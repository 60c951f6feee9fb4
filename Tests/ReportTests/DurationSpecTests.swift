import Foundation
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportModel

/// Durations and instants in the spec: a table of times on the page and a list in the PDF, no
/// chart; a catalogue of durations alone renders.
@Suite struct DurationSpecTests {
  static let text = #"""
    {
      "duration": {
        "$type": "duration",
        "short": {"$value": {"value": 150, "unit": "ms"}, "$description": "Icons and <toggles>"},
        "again": {"$value": "{duration.short}"}
      },
      "motion": {
        "none": {"$type": "transition", "$value": {"duration": {"value": 0, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}
      }
    }
    """#

  @Test func durationsAreListedOnThePageAndInThePDF() throws {
    let catalogue = try CatalogueLoader.parse(Self.text, file: "durations.tokens.json")
    let dir = try temporaryDirectory("durations-spec")
    let summary = try MotionSpecWriter.write(catalogue, sourceText: Self.text, to: dir.path)
    let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains(#"<section id="durations""#))
    #expect(html.contains(##"<a href="#durations">Durations and instants</a>"##))
    #expect(html.contains(#"<td class="num" data-label="Time">150 ms</td>"#))
    #expect(html.contains("Icons and &lt;toggles&gt;"))
    #expect(html.contains(#"<span class="alias">alias of <code>duration.short</code></span>"#))
    #expect(html.contains(#"<td class="num" data-label="Time">instant</td>"#))
    // No token, so no card; the explainers are the only charts.
    #expect(!html.contains(#"class="card""#))
    let pdf = try run("pdftotext", [dir.appendingPathComponent("motion-spec.pdf").path, "-"]).out
    #expect(pdf.contains("Durations and instants"))
    #expect(pdf.contains("Duration › short — 150 ms (duration)"))
    #expect(pdf.contains("Motion › none — instant"))
    #expect(summary.pages > 1)
  }
}
