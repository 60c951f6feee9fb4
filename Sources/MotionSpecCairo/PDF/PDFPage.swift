import Cairo
import MotionSpecCharts

/// One page drawn as a PDF document of its own — by cairo, in PDF 1.4, without destinations or
/// links — the unit ``PDFWriter`` assembles documents from. A page depends only on its scene, so
/// pages can be drawn on several threads at once, and a page that did not change can be kept and
/// used again (a cache stores ``bytes``).
public struct PDFPage: Hashable, Sendable {
  /// The one-page document.
  public let bytes: [UInt8]

  /// A page from bytes drawn earlier (checked when it is added to a document).
  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// Draws `scene` as a one-page document in `theme`; its navigation is left to the
  /// ``PDFWriter`` the page is added to. Threads that draw at once each pass their own `fontMap`.
  public static func draw(_ scene: Scene, theme: Theme, fontMap: FontMap? = nil) throws(CairoError) -> PDFPage {
    let surface = try Surface.pdf(size: scene.size.cairo, plain: true)
    try SceneRenderer.draw(scene, theme: theme, on: Context(surface, fontMap: fontMap))
    return PDFPage(bytes: try surface.finish())
  }

  /// A page that draws every character of the Windows Latin (WinAnsi) set in each of `fonts`, each
  /// on its own (no neighbour can change its glyph), so that its font subsets hold every glyph a
  /// page can draw in that encoding: the fonts a document's pages share.
  static func fontSample(_ fonts: [FontSpec], fontMap: FontMap?) throws(CairoError) -> PDFPage {
    let characters =
      (0x21...0x7E).map { Character(UnicodeScalar($0)!) } + Array("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ")
      + (0xA1...0xFF).map { Character(UnicodeScalar($0)!) }
    var scene = Scene(
      size: Size(width: 40 * 12 + 20, height: 20 + Double(fonts.count * (characters.count / 40 + 2)) * 14))
    var y = 10.0
    for font in fonts {
      // A space alone draws no glyph: it comes between two letters already drawn on their own.
      for (i, text) in (characters.map { String($0) } + ["x x"]).enumerated() {
        if i > 0 && i % 40 == 0 { y += 14 }
        scene.append(
          "sample",
          .text(
            text, at: Point(x: 10 + Double(i % 40) * 12, y: y), anchor: TextAnchor(.leading, .top),
            font: FontSpec(family: font.family, size: 9, weight: font.weight), color: .text, angle: 0))
      }
      y += 14
    }
    return try draw(scene, theme: .light, fontMap: fontMap)
  }
}
