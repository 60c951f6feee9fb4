import MotionSpecCatalogue
import MotionSpecCore

/// The catalogue's sequences in `motion-tokens.css`: one `@keyframes` per track, animating one of
/// CSS's individual transform properties (`translate`, `scale`, `rotate`) or `opacity`, and a
/// class that plays them together (`animation: …`), with a stagger's delay from the element's
/// `--motionspec-index`.
///
/// Each keyframe segment carries its own `animation-timing-function`: a timing curve's
/// `cubic-bezier()` (exact), a cubic keyframe's Hermite cubic as a `cubic-bezier()` with handles a
/// third of the way (exact), a spring segment's `linear()` within the export's tolerance, and a
/// jump as `steps(1, jump-start)` to a stop 0.001 % later.
enum CSSSequences {
  /// One stop of a track's `@keyframes`: when (seconds), the value, and the timing to the next.
  struct Stop {
    var time: Double
    var value: Double
    var timing: String?
  }

  /// The class and keyframes names of each sequence: its id in kebab case, unique in the file.
  static func names(_ sequences: [SequenceToken]) -> [String] {
    var used = Set<String>()
    return sequences.map { s in
      var name = Names.kebab(s.path.flatMap(Names.words))
      if name.first?.isNumber == true { name = "sequence-" + name }
      while !used.insert(name).inserted { name += "-2" }
      return name
    }
  }

  static func write(_ sequences: [SequenceToken], tolerance: Double, into lines: inout Lines) {
    guard !sequences.isEmpty else { return }
    lines.add([
      "",
      "/* Sequences: add the class to the element (and --motionspec-index: 0, 1, … to each of a staggered list).",
      " * Each track is an @keyframes of one property; springs are linear() within \(formatNumber(tolerance * 100)) % of each segment's move. */",
    ])
    for (token, name) in zip(sequences, names(sequences)) {
      lines.add("")
      let about = CommentText.lines(["\(token.id)" + (token.description.map { ": " + $0 } ?? "")])
      lines.add("/* " + about.joined(separator: "\n * ") + " */")
      var animations: [String] = []
      for track in token.sequence.tracks.map(\.startingPastItsJumps) {
        let timeline = track.timeline
        let frames = "\(name)-\(track.property.rawValue)"
        let total = max(timeline.duration, 1e-3)
        lines.add("@keyframes \(frames) {")
        lines.nest { lines in
          for stop in stops(timeline, tolerance: tolerance) {
            let percent = NumberTextCSS.percent(stop.time / total)
            var body = "\(declaration(track.property, stop.value));"
            if let timing = stop.timing { body += " animation-timing-function: \(timing);" }
            lines.add("\(percent) { \(body) }")
          }
        }
        lines.add("}")
        animations.append("\(frames) \(formatNumber(LinearEasing.rounded(total * 1000, 3)))ms both")
      }
      lines.add(".\(name) {")
      lines.nest { lines in
        lines.add("animation: \(animations.joined(separator: ", "));")
        if let s = token.sequence.stagger {
          let index = "var(--motionspec-index, 0)"
          let interval = "\(formatNumber(s.interval * 1000))ms"
          let step: String
          switch s.order {
          case .forward: step = index
          case .reverse: step = "(\(s.count - 1) - \(index))"
          case .center:
            step = "round(down, max(2 * \(index) - \(s.count - 1), \(s.count - 1) - 2 * \(index)) / 2, 1)"
          }
          lines.add("/* \(s.count) elements, \(interval) apart (\(s.order.rawValue)) */")
          lines.add("animation-delay: calc(\(step) * \(interval));")
        }
      }
      lines.add("}")
    }
  }

  static func declaration(_ property: AnimatedProperty, _ value: Double) -> String {
    let v = NumberTextCSS.number(value)
    switch property {
    case .position: return "translate: 0 \(v)px"
    case .scale: return "scale: \(v)"
    case .rotation: return "rotate: \(v)deg"
    case .opacity: return "opacity: \(v)"
    }
  }

