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
