internal import CPlatform
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures

/// The explanatory charts of the WWDC23 talk "Animate with springs", drawn for any token.
public enum ChartKind: String, CaseIterable, Codable, Sendable {
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
  case timeline

  /// How many tokens the kind draws: one, any number, or none (it draws its own examples).
  public enum Arity: Sendable { case one, many, optional }

  public var arity: Arity {
    switch self {
    case .motion, .decomposition, .settling: .one
    case .overlay, .catalogue, .parameterMap: .many
    case .easingComparison, .handoff, .bounceFamily, .retarget, .stagger, .timeline: .optional
    }
  }

  /// One line on what the chart shows (for `--help` and the report).
  public var summary: String {
    switch self {
    case .motion: "position and velocity of one token, with duration, settling and overshoot marked"
    case .easingComparison: "linear vs ease-in-out vs a spring of the same duration: continuity of velocity"
    case .handoff: "a gesture released with velocity: ease-in-out kinks, the spring carries it"
    case .decomposition:
      "the spring as the functions it is made of: envelope × cosine, line × exponential, or two exponentials"
    case .bounceFamily: "bouncy, smooth and flattened (negative bounce) springs of one duration"
    case .retarget:
      "a new target mid-flight: the spring merges and keeps its velocity, an ease-in-out runs on with a second added"
    case .settling: "perceptual duration vs SwiftUI, Core Animation and exact settling"
    case .overlay: "several tokens on one position/velocity pair"
    case .catalogue: "small multiples of every token with its key numbers"
    case .parameterMap: "every token placed by duration and bounce, with guidance zones"
    case .stagger: "a staggered reveal of several elements using one token"
    case .timeline:
      "a sequence's keyframe tracks stacked: segments coloured and named, cut springs' tails, velocity at the joins, the stagger"
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
  /// The time unit of every axis and label; `nil` lets each figure choose for its own window.
  /// A report sets one for all its token charts.
  public var timeUnit: AxisUnit?
  /// SwiftUI's frames per second: the motion and settling charts then show SwiftUI's own frames
  /// (``SwiftUIPlayback``, for a move of ``distance`` points) as rings on the closed form; `nil`
  /// draws the closed form alone. The settling chart marks SwiftUI's completions either way (at
  /// 120 Hz when this is `nil`).
  public var swiftUIFrameRate: Double? = nil
  /// The sequence a timeline chart draws (without one it draws its token, or an example).
  public var sequence: SequenceToken? = nil
  /// What the timeline's sequence was before a change (`diff`): each of its tracks drawn dashed
  /// under the same property's track.
  public var sequenceBefore: SequenceToken? = nil

  public init(
    size: Size = Size(width: 800, height: 500), releaseVelocity: Double = 1500, distance: Double = 300,
    epsilon: Double = 0.001, staggerCount: Int = 6, staggerInterval: Double? = nil, timeUnit: AxisUnit? = nil
  ) {
    self.size = size
    self.releaseVelocity = releaseVelocity
    self.distance = distance
    self.epsilon = epsilon
    self.staggerCount = staggerCount
    self.staggerInterval = staggerInterval
    self.timeUnit = timeUnit
  }

  /// The conditions of a unit move from rest with this ε.
  var conditions: MotionConditions { MotionConditions(epsilon: epsilon) }
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
  /// Whether this kind can draw `token` (springs only for some kinds).
  public func applies(to token: Token) -> Bool {
    switch self {
    case .decomposition, .handoff, .retarget: token.animation.spring != nil
    default: true
    }
  }

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
    case .settling: return SettlingChart.figure(tokens[0], options)
    case .overlay: return OverlayChart.figure(tokens, options)
    case .catalogue: return try CatalogueChart.figure(tokens, options)
    case .parameterMap: return try ParameterMapChart.figure(tokens, options)
    case .easingComparison: return EasingComparisonChart.figure(tokens.first, options)
    case .handoff: return try HandoffChart.figure(tokens.first, options)
    case .bounceFamily: return BounceFamilyChart.figure(tokens.first, options)
    case .retarget: return try RetargetChart.figure(tokens.first, options)
    case .stagger: return StaggerChart.figure(tokens.first, options)
    case .timeline: return TimelineChart.figure(options.sequence, token: tokens.first, options)
    }
  }
}

/// Helpers shared by the chart kinds.
public enum ChartSupport {
  /// The series colours both themes have: beyond them a chart's colours would repeat.
  public static let paletteSize = min(Theme.light.palette.count, Theme.dark.palette.count)

  /// SwiftUI's frames inside `window` as rings (the second palette colour, over the curve's first).
  static func frameRings(_ played: SwiftUIPlayback, window: ClosedRange<Double>) -> [Marker] {
    played.frames.filter { window.contains($0.time) }.map {
      Marker(at: Point(x: $0.time, y: $0.value), colorIndex: 1, shape: .ring, role: "marker:swiftui-frame")
    }
  }

