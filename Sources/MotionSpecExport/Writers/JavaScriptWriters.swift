import Foundation
import MotionSpecCore

/// The TypeScript files: an object per group, each token a config of the library's own type,
/// checked by a generic identity function so the file type-checks without `satisfies`.
enum JavaScript {
  /// Writes `export const motionTokens = { group: { token: … } } as const;`.
  static func file(
    _ e: Exporter, platform: Platform, imports: [String], helpers: [String], declaration: (ExportedToken) -> [String]
  ) -> String {
    var lines = Lines()
    lines.comment(e.preamble(platform), prefix: "//")
    lines.add("")
    lines.add(imports)
    lines.add("")
    lines.add(helpers)
    lines.add("")
    lines.add("export const motionTokens = {")
    lines.nest { write(GroupTree(e.tokens), platform, declaration, &$0) }
    lines.add("} as const;")
    let durations = DurationBlock(e.catalogue.durations, .typeScript, spelling: .lowerCamel)
    if !durations.isEmpty {
      // Motion counts seconds; Reanimated and react-spring milliseconds.
      let seconds = platform == .motion
      lines.add([
        "",
        "/** The catalogue's durations and instants, in \(seconds ? "seconds" : "milliseconds") (an instant is 0). */",
        "export const motionDurations = {",
      ])
      lines.nest { lines in
        for (d, name) in durations.items {
          lines.add("/**")
          lines.add(CommentText.lines(DurationBlock.header(d)).map { " * " + $0 })
          lines.add(" */")
          let value = seconds ? formatNumber(d.seconds) : String(DurationBlock.milliseconds(d))
          lines.add("\(Names.escaped(name, in: .typeScript)): \(value),")
        }
      }
      lines.add("} as const;")
    }
    return lines.joined
  }

  static func write(
    _ tree: GroupTree, _ platform: Platform, _ declaration: (ExportedToken) -> [String], _ lines: inout Lines
  ) {
    let names = naming.names(tree)
    for (t, name) in zip(tree.tokens, names.tokens) {
      lines.add("/**")
      lines.add(
        CommentText.lines(t.headerLines(platform)).map { " * " + $0 })
      lines.add(" */")
      var body = declaration(t)
      body[0] = "\(name): " + body[0]
      body[body.count - 1] += ","
      lines.add(body)
    }
    for (child, name) in zip(tree.children, names.groups) {
      lines.add("\(name): {")
      lines.nest { write(child, platform, declaration, &$0) }
      lines.add("},")
    }
  }

  /// Tokens and groups are properties of one object literal per group: unique keys.
  static let naming = NamingStyle(language: .typeScript, avoiding: [], suffixes: [], groupsAreTypes: false)

  static func points(_ b: CubicBezier) -> String { "[" + arguments(b) + "]" }

  /// CSS's linear() (CSS Easing Functions Level 2) as a function of the fraction, defined once
  /// in a file that has one: the segment from the last point whose input is at most `t`.
  /// Reanimated runs easings on the UI thread, so its copy is a worklet.
  static func linearStopsHelper(_ e: Exporter, worklet: Bool = false) -> [String] {
    guard e.usesLinearStops else { return [] }
    return [
      "",
      "/** CSS's linear() easing (CSS Easing Functions Level 2): straight segments between (input, output) points. */",
      "function piecewiseLinear(inputs: readonly number[], outputs: readonly number[]): (t: number) => number {",
      "  return (t: number) => {",
    ] + (worklet ? ["    'worklet';"] : []) + [
      "    let a = 0;",
      "    while (a + 2 < inputs.length && inputs[a + 1] <= t) a++;",
      "    const b = a + 1;",
      "    if (inputs[b] === inputs[a]) return outputs[b];",
      "    return outputs[a] + (outputs[b] - outputs[a]) * (t - inputs[a]) / (inputs[b] - inputs[a]);",
      "  };",
      "}",
    ]
  }

