internal import CPlatform
import Foundation

/// Writes files atomically: the bytes go to a temporary file beside the target, which is then
/// renamed over it, so readers see either the old file or the whole new one.
public enum FileOutput {
  /// Writes `bytes` to `path` atomically; the error names `path` and says what failed.
  public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    var message = [CChar](repeating: 0, count: 512)
    let status = bytes.withUnsafeBytes { raw in
      motionspec_write_file_atomically(path, raw.baseAddress, raw.count, &message, message.count)
    }
    guard status == 0 else {
      throw FileWriteError(
        path: path, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }
}

/// A file that could not be written: not a drawing error, so it is not a ``CairoError`` (a
/// command exits 73, `EX_CANTCREAT`, for this and 70 for a drawing that failed).
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that was being written.
  public let path: String
  /// What failed, in the operating system's words ("cannot create the temporary file: No such
  /// file or directory").
  public let reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}

/// Files written as one change, the way git moves refs: every file is first written in full and
/// flushed to disk beside its target (`DIR/.NAME.tmp-PID-N`), and only when all of them are does
/// each take its place, one rename after another, after which the directories are flushed too. A
/// failure while writing leaves every target as it was; an interruption (SIGINT, SIGTERM, SIGHUP)
/// removes the temporary files; those of a process that died unannounced (SIGKILL, power loss)
/// are removed by the next write beside them.
public enum FileSet {
  public static func write(_ files: [(path: String, bytes: [UInt8])]) throws(FileWriteError) {
    removeStaleTemporaries(beside: files.map(\.path))
    // A place a file cannot take (a directory there) fails the whole set before anything moves.
    for (path, _) in files {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw FileWriteError(path: path, reason: "a directory is in its place")
      }
    }
    var written: [(temporary: String, path: String)] = []
    var message = [CChar](repeating: 0, count: 512)
    var temporary = [CChar](repeating: 0, count: 4096)
    func reason() -> String {
      String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    for (path, bytes) in files {
      let status = bytes.withUnsafeBytes { raw in
        motionspec_write_temporary(
          path, raw.baseAddress, raw.count, &temporary, temporary.count, &message, message.count)
      }
      guard status == 0 else {
        for w in written { motionspec_discard_temporary(w.temporary) }
        throw FileWriteError(path: path, reason: reason())
      }
      written.append(
        (String(decoding: temporary.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), path))
    }
    for (i, w) in written.enumerated() {
      guard motionspec_commit_temporary(w.temporary, w.path, &message, message.count) == 0 else {
        for rest in written[(i + 1)...] { motionspec_discard_temporary(rest.temporary) }
        let moved = written[..<i].map { ($0.path as NSString).lastPathComponent }
        throw FileWriteError(
          path: w.path,
          reason: reason() + (moved.isEmpty ? "" : " (already replaced: \(moved.joined(separator: ", ")))"))
      }
    }
    for directory in Set(files.map { directoryOf($0.path) }) { _ = motionspec_sync_directory(directory) }
  }

  /// Removes the temporary files of processes that are no longer running beside `paths`.
  public static func removeStaleTemporaries(beside paths: [String]) {
    for (directory, names) in Dictionary(grouping: paths, by: directoryOf) {
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
      let prefixes = Set(names.map { "." + ($0 as NSString).lastPathComponent + ".tmp-" })
      for entry in entries {
        guard let prefix = prefixes.first(where: { entry.hasPrefix($0) }),
          let pid = Int32(entry.dropFirst(prefix.count).prefix { $0.isNumber }), pid != getpid(),
          kill(pid, 0) != 0 && errno == ESRCH
        else { continue }
        unlink(directory + "/" + entry)
      }
    }
  }

  static func directoryOf(_ path: String) -> String {
    let d = (path as NSString).deletingLastPathComponent
    return d.isEmpty ? "." : d
  }
}

