#if Servers
  import Foundation
  import MotionSpecCatalogue
  import ReportModel
  import Workspace

  /// `motionspec lsp`: a Language Server (LSP 3.17 over standard input and output) for motion
  /// catalogues — YAML, DTCG JSON, Swift motion files — and the lint policy `.motionspec.yml`.
  ///
  /// Messages are handled one at a time, in the order they arrive, so a request is answered
  /// against the document as it was when the request came (a change sent after it is applied
  /// after it). Malformed JSON, an unknown method, a document outside the workspace, a message over
  /// ``FrameReader/limit`` each get the protocol's error and the server goes on; only `exit` or the
  /// end of input stops it. Nothing is written to disk.
  public final class LanguageServer {
    /// The workspace documents are read in: the one `--root` names, or, when the command line named
    /// none, the client's first workspace folder (`initialize`'s `workspaceFolders`, else its
    /// `rootUri`).
    var workspace: Workspace
    /// The client's other workspace folders, each a workspace of its own (empty when `--root` was
    /// given): a document is read in the one that holds it.
    var otherFolders: [Workspace] = []
    /// How long a change waits for the next before it is checked (edits in a burst are checked
    /// once, after the last).
    static let quiet: TimeInterval = 0.05
    /// Whether the client's workspace folders replace `workspace` at `initialize`.
    let followsClient: Bool
    let writer: FrameWriter
    var documents: [String: Document] = [:]
    /// What each document reads as and its findings, by URI, for the version they were read at.
    var checked: [String: (version: Int, check: Workspace.DocumentCheck)] = [:]
    var shutdown = false
    /// False while a change is applied that a later one replaces: its diagnostics are not sent.
    var publishing = true
    /// The status the process exits with (`exit` after `shutdown`: 0; otherwise 1).
    public private(set) var exitStatus: Int32?

    /// `followsClient`: the command line named no root, so the client's workspace folders are the
    /// workspace from `initialize` on (`workspace` until then, and when the client names none).
    public init(workspace: Workspace, followsClient: Bool = false, write: @escaping (Data) -> Void) {
      self.workspace = workspace
      self.followsClient = followsClient
      writer = FrameWriter(write: write)
    }

    /// Serves until `exit` or the end of `read`'s input; returns the exit status.
    ///
    /// A thread reads frames as they come into an ``Inbox``, so edits made while a check runs are
    /// coalesced: of several changes to one document only the latest is checked, a request that a
    /// later `$/cancelRequest` cancels is answered as cancelled (-32800), and a request about a
    /// document with a change still to apply is answered as modified (-32801), which clients ask
    /// again.
    public func serve(read: @escaping @Sendable () -> Data?) -> Int32 {
      let inbox = Inbox()
      let reading = Thread {
        var reader = FrameReader(readMore: read)
        while let frame = reader.next() {
          inbox.put(frame)
          if case .malformedHeader = frame { break }
        }
        inbox.close()
      }
      reading.stackSize = 8 << 20
      reading.start()
      while exitStatus == nil, let (frame, facts) = inbox.take() {
        switch frame {
        case .message(let data):
          if let id = facts.id, inbox.isCancelled(id) {
            respondError(id: idValue(data) ?? NSNull(), code: -32800, "cancelled by the client")
            continue
          }
          if facts.method == "textDocument/didChange", let uri = facts.uri,
            inbox.hasChange(to: uri) || inbox.changeFollows(uri, within: Self.quiet)
          {
            handle(data, publishing: false)
            continue
          }
          if facts.id != nil, let uri = facts.uri, facts.method?.hasPrefix("textDocument/") == true,
            inbox.hasChange(to: uri)
          {
            respondError(
              id: idValue(data) ?? NSNull(), code: -32801, "the document changed since this was asked; ask again")
            continue
          }
          handle(data)
        case .tooLarge(let length):
          respondError(
            id: NSNull(), code: -32600,
            "a message of \(length) bytes is over the \(FrameReader.limit >> 20) MiB this server reads; it was skipped")
        case .malformedHeader(let header):
          respondError(id: NSNull(), code: -32700, "a message header without a Content-Length: \(header.prefix(200))")
          return 1
        }
      }
      return exitStatus ?? (shutdown ? 0 : 1)
    }

    /// The `id` of a message, as JSON gave it.
    func idValue(_ data: Data) -> Any? {
      ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["id"]
    }

    func handle(_ data: Data, publishing: Bool = true) {
      self.publishing = publishing
      defer { self.publishing = true }
      let object: Any
      do { object = try JSONSerialization.jsonObject(with: data) } catch {
        respondError(id: NSNull(), code: -32700, "not JSON: \(error.localizedDescription)")
        return
      }
      guard let message = object as? [String: Any], let method = message["method"] as? String else {
        // A response to a request of ours (we send none) or a shape JSON-RPC does not know.
        if let message = object as? [String: Any], message["result"] != nil || message["error"] != nil { return }
        respondError(id: (object as? [String: Any])?["id"] ?? NSNull(), code: -32600, "not a JSON-RPC request")
        return
      }
      let id = message["id"]
      let params = message["params"] as? [String: Any] ?? [:]
      do {
        let result = try dispatch(method, params, isRequest: id != nil)
        if let id { writer.send(["jsonrpc": "2.0", "id": id, "result": result ?? NSNull()]) }
      } catch {
        if let id { respondError(id: id, code: error.code, error.message) }
      }
    }

    func respondError(id: Any, code: Int, _ message: String) {
      writer.send(["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message]])
    }

    func notify(_ method: String, _ params: [String: Any]) {
      writer.send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// A request's failure, as the protocol's error response.
    struct RequestError: Error {
      let code: Int
      let message: String
      static func invalidParams(_ m: String) -> RequestError { RequestError(code: -32602, message: m) }
    }

    func dispatch(_ method: String, _ params: [String: Any], isRequest: Bool) throws(RequestError) -> Any? {
      if shutdown && method != "exit" {
        throw RequestError(code: -32600, message: "the server is shutting down")
      }
      switch method {
      case "initialize":
        if followsClient { adoptFolders(params) }
        return initializeResult()
      case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration",
        "workspace/didChangeWatchedFiles", "textDocument/didSave":
        if method == "textDocument/didSave" || method == "workspace/didChangeWatchedFiles" { republishAll() }
        return nil
      case "shutdown":
        shutdown = true
        return nil
      case "exit":
        exitStatus = shutdown ? 0 : 1
        return nil
      case "textDocument/didOpen": try didOpen(params)
      case "textDocument/didChange": try didChange(params)
      case "textDocument/didClose":
        let uri = try textDocumentURI(params)
        documents[uri] = nil
        checked[uri] = nil
        notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])
      case "textDocument/hover": return try hover(params)
      case "textDocument/completion": return try completion(params)
      case "textDocument/definition": return try definition(params)
      case "textDocument/references": return try references(params)
      case "textDocument/documentSymbol": return try symbols(params)
      case "textDocument/codeAction": return try codeActions(params)
      default:
        guard isRequest else { return nil }  // notifications the server does not know are ignored
        throw RequestError(code: -32601, message: "no method '\(method)' in this server")
      }
      return nil
    }

    /// The client's workspace folders (LSP 3.6's `workspaceFolders`, else `rootUri`, else the
    /// deprecated `rootPath`) as the workspaces documents are read in. A folder that is not a
    /// `file:` URI of an existing folder is passed over; with none left, the current folder stays.
    func adoptFolders(_ params: [String: Any]) {
      var uris = (params["workspaceFolders"] as? [[String: Any]] ?? []).compactMap { $0["uri"] as? String }
      if uris.isEmpty, let root = params["rootUri"] as? String { uris = [root] }
      if uris.isEmpty, let path = params["rootPath"] as? String { uris = [URL(fileURLWithPath: path).absoluteString] }
      let folders = uris.compactMap { uri -> Workspace? in
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
          return nil
        }
        do { return try Workspace(root: url.path) } catch { return nil }
      }
      guard let first = folders.first else { return }
      workspace = first
      otherFolders = Array(folders.dropFirst())
    }

    /// The workspace that holds `path` (a path ``path(of:)`` accepted).
    func workspace(holding path: String) -> Workspace {
      if otherFolders.isEmpty { return workspace }
      return ([workspace] + otherFolders).first { (try? $0.file(path)) != nil } ?? workspace
    }

    func initializeResult() -> [String: Any] {
      [
        "capabilities": [
          "positionEncoding": "utf-16",
          "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
          "hoverProvider": true,
          "completionProvider": ["triggerCharacters": [".", "{", "("], "resolveProvider": false],
          "definitionProvider": true,
          "referencesProvider": true,
          "documentSymbolProvider": true,
          "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll"]],
        ] as [String: Any],
        "serverInfo": ["name": "motionspec", "version": Version.string],
      ]
    }

    // MARK: - Documents

    func textDocumentURI(_ params: [String: Any]) throws(RequestError) -> String {
      guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String else {
        throw .invalidParams("textDocument.uri is required")
      }
      return uri
    }

    /// The workspace path of a `file:` URI; a URI of another scheme or outside the workspace is refused.
    func path(of uri: String) throws(RequestError) -> String {
      guard let url = URL(string: uri), url.isFileURL else {
        throw .invalidParams("\(uri): only file: documents are read")
      }
      var refusal: (any Error)?
      for folder in [workspace] + otherFolders {
        do { return try folder.file(url.path) } catch { refusal = refusal ?? error }
      }
      throw .invalidParams("\(refusal.map { "\($0)" } ?? uri)")
    }

    func document(_ params: [String: Any]) throws(RequestError) -> Document {
      let uri = try textDocumentURI(params)
      guard let document = documents[uri] else {
        _ = try path(of: uri)
        throw .invalidParams("\(uri) is not open (send textDocument/didOpen first)")
      }
      return document
    }

    func didOpen(_ params: [String: Any]) throws(RequestError) {
      guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
        let text = item["text"] as? String
      else { throw .invalidParams("textDocument with uri and text is required") }
      let path: String
      do { path = try self.path(of: uri) } catch {
        notify("window/logMessage", ["type": 2, "message": "motionspec: \(error.message); not checked"])
        return
      }
      documents[uri] = Document(uri: uri, path: path, version: item["version"] as? Int ?? 0, text: text)
      checked[uri] = nil  // a document opened again may reuse a version number
      publish(uri)
    }

    func didChange(_ params: [String: Any]) throws(RequestError) {
      let uri = try textDocumentURI(params)
      guard var document = documents[uri] else { return }
      guard let changes = params["contentChanges"] as? [[String: Any]] else {
        throw .invalidParams("contentChanges is required")
      }
      // Full synchronisation: the last change holds the whole text.
      guard let text = changes.last?["text"] as? String else { return }
      document.text = text
      document.version = (params["textDocument"] as? [String: Any])?["version"] as? Int ?? document.version + 1
      documents[uri] = document
      checked[uri] = nil  // the text changed, whatever version the client gave it
      publish(uri)
    }

    /// What a document reads as now and its findings, kept per version: one read serves a
    /// version's diagnostics, hovers, navigation and code actions. A document over
    /// ``Document/limit`` is not read: one finding says so.
    func check(_ document: Document) -> Workspace.DocumentCheck {
      if let kept = checked[document.uri], kept.version == document.version { return kept.check }
      let check =
        document.isOversized
        ? Workspace.DocumentCheck(
          catalogue: nil,
          findings: [
            Finding(
              rule: "invalid", severity: .error, token: "",
              location: SourceLocation(file: document.path, line: 1, column: 1),
              message:
                "this document is \(document.text.utf8.count) bytes; the language server checks documents up to \(Document.limit >> 20) MiB (run motionspec lint on it)",
              fix: "")
          ])
        : workspace(holding: document.path).check(text: document.text, path: document.path)
      checked[document.uri] = (document.version, check)
      return check
    }

    /// The catalogue a document reads as now.
    func catalogue(_ document: Document) -> Catalogue? { check(document).catalogue }

    func republishAll() {
      checked = [:]
      for uri in documents.keys.sorted() { publish(uri) }
    }

    /// `lint`'s findings for the document, as diagnostics.
    func publish(_ uri: String) {
      guard publishing, let document = documents[uri] else { return }
      let findings = check(document).findings
      let diagnostics = findings.map { f -> [String: Any] in
        let location = f.location ?? SourceLocation(file: document.path, line: 1, column: 1)
        let d: [String: Any] = [
          "range": document.range(location),
          "severity": f.severity == .error ? 1 : f.severity == .warning ? 2 : 3,
          "source": "motionspec",
          "code": f.rule,
          "message": (f.token.isEmpty ? "" : "\(f.token): ") + f.message + (f.fix.isEmpty ? "" : "\nfix: \(f.fix)"),
        ]
        return d
      }
      notify(
        "textDocument/publishDiagnostics", ["uri": uri, "version": document.version, "diagnostics": diagnostics])
    }
  }
#endif  // Servers
