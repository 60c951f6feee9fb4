extension Spring {
  /// Position and velocity of one move at any time, with every coefficient computed once.
  ///
  /// `value(target:initialVelocity:time:)` and `velocity(…)` recompute the move's coefficients
  /// and call `exp`, `sin` and `cos` each; sampling a curve calls both hundreds of times, so this
  /// evaluates the pair with one exponential and one sine/cosine per sample.
  public struct Evaluator: Sendable {
    @usableFromInline let regime: Regime
    @usableFromInline let target: Double
    @usableFromInline let lambda: Double, omega: Double
    // underdamped: value = T − e(c1·cos + c2·sin), velocity = e(c3·cos + c4·sin)
    // critical:    value = T − e(c1 + c2·t),       velocity = e(c3 + c4·t)
    // overdamped:  value = T + c1·e^(r1 t) + c2·e^(r2 t), velocity = r1·c1·… + r2·c2·…
    @usableFromInline let c1: Double, c2: Double, c3: Double, c4: Double

    /// (value, velocity) at `t`.
    @inlinable public func callAsFunction(_ t: Double) -> (value: Double, velocity: Double) { evaluate(t) }

    @inlinable func evaluate(_ t: Double) -> (value: Double, velocity: Double) {
      switch regime {
      case .underdamped:
        let (s, c) = Elementary.sinCos(omega * t)
        let e = Elementary.exp(-lambda * t)
        return (target - e * (c1 * c + c2 * s), e * (c3 * c + c4 * s))
      case .criticallyDamped:
        let e = Elementary.exp(-lambda * t)
        return (target - e * (c1 + c2 * t), e * (c3 + c4 * t))
      case .overdamped:
        let e1 = Elementary.exp(c3 * t), e2 = Elementary.exp(c4 * t)
        return (target + c1 * e1 + c2 * e2, c3 * c1 * e1 + c4 * c2 * e2)
      }
    }
  }

  /// An evaluator for the move from 0 to `target` starting with `initialVelocity`.
  public func evaluator(target: Double = 1, initialVelocity v0: Double = 0) -> Evaluator {
    let lambda = decayConstant, omega = angularFrequency
    switch regime {
    case .underdamped:
      let omega0Squared = lambda * lambda + omega * omega
      return Evaluator(
        regime: .underdamped, target: target, lambda: lambda, omega: omega, c1: target,
        c2: (lambda * target - v0) / omega,
        c3: v0, c4: (omega0Squared * target - lambda * v0) / omega)
    case .criticallyDamped:
      let slope = lambda * target - v0
      return Evaluator(
        regime: .criticallyDamped, target: target, lambda: lambda, omega: 0, c1: target, c2: slope, c3: v0,
        c4: lambda * slope)
    case .overdamped:
      let (r1, r2, k1, k2) = overdampedTerms(target: target, initialVelocity: v0)
      return Evaluator(
        regime: .overdamped, target: target, lambda: lambda, omega: omega, c1: k1, c2: k2, c3: r1, c4: r2)
    }
  }
}
