import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecFiles
import MotionSpecNumbers

/// One Lottie animation `export --to lottie` writes: a token's motion or a sequence's, as a
/// shape layer (a rounded rectangle) that moves, scales, turns and fades as the model does.
public struct LottieDocument: Sendable {
  /// The file name: the token's or sequence's id as one safe path component
  /// (``FileName/component(_:)``), then `.lottie.json`; ``LottieWriter/documents(_:springs:)``
  /// makes the names of one export unique after case folding.
  public internal(set) var name: String
  /// The token's or sequence's id the file plays.
  public let id: String
  public let contents: String
  /// The largest distance between the file's motion and the model, as a fraction of the move
  /// (of each property's span), over every instant: 0 where every segment is a Bézier.
  public let maximumError: Double
  /// How many shape layers it has (a staggered sequence has one per element).
  public let layers: Int
}

/// Writes Lottie (the Lottie Animation Community's format, as lottie-web and rlottie play it):
/// one animation per token and per sequence.
///
/// Bézier segments (timing curves, linear keyframes) are Lottie keyframes exactly; a cubic
/// keyframe is one too (a Hermite cubic is a Bézier with handles a third of the way). Springs
/// are baked, one keyframe per frame (exact at every frame), or fitted with cubic keyframes within
/// a tolerance (``LottieSprings``). The file's `meta` says which, and the largest error.
public enum LottieWriter {
  /// Frames per second of every file.
  public static let frameRate = 60.0
  /// A token's square moves this many pixels, left to right.
  static let tokenMove = 280.0
  /// The longest a token's file plays (a motion that repeats forever is cut there).
  static let longestToken = 30.0

  /// Every token's and every sequence's animation, in catalogue order.
  public static func documents(_ catalogue: Catalogue, springs: LottieSprings) -> [LottieDocument] {
    var names = FileNames()
    return
      (catalogue.tokens.map { document(for: $0, springs: springs) }
      + catalogue.sequences.map { document(for: $0, springs: springs) }).map { document in
        var document = document
        document.name = names.unique(FileName.component(document.id), suffix: suffix)
        return document
      }
  }

  /// What every file's name ends in.
  public static let suffix = ".lottie.json"

  /// A token: a square that moves 280 px to the right as the token's motion does.
  public static func document(for token: Token, springs: LottieSprings) -> LottieDocument {
    let animation = token.animation
    let start = 60.0
    var keys = LottieScalarKeys(frameRate: frameRate, springs: springs, scale: tokenMove)
    keys.start(at: 0, value: start)
    let end: Double
    if case .timing(let curve) = animation.curve, case .bezier(let b) = curve.easing, animation.repetition == .once {
      // Exact: a hold for the delay, then the curve as one keyframe.
      if animation.delay > 0 { keys.bezier(from: 0, duration: animation.delay, to: start, (0, 0, 1, 1)) }
      let duration = curve.duration / animation.speed
      keys.bezier(from: animation.delay, duration: duration, to: start + tokenMove, (b.x1, b.y1, b.x2, b.y2))
      end = animation.delay + duration
    } else {
      end = min(max(animation.settlingTime(target: 1), animation.perceptualDuration), longestToken)
      keys.function(
        from: 0, to: end, value: { start + animation.value(target: tokenMove, time: $0) },
        velocity: { animation.velocity(target: tokenMove, time: $0) })
    }
    let frames = (end * frameRate).rounded(.up) + holdFrames
    let layer = shapeLayer(
      index: 1, name: token.id, size: (48, 48), frames: frames, start: 0,
      transform: transform(x: .keys(keys.keys), y: .fixed(80), scale: nil, opacity: nil, rotation: nil))
    let error = keys.maximumError / tokenMove
    return LottieDocument(
      name: FileName.component(token.id) + suffix, id: token.id,
      contents: composition(
        name: token.id, width: 400, height: 160, frames: frames, layers: [layer],
        about: about(token.id, token.definition, springs: springs, error: error, hasSprings: !keys.isExact)),
      maximumError: error, layers: 1)
  }

