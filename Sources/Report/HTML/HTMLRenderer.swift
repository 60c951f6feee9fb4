import Charts
import Foundation
import Mustache

/// Why the report could not be produced.
public enum ReportError: Error, Equatable, CustomStringConvertible {
  case templateNotFound(String)
  case invalidTemplate(String, String)
  case output(String)
  /// A chart the report plans could not be drawn.
  case chart(String)
  /// The output path is not one motionspec may write to (nothing was written or deleted).
  case refused(String)

  public var description: String {
    switch self {
    case .chart(let why): "a chart of the report cannot be drawn: \(why)"
    case .refused(let why): why
    case .templateNotFound(let name): "template '\(name)' not found"
    case .invalidTemplate(let name, let why): "template '\(name)' is invalid: \(why)"
    case .output(let why): why
    }
  }
}

/// Renders a ``ReportDocument`` to one self-contained HTML page with Mustache templates.
///
/// Templates come from `Templates/` (bundled) or from a directory given with `--templates`, which
/// may override any file: `report.mustache`, `partials/*.mustache`, `report.css`, `report.js`
/// and `prose.json`.
struct HTMLRenderer {
  let library: MustacheLibrary
  let css: String
  let script: String

  init(_ templates: TemplateFiles) throws(ReportError) {
    var library = MustacheLibrary()
    for (relative, text) in templates.files.sorted(by: { $0.key < $1.key }) where relative.hasSuffix(".mustache") {
      do {
        try library.register(text, named: String(relative.dropLast(".mustache".count)))
      } catch {
        throw ReportError.invalidTemplate(relative, "\(error)")
      }
    }
    guard library.getTemplate(named: "report") != nil else { throw ReportError.templateNotFound("report.mustache") }
    self.library = library
    css = try templates.text("report.css")
    script = try templates.text("report.js")
  }

  /// The CSS declaring the charts' colour variables for light, dark, `auto` and print.
  static let chartColors =
    ".theme-light, .theme-auto { \(Theme.light.cssDeclarations) }\n.theme-dark { \(Theme.dark.cssDeclarations) }\n"
    + "@media (prefers-color-scheme: dark) { .theme-auto { \(Theme.dark.cssDeclarations) } }\n"
    + "@media print { .theme-dark, .theme-auto { \(Theme.light.cssDeclarations) } }"

  /// Renders the page; `charts` holds each chart's inline SVG by identity. The generated SVG
  /// (megabytes for a large catalogue) goes through the template as short placeholders — HTML
  /// comments, which escaped token text can never form — and is spliced in afterwards in one
  /// pass, so templating handles kilobytes, not megabytes.
  func render(_ document: ReportDocument, charts: [ChartID: String]) throws(ReportError) -> String {
    var svgs: [String] = []
    let context = HTMLRenderer.lookupTable(document) { chart in
      svgs.append(charts[chart.id] ?? "")
      return HTMLRenderer.placeholder(svgs.count - 1)
    }
    let page: [String: Any] = [
      "doc": context, "css": css, "script": script, "chartColors": HTMLRenderer.chartColors,
      "themeClass": "theme-\(document.colorScheme)",
      "groupOptions": document.groups.map { ["key": $0.key, "title": $0.title] },
    ]
    guard let html = library.render(page, withTemplate: "report") else {
      throw ReportError.templateNotFound("report.mustache")
    }
    return HTMLRenderer.splice(html, svgs)
  }

  /// The view model as nested dictionaries and arrays (``TemplateEncoder``), as the JSON model
  /// has it, plus what the page needs beyond the model: a chart held inline gets `svg` (the
  /// placeholder `chart` returns) and every chart `fileBase`; a row gets `sparklineSVG`,
  /// `kindKey` (`spring` or `curve`) and `sort_<key>` for each of its ``SortKeys`` as text (empty
  /// where it has none), while its samples and sort keys themselves are left out.
  static func lookupTable(_ document: ReportDocument, chart: (ChartRef) -> String) -> Any {
    withoutActuallyEscaping(chart) { chart in table(document, chart: chart) }
  }

  private static func table(_ document: ReportDocument, chart: @escaping (ChartRef) -> String) -> Any {
    var sparklines: [String: String] = [:]  // a row is in the table and on its card
    let encoder = TemplateEncoder { value, table in
      if let ref = value as? ChartRef {
        if ref.image == nil { table["svg"] = chart(ref) }
        table["fileBase"] = ref.id.fileBase
      } else if let row = value as? TokenRow {
        table["samples"] = nil
        let sortKeys = table.removeValue(forKey: "sortKeys") as? [String: Any] ?? [:]
        for key in SortKeys.CodingKeys.allCases { table["sort_" + key.stringValue] = sortKeys[key.stringValue].map { "\($0)" } ?? "" }
        table["kindKey"] = row.kind == "spring" ? "spring" : "curve"
        table["sparklineSVG"] = sparklines[row.id] ?? {
          let svg = Sparkline.svg(row.samples)
          sparklines[row.id] = svg
          return svg
        }()
      }
    }
    return encoder.tree(document)
  }

  static func placeholder(_ i: Int) -> String { "<!--motionspec-svg:\(i)-->" }

  /// Replaces every placeholder in `html` by its SVG.
  static func splice(_ html: String, _ svgs: [String]) -> String {
    guard !svgs.isEmpty else { return html }
    let marker = Array("<!--motionspec-svg:".utf8)
    let bytes = Array(html.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + svgs.reduce(0) { $0 + $1.utf8.count })
    var i = 0
    while i < bytes.count {
      if bytes[i] == marker[0], i + marker.count < bytes.count, Array(bytes[i..<(i + marker.count)]) == marker {
        var j = i + marker.count, n = 0
        while j < bytes.count, bytes[j] >= 48, bytes[j] <= 57 {
          n = n * 10 + Int(bytes[j] - 48)
          j += 1
        }
        if j + 2 < bytes.count, bytes[j] == 45, bytes[j + 1] == 45, bytes[j + 2] == 62, n < svgs.count {
          out += svgs[n].utf8
          i = j + 3
          continue
        }
      }
      out.append(bytes[i])
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }
}
