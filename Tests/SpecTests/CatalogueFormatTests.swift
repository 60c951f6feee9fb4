import Foundation
import Testing

@testable import MotionSpecCatalogue

/// The format registry: one place says which files are read and by which reader.
@Suite struct CatalogueFormatTests {
  /// Every extension a format lists, and no other, is one the loader and the directory walk take.
  @Test func theLoaderTakesTheRegistrysExtensions() {
    #expect(CatalogueLoader.extensions == CatalogueFormats.extensions)
    for format in CatalogueFormats.all {
      for ext in format.extensions { #expect(CatalogueFormats.isCatalogueFile("tokens/motion.\(ext.uppercased())")) }
    }
    #expect(!CatalogueFormats.isCatalogueFile("README.md"))
    #expect(Set(CatalogueFormats.all.map(\.name)).count == CatalogueFormats.all.count)
  }

  /// A `.json` file is a Lottie animation when it is one, design tokens otherwise.
  @Test func aSharedExtensionIsSettledByContent() throws {
    let lottie = """
      {"v": "5.7.4", "fr": 60, "ip": 0, "op": 30, "w": 100, "h": 100, "layers": [{"ty": 4, "ks": {
        "o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.2], "y": [1]}}, {"t": 30, "s": [100]}]}
      }}]}
      """
    #expect(CatalogueFormats.format(for: (lottie, "anim.json"))?.name == LottieFormat().name)
    let tokens = #"{"motion": {"fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}}}}"#
    #expect(CatalogueFormats.format(for: (tokens, "tokens.json"))?.name == DesignTokensFormat().name)
    #expect(CatalogueFormats.format(for: (tokens, "tokens.json5"))?.name == DesignTokensFormat().name)
    #expect(CatalogueFormats.format(for: ("let x = 1", "motion.mts"))?.name == ScriptSourceFormat().name)
    #expect(CatalogueFormats.format(for: ("val x = 1", "build.gradle.kts"))?.name == KotlinSourceFormat().name)
    #expect(CatalogueFormats.format(for: ("x", "notes.txt")) == nil)
  }

  /// A file no format claims is refused by name, with every format the registry holds: never
  /// read by a guess.
  @Test func anUnknownFileIsRefusedWithEveryFormatNamed() {
    for file in ["motion.txt", "Motion", "motion.scss"] {
      let error = #expect(throws: CatalogueError.self) { try CatalogueLoader.parse("--fast: 100ms;", file: file) }
      let message = error?.diagnostics.first?.message ?? ""
      #expect(message.hasPrefix("motionspec reads no catalogue from"), "\(message)")
      for ext in CatalogueFormats.extensions { #expect(message.contains(".\(ext)"), "\(ext) missing from: \(message)") }
      #expect(error?.diagnostics.first?.location?.file == file)
    }
  }

  /// Suppression comments are read where the format says so (YAML, Swift) and nowhere else.
  @Test func suppressionCommentsFollowTheFormat() {
    #expect(CatalogueFormats.readsSuppressionComments(("a: .smooth", "m.yml")))
    #expect(CatalogueFormats.readsSuppressionComments(("let a = 1", "M.swift")))
    #expect(!CatalogueFormats.readsSuppressionComments(("{}", "m.json")))
    #expect(!CatalogueFormats.readsSuppressionComments(("val a = 1", "M.kt")))
  }

  /// Files of formats read one by one keep their own errors; files read together are one
  /// program. Mixed formats make one catalogue in the order the files were given.
  @Test func mixedFormatsMakeOneCatalogue() throws {
    let catalogue = try CatalogueLoader.parse([
      ("--motion-fast: 120ms;\n:root { --motion-ease: transform 200ms ease-out; }", "a.css"),
      ("tokens:\n  quick: .spring(duration: 0.3, bounce: 0)", "b.yaml"),
      ("enum Motion { static let heavy = Animation.spring(duration: 0.55, bounce: 0.18) }", "C.swift"),
    ])
    let files = Set(
      catalogue.tokens.compactMap { $0.location?.file } + catalogue.durations.compactMap { $0.location?.file })
    #expect(files == ["a.css", "b.yaml", "C.swift"])
  }

  /// The documentation's format table is the registry's: when a format changes, the message
  /// gives the table to paste into Catalogues.md.
  @Test func theDocumentationsTableIsTheRegistry() throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Documentation/motionspec.docc/Catalogues.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    #expect(text.contains(CatalogueFormats.table), "Catalogues.md's format table should be:\n\(CatalogueFormats.table)")
  }
}
