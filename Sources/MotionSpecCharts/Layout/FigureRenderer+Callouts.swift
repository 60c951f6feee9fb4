/// A label drawn as a numbered badge at its mark and spelled out under the plots, because no
/// place beside the mark was free (see ``FigureRenderer/scene(_:)``).
struct Callout: Hashable, Sendable {
  /// What the label says.
  var text: String
  /// Its colour.
  var color: Ink
  /// Where its mark is in reading order: its panel, then its mark's x (time, on a time axis), so
  /// the numbers count in the order a reader meets the marks, not the order they were placed.
  var order: [Double] = []
  /// The role of the label it stands for (its badge's role).
  var role = ""
}

extension FigureRenderer {
  /// The font of a badge's number and of the callout lines.
  var calloutFont: FontSpec { theme.font(theme.annotationSize, .semibold) }

  /// The height of one line of callouts.
  var calloutLineHeight: Double { metrics("Ag", theme.font(theme.annotationSize)).height + 4 }

  /// A badge's diameter for `number`.
  func badgeDiameter(_ number: Int) -> Double {
    let m = metrics("\(number)", calloutFont)
    return max(m.height, m.width + 6)
  }

  /// The callouts flowed into rows `width` wide: each entry's index and its x offset in its row.
  func calloutLayout(_ callouts: [Callout], width: Double) -> [[(index: Int, x: Double)]] {
    var rows: [[(index: Int, x: Double)]] = []
    var x = 0.0
    for (i, callout) in callouts.enumerated() {
      let d = badgeDiameter(i + 1)
      let w = d + 4 + min(metrics(callout.text, theme.font(theme.annotationSize)).width, width - d - 4)
      if rows.isEmpty || (x > 0 && x + w > width) {
        rows.append([])
        x = 0
      }
      rows[rows.count - 1].append((i, x))
      x += w + 14
    }
    return rows
  }

  /// Draws the callout lines from `top`, in at most `rows` rows (the room the layout kept). An
  /// entry past them, or wider than a row, is left out whole with its badge, never shortened.
  func drawCallouts(_ callouts: [Callout], top: Double, rows: Int, width: Double, _ canvas: inout Canvas) {
    guard !callouts.isEmpty else { return }
    let font = theme.font(theme.annotationSize)
    let layout = calloutLayout(callouts, width: width)
    var dropped = Set(layout.dropFirst(rows).joined().map(\.index))
    for (r, row) in layout.prefix(rows).enumerated() {
      let mid = top + (Double(r) + 0.5) * calloutLineHeight
      for entry in row {
        let callout = callouts[entry.index]
        let d = badgeDiameter(entry.index + 1)
        guard d + 4 + metrics(callout.text, font).width <= width else {
          dropped.insert(entry.index)
          continue
        }
        let x = padding + entry.x
        badge(entry.index + 1, center: Point(x: x + d / 2, y: mid), color: callout.color, role: "callout", &canvas)
        canvas.text(
          callout.text, at: Point(x: x + d + 4, y: mid), .init(.leading, .middle), font, callout.color,
          role: "callout:text")
      }
    }
    guard !dropped.isEmpty else { return }
    let roles = Set(dropped.map { callouts[$0].role })
    canvas.scene.items.removeAll { roles.contains($0.role) || roles.contains($0.role.replacing(":badge", with: "")) }
    canvas.leftOut += roles.sorted()
  }

  /// Numbers the callouts in reading order (``Callout/order``): each badge drawn so far takes
  /// its callout's place in that order, and the callouts are listed in it.
  func numberInReadingOrder(_ canvas: inout Canvas) {
    let ranked = canvas.callouts.indices.sorted { a, b in
      let x = canvas.callouts[a].order, y = canvas.callouts[b].order
      return x == y ? a < b : x.lexicographicallyPrecedes(y)
    }
    guard ranked != Array(canvas.callouts.indices) else { return }
    var number = [Int: Int]()
    for (rank, old) in ranked.enumerated() { number[old + 1] = rank + 1 }
    for i in canvas.scene.items.indices where canvas.scene.items[i].kind == .calloutNumber {
      guard case .text(let s, let at, let anchor, let font, let color, let angle) = canvas.scene.items[i].primitive,
        let old = Int(s), let new = number[old]
      else { continue }
      canvas.scene.items[i].primitive = .text("\(new)", at: at, anchor: anchor, font: font, color: color, angle: angle)
    }
    canvas.callouts = ranked.map { canvas.callouts[$0] }
  }

