/// Where a motion is measured: the move's target (it starts at 0), the caller's initial velocity
/// and the settling threshold.
public struct MotionConditions: Hashable, Sendable {
  /// The target of the move, in the user's units.
  public var target: Double
  /// The caller's velocity at the trigger, in target units per second (added to any velocity the
  /// expression itself gives, such as `interpolatingSpring(…, initialVelocity:)`).
  public var initialVelocity: Double
  /// The settling threshold ε, absolute, in target units (SwiftUI's convention).
  public var epsilon: Double

  /// Conditions for a move from 0 to `target`, with `initialVelocity` and settling threshold `epsilon`.
  public init(target: Double = 1, initialVelocity: Double = 0, epsilon: Double = 0.001) {
    self.target = target
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
  }

  /// A unit move from rest with ε = 0.1 % of the move: the conditions of every chart and table.
  public static let standard = MotionConditions()
}

/// Every figure any view of motionspec shows for one animation, computed once.
///
/// **One time base.** Every time (``duration``, the settling times, peak and rise times) is
/// wall-clock time from the moment the animation is triggered, with `delay` and `speed` applied
/// the way SwiftUI composes them (see ``Animation``). The spring's own parameters — its duration,
/// bounce, response, damping ratio, mass, stiffness and damping — are intrinsic, the same whatever
/// the delay or speed, and are kept apart in ``SpringParameters``. ``period`` and ``decayConstant``
/// are what the viewer sees, so they include the speed.
///
/// A value that does not exist is `nil`: an undamped spring (bounce 1) never settles, so its
/// settling times are `nil` and ``settles`` is false.
public struct AnimationMetrics: Hashable, Sendable {
  /// The conditions the figures are for.
  public let conditions: MotionConditions
  /// Seconds from the trigger until the motion starts.
  public let delay: Double
  /// Playback rate (2 plays twice as fast).
  public let speed: Double
  /// How the motion repeats; every other figure describes its first cycle.
  public let repetition: Repetition
  /// The curve's velocity at its start in its own time (target units per second): the caller's
  /// plus the expression's, divided by the speed.
  public let intrinsicInitialVelocity: Double
  /// The spring's own parameters; `nil` for a timing curve.
  public let spring: SpringParameters?
  /// A timing curve's own duration and control points; `nil` for a spring.
  public let timingCurve: TimingCurve?

  /// The duration from the trigger: delay + the perceptual duration / speed (what completion
  /// handlers use). It is when the motion looks done only where ``looksDoneAtDuration``.
  public let duration: Double
  /// The fraction of the move done at ``duration``: 1 for a timing curve, about 0.986 for a
  /// critically damped spring, less the more a spring is overdamped (0.72 at bounce −0.6).
  public let progressAtDuration: Double
  /// First time the value reaches 95 % of the move.
  public let riseTime95: Double?
  /// The three settling times (see ``Settling``).
  public let settling: Settling
  /// Whether the motion looks done at its duration: it has reached 95 % of the move by then
  /// (a bouncy spring has, and swings about the target after). False for a strongly
  /// overdamped spring, whose slow exponential still has far to go (``riseTime95`` is then
  /// when it looks done).
  public var looksDoneAtDuration: Bool { riseTime95.map { $0 <= duration + 1e-12 } ?? false }
  /// The fraction of a move that looks done: 95 %.
  public static let looksDoneFraction = 0.95
  /// Whether the motion ever settles (false only for an undamped spring).
  public var settles: Bool { settling.exact != nil }
  /// The largest excursion past the target, as a fraction of the move (0 when it never passes).
  public let overshoot: Double
  /// When that largest excursion happens; `nil` when the motion never passes the target.
  public let peakTime: Double?
  /// The fastest moment: its time and velocity (target units per second).
  public let peakVelocity: Instant
  /// First times at which the value reaches 50 %, 90 % and 99 % of the move.
  public let riseTime50: Double?
  /// First time the value reaches 90 % of the move.
  public let riseTime90: Double?
  /// First time the value reaches 99 % of the move.
  public let riseTime99: Double?
  /// Swings past the target larger than 1 % of the move; `nil` when they never stop.
  public let visibleSwings: Int?
  /// The damped period as seen (intrinsic period / speed); `nil` unless it oscillates.
  public let period: Double?
  /// The envelope's decay rate as seen (λ · speed, 1/s); `nil` for a timing curve.
  public let decayConstant: Double?

