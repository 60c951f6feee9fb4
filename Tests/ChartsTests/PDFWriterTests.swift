import Cairo
import Foundation
import MotionSpecCairo
import MotionSpecCharts
import Testing

/// The PDF writer assembles documents from one-page PDFs: its shared fonts must draw exactly what
/// each page's own fonts draw, its navigation must reach poppler, and a page that does not read
/// back must be an error, never a crash.
@Suite struct PDFWriterTests {
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
    for (i, face) in PDFWriterTests.faces.enumerated() {
      let text = PDFWriterTests.lines[(n + i) % PDFWriterTests.lines.count]
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
    scene.navigation = [
      .destination("page-\(n)", at: Point(x: 12, y: 20)),
      .link(Rect(x: 12, y: 18, width: 200, height: 16), to: "page-\((n + 1) % 3)"),
    ]
    return scene
  }

  func document(sharing: Bool) throws -> [UInt8] {
    let writer = PDFWriter(
      theme: .light, metadata: PDFMetadata(title: "Gläser (test) \\ done"),
      sharedFonts: sharing ? PDFWriterTests.faces : [])
    for n in 0..<3 { try writer.add(page(n)) }
    let first = writer.addOutline("Pages", destination: "page-0")
    writer.addOutline("Second — ζ", under: first, destination: "page-1")
    return try writer.finish()
  }

  func temporary(_ bytes: [UInt8], _ name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pdfwriter-\(UUID().uuidString)-\(name).pdf"
    ).path
    try FileOutput.write(bytes, to: path)
    return path
  }

  @Test func sharedFontsDrawExactlyWhatEachPagesOwnFontsDraw() throws {
    let shared = try temporary(try document(sharing: true), "shared")
    let own = try temporary(try document(sharing: false), "own")
    defer { for p in [shared, own] { try? FileManager.default.removeItem(atPath: p) } }
    // Fewer fonts: five shared Latin subsets instead of five per page.
    let latin = { (path: String) in
      try self.run("pdffonts", [path]).split(separator: "\n").filter { $0.contains("WinAnsi") }.count
    }
    #expect(try latin(own) == 15)
    #expect(try latin(shared) == 5)
    // The same text, and the same pixels on every page.
    #expect(try run("pdftotext", [shared, "-"]) == run("pdftotext", [own, "-"]))
    #expect(try run("pdftotext", [shared, "-"]).contains("(SwiftUI) A-B 12:30"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pdfwriter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try run("pdftoppm", ["-r", "150", "-gray", shared, directory.appendingPathComponent("shared").path])
    _ = try run("pdftoppm", ["-r", "150", "-gray", own, directory.appendingPathComponent("own").path])
    for n in 1...3 {
      let a = try Data(contentsOf: directory.appendingPathComponent("shared-\(n).pgm"))
      let b = try Data(contentsOf: directory.appendingPathComponent("own-\(n).pgm"))
      #expect(a.count > 100_000 && a == b, "page \(n) differs")
    }
  }

  @Test func navigationOutlineAndMetadataReachPoppler() throws {
    let bytes = try document(sharing: true)
    #expect(try document(sharing: true) == bytes)
    let path = try temporary(bytes, "nav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let info = try run("pdfinfo", [path])
    #expect(info.contains("Title:           Gläser (test) \\ done") && info.contains("Pages:           3"))
    #expect(info.contains("CreationDate:    Sat Jan  1 00:00:00 2000 UTC"))
    // Destinations in page coordinates (y up): 300 − 20 = 280.
    let dests = try run("pdfinfo", ["-dests", path])
    for n in 0..<3 { #expect(dests.contains("\(n + 1) [ XYZ   12  280 null      ] \"page-\(n)\""), "\(dests)") }
    let xml = try run("pdftohtml", ["-xml", "-i", "-q", "-stdout", path])
    #expect(
      xml.contains("<item page=\"1\">Pages</item>") && xml.contains("<item page=\"2\">Second — ζ</item>"), "\(xml)")
    // Each page links to the next (pdftohtml writes a link per run of text it covers).
    let targets = Set(
      xml.components(separatedBy: "<a href=\"").dropFirst().compactMap {
        $0.split(separator: "\"").first?.split(separator: "#").last
      })
    #expect(targets == ["1", "2", "3"], "\(targets)")
    #expect(try run("pdfinfo", [path], errors: true).isEmpty)
  }

  @Test func aPageThatDoesNotReadBackIsAnErrorNeverACrash() throws {
    let good = try PDFPage.draw(page(0), theme: .light)
    #expect(String(decoding: good.bytes.prefix(8), as: UTF8.self) == "%PDF-1.4")
    var generator = SeededGenerator(seed: 0x5eed_9df)
    var failures = 0
    for round in 0..<300 {
      var bytes = good.bytes
      switch round % 3 {
      case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
      case 1:
        for _ in 0..<8 {
          bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
      default:
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "["), count: 200), at: at)
      }
      let writer = PDFWriter(theme: .light, sharedFonts: PDFWriterTests.faces)
      do {
        try writer.add(PDFPage(bytes: bytes), navigation: [])
      } catch {
        failures += 1
      }
      // A page refused leaves the document as it was: the good page after it makes a whole PDF.
      try writer.add(good, navigation: [.destination("good", at: Point(x: 0, y: 0))])
      if round % 50 == 0 {
        let path = try temporary(try writer.finish(), "after-\(round)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try run("pdfinfo", [path], errors: true).isEmpty, "round \(round)")
        #expect(try run("pdftotext", [path, "-"]).contains("(SwiftUI) A-B 12:30"), "round \(round)")
      }
    }
    #expect(failures > 100)
    let writer = PDFWriter(theme: .light)
    #expect(throws: CairoError.self) {
      try writer.add(PDFPage(bytes: Array("%PDF-1.4\nnot a page".utf8)), navigation: [])
    }
    #expect(throws: CairoError.self) { try PDFWriter(theme: .light).finish() }
  }

  func run(_ tool: String, _ arguments: [String], errors: Bool = false) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let pipe = Pipe()
    if errors { process.standardError = pipe } else { process.standardOutput = pipe }
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}
