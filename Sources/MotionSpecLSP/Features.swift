#if Servers
  import Foundation
  import MotionSpecCatalogue
  import MotionSpecCore
  import MotionSpecExport
  import MotionSpecFigures
  import MotionSpecNumbers
  import Workspace

  extension LanguageServer {
    /// A request's document and position.
    func place(_ params: [String: Any]) throws(RequestError) -> (Document, line: Int, character: Int) {
      let document = try document(params)
      guard let position = params["position"] as? [String: Any], let line = position["line"] as? Int,
        let character = position["character"] as? Int, line >= 0, character >= 0
      else { throw .invalidParams("position with line and character is required") }
      // Clamped to the document (LSP: a position past a line's end is its end), so no later
      // arithmetic on a position can overflow.
      let row = min(line, max(0, document.lines.count - 1))
      let width = document.lines.isEmpty ? 0 : document.lines[row].utf16.count
      return (document, row, min(character, width))
    }

    /// A name an alias can point at: a motion token or a duration.
    struct Entry {
      let id: String
      let definition: String
      let location: SourceLocation?
      /// The motion, for a motion token.
      let token: Token?

      init(_ t: Token) { (id, definition, location, token) = (t.id, t.definition, t.location, t) }
      init(_ d: DurationToken) { (id, definition, location, token) = (d.id, d.definition, d.location, nil) }
    }

    func entries(_ catalogue: Catalogue?) -> [Entry] {
      guard let catalogue else { return [] }
      return (catalogue.tokens.map(Entry.init) + catalogue.durations.map(Entry.init)).sorted {
        ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0)
          < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0)
      }
    }

    /// The names the document defines, in the order they stand.
    func ownEntries(_ document: Document) -> [Entry] {
      entries(catalogue(document)).filter { $0.location?.file == document.path }
    }

    /// The tokens the document defines, in order.
    func ownTokens(_ document: Document) -> [Token] { ownEntries(document).compactMap(\.token) }

    /// A name by id: the document's catalogue first, then the workspace's.
    func entry(_ id: String, near document: Document) -> Entry? {
      if let found = entries(catalogue(document)).first(where: { $0.id == id }) { return found }
      do { return entries(try workspace.catalogue()).first { $0.id == id } } catch { return nil }
    }

    /// A motion token by id (see ``entry(_:near:)``).
    func token(_ id: String, near document: Document) -> Token? { entry(id, near: document)?.token }

    /// The name a position stands on: an alias reference under it, else the name defined on its
    /// line or the nearest above it.
    func entry(at document: Document, line: Int, character: Int) -> Entry? {
      if let reference = document.reference(line: line, character: character) {
        return entry(reference.name, near: document)
      }
      let own = ownEntries(document)
      // A key line (`heavy:`, `"heavy": {`, `static let heavy`) is its own token's, even where the
      // reader places the token at its value on a later line.
      if document.lines.indices.contains(line) {
        let text = document.lines[line]
        let next = own.first { ($0.location?.line ?? 0) > line + 1 }
        if let next, let name = next.id.split(separator: ".").last, Document.isKey(String(name), of: text) {
          return next
        }
      }
      return own.last { ($0.location?.line ?? Int.max) <= line + 1 }
    }

    // MARK: - Hover

    func hover(_ params: [String: Any]) throws(RequestError) -> Any? {
      let (document, line, character) = try place(params)
      guard let entry = entry(at: document, line: line, character: character) else { return nil }
      guard let token = entry.token else {
        return ["contents": ["kind": "markdown", "value": "**\(entry.id)** — a duration: `\(entry.definition)`"]]
      }
      return ["contents": ["kind": "markdown", "value": hoverText(token)]]
    }

    /// The token's numbers, a position and velocity chart, and its spelling on each platform.
    func hoverText(_ token: Token) -> String {
      let m = AnimationMetrics(token.animation)
      func s(_ x: Double?) -> String { x.map { Format.time($0) } ?? "—" }
      func n(_ x: Double?) -> String { x.map { NumberText.compact($0, decimals: 3) } ?? "—" }
      func p(_ x: Double?) -> String { x.map { NumberText.compact($0 * 100, decimals: 1) + " %" } ?? "—" }
      var out = "**\(token.id)** — `\(token.definition)`\n\n"
      if let description = token.description, !description.isEmpty { out += description + "\n\n" }
      out +=
        "| duration | bounce | damping fraction ζ | looks done (95 %) | settles (0.1 %) | overshoot | done at the duration |\n"
      out += "|---|---|---|---|---|---|---|\n"
      out +=
        "| \(s(m.duration)) | \(n(m.spring?.bounce)) | \(n(m.spring?.dampingRatio)) | \(s(m.riseTime95)) | \(s(m.settling.exact)) | \(p(m.overshoot)) | \(p(m.progressAtDuration)) |\n\n"
      do {
        let chart = try workspace.chart(.motion, [token], width: 420, height: 260, scale: 1)
        out +=
          "![Position and velocity of \(token.id)](data:image/png;base64,\(Data(chart.bytes).base64EncodedString()))\n\n"
      } catch {
        out += "(no chart: \(error))\n\n"
      }
      for platform in [Platform.swiftUI, .compose, .css, .flutter] {
        do {
          let conversion = try workspace.conversion(token, to: platform)
          out += "\(platform.title):\n```\(platform.language.rawValue)\n\(conversion.code)\n```\n"
          if let summary = conversion.summary { out += "_\(summary)_\n" }
        } catch {
          out += "\(platform.title): \(error)\n"
        }
      }
      return out
    }

    // MARK: - Completion

    func completion(_ params: [String: Any]) throws(RequestError) -> Any? {
      let (document, line, character) = try place(params)
      let before = document.prefix(line: line, character: character)
      if let brace = before.lastIndex(of: "{"),
        before[before.index(after: brace)...].allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) })
      {
        let typed = before[before.index(after: brace)...]
        let start = character - typed.utf16.count
        var names = entries(catalogue(document))
        if names.isEmpty {
          // The document does not read now (mid-edit): the workspace's names, when it reads.
          do { names = entries(try workspace.catalogue()) } catch { names = [] }
        }
        return [
          "isIncomplete": false,
          "items": names.map { t -> [String: Any] in
            [
              "label": t.id, "kind": 18, "detail": t.definition,
              "documentation": ["kind": "markdown", "value": t.token.map { Explanation($0).text } ?? "a duration"],
              "textEdit": [
                "range": [
                  "start": ["line": line, "character": start], "end": ["line": line, "character": character],
                ],
                "newText": t.id + "}",
              ],
            ]
          },
        ]
      }
      let dotted = before.hasSuffix(".")
      return [
        "isIncomplete": false,
        "items": LanguageServer.forms.map { form -> [String: Any] in
          let text = dotted && form.insert.hasPrefix(".") ? String(form.insert.dropFirst()) : form.insert
          var item: [String: Any] = [
            "label": form.label, "kind": form.snippet ? 15 : 12, "insertText": text,
            "insertTextFormat": form.snippet ? 2 : 1, "detail": form.detail,
          ]
          if dotted && form.label.hasPrefix(".") { item["filterText"] = String(form.label.dropFirst()) }
          return item
        },
      ]
    }

    /// The expression forms completion offers: SwiftUI's named motions with their figures, and the
    /// parameterised forms as snippets.
    static let forms: [(label: String, insert: String, snippet: Bool, detail: String)] = {
      var out: [(String, String, Bool, String)] = []
      for name in [
        ".smooth", ".snappy", ".bouncy", ".interactiveSpring", ".spring", ".default", ".easeInOut", ".easeOut",
        ".easeIn", ".linear",
      ] {
        do {
          let m = AnimationMetrics(try MotionExpression.parse(name))
          let bounce = m.spring.map { ", bounce " + NumberText.compact($0.bounce, decimals: 2) } ?? ""
          out.append(
            (
              name, name, false,
              "duration \(Format.time(m.duration))\(bounce), looks done at "
                + (m.riseTime95.map { Format.time($0) } ?? "—")
            ))
        } catch {
          continue  // every name above is SwiftUI's; a test holds them all readable
        }
      }
      out += [
        (".spring(duration:bounce:)", ".spring(duration: ${1:0.5}, bounce: ${2:0.2})", true, "a spring by its feel"),
        (".smooth(duration:extraBounce:)", ".smooth(duration: ${1:0.5}, extraBounce: ${2:0})", true, "a smooth spring"),
        (".snappy(duration:extraBounce:)", ".snappy(duration: ${1:0.5}, extraBounce: ${2:0})", true, "a snappy spring"),
        (".bouncy(duration:extraBounce:)", ".bouncy(duration: ${1:0.5}, extraBounce: ${2:0})", true, "a bouncy spring"),
        (
          ".interpolatingSpring(mass:stiffness:damping:)",
          ".interpolatingSpring(mass: ${1:1}, stiffness: ${2:170}, damping: ${3:15})", true, "a spring by its physics"
        ),
        (".easeInOut(duration:)", ".easeInOut(duration: ${1:0.35})", true, "a timing curve"),
        (".easeOut(duration:)", ".easeOut(duration: ${1:0.35})", true, "a timing curve"),
        (
          ".timingCurve(_:_:_:_:duration:)", ".timingCurve(${1:0.2}, ${2:0}, ${3:0}, ${4:1}, duration: ${5:0.35})",
          true,
          "a cubic Bézier timing curve"
        ),
      ]
      return out
    }()

    // MARK: - Definition, references, symbols

    func location(_ entry: Entry, _ document: Document) -> [String: Any]? {
      guard let location = entry.location else { return nil }
      if location.file == document.path { return ["uri": document.uri, "range": document.range(location)] }
      let other =
        documents.values.first { $0.path == location.file }
        ?? {
          do {
            return Document(
              uri: URL(fileURLWithPath: location.file).absoluteString, path: location.file, version: 0,
              text: try CatalogueLoader.readText(try workspace.file(location.file)))
          } catch { return nil }
        }()
      guard let other else { return nil }
      return ["uri": other.uri, "range": other.range(location)]
    }

    func definition(_ params: [String: Any]) throws(RequestError) -> Any? {
      let (document, line, character) = try place(params)
      guard let reference = document.reference(line: line, character: character),
        let target = entry(reference.name, near: document)
      else { return nil }
      return location(target, document)
    }

    func references(_ params: [String: Any]) throws(RequestError) -> Any? {
      let (document, line, character) = try place(params)
      guard let target = entry(at: document, line: line, character: character) else { return [] }
      let includeDeclaration = ((params["context"] as? [String: Any])?["includeDeclaration"] as? Bool) ?? true
      var out: [[String: Any]] = []
      if includeDeclaration, let declared = location(target, document) { out.append(declared) }
      // Open documents as the editor holds them; the workspace's other catalogue files from disk.
      var seen = Set<String>()
      var texts = documents.values.sorted { $0.uri < $1.uri }
      for doc in texts { seen.insert(doc.path) }
      do {
        for file in try CatalogueLoader.files(workspace.catalogues) where !seen.contains(file) {
          texts.append(
            Document(
              uri: URL(fileURLWithPath: file).absoluteString, path: file, version: 0,
              text: try CatalogueLoader.readText(file)))
        }
      } catch {
        // The workspace's files cannot be read now: the open documents still answer.
      }
      for doc in texts {
        for reference in doc.references where reference.name == target.id {
          out.append(["uri": doc.uri, "range": reference.range])
        }
      }
      return out
    }

    func symbols(_ params: [String: Any]) throws(RequestError) -> Any? {
      let document = try document(params)
      return ownEntries(document).compactMap { t -> [String: Any]? in
        guard let location = t.location else { return nil }
        let range = document.range(location)
        // A motion token is a constant; a duration, a number.
        return [
          "name": t.id, "detail": t.definition, "kind": t.token == nil ? 16 : 14, "range": range,
          "selectionRange": range,
        ]
      }
    }

    // MARK: - Code actions

    /// A quick fix per finding with exactly one fix in the range asked about, and one that applies
    /// them all; each replaces the document's text with the text `lint --fix` would write.
    func codeActions(_ params: [String: Any]) throws(RequestError) -> Any? {
      let document = try document(params)
      guard let range = params["range"] as? [String: Any], let start = range["start"] as? [String: Int],
        let end = range["end"] as? [String: Int]
      else { throw .invalidParams("range is required") }
      guard !document.isOversized else { return [] }
      let findings = check(document).findings.filter { $0.edit != nil }
      let inRange = findings.filter { f in
        guard let line = f.edit.map({ $0.location.line - 1 }) else { return false }
        return (start["line"] ?? 0) <= line && line <= (end["line"] ?? 0)
      }
      func action(_ title: String, kind: String, _ edits: [TextEdit]) -> [String: Any]? {
        guard let fixed = TextEdit.apply(edits, to: document.text), fixed != document.text else { return nil }
        let last = document.lines.count - 1
        let whole: [String: Any] = [
          "start": ["line": 0, "character": 0],
          "end": ["line": max(0, last), "character": last >= 0 ? document.lines[last].utf16.count : 0],
        ]
        return [
          "title": title, "kind": kind,
          "edit": ["changes": [document.uri: [["range": whole, "newText": fixed]]]],
        ]
      }
      var out = inRange.compactMap { f in f.edit.flatMap { action("Fix \(f.rule): \(f.fix)", kind: "quickfix", [$0]) } }
      if findings.count > 1,
        let all = action("Fix all motionspec findings with one fix", kind: "source.fixAll", findings.compactMap(\.edit))
      {
        out.append(all)
      }
      return out
    }
  }
#endif  // Servers
