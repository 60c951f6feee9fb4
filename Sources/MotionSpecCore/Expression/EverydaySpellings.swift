import MotionSpecNumbers

/// The platform an expression was written for, as `inspect` names it.
public enum Spelling: String, Sendable, CaseIterable {
  case swiftUI, uiKit, css, postcss, compose, material3, androidViews, flutter, reactSpring, motion, reanimated,
    figma, origami, physical

  /// The platform's name as its documentation gives it.
  public var title: String {
    switch self {
    case .swiftUI: "SwiftUI"
    case .uiKit: "UIKit and Core Animation"
    case .androidViews: "Android views (SpringForce)"
    case .css: "CSS"
    case .postcss: "PostCSS (postcss-easings)"
    case .compose: "Jetpack Compose"
    case .material3: "Material 3 (Compose MotionScheme)"
    case .flutter: "Flutter"
    case .reactSpring: "react-spring"
    case .motion: "Motion"
    case .reanimated: "React Native Reanimated"
    case .figma: "Figma"
    case .origami: "Origami and Rebound"
    case .physical: "a physical spring config"
    }
  }
}

/// What engineers paste from other platforms that is not a spring config: CSS timing functions
/// and transitions, Compose's `tween` and Material 3's motion schemes, Flutter's `Curves` and
/// `Cubic`, react-spring's `config` presets. Each constant is the platform's own, from its source:
/// - CSS: the keywords' curves are CSS Easing Functions Level 1, §2.2 ("ease" is
///   cubic-bezier(0.25, 0.1, 0.25, 1), …); a transition is `[property] duration [timing] [delay]`.
/// - Compose: `tween(durationMillis = 300, delayMillis = 0, easing = FastOutSlowInEasing)`'s
///   defaults (AnimationSpec.kt); FastOutSlowIn, LinearOutSlowIn, FastOutLinearIn (Easing.kt)
///   and the `Ease…` set (EasingFunctions.kt) of androidx.compose.animation.core.
/// - Material 3: `MotionScheme.expressive()` and `.standard()` springs from ExpressiveMotionTokens
///   and StandardMotionTokens (androidx.compose.material3.tokens, v0_14_0): a damping ratio and a
///   stiffness for unit mass, as Compose's `spring(dampingRatio, stiffness)` takes them.
/// - Flutter: the `Cubic` constants of `Curves` (packages/flutter/lib/src/animation/curves.dart).
/// - react-spring: `config.default` … `config.molasses` (tension and friction, mass 1, as its
///   `config` constants give them).
/// - Flutter's `SpringDescription.withDurationAndBounce(duration:bounce:)` (defaults 500 ms and 0;
///   mass 1, stiffness 4π²/d², ζ = 1 − bounce, or 1/(1 + bounce) below 0; spring_simulation.dart),
///   with `Duration(milliseconds:)` or `Duration(seconds:)`.
/// - UIKit and Core Animation (iOS 17): `UISpringTimingParameters(duration:bounce:)` and
///   `CASpringAnimation(perceptualDuration:bounce:)`, SwiftUI's `Spring(duration:bounce:)` in
///   Apple's reference; `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`. The
///   forms whose spring follows from the animator's duration by a rule Apple does not publish
///   (`usingSpringWithDamping:`, `UISpringTimingParameters(dampingRatio:)`) are refused with what
///   to write instead.
/// - Android views: `SpringForce` with `setStiffness`/`setDampingRatio` (or `stiffness =` and
///   `dampingRatio =` in `apply { }`) and its constants (androidx.dynamicanimation's SpringForce:
///   STIFFNESS_HIGH 10 000 … VERY_LOW 50, DAMPING_RATIO_HIGH_BOUNCY 0.2 … NO_BOUNCY 1; defaults
///   1500 and 0.5).
/// A curve written without a duration (a CSS keyword, `Curves.easeOut`) runs over SwiftUI's
/// default, 0.35 s, and says so. CSS `linear()` with stops (CSS Easing Functions Level 2) is read
/// exactly, as straight segments (``PiecewiseLinear``). Curves that are neither one cubic Bézier
/// nor straight segments (steps, bounce, elastic) are refused with the reason.
public enum EverydaySpellings {
  /// CSS's keyword curves (CSS Easing Functions Level 1).
  public static let cssKeywords: [String: [Double]] = [
    "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1], "ease-out": [0, 0, 0.58, 1],
    "ease-in-out": [0.42, 0, 0.58, 1], "linear": [0, 0, 1, 1],
  ]

  /// The easings.net names that postcss-easings replaces by their `cubic-bezier()` (its
  /// `index.js`), in camelCase (`easeInQuad`) and in kebab-case (`ease-in-quad`), as Open Props
  /// and others write them in custom properties.
  public static let postcssEasings: [String: [Double]] = {
    let camel: [String: [Double]] = [
      "easeInSine": [0.47, 0, 0.745, 0.715], "easeOutSine": [0.39, 0.575, 0.565, 1],
      "easeInOutSine": [0.445, 0.05, 0.55, 0.95], "easeInQuad": [0.55, 0.085, 0.68, 0.53],
      "easeOutQuad": [0.25, 0.46, 0.45, 0.94], "easeInOutQuad": [0.455, 0.03, 0.515, 0.955],
      "easeInCubic": [0.55, 0.055, 0.675, 0.19], "easeOutCubic": [0.215, 0.61, 0.355, 1],
      "easeInOutCubic": [0.645, 0.045, 0.355, 1], "easeInQuart": [0.895, 0.03, 0.685, 0.22],
      "easeOutQuart": [0.165, 0.84, 0.44, 1], "easeInOutQuart": [0.77, 0, 0.175, 1],
      "easeInQuint": [0.755, 0.05, 0.855, 0.06], "easeOutQuint": [0.23, 1, 0.32, 1],
      "easeInOutQuint": [0.86, 0, 0.07, 1], "easeInExpo": [0.95, 0.05, 0.795, 0.035],
      "easeOutExpo": [0.19, 1, 0.22, 1], "easeInOutExpo": [1, 0, 0, 1], "easeInCirc": [0.6, 0.04, 0.98, 0.335],
      "easeOutCirc": [0.075, 0.82, 0.165, 1], "easeInOutCirc": [0.785, 0.135, 0.15, 0.86],
      "easeInBack": [0.6, -0.28, 0.735, 0.045], "easeOutBack": [0.175, 0.885, 0.32, 1.275],
      "easeInOutBack": [0.68, -0.55, 0.265, 1.55],
    ]
    var all = camel
    for (name, points) in camel {
      all[name.map { $0.isCapital ? "-" + String($0).asciiLowercased : String($0) }.joined()] = points
    }
    return all
  }()

