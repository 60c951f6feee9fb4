import Foundation
import MotionSpecCore
import MotionSpecFiles

/// Reads a catalogue from files and directories, each file by the format that claims it (see
/// ``CatalogueFormats``), or returns the built-in one.
///
/// Several paths make one catalogue. A directory contributes every file below it whose extension
/// a format claims (hidden folders and `.build` aside), in path order. Swift, Kotlin and Dart
/// files are read as one program per language (names resolve across them); design-token files
/// are merged into one token tree (see ``DTCGReader``); every other file is a catalogue of its
/// own. Token paths must
/// be unique across the whole catalogue.
public enum CatalogueLoader {
  /// The file extensions a catalogue may be read from.
  public static var extensions: [String] { CatalogueFormats.extensions }

  /// The catalogue `paths` name together; the built-in one when `paths` is empty.
  public static func load(
    _ paths: [String], standardInputName: String? = nil, selection: CatalogueSelection = CatalogueSelection()
  ) throws(CatalogueError) -> Catalogue {
    try read(paths, standardInputName: standardInputName, selection: selection).catalogue
  }

  /// The path that stands for standard input.
  public static let standardInput = "-"

  /// The name a catalogue read from standard input gets when none is given, chosen by its content
  /// (each format's ``CatalogueFormat/recognizes(firstLine:text:)``, in registry order; YAML
  /// otherwise).
  public static func standardInputName(for text: String) -> String {
    CatalogueFormats.standardInputName(for: text)
  }

  /// The catalogue at `path` and the text it was read from; the built-in one when `path` is `nil`.
  public static func read(_ path: String?) throws(CatalogueError) -> (catalogue: Catalogue, text: String) {
    try read(path.map { [$0] } ?? [])
  }

