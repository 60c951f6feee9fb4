import MotionSpecCore

/// How springs (and anything else that is no Bézier) become Lottie keyframes.
public enum LottieSprings: Hashable, Sendable {
  /// One keyframe per frame, as Bodymovin bakes them: exact at every frame, straight lines between.
  case baked
  /// Cubic keyframes (each a Hermite piece of the motion, which a Lottie Bézier easing draws
  /// exactly), as few as keep the largest error within `tolerance` (a fraction of the move).
  case fitted(tolerance: Double)
}

/// One scalar property's Lottie keyframes, built from the model: Bézier segments exactly, other
/// motion baked or fitted (``LottieSprings``), with the largest error that costs.
struct LottieScalarKeys {
  /// A keyframe: at frame `t`, value `value`; `easing` shapes the way to the next keyframe
  /// (Lottie's `o` and `i`: the first and second control points, in fractions of the time and
  /// of the change); `hold` keeps the value until the next keyframe.
  struct Key: Equatable {
    var t: Double
    var value: Double
    var easing: (x1: Double, y1: Double, x2: Double, y2: Double)? = nil
    var hold = false

    static func == (a: Key, b: Key) -> Bool {
      a.t == b.t && a.value == b.value && a.hold == b.hold
        && a.easing.map { [$0.x1, $0.y1, $0.x2, $0.y2] }
          == b.easing.map { [$0.x1, $0.y1, $0.x2, $0.y2] }
    }
  }

  let frameRate: Double
  let springs: LottieSprings
  /// The size of the move errors are measured against (the track's span, at least 1e-9).
  let scale: Double
  private(set) var keys: [Key] = []
  /// The largest difference from the model, in the property's units, between the keyframes.
  private(set) var maximumError = 0.0
  /// Whether every keyframe is the model's own Bézier (nothing baked or fitted).
  private(set) var isExact = true

  /// Seconds every key is moved later by (a staggered element's delay): frames are counted on
  /// the composition's clock, so baked keys fall on its frames.
  let delay: Double
  /// When set, fitted pieces are cut only on multiples of this many frames (Compose's whole
  /// milliseconds), so that no key falls between them.
  let grid: Double?

  init(frameRate: Double, springs: LottieSprings, scale: Double, delay: Double = 0, grid: Double? = nil) {
    self.frameRate = frameRate
    self.delay = delay
    self.grid = grid
    self.springs = springs
    self.scale = max(scale, 1e-9)
  }

  /// The keys of a whole keyframe track, from its first instant to its end.
  init(
    _ timeline: KeyframeTimeline, frameRate: Double, springs: LottieSprings, scale: Double, delay: Double = 0,
    grid: Double? = nil
  ) {
    self.init(frameRate: frameRate, springs: springs, scale: scale, delay: delay, grid: grid)
    start(at: 0, value: timeline.track.initialValue)
    for segment in timeline.segments { append(segment) }
  }

  /// The composition's frame at `seconds` of the motion.
  func frame(_ seconds: Double) -> Double { (seconds + delay) * frameRate }

  mutating func start(at seconds: Double, value: Double) {
    keys.append(Key(t: frame(seconds), value: value))
  }

  /// Adds `segment`, which starts where the keys end.
  mutating func append(_ segment: KeyframeTimeline.Segment) {
    let t0 = segment.start, d = segment.duration
    switch segment.keyframe {
    case .move(let to):
      jump(at: t0, to: to)
    case .linear(let to, _, let curve):
      guard d > 0 else { return jump(at: t0, to: to) }
      switch curve {
      case .bezier(let b):
        bezier(from: t0, duration: d, to: to, (b.x1, b.y1, b.x2, b.y2))
      case .stops(let stops):
        // Each piece of the curve is a straight keyframe; where one piece ends away from the next one's start, a jump.
        let change = to - segment.startValue
        for piece in stops.pieces where piece.end > piece.start {
          let from = segment.startValue + change * piece.from
          if let last = keys.last, abs(last.value - from) > 1e-12 * scale { jump(at: t0 + piece.start * d, to: from) }
          bezier(
            from: t0 + piece.start * d, duration: (piece.end - piece.start) * d,
            to: segment.startValue + change * piece.to, (0, 0, 1, 1))
        }
      }
    case .cubic(let to, _, _, _):
      guard d > 0 else { return jump(at: t0, to: to) }
      // A Hermite cubic in time is a Bézier with handles a third of the way: exact.
      let change = to - segment.startValue
      if abs(change) > 1e-12 * scale {
        bezier(
          from: t0, duration: d, to: to,
          (1.0 / 3, segment.startVelocity * d / 3 / change, 2.0 / 3, 1 - segment.endVelocity * d / 3 / change))
      } else {
        function(
          from: t0, to: t0 + d, value: { segment.value(at: $0 - t0) }, velocity: { segment.velocity(at: $0 - t0) })
      }
    case .spring:
      guard d > 0 else { return jump(at: t0, to: segment.value(at: 0)) }
      function(from: t0, to: t0 + d, value: { segment.value(at: $0 - t0) }, velocity: { segment.velocity(at: $0 - t0) })
    }
  }

