import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore

/// `catalogue`: small multiples of every token, with its key numbers in the panel caption.
public enum CatalogueChart {
  /// Small multiples stay legible, and within image size limits, up to this many tokens.
  public static let maximumTokens = 60

  static func figure(_ tokens: [Token], _ options: ChartOptions) throws(ChartError) -> Figure {
    guard tokens.count <= maximumTokens else {
      throw ChartError(
        .usage,
        "chart 'catalogue' draws at most \(maximumTokens) tokens as small multiples; \(tokens.count) given — choose some with --token, or use the parameter map"
      )
    }
    // A phone's narrow layout takes two columns at its own width; wider ones up to four.
    let narrow = options.size.width < 600
    let columns = min(tokens.count <= 4 ? tokens.count : tokens.count <= 9 ? 3 : 4, narrow ? 2 : 4)
    let rows = (tokens.count + columns - 1) / columns
    let metrics = tokens.map { AnimationMetrics($0.animation, options.conditions) }
    let domain = ChartSupport.window(metrics, animations: tokens.map(\.animation))
    let unit = ChartSupport.unit(options, domain)
    let panels = zip(tokens, metrics).map { t, m -> Panel in
      var p = Panel(title: t.name, yTitle: "", xDomain: domain, yIncludes: [0, 1])
      p.caption = caption(m, unit: unit)
      p.rules = [Rule(.horizontal, at: 0, role: "rule:start"), Rule(.horizontal, at: 1, role: "rule:target")]
      p.series = [ChartSupport.series(t.name, t.animation, m, style: .palette(0)).0]
      ChartSupport.addHandles(t.animation, to: &p)
      if let settle = m.settling.exact {
        p.rules.append(Rule(.vertical, at: settle, mark: .settle, role: "rule:settling"))
      }
      return p
    }
    let height = max(options.size.height, (narrow ? 150 : 110) + Double(rows) * (narrow ? 150 : 170))
    var figure = Figure(
      title: "Motion tokens",
      subtitle:
        "\(tokens.count) tokens · position over time · the dotted rule: settled within \(Format.compact(options.epsilon * 100, decimals: 2)) % · a curve's Bézier handles in its colour",
      size: Size(width: narrow ? options.size.width : max(options.size.width, Double(columns) * 260), height: height),
      columns: columns,
      panels: panels,
      showsLegend: false)
    figure.timeUnit = unit
    return figure
  }

  /// "0.5 s · bounce 0.3 · settles 0.82 s": the spring's own duration and bounce, then when it settles.
  static func caption(_ m: AnimationMetrics, unit: AxisUnit) -> String {
    let settles = "settles " + (m.settling.exact.map { Format.time($0, unit: unit) } ?? "never")
    if let s = m.spring {
      return "\(Format.time(s.duration, unit: unit)) · bounce \(Format.compact(s.bounce, decimals: 2)) · \(settles)"
    }
    return "\(Format.time(m.timingCurve?.duration ?? m.duration, unit: unit)) curve · \(settles)"
  }
}

/// `parameter-map`: every spring token placed by its own duration (x) and bounce (y), coloured by
/// group with a legend, on axes that fit the tokens, with the talk's guidance zones shaded.
enum ParameterMapChart {
  static let exaggeratedBounce = 0.4
  static let responseRange = 0.15...0.8

