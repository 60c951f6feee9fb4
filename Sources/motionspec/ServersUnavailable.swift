#if !Servers
  import ArgumentParser

  /// What `serve`, `lsp` and `mcp` are in a build without the trait Servers (`swift build`,
  /// `make report`, the plugin, the Action): each names itself in `--help` and, run, says how to
  /// get a build that has it, with status 69 (`EX_UNAVAILABLE`). Its arguments are not read.
  protocol UnavailableServer: ParsableCommand {
    var arguments: [String] { get }
  }

  extension UnavailableServer {
    func run() throws {
      let name = Self._commandName
      throw Failure.unavailable(
        """
        \(name) is not in this build of motionspec: the servers (serve, lsp, mcp) come with the Servers \
        trait. Install with `make install`, or build with `swift build -c release --traits Servers`.
        """)
    }
  }

  /// The discussion each stand-in shows in `--help`.
  let unavailableDiscussion =
    "Not in this build: the servers come with `make install` (or `swift build --traits Servers`)."

  struct Serve: UnavailableServer {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Serve the motion spec on this machine and keep the open page current (not in this build).",
      discussion: unavailableDiscussion)
    @Argument(parsing: .allUnrecognized) var arguments: [String] = []
  }

  struct MCPCommand: UnavailableServer {
    static let configuration = CommandConfiguration(
      commandName: "mcp",
      abstract: "Serve motion tools to coding agents over the Model Context Protocol (not in this build).",
      discussion: unavailableDiscussion)
    @Argument(parsing: .allUnrecognized) var arguments: [String] = []
  }

  struct LSPCommand: UnavailableServer {
    static let configuration = CommandConfiguration(
      commandName: "lsp",
      abstract: "Check and explain motion in the editor: a Language Server (not in this build).",
      discussion: unavailableDiscussion)
    @Argument(parsing: .allUnrecognized) var arguments: [String] = []
  }
#endif