  /// The value jumps at `seconds` (a hold, then a keyframe at the same frame).
  mutating func jump(at seconds: Double, to value: Double) {
    // A jump at the track's first instant replaces its first value: the model is at the new value
    // from its start, and a player gives the first key's value at and before its time (a hold key
    // there showed the value before the jump at that frame, and before a staggered element's delay).
    if keys.count == 1, keys[0].t == frame(seconds) {
      keys[0].value = value
      return
    }
    guard var last = keys.popLast() else { return start(at: seconds, value: value) }
    if last.t < frame(seconds) {
      last.hold = true
      keys.append(last)
      keys.append(Key(t: frame(seconds), value: last.value, hold: true))
    } else {
      last.hold = true
      keys.append(last)
    }
    keys.append(Key(t: frame(seconds), value: value))
  }

  /// A Bézier-eased segment from the last key to `to`, `duration` seconds long: exact.
  mutating func bezier(
    from seconds: Double, duration: Double, to value: Double, _ easing: (Double, Double, Double, Double)
  ) {
    if keys.isEmpty { start(at: seconds, value: value) }
    keys[keys.count - 1].easing = easing
    keys.append(Key(t: frame(seconds + duration), value: value))
  }

  /// Any motion given by its value and velocity over `[from, to]` seconds, baked or fitted.
  mutating func function(
    from t0: Double, to t1: Double, value f: (Double) -> Double, velocity v: (Double) -> Double
  ) {
    if keys.isEmpty { start(at: t0, value: f(t0)) }
    isExact = false
    switch springs {
    case .baked:
      // A keyframe on every frame of the composition inside the segment, and at its end.
      var times: [Double] = []
      var n = ((t0 + delay) * frameRate).rounded(.down) + 1
      while n / frameRate - delay < t1 - 1e-9 {
        times.append(n / frameRate - delay)
        n += 1
      }
      times.append(t1)
      var previous = t0
      for t in times {
        line(from: previous, to: t, f)
        previous = t
      }
    case .fitted(let tolerance):
      hermite(from: t0, to: t1, f, v, tolerance: tolerance * scale, depth: 0)
    }
  }

  /// A straight piece to `f(t1)`, measuring how far the motion strays from it.
  mutating func line(from t0: Double, to t1: Double, _ f: (Double) -> Double) {
    let a = f(t0), b = f(t1)
    // The chord's largest distance from the motion: on 16 steps, then refined around the largest
    // by golden-section search (a steep end of a curve puts it far from the middle; the figure
    // the file states is this maximum, so it must not be a sample's).
    func gap(_ u: Double) -> Double { abs(a + (b - a) * u - f(t0 + (t1 - t0) * u)) }
    var best = 0
    for k in 1..<16 where gap(Double(k) / 16) > gap(Double(best) / 16) { best = k }
    var (lo, hi) = (Double(max(best - 1, 0)) / 16, Double(min(best + 1, 16)) / 16)
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<24 {
      let (m1, m2) = (hi - ratio * (hi - lo), lo + ratio * (hi - lo))
      if gap(m1) < gap(m2) { lo = m1 } else { hi = m2 }
    }
    maximumError = max(maximumError, gap(Double(best) / 16), gap((lo + hi) / 2))
    keys[keys.count - 1].easing = (0, 0, 1, 1)
    keys.append(Key(t: frame(t1), value: b))
  }

  /// A Hermite piece over `[t0, t1]`, split in two until it is within `tolerance` everywhere.
  mutating func hermite(
    from t0: Double, to t1: Double, _ f: (Double) -> Double, _ v: (Double) -> Double, tolerance: Double, depth: Int
  ) {
    let d = t1 - t0
    let (p0, p1, m0, m1) = (f(t0), f(t1), v(t0), v(t1))
    var error = 0.0
    for k in 1..<16 {
      let t = d * Double(k) / 16
      let (h, _) = KeyframeTimeline.hermite(t, duration: d, from: p0, to: p1, startVelocity: m0, endVelocity: m1)
      error = max(error, abs(h - f(t0 + t)))
    }
    // A piece whose ends are at one value cannot be a Lottie easing (its handles are fractions of the change).
    let flat = abs(p1 - p0) < 1e-6 * scale
    var middle = t0 + d / 2
    if let grid {
      // On the grid: the nearest multiple to the middle strictly inside the piece, if any.
      let step = grid / frameRate
      middle = (middle / step).rounded() * step
      if middle <= t0 + 1e-12 || middle >= t1 - 1e-12 { middle = .nan }
    }
    if (error > tolerance || flat) && depth < 14 && d * frameRate > 1e-3 && !middle.isNaN {
      hermite(from: t0, to: middle, f, v, tolerance: tolerance, depth: depth + 1)
      hermite(from: middle, to: t1, f, v, tolerance: tolerance, depth: depth + 1)
      return
    }
    if flat {
      line(from: t0, to: t1, f)
      return
    }
    maximumError = max(maximumError, error)
    keys[keys.count - 1].easing = (1.0 / 3, m0 * d / 3 / (p1 - p0), 2.0 / 3, 1 - m1 * d / 3 / (p1 - p0))
    keys.append(Key(t: frame(t1), value: p1))
  }
}
