/// A spring's motion written as the product the WWDC23 talk draws: an envelope times an
/// oscillation, `value(t) = target − envelope(t) · oscillation(t)`.
///
/// - Underdamped: envelope A·e^(−λt), oscillation cos(ω_d·t − φ) — a shifted cosine whose dip
///   at the start is the spring leaving from rest. At bounce 1 (λ = 0) the envelope is flat and
///   the curve is a pure cosine whose period is the spring's duration.
/// - Critically damped: envelope e^(−ω₀t), "oscillation" the line T + (ω₀T − v₀)·t.
/// - Overdamped: the sum of two exponentials, C₁e^(r₁t) + C₂e^(r₂t); envelope is the slow one.
public struct SpringDecomposition: Hashable, Sendable {
  /// The regime the decomposition describes.
  public let regime: Spring.Regime
  /// The target of the move.
  public let target: Double
  // Underdamped: amplitude A, decay λ, frequency ω_d, phase φ.
  // Critical: amplitude T, decay ω₀, slope (ω₀T − v₀).
  // Overdamped: C₁, r₁, C₂, r₂.
  let a: Double, b: Double, c: Double, d: Double

  /// The exponential envelope (the slow exponential C₁e^(r₁t), sign dropped, when overdamped).
  public func envelope(_ t: Double) -> Double {
    switch regime {
    case .underdamped: a * exp(-b * t)
    case .criticallyDamped: exp(-b * t)
    case .overdamped: abs(a) * exp(b * t)
    }
  }

  /// The factor multiplied by the envelope: the shifted cosine, the line, or (overdamped) the
  /// ratio that turns the slow exponential into the whole displacement.
  public func oscillation(_ t: Double) -> Double {
    switch regime {
    case .underdamped: cos(c * t - d)
    case .criticallyDamped: a + c * t
    case .overdamped: (target - value(t)) / envelope(t)
    }
  }

  /// The first (slow) and second (fast) exponential terms of an overdamped spring's displacement.
  public func exponentialTerms(_ t: Double) -> (slow: Double, fast: Double)? {
    regime == .overdamped ? (a * exp(b * t), c * exp(d * t)) : nil
  }

  /// The recombined value: target − envelope · oscillation (for overdamped, target + both terms).
  public func value(_ t: Double) -> Double {
    switch regime {
    case .overdamped: target + a * exp(b * t) + c * exp(d * t)
    default: target - envelope(t) * oscillation(t)
    }
  }

  /// The phase φ of the underdamped cosine (0 for a start from rest at bounce 1).
  public var phase: Double? { regime == .underdamped ? d : nil }
  /// The oscillation's period 2π/ω_d, when the spring oscillates.
  public var period: Double? { regime == .underdamped ? twoPi / c : nil }
  /// The envelope's amplitude at t = 0.
  public var amplitude: Double { regime == .overdamped ? abs(a) : a }
}

extension Spring {
  /// The envelope × oscillation decomposition of a move from 0 to `target`.
  public func decomposition(target: Double = 1, initialVelocity v0: Double = 0) -> SpringDecomposition {
    let lambda = decayConstant
    switch regime {
    case .underdamped:
      let omega = angularFrequency
      let bCoefficient = (lambda * target - v0) / omega
      // T cos u + B sin u = A cos(u − φ), A = √(T² + B²), φ = atan2(B, T)
      let amplitude = (target * target + bCoefficient * bCoefficient).squareRoot()
      return SpringDecomposition(
        regime: .underdamped, target: target, a: amplitude, b: lambda, c: omega, d: atan2(bCoefficient, target))
    case .criticallyDamped:
      return SpringDecomposition(
        regime: .criticallyDamped, target: target, a: target, b: lambda, c: lambda * target - v0, d: 0)
    case .overdamped:
      let (r1, r2, c1, c2) = overdampedTerms(target: target, initialVelocity: v0)
      return SpringDecomposition(regime: .overdamped, target: target, a: c1, b: r1, c: c2, d: r2)
    }
  }
}
