import ChartKinds
import MotionSpecCharts
import ReportModel

/// The explainers, the token cards, the notes, the contents page and the footer.
extension PDFComposer {
  func explainers(_ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    guard !document.explainers.isEmpty else { return }
    try c.newPage(emit)
    try c.heading("How springs move", level: 1, destination: "explainers", emit)
    // The small multiples of every token are the overview's job in print: its tiles show every
    // token side by side at a size paper can hold. The map opens the sheet.
    for explainer in document.explainers
    where explainer.chart.id != .explainer(.catalogue) && explainer.chart.id != .explainer(.parameterMap) {
      let chartHeight = chartSize(explainer.chart.id)?.height ?? 0
      try c.heading(explainer.title, level: 2, destination: explainer.anchor, keepWith: chartHeight + 40, emit)
      try c.paragraph(explainer.text, font(9), role: "explainer:text", emit)
      c.y += 6
      try c.chart(explainer.chart.id, emit)
    }
  }

  /// The durations and instants: one entry per token — its name, time and kind, then its
  /// description and definition — after the table of motion tokens.
  func durations(_ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    guard let section = document.durations else { return }
    c.y += 12
    try c.heading(section.title, level: 1, destination: section.anchor, keepWith: 80, emit)
    try c.paragraph(section.text, font(8), color: .muted, role: "durations:text", emit)
    c.y += 4
    for row in section.rows {
      let head =
        "\(row.groupTitle.isEmpty ? "" : row.groupTitle + " › ")\(row.name)  —  \(row.time)"
        + (row.kind == .instant ? "" : " (\(row.kind.rawValue))") + (row.aliasOf.map { ", alias of \($0)" } ?? "")
        + (row.deprecated.map { " · deprecated: \($0)" } ?? "")
      try c.ensure(30, emit)
      try c.paragraph(head, font(8.5, .semibold), role: "durations:token", emit)
      if !row.description.isEmpty { try c.paragraph(row.description, font(8), role: "durations:description", emit) }
      try c.paragraph(row.definition, mono(7), color: .muted, role: "durations:definition", emit)
      c.y += 4
    }
  }

  /// The sequences, after the durations: each one's heading, identity, description, numbers,
  /// tracks as SwiftUI spells them, findings and its timeline, kept together where they fit.
  func sequences(_ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    guard let section = document.sequences, !section.cards.isEmpty else { return }
    c.y += 12
    try c.heading(section.title, level: 1, destination: section.anchor, keepWith: 200, emit)
    try c.paragraph(section.text, font(9), role: "sequences:text", emit)
    for card in section.cards {
      var numbers = ["lasts \(card.duration)"]
      if let one = card.elementDuration { numbers.append("one element \(one)") }
      if let stagger = card.stagger { numbers.append("stagger: \(stagger)") }
      for next in card.chain { numbers.append("then \(next)") }
      var blocks: [(String, FontSpec, Ink, String)] = [
        ([card.id, "sequence"].joined(separator: " · "), font(7.5), .muted, "sequence:id")
      ]
      if !card.description.isEmpty { blocks.append((card.description, font(8.5), .text, "sequence:description")) }
      blocks.append((numbers.joined(separator: " · "), font(7.5), .muted, "sequence:numbers"))
      for track in card.tracks {
        blocks.append(
          (
            "\(track.property) from \(track.from), \(track.duration): " + track.keyframes.joined(separator: "; "),
            mono(7), .text, "sequence:track"
          ))
      }
      blocks += findingBlocks(card.findings, role: "sequence:finding")
      try kept(card.name, destination: card.anchor, blocks: blocks, chart: card.chart.id, &c, emit)
    }
  }

  /// One block of text per finding, in the warning colour unless it is a note.
  func findingBlocks(_ findings: [FindingView], role: String) -> [(String, FontSpec, Ink, String)] {
    findings.map { finding in
      (
        "\(finding.severity) [\(finding.rule)]: \(finding.message) — fix: \(finding.fix)", font(7.5),
        finding.severity == .note ? .muted : .warning, role
      )
    }
  }

