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
/// may override any file: `report.mustache`, `partials/*.mustache` and `report.css`.
struct HTMLRenderer {
  let library: MustacheLibrary
  let css: String

  /// The bundled templates directory.
  static var bundledDirectory: String? {
    Bundle.module.url(forResource: "Templates", withExtension: nil)?.path
  }

  init(overrides: String?) throws {
    guard let bundled = HTMLRenderer.bundledDirectory else { throw ReportError.templateNotFound("Templates (bundled resources are missing)") }
    var files: [String: String] = [:]
    for directory in [bundled] + (overrides.map { [$0] } ?? []) {
      guard let walker = FileManager.default.enumerator(atPath: directory) else {
        throw ReportError.output("templates directory \(directory) cannot be read")
      }
      for case let relative as String in walker where relative.hasSuffix(".mustache") || relative.hasSuffix(".css") {
        files[relative] = try String(contentsOfFile: directory + "/" + relative, encoding: .utf8)
      }
    }
    var library = MustacheLibrary()
    for (relative, text) in files.sorted(by: { $0.key < $1.key }) where relative.hasSuffix(".mustache") {
      do {
        try library.register(text, named: String(relative.dropLast(".mustache".count)))
      } catch {
        throw ReportError.invalidTemplate(relative, "\(error)")
      }
    }
    guard let css = files["report.css"] else { throw ReportError.templateNotFound("report.css") }
    self.library = library
    self.css = css
  }

  /// The page's context: the document, and the stylesheet to inline.
  struct Page {
    let doc: ReportDocument
    let css: String
  }

  /// Renders the page. The generated SVG (megabytes for a large catalogue) goes through the
  /// template as short placeholders — HTML comments, which escaped token text can never form —
  /// and is spliced in afterwards in one pass, so templating handles kilobytes, not megabytes.
  func render(_ document: ReportDocument) throws -> String {
    guard library.getTemplate(named: "report") != nil else { throw ReportError.templateNotFound("report.mustache") }
    var svgs: [String] = []
    func hold(_ svg: String) -> String {
      svgs.append(svg)
      return HTMLRenderer.placeholder(svgs.count - 1)
    }
    var doc = document
    func stub(_ chart: inout ChartRef) { chart.svg = hold(chart.svg) }
    for i in doc.explainers.indices { stub(&doc.explainers[i].chart) }
    for g in doc.groups.indices {
      if doc.groups[g].overview != nil { stub(&doc.groups[g].overview!) }
      for c in doc.groups[g].cards.indices {
        stub(&doc.groups[g].cards[c].chart)
        if doc.groups[g].cards[c].decomposition != nil { stub(&doc.groups[g].cards[c].decomposition!) }
      }
    }
    let context = HTMLRenderer.lookupTable(Page(doc: doc, css: css))
    guard let html = library.render(context, withTemplate: "report") else {
      throw ReportError.templateNotFound("report.mustache")
    }
    return HTMLRenderer.splice(html, svgs)
  }

  /// The view model as nested dictionaries and arrays: one reflection pass per object here,
  /// instead of one per `{{key}}` in the template (Mustache reads dictionaries by key directly).
  /// Absent optionals are left out, which templates read as false.
  static func lookupTable(_ value: Any) -> Any {
    switch value {
    case is String, is Int, is Bool, is Double: return value
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { lookupTable($0.value) } as Any
    case .collection, .set:
      return mirror.children.map { lookupTable($0.value) }
    case .struct, .class:
      var table: [String: Any] = [:]
      for child in mirror.children {
        guard let label = child.label else { continue }
        let inner = Mirror(reflecting: child.value)
        if inner.displayStyle == .optional && inner.children.isEmpty { continue }
        table[label] = lookupTable(child.value)
      }
      return table
    default:
      return value
    }
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
