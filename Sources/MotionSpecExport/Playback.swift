import Foundation
import MotionSpecCore
import MotionSpecParallel

/// How each platform's own runtime plays a token, modelled from the rules in its source, and how
/// far that is from the token's exact motion: the number each exported file and the spec state.
///
/// Every model plays a unit move (0 → 1, the token's own initial velocity) sampled at the frames
/// of a 60 Hz display, and is compared with the exact motion at those frames until the motion has
/// settled. Rest thresholds that depend on the size of the move are taken for a unit move, the
/// size of an opacity or a progress value; larger moves in pixels end closer to their target.
///
/// The runtimes (each library's facts; the models are written here, not taken from it):
/// - **Motion** (`motion-dom` 13.1, `generators/spring.ts`): the closed form, evaluated at each
///   frame; a spring set by stiffness, damping and mass ends at the first frame where
///   `|target − value| ≤ restDelta` and `|velocity| ≤ restSpeed`, the velocity the closed form's
///   derivative in every damping regime (since 12.35.2; before, a 5-ms backward difference,
///   checked only for an underdamped spring), then snaps to the target. A move smaller than 5
///   takes the granular thresholds (0.005 and 0.01 per second).
/// - **Motion in the browser** (`createGeneratorEasing`, `calcGeneratorDuration`,
///   `generateLinearEasing`): for the values the browser animates itself (opacity, transforms),
///   Motion runs the spring over 0…100 (restDelta 0.5, restSpeed 2), takes the duration in steps of
///   50 ms until it rests (at most 20 s), and hands the browser a `linear()` easing with a point
///   every 10 ms, each rounded to 4 decimals.
/// - **React Native Reanimated** (4, `spring.ts`, `springUtils.ts`): the closed form from each
///   frame's state, `zeta < 1 ? under : criticallyDamped` (a damping ratio of 1 or more plays
///   critically damped at ω₀), ending when `½k·x² + ½m·v²` falls to `energyThreshold` (6e−9) of
///   the start, then snapping.
/// - **react-spring** (`@react-spring/core` 9, `SpringValue.advance`): each frame advances
///   `ceil(dt)` steps of 1 ms, semi-implicit Euler, with `tension × 1e−6` and `friction × 1e−3`
///   per millisecond and the velocity in units per millisecond; it rests when the velocity is below
///   `precision / 10` and the distance below `precision` (0.001 of a unit move).
/// - **Jetpack Compose** (`animation-core`, `FloatSpringSpec`, `SpringEstimation.kt`): the value at
///   the frame's play time truncated to whole milliseconds; the animation lasts the estimated
///   duration, after which it is the target: for an oscillating spring when the envelope reaches
///   the visibility threshold (0.01 by default for a `Float`), otherwise when the value last is
///   that close.
/// - **Flutter** (`physics/spring_simulation.dart`, `animation/curves.dart`): `SpringSimulation`
///   is the closed form and stops, without snapping, once distance and velocity are both within
///   `Tolerance` 0.001; `Cubic` finds a curve's parameter by bisection until its time is within
///   0.001. (The controller's bounds are the file's other warning.)
public enum Playback {
  /// Frames per second the playback is sampled at (a display's refresh).
  public static let frameRate = 60.0

  /// One platform runtime that plays exported tokens its own way.
  public enum Runtime: String, CaseIterable, Sendable, Hashable {
    /// Motion's JavaScript animation (the main thread).
    case motion
    /// Motion's spring handed to the browser as a `linear()` easing (WAAPI).
    case motionBrowser = "motion-browser"
    case reanimated
    case reactSpring = "react-spring"
    case compose
    case flutter

    /// The platform whose export this runtime plays.
    public var platform: Platform {
      switch self {
      case .motion, .motionBrowser: .motion
      case .reanimated: .reanimated
      case .reactSpring: .reactSpring
      case .compose: .compose
      case .flutter: .flutter
      }
    }

    /// A column heading: the runtime in a few words.
    public var title: String {
      switch self {
      case .motion: "Motion"
      case .motionBrowser: "Motion, linear() in the browser"
      case .reanimated: "Reanimated"
      case .reactSpring: "react-spring"
      case .compose: "Compose"
      case .flutter: "Flutter"
      }
    }
  }

