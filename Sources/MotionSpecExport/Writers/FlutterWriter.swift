import MotionSpecCore

/// `motion_tokens.dart`: `SpringDescription` for springs, `Cubic` and `Duration` for timing
/// curves, as constants of one class (Dart classes do not nest: names carry the group).
enum FlutterWriter: PlatformWriter {
  static func file(_ e: Exporter) -> String {
    var lines = Lines()
    lines.comment(e.preamble(.flutter), prefix: "//")
    lines.add(["", "import 'package:flutter/animation.dart';", "import 'package:flutter/physics.dart';", ""])
    lines.add("abstract final class MotionTokens {")
    let names = names(e)
    lines.nest { lines in
      for (i, (t, n)) in zip(e.tokens, names).enumerated() {
        if i > 0 { lines.add("") }
        lines.comment(t.headerLines(.flutter), prefix: "///")
        lines.add(declaration(t, name: n))
      }
    }
    lines.add("}")
    if e.usesLinearStops { lines.add(linearStopsClass) }
    DurationBlock(
      e.catalogue.durations, .dart, spelling: .lowerCamel,
      avoiding: ["Duration", "MotionTokens", "MotionDurations", "zero"]
    ).write(
      into: &lines,
      opening: [
        "/// The catalogue's durations and instants (an instant is Duration.zero).",
        "abstract final class MotionDurations {",
      ], comment: "///"
    ) { d, name in
      let value =
        d.kind == .instant || d.seconds == 0
        ? "Duration.zero" : "Duration(microseconds: \(Int((d.seconds * 1_000_000).rounded())))"
      return ["static const Duration \(Names.escaped(name, in: .dart)) = \(value);"]
    }
    return lines.joined
  }

  /// CSS's linear() (CSS Easing Functions Level 2) as a Flutter `Curve`: the segment from the
  /// last point whose input is at most `t`.
  static let linearStopsClass = [
    "",
    "/// CSS's linear() easing (CSS Easing Functions Level 2): straight segments between (input, output) points.",
    "class PiecewiseLinearCurve extends Curve {",
    "  const PiecewiseLinearCurve(this.inputs, this.outputs);",
    "",
    "  final List<double> inputs;",
    "  final List<double> outputs;",
    "",
    "  @override",
    "  double transformInternal(double t) {",
    "    var a = 0;",
    "    while (a + 2 < inputs.length && inputs[a + 1] <= t) {",
    "      a++;",
    "    }",
    "    final b = a + 1;",
    "    if (inputs[b] == inputs[a]) return outputs[b];",
    "    return outputs[a] + (outputs[b] - outputs[a]) * (t - inputs[a]) / (inputs[b] - inputs[a]);",
    "  }",
    "}",
  ]

  static func name(_ t: ExportedToken) -> String { Names.lowerCamel(t.groupWords.flatMap { $0 } + t.nameWords) }

  /// Every token's name in the one class: its group's words and its own, unique with the names
  /// each declaration adds, clear of the types the file uses, never private (a digit-first name
  /// takes Dart's `k` prefix).
  static func names(_ e: Exporter) -> [String] {
    var scope = NameScope(
      .dart,
      avoiding: [
        "SpringDescription", "Cubic", "Curve", "Duration", "double", "int", "bool", "MotionTokens",
        "PiecewiseLinearCurve",
      ])
    return scope.claimAll(e.tokens.map { (name($0), ["VelocityPerUnitOfDistance", "Duration", "Delay"]) })
  }

  static func renames(_ e: Exporter) -> [ExportWarning] {
    zip(e.tokens, names(e)).compactMap { t, n in
      n == name(t) || n == NameScope(.dart, avoiding: []).legal(name(t))
        ? nil
        : ExportWarning(
          token: t.token.id, platform: .flutter,
          message:
            "named \(n) in this file: \(name(t)) is taken there (by another token, a name derived from one or a word the file uses) or is not a public Dart name"
        )
    }
  }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] { declaration(t, name: name(t)) }

  static func declaration(_ t: ExportedToken, name: String) -> [String] {
    let n = Names.escaped(name, in: .dart)
    let m = t.motion
    var out: [String] = []
    if let s = m.spring {
      out.append(
        "static const SpringDescription \(n) = SpringDescription(mass: \(formatNumber(s.mass)), stiffness: \(formatNumber(s.stiffness)), damping: \(formatNumber(s.damping)));"
      )
      if m.initialVelocity != 0 {
        out.append("static const double \(name)VelocityPerUnitOfDistance = \(formatNumber(m.initialVelocity));")
      }
    } else if let c = m.timingCurve, let stops = c.easing.stops {
      // CSS linear() exactly, as a Curve.
      let inputs = stops.points.map { formatNumber($0.input) }.joined(separator: ", ")
      let outputs = stops.points.map { formatNumber($0.output) }.joined(separator: ", ")
      out.append("static const Curve \(n) = PiecewiseLinearCurve([\(inputs)], [\(outputs)]);")
      out.append(
        "static const Duration \(name)Duration = Duration(microseconds: \(Int((c.duration * 1e6).rounded())));")
    } else if let c = m.timingCurve, let b = c.bezier {
      out.append(
        "static const Cubic \(n) = Cubic(\([b.x1, b.y1, b.x2, b.y2].map(formatNumber).joined(separator: ", ")));")
      out.append(
        "static const Duration \(name)Duration = Duration(microseconds: \(Int((c.duration * 1e6).rounded())));")
    }
    if m.delay > 0 {
      out.append("static const Duration \(name)Delay = Duration(microseconds: \(Int((m.delay * 1e6).rounded())));")
    }
    return out
  }
}
