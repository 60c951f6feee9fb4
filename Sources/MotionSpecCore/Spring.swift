/// A damped harmonic spring, modelled exactly as SwiftUI's `Spring`.
///
/// Like SwiftUI, a spring stores three numbers — the signed `angularFrequency` (ω_d for
/// underdamped springs, 0 when critically damped, −ω₀√(ζ²−1) when overdamped), the
/// `decayConstant` λ = ζω₀ and the `mass` — and derives every other parameter from them, so a
/// spring made from duration and bounce answers for stiffness and damping, and the other way round.
///
///     let heavy = Spring(duration: 0.55, bounce: 0.18)
///     heavy.stiffness      // 130.5
///     heavy.dampingRatio   // 0.82
///     heavy.value(target: 1, initialVelocity: 0, time: 0.2)
///
/// The physics is m·x″ + c·x′ + k·x = 0 with x the displacement from the target.
/// Sources for every conversion are in SPRING-MATH.md (§2, §3).
public struct Spring: Hashable, Sendable {
  /// Signed damped angular frequency: > 0 underdamped, 0 critical, < 0 overdamped (SwiftUI's storage).
  public let angularFrequency: Double
  /// λ = c / 2m = ζω₀, the rate of the exponential envelope (SwiftUI's storage).
  public let decayConstant: Double
  /// The mass m (1 for every initializer except `init(mass:stiffness:damping:)`).
  public let mass: Double

  /// Creates a spring from its stored representation.
  public init(angularFrequency: Double, decayConstant: Double, mass: Double = 1) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    self.mass = mass
  }

  // MARK: - Initializers (SwiftUI's)

  /// `Spring(duration:bounce:)`: the perceptual duration (the undamped period) and the bounce,
  /// −1…1, where 0 is critically damped, positive values bounce and negative ones are overdamped.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.init(response: duration, dampingRatio: Spring.dampingRatio(forBounce: bounce))
  }

  /// `Spring(response:dampingRatio:)`: the response (undamped period, seconds) and ζ.
  public init(response: Double, dampingRatio: Double) {
    let omega0 = twoPi / response
    let signed =
      dampingRatio <= 1
      ? (1 - dampingRatio * dampingRatio).squareRoot() : -(dampingRatio * dampingRatio - 1).squareRoot()
    self.init(angularFrequency: omega0 * signed, decayConstant: omega0 * dampingRatio, mass: 1)
  }

  /// `Spring(mass:stiffness:damping:allowOverDamping:)`. As in SwiftUI, a damping above critical
  /// is clamped to critical unless `allowOverDamping` is true (SPRING-MATH §3.3, quirk Q3).
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let omega0 = (stiffness / mass).squareRoot()
    let lambda = damping / (2 * mass)
    if lambda > omega0 && !allowOverDamping {
      self.init(angularFrequency: 0, decayConstant: omega0, mass: mass)
    } else {
      let difference = omega0 * omega0 - lambda * lambda
      let omega = difference >= 0 ? difference.squareRoot() : -(-difference).squareRoot()
      self.init(angularFrequency: omega, decayConstant: lambda, mass: mass)
    }
  }

  /// `Spring(settlingDuration:dampingRatio:epsilon:)`: the spring of damping ratio ζ whose
  /// envelope falls to ε at `settlingDuration` (SPRING-MATH §3.4). ζ is clamped to (0, 1] and the
  /// duration to 0.01…10 s, as SwiftUI does; the root is found in closed form (ζ < 1) or by
  /// Newton's method on e^(−Tω₀)(1 + Tω₀) = ε (ζ = 1), which SwiftUI also solves.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    let zeta = min(max(dampingRatio, Double.ulpOfOne), 1)
    let t = min(max(settlingDuration, 0.01), 10)
    let omega0: Double
    if zeta < 1 {
      omega0 = log(zeta / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * t)
    } else {
      // Solve g(u) = e^(−u)(1 + u) − ε = 0 for u = Tω₀ > 0; g is decreasing for u > 0.
      var u = 5.0
      for _ in 0..<50 {
        let g = exp(-u) * (1 + u) - epsilon
        let dg = -u * exp(-u)
        let next = u - g / dg
        if abs(next - u) < 1e-14 * u { u = next; break }
        u = next > 0 ? next : u / 2
      }
      omega0 = u / t
    }
    self.init(response: twoPi / omega0, dampingRatio: zeta)
  }

  // MARK: - Derived parameters

  /// ω₀ = √(k/m), the undamped angular frequency.
  public var naturalFrequency: Double {
    (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
  }

  /// The perceptual duration: the undamped period 2π/ω₀. Always equal to ``response``.
  public var duration: Double { twoPi / naturalFrequency }

  /// The response: the undamped period 2π/ω₀ (SwiftUI computes `response` and `duration` alike).
  public var response: Double { duration }

  /// ζ = λ/ω₀: 1 is critically damped, below 1 bounces, above 1 is overdamped.
  public var dampingRatio: Double { decayConstant / naturalFrequency }

  /// The bounce, −1…1: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1.
  public var bounce: Double {
    angularFrequency >= 0 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }

  /// k = m·ω₀², the physical stiffness.
  ///
  /// For overdamped springs this is the true k; the reimplemented SwiftUI getter is reported to
  /// return m(ω² + λ²) there (SPRING-MATH quirk Q1, unverified against Apple), which is not a
  /// stiffness, so motionspec reports the physics.
  public var stiffness: Double { mass * naturalFrequency * naturalFrequency }

  /// c = 2mλ, the damping coefficient.
  public var damping: Double { 2 * mass * decayConstant }

  /// Which of the three regimes of motion the spring is in.
  public var regime: Regime {
    angularFrequency > 0 ? .underdamped : angularFrequency == 0 ? .criticallyDamped : .overdamped
  }

  /// The regimes of a damped spring.
  public enum Regime: String, Hashable, Sendable, CaseIterable {
    case underdamped, criticallyDamped = "critically damped", overdamped
  }

  /// ζ for a bounce (SPRING-MATH §3.1): 1 − b for b ≥ 0 (0 above 1), 1/(1 + b) below 0.
  public static func dampingRatio(forBounce bounce: Double) -> Double {
    bounce >= 0 ? max(0, 1 - bounce) : 1 / (1 + bounce)
  }
}
