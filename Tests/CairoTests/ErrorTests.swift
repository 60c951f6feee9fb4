import Cairo
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

  @Test func unknownStatusCodesStillDescribeThemselves() {
    let error = CairoError(message: "custom failure", path: "x.pdf")
    #expect(error.description == "x.pdf: custom failure")
  }
}