  /// Compose's cubic easings (Easing.kt, EasingFunctions.kt); `LinearEasing` is the identity.
  public static let composeEasings: [String: [Double]] = [
    "FastOutSlowInEasing": [0.4, 0, 0.2, 1], "LinearOutSlowInEasing": [0, 0, 0.2, 1],
    "FastOutLinearInEasing": [0.4, 0, 1, 1], "LinearEasing": [0, 0, 1, 1], "Ease": [0.25, 0.1, 0.25, 1],
    "EaseOut": [0, 0, 0.58, 1], "EaseIn": [0.42, 0, 1, 1], "EaseInOut": [0.42, 0, 0.58, 1],
    "EaseInSine": [0.12, 0, 0.39, 0], "EaseOutSine": [0.61, 1, 0.88, 1], "EaseInOutSine": [0.37, 0, 0.63, 1],
    "EaseInCubic": [0.32, 0, 0.67, 0], "EaseOutCubic": [0.33, 1, 0.68, 1], "EaseInOutCubic": [0.65, 0, 0.35, 1],
    "EaseInQuint": [0.64, 0, 0.78, 0], "EaseOutQuint": [0.22, 1, 0.36, 1], "EaseInOutQuint": [0.83, 0, 0.17, 1],
    "EaseInCirc": [0.55, 0, 1, 0.45], "EaseOutCirc": [0, 0.55, 0.45, 1], "EaseInOutCirc": [0.85, 0, 0.15, 1],
    "EaseInQuad": [0.11, 0, 0.5, 0], "EaseOutQuad": [0.5, 1, 0.89, 1], "EaseInOutQuad": [0.45, 0, 0.55, 1],
    "EaseInQuart": [0.5, 0, 0.75, 0], "EaseOutQuart": [0.25, 1, 0.5, 1], "EaseInOutQuart": [0.76, 0, 0.24, 1],
    "EaseInExpo": [0.7, 0, 0.84, 0], "EaseOutExpo": [0.16, 1, 0.3, 1], "EaseInOutExpo": [0.87, 0, 0.13, 1],
    "EaseInBack": [0.36, 0, 0.66, -0.56], "EaseOutBack": [0.34, 1.56, 0.64, 1],
    "EaseInOutBack": [0.68, -0.6, 0.32, 1.6],
  ]

  /// Flutter's `Cubic` curves (`Curves.…`); `linear` is the identity and `decelerate` (1 − (1 − t)²)
  /// is exactly the cubic with control points (⅓, ⅔) and (⅔, 1).
  public static let flutterCurves: [String: [Double]] = [
    "linear": [0, 0, 1, 1], "decelerate": [1.0 / 3, 2.0 / 3, 2.0 / 3, 1],
    "fastLinearToSlowEaseIn": [0.18, 1, 0.04, 1], "ease": [0.25, 0.1, 0.25, 1], "easeIn": [0.42, 0, 1, 1],
    "easeInToLinear": [0.67, 0.03, 0.65, 0.09], "easeInSine": [0.47, 0, 0.745, 0.715],
    "easeInQuad": [0.55, 0.085, 0.68, 0.53], "easeInCubic": [0.55, 0.055, 0.675, 0.19],
    "easeInQuart": [0.895, 0.03, 0.685, 0.22], "easeInQuint": [0.755, 0.05, 0.855, 0.06],
    "easeInExpo": [0.95, 0.05, 0.795, 0.035], "easeInCirc": [0.6, 0.04, 0.98, 0.335],
    "easeInBack": [0.6, -0.28, 0.735, 0.045], "easeOut": [0, 0, 0.58, 1], "linearToEaseOut": [0.35, 0.91, 0.33, 0.97],
    "easeOutSine": [0.39, 0.575, 0.565, 1], "easeOutQuad": [0.25, 0.46, 0.45, 0.94],
    "easeOutCubic": [0.215, 0.61, 0.355, 1], "easeOutQuart": [0.165, 0.84, 0.44, 1],
    "easeOutQuint": [0.23, 1, 0.32, 1], "easeOutExpo": [0.19, 1, 0.22, 1], "easeOutCirc": [0.075, 0.82, 0.165, 1],
    "easeOutBack": [0.175, 0.885, 0.32, 1.275], "easeInOut": [0.42, 0, 0.58, 1],
    "easeInOutSine": [0.445, 0.05, 0.55, 0.95], "easeInOutQuad": [0.455, 0.03, 0.515, 0.955],
    "easeInOutCubic": [0.645, 0.045, 0.355, 1], "easeInOutQuart": [0.77, 0, 0.175, 1],
    "easeInOutQuint": [0.86, 0, 0.07, 1], "easeInOutExpo": [1, 0, 0, 1], "easeInOutCirc": [0.785, 0.135, 0.15, 0.86],
    "easeInOutBack": [0.68, -0.55, 0.265, 1.55], "fastOutSlowIn": [0.4, 0, 0.2, 1],
    "slowMiddle": [0.15, 0.85, 0.85, 0.15],
  ]

