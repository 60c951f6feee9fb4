/// How SwiftUI plays a spring at run time, beside the exact closed form the charts draw.
///
/// **From decompiled behaviour; not measured on a device.** The rules come from two independent
/// reimplementations of SwiftUI that agree: OpenSwiftUI (`OpenSwiftUIProject/OpenSwiftUI`,
/// `Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift` and
/// `SpringAnimation.swift`, both "Audited for 6.5.4") and pookjw/MySwiftUI's disassembly-annotated
/// `FluidSpringAnimation.swift` and `FluidSpringAnimation+Function.swift`; they are summarised with
/// their line numbers in `../shared/SPRING-MATH.md` §5.2–5.3 and §6. motionspec implements the
/// described rules, not their code:
///
/// - `.spring`, `.smooth`, `.snappy`, `.bouncy` and `.interactiveSpring` (SwiftUI's
///   `FluidSpringAnimation`) are **stepped**: a fixed 300 Hz integrator on the animated value
///   itself (points, for a move), with stiffness (2π/response)² capped at 45 000 and damping
///   2√k·ζ. Each step moves the velocity half a step with the last force, the position a whole
///   step, then computes the force and moves the velocity the other half. The force starts at 0,
///   not at the spring's pull, which is most of why the frames differ from the closed form. A
///   frame shows the state at the first step at or after its time; after a gap over 1 s the
///   integrator jumps to 1/60 s before the frame.
/// - It is **removed** (the `.removed` completion fires) at the first frame where the speed and
///   the force are both at most 0.06 per second (per second²) **in the value's own units** and
///   at most 1 % of the move remains. The thresholds are absolute, so the same spring finishes
///   later for a 300-pt move than for an opacity change.
/// - It is **logically complete** (`.logicallyComplete`) once its response has passed since it
///   started or was last retargeted; during a blend the blended response.
/// - Retargeted while it runs, it **merges**: position, velocity and force carry on toward the
///   new target; with `blendDuration` the response moves from the old to the new one along a
///   smoothstep over that time.
/// - `interpolatingSpring` (`SpringAnimation`) plays the **closed form** (critically damped at
///   ω₀ when ζ ≥ 1, as motionspec's model does), is logically complete at 2π/√k and removed at
///   its `SpringModel` duration for ε = 0.001 (the tight envelope including 1/ω_d when it
///   oscillates, a 0.1-s scan otherwise), for any distance. Retargeted, it **adds** a second
///   animation instead of merging.
///
/// Two slips in OpenSwiftUI's transcription are read as the disassembly has them: the response
/// when not blending is the spring's response (not 0), and the blend's progress is clamped to
/// 0…1 (not the blend duration).
public enum SwiftUIRuntime {
  /// Where the rules come from, as outputs cite it.
  public static let source =
    "from decompiled behaviour (OpenSwiftUI's FluidSpringAnimation.swift and SpringAnimation.swift, audited for SwiftUI 6.5.4; pookjw/MySwiftUI); not measured on a device"
  /// The integrator's steps per second.
  public static let stepRate = 300.0
  /// The stiffness the integrator never exceeds.
  public static let stiffnessCap = 45_000.0
  /// Speed and force at rest: max(|v|², |F|²) at most this (0.06²).
  public static let restSquared = 0.0036
  /// The share of the move that may remain when it is removed.
  public static let remainingShare = 0.01
  /// A gap in frames longer than this makes the integrator skip ahead.
  public static let catchUpGap = 1.0
  /// The epsilon of `interpolatingSpring`'s duration.
  public static let interpolatingEpsilon = 0.001
  /// How long a run is followed before giving up on its removal (a spring that never rests).
  public static let horizon = 60.0

  /// How SwiftUI plays `animation`: stepped (`.spring` and its presets), the closed form
  /// (`interpolatingSpring`), or not a spring.
  public enum Player: String, Hashable, Sendable {
    case integrated, closedForm = "closed form", notASpring = "not a spring"
  }

  /// The response and damping fraction of `spring` as SwiftUI receives them: the model's round
  /// trip through ω₀ and λ leaves the last bits off (0.5 comes back as 0.5000000000000001), which
  /// would move the logical completion a frame; 12 decimals undo it.
  static func received(_ spring: Spring) -> (response: Double, dampingFraction: Double) {
    ((spring.response * 1e12).rounded() / 1e12, (spring.dampingRatio * 1e12).rounded() / 1e12)
  }

  public static func player(_ animation: Animation) -> Player {
    guard animation.spring != nil else { return .notASpring }
    return animation.interpolates ? .closedForm : .integrated
  }

