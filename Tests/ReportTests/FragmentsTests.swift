import Foundation
import MotionSpecFiles
import Mustache
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// Rows and cards templated one by one and kept in the cache give the page templated whole,
/// byte for byte; what a fragment depends on is exactly what its partial can read.
@Suite struct FragmentsTests {
  /// A catalogue with every kind of row and card: springs and curves, findings, deprecation,
  /// reduced motion, repeats, and text that must be escaped.
  static let yaml = """
    name: "Fragments <&> co"
    tokens:
      motion:
        standard: .smooth
        heavy:
          value: .spring(duration: 0.55, bounce: 0.18)
          description: "Sheets & <dialogs>, \\"quoted\\""
          reducedMotion: .easeInOut(duration: 0.2)
        wobble: .spring(duration: 0.3, bounce: 0.85).repeatForever(autoreverses: true)
        old:
          value: .bouncy
          deprecated: use motion.heavy
      easing:
        fade: .easeInOut(duration: 0.35)
        linear: .linear(duration: 0.2).delay(0.1)
    """

  /// Renders `yaml` into `dir/name`, with the cache in `dir/.cache` or the templates copied to
  /// a directory of their own (which templates the page whole).
  func render(_ yaml: String, _ dir: URL, _ name: String, wholePage: Bool = false) throws -> String {
    let catalogue = try YAMLReader.read(yaml, file: "fragments.yaml")
    var options = ReportOptions(cacheDirectory: wholePage ? nil : dir.appendingPathComponent(".cache").path)
    if wholePage {
      let copy = dir.appendingPathComponent("templates")
      if !FileManager.default.fileExists(atPath: copy.path) {
        try FileManager.default.copyItem(
          atPath: ReferenceOutputTests.root.appendingPathComponent("Templates").path, toPath: copy.path)
      }
      options.templatesDirectory = copy.path
    }
    _ = try MotionSpecWriter.write(
      catalogue, sourceText: yaml, to: dir.appendingPathComponent(name).path, options: options)
    return try String(contentsOf: dir.appendingPathComponent(name + "/index.html"), encoding: .utf8)
  }

  @Test func aPageOfFragmentsIsThePageTemplatedWhole() throws {
    let dir = try temporaryDirectory("fragments")
    let whole = try render(Self.yaml, dir, "whole", wholePage: true)
    #expect(whole.contains("Sheets &amp; &lt;dialogs&gt;"))
    #expect(try render(Self.yaml, dir, "first") == whole)
    let file = dir.appendingPathComponent(".cache/" + Fragments.file.name)
    #expect(FileManager.default.fileExists(atPath: file.path))
    #expect(try render(Self.yaml, dir, "second") == whole)
    // A damaged file is not used.
    var bytes = try Data(contentsOf: file)
    bytes[bytes.count / 2] ^= 0x20
    try bytes.write(to: file)
    #expect(try render(Self.yaml, dir, "third") == whole)
  }

  @Test func aForgedFragmentWithActiveContentIsNeverUsed() throws {
    let dir = try temporaryDirectory("fragments-forged")
    let clean = try render(Self.yaml, dir, "clean")
    let cache = try #require(ChartCache(directory: dir.appendingPathComponent(".cache").path))
    let kept = Fragments.load(from: cache)
    #expect(kept.count > 10)
    // Every fragment carries a script, in a file sealed with another key (someone who can write
    // the cache, a restored CI cache: not this user), and in one with a plain checksum.
    Fragments.store(kept.mapValues { $0 + "<script>alert(1)</script>" }, replacing: [:], in: cache)
    let path = dir.appendingPathComponent(".cache/" + Fragments.file.name)
    let mine = try #require(CacheKey.load())
    let payload = try #require(Fragments.file.unwrap(Array(try Data(contentsOf: path)), key: mine))
    for bytes in [
      try #require(Fragments.file.wrap(Array(payload), key: [UInt8](repeating: 7, count: 32))),
      Fragments.file.wrap(Array(payload)),
    ] {
      try Data(bytes).write(to: path)
      let forged = try render(Self.yaml, dir, "forged")
      #expect(!forged.contains("alert(1)"))
      #expect(forged == clean)
    }
  }

