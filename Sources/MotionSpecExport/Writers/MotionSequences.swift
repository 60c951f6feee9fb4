import MotionSpecCatalogue
import MotionSpecCore

/// The catalogue's sequences in `motion-tokens.ts` for Motion (motion.dev): each track's values
/// as keyframes with `times` (fractions of its duration) and an `ease` per segment — a timing
/// curve's control points exactly, a cubic keyframe's Hermite cubic as control points a third of
/// the way (exactly), a spring as such cubic pieces fitted within the export's tolerance — for
/// `animate(element, keyframes, transition)`; a stagger as Motion's `stagger()` options.
enum MotionSequences {
  static func lines(_ sequences: [SequenceToken], tolerance: Double) -> [String] {
    guard !sequences.isEmpty else { return [] }
    var lines = Lines()
    lines.add([
      "",
      "/**",
      " * The catalogue's sequences, for Motion's animate():",
      " *   const s = motionSequences.sheetPresent;",
      " *   animate(element, s.keyframes, s.transition);",
      " * y is in px, rotate in degrees; springs are cubic keyframes within \(formatNumber(tolerance * 100)) % of each track's move.",
      " */",
      "export const motionSequences = {",
    ])
    var used = Set<String>()
    lines.nest { lines in
      for token in sequences {
        var name = Names.escaped(Names.lowerCamel(token.path.flatMap(Names.words)), in: .typeScript)
        while !used.insert(name).inserted { name += "_" }
        let about = CommentText.lines([token.id + (token.description.map { ": " + $0 } ?? "")])
        lines.add("/** " + about.joined(separator: " ") + " */")
        lines.add("\(name): {")
        lines.nest { lines in
          // The sequence's id, so that the file reads back under the same id.
          lines.add("id: \(stringLiteral(token.id)),")
          var values: [String] = []
          var transitions: [String] = []
          for track in token.sequence.tracks.map(\.startingPastItsJumps) {
            let key = property(track.property)
            let timeline = track.timeline
            let duration = max(timeline.duration, 1e-3)
            let (low, high) = timeline.range
            let span = high - low
            let keys = LottieScalarKeys(
              timeline, frameRate: 1, springs: .fitted(tolerance: tolerance), scale: max(span, 1e-9)
            ).keys
            values.append("\(key): [\(keys.map { number($0.value) }.joined(separator: ", "))]")
            let times = keys.map { number($0.t / duration) }.joined(separator: ", ")
            let eases = keys.dropLast().map { key -> String in
              guard !key.hold, let e = key.easing else { return #""linear""# }
              return "[\([e.x1, e.y1, e.x2, e.y2].map(number).joined(separator: ", "))]"
            }.joined(separator: ", ")
            transitions.append(
              "\(key): transition({ duration: \(number(duration)), times: [\(times)], ease: [\(eases)] }),")
          }
          lines.add("keyframes: { " + values.joined(separator: ", ") + " },")
          lines.add("transition: {")
          lines.nest { $0.add(transitions) }
          lines.add("},")
          if let s = token.sequence.stagger {
            let from = s.order == .forward ? "first" : s.order == .reverse ? "last" : "center"
            // Motion's stagger() counts from the middle index, (count − 1) / 2 — a fraction for an
            // even count (`getOriginIndex` in motion's `animation/utils/stagger.ts`) — so both
            // middles would start half an interval in; `startDelay` takes that half back.
            let start = s.order == .center && s.count % 2 == 0 ? -s.interval / 2 : 0
            let startOption = start == 0 ? "" : ", startDelay: \(number(start))"
            lines.add(
              #"/** For a list: delay: stagger(\#(number(s.interval)), { from: "\#(from)"\#(startOption) }) over its \#(s.count) elements. */"#
            )
            lines.add(
              #"stagger: { each: \#(number(s.interval)), from: "\#(from)"\#(startOption), count: \#(s.count) },"#)
          }
        }
        lines.add("},")
      }
    }
    lines.add("} as const;")
    return lines.text
  }

  static func property(_ p: AnimatedProperty) -> String {
    switch p {
    case .position: "y"
    case .scale: "scale"
    case .rotation: "rotate"
    case .opacity: "opacity"
    }
  }

  /// `text` as a JavaScript string literal: quotes, backslashes, control characters and the two
  /// line terminators JavaScript has beyond ASCII escaped, so no text ends the literal.
  static func stringLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  static func number(_ x: Double) -> String { formatNumber(LinearEasing.rounded(x, 5) + 0) }
}
