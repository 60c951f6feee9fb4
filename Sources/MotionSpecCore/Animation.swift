/// The parameters a spring is written in: `.spring(duration:bounce:)`, `Spring(duration:bounce:)`
/// and the presets, or damping fraction and response (also mass, stiffness and damping).
public enum SpringWording: Hashable, Sendable {
  case durationAndBounce
  case dampingAndResponse
}

/// A motion as SwiftUI spells it: a curve, with the `.delay(_:)` and `.speed(_:)` modifiers and
/// the expression it was written as.
///
/// Evaluation follows SwiftUI: nothing moves before `delay`; after it, the curve runs `speed`
/// times faster, so its velocity is `speed` times higher.
///
/// `delay` and `speed` are stored in wall-clock terms: value(t) = curve((t − delay) · speed).
/// SwiftUI's modifiers each wrap the animation written before them, so their order matters:
/// `.delay(d).speed(s)` speeds up the delay too (it starts after d / s), while
/// `.speed(s).delay(d)` waits d and then plays s times faster (Apple's documentation of
/// `Animation.delay(_:)` and `Animation.speed(_:)`).
public struct Animation: Hashable, Sendable, MotionCurve {
  /// The underlying curve.
  public var curve: Curve
  /// Seconds before the motion starts.
  public var delay: Double
  /// Playback rate; 2 plays twice as fast.
  public var speed: Double
  /// The initial velocity the expression itself gives (`interpolatingSpring(…, initialVelocity:)`),
  /// as a fraction of the move per second; added to any velocity the caller passes.
  public var initialVelocity: Double
  /// `blendDuration` of the spring forms that have one (it only matters when animations blend).
  public var blendDuration: Double
  /// The canonical SwiftUI spelling, e.g. `.spring(duration: 0.55, bounce: 0.18)`.
  public var swiftUI: String
  /// What SwiftUI renders differently from the plotted closed form, if anything.
  public var notes: [String]
  /// The parameters the spring was written in, so findings about it can use the same words.
  public var springWording: SpringWording = .dampingAndResponse
  /// Whether SwiftUI plays it as `interpolatingSpring` (the closed form; a retarget adds a second
  /// animation) rather than as `.spring` and its presets (stepped; a retarget merges). See
  /// ``SwiftUIRuntime``.
  public var interpolates = false
  /// Whether it plays once or repeats (`.repeatCount(_:autoreverses:)`, `.repeatForever()`).
  /// Every figure and chart describes one cycle, the first.
  public var repetition: Repetition

  /// Creates an animation of `curve` with SwiftUI's modifiers; `swiftUI` is how it is written.
  public init(
    _ curve: Curve, delay: Double = 0, speed: Double = 1, initialVelocity: Double = 0, blendDuration: Double = 0,
    swiftUI: String, notes: [String] = [], repetition: Repetition = .once
  ) {
    self.curve = curve
    self.repetition = repetition
    self.initialVelocity = initialVelocity
    self.delay = delay
    self.speed = speed
    self.blendDuration = blendDuration
    self.swiftUI = swiftUI
    self.notes = notes
  }

  /// The value at wall-clock `time` of a move from 0 to `target`, with the caller's initial velocity `v0` (target units per second).
  public func value(target: Double = 1, initialVelocity v0: Double = 0, time t: Double) -> Double {
    curve.value(target: target, initialVelocity: startVelocity(target, v0), time: (t - delay) * speed)
  }

  /// The velocity (target units per second) at wall-clock `time`; `speed` times the curve's own.
  public func velocity(target: Double = 1, initialVelocity v0: Double = 0, time t: Double) -> Double {
    speed * curve.velocity(target: target, initialVelocity: startVelocity(target, v0), time: (t - delay) * speed)
  }

  /// The curve's initial velocity in its own (unscaled) time: caller's plus the expression's.
  private func startVelocity(_ target: Double, _ v0: Double) -> Double {
    (v0 + initialVelocity * target) / speed
  }

  /// When the motion looks done: the delay plus the curve's perceptual duration at this speed.
  public var perceptualDuration: Double { delay + curve.perceptualDuration / speed }

  /// Wall-clock times where the velocity jumps (a timing curve's start and end).
  public var discontinuities: [Double] { curve.discontinuities.map { delay + $0 / speed } }

  /// The exact wall-clock time after which the value stays within `epsilon` of `target`.
  public func settlingTime(target: Double = 1, initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Double {
    delay + curve.settlingTime(target: target, initialVelocity: startVelocity(target, v0), epsilon: epsilon) / speed
  }

  /// The spring, when the curve is one (ignores delay and speed).
  public var spring: Spring? { curve.spring }
}

extension Animation {
  /// The note a curve read without a duration of its own carries (a CSS keyword, `Curves.easeOut`).
  public static let noDurationNote = "no duration written: SwiftUI's default, 0.35 s"

  /// Whether its duration was written, rather than SwiftUI's default taken for a curve alone.
  public var durationWasWritten: Bool { !notes.contains(Animation.noDurationNote) }
}
