import Cairo
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct SurfaceTests {
  /// A 100×60 white image with a red rectangle (10…50 × 10…30) and a 4-unit blue line at y = 45.
  func drawTestPicture(on surface: Surface) throws {
    let cr = try Context(surface)
    cr.setSource(RGBA(red: 1, green: 1, blue: 1))
    cr.paint()
    cr.setSource(RGBA(red: 1, green: 0, blue: 0))
    cr.rectangle(Rect(x: 10, y: 10, width: 40, height: 20))
    cr.fill()
    cr.setSource(RGBA(red: 0, green: 0, blue: 1))
    cr.lineWidth = 4
    cr.move(to: Point(x: 5, y: 45))
    cr.line(to: Point(x: 95, y: 45))
    cr.stroke()
    try cr.check()
  }

  @Test func imagePixelsMatchTheDrawing() throws {
    let surface = try Surface.image(size: Size(width: 100, height: 60))
    try drawTestPicture(on: surface)
    #expect(try surface.pixel(x: 30, y: 20) == RGBA(red: 1, green: 0, blue: 0))  // inside the rectangle
    #expect(try surface.pixel(x: 70, y: 20) == RGBA(red: 1, green: 1, blue: 1))  // outside
    #expect(try surface.pixel(x: 50, y: 45) == RGBA(red: 0, green: 0, blue: 1))  // on the line
    // Pixel row 42 is half covered by the line's edge (y = 43): an anti-aliased blend.
    let edge = try surface.pixel(x: 50, y: 42)
    #expect(edge.red == 1 && edge.blue == 1)  // still white: the line starts at 43
    let aa = try Surface.image(size: Size(width: 10, height: 10))
    let cr = try Context(aa)
    cr.setSource(RGBA(red: 0, green: 0, blue: 0))
    cr.rectangle(Rect(x: 0, y: 0, width: 5.5, height: 10))
    cr.fill()
    let half = try aa.pixel(x: 5, y: 5)
    #expect(half.alpha > 0.4 && half.alpha < 0.6)
  }

  @Test func scaledImageHasMorePixels() throws {
    let surface = try Surface.image(size: Size(width: 100, height: 60), scale: 2)
    try drawTestPicture(on: surface)
    #expect(surface.pixelSize.width == 200 && surface.pixelSize.height == 120)
    #expect(try surface.pixel(x: 60, y: 40) == RGBA(red: 1, green: 0, blue: 0))
    let png = try surface.finish()
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  @Test func svgIsWellFormedAndDeterministic() throws {
    func render() throws -> [UInt8] {
      let surface = try Surface.svg(size: Size(width: 100, height: 60))
      try drawTestPicture(on: surface)
      return try surface.finish()
    }
    let first = try render()
    let second = try render()
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("<path"))
    let parser = XMLParser(data: Data(first))
    #expect(parser.parse(), "SVG must parse as XML: \(String(describing: parser.parserError))")
  }

  @Test func threePagePDFHasPinnedMetadataEmbeddedFontsAndText() throws {
    let dir = try temporaryDirectory()
    let path = dir.appendingPathComponent("three.pdf").path
    let surface = try Surface.pdf(size: Size(width: 300, height: 200), metadata: PDFMetadata(title: "Three pages"))
    let cr = try Context(surface)
    for page in 1...3 {
      if page == 3 { try surface.setPageSize(Size(width: 400, height: 200)) }
      cr.setSource(RGBA(red: 0, green: 0, blue: 0))
      let layout = try TextLayout("Spring page \(page)", font: Font(size: 18), in: cr)
      layout.draw(at: Point(x: 20, y: 20))
      cr.showPage()
    }
    try cr.check()
    try surface.write(to: path)

    let info = try run("pdfinfo", [path]).out
    #expect(info.contains("Pages:           3"))
    #expect(info.contains("CreationDate:") && info.contains("2000"))
    let fonts = try run("pdffonts", [path]).out.split(separator: "\n").dropFirst(2)
    #expect(!fonts.isEmpty)
    for line in fonts {
      let columns = line.split(separator: " ", omittingEmptySubsequences: true)
      #expect(columns.count >= 5 && columns[columns.count - 5] == "yes", "not embedded: \(line)")
    }
    let text = try run("pdftotext", [path, "-"]).out
    for page in 1...3 { #expect(text.contains("Spring page \(page)")) }
  }

  @Test func pdfBytesAreDeterministic() throws {
    func render() throws -> [UInt8] {
      let surface = try Surface.pdf(size: Size(width: 200, height: 100))
      let cr = try Context(surface)
      try TextLayout("Determinism", font: Font(size: 12), in: cr).draw(at: Point(x: 10, y: 10))
      try drawTestPicture(on: surface)
      return try surface.finish()
    }
    #expect(try render() == render())
  }
}
