internal import CPlatform
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures

/// `timeline`: a sequence's tracks stacked, each as its value over its velocity; every segment in
/// a colour of its own and named; a spring cut before it settles shown going on, dashed, past its
/// segment's end (where it would have gone); a velocity that jumps at a join marked; a stagger as
/// one bar per element. Every number from the tracks' ``KeyframeTimeline``s.
enum TimelineChart {
  /// What the chart draws without a sequence: a card that rises past its rest and settles.
  static let example = SequenceToken(
    path: ["sheet"],
    sequence: MotionSequence(tracks: [
      KeyframeTrack(
        .position, from: 120,
        [
          .spring(to: -12, duration: 0.22, spring: .snappy, startVelocity: nil),
          .spring(to: 0, duration: nil, spring: .bouncy, startVelocity: nil),
        ]),
      KeyframeTrack(.opacity, from: 0, [.linear(to: 1, duration: 0.15, curve: .bezier(.easeOut))]),
    ]))

  /// A velocity change at a join larger than this fraction of the track's span per second is marked.
  static let jumpThreshold = 1.0

  static func figure(_ sequence: SequenceToken?, token: Token?, _ options: ChartOptions) -> Figure {
    let chosen = sequence ?? token.map(Self.single) ?? example
    let s = chosen.sequence
    let timelines = s.timelines
    // Past the end, far enough to see each cut spring's tail settle (at most twice the sequence).
    var end = s.duration
    for timeline in timelines {
      for segment in timeline.segments { end = max(end, min(tailEnd(segment), 2 * max(s.duration, 0.05))) }
    }
    // A diff's before: its tracks by property, and its length in the window.
    let before = options.sequenceBefore?.sequence
    let beforeTimelines = Dictionary(
      (before?.timelines ?? []).map { ($0.track.property, $0) }, uniquingKeysWith: { a, _ in a })
    if let before { end = max(end, before.duration) }
    let domain = 0...ChartSupport.niceEnd(max(end, 0.05))
    let unit = ChartSupport.unit(options, domain)
    var panels: [Panel] = []
    var racers: [Racer] = []
    // At a small size (a pull request's comment) each track keeps its value and the velocity
    // panels are left out, said in the footnote: stacked, they would leave no room to read.
    let staggered = (s.stagger?.count ?? 1) > 1
    let showsVelocity =
      options.size.height >= 140 * Double(timelines.count) + (staggered ? 80 : 0) + 120

    var color = 0
    for (k, timeline) in timelines.enumerated() {
      let property = timeline.track.property
      let (low, high) = timeline.range
      let span = max(high - low, 1e-9)
      var value = Panel(
        title: title(property), yTitle: axisTitle(property), xDomain: domain,
        yIncludes: [timeline.track.initialValue] + timeline.track.keyframes.map(\.target))
      var velocity = Panel(
        title: "\(title(property)): velocity", yTitle: "\(units(property))/s", xDomain: domain, yIncludes: [0])
      value.heightWeight = 1
      velocity.heightWeight = 0.55
      // A track the change left as it was is drawn once.
      if let old = beforeTimelines[property], old.track != timeline.track {
        let oldDomain = 0...min(max(old.duration, 1e-6), domain.upperBound)
        let (oldLow, oldHigh) = old.range
        value.yIncludes += [oldLow, oldHigh]
        value.series.append(
          Series(
            "\(property.rawValue) before", style: .custom(BeforeAfterCharts.beforeStroke), domain: oldDomain,
            inLegend: false
          ) {
            old.value(at: $0)
          })
        velocity.series.append(
          Series(
            "\(property.rawValue) before", style: .custom(BeforeAfterCharts.beforeStroke), domain: oldDomain,
            inLegend: false
          ) {
            old.velocity(at: $0)
          })
      }
      for (i, segment) in timeline.segments.enumerated() {
        // Solid in the segment's colour: a dash here means a tail, not a palette's pattern.
        let style = SeriesStyle.custom(
          StrokeStyle(color: .series((color + i) % ChartSupport.paletteSize), width: 2, cap: .round))
        let name = "\(property.rawValue) \(i + 1)"
        let start = segment.start
        if segment.duration > 0 {
          value.series.append(
            Series(name, style: style, domain: start...segment.end, inLegend: false, featureScale: segment.duration) {
              segment.value(at: $0 - start)
            })
          velocity.series.append(
            Series(name, style: style, domain: start...segment.end, inLegend: false, featureScale: segment.duration) {
              segment.velocity(at: $0 - start)
            })
          value.annotations.append(
            Annotation(
              label(segment, unit: unit),
              at: Point(x: start + segment.duration / 2, y: segment.value(at: segment.duration / 2)),
              colorIndex: (color + i) % ChartSupport.paletteSize, role: "annotation:segment-\(k + 1)-\(i + 1)"))
        } else {
          value.markers.append(
            Marker(
              at: Point(x: start, y: segment.keyframe.target),
              label: "jumps to \(Format.compact(segment.keyframe.target))",
              colorIndex: (color + i) % ChartSupport.paletteSize, shape: .diamond, role: "marker:move-\(k + 1)-\(i + 1)"
            ))
        }
        // A spring cut before it settles: where it was going, dashed, past the segment's end.
        if case .spring = segment.keyframe, segment.duration > 0, abs(segment.shortfall) > 1e-3 * span {
          let tail = segment.end...min(tailEnd(segment), domain.upperBound)
          if tail.upperBound > tail.lowerBound {
            value.series.append(
              Series(
                "\(name) tail", style: .secondary((color + i) % ChartSupport.paletteSize, dashed: true), domain: tail,
                inLegend: false, featureScale: segment.duration
              ) { segment.value(at: $0 - start) })
          }
          value.markers.append(
            Marker(
              at: Point(x: segment.end, y: segment.value(at: segment.duration)),
              label:
                "cut \(Format.compact(abs(segment.shortfall), decimals: shownDecimals(abs(segment.shortfall)))) \(units(property)) short of \(Format.compact(segment.keyframe.target))",
              colorIndex: (color + i) % ChartSupport.paletteSize, shape: .ring, role: "marker:cut-\(k + 1)-\(i + 1)"))
        }
        // Where the velocity jumps (a linear segment's start and end, a join), the jump is drawn
        // as a vertical stroke in the segment's colour, as the talk draws it, never left a gap.
        let arriving = i > 0 ? timeline.segments[i - 1].velocity(at: timeline.segments[i - 1].duration) : 0
        if segment.duration > 0, abs(segment.velocity(at: 0) - arriving) > 1e-9 * max(1, span) {
          velocity.segments.append(
            Segment(
              from: Point(x: start, y: arriving), to: Point(x: start, y: segment.velocity(at: 0)),
              colorIndex: (color + i) % ChartSupport.paletteSize, width: 2, role: "jump:\(k + 1)-\(i + 1)"))
        }
        if segment.duration > 0, i == timeline.segments.count - 1,
          abs(segment.velocity(at: segment.duration)) > 1e-9 * max(1, span)
        {
          velocity.segments.append(
            Segment(
              from: Point(x: segment.end, y: segment.velocity(at: segment.duration)), to: Point(x: segment.end, y: 0),
              colorIndex: (color + i) % ChartSupport.paletteSize, width: 2, role: "jump:\(k + 1)-end"))
        }
        if i > 0 {
          value.rules.append(Rule(.vertical, at: start, role: "rule:join-\(k + 1)-\(i + 1)"))
          velocity.rules.append(Rule(.vertical, at: start, role: "rule:join-\(k + 1)-\(i + 1)"))
          let before = timeline.segments[i - 1]
          let jump = segment.velocity(at: 0) - before.velocity(at: before.duration)
          if case .move = segment.keyframe {
          } else if abs(jump) > jumpThreshold * span {
            velocity.markers.append(
              Marker(
                at: Point(x: start, y: segment.velocity(at: 0)),
                label: "velocity jumps \(Format.compact(jump, decimals: 1)) /s",
                colorIndex: (color + i) % ChartSupport.paletteSize, shape: .triangle,
                role: "marker:jump-\(k + 1)-\(i + 1)"))
          }
        }
      }
      panels += showsVelocity ? [value, velocity] : [value]
      let from = timeline.track.initialValue
      racers.append(
        Racer(title(property), colorIndex: color % ChartSupport.paletteSize) { (timeline.value(at: $0) - from) / span })
      color += timeline.segments.count
    }
    if let stagger = s.stagger, stagger.count > 1 {
      var bars = Panel(
        title:
          "Stagger: \(stagger.count) elements, \(Format.time(stagger.interval, unit: unit)) apart (\(stagger.order.rawValue))",
        yTitle: "row", xDomain: domain, yDomain: 0...Double(stagger.count + 1))
      bars.heightWeight = 0.5
      for element in 0..<stagger.count {
        let delay = stagger.delay(of: element)
        bars.segments.append(
          Segment(
            from: Point(x: delay, y: Double(element + 1)),
            to: Point(x: delay + s.elementDuration, y: Double(element + 1)),
            colorIndex: 0, width: 3, role: "segment:element-\(element + 1)"))
      }
      panels.append(bars)
    }
    let lasts = "lasts \(Format.time(s.duration, unit: unit))"
    var figure = Figure(
      title: chosen.id,
      subtitle: [chosen.description.map { Token.shown($0) }, lasts].compactMap { $0 }.joined(separator: " — "),
      size: options.size, panels: panels,
      footnote:
        "Each segment in its own colour; dashed: a spring cut before it settles, going on where it was heading. The next segment starts from where the spring is, at its velocity (SwiftUI's keyframes)."
        + (showsVelocity ? "" : " Velocities are drawn at larger sizes.")
        + (before == nil
          ? ""
          : " Olive, dashed: a track as it was before the change (a track left as it was is drawn once)."
            + droppedTracks(before!, now: s)),
      showsLegend: false)
    figure.timeUnit = unit
    figure.racers = racers
    return figure
  }

