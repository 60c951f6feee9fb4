import Foundation
import TestSupport
import Testing

#if Servers
  @testable import MotionSpecLSP
  @testable import MotionSpecMCP
#endif

/// Hardening IV, through the command as users run it: every read a catalogue names stays inside
/// the workspace root, every write inside its output folder, every number inside the limits
/// whatever read it, and the servers hold against hostile clients (Scripts/check_hostile.py).
@Suite struct HardeningTests {
  /// A workspace folder `ws` and, beside it, a file outside it that holds a secret token.
  func workspace() throws -> (root: URL, ws: URL) {
    let root = try temporaryDirectory("hardening").resolvingSymlinksInPath()
    let ws = root.appendingPathComponent("ws")
    try FileManager.default.createDirectory(at: ws, withIntermediateDirectories: true)
    try #"{"secretDuration": {"$type": "duration", "$value": {"value": 123, "unit": "ms"}}}"#.write(
      to: root.appendingPathComponent("outside.json"), atomically: true, encoding: .utf8)
    return (root, ws)
  }

  func resolver(_ reference: String) -> String {
    ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "\##(reference)"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
  }

  @Test func aResolversReferenceOutsideTheFolderIsNotRead() throws {
    let (root, ws) = try workspace()
    try resolver("../outside.json").write(
      to: ws.appendingPathComponent("resolver.json"), atomically: true, encoding: .utf8)
    for command in [["lint", "ws/resolver.json"], ["diff", "ws/resolver.json", "ws/resolver.json"]] {
      let r = try motionspec(command, in: root)
      #expect(r.status == 65, "\(command): \(r.out)\(r.err)")
      let all = r.out + r.err
      #expect(all.contains("ws/resolver.json:1:"), "located in the resolver: \(all)")
      #expect(all.contains("../outside.json: this source is outside the workspace"), "\(all)")
      #expect(!all.contains("secretDuration"), "the outside file's token was read: \(all)")
    }
    // --root widens the workspace to the folder that holds both.
    let widened = try motionspec(["lint", "ws/resolver.json", "--root", "."], in: root)
    #expect(widened.status == 0, "\(widened.out)\(widened.err)")
    #expect(widened.out.contains("1 duration"), "\(widened.out)")
  }

  @Test func aLinkInsideThatLeadsOutIsNotFollowed() throws {
    let (root, ws) = try workspace()
    try FileManager.default.createSymbolicLink(
      atPath: ws.appendingPathComponent("inside.json").path, withDestinationPath: "../outside.json")
    try resolver("inside.json").write(to: ws.appendingPathComponent("resolver.json"), atomically: true, encoding: .utf8)
    let r = try motionspec(["lint", "resolver.json"], in: ws)
    #expect(r.status == 65)
    #expect(r.out.contains("inside.json: this source is outside the workspace"), "\(r.out)")
    #expect(!r.out.contains("secretDuration"))
  }

  /// A non-JSON file outside (the system's password file) is neither read nor echoed: not even
  /// whether it exists is said.
  @Test func aSystemFileIsNeverEchoed() throws {
    let (_, ws) = try workspace()
    for reference in ["/etc/passwd", "../../../../../../../etc/passwd", "/nonexistent/file.json"] {
      try resolver(reference).write(to: ws.appendingPathComponent("resolver.json"), atomically: true, encoding: .utf8)
      let r = try motionspec(["lint", "resolver.json"], in: ws)
      #expect(r.status == 65)
      #expect(r.out.contains("is outside the workspace"), "\(reference): \(r.out)")
      #expect(!r.out.contains("root:") && !r.out.contains("found 'r'") && !r.out.contains("no such file"), "\(r.out)")
    }
  }

  /// The lint policy is looked up from the catalogue's folder to the root and no further; one
  /// above it in the repository is named in a note, and --root reaches it.
  @Test func thePolicyLookupStopsAtTheRoot() throws {
    let (root, ws) = try workspace()
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try "tokens:\n  playful: .spring(duration: 0.5, bounce: 0.6)\n".write(
      to: ws.appendingPathComponent("motion.yaml"), atomically: true, encoding: .utf8)
    try "lint: {rules: {bounce-exaggerated: off}}\n".write(
      to: root.appendingPathComponent(".motionspec.yml"), atomically: true, encoding: .utf8)
    let confined = try motionspec(["lint", "ws/motion.yaml", "--strict"], in: root)
    #expect(confined.status == 1, "the policy above the root was used: \(confined.out)")
    #expect(confined.err.contains(".motionspec.yml was not read: it is outside the workspace"), "\(confined.err)")
    let widened = try motionspec(["lint", "ws/motion.yaml", "--strict", "--root", "."], in: root)
    #expect(widened.status == 0, "\(widened.out)\(widened.err)")
    // A baseline the policy names outside the root is refused.
    try "lint: {baseline: ../baseline.json}\n".write(
      to: ws.appendingPathComponent(".motionspec.yml"), atomically: true, encoding: .utf8)
    try "{\"findings\": []}".write(to: root.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
    let baseline = try motionspec(["lint", "ws/motion.yaml"], in: root)
    #expect(baseline.status == 66, "\(baseline.out)\(baseline.err)")
    #expect((baseline.out + baseline.err).contains("is outside the workspace"))
  }

  /// Group names become one safe file name each: `../../../X` writes inside -o, a `/` in a
  /// name no longer fails the export, and names that differ only in case stay two files.
  @Test func lottieFileNamesStayInTheOutput() throws {
    let (root, ws) = try workspace()
    try """
    tokens:
      "../../../X":
        fade: .easeOut(duration: 0.3)
      "a/b":
        fade: .easeIn(duration: 0.2)
      "\u{202E}evil":
        fade: .easeIn(duration: 0.2)
      Heavy: .spring(duration: 0.5, bounce: 0.1)
      heavy: .spring(duration: 0.5, bounce: 0.2)

    """.write(to: ws.appendingPathComponent("c.yaml"), atomically: true, encoding: .utf8)
    let r = try motionspec(["export", "ws/c.yaml", "--to", "lottie", "-o", "ws/out/lottie"], in: root)
    #expect(r.status == 0, "\(r.out)\(r.err)")
    let written = try FileManager.default.contentsOfDirectory(atPath: ws.appendingPathComponent("out/lottie").path)
      .sorted()
    #expect(
      written == [
        "Heavy.lottie.json", "X.fade.lottie.json", "a-b.fade.lottie.json", "evil.fade.lottie.json",
        "heavy-2.lottie.json",
      ], "\(written)")
    let escaped = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains("lottie") }
    #expect(escaped.isEmpty, "written outside -o: \(escaped)")
  }

  /// A TypeScript spring with a delay past the limits is refused when read, as every reader's is:
  /// no command traps on it.
  @Test func aDelayPastTheLimitIsRefusedByEveryReader() throws {
    let (_, ws) = try workspace()
    try
      "export const springs = {\n  slow: { type: \"spring\", stiffness: 100, damping: 10, delay: 1e17 },\n} as const;\n"
      .write(to: ws.appendingPathComponent("motion.ts"), atomically: true, encoding: .utf8)
    let lint = try motionspec(["lint", "motion.ts"], in: ws)
    #expect(lint.status == 65)
    #expect(lint.out.contains("motion.ts:2:3: error: token 'springs.slow': a delay of 1e+17 s"), "\(lint.out)")
    for target in ["compose", "reanimated", "react-spring", "flutter", "figma"] {
      let r = try motionspec(["export", "motion.ts", "--to", target, "-o", "out-\(target)"], in: ws)
      #expect(r.status == 65, "\(target): \(r.status) \(r.err)")
    }
    let render = try motionspec(["render", "motion.ts", "-o", "spec", "--quiet"], in: ws)
    #expect(render.status == 65, "\(render.err)")
  }

  /// A catalogue of sequences alone exports DTCG that is JSON and reads back as those
  /// sequences; a keyframe value past the limits is refused where it is read.
  @Test func sequencesAloneExportValidDTCG() throws {
    let (_, ws) = try workspace()
    try "@keyframes pop { from { opacity: 0; } to { opacity: 1; } }\n.x { animation: pop 300ms ease-out; }\n".write(
      to: ws.appendingPathComponent("pop.css"), atomically: true, encoding: .utf8)
    try """
    import SwiftUI
    struct V: View {
      var body: some View {
        Text("x").keyframeAnimator(initialValue: 1.0) { c, v in c.scaleEffect(v) } keyframes: { _ in
          KeyframeTrack { SpringKeyframe(1.2, duration: 0.2); CubicKeyframe(1.0, duration: 0.3) }
        }
      }
    }

    """.write(to: ws.appendingPathComponent("keys.swift"), atomically: true, encoding: .utf8)
    for source in ["pop.css", "keys.swift"] {
      let out = "dtcg-\(source)"
      let r = try motionspec(["export", source, "--to", "dtcg", "-o", out], in: ws)
      #expect(r.status == 0, "\(r.err)")
      let data = try Data(contentsOf: ws.appendingPathComponent("\(out)/motion.tokens.json"))
      #expect(throws: Never.self, "\(source): not JSON") { try JSONSerialization.jsonObject(with: data) }
      let back = try motionspec(["lint", "\(out)/motion.tokens.json"], in: ws)
      #expect(back.status == 0, "\(source): \(back.out)")
      #expect(back.out.contains("0 tokens, 1 sequence"), "\(back.out)")
    }
    try
      "@keyframes flip { from { transform: scaleY(1); } to { transform: scaleY(-1e308); } }\n.x { animation: flip 1s; }\n"
      .write(to: ws.appendingPathComponent("flip.css"), atomically: true, encoding: .utf8)
    let flip = try motionspec(["lint", "flip.css"], in: ws)
    #expect(flip.status == 65)
    #expect(flip.out.contains("a scale keyframe to -1e+308"), "\(flip.out)")
  }

  /// A render killed at random leaves no staging folder, lock or aside folder that the next
  /// render does not remove.
  @Test func aKilledRenderLeavesNothingAfterTheNext() throws {
    let (_, ws) = try workspace()
    let binary = try #require(motionspecBinary())
    for delay in [0.15, 0.4, 0.8] {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["render", "-o", "spec", "--quiet"]
      process.currentDirectoryURL = ws
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let again = try motionspec(["render", "-o", "spec", "--quiet"], in: ws)
    #expect(again.status == 0, "\(again.err)")
    let left = try FileManager.default.contentsOfDirectory(atPath: ws.path).filter { $0.hasPrefix(".spec") }
    #expect(left.isEmpty, "left beside the output: \(left)")
    let inside = try FileManager.default.contentsOfDirectory(atPath: ws.appendingPathComponent("spec").path)
    #expect(!inside.contains { $0.contains(".tmp-") || $0.contains(".lock") || $0.contains(".staging") })
  }
}

