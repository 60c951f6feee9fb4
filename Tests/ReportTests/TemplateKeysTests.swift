import Foundation
import MotionSpecCharts
import Testing

@testable import MotionSpecCatalogue
@testable import MotionSpecExport
@testable import Report
@testable import ReportHTML
@testable import ReportModel

/// The templates read only names the model has, and the model carries no name a template never
/// reads: every `{{name}}`, section and inverted section of Templates/*.mustache is checked
/// against the names of the template context (the render model's fields, found by reflection
/// over documents of catalogues that use every feature, plus the few the renderer adds).
@Suite struct TemplateKeysTests {
  static let templates = ReferenceOutputTests.root.appendingPathComponent("Templates")

  /// The names a Mustache template reads (dotted names split; `.`, partials and comments aside).
  static func names(in template: String) -> Set<String> {
    var out: Set<String> = []
    var rest = template[...]
    while let open = rest.range(of: "{{") {
      rest = rest[open.upperBound...]
      guard let close = rest.range(of: "}}") else { break }
      var tag = rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
      rest = rest[close.upperBound...]
      if tag.hasPrefix("{") { tag = String(tag.dropFirst()) }
      if rest.hasPrefix("}") { rest = rest.dropFirst() }
      guard let first = tag.first else { continue }
      if first == "!" || first == ">" || first == "/" || first == "=" { continue }
      if "#^&".contains(first) { tag = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces) }
      if tag == "." { continue }
      for part in tag.split(separator: ".") { out.insert(String(part)) }
    }
    return out
  }

  /// Every stored property name of `value` and of the values inside it (arrays, optionals,
  /// dictionaries), by reflection: an optional that is nil still names its field.
  static func fields(of value: Any, into out: inout Set<String>) {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      if let child = mirror.children.first { fields(of: child.value, into: &out) }
      return
    }
    for child in mirror.children {
      if mirror.displayStyle == .struct || mirror.displayStyle == .class, let label = child.label {
        out.insert(label)
      }
      if mirror.displayStyle == .dictionary, let pair = Array(Mirror(reflecting: child.value).children).last {
        fields(of: pair.value, into: &out)
        continue
      }
      fields(of: child.value, into: &out)
    }
  }

  static let catalogue = """
    name: Every feature
    tokens:
      motion:
        heavy:
          value: .spring(duration: 0.55, bounce: 0.18)
          description: Heavy elements.
          reducedMotion: easing.fade
        quick: .snappy.delay(0.1)
        old:
          value: .bouncy
          deprecated: use heavy
        web: 0.5s linear(0, 0.36 12%, 0.97 25%, 1.13 33%, 1.09 45%, 0.99 60%, 1)
      easing:
        fade: .linear(duration: 0.2)
        pulse: .easeInOut.repeatForever(autoreverses: true)
    """

  /// A DTCG file for what YAML does not write: durations, an instant and an alias.
  static let dtcg = """
    {"motion": {
      "fast": {"$type": "duration", "$value": {"value": 150, "unit": "ms"}},
      "none": {"$type": "duration", "$value": {"value": 0, "unit": "ms"}},
      "enter": {"$type": "transition", "$value": {"duration": "{motion.fast}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.2, 0, 0, 1]}},
      "same": {"$value": "{motion.enter}"}
    }}
    """

  @Test func templatesReadOnlyTheModelsNamesAndTheModelHasNoUnreadName() throws {
    var read: Set<String> = []
    let files =
      try FileManager.default.contentsOfDirectory(atPath: Self.templates.path).map { "Templates/" + $0 }
      + FileManager.default.contentsOfDirectory(atPath: Self.templates.appendingPathComponent("partials").path).map {
        "Templates/partials/" + $0
      }
    for file in files where file.hasSuffix(".mustache") {
      read.formUnion(
        Self.names(
          in: try String(contentsOf: ReferenceOutputTests.root.appendingPathComponent(file), encoding: .utf8)))
    }
    var model: Set<String> = []
    var context: Set<String> = []
    let builtIn = try BuiltInCatalogue.text()
    // Past ReportOptions.inlineTokenLimit the cards' charts are images (their files and sizes).
    let large =
      "name: Large\ntokens:\n  motion:\n"
      + (0...ReportOptions.inlineTokenLimit).map { "    t\($0): .spring(duration: 0.5, bounce: 0.\($0 % 9))\n" }
      .joined()
    for (yaml, file) in [
      (Self.catalogue, "keys.yaml"), (RenderModelTests.yaml, "snapshot.yaml"), (Self.dtcg, "keys.tokens.json"),
      (builtIn, "motion-tokens.yaml"), (large, "large.yaml"),
    ] {
      let catalogue = try CatalogueLoader.parse(yaml, file: file)
      let plan = ChartPlan(
        catalogue: catalogue, options: ReportOptions(), prose: try Prose(TemplateFiles(overrides: nil)))
      // Every chart with a time plot (in both layouts), so the playback fields are there too.
      let jobs = try plan.jobs()
      let plot = PlotArea(
        rect: MotionSpecCharts.Rect(x: 40, y: 40, width: 300, height: 100), xDomain: 0...1, yDomain: 0...1,
        xIsTime: true)
      let plots = Dictionary(jobs.map { ($0.id, [plot]) }, uniquingKeysWith: { a, _ in a })
      let document = DocumentBuilder(plan: plan, sourceText: yaml, exporter: Exporter(catalogue: catalogue)).document(
        charts: jobs, plots: plots, narrowPlots: plots, findings: Lint.check(catalogue))
      Self.fields(of: document, into: &model)
      if let tree = HTMLRenderer.lookupTable(document, chart: { _ in "" }, narrow: { _ in "" }) as? [String: Any] {
        Self.keys(of: tree, into: &context)
      }
    }
    // What the renderer adds around the document (HTMLRenderer.render, Fragments).
    model.formUnion(["doc", "css", "script", "chartColors", "pageData", "themeClass", "groupOptions", "key", "title"])
    model.formUnion(context)
    let unknown = read.subtracting(model).sorted()
    #expect(unknown.isEmpty, "the templates read names the model does not have: \(unknown)")
    // Fields of the document other views read: the page's theme class is made from colorScheme,
    // the PDF reads paper, the JSON model schemaVersion, the DocC catalog a group's slug, and the
    // sparklines (drawn by the renderer, and on the poster) the time scale's ticks.
    // A card number's short label is print's.
    let otherViews: Set<String> = ["colorScheme", "paper", "schemaVersion", "slug", "ticks", "shortLabel"]
    let unread = context.subtracting(read).subtracting(otherViews).sorted()
    #expect(unread.isEmpty, "the template context has names no template reads: \(unread)")
    #expect(otherViews.isSubset(of: context) && read.count > 100)
  }

  static func keys(of tree: Any, into out: inout Set<String>) {
    if let table = tree as? [String: Any] {
      for (k, v) in table {
        out.insert(k)
        keys(of: v, into: &out)
      }
    } else if let list = tree as? [Any] {
      for v in list { keys(of: v, into: &out) }
    }
  }
}