  /// The tracks a change removed, in words for the footnote ("" when none was).
  static func droppedTracks(_ before: MotionSequence, now: MotionSequence) -> String {
    let gone = before.tracks.map(\.property).filter { now.track($0) == nil }
    return gone.isEmpty ? "" : " No longer animated: " + gone.map(\.rawValue).joined(separator: ", ") + "."
  }

  /// A token as a sequence of one keyframe: its motion from 0 to 1.
  static func single(_ token: Token) -> SequenceToken {
    let keyframe: Keyframe
    switch token.animation.curve {
    case .spring(let spring): keyframe = .spring(to: 1, duration: nil, spring: spring, startVelocity: nil)
    case .timing(let curve): keyframe = .linear(to: 1, duration: curve.duration, curve: curve.easing)
    }
    return SequenceToken(
      path: token.path, description: token.description,
      sequence: MotionSequence(tracks: [KeyframeTrack(.position, [keyframe])]))
  }

  /// When a spring segment's own motion settles (its end for other kinds).
  static func tailEnd(_ segment: KeyframeTimeline.Segment) -> Double {
    guard case .spring(let to, _, let spring, _) = segment.keyframe else { return segment.end }
    let move = to - segment.startValue
    guard abs(move) > 1e-12 else { return segment.end }
    return segment.start
      + spring.settlingDuration(target: 1, initialVelocity: segment.startVelocity / move, epsilon: 0.001)
  }

