#if Servers
  import Foundation
  import MotionSpecCatalogue
  import MotionSpecCore
  import MotionSpecExport
  import MotionSpecFigures
  import MotionSpecNumbers
  import Report
  import TestSupport
  import Testing
  import Workspace

  /// The servers driven by real clients from PyPI (in the test venv): the official Model Context
  /// Protocol client against `motionspec mcp`, pygls's Language Server client against
  /// `motionspec lsp`. Every answer is held to what the model and the commands say independently.
  @Suite struct ServerClientTests {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scripts")

    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func mcpClientSession() throws {
      let binary = try #require(motionspecBinary())
      let root = try temporaryDirectory("mcp").resolvingSymlinksInPath()
      try BuiltInCatalogue.text().write(
        to: root.appendingPathComponent("motion-tokens.yaml"), atomically: true, encoding: .utf8)
      try "tokens:\n  a: .smooth\n  b: .snappy\n".write(
        to: root.appendingPathComponent("base.yaml"), atomically: true, encoding: .utf8)
      try "tokens:\n  a: .bouncy\n  c: .snappy\n".write(
        to: root.appendingPathComponent("head.yaml"), atomically: true, encoding: .utf8)
      let image = root.appendingPathComponent("chart.png")
      let result = try run(
        "python3",
        [
          Self.scripts.appendingPathComponent("check_mcp.py").path, binary.path, root.path, "motion-tokens.yaml",
          "--diff", "base.yaml", "head.yaml", "--image", image.path,
        ])
      try #require(result.status == 0, "check_mcp.py: \(result.err)")
      let session = try json(result.out)
      let catalogue = try BuiltInCatalogue.load()

      let tools = try #require(session["tools"] as? [String: Any])
      #expect(Set(tools.keys) == ["inspect", "convert", "chart", "lint", "diff", "explain"])
      // The catalogue's tokens are the resources; one reads as its definition and figures.
      let resources = try #require(session["resources"] as? [[String: Any]])
      #expect(resources.compactMap { $0["name"] as? String } == catalogue.tokens.map(\.id))
      let first = try #require((session["resource"] as? [String])?.first)
      #expect(first.hasPrefix("# \(catalogue.tokens[0].id)\n\n`\(catalogue.tokens[0].definition)`"))

      // inspect: the structured result is `inspect --json`'s document.
      let inspect = try #require(session["inspect"] as? [String: Any])
      let expected = try json(
        try Inspection(animation: try MotionExpression.parse(".spring(duration: 0.55, bounce: 0.18)"), times: []).json()
      )
      let structured = try #require(inspect["structured"] as? [String: Any])
      for key in ["dampingRatio", "settlingTime", "overshoot", "riseTime95", "stiffness"] {
        #expect(structured[key] as? Double == expected[key] as? Double, "\(key)")
      }
      #expect(inspect["isError"] as? Bool == false)
      // A token by name reads as the catalogue's token.
      let byName = try #require((session["inspectToken"] as? [String: Any])?["structured"] as? [String: Any])
      let tokenFigures = try json(try Inspection(animation: catalogue.tokens[0].animation, times: []).json())
      #expect(byName["settlingTime"] as? Double == tokenFigures["settlingTime"] as? Double)
      #expect(byName["duration"] as? Double == tokenFigures["duration"] as? Double)

      // convert: the code `export` writes for the token, with the stated error.
      let exporter = Exporter(
        catalogue: Catalogue(
          name: "x", source: "x",
          tokens: [Token(path: [".bouncy"], definition: ".bouncy", animation: try MotionExpression.parse(".bouncy"))]))
      let css = try #require((session["convert"] as? [String: Any])?["structured"] as? [String: Any])
      #expect(css["code"] as? String == exporter.snippet(exporter.tokens[0], for: .css))
      let linearError = try #require(css["linearError"] as? Double)
      #expect(linearError > 0 && linearError <= LinearEasing.defaultTolerance)
      let compose = try #require((session["convertCompose"] as? [String: Any])?["structured"] as? [String: Any])
      #expect((compose["errors"] as? [[String: Any]])?.first?["runtime"] as? String == "compose")

      // chart: a PNG of the size asked, at 2 pixels per point.
      let chart = try #require(((session["chart"] as? [String: Any])?["content"] as? [[String: Any]])?.first)
      #expect(chart["png"] as? Bool == true && chart["width"] as? Int == 960 && chart["height"] as? Int == 600)
      #expect(FileManager.default.fileExists(atPath: image.path))

      // lint: the findings `motionspec lint --format json` prints for the same catalogue.
      let lint = try motionspec(["lint", "motion-tokens.yaml", "--format", "json"], in: root)
      let cli = try #require(try JSONSerialization.jsonObject(with: Data(lint.out.utf8)) as? [[String: Any]])
      let served = try #require(
        ((session["lint"] as? [String: Any])?["structured"] as? [String: Any])?["findings"] as? [[String: Any]])
      #expect(served.map { $0["rule"] as? String } == cli.map { $0["rule"] as? String })
      #expect(served.map { $0["message"] as? String } == cli.map { $0["message"] as? String })

      // explain: sentences that carry the model's figures.
      let explain = try #require(
        (((session["explain"] as? [String: Any])?["content"] as? [[String: Any]])?.first)?["text"] as? String)
      let token = Token(
        path: ["x"], definition: ".spring(duration: 0.55, bounce: 0.18)",
        animation: try MotionExpression.parse(".spring(duration: 0.55, bounce: 0.18)"))
      #expect(
        explain
          == Explanation(Token(path: [token.definition], definition: token.definition, animation: token.animation)).text
      )
      #expect(explain.contains("overshoots by 1.1 %") && explain.contains("is still (within 0.1 %) at 755 ms"))

      // diff: `diff --format json`'s facts.
      let diff = try #require(session["diff"] as? [String: Any])
      let cliDiff = try json(try motionspec(["diff", "base.yaml", "head.yaml", "--format", "json"], in: root).out)
      #expect(
        (diff["structured"] as? [String: Any])?["summary"] as? [String: Int] == cliDiff["summary"] as? [String: Int])

      // What must fail fails, in the protocol's terms, and the server answers after.
      #expect((session["unknownTool"] as? [String: Any])?["protocolError"] as? Int == -32602)
      #expect((session["missingArgument"] as? [String: Any])?["protocolError"] as? Int == -32602)
      #expect((session["unknownResource"] as? [String: Any])?["protocolError"] as? Int == -32602)
      for failing in ["outside", "notMotion", "badChartSize"] {
        #expect((session[failing] as? [String: Any])?["isError"] as? Bool == true, "\(failing)")
      }
      let outside =
        (((session["outside"] as? [String: Any])?["content"] as? [[String: Any]])?.first)?["text"] as? String
      #expect(outside?.contains("outside the workspace") == true)
      #expect((session["afterErrors"] as? [String: Any])?["isError"] as? Bool == false)
    }

    @Test func lspClientSession() throws {
      let binary = try #require(motionspecBinary())
      let root = try lspWorkspace()
      let semantic = try String(contentsOf: root.appendingPathComponent("tokens/semantic.json"), encoding: .utf8)
      let lines = semantic.split(separator: "\n", omittingEmptySubsequences: false)
      let line = try #require(lines.firstIndex { $0.contains("fade") })
      let column = lines[line].distance(
        from: lines[line].startIndex, to: lines[line].range(of: "{motion.time")!.lowerBound)
      let steps: [[String: Any]] = [
        ["op": "open", "file": "tokens/base.json"],
        ["op": "open", "file": "tokens/semantic.json"],
        ["op": "hover", "file": "tokens/base.json", "line": 5, "character": 6],
        ["op": "definition", "file": "tokens/semantic.json", "line": line, "character": column + 3],
        ["op": "completion", "file": "tokens/semantic.json", "line": line, "character": column + 3],
        ["op": "codeAction", "file": "tokens/base.json", "line": 3],
        ["op": "change", "file": "tokens/base.json", "text": "{ \"motion\": "],
        ["op": "request", "method": "motionspec/teleport", "params": [:]],
        ["op": "hover", "file": "/etc/hostname", "line": 0, "character": 0],
      ]
      let encoded = String(decoding: try JSONSerialization.data(withJSONObject: steps), as: UTF8.self)
      let result = try run(
        "python3",
        [Self.scripts.appendingPathComponent("check_lsp.py").path, binary.path, root.path, encoded, "--", "tokens"])
      try #require(result.status == 0, "check_lsp.py: \(result.err)")
      let session = try json(result.out)
      let answers = try #require(session["steps"] as? [[String: Any]])
      try #require(answers.count == steps.count)
      #expect(session["exit"] as? Int == 0)

      // Diagnostics: `motionspec lint --format json`'s rules and words for base.json.
      let lint = try motionspec(["lint", "tokens", "--format", "json"], in: root)
      let cli = try #require(try JSONSerialization.jsonObject(with: Data(lint.out.utf8)) as? [[String: Any]]).filter {
        ($0["file"] as? String)?.hasSuffix("tokens/base.json") == true
      }
      let diagnostics = try #require(answers[0]["result"] as? [[String: Any]])
      #expect(!cli.isEmpty)
      #expect(diagnostics.map { $0["code"] as? String } == cli.map { $0["rule"] as? String })
      for (d, f) in zip(diagnostics, cli) {
        #expect((d["message"] as? String)?.contains(f["message"] as? String ?? "—") == true)
        #expect(((d["range"] as? [String: Any])?["start"] as? [String: Int])?["line"] == (f["line"] as? Int ?? 0) - 1)
      }
      #expect((answers[1]["result"] as? [Any])?.isEmpty == true)  // semantic.json's findings are placed in base.json

      let hover = try #require(
        ((answers[2]["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
      #expect(hover.hasPrefix("**motion.sheet** — `.spring(duration: 0.55, bounce: 0.18)`"))
      #expect(
        hover.contains("| 550 ms | 0.18 | 0.82 | 306 ms | 755 ms | 1.1 % |")
          && hover.contains("data:image/png;base64,")
      )

      let definition = try #require(answers[3]["result"] as? [String: Any])
      #expect(definition["uri"] as? String == root.appendingPathComponent("tokens/base.json").absoluteString)

      let items = try #require((answers[4]["result"] as? [String: Any])?["items"] as? [[String: Any]])
      #expect(Set(items.compactMap { $0["label"] as? String }).isSuperset(of: ["motion.sheet", "motion.time.medium"]))

      let actions = try #require(answers[5]["result"] as? [[String: Any]])
      #expect(actions.first?["kind"] as? String == "quickfix")

      // A broken edit: its error, located, from the same reader `lint` uses.
      let broken = try #require(answers[6]["result"] as? [[String: Any]])
      #expect(broken.first?["severity"] as? Int == 1 && broken.first?["code"] as? String == "invalid")

      #expect((answers[7]["error"] as? [String: Any])?["code"] as? Int == -32601)
      #expect((answers[8]["error"] as? [String: Any])?["code"] as? Int == -32602)
    }
  }

  /// `motionspec serve` in headless Chromium (Scripts/check_serve.py): a save updates the open page
  /// by itself to the model's numbers, a bad edit shows its located error over the last good spec,
  /// and nothing outside the output folder is served.
  @Suite struct ServeInBrowserTests {
    @Test func aSaveUpdatesTheOpenPage() throws {
      let binary = try #require(motionspecBinary())
      let root = try temporaryDirectory("serve").resolvingSymlinksInPath()
      let catalogue = root.appendingPathComponent("c.yaml")
      try
        "tokens:\n  quick: .snappy\n  sheet: .spring(duration: 0.55, bounce: 0.18)\n  fade: .easeInOut(duration: 0.3)\n"
        .write(to: catalogue, atomically: true, encoding: .utf8)
      let edits = [".spring(duration: 0.61, bounce: 0.25)", ".spring(duration: 0.47, bounce: -0.1)"]
      var arguments = [
        binary.path, catalogue.path,
      ]
      for edit in edits {
        // The duration the table shows is the model's (the perceptual duration from the trigger).
        let duration = AnimationMetrics(try MotionExpression.parse(edit)).duration
        arguments += ["--edit", "sheet=\(edit)=\(duration)"]
      }
      arguments += ["--bad", "tokens:\n  sheet: .spring(duration: \n"]
      let result = try runBrowserCheck("check_serve.py", arguments)
      try #require(result.status == 0, "check_serve.py: \(result.err)")
      let session = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
      #expect((session["seconds"] as? [Double])?.count == edits.count)
      #expect((session["whole_seconds"] as? [Double])?.count == edits.count)
      // Each edited row came first, ahead of the page, as the page then had it.
      #expect(session["first_look"] as? [Bool] == Array(repeating: true, count: edits.count))
      #expect(session["same_row"] as? [Bool] == Array(repeating: true, count: edits.count))
      // Each edit was shown by replacing the parts that changed, not by loading the page again.
      #expect(session["patched"] as? [Bool] == Array(repeating: true, count: edits.count))
      let error = try #require(session["error"] as? String)
      #expect(error.contains("This edit does not render; the page shows the last good spec."))
      #expect(error.contains("c.yaml:2:"), "\(error)")  // located, as lint says it
      #expect(session["kept"] as? Bool == true)
      #expect(session["recovered"] as? Bool == true)
      #expect(session["outside"] as? [Int] == [404, 404, 404, 404])
      #expect((session["console"] as? [String])?.isEmpty == true, "\(session["console"] ?? "")")
    }

    @Test func serveRefusesWhatItCannotFollow() throws {
      let refused = try motionspec(["serve"])
      #expect(refused.status == 64)
      #expect(refused.err.contains("serve follows catalogue files"))
      #expect(try motionspec(["serve", "x.yaml", "--port", "70000"]).status == 64)
      // The first render's error ends it, as render's would: there is no spec yet to keep.
      let missing = try motionspec([
        "serve", "--port", "0", "-o", try temporaryDirectory("serve-missing").path + "/spec", "--", "-nothere.yaml",
      ])
      #expect(missing.status == 66)
      #expect(missing.err.contains("-nothere.yaml:1:1: error: cannot read the catalogue"))
    }
  }

  /// Neovim's built-in LSP client (Debian's `neovim`, headless; Scripts/check_nvim.lua) against
  /// `motionspec lsp`: the diagnostics it shows are `lint`'s, and its hover has the figures.
  @Suite struct NeovimClientTests {
    @Test func neovimShowsLintAndHover() throws {
      let binary = try #require(motionspecBinary())
      let root = try temporaryDirectory("nvim").resolvingSymlinksInPath()
      try "tokens:\n  motion:\n    heavy: .spring(duration: 0.55, bounce: 0.6)\n    quick: .snappy\n".write(
        to: root.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
      let out = root.appendingPathComponent("out.json")
      let result = try run(
        "nvim",
        [
          "--headless", "--clean", "-u", "NONE", "-c",
          "luafile " + ServerClientTests.scripts.appendingPathComponent("check_nvim.lua").path,
        ],
        in: root,
        environment: [
          "MOTIONSPEC": binary.path, "ROOT": root.path, "FILE": "m.yaml", "LINE": "2", "CHARACTER": "6",
          "OUT": out.path,
        ])
      try #require(result.status == 0, "nvim: \(result.err)")
      let session = try #require(
        try JSONSerialization.jsonObject(with: try Data(contentsOf: out)) as? [String: Any])
      #expect((session["errors"] as? [Any])?.isEmpty == true)
      let lint = try motionspec(["lint", "m.yaml", "--format", "json"], in: root)
      let cli = try #require(try JSONSerialization.jsonObject(with: Data(lint.out.utf8)) as? [[String: Any]])
      let shown = try #require(session["diagnostics"] as? [[String: Any]])
      #expect(shown.map { $0["code"] as? String } == cli.map { $0["rule"] as? String })
      #expect(shown.map { $0["line"] as? Int } == cli.map { ($0["line"] as? Int).map { $0 - 1 } })
      let hover = try #require(session["hover"] as? String)
      let m = AnimationMetrics(try MotionExpression.parse(".spring(duration: 0.55, bounce: 0.6)"))
      #expect(hover.hasPrefix("**motion.heavy** — `.spring(duration: 0.55, bounce: 0.6)`"))
      #expect(hover.contains("| 550 ms | 0.6 | 0.4 | \(Format.time(m.riseTime95!)) |"))
    }
  }
#endif  // Servers
