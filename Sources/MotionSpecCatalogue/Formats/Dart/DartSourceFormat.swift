/// Dart sources: Flutter's curves, springs, durations and `TweenSequence`s, in constants, the files read as one program (see ``PlatformSourceReader``).
public struct DartSourceFormat: CatalogueFormat {
  public init() {}
  public var name: String { "Dart" }
  public var extensions: [String] { ["dart"] }
  /// Dart's `import 'package:…';`, `library`, `part of`, or a class whose members are `static const`.
  public func recognizes(firstLine line: String, text: String) -> Bool {
    if line.hasPrefix("import '") || line.hasPrefix("import \"") {
      return line.contains("package:") || line.contains("dart:") || line.hasSuffix(".dart';")
        || line.hasSuffix(".dart\";")
    }
    return line.hasPrefix("library ") || line.hasPrefix("part of ") || line.hasPrefix("abstract final class ")
      || (line.hasPrefix("class ") && text.contains("static const "))
  }
  public var readsFilesTogether: Bool { true }
  public func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue {
    try PlatformSourceReader.read(sources, language: .dart)
  }
}
