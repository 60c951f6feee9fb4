import Foundation

/// The files of `Templates/`: the bundled ones, each replaced by a file of the same relative
/// name in an override directory (`render --templates DIR`).
struct TemplateFiles: Sendable {
  /// Text by relative path (`report.mustache`, `partials/chart.mustache`, `report.css`, `prose.json`).
  let files: [String: String]
  /// The relative names the override directory replaced or added.
  let overridden: Set<String>

  /// The bundled templates directory.
  static var bundledDirectory: String? {
    Bundle.module.url(forResource: "Templates", withExtension: nil)?.path
  }

  init(overrides: String?) throws(ReportError) {
    guard let bundled = TemplateFiles.bundledDirectory else { throw ReportError.templateNotFound("Templates (bundled resources are missing)") }
    var files: [String: String] = [:]
    var overridden: Set<String> = []
    for directory in [bundled] + (overrides.map { [$0] } ?? []) {
      guard let walker = FileManager.default.enumerator(atPath: directory) else {
        throw ReportError.output("templates directory \(directory) cannot be read")
      }
      for case let relative as String in walker
      where [".mustache", ".css", ".js", ".json"].contains(where: relative.hasSuffix) {
        do {
          files[relative] = try String(contentsOfFile: directory + "/" + relative, encoding: .utf8)
          if directory != bundled { overridden.insert(relative) }
        } catch {
          throw ReportError.output("template \(directory)/\(relative) cannot be read: \(error.localizedDescription)")
        }
      }
    }
    self.files = files
    self.overridden = overridden
  }

  /// The text of `name`, or an error naming it.
  func text(_ name: String) throws(ReportError) -> String {
    guard let text = files[name] else { throw ReportError.templateNotFound(name) }
    return text
  }
}
