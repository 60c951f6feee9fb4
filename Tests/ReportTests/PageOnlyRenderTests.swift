import Foundation
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportModel

/// `serve`'s page-only render (``ReportOptions/Printed/carriedOver``): the page and its charts are
/// the new catalogue's; the PDF, export/, the element and its tokens stay the previous render's
/// files until the full render after it; a first page-only render writes all but the PDF.
@Suite struct PageOnlyRenderTests {
  static func catalogue(_ duration: String) throws -> (Catalogue, String) {
    let text = "tokens:\n  sheet: .spring(duration: \(duration), bounce: 0.18)\n  fade: .easeInOut(duration: 0.3)\n"
    return (try CatalogueLoader.parse(text, file: "c.yaml"), text)
  }

  @Test func thePageIsNewAndTheFilesBesideItAreThePreviousRenders() throws {
    let root = try temporaryDirectory("page-only")
    defer { try? FileManager.default.removeItem(at: root) }
    let dir = root.appendingPathComponent("spec")
    var pageOnly = ReportOptions()
    pageOnly.printed = .carriedOver
    let beside = ["motion-elements.js", "motion-tokens.json"]
    func contents(_ name: String) throws -> Data { try Data(contentsOf: dir.appendingPathComponent(name)) }

    // First, page only: no PDF yet, the files beside the page written.
    let (first, firstText) = try Self.catalogue("0.55")
    _ = try MotionSpecWriter.write(first, sourceText: firstText, to: dir.path, options: pageOnly)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("motion-spec.pdf").path))
    for name in beside { #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path)) }

    // A full render, then a page-only render of an edit.
    _ = try MotionSpecWriter.write(first, sourceText: firstText, to: dir.path)
    let full = try (["motion-spec.pdf"] + beside).map(contents)
    // The group's overlay draws both tokens, and has a PNG beside its SVG.
    let overlay = "charts/group-tokens.svg", overlayPNG = "charts/group-tokens@2x.png"
    let (svgBefore, pngBefore) = (try contents(overlay), try contents(overlayPNG))
    let (second, secondText) = try Self.catalogue("0.61")
    _ = try MotionSpecWriter.write(second, sourceText: secondText, to: dir.path, options: pageOnly)
    #expect(try (["motion-spec.pdf"] + beside).map(contents) == full)
    let page = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("spring(duration: 0.61, bounce: 0.18)"))
    #expect(!page.contains("spring(duration: 0.55, bounce: 0.18)"))
    let tokens = String(decoding: try contents("motion-tokens.json"), as: UTF8.self)
    #expect(tokens.contains("0.55") && !tokens.contains("0.61"))
    // The overlay's SVG is the edit's; its PNG, a raster, waits for the full render.
    #expect(try contents(overlay) != svgBefore)
    #expect(try contents(overlayPNG) == pngBefore)

    // The full render after it replaces them.
    _ = try MotionSpecWriter.write(second, sourceText: secondText, to: dir.path)
    let after = String(decoding: try contents("motion-tokens.json"), as: UTF8.self)
    #expect(after.contains("0.61") && !after.contains("0.55"))
    #expect(try contents("motion-spec.pdf") != full[0])
    #expect(try contents(overlayPNG) != pngBefore)
  }
}
