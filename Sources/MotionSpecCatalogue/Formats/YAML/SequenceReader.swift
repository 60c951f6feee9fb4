import Foundation
import MotionSpecCore
import Yams

/// The `sequences:` mapping of a YAML catalogue:
///
/// ```yaml
/// sequences:
///   sheet:
///     present:
///       description: The sheet lifts, overshoots and settles.
///       tracks:
///         position:
///           from: 40
///           keyframes:
///             - SpringKeyframe(-6, duration: 0.18, spring: .snappy)
///             - SpringKeyframe(0, spring: .bouncy)
///         opacity:
///           - LinearKeyframe(1, duration: 0.12)
///       stagger: { count: 6, interval: 0.04, order: forward }
///       then: sheet.dismiss
/// ```
///
/// A keyframe is SwiftUI's spelling (``KeyframeExpression``) or a mapping: `to:`, `motion:` (a
/// motion expression or a token of the catalogue: a spring makes a spring keyframe, a curve a
/// linear one), `duration:` (a spring's cut, a curve's time) and `velocity:` (a spring's start
/// velocity); without `motion:` it is a cubic keyframe of `duration:`; `jump: true` makes a move.
enum SequenceReader {
  /// The most keyframes a track may have, and the most elements a stagger may have.
  static let maximumKeyframes = 1000
  static let maximumStaggerCount = 1000

  struct Context {
    let file: String
    let quotes: Set<Int>
    let source: [Substring]
    let tokens: [Token]
  }

  static func read(_ node: Node, _ context: Context, _ diagnostics: inout [Diagnostic]) -> [SequenceToken] {
    var found: [Read] = []
    walk(node, path: [], context, &found, &diagnostics)
    return resolveChains(found, &diagnostics)
  }

  /// A sequence as read, with where its `then:` is written.
  struct Read {
    var token: SequenceToken
    var chainLocation: SourceLocation?
  }

  static func at(_ node: Node, _ context: Context) -> SourceLocation { YAMLReader.location(node, context.file) }

  static func walk(
    _ node: Node, path: [String], _ context: Context, _ found: inout [Read], _ diagnostics: inout [Diagnostic]
  ) {
    guard let mapping = node.mapping else {
      diagnostics.append(Diagnostic(.error, "expected a mapping of sequence names", at: at(node, context)))
      return
    }
    for (key, value) in mapping {
      guard let name = key.string, !name.isEmpty else {
        diagnostics.append(
          Diagnostic(.error, "a sequence or group name must be a non-empty string", at: at(key, context)))
        continue
      }
      guard let fields = value.mapping else {
        diagnostics.append(
          Diagnostic(
            .error, "expected a sequence (a mapping with `tracks:` or `then:`) or a group of sequences",
            at: at(value, context), token: (path + [name]).joined(separator: ".")))
        continue
      }
      if fields["tracks"] != nil || fields["then"] != nil {
        if let sequence = sequence(fields, path: path + [name], node: value, context, &diagnostics) {
          found.append(sequence)
        }
      } else {
        walk(value, path: path + [name], context, &found, &diagnostics)
      }
    }
  }

