#if Servers
  import Foundation

  /// The served page cut into the parts the open page replaces one by one when a save re-renders it,
  /// each named as `live.js` finds it in the page it shows:
  ///
  /// - `masthead`, `toc`, `colophon`: the first `header.masthead`, `nav.toc`, `footer.colophon`;
  /// - in each `main > section[id]`, every child element: an `article` with an id is
  ///   `article ID`; a child holding a table of tokens (`tbody tr[data-id]`) gives each of its
  ///   `thead`s (`head PATH I`) and each token row (`row PATH ID`); a child whose own children
  ///   include an `article[id]` is gone through the same way; any other child is
  ///   `child PATH/TAG:INDEX`, INDEX counting the section's children of that tag. PATH is the
  ///   section's id, then `/TAG:INDEX` per holder gone through.
  ///
  /// The rest of the page — its *skeleton*: the names in order and the text outside every part
  /// and script — must be the same for a change to be shown part by part; anything else (a token
  /// added, removed or moved) is a new page. The page is motionspec's own markup, so it is read
  /// strictly: an end tag that does not close the open element, or an id that uses a character
  /// reference this reader does not know, makes the page unreadable here (`init` fails) and the
  /// open page loads the new one whole.
  public struct PageParts: Sendable {
    /// The parts' names, in page order.
    public let names: [String]
    /// The page read, and each part's element in it.
    let tree: HTMLTree
    let nodes: [String: Int]
    /// The names, then the page's text with every part and script taken out.
    public let skeleton: String
    /// The text of `<script type="application/json" id="motion-data">`, the page's data.
    public let data: String?

    /// The parts `next` changed since this page, or nil when the two differ in shape. Each changed
    /// part comes as the smallest elements inside it that changed (``PageChange/Edit``), so the
    /// open page replaces a table cell or a path, not a whole card.
    public func changes(to next: PageParts) -> PageChange? {
      guard skeleton == next.skeleton else { return nil }
      let changed = next.names.compactMap { name -> PageChange.Part? in
        guard let new = next.nodes[name] else { return nil }
        let newRange = next.tree.nodes[new].range
        guard let old = nodes[name] else {
          return PageChange.Part(name: name, edits: [.init(path: [], html: next.tree.text(newRange))])
        }
        guard tree.bytes[tree.nodes[old].range] != next.tree.bytes[newRange] else { return nil }
        let edits = HTMLTree.edits(from: tree, old, to: next.tree, new, path: [])
        return PageChange.Part(name: name, edits: edits)
      }
      return PageChange(parts: changed, data: next.data == data ? nil : next.data)
    }

    /// The markup of the part `name`, as the page has it.
    public func html(_ name: String) -> String? { nodes[name].map { tree.text(tree.nodes[$0].range) } }

    public init?(html: String) {
      guard let tree = HTMLTree(html) else { return nil }
      var names: [String] = []
      var nodes: [String: Int] = [:]
      var cut: [Range<Int>] = []
      func visit(_ name: String, _ node: Int?) {
        guard let node else { return }
        if nodes.updateValue(node, forKey: name) == nil { names.append(name) }
        cut.append(tree.nodes[node].range)
      }
      visit("masthead", tree.first(tag: "header", className: "masthead"))
      visit("toc", tree.first(tag: "nav", className: "toc"))
      visit("colophon", tree.first(tag: "footer", className: "colophon"))
      func inside(_ holder: Int, _ path: String) {
        var seen: [String: Int] = [:]
        for child in tree.nodes[holder].children {
          let node = tree.nodes[child]
          let index = seen[node.tag].map { $0 + 1 } ?? 0
          seen[node.tag] = index
          let step = path + "/" + node.tag + ":" + String(index)
          if node.tag == "article", let id = node.id, !id.isEmpty {
            visit("article " + id, child)
          } else if !tree.tokenRows(in: child).isEmpty {
            for (i, head) in tree.descendants(of: child, where: { $0.tag == "thead" }).enumerated() {
              visit("head " + path + " " + String(i), head)
            }
            for row in tree.tokenRows(in: child) { visit("row " + path + " " + (tree.nodes[row].dataID ?? ""), row) }
          } else if node.children.contains(where: { tree.nodes[$0].tag == "article" && tree.nodes[$0].id != nil }) {
            inside(child, step)
          } else {
            visit("child " + step, child)
          }
        }
      }
      for section in tree.descendants(of: 0, where: { $0.tag == "section" && $0.id != nil })
      where tree.nodes[tree.nodes[section].parent].tag == "main" {
        inside(section, tree.nodes[section].id ?? "")
      }
      cut += tree.descendants(of: 0, where: { $0.tag == "script" }).map { tree.nodes[$0].range }
      self.names = names
      self.tree = tree
      self.nodes = nodes
      self.skeleton = names.joined(separator: "\n") + "\n" + tree.text(outside: cut)
      self.data = tree.descendants(of: 0, where: { $0.tag == "script" && $0.id == "motion-data" }).first.map {
        tree.text(tree.nodes[$0].content)
      }
    }
  }

  /// What changed from one served page to the next: each changed part's new markup, in page
  /// order, and the page's data when it changed. Sent to the open page as JSON.
  public struct PageChange: Sendable, Equatable, Encodable {
    public struct Part: Sendable, Equatable, Encodable {
      public let name: String
      public let edits: [Edit]
    }
    /// One element inside a part to replace: reached from the part's element by `path` (empty: the
    /// part itself), each step an element child's index, its tag, and how many element children
    /// its parent has, as the server wrote it (the open page checks all three, not counting the
    /// elements its own script added, and loads the page whole when one differs).
    public struct Edit: Sendable, Equatable, Encodable {
      public struct Step: Sendable, Equatable, Encodable {
        public let index: Int
        public let tag: String
        public let siblings: Int
      }
      public let path: [Step]
      public let html: String
    }
    public let parts: [Part]
    public let data: String?

    /// `change` as JSON for the open page, or `{"reload": true}` when there is none (strings always
    /// encode; were one not to, the page would load whole too).
    public static func answer(_ change: PageChange?) -> String {
      let reload = #"{"reload":true}"#
      guard let change else { return reload }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]  // the same change, the same bytes
      do { return String(decoding: try encoder.encode(change), as: UTF8.self) } catch { return reload }
    }
  }

  /// A strict reader of motionspec's own HTML: elements with their extents and the attributes the
  /// parts are named by. Void elements and `…/>` close themselves; `script`, `style`, `textarea`
  /// and `title` hold text up to their end tag; comments and the doctype are skipped.
  struct HTMLTree {
    struct Node {
      var tag: String
      var id: String?
      var classes: [Substring] = []
      var dataID: String?
      var parent: Int
      var children: [Int] = []
      /// The element's markup, start tag to end tag, in bytes.
      var range: Range<Int>
      /// Between its start and end tags.
      var content: Range<Int>
    }

    let bytes: [UInt8]
    private(set) var nodes: [Node]

    static let voidElements: Set<String> = [
      "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
    static let textElements: Set<String> = ["script", "style", "textarea", "title"]

    init?(_ html: String) {
      bytes = Array(html.utf8)
      nodes = [Node(tag: "#document", parent: 0, range: 0..<bytes.count, content: 0..<bytes.count)]
      var open = [0]
      var i = 0
      let n = bytes.count
      while i < n {
        guard bytes[i] == UInt8(ascii: "<"), i + 1 < n else {
          i += 1
          continue
        }
        let next = bytes[i + 1]
        if next == UInt8(ascii: "!") {
          let end = starts("<!--", at: i) ? find("-->", from: i + 4) : find(">", from: i)
          guard let end else { return nil }
          i = end
        } else if next == UInt8(ascii: "/") {
          var j = i + 2
          while j < n, bytes[j] != UInt8(ascii: ">") { j += 1 }
          guard j < n, open.count > 1 else { return nil }
          let tag = String(decoding: bytes[(i + 2)..<j], as: UTF8.self).lowercased()
          let top = open.removeLast()
          guard nodes[top].tag == tag else { return nil }
          nodes[top].range = nodes[top].range.lowerBound..<(j + 1)
          nodes[top].content = nodes[top].content.lowerBound..<i
          i = j + 1
        } else if HTMLTree.isLetter(next) {
          guard let (node, end, selfClosing) = startTag(at: i, parent: open[open.count - 1]) else { return nil }
          let index = nodes.count
          nodes.append(node)
          nodes[node.parent].children.append(index)
          i = end
          if selfClosing || HTMLTree.voidElements.contains(node.tag) {
            nodes[index].range = node.range.lowerBound..<end
            nodes[index].content = end..<end
          } else if HTMLTree.textElements.contains(node.tag) {
            guard let close = findEndTag(node.tag, from: end), let after = find(">", from: close) else { return nil }
            nodes[index].range = node.range.lowerBound..<after
            nodes[index].content = end..<close
            i = after
          } else {
            open.append(index)
          }
        } else {
          i += 1
        }
      }
      guard open == [0] else { return nil }
    }

    /// The start tag at `i`: its node (range and content begin there and after it), the index after
    /// its `>`, and whether it closes itself (`/>`); nil when it does not end or an id cannot be read.
    private func startTag(at start: Int, parent: Int) -> (Node, Int, Bool)? {
      let n = bytes.count
      var i = start + 1
      let nameStart = i
      while i < n, !HTMLTree.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
      var node = Node(
        tag: String(decoding: bytes[nameStart..<i], as: UTF8.self).lowercased(), parent: parent,
        range: start..<start, content: start..<start)
      while i < n {
        while i < n, HTMLTree.isSpace(bytes[i]) { i += 1 }
        guard i < n else { return nil }
        if bytes[i] == UInt8(ascii: ">") {
          node.content = (i + 1)..<(i + 1)
          return (node, i + 1, false)
        }
        if bytes[i] == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: ">") {
          node.content = (i + 2)..<(i + 2)
          return (node, i + 2, true)
        }
        let nameStart = i
        while i < n, !HTMLTree.isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">"),
          bytes[i] != UInt8(ascii: "/")
        { i += 1 }
        if i == nameStart { i += 1 }  // a stray '/' between attributes
        let name = nameStart..<i
        var value: Range<Int>?
        if i < n, bytes[i] == UInt8(ascii: "=") {
          i += 1
          guard i < n else { return nil }
          if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
            let quote = bytes[i]
            var j = i + 1
            while j < n, bytes[j] != quote { j += 1 }
            guard j < n else { return nil }
            value = (i + 1)..<j
            i = j + 1
          } else {
            let valueStart = i
            while i < n, !HTMLTree.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">") { i += 1 }
            value = valueStart..<i
          }
        }
        guard let value else { continue }
        // Only three attributes name parts; the others are passed over without a string.
        if named(name, "id") {
          guard let id = HTMLTree.decoded(bytes[value]) else { return nil }
          node.id = id
        } else if named(name, "data-id") {
          guard let id = HTMLTree.decoded(bytes[value]) else { return nil }
          node.dataID = id
        } else if named(name, "class") {
          node.classes = String(decoding: bytes[value], as: UTF8.self).split(whereSeparator: {
            $0 == " " || $0 == "\t" || $0 == "\n"
          })
        }
      }
      return nil
    }

    /// An attribute's value with its character references replaced, or nil for a named reference
    /// other than the five the page's escaping writes.
    static func decoded(_ value: ArraySlice<UInt8>) -> String? {
      let text = String(decoding: value, as: UTF8.self)
      guard text.contains("&") else { return text }
      var out = ""
      var rest = Substring(text)
      while let amp = rest.firstIndex(of: "&") {
        out += rest[..<amp]
        guard let semicolon = rest[amp...].firstIndex(of: ";") else { return nil }
        let name = rest[rest.index(after: amp)..<semicolon]
        let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let character = named[name] {
          out += character
        } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16),
          let scalar = Unicode.Scalar(code)
        {
          out.unicodeScalars.append(scalar)
        } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
          out.unicodeScalars.append(scalar)
        } else {
          return nil
        }
        rest = rest[rest.index(after: semicolon)...]
      }
      return out + rest
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The smallest elements under `b` (in `new`) that differ from their places under `a` (in
    /// `old`): `b` itself when its start tag, its own text or its children's number or tags differ,
    /// else the edits of each child that differs.
    static func edits(
      from old: HTMLTree, _ a: Int, to new: HTMLTree, _ b: Int, path: [PageChange.Edit.Step]
    ) -> [PageChange.Edit] {
      let x = old.nodes[a], y = new.nodes[b]
      let whole = [PageChange.Edit(path: path, html: new.text(y.range))]
      guard x.tag == y.tag, x.children.count == y.children.count,
        old.bytes[x.range.lowerBound..<x.content.lowerBound] == new.bytes[y.range.lowerBound..<y.content.lowerBound],
        old.text(outside: x.children.map { old.nodes[$0].range }, within: x.content)
          == new.text(outside: y.children.map { new.nodes[$0].range }, within: y.content)
      else { return whole }
      var out: [PageChange.Edit] = []
      for (i, (c, d)) in zip(x.children, y.children).enumerated() {
        guard old.nodes[c].tag == new.nodes[d].tag else { return whole }
        guard old.bytes[old.nodes[c].range] != new.bytes[new.nodes[d].range] else { continue }
        let step = PageChange.Edit.Step(index: i, tag: new.nodes[d].tag, siblings: y.children.count)
        out += edits(from: old, c, to: new, d, path: path + [step])
      }
      return out.isEmpty ? whole : out
    }

    /// The text of `range` without `ranges` inside it.
    func text(outside ranges: [Range<Int>], within range: Range<Int>) -> ArraySlice<UInt8> {
      var out: [UInt8] = []
      var from = range.lowerBound
      for cut in ranges where cut.lowerBound >= from {
        out += bytes[from..<cut.lowerBound]
        from = cut.upperBound
      }
      out += bytes[from..<max(from, range.upperBound)]
      return out[...]
    }

    /// The page's text without `ranges` (which do not overlap).
    func text(outside ranges: [Range<Int>]) -> String {
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count / 4)
      var from = 0
      for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= from {
        out += bytes[from..<range.lowerBound]
        from = range.upperBound
      }
      out += bytes[from...]
      return String(decoding: out, as: UTF8.self)
    }

    /// The first element, in page order, with `tag` and `className`.
    func first(tag: String, className: String) -> Int? {
      descendants(of: 0, where: { $0.tag == tag && $0.classes.contains(Substring(className)) }).first
    }

    /// The elements under `root` that `match`, in page order.
    func descendants(of root: Int, where match: (Node) -> Bool) -> [Int] {
      var out: [Int] = []
      var stack = Array(nodes[root].children.reversed())
      while let next = stack.popLast() {
        if match(nodes[next]) { out.append(next) }
        stack += nodes[next].children.reversed()
      }
      return out
    }

    /// The rows under `root` that name a token (`tbody tr[data-id]`), in page order.
    func tokenRows(in root: Int) -> [Int] {
      descendants(of: root, where: { $0.tag == "tr" && $0.dataID != nil }).filter { row in
        var up = nodes[row].parent
        while up != 0 {
          if nodes[up].tag == "tbody" { return true }
          up = nodes[up].parent
        }
        return false
      }
    }

    private func starts(_ text: String, at i: Int) -> Bool {
      let probe = Array(text.utf8)
      return i + probe.count <= bytes.count && bytes[i..<(i + probe.count)].elementsEqual(probe)
    }

    /// The index just after the first `text` at or after `i`.
    private func find(_ text: String, from i: Int) -> Int? {
      let probe = Array(text.utf8)
      var j = i
      while j + probe.count <= bytes.count {
        if bytes[j] == probe[0], bytes[j..<(j + probe.count)].elementsEqual(probe) { return j + probe.count }
        j += 1
      }
      return nil
    }

    /// Where `</tag` starts at or after `i`, whatever its case.
    private func findEndTag(_ tag: String, from i: Int) -> Int? {
      let probe = Array(("</" + tag).utf8)
      var j = i
      while j + probe.count <= bytes.count {
        if bytes[j] == UInt8(ascii: "<"), bytes[j + 1] == UInt8(ascii: "/"),
          zip(bytes[j..<(j + probe.count)], probe).allSatisfy({ HTMLTree.lower($0) == $1 })
        {
          return j
        }
        j += 1
      }
      return nil
    }

    /// Whether the bytes of `range` are `name` (lowercase ASCII), whatever their case.
    private func `is`(_ range: Range<Int>, _ name: StaticString) -> Bool {
      guard range.count == name.utf8CodeUnitCount else { return false }
      return name.withUTF8Buffer { probe in
        zip(bytes[range], probe).allSatisfy { HTMLTree.lower($0) == $1 }
      }
    }

    /// Whether the bytes of `range` are `name` (lowercase ASCII), whatever their case.
    private func named(_ range: Range<Int>, _ name: StaticString) -> Bool {
      guard range.count == name.utf8CodeUnitCount else { return false }
      return name.withUTF8Buffer { probe in
        zip(bytes[range], probe).allSatisfy { HTMLTree.lower($0) == $1 }
      }
    }

    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0C }
    static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
  }
#endif  // Servers
