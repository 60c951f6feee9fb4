#if Servers
  import Foundation
  import MotionSpecCatalogue
  import MotionSpecCore
  import MotionSpecFigures
  import MotionSpecNumbers
  import TestSupport
  import Testing
  import Workspace

  @testable import MotionSpecLSP

  /// A two-file DTCG catalogue: `base.json` defines a curve, a duration in the pre-2025 string form
  /// (a finding with one fix) and a spring; `semantic.json` refers to two of them across files.
  func lspWorkspace() throws -> URL {
    let root = try temporaryDirectory("lsp").resolvingSymlinksInPath()
    let tokens = root.appendingPathComponent("tokens")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    try """
    {
      "motion": {
        "curve": { "$type": "cubicBezier", "standard": { "$value": [0.2, 0, 0, 1] } },
        "time": { "$type": "duration", "medium": { "$value": "300ms" } },
        "sheet": {
          "$type": "transition",
          "$value": { "duration": { "value": 550, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.2, 0.8, 0.2, 1] },
          "$extensions": { "com.motionspec.spring": { "duration": 0.55, "bounce": 0.18 } }
        }
      }
    }

    """.write(to: tokens.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
    try """
    {
      "ui": {
        "$type": "transition",
        "fade": { "$value": { "duration": "{motion.time.medium}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{motion.curve.standard}" } }
      }
    }

    """.write(to: tokens.appendingPathComponent("semantic.json"), atomically: true, encoding: .utf8)
    try "tokens:\n  quick: .snappy\n  sheet: .spring(duration: 0.55, bounce: 0.18)\n".write(
      to: root.appendingPathComponent("motion.yaml"), atomically: true, encoding: .utf8)
    return root
  }

  /// `motionspec lsp`'s server in this process, over in-memory streams: what a client sends, and
  /// every message the server writes back.
  struct LSPSession {
    var input = Data()

    mutating func send(_ message: [String: Any]) throws {
      var full = message
      full["jsonrpc"] = "2.0"
      let body = try JSONSerialization.data(withJSONObject: full)
      raw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }
    mutating func raw(_ bytes: Data) { input.append(bytes) }
    mutating func request(_ id: Int, _ method: String, _ params: [String: Any] = [:]) throws {
      try send(["id": id, "method": method, "params": params])
    }
    mutating func notify(_ method: String, _ params: [String: Any]) throws {
      try send(["method": method, "params": params])
    }

    /// Runs the server until the input ends; the messages written and the exit status.
    func run(_ workspace: Workspace, followsClient: Bool = false) throws -> (messages: [[String: Any]], status: Int32) {
      var output = Data()
      let server = LanguageServer(workspace: workspace, followsClient: followsClient) { output.append($0) }
      let left = Remaining(input)
      let status = server.serve {
        // Odd-sized reads, so frames straddle them.
        left.take(4093)
      }
      var reader = FrameReader {
        defer { output = Data() }
        return output
      }
      var messages: [[String: Any]] = []
      while case .message(let data)? = reader.next() {
        messages.append(try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
      }
      return (messages, status)
    }
  }

  extension [[String: Any]] {
    func response(_ id: Int) -> [String: Any]? { first { ($0["id"] as? Int) == id } }
    func diagnostics(_ uri: String) -> [[String: Any]] {
      let published = filter {
        $0["method"] as? String == "textDocument/publishDiagnostics"
          && ($0["params"] as? [String: Any])?["uri"] as? String == uri
      }
      return ((published.last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }
  }

  @Suite struct LanguageServerTests {
    func open(_ session: inout LSPSession, _ file: URL) throws {
      try session.notify(
        "textDocument/didOpen",
        [
          "textDocument": [
            "uri": file.absoluteString, "languageId": "json", "version": 1,
            "text": try String(contentsOf: file, encoding: .utf8),
          ]
        ])
    }

    /// Started with no `--root`, the server reads documents in the client's workspace folders (each
    /// its own root, the policy of each found inside it) and refuses one outside them all, the
    /// folder it was started in included.
    @Test func theClientsWorkspaceFoldersAreTheRoot() throws {
      let started = try temporaryDirectory("lsp-started")
      let first = try temporaryDirectory("lsp-first")
      let second = try temporaryDirectory("lsp-second")
      let outside = started.appendingPathComponent("outside.yaml")
      for folder in [first, second] {
        try "tokens:\n  sheet: .spring(duration: 0.55, bounce: 0.18)\n".write(
          to: folder.appendingPathComponent("motion.yaml"), atomically: true, encoding: .utf8)
      }
      try "tokens:\n  quick: .snappy\n".write(to: outside, atomically: true, encoding: .utf8)
      // The second folder's policy turns the rule about names off: it applies there alone.
      try "lint: {rules: {reduced-motion: off}}\n".write(
        to: second.appendingPathComponent(".motionspec.yml"), atomically: true, encoding: .utf8)
      var session = LSPSession()
      try session.request(
        1, "initialize",
        [
          "capabilities": [:],
          "workspaceFolders": [
            ["uri": first.absoluteString, "name": "first"], ["uri": second.absoluteString, "name": "second"],
          ],
        ])
      for (id, folder) in [(2, first), (3, second)] {
        let file = folder.appendingPathComponent("motion.yaml")
        try open(&session, file)
        try session.request(
          id, "textDocument/hover",
          ["textDocument": ["uri": file.absoluteString], "position": ["line": 1, "character": 3]])
      }
      try open(&session, outside)
      try session.request(
        4, "textDocument/hover",
        ["textDocument": ["uri": outside.absoluteString], "position": ["line": 1, "character": 3]])
      let (messages, _) = try session.run(try Workspace(root: started.path), followsClient: true)
      for id in [2, 3] {
        let hover = try #require(messages.response(id)?["result"] as? [String: Any], "hover \(id): \(messages)")
        #expect("\(hover)".contains("0.55"))
      }
      #expect((messages.response(4)?["error"] as? [String: Any])?["code"] as? Int == -32602)
      let rules = { (folder: URL) in
        messages.diagnostics(folder.appendingPathComponent("motion.yaml").absoluteString).compactMap {
          $0["code"] as? String
        }
      }
      #expect(rules(first).contains("reduced-motion"))
      #expect(!rules(second).contains("reduced-motion"))
    }

    /// The diagnostics are `lint`'s findings for the file (rule ids, words and places), found
    /// across the catalogue's files; hover gives the model's numbers; a change is seen at once.
    @Test func diagnosticsAndHoverComeFromTheModel() throws {
      let root = try lspWorkspace()
      let base = root.appendingPathComponent("tokens/base.json")
      let workspace = try Workspace(root: root.path, catalogues: ["tokens"])
      var session = LSPSession()
      try session.request(1, "initialize", ["capabilities": [:]])
      try session.notify("initialized", [:])
      try open(&session, base)
      // Hover on the spring's line (line 4 from 0: "sheet").
      try session.request(
        2, "textDocument/hover",
        ["textDocument": ["uri": base.absoluteString], "position": ["line": 5, "character": 6]])
      // A change: the spring becomes bouncier; its hover follows.
      let changed = try String(contentsOf: base, encoding: .utf8).replacingOccurrences(
        of: "\"bounce\": 0.18", with: "\"bounce\": 0.3")
      try session.notify(
        "textDocument/didChange",
        ["textDocument": ["uri": base.absoluteString, "version": 2], "contentChanges": [["text": changed]]])
      try session.request(
        3, "textDocument/hover",
        ["textDocument": ["uri": base.absoluteString], "position": ["line": 5, "character": 6]])
      // A client that gives a new text the same version: what it reads as is still the new text's.
      try session.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": base.absoluteString, "version": 2],
          "contentChanges": [["text": changed.replacingOccurrences(of: "\"bounce\": 0.3", with: "\"bounce\": 0.4")]],
        ])
      try session.request(
        5, "textDocument/hover",
        ["textDocument": ["uri": base.absoluteString], "position": ["line": 5, "character": 6]])
      try session.request(4, "shutdown")
      try session.notify("exit", [:])
      let (messages, status) = try session.run(workspace)
      #expect(status == 0)
      let capabilities = try #require(
        (messages.response(1)?["result"] as? [String: Any])?["capabilities"] as? [String: Any])
      #expect(capabilities["hoverProvider"] as? Bool == true)

      // What `lint` finds in the catalogue, placed in base.json.
      let catalogue = try CatalogueLoader.read([root.appendingPathComponent("tokens").path]).catalogue
      let expected = (catalogue.warnings.map(Finding.init) + Lint.checked(catalogue).kept).filter {
        $0.location?.file == base.path
      }
      let published = messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
      // Open, then each change that no later change replaced before it was checked (the reading
      // thread may have read the second change already): the last is always the newest text's.
      #expect((2...3).contains(published.count))
      let first = try #require((published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
      #expect(first.count == expected.count && !expected.isEmpty)
      for (diagnostic, finding) in zip(first, expected) {
        #expect(diagnostic["code"] as? String == finding.rule)
        #expect((diagnostic["message"] as? String)?.contains(finding.message) == true)
        let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Int]
        #expect(start?["line"] == (finding.location?.line ?? 0) - 1)
        #expect(start?["character"] == (finding.location?.column ?? 0) - 1)  // ASCII: scalars are UTF-16 units
      }

      for (id, bounce) in [(2, 0.18), (3, 0.3), (5, 0.4)] {
        // A hover asked while a later change waited may be answered as modified (-32801), which
        // clients ask again; the last one, with nothing after it, never is.
        let error = (messages.response(id)?["error"] as? [String: Any])?["code"] as? Int
        if id != 5 && error == -32801 { continue }
        let value = try #require(
          ((messages.response(id)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        let m = AnimationMetrics(try MotionExpression.parse(".spring(duration: 0.55, bounce: \(bounce))"))
        #expect(
          value.hasPrefix(
            "**motion.sheet** — `.spring(duration: 0.55, bounce: \(NumberText.compact(bounce, decimals: 2)))`"))
        let row =
          "| 550 ms | \(NumberText.compact(bounce, decimals: 3)) | \(NumberText.compact(m.spring!.dampingRatio, decimals: 3)) | "
          + "\(Format.time(m.riseTime95!)) | \(Format.time(m.settling.exact!)) | "
          + "\(NumberText.compact(m.overshoot * 100, decimals: 1)) % |"
        #expect(value.contains(row), "\(value.prefix(600))")
        // A chart, as a PNG the client shows inline, and the code of each platform.
        let image = try #require(value.range(of: "(data:image/png;base64,"))
        let encoded = value[image.upperBound...].prefix { $0 != ")" }
        let png = try #require(Data(base64Encoded: String(encoded)))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        for platform in ["SwiftUI", "Jetpack Compose and Android views", "CSS", "Flutter"] {
          #expect(value.contains(platform + ":\n```"))
        }
      }
    }

    /// Go to definition crosses files; references find every `{alias}`; completion after `{` offers
    /// every name; symbols list the file's names; the quick fix writes what `lint --fix` writes.
    @Test func navigationCompletionAndFixes() throws {
      let root = try lspWorkspace()
      let base = root.appendingPathComponent("tokens/base.json")
      let semantic = root.appendingPathComponent("tokens/semantic.json")
      let workspace = try Workspace(root: root.path, catalogues: ["tokens"])
      let semanticText = try String(contentsOf: semantic, encoding: .utf8)
      let line = semanticText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("fade")
      }!
      let lineText = semanticText.split(separator: "\n", omittingEmptySubsequences: false)[line]
      let brace = lineText.distance(from: lineText.startIndex, to: lineText.range(of: "{motion.time")!.lowerBound)
      var session = LSPSession()
      try session.request(1, "initialize", ["capabilities": [:]])
      try open(&session, base)
      try open(&session, semantic)
      let at = { (uri: URL, l: Int, c: Int) -> [String: Any] in
        ["textDocument": ["uri": uri.absoluteString], "position": ["line": l, "character": c]]
      }
      try session.request(2, "textDocument/definition", at(semantic, line, brace + 3))
      try session.request(
        3, "textDocument/references", at(base, 3, 40).merging(["context": ["includeDeclaration": true]]) { a, _ in a })
      try session.request(4, "textDocument/completion", at(semantic, line, brace + 3))
      try session.request(5, "textDocument/documentSymbol", ["textDocument": ["uri": base.absoluteString]])
      try session.request(
        6, "textDocument/codeAction",
        [
          "textDocument": ["uri": base.absoluteString],
          "range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 0]],
          "context": ["diagnostics": []],
        ])
      try session.request(7, "textDocument/completion", at(root.appendingPathComponent("tokens/base.json"), 2, 0))
      let (messages, _) = try session.run(workspace)

      let definition = try #require(messages.response(2)?["result"] as? [String: Any])
      #expect(definition["uri"] as? String == base.absoluteString)
      #expect(((definition["range"] as? [String: Any])?["start"] as? [String: Int])?["line"] == 3)

      let references = try #require(messages.response(3)?["result"] as? [[String: Any]])
      #expect(references.map { $0["uri"] as? String } == [base.absoluteString, semantic.absoluteString])

      let completion = try #require((messages.response(4)?["result"] as? [String: Any])?["items"] as? [[String: Any]])
      #expect(
        Set(completion.compactMap { $0["label"] as? String })
          == ["motion.curve.standard", "motion.time.medium", "motion.sheet", "ui.fade"])
      let edit = try #require(completion.first?["textEdit"] as? [String: Any])
      #expect((edit["newText"] as? String)?.hasSuffix("}") == true)

      let symbols = try #require(messages.response(5)?["result"] as? [[String: Any]])
      #expect(
        symbols.compactMap { $0["name"] as? String } == ["motion.curve.standard", "motion.time.medium", "motion.sheet"])

      // The quick fix's text is the file as `lint --fix` writes it.
      let actions = try #require(messages.response(6)?["result"] as? [[String: Any]])
      let fix = try #require(actions.first { $0["kind"] as? String == "quickfix" })
      let changes = try #require(
        ((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[base.absoluteString] as? [[String: Any]])
      let catalogue = try CatalogueLoader.read([root.appendingPathComponent("tokens").path]).catalogue
      let edits = catalogue.warnings.compactMap(\.edit).filter { $0.location.file == base.path }
      #expect(Set(edits).count == 1)  // one value, found through its alias too
      #expect(
        changes.first?["newText"] as? String == TextEdit.apply(edits, to: try String(contentsOf: base, encoding: .utf8))
      )

      // Anywhere else: the expression forms, each a motion SwiftUI names or a snippet.
      let forms = try #require((messages.response(7)?["result"] as? [String: Any])?["items"] as? [[String: Any]])
      #expect(forms.count == LanguageServer.forms.count)
      #expect(LanguageServer.forms.filter { !$0.snippet }.count == 10)  // every SwiftUI name reads
    }

    /// Bad input gets the protocol's error and the server goes on: not JSON, an unknown method, a
    /// file outside the workspace, a message over the limit, a 10 MB document.
    @Test func badInputIsAnsweredAndTheServerStaysUp() throws {
      let root = try lspWorkspace()
      let workspace = try Workspace(root: root.path, catalogues: ["tokens"])
      var session = LSPSession()
      try session.request(1, "initialize", ["capabilities": [:]])
      let garbage = Data("{\"jsonrpc\": \"2.0\", \"id\": 9, \"method\": ".utf8)
      session.raw(Data("Content-Length: \(garbage.count)\r\n\r\n".utf8) + garbage)
      try session.request(2, "motionspec/teleport")
      try session.notify("motionspec/unknownNotification", [:])
      try session.request(
        3, "textDocument/hover",
        ["textDocument": ["uri": "file:///etc/passwd"], "position": ["line": 0, "character": 0]])
      // A frame over the limit is skipped unread.
      let over = FrameReader.limit + 10
      session.raw(Data("Content-Length: \(over)\r\n\r\n".utf8) + Data(repeating: 0x20, count: over))
      let big = root.appendingPathComponent("big.yaml")
      let text =
        "tokens:\n" + String(repeating: "  # padding padding padding padding padding padding padding\n", count: 180_000)
      #expect(text.utf8.count > 10_000_000)
      try session.notify(
        "textDocument/didOpen",
        ["textDocument": ["uri": big.absoluteString, "languageId": "yaml", "version": 1, "text": text]])
      try session.request(
        4, "textDocument/hover",
        ["textDocument": ["uri": big.absoluteString], "position": ["line": 1, "character": 2]])
      try session.request(
        5, "textDocument/documentSymbol", ["textDocument": ["uri": "file://\(root.path)/tokens/base.json"]])
      try session.request(6, "shutdown")
      try session.notify("exit", [:])
      let clock = ContinuousClock()
      let started = clock.now
      let (messages, status) = try session.run(workspace)
      #expect(clock.now - started < .seconds(60))
      #expect(status == 0)
      let errors = messages.filter { $0["error"] != nil }
      let codes = errors.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
      #expect(codes == [-32700, -32601, -32602, -32600, -32602])
      #expect(
        (errors[2]["error"] as? [String: Any])?["message"] as? String ?? ""
          == "'/etc/passwd' is outside the workspace; only files inside the folder the server was started in are read")
      let bigDiagnostics = messages.diagnostics(big.absoluteString)
      #expect(bigDiagnostics.count == 1)
      #expect((bigDiagnostics.first?["message"] as? String)?.contains("up to 4 MiB") == true)
      #expect(messages.response(4)?["result"] is NSNull)
      #expect(messages.response(6) != nil)
    }

    /// `exit` without `shutdown` first exits 1, as the protocol says.
    @Test func exitWithoutShutdownIsAnError() throws {
      var session = LSPSession()
      try session.request(1, "initialize", ["capabilities": [:]])
      try session.notify("exit", [:])
      let root = try lspWorkspace()
      #expect(try session.run(try Workspace(root: root.path)).status == 1)
    }
  }

  /// The input the server's reading thread takes, a piece at a time (only that thread takes).
  final class Remaining: @unchecked Sendable {
    private var data: Data
    init(_ data: Data) { self.data = data }
    func take(_ n: Int) -> Data {
      let chunk = data.prefix(n)
      data.removeFirst(chunk.count)
      return chunk
    }
  }
#endif  // Servers