  @Test func changingOneTokensDescriptionTemplatesOnlyItsCard() throws {
    let dir = try temporaryDirectory("fragments-one")
    _ = try render(Self.yaml, dir, "a")
    let cache = try #require(ChartCache(directory: dir.appendingPathComponent(".cache").path))
    let before = Set(Fragments.load(from: cache).keys)
    _ = try render(Self.yaml.replacingOccurrences(of: "Sheets &", with: "Sheets and"), dir, "b")
    let after = Set(Fragments.load(from: cache).keys)
    #expect(before.count == after.count)
    // Heavy's card: its row in the table does not show the description, so it is kept.
    #expect(after.subtracting(before).count == 1)
  }

  @Test func aFragmentDependsOnWhatItsPartialCanRead() throws {
    let templates = try TemplateFiles(overrides: nil)
    let partials = Dictionary(
      uniqueKeysWithValues: templates.files.filter { $0.key.hasSuffix(".mustache") }.map {
        (String($0.key.dropLast(9)), $0.value)
      })
    let card = try #require(Fragments.names(in: partials["partials/token-card"]!, partials: partials))
    let row = try #require(Fragments.names(in: partials["partials/token-row"]!, partials: partials))
    // The card reads its chart through the chart partial; only the row draws a sparkline.
    for name in ["row", "name", "chart", "svg", "playback", "lanes", "alt", "findings", "platforms"] {
      #expect(card.contains(name), "\(name)")
    }
    #expect(!card.contains("sparklineSVG") && row.contains("sparklineSVG") && row.contains("numberCells"))
    // Changed delimiters: every name counts. A partial that includes itself ends.
    #expect(Fragments.names(in: "{{=<% %>=}}<% name %>", partials: [:]) == nil)
    #expect(Fragments.names(in: "{{a}}{{> loop}}", partials: ["loop": "{{b.c}}{{> loop}}"]) == ["a", "b", "c"])
  }

  @Test func aFragmentThatReadsOutsideItselfIsTemplatedEveryTime() throws {
    var library = MustacheLibrary()
    try library.register("<i>{{name}}</i>{{catalogueName}}", named: "partials/token-row")
    let inside = Fragments.Job(
      kind: .row, table: ["name": "a", "catalogueName": "Own"], parents: [["catalogueName": "Outer"]])
    let outside = Fragments.Job(kind: .row, table: ["name": "b"], parents: [["catalogueName": "Outer"]])
    let (html, keep) = Fragments.render(
      [inside, outside], library: library, salt: "", names: [:], known: [:], workers: 2)
    #expect(html == ["<i>a</i>Own", "<i>b</i>Outer"])
    #expect(Array(keep.values) == ["<i>a</i>Own"])
  }
}

/// The binary embeds every template (an installed motionspec has no resource bundle): each file
/// of `Templates/` is embedded, byte for byte, and nothing else is.
@Suite struct EmbeddedTemplatesTests {
  @Test func everyTemplateFileIsEmbeddedUnchanged() throws {
    let directory = ReferenceOutputTests.root.appendingPathComponent("Templates").path
    let walker = try #require(FileManager.default.enumerator(atPath: directory))
    var onDisk: [String: String] = [:]
    for case let relative as String in walker {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: directory + "/" + relative, isDirectory: &isDirectory)
      if relative == "motion-core.wasm.gz" {
        // The page's model, bytes rather than text.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + relative))
        #expect([UInt8](bytes) == TemplateFiles.motionCoreModule, "motion-core.wasm.gz differs from its embedded copy")
      } else if !isDirectory.boolValue {
        onDisk[relative] = try String(contentsOfFile: directory + "/" + relative, encoding: .utf8)
      }
    }
    #expect(onDisk.count >= 8)
    #expect(
      Set(onDisk.keys) == Set(TemplateFiles.bundled.keys),
      "add a new template to Package.swift and TemplateFiles.bundled")
    for (name, text) in onDisk {
      #expect(TemplateFiles.bundled[name] == text, "\(name) differs from its embedded copy")
    }
  }
}
