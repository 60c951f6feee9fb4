#if Servers
  import Foundation
  import MCP
  import MotionSpecCatalogue
  import Workspace

  extension MotionServer {
    /// The address of a token's resource.
    static func uri(_ token: Token) -> String {
      "motionspec://token/"
        + (token.id.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-", ".", "_"]))
          ?? token.id)
    }

    /// One resource per token of the catalogue, named by its dotted path.
    func resources() throws(MCPError) -> [Resource] {
      let catalogue: Catalogue
      do { catalogue = try workspace.catalogue() } catch { throw .internalError("\(error)") }
      return catalogue.tokens.map { token in
        Resource(
          name: token.id, uri: MotionServer.uri(token), title: token.id,
          description: token.description ?? token.definition, mimeType: "text/markdown")
      }
    }

    /// A token's definition, description, explanation and figures, as Markdown.
    func read(_ uri: String) throws(MCPError) -> Resource.Content {
      let catalogue: Catalogue
      do { catalogue = try workspace.catalogue() } catch { throw .internalError("\(error)") }
      guard let token = catalogue.tokens.first(where: { MotionServer.uri($0) == uri }) else {
        throw .invalidParams("no resource '\(uri)'; resources/list names the catalogue's tokens")
      }
      var text = "# \(token.id)\n\n`\(token.definition)`\n\n"
      if let description = token.description { text += description + "\n\n" }
      text += Explanation(token).text + "\n\n```\n" + workspace.inspection(of: token).table() + "\n```\n"
      return .text(text, uri: uri, mimeType: "text/markdown")
    }
  }
#endif  // Servers
