import Foundation
import MotionSpecCore

/// Reads a DTCG resolver document (Design Tokens Resolver Module 2025.10) into the token trees
/// its resolution order names, for one input: each modifier's context.
///
/// What it reads: `sets` and `modifiers` at the top, `resolutionOrder` of references to them
/// (`{"$ref": "#/sets/base"}`) or inline ones (with `type` and `name`); sources that are inline
/// token trees, references into the document, or files relative to the resolver
/// (`{"$ref": "tokens/motion.json"}`, optionally `…#/pointer`), which may be DTCG, legacy or
/// Tokens Studio files themselves. Addresses with a scheme (`https:`) are refused: motionspec
/// reads files, it never fetches.
struct Resolver {
  let file: String
  let selection: CatalogueSelection
  /// Files already read, by path, so a file two sets name is parsed once.
  private var cache: [String: JSONValue.Located] = [:]
  /// Sources taken so far: sets that name sets twice over could otherwise multiply without end.
  private var expanded = 0
  /// The most sources one resolution takes.
  static let maximumSources = 10_000

  init(file: String, selection: CatalogueSelection) {
    self.file = file
    self.selection = selection
  }

  func fail(_ message: String, at location: SourceLocation) -> CatalogueError {
    CatalogueError([Diagnostic(.error, message, at: location)])
  }

  mutating func prepare(_ root: JSONValue.Located, into prepared: inout TokenDocuments.Prepared) throws(CatalogueError)
  {
    if let version = root.value["version"], version.value.string != "2025.10" {
      throw fail("a resolver's \"version\" must be \"2025.10\", found \(version.value.excerpt)", at: version.location)
    }
    let order = root.value["resolutionOrder"]!.value.elements!
    var trees: [JSONValue.Located] = []
    var chosen: [String] = []
    var used = Set<String>()
    for item in order {
      var node = item
      var name: String?
      var kind: String?
      if let pointer = DTCGReferences.pointer(item.value) {
        guard let segments = DTCGReferences.segments(pointer), segments.count == 2,
          segments[0] == "sets" || segments[0] == "modifiers",
          let target = DTCGReferences.node(at: segments, in: root)
        else {
          throw fail(
            "\"resolutionOrder\" refers to \(pointer), which is no set or modifier of this document (#/sets/NAME or #/modifiers/NAME)",
            at: item.location)
        }
        (node, name, kind) = (target, segments[1], segments[0] == "sets" ? "set" : "modifier")
      } else {
        name = item.value["name"]?.value.string
        kind = item.value["type"]?.value.string
        guard name != nil, kind == "set" || kind == "modifier" else {
          throw fail(
            "an inline item of \"resolutionOrder\" needs \"name\" and \"type\" (\"set\" or \"modifier\")",
            at: item.location)
        }
      }
      var context: String?
      if kind == "modifier" {
        let picked = try self.context(of: node, name: name!)
        chosen.append("\(name!) = \(picked.name) (\(picked.why))")
        context = picked.name
      }
      used.insert(name!)
      trees += try sources(of: node, name: name!, context: context, root: root)
    }
    for context in selection.contexts {
      let modifier = context.split(separator: "=", maxSplits: 1).first.map(String.init) ?? context
      if context.contains("="), !used.contains(modifier) {
        throw fail(
          "--context \(context): this resolver has no modifier '\(modifier)' in its resolution order",
          at: SourceLocation(file: file, line: 1, column: 1))
      }
    }
    var discarded: [Diagnostic] = []
    prepared.roots.append(DTCGMerge.merge(trees, &discarded))
    prepared.files.append(file)
    prepared.name = prepared.name ?? root.value["name"]?.value.string
    prepared.notes.append(
      Diagnostic(
        .note,
        "read as a DTCG resolver: \(order.count) item\(order.count == 1 ? "" : "s") in resolution order\(chosen.isEmpty ? "" : "; " + chosen.joined(separator: ", "))",
        at: SourceLocation(file: file, line: 1, column: 1), rule: "document-shape"))
  }

  /// The context of modifier `name` to read, and why.
  func context(of node: JSONValue.Located, name: String) throws(CatalogueError) -> (name: String, why: String) {
    guard let contexts = node.value["contexts"]?.value.members, !contexts.isEmpty else {
      throw fail("modifier '\(name)' has no \"contexts\"; a modifier needs at least one", at: node.location)
    }
    let names = contexts.map(\.key)
    for wanted in selection.contexts {
      let parts = wanted.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2, parts[0] == name {
        guard names.contains(parts[1]) else {
          let hint = suggestion(for: parts[1], among: names).map { " — did you mean '\($0)'?" } ?? ""
          throw fail(
            "--context \(wanted): modifier '\(name)' has no context '\(parts[1])'\(hint); its contexts are \(names.map { "'\($0)'" }.joined(separator: ", "))",
            at: node.location)
        }
        return (parts[1], "--context")
      }
      if parts.count == 1, names.contains(wanted) { return (wanted, "--context") }
    }
    if let d = node.value["default"] {
      guard let s = d.value.string, names.contains(s) else {
        throw fail(
          "modifier '\(name)' has \"default\": \(d.value.excerpt), which is none of its contexts (\(names.map { "'\($0)'" }.joined(separator: ", ")))",
          at: d.location)
      }
      return (s, "its default")
    }
    return (names[0], "its first context; choose another with --context \(name)=…")
  }

