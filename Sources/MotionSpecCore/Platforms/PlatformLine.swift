import MotionSpecNumbers

/// A motion as one line of each platform's code — what the spec's playground offers to copy — in
/// the spellings `motionspec export` writes: the same numbers (speed folded in, as
/// ``PlatformMotion`` gives them), the same number formats (Kotlin floats to nine significant
/// digits, milliseconds rounded), and the CSS timing of ``CSSTiming``. A file's declaration adds
/// its names and helpers around these; a test holds the two to each other.
public struct PlatformLine: Equatable, Sendable {
  /// The platform's key (`swiftui`, `uikit`, `compose`, `css`, `motion`, `reanimated`,
  /// `react-spring`, `flutter`) and the name people know it by.
  public var key: String
  public var title: String
  public var code: String

  public init(key: String, title: String, code: String) {
    self.key = key
    self.title = title
    self.code = code
  }

  /// Every platform's line for `animation`, declared as `name` where the platform names it.
  /// A spring has all eight; a Bézier curve all but react-spring (whose tokens are springs); a
  /// CSS `linear()` SwiftUI's and CSS's, which play it exactly.
  public static func lines(_ animation: Animation, name: String, tolerance: Double = LinearEasing.defaultTolerance)
    -> [PlatformLine]
  {
    lines(animation, PlatformMotion(animation, tolerance: tolerance), name: name)
  }

  /// Every platform's line for `animation`, whose platforms' terms `m` already holds.
  public static func lines(_ animation: Animation, _ m: PlatformMotion, name: String) -> [PlatformLine] {
    let css = CSSTiming(m)
    let n = formatNumber
    var out = [
      PlatformLine(key: "swiftui", title: "SwiftUI", code: "static let \(name): Animation = \(animation.swiftUI)")
    ]
    let transition = PlatformLine(
      key: "css", title: "CSS",
      code: "transition: transform \(css.duration) \(css.easing)\(css.delay == "0s" ? "" : " " + css.delay);")
    let delayMs = milliseconds(m.delay)
    if let s = m.spring, let c = m.compose {
      let mass = n(s.mass), k = n(s.stiffness), d = n(s.damping)
      out += [
        PlatformLine(
          key: "uikit", title: "UIKit and Core Animation",
          code:
            "UISpringTimingParameters(mass: \(mass), stiffness: \(k), damping: \(d), initialVelocity: CGVector(dx: \(n(m.initialVelocity)), dy: 0))"
        ),
        PlatformLine(
          key: "compose", title: "Jetpack Compose and Android views",
          code: "spring(dampingRatio = \(float(c.dampingRatio)), stiffness = \(float(c.stiffness)))"),
        transition,
        PlatformLine(
          key: "motion", title: "Motion (motion.dev)",
          code: "transition({ type: \"spring\", stiffness: \(k), damping: \(d), mass: \(mass) })"),
        PlatformLine(
          key: "reanimated", title: "React Native Reanimated",
          code: "withSpring(toValue, { mass: \(mass), stiffness: \(k), damping: \(d) })"),
        PlatformLine(
          key: "react-spring", title: "react-spring", code: "config: { tension: \(k), friction: \(d), mass: \(mass) }"),
        PlatformLine(
          key: "flutter", title: "Flutter", code: "SpringDescription(mass: \(mass), stiffness: \(k), damping: \(d))"),
      ]
    } else if let curve = m.timingCurve, let b = curve.bezier {
      let points = [b.x1, b.y1, b.x2, b.y2]
      let p = points.map(n).joined(separator: ", "), ms = milliseconds(curve.duration)
      out += [
        PlatformLine(
          key: "uikit", title: "UIKit and Core Animation", code: "CAMediaTimingFunction(controlPoints: \(p))"),
        PlatformLine(
          key: "compose", title: "Jetpack Compose and Android views",
          code:
            "tween(durationMillis = \(ms), \(delayMs > 0 ? "delayMillis = \(delayMs), " : "")easing = CubicBezierEasing(\(points.map(float).joined(separator: ", "))))"
        ),
        transition,
        PlatformLine(
          key: "motion", title: "Motion (motion.dev)",
          code:
            "transition({ duration: \(n(curve.duration)), \(m.delay > 0 ? "delay: \(n(m.delay)), " : "")ease: [\(p)] })"
        ),
        PlatformLine(
          key: "reanimated", title: "React Native Reanimated",
          code: "withTiming(toValue, { duration: \(ms), easing: Easing.bezier(\(p)) })"),
        PlatformLine(key: "flutter", title: "Flutter", code: "Cubic(\(p)) // over Duration(milliseconds: \(ms))"),
      ]
    } else {
      out.append(transition)
    }
    return out
  }

  /// A Kotlin `Float` as the Compose export writes it: nine significant digits, then `f`.
  public static func float(_ x: Double) -> String { formatNumber(NumberText.significant(x, digits: 9)) + "f" }

  /// Seconds as whole milliseconds, as every export writes durations in milliseconds.
  public static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
}
