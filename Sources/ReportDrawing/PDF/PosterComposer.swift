import ChartKinds
import Foundation
import MotionSpecCharts
import ReportModel

/// The one-page poster (`render --poster`): every token's curves and numbers, the map of every
/// token, and how each platform spells a token — the sheet a team pins on the wall.
///
/// Up to ``tokenLimit`` tokens each get a tile (position curve over velocity, name, duration,
/// bounce, settling, definition); a larger catalogue gets a tile per group instead (its tokens'
/// curves overlaid, its ranges, its names), so the poster stays one page whatever the size.
struct PosterComposer {
  let document: ReportDocument
  /// The figure of a chart at a given size, laid out for print.
  let chart: (ChartID, Size) -> Scene?
  let paper: Size
  let measurer: PrintMeasurer
  let date: String

  /// The most tokens with a tile of their own.
  static let tokenLimit = ReportOptions.posterTokenLimit
  let margin = 28.0
  let gap = 9.0

  private var composer: PDFComposer {
    PDFComposer(document: document, chartSize: { _ in nil }, paper: paper, measurer: measurer)
  }
  private func font(_ size: Double, _ weight: FontSpec.Weight = .regular) -> FontSpec {
    composer.font(size, weight)
  }
  private func mono(_ size: Double) -> FontSpec { composer.mono(size) }
  private func lineHeight(_ f: FontSpec) -> Double { measurer.measure("Ag", font: f).height }

  func scene() -> Scene {
    var page = Scene(size: paper)
    let width = paper.width - 2 * margin
    var y = margin
    func text(_ s: String, _ f: FontSpec, _ color: Ink = .text, x: Double, y: Double, role: String) {
      page.append(
        role, .text(s, at: Point(x: x, y: y), anchor: TextAnchor(.leading, .top), font: f, color: color, angle: 0))
    }
    // The title block.
    text("MOTION SPEC", font(7.5, .semibold), .muted, x: margin, y: y, role: "poster:eyebrow")
    y += lineHeight(font(7.5, .semibold)) + 1
    var start = page.items.count
    let title = measurer.fitted(document.catalogueName, font: font(20, .bold), width: width * 0.6)
    text(title, font(20, .bold), x: margin, y: y, role: "poster:title")
    page.structure(.heading1, from: start)
    let facts = [
      "\(document.tokenCount) tokens", "lint: \(document.lintSummary)", "source: \(document.source)",
      "content hash \(document.contentHash)", "as of \(date.prefix(10))", document.generator,
    ].joined(separator: "  ·  ")
    start = page.items.count
    let factLines = measurer.wrappedWhole(facts, font: font(7), width: width * 0.38)
    for (i, line) in factLines.enumerated() {
      page.append(
        "poster:facts",
        .text(
          line, at: Point(x: margin + width, y: y + 4 + Double(i) * lineHeight(font(7))),
          anchor: TextAnchor(.trailing, .top), font: font(7), color: .muted, angle: 0))
    }
    page.structure(.paragraph, from: start)
    y += max(lineHeight(font(20, .bold)), 4 + Double(factLines.count) * lineHeight(font(7))) + 8
    page.append(
      "poster:rule",
      .path(
        .segment(Point(x: margin, y: y - 4), Point(x: margin + width, y: y - 4)), fill: nil,
        stroke: StrokeStyle(color: .grid, width: 0.75)))

    let bottom = paper.height - margin - 12
    let leftWidth = (width - 2 * gap) * 0.64
    let right = Rect(x: margin + leftWidth + 2 * gap, y: y, width: width - leftWidth - 2 * gap, height: bottom - y)
    // One clock for every tile, said once over them and ticked under each.
    let scaleFont = font(6.5)
    start = page.items.count
    let tiles =
      document.rows.count <= PosterComposer.tokenLimit
      ? "Every tile: position over velocity" : "Every tile: its group's positions"
    text(
      measurer.fitted(
        "\(tiles), from the trigger to \(document.sparklineEnd) on one time scale"
          + (document.sparklineScale.step.isEmpty ? "" : ", ticks every \(document.sparklineScale.step)") + ".",
        font: scaleFont, width: leftWidth), scaleFont, .muted, x: margin, y: y, role: "poster:scale")
    page.structure(.paragraph, from: start)
    let scaleHeight = lineHeight(scaleFont) + 4
    var left = Rect(x: margin, y: y + scaleHeight, width: leftWidth, height: bottom - y - scaleHeight)
    // The sequences take a strip under the tiles: their tracks' curves over each one's duration.
    if let cards = document.sequences?.cards, !cards.isEmpty {
      let strip = min(left.height * 0.28, 170)
      left.height -= strip + gap
      sequenceTiles(cards, in: Rect(x: left.x, y: left.maxY + gap, width: left.width, height: strip), on: &page)
    }
    if document.rows.count <= PosterComposer.tokenLimit {
      tokenTiles(in: left, on: &page)
    } else {
      groupTiles(in: left, on: &page)
    }
    sidebar(in: right, on: &page)
    // What the poster leaves out, and where it is.
    start = page.items.count
    text(
      measurer.fitted(
        "Every number from one model of each token (motionspec). The full spec — table, explainers, each token's charts and code — is index.html and motion-spec.pdf.",
        font: font(6.5), width: width), font(6.5), .muted, x: margin, y: bottom + 4, role: "poster:footer")
    page.structure(.paragraph, from: start)
    return page
  }

