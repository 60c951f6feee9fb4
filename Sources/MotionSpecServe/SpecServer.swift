import Foundation
import Hummingbird
import Logging

/// The HTTP side of `motionspec serve`: the spec's folder, read only, and the live channel.
///
/// - `/` and any path under it: a file of the output folder, never one outside it (a `..`, a
///   hidden name, or a link that leads out is not found); the page gets the live script.
/// - `/_motionspec/events`: server-sent events, one per state (``SpecState`` as JSON).
/// - `/_motionspec/live.js`: the script that follows them in the page.
/// - `/_motionspec/change?from=A&to=B`: what changed from render A's page to render B's, part by
///   part (``PageChange``), or `{"reload": true}` (the page then loads whole).
/// Every answer is `no-store`: a reload always gets the latest render.
public struct SpecServer: Sendable {
  public let output: String
  public let state: LiveState

  public init(output: String, state: LiveState) {
    self.output = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
    self.state = state
  }

  /// The script the page gets, embedded in the binary.
  public static let liveScript = String(decoding: PackageResources.live_js, as: UTF8.self)

  public func router() -> Router<BasicRequestContext> {
    let router = Router()
    let state = state
    router.get("/_motionspec/events") { _, _ -> Response in
      let events = state.follow().map { s in ByteBuffer(string: "data: " + SpecServer.json(s) + "\n\n") }
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
    router.get("/_motionspec/shown") { request, _ -> Response in
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
    if isFolder.boolValue { url.appendPathComponent("index.html") }
    guard url.path.hasPrefix(output + "/") else { return nil }
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
    let app = Application(
      router: router(), configuration: .init(address: .hostname(host, port: port), serverName: "motionspec"),
      onServerRunning: { channel in ready(channel.localAddress?.port ?? port) }, logger: logger)
    try await app.run()
  }
}