  /// `piecewiseLinear([inputs], [outputs])`.
  static func stops(_ p: PiecewiseLinear) -> String {
    "piecewiseLinear([\(p.points.map { formatNumber($0.input) }.joined(separator: ", "))], [\(p.points.map { formatNumber($0.output) }.joined(separator: ", "))])"
  }

  /// `x1, y1, x2, y2`.
  static func arguments(_ b: CubicBezier) -> String {
    [b.x1, b.y1, b.x2, b.y2].map(formatNumber).joined(separator: ", ")
  }

  /// A spring's relative initial velocity as a config field, or nothing. These libraries take
  /// value units per unit of their clock, so it is given per unit of distance: Motion and
  /// Reanimated count seconds, react-spring milliseconds (its `SpringValue` steps 1 ms at a
  /// time with the velocity in units per millisecond).
  static func velocity(_ m: PlatformMotion, clock: Platform.Clock = .seconds) -> [String] {
    guard m.spring != nil && m.initialVelocity != 0 else { return [] }
    switch clock {
    case .seconds:
      return [
        "velocity: \(formatNumber(m.initialVelocity)) /* per unit of distance, per second: multiply by the distance */"
      ]
    case .milliseconds:
      return [
        "velocity: \(formatNumber(m.initialVelocity / 1000)) /* per unit of distance, per millisecond: multiply by the distance */"
      ]
    }
  }

  /// `helper({ fields }, delayMs)`: the call a token is written as in the Reanimated and
  /// react-spring files, the delay in whole milliseconds when there is one.
  static func call(_ helper: String, _ fields: [String], _ m: PlatformMotion, clock: Platform.Clock = .seconds)
    -> [String]
  {
    let delay = m.delay > 0 ? ", \(Export.milliseconds(m.delay))" : ""
    return ["\(helper)({ " + (fields + velocity(m, clock: clock)).joined(separator: ", ") + " }\(delay))"]
  }
}

/// `motion-tokens.ts` for Motion (motion.dev): spring transitions with stiffness, damping and mass;
/// timing curves as `ease` control points with durations in seconds.
enum MotionWriter: PlatformWriter {
  static func renames(_ e: Exporter) -> [ExportWarning] {
    JavaScript.naming.renames(GroupTree(e.tokens), platform: .motion)
  }

  static func file(_ e: Exporter) -> String {
    let text = JavaScript.file(
      e, platform: .motion, imports: [#"import type { Transition } from "motion";"#],
      helpers: [
        "/** Keeps each token's literal type while checking it is a Motion transition. */",
        "const transition = <T extends Transition>(value: T): T => value;",
      ] + JavaScript.linearStopsHelper(e),
      declaration: body)
    let sequences = MotionSequences.lines(e.catalogue.sequences, tolerance: e.tolerance)
    return sequences.isEmpty ? text : text + sequences.joined(separator: "\n") + "\n"
  }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] { body(t) }

  static func body(_ t: ExportedToken) -> [String] {
    let m = t.motion
    var fields: [String] = []
    if let s = m.spring {
      fields =
        [
          #"type: "spring""#, "stiffness: \(formatNumber(s.stiffness))", "damping: \(formatNumber(s.damping))",
          "mass: \(formatNumber(s.mass))",
        ]
        + JavaScript.velocity(m)
    } else if let c = m.timingCurve {
      fields = [
        "duration: \(formatNumber(c.duration))",
        "ease: \(c.easing.stops.map(JavaScript.stops) ?? JavaScript.points(c.bezier!))",
      ]
    }
    if m.delay > 0 { fields.append("delay: \(formatNumber(m.delay))") }
    return ["transition({ " + fields.joined(separator: ", ") + " })"]
  }
}

/// `reanimated-tokens.ts` for React Native Reanimated: `withSpring` configs with every physical
/// parameter written out, `withTiming` configs with `Easing.bezier`; durations in milliseconds.
enum ReanimatedWriter: PlatformWriter {
  static func renames(_ e: Exporter) -> [ExportWarning] {
    JavaScript.naming.renames(GroupTree(e.tokens), platform: .reanimated)
  }