  // MARK: - Tiles

  /// A tile's title: one line, fitted to `width`, a level-2 heading of the structure tree.
  private func heading(
    _ title: String, font: FontSpec, at point: Point, width: Double, role: String, on page: inout Scene
  ) {
    let start = page.items.count
    page.append(
      role,
      .text(
        measurer.fitted(title, font: font, width: width), at: point, anchor: TextAnchor(.leading, .top), font: font,
        color: .text, angle: 0))
    page.structure(.heading2, from: start)
  }

  /// Rows and columns for `count` tiles in `box`, each tile `textHeight` of text over its curves:
  /// the arrangement whose curves are largest at a 2.5 : 1 shape.
  func grid(_ count: Int, in box: Rect, textHeight: Double) -> (columns: Int, rows: Int) {
    var best = (columns: 1, rows: max(count, 1), score: -Double.infinity)
    for columns in 1...max(1, min(count, 12)) {
      let rows = (count + columns - 1) / columns
      let w = (box.width - Double(columns - 1) * gap) / Double(columns)
      let curves = (box.height - Double(rows - 1) * gap) / Double(rows) - textHeight
      let score = min(w, 2.5 * curves)
      if score > best.score { best = (columns, rows, score) }
    }
    return (best.columns, best.rows)
  }

  func tokenTiles(in box: Rect, on page: inout Scene) {
    let rows = document.rows
    let name = font(7.5, .semibold), facts = font(6), code = mono(5.6)
    let textHeight = lineHeight(name) + lineHeight(facts) + lineHeight(code) + 6
    let (columns, lines) = grid(rows.count, in: box, textHeight: textHeight)
    let w = (box.width - Double(columns - 1) * gap) / Double(columns)
    let h = (box.height - Double(lines - 1) * gap) / Double(lines)
    let curveHeight = min(h - textHeight, w * 0.75)
    for (i, row) in rows.enumerated() {
      let x = box.x + Double(i % columns) * (w + gap)
      var y = box.y + Double(i / columns) * (h + gap)
      let role = "poster:tile:\(row.id)"
      heading(row.name, font: name, at: Point(x: x, y: y), width: w, role: role, on: &page)
      y += lineHeight(name) + 1
      var start = page.items.count
      let velocityHeight = curveHeight * 0.3
      composer.curve(
        row.samples.position, in: Rect(x: x, y: y, width: w, height: curveHeight - velocityHeight - 2), target: true,
        ink: .series(0), role: role, on: &page)
      composer.curve(
        row.samples.velocity, in: Rect(x: x, y: y + curveHeight - velocityHeight, width: w, height: velocityHeight),
        target: false, ink: .series(1), role: role, on: &page)
      timeTicks(under: Rect(x: x, y: y, width: w, height: curveHeight), role: role, on: &page)
      page.structure(
        .figure, from: start, alt: "Position and velocity of \(row.name) over the first \(document.sparklineEnd)")
      y += curveHeight + 3
      start = page.items.count
      let numbers = SpecWords.facts(row, lint: row.lintStatus.needsAttention)
      page.append(
        role,
        .text(
          measurer.fitted(numbers, font: facts, width: w), at: Point(x: x, y: y),
          anchor: TextAnchor(.leading, .top), font: facts,
          color: row.lintStatus.needsAttention ? .warning : .text, angle: 0))
      y += lineHeight(facts) + 1
      page.append(
        role,
        .text(
          measurer.fitted(row.definition, font: code, width: w), at: Point(x: x, y: y),
          anchor: TextAnchor(.leading, .top), font: code, color: .muted, angle: 0))
      page.structure(.paragraph, from: start)
    }
  }

