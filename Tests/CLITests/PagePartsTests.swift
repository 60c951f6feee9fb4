#if Servers
  import Foundation
  import TestSupport
  import Testing

  @testable import MotionSpecServe

  /// `serve`'s cut of a page into the parts the open page replaces (``PageParts``), and the change
  /// it sends from one render to the next: names as live.js finds them, the smallest elements that
  /// changed, a new shape refused, markup it cannot read refused.
  @Suite struct PagePartsTests {
    /// A page shaped as the spec is: masthead, contents, a table of tokens, a holder of cards, a
    /// figure, the colophon and the page's data.
    static func page(duration: String = "0.55 s", spark: String = "M0 0L1 1", rows: [String] = ["a&amp;b", "c"])
      -> String
    {
      let body = rows.map { id in
        """
        <tr data-id="\(id)"><th>\(id)</th><td>\(id == "c" ? duration : "0.3 s")</td>\
        <td><svg class="spark" viewBox="0 0 9 9"><path d="\(id == "c" ? spark : "M0 0")"/></svg></td></tr>
        """
      }.joined(separator: "\n")
      return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Motion</title><style>p > b { color: red }</style></head>
        <body>
        <header class="masthead"><h1>Motion</h1><p>2 tokens<br>lint: 1 note</p></header>
        <nav class="toc"><a href="#tokens">Tokens</a></nav>
        <main>
        <section id="tokens"><h2>Tokens</h2>
        <div class="wrap"><table><thead><tr><th>Token</th><th>Duration</th></tr></thead>
        <tbody>
        \(body)
        </tbody></table></div>
        </section>
        <section id="group-cards"><h2>Cards</h2>
        <div class="cards"><article id="token-c"><h3>c</h3><p>\(duration)</p></article><article id="token-d"><h3>d</h3></article></div>
        <figure><img src="charts/x.svg" alt="x"><!-- a < comment --></figure>
        </section>
        </main>
        <footer class="colophon">from <code>c.yaml</code></footer>
        <script type="application/json" id="motion-data">{"d":"\(duration)","lt":"\\u003c/b>"}</script>
        <script>if (1 < 2) document.title = "</b>";</script>
        </body></html>
        """
    }

    @Test func namesThePartsAsThePageFindsThem() throws {
      let parts = try #require(PageParts(html: PagePartsTests.page()))
      #expect(
        parts.names == [
          "masthead", "toc", "colophon", "child tokens/h2:0", "head tokens 0", "row tokens a&b", "row tokens c",
          "child group-cards/h2:0", "article token-c", "article token-d", "child group-cards/figure:0",
        ])
      #expect(parts.html("row tokens c")?.hasPrefix(#"<tr data-id="c">"#) == true)
      #expect(parts.html("row tokens c")?.hasSuffix("</tr>") == true)
      #expect(parts.data == #"{"d":"0.55 s","lt":"\u003c/b>"}"#)
    }

    @Test func aChangeNamesTheSmallestElementsThatChanged() throws {
      let before = try #require(PageParts(html: PagePartsTests.page()))
      let after = try #require(PageParts(html: PagePartsTests.page(duration: "0.61 s", spark: "M0 0L2 2")))
      let change = try #require(before.changes(to: after))
      #expect(change.parts.map(\.name) == ["row tokens c", "article token-c"])
      let row = try #require(change.parts.first)
      // The duration's cell and the sparkline's path, each reached step by step.
      #expect(row.edits.map(\.html) == ["<td>0.61 s</td>", #"<path d="M0 0L2 2"/>"#])
      #expect(row.edits[0].path.map(\.index) == [1])
      #expect(row.edits[1].path.map(\.tag) == ["td", "svg", "path"])
      #expect(row.edits[1].path.map(\.siblings) == [3, 1, 1])
      // A part whose own start tag changed is sent whole.
      let renamed = try #require(
        PageParts(html: PagePartsTests.page().replacing(#"<tr data-id="c">"#, with: #"<tr data-id="c" class="x">"#)))
      let whole = try #require(before.changes(to: renamed)).parts
      #expect(whole.map(\.name) == ["row tokens c"])
      #expect(whole.first?.edits.map(\.path) == [[]])
      #expect(whole.first?.edits.map(\.html) == [try #require(renamed.html("row tokens c"))])
      #expect(change.parts[1].edits.map(\.html) == ["<p>0.61 s</p>"])
      #expect(change.data == #"{"d":"0.61 s","lt":"\u003c/b>"}"#)
      // Nothing changed: nothing to send.
      let none = try #require(after.changes(to: after))
      #expect(none.parts.isEmpty && none.data == nil)
    }

    @Test func aNewShapeIsNoChange() throws {
      let before = try #require(PageParts(html: PagePartsTests.page()))
      let added = try #require(PageParts(html: PagePartsTests.page(rows: ["a&amp;b", "c", "e"])))
      let moved = try #require(PageParts(html: PagePartsTests.page(rows: ["c", "a&amp;b"])))
      #expect(before.changes(to: added) == nil)
      #expect(before.changes(to: moved) == nil)
    }

    @Test func markupItCannotReadIsRefused() {
      #expect(PageParts(html: "<main><section id=\"a\"><p>x</div></section></main>") == nil)
      #expect(PageParts(html: "<main><section id=\"a\"><p>x</p></section>") == nil)
      #expect(PageParts(html: "<main><section id=\"a&unknown;\"></section></main>") == nil)
      #expect(PageParts(html: "<main><section id=\"a\"><script>never closed</section></main>") == nil)
      #expect(PageParts(html: "<p title=\"never closed></p>") == nil)
    }

    /// The spec as `render` writes it is read, and an edit of one token changes its row and card,
    /// never the page's shape.
    @Test func theRenderedSpecIsCutAndAnEditChangesItsToken() throws {
      let root = try temporaryDirectory("page-parts")
      defer { try? FileManager.default.removeItem(at: root) }
      let catalogue = root.appendingPathComponent("c.yaml")
      var pages: [PageParts] = []
      for duration in ["0.55", "0.61"] {
        try "tokens:\n  quick: .snappy\n  sheet: .spring(duration: \(duration), bounce: 0.18)\n"
          .write(to: catalogue, atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("spec-\(duration)")
        let result = try motionspec(["render", catalogue.path, "-o", output.path, "--quiet", "--no-cache"])
        try #require(result.status == 0, "\(result.err)")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        pages.append(try #require(PageParts(html: html), "the spec's page is not read"))
      }
      let change = try #require(pages[0].changes(to: pages[1]), "an edit of one token changed the page's shape")
      let names = Set(change.parts.map(\.name))
      #expect(names.contains { $0.hasPrefix("row ") && $0.hasSuffix(" sheet") }, "\(names)")
      #expect(names.contains("article token-sheet"), "\(names)")
      #expect(!names.contains("article token-quick"), "\(names)")
      #expect(change.parts.allSatisfy { !$0.edits.isEmpty })
      // The sheet's row changes in its cells, not whole.
      let row = try #require(change.parts.first { $0.name.hasPrefix("row ") && $0.name.hasSuffix(" sheet") })
      #expect(row.edits.allSatisfy { !$0.path.isEmpty }, "\(row.edits.map(\.path))")
    }
  }

  /// What `serve`'s state keeps of the pages it rendered: the change to the newest page, made as it
  /// is kept, and any other between kept pages; nothing for a page it does not keep.
  @Suite struct LiveStateTests {
    @Test func theChangeToTheNewestPageIsMadeAsItIsKept() throws {
      let state = LiveState()
      let pages = try ["0.55 s", "0.61 s", "0.47 s", "0.3 s", "0.2 s"].map {
        try #require(PageParts(html: PagePartsTests.page(duration: $0)))
      }
      for page in pages { state.update(page: page) { $0.version += 1 } }
      #expect(state.current.version == 5)
      let newest = try #require(state.change(from: 4, to: 5))
      #expect(newest == pages[3].changes(to: pages[4]))
      #expect(newest.parts.map(\.name) == ["row tokens c", "article token-c"])
      #expect(state.answer(from: 4, to: 5) == PageChange.answer(pages[3].changes(to: pages[4])))
      // Kept pages answer between themselves; older ones (beyond the last three) do not.
      #expect(state.change(from: 3, to: 5) == pages[2].changes(to: pages[4]))
      #expect(state.change(from: 2, to: 5) == nil)
      #expect(state.change(from: 5, to: 6) == nil)
      // A page that could not be cut is not kept: an open page loads it whole.
      state.update(page: nil) { $0.version += 1 }
      #expect(state.change(from: 5, to: 6) == nil)
      #expect(state.answer(from: 5, to: 6) == #"{"reload":true}"#)
      // The answer the open page gets is the change as JSON.
      let answer = try JSONSerialization.jsonObject(with: Data(state.answer(from: 3, to: 5).utf8)) as? [String: Any]
      let parts = try #require(answer?["parts"] as? [[String: Any]])
      #expect(parts.compactMap { $0["name"] as? String } == ["row tokens c", "article token-c"])
    }

    /// A first look goes to every follower with the state, and the render loop waits for an open
    /// page to paint it: at once with no page open, until the page says so with one.
    @Test func aFirstLookIsFollowedAndWaitedFor() async throws {
      let state = LiveState()
      let look = SpecState.FirstLook(
        version: 1, rows: [.init(id: "motion.heavy", html: "<tr data-id=\"motion.heavy\"></tr>")], sparklines: true)
      state.update { $0.first = look }
      let start = Date()
      state.waitUntilLooked(1, timeout: 5)
      #expect(Date().timeIntervalSince(start) < 1, "no page follows: no wait")
      var events = state.follow().makeAsyncIterator()
      let followed = await events.next()
      #expect(followed?.first == look)
      // The state as the page gets it carries the rows.
      let json = try JSONSerialization.jsonObject(with: Data(SpecServer.json(state.current).utf8)) as? [String: Any]
      let rows = (json?["first"] as? [String: Any])?["rows"] as? [[String: Any]]
      #expect(rows?.first?["id"] as? String == "motion.heavy")
      let waited = Thread {
        Thread.sleep(forTimeInterval: 0.2)
        state.looked(1)
      }
      let began = Date()
      waited.start()
      state.waitUntilLooked(1, timeout: 5)
      let seconds = Date().timeIntervalSince(began)
      #expect(seconds >= 0.15 && seconds < 4, "\(seconds)")
      // The page's version after it clears the look.
      state.update {
        $0.version = 1
        $0.first = nil
      }
      #expect(state.current.first == nil)
    }
  }
#endif  // Servers
