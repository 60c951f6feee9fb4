import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecFigures
import MotionSpecNumbers

/// Why a motion feels the way it does, in sentences built from its metrics only: each clause
/// states a number the model computed (``AnimationMetrics``) and what the talk "Animate with
/// springs" (WWDC23) says that number does to the feel.
public struct Explanation: Sendable {
  public let token: Token
  public let metrics: AnimationMetrics

  public init(_ token: Token) {
    self.token = token
    metrics = AnimationMetrics(token.animation)
  }

  /// The sentences, in the order a reader asks: what it is, how it starts, when it looks done,
  /// whether it overshoots, when it is still.
  public var sentences: [String] {
    var out = [identity]
    if let spring = metrics.spring { out += springSentences(spring) } else { out += curveSentences }
    out.append(done)
    return out
  }

  public var text: String { sentences.joined(separator: " ") }

  /// A time in the one time rule (``Format/time(_:)``).
  func time(_ s: Double) -> String { Format.time(s) }
  func percent(_ x: Double) -> String { NumberText.compact(x * 100, decimals: 1) + " %" }

  var identity: String {
    let name =
      token.path.count == 1 && token.path[0] == token.definition
      ? "`\(token.definition)`" : "“\(token.id)” (`\(token.definition)`)"
    if let s = metrics.spring {
      return
        "\(name) is a spring: duration \(time(s.duration)), bounce \(NumberText.compact(s.bounce, decimals: 3)), damping fraction ζ \(NumberText.compact(s.dampingRatio, decimals: 3)) (\(regimeWords(s.regime)))."
    }
    return
      "\(name) is a timing curve of \(time(metrics.timingCurve?.duration ?? metrics.duration)): it ends exactly at its duration, whatever happens before."
  }

  func regimeWords(_ regime: Spring.Regime) -> String {
    switch regime {
    case .underdamped: "under-damped: it swings past the target and back"
    case .criticallyDamped: "critically damped: the quickest approach that never passes the target"
    case .overdamped: "over-damped: it creeps in without passing the target, slower than it needs to"
    }
  }

  func springSentences(_ s: AnimationMetrics.SpringParameters) -> [String] {
    var out: [String] = []
    if metrics.peakVelocity.time < 0.02 * max(metrics.duration, 0.001) {
      out.append(
        "It starts at full speed (\(NumberText.compact(metrics.peakVelocity.value, decimals: 2)) moves per second at the trigger), so it feels like a response, not a wind-up."
      )
    } else {
      out.append(
        "Its speed peaks at \(NumberText.compact(metrics.peakVelocity.value, decimals: 2)) moves per second, \(time(metrics.peakVelocity.time)) after the trigger."
      )
    }
    if metrics.overshoot > 0.001 {
      var swing = "It overshoots by \(percent(metrics.overshoot))"
      if let peak = metrics.peakTime { swing += " at \(time(peak))" }
      if let swings = metrics.visibleSwings, swings > 0 {
        swing += ", with \(swings) visible swing\(swings == 1 ? "" : "s") (more than 1 % of the move)"
      }
      out.append(
        swing
          + (s.bounce > 0.3
            ? "; a bounce above 0.3 reads as playful, so keep it for moments that invite it."
            : "; a small bounce like this reads as lively without calling attention to itself."))
    } else {
      out.append("It never passes the target, so it reads as calm and precise.")
    }
    return out
  }

  var curveSentences: [String] {
    guard let curve = metrics.timingCurve else { return [] }
    var out: [String] = []
    if metrics.peakVelocity.time < 0.02 * max(curve.duration, 0.001) {
      out.append("It starts at its fastest and slows into the target, so it feels responsive (an ease-out).")
    } else if metrics.peakVelocity.time > 0.98 * curve.duration {
      out.append("It is fastest at the very end and stops abruptly, which feels like hitting a wall (an ease-in).")
    } else {
      out.append(
        "It starts slowly and is fastest at \(time(metrics.peakVelocity.time)) (\(NumberText.compact(metrics.peakVelocity.value, decimals: 2)) moves per second), so a gesture handed to it loses speed at the start."
      )
    }
    if metrics.overshoot > 0.001 {
      out.append("Its curve passes the target by \(percent(metrics.overshoot)) before coming back.")
    }
    return out
  }

  var done: String {
    var parts: [String] = []
    if let rise = metrics.riseTime95 {
      parts.append("It looks done (95 % of the move) at \(time(rise))")
    }
    if let settle = metrics.settling.exact, metrics.spring != nil {
      parts.append("is still (within 0.1 %) at \(time(settle))")
      if metrics.looksDoneAtDuration {
        parts.append("so the \(time(metrics.duration)) duration is how long it feels")
      } else {
        parts.append("after its \(time(metrics.duration)) duration, so it feels longer than its duration says")
      }
    }
    return parts.isEmpty ? "It never settles." : parts.joined(separator: ", ") + "."
  }
}
