extension Spring {
  /// The value at `time` of a spring that starts at 0 with `initialVelocity` and moves to
  /// `target` (SPRING-MATH §4.1, closed form in all three regimes).
  ///
  /// Values scale linearly in (target, initialVelocity); velocity is in target units per second.
  public func value(target: Double = 1, initialVelocity v0: Double = 0, time t: Double) -> Double {
    let lambda = decayConstant, omega = angularFrequency
    switch regime {
    case .underdamped:
      let b = (lambda * target - v0) / omega
      return target - exp(-lambda * t) * (target * cos(omega * t) + b * sin(omega * t))
    case .criticallyDamped:
      return target - exp(-lambda * t) * (target + (lambda * target - v0) * t)
    case .overdamped:
      let (r1, r2, c1, c2) = overdampedTerms(target: target, initialVelocity: v0)
      return target + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  /// The velocity d value/dt at `time` (target units per second).
  public func velocity(target: Double = 1, initialVelocity v0: Double = 0, time t: Double) -> Double {
    let lambda = decayConstant, omega = angularFrequency
    switch regime {
    case .underdamped:
      let omega0Squared = lambda * lambda + omega * omega
      let q = (omega0Squared * target - lambda * v0) / omega
      return exp(-lambda * t) * (v0 * cos(omega * t) + q * sin(omega * t))
    case .criticallyDamped:
      return exp(-lambda * t) * (v0 + lambda * (lambda * target - v0) * t)
    case .overdamped:
      let (r1, r2, c1, c2) = overdampedTerms(target: target, initialVelocity: v0)
      return r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t)
    }
  }

  /// The acceleration at `time`: (k·(target − value) − c·velocity) / m.
  public func acceleration(target: Double = 1, initialVelocity v0: Double = 0, time t: Double) -> Double {
    let omega0 = naturalFrequency
    let x = value(target: target, initialVelocity: v0, time: t)
    let v = velocity(target: target, initialVelocity: v0, time: t)
    return omega0 * omega0 * (target - x) - 2 * decayConstant * v
  }

  /// The spring force on the mass at a given position and velocity: k·(target − position) − c·velocity.
  public func force(target: Double, position: Double, velocity: Double) -> Double {
    stiffness * (target - position) - damping * velocity
  }

  /// Roots r₁ (slow), r₂ (fast) and coefficients C₁, C₂ of the overdamped solution
  /// value(t) = T + C₁·e^(r₁t) + C₂·e^(r₂t).
  public func overdampedTerms(target: Double, initialVelocity v0: Double) -> (Double, Double, Double, Double) {
    let spread = abs(angularFrequency)
    let r1 = -decayConstant + spread
    let r2 = -decayConstant - spread
    let c1 = (v0 + r2 * target) / (r1 - r2)
    return (r1, r2, c1, -target - c1)
  }
}
