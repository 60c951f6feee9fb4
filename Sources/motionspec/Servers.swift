#if Servers
  import ArgumentParser
  import Dispatch
  import Foundation
  import MotionSpecLSP
  import MotionSpecMCP
  import Synchronization
  import Workspace

  /// `--root`, the catalogue and `--config`: what a server answers about.
  struct WorkspaceOptions: ParsableArguments {
    @Argument(help: "Catalogue files or folders inside the workspace; the built-in catalogue when omitted.")
    var catalogue: [String] = []

    @Option(
      help: """
        The workspace folder: no file outside it is read. By default the current folder (for lsp, \
        the editor's workspace folders).
        """)
    var root: String?

    @Option(
      name: .customLong("config"),
      help: ArgumentHelp(
        "The lint policy; by default .motionspec.yml beside the catalogue or in a parent folder.", valueName: "file"))
    var policy: String?

    func workspace() throws -> Workspace {
      let root = self.root ?? FileManager.default.currentDirectoryPath
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
        throw Failure.usage("--root \(root): no such folder")
      }
      do { return try Workspace(root: root, catalogues: catalogue, policyFile: policy) } catch {
        throw Failure.usage("\(error)")
      }
    }
  }

  /// Runs `body` on Swift's concurrency pool and waits for it (the command line is synchronous).
  func runAsync(_ body: @escaping @Sendable () async throws -> Void) throws {
    let done = DispatchSemaphore(value: 0)
    let failure = ErrorBox()
    Task {
      do { try await body() } catch { failure.set(error) }
      done.signal()
    }
    done.wait()
    if let error = failure.get() { throw error }
  }

  /// The error a task ended with, handed to the waiting thread.
  final class ErrorBox: Sendable {
    private let error = Mutex<(any Error)?>(nil)
    func set(_ e: any Error) { error.withLock { $0 = e } }
    func get() -> (any Error)? { error.withLock { $0 } }
  }

  /// `motionspec mcp`: the Model Context Protocol server on standard input and output.
  struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "mcp",
      abstract: "Serve motion tools to coding agents: a Model Context Protocol server on standard input and output.",
      discussion: """
        Tools: inspect, convert, chart (a PNG), lint, diff, explain; resources: the catalogue's tokens.
        Add it to an agent's MCP configuration as the command `motionspec` with the arguments
        `mcp CATALOGUE` (see the README). Files outside --root are never read.
        """)

    @OptionGroup var options: WorkspaceOptions

    func run() throws {
      let server = MotionServer(workspace: try options.workspace())
      try runAsync { try await server.serveOnStandardStreams() }
    }
  }

  /// `motionspec lsp`: the Language Server on standard input and output.
  struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "lsp",
      abstract: "Check and explain motion in the editor: a Language Server (LSP 3.17) on standard input and output.",
      discussion: """
        For YAML catalogues, DTCG JSON, Swift motion files and .motionspec.yml: lint as you type (the
        team's policy, lint's rule ids and words), hover with a token's figures, chart and code on each
        platform, completion of expressions and of {alias} targets, go to definition and references of
        aliases, document symbols, and quick fixes for findings with one fix. Documents outside --root
        are not read. Nothing is written.
        """)

    @OptionGroup var options: WorkspaceOptions

    func run() throws {
      let server = LanguageServer(workspace: try options.workspace(), followsClient: options.root == nil) {
        Output.standardOutput($0)
      }
      let status = server.serve { FileHandle.standardInput.availableData }
      if status != 0 { throw ExitCode(status) }
    }
  }
#endif  // Servers
