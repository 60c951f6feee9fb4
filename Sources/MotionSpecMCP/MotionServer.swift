#if Servers
  import ChartKinds
  import Foundation
  import MCP
  import MotionSpecCatalogue
  import MotionSpecExport
  import ReportModel
  import Workspace

  /// `motionspec mcp`: a Model Context Protocol server (stdio) whose tools answer with the model
  /// the command-line tools use, and whose resources are the catalogue's tokens.
  ///
  /// A tool that cannot answer (an unknown token, an expression that does not parse, a path outside
  /// the workspace) returns its reason as an error result, as the protocol asks, and the server
  /// stays up; an unknown tool or resource is the protocol's invalid-params error.
  public struct MotionServer: Sendable {
    public let workspace: Workspace

    public init(workspace: Workspace) { self.workspace = workspace }

    /// Serves on standard input and output until the client closes them.
    public func serveOnStandardStreams() async throws {
      let server = Server(
        name: "motionspec", version: Version.string, title: "motionspec",
        instructions: """
          Motion tokens (springs and easing curves) modelled exactly as SwiftUI plays them. Name a motion \
          as a catalogue token (see the resources) or as an expression in any platform's spelling, e.g. \
          .spring(duration: 0.55, bounce: 0.18), cubic-bezier(0.2, 0, 0, 1), spring(stiffness = 400f).
          """,
        capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
      let tools = self
      await server.withMethodHandler(ListTools.self) { _ in .init(tools: MotionServer.tools) }
      await server.withMethodHandler(CallTool.self) { params in
        try tools.call(params.name, params.arguments ?? [:])
      }
      await server.withMethodHandler(ListResources.self) { _ in .init(resources: try tools.resources()) }
      await server.withMethodHandler(ReadResource.self) { params in
        .init(contents: [try tools.read(params.uri)])
      }
      try await server.start(transport: LineTransport())
      await server.waitUntilCompleted()
    }
  }
#endif  // Servers
