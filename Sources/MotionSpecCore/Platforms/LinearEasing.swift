import MotionSpecNumbers

/// A CSS `linear()` easing that approximates a motion's exact curve within a stated error.
///
/// CSS has no spring, but `linear()` (CSS Easing Functions Level 2) joins straight segments
/// between stops, so a spring becomes a list of (progress, time) stops and the duration it must
/// run for. motionspec chooses the stops greedily — each segment is made as long as it can be
/// while every point of the exact curve under it stays within the budget — rounds them as they
/// are printed, and then measures the error of the rounded stops against the closed form on a
/// grid far finer than the stops. ``maximumError`` is that measurement, never the budget.
///
/// The animation runs for ``duration``: the time after which the exact curve stays within
/// `tolerance` × 0.9 of its end, so the jump to the end that CSS makes when the animation
/// finishes is inside the error too.
public struct LinearEasing: Hashable, Sendable {
  /// One stop: the output progress (0 at the start, 1 at the end, beyond 1 when it overshoots)
  /// at a fraction of the duration.
  public struct Stop: Hashable, Sendable {
    /// Output progress: 0 at the start, 1 at the end, beyond 1 when it overshoots.
    public var progress: Double
    /// Fraction of ``LinearEasing/duration``, 0…1.
    public var time: Double

    /// A stop at `progress` when a `time` fraction of the duration has passed.
    public init(progress: Double, time: Double) {
      self.progress = progress
      self.time = time
    }
  }

  /// The stops, first at time 0, last at time 1 with progress 1.
  public let stops: [Stop]
  /// Seconds the easing must run for (wall-clock, after any delay).
  public let duration: Double
  /// The largest distance, as a fraction of the move, between the rounded stops (and the rest
  /// at the end after ``duration``) and the exact curve.
  public let maximumError: Double
  /// The error asked for, as a fraction of the move.
  public let tolerance: Double
  /// False when the curve never settles (an undamped spring): the easing then covers
  /// ``LinearEasing/undampedPeriods`` periods and jumps to the end, and the error says how far.
  public let settles: Bool

  /// The default error: 0.5 % of the move.
  public static let defaultTolerance = 0.005
  /// Decimals kept in a stop's progress and in its time as a fraction (the printed precision).
  public static let progressDecimals = 4
  /// Decimals kept in a stop's time fraction.
  public static let timeDecimals = 5
  /// The most stops an easing may have; a spring that would need more gets a coarser grid and
  /// says so through ``maximumError``.
  public static let maximumStops = 2000
  /// Periods drawn for a spring that never settles.
  public static let undampedPeriods = 3.0

  /// The `linear()` easing of `spring` moving from 0 to 1 with `initialVelocity` (fractions of
  /// the move per second), within `tolerance`.
  public init(_ spring: Spring, initialVelocity: Double = 0, tolerance: Double = LinearEasing.defaultTolerance) {
    let span = LinearEasing.span(spring, initialVelocity: initialVelocity, tolerance: tolerance)
    let curve = spring.evaluator(target: 1, initialVelocity: initialVelocity)
    self.init(duration: span.end, tolerance: span.tolerance, settles: span.settles) { curve($0).value }
  }

  /// What a spring's easing covers: the tolerance as used, the end (its settle, or
  /// ``undampedPeriods`` periods) and whether it settles.
  static func span(_ spring: Spring, initialVelocity: Double, tolerance: Double)
    -> (tolerance: Double, end: Double, settles: Bool)
  {
    let tolerance = min(max(tolerance, 1e-5), 0.5)
    let settle = spring.settlingTime(target: 1, initialVelocity: initialVelocity, epsilon: tolerance * 0.9)
    let settles = settle.isFinite
    let end = settles ? max(settle, 1e-6) : LinearEasing.undampedPeriods * twoPi / spring.naturalFrequency
    return (tolerance, end, settles)
  }

  /// One unit of the last of `decimals` decimal places (10⁻ᵈ).
  static func step(_ decimals: Int) -> Double { (0..<decimals).reduce(1.0) { x, _ in x / 10 } }