  static func sequence(
    _ fields: Node.Mapping, path: [String], node: Node, _ context: Context, _ diagnostics: inout [Diagnostic]
  ) -> Read? {
    let id = path.joined(separator: ".")
    var chainLocation: SourceLocation?
    var token = SequenceToken(path: path, sequence: MotionSequence(tracks: []), location: at(node, context))
    let before = diagnostics.count
    func error(_ message: String, _ node: Node) {
      diagnostics.append(Diagnostic(.error, message, at: at(node, context), token: id))
    }
    for (key, value) in fields {
      switch key.string {
      case "description": token.description = value.string
      case "tracks":
        guard let tracks = value.mapping, !tracks.isEmpty else {
          error("`tracks` must map a property (position, scale, opacity, rotation) to its keyframes", value)
          continue
        }
        for (propertyNode, trackNode) in tracks {
          guard let property = propertyNode.string.flatMap(AnimatedProperty.init(rawValue:)) else {
            error(
              "unknown property '\(propertyNode.string ?? "?")'; a track animates \(AnimatedProperty.allCases.map(\.rawValue).joined(separator: ", "))",
              propertyNode)
            continue
          }
          if token.sequence.track(property) != nil {
            error("a second track for \(property.rawValue); a sequence has one track per property", propertyNode)
            continue
          }
          if let (track, locations) = track(property, trackNode, id: id, context, &diagnostics) {
            token.sequence.tracks.append(track)
            token.keyframeLocations.append(locations)
          }
        }
      case "stagger": token.sequence.stagger = stagger(value, id: id, context, &diagnostics)
      case "then":
        let ids = value.sequence?.compactMap(\.string) ?? value.string.map { [$0] } ?? []
        if ids.isEmpty || ids.count != (value.sequence?.count ?? 1) {
          error("`then` must name a sequence, or list sequences, to play after this one", value)
        }
        token.chain = ids
        chainLocation = at(value, context)
      default:
        error("unknown field '\(key.string ?? "?")'; a sequence has description, tracks, stagger and then", key)
      }
    }
    return diagnostics[before...].contains { $0.severity == .error }
      ? nil : Read(token: token, chainLocation: chainLocation)
  }

  static func track(
    _ property: AnimatedProperty, _ node: Node, id: String, _ context: Context, _ diagnostics: inout [Diagnostic]
  ) -> (KeyframeTrack, [SourceLocation])? {
    var from: Double?
    var list: [Node] = []
    if let items = node.sequence {
      list = Array(items)
      // In a flow list (`[…]`) a keyframe's commas split it into pieces.
      if let broken = list.first(where: { item in
        guard let text = item.scalar?.string, KeyframeExpression.recognizes(text), !text.hasSuffix(")") else {
          return false
        }
        let mark = at(item, context)
        guard mark.line - 1 < context.source.count else { return false }
        let before = context.source[mark.line - 1].prefix(mark.column - 1).trimmingCharacters(in: .whitespaces)
        return before.hasSuffix("[") || before.hasSuffix(",")
      }) {
        diagnostics.append(
          Diagnostic(
            .error,
            "write a track's keyframes one per line (`- SpringKeyframe(…)`): inside [ ] their commas split them",
            at: at(broken, context), token: id))
        return nil
      }
    } else if let fields = node.mapping {
      for (key, value) in fields {
        switch key.string {
        case "from":
          guard let n = value.string.flatMap(Double.init), n.isFinite, abs(n) <= MotionLimits.end else {
            diagnostics.append(
              Diagnostic(
                .error, "`from` must be a number, the value the track starts at", at: at(value, context), token: id))
            return nil
          }
          from = n
        case "keyframes":
          guard let items = value.sequence else {
            diagnostics.append(Diagnostic(.error, "`keyframes` must be a list", at: at(value, context), token: id))
            return nil
          }
          list = Array(items)
        default:
          diagnostics.append(
            Diagnostic(
              .error, "unknown field '\(key.string ?? "?")'; a track has from and keyframes", at: at(key, context),
              token: id))
          return nil
        }
      }
    } else {
      diagnostics.append(
        Diagnostic(
          .error, "expected the track's keyframes: a list, or a mapping with from and keyframes", at: at(node, context),
          token: id))
      return nil
    }
    guard !list.isEmpty, list.count <= maximumKeyframes else {
      diagnostics.append(
        Diagnostic(
          .error, "a track has from 1 to \(maximumKeyframes) keyframes, not \(list.count)", at: at(node, context),
          token: id))
      return nil
    }
    var keyframes: [Keyframe] = []
    var locations: [SourceLocation] = []
    for item in list {
      guard let keyframe = keyframe(item, id: id, context, &diagnostics) else { continue }
      keyframes.append(keyframe)
      locations.append(at(item, context))
    }
    guard keyframes.count == list.count else { return nil }
    return (KeyframeTrack(property, from: from, keyframes), locations)
  }