  /// The catalogue `paths` name together and the text it was read from (for content hashes and
  /// diffs); the built-in catalogue when `paths` is empty.
  ///
  /// A path of `-` reads the catalogue from standard input, named `standardInputName` (whose
  /// extension picks the reader) or, when that is `nil`, by its content (see
  /// ``standardInputName(for:)``).
  /// `overlay`: the text of files an editor holds unsaved, by path, read instead of the disk's.
  public static func read(
    _ paths: [String], standardInputName: String? = nil, selection: CatalogueSelection = CatalogueSelection(),
    overlay: [String: String] = [:]
  ) throws(CatalogueError) -> (catalogue: Catalogue, text: String) {
    guard !paths.isEmpty else { return (try BuiltInCatalogue.load(), try BuiltInCatalogue.text()) }
    var selection = selection
    // The workspace: the folder the caller chose, or the one that holds every path given. A path
    // given outside a chosen root is refused before anything is read.
    let root = selection.root ?? WorkspaceRoot.enclosing(paths)
    selection.root = root
    for path in paths where path != standardInput && !root.contains(path) {
      throw CatalogueError([
        Diagnostic(
          .error, "cannot read the catalogue: it is outside the workspace root \(root.path) (--root)",
          at: SourceLocation(file: path, line: 1, column: 1), rule: Diagnostic.noInput)
      ])
    }
    // A team's policy says how bare-number durations read (`read: {unitless-durations: seconds}`).
    // A policy that cannot be read is each command's to report ("invalid lint policy", with its
    // locations): the catalogue is read with the default here.
    // Its `ignores` leave files out of the folders given.
    var ignores: [PathGlob] = []
    var ignoresAt: SourceLocation?
    if let file = LintPolicy.find(for: paths, root: root).file {
      do {
        let policy = try LintPolicy.read(file)
        selection.unitlessDurations = selection.unitlessDurations ?? policy.unitlessDurations
        selection.rootFontSize = selection.rootFontSize ?? policy.rootFontSize
        (ignores, ignoresAt) = (policy.ignores, policy.ignoresLocation)
      } catch {}
    }
    var sources: [(text: String, file: String)] = []
    let (found, ignored) = try filesAndIgnored(paths, ignoring: ignores)
    for file in found {
      if file == standardInput {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let name = standardInputName ?? Self.standardInputName(for: String(decoding: data, as: UTF8.self))
        sources.append((try text(of: data, file: name), name))
        continue
      }
      if let held = overlay[file] {
        sources.append((held, file))
        continue
      }
      sources.append((try readText(file), file))
    }
    let text =
      sources.count == 1 ? sources[0].text : sources.map { "// \($0.file)\n\($0.text)" }.joined(separator: "\n")
    var catalogue = try parse(sources, selection: selection)
    if !ignored.isEmpty, let ignoresAt {
      // Nothing left out without a word: the count, and the first few.
      let shown = ignored.prefix(5).joined(separator: ", ") + (ignored.count > 5 ? ", …" : "")
      catalogue.warnings.append(
        Diagnostic(
          .note,
          "\(ignored.count) catalogue file\(ignored.count == 1 ? "" : "s") in the folders given left unread by these ignores: \(shown)",
          at: ignoresAt, rule: "ignored-files"))
    }
    for path in paths where path != standardInput {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
        let note = skippedLinks(path)
      {
        catalogue.warnings.append(note)
      }
    }
    // A directory read as a whole is named after it (`Sources/DesignSystem` → DesignSystem).
    var isDirectory: ObjCBool = false
    if paths.count == 1, FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      catalogue.name = URL(fileURLWithPath: paths[0]).standardizedFileURL.lastPathComponent
    }
    return (catalogue, text)
  }

  /// The catalogue files `paths` name: files as given, directories searched.
  public static func files(_ paths: [String]) throws(CatalogueError) -> [String] {
    try filesAndIgnored(paths, ignoring: []).files
  }

  /// The catalogue files `paths` name — files as given, directories searched and what `ignoring`
  /// matches in them left out — and the files left out.
  static func filesAndIgnored(
    _ paths: [String], ignoring: [PathGlob]
  ) throws(CatalogueError) -> (files: [String], ignored: [String]) {
    var out: [String] = []
    var ignored: [String] = []
    for path in paths {
      if path == standardInput {
        out.append(path)
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CatalogueError([
          Diagnostic(
            .error, "cannot read the catalogue: no such file or directory",
            at: SourceLocation(file: path, line: 1, column: 1), rule: Diagnostic.noInput)
        ])
      }
      guard isDirectory.boolValue else {
        out.append(path)
        continue
      }
      let below = filesBelow(path)
      let found = below.filter { file in !ignoring.contains { $0.matches(file) } }
      ignored += below.filter { file in ignoring.contains { $0.matches(file) } }
      guard !found.isEmpty else {
        throw CatalogueError([
          Diagnostic(
            .error,
            below.isEmpty
              ? "no catalogue files (\(extensions.map { "." + $0 }.joined(separator: ", "))) in this directory"
              : "every catalogue file in this directory is left out by .motionspec.yml's ignores",
            at: SourceLocation(file: path, line: 1, column: 1))
        ])
      }
      out += found
    }
    var seen = Set<String>()
    let files = out.filter {
      seen.insert($0 == standardInput ? $0 : URL(fileURLWithPath: $0).standardizedFileURL.path).inserted
    }
    return (files, ignored)
  }

  /// The text of the file at `path`: a ``Diagnostic/noInput`` error with the system's reason when
  /// it cannot be read, an error at the first byte that is not UTF-8 otherwise.
  public static func readText(_ path: String, what: String = "the catalogue") throws(CatalogueError) -> String {
    // Only a regular file is read: a device never ends and a FIFO waits for a writer.
    if let kind = notAFile(path) {
      throw CatalogueError([
        Diagnostic(
          .error, "cannot read \(what): \(path) is \(kind), not a file",
          at: SourceLocation(file: path, line: 1, column: 1),
          rule: Diagnostic.noInput)
      ])
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CatalogueError([
        Diagnostic(
          .error, "cannot read \(what): \(systemReason(error))", at: SourceLocation(file: path, line: 1, column: 1),
          rule: Diagnostic.noInput)
      ])
    }
    return try text(of: data, file: path)
  }

  /// What `path` is when it exists and is not a regular file (after links): "a folder", "a
  /// device", "a FIFO (named pipe)", "a socket"; nil for a regular file or nothing at all.
  static func notAFile(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a folder"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }

  /// `data` as UTF-8 text, or an error at the line and column of its first byte that is not
  /// UTF-8 (the column counts characters, as every other location does).
  static func text(of data: Data, file: String) throws(CatalogueError) -> String {
    guard data.count <= MotionLimits.fileSize else {
      throw CatalogueError([
        Diagnostic(
          .error,
          "the file is \(data.count >> 20) MB; motionspec reads catalogue files of up to \(MotionLimits.fileSize >> 20) MB",
          at: SourceLocation(file: file, line: 1, column: 1))
      ])
    }
    // A byte-order mark (as Windows editors and some saving scripts write one) is not content.
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let data = data.starts(with: bom) ? data.dropFirst(bom.count) : data
    if let text = String(validating: data, as: UTF8.self) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    var offset = 0
    scan: while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let scalar): offset += scalar.count
      case .error: break scan
      case .emptyInput: break scan
      }
    }
    let prefix = String(decoding: data.prefix(offset), as: UTF8.self)
    let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.count
    let column = (lines.last?.count ?? 0) + 1
    let byte = data[data.startIndex + offset]
    let hex = String(byte, radix: 16, uppercase: true)
    throw CatalogueError([
      Diagnostic(
        .error,
        "the file is not UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) does not begin or continue a UTF-8 character; save it as UTF-8",
        at: SourceLocation(file: file, line: line, column: column))
    ])
  }

  /// The operating system's words for why a file could not be read ("Permission denied").
  static func systemReason(_ error: any Error) -> String {
    let nsError = error as NSError
    let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
    let reason = underlying.map { String(cString: strerror(Int32($0.code))) } ?? nsError.localizedDescription
    // "No such file or directory" reads as the rest of a sentence: "cannot read …: no such file or directory".
    return reason.prefix(1).lowercased() + reason.dropFirst()
  }

  static func filesBelow(_ directory: String) -> [String] { filesAndLinksBelow(directory).files }

  /// The catalogue files below `directory`, and the symbolic links among them that lead out of it
  /// (or nowhere), which are skipped: a folder's catalogue is what the folder holds, so a link to
  /// `/etc/…` or to another project's tokens is never read (a note names each).
  static func filesAndLinksBelow(_ directory: String) -> (files: [String], skipped: [String]) {
    let base = URL(fileURLWithPath: directory)
    guard
      let walker = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [.skipsHiddenFiles])
    else { return ([], []) }
    let root = base.resolvingSymlinksInPath().path
    var found: [String] = []
    var skipped: [String] = []
    for case let url as URL in walker {
      if url.lastPathComponent == ".build" || url.lastPathComponent == "node_modules" {
        walker.skipDescendants()
        continue
      }
      let relative =
        url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1)) : url.lastPathComponent
      let shown = (directory.hasSuffix("/") ? directory : directory + "/") + relative
      let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
      if values?.isSymbolicLink == true {
        let target = url.resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory)
        guard target.hasPrefix(root + "/"), exists else {
          walker.skipDescendants()
          if extensions.contains(url.pathExtension.lowercased()) || isDirectory.boolValue {
            skipped.append(shown)
          }
          continue
        }
      }
      if extensions.contains(url.pathExtension.lowercased()), values?.isDirectory != true {
        found.append(shown)
      }
    }
    return (found.sorted(), skipped.sorted())
  }

  /// A note for the links `filesAndLinksBelow(_:)` skipped in `directory`, if any.
  static func skippedLinks(_ directory: String) -> Diagnostic? {
    let skipped = filesAndLinksBelow(directory).skipped
    guard !skipped.isEmpty else { return nil }
    let named = skipped.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (skipped.count > 5 ? ", …" : "")
    return Diagnostic(
      .note,
      "skipped \(skipped.count == 1 ? "a symbolic link" : "\(skipped.count) symbolic links") that \(skipped.count == 1 ? "leads" : "lead") out of the folder or nowhere: \(named)",
      at: SourceLocation(file: skipped[0], line: 1, column: 1))
  }

  /// Parses catalogue text, choosing the reader by the file name's extension.
  public static func parse(_ text: String, file: String) throws(CatalogueError) -> Catalogue {
    try parse([(text, file)])
  }

  /// Parses several files as one catalogue (see the type's documentation); more than
  /// ``MotionLimits/tokenCount`` tokens is an error at the first token past the limit.
  public static func parse(
    _ sources: [(text: String, file: String)], selection: CatalogueSelection = CatalogueSelection()
  ) throws(CatalogueError) -> Catalogue {
    var catalogue: Catalogue
    do {
      catalogue = try assemble(sources, selection: selection)
    } catch {
      throw CatalogueError(SourceColumns.clamped(error.diagnostics, sources))
    }
    // One check of every number, whatever read it.
    let outside = CatalogueLimits.violations(catalogue)
    guard outside.isEmpty else { throw CatalogueError(SourceColumns.clamped(outside, sources)) }
    catalogue.warnings = SourceColumns.clamped(catalogue.warnings, sources)
    LintSuppression.attach(to: &catalogue.tokens, sources: sources)
    let count = catalogue.tokens.count + catalogue.durations.count
    guard count <= MotionLimits.tokenCount else {
      let past =
        catalogue.tokens.count > MotionLimits.tokenCount
        ? (catalogue.tokens[MotionLimits.tokenCount].location, catalogue.tokens[MotionLimits.tokenCount].id)
        : (
          catalogue.durations[MotionLimits.tokenCount - catalogue.tokens.count].location,
          catalogue.durations[MotionLimits.tokenCount - catalogue.tokens.count].id
        )
      throw CatalogueError([
        Diagnostic(
          .error,
          "the catalogue holds \(count) tokens; motionspec reads up to \(MotionLimits.tokenCount) (split it, and read the parts apart)",
          at: past.0, token: past.1)
      ])
    }
    return catalogue
  }

  /// Each source read by the format that claims it (see ``CatalogueFormats``): formats that read
  /// their files together get them all at once, in the order given.
  static func assemble(_ sources: [CatalogueSource], selection: CatalogueSelection) throws(CatalogueError)
    -> Catalogue
  {
    var groups: [(format: any CatalogueFormat, sources: [CatalogueSource])] = []
    for source in sources {
      guard let format = CatalogueFormats.format(for: source) else {
        throw CatalogueError([CatalogueFormats.unknown(source.file)])
      }
      if let i = groups.firstIndex(where: { $0.format.name == format.name }) {
        groups[i].sources.append(source)
      } else {
        groups.append((format, [source]))
      }
    }
    var parts = CatalogueParts()
    for group in groups {
      parts.add { () throws(CatalogueError) in try group.format.read(group.sources, selection: selection) }
    }
    return try parts.combined()
  }
}

