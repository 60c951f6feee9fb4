import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecNumbers

/// `MotionTokens.swift`: an enum per group holding each token as an `Animation` (the catalogue's
/// own SwiftUI spelling) and, for springs, as a `Spring` — which motionspec's Swift reader reads
/// back to the same physics.
enum SwiftUIWriter: PlatformWriter {
  static func file(_ e: Exporter) -> String {
    var lines = Lines()
    lines.comment(e.preamble(.swiftUI), prefix: "//")
    lines.add(["", "import SwiftUI", ""])
    lines.add("public enum MotionTokens {")
    let tree = GroupTree(e.tokens)
    let qualified = qualifiedNames(tree, prefix: "MotionTokens")
    lines.nest {
      // The header (source, physics, warnings) as plain comments; the doc comment holds what
      // reads back: the description and the token's id (`- Token:`), so the file is the catalogue.
      tree.writeNested(
        .swiftUI, style: naming, comment: "//", open: { "public enum \($0)" },
        declaration: { t, name in declaration(t, name: name, alias: alias(of: t, in: e.tokens, qualified)) }, into: &$0)
    }
    lines.add("}")
    if e.usesLinearStops { lines.add(linearStopsType) }
    DurationBlock(e.catalogue.durations, .swift, spelling: .lowerCamel, avoiding: Names.swiftTypes).write(
      into: &lines,
      opening: ["/// The catalogue's durations and instants: times, not curves.", "public enum MotionDurations {"],
      comment: "//"
    ) { d, name in
      // The doc comment's `- Token:` callout keeps the id when motionspec reads the file back.
      let doc = CommentText.lines((d.description.map { [$0] } ?? []) + ["- Token: \(d.id)"]).map { "/// " + $0 }
      let n = Names.escaped(name, in: .swift)
      return doc + [
        d.kind == .instant
          ? "public static let \(n): Animation = .linear(duration: 0)"
          : "public static let \(n): TimeInterval = \(formatNumber(d.seconds))"
      ]
    }
    SwiftUISequences.write(e.catalogue.sequences, into: &lines)
    return lines.joined
  }

  /// The file's own words, and each token's `…Spring` companion.
  static let naming = NamingStyle(
    language: .swift, avoiding: Names.swiftTypes.union(["MotionTokens", "PiecewiseLinearAnimation"]),
    suffixes: ["Spring"],
    groupsAreTypes: true)

  /// A CSS `linear()` as SwiftUI code: a ``linearStopsType`` animation, exact.
  static func code(_ a: Animation) -> String {
    guard case .timing(let c) = a.curve, let stops = c.easing.stops else { return a.swiftUI }
    let inputs = stops.points.map { formatNumber($0.input) }.joined(separator: ", ")
    let outputs = stops.points.map { formatNumber($0.output) }.joined(separator: ", ")
    var code =
      "Animation(PiecewiseLinearAnimation(inputs: [\(inputs)], outputs: [\(outputs)], duration: \(formatNumber(c.duration))))"
    if a.delay > 0 { code += ".delay(\(formatNumber(a.delay)))" }
    return code
  }

  /// The `CustomAnimation` (iOS 17) that plays a CSS `linear()` as CSS Easing Functions Level 2
  /// evaluates it: the segment from the last point whose input is at most the time fraction.
  static let linearStopsType = [
    "",
    "/// CSS's linear() easing (CSS Easing Functions Level 2) as a SwiftUI animation: straight segments",
    "/// between (input, output) points, each input a fraction of `duration`.",
    "public struct PiecewiseLinearAnimation: CustomAnimation {",
    "  public let inputs: [Double]",
    "  public let outputs: [Double]",
    "  public let duration: TimeInterval",
    "",
    "  public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {",
    "    guard time < duration else { return nil }",
    "    return value.scaled(by: progress(time / duration))",
    "  }",
    "",
    "  /// The output at a fraction `x` of the duration, as CSS computes it.",
    "  public func progress(_ x: Double) -> Double {",
    "    var a = 0",
    "    while a + 2 < inputs.count && inputs[a + 1] <= x { a += 1 }",
    "    let b = a + 1",
    "    if inputs[b] == inputs[a] { return outputs[b] }",
    "    return outputs[a] + (outputs[b] - outputs[a]) * (x - inputs[a]) / (inputs[b] - inputs[a])",
    "  }",
    "}",
  ]

  static func renames(_ e: Exporter) -> [ExportWarning] { naming.renames(GroupTree(e.tokens), platform: .swiftUI) }

  static func declaration(_ t: ExportedToken, in e: Exporter) -> [String] {
    declaration(t, name: Names.lowerCamel(t.nameWords))
  }

