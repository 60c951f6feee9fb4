import Foundation
import MotionSpecCharts
import Mustache
import ReportCache
import ReportModel

/// Renders a ``ReportDocument`` to one self-contained HTML page with Mustache templates.
///
/// Templates come from `Templates/` (bundled) or from a directory given with `--templates`, which
/// may override any file: `report.mustache`, `partials/*.mustache`, `report.css`, `report.js`
/// and `prose.json`. With the bundled page and partials, rows and cards are templated one by
/// one and kept in the cache (``Fragments``); a page with any of those overridden is templated
/// whole.
package struct HTMLRenderer {
  let library: MustacheLibrary
  /// The library the page is templated with once its rows and cards are (their partials stand
  /// for their HTML); `nil` when the page is templated whole.
  let pageLibrary: MustacheLibrary?
  /// What a row's or card's HTML depends on besides its table: the partials and motionspec's version.
  let fragmentSalt: String
  /// The names each pre-templated partial can look up.
  let fragmentNames: [Fragments.Kind: Set<String>?]
  let css: String
  let script: String

  /// Mustache's parser error in words.
  static func explain(_ error: any Error) -> String {
    switch error {
    case MustacheTemplate.Error.sectionCloseNameIncorrect:
      "a section is closed with another name than it was opened with"
    case MustacheTemplate.Error.unfinishedName: "a tag's name is not finished"
    case MustacheTemplate.Error.expectedSectionEnd: "a section is opened and never closed"
    case MustacheTemplate.Error.invalidSetDelimiter: "a set-delimiter tag is malformed"
    default: "the template ends inside a tag, or a tag is malformed (\(error))"
    }
  }

  /// The templates the pre-templated rows and cards depend on; overriding any of them templates
  /// the page whole.
  static let fragmentTemplates = ["report", "partials/token-row", "partials/token-card", "partials/chart"]

  package init(_ templates: TemplateFiles) throws(ReportError) {
    func library(standIns: Bool) throws(ReportError) -> MustacheLibrary {
      var library = MustacheLibrary()
      for (relative, text) in templates.files.sorted(by: { $0.key < $1.key }) where relative.hasSuffix(".mustache") {
        let name = String(relative.dropLast(".mustache".count))
        do {
          try library.register(
            standIns && Fragments.Kind(rawValue: name) != nil ? Fragments.Kind.standIn : text, named: name)
        } catch let error as MustacheTemplate.ParserError {
          let at = "\(templates.origin(relative)):\(error.context.lineNumber):\(error.context.columnNumber)"
          throw ReportError.invalidTemplate(at, HTMLRenderer.explain(error.error))
        } catch {
          throw ReportError.invalidTemplate(templates.origin(relative), "\(error)")
        }
      }
      return library
    }
    self.library = try library(standIns: false)
    guard self.library.getTemplate(named: "report") != nil else {
      throw ReportError.templateNotFound("report.mustache")
    }
    let own = HTMLRenderer.fragmentTemplates.allSatisfy { !templates.overridden.contains($0 + ".mustache") }
    pageLibrary = own ? try library(standIns: true) : nil
    let partials = Dictionary(
      uniqueKeysWithValues: templates.files.filter { $0.key.hasSuffix(".mustache") }.map {
        (String($0.key.dropLast(".mustache".count)), $0.value)
      })
    fragmentNames = Dictionary(
      uniqueKeysWithValues: Fragments.Kind.allCases.map {
        ($0, Fragments.names(in: partials[$0.rawValue] ?? "", partials: partials))
      })
    fragmentSalt =
      Version.cacheIdentity + "\n"
      + HTMLRenderer.fragmentTemplates.map { templates.files[$0 + ".mustache"] ?? "" }.joined(separator: "\u{0}")
    css = try templates.text("report.css")
    // The page's own copy of the command's model — MotionSpecCore compiled to WebAssembly,
    // gzipped, as text — and its loader, then the charts that draw what it answers: the
    // playground, the editor, the comparisons and the map read, measure, draw and spell every
    // motion through it.
    let core =
      HTMLRenderer.motionCoreModule + "\n" + (try templates.text("motion-core.js")) + "\n"
      + (try templates.text("motion-chart.js"))
    script = core + "\n" + (try templates.text("motion-editor.js")) + "\n" + (try templates.text("report.js"))
    // <motion-token>: the same model and charts, and the element, in one file with no
    // dependencies; the charts' colours for both schemes go into its shadow root's style.
    elementScript =
      "// motion-elements.js — <motion-token> for any page (\(Version.string)); reads motion-tokens.json beside it.\n"
      + core + "\n"
      + (try templates.text("motion-element.js")).replacingOccurrences(
        of: "${\"/*COLORS*/\"}",
        with:
          ":host { \(Theme.light.cssDeclarations) }\n@media (prefers-color-scheme: dark) { :host { \(Theme.dark.cssDeclarations) } }"
      )
  }

  /// The digits the page's model is written in: the 85 printable ASCII characters left when
  /// those that could end or escape a script or a string are taken out (`" & ' < > \\ ` $ /`).
  static let moduleDigits: [UInt8] = (0x21...0x7E).filter { !Array("\"&'<>\\`$/".utf8).contains($0) }

  /// The script line that carries the page's model: `var MOTION_CORE_MODULE = {digits, text}`,
  /// the gzipped module in base 85 — four bytes in five digits, most significant first, a last
  /// group of n bytes in n + 1 — a fifth smaller than base 64. `motion-core.js` reads it back.
  package static let motionCoreModule: String = {
    let bytes = TemplateFiles.motionCoreModule, digits = moduleDigits
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count / 4 * 5 + 5)
    var i = 0
    while i < bytes.count {
      let n = min(4, bytes.count - i)
      var value: UInt32 = 0
      for k in 0..<4 { value = value << 8 | UInt32(k < n ? bytes[i + k] : 0) }
      var group = [UInt8](repeating: 0, count: 5)
      for k in stride(from: 4, through: 0, by: -1) {
        group[k] = digits[Int(value % 85)]
        value /= 85
      }
      text += group[0...n]
      i += 4
    }
    return "var MOTION_CORE_MODULE = {digits: \"" + String(decoding: digits, as: UTF8.self) + "\", text: \""
      + String(decoding: text, as: UTF8.self) + "\"};"
  }()

  /// `motion-elements.js`: the model, its charts and the `<motion-token>` element, one module.
  package let elementScript: String

  /// `motion-tokens.json` as written: keys sorted (byte-identical from run to run), numbers a
  /// token does not have as `null`. Handed to `sink` a token at a time — the file is the
  /// encoder's whole-file output (a test holds the two equal), but a large catalogue's is never
  /// built as one tree (Foundation's encoder holds several copies of it).
  package static func writeTokensJSON(
    _ file: MotionTokensFile, to sink: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    func put(_ bytes: some Collection<UInt8>) throws {
      try Array(bytes).withUnsafeBytes { try sink($0) }
    }
    func encoded(_ value: some Encodable, what: String) throws(ReportError) -> Data {
      do { return try encoder.encode(value) } catch {
        throw ReportError.output("motion-tokens.json cannot be written (\(what)): \(error)")
      }
    }
    // `tokens` sorts last of the file's keys: the file without them, then each token indented
    // to its place in the array (two levels of two spaces), then the array's and file's ends.
    var head = file
    head.tokens = []
    let empty = String(decoding: try encoded(head, what: "the file"), as: UTF8.self)
    let opening = "\"tokens\" : [\n\n  ]\n}"
    guard empty.hasSuffix(opening) else {
      throw ReportError.output("motion-tokens.json cannot be written: the encoder's layout is not the one expected")
    }
    guard !file.tokens.isEmpty else { return try put((empty + "\n").utf8) }
    try put((empty.dropLast(opening.count) + "\"tokens\" : [\n").utf8)
    for (i, token) in file.tokens.enumerated() {
      let text = String(decoding: try encoded(token, what: "token \(token.id)"), as: UTF8.self)
      // The encoder leaves the blank line of an empty array unindented.
      var indented = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        .joined(separator: "\n")
      indented += i == file.tokens.count - 1 ? "\n" : ",\n"
      try put(indented.utf8)
    }
    try put("  ]\n}\n".utf8)
  }

  /// The CSS declaring the charts' colour variables for light, dark, `auto` and print.
  static let chartColors =
    ".theme-light, .theme-auto { \(Theme.light.cssDeclarations) }\n.theme-dark { \(Theme.dark.cssDeclarations) }\n"
    + "@media (prefers-color-scheme: dark) { .theme-auto { \(Theme.dark.cssDeclarations) } }\n"
    + "@media print { .theme-dark, .theme-auto { \(Theme.light.cssDeclarations) } }"

  /// Renders the page; `charts` holds each chart's inline SVG by identity. The generated SVG
  /// (megabytes for a large catalogue) goes through the template as short placeholders — HTML
  /// comments naming the chart, which escaped token text can never form — and so do the rows and
  /// cards: they are put in place as the page is written (``PageText``), so templating handles
  /// kilobytes, not megabytes. Rows and cards come from `cache` where it holds them
  /// (``Fragments``) and are templated on `workers` cores.
  /// `narrowCharts` holds the phone layouts' inline SVGs, shown on narrow screens instead.
  /// `keep`: whether this render's rows and cards are kept in `cache` (a page-only render leaves
  /// that to the full render after it).
  package func render(
    _ document: ReportDocument, charts: [ChartID: String], narrowCharts: [ChartID: String] = [:],
    cache: ChartCache? = nil, keep: Bool = true, workers: Int = 1
  ) throws(ReportError) -> PageText {
    var svgs: [String: String] = [:]
    let doc = HTMLRenderer.lookupTable(document) { chart in
      svgs["svg:" + chart.id.fileBase] = charts[chart.id] ?? ""
      return HTMLRenderer.placeholder(chart.id.fileBase)
    } narrow: { chart in
      // "narrow-" begins no chart's file base, so the two placeholders never meet.
      guard let svg = narrowCharts[chart.id] else { return nil }
      svgs["svg:narrow-" + chart.id.fileBase] = svg
      return HTMLRenderer.placeholder("narrow-" + chart.id.fileBase)
    }
    var page: [String: Any] = [
      "doc": doc, "css": css, "script": script, "chartColors": HTMLRenderer.chartColors,
      "pageData": try HTMLRenderer.scriptData(document.page),
      "themeClass": "theme-\(document.colorScheme)",
      "groupOptions": document.groups.map { ["key": $0.key, "title": $0.title] },
    ]
    // The names a row could read from outside itself in the page (``row(_:ticks:outside:)``).
    let rowOutside = Set((doc as? [String: Any])?.keys.filter { $0 != "rows" && $0 != "groups" } ?? [])
      .union(page.keys.filter { $0 != "doc" })
    var fragments: [String] = []
    if pageLibrary != nil {
      fragments = Fragments.fill(
        &page, library: library, salt: fragmentSalt, names: fragmentNames, cache: cache, keep: keep, workers: workers)
    }
    guard let html = (pageLibrary ?? library).render(page, withTemplate: "report") else {
      throw ReportError.templateNotFound("report.mustache")
    }
    return PageText(text: html, svgs: svgs, fragments: fragments, rowOutside: rowOutside)
  }

  /// The view model as nested dictionaries and arrays (``TemplateEncoder``), as the JSON model
  /// has it, plus what the page needs beyond the model: a chart held inline gets `svg` (the
  /// placeholder `chart` returns); a row gets `sparklineSVG`, `kindKey` (`spring` or `curve`) and
  /// its `numberCells` in place of its samples, sort keys and formatted numbers (``decorate(_:_:sparkline:)``).
  static func lookupTable(
    _ document: ReportDocument, chart: (ChartRef) -> String, narrow: (ChartRef) -> String? = { _ in nil }
  ) -> Any {
    withoutActuallyEscaping(chart) { chart in
      withoutActuallyEscaping(narrow) { narrow in table(document, chart: chart, narrow: narrow) }
    }
  }

  private static func table(
    _ document: ReportDocument, chart: @escaping (ChartRef) -> String, narrow: @escaping (ChartRef) -> String?
  ) -> Any {
    var sparklines: [String: String] = [:]  // a row is in the table and on its card
    let encoder = TemplateEncoder { value, table in
      if let ref = value as? ChartRef {
        if ref.image == nil {
          table["svg"] = chart(ref)
          if let narrow = narrow(ref) { table["narrowSVG"] = narrow }
        }
      } else if value is SequenceCard.Track {
        // The poster's curves, not the page's: the page shows the timeline chart.
        table["samples"] = nil
        table["joins"] = nil
      } else if let row = value as? TokenRow {
        decorate(row, &table) {
          sparklines[row.id]
            ?? {
              let svg = Sparkline.svg(row.samples, ticks: document.sparklineScale.ticks)
              sparklines[row.id] = svg
              return svg
            }()
        }
      }
    }
    // The page's data is embedded once as JSON (``scriptData(_:)``), not templated.
    guard var tree = encoder.tree(document) as? [String: Any] else { return encoder.tree(document) }
    tree["page"] = nil
    // The table's headings, from the one table of words every surface reads.
    tree["tableColumns"] = SpecWords.columns(showingCSSError: document.cssError.isColumn).map {
      column -> [String: Any] in
      var heading: [String: Any] = [
        "heading": column.heading(completionDistance: document.completionDistance), "numeric": column.isNumeric,
      ]
      if let symbols = column.symbols { heading["symbols"] = symbols }
      if let name = column.sortName {
        heading["sortName"] = name
        heading["sortType"] = column.isNumeric ? "number" : "text"
      }
      return heading
    }
    return tree
  }

  /// A row's table as the page's template reads it: `kindKey`, `sparklineSVG` and its numeric
  /// `numberCells` (label, text, sort value: the ``SortKeys`` value as text, empty where it has
  /// none), in place of its samples, sort keys and formatted numbers.
  private static func decorate(_ row: TokenRow, _ table: inout [String: Any], sparkline: () -> String) {
    table["samples"] = nil
    let sortKeys = table.removeValue(forKey: "sortKeys") as? [String: Any] ?? [:]
    // The row's numbers reach the page only as `numberCells` and the card's `numbers`, in the
    // words of ``SpecWords``.
    for key in [
      "duration", "durationNote", "springDuration", "bounce", "dampingFraction", "mass", "stiffness", "damping",
      "settlingSwiftUI", "settlingExact", "overshoot", "peakTime", "overshootSummary", "compose", "cssLinearError",
      "cssErrorColumn", "completion", "completionSummary", "reducedMotion",
    ] { table[key] = nil }
    table["kindKey"] = row.kind.key
    table["sparklineSVG"] = sparkline()
    // The numeric cells, in the table's order, with the words every surface gives them.
    table["numberCells"] = SpecWords.columns(showingCSSError: row.cssErrorColumn).filter(\.isNumeric).map {
      column -> [String: Any] in
      [
        "label": column.longTitle, "text": column.text(row),
        "sort": column.sortKey.flatMap { sortKeys[$0.stringValue] }.map { "\($0)" } ?? "",
      ]
    }
  }

  /// One row of the comparison table as the page has it, templated alone (its sparkline drawn on
  /// `ticks`); nil when the row's template reads any of the names `outside` — those the page
  /// around a row holds (``PageText/rowOutside``) — whose HTML then only the whole page gives.
  /// A name neither the row nor `outside` holds is empty in both.
  package func row(_ row: TokenRow, ticks: [Double], outside: Set<String>) -> String? {
    let encoder = TemplateEncoder { value, table in
      if let row = value as? TokenRow {
        HTMLRenderer.decorate(row, &table) { Sparkline.svg(row.samples, ticks: ticks) }
      }
    }
    guard let table = encoder.tree(row) as? [String: Any] else { return nil }
    let context = Stacked(layers: [table, Dictionary(uniqueKeysWithValues: outside.map { ($0, true as Any) })])
    let html = library.render(context, withTemplate: Fragments.Kind.row.rawValue)
    return context.readsOutside ? nil : html
  }

  /// `data` as JSON that can sit inside a `<script type="application/json">` element: every `<`,
  /// `>` and `&` written as a `\u` escape, so no token text can close the element or open a
  /// comment; keys sorted, so the page is byte-identical from run to run.
  /// A number JSON cannot hold (a spring that never settles has no end) is written as a string.
  static func scriptData(_ data: PageData) throws(ReportError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let json: Data
    do { json = try encoder.encode(data) } catch {
      throw ReportError.output("the page's data cannot be written: \(error)")
    }
    var out = ""
    out.reserveCapacity(json.count + 64)
    for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func placeholder(_ name: String) -> String { "<!--motionspec-svg:\(name)-->" }
}

