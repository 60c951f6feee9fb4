#if Servers
  import Foundation
  import Hummingbird
  import HummingbirdCore
  import Logging
  import MotionSpecFiles
  import Synchronization

  /// The HTTP side of `motionspec serve`: the spec's folder, read only, and the live channel.
  ///
  /// - `/` and any path under it: a file of the output folder, never one outside it (a `..`, a
  ///   hidden name, or a link that leads out is not found); the page gets the live script.
  /// - `/_motionspec/events`: server-sent events, one per state (``SpecState`` as JSON).
  /// - `/_motionspec/live.js`: the script that follows them in the page.
  /// - `/_motionspec/change?from=A&to=B`: what changed from render A's page to render B's, part by
  ///   part (``PageChange``), or `{"reload": true}` (the page then loads whole).
  /// Every answer is `no-store`: a reload always gets the latest render.
  ///
  /// What it holds against a hostile page or client: it answers only requests whose `Host` is one
  /// of its own names (127.0.0.1, localhost, [::1], and `--host`, each with its port), so a page
  /// on another site that rebinds its DNS name to this machine reads nothing; state changes only on
  /// POST from the spec's own page (its `Origin`, or `Sec-Fetch-Site: same-origin`); a connection
  /// idle (or sending its request slowly) for ``idleTimeout`` is closed; at most
  /// ``maximumConnections`` connections and ``LiveState/maximumFollowers`` event streams are open at
  /// once; a file is sent only when it lies inside the output once every link is resolved.
  public struct SpecServer: Sendable {
    public let output: String
    public let state: LiveState
    /// Extra host names the server answers to (`--host`), beside its loopback names.
    public let hosts: [String]

    /// How long a connection may stay idle, or take to send its request, before it is closed.
    public static let idleTimeout: Int64 = 15
    /// The most connections open at once; more wait in the listen backlog.
    public static let maximumConnections = 128

    public init(output: String, state: LiveState, hosts: [String] = []) {
      self.output = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
      self.state = state
      self.hosts = hosts
    }

    /// Whether `host` (a request's `Host` header) names this server on `port`.
    public static func isOwnHost(_ host: String, port: Int, extra: [String]) -> Bool {
      let names = ["127.0.0.1", "localhost", "[::1]"] + extra.map { $0.contains(":") ? "[\($0)]" : $0 }
      let lowered = host.lowercased()
      return names.contains { lowered == $0.lowercased() + ":\(port)" || (port == 80 && lowered == $0.lowercased()) }
    }

    /// Whether a state-changing request comes from the spec's own page: an `Origin` naming one of
    /// the server's hosts, or the browser's `Sec-Fetch-Site: same-origin`; a request with neither
    /// header is a tool's, not a page's, and is allowed.
    public static func isSameOrigin(origin: String?, fetchSite: String?, port: Int, extra: [String]) -> Bool {
      if let fetchSite, fetchSite != "same-origin" && fetchSite != "none" { return false }
      guard let origin else { return true }
      guard origin.hasPrefix("http://") else { return false }
      return isOwnHost(String(origin.dropFirst("http://".count)), port: port, extra: extra)
    }

    /// The script the page gets, embedded in the binary.
    public static let liveScript = String(decoding: PackageResources.live_js, as: UTF8.self)

    public func router(port: @escaping @Sendable () -> Int) -> Router<BasicRequestContext> {
      let router = Router()
      let state = state
      router.add(middleware: HostCheck(port: port, hosts: hosts))
      router.get("/_motionspec/events") { _, _ -> Response in
        guard let followed = state.followIfRoom() else {
          return Response(status: .serviceUnavailable, headers: [.cacheControl: "no-store", .retryAfter: "5"])
        }
        let events = followed.map { s in ByteBuffer(string: "data: " + SpecServer.json(s) + "\n\n") }
        return Response(
          status: .ok,
          headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
          body: ResponseBody(asyncSequence: events))
      }
      router.get("/_motionspec/live.js") { _, _ -> Response in
        Response(
          status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
          body: ResponseBody(byteBuffer: ByteBuffer(string: SpecServer.liveScript)))
      }
      // What changed from the page the client shows to the newest one, as JSON (``PageChange``:
      // each changed part's name and its changed elements), or `{"reload": true}` when it must load
      // the page whole.
      router.get("/_motionspec/change") { request, _ -> Response in
        let number = { (name: String) in request.uri.queryParameters[Substring(name)].flatMap { Int(String($0)) } }
        let body =
          if let from = number("from"), let to = number("to") {
            state.answer(from: from, to: to)
          } else {
            PageChange.answer(nil)
          }
        return Response(
          status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
          body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
      }
      // What the page shows now: a change of state, so POST only, and only from the page itself.
      let hosts = hosts
      router.post("/_motionspec/shown") { request, _ -> Response in
        guard
          SpecServer.isSameOrigin(
            origin: request.headers[.origin],
            fetchSite: request.headers.first { $0.name.canonicalName == "sec-fetch-site" }?.value,
            port: port(), extra: hosts)
        else { return Response(status: .forbidden, headers: [.cacheControl: "no-store"]) }
        if let version = request.uri.queryParameters["v"].flatMap({ Int(String($0)) }) { state.shown(version) }
        if let version = request.uri.queryParameters["look"].flatMap({ Int(String($0)) }) { state.looked(version) }
        return Response(status: .noContent, headers: [.cacheControl: "no-store"])
      }
      // The page names no icon; the browser's guess is answered with nothing rather than an error.
      router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
      let files = self
      router.get("/") { _, _ in try files.file("") }
      router.get("**") { request, _ in try files.file(request.uri.path) }
      router.head("**") { request, _ in
        var response = try files.file(request.uri.path)
        response.body = ResponseBody()
        return response
      }
      return router
    }

    /// The response for `path` (percent-encoded, from the request line).
    func file(_ path: String) throws -> Response {
      guard let url = resolve(path) else { throw HTTPError(.notFound) }
      guard var data = FileManager.default.contents(atPath: url.path) else { throw HTTPError(.notFound) }
      let type = SpecServer.mediaType(url.pathExtension)
      if url.lastPathComponent == "index.html" && url.deletingLastPathComponent().path == output {
        data = withLiveScript(data)
      }
      return Response(
        status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The file `path` names inside the output, or nil: a name that is `..`, `.`, hidden or holds
    /// a NUL or a backslash, a folder without an index, or a link that leads out.
    func resolve(_ path: String) -> URL? {
      guard let decoded = path.removingPercentEncoding else { return nil }
      var parts = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      for part in parts where part.hasPrefix(".") || part.contains("\0") || part.contains("\\") { return nil }
      if parts.isEmpty { parts = ["index.html"] }
      var url = URL(fileURLWithPath: output)
      for part in parts { url.appendPathComponent(part) }
      url = url.resolvingSymlinksInPath()
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
      // A folder's index is resolved too: a link named index.html may lead anywhere.
      if isFolder.boolValue { url = url.appendingPathComponent("index.html").resolvingSymlinksInPath() }
      guard url.path.hasPrefix(output + "/"), WorkspaceRoot(output).contains(url.path) else { return nil }
      return url
    }

    /// The page with the live script before its closing body tag; the version it shows is the
    /// state's now (the file on disk is never changed).
    func withLiveScript(_ page: Data) -> Data {
      let tag = Data(
        "<script src=\"/_motionspec/live.js\" data-version=\"\(state.current.version)\"></script>\n</body>".utf8)
      guard let end = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + tag }
      var out = page
      out.replaceSubrange(end, with: tag)
      return out
    }

    /// The state as one line of JSON.
    static func json(_ state: SpecState) -> String {
      do { return String(decoding: try JSONEncoder().encode(state), as: UTF8.self) } catch {
        // Two numbers and a string always encode; say so rather than send nothing.
        return #"{"version":0,"pdf":0,"error":"motionspec could not encode its state"}"#
      }
    }

    static func mediaType(_ fileExtension: String) -> String {
      switch fileExtension.lowercased() {
      case "html": "text/html; charset=utf-8"
      case "css": "text/css; charset=utf-8"
      case "js": "text/javascript; charset=utf-8"
      case "json": "application/json"
      case "svg": "image/svg+xml"
      case "png": "image/png"
      case "gif": "image/gif"
      case "pdf": "application/pdf"
      case "md", "txt", "swift", "kt", "dart", "ts": "text/plain; charset=utf-8"
      default: "application/octet-stream"
      }
    }

    /// Serves on `host`:`port` until the task is cancelled; `ready` is called with the port bound
    /// (useful with port 0).
    public func run(host: String, port: Int, ready: @escaping @Sendable (Int) -> Void) async throws {
      var logger = Logger(label: "motionspec-serve")
      logger.logLevel = .critical
      let bound = Mutex(port)
      let app = Application(
        router: router(port: { bound.withLock { $0 } }),
        server: .http1(configuration: .init(idleTimeout: .seconds(SpecServer.idleTimeout))),
        configuration: .init(
          address: .hostname(host, port: port), serverName: "motionspec",
          availableConnectionsDelegate: MaximumAvailableConnections(SpecServer.maximumConnections)),
        onServerRunning: { channel in
          let actual = channel.localAddress?.port ?? port
          bound.withLock { $0 = actual }
          ready(actual)
        }, logger: logger)
      try await app.run()
    }
  }

  /// Answers 421 (Misdirected Request) to any request whose `Host` is not one of the server's own
  /// names, before a route runs: what protects a loopback server from DNS rebinding.
  struct HostCheck: RouterMiddleware {
    typealias Context = BasicRequestContext
    let port: @Sendable () -> Int
    let hosts: [String]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
      -> Response
    {
      guard let host = request.head.authority,
        SpecServer.isOwnHost(host, port: port(), extra: hosts)
      else {
        return Response(status: .misdirectedRequest, headers: [.cacheControl: "no-store"])
      }
      return try await next(request, context)
    }
  }
#endif  // Servers
