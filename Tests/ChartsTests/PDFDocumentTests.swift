import Cairo
import Foundation
import MotionSpecCharts
import MotionSpecFiles
import TestSupport
import Testing

@testable import MotionSpecCairo

/// A multi-page PDF is one cairo surface: each face embedded once for the whole document, the
/// navigation, outline and metadata written by cairo and read back by poppler, the same bytes
/// for the same pages.
@Suite struct PDFDocumentTests {
  static let faces =
    [FontSpec.Weight.regular, .medium, .semibold, .bold].map { FontSpec(family: Theme.fontFamily, size: 9, weight: $0) }
    + [FontSpec(family: "DejaVu Sans Mono", size: 9)]

  /// Text that tempts contextual alternates and ligatures (case-sensitive punctuation, arrows,
  /// figures), Latin-1 letters, and characters outside the Latin encoding (ζ → −).
  static let lines = [
    "(SwiftUI) A-B 12:30 -> x:y H:M [Q] {R} 0.2–0.5 “quoted” ‘A’ fi fl ffi",
    "ζ 0.65 · −1…1 → é ü ñ ß Æ Ø © ® ™ € £ ¥ §",
    "motion.heavy: .spring(duration: 0.55, bounce: 0.18)", "AVATAR ÀÉÎÕÜ (HEAVY) 1/2 3×4 ±5 °C µs",
  ]

  func page(_ n: Int) -> Scene {
    var scene = Scene(size: Size(width: 420, height: 300))
    var y = 20.0
    for (i, face) in PDFDocumentTests.faces.enumerated() {
      let text = PDFDocumentTests.lines[(n + i) % PDFDocumentTests.lines.count]
      scene.append(
        "text",
        .text(
          text, at: Point(x: 12, y: y), anchor: TextAnchor(.leading, .top),
          font: FontSpec(family: face.family, size: 11, weight: face.weight), color: .text, angle: 0))
      y += 22
    }
    scene.append(
      "rule",
      .path(.segment(Point(x: 12, y: y), Point(x: 400, y: y)), fill: nil, stroke: StrokeStyle(color: .grid, width: 1)))
    // A destination name with the characters cairo's attribute syntax quotes.
    let name = n == 2 ? "page-2 'quoted' \\ back" : "page-\(n)"
    let next = (n + 1) % 3 == 2 ? "page-2 'quoted' \\ back" : "page-\((n + 1) % 3)"
    scene.navigation = [
      .destination(name, at: Point(x: 12, y: 20)),
      .link(Rect(x: 12, y: 18, width: 200, height: 16), to: next),
    ]
    return scene
  }

  func document(pages: Int = 3) throws -> [UInt8] {
    let document = try PDFDocument(theme: .light, metadata: PDFMetadata(title: "Gläser (test) \\ done"))
    for n in 0..<pages { try document.add(page(n)) }
    let first = try document.addOutline("Pages", destination: "page-0")
    try document.addOutline("Second — ζ", under: first, destination: "page-1")
    return try document.finish()
  }