  /// A sequence: a card per element of its stagger (one if none), each moving (down for a
  /// positive position), scaling, turning and fading as the tracks do, one interval after another.
  public static func document(for token: SequenceToken, springs: LottieSprings) -> LottieDocument {
    let sequence = token.sequence
    let timelines = sequence.timelines
    // Each property's track in the file's units (pixels, percent, degrees), with its span.
    var channels: [AnimatedProperty: (timeline: KeyframeTimeline, span: Double)] = [:]
    // Positions in points, one pixel each, unless the span would make a canvas beyond 2000 px.
    let position = timelines.first { $0.track.property == .position }
    let (low, high) = position.map(\.range) ?? (0, 0)
    let pixels = high - low > 1000 ? 1000 / (high - low) : 1
    for timeline in timelines {
      let (a, b) = timeline.range
      let factor: Double
      switch timeline.track.property {
      case .position: factor = pixels
      case .scale, .opacity: factor = 100
      case .rotation: factor = 1
      }
      let scaled = KeyframeTimeline(
        KeyframeTrack(
          timeline.track.property, from: timeline.track.initialValue * factor,
          timeline.track.keyframes.map { scaledKeyframe($0, by: factor) }))
      channels[timeline.track.property] = (scaled, (b - a) * factor)
    }
    let count = sequence.stagger?.count ?? 1
    let card = (width: 160.0, height: 40.0)
    let row = card.height + 16 + (high - low) * pixels
    let width = 240.0
    let height = (Double(count) * row + 32).rounded(.up)
    let frames = (sequence.duration * frameRate).rounded(.up) + holdFrames
    var layers: [LottieJSON] = []
    var error = 0.0
    var exact = true
    for element in 0..<count {
      let restY = 16 + (-low) * pixels + card.height / 2 + 8 + Double(element) * row
      // The element's delay moves its keyframes later (a layer's own `st` is not honoured by every
      // player: rlottie applies it to precompositions only), on the composition's frames; before
      // its first keyframe a property holds that keyframe's value, the track's initial one.
      let delay = sequence.stagger?.delay(of: element) ?? 0
      func keys(_ property: AnimatedProperty, plus: Double = 0) -> Channel? {
        guard let (timeline, span) = channels[property] else { return nil }
        var keys = LottieScalarKeys(timeline, frameRate: frameRate, springs: springs, scale: span, delay: delay)
        // Opacity outside 0…1 (a cubic keyframe or a spring that undershoots) is drawn clamped by
        // browsers (CSS Color 4, `opacity`), while rlottie draws the value it is given, a flash.
        // Such a track is written as the clamped motion, a key on every frame.
        let (low, high) = timeline.range
        // Segment by segment, so that a jump stays a jump (a hold key, then the new value at the
        // same frame), and each segment cut where it crosses 0 or 100 %, so that every baked piece
        // is smooth and its error measured between frames is the whole error.
        if property == .opacity, low < -1e-9 || high > 100 + 1e-9 {
          keys = LottieScalarKeys(frameRate: frameRate, springs: .baked, scale: span, delay: delay)
          func clamp(_ v: Double) -> Double { min(max(v, 0), 100) }
          keys.start(at: 0, value: clamp(timeline.track.initialValue))
          for segment in timeline.segments {
            let (t0, d) = (segment.start, segment.duration)
            guard d > 0 else {
              // As LottieScalarKeys.append: a spring cut at once stays where it starts; any other
              // keyframe without time is a jump to its target.
              let to = if case .spring = segment.keyframe { segment.value(at: 0) } else { segment.keyframe.target }
              keys.jump(at: t0, to: clamp(to))
              continue
            }
            let value = { (t: Double) in clamp(segment.value(at: t - t0)) }
            let velocity = { (t: Double) in
              (0...100).contains(segment.value(at: t - t0)) ? segment.velocity(at: t - t0) : 0
            }
            for (a, b) in Self.pieces(of: segment, within: 0...100) {
              keys.function(from: t0 + a, to: t0 + b, value: value, velocity: velocity)
            }
          }
        }
        if span > 1e-9 { error = max(error, keys.maximumError / span) }
        exact = exact && keys.isExact
        return .keys(
          keys.keys.map {
            var k = $0; k.value += plus; return k
          })
      }
      layers.append(
        shapeLayer(
          index: element + 1, name: count == 1 ? token.id : "\(token.id) \(element + 1)", size: card, frames: frames,
          start: 0,
          transform: transform(
            x: .fixed(width / 2), y: keys(.position, plus: restY) ?? .fixed(restY), scale: keys(.scale),
            opacity: keys(.opacity), rotation: keys(.rotation))))
    }
    let written = sequence.tracks.map {
      "\($0.property.rawValue): " + $0.keyframes.map(KeyframeExpression.swiftUI).joined(separator: ", ")
    }
    return LottieDocument(
      name: FileName.component(token.id) + suffix, id: token.id,
      contents: composition(
        name: token.id, width: Int(width), height: Int(height), frames: frames, layers: layers,
        about: about(token.id, written.joined(separator: "; "), springs: springs, error: error, hasSprings: !exact)),
      maximumError: error, layers: count)
  }