/// The catalogues read from the parts of one input (groups of files, documents), made one.
struct CatalogueParts {
  private var parts: [Catalogue] = []
  private var errors: [Diagnostic] = []
  private var empty: [Diagnostic] = []

  /// Adds what `read` reads, or its errors; a part with no motion in it is fine while another
  /// part has some.
  mutating func add(_ read: () throws(CatalogueError) -> Catalogue) {
    do {
      parts.append(try read())
    } catch {
      if error.diagnostics.allSatisfy({ $0.rule == Diagnostic.noMotion || $0.severity != .error }) {
        empty += error.diagnostics
      } else {
        errors += error.diagnostics
      }
    }
  }

  /// Adds `diagnostics` as errors.
  mutating func fail(_ diagnostics: [Diagnostic]) { errors += diagnostics }

  var hasErrors: Bool { !errors.isEmpty }

  /// One catalogue of every part: tokens in order, paths unique across them.
  func combined() throws(CatalogueError) -> Catalogue {
    guard errors.isEmpty else { throw CatalogueError(errors) }
    guard !parts.isEmpty else { throw CatalogueError(empty) }
    guard parts.count > 1 else { return parts[0] }
    let tokens = parts.flatMap(\.tokens)
    let durations = parts.flatMap(\.durations)
    let duplicates = Validation.duplicates(tokens, durations)
    guard duplicates.isEmpty else { throw CatalogueError(parts.flatMap(\.warnings) + duplicates) }
    // A sequence whose id another file's has too (each file's `App.div`) is numbered, as one
    // file numbers its own, and said.
    var sequences: [SequenceToken] = []
    var warnings = parts.flatMap(\.warnings)
    var seen: [String: Int] = [:]
    for var sequence in parts.flatMap(\.sequences) {
      let id = sequence.id
      seen[id, default: 0] += 1
      if seen[id]! > 1, let last = sequence.path.last {
        var n = seen[id]!
        while seen[(sequence.path.dropLast() + ["\(last)-\(n)"]).joined(separator: ".")] != nil { n += 1 }
        sequence.path[sequence.path.count - 1] = "\(last)-\(n)"
        seen[sequence.id, default: 0] += 1
        warnings.append(
          Diagnostic(
            .note, "sequence \(id) is named \(sequence.id) here: another file has a sequence \(id)",
            at: sequence.location))
      }
      sequences.append(sequence)
    }
    return Catalogue(
      name: parts[0].name, source: parts.map(\.source).joined(separator: ", "), tokens: tokens,
      staggerInterval: parts.lazy.compactMap(\.staggerInterval).first, warnings: warnings,
      durations: durations, sequences: sequences)
  }
}

