extension AnimationMetrics {
  /// One figure of a motion as `inspect` shows it and the page's WebAssembly module answers it:
  /// its key in JSON, its label in the table, its value (`nil`: the motion has no such figure)
  /// and how it reads. The one list both read, so they never disagree on a key or a value.
  public struct Figure: Sendable, Equatable {
    /// How a figure reads.
    public enum Style: Sendable, Equatable { case number, seconds, percent, count }
    public let key: String
    public let label: String
    public let value: Double?
    public let style: Style

    public init(_ key: String, _ label: String, _ value: Double?, _ style: Style) {
      self.key = key
      self.label = label
      self.value = value
      self.style = style
    }
  }

  /// The spring's own parameters (the same whatever the delay and speed), or a timing curve's
  /// own duration.
  public var intrinsicFigures: [Figure] {
    if let s = spring {
      return [
        Figure("springDuration", "duration (spring's own, s)", s.duration, .seconds),
        Figure("bounce", "bounce", s.bounce, .number),
        Figure("response", "response (s)", s.response, .seconds),
        Figure("dampingRatio", "damping ratio ζ", s.dampingRatio, .number),
        Figure("mass", "mass", s.mass, .number),
        Figure("stiffness", "stiffness k", s.stiffness, .number),
        Figure("damping", "damping c", s.damping, .number),
      ]
    }
    return [Figure("curveDuration", "duration (curve's own, s)", timingCurve?.duration, .seconds)]
  }

  /// Times from the trigger (delay and speed applied) and the shape of the motion.
  public var timelineFigures: [Figure] {
    var out = [
      Figure("duration", "duration, from the trigger (s)", duration, .seconds),
      Figure("progressAtDuration", "move done at the duration", progressAtDuration, .percent),
      Figure("riseTime95", "95 % of the move done at (s)", riseTime95, .seconds),
    ]
    if spring != nil {
      out += [
        Figure("settlingDuration", "SwiftUI settlingDuration (s)", settling.swiftUI, .seconds),
        Figure("caSettlingDuration", "Core Animation settling (s)", settling.coreAnimation, .seconds),
      ]
    }
    out += [
      Figure("settlingTime", "exact settle within ε (s)", settling.exact, .seconds),
      Figure("overshoot", "overshoot", overshoot, .percent),
      Figure("peakTime", "peak time (s)", peakTime, .seconds),
      Figure("peakVelocity", "peak velocity (/s)", peakVelocity.value, .number),
      Figure("peakVelocityTime", "peak velocity at (s)", peakVelocity.time, .seconds),
      Figure("riseTime50", "rise to 50 % (s)", riseTime50, .seconds),
      Figure("riseTime90", "rise to 90 % (s)", riseTime90, .seconds),
      Figure("riseTime99", "rise to 99 % (s)", riseTime99, .seconds),
      Figure("visibleOscillations", "visible swings (> 1 %)", visibleSwings.map(Double.init), .count),
    ]
    if spring != nil {
      out += [
        Figure("period", "damped period (s)", period, .seconds),
        Figure("decayConstant", "decay constant λ (1/s)", decayConstant, .number),
      ]
    }
    return out
  }
}
