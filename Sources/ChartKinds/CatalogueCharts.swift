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
    let columns = tokens.count <= 4 ? tokens.count : tokens.count <= 9 ? 3 : 4
    let rows = (tokens.count + columns - 1) / columns
    let metrics = tokens.map { AnimationMetrics($0.animation, options.conditions) }
    let domain = ChartSupport.window(metrics, animations: tokens.map(\.animation))
    let unit = ChartSupport.unit(options, domain)
    let panels = zip(tokens, metrics).map { t, m -> Panel in
      var p = Panel(title: t.name, yTitle: "", xDomain: domain, yIncludes: [0, 1])
      p.caption = caption(m, unit: unit)
      p.rules = [Rule(.horizontal, at: 0, role: "rule:start"), Rule(.horizontal, at: 1, role: "rule:target")]
      p.series = [ChartSupport.series(t.name, t.animation, m, style: .palette(0)).0]
      if let settle = m.settling.exact {
        p.rules.append(Rule(.vertical, at: settle, colorIndex: 1, role: "rule:settling"))
      }
      return p
    }
    let height = max(options.size.height, 110 + Double(rows) * 170)
    var figure = Figure(
      title: "Motion tokens",
      subtitle:
        "\(tokens.count) tokens · position over time · orange line: settled within \(Format.compact(options.epsilon * 100, decimals: 2)) %",
      size: Size(width: max(options.size.width, Double(columns) * 260), height: height), columns: columns,
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
    let springs = tokens.compactMap { t in t.animation.spring.map { (t, $0) } }
    guard !springs.isEmpty else {
      throw ChartError(.data, "chart 'parameter-map' places springs; none of the \(tokens.count) tokens is a spring")
    }
    let durations = springs.map(\.1.duration), bounces = springs.map(\.1.bounce)
    let xEnd = ChartSupport.niceEnd(max(1, durations.max()! * 1.1))
    let yLow = max(-1, min(-0.2, bounces.min()! - 0.1)), yHigh = min(1.05, max(0.6, bounces.max()! + 0.1))
    var p = Panel(
      title: nil, xTitle: "Spring duration (s)", yTitle: "Bounce", xIsTime: false, xDomain: 0...xEnd,
      yDomain: yLow...yHigh)
    p.bands = [
      Band(
        .horizontal, exaggeratedBounce...yHigh,
        label: "bounce above \(Format.compact(exaggeratedBounce)) may feel exaggerated", colorIndex: 1, opacity: 0.10,
        role: "band:bounce"),
      Band(.vertical, 0...responseRange.lowerBound, label: "too fast", colorIndex: 4, opacity: 0.12, role: "band:fast"),
      Band(
        .vertical, responseRange.upperBound...xEnd, label: "slower than 0.8 s", colorIndex: 4, opacity: 0.12,
        role: "band:slow"),
    ]
    p.rules = [Rule(.horizontal, at: 0, label: "critically damped", role: "rule:critical")]
    // Colour is the token's group; tokens with the same spring share one marker and one label.
    let groups = springs.map(\.0.group).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    var places: [(point: Point, names: [String], group: Int)] = []
    for (t, s) in springs {
      let point = Point(x: s.duration, y: s.bounce)
      let group = groups.firstIndex(of: t.group)!
      if let i = places.firstIndex(where: {
        abs($0.point.x - point.x) < 1e-9 && abs($0.point.y - point.y) < 1e-9 && $0.group == group
      }) {
        places[i].names.append(t.name)
      } else {
        places.append((point, [t.name], group))
      }
    }
    // Beyond 40 places labels would bury the map: the dots alone show the system's shape.
    let labelled = places.count <= 40
    for place in places {
      p.markers.append(
        Marker(
          at: place.point, label: labelled ? place.names.joined(separator: ", ") : nil, colorIndex: place.group,
          role: "marker:\(place.names[0])"))
    }
    let skipped = tokens.count - springs.count
    var figure = Figure(
      title: "The motion system at a glance", subtitle: "\(springs.count) spring tokens by duration and bounce",
      size: options.size, panels: [p],
      footnote: [
        skipped > 0 ? "\(skipped) timing-curve tokens have no bounce and are not placed." : nil,
        labelled ? nil : "\(places.count) distinct springs: too many to label.",
      ].compactMap { $0 }.joined(separator: " ").nilIfEmpty,
      showsLegend: groups.count > 1)
    figure.legendMarkers = groups.enumerated().map {
      (name: $0.element.isEmpty ? "ungrouped" : $0.element, colorIndex: $0.offset)
    }
    return figure
  }
}

extension String {
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
