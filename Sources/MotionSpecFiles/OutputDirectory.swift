internal import CPlatform
import Foundation
import Synchronization

/// A report directory written completely beside its destination, then swapped in, so readers see
/// the old contents or the new ones and a failure leaves the old ones in place.
///
/// It only ever touches its own output. The destination must be missing, an empty directory, or a
/// report motionspec wrote before (it holds the ``marker`` file); anything else — a directory of
/// other files (`-o .` in a project), a regular file — is refused before any work, and nothing is
/// deleted. A symbolic link is followed: the directory it points to is replaced and the link
/// stays. Renders into one destination are serialised by a lock file beside it
/// (`.NAME.lock`, `flock`), and staging folders left by processes that died are removed on the
/// next run.
///
/// The swap is one atomic step on Linux (`renameat2` with `RENAME_EXCHANGE`); where the platform
/// or file system lacks it, the old report is renamed aside and the new one renamed in (a process
/// killed between the two leaves the old report in the aside folder, which the next run restores).
/// Why a report directory could not be written: one case per cause.
public enum OutputDirectoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The directory, its staging folder or its lock could not be created, written or moved into
  /// place (the operating system's reason is in the message).
  case unwritable(String)
  /// The destination is not one motionspec may write to: a file, or a folder of other files.
  /// Nothing was written or deleted.
  case refused(String)

  public var description: String {
    switch self {
    case .unwritable(let why), .refused(let why): why
    }
  }
}

public struct OutputDirectory: Sendable {
  /// The name of the file that marks a directory as a report motionspec wrote.
  public static let marker = ".motionspec-report"

  package let target: URL
  let staging: URL
  /// The staging folder, resolved once, that every file's place is checked against.
  let stagingRoot: WorkspaceRoot
  private let lock: LockFile

  /// Checks the destination, takes its lock, clears stale staging folders and creates an empty
  /// staging directory next to `path`.
  package init(_ path: String) throws(OutputDirectoryError) {
    let fm = FileManager.default
    target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    let parent = target.deletingLastPathComponent()
    let name = target.lastPathComponent
    do {
      try fm.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw OutputDirectoryError.unwritable(
        "\(path): cannot create the parent directory: \(error.localizedDescription)")
    }
    lock = try LockFile(parent.appendingPathComponent(".\(name).lock").path, for: path)
    do {
      try OutputDirectory.recoverAndClean(parent: parent, name: name)
      try OutputDirectory.checkDestination(target, as: path)
      staging = parent.appendingPathComponent(".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
      try fm.createDirectory(at: staging, withIntermediateDirectories: false)
      stagingRoot = WorkspaceRoot(staging.path)
      try Data("motionspec report\n".utf8).write(to: staging.appendingPathComponent(OutputDirectory.marker))
    } catch let error as OutputDirectoryError {
      lock.release()
      throw error
    } catch {
      lock.release()
      throw OutputDirectoryError.unwritable(
        "\(path): cannot create the output directory: \(error.localizedDescription)")
    }
  }

  /// Refuses a destination that is not missing, empty, or a report motionspec wrote.
  static func checkDestination(_ target: URL, as path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
      throw OutputDirectoryError.refused(
        "\(path) is a file, not a directory; nothing was written. Choose a new or empty directory for the report.")
    }
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
    if contents.isEmpty || contents.contains(marker) || isEarlierReport(target, contents) { return }
    let shown = contents.sorted().prefix(3).joined(separator: ", ") + (contents.count > 3 ? ", …" : "")
    throw OutputDirectoryError.refused(
      "\(path) holds files motionspec did not write (\(shown)); nothing was written or deleted. Choose a new or empty directory, or one that holds a motionspec report."
    )
  }