  static func figure(_ tokens: [Token], _ options: ChartOptions) throws(ChartError) -> Figure {
    // A spring by its duration and bounce; a timing curve (which has no bounce) by its own
    // duration at bounce 0, drawn as a square. An instant has no place on a map of motion.
    let placed: [(token: Token, duration: Double, bounce: Double, isCurve: Bool)] = tokens.compactMap { t in
      switch t.animation.curve {
      case .spring(let s): (t, s.duration, s.bounce, false)
      case .timing(let c): c.duration > 0 ? (t, c.duration, 0, true) : nil
      }
    }
    guard !placed.isEmpty else {
      throw ChartError(.data, "chart 'parameter-map' places tokens by duration; none of the \(tokens.count) has one")
    }
    let durations = placed.map(\.duration), bounces = placed.map(\.bounce)
    let xEnd = ChartSupport.niceEnd(max(1, durations.max()! * 1.1))
    let yLow = max(-1, min(-0.2, bounces.min()! - 0.1)), yHigh = min(1.05, max(0.6, bounces.max()! + 0.1))
    var p = Panel(
      title: nil, xTitle: "Duration (s)", yTitle: "Bounce", xIsTime: false, xDomain: 0...xEnd, yDomain: yLow...yHigh)
    p.bands = [
      Band(
        .horizontal, exaggeratedBounce...yHigh,
        label: "bounce above \(Format.compact(exaggeratedBounce)) may feel exaggerated", mark: .zone,
        role: "band:bounce"),
      Band(
        .horizontal, yLow...0, label: "bounce below 0: overdamped, slower than it needs to be", mark: .zone,
        role: "band:overdamped"),
      Band(.vertical, 0...responseRange.lowerBound, label: "too fast", mark: .zone, role: "band:fast"),
      Band(
        .vertical, responseRange.upperBound...xEnd, label: "slower than 0.8 s", mark: .zone,
        role: "band:slow"),
    ]
    p.rules = [Rule(.horizontal, at: 0, label: "critically damped", role: "rule:critical")]
    // Colour is the token's group; tokens in the same place share one marker and one label.
    let groups = placed.map(\.token.group).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    var places: [(point: Point, names: [String], group: Int, isCurve: Bool)] = []
    for item in placed {
      let point = Point(x: item.duration, y: item.bounce)
      let group = groups.firstIndex(of: item.token.group)!
      if let i = places.firstIndex(where: {
        abs($0.point.x - point.x) < 1e-9 && abs($0.point.y - point.y) < 1e-9 && $0.group == group
          && $0.isCurve == item.isCurve
      }) {
        places[i].names.append(item.token.name)
      } else {
        places.append((point, [item.token.name], group, item.isCurve))
      }
    }
    // Beyond 40 places, or more groups than a legend can hold, a label per dot would bury the
    // map: each group's cluster is named once instead, at its most central dot.
    let legendGroups = 12
    let labelled = places.count <= 40 && groups.count <= legendGroups
    let clusters = labelled || groups.count < 2 ? [:] : clusterAnchors(places.map { ($0.point, $0.group) }, xEnd: xEnd)
    // Up to seven groups (the palette's colours) a group is a colour, and a timing curve a square;
    // beyond, a group is a colour and a shape together (7 × 5 = 35 glyphs, then they repeat).
    let colors = ChartSupport.paletteSize
    let byShape = groups.count > colors
    func glyph(_ group: Int, isCurve: Bool) -> (color: Int, shape: Marker.Shape) {
      guard byShape else { return (group, isCurve ? .square : .circle) }
      let shapes: [Marker.Shape] = [.circle, .triangle, .square, .diamond, .ring]
      return (group % colors, shapes[(group / colors) % shapes.count])
    }
    func groupName(_ g: Int) -> String { groups[g].isEmpty ? "ungrouped" : groups[g] }
    for (i, place) in places.enumerated() {
      let g = glyph(place.group, isCurve: place.isCurve)
      let label =
        labelled
        ? place.names.joined(separator: ", ")
        : clusters[i].map { "\(groupName($0)) (\(placed.filter { $0.token.group == groups[place.group] }.count))" }
      p.markers.append(
        Marker(at: place.point, label: label, colorIndex: g.color, shape: g.shape, role: "marker:\(place.names[0])"))
    }
    let springs = placed.filter { !$0.isCurve }.count, curves = placed.count - springs
    let skipped = tokens.count - placed.count
    var figure = Figure(
      title: "The motion system at a glance",
      subtitle: "\(springs) spring tokens by duration and bounce" + (curves > 0 ? ", \(curves) timing curves" : ""),
      size: options.size, panels: [p],
      footnote: [
        curves > 0
          ? (byShape
            ? "Timing curves are placed at bounce 0 by their duration; colour and shape together name the group."
            : "Squares are timing curves, placed at bounce 0 by their duration.") : nil,
        skipped > 0 ? "\(skipped) instant tokens (duration 0) are not placed." : nil,
        labelled
          ? nil
          : "\(places.count) distinct places"
            + (clusters.isEmpty
              ? ": too many to label." : "; each group is named once, at its most central dot, with its token count."),
      ].compactMap { $0 }.joined(separator: " ").nilIfEmpty,
      showsLegend: groups.count > 1 && groups.count <= legendGroups)
    figure.legendMarkers = groups.enumerated().map {
      let g = glyph($0.offset, isCurve: false)
      return (name: groupName($0.offset), colorIndex: g.color, shape: g.shape)
    }
    return figure
  }

  /// For each group, the place that names it: the one with the least total distance to the
  /// group's other places (duration scaled to the map's width, bounce as it is), skipping a place
  /// another group already names. The result maps a place's index to its group.
  static func clusterAnchors(_ places: [(point: Point, group: Int)], xEnd: Double) -> [Int: Int] {
    var anchors: [Int: Int] = [:]
    let groups = Set(places.map(\.group)).sorted()
    for group in groups {
      let members = places.indices.filter { places[$0].group == group }
      func cost(_ i: Int) -> Double {
        members.map { j in
          let dx = (places[i].point.x - places[j].point.x) / max(xEnd, 1e-9)
          let dy = (places[i].point.y - places[j].point.y) / 1.2
          return (dx * dx + dy * dy).squareRoot()
        }.reduce(0, +)
      }
      let taken = Set(anchors.keys.map { places[$0].point }.map { "\($0.x) \($0.y)" })
      let ranked = members.sorted { (cost($0), $0) < (cost($1), $1) }
      if let best = ranked.first(where: { !taken.contains("\(places[$0].point.x) \(places[$0].point.y)") })
        ?? ranked.first
      {
        anchors[best] = group
      }
    }
    return anchors
  }
}

extension String {
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