  /// Every token's name in the file, qualified from `MotionTokens` (`MotionTokens.Semantic.standard`).
  static func qualifiedNames(_ tree: GroupTree, prefix: String) -> [String: String] {
    let (tokens, groups) = naming.names(tree)
    var out: [String: String] = [:]
    for (t, name) in zip(tree.tokens, tokens) { out[t.token.id] = prefix + "." + Names.escaped(name, in: .swift) }
    for (child, name) in zip(tree.children, groups) {
      out.merge(qualifiedNames(child, prefix: prefix + "." + Names.escaped(name, in: .swift))) { a, _ in a }
    }
    return out
  }

  /// What a token that names another is written as: an alias, its target's name in the file; a
  /// spring made from another token's spring (`.spring(panel, blendDuration: 0.2)`), that token's
  /// `…Spring` companion — when the target moves as it does.
  static func alias(of t: ExportedToken, in tokens: [ExportedToken], _ qualified: [String: String]) -> String? {
    let a = t.token.animation
    for target in [t.token.aliasOf].compactMap({ $0 }) + t.token.references {
      guard let name = qualified[target], let other = tokens.first(where: { $0.token.id == target }),
        CatalogueDiff.playsTheSame(other.token.animation, a), other.token.animation.speed == a.speed
      else { continue }
      if other.token.animation.blendDuration == a.blendDuration { return name }
      if a.spring != nil, other.token.animation.spring != nil, a.delay == 0, a.speed == 1, !a.repetition.repeats,
        a.initialVelocity == 0
      {
        return ".spring(\(name)Spring, blendDuration: \(formatNumber(a.blendDuration)))"
      }
    }
    return nil
  }

  static func declaration(_ t: ExportedToken, name: String, alias: String? = nil) -> [String] {
    var out = [
      "public static let \(Names.escaped(name, in: .swift)): Animation = \(alias ?? code(t.token.animation))"
    ]
    // The doc comment: the description (each line of it), then the id callout.
    var doc = (t.token.description ?? "").split(whereSeparator: \.isNewline).map { "/// " + $0 }
    doc.append("/// - Token: \(t.token.id.split(whereSeparator: \.isNewline).joined(separator: " "))")
    // A curve with no duration of its own (a DTCG `cubicBezier`): SwiftUI plays it over its default,
    // and the callout keeps it a curve alone when the file is read back.
    if !t.token.hasOwnDuration, case .timing = t.token.animation.curve {
      doc.append("/// - Duration: none (a curve alone; SwiftUI plays it over its default, 0.35 s)")
    }
    if let r = t.token.reducedMotion {
      // Swift markup's callout form, which motionspec's Swift reader reads back as the variant.
      let variant = r.animation.map(code) ?? "nil"
      doc.append("/// - Reduced motion: \(r.animation?.swiftUI ?? "none")")
      out.append(
        "/// `\(name)`, or its reduced-motion variant when Reduce Motion is on: pass `@Environment(\\.accessibilityReduceMotion)`."
      )
      out.append(
        "public static func \(Names.escaped(name, in: .swift))(reduceMotion: Bool) -> Animation? { reduceMotion ? \(variant) : \(Names.escaped(name, in: .swift)) }"
      )
    }
    out.insert(contentsOf: doc, at: 0)
    if let spring = t.token.animation.spring {
      out.append(
        "public static let \(Names.escaped(name + "Spring", in: .swift)): Spring = \(spelling(spring, wording: t.token.animation.springWording))"
      )
    }
    return out
  }

  /// A spring in SwiftUI's words: duration and bounce, or response and damping ratio, or the
  /// physical parameters when the mass is not 1 — full precision, so it reads back exactly.
  static func spelling(_ s: Spring, wording: SpringWording) -> String {
    if s.mass != 1 {
      let over = s.regime == .overdamped ? ", allowOverDamping: true" : ""
      return
        "Spring(mass: \(formatNumber(s.mass)), stiffness: \(formatNumber(s.stiffness)), damping: \(formatNumber(s.damping))\(over))"
    }
    let byBounce = wording == .durationAndBounce
    let (a, b) = byBounce ? (s.duration, s.bounce) : (s.response, s.dampingRatio)
    // The fewest significant digits that still give the same spring (to 1e-13): 0.18, not 0.17999999999999994.
    for digits in 6...17 {
      let (x, y) = (NumberText.significant(a, digits: digits), NumberText.significant(b, digits: digits))
      let candidate = byBounce ? Spring(duration: x, bounce: y) : Spring(response: x, dampingRatio: y)
      if close(candidate, s) || digits == 17 {
        return byBounce
          ? "Spring(duration: \(formatNumber(x)), bounce: \(formatNumber(y)))"
          : "Spring(response: \(formatNumber(x)), dampingRatio: \(formatNumber(y)))"
      }
    }
    return ""
  }

  static func close(_ a: Spring, _ b: Spring) -> Bool {
    let scale = max(b.naturalFrequency, 1e-300)
    return abs(a.angularFrequency - b.angularFrequency) <= 1e-13 * scale
      && abs(a.decayConstant - b.decayConstant) <= 1e-13 * scale
  }
}