  /// The most sequences with a tile of their own; the rest are counted.
  static let sequenceLimit = 4

  /// A tile per sequence, side by side: its name, how long it lasts and its stagger, and each
  /// track's value over the sequence's duration (lowest to highest), coloured by segment as
  /// the timeline is.
  func sequenceTiles(_ cards: [SequenceCard], in box: Rect, on page: inout Scene) {
    let heading = font(8.5, .semibold), name = font(7.5, .semibold), facts = font(6), label = font(5.6)
    var start = page.items.count
    page.append(
      "poster:heading",
      .text(
        "Sequences", at: Point(x: box.x, y: box.y), anchor: TextAnchor(.leading, .top), font: heading, color: .text,
        angle: 0))
    page.structure(.heading2, from: start)
    let top = box.y + lineHeight(heading) + 3
    let shown = Array(cards.prefix(PosterComposer.sequenceLimit))
    let columns = max(shown.count, 1)
    let w = (box.width - Double(columns - 1) * gap) / Double(columns)
    let textHeight = lineHeight(name) + lineHeight(facts) + 4
    let curvesHeight = box.maxY - top - textHeight
    guard curvesHeight > 12 else { return }
    for (i, card) in shown.enumerated() {
      let x = box.x + Double(i) * (w + gap)
      var y = top
      let role = "poster:sequence:\(card.id)"
      self.heading(card.id, font: name, at: Point(x: x, y: y), width: w, role: role, on: &page)
      y += lineHeight(name) + 1
      start = page.items.count
      let more =
        cards.count > shown.count && i == shown.count - 1 ? " · \(cards.count - shown.count) more in the spec" : ""
      let about = (["lasts \(card.duration)"] + (card.stagger.map { ["stagger \($0)"] } ?? [])).joined(separator: " · ")
      page.append(
        role,
        .text(
          measurer.fitted(about + more, font: facts, width: w), at: Point(x: x, y: y),
          anchor: TextAnchor(.leading, .top), font: facts, color: .text, angle: 0))
      page.structure(.paragraph, from: start)
      y += lineHeight(facts) + 3
      start = page.items.count
      let rowHeight = curvesHeight / Double(max(card.tracks.count, 1))
      let labelWidth = 34.0
      var color = 0
      for (k, track) in card.tracks.enumerated() {
        let rowY = y + Double(k) * rowHeight
        page.append(
          role + ":track",
          .text(
            measurer.fitted(track.property, font: label, width: labelWidth - 2),
            at: Point(x: x, y: rowY + rowHeight / 2),
            anchor: TextAnchor(.leading, .middle), font: label, color: .muted, angle: 0))
        let plot = Rect(x: x + labelWidth, y: rowY + 1, width: w - labelWidth, height: max(rowHeight - 3, 4))
        page.append(role + ":frame", .path(.rect(plot), fill: .stripe, stroke: nil))
        let values = track.samples
        guard values.count > 1 else { continue }
        func point(_ j: Int) -> Point {
          Point(
            x: plot.x + Double(j) / Double(values.count - 1) * plot.width,
            y: plot.maxY - 1 - values[j] * (plot.height - 2))
        }
        // One polyline per segment, in the segment's colour, from the sample at its start to the next one's.
        let ends = track.joins + [1]
        for (segment, from) in track.joins.enumerated() {
          let a = Int((from * Double(values.count - 1)).rounded(.down))
          let b =
            segment + 1 < track.joins.count
            ? Int((ends[segment + 1] * Double(values.count - 1)).rounded(.up)) : values.count - 1
          guard b > a else { continue }
          page.append(
            role + ":track",
            .path(
              .polyline((a...b).map(point)), fill: nil,
              stroke: StrokeStyle(color: .series((color + segment) % ChartSupport.paletteSize), width: 0.9, cap: .round)
            ))
        }
        color += track.joins.count
      }
      page.structure(
        .figure, from: start,
        alt:
          "The tracks of \(card.name) (\(card.tracks.map(\.property).joined(separator: ", "))) over its \(card.duration)"
      )
    }
  }