  /// react-spring's `config` presets: (tension, friction), mass 1.
  public static let reactSpringPresets: [String: (tension: Double, friction: Double)] = [
    "default": (170, 26), "gentle": (120, 14), "wobbly": (180, 12), "stiff": (210, 20), "slow": (280, 60),
    "molasses": (280, 120),
  ]

  /// Material 3's motion schemes: (damping ratio, stiffness) by scheme and spec.
  public static let motionSchemes: [String: [String: (ratio: Double, stiffness: Double)]] = [
    "expressive": [
      "defaultSpatialSpec": (0.8, 380), "fastSpatialSpec": (0.6, 800), "slowSpatialSpec": (0.8, 200),
      "defaultEffectsSpec": (1, 1600), "fastEffectsSpec": (1, 3800), "slowEffectsSpec": (1, 800),
    ],
    "standard": [
      "defaultSpatialSpec": (0.9, 700), "fastSpatialSpec": (0.9, 1400), "slowSpatialSpec": (0.9, 300),
      "defaultEffectsSpec": (1, 1600), "fastEffectsSpec": (1, 3800), "slowEffectsSpec": (1, 800),
    ],
  ]

  /// Figma's spring presets: mass, stiffness, damping — the values of Figma's blog post "How
  /// Figma put the bounce in spring animations", as the `figma_spring_curve` package records them.
  public static let figmaPresets: [String: (mass: Double, stiffness: Double, damping: Double)] = [
    "GENTLE": (1, 100, 15), "QUICK": (1, 300, 20), "BOUNCY": (1, 600, 15), "SLOW": (1, 80, 20),
  ]

  /// Origami's tension and friction as Rebound converts them (`OrigamiValueConverter`):
  /// tension 194 + (t − 30) × 3.62 and friction 25 + (f − 8) × 3 (0 stays 0), a spring of mass 1.
  public static func origami(tension t: Double, friction f: Double) -> (stiffness: Double, damping: Double) {
    (t == 0 ? 0 : 194 + (t - 30) * 3.62, f == 0 ? 0 : 25 + (f - 8) * 3)
  }

  /// Android's `SpringForce` constants (androidx.dynamicanimation.animation.SpringForce).
  public static let springForceConstants: [String: Double] = [
    "STIFFNESS_HIGH": 10_000, "STIFFNESS_MEDIUM": 1500, "STIFFNESS_LOW": 200, "STIFFNESS_VERY_LOW": 50,
    "DAMPING_RATIO_HIGH_BOUNCY": 0.2, "DAMPING_RATIO_MEDIUM_BOUNCY": 0.5, "DAMPING_RATIO_LOW_BOUNCY": 0.75,
    "DAMPING_RATIO_NO_BOUNCY": 1,
  ]

  /// Curves that are not one cubic Bézier, by the words that name them, and why they are refused.
  static let notACubic: [(prefix: String, why: String)] = [
    ("steps(", "CSS steps() jumps between values; motionspec draws continuous motion — write a curve"),
    ("step-start", "CSS step-start jumps to the end at once; motionspec draws continuous motion"),
    ("step-end", "CSS step-end jumps at the end; motionspec draws continuous motion"),
    ("Curves.bounce", "Flutter's bounce curves are not one cubic Bézier; motionspec reads the Cubic curves"),
    ("Curves.elastic", "Flutter's elastic curves are not one cubic Bézier; motionspec reads the Cubic curves"),
    (
      "Curves.easeInOutCubicEmphasized",
      "Flutter's easeInOutCubicEmphasized is two cubic pieces (a ThreePointCubic), not one"
    ),
    ("ThreePointCubic(", "Flutter's ThreePointCubic is two cubic pieces, not one"),
    (
      "Interval(",
      "Flutter's Interval(begin, end, curve:) plays its curve over a part of its controller's duration, which it does not name — write the curve with the duration and delay that part stands for"
    ),
    (
      "UIView.animate",
      "UIView.animate(withDuration:…usingSpringWithDamping:…) derives its spring from the duration by a rule Apple does not publish; write UISpringTimingParameters(duration:bounce:) (iOS 17) or .spring(duration:bounce:)"
    ),
    (
      "UISpringTimingParameters(dampingRatio",
      "UISpringTimingParameters(dampingRatio:) takes its spring from the animator's duration by a rule Apple does not publish; write UISpringTimingParameters(duration:bounce:) (iOS 17)"
    ),
  ]

  /// Whether `text` is one of these spellings (or a known curve that is refused with a reason).
  public static func recognizes(_ text: String) -> Bool {
    let t = trimmed(text)
    if t.hasPrefix(".") { return false }  // SwiftUI
    if cssKeywords[t] != nil || t.hasPrefix("cubic-bezier(") || t.hasPrefix("linear(") || t.hasPrefix("Cubic(") {
      return true
    }
    if postcssEasings[t] != nil { return true }
    if t.hasPrefix("CubicBezierEasing(") || composeEasings[t] != nil { return true }
    if t.hasPrefix("tween(") || t.hasPrefix("tween<") || t.hasPrefix("Curves.") || t.hasPrefix("config.") {
      return true
    }
    if t.includes("MotionScheme") || t.includes("motionScheme") { return true }
    if figmaPresets[t] != nil { return true }
    for prefix in [
      "SpringDescription.withDurationAndBounce", "UISpringTimingParameters(", "CASpringAnimation(", "SpringForce(",
      "SpringConfig.fromOrigamiTensionAndFriction(",
    ] where t.hasPrefix(prefix) {
      return true
    }
    if notACubic.contains(where: { t.hasPrefix($0.prefix) }) { return true }
    return cssTransition(t) != nil
  }

