import Foundation

/// One file the loader was given: its text and the name it is known by (its path, or a name
/// given to standard input).
public typealias CatalogueSource = (text: String, file: String)

/// A format motionspec reads catalogues from: which files it claims and how it reads them.
///
/// A format is a unit: its name, its file-name extensions, the content test that settles an
/// extension two formats share, and its reader. ``CatalogueFormats/all`` is the one registry
/// the loader, the directory walk, the unknown-file error, `--help` and the documentation's
/// format table read; a file no format claims is refused by name, never guessed.
public protocol CatalogueFormat: Sendable {
  /// The name users know the format by ("Kotlin", "Lottie animation").
  var name: String { get }
  /// The file-name extensions it claims, lowercase, without the dot.
  var extensions: [String] { get }
  /// Whether the files are read as one program (names resolve across them) rather than each on
  /// its own, so that one file's error does not hide another's motion.
  var readsFilesTogether: Bool { get }
  /// Whether a `# motionspec:disable` comment above a token is read in this format.
  var readsSuppressionComments: Bool { get }
  /// Whether this format claims a file whose extension it lists: for an extension two formats
  /// share (`.json`: a Lottie animation or design tokens), the content decides.
  func claims(_ source: CatalogueSource) -> Bool
  /// Whether text given with no file name (standard input) is this format's, by its first
  /// significant line (comments skipped) and, where that cannot tell, the text. Formats are
  /// asked in registry order; one no format recognises is read as YAML.
  func recognizes(firstLine: String, text: String) -> Bool
  /// The extension standard input that this format recognises is named with (`stdin.<ext>`).
  var standardInputExtension: String { get }
  /// The catalogue `sources` hold (every one claimed by this format): one file, or all of them
  /// when ``readsFilesTogether``.
  func read(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError) -> Catalogue
}

extension CatalogueFormat {
  public var readsFilesTogether: Bool { false }
  public var readsSuppressionComments: Bool { false }
  public func claims(_ source: CatalogueSource) -> Bool { true }
  public func recognizes(firstLine: String, text: String) -> Bool { false }
  public var standardInputExtension: String { extensions[0] }
}

/// The registry of catalogue formats, in the order they are asked to claim a file.
public enum CatalogueFormats {
  /// Every format, in the order they are asked: Lottie before design tokens, which claim any
  /// other `.json`.
  public static let all: [any CatalogueFormat] = [
    SwiftSourceFormat(), LottieFormat(), DesignTokensFormat(), YAMLCatalogueFormat(), KotlinSourceFormat(),
    DartSourceFormat(), CSSSourceFormat(), ScriptSourceFormat(),
  ]

  /// Every extension some format claims, in registry order.
  public static let extensions: [String] = {
    var seen: Set<String> = []
    return all.flatMap(\.extensions).filter { seen.insert($0).inserted }
  }()

  /// The extension of `file`, lowercase, without the dot.
  public static func fileExtension(_ file: String) -> String {
    URL(fileURLWithPath: file).pathExtension.lowercased()
  }

  /// Whether some format claims files named like `file` (by extension alone).
  public static func isCatalogueFile(_ file: String) -> Bool { extensions.contains(fileExtension(file)) }

  /// The format that reads `source`: the first whose extensions include the file's and which
  /// claims its content; `nil` when none does.
  public static func format(for source: CatalogueSource) -> (any CatalogueFormat)? {
    let ext = fileExtension(source.file)
    return all.first { $0.extensions.contains(ext) && $0.claims(source) }
  }

  /// Whether the format that reads `source` reads suppression comments (asked of the content only
  /// when such a format lists the file's extension: a large `.json` is not parsed for it).
  static func readsSuppressionComments(_ source: CatalogueSource) -> Bool {
    let ext = fileExtension(source.file)
    guard all.contains(where: { $0.readsSuppressionComments && $0.extensions.contains(ext) }) else { return false }
    return format(for: source)?.readsSuppressionComments == true
  }

  /// The name standard input goes by when none is given (`--stdin-filename`): `stdin.<ext>` of the
  /// first format that recognises its first significant line, else `stdin.yaml`.
  public static func standardInputName(for text: String) -> String {
    var inBlockComment = false
    for raw in text.prefix(1 << 16).split(whereSeparator: \.isNewline) {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if inBlockComment {
        guard let end = line.range(of: "*/") else { continue }
        line = String(line[end.upperBound...]).trimmingCharacters(in: .whitespaces)
        inBlockComment = false
      }
      if line.hasPrefix("/*") {
        guard let end = line.range(of: "*/") else {
          inBlockComment = true
          continue
        }
        line = String(line[end.upperBound...]).trimmingCharacters(in: .whitespaces)
      }
      if line.isEmpty || line.hasPrefix("//") || line.hasPrefix("#") && !line.hasPrefix("#if") { continue }
      let format = all.first { $0.recognizes(firstLine: line, text: text) }
      return "stdin." + (format?.standardInputExtension ?? "yaml")
    }
    return "stdin.yaml"
  }

  /// The formats and their extensions, as the unknown-file error and `--help` list them:
  /// "Swift (.swift), Lottie animation (.json), …".
  public static var summary: String {
    all.map { "\($0.name) (\($0.extensions.map { "." + $0 }.joined(separator: ", ")))" }
      .joined(separator: ", ")
  }

  /// The documentation's format table (Catalogues.md), one row per format, from the registry.
  public static var table: String {
    var rows = ["| Format | Extensions | Files read |", "| --- | --- | --- |"]
    for format in all {
      let extensions = format.extensions.map { "`.\($0)`" }.joined(separator: ", ")
      rows.append(
        "| \(format.name) | \(extensions) | \(format.readsFilesTogether ? "together, as one program" : "each on its own") |"
      )
    }
    return rows.joined(separator: "\n")
  }

  /// The error for a file no format claims.
  static func unknown(_ file: String) -> Diagnostic {
    let ext = fileExtension(file)
    let named = ext.isEmpty ? "a file without an extension" : "a .\(ext) file"
    return Diagnostic(
      .error, "motionspec reads no catalogue from \(named); it reads \(summary)",
      at: SourceLocation(file: file, line: 1, column: 1))
  }
}
