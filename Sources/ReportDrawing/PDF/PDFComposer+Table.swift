import MotionSpecCharts
import ReportModel

/// The comparison table in print: cells wrap onto as many lines as they need, never shortened.
extension PDFComposer {
  typealias ColumnID = SpecWords.Column

  /// A printed column: which of the table's columns (its heading and cells from ``SpecWords``)
  /// and its share of the text column.
  struct Column: Sendable {
    let id: ColumnID
    var share: Double
    var numeric: Bool { id.isNumeric }
    func value(_ row: TokenRow) -> String { id.text(row) }
  }

  /// The share of the text column each printed column takes — the page's table without its
  /// sparklines.
  static let shares: [ColumnID: Double] = [
    .token: 0.12, .definition: 0.093, .duration: 0.07, .bounce: 0.065, .dampingFraction: 0.045,
    .settlesSwiftUI: 0.075, .settlesExact: 0.065, .overshoot: 0.087, .peak: 0.07, .compose: 0.08, .cssError: 0.07,
    .completes: 0.09, .lint: 0.07,
  ]

  /// The columns this document's table shows: all of them, but the CSS error when it is the same
  /// for every token (said once in the caption instead); its room goes to the definition.
  var tableColumns: [Column] { PDFComposer.columns(showingCSSError: document.cssError.isColumn) }

  /// The table's columns with or without the CSS error (whose room then goes to the definition).
  static func columns(showingCSSError: Bool) -> [Column] {
    let freed = showingCSSError ? 0 : shares[.cssError] ?? 0
    return SpecWords.columns(showingCSSError: showingCSSError).compactMap { id in
      shares[id].map { Column(id: id, share: $0 + (id == .definition ? freed : 0)) }
    }
  }

  /// What the columns mean, in the order they appear; `epsilon` is the settling band ("0.1 %").
  static func tableCaption(epsilon: String, cssError: ReportDocument.CSSError) -> String {
    "Duration: the perceptual duration, from the trigger (a delay and a speed included): when completion handlers run, and when the motion looks done for every bounce from 0 up. Bounce and ζ (damping fraction): the spring's own. "
      + "Settles: SwiftUI's settlingDuration, and the exact time after which the motion stays within ε = \(epsilon) of the move. "
      + "Overshoot: how far past the target it goes, at the peak time. Compose: Jetpack Compose's damping ratio / stiffness (mass 1). "
      + (cssError.isColumn
        ? "CSS error: how far the CSS linear() stand-in for a spring strays from it, as a share of the move (timing curves are exact). "
        : "CSS linear(): \(cssError.summary). ")
      + "Completes: when SwiftUI removes the animation and runs its completion, for the spec's distance (see below). "
      + "Lint: the worst finding. A token's name opens its card."
  }

  static let cellPad = 3.0

  func cellFont(_ column: ColumnID) -> FontSpec { column == .definition ? mono(6.8) : font(7.5) }

  /// The ink of line `line` of `column`'s cell in `row`: a token's group muted, a lint status that
  /// needs attention in the warning colour.
  static func ink(_ column: ColumnID, line: Int, _ row: TokenRow) -> Ink {
    if column == .token && line > 0 { return .muted }
    if column == .lint && row.lintStatus.needsAttention { return .warning }
    return .text
  }

  /// The lines of each cell of `row`.
  func cellLines(_ row: TokenRow) -> [[String]] {
    tableColumns.map { column in
      var lines = measurer.wrappedWhole(
        column.value(row), font: cellFont(column.id), width: column.share * width - 2 * PDFComposer.cellPad)
      if column.id == .token && !row.group.isEmpty {
        lines += measurer.wrappedWhole(
          row.groupTitle, font: font(6.5), width: column.share * width - 2 * PDFComposer.cellPad)
      }
      return lines
    }
  }

  func table(_ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    try c.heading("All tokens", level: 1, destination: "tokens", emit)
    try c.paragraph(
      PDFComposer.tableCaption(epsilon: document.epsilon, cssError: document.cssError), font(8), color: .muted,
      role: "table:caption", emit)
    if !document.completionText.isEmpty {
      c.y += 3
      try c.paragraph(document.completionText, font(8), color: .muted, role: "table:completion", emit)
    }
    c.y += 6
    let header = font(7, .semibold)
    let columns = tableColumns
    let headerLines = columns.map {
      // The completion column's move is in the caption: its heading keeps to the column.
      measurer.wrappedWhole($0.id.title, font: header, width: $0.share * width - 2 * PDFComposer.cellPad)
    }
    let headerLine = measurer.measure("Ag", font: header).height
    let headerHeight = Double(headerLines.map(\.count).max() ?? 1) * headerLine + 6
    func drawHeader(_ c: inout Cursor) {
      var x = margin
      c.page.append(
        "table:header",
        .path(.rect(Rect(x: margin, y: c.y, width: width, height: headerHeight)), fill: .surface, stroke: nil))
      c.begin(.row)
      defer { c.end() }
      for (column, lines) in zip(columns, headerLines) {
        let w = column.share * width
        c.begin(.headerCell)
        defer { c.end() }
        for (i, line) in lines.enumerated() {
          let top = c.y + 3 + Double(i + (headerLines.map(\.count).max() ?? 1) - lines.count) * headerLine
          c.page.append(
            "table:header",
            .text(
              line, at: Point(x: column.numeric ? x + w - PDFComposer.cellPad : x + PDFComposer.cellPad, y: top),
              anchor: TextAnchor(column.numeric ? .trailing : .leading, .top), font: header, color: .text, angle: 0))
        }
        x += w
      }
      c.y += headerHeight
    }
    c.begin(.table)
    defer { c.end() }
    drawHeader(&c)
    for (index, row) in document.rows.enumerated() {
      let cells = cellLines(row)
      let heights = zip(columns, cells).map { column, lines in
        lines.indices.map { j in
          measurer.measure("Ag", font: column.id == .token && j > 0 ? font(6.5) : cellFont(column.id)).height
        }.reduce(0, +)
      }
      let rowHeight = (heights.max() ?? 10) + 2 * PDFComposer.cellPad
      if c.y + rowHeight > bottom {
        try c.newPage(emit)
        c.y += c.text("All tokens (continued)", font(9, .semibold), color: .muted, role: "table:continued") + 6
        drawHeader(&c)
      }
      if index % 2 == 1 {
        c.page.append(
          "table:stripe",
          .path(.rect(Rect(x: margin, y: c.y, width: width, height: rowHeight)), fill: .stripe, stroke: nil))
      }
      var x = margin
      c.begin(.row)
      for (column, lines) in zip(columns, cells) {
        let w = column.share * width
        c.begin(column.id == .token ? .headerCell : .cell)
        defer { c.end() }
        var top = c.y + PDFComposer.cellPad
        for (j, line) in lines.enumerated() {
          let f = column.id == .token && j > 0 ? font(6.5) : cellFont(column.id)
          let color = PDFComposer.ink(column.id, line: j, row)
          c.page.append(
            column.id == .token ? "table:token" : "table:cell",
            .text(
              line, at: Point(x: column.numeric ? x + w - PDFComposer.cellPad : x + PDFComposer.cellPad, y: top),
              anchor: TextAnchor(column.numeric ? .trailing : .leading, .top), font: f, color: color, angle: 0))
          top += measurer.measure("Ag", font: f).height
        }
        x += w
      }
      c.end()
      c.page.navigation.append(
        .link(Rect(x: margin, y: c.y, width: columns[0].share * width, height: rowHeight), to: row.anchor))
      c.y += rowHeight
    }
  }
}
