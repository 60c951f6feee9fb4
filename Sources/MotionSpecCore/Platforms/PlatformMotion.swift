/// A motion in the terms every platform can take: delay and speed folded into the curve, the
/// spring's parameter sets side by side, and the CSS `linear()` stand-in — the one model that
/// `export`, the spec's Platforms section and its table format.
///
/// **Speed.** A spring played `s` times faster is the spring with ω₀ and λ multiplied by `s`
/// (the same damping ratio, response ÷ s), and a timing curve played `s` times faster is the same
/// curve over duration ÷ s, so ``spring`` and ``timingCurve`` already include the speed and every
/// platform gets the exact motion. Only ``delay`` stays apart, since each platform has its own
/// place for it.
///
/// **Initial velocity** is relative: fractions of the move per second, in wall-clock time (what
/// `UISpringTimingParameters` and `CASpringAnimation` take). Platforms that take velocity in value
/// units per second need it multiplied by the distance of the move.
public struct PlatformMotion: Hashable, Sendable {
  /// The spring as seen in wall-clock time (speed folded in); `nil` for a timing curve.
  public let spring: Spring?
  /// The timing curve as seen in wall-clock time (speed folded in); `nil` for a spring.
  public let timingCurve: TimingCurve?
  /// Seconds before the motion starts.
  public let delay: Double
  /// The motion's own initial velocity, fractions of the move per second (wall-clock).
  public let initialVelocity: Double
  /// How the motion repeats.
  public let repetition: Repetition
  /// Jetpack Compose's `spring(dampingRatio, stiffness)`; `nil` for a timing curve.
  public let compose: ComposeSpring?
  /// The CSS `linear()` stand-in for a spring; `nil` for a timing curve (`cubic-bezier()` is exact).
  public let linear: LinearEasing?

  /// The animation in every platform's terms; `tolerance` bounds the CSS `linear()` error (a
  /// fraction of the move). `linear` is the `linear()` easing of the spring computed earlier
  /// under the same tolerance (``seenSpring(_:)`` says which spring that is), if known.
  public init(
    _ animation: Animation, tolerance: Double = LinearEasing.defaultTolerance, linear known: LinearEasing? = nil
  ) {
    delay = animation.delay
    repetition = animation.repetition
    initialVelocity = animation.initialVelocity
    switch animation.curve {
    case .spring(let s):
      let seen = PlatformMotion.seen(s, speed: animation.speed)
      spring = seen
      timingCurve = nil
      compose = ComposeSpring(seen)
      linear = known ?? LinearEasing(seen, initialVelocity: animation.initialVelocity, tolerance: tolerance)
    case .timing(let c):
      spring = nil
      timingCurve = TimingCurve(c.easing, duration: c.duration / animation.speed)
      compose = nil
      linear = nil
    }
  }

  /// The spring of `animation` as seen in wall-clock time (its speed folded in); `nil` for a
  /// timing curve.
  public static func seenSpring(_ animation: Animation) -> Spring? {
    animation.spring.map { seen($0, speed: animation.speed) }
  }

  static func seen(_ s: Spring, speed: Double) -> Spring {
    Spring(angularFrequency: s.angularFrequency * speed, decayConstant: s.decayConstant * speed, mass: s.mass)
  }
}

/// Jetpack Compose's spring: `spring(dampingRatio, stiffness)` with the mass fixed at 1
/// (Compose's `SpringSimulation`; Android's `SpringForce` alike). Any mass-spring-damper with the
/// same ω₀ = √(k/m) and ζ moves identically, so the conversion is exact: stiffness = ω₀² = k/m,
/// dampingRatio = ζ = c / (2√(k·m)).
public struct ComposeSpring: Hashable, Sendable {
  /// ζ, Compose's `dampingRatio`.
  public let dampingRatio: Double
  /// Stiffness for a unit mass, Compose's `stiffness`.
  public let stiffness: Double

  /// Compose's `spring(dampingRatio:stiffness:)`.
  public init(dampingRatio: Double, stiffness: Double) {
    self.dampingRatio = dampingRatio
    self.stiffness = stiffness
  }

  /// The Compose spring with `spring`'s physics (Compose's mass is 1).
  public init(_ spring: Spring) {
    let omega0 = spring.naturalFrequency
    self.init(dampingRatio: spring.dampingRatio, stiffness: omega0 * omega0)
  }

  /// The spring Compose animates: mass 1, the given stiffness, damping 2ζ√k (any regime).
  public var spring: Spring {
    Spring(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(), allowOverDamping: true)
  }
}