#if Servers
  extension HardeningTests {
    // MARK: - The servers' framing, in process

    /// The LSP framing reads a 4 MB header with no blank line in linear time and refuses it.
    @Test func anUnendedHeaderIsRefusedInLinearTime() throws {
      var chunks =
        [Data("Content-Length: 10\r\nX-Pad: ".utf8)] + Array(repeating: Data(repeating: 97, count: 4096), count: 1024)
      var reader = FrameReader { chunks.isEmpty ? nil : chunks.removeFirst() }
      let started = Date()
      guard case .malformedHeader(let why) = reader.next() else {
        Issue.record("an unended header was not refused")
        return
      }
      #expect(why.contains("64 KiB"))
      #expect(Date().timeIntervalSince(started) < 10, "quadratic: 4 MB took minutes before")
    }

    /// Messages split across reads of one byte still frame right; a frame's body is kept whole.
    @Test func framesSplitAnywhereReadWhole() throws {
      let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#
      let stream = Array(("Content-Length: \(body.utf8.count)\r\n\r\n" + body).utf8)
      var bytes = (stream + stream).map { Data([$0]) }
      var reader = FrameReader { bytes.isEmpty ? nil : bytes.removeFirst() }
      for _ in 0..<2 {
        guard case .message(let data) = reader.next() else {
          Issue.record("no message")
          return
        }
        #expect(String(decoding: data, as: UTF8.self) == body)
      }
      #expect(reader.next() == nil)
    }

    /// The MCP transport's lines: one over the limit is skipped and said; the next reads.
    @Test func mcpLinesOverTheLimitAreSkipped() throws {
      var chunks = [
        Data("{\"a\":1}\n{\"pad\":\"".utf8), Data(repeating: 97, count: 5000), Data("\"}\n\n{\"b\":2}".utf8),
      ]
      var lines = LineReader(limit: 1000) { chunks.isEmpty ? nil : chunks.removeFirst() }
      #expect(lines.next() == .message(Data("{\"a\":1}".utf8)))
      guard case .tooLong(let length) = lines.next() else {
        Issue.record("the long line was not refused")
        return
      }
      #expect(length == 5010)
      #expect(lines.next() == .message(Data("{\"b\":2}".utf8)))
      #expect(lines.next() == nil)
    }

    /// A 4 MB line without a newline is read in linear time.
    @Test func mcpLongLinesAreLinear() throws {
      var chunks = Array(repeating: Data(repeating: 32, count: 4096), count: 1024) + [Data("{}\n".utf8)]
      var lines = LineReader { chunks.isEmpty ? nil : chunks.removeFirst() }
      let started = Date()
      guard case .message(let data) = lines.next() else {
        Issue.record("no message")
        return
      }
      #expect(data.count == 4 << 20 + 2)
      #expect(Date().timeIntervalSince(started) < 10, "quadratic: 4 MB took minutes before")
    }

    // MARK: - The servers, against hostile clients

    func hostile(_ server: String) throws {
      let binary = try #require(motionspecBinary())
      let work = try temporaryDirectory("hostile-\(server)").resolvingSymlinksInPath()
      let script = ServerClientTests.scripts.appendingPathComponent("check_hostile.py").path
      let result = try run("python3", [script, binary.path, work.path, server])
      #expect(result.status == 0, "check_hostile.py \(server):\n\(result.err)")
      #expect(result.out.contains("hostile clients:") && result.out.contains(" 0 failed"), "\(result.out)")
    }

    @Test func serveHoldsAgainstHostileClients() throws { try hostile("serve") }
    @Test func lspHoldsAgainstHostileClients() throws { try hostile("lsp") }
    @Test func mcpHoldsAgainstHostileClients() throws { try hostile("mcp") }
  }
#endif  // Servers