  /// Whether this easing can be what ``init(_:initialVelocity:tolerance:)`` gives for `spring`,
  /// checked in time proportional to its stops (a cache holds easings computed earlier, and a
  /// cache file can be damaged or forged): its tolerance, duration and settling are the spring's;
  /// it has 2…``maximumStops`` stops of finite numbers, in time order from (0, 0) to (1, 1); every
  /// stop lies on the spring as rounded, and the middle of every segment is within the error it
  /// states, which is within the tolerance unless it used every stop allowed.
  public func fits(_ spring: Spring, initialVelocity: Double, tolerance: Double) -> Bool {
    let span = LinearEasing.span(spring, initialVelocity: initialVelocity, tolerance: tolerance)
    guard self.tolerance == span.tolerance, duration == span.end, settles == span.settles,
      (2...LinearEasing.maximumStops).contains(stops.count), maximumError.isFinite, maximumError >= 0,
      !settles || maximumError <= tolerance || stops.count >= LinearEasing.maximumStops - 1,
      let first = stops.first, let last = stops.last, first.time == 0, first.progress == 0, last.time == 1,
      last.progress == 1
    else { return false }
    let curve = spring.evaluator(target: 1, initialVelocity: initialVelocity)
    let rounding = 0.5 * LinearEasing.step(LinearEasing.progressDecimals) + 1e-12
    for (a, b) in zip(stops, stops.dropFirst()) {
      guard b.progress.isFinite, b.time.isFinite, b.time >= a.time, b.time <= 1 else { return false }
      // A stop's time is rounded too: the curve may move by its speed times that rounding.
      if b.time < 1 {
        let here = curve(b.time * duration)
        let slack = rounding + abs(here.velocity) * duration * LinearEasing.step(LinearEasing.timeDecimals)
        if abs(here.value - b.progress) > slack * (1 + 1e-9) { return false }
      }
      guard b.time > a.time else { continue }
      // The middle of the segment, as ``measure(_:duration:settles:value:)`` samples it.
      let u = a.time + (b.time - a.time) * 32 / 64
      let line = a.progress + (b.progress - a.progress) * (u - a.time) / (b.time - a.time)
      if abs(line - curve(u * duration).value) > maximumError + 1e-12 { return false }
    }
    return true
  }

  /// An easing as written: its stops, duration and stated error, taken as they are (a CSS
  /// `linear()` read from a file; an easing kept earlier).
  public init(stops: [Stop], duration: Double, maximumError: Double, tolerance: Double, settles: Bool) {
    self.stops = stops
    self.duration = duration
    self.maximumError = maximumError
    self.tolerance = tolerance
    self.settles = settles
  }

  /// The easing of any path `value(t)` over `0…duration` that starts at 0 and ends at 1 — a
  /// demonstration's path (a hand-off, a retarget), normalised by its start and end. CSS holds
  /// the end after `duration`, so nothing after it is measured.
  public init(path duration: Double, tolerance: Double = LinearEasing.defaultTolerance, value: (Double) -> Double) {
    self.init(
      duration: max(duration, 1e-6), tolerance: min(max(tolerance, 1e-5), 0.5), settles: true, measuresTail: false,
      value: value)
  }

  /// The stops of any path `value(t)` over `0…duration`, with its own values at both ends — not
  /// an easing from 0 to 1 but a track whose output is the value itself (the page's knob rides
  /// a plot with it: `linear()` takes any first and last output).
  public init(track duration: Double, tolerance: Double, value: (Double) -> Double) {
    self.init(
      duration: max(duration, 1e-6), tolerance: min(max(tolerance, 1e-5), 0.5), settles: true, measuresTail: false,
      pinsEnds: false, value: value)
  }

  /// The easing of any curve `value(t)` over `0…duration` that ends at 1 (or, with `pinsEnds`
  /// false, at its own last value); `measuresTail` counts the curve's distance from 1 after the
  /// end (a spring still settling).
  init(
    duration: Double, tolerance: Double, settles: Bool, measuresTail: Bool = true, pinsEnds: Bool = true,
    value: (Double) -> Double
  ) {
    self.duration = duration
    self.tolerance = tolerance
    self.settles = settles
    var budget = tolerance * 0.85
    var grid = 2048
    var stops: [Stop] = []
    var measured = Double.infinity
    // Shrink the budget until the rounded stops measure within the tolerance (one pass almost
    // always suffices); a curve that needs more stops than allowed gets a coarser grid instead.
    for _ in 0..<6 {
      stops = LinearEasing.fit(grid: grid, budget: budget, duration: duration, pinsEnds: pinsEnds, value: value)
      measured = LinearEasing.measure(stops, duration: duration, settles: settles && measuresTail, value: value)
      if measured <= tolerance || !settles { break }
      if stops.count >= LinearEasing.maximumStops { break }
      budget *= 0.7
      grid *= 2
    }
    self.stops = stops
    self.maximumError = measured
  }

