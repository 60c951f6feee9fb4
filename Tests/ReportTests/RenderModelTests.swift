import Foundation
import MotionSpecCairo
import MotionSpecCharts
import MotionSpecExport
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// The render model as data: a JSON snapshot of a small catalogue's document, and the pieces of
/// wording and layout it is built from.
@Suite struct RenderModelTests {
  static let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Snapshots/render-model.json")

  static let yaml = """
    name: Snapshot
    tokens:
      motion:
        heavy:
          value: .spring(duration: 0.55, bounce: 0.18)
          description: Heavy elements.
        delayed: .spring(response: 0.4, dampingFraction: 0.7).delay(0.1)
      easing_curves:
        fade: .linear(duration: 0.2)
        inOut: .easeInOut.repeatForever(autoreverses: true)
    """

  static func document() throws -> ReportDocument {
    let catalogue = try YAMLReader.read(yaml, file: "snapshot.yaml")
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    return DocumentBuilder(plan: plan, sourceText: yaml, exporter: Exporter(catalogue: catalogue)).document(
      charts: try plan.jobs(), findings: Lint.check(catalogue))
  }

  /// Set `MOTIONSPEC_RECORD=1` to write the snapshot anew after an intended change (and review
  /// the diff); a missing snapshot is written and the test fails, so it is never passed unseen.
  @Test func documentMatchesItsJSONSnapshot() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(try Self.document()), as: UTF8.self) + "\n"
    let recorded = try? String(contentsOf: Self.snapshot, encoding: .utf8)
    if recorded == nil || ProcessInfo.processInfo.environment["MOTIONSPEC_RECORD"] == "1" {
      try json.write(to: Self.snapshot, atomically: true, encoding: .utf8)
      Issue.record("recorded \(Self.snapshot.path); review it and run the tests again")
      return
    }
    #expect(
      json == recorded, "the render model changed; if intended, record it with MOTIONSPEC_RECORD=1 and review the diff")
    // It decodes to the same document.
    #expect(try JSONDecoder().decode(ReportDocument.self, from: Data(json.utf8)) == (try Self.document()))
  }

  @Test func theModelSaysWhatTheSpecShows() throws {
    let doc = try Self.document()
    #expect(doc.groups.map(\.title) == ["Motion", "Easing curves"])
    let delayed = try #require(doc.rows.first { $0.name == "delayed" })
    #expect(delayed.duration == "500 ms" && delayed.springDuration == "400 ms")
    let heavy = try #require(doc.rows.first { $0.name == "heavy" })
    #expect(heavy.springDuration == nil && abs((heavy.sortKeys.bounce ?? 0) - 0.18) < 1e-12)
    #expect(heavy.samples.position.count == DocumentBuilder.sampleCount + 1 && heavy.samples.position.first == 0)
    #expect(doc.rows.first { $0.name == "inOut" }?.repeats == "repeats forever, reversing every other cycle")
    #expect(doc.explainers.first?.anchor == "about-easing-comparison")
    #expect(doc.notes.contains { $0.contains("Animate with springs") })
  }

  @Test(arguments: [
    ("motion", "Motion"), ("heavySheets", "Heavy sheets"),
    ("components.sheet_transitions", "Components › Sheet transitions"),
    ("CTAButtons", "CTA buttons"), ("", "Tokens"), ("easing-curves", "Easing curves"),
  ])
  func groupKeysReadAsTitles(key: String, title: String) {
    #expect(GroupTitle.text(key) == title)
  }

  /// `motion-tokens.json` is written a token at a time, and its bytes are the encoder's
  /// whole-file output: for the built-in catalogue, a file of one token, and one of none.
  @Test func tokensJSONWrittenATokenAtATimeIsTheWholeFile() throws {
    let yaml = try BuiltInCatalogue.text()
    let catalogue = try BuiltInCatalogue.load()
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    let full = DocumentBuilder(plan: plan, sourceText: yaml, exporter: Exporter(catalogue: catalogue))
      .motionTokensFile()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    var one = full
    one.tokens = Array(full.tokens.prefix(1))
    var none = full
    none.tokens = []
    for file in [full, one, none] {
      var streamed: [UInt8] = []
      try HTMLRenderer.writeTokensJSON(file, to: { streamed += $0 })
      let whole = Array(try encoder.encode(file)) + Array("\n".utf8)
      #expect(streamed == whole, "\(file.tokens.count) tokens")
      #expect(try JSONDecoder().decode(MotionTokensFile.self, from: Data(streamed)) == file)
    }
    #expect(full.tokens.count > 10)
  }

  /// A column whose every cell would read the same is said once instead: the CSS error of the
  /// snapshot's springs is 0.45 % each, so the caption says so and the table has no such column;
  /// a spring that never settles makes the cells differ, and the column returns.
  @Test func aConstantCSSErrorIsSaidOnceNotPerRow() throws {
    let document = try Self.document()
    #expect(!document.cssError.isColumn)
    #expect(document.cssError.summary.contains("at most 0.45 %"))
    let html = try HTMLRenderer(TemplateFiles(overrides: nil)).render(document, charts: [:]).html
    #expect(!html.contains("data-label=\"CSS error\"") && !html.contains(">CSS error</th>"))
    #expect(html.contains("stand-in strays at most 0.45 %"))
    let yaml = "name: Mixed\ntokens:\n  a: .smooth\n  b: .spring(duration: 0.5, bounce: 1)\n"
    let catalogue = try YAMLReader.read(yaml, file: "mixed.yaml")
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    let mixed = DocumentBuilder(plan: plan, sourceText: yaml, exporter: Exporter(catalogue: catalogue)).document(
      charts: try plan.jobs(), findings: [])
    #expect(mixed.cssError.isColumn)
    #expect(try HTMLRenderer(TemplateFiles(overrides: nil)).render(mixed, charts: [:]).html.contains(">CSS error</th>"))
  }

  @Test func proseIsReadFromTheTemplatesAndChecked() throws {
    let prose = try Prose(TemplateFiles(overrides: nil))
    #expect(prose.sections.count == 9 && prose.sections.first?.kind == .easingComparison)
    let bad = try temporaryDirectory("prose")
    try #"{"sections": [{"kind": "no-such-chart", "title": "x", "text": "y"}], "notes": []}"#.write(
      to: bad.appendingPathComponent("prose.json"), atomically: true, encoding: .utf8)
    #expect(throws: ReportError.self) { try Prose(TemplateFiles(overrides: bad.path)) }
    // A team's prose.json from before the playback table keeps working: its own words, and the
    // bundled heading for the table.
    let older = try temporaryDirectory("older-prose")
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(TemplateFiles(overrides: nil).text("prose.json").utf8))
        as? [String: Any])
    json["playback"] = nil
    json["notes"] = ["Our own closing note."]
    try JSONSerialization.data(withJSONObject: json).write(to: older.appendingPathComponent("prose.json"))
    let read = try Prose(TemplateFiles(overrides: older.path))
    #expect(read.notes == ["Our own closing note."] && read.playback == prose.playback)
  }

  /// Wrapping for print never shortens: the lines put back together are the text, and each
  /// fits unless it is a single character.
  @Test func wrappingForPrintKeepsEveryCharacter() {
    let measurer = FixedAdvanceMeasurer()
    let font = FontSpec(family: "x", size: 10)
    var generator = SeededGenerator(seed: 14)
    let pieces = [
      "a", "bb", ".spring(duration:", "0.55,", "bounce:", "0.18)", "x", "verylongwordwithoutanybreak", "(", ")", ":",
    ]
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined(separator: Bool.random(using: &generator) ? " " : "")
      let width = Double.random(in: 8...200, using: &generator)
      let lines = measurer.wrappedWhole(text, font: font, width: width)
      #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(text) at \(width)")
      for line in lines where line.count > 1 {
        #expect(measurer.measure(line, font: font).width <= width, "\(line) at \(width)")
      }
    }
    #expect(
      measurer.wrappedWhole(".spring(duration: 0.55, bounce: 0.18)", font: font, width: 110) == [
        ".spring(duration:", "0.55, bounce:", "0.18)",
      ])
  }
}