  /// The motion `text` spells, and whose spelling it is.
  public static func read(_ text: String) throws(ExpressionError) -> (Animation, Spelling) {
    let t = trimmed(text)
    if let refused = notACubic.first(where: { t.hasPrefix($0.prefix) }) {
      throw ExpressionError(refused.why, in: text, at: 0)
    }
    if let points = cssKeywords[t] { return (try curve(points, nil, 0, text), .css) }
    if let points = postcssEasings[t] { return (try curve(points, nil, 0, text), .postcss) }
    if t.hasPrefix("cubic-bezier(") {
      return (try curve(try numbers(in: t, after: "cubic-bezier", text: text), nil, 0, text), .css)
    }
    if t.hasPrefix("linear(") { return (try stops(try linearEntries(Substring(t), text: text), nil, 0, text), .css) }
    if t.hasPrefix("Cubic(") {
      return (try curve(try numbers(in: t, after: "Cubic", text: text), nil, 0, text), .flutter)
    }
    if t.hasPrefix("CubicBezierEasing(") {
      return (try curve(try numbers(in: t, after: "CubicBezierEasing", text: text), nil, 0, text), .compose)
    }
    if let points = composeEasings[t] { return (try curve(points, nil, 0, text), .compose) }
    if t.hasPrefix("Curves.") {
      let name = String(t.dropFirst("Curves.".count))
      guard let points = flutterCurves[name] else {
        throw ExpressionError(
          "Flutter has no Cubic curve Curves.\(name); motionspec reads \(nearest(name, in: flutterCurves.keys))",
          in: text, at: 7)
      }
      return (try curve(points, nil, 0, text), .flutter)
    }
    if t.hasPrefix("config.") {
      let name = String(t.dropFirst("config.".count))
      guard let preset = reactSpringPresets[name] else {
        throw ExpressionError(
          "react-spring has no config.\(name); its presets are \(reactSpringPresets.keys.sorted().joined(separator: ", "))",
          in: text, at: 7)
      }
      let spring = Spring(mass: 1, stiffness: preset.tension, damping: preset.friction, allowOverDamping: true)
      return (
        Animation(
          .spring(spring),
          swiftUI: PlatformExpression.swiftUI(mass: 1, stiffness: preset.tension, damping: preset.friction)),
        .reactSpring
      )
    }
    if t.includes("MotionScheme") || t.includes("motionScheme") { return (try motionScheme(t, text), .material3) }
    if t.hasPrefix("SpringDescription.withDurationAndBounce") {
      return (try flutterDurationAndBounce(t, text), .flutter)
    }
    if t.hasPrefix("UISpringTimingParameters(") || t.hasPrefix("CASpringAnimation(") {
      return (try uiKit(t, text), .uiKit)
    }
    if t.hasPrefix("SpringForce(") { return (try springForce(t, text), .androidViews) }
    if let preset = figmaPresets[t] {
      let spring = Spring(
        mass: preset.mass, stiffness: preset.stiffness, damping: preset.damping, allowOverDamping: true)
      return (
        Animation(
          .spring(spring),
          swiftUI: PlatformExpression.swiftUI(mass: preset.mass, stiffness: preset.stiffness, damping: preset.damping)),
        .figma
      )
    }
    if t.hasPrefix("SpringConfig.fromOrigamiTensionAndFriction(") {
      let values = try numbers(in: t, after: "SpringConfig.fromOrigamiTensionAndFriction", text: text)
      guard values.count == 2, values[0] > 0, values[1] >= 0 else {
        throw ExpressionError(
          "expected fromOrigamiTensionAndFriction(tension, friction), tension above 0", in: text, at: 0)
      }
      let (stiffness, damping) = origami(tension: values[0], friction: values[1])
      guard stiffness > 0, damping >= 0 else {
        throw ExpressionError(
          "Origami tension \(formatNumber(values[0])) and friction \(formatNumber(values[1])) give stiffness \(formatNumber(stiffness)) and damping \(formatNumber(damping)): not a spring",
          in: text, at: 0)
      }
      let spring = Spring(mass: 1, stiffness: stiffness, damping: damping, allowOverDamping: true)
      return (
        Animation(
          .spring(spring), swiftUI: PlatformExpression.swiftUI(mass: 1, stiffness: stiffness, damping: damping)),
        .origami
      )
    }
    if t.hasPrefix("tween") { return (try tween(t, text), .compose) }
    if let transition = cssTransition(t) { return (try transition(text), .css) }
    throw ExpressionError("not a spelling motionspec reads", in: text, at: 0)
  }

  // MARK: - Pieces

  static func trimmed(_ text: String) -> String {
    var t = Substring(text).drop { $0.isBlank }
    while let last = t.last, last.isBlank || last == ";" || last == "," { t = t.dropLast() }
    // A declaration pasted whole (`transition: transform 300ms ease-out;`) is read as its value:
    // the shorthands and the timing functions of CSS Transitions and Animations, prefixed or not.
    for property in [
      "transition", "animation", "transition-timing-function", "animation-timing-function", "-webkit-transition",
      "-webkit-animation", "-webkit-transition-timing-function", "-webkit-animation-timing-function",
    ] where t.hasPrefix(property) {
      let rest = t.dropFirst(property.count).drop { $0.isBlank }
      if rest.first == ":" { return String(rest.dropFirst().drop { $0.isBlank }) }
    }
    return String(t)
  }

