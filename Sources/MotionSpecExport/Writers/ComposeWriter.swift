import Foundation
import MotionSpecCore
import MotionSpecNumbers

/// `MotionTokens.kt`: Compose `spring()` / `tween()` specs and Android views' `SpringForce` /
/// `PathInterpolator`, nested in one object per group.
enum ComposeWriter: PlatformWriter {
  static func file(_ e: Exporter) -> String {
    var lines = Lines()
    lines.comment(e.preamble(.compose), prefix: "//")
    lines.add(["", "package motiontokens", ""])
    lines.add([
      "import android.view.animation.PathInterpolator",
      "import androidx.compose.animation.core.CubicBezierEasing",
      "import androidx.compose.animation.core.SpringSpec",
      "import androidx.compose.animation.core.TweenSpec",
      "import androidx.compose.animation.core.spring",
      "import androidx.compose.animation.core.tween",
      "import androidx.dynamicanimation.animation.SpringForce",
    ])
    if !e.catalogue.sequences.isEmpty { lines.add(ComposeSequences.imports) }
    lines.add("")
    lines.add("object MotionTokens {")
    lines.nest {
      GroupTree(e.tokens).writeNested(
        .compose, style: naming, comment: "//", open: { "object \($0)" }, declaration: declaration, into: &$0)
    }
    lines.add("}")
    if e.usesLinearStops { lines.add(linearStopsFunction) }
    DurationBlock(e.catalogue.durations, .kotlin, spelling: .lowerCamel, avoiding: naming.avoiding, suffix: "Millis")
      .write(
        into: &lines,
        opening: [
          "// The catalogue's durations and instants, in whole milliseconds (an instant is 0: use snap()).",
          "object MotionDurations {",
        ], comment: "//"
      ) { d, name in ["const val \(Names.escaped(name, in: .kotlin)): Int = \(DurationBlock.milliseconds(d))"] }
    ComposeSequences.write(e.catalogue.sequences, tolerance: e.tolerance, into: &lines)
    return lines.joined
  }

  /// The file's own words (the types and functions it calls: a token named `spring` would
  /// shadow Compose's `spring()` inside the object), and the names each token's declarations add.
  static let naming = NamingStyle(
    language: .kotlin,
    avoiding: [
      "SpringSpec", "SpringForce", "PathInterpolator", "CubicBezierEasing", "TweenSpec", "Float", "Long", "Int", "Any",
      "T", "MotionTokens", "spring", "tween", "piecewiseLinear",
    ],
    suffixes: ["Force", "InitialVelocityPerUnitOfDistance", "DelayMillis", "Interpolator", "DurationMillis", "Stops"],
    groupsAreTypes: true)

  static func renames(_ e: Exporter) -> [ExportWarning] { naming.renames(GroupTree(e.tokens), platform: .compose) }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] {
    declaration(t, name: Names.lowerCamel(t.nameWords))
  }

  /// CSS's linear() (CSS Easing Functions Level 2) as a Kotlin function of the fraction: the
  /// segment from the last point whose input is at most the fraction.
  static let linearStopsFunction = [
    "",
    "/** CSS's linear() easing (CSS Easing Functions Level 2): straight segments between (input, output) points. */",
    "private fun piecewiseLinear(inputs: FloatArray, outputs: FloatArray): (Float) -> Float = { x ->",
    "  var a = 0",
    "  while (a + 2 < inputs.size && inputs[a + 1] <= x) a++",
    "  val b = a + 1",
    "  if (inputs[b] == inputs[a]) outputs[b]",
    "  else outputs[a] + (outputs[b] - outputs[a]) * (x - inputs[a]) / (inputs[b] - inputs[a])",
    "}",
  ]

  /// A Kotlin `Float` literal with the 9 significant digits a Float holds.
  static func float(_ x: Double) -> String { PlatformLine.float(x) }

  static func declaration(_ t: ExportedToken, name: String) -> [String] {
    let n = Names.escaped(name, in: .kotlin)
    var out: [String] = []
    let m = t.motion
    if let c = m.compose {
      out += [
        "fun <T> \(n)(visibilityThreshold: T? = null): SpringSpec<T> =",
        "  spring(dampingRatio = \(float(c.dampingRatio)), stiffness = \(float(c.stiffness)), visibilityThreshold = visibilityThreshold)",
        "fun \(name)Force(): SpringForce = SpringForce().setDampingRatio(\(float(c.dampingRatio))).setStiffness(\(float(c.stiffness)))",
      ]
      if m.initialVelocity != 0 {
        out.append("const val \(name)InitialVelocityPerUnitOfDistance = \(float(m.initialVelocity))")
      }
      if m.delay > 0 { out.append("const val \(name)DelayMillis = \(Export.milliseconds(m.delay))") }
    } else if let c = m.timingCurve, let stops = c.easing.stops {
      // CSS linear() exactly: one function of the fraction, as Compose's Easing and as a views Interpolator.
      let inputs = stops.points.map { float($0.input) }.joined(separator: ", ")
      let outputs = stops.points.map { float($0.output) }.joined(separator: ", ")
      out += [
        "private val \(name)Stops = piecewiseLinear(floatArrayOf(\(inputs)), floatArrayOf(\(outputs)))",
        "fun <T> \(n)(): TweenSpec<T> =",
        "  tween(durationMillis = \(Export.milliseconds(c.duration)), delayMillis = \(Export.milliseconds(m.delay)), easing = androidx.compose.animation.core.Easing { \(name)Stops(it) })",
        "fun \(name)Interpolator(): android.view.animation.Interpolator = android.view.animation.Interpolator { \(name)Stops(it) }",
        "const val \(name)DurationMillis = \(Export.milliseconds(c.duration))L",
      ]
      if m.delay > 0 { out.append("const val \(name)DelayMillis = \(Export.milliseconds(m.delay))L") }
    } else if let c = m.timingCurve, let b = c.bezier {
      let p = [b.x1, b.y1, b.x2, b.y2].map(float).joined(separator: ", ")
      out += [
        "fun <T> \(n)(): TweenSpec<T> =",
        "  tween(durationMillis = \(Export.milliseconds(c.duration)), delayMillis = \(Export.milliseconds(m.delay)), easing = CubicBezierEasing(\(p)))",
        "fun \(name)Interpolator(): PathInterpolator = PathInterpolator(\(p))",
        "const val \(name)DurationMillis = \(Export.milliseconds(c.duration))L",
      ]
      if m.delay > 0 { out.append("const val \(name)DelayMillis = \(Export.milliseconds(m.delay))L") }
    }
    return out
  }
}