extension FileSet {
  /// Replaces `files` (names in `directory`) as one set, so that a kill at any moment leaves the
  /// directory with the old set or the new one, never a mix: the new files are written into a
  /// staging folder beside `directory`, which also receives a hard link to every other entry of
  /// `directory` (so what is not ours stays the very same file), is flushed to disk, and then
  /// takes `directory`'s place in one atomic exchange (`renameat2(RENAME_EXCHANGE)` on Linux,
  /// `renamex_np(RENAME_SWAP)` on macOS); the old folder is removed after. A directory that does
  /// not exist yet is made by one rename of the staging folder.
  ///
  /// Where that cannot be done — `directory` holds a folder or something that cannot be linked,
  /// or the file system offers no exchange — the files are replaced one rename after another
  /// (``write(_:)``), which a failure still leaves whole but a kill can leave mixed; the result
  /// says which way was taken.
  @discardableResult
  public static func replaceTogether(in directory: String, _ files: [(name: String, bytes: [UInt8])])
    throws(FileWriteError) -> Bool
  {
    let fm = FileManager.default
    // Every name is one safe component that lands inside `directory`, checked before anything.
    for file in files {
      do throws(OutputEscape) { try OutputEscape.check(file.name, in: directory) } catch {
        throw FileWriteError(path: file.name, reason: "would be written outside \(directory); nothing was written")
      }
    }
    let target = URL(fileURLWithPath: directory).standardizedFileURL
    let parent = target.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(".\(target.lastPathComponent).staging-\(getpid())")
    let names = Set(files.map(\.name))
    func oneByOne() throws(FileWriteError) -> Bool {
      try? fm.removeItem(at: staging)
      try write(files.map { (target.appendingPathComponent($0.name).path, $0.bytes) })
      return false
    }
    // The working directory (or a folder holding it) is never swapped: the shell that ran us
    // would be left in a removed folder.
    let here = URL(fileURLWithPath: fm.currentDirectoryPath).resolvingSymlinksInPath().path
    let resolved = target.resolvingSymlinksInPath().path
    if here == resolved || here.hasPrefix(resolved + "/") { return try oneByOne() }
    removeStaleStaging(beside: target)
    var isDirectory: ObjCBool = false
    let exists = fm.fileExists(atPath: target.path, isDirectory: &isDirectory)
    if exists && !isDirectory.boolValue {
      throw FileWriteError(path: target.path, reason: "a file is in the folder's place")
    }
    // What a file of the set cannot replace fails the whole set before anything is written; the
    // temporary files of killed writes are removed rather than carried over.
    for file in files {
      var entryIsDirectory: ObjCBool = false
      let path = target.appendingPathComponent(file.name).path
      if fm.fileExists(atPath: path, isDirectory: &entryIsDirectory), entryIsDirectory.boolValue {
        throw FileWriteError(path: path, reason: "a directory is in its place")
      }
    }
    if exists { removeStaleTemporaries(beside: files.map { target.appendingPathComponent($0.name).path }) }
    // The entries that stay: each must be a file we can link (a folder cannot be).
    var kept: [String] = []
    if exists {
      guard let entries = try? fm.contentsOfDirectory(atPath: target.path) else { return try oneByOne() }
      for entry in entries where !names.contains(entry) {
        var entryIsDirectory: ObjCBool = false
        _ = fm.fileExists(atPath: target.appendingPathComponent(entry).path, isDirectory: &entryIsDirectory)
        if entryIsDirectory.boolValue { return try oneByOne() }
        kept.append(entry)
      }
    }
    do {
      try? fm.removeItem(at: staging)
      try fm.createDirectory(at: staging, withIntermediateDirectories: true)
      if exists, let mode = (try? fm.attributesOfItem(atPath: target.path))?[.posixPermissions] {
        try fm.setAttributes([.posixPermissions: mode], ofItemAtPath: staging.path)
      }
    } catch {
      return try oneByOne()
    }
    for entry in kept {
      let from = target.appendingPathComponent(entry).path
      guard motionspec_link(from, staging.appendingPathComponent(entry).path) == 0 else { return try oneByOne() }
    }
    for file in files {
      let path = staging.appendingPathComponent(file.name).path
      do {
        try FileOutput.write(file.bytes, to: path)
      } catch {
        try? fm.removeItem(at: staging)
        throw FileWriteError(path: target.appendingPathComponent(file.name).path, reason: error.reason)
      }
    }
    _ = motionspec_sync_filesystem(staging.path)
    defer { _ = motionspec_sync_directory(parent.path) }
    if !exists {
      guard rename(staging.path, target.path) == 0 else { return try oneByOne() }
      return true
    }
    guard motionspec_exchange(staging.path, target.path) == 0 else { return try oneByOne() }
    try? fm.removeItem(at: staging)  // now the old folder
    return true
  }

  /// Removes staging folders that processes no longer running left beside `target`.
  static func removeStaleStaging(beside target: URL) {
    let parent = target.deletingLastPathComponent()
    let prefix = ".\(target.lastPathComponent).staging-"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0 && errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))
    }
  }
}
