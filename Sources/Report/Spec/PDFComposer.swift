import Charts

/// Lays out the printable motion spec as pages of scenes (drawn to PDF by Cairo).
///
/// Cover, contents, the comparison table (paginated, header repeated on every page, cells
/// shortened with "…" rather than clipped), the explainers, then one section per token group.
/// Every page carries the catalogue name and "page N of M".
struct PDFComposer {
  let document: ReportDocument
  /// Print-size light scenes of the charts, by file base.
  let charts: [String: Scene]
  let paper: Size
  let measurer: any TextMeasuring

  let margin = 42.0
  let theme = Theme.light
  var width: Double { paper.width - 2 * margin }
  static let printChartHeight = 265.0
  static let printExplainerHeight = 285.0

  func font(_ size: Double, _ weight: FontSpec.Weight = .regular) -> FontSpec { FontSpec(family: Theme.fontFamily, size: size, weight: weight) }
  func mono(_ size: Double) -> FontSpec { FontSpec(family: "DejaVu Sans Mono", size: size) }

  /// A page under construction.
  struct Page {
    var scene: Scene
    var y: Double
  }

  /// All pages, in order.
  func pages() -> [Scene] {
    var pages: [Page] = []
    var contents: [(String, Int, Int)] = []  // title, level, page number
    func newPage() { pages.append(Page(scene: Scene(size: paper, background: theme.background), y: margin)) }
    func ensure(_ height: Double) { if pages.last!.y + height > paper.height - margin - 24 { newPage() } }
    func text(_ s: String, _ f: FontSpec, color: Color? = nil, x: Double? = nil, role: String) -> Double {
      let m = measurer.measure(s, font: f)
      pages[pages.count - 1].scene.append(role, .text(s, at: Point(x: x ?? margin, y: pages.last!.y), anchor: TextAnchor(.leading, .top), font: f, color: color ?? theme.text, angle: 0))
      return m.height
    }
    func paragraph(_ s: String, _ f: FontSpec, color: Color? = nil, role: String) {
      for line in measurer.wrapped(s, font: f, width: width) {
        let h = measurer.measure(line, font: f).height
        ensure(h)
        pages[pages.count - 1].y += text(line, f, color: color, role: role)
      }
    }
    func heading(_ s: String, level: Int) {
      let f = level == 1 ? font(20, .semibold) : font(14, .semibold)
      ensure(60)
      pages[pages.count - 1].y += level == 1 ? 4 : 10
      contents.append((s, level, pages.count))
      pages[pages.count - 1].y += text(measurer.fitted(s, font: f, width: width), f, role: "heading") + 6
    }
    func chart(_ base: String) {
      guard let scene = charts[base] else { return }
      ensure(scene.size.height)
      pages[pages.count - 1].scene.place(scene, at: Point(x: margin, y: pages.last!.y), role: "chart:\(base)")
      pages[pages.count - 1].y += scene.size.height + 10
    }

    // Cover.
    newPage()
    pages[0].y = paper.height * 0.28
    pages[0].y += text("MOTION SPEC", font(11, .semibold), color: theme.secondaryText, role: "cover") + 8
    for line in measurer.wrapped(document.catalogueName, font: font(30, .bold), width: width) { pages[0].y += text(line, font(30, .bold), role: "cover:title") }
    pages[0].y += 18
    for (label, value) in [("Source", document.source), ("Content hash", document.contentHash), ("Tokens", "\(document.tokenCount)"), ("Lint", document.lintSummary), ("Generator", document.generator)] {
      _ = text(label, font(9), color: theme.secondaryText, role: "cover:label")
      pages[0].y += text(measurer.fitted(value, font: font(10.5), width: width - 110), font(10.5), x: margin + 110, role: "cover:value") + 5
    }
    // Contents (filled in at the end, when page numbers are known).
    newPage()
    let contentsIndex = 1

    // Comparison table.
    newPage()
    heading("All tokens", level: 1)
    paragraph("Settling within ε = 0.1 % of the move. ζ: damping fraction. m/k/c: mass, stiffness, damping.", font(8.5), color: theme.secondaryText, role: "table:lede")
    pages[pages.count - 1].y += 6
    table()

    // Explainers.
    newPage()
    heading("How springs move", level: 1)
    for explainer in document.explainers {
      ensure(PDFComposer.printExplainerHeight + 70)
      heading(explainer.title, level: 2)
      paragraph(explainer.text, font(9.5), role: "explainer:text")
      pages[pages.count - 1].y += 6
      chart(String(explainer.chart.svgFile.dropFirst("charts/".count).dropLast(".svg".count)))
    }

    // One section per group.
    for group in document.groups {
      newPage()
      heading(group.name, level: 1)
      if let overview = group.overview { chart(String(overview.svgFile.dropFirst("charts/".count).dropLast(".svg".count))) }
      for card in group.cards {
        ensure(PDFComposer.printChartHeight + 80)
        heading(card.row.name, level: 2)
        _ = contents.popLast()  // cards are not listed in the contents, their group is
        contents.append(("\(card.row.name)", 3, pages.count))
        pages[pages.count - 1].y += text(measurer.fitted("\(card.row.id) · \(card.row.kind) · \(card.row.swiftUI)", font: mono(8.5), width: width), mono(8.5), color: theme.secondaryText, role: "card:id") + 3
        if !card.row.description.isEmpty { paragraph(card.row.description, font(9.5), role: "card:description") }
        let numbers = "duration \(card.row.duration) · bounce \(card.row.bounce) · response \(card.row.response) · ζ \(card.row.dampingFraction) · m/k/c \(card.row.mass) / \(card.row.stiffness) / \(card.row.damping) · settles \(card.row.settlingSwiftUI) (SwiftUI), \(card.row.settlingExact) (exact) · overshoot \(card.row.overshoot)"
        paragraph(numbers, font(8.5), color: theme.secondaryText, role: "card:numbers")
        for finding in card.findings {
          paragraph("\(finding.severity) [\(finding.rule)]: \(finding.message) — fix: \(finding.fix)", font(8.5), color: Color(hex: 0xb35900), role: "card:finding")
        }
        for note in card.notes { paragraph("Note: \(note)", font(8.5), color: theme.secondaryText, role: "card:note") }
        pages[pages.count - 1].y += 4
        chart(String(card.chart.svgFile.dropFirst("charts/".count).dropLast(".svg".count)))
      }
    }

    // Notes on sources.
    ensure(120)
    heading("Notes on sources", level: 1)
    for note in document.seedCorrections { paragraph("• " + note, font(9.5), role: "sources") }

    // Contents page.
    pages[contentsIndex].y = margin
    func contentsLine(_ title: String, _ level: Int, _ page: Int) {
      let f = level == 1 ? font(11, .semibold) : font(9.5)
      let indent = level == 1 ? 0.0 : level == 2 ? 14 : 28
      let number = "\(page)"
      let numberWidth = measurer.measure(number, font: f).width
      let label = measurer.fitted(title, font: f, width: width - indent - numberWidth - 16)
      pages[contentsIndex].scene.append("contents", .text(label, at: Point(x: margin + indent, y: pages[contentsIndex].y), anchor: TextAnchor(.leading, .top), font: f, color: theme.text, angle: 0))
      pages[contentsIndex].scene.append("contents:page", .text(number, at: Point(x: margin + width, y: pages[contentsIndex].y), anchor: TextAnchor(.trailing, .top), font: f, color: theme.secondaryText, angle: 0))
      pages[contentsIndex].y += measurer.measure(label, font: f).height + (level == 1 ? 5 : 2)
    }
    pages[contentsIndex].scene.append("contents:title", .text("Contents", at: Point(x: margin, y: margin), anchor: TextAnchor(.leading, .top), font: font(20, .semibold), color: theme.text, angle: 0))
    pages[contentsIndex].y += 40
    let bottom = paper.height - margin - 24
    for (title, level, page) in contents where level <= 2 || contents.count < 60 {
      if pages[contentsIndex].y > bottom { break }  // a very long catalogue lists groups only
      contentsLine(title, level, page)
    }

    // Footers.
    let total = pages.count
    return pages.enumerated().map { i, page in
      var scene = page.scene
      let f = font(8)
      let y = paper.height - margin + 8
      scene.append("footer", .path(.segment(Point(x: margin, y: y - 6), Point(x: margin + width, y: y - 6)), fill: nil, stroke: StrokeStyle(color: theme.grid, width: 0.75)))
      scene.append("footer", .text(measurer.fitted("\(document.catalogueName) — motion spec", font: f, width: width - 80), at: Point(x: margin, y: y), anchor: TextAnchor(.leading, .top), font: f, color: theme.secondaryText, angle: 0))
      scene.append("footer:page", .text("page \(i + 1) of \(total)", at: Point(x: margin + width, y: y), anchor: TextAnchor(.trailing, .top), font: f, color: theme.secondaryText, angle: 0))
      return scene
    }

    // The table writes rows, starting a new page (with the header again) when one is full.
    func table() {
      let columns: [(String, Double, Bool, (TokenRow) -> String)] = [
        ("Token", 0.15, false, { $0.name }), ("Definition", 0.28, false, { $0.definition }),
        ("Duration", 0.075, true, { $0.duration }), ("Bounce", 0.065, true, { $0.bounce }), ("ζ", 0.05, true, { $0.dampingFraction }),
        ("Settles SwiftUI", 0.08, true, { $0.settlingSwiftUI }), ("Settles exact", 0.075, true, { $0.settlingExact }),
        ("Over- shoot", 0.07, true, { $0.overshoot }), ("Peak", 0.065, true, { $0.peakTime }), ("Lint", 0.09, false, { $0.lintStatus }),
      ]
      let f = font(7.5), header = font(7.5, .semibold)
      let rowHeight = 14.0
      let pad = 3.0
      // Headers wrap onto two lines rather than being shortened.
      let headerLine = measurer.measure("Ag", font: header).height
      let headerHeight = 2 * headerLine + 6
      func drawHeader() {
        var x = margin
        let y = pages.last!.y
        pages[pages.count - 1].scene.append("table:header", .path(.rect(Rect(x: margin, y: y, width: width, height: headerHeight)), fill: Color(hex: 0xf0f0f3), stroke: nil))
        for (title, share, numeric, _) in columns {
          let w = share * width
          let lines = Array(measurer.wrapped(title, font: header, width: w - 2 * pad).prefix(2))
          for (i, line) in lines.enumerated() {
            let top = y + 3 + Double(i + 2 - lines.count) * headerLine
            pages[pages.count - 1].scene.append("table:header", .text(line, at: Point(x: numeric ? x + w - pad : x + pad, y: top), anchor: TextAnchor(numeric ? .trailing : .leading, .top), font: header, color: theme.text, angle: 0))
          }
          x += w
        }
        pages[pages.count - 1].y += headerHeight
      }
      drawHeader()
      for (index, row) in document.rows.enumerated() {
        if pages.last!.y + rowHeight > paper.height - margin - 24 {
          newPage()
          drawHeader()
        }
        let y = pages.last!.y
        if index % 2 == 1 {
          pages[pages.count - 1].scene.append("table:stripe", .path(.rect(Rect(x: margin, y: y, width: width, height: rowHeight)), fill: Color(hex: 0xf8f8fa), stroke: nil))
        }
        var x = margin
        for (i, (_, share, numeric, value)) in columns.enumerated() {
          let w = share * width
          let cellFont = i == 1 ? mono(7) : f
          let label = measurer.fitted(value(row), font: cellFont, width: w - 2 * pad)
          pages[pages.count - 1].scene.append(i == 0 ? "table:token" : "table:cell", .text(label, at: Point(x: numeric ? x + w - pad : x + pad, y: y + 3), anchor: TextAnchor(numeric ? .trailing : .leading, .top), font: cellFont, color: i == 9 && row.lintStatus != "ok" ? Color(hex: 0xb35900) : theme.text, angle: 0))
          x += w
        }
        pages[pages.count - 1].y += rowHeight
      }
    }
  }
}
