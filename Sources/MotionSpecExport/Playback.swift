import MotionSpecCore

/// How a platform's own runtime plays a spring, modelled from the rules in its source, and how
/// far that is from the token's exact motion: the number each exported file states per token.
///
/// Modelled so far (the other platforms evaluate the spring's equation itself):
/// - **react-spring** (`@react-spring/core` 9, `SpringValue.advance`): each frame advances
///   `ceil(dt)` steps of 1 ms, semi-implicit Euler, with `tension × 1e−6` and `friction × 1e−3`
///   per millisecond and the velocity in units per millisecond; frames at 60 Hz.
/// - **React Native Reanimated** (4, `spring.ts`): the closed form, but `zeta < 1 ? underdamped :
///   criticallyDamped` — a spring with a damping ratio of 1 or more plays critically damped at
///   its natural frequency, whatever its damping.
public enum Playback {
  /// Frames per second the playback is sampled at (a display's refresh).
  public static let frameRate = 60.0

  /// The largest distance between what `platform` plays for `motion` and its exact motion, as a
  /// share of the move (a unit move from rest, the token's own initial velocity); `nil` when the
  /// platform plays the equation itself (nothing to measure) or the motion is not a spring.
  public static func error(_ motion: PlatformMotion, on platform: Platform) -> Double? {
    guard let s = motion.spring else { return nil }
    let v0 = motion.initialVelocity
    let end = window(s, initialVelocity: v0)
    switch platform {
    case .reactSpring:
      var worst = 0.0
      reactSpring(s, initialVelocity: v0, until: end) { t, x in
        worst = max(worst, abs(x - s.value(target: 1, initialVelocity: v0, time: t)))
      }
      return worst
    case .reanimated:
      guard s.dampingRatio > 1 else { return 0 }
      let played = reanimatedSpring(s)
      var worst = 0.0
      var t = 0.0
      while t <= end {
        worst = max(
          worst,
          abs(played.value(target: 1, initialVelocity: v0, time: t) - s.value(target: 1, initialVelocity: v0, time: t)))
        t += 1 / frameRate
      }
      return worst
    default:
      return nil
    }
  }

  /// The lowest and highest value of `motion`'s unit move from rest (with its own initial
  /// velocity), sampled at the frame rate over its motion; `nil` for a timing curve.
  public static func range(_ motion: PlatformMotion) -> (low: Double, high: Double)? {
    guard let s = motion.spring else { return nil }
    let v0 = motion.initialVelocity
    var low = 0.0, high = 0.0
    var t = 0.0
    let end = window(s, initialVelocity: v0)
    while t <= end {
      let x = s.value(target: 1, initialVelocity: v0, time: t)
      low = min(low, x)
      high = max(high, x)
      t += 1 / (4 * frameRate)
    }
    return (low, max(high, 1))
  }

  /// What a token's comment and card say of `platform`'s own playback, where it differs from the
  /// equation: react-spring's error at the frame rate; `nil` elsewhere (the warnings say the rest).
  public static func summary(_ motion: PlatformMotion, on platform: Platform) -> String? {
    guard platform == .reactSpring, let away = error(motion, on: platform) else { return nil }
    return
      "Plays in react-spring (1-ms steps, \(formatNumber(frameRate)) Hz frames) within \(Limitations.percent(away)) of the token"
  }

  /// The spring Reanimated plays for `s`: `s` itself when underdamped, else critically damped at
  /// the same natural frequency and mass.
  public static func reanimatedSpring(_ s: Spring) -> Spring {
    guard s.dampingRatio >= 1 else { return s }
    return Spring(angularFrequency: 0, decayConstant: s.naturalFrequency, mass: s.mass)
  }

  /// react-spring's playback of a unit move: `visit(t, x)` at every frame (seconds, position)
  /// until `end` or until it rests (then at the target).
  static func reactSpring(
    _ s: Spring, initialVelocity v0: Double, until end: Double, visit: (Double, Double) -> Void
  ) {
    // react-spring's own units: tension and friction are stiffness and damping; per millisecond.
    let tension = s.stiffness, friction = s.damping, mass = s.mass
    let precision = 0.001  // min(1, |to − from| × 0.001) for a unit move
    let restVelocity = precision / 10
    var x = 0.0, v = v0 / 1000
    let frame = 1000 / frameRate
    var wall = 0.0
    var resting = false
    while wall / 1000 <= end {
      wall += frame
      if !resting {
        for _ in 0..<Int(frame.rounded(.up)) {
          if abs(v) <= restVelocity && abs(1 - x) <= precision {
            resting = true
            break
          }
          let force = -tension * 0.000_001 * (x - 1) - friction * 0.001 * v
          v += force / mass
          x += v
        }
      }
      visit(wall / 1000, resting ? 1 : x)
    }
  }

  /// How long to compare: until the exact motion has settled within 0.01 % (at most 30 s), and
  /// at least two periods of the natural frequency.
  static func window(_ s: Spring, initialVelocity v0: Double) -> Double {
    let settle = s.settlingTime(target: 1, initialVelocity: v0, epsilon: 1e-4)
    let floor = 2 * s.duration
    return min(30, max(floor, settle.isFinite ? settle : 30))
  }
}