  /// The timing curve of `points` over `seconds` (SwiftUI's default when `nil`, said in a note),
  /// after `delay`.
  static func curve(_ points: [Double], _ seconds: Double?, _ delay: Double, _ text: String) throws(ExpressionError)
    -> Animation
  {
    guard points.count == 4 else {
      throw ExpressionError("a cubic Bézier takes four numbers, x1, y1, x2, y2", in: text, at: 0)
    }
    let bezier: CubicBezier
    do {
      bezier = try CubicBezier(points[0], points[1], points[2], points[3])
    } catch {
      throw ExpressionError("\(error.description)", in: text, at: 0)
    }
    let duration = seconds ?? TimingCurve.defaultDuration
    let written = points.map(formatNumber).joined(separator: ", ")
    // With no duration of its own, SwiftUI's spelling leaves the duration to its default (the
    // parameter's, 0.35 s) rather than writing one: read back, it is still a curve alone.
    var swiftUI =
      seconds == nil ? ".timingCurve(\(written))" : ".timingCurve(\(written), duration: \(formatNumber(duration)))"
    if delay > 0 { swiftUI += ".delay(\(formatNumber(delay)))" }
    let notes = seconds == nil ? [Animation.noDurationNote] : []
    let animation = Animation(
      .timing(TimingCurve(bezier, duration: duration)), delay: delay, swiftUI: swiftUI, notes: notes)
    if let why = MotionLimits.curveViolation(animation) ?? MotionLimits.timingViolation(animation) {
      throw ExpressionError("this curve has \(why)", in: text, at: 0)
    }
    return animation
  }

  /// The `linear()` curve of `entries` over `seconds` (SwiftUI's default when `nil`, said in a
  /// note), after `delay`. Its canonical spelling is the CSS transition that plays it
  /// (`0.3s linear(0, 0.6 40%, 1)`): SwiftUI has no such curve, and this reads back.
  static func stops(_ entries: [PiecewiseLinear.Entry], _ seconds: Double?, _ delay: Double, _ text: String)
    throws(ExpressionError) -> Animation
  {
    let curve: PiecewiseLinear
    do {
      curve = try PiecewiseLinear(entries)
    } catch {
      throw ExpressionError(error.description, in: text, at: 0)
    }
    let duration = seconds ?? TimingCurve.defaultDuration
    let spelling = linearSpelling(curve, duration: duration, delay: delay)
    var notes = seconds == nil ? [Animation.noDurationNote] : []
    let (first, last) = curve.ends
    if first != 0 || last != 1 {
      notes.append(
        "linear() runs from \(formatNumber(first)) to \(formatNumber(last)) of the move; CSS jumps the rest at the start and end (\(formatNumber(NumberText.significant(max(abs(first), abs(last - 1)) * 100, digits: 3))) % at most)"
      )
    }
    let animation = Animation(
      .timing(TimingCurve(.stops(curve), duration: duration)), delay: delay, swiftUI: spelling, notes: notes)
    if let why = MotionLimits.curveViolation(animation) ?? MotionLimits.timingViolation(animation) {
      throw ExpressionError("this curve has \(why)", in: text, at: 0)
    }
    return animation
  }

  /// A `linear()` curve's canonical spelling: the CSS transition that plays it, `0.3s linear(…)`
  /// with the delay after it.
  static func linearSpelling(_ curve: PiecewiseLinear, duration: Double, delay: Double) -> String {
    "\(formatNumber(duration))s \(curve.css)" + (delay > 0 ? " \(formatNumber(delay))s" : "")
  }