  /// `segment`'s time cut where its value crosses a bound of `range` (found on 256 steps, then
  /// by bisection to a nanosecond), as pieces of seconds from its start.
  static func pieces(of segment: KeyframeTimeline.Segment, within range: ClosedRange<Double>) -> [(Double, Double)] {
    let d = segment.duration
    func side(_ t: Double) -> Int {
      let v = segment.value(at: t)
      return v < range.lowerBound ? -1 : v > range.upperBound ? 1 : 0
    }
    var cuts: [Double] = []
    var (previous, previousSide) = (0.0, side(0))
    for k in 1...256 {
      let t = d * Double(k) / 256
      let s = side(t)
      if s != previousSide {
        var (a, b) = (previous, t)
        while b - a > 1e-9 {
          let m = (a + b) / 2
          if side(m) == previousSide { a = m } else { b = m }
        }
        cuts.append(b)
      }
      (previous, previousSide) = (t, s)
    }
    let bounds = [0] + cuts.filter { $0 > 1e-9 && $0 < d - 1e-9 } + [d]
    return zip(bounds, bounds.dropFirst()).map { ($0, $1) }
  }

  /// Frames the last state is held for after the motion ends, so a player shows where it rests.
  static let holdFrames = 12.0

  static func scaledKeyframe(_ keyframe: Keyframe, by factor: Double) -> Keyframe {
    switch keyframe {
    case .spring(let to, let d, let s, let v):
      .spring(to: to * factor, duration: d, spring: s, startVelocity: v.map { $0 * factor })
    case .cubic(let to, let d, let v0, let v1):
      .cubic(to: to * factor, duration: d, startVelocity: v0.map { $0 * factor }, endVelocity: v1.map { $0 * factor })
    case .linear(let to, let d, let curve): .linear(to: to * factor, duration: d, curve: curve)
    case .move(let to): .move(to: to * factor)
    }
  }

  /// What the file is and how exact, for its `meta`.
  static func about(_ id: String, _ definition: String, springs: LottieSprings, error: Double, hasSprings: Bool)
    -> String
  {
    let percent = NumberText.compact(error * 100, decimals: 3, minus: .ascii)
    let how: String
    switch (hasSprings, springs) {
    case (false, _):
      how = "Every segment is a Bézier curve, written as Lottie keyframes exactly."
    case (true, .baked):
      how =
        "Bézier segments are exact; springs are baked at \(NumberText.code(frameRate)) fps, one keyframe per frame: exact at every frame, and at most \(percent) % of the move from the model between frames."
    case (true, .fitted(let tolerance)):
      how =
        "Bézier segments are exact; springs are fitted with cubic keyframes within \(NumberText.compact(tolerance * 100, decimals: 3, minus: .ascii)) % of the move: the largest error is \(percent) % of the move."
    }
    return "\(id) — \(definition). \(how)"
  }

  // MARK: - The document

  enum Channel {
    case fixed(Double)
    case keys([LottieScalarKeys.Key])
  }

  static func composition(
    name: String, width: Int, height: Int, frames: Double, layers: [LottieJSON], about: String
  ) -> String {
    let document = LottieJSON.object([
      ("v", .string("5.7.0")),
      ("ver", .number(10000)),
      ("nm", .string(name)),
      ("meta", .object([("g", .string("motionspec (\(Exporter.mark))")), ("d", .string(about))])),
      ("fr", .number(frameRate)),
      ("ip", .number(0)),
      ("op", .number(frames)),
      ("w", .number(Double(width))),
      ("h", .number(Double(height))),
      ("ddd", .number(0)),
      ("assets", .array([])),
      ("layers", .array(layers)),
    ])
    var text = ""
    document.write(into: &text)
    return text + "\n"
  }