/// The page as it is written: its templated text, in which short placeholders (HTML comments,
/// which escaped token text can never form) stand for each inline chart's SVG and, with the
/// bundled partials, for each row's and card's HTML. The pieces are put in place only as the page
/// is written (``write(_:)``), so a large catalogue's page — tens of megabytes — is never held
/// whole, nor twice while it is assembled.
package struct PageText: Sendable {
  /// The templated page, with placeholders.
  let text: String
  /// Each inline chart's SVG by its placeholder's name (`svg:FILEBASE`).
  let svgs: [String: String]
  /// The rows' and cards' HTML, by index (`html:N`); they hold chart placeholders themselves.
  let fragments: [String]
  /// The names a row's template could read from the page around it (its document's and the
  /// page's own): what ``HTMLRenderer/row(_:ticks:outside:)`` refuses to template alone.
  package let rowOutside: Set<String>

  static let marker = Array("<!--motionspec-".utf8)

  /// Hands the page to `sink` piece by piece, in order, with every placeholder replaced.
  package func write(_ sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    try emit(text, nested: false, sink)
  }

  /// The whole page as one string (for small pages and tests).
  package var html: String {
    var bytes: [UInt8] = []
    write { bytes.append(contentsOf: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func emit(_ text: String, nested: Bool, _ sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    var text = text
    text.makeContiguousUTF8()
    try text.utf8.withContiguousStorageIfAvailable { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      let marker = PageText.marker
      var from = 0
      var i = 0
      while i < bytes.count {
        guard bytes[i] == marker[0], i + marker.count < bytes.count,
          bytes[i..<(i + marker.count)].elementsEqual(marker)
        else {
          i += 1
          continue
        }
        // The name runs to the comment's end; a placeholder's name is letters, digits, hyphens and ':'.
        var j = i + marker.count
        while j + 2 < bytes.count, !(bytes[j] == 45 && bytes[j + 1] == 45 && bytes[j + 2] == 62), bytes[j] != 60,
          j - i < 512
        { j += 1 }
        guard j + 2 < bytes.count, bytes[j] == 45, bytes[j + 1] == 45, bytes[j + 2] == 62 else {
          i += 1
          continue
        }
        let name = String(decoding: bytes[(i + marker.count)..<j], as: UTF8.self)
        let piece: (String, Bool)?
        if let svg = svgs[name] {
          piece = (svg, false)
        } else if !nested, name.hasPrefix("html:"), let n = Int(name.dropFirst(5)), fragments.indices.contains(n) {
          piece = (fragments[n], true)
        } else {
          piece = nil
        }
        guard let (replacement, isFragment) = piece else {
          i += 1
          continue
        }
        if from < i { try sink(UnsafeRawBufferPointer(rebasing: raw[from..<i])) }
        if isFragment {
          try emit(replacement, nested: true, sink)
        } else {
          var svg = replacement
          svg.makeContiguousUTF8()
          try svg.utf8.withContiguousStorageIfAvailable { try sink(UnsafeRawBufferPointer($0)) }
        }
        i = j + 3
        from = i
      }
      if from < bytes.count { try sink(UnsafeRawBufferPointer(rebasing: raw[from..<bytes.count])) }
    }
  }
}
