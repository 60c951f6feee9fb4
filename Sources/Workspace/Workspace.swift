import Foundation
import MotionSpecCairo
import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecFiles

/// What `motionspec mcp` and `motionspec lsp` keep while they run: the folder they may read, the
/// catalogue they answer about, a warm text measurer (fonts loaded once) and the charts drawn
/// (``DrawnCharts``), so a question after the first pays no cold start and a chart asked for
/// again is not drawn again. Every answer is computed from the one model (``Inspection``,
/// ``Lint``, ``Exporter``, the chart kinds); this room only chooses what to ask and checks what it
/// is given.
///
/// The catalogue is read again from its files for each question, so an answer never describes a
/// file as it was before a save.
public struct Workspace: Sendable {
  /// The folder (symbolic links resolved) outside which no file is read.
  public let root: String
  /// The catalogue files or folders, relative to `root` or absolute inside it; empty: the built-in.
  public let catalogues: [String]
  /// The lint policy file, when one was named (otherwise the one found beside the catalogue).
  public let policyFile: String?
  /// Measures chart text; created once.
  let measurer: CairoTextMeasurer
  /// The charts drawn so far (``DrawnCharts``).
  let drawn = DrawnCharts()

  /// Refuses a catalogue or policy outside `root` before anything runs.
  public init(root: String, catalogues: [String] = [], policyFile: String? = nil) throws(WorkspaceError) {
    let folder = Workspace.resolved(root)
    var inside: [String] = []
    for path in catalogues { inside.append(try Workspace.check(path, root: folder)) }
    self.root = folder
    self.catalogues = inside
    self.policyFile = try policyFile.map { p throws(WorkspaceError) in try Workspace.check(p, root: folder) }
    do { measurer = try CairoTextMeasurer() } catch {
      throw .drawing("cannot load the fonts to measure chart text: \(error)")
    }
  }

  /// `path` with symbolic links resolved, absolute.
  static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// `path` (relative to `root` or absolute) when it lies inside `root` once its links are
  /// resolved; otherwise ``WorkspaceError/outsideWorkspace(_:)``.
  static func check(_ path: String, root: String) throws(WorkspaceError) -> String {
    guard !path.isEmpty, !path.contains("\0"), WorkspaceRoot(root).contains(path, currentDirectory: root) else {
      throw .outsideWorkspace(path)
    }
    return resolved(path.hasPrefix("/") ? path : root + "/" + path)
  }

  /// What every catalogue of the workspace is read with: nothing a catalogue names is read
  /// outside `root`.
  public var selection: CatalogueSelection { CatalogueSelection(root: WorkspaceRoot(root)) }

  /// A path a client names, checked to be inside the workspace.
  public func file(_ path: String) throws(WorkspaceError) -> String { try Workspace.check(path, root: root) }

  /// The workspace's catalogue as its files are now (the built-in one when none was named).
  public func catalogue() throws(WorkspaceError) -> Catalogue {
    do {
      if catalogues.isEmpty { return try BuiltInCatalogue.load() }
      return try CatalogueLoader.read(catalogues, selection: selection).catalogue
    } catch { throw .catalogue(error) }
  }

  /// The catalogue in files `paths` (inside the workspace), or the workspace's own.
  public func catalogue(_ paths: [String]?) throws(WorkspaceError) -> Catalogue {
    guard let paths, !paths.isEmpty else { return try catalogue() }
    var checked: [String] = []
    for p in paths { checked.append(try file(p)) }
    do { return try CatalogueLoader.read(checked, selection: selection).catalogue } catch { throw .catalogue(error) }
  }

  /// The lint policy for the workspace's catalogue (the named file, the one found, or none).
  public func policy(for paths: [String]? = nil) throws(WorkspaceError) -> LintPolicy {
    let files = paths ?? catalogues
    guard
      let path = policyFile
        ?? LintPolicy.find(for: files.isEmpty ? [root + "/."] : files, root: WorkspaceRoot(root)).file
    else {
      return LintPolicy()
    }
    let policy: LintPolicy
    do { policy = try LintPolicy.read(path) } catch { throw .catalogue(error) }
    if let baseline = policy.baseline, !WorkspaceRoot(root).contains(baseline) {
      throw .outsideWorkspace(baseline)
    }
    return policy
  }

  /// The motion `text` names: a token of `catalogue` (by id, then by name), else a motion
  /// expression in any platform's spelling.
  public func motion(_ text: String, in catalogue: Catalogue?) throws(WorkspaceError) -> Token {
    if let token = catalogue?.token(text) { return token }
    do {
      let parsed = try MotionExpression.parse(text, role: .animation, names: nil)
      return Token(path: [text], definition: text, animation: parsed.animation)
    } catch {
      guard let catalogue else { throw .expression(error) }
      throw .noMotion(text, known: catalogue.tokens.map(\.id), expression: error)
    }
  }
}

/// Why a workspace question has no answer: one case per cause.
public enum WorkspaceError: Error, Sendable, CustomStringConvertible {
  /// A path outside the workspace folder (or empty): never read.
  case outsideWorkspace(String)
  /// The text is neither a token of the catalogue nor a motion expression (why it does not
  /// parse as one is kept).
  case noMotion(String, known: [String], expression: ExpressionError)
  /// A motion expression that does not parse.
  case expression(ExpressionError)
  /// The catalogue (or policy) could not be read.
  case catalogue(CatalogueError)
  /// An argument outside its range or of the wrong kind.
  case argument(String)
  /// Cairo could not draw.
  case drawing(String)

  public var description: String {
    switch self {
    case .outsideWorkspace(let path):
      "'\(path)' is outside the workspace; only files inside the folder the server was started in are read"
    case .noMotion(let name, let known, let error):
      "no token '\(name)' in the catalogue"
        + (suggestion(for: name, among: known).map { " — did you mean '\($0)'?" } ?? "") + " (it has "
        + (known.prefix(40).joined(separator: ", ") + (known.count > 40 ? ", …" : ""))
        + "), and not a motion expression: \(error)"
    case .expression(let error): "not a motion expression: \(error)"
    case .catalogue(let error): error.description
    case .argument(let text): text
    case .drawing(let text): text
    }
  }
}
