import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport

/// Builds a chart's ``Playback`` from the model: tokens through ``PlatformMotion`` (the same
/// `linear()` as `export --to css`), a demonstration's racers through ``LinearEasing``'s path
/// fit, both within ``LinearEasing/defaultTolerance`` of the move.
///
/// Every lane of one chart shares one scale, so a race compares distances truly: the lowest and
/// highest positions any lane reaches map to ``margin`` and 100 % − ``margin`` of the lane.
struct PlaybackBuilder {
  /// The chart's plot areas (from its scene) and its size.
  let plots: [PlotArea]
  let size: Size
  /// Lane space kept free at each end, in percent: the object is drawn centred on its position.
  static let margin = 4.0
  /// Samples per lane when finding the range a motion covers.
  static let rangeSamples = 400

  /// The playback of `tokens` moving over the chart's time window (a token card, a group overlay).
  /// `demonstrates` adds a card's scale and fade lanes and the knobs on its curves: a page of
  /// thousands of cards (whose charts load from files) leaves them to the comparison and the
  /// playground, which keeps the page within its memory (5 000 tokens under 500 MB).
  func tokens(_ tokens: [(token: Token, motion: PlatformMotion)], label: String, demonstrates: Bool = true)
    -> Playback?
  {
    guard let window = timeWindow, !tokens.isEmpty else { return nil }
    let paths = tokens.map { t in { (time: Double) in t.token.animation.value(target: 1, time: time) } }
    let scale = LaneScale(paths: paths, window: window)
    let lanes = tokens.enumerated().map { i, t in
      let css = CSSTiming(t.motion)
      let style =
        scale.ends(from: 0, to: 1) + [
          "--ms-duration: \(css.duration)", "--ms-easing: \(css.easing)", "--ms-delay: \(css.delay)",
          "--ms-iterations: \(css.iterationCount)", "--ms-direction: \(css.direction)",
        ]
      return Playback.Lane(
        key: t.token.id, name: t.token.name, colorIndex: i, secondary: false, style: style.joined(separator: "; "))
    }
    // A token's own card shows what the same curve does to size and opacity as well.
    var all = lanes
    var shared = ""
    if tokens.count == 1 && demonstrates {
      // The three lanes play one timing: it is said once, on the stage, and inherited.
      shared = lanes[0].style
      all[0].name = "moves"
      all[0].style = ""
      for (demo, name) in [(Playback.Lane.Demo.scale, "scales up"), (.fade, "fades in")] {
        var lane = all[0]
        lane.demo = demo
        lane.name = name
        lane.key = tokens[0].token.id + "#" + demo.rawValue
        all.append(lane)
      }
    }
    var played = playback(label: label, window: window, lanes: all)
    played.style = shared
    if demonstrates { played.playheads = knobbed(played.playheads, window: window, tokens: tokens.map(\.token)) }
    return played
  }

  /// The playheads with a knob for each token on the curve its plot draws: the charts that play
  /// tokens (a card, a group overlay) draw position over velocity, in that order.
  func knobbed(_ playheads: [Playback.Playhead], window: ClosedRange<Double>, tokens: [Token]) -> [Playback.Playhead] {
    let timePlots = plots.filter { $0.xIsTime && $0.xDomain == window }
    return zip(playheads, timePlots).enumerated().map { index, pair in
      var (head, plot) = pair
      guard index < 2, plot.yDomain.upperBound > plot.yDomain.lowerBound else { return head }
      head.knobs = tokens.enumerated().map { i, token in
        let a = token.animation
        let quantity: (Double) -> Double =
          index == 0 ? { a.value(target: 1, time: $0) } : { a.velocity(target: 1, time: $0) }
        let low = plot.yDomain.lowerBound, height = plot.yDomain.upperBound - low
        let track = LinearEasing(track: window.upperBound - window.lowerBound, tolerance: Self.knobTolerance) {
          (quantity(window.lowerBound + $0) - low) / height
        }
        return Playback.Knob(colorIndex: i, style: "--knob-track: \(CSSTiming.easing(track))")
      }
      return head
    }
  }