  /// A heading, its blocks of text and its chart, kept together on one page when they fit on one.
  func kept(
    _ title: String, destination: String, blocks: [(String, FontSpec, Ink, String)], chart: ChartID,
    _ c: inout Cursor, _ emit: (PrintPage) throws -> Void
  ) rethrows {
    let textHeight = blocks.map { block in
      measurer.wrappedWhole(block.0, font: block.1, width: width).map { measurer.measure($0, font: block.1).height }
        .reduce(0, +)
    }.reduce(0, +)
    let chartHeight = chartSize(chart)?.height ?? 0
    try c.heading(title, level: 2, destination: destination, keepWith: textHeight + chartHeight, emit)
    for block in blocks { try c.paragraph(block.0, block.1, color: block.2, role: block.3, emit) }
    c.y += 4
    try c.chart(chart, emit)
  }

  /// What each platform's parameters mean: the same words as the top of each exported file.
  func platforms(_ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    let section = document.platforms
    try c.newPage(emit)
    try c.heading(section.title, level: 1, destination: section.anchor, emit)
    try c.paragraph(section.text, font(9), role: "platforms:text", emit)
    for entry in section.entries {
      try c.heading(entry.title, level: 2, destination: "platform-" + entry.key, keepWith: 50, emit)
      try c.paragraph(
        "motionspec export --to \(entry.key)  →  \(entry.file)", mono(7.5), color: .muted, role: "platforms:file", emit)
      for convention in entry.conventions {
        try c.paragraph("• " + convention, font(8.5), role: "platforms:convention", emit)
      }
    }
    try playbackTable(section.playback, &c, emit)
  }

  /// The table of each platform's playback error per token: the token's name (a link to its
  /// card) and one right-aligned column per runtime, the header repeated on each new page.
  func playbackTable(_ table: PlaybackTable, _ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    try c.heading(table.title, level: 2, destination: "platform-playback", keepWith: 80, emit)
    try c.paragraph(table.text, font(8), color: .muted, role: "platforms:playback", emit)
    c.y += 4
    let first = 0.22
    let share = (1 - first) / Double(max(table.columns.count, 1))
    let pad = PDFComposer.cellPad
    let header = font(7, .semibold), cell = font(7.5)
    let headerLine = measurer.measure("Ag", font: header).height
    let titles = table.columns.map { measurer.wrappedWhole($0, font: header, width: share * width - 2 * pad) }
    let headerHeight = Double(titles.map(\.count).max() ?? 1) * headerLine + 6
    func drawHeader(_ c: inout Cursor) {
      c.page.append(
        "platforms:header",
        .path(.rect(Rect(x: margin, y: c.y, width: width, height: headerHeight)), fill: .surface, stroke: nil))
      c.page.append(
        "platforms:header",
        .text(
          "Token", at: Point(x: margin + pad, y: c.y + 3), anchor: TextAnchor(.leading, .top), font: header,
          color: .text, angle: 0))
      for (i, lines) in titles.enumerated() {
        let right = margin + (first + share * Double(i + 1)) * width - pad
        for (j, line) in lines.enumerated() {
          c.page.append(
            "platforms:header",
            .text(
              line, at: Point(x: right, y: c.y + 3 + Double(j) * headerLine), anchor: TextAnchor(.trailing, .top),
              font: header, color: .text, angle: 0))
        }
      }
      c.y += headerHeight
    }
    try c.ensure(headerHeight + 20, emit)
    drawHeader(&c)
    let line = measurer.measure("Ag", font: cell).height
    for (index, row) in table.rows.enumerated() {
      let names = measurer.wrappedWhole(row.name, font: cell, width: first * width - 2 * pad)
      let height = Double(names.count) * line + 2 * pad
      if c.y + height > bottom {
        try c.newPage(emit)
        c.y += c.text(table.title + " (continued)", font(9, .semibold), color: .muted, role: "platforms:continued") + 6
        drawHeader(&c)
      }
      if index % 2 == 1 {
        c.page.append(
          "platforms:stripe",
          .path(.rect(Rect(x: margin, y: c.y, width: width, height: height)), fill: .stripe, stroke: nil))
      }
      for (j, name) in names.enumerated() {
        c.page.append(
          "platforms:token",
          .text(
            name, at: Point(x: margin + pad, y: c.y + pad + Double(j) * line), anchor: TextAnchor(.leading, .top),
            font: cell, color: .text, angle: 0))
      }
      for (i, value) in row.cells.enumerated() {
        c.page.append(
          "platforms:cell",
          .text(
            value.text, at: Point(x: margin + (first + share * Double(i + 1)) * width - pad, y: c.y + pad),
            anchor: TextAnchor(.trailing, .top), font: cell, color: .text, angle: 0))
      }
      c.page.navigation.append(.link(Rect(x: margin, y: c.y, width: first * width, height: height), to: row.anchor))
      c.y += height
    }
  }