  static func keyframe(_ node: Node, id: String, _ context: Context, _ diagnostics: inout [Diagnostic]) -> Keyframe? {
    let where_ = at(node, context)
    if let text = node.scalar?.string {
      do {
        return try KeyframeExpression.parse(text)
      } catch {
        let location = YAMLReader.position(
          of: error.offset, in: text, node: node, at: where_, quotedByReader: context.quotes.contains(where_.line),
          source: context.source)
        diagnostics.append(Diagnostic(.error, error.message, at: location, token: id))
        return nil
      }
    }
    guard let fields = node.mapping else {
      diagnostics.append(
        Diagnostic(
          .error, "expected a keyframe such as SpringKeyframe(1, spring: .snappy), or a mapping with to:", at: where_,
          token: id))
      return nil
    }
    var to: Double?
    var duration: Double?
    var velocity: Double?
    var motion: (Animation, Node)?
    var jump = false
    func fail(_ message: String, _ node: Node) -> Keyframe? {
      diagnostics.append(Diagnostic(.error, message, at: at(node, context), token: id))
      return nil
    }
    for (key, value) in fields {
      let number = value.string.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
      switch key.string {
      case "to":
        guard let number, abs(number) <= MotionLimits.end else { return fail("`to` must be a number", value) }
        to = number
      case "duration":
        guard let number, number >= 0, number <= MotionLimits.duration.upperBound else {
          return fail("`duration` must be a number of seconds ≥ 0", value)
        }
        duration = number
      case "velocity":
        guard let number, abs(number) <= MotionLimits.initialVelocity else {
          return fail("`velocity` must be a number (units per second)", value)
        }
        velocity = number
      case "jump":
        guard let flag = value.bool else { return fail("`jump` must be true or false", value) }
        jump = flag
      case "motion":
        guard let text = value.string else { return fail("`motion` must be a motion expression or a token", value) }
        // A token by id or name, or as a DTCG reference (`{motion.bouncy}`).
        let named = text.hasPrefix("{") && text.hasSuffix("}") ? String(text.dropFirst().dropLast()) : text
        if let token = context.tokens.first(where: { $0.id == named })
          ?? context.tokens.first(where: { $0.name == named })
        {
          motion = (token.animation, value)
          continue
        }
        if named != text {
          return fail("`motion` names no token of this catalogue: {\(named)}", value)
        }
        do {
          motion = (try MotionExpression.parse(text), value)
        } catch {
          let location = YAMLReader.position(
            of: error.offset, in: text, node: value, at: at(value, context),
            quotedByReader: context.quotes.contains(at(value, context).line), source: context.source)
          diagnostics.append(Diagnostic(.error, error.message, at: location, token: id))
          return nil
        }
      default:
        return fail("unknown field '\(key.string ?? "?")'; a keyframe has to, motion, duration, velocity and jump", key)
      }
    }
    guard let to else { return fail("a keyframe needs `to:`, the value it moves to", node) }
    if jump {
      guard motion == nil, duration == nil else { return fail("a jump takes no time: it has only `to:`", node) }
      return .move(to: to)
    }
    guard let (animation, motionNode) = motion else {
      guard let duration else {
        return fail("a keyframe without `motion:` is a cubic keyframe and needs `duration:`", node)
      }
      return .cubic(to: to, duration: duration, startVelocity: velocity, endVelocity: nil)
    }
    switch animation.curve {
    case .spring(let spring):
      return .spring(to: to, duration: duration, spring: spring, startVelocity: velocity)
    case .timing(let curve):
      guard velocity == nil else { return fail("only a spring keyframe takes `velocity:`", motionNode) }
      return .linear(to: to, duration: duration ?? curve.duration, curve: curve.easing)
    }
  }

