/// One motion from a start position to an end position, in the user's units (points, degrees…),
/// optionally leaving the start with a velocity — the gesture hand-off of the WWDC23 talk.
public struct Move: Hashable, Sendable {
  /// Where the move starts, in the user's units.
  public var from: Double
  /// Where it ends.
  public var to: Double
  /// Velocity at the start in units per second (e.g. a drag's release velocity in points/s).
  public var initialVelocity: Double
  /// How it gets there.
  public var curve: Curve

  /// A move from `from` to `to`, leaving with `initialVelocity` units per second.
  public init(from: Double, to: Double, initialVelocity: Double = 0, curve: Curve) {
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    self.curve = curve
  }

  /// Creates a move whose initial velocity is given as a fraction of the distance per second, as
  /// SwiftUI's and UIKit's spring APIs take it (v_abs = v_rel · (to − from)).
  public init(from: Double, to: Double, relativeVelocity: Double, curve: Curve) {
    self.init(from: from, to: to, initialVelocity: relativeVelocity * (to - from), curve: curve)
  }

  /// The initial velocity as a fraction of the move per second, v_rel = v_abs / (to − from);
  /// `nil` for a move of zero length, where the relative velocity is undefined (the absolute one
  /// still moves the object, which is what ``value(at:)`` evaluates).
  public var relativeVelocity: Double? {
    to == from ? nil : initialVelocity / (to - from)
  }

  /// Position at `time` (seconds since the move started); `from` before it.
  public func value(at t: Double) -> Double {
    from + curve.value(target: to - from, initialVelocity: initialVelocity, time: t)
  }

  /// Velocity at `time` in units per second. A timing curve ignores `initialVelocity`.
  public func velocity(at t: Double) -> Double {
    curve.velocity(target: to - from, initialVelocity: initialVelocity, time: t)
  }
}

/// A piecewise motion: a move, possibly interrupted by new targets (retargeting).
///
/// When a spring is retargeted it starts from the current position with the current velocity, so
/// position and velocity stay continuous; a timing curve restarts from rest, so its velocity jumps.
public struct Trajectory: Hashable, Sendable {
  /// A move and the time it starts.
  public struct Segment: Hashable, Sendable {
    /// When the segment starts, in seconds.
    public var start: Double
    /// The move it makes from there.
    public var move: Move
  }

  /// The segments in time order; each runs until the next one starts.
  public private(set) var segments: [Segment]

  /// A trajectory of one `move` that starts at `start` seconds.
  public init(_ move: Move, startingAt start: Double = 0) {
    segments = [Segment(start: start, move: move)]
  }

  /// Interrupts the motion at `time` with a new target, using `curve` (or the current one).
  public func retargeted(at time: Double, to target: Double, curve: Curve? = nil) -> Trajectory {
    let current = segment(at: time)
    let local = time - current.start
    let next = Move(
      from: current.move.value(at: local), to: target, initialVelocity: current.move.velocity(at: local),
      curve: curve ?? current.move.curve)
    var copy = self
    copy.segments = segments.filter { $0.start < time } + [Segment(start: time, move: next)]
    return copy
  }

  /// The segment in force at `time` (the first one before the trajectory starts).
  public func segment(at time: Double) -> Segment {
    segments.last { $0.start <= time } ?? segments[0]
  }

  /// Position at `time`.
  public func value(at time: Double) -> Double {
    let s = segment(at: time)
    return s.move.value(at: time - s.start)
  }

  /// Velocity at `time` (the new segment's, at a switch).
  public func velocity(at time: Double) -> Double {
    let s = segment(at: time)
    return s.move.velocity(at: time - s.start)
  }

  /// The times at which a later segment takes over.
  public var switchTimes: [Double] { segments.dropFirst().map({ $0.start }) }
}

/// Motions that SwiftUI runs side by side and adds up: what happens when an animation that does
/// not merge is interrupted by a new target.
///
/// Apple's documentation of `CustomAnimation.shouldMerge(previous:value:time:context:)`: when a new
/// animation starts on a value that is already animating and the new animation does not merge
/// with the running one (timing-curve animations do not; springs do, carrying position and
/// velocity — ``Trajectory``), SwiftUI keeps the interrupted animation running alongside the new
/// one and combines their effects. Each animates its own change of the value, so the result is
/// the start plus the sum of every move's progress: the first move keeps running to its target
/// on its own schedule while the second covers the distance from that target to the new one.
public struct CombinedMotion: Hashable, Sendable {
  /// A move and the time it starts.
  public struct Part: Hashable, Sendable {
    /// When the part starts, in seconds.
    public var start: Double
    /// The move it makes from there.
    public var move: Move
  }

  public private(set) var parts: [Part]

  /// Motion that is one `move` starting at `start` seconds, until a new target interrupts it.
  public init(_ move: Move, startingAt start: Double = 0) {
    parts = [Part(start: start, move: move)]
  }

  /// Adds a new animation at `time` from the latest target to `target`, with `curve` (or the
  /// latest move's curve); the running ones continue.
  public func interrupted(at time: Double, to target: Double, curve: Curve? = nil) -> CombinedMotion {
    let last = parts[parts.count - 1].move
    var copy = self
    copy.parts.append(Part(start: time, move: Move(from: last.to, to: target, curve: curve ?? last.curve)))
    return copy
  }

  /// Position at `time`: the first move's start plus every started move's progress.
  public func value(at time: Double) -> Double {
    parts.reduce(parts[0].move.from) { sum, part in
      time < part.start ? sum : sum + part.move.value(at: time - part.start) - part.move.from
    }
  }

  /// Velocity at `time`: the sum of the running moves' velocities.
  public func velocity(at time: Double) -> Double {
    parts.reduce(0) { sum, part in time < part.start ? sum : sum + part.move.velocity(at: time - part.start) }
  }
}