  /// The runtimes that play `platform`'s export (none for the platforms that evaluate the
  /// token's equation as it is: SwiftUI, UIKit, and CSS, whose `linear()` error is stated apart).
  public static func runtimes(of platform: Platform) -> [Runtime] {
    Runtime.allCases.filter { $0.platform == platform }
  }

  /// The largest distance between what `runtime` plays for `motion` and its exact motion, as a
  /// share of the move, over the frames until it settles; `nil` where the runtime plays the
  /// token exactly (a timing curve anywhere but Flutter).
  public static func error(_ motion: PlatformMotion, on runtime: Runtime) -> Double? {
    if let s = motion.spring {
      let v0 = motion.initialVelocity
      let count = Int((window(s, initialVelocity: v0) * frameRate).rounded(.up)) + 1
      let played = frames(s, initialVelocity: v0, on: runtime, count: count)
      var worst = 0.0
      for (k, x) in played.enumerated() {
        worst = max(worst, abs(x - s.value(target: 1, initialVelocity: v0, time: Double(k) / frameRate)))
      }
      return worst
    }
    guard runtime == .flutter, let bezier = motion.timingCurve?.bezier, motion.timingCurve!.duration > 0 else {
      return nil
    }
    // Every point of the curve, not only the frames of one start: a frame can land anywhere.
    // Flutter's bisection stops within 0.001 of x, so its error jumps between neighbouring
    // points: 4 001 samples, then 400 more around each of the 32 largest (0.52 % where 2 001
    // samples alone said 0.49 %); the figure is then rounded up.
    func error(_ x: Double) -> Double { abs(flutterCubic(bezier, x) - bezier.progress(x)) }
    let coarse = (0...4000).map { k in (k, error(Double(k) / 4000)) }
    var worst = coarse.map(\.1).max() ?? 0
    for (k, _) in coarse.sorted(by: { $0.1 > $1.1 }).prefix(32) {
      for j in 0...400 {
        let x = (Double(k) + Double(j - 200) / 200) / 4000
        if x > 0 && x < 1 { worst = max(worst, error(x)) }
      }
    }
    return worst
  }

  /// The error of every runtime that plays `platform`'s export of `motion`, in runtime order.
  public static func errors(_ motion: PlatformMotion, on platform: Platform) -> [(Runtime, Double)] {
    runtimes(of: platform).compactMap { r in error(motion, on: r).map { (r, $0) } }
  }

  /// What a token's comment and card say of `platform`'s own playback, from `errors` (those of
  /// ``errors(_:on:)``); `nil` where the platform plays the token exactly.
  public static func summary(
    _ platform: Platform, errors: [(Runtime, Double)], spring: Bool, initialVelocity: Double = 0
  ) -> String? {
    let error = Dictionary(errors, uniquingKeysWith: { a, _ in a })
    let p = { (r: Runtime) in error[r].map(percent) }
    switch platform {
    case .motion:
      guard let main = p(.motion), let browser = p(.motionBrowser) else { return nil }
      let velocity =
        initialVelocity == 0
        ? ""
        : " (Motion builds that easing over a 0–100 move with the velocity as written, so on a unit move it starts at a hundredth of the token's velocity)"
      return
        "Plays in Motion within \(main) of the token (it snaps to the target 0.005 from it, on a unit move), and within \(browser) as the linear() easing Motion gives the browser for opacity and transforms\(velocity)"
    case .reanimated:
      return p(.reanimated).map {
        "Plays in Reanimated within \($0) of the token (closed form each frame; it ends when the energy falls to 6e-9 of the start)"
      }
    case .reactSpring:
      return p(.reactSpring).map {
        "Plays in react-spring (1-ms steps, \(formatNumber(frameRate)) Hz frames) within \($0) of the token"
      }
    case .compose:
      return p(.compose).map {
        "Plays in Compose within \($0) of the token (whole-millisecond clock; it ends at its estimated duration, 0.01 from the target of a unit move)"
      }
    case .flutter:
      guard let f = p(.flutter) else { return nil }
      return spring
        ? "Plays in Flutter within \(f) of the token (SpringSimulation stops within 0.001 of the target, in a controller whose bounds hold the motion)"
        : "Plays in Flutter within \(f) of the token (Cubic finds the curve's time to within 0.001)"
    default:
      return nil
    }
  }

  /// Every runtime's error for each of `motions`, in ``Runtime`` order (`nil` where it plays the
  /// motion exactly), measured on every core.
  public static func errors(_ motions: [PlatformMotion]) -> [[(Runtime, Double?)]] {
    Parallel.map(count: motions.count, lane: { _ in () }) { _, i in
      Runtime.allCases.map { ($0, error(motions[i], on: $0)) }
    }
  }

