/// Swift sources: `Animation` and `Spring` values, keyframes and phases, read as one module so
/// that names resolve across files (see ``SwiftSourceReader``).
public struct SwiftSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "Swift" }
  public var extensions: [String] { ["swift"] }
  /// A Swift declaration or attribute; `import` of one module name (`import SwiftUI`), which
  /// TypeScript's `import … from`, Dart's `import 'package:…';` and Kotlin's dotted imports are not.
  public func recognizes(firstLine line: String, text: String) -> Bool {
    if line.hasPrefix("import ") {
      let module = line.dropFirst(7).trimmingCharacters(in: .whitespaces)
      return !module.isEmpty && module.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    let starts = [
      "extension ", "enum ", "struct ", "class ", "final ", "public ", "internal ", "private ", "fileprivate ",
      "let ", "var ", "static ", "@", "#if", "func ", "actor ",
    ]
    // CSS's at-rules start like Swift's attributes.
    let cssAtRules = [
      "@keyframes", "@-", "@media", "@import", "@layer", "@supports", "@property", "@charset", "@font-face",
    ]
    if cssAtRules.contains(where: line.hasPrefix) { return false }
    // Dart's classes of `static const` members start like Swift's.
    if line.hasPrefix("class "), text.contains("static const ") { return false }
    return starts.contains(where: line.hasPrefix)
  }
  public var readsFilesTogether: Bool { true }
  public var readsSuppressionComments: Bool { true }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    try SwiftSourceReader.read(sources)
  }
}