  static func transform(x: Channel, y: Channel, scale: Channel?, opacity: Channel?, rotation: Channel?) -> LottieJSON {
    .object([
      ("a", .object([("a", .number(0)), ("k", .array([.number(0), .number(0)]))])),
      ("p", .object([("s", .bool(true)), ("x", property(x)), ("y", property(y))])),
      ("s", property(scale ?? .fixed(100), vector: true)),
      ("r", property(rotation ?? .fixed(0))),
      ("o", property(opacity ?? .fixed(100))),
    ])
  }

  /// An animatable property: a fixed value, or keyframes (a scale's as two equal components).
  static func property(_ channel: Channel, vector: Bool = false) -> LottieJSON {
    func value(_ v: Double) -> LottieJSON { vector ? .array([.number(v), .number(v)]) : .number(v) }
    switch channel {
    case .fixed(let v):
      return .object([("a", .number(0)), ("k", value(v))])
    case .keys(let keys):
      let list = keys.enumerated().map { i, key -> LottieJSON in
        var fields: [(String, LottieJSON)] = [
          ("t", .number(key.t)), ("s", vector ? value(key.value) : .array([.number(key.value)])),
        ]
        if i + 1 < keys.count {
          if key.hold {
            fields.append(("h", .number(1)))
          } else {
            let e = key.easing ?? (0, 0, 1, 1)
            fields.append(("o", .object([("x", .number(e.x1)), ("y", .number(e.y1))])))
            fields.append(("i", .object([("x", .number(e.x2)), ("y", .number(e.y2))])))
          }
        }
        return .object(fields)
      }
      return .object([("a", .number(1)), ("k", .array(list))])
    }
  }

  static func shapeLayer(
    index: Int, name: String, size: (Double, Double), frames: Double, start: Double, transform: LottieJSON
  ) -> LottieJSON {
    let zero2 = LottieJSON.object([("a", .number(0)), ("k", .array([.number(0), .number(0)]))])
    let rectangle = LottieJSON.object([
      ("ty", .string("rc")), ("nm", .string("card")), ("d", .number(1)),
      ("s", .object([("a", .number(0)), ("k", .array([.number(size.0), .number(size.1)]))])),
      ("p", zero2), ("r", .object([("a", .number(0)), ("k", .number(8))])),
    ])
    let fill = LottieJSON.object([
      ("ty", .string("fl")), ("nm", .string("fill")),
      ("c", .object([("a", .number(0)), ("k", .array([.number(0.2), .number(0.4), .number(0.9), .number(1)]))])),
      ("o", .object([("a", .number(0)), ("k", .number(100))])), ("r", .number(1)),
    ])
    let groupTransform = LottieJSON.object([
      ("ty", .string("tr")), ("p", zero2), ("a", zero2),
      ("s", .object([("a", .number(0)), ("k", .array([.number(100), .number(100)]))])),
      ("r", .object([("a", .number(0)), ("k", .number(0))])), ("o", .object([("a", .number(0)), ("k", .number(100))])),
    ])
    return .object([
      ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(4)), ("nm", .string(name)),
      ("sr", .number(1)), ("ks", transform), ("ao", .number(0)),
      (
        "shapes",
        .array([
          .object([("ty", .string("gr")), ("nm", .string("card")), ("it", .array([rectangle, fill, groupTransform]))])
        ])
      ),
      ("ip", .number(0)), ("op", .number(frames)), ("st", .number(start)), ("bm", .number(0)),
    ])
  }
}

/// A JSON value with its keys in the order written (Lottie players read some keys in order).
indirect enum LottieJSON {
  case object([(String, LottieJSON)])
  case array([LottieJSON])
  case number(Double)
  case string(String)
  case bool(Bool)

  func write(into out: inout String) {
    switch self {
    case .object(let fields):
      out += "{"
      for (i, (key, value)) in fields.enumerated() {
        if i > 0 { out += "," }
        out += JSONValue.quote(key) + ":"
        value.write(into: &out)
      }
      out += "}"
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .number(let n): out += NumberText.compact(n, decimals: 5, minus: .ascii)
    case .string(let s): out += JSONValue.quote(s)
    case .bool(let b): out += b ? "true" : "false"
    }
  }
}