/// The printed table colours cells by what their column shows: a token with a lint warning has
/// its Lint cell in the warning colour and every other cell (Compose among them) in the text colour.
@Suite struct PrintedTableColourTests {
  @Test func theLintColumnAndOnlyItCarriesTheWarningColour() throws {
    let yaml = "tokens:\n  motion:\n    playful: .spring(duration: 0.5, bounce: 0.6)\n    calm: .smooth\n"
    let catalogue = try YAMLReader.read(yaml, file: "table.yaml")
    let plan = ChartPlan(
      catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
    let document = DocumentBuilder(plan: plan, sourceText: yaml, exporter: Exporter(catalogue: catalogue))
      .document(charts: try plan.jobs(), findings: Lint.check(catalogue))
    let composer = PDFComposer(
      document: document, chartSize: { _ in Size(width: 400, height: 240) }, paper: ReportOptions.Paper.a4.size,
      measurer: PrintMeasurer(try CairoTextMeasurer()))
    var cells: [(text: String, x: Double, y: Double, color: Ink)] = []
    _ = composer.compose(plan: PDFComposer.Plan?.none) { page in
      for item in page.scene.items where item.role == "table:cell" || item.role == "table:token" {
        if case .text(let text, let at, _, _, let color, _) = item.primitive { cells.append((text, at.x, at.y, color)) }
      }
    }
    let playful = try #require(document.rows.first { $0.name.hasSuffix("playful") })
    #expect(playful.lintStatus == .warning)
    let warned = cells.filter { $0.color == .warning }
    #expect(warned.map(\.text) == ["warning"], "\(warned.map(\.text))")
    // The Compose cell of the same row is plain text.
    let row = try #require(cells.first { $0.text == playful.name })
    let sameRow = cells.filter { abs($0.y - row.y) < 0.5 }
    // (The Compose cell "0.40 / 130.5" wraps; its first line stands on the row's line.)
    #expect(
      sameRow.contains { $0.text.contains("/") && playful.compose.hasPrefix($0.text) && $0.color == .text },
      "\(sameRow.map(\.text))")
  }
}
