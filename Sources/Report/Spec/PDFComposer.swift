import Charts

/// Lays out the printable motion spec as pages of scenes (drawn to PDF by Cairo).
///
/// Cover, contents, the comparison table (paginated, header repeated on every page, cells
/// shortened with "…" rather than clipped), the explainers, then one section per token group.
/// Every page carries the catalogue name and "page N of M".
struct PDFComposer {
  let document: ReportDocument
  /// The print-size scene of a chart (made when its page is drawn).
  let chart: (ChartID) -> Scene?
  /// The height a chart takes on the page (known without drawing it).
  let chartHeight: (ChartID) -> Double?
  let paper: Size
  let measurer: any TextMeasuring

  let margin = 42.0
  var width: Double { paper.width - 2 * margin }
  static let printChartHeight = 265.0
  static let printExplainerHeight = 285.0

  func font(_ size: Double, _ weight: FontSpec.Weight = .regular) -> FontSpec { FontSpec(family: Theme.fontFamily, size: size, weight: weight) }
  func mono(_ size: Double) -> FontSpec { FontSpec(family: "DejaVu Sans Mono", size: size) }

  /// What the first pass learns: the number of pages and the contents with page numbers.
  struct Plan {
    var total: Int
    var contents: [(title: String, level: Int, page: Int)]
  }

  /// Lays out every page and hands each finished page to `emit`, in order. Without a `plan`
  /// (the first pass) charts are not drawn and the result tells the page count and contents;
  /// with it, the contents page and "page N of M" footers are filled in as pages are emitted.
  @discardableResult
  func compose(plan: Plan?, emit: (Scene) throws -> Void) rethrows -> Plan {
    var page = Scene(size: paper)
    var y = margin
    var number = 1
    var contents: [(String, Int, Int)] = []
    let draws = plan != nil

    func finish() throws {
      footer(&page, number: number, total: plan?.total ?? 0)
      try emit(page)
    }
    func newPage() throws {
      try finish()
      number += 1
      page = Scene(size: paper)
      y = margin
    }
    func ensure(_ height: Double) throws { if y + height > paper.height - margin - 24 { try newPage() } }
    func text(_ s: String, _ f: FontSpec, color: Ink? = nil, x: Double? = nil, role: String) -> Double {
      page.append(role, .text(s, at: Point(x: x ?? margin, y: y), anchor: TextAnchor(.leading, .top), font: f, color: color ?? .text, angle: 0))
      return measurer.measure(s, font: f).height
    }
    func paragraph(_ s: String, _ f: FontSpec, color: Ink? = nil, role: String) throws {
      for line in measurer.wrapped(s, font: f, width: width) {
        try ensure(measurer.measure(line, font: f).height)
        y += text(line, f, color: color, role: role)
      }
    }
    func heading(_ s: String, level: Int, listed: Bool = true) throws {
      let f = level == 1 ? font(20, .semibold) : font(14, .semibold)
      try ensure(60)
      y += level == 1 ? 4 : 10
      if listed { contents.append((s, level, number)) }
      y += text(measurer.fitted(s, font: f, width: width), f, role: "heading") + 6
    }
    func drawChart(_ id: ChartID) throws {
      guard let height = chartHeight(id) else { return }
      try ensure(height)
      if draws, let scene = chart(id) { page.place(scene, at: Point(x: margin, y: y), role: "chart:\(id.fileBase)") }
      y += height + 10
    }
    // The comparison table: rows until the page is full, then a new page with the header again.
    func table() throws {
      let columns: [(String, Double, Bool, (TokenRow) -> String)] = [
        ("Token", 0.15, false, { $0.name }), ("Definition", 0.27, false, { $0.definition }),
        ("Duration", 0.075, true, { $0.duration }), ("Bounce", 0.075, true, { $0.bounce }), ("ζ", 0.05, true, { $0.dampingFraction }),
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
        let top0 = y
        page.append("table:header", .path(.rect(Rect(x: margin, y: top0, width: width, height: headerHeight)), fill: .surface, stroke: nil))
        for (title, share, numeric, _) in columns {
          let w = share * width
          let lines = Array(measurer.wrapped(title, font: header, width: w - 2 * pad).prefix(2))
          for (i, line) in lines.enumerated() {
            let top = top0 + 3 + Double(i + 2 - lines.count) * headerLine
            page.append("table:header", .text(line, at: Point(x: numeric ? x + w - pad : x + pad, y: top), anchor: TextAnchor(numeric ? .trailing : .leading, .top), font: header, color: .text, angle: 0))
          }
          x += w
        }
        y += headerHeight
      }
      drawHeader()
      for (index, row) in document.rows.enumerated() {
        if y + rowHeight > paper.height - margin - 24 {
          try newPage()
          drawHeader()
        }
        if index % 2 == 1 {
          page.append("table:stripe", .path(.rect(Rect(x: margin, y: y, width: width, height: rowHeight)), fill: .stripe, stroke: nil))
        }
        var x = margin
        for (i, (_, share, numeric, value)) in columns.enumerated() {
          let w = share * width
          let cellFont = i == 1 ? mono(7) : f
          let label = measurer.fitted(value(row), font: cellFont, width: w - 2 * pad)
          page.append(i == 0 ? "table:token" : "table:cell", .text(label, at: Point(x: numeric ? x + w - pad : x + pad, y: y + 3), anchor: TextAnchor(numeric ? .trailing : .leading, .top), font: cellFont, color: i == 9 && row.lintStatus != "ok" ? Ink.warning : Ink.text, angle: 0))
          x += w
        }
        y += rowHeight
      }
    }

    // Cover.
    y = paper.height * 0.28
    y += text("MOTION SPEC", font(11, .semibold), color: .muted, role: "cover") + 8
    for line in measurer.wrapped(document.catalogueName, font: font(30, .bold), width: width) { y += text(line, font(30, .bold), role: "cover:title") }
    y += 18
    for (label, value) in [("Source", document.source), ("Content hash", document.contentHash), ("Tokens", "\(document.tokenCount)"), ("Lint", document.lintSummary), ("Generator", document.generator)] {
      _ = text(label, font(9), color: .muted, role: "cover:label")
      y += text(measurer.fitted(value, font: font(10.5), width: width - 110), font(10.5), x: margin + 110, role: "cover:value") + 5
    }

    // Contents: known from the first pass.
    try newPage()
    if let plan { contentsPage(&page, plan.contents) }

    // Comparison table.
    try newPage()
    try heading("All tokens", level: 1)
    try paragraph("Settling within ε = 0.1 % of the move. ζ: damping fraction. m/k/c: mass, stiffness, damping.", font(8.5), color: .muted, role: "table:lede")
    y += 6
    try table()

    // Explainers.
    try newPage()
    try heading("How springs move", level: 1)
    for explainer in document.explainers {
      try ensure(PDFComposer.printExplainerHeight + 70)
      try heading(explainer.title, level: 2)
      try paragraph(explainer.text, font(9.5), role: "explainer:text")
      y += 6
      try drawChart(explainer.chart.id)
    }

    // One section per group.
    for group in document.groups {
      try newPage()
      try heading(group.name, level: 1)
      if let overview = group.overview { try drawChart(overview.id) }
      for card in group.cards {
        try ensure(PDFComposer.printChartHeight + 80)
        try heading(card.row.name, level: 2, listed: false)
        contents.append((card.row.name, 3, number))
        let extras = [card.row.aliasOf.map { "alias of \($0.id)" }, card.row.repeats].compactMap { $0 }.map { " · " + $0 }.joined()
        y += text(measurer.fitted("\(card.row.id) · \(card.row.kind)\(extras) · \(card.row.swiftUI)", font: mono(8.5), width: width), mono(8.5), color: .muted, role: "card:id") + 3
        if !card.row.description.isEmpty { try paragraph(card.row.description, font(9.5), role: "card:description") }
        let numbers = "duration \(card.row.duration) · bounce \(card.row.bounce) · response \(card.row.response) · ζ \(card.row.dampingFraction) · m/k/c \(card.row.mass) / \(card.row.stiffness) / \(card.row.damping) · settles \(card.row.settlingSwiftUI) (SwiftUI), \(card.row.settlingExact) (exact) · overshoot \(card.row.overshoot)"
        try paragraph(numbers, font(8.5), color: .muted, role: "card:numbers")
        for finding in card.findings {
          try paragraph("\(finding.severity) [\(finding.rule)]: \(finding.message) — fix: \(finding.fix)", font(8.5), color: .warning, role: "card:finding")
        }
        for note in card.notes { try paragraph("Note: \(note)", font(8.5), color: .muted, role: "card:note") }
        y += 4
        try drawChart(card.chart.id)
      }
    }

    // Notes on sources.
    try ensure(120)
    try heading("Notes on sources", level: 1)
    for note in document.sourceNotes { try paragraph("• " + note, font(9.5), role: "sources") }
    try finish()
    return Plan(total: number, contents: contents.map { (title: $0.0, level: $0.1, page: $0.2) })
  }

