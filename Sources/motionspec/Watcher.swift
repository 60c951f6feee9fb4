import Dispatch
import Foundation
import MotionSpecFiles
import MotionSpecNumbers
import Report
import ReportModel
import Synchronization

/// `render --watch`: renders, then polls the catalogue's files, the templates and the lint policy
/// ten times a second, and renders again when one of them changes — on the ``RenderLoop`` that
/// `serve` uses too. Polling needs nothing from the system and no dependency, and a change is
/// known by its content, not its date, so saving a file unchanged does not render; a look reads
/// only the files whose identity (``FileIdentity``) changed since the last (``Looks``), so it
/// costs a few `lstat`s. A bad edit prints its located error and leaves the previous output as it
/// was (every render writes atomically). Ctrl-C stops it between renders: a render under way
/// finishes, so no staging folder is left.
struct Watcher {
  let render: Render
  /// Seconds between looks.
  static let interval = 0.1

  func run() throws {
    let paths = render.watchedPaths
    guard !render.catalogue.catalogue.isEmpty, !render.catalogue.catalogue.contains("-") else {
      throw Failure.usage(
        "--watch follows catalogue files: name one or more (standard input and the built-in catalogue never change)")
    }
    let loop = RenderLoop(paths: paths, interval: Self.interval)
    // Ctrl-C stops the loop at its next look, never inside a render.
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
    for source in sources {
      source.setEventHandler { loop.stop() }
      source.resume()
    }
    defer {
      for source in sources { source.cancel() }
      signal(SIGINT, SIG_DFL)
      signal(SIGTERM, SIG_DFL)
    }
    let render = self.render
    try loop.waiting { loop in
      let count = loop.begin()
      Self.renderReporting(render, changed: [], session: loop.session)
      Self.say("watching \(count) file\(count == 1 ? "" : "s"); Ctrl-C stops")
      loop.run { loop, changed in Self.renderReporting(render, changed: changed, session: loop.session) }
    }
    Self.say("stopped watching")
  }

  /// Renders once and says what happened; a failure is printed, not thrown.
  static func renderReporting(_ render: Render, changed: [String], session: RenderSession) {
    if !changed.isEmpty {
      say(
        "changed: "
          + changed.map { FileManager.default.fileExists(atPath: $0) ? $0 : "\($0) (removed)" }.joined(separator: ", "))
    }
    let start = DispatchTime.now().uptimeNanoseconds
    // The loop says what happened; the render itself prints nothing.
    var quiet = render
    quiet.quiet = true
    do {
      try quiet.renderOnce(session: session)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      say("rendered \(render.output) in \(NumberText.fixed(seconds, decimals: 2, minus: .ascii)) s")
    } catch {
      let message = Failure(error)?.description ?? "\(error)"
      var stderr = StandardError()
      print("motionspec: error: \(message)", to: &stderr)
      say("kept the previous output; waiting for the next change")
    }
  }

  /// A line on standard output at once (a pipe would hold `print`'s until it fills).
  static func say(_ line: String) {
    Output.standardOutput(Data((line + "\n").utf8))
  }
}

/// What the watch's looks know of each file: its identity and its content's digest. A digest is
/// used again while the file's identity holds — unless the file had changed less than
/// ``settled`` seconds before it was read, since an edit within the file system's timestamp
/// granularity could keep the identity (same size, same time) and change the content; such a
/// file is read again at every look until it settles.
struct Looks {
  static let settled: UInt64 = 2_000_000_000

  private var known: [String: (identity: FileIdentity, digest: String, trusted: Bool)] = [:]

  /// Every watched file (a directory's files, recursively) and a digest of its content; a file
  /// that cannot be read counts as empty, so its return is a change too.
  mutating func snapshot(_ paths: [String]) -> [String: String] {
    var out: [String: String] = [:]
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        out[path] = "missing"
        continue
      }
      let files =
        isDirectory.boolValue
        ? (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String }.map { path + "/" + $0 } ?? [])
        : [path]
      for file in files {
        let identity = FileIdentity(path: file)
        if let identity, let last = known[file], last.identity == identity, last.trusted {
          out[file] = last.digest
          continue
        }
        let now = UInt64(max(0, Date().timeIntervalSince1970 * 1e9))
        guard let data = FileManager.default.contents(atPath: file) else {
          var directory: ObjCBool = false
          if FileManager.default.fileExists(atPath: file, isDirectory: &directory), directory.boolValue { continue }
          out[file] = "unreadable"
          known[file] = nil
          continue
        }
        let digest = "\(data.count):\(contentHash([data]))"
        out[file] = digest
        if let identity {
          known[file] = (identity, digest, identity.modifiedNanoseconds + Looks.settled < now)
        }
      }
    }
    return out
  }
}
