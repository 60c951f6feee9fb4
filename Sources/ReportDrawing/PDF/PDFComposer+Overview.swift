import MotionSpecCharts
import ReportModel

/// The overview: the page a team pins on the wall.
extension PDFComposer {
  static let overviewColumns = 3
  static let tileGap = 14.0
  static let curveHeight = 40.0
  static let velocityHeight = 16.0

  /// The title block at the top of the first page: what this is, of which catalogue, from which
  /// source; the contents follow it on the same page.
  func cover(_ c: inout Cursor) {
    c.page.navigation.append(.destination("contents", at: Point(x: margin, y: 0)))
    c.y += c.text("MOTION SPEC", font(8.5, .semibold), color: .muted, role: "overview:eyebrow") + 2
    c.tagged(.heading1) { c in
      for line in measurer.wrappedWhole(document.catalogueName, font: font(22, .bold), width: width) {
        c.y += c.text(line, font(22, .bold), role: "overview:title")
      }
    }
    c.y += 4
    let facts = [
      "\(document.tokenCount) tokens", "lint: \(document.lintSummary)", "source: \(document.source)",
      "content hash \(document.contentHash)", document.generator,
    ].joined(separator: "  ·  ")
    c.tagged(.paragraph) { c in
      for line in measurer.wrappedWhole(facts, font: font(7.5), width: width) {
        c.y += c.text(line, font(7.5), color: .muted, role: "overview:facts")
      }
    }
    c.y += 14
  }

  /// The parameter map of every token (by duration and bounce) on a page of its own: where the
  /// catalogue sits before any token is listed.
  func map(_ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    let id = ChartID.explainer(.parameterMap)
    guard let size = chartSize(id) else { return }
    try c.heading("Every token on one map", level: 1, destination: "map", keepWith: size.height + 40, emit)
    if let explainer = document.explainers.first(where: { $0.chart.id == id }) {
      try c.paragraph(explainer.text, font(8.5), color: .muted, role: "map:text", emit)
    }
    c.y += 6
    try c.chart(id, emit)
  }

  /// Every token as a tile, in catalogue order, three to a row, on as many pages as it takes.
  /// Each tile links to the token's card.
  func overview(_ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    c.y += 8
    let legend =
      "Each token: position over the first \(document.sparklineEnd) from the trigger (dashed: the target), velocity beneath it; "
      + "then its duration, bounce and exact settling time (within \(document.epsilon) of the move), its definition and what it is for."
    try c.heading(
      "Every token at a glance", level: 1, destination: "overview", keepWith: 200, emit)
    try c.paragraph(legend, font(7.5), color: .muted, role: "overview:legend", emit)
    c.y += 10
    try tiles(document.rows, title: "Every token at a glance", linked: true, &c, emit)
  }

  /// `rows` as tiles, three to a row; `linked`: each opens the token's card, otherwise each is
  /// the token's own destination (a spec without cards).
  func tiles(
    _ rows: [TokenRow], title: String, linked: Bool, _ c: inout Cursor, _ emit: (PrintPage) throws -> Void
  ) rethrows {
    let columns = PDFComposer.overviewColumns
    let tileWidth = (width - Double(columns - 1) * PDFComposer.tileGap) / Double(columns)
    var index = 0
    while index < rows.count {
      let row = Array(rows[index..<min(index + columns, rows.count)])
      let texts = row.map { tileText($0, width: tileWidth) }
      let heights = texts.map(tileHeight)
      let height = heights.max() ?? 0
      if c.y + height > bottom {
        try c.newPage(emit)
        c.y +=
          c.text("\(title) (continued)", font(9, .semibold), color: .muted, role: "overview:continued") + 8
      }
      for (i, token) in row.enumerated() {
        let x = margin + Double(i) * (tileWidth + PDFComposer.tileGap)
        tile(token, texts[i], in: Rect(x: x, y: c.y, width: tileWidth, height: heights[i]), linked: linked, on: &c.page)
      }
      c.y += height + PDFComposer.tileGap
      index += columns
    }
  }

  /// A tile's text blocks, wrapped to the tile's width (once: for its height and its drawing).
  struct TileText {
    var definition: [String]
    var description: [String]
    var facts: [String]
  }

  func tileText(_ row: TokenRow, width: Double) -> TileText {
    TileText(
      definition: measurer.wrappedWhole(row.definition, font: mono(6.6), width: width),
      description: row.description.isEmpty ? [] : measurer.wrappedWhole(row.description, font: font(7.2), width: width),
      facts: measurer.wrappedWhole(tileFacts(row), font: font(7.2, .medium), width: width))
  }

