import Testing

@testable import Cairo

@Suite struct TextTests {
  @Test(arguments: [8.0, 12.0, 24.0])
  func extentsArePositive(size: Double) throws {
    let cr = try Context(Surface.image(size: Size(width: 10, height: 10)))
    let e = try TextLayout("Animate with springs", font: Font(size: size), in: cr).extents
    #expect(e.width > 0 && e.height > 0 && e.baseline > 0 && e.baseline < e.height)
  }

  @Test func extentsGrowWithFontSize() throws {
    let cr = try Context(Surface.image(size: Size(width: 10, height: 10)))
    let small = try TextLayout("Bounce 0.3", font: Font(size: 10), in: cr).extents
    let large = try TextLayout("Bounce 0.3", font: Font(size: 20), in: cr).extents
    #expect(large.width > small.width * 1.8 && large.height > small.height * 1.8)
  }

  @Test func measuresTheSameOnEverySurface() throws {
    let font = Font(size: 11)
    let widths = try [
      Surface.image(size: Size(width: 10, height: 10), scale: 2), Surface.svg(size: Size(width: 10, height: 10)),
      Surface.pdf(size: Size(width: 10, height: 10)),
    ].map { try TextLayout("Settling duration 0.88 s", font: font, in: Context($0)).extents.width }
    #expect(widths.allSatisfy { abs($0 - widths[0]) < 1e-9 })
  }

  @Test func ellipsizesToTheGivenWidth() throws {
    let cr = try Context(Surface.image(size: Size(width: 10, height: 10)))
    let layout = try TextLayout(
      "A very long token description that cannot fit", font: Font(size: 12), in: cr, width: 80, ellipsize: true)
    #expect(layout.isEllipsized)
    #expect(layout.extents.width <= 80.5)
  }

  @Test func aContextLaysEachTextOutOnceAndKeepsABoundedNumber() throws {
    let context = try Context(Surface.pdf(size: Size(width: 100, height: 100)))
    let font = Font(family: "DejaVu Sans", size: 10)
    let first = try context.layout("0.5 s", font: font)
    #expect(try context.layout("0.5 s", font: font).pointer == first.pointer)
    #expect(try context.layout("0.5 s", font: Font(family: "DejaVu Sans", size: 11)).pointer != first.pointer)
    #expect(first.extents.width > 0)
    for i in 0..<Context.keptLayouts { _ = try context.layout("\(i)", font: font) }
    // Past the bound the kept layouts were let go: the text is laid out anew, to the same size.
    let again = try context.layout("0.5 s", font: font)
    #expect(again.pointer != first.pointer && again.extents == first.extents)
  }

  @Test func keptLayoutsDoNotKeepTheirContextAlive() throws {
    weak var gone: Context?
    do {
      let context = try Context(Surface.image(size: Size(width: 10, height: 10)))
      _ = try context.layout("kept", font: Font(family: "DejaVu Sans", size: 10))
      gone = context
    }
    #expect(gone == nil)
  }
}
