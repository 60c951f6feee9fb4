import Foundation
import Mustache

/// Why the report could not be produced.
public enum ReportError: Error, Equatable, CustomStringConvertible {
  case templateNotFound(String)
  case invalidTemplate(String, String)
  case output(String)

  public var description: String {
    switch self {
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

  func render(_ document: ReportDocument) throws -> String {
    guard library.getTemplate(named: "report") != nil else { throw ReportError.templateNotFound("report.mustache") }
    guard let html = library.render(Page(doc: document, css: css), withTemplate: "report") else {
      throw ReportError.templateNotFound("report.mustache")
    }
    return html
  }
}
