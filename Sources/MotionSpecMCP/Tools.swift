#if Servers
  import ChartKinds
  import Foundation
  import MCP
  import MotionSpecCairo
  import MotionSpecCatalogue
  import MotionSpecCore
  import MotionSpecExport
  import Workspace

  extension MotionServer {
    /// The tools, their arguments as JSON Schema.
    static let tools: [Tool] = [
      Tool(
        name: "inspect",
        description:
          "Every parameterisation and metric of one motion: duration, bounce, damping fraction, response, stiffness and damping, when it looks done (95 %), when it settles (within 0.1 %), overshoot, peak velocity. Give a catalogue token or an expression.",
        inputSchema: schema(["motion": motionArgument], required: ["motion"]),
        annotations: .init(readOnlyHint: true)),
      Tool(
        name: "convert",
        description:
          "One motion as code for a platform, with what the platform cannot express and how far its playback strays from the model (the largest position error as a fraction of the move).",
        inputSchema: schema(
          [
            "motion": motionArgument,
            "platform": .object([
              "type": "string", "enum": .array(Platform.allCases.map { .string($0.rawValue) }),
              "description": "The platform to write for.",
            ]),
            "tolerance": .object([
              "type": "number",
              "description": "For CSS linear(): the largest error allowed, in percent of the move (0.01–10).",
            ]),
          ], required: ["motion", "platform"]),
        annotations: .init(readOnlyHint: true)),
      Tool(
        name: "chart",
        description:
          "Draw a chart of the WWDC23 'Animate with springs' set for one or more motions and return it as a PNG image.",
        inputSchema: schema(
          [
            "kind": .object([
              "type": "string", "enum": .array(ChartKind.allCases.map { .string($0.rawValue) }),
              "description": .string(
                ChartKind.allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "; ")),
            ]),
            "motions": .object([
              "type": "array", "items": motionArgument, "description": "The motions to draw (tokens or expressions).",
            ]),
            "width": .object(["type": "number", "description": "Width in points, 200–2400 (640 by default)."]),
            "height": .object(["type": "number", "description": "Height in points, 150–1600 (400 by default)."]),
            "theme": .object(["type": "string", "enum": ["light", "dark"]]),
          ], required: ["kind", "motions"]),
        annotations: .init(readOnlyHint: true)),
      Tool(
        name: "lint",
        description:
          "Check a catalogue with motionspec lint's rules and the team's policy (.motionspec.yml): the findings with their rule, severity, place and fix.",
        inputSchema: schema(
          [
            "paths": .object([
              "type": "array", "items": ["type": "string"],
              "description": "Catalogue files inside the workspace; the server's catalogue when left out.",
            ])
          ], required: []),
        annotations: .init(readOnlyHint: true)),
      Tool(
        name: "diff",
        description:
          "What changes between two catalogues (files inside the workspace): tokens added, removed, renamed or moving differently, with the changed figures, and lint findings that appear.",
        inputSchema: schema(
          [
            "base": .object(["type": "array", "items": ["type": "string"], "description": "The catalogue before."]),
            "head": .object(["type": "array", "items": ["type": "string"], "description": "The catalogue after."]),
          ], required: ["base", "head"]),
        annotations: .init(readOnlyHint: true)),
      Tool(
        name: "explain",
        description:
          "Why a motion feels the way it does, in sentences worded from its computed figures (spring regime, overshoot, when it looks done and when it is still).",
        inputSchema: schema(["motion": motionArgument], required: ["motion"]),
        annotations: .init(readOnlyHint: true)),
    ]

    static let motionArgument: Value = .object([
      "type": "string",
      "description":
        "A catalogue token's name or dotted path, or a motion expression in any platform's spelling, e.g. .bouncy, .spring(duration: 0.55, bounce: 0.18), cubic-bezier(0.2, 0, 0, 1).",
    ])

    static func schema(_ properties: [String: Value], required: [String]) -> Value {
      .object([
        "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
        "additionalProperties": false,
      ])
    }

    /// Runs tool `name`. A tool's own failure is an error result; an unknown tool or a missing or
    /// mistyped argument is the protocol's invalid-params error.
    func call(_ name: String, _ arguments: [String: Value]) throws(MCPError) -> CallTool.Result {
      let args = Arguments(tool: name, values: arguments)
      do {
        switch name {
        case "inspect": return try inspect(args)
        case "convert": return try convert(args)
        case "chart": return try chart(args)
        case "lint": return try lint(args)
        case "diff": return try diff(args)
        case "explain": return try explain(args)
        default:
          throw MCPError.invalidParams(
            "no tool '\(name)'; the tools are \(MotionServer.tools.map(\.name).joined(separator: ", "))")
        }
      } catch let error as MCPError {
        throw error
      } catch {
        return .init(content: [.words("\(error)")], isError: true)
      }
    }

    /// The catalogue, once per call (its files as they are now).
    func catalogue() throws(WorkspaceError) -> Catalogue { try workspace.catalogue() }

    func inspect(_ args: Arguments) throws -> CallTool.Result {
      let token = try workspace.motion(try args.string("motion"), in: try catalogue())
      let inspection = workspace.inspection(of: token)
      return try .init(
        content: [.words(inspection.table())], structuredContent: try Value.json(try inspection.json()), isError: false)
    }

    func convert(_ args: Arguments) throws -> CallTool.Result {
      let token = try workspace.motion(try args.string("motion"), in: try catalogue())
      let platformName = try args.string("platform")
      guard let platform = Platform(rawValue: platformName) else {
        throw MCPError.invalidParams(
          "platform '\(platformName)': expected one of \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      let tolerance = try args.optionalNumber("tolerance").map { $0 / 100 } ?? LinearEasing.defaultTolerance
      let conversion = try workspace.conversion(token, to: platform, tolerance: tolerance)
      var text = conversion.code
      if let summary = conversion.summary { text += "\n\n" + summary }
      if !conversion.warnings.isEmpty {
        text += "\n\n" + conversion.warnings.map { "warning: " + $0 }.joined(separator: "\n")
      }
      if !conversion.notes.isEmpty {
        text += "\n\n" + conversion.notes.map { "note: " + $0 }.joined(separator: "\n")
      }
      let structured: Value = .object([
        "platform": .string(platform.rawValue), "code": .string(conversion.code),
        "warnings": .array(conversion.warnings.map { .string($0) }),
        "notes": .array(conversion.notes.map { .string($0) }),
        "errors": .array(
          conversion.errors.map { .object(["runtime": .string($0.runtime.rawValue), "error": .double($0.error)]) }),
        "linearError": conversion.linearError.map { .double($0) } ?? .null,
      ])
      return try .init(content: [.words(text)], structuredContent: structured, isError: false)
    }

    func chart(_ args: Arguments) throws -> CallTool.Result {
      let kindName = try args.string("kind")
      guard let kind = ChartKind(rawValue: kindName) else {
        throw MCPError.invalidParams(
          "kind '\(kindName)': expected one of \(ChartKind.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      let catalogue = try catalogue()
      var tokens: [Token] = []
      for motion in try args.strings("motions") { tokens.append(try workspace.motion(motion, in: catalogue)) }
      let theme = try args.optionalString("theme") ?? "light"
      guard theme == "light" || theme == "dark" else { throw MCPError.invalidParams("theme '\(theme)': light or dark") }
      let drawn = try workspace.chart(
        kind, tokens, width: try args.optionalNumber("width") ?? 640, height: try args.optionalNumber("height") ?? 400,
        dark: theme == "dark")
      return .init(
        content: [
          .image(data: Data(drawn.bytes).base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil),
          .words(drawn.title),
        ],
        isError: false)
    }

    func lint(_ args: Arguments) throws -> CallTool.Result {
      let findings = try workspace.lint(try args.optionalStrings("paths"))
      let lines = findings.map { f in
        "\(f.location.map { "\($0): " } ?? "")\(f.severity.rawValue): [\(f.rule)] \(f.token.isEmpty ? "" : "\(f.token): ")\(f.message)"
          + (f.fix.isEmpty ? "" : " — fix: \(f.fix)")
      }
      let structured: Value = .object([
        "findings": .array(
          findings.map { f in
            var o: [String: Value] = [
              "rule": .string(f.rule), "severity": .string(f.severity.rawValue), "token": .string(f.token),
              "message": .string(f.message), "fix": .string(f.fix),
            ]
            if let l = f.location {
              o["file"] = .string(l.file); o["line"] = .int(l.line); o["column"] = .int(l.column)
            }
            return .object(o)
          })
      ])
      return try .init(
        content: [.words(lines.isEmpty ? "no findings" : lines.joined(separator: "\n"))], structuredContent: structured,
        isError: false)
    }

    func diff(_ args: Arguments) throws -> CallTool.Result {
      let report = try workspace.diff(base: try args.strings("base"), head: try args.strings("head"))
      return try .init(
        content: [.words(report.verdict)], structuredContent: try Value.json(try report.json()), isError: false)
    }

    func explain(_ args: Arguments) throws -> CallTool.Result {
      let token = try workspace.motion(try args.string("motion"), in: try catalogue())
      return .init(content: [.words(Explanation(token).text)], isError: false)
    }
  }

  /// A tool's arguments, read by name and type; a missing or mistyped one is invalid params.
  struct Arguments {
    let tool: String
    let values: [String: Value]

    func string(_ name: String) throws(MCPError) -> String {
      guard let v = try optionalString(name) else { throw .invalidParams("\(tool): '\(name)' is required") }
      return v
    }
    func optionalString(_ name: String) throws(MCPError) -> String? {
      guard let v = values[name], v != .null else { return nil }
      guard let s = v.stringValue else { throw .invalidParams("\(tool): '\(name)' must be a string") }
      return s
    }
    func strings(_ name: String) throws(MCPError) -> [String] {
      guard let v = try optionalStrings(name) else { throw .invalidParams("\(tool): '\(name)' is required") }
      return v
    }
    func optionalStrings(_ name: String) throws(MCPError) -> [String]? {
      guard let v = values[name], v != .null else { return nil }
      if let s = v.stringValue { return [s] }
      guard let items = v.arrayValue, items.count <= 64 else {
        throw .invalidParams("\(tool): '\(name)' must be a list of at most 64 strings")
      }
      var out: [String] = []
      for item in items {
        guard let s = item.stringValue else { throw .invalidParams("\(tool): '\(name)' must be a list of strings") }
        out.append(s)
      }
      return out
    }
    func optionalNumber(_ name: String) throws(MCPError) -> Double? {
      guard let v = values[name], v != .null else { return nil }
      if let d = v.doubleValue, d.isFinite { return d }
      if let i = v.intValue { return Double(i) }
      throw .invalidParams("\(tool): '\(name)' must be a number")
    }
  }

  extension Value {
    /// The value of a JSON document `text` (the JSON a command prints, as structured content).
    static func json(_ text: String) throws -> Value {
      try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }
  }

  extension Tool.Content {
    /// Text content with no annotations.
    static func words(_ text: String) -> Self { .text(text: text, annotations: nil, _meta: nil) }
  }
#endif  // Servers