  /// When SwiftUI calls `animation` logically complete, in its own time from its start (its delay
  /// and speed aside): a fluid spring once its response has passed, an interpolating spring at
  /// 2π/√k, a timing curve at its end — when a `PhaseAnimator` moves to its next phase.
  public static func logicalCompletion(_ animation: Animation) -> Double {
    switch player(animation) {
    case .integrated: received(animation.spring ?? Spring()).response
    case .closedForm: 2 * Double.pi / (animation.spring ?? Spring()).stiffness.squareRoot()
    case .notASpring: animation.curve.perceptualDuration
    }
  }
}

/// SwiftUI's `FluidSpringAnimation` stepping one animated value (see ``SwiftUIRuntime``).
public struct FluidSpringIntegrator: Sendable {
  public var response: Double
  public var dampingFraction: Double
  public var blendDuration: Double
  /// The value it heads for, in the value's own units (300 for a 300-pt move).
  public var target: Double
  /// Its state: position, velocity and force, and the integrator's own clock.
  public private(set) var offset = 0.0
  public private(set) var velocity = 0.0
  public private(set) var force = 0.0
  public private(set) var clock = 0.0
  /// When it started or was last retargeted, and the blend under way.
  public private(set) var startTime = 0.0
  private var blendStart = 0.0
  private var blendInterval = 0.0
  /// Steps per second (``SwiftUIRuntime/stepRate``; other rates only to test the stepping).
  let stepRate: Double
  /// Whether the stepping has run away: a stiff, strongly overdamped spring (damping × step well
  /// over 2) makes an explicit integrator like this one oscillate with growing size. It then
  /// stops; SwiftUI's frames for such a spring would not be finite.
  public private(set) var diverged = false

  /// A spring heading from 0 to `target`, already moving at `initialVelocity` (value units per
  /// second: a gesture's velocity handed over).
  public init(
    response: Double, dampingFraction: Double, blendDuration: Double = 0, target: Double, initialVelocity: Double = 0
  ) {
    self.init(
      response: response, dampingFraction: dampingFraction, blendDuration: blendDuration, target: target,
      initialVelocity: initialVelocity, stepRate: SwiftUIRuntime.stepRate)
  }

  init(
    response: Double, dampingFraction: Double, blendDuration: Double, target: Double, initialVelocity: Double,
    stepRate: Double
  ) {
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
    self.target = target
    self.velocity = initialVelocity
    self.stepRate = stepRate
  }

  /// The spring's response at `time`: blended from the previous one after a retarget.
  public func currentResponse(at time: Double) -> Double {
    guard blendDuration > 0, blendInterval != 0 else { return response }
    let progress = min(max((time - blendStart) / blendDuration, 0), 1)
    return response + blendInterval * (1 - progress * progress * (3 - 2 * progress))
  }

  /// Whether it is logically complete at `time`.
  public func isLogicallyComplete(at time: Double) -> Bool { time - startTime >= currentResponse(at: time) }

  /// Steps up to `time` (the first step at or after it) and returns the position, or `nil` once
  /// SwiftUI would remove the animation.
  public mutating func advance(to time: Double) -> Double? {
    let r = currentResponse(at: time)
    let stiffness = min(r > 0 ? (2 * Double.pi / r) * (2 * Double.pi / r) : 1, SwiftUIRuntime.stiffnessCap)
    let damping = 2 * stiffness.squareRoot() * dampingFraction
    if time - clock > SwiftUIRuntime.catchUpGap { clock = time - 1 / 60 }
    let h = 1 / stepRate
    // The clock advances by adding 1/300 s a step, as SwiftUI's does.
    var t = clock
    let bound = 10 * max(abs(target), 1)
    while t < time && !diverged {
      let half = velocity + force * h / 2
      offset += half * h
      force = stiffness * (target - offset) - damping * half
      velocity = half + force * h / 2
      t += h
      if !(abs(offset - target) <= bound) { diverged = true }
    }
    clock = t
    if diverged { return offset }
    guard max(velocity * velocity, force * force) <= SwiftUIRuntime.restSquared else { return offset }
    let tolerance = target * SwiftUIRuntime.remainingShare
    let remaining = target - offset
    guard tolerance * tolerance > 0, tolerance * tolerance < remaining * remaining else { return nil }
    return offset
  }

  /// Retargets at `time` to `target`, with a new spring: position, velocity and force carry on;
  /// a new response blends in over `blendDuration` (the new animation's).
  public mutating func retarget(
    to target: Double, at time: Double, response: Double, dampingFraction: Double, blendDuration: Double
  ) {
    if response != self.response {
      blendInterval = self.response - response
      blendStart = time
    }
    self.target = target
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
    startTime = time
  }
}

/// One animation played as SwiftUI plays it, frame by frame, for a move of `distance`.
public struct SwiftUIPlayback: Sendable {
  /// One frame: its time from the trigger, the shown position and the closed form's, both as
  /// fractions of the move.
  public struct Frame: Hashable, Sendable {
    public var time: Double
    public var value: Double
    public var exact: Double
  }