/// Locations as a reader may compute them can point past the end of their line (a value's end, a
/// line that a reader saw joined): every location is brought back to its line, at most one column
/// past its last character (where an editor puts the cursor at the end of the line).
enum SourceColumns {
  /// `diagnostics` with every column past its line's end moved to that end. Each line's length is
  /// counted once, however many diagnostics stand on it (thousands on one line of minified JSON).
  static func clamped(_ diagnostics: [Diagnostic], _ sources: [(text: String, file: String)]) -> [Diagnostic] {
    guard !diagnostics.isEmpty else { return diagnostics }
    var lines: [String: [Substring]] = [:]
    var lengths: [String: [Int: Int]] = [:]
    return diagnostics.map { d in
      guard var location = d.location, location.line >= 1,
        let text = sources.first(where: { $0.file == location.file })?.text
      else { return d }
      if lines[location.file] == nil {
        lines[location.file] = LineEndings.lines(LineEndings.normalized(text))
      }
      guard let all = lines[location.file], !all.isEmpty else { return d }
      // A reader that reports the end of the file on the line after the last: the last line's end.
      if location.line > all.count {
        location.line = all.count
        location.column = Int.max
      }
      let end: Int
      if let known = lengths[location.file]?[location.line] {
        end = known
      } else {
        end = all[location.line - 1].count + 1
        lengths[location.file, default: [:]][location.line] = end
      }
      guard location.column > end else {
        if location == d.location { return d }
        var out = d
        out.location = location
        return out
      }
      location.column = end
      var out = d
      out.location = location
      return out
    }
  }
}
