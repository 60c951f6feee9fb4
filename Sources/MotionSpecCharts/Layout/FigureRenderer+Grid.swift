import MotionSpecFigures

extension FigureRenderer {
  /// Places the panels in a grid inside `area` and draws them.
  /// Lays the panels out in `area`; returns the height each plot got.
  @discardableResult
  func grid(_ figure: Figure, area: Rect, _ canvas: inout Canvas) -> Double {
    let columns = min(figure.columns, max(1, figure.panels.count))
    let rows = (figure.panels.count + columns - 1) / columns
    guard rows > 0 else { return .infinity }
    let hGap = 24.0
    let vGap = figure.sharedX ? 10.0 : 18.0
    let cell = Size(
      width: (area.width - Double(columns - 1) * hGap) / Double(columns),
      height: (area.height - Double(rows - 1) * vGap) / Double(rows))
    // One time unit for the whole figure, chosen for its widest time axis unless the figure names one.
    let timeDomains = figure.panels.filter(\.xIsTime).map(\.xDomain)
    let widest = (timeDomains.map(\.lowerBound).min() ?? 0)...(timeDomains.map(\.upperBound).max() ?? 1)
    let unit = figure.timeUnit ?? AxisUnit.time(for: widest)
    var plans = figure.panels.enumerated().map { i, panel in
      let row = i / columns
      let lowestInColumn = row == rows - 1 || i + columns >= figure.panels.count
      return plan(
        panel, cell: cell, showsX: !figure.sharedX || lowestInColumn, timeUnit: unit,
        compact: figure.size.width <= FigureRenderer.compactWidth)
    }
    // Shared margins: a column aligns its left and right edges, a row its top and bottom.
    var top = [Double](repeating: 0, count: rows), bottom = top
    for (i, p) in plans.enumerated() {
      top[i / columns] = max(top[i / columns], p.margins.top)
      bottom[i / columns] = max(bottom[i / columns], p.margins.bottom)
    }
    // Rows and columns take what their margins need; plots share the rest, each row by its
    // panels' height weight (equal unless a panel is a strip).
    var weights = [Double](repeating: 0, count: rows)
    for (i, panel) in figure.panels.enumerated() {
      weights[i / columns] = max(weights[i / columns], panel.heightWeight)
    }
    let share = max(
      10 * Double(rows),
      area.height - Double(rows - 1) * vGap - zip(top, bottom).map(+).reduce(0, +))
    let total = weights.reduce(0, +)
    let heights = weights.map { max(10, share * $0 / total) }
    // The height of an equal share: what the figure's shedding holds to its minimum.
    let plotHeight = share / total
    // Now that plots have their height, a short plot keeps only the y ticks whose labels clear
    // each other (from the lowest up), and each y title takes the lines it needs beside its axis.
    let tickLine = metrics("0", theme.font(theme.tickSize)).height + 2
    for i in plans.indices { plans[i].thinYTicks(plotHeight: heights[i / columns], labelHeight: tickLine) }
    let titleLine = metrics("Ag", theme.font(theme.axisTitleSize)).height
    for i in plans.indices where plans[i].yTitleAbove == nil {
      plans[i].yTitleLines = yTitleLines(figure.panels[i].yTitle, height: heights[i / columns])
      if !plans[i].yTitleLines.isEmpty { plans[i].margins.left += Double(plans[i].yTitleLines.count) * titleLine + 8 }
    }
    var left = [Double](repeating: 0, count: columns), right = left
    for (i, p) in plans.enumerated() {
      left[i % columns] = max(left[i % columns], p.margins.left)
      right[i % columns] = max(right[i % columns], p.margins.right)
    }
    let plotWidth = max(
      10, (area.width - Double(columns - 1) * hGap - zip(left, right).map(+).reduce(0, +)) / Double(columns))
    var rowY = [area.y]
    for r in 0..<rows { rowY.append(rowY[r] + top[r] + heights[r] + bottom[r] + vGap) }
    var columnX = [area.x]
    for c in 0..<columns { columnX.append(columnX[c] + left[c] + plotWidth + right[c] + hGap) }
    for (i, panel) in figure.panels.enumerated() {
      let c = i % columns, r = i / columns
      let cellRect = Rect(
        x: columnX[c], y: rowY[r], width: left[c] + plotWidth + right[c], height: top[r] + heights[r] + bottom[r])
      let plot = Rect(x: cellRect.x + left[c], y: cellRect.y + top[r], width: plotWidth, height: heights[r])
      let key = panel.title?.lowercased() ?? "panel\(i)"
      canvas.panelIndex = i
      draw(panel, plans[i], plot: plot, cell: cellRect, key: key, &canvas)
    }
    return plotHeight
  }
}
