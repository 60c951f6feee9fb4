import MotionSpecCore
import TestSupport

/// Expressions in every platform's spelling `inspect` reads, with seeded random numbers: what the
/// page's model is asked in the tests. Each spelling is written as a person would (a few
/// decimals), some with every digit a double has, plus faults, presets and hostile text.
enum Questions {
  static func seeded(_ seed: UInt64, count: Int) -> [String] {
    var g = SeededGenerator(seed: seed)
    func r(_ range: ClosedRange<Double>, _ decimals: Int = 2) -> String {
      let x = Double.random(in: range, using: &g)
      if decimals < 0 { return "\(x)" }
      var scale = 1.0
      for _ in 0..<decimals { scale *= 10 }
      return NumberTextForTests.short((x * scale).rounded() / scale)
    }
    func ms() -> String { String(Int.random(in: 50...900, using: &g)) }
    let spellings: [() -> String] = [
      { ".spring(duration: \(r(0.1...1.2)), bounce: \(r(-0.6...0.9)))" },
      { ".spring(duration: \(r(0.1...1.2, -1)), bounce: \(r(-0.6...0.9, -1)))" },
      { ".spring(response: \(r(0.1...1)), dampingFraction: \(r(0.2...1.5)))" },
      { "Spring(mass: \(r(0.5...3, 1)), stiffness: \(r(50...900, 0)), damping: \(r(5...60, 1)))" },
      { ".interpolatingSpring(stiffness: \(r(50...400, 0)), damping: \(r(5...40, 0)))" },
      { ".snappy(duration: \(r(0.2...0.8)), extraBounce: \(r(0...0.3)))" },
      { ".timingCurve(\(r(0...1)), \(r(-0.5...1.5)), \(r(0...1)), \(r(-0.5...1.5)), duration: \(r(0.1...1)))" },
      { ".easeInOut(duration: \(r(0.1...1)))" },
      { ".easeOut(duration: \(r(0.1...1))).delay(\(r(0...0.3)))" },
      { ".spring(duration: \(r(0.2...0.8)), bounce: \(r(0...0.5))).speed(\(r(0.5...2, 1)))" },
      { ".linear(duration: \(r(0.1...1))).repeatCount(\(Int.random(in: 2...5, using: &g)), autoreverses: true)" },
      { "UISpringTimingParameters(dampingRatio: \(r(0.3...1)))" },
      {
        "UISpringTimingParameters(mass: 1, stiffness: \(r(50...500, 0)), damping: \(r(5...40, 0)), initialVelocity: CGVector(dx: 0, dy: 0))"
      },
      { "CASpringAnimation(perceptualDuration: \(r(0.2...0.9)), bounce: \(r(0...0.4)))" },
      { "CAMediaTimingFunction(controlPoints: \(r(0...1)), \(r(0...1)), \(r(0...1)), \(r(0...1)))" },
      { "cubic-bezier(\(r(0...1)), \(r(-0.5...1.5)), \(r(0...1)), \(r(-0.5...1.5)))" },
      { "transition: transform \(ms())ms cubic-bezier(\(r(0...1)), \(r(0...1)), \(r(0...1)), 1);" },
      { "\(ms())ms ease-in-out" },
      { "linear(0, \(r(0.2...0.6)) \(Int.random(in: 10...40, using: &g))%, \(r(0.7...1.1)) 70%, 1)" },
      { "spring(dampingRatio = \(r(0.3...1))f, stiffness = \(r(50...1500, 0))f)" },
      { "tween(durationMillis = \(ms()), easing = CubicBezierEasing(\(r(0...1))f, \(r(0...1))f, \(r(0...1))f, 1f))" },
      { "SpringForce(1f).setStiffness(\(r(50...1500, 0))f).setDampingRatio(\(r(0.2...1))f)" },
      { "SpringDescription(mass: 1, stiffness: \(r(50...500, 0)), damping: \(r(5...40, 0)))" },
      {
        "SpringDescription.withDurationAndBounce(duration: const Duration(milliseconds: \(ms())), bounce: \(r(0...0.5)))"
      },
      { "Cubic(\(r(0...1)), \(r(0...1)), \(r(0...1)), 1.0)" },
      { "{ tension: \(r(100...400, 0)), friction: \(r(10...40, 0)) }" },
      { "{ type: \"spring\", stiffness: \(r(50...500, 0)), damping: \(r(5...40, 0)), mass: 1 }" },
      { "{ type: \"spring\", visualDuration: \(r(0.2...0.8)), bounce: \(r(0...0.5)) }" },
      { "withSpring(1, { stiffness: \(r(50...500, 0)), damping: \(r(5...40, 0)), mass: 1 })" },
      { "withTiming(1, { duration: \(ms()), easing: Easing.bezier(\(r(0...1)), \(r(0...1)), \(r(0...1)), 1) })" },
      { "SpringConfig.fromOrigamiTensionAndFriction(\(r(10...80, 0)), \(r(3...12, 0)))" },
      { "MotionScheme.expressive().defaultSpatialSpec<Float>()" },
    ]
    let fixed = [
      ".smooth", ".snappy", ".bouncy", ".spring", ".easeInOut", ".linear", ".default", ".interactiveSpring",
      ".spring(duration: 0.55, bounce: 0.18)", ".spring(duration: 0.5, bounce: 1)",
      ".spring(duration: 0.5, bounce: -0.6)",
      ".spring(duration: 0.001, bounce: 0.9999999)", "Spring(mass: 1, stiffness: 1e300, damping: 10)",
      ".easeInOut(duration: 0)", ".spring(duration 0.5)", ".spring(duration: 0.5, bonce: 0.2)",
      ".spring(duration: abc)",
      ".spring(duration: 1 / 0)", "", "   ", "garbage(", "ünïcödé \u{2028} \"quoted\" \\ <b>", "0x1p3s ease",
      ".spring(duration: 0.5, bounce: 0.2)\u{0}", String(repeating: "(", count: 200),
    ]
    var out = fixed
    for i in 0..<count { out.append(spellings[i % spellings.count]()) }
    return out
  }
}

/// The shortest spelling of a rounded number, as a person types it.
enum NumberTextForTests {
  static func short(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
  }
}