  static func stagger(_ node: Node, id: String, _ context: Context, _ diagnostics: inout [Diagnostic]) -> Stagger? {
    guard let fields = node.mapping else {
      diagnostics.append(
        Diagnostic(
          .error, "`stagger` must be a mapping with count, interval and order", at: at(node, context), token: id))
      return nil
    }
    var stagger = Stagger(count: 0, interval: -1)
    for (key, value) in fields {
      switch key.string {
      case "count":
        guard let n = value.string.flatMap(Int.init), (1...maximumStaggerCount).contains(n) else {
          diagnostics.append(
            Diagnostic(
              .error, "`count` must be a whole number of elements from 1 to \(maximumStaggerCount)",
              at: at(value, context), token: id))
          return nil
        }
        stagger.count = n
      case "interval":
        guard let n = value.string.flatMap(Double.init), n.isFinite, (0...10).contains(n) else {
          diagnostics.append(
            Diagnostic(.error, "`interval` must be a number of seconds from 0 to 10", at: at(value, context), token: id)
          )
          return nil
        }
        stagger.interval = n
      case "order":
        guard let order = value.string.flatMap(Stagger.Order.init(rawValue:)) else {
          diagnostics.append(
            Diagnostic(
              .error,
              "`order` must be \(Stagger.Order.allCases.map(\.rawValue).joined(separator: ", "))",
              at: at(value, context), token: id))
          return nil
        }
        stagger.order = order
      default:
        diagnostics.append(
          Diagnostic(
            .error, "unknown field '\(key.string ?? "?")'; a stagger has count, interval and order",
            at: at(key, context),
            token: id))
        return nil
      }
    }
    guard stagger.count > 0, stagger.interval >= 0 else {
      diagnostics.append(
        Diagnostic(.error, "a stagger needs `count:` and `interval:`", at: at(node, context), token: id))
      return nil
    }
    return stagger
  }

  /// Plays each sequence's `then:` after it: the chain's tracks go on from where this one's are.
  /// A chain that names no sequence of the catalogue, or comes back to itself, is an error.
  static func resolveChains(_ read: [Read], _ diagnostics: inout [Diagnostic]) -> [SequenceToken] {
    let sequences = read.map(\.token)
    var byID: [String: Int] = [:]
    for (i, s) in sequences.enumerated() where byID[s.id] == nil { byID[s.id] = i }
    var resolved: [Int: MotionSequence] = [:]
    var failed = Set<Int>()
    func resolve(_ i: Int, visiting: [Int]) -> MotionSequence? {
      if let done = resolved[i] { return done }
      if failed.contains(i) { return nil }
      let token = sequences[i]
      let thenAt = read[i].chainLocation ?? token.location
      var sequence = token.sequence
      for name in token.chain {
        guard let j = byID[name] ?? sequences.firstIndex(where: { $0.name == name }) else {
          diagnostics.append(
            Diagnostic(
              .error, "`then` names '\(name)', which is no sequence of this catalogue", at: thenAt,
              token: token.id))
          failed.insert(i)
          return nil
        }
        guard visiting.count < MotionLimits.aliasChain else {
          diagnostics.append(
            Diagnostic(
              .error, "the chain of `then` is longer than \(MotionLimits.aliasChain) sequences", at: thenAt,
              token: token.id))
          failed.insert(i)
          return nil
        }
        guard !visiting.contains(j), j != i else {
          diagnostics.append(
            Diagnostic(
              .error, "`then` comes back to '\(sequences[j].id)': a chain must end", at: thenAt, token: token.id
            ))
          failed.insert(i)
          return nil
        }
        guard let next = resolve(j, visiting: visiting + [i]) else {
          failed.insert(i)
          return nil
        }
        sequence = sequence.then(next)
        if sequence.tracks.contains(where: { $0.keyframes.count > maximumKeyframes }) {
          diagnostics.append(
            Diagnostic(
              .error, "the chain makes a track of more than \(maximumKeyframes) keyframes", at: thenAt,
              token: token.id))
          failed.insert(i)
          return nil
        }
      }
      if sequence.tracks.isEmpty {
        diagnostics.append(Diagnostic(.error, "the sequence has no keyframes", at: token.location, token: token.id))
        failed.insert(i)
        return nil
      }
      resolved[i] = sequence
      return sequence
    }
    return sequences.indices.compactMap { i -> SequenceToken? in
      guard let sequence = resolve(i, visiting: []) else { return nil }
      var token = sequences[i]
      token.sequence = sequence
      return token
    }
  }
}
