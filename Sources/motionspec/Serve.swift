#if Servers
  import ArgumentParser
  import Dispatch
  import Foundation
  import MotionSpecNumbers
  import MotionSpecServe
  import Report
  import Synchronization

  /// `motionspec serve`: the spec on a local HTTP server, rendered again on each save.
  struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Serve the motion spec on this machine and keep the open page current as you edit the catalogue.",
      discussion: """
        Renders the spec into --output, serves that folder on http://127.0.0.1:PORT/, and looks at the
        catalogue's files, the templates and .motionspec.yml every 5 ms. A save renders the page
        first — the open page shows what changed in place — then the PDF and export/. An edit that does
        not render shows its located error over the page, which stays the last good spec. Only files
        of the output folder are served. Ctrl-C stops it between renders.
        """)

    @OptionGroup var catalogue: CatalogueArguments
    @OptionGroup var policy: PolicyOptions

    @Option(name: [.short, .customLong("output")], help: "The spec's folder (replaced atomically on each render).")
    var output = "reports/motion-spec"

    @Option(help: "A directory whose templates override the bundled ones.")
    var templates: String?

    @Option(
      help:
        "The address to listen on: 127.0.0.1 (this machine only) by default; another address lets other machines read the spec, and is warned about."
    )
    var host = "127.0.0.1"

    @Option(help: "The port; 0 picks a free one (the address is printed).")
    var port = 8000

    @Flag(help: "Print seconds and peak memory (MB) per phase of each render to standard error.")
    var timings = false

    /// Seconds between looks at the watched files.
    static let interval = 0.005

    func run() throws {
      guard !catalogue.catalogue.isEmpty, !catalogue.catalogue.contains("-") else {
        throw Failure.usage(
          "serve follows catalogue files: name one or more (standard input and the built-in catalogue never change)")
      }
      guard (0...65535).contains(port) else { throw Failure.usage("--port \(port): expected 0 to 65535") }
      // `render`'s own parsing of the same options, so serve renders exactly as render does; the
      // catalogue's paths come last, after `--`, so none is read as an option.
      var arguments = ["-o", output, "--quiet"]
      if let templates { arguments += ["--templates", templates] }
      if timings { arguments.append("--timings") }
      if let config = policy.path { arguments += ["--config", config] }
      for context in catalogue.selection.contexts { arguments += ["--context", context] }
      for set in catalogue.selection.tokenSets { arguments += ["--token-set", set] }
      for theme in catalogue.selection.themes { arguments += ["--theme-set", theme] }
      if let root = catalogue.selection.root { arguments += ["--root", root] }
      if let name = catalogue.standardInput.name { arguments += ["--stdin-filename", name] }
      let render = try Render.parse(arguments + ["--"] + catalogue.catalogue)
      if !["127.0.0.1", "localhost", "::1"].contains(host) {
        var standardError = StandardError()
        print(
          "motionspec: warning: --host \(host) serves the spec to every machine that can reach this one on that address",
          to: &standardError)
      }
      let state = LiveState()
      let loop = RenderLoop(paths: render.watchedPaths, interval: Self.interval)
      let live = LiveRender(render: render, state: state)
      // Ctrl-C stops the loop between renders (a render under way finishes, so no staging folder
      // is left), then the server.
      signal(SIGINT, SIG_IGN)
      signal(SIGTERM, SIG_IGN)
      let sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
      for source in sources {
        source.setEventHandler { loop.stop() }
        source.resume()
      }
      defer { for source in sources { source.cancel() } }
      try loop.waiting { loop in
        loop.begin()
        try live.first(loop)
      }
      // It answers to its loopback names and to the address it was given.
      let server = SpecServer(output: output, state: state, hosts: [host])
      let host = host, port = port
      try runAsync {
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            try await server.run(host: host, port: port) { bound in
              say("serving \(output) on http://\(host.contains(":") ? "[\(host)]" : host):\(bound)/ — Ctrl-C stops")
            }
          }
          group.addTask {
            await loop.run { loop, changed in live.changed(changed, loop) }
            throw CancellationError()
          }
          do {
            try await group.next()
          } catch is CancellationError {
            group.cancelAll()
          }
        }
      }
      say("stopped serving")
    }
  }

  /// A line on standard output at once (a pipe would hold `print`'s until it fills).
  func say(_ line: String) {
    Output.standardOutput(Data((line + "\n").utf8))
  }

  /// What `serve` renders on the ``RenderLoop``: on each change of the watched files, the page
  /// first (the previous PDF kept), then — unless the files changed again meanwhile — the PDF,
  /// telling the server's followers after each.
  struct LiveRender: Sendable {
    let render: Render
    let state: LiveState

    /// The first render, page and PDF, before the server listens; its error ends the command (there
    /// is no spec yet to keep), as `render`'s would.
    func first(_ loop: isolated RenderLoop) throws {
      let start = DispatchTime.now().uptimeNanoseconds
      try render.renderOnce(session: loop.session, printed: .carriedOver)
      state.update(page: page()) { $0.version = 1 }
      say("page 1 in \(Self.seconds(since: start)) s")
      renderPDF(loop)
    }

    /// A change of the files: the page, then the PDF.
    func changed(_ files: [String], _ loop: isolated RenderLoop) {
      guard renderPage(changed: files, loop) else { return }
      // The open pages show the new one before the PDF takes the cores; a save that came
      // meanwhile is rendered first, the PDF after it.
      state.waitUntilShown(timeout: 1)
      if loop.filesUnchanged() { renderPDF(loop) }
    }

    /// The page (the previous PDF kept), after a first look at the rows the edit changed; an error
    /// is shown over the page and printed, never thrown.
    func renderPage(changed: [String], _ loop: isolated RenderLoop) -> Bool {
      if !changed.isEmpty { say("changed: " + changed.joined(separator: ", ")) }
      let start = DispatchTime.now().uptimeNanoseconds
      do {
        let prepared = try render.prepare(printed: .carriedOver)
        var model = try PageModel(
          prepared.catalogue, sourceText: prepared.text, options: prepared.options, session: loop.session)
        firstLook(&model, session: loop.session)
        try render.write(prepared, model: model, session: loop.session)
      } catch {
        // A save caught half-written (an editor empties the file, then writes it) reads as an
        // error: when the files change again within a moment, that version is rendered next and
        // this error is never shown.
        Thread.sleep(forTimeInterval: Self.errorGrace)
        if !loop.filesUnchanged() { return false }
        let message = Failure(error)?.description ?? "\(error)"
        state.update {
          $0.error = message
          $0.first = nil
        }
        var standardError = StandardError()
        print("motionspec: error: \(message)", to: &standardError)
        say("kept the previous spec; waiting for the next change")
        return false
      }
      state.update(page: page()) {
        $0.version += 1
        $0.error = nil
        $0.first = nil
      }
      say("page \(state.current.version) in \(Self.seconds(since: start)) s")
      return true
    }

    /// Sends the open pages the table rows the edit changed, as the page about to be drawn from
    /// `model` will have them (``FirstLook``), and gives them a moment to paint them before the
    /// page takes the cores; nothing when there is no first look to give.
    func firstLook(_ model: inout PageModel, session: RenderSession) {
      let start = DispatchTime.now().uptimeNanoseconds
      let look = MotionSpecWriter.firstLook(&model, session: session)
      if let look {
        let version = state.current.version + 1
        state.update {
          // The edit reads: the last one's error, if any, is behind it.
          $0.error = nil
          $0.first = SpecState.FirstLook(
            version: version, rows: look.rows.map { SpecState.FirstLook.Row(id: $0.id, html: $0.html) },
            sparklines: look.sparklines)
        }
      }
      if render.timings {
        var standardError = StandardError()
        print(
          "first-look \(Self.seconds(since: start)) (\(look.map { "\($0.rows.count) rows" } ?? "none"))",
          to: &standardError)
      }
      if look != nil { state.waitUntilLooked(state.current.version + 1, timeout: Self.firstLookWait) }
    }

    /// How long an edit that does not render waits for the files to change again before its error
    /// is shown (seconds).
    static let errorGrace = 0.03

    /// How long, at most, the page waits for the open pages to paint a first look (seconds).
    static let firstLookWait = 0.1

    /// The page just written, cut into the parts an open page replaces (nil: it loads it whole).
    func page() -> PageParts? {
      let file = URL(fileURLWithPath: render.output).appendingPathComponent("index.html")
      let start = DispatchTime.now().uptimeNanoseconds
      guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
      let parts = PageParts(html: String(decoding: data, as: UTF8.self))
      if render.timings {
        var standardError = StandardError()
        print(
          "parts \(Self.seconds(since: start))\(parts == nil ? " (not cut: loaded whole)" : "")",
          to: &standardError
        )
      }
      return parts
    }

    func renderPDF(_ loop: isolated RenderLoop) {
      let start = DispatchTime.now().uptimeNanoseconds
      do {
        try render.renderOnce(session: loop.session)
        state.update { $0.pdf = $0.version }
        say("PDF \(state.current.version) in \(Self.seconds(since: start)) s")
      } catch {
        var standardError = StandardError()
        print("motionspec: error: the PDF: \(Failure(error)?.description ?? "\(error)")", to: &standardError)
      }
    }

    static func seconds(since start: UInt64) -> String {
      NumberText.fixed(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, decimals: 3, minus: .ascii)
    }
  }
#endif  // Servers