  /// Whether `directory` is a report or diff written by a motionspec from before the marker: it
  /// holds only the names those wrote (`index.html`, `motion-spec.pdf`, `summary.md`, and
  /// `charts/` of SVG and PNG files), and its page or summary says it came from motionspec.
  static func isEarlierReport(_ directory: URL, _ contents: [String]) -> Bool {
    let known: Set = [
      "index.html", "motion-spec.pdf", "summary.md", "charts", "motion-elements.js", "motion-tokens.json",
    ]
    guard Set(contents).isSubset(of: known) else { return false }
    let charts =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("charts").path)) ?? []
    guard charts.allSatisfy({ $0.hasSuffix(".svg") || $0.hasSuffix(".png") }) else { return false }
    let read = { (name: String) in
      (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
    return read("index.html").contains("<meta name=\"generator\" content=\"motionspec ")
      || read("summary.md").hasPrefix("## Motion tokens")
      || read("summary.md").hasPrefix("## No motion token changed")
  }

  /// Puts back a report left aside by a process killed mid-swap, and removes the staging and
  /// aside folders of processes that are no longer running.
  static func recoverAndClean(parent: URL, name: String) throws {
    let fm = FileManager.default
    guard let entries = try? fm.contentsOfDirectory(atPath: parent.path) else { return }
    for entry in entries {
      for kind in ["tmp", "old"] {
        let prefix = ".\(name).\(kind)-"
        guard entry.hasPrefix(prefix), let pid = Int32(entry.dropFirst(prefix.count).prefix { $0.isNumber }),
          kill(pid, 0) != 0 && errno == ESRCH
        else { continue }
        let url = parent.appendingPathComponent(entry)
        if kind == "old" && !fm.fileExists(atPath: parent.appendingPathComponent(name).path) {
          try fm.moveItem(at: url, to: parent.appendingPathComponent(name))
        } else if (try? fm.destinationOfSymbolicLink(atPath: url.path)) == nil {
          try? fm.removeItem(at: url)
        }
      }
    }
  }

  /// Where `relative` lies in the staging directory, once checked to be a path of safe components
  /// (``FileName/isSafeComponent(_:)``) that lands inside it: a name from a catalogue can never
  /// write outside the output.
  func place(_ relative: String) throws -> URL {
    try OutputEscape.check(relative, in: stagingRoot)
    return staging.appendingPathComponent(relative)
  }

  /// Writes `bytes` at `relative` inside the staging directory.
  package func put(_ bytes: some Sequence<UInt8>, at relative: String) throws {
    let url = try place(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Bytes in one buffer (an array, a native string's UTF-8) are written from where they are:
    // a 30 MB page is not copied on its way to the disk.
    let written = try bytes.withContiguousStorageIfAvailable { buffer in
      guard let base = buffer.baseAddress else { return false }
      try Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
        .write(to: url)
      return true
    }
    if written != true { try Data(bytes).write(to: url) }
  }

  /// Writes the file at `relative` inside the staging directory piece by piece: `body` hands
  /// each piece to the function it is given, in order, and the pieces are written through one
  /// buffer of a megabyte, so a file of tens of megabytes made of many pieces is never held whole.
  package func put(at relative: String, streaming body: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void)
    throws
  {
    let url = try place(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw OutputDirectoryError.unwritable("\(url.path) cannot be created")
    }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    let capacity = 1 << 20
    var buffer: [UInt8] = []
    buffer.reserveCapacity(capacity)
    func flush() throws {
      if !buffer.isEmpty { try handle.write(contentsOf: buffer) }
      buffer.removeAll(keepingCapacity: true)
    }
    try body { piece in
      if buffer.count + piece.count > capacity { try flush() }
      if piece.count >= capacity {
        try handle.write(
          contentsOf: Data(
            bytesNoCopy: UnsafeMutableRawPointer(mutating: piece.baseAddress!), count: piece.count, deallocator: .none))
      } else {
        buffer.append(contentsOf: piece)
      }
    }
    try flush()
    try handle.close()
  }

  /// Puts the file at `source` at `relative` by a hard link (copying where links are not
  /// possible). Only for files that are never modified in place, such as cache entries.
  package func link(_ source: URL, at relative: String) throws {
    let url = try place(relative)
    // One system call in the common case; the folder is made when the first link into it fails.
    if motionspec_link(source.path, url.path) == 0 { return }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if motionspec_link(source.path, url.path) == 0 { return }
    try FileManager.default.copyItem(at: source, to: url)  // another file system, or no hard links
  }

  /// Moves the staging directory into place — one atomic exchange where the platform offers it —
  /// removes the old report and releases the lock. The new report's files are flushed to disk
  /// before the exchange, and the parent directory after it, so a power loss leaves the old
  /// report or the whole new one. Without `durable` (a render another follows at once, as
  /// `serve`'s page before its PDF) nothing is flushed: the exchange is as atomic, and the
  /// render after makes it durable.
  package func commit(durable: Bool = true) throws {
    defer { lock.release() }
    let fm = FileManager.default
    let hadOld = fm.fileExists(atPath: target.path)
    if durable { _ = motionspec_sync_filesystem(staging.path) }
    defer { if durable { _ = motionspec_sync_directory(target.deletingLastPathComponent().path) } }
    if hadOld && motionspec_exchange(staging.path, target.path) == 0 {
      try? fm.removeItem(at: staging)  // now the old report
      return
    }
    let aside = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).old-\(getpid())")
    do {
      if hadOld { try fm.moveItem(at: target, to: aside) }
      do {
        try fm.moveItem(at: staging, to: target)
      } catch {
        if hadOld { try? fm.moveItem(at: aside, to: target) }
        throw error
      }
      if hadOld { try? fm.removeItem(at: aside) }
    } catch {
      try? fm.removeItem(at: staging)
      throw OutputDirectoryError.unwritable(
        "\(target.path): cannot move the new output into place (the previous report is unchanged): \(error.localizedDescription)"
      )
    }
  }

  /// Removes the staging directory (after a failure) and releases the lock.
  package func discard() {
    try? FileManager.default.removeItem(at: staging)
    lock.release()
  }
}

/// An exclusive `flock` on a file, held until ``release()`` or the end of the process.
final class LockFile: Sendable {
  /// The open file, or -1 once released.
  private let descriptor: Mutex<Int32>

  let path: String

  /// Opens (creating) `path` and waits for the exclusive lock. The holder removes the file when
  /// it releases the lock (and when interrupted), so none outlives its process; a waiter that
  /// then holds a lock on a file no longer at `path` opens it again.
  init(_ path: String, for output: String) throws(OutputDirectoryError) {
    self.path = path
    while true {
      let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
      guard fd >= 0 else {
        throw OutputDirectoryError.unwritable(
          "\(output): cannot create the lock file \(path): \(String(cString: strerror(errno)))")
      }
      guard flock(fd, LOCK_EX) == 0 else {
        let reason = String(cString: strerror(errno))
        close(fd)
        throw OutputDirectoryError.unwritable("\(output): cannot lock \(path): \(reason)")
      }
      var held = stat(), named = stat()
      if fstat(fd, &held) == 0, stat(path, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev {
        motionspec_track(path)
        descriptor = Mutex(fd)
        return
      }
      close(fd)  // the holder before us removed it: take the one at `path` now
    }
  }

  /// Removes the lock file and releases the lock (once; later calls do nothing).
  func release() {
    descriptor.withLock { fd in
      guard fd >= 0 else { return }
      unlink(path)
      motionspec_untrack(path)
      close(fd)
      fd = -1
    }
  }

  deinit { release() }
}