  /// The contents page: groups and sections with page numbers (tokens too while they fit).
  func contentsPage(_ page: inout Scene, _ contents: [(title: String, level: Int, page: Int)]) {
    var y = margin
    page.append("contents:title", .text("Contents", at: Point(x: margin, y: y), anchor: TextAnchor(.leading, .top), font: font(20, .semibold), color: .text, angle: 0))
    y += 40
    let bottom = paper.height - margin - 24
    let showTokens = contents.count < 60
    for entry in contents where entry.level <= 2 || showTokens {
      if y > bottom { break }
      let f = entry.level == 1 ? font(11, .semibold) : font(9.5)
      let indent = entry.level == 1 ? 0.0 : entry.level == 2 ? 14 : 28
      let number = "\(entry.page)"
      let label = measurer.fitted(entry.title, font: f, width: width - indent - measurer.measure(number, font: f).width - 16)
      page.append("contents", .text(label, at: Point(x: margin + indent, y: y), anchor: TextAnchor(.leading, .top), font: f, color: .text, angle: 0))
      page.append("contents:page", .text(number, at: Point(x: margin + width, y: y), anchor: TextAnchor(.trailing, .top), font: f, color: .muted, angle: 0))
      y += measurer.measure(label, font: f).height + (entry.level == 1 ? 5 : 2)
    }
  }

  /// The footer: catalogue name and "page N of M" (M unknown in the first pass).
  func footer(_ page: inout Scene, number: Int, total: Int) {
    let f = font(8)
    let y = paper.height - margin + 8
    page.append("footer", .path(.segment(Point(x: margin, y: y - 6), Point(x: margin + width, y: y - 6)), fill: nil, stroke: StrokeStyle(color: .grid, width: 0.75)))
    page.append("footer", .text(measurer.fitted("\(document.catalogueName) — motion spec", font: f, width: width - 80), at: Point(x: margin, y: y), anchor: TextAnchor(.leading, .top), font: f, color: .muted, angle: 0))
    page.append("footer:page", .text("page \(number) of \(total)", at: Point(x: margin + width, y: y), anchor: TextAnchor(.trailing, .top), font: f, color: .muted, angle: 0))
  }
}