  func groups(_ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    for (index, group) in document.groups.enumerated() {
      // Cards start each group on a page of its own; tiles run on, a group heading kept with its
      // first row of tiles.
      if showsCards || index == 0 { try c.newPage(emit) } else { c.y += 14 }
      try c.heading(group.title, level: 1, destination: group.anchor, keepWith: showsCards ? 60 : 150, emit)
      if let overview = group.overview { try c.chart(overview.id, emit) }
      if showsCards {
        for card in group.cards { try self.card(card, &c, emit) }
      } else {
        c.y += 4
        try tiles(group.cards.map(\.row), title: group.title, linked: false, &c, emit)
      }
    }
  }

  /// A token's card: heading, identity, definition, use, numbers, findings, notes and its
  /// chart — kept together on one page when it fits on one.
  func card(_ card: TokenCard, _ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    let row = card.row
    var identity = ["\(row.id)", row.kind.rawValue]
    if let alias = row.aliasOf { identity.append("alias of \(alias.id)") }
    if let repeats = row.repeats { identity.append(repeats) }
    if let deprecated = row.deprecated { identity.append("deprecated: \(deprecated)") }
    // The card's numbers as every surface words them (``SpecWords/card(_:)``), in the short labels
    // of print: SwiftUI's completion is the table's Completes column, and the reduced-motion
    // variant goes on the identity line, which keeps three cards to a page.
    let numbers = row.numbers.filter { !["completion", "reducedMotion"].contains($0.key) }.map {
      "\($0.shortLabel ?? $0.label) \($0.text)"
    }
    if let reduced = row.numbers.first(where: { $0.key == "reducedMotion" }) {
      identity.append("\(reduced.label) \(reduced.text)")
    }
    var blocks: [(String, FontSpec, Ink, String)] = [
      (identity.joined(separator: " · "), font(7.5), .muted, "card:id"),
      (row.swiftUI, mono(7.5), .text, "card:definition"),
    ]
    if !row.description.isEmpty { blocks.append((row.description, font(8.5), .text, "card:description")) }
    blocks.append((numbers.joined(separator: " · "), font(7.5), .muted, "card:numbers"))
    blocks += findingBlocks(card.findings, role: "card:finding")
    for note in card.notes { blocks.append(("Note: \(note)", font(7.5), .muted, "card:note")) }
    try kept(row.name, destination: row.anchor, blocks: blocks, chart: card.chart.id, &c, emit)
  }

  func notes(_ c: inout Cursor, _ emit: (PrintPage) throws -> Void) rethrows {
    guard !document.notes.isEmpty else { return }
    try c.ensure(120, emit)
    try c.heading("Notes", level: 1, destination: "notes", emit)
    for note in document.notes { try c.paragraph("• " + note, font(9), role: "notes", emit) }
  }

