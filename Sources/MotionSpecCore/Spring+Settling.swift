extension Spring {
  /// SwiftUI's `settlingDuration`: target 1, initial velocity 0, ε = 0.001.
  public var settlingDuration: Double { settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001) }

  /// SwiftUI's `settlingDuration(target:initialVelocity:epsilon:)` (SPRING-MATH §5.1).
  ///
  /// Underdamped: the conservative bound −ln(ε / (|λT − v₀| + |T|)) / λ. Critically damped and
  /// overdamped: a scan in steps of 0.1 s (accumulated, so results such as 0.7999999999999999 are
  /// SwiftUI's own) that returns the start of the first run of samples within ε lasting over 1 s.
  /// Like SwiftUI, the scan gives up after 1024 samples (102.4 s) and then returns 0; see
  /// ``swiftUIScanGivesUp(target:initialVelocity:epsilon:)``.
  public func settlingDuration(target: Double, initialVelocity v0: Double, epsilon: Double) -> Double {
    let lambda = decayConstant
    if lambda == 0 { return .infinity }
    if angularFrequency > 0 {
      let bound = abs(target * lambda - v0) + abs(target)
      return max(0, -log(epsilon / bound) / lambda)
    }
    return Spring.scanSettling(epsilon: epsilon) { abs(value(target: target, initialVelocity: v0, time: $0) - target) }
      ?? 0
  }

  /// Whether SwiftUI's 0.1-s scan (used for springs that do not oscillate) ends before the spring
  /// settles, so that `settlingDuration` returns 0 although the motion is still under way.
  public func swiftUIScanGivesUp(target: Double = 1, initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Bool {
    guard angularFrequency <= 0, decayConstant > 0 else { return false }
    return Spring.scanSettling(epsilon: epsilon) { abs(value(target: target, initialVelocity: v0, time: $0) - target) }
      == nil
  }

  /// Core Animation's settling duration, `CASpringAnimation.settlingDuration` (SPRING-MATH §5.2).
  ///
  /// Underdamped: the tight envelope −ln(ε / (1 + |(ζω₀ − v₀)/ω_d|)) / (ζω₀), with v₀ relative
  /// (fraction of the move per second), which reproduces Apple's documented examples. ζ ≥ 1: the
  /// same 0.1-s scan SwiftUI uses, run on the spring's own curve — a `CASpringAnimation` animates
  /// the physical spring its mass, stiffness and damping describe, so an overdamped spring is
  /// scanned as overdamped (SwiftUI's `interpolatingSpring` renders overdamping as critical damping;
  /// such tokens carry a note). `nil` when the scan ends (102.4 s) before the spring settles.
  public func coreAnimationSettlingDuration(initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Double? {
    let eps = max(epsilon, 1e-6)
    let zeta = dampingRatio
    let omega0 = naturalFrequency
    if zeta == 0 { return .infinity }
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      return max(0, -log(eps / (1 + abs((zeta * omega0 - v0) / omegaD))) / (zeta * omega0))
    }
    return Spring.scanSettling(epsilon: eps) { abs(value(target: 1, initialVelocity: v0, time: $0) - 1) }
  }

  /// The scan SwiftUI and Core Animation use for springs that do not oscillate: 1024 samples 0.1 s
  /// apart; `nil` when no run of samples within ε lasting over a second starts in that window.
  static func scanSettling(epsilon: Double, distance: (Double) -> Double) -> Double? {
    var t = 0.0
    var candidate: Double?
    for _ in 0..<1024 {
      if distance(t) < epsilon {
        if let start = candidate {
          if t - start > 1 { return start }
        } else {
          candidate = t
        }
      } else {
        candidate = nil
      }
      t += 0.1
    }
    return candidate
  }

  /// The exact settling time: the earliest time after which the value stays within `epsilon` of
  /// `target` forever; `.infinity` for an undamped spring.
  ///
  /// The work is bounded whatever the spring: for an oscillating spring the displacement's extrema
  /// lie on the curve A·(ω_d/ω₀)·e^(−λt), so the last extremum beyond ε is found in closed form and
  /// the answer bisected on the monotone piece after it; the other regimes have at most two
  /// turning points before a closed-form horizon.
  public func settlingTime(target: Double = 1, initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Double {
    let distance = { (t: Double) in abs(self.value(target: target, initialVelocity: v0, time: t) - target) }
    let start: Double
    switch regime {
    case .underdamped:
      if decayConstant == 0 { return .infinity }
      let shape = oscillation(target: target, initialVelocity: v0)
      // Extrema beyond ε happen before tx; the last of them is where the final descent starts.
      let tx = log(shape.extremumAmplitude / epsilon) / decayConstant
      let last = shape.lastExtremum(before: tx)
      start = last ?? 0
    case .criticallyDamped, .overdamped:
      start = 0
    }
    let horizon = envelopeHorizon(target: target, initialVelocity: v0, epsilon: epsilon)
    guard horizon.isFinite else { return .infinity }
    let points =
      [start]
      + monotonePieceBoundaries(target: target, initialVelocity: v0, from: start, until: max(start, horizon), limit: 8)
      + [max(start, horizon)]
    guard let lastAbove = points.indices.dropLast().last(where: { distance(points[$0]) > epsilon }) else {
      return start
    }
    return bisect(points[lastAbove], points[lastAbove + 1]) { distance($0) - epsilon }
  }

  /// A time after which the envelope of |value − target| is below ε (so the value is too), in
  /// closed form or by doubling a bound (at most about a thousand steps for any finite spring).
  func envelopeHorizon(target: Double, initialVelocity v0: Double, epsilon: Double) -> Double {
    let lambda = decayConstant
    switch regime {
    case .underdamped:
      if lambda == 0 { return .infinity }
      let amplitude = oscillation(target: target, initialVelocity: v0).amplitude
      return max(0, log(amplitude / epsilon) / lambda)
    case .criticallyDamped:
      let slope = abs(lambda * target - v0)
      var t = max(duration, 1e-9)
      for _ in 0..<1100 where (abs(target) + slope * t) * exp(-lambda * t) >= epsilon { t *= 2 }
      return t
    case .overdamped:
      // Each of the two exponential terms below ε/2.
      let (r1, r2, c1, c2) = overdampedTerms(target: target, initialVelocity: v0)
      let t1 = c1 == 0 ? 0 : log(2 * abs(c1) / epsilon) / -r1
      let t2 = c2 == 0 ? 0 : log(2 * abs(c2) / epsilon) / -r2
      return max(0, t1, t2)
    }
  }

  /// The times in (`from`, `until`) where the displacement or the velocity is zero, in order — at
  /// most `limit` of them (the earliest), so no caller can ask for an unbounded list.
  func monotonePieceBoundaries(
    target: Double, initialVelocity v0: Double, from: Double = 0, until end: Double, limit: Int = 64
  ) -> [Double] {
    var times: [Double] = []
    switch regime {
    case .underdamped:
      let shape = oscillation(target: target, initialVelocity: v0)
      for phase in [shape.zeroPhase, shape.extremumPhase] {
        var k = shape.firstIndex(phase, after: from)
        while times.count < 2 * limit {
          let t = shape.time(phase, k)
          guard t < end, t.isFinite else { break }
          times.append(t)
          k += 1
        }
      }
    case .criticallyDamped:
      let slope = decayConstant * target - v0
      if slope != 0 {
        times.append(-target / slope)  // displacement zero
        times.append(-v0 / (decayConstant * slope))  // velocity zero
      }
    case .overdamped:
      let (r1, r2, c1, c2) = overdampedTerms(target: target, initialVelocity: v0)
      if c1 != 0 && c2 != 0 {
        times.append(log(-c2 / c1) / (r1 - r2))  // C₁e^(r₁t) = −C₂e^(r₂t)
        times.append(log(-(r2 * c2) / (r1 * c1)) / (r1 - r2))
      }
    }
    return Array(times.filter { $0.isFinite && $0 > from && $0 < end }.sorted().prefix(limit))
  }

  /// The shape of an underdamped move: displacement x − T = −A·e^(−λt)·cos(ω_d·t − φ).
  func oscillation(target: Double, initialVelocity v0: Double) -> Oscillation {
    let omega = angularFrequency, lambda = decayConstant
    let b = (lambda * target - v0) / omega
    return Oscillation(
      amplitude: (target * target + b * b).squareRoot(), phase: atan2(b, target), omega: omega,
      lag: atan(lambda / omega), cosineAtExtremum: omega / naturalFrequency)
  }

  /// Zeros and extrema of an underdamped displacement in closed form.
  struct Oscillation {
    /// A, φ and ω_d of −A·e^(−λt)·cos(ω_d·t − φ).
    let amplitude: Double, phase: Double, omega: Double
    /// atan(λ/ω_d): extrema sit at ω_d·t − φ = −lag + kπ, where |cos| = ω_d/ω₀.
    let lag: Double
    let cosineAtExtremum: Double

    /// |displacement| at an extremum is `extremumAmplitude`·e^(−λt).
    var extremumAmplitude: Double { amplitude * cosineAtExtremum }
    /// Phase offsets (before dividing by ω) of displacement zeros and of extrema.
    var zeroPhase: Double { phase + .pi / 2 }
    var extremumPhase: Double { phase - lag }

    /// (offset + kπ)/ω, the k-th time of a family.
    func time(_ offset: Double, _ k: Double) -> Double { (offset + k * .pi) / omega }
    /// The smallest k whose time is after `t` (computed in floating point: no integer overflow).
    func firstIndex(_ offset: Double, after t: Double) -> Double {
      var k = ((omega * t - offset) / .pi).rounded(.down)
      // Rounding can leave k one off either way; a few corrections at most (bounded even where
      // k is so large that k + 1 == k).
      for _ in 0..<4 where time(offset, k) <= t { k += 1 }
      for _ in 0..<4 where time(offset, k - 1) > t { k -= 1 }
      return k
    }
    /// The latest extremum at a time in (0, `t`), if any.
    func lastExtremum(before t: Double) -> Double? {
      guard t > 0, t.isFinite else { return nil }
      let k = firstIndex(extremumPhase, after: t) - 1
      let time = time(extremumPhase, k)
      return time > 0 && time < t ? time : nil
    }
  }
}
