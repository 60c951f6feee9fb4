import Foundation

/// The files of `Templates/`: the bundled ones, each replaced by a file of the same relative
/// name in an override directory (`render --templates DIR`).
package struct TemplateFiles: Sendable {
  /// Text by relative path (`report.mustache`, `partials/chart.mustache`, `report.css`, `prose.json`).
  package let files: [String: String]
  /// The relative names the override directory replaced or added.
  package let overridden: Set<String>
  /// The override directory (`render --templates DIR`), if any.
  let overrideDirectory: String?

  /// Where the template `relative` comes from, for messages: its file in the override directory,
  /// or the bundled template's name.
  package func origin(_ relative: String) -> String {
    guard let overrideDirectory, overridden.contains(relative) else { return "bundled template \(relative)" }
    return overrideDirectory + "/" + relative
  }

  /// The page's model, MotionSpecCore compiled to WebAssembly (`make wasm`), gzipped: embedded in
  /// every page, read by `motion-core.js`. Not a template a team overrides: it is the command's
  /// own code.
  package static let motionCoreModule: [UInt8] = PackageResources.motion_core_wasm_gz

  /// The bundled templates by relative path: every file of `Templates/`, embedded in the binary
  /// (`Package.swift`'s `embedInCode`), so an installed motionspec needs no resource bundle.
  static let bundled: [String: String] = {
    let embedded: [(String, [UInt8])] = [
      ("report.mustache", PackageResources.report_mustache), ("report.css", PackageResources.report_css),
      ("report.js", PackageResources.report_js), ("prose.json", PackageResources.prose_json),
      ("motion-chart.js", PackageResources.motion_chart_js),
      ("motion-element.js", PackageResources.motion_element_js),
      ("motion-editor.js", PackageResources.motion_editor_js),
      ("motion-core.js", PackageResources.motion_core_js),
      ("motion-core.wasm.sources", PackageResources.motion_core_wasm_sources),
      ("partials/chart.mustache", PackageResources.chart_mustache),
      ("partials/explainer.mustache", PackageResources.explainer_mustache),
      ("partials/token-card.mustache", PackageResources.token_card_mustache),
      ("partials/token-row.mustache", PackageResources.token_row_mustache),
      ("partials/sequence-card.mustache", PackageResources.sequence_card_mustache),
    ]
    return Dictionary(uniqueKeysWithValues: embedded.map { ($0.0, String(decoding: $0.1, as: UTF8.self)) })
  }()

  package init(overrides: String?) throws(ReportError) {
    var files = TemplateFiles.bundled
    var overridden: Set<String> = []
    if let directory = overrides {
      guard let walker = FileManager.default.enumerator(atPath: directory) else {
        throw ReportError.templatesUnreadable("templates directory \(directory) cannot be read")
      }
      for case let relative as String in walker
      where [".mustache", ".css", ".js", ".json"].contains(where: relative.hasSuffix) {
        do {
          files[relative] = try String(contentsOfFile: directory + "/" + relative, encoding: .utf8)
          overridden.insert(relative)
        } catch {
          throw ReportError.templatesUnreadable(
            "template \(directory)/\(relative) cannot be read: \(error.localizedDescription)")
        }
      }
    }
    self.files = files
    self.overridden = overridden
    self.overrideDirectory = overrides
  }

  /// The text of `name`, or an error naming it.
  package func text(_ name: String) throws(ReportError) -> String {
    guard let text = files[name] else { throw ReportError.templateNotFound(name) }
    return text
  }
}
