import MotionSpecCore

/// A named sequence of motion (``MotionSequence``): keyframe tracks played together on one
/// element, optionally staggered over a list, or a chain of such sequences.
public struct SequenceToken: Sendable {
  /// The path of group names and the sequence's name, e.g. ["sheet", "present"].
  public var path: [String]
  public var description: String?
  public var sequence: MotionSequence
  /// Where the sequence was defined.
  public var location: SourceLocation?
  /// Where each keyframe was written, track by track in the order of ``MotionSequence/tracks``
  /// (empty where unknown), for findings that point at one keyframe.
  public var keyframeLocations: [[SourceLocation]]
  /// The sequences it plays after its own tracks (`then:`), by id.
  public var chain: [String]

  public init(
    path: [String], description: String? = nil, sequence: MotionSequence, location: SourceLocation? = nil,
    keyframeLocations: [[SourceLocation]] = [], chain: [String] = []
  ) {
    self.path = path
    self.description = description
    self.sequence = sequence
    self.location = location
    self.keyframeLocations = keyframeLocations
    self.chain = chain
  }

  /// The dotted path, e.g. `sheet.present`.
  public var id: String { path.joined(separator: ".") }
  /// The last path component.
  public var name: String { path.last ?? "" }

  /// Where keyframe `index` of track `track` was written, else where the sequence was.
  public func location(track: Int, keyframe index: Int) -> SourceLocation? {
    guard track < keyframeLocations.count, index < keyframeLocations[track].count else { return location }
    return keyframeLocations[track][index]
  }
}

extension Catalogue {
  /// The sequence whose id or name is `key` (id first).
  public func sequence(_ key: String) -> SequenceToken? {
    sequences.first { $0.id == key } ?? sequences.first { $0.name == key }
  }
}