  /// How far a knob may stray from its curve, as a share of the plot's height (0.3 %: about half
  /// a pixel on a plot 200 px high).
  static let knobTolerance = 0.003

  /// The playback of a demonstration's racers (the explainers): each racer's path over the
  /// window, normalised by its start and end and fitted as one `linear()`.
  func racers(_ racers: [Racer], key: String, label: String) -> Playback? {
    guard let window = timeWindow, !racers.isEmpty else { return nil }
    let start = window.lowerBound, length = window.upperBound - window.lowerBound
    let scale = LaneScale(paths: racers.map(\.position), window: window)
    var lanes: [Playback.Lane] = []
    for (i, racer) in racers.enumerated() {
      let from = racer.position(start), to = racer.position(window.upperBound)
      guard abs(to - from) > 1e-9 * max(1, abs(scale.high - scale.low)) else { continue }  // goes nowhere
      let easing = LinearEasing(path: length) { (racer.position(start + $0) - from) / (to - from) }
      let style =
        scale.ends(from: from, to: to) + [
          "--ms-duration: \(CSSTiming.seconds(length))", "--ms-easing: \(CSSTiming.easing(easing))", "--ms-delay: 0s",
          "--ms-iterations: 1", "--ms-direction: normal",
        ]
      lanes.append(
        Playback.Lane(
          key: "\(key)/\(i)", name: racer.name, colorIndex: racer.colorIndex, secondary: racer.isSecondary,
          style: style.joined(separator: "; ")))
    }
    return lanes.isEmpty ? nil : playback(label: label, window: window, lanes: lanes)
  }

  /// The playback of a sequence's timeline: a lane per track on its own scale (the track's lowest
  /// and highest values at the lane's ends), a scale track growing and an opacity track fading in
  /// place; a staggered sequence adds the next elements playing its first track after their
  /// delays (at most ``staggerLanes`` in all). Each lane's `linear()` follows the track over the
  /// chart's window within ``LinearEasing/defaultTolerance`` of its range, so the lanes move in
  /// step with the playheads.
  func sequence(_ sequence: MotionSequence, key: String, label: String) -> Playback? {
    guard let window = timeWindow, !sequence.tracks.isEmpty else { return nil }
    let start = window.lowerBound, length = window.upperBound - window.lowerBound
    var lanes: [Playback.Lane] = []
    func lane(_ timeline: KeyframeTimeline, delay: Double, name: String, colorIndex: Int, secondary: Bool, key: String)
      -> Playback.Lane?
    {
      let (low, high) = timeline.range
      guard high - low > 1e-9 * max(1, abs(high), abs(low)) else { return nil }  // a track that holds still
      let easing = LinearEasing(track: length, tolerance: LinearEasing.defaultTolerance) {
        (timeline.value(at: start + $0 - delay) - low) / (high - low)
      }
      let demo: Playback.Lane.Demo
      switch timeline.track.property {
      case .scale: demo = .scale
      case .opacity: demo = .fade
      case .position, .rotation: demo = .move
      }
      /// Where `v` is between the track's lowest (0) and highest (1) values.
      func fraction(_ v: Double) -> String { formatNumber(LinearEasing.rounded((v - low) / (high - low), 4) + 0) }
      let style = [
        "--ms-from: \(Self.percent(Self.margin / 100))", "--ms-to: \(Self.percent(1 - Self.margin / 100))",
        "--ms-rest-p: \(fraction(timeline.value(at: 0)))",
        "--ms-end-p: \(fraction(timeline.value(at: timeline.duration)))",
        "--ms-duration: \(CSSTiming.seconds(length))", "--ms-easing: \(CSSTiming.easing(easing))", "--ms-delay: 0s",
        "--ms-iterations: 1", "--ms-direction: normal",
      ]
      return Playback.Lane(
        key: key, name: name, colorIndex: colorIndex, secondary: secondary, style: style.joined(separator: "; "),
        demo: demo)
    }
    var color = 0
    let timelines = sequence.timelines
    for (k, timeline) in timelines.enumerated() {
      if let made = lane(
        timeline, delay: 0, name: timeline.track.property.rawValue, colorIndex: color % ChartSupport.paletteSize,
        secondary: false, key: "\(key)/\(k)")
      {
        lanes.append(made)
      }
      color += timeline.segments.count
    }
    if let stagger = sequence.stagger, stagger.count > 1, let first = timelines.first {
      for element in 1..<min(stagger.count, Self.staggerLanes) {
        let delay = stagger.delay(of: element) - stagger.delay(of: 0)
        if let made = lane(
          first, delay: delay, name: "element \(element + 1)", colorIndex: 0, secondary: true,
          key: "\(key)/element-\(element + 1)")
        {
          lanes.append(made)
        }
      }
    }
    return lanes.isEmpty ? nil : playback(label: label, window: window, lanes: lanes)
  }