  /// An error as the files state it: a percentage to two decimals rounded up, never below 0.01 %
  /// — an upper bound of what was measured, so 0.1649 % reads "within 0.17 %", not "0.16 %".
  public static func percent(_ error: Double) -> String {
    // The nearest 0.01 % above; a hair over a whole hundredth (float noise) does not round up.
    let hundredths = (max(error, 0.0001) * 10_000 - 1e-6).rounded(.up)
    return Limitations.percent(hundredths / 10_000)
  }

  /// ``summary(_:errors:spring:)`` for `motion`, measuring it.
  public static func summary(_ motion: PlatformMotion, on platform: Platform) -> String? {
    summary(
      platform, errors: errors(motion, on: platform), spring: motion.spring != nil,
      initialVelocity: motion.initialVelocity)
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

  /// The spring Reanimated plays for `s`: `s` itself when underdamped, else critically damped at
  /// the same natural frequency and mass.
  public static func reanimatedSpring(_ s: Spring) -> Spring {
    guard s.dampingRatio >= 1 else { return s }
    return Spring(angularFrequency: 0, decayConstant: s.naturalFrequency, mass: s.mass)
  }

  /// What `runtime` shows at the first `count` frames of a unit move of `s` from rest.
  static func frames(_ s: Spring, initialVelocity v0: Double, on runtime: Runtime, count: Int) -> [Double] {
    let exact = { (t: Double) in s.value(target: 1, initialVelocity: v0, time: t) }
    let time = { (k: Int) in Double(k) / frameRate }
    switch runtime {
    case .motion:
      let rests = motionRest(
        exact, velocity: { s.velocity(target: 1, initialVelocity: v0, time: $0) }, restDelta: 0.005, restSpeed: 0.01)
      var out: [Double] = []
      var done = false
      for k in 0..<count {
        done = done || (k > 0 && rests(time(k) * 1000))
        out.append(done ? 1 : exact(time(k)))
      }
      return out
    case .motionBrowser:
      // Motion builds the browser's easing from a spring over keyframes 0…100 with the
      // transition's velocity as written (createGeneratorEasing(options, 100, spring)): on a unit
      // move the velocity is a hundredth of the token's, against that move.
      let browser = { (t: Double) in s.value(target: 1, initialVelocity: v0 / 100, time: t) }
      let rests = motionRest(
        browser, velocity: { s.velocity(target: 1, initialVelocity: v0 / 100, time: $0) }, restDelta: 0.005,
        restSpeed: 0.02)
      let generated = { (ms: Double) in rests(ms) ? 1 : browser(ms / 1000) }
      var duration = 0.0
      while !rests(duration) && duration < 20_000 { duration += 50 }
      duration = min(duration, 20_000)
      let n = max(Int((duration / 10).rounded()), 2)
      let points = (0..<n).map { i in ((generated(duration * Double(i) / Double(n - 1))) * 10_000).rounded() / 10_000 }
      return (0..<count).map { k in
        let ms = time(k) * 1000
        guard ms < duration else { return 1 }
        let at = ms / duration * Double(n - 1)
        let i = min(Int(at), n - 2)
        return points[i] + (points[i + 1] - points[i]) * (at - Double(i))
      }
    case .reanimated:
      let played = reanimatedSpring(s)
      let start = 0.5 * s.stiffness + 0.5 * s.mass * v0 * v0
      var out: [Double] = []
      var done = false
      for k in 0..<count {
        let t = time(k)
        if !done && k > 0 {
          let x = played.value(target: 1, initialVelocity: v0, time: t)
          let v = played.velocity(target: 1, initialVelocity: v0, time: t)
          done = (0.5 * s.stiffness * (1 - x) * (1 - x) + 0.5 * s.mass * v * v) / start <= 6e-9
        }
        out.append(done ? 1 : played.value(target: 1, initialVelocity: v0, time: t))
      }
      return out
    case .reactSpring:
      var out: [Double] = [0]
      reactSpring(s, initialVelocity: v0, frames: count - 1) { out.append($0) }
      return out
    case .compose:
      let end = composeDurationMillis(s, initialVelocity: v0, threshold: 0.01)
      return (0..<count).map { k in
        let nanos = (Double(k) * 1e9 / frameRate).rounded(.down)
        guard nanos < Double(end) * 1e6 else { return 1 }
        return exact((nanos / 1e6).rounded(.down) / 1000)
      }
    case .flutter:
      var out: [Double] = []
      var stopped: Double?
      for k in 0..<count {
        let t = time(k)
        if let x = stopped {
          out.append(x)
          continue
        }
        let x = exact(t)
        if abs(x - 1) < 0.001 && abs(s.velocity(target: 1, initialVelocity: v0, time: t)) < 0.001 { stopped = x }
        out.append(x)
      }
      return out
    }
  }

  /// Whether Motion's spring generator reports rest at `ms`: within `restDelta` of the target
  /// and slower than `restSpeed` per second, the velocity the closed form's own derivative, in
  /// every damping regime (`motion-dom` 13, `generators/spring.ts`, `next`).
  static func motionRest(
    _ value: @escaping (Double) -> Double, velocity: @escaping (Double) -> Double, restDelta: Double,
    restSpeed: Double
  ) -> (Double) -> Bool {
    { ms in
      guard ms > 0 else { return false }
      return abs(1 - value(ms / 1000)) <= restDelta && abs(velocity(ms / 1000)) <= restSpeed
    }
  }

  /// How long Compose lets a spring run (`estimateAnimationDurationMillis` for a unit move whose
  /// visibility threshold is `threshold`), in whole milliseconds: an oscillating spring's envelope
  /// reaching the threshold, otherwise the last time the value is that far from the target.
  static func composeDurationMillis(_ s: Spring, initialVelocity v0: Double, threshold: Double) -> Int {
    let seconds: Double
    if s.dampingRatio < 1 {
      let r = -s.decayConstant
      let c2 = (-v0 - r) / s.angularFrequency
      seconds = Elementary.log(threshold / (1 + c2 * c2).squareRoot()) / r
    } else {
      seconds = s.settlingTime(target: 1, initialVelocity: v0, epsilon: threshold)
    }
    return seconds.isFinite ? Int(min(seconds * 1000, 1e9)) : 1_000_000_000
  }

  /// Flutter's `Cubic.transform`: bisect the curve's parameter until its x is within 0.001 of `x`.
  static func flutterCubic(_ b: CubicBezier, _ x: Double) -> Double {
    if x <= 0 || x >= 1 { return x <= 0 ? 0 : 1 }
    let cubic = { (p1: Double, p2: Double, m: Double) in
      3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m
    }
    var low = 0.0, high = 1.0
    for _ in 0..<64 {
      let mid = (low + high) / 2
      let estimate = cubic(b.x1, b.x2, mid)
      if abs(x - estimate) < 0.001 { return cubic(b.y1, b.y2, mid) }
      if estimate < x { low = mid } else { high = mid }
    }
    return cubic(b.y1, b.y2, (low + high) / 2)
  }

  /// react-spring's playback of a unit move: `visit(x)` at each of `frames` frames after the
  /// start, the position at the end of the frame (the target once it rests).
  static func reactSpring(_ s: Spring, initialVelocity v0: Double, frames: Int, visit: (Double) -> Void) {
    // react-spring's own units: tension and friction are stiffness and damping; per millisecond.
    let tension = s.stiffness, friction = s.damping, mass = s.mass
    let precision = 0.001  // min(1, |to − from| × 0.001) for a unit move
    let restVelocity = precision / 10
    var x = 0.0, v = v0 / 1000
    let steps = Int((1000 / frameRate).rounded(.up))
    var resting = false
    for _ in 0..<max(frames, 0) {
      if !resting {
        for _ in 0..<steps {
          if abs(v) <= restVelocity && abs(1 - x) <= precision {
            resting = true
            break
          }
          let force = -tension * 0.000_001 * (x - 1) - friction * 0.001 * v
          v += force / mass
          x += v
        }
      }
      visit(resting ? 1 : x)
    }
  }

  /// How long to compare: until the exact motion has settled within 1e−6 of the move (at most
  /// 30 s), so a runtime that stops short is measured to its full residue, and at least two
  /// periods of the natural frequency.
  static func window(_ s: Spring, initialVelocity v0: Double) -> Double {
    let settle = s.settlingTime(target: 1, initialVelocity: v0, epsilon: 1e-6)
    let floor = 2 * s.duration
    return min(30, max(floor, settle.isFinite ? settle : 30))
  }
}