  /// The three settling numbers, each a wall-clock time from the trigger.
  public struct Settling: Hashable, Sendable {
    /// SwiftUI's `Spring.settlingDuration(target:initialVelocity:epsilon:)`, a conservative bound.
    public var swiftUI: Double?
    /// Core Animation's `CASpringAnimation.settlingDuration`, the tight envelope.
    public var coreAnimation: Double?
    /// The exact time after which the value stays within ε of the target.
    public var exact: Double?
    /// SwiftUI's 0.1-s scan ended (after 102.4 s of the spring's time) before the spring
    /// settled, so SwiftUI reports 0; ``swiftUI`` then holds that 0 as SwiftUI returns it.
    public var swiftUIScanGivesUp: Bool
  }

  /// The intrinsic parameters of a spring.
  public struct SpringParameters: Hashable, Sendable {
    /// Under-, critically or over-damped.
    public var regime: Spring.Regime
    /// The perceptual duration 2π/ω₀ (equal to the response), in the spring's own time.
    public var duration: Double
    /// SwiftUI's bounce: 1 − ζ when it bounces, 1/ζ − 1 (negative) when overdamped.
    public var bounce: Double
    /// The response 2π/ω₀, in seconds (SwiftUI's older parameter).
    public var response: Double
    /// ζ, SwiftUI's `dampingRatio` (the `dampingFraction` of the older API).
    public var dampingRatio: Double
    /// The mass (1 for every SwiftUI form except `Spring(mass:stiffness:damping:)`).
    public var mass: Double
    /// The stiffness k = m·ω₀².
    public var stiffness: Double
    /// The damping c = 2ζ·√(k·m).
    public var damping: Double
  }

  /// A moment of the motion and a value there.
  public struct Instant: Hashable, Sendable {
    /// Seconds from the trigger.
    public var time: Double
    /// The value there (a position or a velocity, as the owner says).
    public var value: Double
  }
}

extension AnimationMetrics {
  /// The metrics of `animation` under `conditions`.
  public init(_ animation: Animation, _ conditions: MotionConditions = .standard) {
    let target = conditions.target
    let eps = conditions.epsilon
    let speed = animation.speed, delay = animation.delay
    let v0 = (conditions.initialVelocity + animation.initialVelocity * target) / speed
    /// Intrinsic time → wall-clock time.
    func wall(_ t: Double?) -> Double? { t.map { delay + $0 / speed } }

    self.conditions = conditions
    self.delay = delay
    self.speed = speed
    repetition = animation.repetition
    intrinsicInitialVelocity = v0
    duration = delay + animation.curve.perceptualDuration / speed
    switch animation.curve {
    case .spring(let s):
      let m = s.metrics(target: target, initialVelocity: v0)
      let relative = target == 0 ? 0 : v0 / target
      let exact = s.settlingTime(target: target, initialVelocity: v0, epsilon: eps)
      let swiftUI = s.settlingDuration(target: target, initialVelocity: v0, epsilon: eps)
      let ca = s.coreAnimationSettlingDuration(
        initialVelocity: relative, epsilon: eps / max(abs(target), .leastNormalMagnitude))
      spring = SpringParameters(
        regime: s.regime, duration: s.duration, bounce: s.bounce, response: s.response, dampingRatio: s.dampingRatio,
        mass: s.mass, stiffness: s.stiffness, damping: s.damping)
      timingCurve = nil
      settling = Settling(
        swiftUI: swiftUI.isFinite ? wall(swiftUI) : nil,
        coreAnimation: ca.flatMap { $0.isFinite ? wall($0) : nil },
        exact: exact.isFinite ? wall(exact) : nil,
        swiftUIScanGivesUp: s.swiftUIScanGivesUp(target: target, initialVelocity: v0, epsilon: eps))
      overshoot = m.overshoot
      peakTime = wall(m.peakTime)
      riseTime50 = wall(m.riseTime50)
      riseTime90 = wall(m.riseTime90)
      riseTime95 = wall(s.riseTime(AnimationMetrics.looksDoneFraction, target: target, initialVelocity: v0))
      riseTime99 = wall(m.riseTime99)
      progressAtDuration =
        target == 0
        ? 1 : s.value(target: target, initialVelocity: v0, time: animation.curve.perceptualDuration) / target
      visibleSwings = m.visibleOscillations
      period = m.period.map { $0 / speed }
      decayConstant = s.decayConstant * speed
      let fastest = AnimationMetrics.springPeakVelocity(s, target: target, initialVelocity: v0)
      peakVelocity = Instant(time: delay + fastest.time / speed, value: fastest.value * speed)
    case .timing(let c):
      spring = nil
      timingCurve = c
      let exact = animation.curve.settlingTime(target: target, initialVelocity: 0, epsilon: eps)
      settling = Settling(swiftUI: nil, coreAnimation: nil, exact: wall(exact), swiftUIScanGivesUp: false)
      let highest = c.easing.maximum
      overshoot = max(0, highest.value - 1)
      peakTime = overshoot > 0 ? wall(highest.time * c.duration) : nil
      riseTime50 = wall(c.easing.firstTime(reaching: 0.5).map { $0 * c.duration })
      riseTime90 = wall(c.easing.firstTime(reaching: 0.9).map { $0 * c.duration })
      riseTime95 = wall(c.easing.firstTime(reaching: AnimationMetrics.looksDoneFraction).map { $0 * c.duration })
      progressAtDuration = 1
      riseTime99 = wall(c.easing.firstTime(reaching: 0.99).map { $0 * c.duration })
      visibleSwings = overshoot > Spring.visibilityThreshold ? 1 : 0
      period = nil
      decayConstant = nil
      let fastest = c.easing.steepest
      peakVelocity = Instant(
        time: delay + fastest.time * c.duration / speed, value: target * fastest.value / c.duration * speed)
    }
  }

