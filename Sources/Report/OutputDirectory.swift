import Foundation

/// A directory written completely beside its destination, then swapped in, so readers see the
/// old contents or the new ones and a failure leaves the old ones in place.
struct OutputDirectory {
  let target: URL
  let staging: URL

  /// Creates an empty staging directory next to `path`.
  init(_ path: String) throws {
    let fm = FileManager.default
    target = URL(fileURLWithPath: path).standardizedFileURL
    let parent = target.deletingLastPathComponent()
    staging = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
    do {
      try fm.createDirectory(at: staging, withIntermediateDirectories: true)
    } catch {
      throw ReportError.output("\(path): cannot create the output directory: \(error.localizedDescription)")
    }
  }

  /// Writes `bytes` at `relative` inside the staging directory.
  func put(_ bytes: some Sequence<UInt8>, at relative: String) throws {
    let url = staging.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Puts the file at `source` at `relative` by a hard link (copying where links are not
  /// possible). Only for files that are never modified in place, such as cache entries.
  func link(_ source: URL, at relative: String) throws {
    let url = staging.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    do {
      try FileManager.default.linkItem(at: source, to: url)
    } catch {
      try FileManager.default.copyItem(at: source, to: url)
    }
  }

  /// Moves the staging directory into place: old aside, new in, old removed. If the new one
  /// cannot be moved in, the old one is put back.
  func commit() throws {
    let fm = FileManager.default
    let aside = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
    let hadOld = fm.fileExists(atPath: target.path)
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
      discard()
      throw ReportError.output("\(target.path): cannot move the new output into place: \(error.localizedDescription)")
    }
  }

  /// Removes the staging directory (after a failure).
  func discard() { try? FileManager.default.removeItem(at: staging) }
}
