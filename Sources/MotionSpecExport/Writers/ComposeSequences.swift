import MotionSpecCatalogue
import MotionSpecCore

/// The catalogue's sequences in `MotionTokens.kt` for Jetpack Compose: each track a
/// `keyframes { }` spec of its value over time — `durationMillis`, then `value at millis using
/// easing` — where the easing shapes the way to the next keyframe: a timing curve's
/// `CubicBezierEasing` exactly, a cubic keyframe's Hermite cubic as a `CubicBezierEasing` with
/// handles a third of the way, a spring as such cubic pieces fitted within the export's tolerance.
/// Compose places keyframes at whole milliseconds: the pieces are cut on them.
enum ComposeSequences {
  static let imports = [
    "import androidx.compose.animation.core.KeyframesSpec",
    "import androidx.compose.animation.core.LinearEasing",
    "import androidx.compose.animation.core.keyframes",
  ]

  /// Each track's keys, in whole milliseconds, fitted within `tolerance` of its move, one per
  /// millisecond.
  ///
  /// Compose keeps a `keyframes { }` spec's entries in a map keyed by their time
  /// (`KeyframesSpecBaseConfig.keyframes`, a `MutableIntObjectMap`, in androidx's
  /// `compose/animation/animation-core/…/AnimationSpec.kt`): a second `value at t` at the same
  /// millisecond replaces the first. So a jump — the value before it and the value after it at
  /// one instant — spans the millisecond that holds it: the value before it at that millisecond's
  /// start, the value after it at its end (a jump on a whole millisecond takes the one before).
  /// Both values are played, each within a millisecond of its time.
  static func keys(_ timeline: KeyframeTimeline, tolerance: Double) -> [LottieScalarKeys.Key] {
    let (low, high) = timeline.range
    var keys = LottieScalarKeys(
      timeline, frameRate: 1000, springs: .fitted(tolerance: tolerance / 2), scale: max(high - low, 1e-9), grid: 1
    ).keys
    // A jump (two keys at one instant) spans the millisecond that holds it: the value before at
    // the millisecond's start, the value after at its end; every other key at its nearest.
    var jumps: Set<Int> = []
    for i in keys.indices.dropLast() where keys[i + 1].t == keys[i].t {
      let t = keys[i].t
      keys[i].t = t == t.rounded(.down) ? t - 1 : t.rounded(.down)
      keys[i + 1].t = keys[i].t + 1
      jumps.formUnion([i, i + 1])
    }
    for i in keys.indices where !jumps.contains(i) { keys[i].t = keys[i].t.rounded() }
    var i = 0
    while i + 1 < keys.count {
      if keys[i + 1].t == keys[i].t {
        if i == 0 || keys[i - 1].t < keys[i].t - 1 {
          keys[i].t -= 1
        } else if i + 2 >= keys.count || keys[i + 2].t > keys[i + 1].t + 1 {
          keys[i + 1].t += 1
        } else {
          // Three values in three milliseconds: the middle one is the instant's, as Compose keeps it.
          keys.remove(at: i)
          continue
        }
      }
      i += 1
    }
    return keys
  }

  static func write(_ sequences: [SequenceToken], tolerance: Double, into lines: inout Lines) {
    guard !sequences.isEmpty else { return }
    lines.add([
      "",
      "// The catalogue's sequences: a keyframes spec per track (position in dp, rotation in degrees),",
      "// e.g. animate a Float with Animatable(…).animateTo(target, MotionSequences.SheetPresent.position).",
      "// Springs are cubic keyframes within \(formatNumber(tolerance * 100)) % of each track's move.",
      "object MotionSequences {",
    ])
    var used = Set<String>()
    lines.nest { lines in
      for token in sequences {
        var name = Names.upperCamel(token.path.flatMap(Names.words))
        if Names.reserved[.kotlin]?.contains(name) == true { name += "Sequence" }
        while !used.insert(name).inserted { name += "_" }
        lines.add("")
        let about = CommentText.lines([token.id + (token.description.map { ": " + $0 } ?? "")])
        lines.add("/** " + about.joined(separator: " ") + " */")
        lines.add("object \(name) {")
        lines.nest { lines in
          for track in token.sequence.tracks.map(\.startingPastItsJumps) {
            let keys = keys(track.timeline, tolerance: tolerance)
            let total = Int((keys.last?.t ?? 0).rounded())
            lines.add("/** From \(number(track.initialValue)); \(total) ms. */")
            lines.add("val \(track.property.rawValue): KeyframesSpec<Float> = keyframes {")
            lines.nest { lines in
              lines.add("durationMillis = \(max(total, 1))")
              for (i, key) in keys.enumerated() {
                var line = "\(number(key.value))f at \(Int(key.t.rounded()))"
                if i + 1 < keys.count {
                  if key.hold || key.easing == nil || keys[i + 1].t - key.t <= 1 {
                    line += " using LinearEasing"
                  } else if let e = key.easing {
                    line +=
                      " using CubicBezierEasing(\([e.x1, e.y1, e.x2, e.y2].map { number($0) + "f" }.joined(separator: ", ")))"
                  }
                }
                lines.add(line)
              }
            }
            lines.add("}")
          }
          if let s = token.sequence.stagger {
            let step: String
            switch s.order {
            case .forward: step = "index"
            case .reverse: step = "\(s.count - 1) - index"
            case .center: step = "kotlin.math.abs(2 * index - \(s.count - 1)) / 2"
            }
            lines.add([
              "/** The stagger: \(s.count) elements, each \(formatNumber(s.interval * 1000)) ms after the one before (\(s.order.rawValue)). */",
              "const val count: Int = \(s.count)",
              "fun delayMillis(index: Int): Int = (\(step)) * \(Int((s.interval * 1000).rounded()))",
            ])
          }
        }
        lines.add("}")
      }
    }
    lines.add("}")
  }

  static func number(_ x: Double) -> String { formatNumber(LinearEasing.rounded(x, 5) + 0) }
}
