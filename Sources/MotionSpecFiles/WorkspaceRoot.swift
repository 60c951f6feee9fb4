import Foundation

/// The one folder a run may read from, and the one check every read a catalogue or a client asks
/// for goes through: a file is inside the root when its path, after `..` and after every symbolic
/// link, lies in the root's folder (itself resolved the same way).
///
/// Which folder it is: for the command line, the deepest folder that holds every catalogue given
/// (a file's folder, a folder itself; the working folder for standard input and the built-in
/// catalogue), or `--root`; for `lsp`, the client's workspace folders; for `mcp` and `serve`, the
/// folder they were started on. A DTCG resolver's `$ref`, the lint policy found by looking up from
/// the catalogue and the baseline a policy names are read only inside it; anything else is refused
/// with a located error that names the reference, never read and never echoed.
public struct WorkspaceRoot: Sendable, Hashable, CustomStringConvertible {
  /// The folder as given, absolute, with `.` and `..` taken out (what messages show).
  public let path: String
  /// The folder with every symbolic link resolved (what paths are compared against).
  public let realPath: String

  /// The root at `path` (relative to `currentDirectory`).
  public init(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
    let absolute = WorkspaceRoot.absolute(path, currentDirectory: currentDirectory)
    self.path = absolute
    self.realPath = WorkspaceRoot.real(absolute)
  }

  /// The deepest folder that holds every path of `paths` (a file's folder, a folder itself); the
  /// working folder when `paths` names none (standard input, `-`, and the built-in catalogue).
  public static func enclosing(
    _ paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> WorkspaceRoot {
    var common: [Substring]?
    for path in paths where path != "-" {
      let absolute = Self.absolute(path, currentDirectory: currentDirectory)
      var isDirectory: ObjCBool = false
      let folder =
        FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
        ? absolute : (absolute as NSString).deletingLastPathComponent
      let parts = folder.split(separator: "/")
      if let known = common {
        common = Array(zip(known, parts).prefix { $0.0 == $0.1 }.map(\.0))
      } else {
        common = parts
      }
    }
    guard let common else { return WorkspaceRoot(currentDirectory, currentDirectory: currentDirectory) }
    return WorkspaceRoot("/" + common.joined(separator: "/"), currentDirectory: currentDirectory)
  }

  /// Whether `path` (absolute, or relative to `currentDirectory`) lies inside the root once `..`
  /// and its symbolic links are resolved. A path that does not exist is judged by its deepest
  /// folder that does, so a link on the way out is caught either way.
  public func contains(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> Bool {
    guard !path.isEmpty, !path.utf8.contains(0) else { return false }
    let absolute = Self.absolute(path, currentDirectory: currentDirectory)
    // Lexically first: a path that `..` takes out is refused before the disk is asked anything.
    guard Self.isInside(absolute, path) || Self.isInside(absolute, realPath) else { return false }
    return Self.isInside(Self.real(absolute), realPath)
  }

  /// `path` resolved against `base` (a folder) when relative, checked to be inside the root:
  /// the path to read, or a ``WorkspaceRefusal`` that names `path` as it was written.
  public func resolve(_ path: String, from base: String) throws(WorkspaceRefusal) -> String {
    let full = path.hasPrefix("/") || base.isEmpty ? path : (base.hasSuffix("/") ? base : base + "/") + path
    guard contains(full) else { throw WorkspaceRefusal(reference: path, root: self) }
    return full
  }

  public var description: String { path }

  /// `path` made absolute against `currentDirectory`, with `.`, `..` and repeated slashes removed
  /// (lexically: no link is followed).
  public static func absolute(_ path: String, currentDirectory: String) -> String {
    let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `absolute` with every symbolic link resolved: `realpath` of the path, or of its deepest
  /// existing folder with the rest appended.
  static func real(_ absolute: String) -> String {
    var head = absolute
    var tail: [String] = []
    while true {
      if let resolved = realpath(head, nil) {
        defer { free(resolved) }
        let base = String(cString: resolved)
        return tail.isEmpty ? base : (base == "/" ? "" : base) + "/" + tail.reversed().joined(separator: "/")
      }
      guard head != "/", !head.isEmpty else { return absolute }
      tail.append((head as NSString).lastPathComponent)
      head = (head as NSString).deletingLastPathComponent
    }
  }

  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }
}

/// A file a catalogue, a policy or a client named that lies outside the workspace root: never
/// read, never echoed.
public struct WorkspaceRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// The reference as it was written.
  public let reference: String
  /// The root it is outside.
  public let root: WorkspaceRoot

  public init(reference: String, root: WorkspaceRoot) {
    self.reference = reference
    self.root = root
  }

  public var description: String {
    "\(reference) is outside the workspace (\(root.path)); motionspec reads only files inside the folder it was given (widen it with --root)"
  }
}
