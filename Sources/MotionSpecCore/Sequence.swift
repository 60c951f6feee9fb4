/// A sequence of motion: keyframe tracks (position, scale, opacity, rotation) that play together
/// on one element, optionally staggered over a list of elements. Chains (one sequence, then
/// another) are sequences too (``then(_:)``).
///
/// Every number a view shows of a sequence comes from here: the tracks' timelines
/// (``KeyframeTimeline``), the stagger's delays, the durations.
public struct MotionSequence: Hashable, Sendable {
  /// At most one track per property, in the order they were written.
  public var tracks: [KeyframeTrack]
  public var stagger: Stagger?

  public init(tracks: [KeyframeTrack], stagger: Stagger? = nil) {
    self.tracks = tracks
    self.stagger = stagger
  }

  /// Each track laid out in time.
  public var timelines: [KeyframeTimeline] { tracks.map({ $0.timeline }) }

  /// How long one element moves: the longest track.
  public var elementDuration: Double { timelines.map({ $0.duration }).max() ?? 0 }

  /// How long the whole sequence takes: one element's duration after the last element's delay.
  public var duration: Double { elementDuration + (stagger?.lastDelay ?? 0) }

  /// The track of `property`, if the sequence animates it.
  public func track(_ property: AnimatedProperty) -> KeyframeTrack? { tracks.first { $0.property == property } }

  /// This sequence, then `next` once every track of this one has ended: each property's track
  /// goes on from where it is. A track that ends sooner holds its last keyframe's value until
  /// the others end (a linear keyframe to that value); a property only `next` animates rests at
  /// its initial value until then. The stagger is this sequence's (a chain staggers as a whole).
  public func then(_ next: MotionSequence) -> MotionSequence {
    let end = elementDuration
    var tracks = self.tracks.map { track -> KeyframeTrack in
      var track = track
      let gap = end - track.timeline.duration
      if gap > 0 {
        track.keyframes.append(
          .linear(to: track.keyframes.last?.target ?? track.initialValue, duration: gap, curve: .bezier(.linear)))
      }
      return track
    }
    for nextTrack in next.tracks {
      if let i = tracks.firstIndex(where: { $0.property == nextTrack.property }) {
        tracks[i].keyframes += nextTrack.keyframes
      } else {
        let hold: [Keyframe] =
          end > 0 ? [.linear(to: nextTrack.initialValue, duration: end, curve: .bezier(.linear))] : []
        tracks.append(KeyframeTrack(nextTrack.property, from: nextTrack.initialValue, hold + nextTrack.keyframes))
      }
    }
    return MotionSequence(tracks: tracks, stagger: stagger)
  }
}

/// The same sequence played by each element of a list, one `interval` after another.
public struct Stagger: Hashable, Sendable {
  /// Which element starts first.
  public enum Order: String, Hashable, Sendable, CaseIterable {
    /// The first element first.
    case forward
    /// The last element first.
    case reverse
    /// The middle element first, then outwards (the two middles of an even count together).
    case center
  }

  public var count: Int
  /// Seconds between one element's start and the next one's.
  public var interval: Double
  public var order: Order

  public init(count: Int, interval: Double, order: Order = .forward) {
    self.count = count
    self.interval = interval
    self.order = order
  }

  /// When element `index` (0-based, in list order) starts.
  public func delay(of index: Int) -> Double {
    let step: Int
    switch order {
    case .forward: step = index
    case .reverse: step = count - 1 - index
    case .center:
      // Distance from the middle, counted in half elements, so both middles of an even count start together.
      step = abs(2 * index - (count - 1)) / 2
    }
    return Double(max(step, 0)) * interval
  }

  /// When the last element to start starts.
  public var lastDelay: Double { (0..<max(count, 0)).map(delay(of:)).max() ?? 0 }
}
