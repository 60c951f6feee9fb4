import MotionSpecCore

/// `MotionTokensUIKit.swift`: `UISpringTimingParameters` and `CASpringAnimation` with the
/// settling duration for springs; `UICubicTimingParameters` and `CAMediaTimingFunction` for
/// timing curves.
enum UIKitWriter: PlatformWriter {
  static func file(_ e: Exporter) -> String {
    var lines = Lines()
    lines.comment(e.preamble(.uiKit), prefix: "//")
    lines.add(["", "import QuartzCore", "import UIKit", ""])
    lines.add("public enum MotionTokensUIKit {")
    lines.nest {
      GroupTree(e.tokens).writeNested(
        .uiKit, style: naming, comment: "///", open: { "public enum \($0)" }, declaration: declaration, into: &$0)
    }
    lines.add("}")
    DurationBlock(e.catalogue.durations, .swift, spelling: .lowerCamel, avoiding: naming.avoiding).write(
      into: &lines,
      opening: [
        "/// The catalogue's durations and instants, in seconds (an instant is 0: set the value without animating).",
        "public enum MotionDurationsUIKit {",
      ], comment: "///"
    ) { d, name in
      ["public static let \(Names.escaped(name, in: .swift)): TimeInterval = \(formatNumber(d.seconds))"]
    }
    return lines.joined
  }

  /// The file's own words (Swift's, UIKit's and Core Animation's types), and the names each
  /// token's declarations add.
  static let naming = NamingStyle(
    language: .swift,
    avoiding: Names.swiftTypes.union([
      "UISpringTimingParameters", "UICubicTimingParameters", "CASpringAnimation", "CAMediaTimingFunction", "CGVector",
      "CGPoint", "QuartzCore", "UIKit", "MotionTokensUIKit",
    ]), suffixes: ["SettlingDuration", "Animation", "Duration", "TimingFunction", "Delay"], groupsAreTypes: true)

  static func renames(_ e: Exporter) -> [ExportWarning] { naming.renames(GroupTree(e.tokens), platform: .uiKit) }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] {
    declaration(t, name: Names.lowerCamel(t.nameWords))
  }

  static func declaration(_ t: ExportedToken, name: String) -> [String] {
    let n = Names.escaped(name, in: .swift)
    var out: [String] = []
    let m = t.motion
    if let s = m.spring {
      let v = formatNumber(m.initialVelocity)
      out += [
        "public static func \(n)(initialVelocity: CGVector = CGVector(dx: \(v), dy: \(v))) -> UISpringTimingParameters {",
        "  UISpringTimingParameters(mass: \(formatNumber(s.mass)), stiffness: \(formatNumber(s.stiffness)), damping: \(formatNumber(s.damping)), initialVelocity: initialVelocity)",
        "}",
        "public static let \(name)SettlingDuration: TimeInterval = \(formatNumber(LinearEasing.rounded(t.springRunTime, 4)))",
        "public static func \(name)Animation(keyPath: String) -> CASpringAnimation {",
        "  let animation = CASpringAnimation(keyPath: keyPath)",
        "  animation.mass = \(formatNumber(s.mass))",
        "  animation.stiffness = \(formatNumber(s.stiffness))",
        "  animation.damping = \(formatNumber(s.damping))",
        "  animation.initialVelocity = \(v)",
      ]
      if s.regime == .overdamped {
        out.append("  if #available(iOS 17.0, tvOS 17.0, *) { animation.allowsOverdamping = true }")
      }
      out += ["  animation.duration = \(name)SettlingDuration", "  return animation", "}"]
    } else if let c = m.timingCurve {
      // A linear() has no UIKit form: its closest cubic (the warning says how close).
      let b = c.bezier ?? t.standIn!.bezier
      let p = [b.x1, b.y1, b.x2, b.y2].map(formatNumber)
      out += [
        "public static var \(n): UICubicTimingParameters {",
        "  UICubicTimingParameters(controlPoint1: CGPoint(x: \(p[0]), y: \(p[1])), controlPoint2: CGPoint(x: \(p[2]), y: \(p[3])))",
        "}",
        "public static let \(name)Duration: TimeInterval = \(formatNumber(c.duration))",
        "public static var \(name)TimingFunction: CAMediaTimingFunction { CAMediaTimingFunction(controlPoints: \(p[0]), \(p[1]), \(p[2]), \(p[3])) }",
      ]
    }
    if m.delay > 0 {
      out.append(
        "/// Start after this delay: `animator.startAnimation(afterDelay:)`, or `beginTime = CACurrentMediaTime() + delay`."
      )
      out.append("public static let \(name)Delay: TimeInterval = \(formatNumber(m.delay))")
    }
    return out
  }
}