  /// Greedy fit on a uniform grid: each segment reaches as far as its chord stays within
  /// `budget` of every grid sample under it (found by doubling, then bisection).
  static func fit(grid n: Int, budget: Double, duration: Double, pinsEnds: Bool = true, value: (Double) -> Double)
    -> [Stop]
  {
    let samples = (0...n).map { i -> Double in
      i == n && pinsEnds ? 1 : value(duration * Double(i) / Double(n))
    }
    let first = pinsEnds ? 0 : rounded(samples[0], LinearEasing.progressDecimals)
    let last = pinsEnds ? 1 : rounded(samples[n], LinearEasing.progressDecimals)
    func fits(_ a: Int, _ b: Int) -> Bool {
      let va = samples[a], vb = samples[b]
      let span = Double(b - a)
      var i = a + 1
      while i < b {
        let chord = va + (vb - va) * Double(i - a) / span
        if abs(chord - samples[i]) > budget { return false }
        i += 1
      }
      return true
    }
    var stops = [Stop(progress: first, time: 0)]
    var a = 0
    while a < n {
      var step = 1
      while a + step * 2 <= n, fits(a, a + step * 2) { step *= 2 }
      var low = a + step, high = min(n, a + step * 2)
      while high - low > 1 {
        let mid = (low + high) / 2
        if fits(a, mid) { low = mid } else { high = mid }
      }
      if high == n && fits(a, n) { low = n }
      a = low
      stops.append(
        Stop(
          progress: a == n ? last : rounded(samples[a], LinearEasing.progressDecimals),
          time: a == n ? 1 : rounded(Double(a) / Double(n), LinearEasing.timeDecimals)))
      if stops.count >= maximumStops - 1 && a < n {
        stops.append(Stop(progress: last, time: 1))
        break
      }
    }
    return stops
  }

  /// The largest distance between the stops' polyline and the curve: at 64 points per segment
  /// and 4000 across, and after the end (the curve's last swing, scanned to twice the duration).
  static func measure(_ stops: [Stop], duration: Double, settles: Bool, value: (Double) -> Double) -> Double {
    var worst = 0.0
    for (a, b) in zip(stops, stops.dropFirst()) where b.time > a.time {
      for j in 0...64 {
        let u = a.time + (b.time - a.time) * Double(j) / 64
        let line = a.progress + (b.progress - a.progress) * (u - a.time) / (b.time - a.time)
        worst = max(worst, abs(line - value(u * duration)))
      }
    }
    let n = 4000
    var segment = 0
    for i in 0...n {
      let u = Double(i) / Double(n)
      while segment < stops.count - 2 && stops[segment + 1].time < u { segment += 1 }
      let a = stops[segment], b = stops[min(segment + 1, stops.count - 1)]
      let line =
        b.time > a.time ? a.progress + (b.progress - a.progress) * (u - a.time) / (b.time - a.time) : b.progress
      worst = max(worst, abs(line - value(u * duration)))
    }
    // After the end CSS holds 1; the curve's remaining distance from 1 counts too.
    let tail = settles ? 1000 : 0
    for i in 0..<tail { worst = max(worst, abs(1 - value(duration * (1 + Double(i) / Double(tail))))) }
    return worst
  }

  /// `x` rounded to `decimals` decimal places (how stops and durations are printed).
  public static func rounded(_ x: Double, _ decimals: Int) -> Double { NumberText.rounded(x, decimals: decimals) }

  /// The stops as CSS `linear()` points: each input is the stop's time as a percentage of the
  /// duration to ``timeDecimals`` − 2 decimals, the way CSS writes it, so the text is
  /// ``PiecewiseLinear/css``'s, the one `linear()` writer.
  public var piecewiseLinear: PiecewiseLinear {
    PiecewiseLinear(
      canonical: stops.map {
        PiecewiseLinear.Point(
          input: LinearEasing.rounded($0.time * 100, LinearEasing.timeDecimals - 2) / 100, output: $0.progress)
      })
  }
}

#if !hasFeature(Embedded)
  extension LinearEasing.Stop: Codable {}

  extension LinearEasing: Codable {
    /// Decodes an easing kept earlier, refusing one of more than ``maximumStops`` stops as soon as
    /// the count shows it (a cache file can be forged; what it holds is checked again where it is
    /// used, ``fits(_:initialVelocity:tolerance:)``).
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      var list = try container.nestedUnkeyedContainer(forKey: .stops)
      if let count = list.count, count > LinearEasing.maximumStops {
        throw DecodingError.dataCorruptedError(
          in: list, debugDescription: "\(count) stops; an easing has at most \(LinearEasing.maximumStops)")
      }
      var stops: [Stop] = []
      while !list.isAtEnd { stops.append(try list.decode(Stop.self)) }
      self.stops = stops
      duration = try container.decode(Double.self, forKey: .duration)
      maximumError = try container.decode(Double.self, forKey: .maximumError)
      tolerance = try container.decode(Double.self, forKey: .tolerance)
      settles = try container.decode(Bool.self, forKey: .settles)
    }
  }
#endif