  /// The entries of CSS `linear(…)` (CSS Easing Functions Level 2): comma-separated, each one
  /// number (the output) and up to two percentages (its inputs), in either order.
  static func linearEntries(_ t: Substring, text: String) throws(ExpressionError) -> [PiecewiseLinear.Entry] {
    guard t.hasPrefix("linear("), t.hasSuffix(")") else {
      throw ExpressionError("expected linear(output [percent], …) ending with ')'", in: text, at: 0)
    }
    let inner = t.dropFirst("linear(".count).dropLast()
    var entries: [PiecewiseLinear.Entry] = []
    for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
      var entry = PiecewiseLinear.Entry(output: .nan)
      for word in part.split(whereSeparator: { $0.isBlank }) {
        if word.hasSuffix("%"), let n = NumberText.double(word.dropLast()), n.isFinite {
          entry.inputs.append(n / 100)
        } else if entry.output.isNaN, let n = NumberText.double(word), n.isFinite {
          entry.output = n
        } else {
          throw ExpressionError(
            "each entry of linear() is a number and up to two percentages (`0.5 40%`), found '\(part.trimmingSpaces)'",
            in: text, at: offset(of: part, in: text))
        }
      }
      guard !entry.output.isNaN else {
        throw ExpressionError(
          "each entry of linear() is a number and up to two percentages (`0.5 40%`), found '\(part.trimmingSpaces)'",
          in: text, at: offset(of: part, in: text))
      }
      entries.append(entry)
      guard entries.count <= PiecewiseLinear.maximumPoints else {
        throw ExpressionError("linear() has more than \(PiecewiseLinear.maximumPoints) entries", in: text, at: 0)
      }
    }
    return entries
  }

  /// Where `part` (a piece of a trimmed copy of `text`) first stands in `text`, in characters.
  static func offset(of part: Substring, in text: String) -> Int {
    let word = part.trimmingSpaces
    guard !word.isEmpty, let r = text.place(of: word) else { return 0 }
    return text.distance(from: text.startIndex, to: r.lowerBound)
  }

  /// The numbers between the parentheses after `name` (Kotlin's `f` suffixes allowed).
  static func numbers(in t: String, after name: String, text: String) throws(ExpressionError) -> [Double] {
    guard t.hasSuffix(")") else { throw ExpressionError("expected ')' at the end", in: text, at: text.count) }
    let inner = t.dropFirst(name.count + 1).dropLast()
    var out: [Double] = []
    for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
      let word = part.trimmingSpaces.replacingSuffix("f")
      guard let n = NumberText.double(word), n.isFinite else {
        throw ExpressionError("expected a number, found '\(part.trimmingSpaces)'", in: text, at: 0)
      }
      out.append(n)
    }
    return out
  }

  /// A CSS time (`300ms`, `.3s`, `0.3s`) in seconds.
  public static func cssTime(_ word: Substring) -> Double? {
    if word.hasSuffix("ms"), let n = NumberText.double(word.dropLast(2)), n.isFinite, n >= 0 { return n / 1000 }
    if word.hasSuffix("s"), let n = NumberText.double(word.dropLast()), n.isFinite, n >= 0 { return n }
    return nil
  }

  /// The duration of a CSS transition (`transform 300ms ease-out`), or `nil` when `text` is not one.
  public static func cssTransitionDuration(_ text: String) -> Double? {
    guard cssTransition(trimmed(text)) != nil else { return nil }
    return text.split(separator: " ").lazy.compactMap(cssTime).first
  }

  /// A CSS transition (`transform 300ms ease-out 50ms`): the words outside parentheses, at most
  /// one property first, one or two times and at most one timing function; `nil` when it is not one.
  static func cssTransition(_ t: String) -> ((String) throws(ExpressionError) -> Animation)? {
    guard t.utf8.count <= MotionLimits.expressionLength else { return nil }
    var words: [Substring] = []
    var depth = 0
    var start = t.startIndex
    for i in t.indices {
      if t[i] == "(" { depth += 1 } else if t[i] == ")" { depth -= 1 }
      // A list of transitions (`opacity 200ms, transform 300ms`) holds several motions.
      if t[i] == "," && depth == 0 { return nil }
      if t[i] == " " && depth == 0 {
        if start < i { words.append(t[start..<i]) }
        start = t.index(after: i)
      }
    }
    if start < t.endIndex { words.append(t[start...]) }
    var times: [Double] = []
    var points: [Double]?
    // An `animation` shorthand's own words (CSS Animations 1, §3.9): a fill mode, a direction,
    // a play state, an iteration count.
    var animation: (fill: String?, direction: String?, iterations: Double?) = (nil, nil, nil)
    var isAnimation = false
    for (k, word) in words.enumerated() {
      if let s = cssTime(word) {
        times.append(s)
      } else if k > 0, ["forwards", "backwards", "both"].contains(word) {
        animation.fill = String(word)
        isAnimation = true
      } else if k > 0, ["normal", "reverse", "alternate", "alternate-reverse"].contains(word) {
        animation.direction = String(word)
        isAnimation = true
      } else if k > 0, ["running", "paused"].contains(word) {
        isAnimation = true
      } else if k > 0, word == "infinite" || (NumberText.double(word).map { $0 >= 0 && $0.isFinite } ?? false) {
        animation.iterations = word == "infinite" ? .infinity : NumberText.double(word)
        isAnimation = true
      } else if let p = cssKeywords[String(word)] {
        guard points == nil else { return nil }
        points = p
      } else if word.hasPrefix("cubic-bezier(") || word.hasPrefix("linear(") {
        guard points == nil else { return nil }
        points = []  // read when the transition is
      } else if k == 0, word.allSatisfy({ $0.isNameLetter || $0 == "-" }) {
        continue  // the property
      } else {
        return nil
      }
    }
    guard (1...2).contains(times.count) else { return nil }
    let bezierWord = words.first { $0.hasPrefix("cubic-bezier(") }
    let stopsWord = words.first { $0.hasPrefix("linear(") }
    return { (text: String) throws(ExpressionError) -> Animation in
      if let stopsWord {
        return try stops(try linearEntries(stopsWord, text: text), times[0], times.count > 1 ? times[1] : 0, text)
      }
      let p =
        try bezierWord.map { (w: Substring) throws(ExpressionError) -> [Double] in
          try numbers(in: String(w), after: "cubic-bezier", text: text)
        } ?? points ?? cssKeywords["ease"]!
      var read = try curve(p, times[0], times.count > 1 ? times[1] : 0, text)
      guard isAnimation else { return read }
      let reverses = animation.direction?.hasPrefix("alternate") == true
      if let n = animation.iterations {
        if n == .infinity {
          read.repetition = .forever(autoreverses: reverses)
        } else if n > 1, n == n.rounded(), n < Double(Repetition.maximumCount) {
          read.repetition = .count(Int(n), autoreverses: reverses)
        } else if n != 1 {
          read.notes.append("an iteration count of \(formatNumber(n)) is not a whole number of cycles: drawn once")
        }
      }
      if animation.direction == "reverse" || animation.direction == "alternate-reverse" {
        read.notes.append(
          "direction \(animation.direction!) plays the keyframes backwards: the timing is drawn forwards")
      }
      if let fill = animation.fill {
        read.notes.append("fill mode \(fill) holds the keyframes' values before or after: not part of the timing")
      }
      read.notes.append(
        "an animation shorthand: its timing is read; the motion is its keyframes'\(words.first.map { " (\($0))" } ?? "")"
      )
      return read
    }
  }

  /// Compose's `tween(durationMillis, delayMillis, easing)`, named or positional.
  static func tween(_ t: String, _ text: String) throws(ExpressionError) -> Animation {
    guard let open = t.firstIndex(of: "("), t.hasSuffix(")") else {
      throw ExpressionError("expected tween(durationMillis = …, easing = …)", in: text, at: 0)
    }
    var duration = 300.0, delay = 0.0
    var easing = composeEasings["FastOutSlowInEasing"]!
    var depth = 0
    var parts: [Substring] = []
    var start = t.index(after: open)
    let inner = t[t.index(after: open)..<t.index(before: t.endIndex)]
    for i in inner.indices {
      if inner[i] == "(" { depth += 1 } else if inner[i] == ")" { depth -= 1 }
      if inner[i] == "," && depth == 0 {
        parts.append(inner[start..<i])
        start = inner.index(after: i)
      }
    }
    parts.append(inner[start...])
    let order = ["durationMillis", "delayMillis", "easing"]
    for (k, raw) in parts.enumerated() where !raw.trimmingSpaces.isEmpty {
      var name = k < order.count ? order[k] : ""
      var value = raw.trimmingSpaces
      if let eq = value.firstIndex(of: "=") {
        name = String(value[..<eq]).trimmingSpaces
        value = String(value[value.index(after: eq)...]).trimmingSpaces
      }
      switch name {
      case "durationMillis", "delayMillis":
        guard let n = NumberText.double(value.replacingSuffix("f")), n.isFinite, n >= 0 else {
          throw ExpressionError("\(name) must be a whole number of milliseconds, found '\(value)'", in: text, at: 0)
        }
        if name == "durationMillis" { duration = n } else { delay = n }
      case "easing":
        if let named = composeEasings[value] {
          easing = named
        } else if value.hasPrefix("CubicBezierEasing(") {
          easing = try numbers(in: value, after: "CubicBezierEasing", text: text)
        } else {
          throw ExpressionError(
            "Compose has no cubic easing '\(value)'; motionspec reads \(nearest(value, in: composeEasings.keys)) or CubicBezierEasing(a, b, c, d)",
            in: text, at: 0)
        }
      default:
        throw ExpressionError(
          "tween takes durationMillis, delayMillis and easing, not '\(name)'", in: text, at: 0)
      }
    }
    guard duration > 0 else {
      throw ExpressionError("a tween of 0 ms is an instant change: nothing moves", in: text, at: 0, isInstant: true)
    }
    return try curve(easing, duration / 1000, delay / 1000, text)
  }

  /// Material 3's `MotionScheme.expressive().fastSpatialSpec()`, `MaterialTheme.motionScheme
  /// .defaultEffectsSpec()` (the standard scheme unless the text says expressive).
  static func motionScheme(_ t: String, _ text: String) throws(ExpressionError) -> Animation {
    let scheme = t.includes("expressive") ? "expressive" : "standard"
    guard let spec = motionSchemes[scheme]!.keys.sorted().first(where: { t.includes($0) }),
      let values = motionSchemes[scheme]![spec]
    else {
      throw ExpressionError(
        "a motion scheme's spec is one of \(motionSchemes["standard"]!.keys.sorted().joined(separator: ", "))",
        in: text, at: 0)
    }
    let spring = ComposeSpring(dampingRatio: values.ratio, stiffness: values.stiffness).spring
    return Animation(
      .spring(spring),
      swiftUI:
        ".spring(Spring(response: \(formatNumber(spring.response)), dampingRatio: \(formatNumber(values.ratio))))",
      notes: [
        "Material 3 \(scheme) scheme, \(spec): damping ratio \(formatNumber(values.ratio)), stiffness \(formatNumber(values.stiffness))"
      ])
  }

  /// The labelled arguments of the call that starts `t` (`name: value` or `name = value`), each
  /// value as written; positional ones are left out.
  static func arguments(_ t: String) -> [String: String] {
    guard let open = t.firstIndex(of: "("), let close = t.lastIndex(of: ")"), open < close else { return [:] }
    var out: [String: String] = [:]
    var depth = 0
    var start = t.index(after: open)
    let inner = t[t.index(after: open)..<close]
    func take(_ part: Substring) {
      guard let sep = part.firstIndex(where: { $0 == ":" || $0 == "=" }) else { return }
      out[part[..<sep].trimmingSpaces] = part[part.index(after: sep)...].trimmingSpaces
    }
    for i in inner.indices {
      if inner[i] == "(" { depth += 1 } else if inner[i] == ")" { depth -= 1 }
      if inner[i] == "," && depth == 0 {
        take(inner[start..<i])
        start = inner.index(after: i)
      }
    }
    take(inner[start...])
    return out
  }

  /// A number as Swift, Kotlin or Dart write it (`0.8`, `0.8f`, `800.0`), or `nil`.
  public static func number(_ word: String) -> Double? {
    let w = word.replacingSuffix("f").replacingSuffix("F")
    guard let n = NumberText.double(w), n.isFinite else { return nil }
    return n
  }

  /// Flutter's `Duration(milliseconds: 300)` / `Duration(seconds: 1)` in seconds, to the whole
  /// millisecond as `inMilliseconds` gives it. Every argument of dart:core's constructor is read
  /// (days, hours, minutes, seconds, milliseconds, microseconds), each of which may be negative as
  /// long as the sum is not; an argument that is not a number (a constant, arithmetic) is
  /// `unresolved`, a negative sum an error.
  public static func flutterDuration(_ word: String, _ text: String) throws(ExpressionError) -> Double {
    let args = arguments(word.hasPrefix("const ") ? String(word.dropFirst(6)) : word)
    let units: [(String, Double)] = [
      ("days", 864e8), ("hours", 36e8), ("minutes", 6e7), ("seconds", 1e6), ("milliseconds", 1e3),
      ("microseconds", 1),
    ]  // dart:core's Duration constructor, in microseconds each
    var micro = 0.0
    for (unit, scale) in units {
      if let v = args[unit] {
        guard let n = number(v) else {
          throw ExpressionError("a Duration's \(unit) is '\(v)', not a number", in: text, at: 0, unresolved: v)
        }
        micro += n * scale
      }
    }
    let unknown = args.keys.filter { key in !units.contains { $0.0 == key } }.sorted()
    guard word.includes("Duration("), unknown.isEmpty else {
      throw ExpressionError(
        "expected a Duration such as Duration(milliseconds: 300)\(unknown.isEmpty ? "" : "; Duration has no argument '\(unknown[0])'")",
        in: text, at: 0)
    }
    guard micro >= 0 else {
      throw ExpressionError(
        "duration \(formatNumber(micro / 1000)) ms is negative; nothing can last less than no time", in: text, at: 0)
    }
    return (micro / 1000).rounded(.towardZero) / 1000
  }

  /// Flutter's `SpringDescription.withDurationAndBounce(duration:bounce:)`, as Flutter computes it.
  static func flutterDurationAndBounce(_ t: String, _ text: String) throws(ExpressionError) -> Animation {
    let args = arguments(t)
    let seconds =
      try args["duration"].map { (d: String) throws(ExpressionError) -> Double in try flutterDuration(d, text) } ?? 0.5
    let bounce =
      try args["bounce"].map { (b: String) throws(ExpressionError) -> Double in
        guard let n = number(b), n > -1, n <= 1 else {
          throw ExpressionError("bounce must be a number above −1 and up to 1, found '\(b)'", in: text, at: 0)
        }
        return n
      } ?? 0
    guard seconds > 0 else { throw ExpressionError("the duration must be positive", in: text, at: 0) }
    let stiffness = 4 * Double.pi * Double.pi / (seconds * seconds)
    let ratio = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
    let damping = ratio * 2 * stiffness.squareRoot()
    let spring = Spring(mass: 1, stiffness: stiffness, damping: damping, allowOverDamping: true)
    return Animation(
      .spring(spring), swiftUI: ".spring(duration: \(formatNumber(seconds)), bounce: \(formatNumber(bounce)))")
  }

  /// UIKit's and Core Animation's iOS 17 springs, and the physical `UISpringTimingParameters`.
  static func uiKit(_ t: String, _ text: String) throws(ExpressionError) -> Animation {
    let args = arguments(t)
    func value(_ name: String, default fallback: Double? = nil) throws(ExpressionError) -> Double {
      if let v = args[name] {
        guard let n = number(v) else {
          throw ExpressionError("\(name) must be a number, found '\(v)'", in: text, at: 0)
        }
        return n
      }
      guard let fallback else { throw ExpressionError("expected \(name):", in: text, at: 0) }
      return fallback
    }
    var velocity = 0.0
    if let v = args["initialVelocity"], v != ".zero", v != "CGVector.zero" {
      let vector = arguments(v)
      guard let dx = vector["dx"].flatMap(number), let dy = vector["dy"].flatMap(number), dx == dy else {
        throw ExpressionError(
          "an initial velocity is read as CGVector(dx: v, dy: v), the same on both axes (a fraction of the move per second)",
          in: text, at: 0)
      }
      velocity = dx
    }
    let animation: Animation
    if args["stiffness"] != nil || args["damping"] != nil || args["mass"] != nil {
      let mass = try value("mass", default: 1), stiffness = try value("stiffness"), damping = try value("damping")
      guard mass > 0, stiffness > 0, damping >= 0 else {
        throw ExpressionError("mass and stiffness must be above 0 and damping 0 or more", in: text, at: 0)
      }
      let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
      animation = Animation(
        .spring(spring), initialVelocity: velocity,
        swiftUI: PlatformExpression.swiftUI(mass: mass, stiffness: stiffness, damping: damping))
    } else {
      let duration = try value(t.hasPrefix("CASpringAnimation") ? "perceptualDuration" : "duration")
      let bounce = try value("bounce", default: 0)
      guard duration > 0, bounce > -1, bounce <= 1 else {
        throw ExpressionError("the duration must be positive and bounce above −1 and up to 1", in: text, at: 0)
      }
      animation = Animation(
        .spring(Spring(duration: duration, bounce: bounce)), initialVelocity: velocity,
        swiftUI: ".spring(duration: \(formatNumber(duration)), bounce: \(formatNumber(bounce)))")
    }
    return animation
  }

  /// Android's `SpringForce` with its stiffness and damping ratio set (defaults 1500 and 0.5).
  static func springForce(_ t: String, _ text: String) throws(ExpressionError) -> Animation {
    func setting(_ names: [String]) throws(ExpressionError) -> Double? {
      for name in names {
        guard let r = t.place(of: name) else { continue }
        var rest = t[r.upperBound...].drop { $0 == " " || $0 == "(" || $0 == "=" }
        rest = rest.prefix { $0 != ")" && $0 != ";" && $0 != "\n" && $0 != "}" }
        let word = String(rest).trimmingSpaces.replacingOccurrencesOfPrefix("SpringForce.")
        if let n = number(word) ?? springForceConstants[word] { return n }
        throw ExpressionError(
          "\(name.trimmingSpaces) must be a number or a SpringForce constant, found '\(word)'", in: text, at: 0)
      }
      return nil
    }
    let stiffness = try setting(["setStiffness(", "stiffness ="]) ?? 1500
    let ratio = try setting(["setDampingRatio(", "dampingRatio ="]) ?? 0.5
    guard stiffness > 0, ratio >= 0 else {
      throw ExpressionError("stiffness must be above 0 and the damping ratio 0 or more", in: text, at: 0)
    }
    let spring = ComposeSpring(dampingRatio: ratio, stiffness: stiffness).spring
    return Animation(
      .spring(spring),
      swiftUI: ".spring(Spring(response: \(formatNumber(spring.response)), dampingRatio: \(formatNumber(ratio))))")
  }

  /// The known name closest to `name` (bounded work: ``SuggestionIndex``), or the first few.
  static func nearest<Names: Collection<String>>(_ name: String, in names: Names) -> String {
    let sorted = names.sorted()
    var budget = 100_000
    if let match = SuggestionIndex(sorted).suggestion(for: name, budget: &budget) { return match }
    return sorted.prefix(6).joined(separator: ", ") + ", …"
  }
}

extension StringProtocol {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  fileprivate func replacingOccurrencesOfPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : String(self)
  }

  fileprivate func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) && count > suffix.count ? String(dropLast(suffix.count)) : String(self)
  }
}

extension Animation {
  /// Spells the delay just set: `.delay(…)` after a SwiftUI spelling; a CSS `linear()`, spelled
  /// as the transition that plays it, is spelled again with the delay in it.
  mutating func spellDelay() {
    if case .timing(let c) = curve, let stops = c.easing.stops {
      swiftUI = EverydaySpellings.linearSpelling(stops, duration: c.duration, delay: delay)
    } else {
      swiftUI += ".delay(\(formatNumber(delay)))"
    }
  }
}