  /// What the rings are, and how far they stray, in words.
  static func framesNote(_ played: SwiftUIPlayback, unit: AxisUnit) -> String {
    let how =
      played.player == .integrated
      ? "stepped at 300 Hz" : played.player == .closedForm ? "the closed form itself" : "the curve itself"
    return
      "Rings: SwiftUI's frames at \(Format.compact(played.frameRate)) Hz for a \(Format.compact(played.distance)) pt move (\(how); up to \(Format.percent(played.largestDifference, decimals: 2)) of the move from the curve; from decompiled behaviour, not measured on a device)."
  }

  /// SwiftUI's `.smooth`, the example of the kinds that can draw without a token.
  static let smooth = Animation(.spring(.smooth), swiftUI: ".smooth")

  /// A time axis from the trigger to a nice end past every motion's window (``MotionFigure/window(_:animations:minimum:)``).
  static func window(_ metrics: [AnimationMetrics], animations: [Animation], minimum: Double = 0) -> ClosedRange<Double>
  {
    MotionFigure.window(metrics, animations: animations, minimum: minimum)
  }

  /// `end` rounded up to two significant digits (``MotionFigure/niceEnd(_:)``).
  static func niceEnd(_ end: Double) -> Double { MotionFigure.niceEnd(end) }

  /// The unit for a figure whose time axis is `domain`.
  static func unit(_ options: ChartOptions, _ domain: ClosedRange<Double>) -> AxisUnit {
    options.timeUnit ?? AxisUnit.time(for: domain)
  }

  /// The shortest feature of a motion on a time axis: its active duration or its period.
  static func featureScale(_ m: AnimationMetrics) -> Double {
    min(m.duration - m.delay, m.period ?? .infinity)
  }

  /// The subtitle's opening: the definition, unless the token is named after it.
  static func heading(_ token: Token) -> String {
    token.name == token.animation.swiftUI || token.name == token.definition
      ? token.animation.swiftUI : "\(token.name) \(token.animation.swiftUI)"
  }

  /// "spring 0.5 s · bounce 0.3 · delay 0.1 s · speed 2×" (``MotionFigure/summary(_:unit:)``).
  public static func summary(_ m: AnimationMetrics, unit: AxisUnit) -> String { MotionFigure.summary(m, unit: unit) }

  /// A motion's key numbers in one line (``MotionFigure/keyNumbers(_:unit:)``).
  static func keyNumbers(_ m: AnimationMetrics, unit: AxisUnit) -> String { MotionFigure.keyNumbers(m, unit: unit) }

  /// The label of the duration rule (``MotionFigure/durationLabel(_:unit:)``).
  static func durationLabel(_ m: AnimationMetrics, unit: AxisUnit) -> String {
    MotionFigure.durationLabel(m, unit: unit)
  }

  /// The rule where a motion that does not look done at its duration reaches 95 % of its move;
  /// `nil` where it looks done at its duration.
  static func looksDoneRule(_ m: AnimationMetrics, unit: AxisUnit, labelled: Bool = true) -> Rule? {
    guard let t = MotionFigure.looksDoneTime(m) else { return nil }
    return Rule(
      .vertical, at: t, label: labelled ? MotionFigure.looksDoneLabel(t, unit: unit) : nil, mark: .looksDone,
      role: "rule:looks-done")
  }

  static func position(_ a: Animation, v0: Double = 0) -> @Sendable (Double) -> Double {
    { a.value(target: 1, initialVelocity: v0, time: $0) }
  }

  static func velocity(_ a: Animation, v0: Double = 0) -> @Sendable (Double) -> Double {
    { a.velocity(target: 1, initialVelocity: v0, time: $0) }
  }

  /// A timing curve's Bézier handles or `linear()` stops on a position panel
  /// (``MotionFigure/addHandles(_:colorIndex:to:)``); the control points are kept in view.
  static func addHandles(_ a: Animation, colorIndex: Int = 0, to panel: inout Panel) {
    var data = FigureData.PanelData(title: nil, yTitle: "")
    MotionFigure.addHandles(a, colorIndex: colorIndex, to: &data)
    panel.add(data)
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

  /// A token's position and velocity series, sampled on the token's own time scale.
  static func series(_ name: String, _ a: Animation, _ m: AnimationMetrics, style: SeriesStyle) -> (Series, Series) {
    (
      Series(name, style: style, breaks: a.discontinuities, featureScale: featureScale(m), position(a)),
      Series(name, style: style, breaks: a.discontinuities, inLegend: false, featureScale: featureScale(m), velocity(a))
    )
  }
}