  /// The shared time scale's ticks along the bottom of a tile's curves (``ReportDocument/sparklineScale``).
  func timeTicks(under box: Rect, role: String, on page: inout Scene) {
    for tick in document.sparklineScale.ticks {
      let x = box.x + tick * box.width
      page.append(
        role + ":tick",
        .path(
          .segment(Point(x: x, y: box.maxY), Point(x: x, y: box.maxY + 2.2)), fill: nil,
          stroke: StrokeStyle(color: .axis, width: 0.5)))
    }
  }

  /// A tile per group: its tokens' position curves on one plot, how many, their ranges and names.
  func groupTiles(in box: Rect, on page: inout Scene) {
    let groups = document.groups
    let shown = groups.count <= PosterComposer.tokenLimit ? groups : Array(groups.prefix(PosterComposer.tokenLimit - 1))
    let name = font(8, .semibold), facts = font(6), names = font(5.6)
    let textHeight = lineHeight(name) + lineHeight(facts) + 2 * lineHeight(names) + 6
    let count = shown.count + (shown.count < groups.count ? 1 : 0)
    let (columns, lines) = grid(count, in: box, textHeight: textHeight)
    let w = (box.width - Double(columns - 1) * gap) / Double(columns)
    let h = (box.height - Double(lines - 1) * gap) / Double(lines)
    let curveHeight = min(h - textHeight, w * 0.75)
    for (i, group) in shown.enumerated() {
      let x = box.x + Double(i % columns) * (w + gap)
      var y = box.y + Double(i / columns) * (h + gap)
      let role = "poster:group:\(group.key)"
      let rows = group.cards.map(\.row)
      heading(group.title, font: name, at: Point(x: x, y: y), width: w, role: role, on: &page)
      y += lineHeight(name) + 1
      var start = page.items.count
      let plot = Rect(x: x, y: y, width: w, height: curveHeight)
      page.append(role + ":frame", .path(.rect(plot), fill: .stripe, stroke: nil))
      let all = rows.flatMap(\.samples.position)
      let lo = min(0, all.min() ?? 0), hi = max(1, all.max() ?? 1)
      func py(_ v: Double) -> Double { plot.maxY - 2 - (v - lo) / (hi - lo) * (plot.height - 4) }
      for (k, row) in rows.prefix(24).enumerated() where row.samples.position.count > 1 {
        let values = row.samples.position
        let points = values.indices.map {
          Point(x: plot.x + Double($0) / Double(values.count - 1) * plot.width, y: py(values[$0]))
        }
        page.append(
          role + ":position",
          .path(.polyline(points), fill: nil, stroke: StrokeStyle(color: .series(k % 8), width: 0.8, cap: .round)))
      }
      timeTicks(under: plot, role: role, on: &page)
      page.structure(
        .figure, from: start,
        alt: "Position over the first \(document.sparklineEnd) of the \(rows.count) tokens of \(group.title)")
      y += curveHeight + 3
      start = page.items.count
      page.append(
        role,
        .text(
          measurer.fitted(PosterComposer.summary(rows), font: facts, width: w), at: Point(x: x, y: y),
          anchor: TextAnchor(.leading, .top), font: facts, color: .text, angle: 0))
      y += lineHeight(facts) + 1
      for line in measurer.wrappedWhole(rows.map(\.name).joined(separator: ", "), font: names, width: w).prefix(2) {
        page.append(
          role,
          .text(
            measurer.fitted(line, font: names, width: w), at: Point(x: x, y: y), anchor: TextAnchor(.leading, .top),
            font: names, color: .muted, angle: 0))
        y += lineHeight(names)
      }
      page.structure(.paragraph, from: start)
    }
    if shown.count < groups.count {
      let i = shown.count
      let x = box.x + Double(i % columns) * (w + gap)
      let y = box.y + Double(i / columns) * (h + gap)
      let rest = groups.count - shown.count
      let start = page.items.count
      page.append(
        "poster:more",
        .text(
          "… and \(rest) more groups (\(groups.suffix(rest).map(\.cards.count).reduce(0, +)) tokens) in the full spec",
          at: Point(x: x, y: y), anchor: TextAnchor(.leading, .top), font: facts, color: .muted, angle: 0))
      page.structure(.paragraph, from: start)
    }
  }