  static func title(_ property: AnimatedProperty) -> String {
    switch property {
    case .position: "Position"
    case .scale: "Scale"
    case .opacity: "Opacity"
    case .rotation: "Rotation"
    }
  }

  /// A value axis's title: its unit in words where the unit is one sign (a lone `α` or `×`
  /// turned on its side reads as a speck; the velocity axis's `α/s` is three signs, and its short
  /// panel has no room for words).
  static func axisTitle(_ property: AnimatedProperty) -> String {
    switch property {
    case .position: "pt"
    case .scale: "scale"
    case .opacity: "alpha"
    case .rotation: "degrees"
    }
  }

  /// Decimals that show `x` (above 0) to three significant digits — 21.6, 4.31, 0.00412 — up to
  /// six: a shortfall reads at the precision of the other labels, never "21.62 pt".
  static func shownDecimals(_ x: Double) -> Int {
    guard x > 0, x.isFinite else { return 2 }
    return min(6, max(0, 2 - Int(log10(x).rounded(.down))))
  }

  static func units(_ property: AnimatedProperty) -> String {
    switch property {
    case .position: "pt"
    case .scale: "×"
    case .opacity: "α"
    case .rotation: "°"
    }
  }

  /// A segment's name on the chart: its kind and time.
  static func label(_ segment: KeyframeTimeline.Segment, unit: AxisUnit) -> String {
    switch segment.keyframe {
    case .spring(_, let duration, let spring, _):
      let how = duration == nil ? "settles" : "cut at \(Format.time(segment.duration, unit: unit))"
      return
        "spring \(Format.time(spring.duration)), bounce \(Format.compact(spring.bounce, decimals: 2)), \(how)"
    case .cubic: return "cubic \(Format.time(segment.duration, unit: unit))"
    case .linear: return "curve \(Format.time(segment.duration, unit: unit))"
    case .move: return "jump"
    }
  }
}
