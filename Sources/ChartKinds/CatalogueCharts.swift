import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures

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
package enum ParameterMapChart {
  static let exaggeratedBounce = 0.4
  static let responseRange = 0.15...0.8
  /// How tall the timing curves' strip is beside the map (a fraction of the map's height).
  static let stripWeight = 0.2
  /// The most groups the legend names (7 colours × 5 shapes); one dot per token name up to
  /// ``labelledPlaces`` places and ``legendGroups`` groups.
  static let legendGroups = 35
  static let labelledPlaces = 40
  static let labelledGroups = 12

  static func figure(_ tokens: [Token], _ options: ChartOptions) throws(ChartError) -> Figure {
    // A spring by its duration and bounce. A timing curve has no bounce: it is not a spring at
    // bounce 0, so it goes in a strip of its own under the map, by its duration. An instant has
    // no place on a map of motion.
    let placed = tokens.indices.compactMap { i in Place(tokens[i]).map { (index: i, token: tokens[i], place: $0) } }
    guard !placed.isEmpty else {
      throw ChartError(.data, "chart 'parameter-map' places tokens by duration; none of the \(tokens.count) has one")
    }
    let springs = placed.filter { !$0.place.isCurve }, curves = placed.filter(\.place.isCurve)
    let bounces = springs.map(\.place.bounce)
    let xEnd = durationEnd(tokens)
    let yLow = max(-1, min(-0.2, (bounces.min() ?? 0) - 0.1)), yHigh = min(1.05, max(0.6, (bounces.max() ?? 0) + 0.1))
    let durationBands = [
      Band(.vertical, 0...responseRange.lowerBound, label: "too fast", mark: .zone, role: "band:fast"),
      Band(
        .vertical, responseRange.upperBound...xEnd,
        label: "slower than \(Format.time(responseRange.upperBound))", mark: .zone,
        role: "band:slow"),
    ]
    var p = Panel(
      title: curves.isEmpty ? nil : "Springs", xTitle: "Duration", yTitle: "Bounce",
      xDomain: 0...xEnd, yDomain: yLow...yHigh)
    p.bands =
      [
        Band(
          .horizontal, exaggeratedBounce...yHigh,
          label: "bounce above \(Format.compact(exaggeratedBounce)) may feel exaggerated", mark: .zone,
          role: "band:bounce"),
        Band(
          .horizontal, yLow...0, label: "bounce below 0: overdamped, slower than it needs to be", mark: .zone,
          role: "band:overdamped"),
      ] + durationBands
    p.rules = [Rule(.horizontal, at: 0, label: "critically damped", role: "rule:critical")]
    var strip = Panel(
      title: "Timing curves: no bounce, by duration", xTitle: "Duration", yTitle: "",
      xDomain: 0...xEnd, yDomain: 0...1)
    strip.heightWeight = stripWeight
    strip.showsYTicks = false
    strip.bands = durationBands.map {
      var band = $0
      band.label = nil
      return band
    }
    // Colour is the token's group; tokens in the same place share one marker and one label.
    let groups = placed.map(\.token.group).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let labelled = isLabelled(tokens)
    let lanes = curveLanes(tokens, xEnd: xEnd)
    // One dot per place (a curve's also by its lane, which sets curves of one duration apart when
    // the map is not named).
    struct Dot: Hashable {
      let place: Place
      let lane: Double?
    }
    var places: [(point: Point, names: [String], group: Int, isCurve: Bool)] = []
    var dots: [Dot: Int] = [:]
    for item in placed {
      let lane = item.place.isCurve ? lanes[item.index] ?? 0.5 : nil
      let dot = Dot(place: item.place, lane: lane)
      if let i = dots[dot] {
        places[i].names.append(item.token.name)
      } else {
        dots[dot] = places.count
        places.append(
          (
            Point(x: item.place.duration, y: lane ?? item.place.bounce), [item.token.name],
            groups.firstIndex(of: item.token.group)!, item.place.isCurve
          ))
      }
    }
    // Up to seven groups (the palette's colours) a group is a colour; beyond, a group is a colour
    // and a shape together (7 × 5 = 35 glyphs, then they repeat).
    let colors = ChartSupport.paletteSize
    let byShape = groups.count > colors
    func glyph(_ group: Int) -> (color: Int, shape: Marker.Shape) {
      guard byShape else { return (group, .circle) }
      let shapes: [Marker.Shape] = [.circle, .triangle, .square, .diamond, .ring]
      return (group % colors, shapes[(group / colors) % shapes.count])
    }
    func groupName(_ g: Int) -> String { groups[g].isEmpty ? "ungrouped" : groups[g] }
    for place in places {
      let g = glyph(place.group)
      let marker = Marker(
        at: place.point, label: labelled ? place.names.joined(separator: ", ") : nil, colorIndex: g.color,
        shape: g.shape, role: "marker:\(place.names[0])")
      if place.isCurve { strip.markers.append(marker) } else { p.markers.append(marker) }
    }
    // Dots on one point hide each other (curves past the strip's five rows at one duration, one
    // place in several groups, tokens sharing a place on an unnamed map): each panel says how
    // many of its tokens are under another's dot.
    for (isCurve, kind) in [(false, "springs"), (true, "curves")] {
      let here = places.filter { $0.isCurve == isCurve }
      // (A named map lists every name of a shared dot in its label.)
      let hidden = (labelled ? here.count : here.reduce(0) { $0 + $1.names.count }) - Set(here.map(\.point)).count
      guard hidden > 0 else { continue }
      let caption = "\(hidden) \(hidden == 1 ? String(kind.dropLast()) : kind) drawn under another's dot"
      if isCurve { strip.caption = caption } else { p.caption = caption }
    }
    let skipped = tokens.count - placed.count
    let legend = groups.count > 1
    var figure = Figure(
      title: "The motion system at a glance",
      subtitle: "\(springs.count) spring tokens by duration and bounce"
        + (curves.isEmpty ? "" : ", \(curves.count) timing curves by duration"),
      size: options.size, panels: curves.isEmpty ? [p] : [p, strip],
      footnote: [
        skipped > 0 ? "\(skipped) instant tokens (duration 0) are not placed." : nil,
        labelled
          ? nil
          : "\(places.count) distinct places: the legend names each group by its colour"
            + (byShape ? " and shape" : "") + "."
            + (groups.count > legendGroups
              ? " Beyond \(legendGroups) groups, colour and shape repeat; the legend lists the first \(legendGroups)."
              : ""),
      ].compactMap { $0 }.joined(separator: " ").nilIfEmpty,
      showsLegend: legend)
    figure.sharedX = true
    figure.legendMarkers = groups.prefix(legendGroups).indices.map {
      let g = glyph($0)
      return (name: groupName($0), colorIndex: g.color, shape: g.shape)
    }
    return figure
  }

  /// Whether each dot is named: up to ``labelledPlaces`` places (tokens at one duration and
  /// bounce in one group share a place) and ``labelledGroups`` groups. Beyond, names would bury
  /// the map and leaders from each group's dots would cross it: the legend names the groups, each
  /// by its colour and shape, so every group can be found.
  package static func isLabelled(_ tokens: [Token]) -> Bool {
    var places = Set<Place>(), groups = Set<String>()
    for t in tokens {
      guard let place = Place(t) else { continue }
      places.insert(place)
      groups.insert(t.group)
      if places.count > labelledPlaces || groups.count > labelledGroups { return false }
    }
    return true
  }

  /// A token's place on the map: its group, whether it is a timing curve (drawn in the strip under
  /// the map), its duration and its bounce (a spring's; a curve has none). Tokens with one place
  /// share a dot and a label: ``isLabelled(_:)`` counts places, and ``figure(_:_:)`` draws one dot
  /// for each. An instant (duration 0) has no place.
  package struct Place: Hashable {
    let group: String
    let isCurve: Bool
    package let duration: Double
    package let bounce: Double

    package init?(_ t: Token) {
      switch t.animation.curve {
      case .spring(let s): (group, isCurve, duration, bounce) = (t.group, false, s.duration, s.bounce)
      case .timing(let c):
        guard c.duration > 0 else { return nil }
        (group, isCurve, duration, bounce) = (t.group, true, c.duration, 0)
      }
    }
  }

  /// Where each timing curve sits in the strip (0…1, from the bottom), `nil` for a token that is
  /// not a timing curve with a duration. On a named map every curve is on the strip's middle
  /// line (curves of one duration and group share a dot and a name). Otherwise curves go in
  /// order of duration, each in the lowest of five rows whose last dot it does not touch (on a
  /// map `xEnd` seconds wide), so equal durations stack instead of hiding each other. The page's
  /// map places its dots from the same numbers (``PageData``).
  package static func curveLanes(_ tokens: [Token], xEnd: Double) -> [Double?] {
    let curves = tokens.indices.compactMap { i -> (index: Int, duration: Double)? in
      guard case .timing(let c) = tokens[i].animation.curve, c.duration > 0 else { return nil }
      return (i, c.duration)
    }
    .sorted { ($0.duration, $0.index) < ($1.duration, $1.index) }
    var out = [Double?](repeating: nil, count: tokens.count)
    if isLabelled(tokens) {
      for curve in curves { out[curve.index] = 0.5 }
      return out
    }
    let rows = 5
    // A dot is about 1.2 % of the map's width across.
    let apart = xEnd * 0.012
    var last = [Double](repeating: -.infinity, count: rows)
    for curve in curves {
      let row = last.indices.first { curve.duration - last[$0] >= apart } ?? last.indices.min { last[$0] < last[$1] }!
      last[row] = curve.duration
      out[curve.index] = (Double(row) + 0.5) / Double(rows)
    }
    return out
  }

  /// The map's duration axis end for `tokens` (what ``figure(_:_:)`` draws).
  package static func durationEnd(_ tokens: [Token]) -> Double {
    let durations = tokens.compactMap { t -> Double? in
      switch t.animation.curve {
      case .spring(let s): s.duration
      case .timing(let c): c.duration > 0 ? c.duration : nil
      }
    }
    return ChartSupport.niceEnd(max(1, (durations.max() ?? 1) * 1.1))
  }
}

extension String {
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
