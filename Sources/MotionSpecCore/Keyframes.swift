/// One keyframe of a track, as SwiftUI's keyframe types define it (`KeyframeTrack { … }` in a
/// `KeyframeAnimator` or `.keyframeAnimator`): the value the segment before it moves to, and how.
///
/// The rules, from Apple's documentation of each type:
/// - `SpringKeyframe(to, duration:, spring:, startVelocity:)`: the spring shapes the segment
///   before the keyframe; a `nil` duration is the spring's settling duration; a `nil` start
///   velocity is "computed automatically to maintain smooth motion" — the velocity the track has
///   where the segment begins. A duration shorter than the spring's settling cuts it: the next
///   segment starts from where the spring is and how fast it moves then, not from `to`.
/// - `CubicKeyframe(to, duration:, startVelocity:, endVelocity:)`: adjacent cubic keyframes make
///   a Catmull-Rom spline; after another kind of keyframe its start velocity is that segment's
///   end velocity, and before one its end velocity is the next segment's start velocity.
/// - `LinearKeyframe(to, duration:, timingCurve:)`: the value moves along the unit curve.
/// - `MoveKeyframe(to)`: the value jumps, taking no time.
///
/// Where the documentation is silent, motionspec decides: a track starts at rest; a cubic
/// segment followed by a spring whose start velocity is automatic (each would take the other's)
/// ends with the Catmull-Rom tangent, from the keyframe before it to the one after it; one that
/// ends the track, or is followed by a move, ends at rest; a move leaves the value at rest.
public enum Keyframe: Hashable, Sendable {
  case spring(to: Double, duration: Double?, spring: Spring, startVelocity: Double?)
  case cubic(to: Double, duration: Double, startVelocity: Double?, endVelocity: Double?)
  case linear(to: Double, duration: Double, curve: Easing)
  case move(to: Double)

  /// The value the keyframe moves to.
  public var target: Double {
    switch self {
    case .spring(let to, _, _, _), .cubic(let to, _, _, _), .linear(let to, _, _), .move(let to): to
    }
  }
}

/// What a track animates; each starts at its own rest value unless the track says otherwise.
public enum AnimatedProperty: String, Hashable, Sendable, CaseIterable {
  case position, scale, opacity, rotation

  /// The value a track of this property starts from by default.
  public var restValue: Double {
    switch self {
    case .position, .rotation: 0
    case .scale, .opacity: 1
    }
  }
}

/// A property's keyframes, from its initial value.
public struct KeyframeTrack: Hashable, Sendable {
  public var property: AnimatedProperty
  public var initialValue: Double
  public var keyframes: [Keyframe]

  public init(_ property: AnimatedProperty, from initialValue: Double? = nil, _ keyframes: [Keyframe]) {
    self.property = property
    self.initialValue = initialValue ?? property.restValue
    self.keyframes = keyframes
  }

  /// The track laid out in time (``KeyframeTimeline``).
  public var timeline: KeyframeTimeline { KeyframeTimeline(self) }

  /// The same motion with the jumps at its first instant folded into its initial value. A player
  /// shows a track's first value before the track starts (CSS's `fill: both`, a staggered
  /// element's delay in Motion and Compose), where the model is already past those jumps; a
  /// track that is nothing but jumps stays as written.
  public var startingPastItsJumps: KeyframeTrack {
    let timeline = self.timeline
    let leading = timeline.segments.prefix { $0.start == 0 && $0.duration == 0 }.count
    guard leading > 0, leading < keyframes.count else { return self }
    return KeyframeTrack(property, from: timeline.value(at: 0), Array(keyframes.dropFirst(leading)))
  }
}

/// A track laid out in time: each keyframe's segment with where it starts, from what value and
/// at what velocity, so that the value and the velocity are known at every instant. Every number
/// comes from the segment's own model (the spring's closed form, the curve, the Hermite cubic).
public struct KeyframeTimeline: Hashable, Sendable {
  public struct Segment: Hashable, Sendable {
    public var keyframe: Keyframe
    /// When the segment starts, from the track's start, and how long it lasts.
    public var start: Double
    public var duration: Double
    /// The value and the velocity (units per second) where it starts.
    public var startValue: Double
    public var startVelocity: Double
    /// A cubic segment's end velocity, resolved.
    public var endVelocity: Double

    public var end: Double { start + duration }

    /// The value `t` seconds after the segment starts (0 ≤ t ≤ duration).
    public func value(at t: Double) -> Double {
      switch keyframe {
      case .spring(let to, _, let spring, _):
        return startValue + spring.value(target: to - startValue, initialVelocity: startVelocity, time: t)
      case .cubic(let to, _, _, _):
        return KeyframeTimeline.hermite(
          t, duration: duration, from: startValue, to: to, startVelocity: startVelocity, endVelocity: endVelocity
        ).value
      case .linear(let to, _, let curve):
        guard duration > 0 else { return to }
        return startValue + (to - startValue) * curve.progress(min(max(t / duration, 0), 1))
      case .move(let to):
        return to
      }
    }

    /// The velocity `t` seconds after the segment starts.
    public func velocity(at t: Double) -> Double {
      switch keyframe {
      case .spring(let to, _, let spring, _):
        return spring.velocity(target: to - startValue, initialVelocity: startVelocity, time: t)
      case .cubic(let to, _, _, _):
        return KeyframeTimeline.hermite(
          t, duration: duration, from: startValue, to: to, startVelocity: startVelocity, endVelocity: endVelocity
        ).velocity
      case .linear(let to, _, let curve):
        guard duration > 0 else { return 0 }
        return (to - startValue) * curve.slope(min(max(t / duration, 0), 1)) / duration
      case .move:
        return 0
      }
    }