  public let player: SwiftUIRuntime.Player
  public let distance: Double
  public let frameRate: Double
  /// Every frame until the animation is removed (at most ``SwiftUIRuntime/horizon``).
  public let frames: [Frame]
  /// The largest |shown − closed form| over the frames, as a fraction of the move.
  public let largestDifference: Double
  /// When `.logicallyComplete` fires (the first frame at or after it), from the trigger.
  public let logicallyComplete: Double?
  /// When `.removed` fires (the first frame the animation no longer runs), from the trigger;
  /// `nil` when it still runs at the horizon (a spring that never rests) or diverges.
  public let removed: Double?
  /// Whether SwiftUI's stepping runs away for this spring (``FluidSpringIntegrator/diverged``):
  /// the frames stop where it does.
  public let diverges: Bool

  /// Plays `animation` for a move of `distance` in the value's units, sampled at `frameRate`
  /// frames a second (a timing curve plays its closed form and ends at its duration).
  /// With `keepsFrames` false only the times are kept (a spec of thousands of tokens needs
  /// those, not every frame).
  public init(_ animation: Animation, distance: Double = 1, frameRate: Double = 120, keepsFrames: Bool = true) {
    let player = SwiftUIRuntime.player(animation)
    self.player = player
    self.distance = distance
    self.frameRate = frameRate
    let delay = animation.delay, speed = animation.speed
    var frames: [Frame] = []
    var worst = 0.0
    var logically: Double?
    var removed: Double?
    let frameCount = Int((SwiftUIRuntime.horizon * frameRate).rounded(.up))
    guard distance != 0, distance.isFinite, frameRate > 0, frameRate.isFinite else {
      self.frames = []
      largestDifference = 0
      logicallyComplete = nil
      self.removed = nil
      diverges = false
      return
    }
    // A timing curve plays its closed form and ends at its duration (SwiftUI's BezierAnimation).
    let spring = animation.spring ?? Spring(duration: 1, bounce: 0)
    let (response, fraction) = SwiftUIRuntime.received(spring)
    var integrator = FluidSpringIntegrator(
      response: response, dampingFraction: fraction, blendDuration: animation.blendDuration,
      target: distance, initialVelocity: animation.initialVelocity * distance)
    let closedFormEnd: Double
    let logicalEnd: Double
    switch player {
    case .closedForm:
      closedFormEnd = SwiftUIPlayback.springModelDuration(animation)
      logicalEnd = 2 * Double.pi / spring.stiffness.squareRoot()
    case .notASpring:
      closedFormEnd = animation.curve.perceptualDuration
      logicalEnd = closedFormEnd
    case .integrated:
      (closedFormEnd, logicalEnd) = (.infinity, .infinity)
    }
    for k in 0...frameCount {
      let wall = Double(k) / frameRate
      guard wall >= delay else { continue }
      let t = (wall - delay) * speed  // the animation's own time
      let exact = animation.value(target: 1, time: wall)
      let shown: Double?
      switch player {
      case .integrated:
        shown = integrator.advance(to: t).map { $0 / distance }
        if logically == nil && integrator.isLogicallyComplete(at: t) { logically = wall }
      case .closedForm, .notASpring:
        shown = t < closedFormEnd ? exact : nil
        if logically == nil && t >= logicalEnd { logically = wall }
      }
      if integrator.diverged { break }
      guard let shown else {
        removed = wall
        break
      }
      frames.append(Frame(time: wall, value: shown, exact: exact))
      worst = max(worst, abs(shown - exact))
    }
    diverges = integrator.diverged
    if diverges {
      // The frames up to where the stepping is still within a move of the curve.
      frames = Array(frames.prefix { abs($0.value - $0.exact) <= 1 })
      worst = frames.map { abs($0.value - $0.exact) }.max() ?? 0
      if logically == nil {
        logically = ((delay + response / speed) * frameRate).rounded(.up) / frameRate
      }
    }
    self.frames = keepsFrames ? frames : []
    largestDifference = worst
    logicallyComplete = logically
    self.removed = removed
  }

