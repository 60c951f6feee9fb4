import Charts
import Motion
import Spec

/// The explanatory charts of the WWDC23 talk "Animate with springs", drawn for any token.
public enum ChartKind: String, CaseIterable, Sendable {
  case motion
  case easingComparison = "easing-comparison"
  case handoff
  case decomposition
  case bounceFamily = "bounce-family"
  case retarget
  case settling
  case overlay
  case catalogue
  case parameterMap = "parameter-map"
  case stagger

  /// How many tokens the kind draws: one, any number, or none (it draws its own examples).
  public enum Arity: Sendable { case one, many, optional }

  public var arity: Arity {
    switch self {
    case .motion, .decomposition, .settling: .one
    case .overlay, .catalogue, .parameterMap: .many
    case .easingComparison, .handoff, .bounceFamily, .retarget, .stagger: .optional
    }
  }

  /// One line on what the chart shows (for `--help` and the report).
  public var summary: String {
    switch self {
    case .motion: "position and velocity of one token, with duration, settling and overshoot marked"
    case .easingComparison: "linear vs ease-in-out vs a spring of the same duration: continuity of velocity"
    case .handoff: "a gesture released with velocity: ease-in-out kinks, the spring carries it"
    case .decomposition: "the spring as an exponential envelope times a shifted cosine"
    case .bounceFamily: "bouncy, smooth and flattened springs of one duration"
    case .retarget: "a new target mid-flight: the spring keeps its velocity, ease-in-out restarts from rest"
    case .settling: "perceptual duration vs SwiftUI, Core Animation and exact settling"
    case .overlay: "several tokens on one position/velocity pair"
    case .catalogue: "small multiples of every token with its key numbers"
    case .parameterMap: "every spring token placed by duration and bounce, with guidance zones"
    case .stagger: "a staggered reveal of several elements using one token"
    }
  }
}

/// Settings shared by the chart kinds.
public struct ChartOptions: Sendable {
  public var size: Size
  /// Gesture hand-off: release velocity in points/s and the distance still to travel, in points.
  public var releaseVelocity: Double
  public var distance: Double
  /// Settling threshold ε, as a fraction of the move.
  public var epsilon: Double
  /// Elements in a stagger chart and the interval between them (the catalogue's, or 0.04 s).
  public var staggerCount: Int
  public var staggerInterval: Double?

  public init(
    size: Size = Size(width: 800, height: 500), releaseVelocity: Double = 1500, distance: Double = 300,
    epsilon: Double = 0.001, staggerCount: Int = 6, staggerInterval: Double? = nil
  ) {
    self.size = size
    self.releaseVelocity = releaseVelocity
    self.distance = distance
    self.epsilon = epsilon
    self.staggerCount = staggerCount
    self.staggerInterval = staggerInterval
  }
}

/// A chart request that cannot be drawn, with the exit status it deserves.
public struct ChartError: Error, Sendable, CustomStringConvertible {
  public enum Kind: Sendable { case usage, data }
  public let kind: Kind
  public let description: String
  public init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }
}

extension ChartKind {
  /// The figure of this kind for `tokens`.
  public func figure(_ tokens: [Token], options: ChartOptions = ChartOptions()) throws(ChartError) -> Figure {
    switch arity {
    case .one where tokens.count != 1:
      throw ChartError(.usage, "chart '\(rawValue)' draws exactly one token; \(tokens.count) given")
    case .many where tokens.isEmpty:
      throw ChartError(.usage, "chart '\(rawValue)' needs at least one token")
    default: break
    }
    switch self {
    case .motion: return MotionChart.figure(tokens[0], options)
    case .decomposition: return try DecompositionChart.figure(tokens[0], options)
    case .settling: return try SettlingChart.figure(tokens[0], options)
    case .overlay: return OverlayChart.figure(tokens, options)
    case .catalogue: return try CatalogueChart.figure(tokens, options)
    case .parameterMap: return try ParameterMapChart.figure(tokens, options)
    case .easingComparison: return try EasingComparisonChart.figure(tokens.first, options)
    case .handoff: return try HandoffChart.figure(tokens.first, options)
    case .bounceFamily: return try BounceFamilyChart.figure(tokens.first, options)
    case .retarget: return try RetargetChart.figure(tokens.first, options)
    case .stagger: return StaggerChart.figure(tokens.first, options)
    }
  }
}

/// Helpers shared by the chart kinds.
enum ChartSupport {
  /// A time axis long enough to show every motion settle (ε = 0.001), rounded up to a nice end.
  static func timeDomain(_ animations: [Animation], epsilon: Double = 0.001, minimum: Double = 0) -> ClosedRange<Double> {
    var end = minimum
    for a in animations {
      let settle = a.settlingTime(target: 1, initialVelocity: 0, epsilon: epsilon)
      end = max(end, a.perceptualDuration * 1.3, settle.isFinite ? settle * 1.12 : a.perceptualDuration * 3)
    }
    end = min(end, 10)
    let step = end <= 1 ? 0.1 : end <= 2 ? 0.25 : 0.5
    // A curve whose velocity jumps at its start gets a short lead-in, so the jump from rest shows.
    let jumpsAtStart = animations.contains { a in a.discontinuities.contains { $0 <= a.delay + 1e-12 } }
    return (jumpsAtStart ? -step / 2 : 0)...(ceil(end / step - 1e-9) * step)
  }

  /// The subtitle's opening: the definition, unless the token is named after it.
  static func heading(_ token: Token) -> String {
    token.name == token.animation.swiftUI || token.name == token.definition ? token.animation.swiftUI : "\(token.name) \(token.animation.swiftUI)"
  }

  /// "duration 0.5 s · bounce 0.3" style summary of a motion.
  static func summary(_ a: Animation) -> String {
    if let s = a.spring {
      return "duration \(Format.compact(s.duration)) s · bounce \(Format.compact(s.bounce, decimals: 2))"
        + (a.delay > 0 ? " · delay \(Format.compact(a.delay)) s" : "")
    }
    return "duration \(Format.compact(a.perceptualDuration)) s"
  }

  static func position(_ a: Animation, v0: Double = 0) -> @Sendable (Double) -> Double {
    { a.value(target: 1, initialVelocity: v0, time: $0) }
  }

  static func velocity(_ a: Animation, v0: Double = 0) -> @Sendable (Double) -> Double {
    { a.velocity(target: 1, initialVelocity: v0, time: $0) }
  }

  /// The two panels of the talk: position above velocity, sharing time.
  static func positionVelocity(
    xDomain: ClosedRange<Double>, positionTitle: String = "Position", velocityTitle: String = "Velocity",
    positionUnit: String = "fraction of move", velocityUnit: String = "per second"
  ) -> (Panel, Panel) {
    var p = Panel(title: positionTitle, yTitle: positionUnit, xDomain: xDomain, yIncludes: [0, 1])
    p.rules = [
      Rule(.horizontal, at: 0, label: "start", role: "rule:start"),
      Rule(.horizontal, at: 1, label: "target", role: "rule:target"),
    ]
    let v = Panel(title: velocityTitle, yTitle: velocityUnit, xDomain: xDomain, yIncludes: [0])
    return (p, v)
  }
}