  /// The most elements of a stagger the page plays (the first track's lanes included).
  static let staggerLanes = 5

  /// The time window of the chart's first time plot.
  var timeWindow: ClosedRange<Double>? {
    guard let plot = plots.first(where: \.xIsTime), plot.xDomain.upperBound > plot.xDomain.lowerBound else {
      return nil
    }
    return plot.xDomain
  }

  func playback(label: String, window: ClosedRange<Double>, lanes: [Playback.Lane]) -> Playback {
    Playback(
      label: label, window: CSSTiming.seconds(window.upperBound - window.lowerBound), lanes: lanes,
      playheads: playheads(window))
  }

  /// A playhead over each of the chart's time plots that shows `window`.
  func playheads(_ window: ClosedRange<Double>) -> [Playback.Playhead] {
    plots.filter { $0.xIsTime && $0.xDomain == window }.map { p in
      let r = p.rect
      let percents = [
        ("left", r.x / size.width), ("top", r.y / size.height), ("width", r.width / size.width),
        ("height", r.height / size.height),
      ]
      return Playback.Playhead(style: percents.map { "--ph-\($0.0): \(Self.percent($0.1))" }.joined(separator: "; "))
    }
  }

  /// A fraction as a CSS percentage, to 0.001 %.
  static func percent(_ fraction: Double) -> String { formatNumber(LinearEasing.rounded(fraction * 100, 3)) + "%" }
}

/// Maps positions to places on a lane: the range every path covers over the window, with
/// ``PlaybackBuilder/margin`` free at each end.
struct LaneScale {
  let low: Double
  let high: Double

  init(paths: [(Double) -> Double], window: ClosedRange<Double>) {
    var low = Double.infinity, high = -Double.infinity
    for path in paths {
      for i in 0...PlaybackBuilder.rangeSamples {
        let v = path(
          window.lowerBound + (window.upperBound - window.lowerBound) * Double(i) / Double(PlaybackBuilder.rangeSamples)
        )
        guard v.isFinite else { continue }
        low = min(low, v)
        high = max(high, v)
      }
    }
    if !(high > low) { (low, high) = (0, 1) }
    self.low = low
    self.high = high
  }

  /// The lane percentage of position `v`.
  func place(_ v: Double) -> Double {
    PlaybackBuilder.margin + (100 - 2 * PlaybackBuilder.margin) * (v - low) / (high - low)
  }

  /// `--ms-from` and `--ms-to` for a motion from `from` to `to`.
  func ends(from: Double, to: Double) -> [String] {
    [
      "--ms-from: \(PlaybackBuilder.percent(place(from) / 100))",
      "--ms-to: \(PlaybackBuilder.percent(place(to) / 100))",
    ]
  }
}
