extension Spring {
  /// SwiftUI's `settlingDuration`: target 1, initial velocity 0, ε = 0.001.
  public var settlingDuration: Double { settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001) }

  /// SwiftUI's `settlingDuration(target:initialVelocity:epsilon:)` (SPRING-MATH §5.1).
  ///
  /// Underdamped: the conservative bound −ln(ε / (|λT − v₀| + |T|)) / λ. Critically damped and
  /// overdamped: a scan in steps of 0.1 s (accumulated, so results such as 0.7999999999999999 are
  /// SwiftUI's own) that returns the start of the first run of samples within ε lasting over 1 s.
  public func settlingDuration(target: Double, initialVelocity v0: Double, epsilon: Double) -> Double {
    let lambda = decayConstant
    if lambda == 0 { return .infinity }
    if angularFrequency > 0 {
      let bound = abs(target * lambda - v0) + abs(target)
      return max(0, -log(epsilon / bound) / lambda)
    }
    return Spring.scanSettling(epsilon: epsilon) { abs(value(target: target, initialVelocity: v0, time: $0) - target) }
  }

  /// Core Animation's settling duration, `CASpringAnimation.settlingDuration` (SPRING-MATH §5.2).
  ///
  /// Underdamped: the tight envelope −ln(ε / (1 + |(ζω₀ − v₀)/ω_d|)) / (ζω₀), with v₀ relative
  /// (fraction of the move per second). ζ ≥ 1: the same 0.1-s scan on the critically damped
  /// curve at ω₀, which is what the `SpringModel` behind `interpolatingSpring` and CA evaluates.
  public func coreAnimationSettlingDuration(initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Double {
    let eps = max(epsilon, 1e-6)
    let zeta = dampingRatio
    let omega0 = naturalFrequency
    if zeta == 0 { return .infinity }
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      return max(0, -log(eps / (1 + abs((zeta * omega0 - v0) / omegaD))) / (zeta * omega0))
    }
    let critical = Spring(angularFrequency: 0, decayConstant: omega0, mass: 1)
    return Spring.scanSettling(epsilon: eps) { abs(critical.value(target: 1, initialVelocity: v0, time: $0) - 1) }
  }

  /// The scan SwiftUI and Core Animation use for springs that do not oscillate.
  static func scanSettling(epsilon: Double, distance: (Double) -> Double) -> Double {
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
    return candidate ?? 0
  }

  /// The exact settling time: the earliest time after which the value stays within `epsilon` of
  /// `target` forever, found by locating the last excursion beyond ε and bisecting on it.
  ///
  /// Between consecutive zeros of the displacement and of the velocity, |value − target| is
  /// monotone, so the answer is the crossing of ε in the last such piece that starts above ε.
  public func settlingTime(target: Double = 1, initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Double {
    let distance = { (t: Double) in abs(self.value(target: target, initialVelocity: v0, time: t) - target) }
    let horizon = envelopeHorizon(target: target, initialVelocity: v0, epsilon: epsilon)
    if !horizon.isFinite { return .infinity }
    let points = [0] + monotonePieceBoundaries(target: target, initialVelocity: v0, until: horizon) + [horizon]
    guard let last = points.indices.dropLast().last(where: { distance(points[$0]) > epsilon }) else { return 0 }
    return bisect(points[last], points[last + 1]) { distance($0) - epsilon }
  }

  /// A time after which the envelope of |value − target| is below ε (so the value is too).
  func envelopeHorizon(target: Double, initialVelocity v0: Double, epsilon: Double) -> Double {
    let lambda = decayConstant
    switch regime {
    case .underdamped:
      if lambda == 0 { return .infinity }
      let b = (lambda * target - v0) / angularFrequency
      let amplitude = (target * target + b * b).squareRoot()
      return max(0, log(amplitude / epsilon) / lambda)
    case .criticallyDamped, .overdamped:
      let envelope: (Double) -> Double
      if regime == .criticallyDamped {
        envelope = { t in (abs(target) + abs(lambda * target - v0) * t) * exp(-lambda * t) }
      } else {
        let (r1, r2, c1, c2) = overdampedTerms(target: target, initialVelocity: v0)
        envelope = { t in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
      }
      var t = max(duration, 1e-3)
      while envelope(t) >= epsilon && t < 1e6 { t *= 2 }
      return t
    }
  }

  /// The times in (0, limit) where the displacement or the velocity is zero, in order.
  func monotonePieceBoundaries(target: Double, initialVelocity v0: Double, until limit: Double) -> [Double] {
    let lambda = decayConstant
    var times: [Double] = []
    switch regime {
    case .underdamped:
      let omega = angularFrequency
      let b = (lambda * target - v0) / omega
      let q = ((lambda * lambda + omega * omega) * target - lambda * v0) / omega
      // displacement ∝ T cos(ωt) + B sin(ωt); velocity ∝ v₀ cos(ωt) + Q sin(ωt)
      for phase in [atan2(-target, b), atan2(-v0, q)] {
        var u = phase.truncatingRemainder(dividingBy: .pi)
        if u <= 0 { u += .pi }
        var t = u / omega
        while t < limit {
          times.append(t)
          t += .pi / omega
        }
      }
    case .criticallyDamped:
      let slope = lambda * target - v0
      if slope != 0 {
        times.append(-target / slope)  // displacement zero
        times.append(-v0 / (lambda * slope))  // velocity zero
      }
    case .overdamped:
      let (r1, r2, c1, c2) = overdampedTerms(target: target, initialVelocity: v0)
      if c1 != 0 && c2 != 0 {
        times.append(log(-c2 / c1) / (r1 - r2))  // C₁e^(r₁t) = −C₂e^(r₂t)
        times.append(log(-(r2 * c2) / (r1 * c1)) / (r1 - r2))
      }
    }
    return times.filter { $0.isFinite && $0 > 0 && $0 < limit }.sorted()
  }
}