  /// The token trees of a set, or of a modifier's `context`, in order.
  mutating func sources(
    of node: JSONValue.Located, name: String, context: String?, root: JSONValue.Located, chain: [String] = []
  ) throws(CatalogueError) -> [JSONValue.Located] {
    if context == nil, chain.contains(name) {
      throw fail("sets refer to each other in a cycle: \((chain + [name]).joined(separator: " → "))", at: node.location)
    }
    let list: [JSONValue.Located]
    if let context {
      list = node.value["contexts"]!.value[context]!.value.elements ?? []
    } else {
      guard let items = node.value["sources"]?.value.elements else {
        throw fail("set '\(name)' has no \"sources\" array", at: node.location)
      }
      list = items
    }
    var out: [JSONValue.Located] = []
    for source in list {
      expanded += 1
      guard expanded <= Self.maximumSources else {
        throw fail(
          "this resolution takes more than \(Self.maximumSources) sources (sets naming sets); name each file once",
          at: source.location)
      }
      guard let reference = DTCGReferences.pointer(source.value) else {
        // Inline tokens.
        out.append(source)
        continue
      }
      if reference.hasPrefix("#") {
        guard let segments = DTCGReferences.segments(reference), segments.first == "sets", segments.count == 2,
          let set = DTCGReferences.node(at: segments, in: root)
        else {
          throw fail(
            "\(reference) is not a set of this document; a source may refer to #/sets/NAME (never to a modifier)",
            at: source.location)
        }
        out += try sources(
          of: set, name: segments[1], context: nil, root: root, chain: context == nil ? chain + [name] : chain)
        continue
      }
      out.append(try external(reference, at: source.location))
    }
    return out
  }

  /// The tokens of a file a source names, relative to the resolver.
  mutating func external(_ reference: String, at location: SourceLocation) throws(CatalogueError)
    -> JSONValue.Located
  {
    let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let path = parts[0]
    if path.contains("://") || path.hasPrefix("//") {
      throw fail(
        "\(reference): motionspec reads token files, it does not fetch addresses; save the file beside the resolver and name it by its path",
        at: location)
    }
    // Named as the resolver is (relative stays relative), so messages point where the user looks.
    let directory = (file as NSString).deletingLastPathComponent
    let full = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
    // Only inside the workspace, after `..` and links: a file outside is neither read nor
    // looked at (whether it exists is not said either).
    if let root = selection.root, !root.contains(full) {
      throw fail(
        "\(reference): this source is outside the workspace (\(root.path)); motionspec reads only files inside the folder it was given — move the file there, or widen the folder with --root",
        at: location)
    }
    var tree: JSONValue.Located
    if let known = cache[full] {
      tree = known
    } else {
      // Only a regular file is read, so a source can never be a device that never ends.
      let attributes = try? FileManager.default.attributesOfItem(atPath: full)
      guard attributes?[.type] as? FileAttributeType == .typeRegular else {
        throw fail(
          "\(reference): cannot read this source (\(attributes == nil ? "no such file" : "not a regular file"))",
          at: location)
      }
      let text: String
      do {
        text = try CatalogueLoader.readText(full, what: "a source of the resolver")
      } catch {
        throw fail(
          "\(reference): cannot read this source (\(error.diagnostics.first?.message ?? "unreadable"))", at: location)
      }
      tree = try DTCGReader.parse(text, file: full)
      var prepared = TokenDocuments.Prepared()
      switch TokenDocuments.shape(of: tree.value) {
      case .legacy, .tokensStudio:
        try TokenDocuments.prepare(tree, file: full, selection: selection, into: &prepared)
        tree = prepared.roots[0]
      case .resolver, .figmaFile, .figmaVariables, .figmaTimelines:
        throw fail("\(reference) is not a token file (a resolver's sources hold tokens)", at: location)
      case .dtcg:
        break
      }
      cache[full] = tree
    }
    if parts.count == 2 {
      let fragment = parts[1].hasPrefix("/") ? parts[1] : "/" + parts[1]
      guard let segments = DTCGReferences.segments("#" + fragment),
        let node = DTCGReferences.node(at: segments, in: tree)
      else {
        throw fail("\(reference): nothing at #\(parts[1]) in \(path)", at: location)
      }
      return node
    }
    return tree
  }
}