  /// "550 ms · bounce 0.18 · settles 930 ms" (``SpecWords/facts(_:lint:)``).
  private func tileFacts(_ row: TokenRow) -> String { SpecWords.facts(row, lint: row.lintStatus != .ok) }

  private func lineHeight(_ f: FontSpec) -> Double { measurer.measure("Ag", font: f).height }

  func tileHeight(_ text: TileText) -> Double {
    lineHeight(font(9.5, .semibold)) + lineHeight(font(6.8)) + 4 + PDFComposer.curveHeight + 2
      + PDFComposer.velocityHeight + 4
      + Double(text.facts.count) * lineHeight(font(7.2, .medium)) + 2
      + Double(text.definition.count) * lineHeight(mono(6.6)) + 2
      + Double(text.description.count) * lineHeight(font(7.2))
  }

  /// One token's tile: name, group, curves, numbers, definition, use.
  func tile(_ row: TokenRow, _ text: TileText, in rect: Rect, linked: Bool, on page: inout Scene) {
    let role = "overview:tile:\(row.id)"
    var y = rect.y
    if !linked { page.navigation.append(.destination(row.anchor, at: Point(x: rect.x, y: max(0, rect.y - 6)))) }
    func line(_ s: String, _ f: FontSpec, _ color: Ink = .text) {
      page.append(
        role, .text(s, at: Point(x: rect.x, y: y), anchor: TextAnchor(.leading, .top), font: f, color: color, angle: 0))
      y += lineHeight(f)
    }
    var start = page.items.count
    line(measurer.fitted(row.name, font: font(9.5, .semibold), width: rect.width), font(9.5, .semibold))
    page.structure(.heading2, from: start)
    let where_ = [row.groupTitle, row.kind.rawValue] + (row.aliasOf.map { ["alias of \($0.id)"] } ?? [])
    line(measurer.fitted(where_.joined(separator: " · "), font: font(6.8), width: rect.width), font(6.8), .muted)
    y += 4
    start = page.items.count
    do {
      curve(
        row.samples.position, in: Rect(x: rect.x, y: y, width: rect.width, height: PDFComposer.curveHeight),
        target: true, ink: .series(0), role: role, on: &page)
      curve(
        row.samples.velocity,
        in: Rect(x: rect.x, y: y + PDFComposer.curveHeight + 2, width: rect.width, height: PDFComposer.velocityHeight),
        target: false, ink: .series(1), role: role, on: &page)
    }
    page.structure(
      .figure, from: start, alt: "Position and velocity of \(row.name) over the first \(document.sparklineEnd)")
    y += PDFComposer.curveHeight + 2 + PDFComposer.velocityHeight + 4
    start = page.items.count
    for s in text.facts { line(s, font(7.2, .medium), row.lintStatus.needsAttention ? .warning : .text) }
    y += 2
    for s in text.definition { line(s, mono(6.6)) }
    y += 2
    for s in text.description { line(s, font(7.2), .muted) }
    page.structure(.paragraph, from: start)
    if linked { page.navigation.append(.link(rect, to: row.anchor)) }
  }

  /// A sampled curve in a box: position with its target line (`target`), or velocity with its
  /// zero line, scaled to its own range.
  func curve(_ values: [Double], in box: Rect, target: Bool, ink: Ink, role: String, on page: inout Scene) {
    guard values.count > 1 else { return }
    page.append(role + ":frame", .path(.rect(box), fill: .stripe, stroke: nil))
    let lo: Double, hi: Double
    if target {
      lo = min(0, values.min()!)
      hi = max(1, values.max()!)
    } else {
      lo = min(0, values.min()!)
      hi = max(values.max()!, lo + 1e-12)
    }
    let pad = 2.5
    func y(_ v: Double) -> Double { box.maxY - pad - (v - lo) / (hi - lo) * (box.height - 2 * pad) }
    func x(_ i: Int) -> Double { box.x + Double(i) / Double(values.count - 1) * box.width }
    if target {
      page.append(
        role + ":target",
        .path(
          .segment(Point(x: box.x, y: y(1)), Point(x: box.maxX, y: y(1))), fill: nil,
          stroke: StrokeStyle(color: .reference, width: 0.5, dash: [2, 1.5])))
    } else {
      page.append(
        role + ":zero",
        .path(
          .segment(Point(x: box.x, y: y(0)), Point(x: box.maxX, y: y(0))), fill: nil,
          stroke: StrokeStyle(color: .axis, width: 0.4)))
    }
    let points = values.indices.map { Point(x: x($0), y: y(values[$0])) }
    page.append(
      role + (target ? ":position" : ":velocity"),
      .path(.polyline(points), fill: nil, stroke: StrokeStyle(color: ink, width: target ? 1.2 : 0.9, cap: .round)))
  }
}
