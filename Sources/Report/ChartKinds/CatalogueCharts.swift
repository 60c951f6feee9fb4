import Charts
import Motion
import Spec

/// `catalogue`: small multiples of every token, with its key numbers in the panel title.
enum CatalogueChart {
  /// Small multiples stay legible, and within image size limits, up to this many tokens.
  static let maximumTokens = 60

  static func figure(_ tokens: [Token], _ options: ChartOptions) throws(ChartError) -> Figure {
    guard tokens.count <= maximumTokens else {
      throw ChartError(.usage, "chart 'catalogue' draws at most \(maximumTokens) tokens as small multiples; \(tokens.count) given — choose some with --token, or use the parameter map")
    }
    let columns = tokens.count <= 4 ? tokens.count : tokens.count <= 9 ? 3 : 4
    let rows = (tokens.count + columns - 1) / columns
    let domain = ChartSupport.timeDomain(tokens.map(\.animation), epsilon: options.epsilon)
    let panels = tokens.map { t -> Panel in
      let a = t.animation
      let settle = a.settlingTime(target: 1, initialVelocity: 0, epsilon: options.epsilon)
      var p = Panel(title: t.name, yTitle: "", xDomain: domain, yIncludes: [0, 1])
      p.caption = numbers(a, settle: settle)
      p.rules = [Rule(.horizontal, at: 0, role: "rule:start"), Rule(.horizontal, at: 1, role: "rule:target")]
      p.series = [Series(t.name, style: .palette(0), breaks: a.discontinuities, inLegend: false, ChartSupport.position(a))]
      if settle.isFinite { p.rules.append(Rule(.vertical, at: settle, colorIndex: 1, role: "rule:settling")) }
      return p
    }
    let height = max(options.size.height, 110 + Double(rows) * 170)
    return Figure(
      title: "Motion tokens", subtitle: "\(tokens.count) tokens · position over time · orange line: settled within \(Format.compact(options.epsilon * 100, decimals: 2)) %",
      size: Size(width: max(options.size.width, Double(columns) * 260), height: height), columns: columns, panels: panels,
      showsLegend: false)
  }

  static func numbers(_ a: Animation, settle: Double) -> String {
    if let s = a.spring {
      return "\(Format.compact(s.duration, decimals: 2)) s · bounce \(Format.compact(s.bounce, decimals: 2)) · settles \(Format.seconds(settle))"
    }
    return "\(Format.compact(a.perceptualDuration, decimals: 2)) s timing curve"
  }
}

/// `parameter-map`: every spring token placed by duration (x) and bounce (y), with the guidance
/// zones of the talk and the seed articles shaded.
enum ParameterMapChart {
  static let exaggeratedBounce = 0.4
  static let responseRange = 0.15...0.8

  static func figure(_ tokens: [Token], _ options: ChartOptions) throws(ChartError) -> Figure {
    let springs = tokens.compactMap { t in t.animation.spring.map { (t, $0) } }
    guard !springs.isEmpty else { throw ChartError(.data, "chart 'parameter-map' places springs; none of the \(tokens.count) tokens is a spring") }
    let maxDuration = max(1.0, (springs.map(\.1.duration).max() ?? 1) * 1.1)
    var p = Panel(title: nil, xTitle: "Duration (s)", yTitle: "Bounce", xIsTime: false, xDomain: 0...(ceil(maxDuration * 10) / 10), yDomain: -0.5...1)
    p.bands = [
      Band(.horizontal, exaggeratedBounce...1, label: "bounce above \(Format.compact(exaggeratedBounce)) may feel exaggerated", colorIndex: 1, opacity: 0.10, role: "band:bounce"),
      Band(.vertical, 0...responseRange.lowerBound, label: "too fast", colorIndex: 4, opacity: 0.12, role: "band:fast"),
      Band(.vertical, responseRange.upperBound...p.xDomain.upperBound, label: "slower than 0.8 s", colorIndex: 4, opacity: 0.12, role: "band:slow"),
    ]
    p.rules = [Rule(.horizontal, at: 0, label: "critically damped", role: "rule:critical")]
    // Tokens with the same duration and bounce share one marker and one label.
    var places: [(Point, [String])] = []
    for (t, s) in springs {
      let p = Point(x: (s.duration * 1000).rounded() / 1000, y: (max(-0.5, min(1, s.bounce)) * 1000).rounded() / 1000)
      if let i = places.firstIndex(where: { $0.0 == p }) { places[i].1.append(t.name) } else { places.append((p, [t.name])) }
    }
    // Beyond 40 places labels would bury the map: the dots alone show the system's shape.
    let labelled = places.count <= 40
    for (i, (point, names)) in places.enumerated() {
      p.markers.append(Marker(at: point, label: labelled ? names.joined(separator: ", ") : nil, colorIndex: i % 6, role: "marker:\(names[0])"))
    }
    let skipped = tokens.count - springs.count
    return Figure(
      title: "The motion system at a glance", subtitle: "\(springs.count) spring tokens by duration and bounce",
      size: options.size, panels: [p],
      footnote: [skipped > 0 ? "\(skipped) timing-curve tokens have no bounce and are not placed." : nil, labelled ? nil : "\(places.count) distinct springs: too many to label."].compactMap { $0 }.joined(separator: " ").nilIfEmpty,
      showsLegend: false)
  }
}

extension String {
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