  func temporary(_ bytes: [UInt8], _ name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pdfdocument-\(UUID().uuidString)-\(name).pdf"
    ).path
    try FileOutput.write(bytes, to: path)
    return path
  }

  /// The fonts `pdffonts` lists, by name without the subset tag.
  func faces(_ path: String) throws -> [String] {
    try run("pdffonts", [path]).out.split(separator: "\n").dropFirst(2).compactMap {
      $0.split(separator: " ").first?.split(separator: "+").last.map(String.init)
    }
  }

  @Test func eachFaceIsEmbeddedOnceHoweverManyPages() throws {
    // Every face sets every line within four pages.
    let four = try temporary(try document(pages: 4), "four")
    let forty = try temporary(try document(pages: 40), "forty")
    defer { for p in [four, forty] { try? FileManager.default.removeItem(atPath: p) } }
    // Five faces; each at most twice (cairo keeps a Latin subset and, for characters outside
    // that encoding, a second, CID-keyed one) — never once a page.
    for path in [four, forty] {
      let names = try faces(path)
      #expect(Set(names).count == 5, "\(names)")
      #expect(names.count <= 10, "\(names)")
    }
    #expect(try faces(four).count == faces(forty).count)
    let text = try run("pdftotext", [four, "-"]).out
    for line in PDFDocumentTests.lines { #expect(text.contains(line.prefix(18)), "\(line)") }
  }

  @Test func navigationOutlineAndMetadataReachPoppler() throws {
    let bytes = try document()
    #expect(try document() == bytes)
    let path = try temporary(bytes, "nav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let info = try run("pdfinfo", [path]).out
    #expect(info.contains("Title:           Gläser (test) \\ done") && info.contains("Pages:           3"))
    #expect(info.contains("CreationDate:    Sat Jan  1 00:00:00 2000 UTC"))
    // Destinations in page coordinates (y up): 300 − 20 = 280.
    let dests = try run("pdfinfo", ["-dests", path]).out
    for (n, name) in ["page-0", "page-1", "page-2~20~27quoted~27~20~5C~20back"].enumerated() {
      #expect(dests.contains("\(n + 1) [ XYZ   12  280 null      ] \"\(name)\""), "\(dests)")
    }
    let xml = try run("pdftohtml", ["-xml", "-i", "-q", "-stdout", path]).out
    #expect(
      xml.contains("<item page=\"1\">Pages</item>") && xml.contains("<item page=\"2\">Second — ζ</item>"), "\(xml)")
    // Each page links to the next (pdftohtml writes a link per run of text it covers).
    let targets = Set(
      xml.components(separatedBy: "<a href=\"").dropFirst().compactMap {
        $0.split(separator: "\"").first?.split(separator: "#").last
      })
    #expect(targets == ["1", "2", "3"], "\(targets)")
    #expect(try run("pdfinfo", [path]).err.isEmpty)
  }

  @Test func aDocumentWithoutPagesIsAnError() throws {
    #expect(throws: CairoError.self) { try PDFDocument(theme: .light).finish() }
    var empty = Scene(size: Size(width: 0, height: 10))
    empty.append("rule", .path(.segment(Point(x: 0, y: 0), Point(x: 1, y: 1)), fill: nil, stroke: nil))
    #expect(throws: CairoError.self) { try PDFDocument(theme: .light).add(empty) }
  }

  /// Alternative text goes into figures cairo tagged; a PDF without them, or without the trailer
  /// the update points back at, is an error, never a file whose figures silently lost their text.
  @Test func alternativeTextWithoutItsFiguresIsAnError() throws {
    let untagged = Array(
      "%PDF-1.5\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 1\ntrailer\n<< /Size 2 >>\nstartxref\n9\n%%EOF\n".utf8)
    #expect(throws: CairoError(.untaggedFigures, "the PDF has 0 figure structure elements for 1 alternative texts")) {
      try PDFAlternativeText.update(describing: ["a curve"], in: untagged)
    }
    #expect(try PDFAlternativeText.update(describing: [""], in: untagged).isEmpty)
    let figure = Array("%PDF-1.5\n7 0 obj\n<< /Type /StructElem\n   /S /Figure\n   /P 2 0 R\n>>\nendobj\n".utf8)
    #expect(throws: CairoError.self) { try PDFAlternativeText.update(describing: ["a curve"], in: figure) }
    let whole = figure + Array("xref\n0 1\ntrailer\n<< /Size 8 >>\nstartxref\n60\n%%EOF\n".utf8)
    let update = String(decoding: try PDFAlternativeText.update(describing: ["a curve"], in: whole), as: UTF8.self)
    #expect(update.contains("7 0 obj\n<< /Type /StructElem\n   /S /Figure\n   /P 2 0 R\n   /Alt <FEFF"))
    let section = try #require(update.range(of: "endobj\nxref\n"))
    let xref = whole.count + update[..<section.lowerBound].utf8.count + "endobj\n".utf8.count
    #expect(update.hasSuffix("/Prev 60\n>>\nstartxref\n\(xref)\n%%EOF\n"), "\(update)")
  }

}