  /// The velocity of largest magnitude of a spring move: at t = 0 or at an inflection point
  /// (acceleration zero), found in closed form per regime.
  static func springPeakVelocity(_ s: Spring, target: Double, initialVelocity v0: Double) -> Instant {
    var candidates: [Double] = [0]
    switch s.regime {
    case .underdamped:
      // a(t) ∝ e^(−λt)·cos(ω_d t − φ − 2·lag): the first inflection follows the start.
      let shape = s.oscillation(target: target, initialVelocity: v0)
      let offset = shape.phase - 2 * shape.lag + .pi / 2
      let k = shape.firstIndex(offset, after: 0)
      candidates += [shape.time(offset, k), shape.time(offset, k + 1)]
    case .criticallyDamped:
      // v(t) = e^(−λt)(v₀ + λ·s·t), s = λT − v₀: extremum at t = 1/λ − v₀/(λ·s).
      let slope = s.decayConstant * target - v0
      if slope != 0 { candidates.append(1 / s.decayConstant - v0 / (s.decayConstant * slope)) }
    case .overdamped:
      let (r1, r2, c1, c2) = s.overdampedTerms(target: target, initialVelocity: v0)
      if c1 != 0 && c2 != 0 { candidates.append(log(-(r2 * r2 * c2) / (r1 * r1 * c1)) / (r1 - r2)) }
    }
    return candidates.filter { $0.isFinite && $0 >= 0 }
      .map { Instant(time: $0, value: s.velocity(target: target, initialVelocity: v0, time: $0)) }
      .max { abs($0.value) < abs($1.value) }!
  }

  /// Periods of oscillation a chart window shows at most.
  public static let windowPeriods = 12.0

  /// The end of a chart window that shows this motion (from the trigger at 0): until it settles,
  /// with a little air, and at least 1.3 × the duration — but no more than ``windowPeriods``
  /// periods of an oscillation, so a spring that barely decays is drawn legibly, and three
  /// periods of one that never settles. ``windowShowsSettling`` says whether the settle is inside.
  public var windowEnd: Double {
    let least = max(duration * 1.3, delay + 1e-3)
    guard let settle = settling.exact else { return max(least, delay + 3 * (period ?? duration)) }
    let end = max(least, settle * 1.12)
    guard let period else { return end }
    return min(end, max(least, delay + AnimationMetrics.windowPeriods * period))
  }

  /// Whether ``windowEnd`` includes the exact settling time.
  public var windowShowsSettling: Bool { settling.exact.map { $0 <= windowEnd } ?? false }
}