  /// `interpolatingSpring`'s run time (SwiftUI's `SpringModel.duration(epsilon: 0.001)`), in the
  /// animation's own time: the envelope bound with 1/ω_d while it oscillates; otherwise the
  /// first time of the last 0.1-s run within ε that lasts over a second (or, if it never gets
  /// within ε, the time it came closest).
  static func springModelDuration(_ animation: Animation) -> Double {
    guard let spring = animation.spring else { return 0 }
    let epsilon = max(SwiftUIRuntime.interpolatingEpsilon, 1e-6)
    let zeta = spring.dampingRatio, omega0 = spring.naturalFrequency
    let v0 = animation.initialVelocity
    if zeta == 0 { return .infinity }
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let bound = 1 + abs((zeta * omega0 - v0) / omegaD)
      return max(0, -log(epsilon / bound) / (zeta * omega0))
    }
    var closest = Double.infinity, closestTime = -1.0, t = 0.0
    for _ in 0..<1024 {
      let distance = abs(1 - spring.value(target: 1, initialVelocity: v0, time: t))
      guard distance.isFinite else { return 0 }
      if closest >= epsilon {
        if distance < closest { (closest, closestTime) = (distance, t) }
      } else if distance >= epsilon {
        closest = .infinity
      } else if t - closestTime > 1 {
        break
      }
      t += 0.1
    }
    return closestTime
  }
}

/// A move retargeted mid-flight as SwiftUI plays it: `.spring` and its presets merge (the
/// integrator carries position, velocity and force to the new target), `interpolatingSpring`
/// adds a second animation for the difference (see ``SwiftUIRuntime``). Positions are fractions
/// of the first move; the integrator runs on a move of `distance` points, since its rest test is
/// in points.
public struct SwiftUIRetarget: Sendable {
  public let player: SwiftUIRuntime.Player
  /// Whether SwiftUI's stepping runs away for this spring (then only the closed form is drawn).
  public let diverges: Bool
  /// Position and velocity at each integrator step (1/300 s), for a stepped spring.
  private let steps: [(value: Double, velocity: Double)]
  private let animation: Animation
  private let switchTime: Double
  private let newTarget: Double

  public init(
    _ animation: Animation, distance: Double = 300, at switchTime: Double, to newTarget: Double, until end: Double
  ) {
    self.animation = animation
    self.switchTime = switchTime
    self.newTarget = newTarget
    player = SwiftUIRuntime.player(animation)
    guard player == .integrated, let spring = animation.spring, distance > 0, end > 0 else {
      steps = []
      diverges = false
      return
    }
    let (response, fraction) = SwiftUIRuntime.received(spring)
    var integrator = FluidSpringIntegrator(
      response: response, dampingFraction: fraction, blendDuration: animation.blendDuration, target: distance)
    var out: [(value: Double, velocity: Double)] = []
    var retargeted = false
    var removed = false
    let count = Int((min(end, SwiftUIRuntime.horizon) * SwiftUIRuntime.stepRate).rounded(.up))
    out.reserveCapacity(count + 1)
    for k in 0...count {
      let wall = Double(k) / SwiftUIRuntime.stepRate
      let t = (wall - animation.delay) * animation.speed
      if t <= 0 {
        out.append((0, 0))
        continue
      }
      if !retargeted && wall >= switchTime {
        integrator.retarget(
          to: newTarget * distance, at: t, response: response, dampingFraction: fraction,
          blendDuration: animation.blendDuration)
        retargeted = true
        removed = false
      }
      // To the step nearest `t` (half a step early): the clock adds 1/300 s a step, so asking for
      // `t` itself would sometimes take one step more and put a kink in the drawn curve.
      if !removed && integrator.advance(to: t - 0.5 / SwiftUIRuntime.stepRate) == nil { removed = true }
      if integrator.diverged { break }
      // Once removed, the value is the target and nothing moves.
      out.append(
        removed
          ? (integrator.target / distance, 0)
          : (integrator.offset / distance, integrator.velocity * animation.speed / distance))
    }
    steps = out
    diverges = integrator.diverged
  }

  /// The position at `time` from the trigger: between two integrator steps, the straight line
  /// between their states (a chart draws a line, not the 300 Hz staircase); or the sum of the
  /// two closed forms.
  public func value(at time: Double) -> Double {
    if player == .integrated { return interpolated(time) { $0.value } }
    let second = time >= switchTime ? (newTarget - 1) * animation.value(target: 1, time: time - switchTime) : 0
    return animation.value(target: 1, time: time) + second
  }

  private func interpolated(_ time: Double, _ pick: ((value: Double, velocity: Double)) -> Double) -> Double {
    guard let last = steps.last else { return 0 }
    let x = time * SwiftUIRuntime.stepRate
    guard x > 0 else { return pick(steps[0]) }
    guard x < Double(steps.count - 1) else { return pick(last) }
    let k = Int(x.rounded(.down))
    let f = x - Double(k)
    return pick(steps[k]) * (1 - f) + pick(steps[k + 1]) * f
  }

  /// The velocity at `time`, in first moves per second.
  public func velocity(at time: Double) -> Double {
    if player == .integrated { return interpolated(time) { $0.velocity } }
    let second = time >= switchTime ? (newTarget - 1) * animation.velocity(target: 1, time: time - switchTime) : 0
    return animation.velocity(target: 1, time: time) + second
  }
}
