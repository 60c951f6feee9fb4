import CCairo
import Cairo
import MotionSpecFiles
import Testing

@Suite struct ErrorTests {
  @Test func writingIntoAMissingDirectoryNamesThePath() throws {
    let surface = try Surface.image(size: Size(width: 4, height: 4))
    let path = "/nonexistent-motionspec-dir/out.png"
    let error = #expect(throws: FileWriteError.self) { try surface.write(to: path) }
    #expect(error?.path == path)
    #expect(error?.description.contains(path) == true)
  }

  @Test(arguments: [
    Size(width: 0, height: 10), Size(width: -5, height: 10), Size(width: .nan, height: 10),
    Size(width: 10, height: .infinity), Size(width: 100_000, height: 10),
  ])
  func invalidSurfaceSizesThrow(size: Size) {
    #expect(throws: CairoError.self) { try Surface.image(size: size) }
    #expect(throws: CairoError.self) { try Surface.svg(size: size) }
    #expect(throws: CairoError.self) { try Surface.pdf(size: size) }
  }

  @Test func theWrappersOwnRefusalsSayTheirCauseAndCarryNoCairoStatus() throws {
    let error = CairoError(.emptyDocument, "custom failure", path: "x.pdf")
    #expect(error.description == "x.pdf: custom failure")
    #expect(error.status == nil)
    let tooBig = #expect(throws: CairoError.self) { try Surface.image(size: Size(width: 40_000, height: 1)) }
    #expect(tooBig?.cause == .invalidArgument && tooBig?.status == nil)
    let pdf = try Surface.pdf(size: Size(width: 10, height: 10))
    let pixels = #expect(throws: CairoError.self) { try pdf.pixel(x: 0, y: 0) }
    #expect(pixels?.cause == .unsupported)
    let image = try Surface.image(size: Size(width: 1, height: 1))
    #expect(throws: CairoError.self) { try image.setPageSize(Size(width: 5, height: 5)) }
  }

  @Test func cairosOwnStatusIsKeptWithItsMessage() {
    let error = CairoError(status: CAIRO_STATUS_NO_MEMORY)
    #expect(error.cause == .cairo(CAIRO_STATUS_NO_MEMORY.rawValue) && error.status == CAIRO_STATUS_NO_MEMORY.rawValue)
    #expect(error.message == "out of memory")
  }
}