  /// The contents, below the title on the first page: every section and group with its page,
  /// each line a link, and the tokens within them while they fit (the outline always lists them).
  /// A catalogue with more groups than the page holds lists as many as fit, then says how many
  /// more the outline holds.
  func contentsPage(_ c: inout Cursor, _ contents: [Entry]) {
    var y = c.y
    let titleStart = c.page.items.count
    c.page.append(
      "contents:title",
      .text(
        "Contents", at: Point(x: margin, y: y), anchor: TextAnchor(.leading, .top), font: font(14, .semibold),
        color: .text, angle: 0))
    c.page.structure(.heading1, from: titleStart)
    y += 26
    let available = bottom - y
    func height(_ entry: Entry) -> Double {
      measurer.measure("Ag", font: entry.level == 1 ? font(10.5, .semibold) : font(9)).height
        + (entry.level == 1 ? 5 : 2)
    }
    let shown = Self.contentsShown(contents, height: height, available: available)
    let omitted = contents.count - shown.count
    let listStart = c.page.items.count
    for (index, entry) in shown.enumerated() {
      let f = entry.level == 1 ? font(10.5, .semibold) : font(9)
      let h = height(entry)
      if y + 2 * h > bottom && index < shown.count - 1 {
        let more = shown.count - index
        c.page.append(
          "contents:more",
          .text(
            "… and \(more) more entries in the PDF's outline (bookmarks)", at: Point(x: margin, y: y),
            anchor: TextAnchor(.leading, .top), font: font(9), color: .muted, angle: 0))
        break
      }
      let itemStart = c.page.items.count
      let indent = entry.level == 1 ? 0.0 : 14
      let number = "\(entry.page)"
      let label = measurer.fitted(
        entry.title, font: f, width: width - indent - measurer.measure(number, font: f).width - 16)
      c.page.append(
        "contents",
        .text(
          label, at: Point(x: margin + indent, y: y), anchor: TextAnchor(.leading, .top), font: f, color: .text,
          angle: 0))
      c.page.append(
        "contents:page",
        .text(
          number, at: Point(x: margin + width, y: y), anchor: TextAnchor(.trailing, .top), font: f, color: .muted,
          angle: 0))
      c.page.structure(.listItem, from: itemStart)
      c.page.navigation.append(
        .link(Rect(x: margin + indent, y: y - 1, width: width - indent, height: h), to: entry.destination))
      y += h
    }
    c.page.structure(.list, from: listStart)
    if omitted > 0 && y + 14 <= bottom {
      c.page.append(
        "contents:more",
        .text(
          "The PDF's outline (bookmarks) lists the other \(omitted) entries.", at: Point(x: margin, y: y + 4),
          anchor: TextAnchor(.leading, .top), font: font(9), color: .muted, angle: 0))
      y += 18
    }
    c.y = y
  }

  /// The entries page 1 lists: every section, and the entries under each section — a section's
  /// all or none, in order, while they fit in `available` with a line to spare for the note
  /// naming the rest.
  static func contentsShown(_ contents: [Entry], height: (Entry) -> Double, available: Double) -> [Entry] {
    let total = contents.map(height).reduce(0, +)
    if total <= available { return contents }
    var blocks: [[Entry]] = []
    for entry in contents {
      if entry.level == 1 || blocks.isEmpty { blocks.append([entry]) } else { blocks[blocks.count - 1].append(entry) }
    }
    let spare = contents.first.map(height) ?? 0
    var used = blocks.map { height($0[0]) }.reduce(0, +) + spare
    var shown: [Entry] = []
    for block in blocks {
      shown.append(block[0])
      let children = block.dropFirst().map(height).reduce(0, +)
      if block.count > 1 && used + children <= available {
        shown += block.dropFirst()
        used += children
      }
    }
    return shown
  }

  /// The footer: catalogue name and "page N of M" (M unknown in the first pass); the name links
  /// to the contents.
  func footer(_ page: inout Scene, number: Int, total: Int) {
    let f = font(7.5)
    let y = paper.height - margin + 8
    page.append(
      "footer",
      .path(
        .segment(Point(x: margin, y: y - 6), Point(x: margin + width, y: y - 6)), fill: nil,
        stroke: StrokeStyle(color: .grid, width: 0.75)))
    let label = measurer.fitted("\(document.catalogueName) — motion spec", font: f, width: width - 80)
    page.append(
      "footer",
      .text(label, at: Point(x: margin, y: y), anchor: TextAnchor(.leading, .top), font: f, color: .muted, angle: 0))
    page.append(
      "footer:page",
      .text(
        "page \(number) of \(total)", at: Point(x: margin + width, y: y), anchor: TextAnchor(.trailing, .top), font: f,
        color: .muted, angle: 0))
    if number > 1 {
      page.navigation.append(
        .link(Rect(x: margin, y: y - 2, width: measurer.measure(label, font: f).width, height: 12), to: "contents"))
    }
  }
}