  /// The stops of a track, from its start to its end.
  static func stops(_ timeline: KeyframeTimeline, tolerance: Double) -> [Stop] {
    var out = [Stop(time: 0, value: timeline.track.initialValue, timing: nil)]
    let jump = max(timeline.duration, 1e-3) * 1e-5
    func finish(_ timing: String, at time: Double, value: Double) {
      out[out.count - 1].timing = timing
      out.append(Stop(time: time, value: value, timing: nil))
    }
    for segment in timeline.segments {
      let t0 = segment.start, d = segment.duration
      switch segment.keyframe {
      case .move(let to):
        finish("steps(1, jump-start)", at: t0 + jump, value: to)
      case .linear(let to, _, let curve) where d > 0:
        switch curve {
        case .bezier(let b): finish(bezier(b.x1, b.y1, b.x2, b.y2), at: t0 + d, value: to)
        case .stops(let p): finish(p.css, at: t0 + d, value: to)
        }
      case .cubic where d > 0:
        cubic(segment, from: 0, to: d, depth: 0, finish)
      case .spring where d > 0:
        spring(segment, from: 0, to: d, tolerance: tolerance, depth: 0, finish)
      case .linear(let to, _, _), .cubic(let to, _, _, _):
        finish("steps(1, jump-start)", at: t0 + jump, value: to)
      case .spring:
        finish("steps(1, jump-start)", at: t0 + jump, value: segment.value(at: 0))
      }
    }
    return out
  }

  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
    "cubic-bezier(\([x1, y1, x2, y2].map(NumberTextCSS.number).joined(separator: ", ")))"
  }

  /// A Hermite cubic's piece `[a, b]` of the segment: a cubic itself, so a `cubic-bezier()` with
  /// handles a third of the way; a piece with one value at both ends is halved.
  static func cubic(
    _ s: KeyframeTimeline.Segment, from a: Double, to b: Double, depth: Int, _ finish: (String, Double, Double) -> Void
  ) {
    let (p0, p1, m0, m1) = (s.value(at: a), s.value(at: b), s.velocity(at: a), s.velocity(at: b))
    let d = b - a
    if abs(p1 - p0) < 1e-9 * max(1, abs(p0)) {
      if depth < 2, abs(m0) + abs(m1) > 1e-9 {
        cubic(s, from: a, to: a + d / 2, depth: depth + 1, finish)
        cubic(s, from: a + d / 2, to: b, depth: depth + 1, finish)
      } else {
        finish("linear", s.start + b, p1)
      }
      return
    }
    finish(bezier(1.0 / 3, m0 * d / 3 / (p1 - p0), 2.0 / 3, 1 - m1 * d / 3 / (p1 - p0)), s.start + b, p1)
  }

  /// A spring segment's piece `[a, b]` as `linear()`, its output the fraction of the piece's
  /// change; a piece that ends where it starts (a spring back to its value) is halved.
  static func spring(
    _ s: KeyframeTimeline.Segment, from a: Double, to b: Double, tolerance: Double, depth: Int,
    _ finish: (String, Double, Double) -> Void
  ) {
    let (p0, p1) = (s.value(at: a), s.value(at: b))
    if abs(p1 - p0) < 1e-6 * max(1, abs(s.keyframe.target - s.startValue)) && depth < 3 {
      spring(s, from: a, to: a + (b - a) / 2, tolerance: tolerance, depth: depth + 1, finish)
      spring(s, from: a + (b - a) / 2, to: b, tolerance: tolerance, depth: depth + 1, finish)
      return
    }
    guard abs(p1 - p0) > 0 else {
      finish("linear", s.start + b, p1)
      return
    }
    let easing = LinearEasing(path: b - a, tolerance: tolerance) { t in (s.value(at: a + t) - p0) / (p1 - p0) }
    finish(easing.piecewiseLinear.css, s.start + b, p1)
  }
}

/// Numbers as CSS writes them (the file's one formatter, at CSS's precision).
enum NumberTextCSS {
  static func number(_ x: Double) -> String { formatNumber(LinearEasing.rounded(x, 4) + 0) }
  static func percent(_ fraction: Double) -> String { formatNumber(LinearEasing.rounded(fraction * 100, 4) + 0) + "%" }
}