    /// How far from its keyframe's value the segment ends: a spring cut before it settles (0 for
    /// the other kinds, which end on it).
    public var shortfall: Double { keyframe.target - value(at: duration) }
  }

  public let track: KeyframeTrack
  public let segments: [Segment]

  /// When the last segment ends.
  public var duration: Double { segments.last?.end ?? 0 }

  public init(_ track: KeyframeTrack) {
    self.track = track
    let frames = track.keyframes
    // Durations and the knots' times first: a cubic's automatic velocities look at its neighbours.
    let durations = frames.map { frame -> Double in
      switch frame {
      case .spring(_, let duration, let spring, _): max(0, duration ?? spring.settlingDuration)
      case .cubic(_, let duration, _, _), .linear(_, let duration, _): max(0, duration)
      case .move: 0
      }
    }
    var knotTimes = [0.0]
    for d in durations { knotTimes.append(knotTimes[knotTimes.count - 1] + d) }
    var out: [Segment] = []
    var value = track.initialValue
    var velocity = 0.0
    for (i, frame) in frames.enumerated() {
      let previousTarget = i == 0 ? track.initialValue : frames[i - 1].target
      var segment = Segment(
        keyframe: frame, start: knotTimes[i], duration: durations[i], startValue: value, startVelocity: velocity,
        endVelocity: 0)
      switch frame {
      case .spring(_, _, _, let start):
        segment.startVelocity = start ?? velocity
      case .cubic(let to, _, let start, let end):
        let previousIsCubic: Bool
        if i > 0, case .cubic = frames[i - 1] { previousIsCubic = true } else { previousIsCubic = false }
        // After a cubic the knot's Catmull-Rom tangent; after anything else, the track's velocity.
        segment.startVelocity =
          start
          ?? (previousIsCubic
            ? KeyframeTimeline.tangent(
              before: i >= 2 ? frames[i - 2].target : track.initialValue, at: knotTimes[i - 1], after: to,
              at: knotTimes[i + 1]) : velocity)
        segment.endVelocity =
          end
          ?? {
            guard i + 1 < frames.count else { return 0 }  // the track ends at rest
            switch frames[i + 1] {
            case .spring(_, _, _, let next?): return next
            case .move: return 0
            case .linear(let next, let duration, let curve):
              // The linear segment's own start velocity, from this keyframe's value.
              return duration > 0 ? (next - to) * curve.slope(0) / duration : 0
            case .spring, .cubic: break
            }
            return KeyframeTimeline.tangent(
              before: previousTarget, at: knotTimes[i], after: frames[i + 1].target, at: knotTimes[i + 2])
          }()
      case .linear, .move:
        break
      }
      out.append(segment)
      value = segment.value(at: segment.duration)
      velocity = segment.velocity(at: segment.duration)
    }
    segments = out
  }

  /// The lowest and highest value the track takes: its initial value, its keyframes' values,
  /// where each segment ends, and the motion sampled finely (400 instants) between.
  public var range: (low: Double, high: Double) {
    var values = [track.initialValue] + track.keyframes.map({ $0.target }) + segments.map { $0.value(at: $0.duration) }
    for k in 0...400 { values.append(value(at: duration * Double(k) / 400)) }
    return (values.min() ?? 0, values.max() ?? 0)
  }

  /// The segment under way at `time` (the last one after the track ends; nil for an empty track).
  public func segment(at time: Double) -> Segment? {
    segments.last { $0.start <= time && ($0.duration > 0 || $0.start < time) } ?? segments.first
  }

  /// The value at `time` seconds from the track's start: the initial value before, the last
  /// segment's end value after.
  public func value(at time: Double) -> Double {
    guard let first = segments.first, time > first.start || first.duration == 0 else { return track.initialValue }
    guard let segment = segment(at: time) else { return track.initialValue }
    return segment.value(at: min(time - segment.start, segment.duration))
  }

  /// The velocity at `time` (0 before the track and after it ends).
  public func velocity(at time: Double) -> Double {
    guard time >= 0, time <= duration, let segment = segment(at: time) else { return 0 }
    return segment.velocity(at: min(time - segment.start, segment.duration))
  }

  /// The Catmull-Rom tangent at a knot between `before` (at `t0`) and `after` (at `t1`).
  static func tangent(before: Double, at t0: Double, after: Double, at t1: Double) -> Double {
    t1 > t0 ? (after - before) / (t1 - t0) : 0
  }

  /// The cubic Hermite segment from `from` to `to` over `duration` with the given end velocities,
  /// at `t`: its value and velocity.
  public static func hermite(
    _ t: Double, duration: Double, from p0: Double, to p1: Double, startVelocity m0: Double, endVelocity m1: Double
  ) -> (value: Double, velocity: Double) {
    guard duration > 0 else { return (p1, 0) }
    let s = min(max(t / duration, 0), 1)
    let s2 = s * s, s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
    let value = h00 * p0 + h10 * duration * m0 + h01 * p1 + h11 * duration * m1
    let d00 = 6 * s2 - 6 * s, d10 = 3 * s2 - 4 * s + 1, d01 = -6 * s2 + 6 * s, d11 = 3 * s2 - 2 * s
    let velocity = (d00 * p0 + d01 * p1) / duration + d10 * m0 + d11 * m1
    return (value, velocity)
  }
}
