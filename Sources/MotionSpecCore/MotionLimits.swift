/// The range of motions motionspec accepts: generous for any design system, and bounded so every
/// number can be computed, drawn and printed. Every reader checks these (through the expression
/// parser or directly), so `lint`, `inspect`, `chart`, `render` and `diff` accept and refuse
/// the same inputs.
public enum MotionLimits {
  /// A spring's duration (2π/ω₀) or a timing curve's duration, in seconds.
  public static let duration = 0.0001...10_000.0
  /// Delay in seconds and playback speed.
  public static let delay = 0.0...10_000.0
  /// Playback speed.
  public static let speed = 0.001...1000.0
  /// How far a Bézier's y control points may leave 0…1.
  public static let controlY = -100.0...100.0
  /// The magnitude of an initial velocity, in fractions of the move per second.
  public static let initialVelocity = 1e6
  /// The latest a motion may look done, in seconds from the trigger.
  public static let end = 100_000.0
  /// How deeply anything a reader parses may nest: parentheses, signs and calls in an expression,
  /// arrays and objects in JSON, mappings and sequences in YAML. Far beyond any token file, and
  /// shallow enough for any thread's stack.
  public static let nesting = 256
  /// How many aliases a chain of references may pass through before reaching a value (Swift
  /// names, DTCG `{references}`, YAML aliases).
  public static let aliasChain = 64
  /// The longest token name, its groups included (`components.sheet.present`), in Unicode scalars
  /// (and at most four times as many UTF-8 bytes), so no one "character" of a thousand combining
  /// marks passes for one.
  public static let nameLength = 256
  /// The most tokens one catalogue may hold (all its files together).
  public static let tokenCount = 10_000
  /// The longest expression, in UTF-8 bytes: far beyond any motion (a CSS `linear()` of 2 000
  /// stops fits), and checked before an expression is read, so a 15 MB value is refused at once.
  public static let expressionLength = 64 << 10
  /// The longest line of a YAML catalogue, in UTF-8 bytes, checked before YAML is parsed (text
  /// longer than this goes in a block scalar, `|`, over several lines).
  public static let yamlLineLength = 1 << 20
  /// The longest description shown in charts, the page and the PDF, in Unicode scalars; a longer
  /// one is shown up to here, ending in "…" (exports keep it whole), and `lint` says so.
  public static let shownDescriptionLength = 2_000
  /// The largest catalogue file, in bytes.
  public static let fileSize = 16 << 20

  /// Refuses an expression longer than ``expressionLength`` before anything reads it (its UTF-8
  /// count, which a native string knows without a scan).
  public static func checkLength(_ text: String) throws(ExpressionError) {
    let bytes = text.utf8.count
    guard bytes > expressionLength else { return }
    throw ExpressionError(
      "an expression of \(bytes) bytes; motionspec reads expressions up to \(expressionLength) bytes (64 KB)",
      in: "", at: 0)
  }

  /// Why `animation`'s curve is outside the limits, or `nil`.
  public static func curveViolation(_ animation: Animation) -> String? {
    switch animation.curve {
    case .spring(let s):
      let d = s.duration
      guard d.isFinite, duration.contains(d) else {
        return
          "a duration (2π/√(k/m)) of \(formatNumber(d)) s; motionspec accepts \(formatNumber(duration.lowerBound))…\(formatNumber(duration.upperBound)) s"
      }
      guard s.dampingRatio.isFinite, s.mass.isFinite, s.mass > 0 else {
        return "a damping ratio or mass that is not a finite number"
      }
    case .timing(let c):
      guard duration.contains(c.duration) else {
        return
          "a duration of \(formatNumber(c.duration)) s; motionspec accepts \(formatNumber(duration.lowerBound))…\(formatNumber(duration.upperBound)) s"
      }
      switch c.easing {
      case .bezier(let b):
        for (name, y) in [("y1", b.y1), ("y2", b.y2)] where !controlY.contains(y) {
          return
            "control point \(name) = \(formatNumber(y)), outside what motionspec accepts, \(formatNumber(controlY.lowerBound))…\(formatNumber(controlY.upperBound))"
        }
      case .stops(let p):
        for point in p.points where !controlY.contains(point.output) || !controlY.contains(point.input) {
          let bad =
            controlY.contains(point.output)
            ? "a percentage of \(formatNumber(point.input * 100)) %" : "an output of \(formatNumber(point.output))"
          return
            "\(bad) in linear(), outside what motionspec accepts, \(formatNumber(controlY.lowerBound))…\(formatNumber(controlY.upperBound)) (× 100 % for percentages)"
        }
        let ends = p.ends
        let jump = PiecewiseLinear.endJump
        guard abs(ends.start) <= jump, abs(ends.end - 1) <= jump else {
          return
            "a linear() that runs from \(formatNumber(ends.start)) to \(formatNumber(ends.end)); a motion's curve starts at 0 and ends at 1 (within \(formatNumber(jump * 100)) % of the move, which CSS jumps), or the element jumps"
        }
      }
    }
    guard abs(animation.initialVelocity) <= initialVelocity else {
      return
        "an initial velocity of \(formatNumber(animation.initialVelocity)) per second; motionspec accepts up to ±\(formatNumber(initialVelocity))"
    }
    return nil
  }

  /// Why `animation`'s timing (delay, speed, when it looks done) is outside the limits, or `nil`.
  public static func timingViolation(_ animation: Animation) -> String? {
    guard delay.contains(animation.delay) else {
      return
        "a delay of \(formatNumber(animation.delay)) s; motionspec accepts up to \(formatNumber(delay.upperBound)) s"
    }
    guard speed.contains(animation.speed) else {
      return
        "a speed of \(formatNumber(animation.speed)); motionspec accepts \(formatNumber(speed.lowerBound))…\(formatNumber(speed.upperBound))"
    }
    let done = animation.delay + animation.curve.perceptualDuration / animation.speed
    guard done <= end else {
      return "a motion that looks done after \(formatNumber(done)) s; motionspec accepts up to \(formatNumber(end)) s"
    }
    return nil
  }
}
