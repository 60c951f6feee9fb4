import Cairo
import Foundation
import Testing

@Suite struct PNGTests {
  /// Draws an opaque or translucent picture, encodes it, decodes it with cairo and compares.
  @Test(arguments: [true, false])
  func encodedPNGDecodesToTheSamePixels(opaque: Bool) throws {
    let surface = try Surface.image(size: Size(width: 67, height: 41), scale: 1)
    let cr = try Context(surface)
    if opaque {
      cr.setSource(RGBA(red: 1, green: 1, blue: 1))
      cr.paint()
    }
    cr.setSource(RGBA(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6))
    cr.arc(center: Point(x: 30, y: 20), radius: 15, from: 0, to: 2 * Double.pi)
    cr.fill()
    cr.setSource(RGBA(red: 0.9, green: 0.3, blue: 0.1))
    cr.lineWidth = 3
    cr.move(to: Point(x: 2, y: 38))
    cr.line(to: Point(x: 65, y: 3))
    cr.stroke()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString).png").path
    try surface.write(to: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let decoded = try Surface.image(pngAt: path)
    #expect(decoded.pixelSize.width == 67 && decoded.pixelSize.height == 41)
    for y in stride(from: 0, to: 41, by: 3) {
      for x in stride(from: 0, to: 67, by: 3) {
        let a = try surface.pixel(x: x, y: y), b = try decoded.pixel(x: x, y: y)
        // Straight alpha round-trips through 8-bit premultiplied storage within one step.
        #expect(abs(a.alpha - b.alpha) < 0.5 / 255 + 1e-9)
        if a.alpha > 0.2 {
          for (u, v) in [(a.red, b.red), (a.green, b.green), (a.blue, b.blue)] {
            #expect(abs(u - v) <= 2.0 / 255 / a.alpha + 1e-9)
          }
        }
      }
    }
  }

  @Test func samePixelsGiveTheSameBytes() throws {
    func encode() throws -> [UInt8] {
      let s = try Surface.image(size: Size(width: 20, height: 10))
      let cr = try Context(s)
      cr.setSource(RGBA(red: 0.1, green: 0.2, blue: 0.3))
      cr.paint()
      return try s.finish()
    }
    #expect(try encode() == encode())
  }
}