  static func file(_ e: Exporter) -> String {
    JavaScript.file(
      e, platform: .reanimated,
      imports: [
        #"import { Easing } from "react-native-reanimated";"#,
        #"import type { WithSpringConfig, WithTimingConfig } from "react-native-reanimated";"#,
      ],
      helpers: [
        "/** Checks a spring token against Reanimated's config type (use it with withSpring, and withDelay for delayMs). */",
        "const spring = <T extends WithSpringConfig>(config: T, delayMs = 0) => ({ config, delayMs } as const);",
        "/** Checks a timing token against Reanimated's config type (use it with withTiming, and withDelay for delayMs). */",
        "const timing = <T extends WithTimingConfig>(config: T, delayMs = 0) => ({ config, delayMs } as const);",
      ] + JavaScript.linearStopsHelper(e, worklet: true),
      declaration: body)
  }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] { body(t) }

  static func body(_ t: ExportedToken) -> [String] {
    let m = t.motion
    if let s = m.spring {
      return JavaScript.call(
        "spring",
        [
          "mass: \(formatNumber(s.mass))", "stiffness: \(formatNumber(s.stiffness))",
          "damping: \(formatNumber(s.damping))",
        ], m)
    }
    let c = m.timingCurve!
    return JavaScript.call(
      "timing",
      [
        "duration: \(Export.milliseconds(c.duration))",
        "easing: \(c.easing.stops.map(JavaScript.stops) ?? "Easing.bezier(\(JavaScript.arguments(c.bezier!)))")",
      ], m)
  }
}

/// `react-spring-tokens.ts` for react-spring: `{ tension, friction, mass }` for springs; for
/// timing curves, `duration` with a cubic-Bézier easing function defined in the file.
enum ReactSpringWriter: PlatformWriter {
  static func renames(_ e: Exporter) -> [ExportWarning] {
    JavaScript.naming.renames(GroupTree(e.tokens), platform: .reactSpring)
  }

  static func file(_ e: Exporter) -> String {
    JavaScript.file(
      e, platform: .reactSpring, imports: [#"import type { SpringConfig } from "@react-spring/web";"#],
      helpers: [
        "/** Checks a token against react-spring's config type; pass `config` to useSpring and `delay` (ms) beside it. */",
        "const token = <T extends SpringConfig>(config: T, delay = 0) => ({ config, delay } as const);",
        "",
        "/** A CSS-style cubic Bézier easing: solves x(s) = t by bisection, returns y(s). */",
        "function cubicBezier(x1: number, y1: number, x2: number, y2: number): (t: number) => number {",
        "  const at = (a: number, b: number, s: number) => 3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s;",
        "  return (t: number) => {",
        "    if (t <= 0) return 0;",
        "    if (t >= 1) return 1;",
        "    let low = 0, high = 1;",
        "    for (let i = 0; i < 40; i++) {",
        "      const mid = (low + high) / 2;",
        "      if (at(x1, x2, mid) < t) low = mid; else high = mid;",
        "    }",
        "    return at(y1, y2, (low + high) / 2);",
        "  };",
        "}",
      ] + JavaScript.linearStopsHelper(e),
      declaration: body)
  }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] { body(t) }

  static func body(_ t: ExportedToken) -> [String] {
    let m = t.motion
    if let s = m.spring {
      return JavaScript.call(
        "token",
        [
          "tension: \(formatNumber(s.stiffness))", "friction: \(formatNumber(s.damping))",
          "mass: \(formatNumber(s.mass))",
        ], m, clock: .milliseconds)
    }
    let c = m.timingCurve!
    return JavaScript.call(
      "token",
      [
        "duration: \(Export.milliseconds(c.duration))",
        "easing: \(c.easing.stops.map(JavaScript.stops) ?? "cubicBezier(\(JavaScript.arguments(c.bezier!)))")",
      ], m)
  }
}