  /// "12 tokens · 0.2 s – 0.6 s · bounce −0.2 – 0.4": a group's count and ranges. The extremes
  /// are chosen by the rows' numbers (their sort keys, the model's values) and shown as the table
  /// formats them.
  static func summary(_ rows: [TokenRow]) -> String {
    var parts = ["\(rows.count) \(rows.count == 1 ? "token" : "tokens")"]
    func range(_ texts: [(text: String, value: Double)]) -> String? {
      guard let first = texts.min(by: { $0.value < $1.value }), let last = texts.max(by: { $0.value < $1.value })
      else { return nil }
      return first.text == last.text ? first.text : "\(first.text) – \(last.text)"
    }
    if let durations = range(rows.map { ($0.duration, $0.sortKeys.duration) }) { parts.append(durations) }
    let bounces = rows.compactMap { row in row.sortKeys.bounce.map { (row.bounce, $0) } }
    if let bounce = range(bounces) { parts.append("bounce \(bounce)") }
    return parts.joined(separator: " · ")
  }

  // MARK: - The map and the platforms

  func sidebar(in box: Rect, on page: inout Scene) {
    var y = box.y
    let heading = font(9.5, .semibold)
    var start = page.items.count
    page.append(
      "poster:heading",
      .text(
        "Every token on one map", at: Point(x: box.x, y: y), anchor: TextAnchor(.leading, .top), font: heading,
        color: .text, angle: 0))
    page.structure(.heading2, from: start)
    y += lineHeight(heading) + 3
    // The map takes the height the platforms leave (between half and all of its width), so the
    // column has no empty stretch and the map's names have room.
    let title = font(7, .semibold), file = mono(5.8), body = font(6.2)
    let platforms = document.platforms.entries.map { entry -> Double in
      let first = entry.conventions.first.map(PosterComposer.firstSentence) ?? ""
      let lines = measurer.wrappedWhole(first, font: body, width: box.width).count
      return lineHeight(title) + Double(min(lines, 3)) * lineHeight(body) + 4
    }.reduce(0, +)
    let free = box.height - 2 * (lineHeight(heading) + 3) - 10 - platforms
    let mapSize = Size(width: box.width, height: min(box.width * 1.25, max(box.width * 0.5, free)))
    if let map = chart(.explainer(.parameterMap), mapSize) {
      start = page.items.count
      page.place(map, at: Point(x: box.x, y: y), role: "poster:map")
      page.structure(
        .figure, from: start,
        alt: "Every token placed by its duration and bounce, with the zones of each kind of motion")
      y += mapSize.height + 10
    }
    start = page.items.count
    page.append(
      "poster:heading",
      .text(
        "On every platform", at: Point(x: box.x, y: y), anchor: TextAnchor(.leading, .top), font: heading,
        color: .text, angle: 0))
    page.structure(.heading2, from: start)
    y += lineHeight(heading) + 3
    for entry in document.platforms.entries {
      let first = entry.conventions.first.map(PosterComposer.firstSentence) ?? ""
      let lines = measurer.wrappedWhole(first, font: body, width: box.width)
      let needed = lineHeight(title) + Double(min(lines.count, 3)) * lineHeight(body) + 4
      guard y + needed <= box.maxY else { break }
      start = page.items.count
      page.append(
        "poster:platform",
        .text(
          entry.title, at: Point(x: box.x, y: y), anchor: TextAnchor(.leading, .top), font: title, color: .text,
          angle: 0))
      page.append(
        "poster:platform",
        .text(
          "export --to \(entry.key) → \(entry.file)", at: Point(x: box.maxX, y: y + 1),
          anchor: TextAnchor(.trailing, .top), font: file, color: .muted, angle: 0))
      y += lineHeight(title)
      for (i, line) in lines.prefix(3).enumerated() {
        let shown = i == 2 && lines.count > 3 ? measurer.fitted(line + " …", font: body, width: box.width) : line
        page.append(
          "poster:platform",
          .text(
            shown, at: Point(x: box.x, y: y), anchor: TextAnchor(.leading, .top), font: body, color: .text, angle: 0))
        y += lineHeight(body)
      }
      page.structure(.paragraph, from: start)
      y += 4
    }
  }

  /// The first sentence of `text` (up to its first ". ").
  static func firstSentence(_ text: String) -> String {
    guard let end = text.range(of: ". ") else { return text }
    return String(text[..<end.lowerBound]) + "."
  }
}