  /// Draws badge `number` centred at `center`.
  func badge(_ number: Int, center: Point, color: Ink, role: String, _ canvas: inout Canvas) {
    let d = badgeDiameter(number)
    canvas.scene.append(
      role + ":badge", .path(.circle(center: center, radius: d / 2), fill: color.forText, stroke: nil))
    canvas.placed.append(Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d))
    canvas.text(
      "\(number)", at: center, .init(.center, .middle), calloutFont, .background, role: role + ":number",
      kind: .calloutNumber)
  }

  /// Turns `text` into a callout: the next number, as a badge at the first free one of
  /// `candidates` (the places the label itself was offered), else at the free spot nearest to
  /// `mark` with a leader to it; with no free spot at all only the line under the plots says it.
  /// When the lines under the plots are full, the label is left out (its mark stays).
  ///
  /// `margin` offers places outside the plot (above a vertical rule, say), tried after the
  /// candidates, within its own bounds. `onMark` puts the badge on the mark itself when nothing
  /// is free, drawn over the data it covers (a disc is opaque: a reader sees the number, and
  /// the lines under it are hidden, not struck through), moved along `onMark`'s step past
  /// other badges.
  func callout(
    _ text: String, mark: Point, candidates: [(Point, TextAnchor)], bounds: Rect,
    margin: (candidates: [(Point, TextAnchor)], bounds: Rect)? = nil, onMark: (start: Point, step: Point)? = nil,
    color: Ink, role: String, _ canvas: inout Canvas
  ) {
    let new = Callout(text: text, color: color, order: [Double(canvas.panelIndex), mark.x, mark.y], role: role)
    guard calloutLayout(canvas.callouts + [new], width: canvas.calloutWidth).count <= canvas.calloutRows else {
      canvas.leftOut.append(role)
      return
    }
    canvas.callouts.append(new)
    let number = canvas.callouts.count
    let d = badgeDiameter(number)
    let m = TextMetrics(width: d, height: d, baseline: d / 2)
    guard
      let (box, distant) = badgeSpot(
        m, mark: mark, candidates: candidates, bounds: bounds, margin: margin, onMark: onMark, canvas)
    else { return }
    if distant { leader(from: mark, to: box, color: color, role: role + ":badge", &canvas) }
    badge(number, center: Point(x: box.midX, y: box.midY), color: color, role: role, &canvas)
  }

  /// Where a badge of `m` goes (see ``callout(_:mark:candidates:bounds:margin:onMark:color:role:_:)``),
  /// and whether it is away from its mark (then a leader joins them).
  private func badgeSpot(
    _ m: TextMetrics, mark: Point, candidates: [(Point, TextAnchor)], bounds: Rect,
    margin: (candidates: [(Point, TextAnchor)], bounds: Rect)?, onMark: (start: Point, step: Point)?, _ canvas: Canvas
  ) -> (Rect, Bool)? {
    for (p, anchor) in candidates where canvas.isFree(anchor.box(at: p, metrics: m), within: bounds) {
      return (anchor.box(at: p, metrics: m), false)
    }
    if let margin {
      for (p, anchor) in margin.candidates where canvas.isFree(anchor.box(at: p, metrics: m), within: margin.bounds) {
        return (anchor.box(at: p, metrics: m), false)
      }
    }
    if let onMark {
      for k in 0..<12 {
        let c = Point(x: onMark.start.x + Double(k) * onMark.step.x, y: onMark.start.y + Double(k) * onMark.step.y)
        let box = Rect(x: c.x - m.width / 2, y: c.y - m.height / 2, width: m.width, height: m.height)
        if bounds.contains(box) && !canvas.placed.contains(where: { $0.intersects(box) }) { return (box, false) }
      }
    }
    if let spot = nearestFreeSpot(for: m, near: mark, bounds: bounds, leaderFrom: mark, canvas) {
      return (spot.1.box(at: spot.0, metrics: m), true)
    }
    return nil
  }

  /// A thin line from `p` to the nearest point of `box`, when they are apart.
  func leader(from p: Point, to box: Rect, color: Ink, role: String, _ canvas: inout Canvas) {
    let target = Point(x: min(max(p.x, box.minX), box.maxX), y: min(max(p.y, box.minY), box.maxY))
    let dx = target.x - p.x, dy = target.y - p.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 6 else { return }
    let start = Point(x: p.x + dx / length * 3, y: p.y + dy / length * 3)
    let end = Point(x: target.x - dx / length * 2, y: target.y - dy / length * 2)
    canvas.scene.append(
      role + ":leader",
      .path(.segment(start, end), fill: nil, stroke: StrokeStyle(color: color.opacity(0.7), width: 0.9)),
      kind: .leader(of: role))
    canvas.avoid([start, end])
    canvas.leaders.append((p, target))
  }
}
