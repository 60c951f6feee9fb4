// A design system's documentation helper, as a team would write it: its own `enum Motion`, next to
// motionspec's library products. Every motionspec module name starts with MotionSpec, so
// `Motion` here is the app's enum and motionspec's types are reached by their module's name.
import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecExport

/// The app's motion tokens, spelled as SwiftUI would (the same values as `DesignSystem.Motion`).
public enum Motion {
  public static let heavy = ".spring(duration: 0.55, bounce: 0.18)"
  public static let quick = ".snappy(duration: 0.25)"

  /// The heavy token as motionspec's model.
  public static func heavySpring() -> MotionSpecCore.Spring { MotionSpecCore.Spring(duration: 0.55, bounce: 0.18) }
}

/// What the docs print about a token: its settling time, and its code for the web.
public func describe(_ expression: String) throws -> String {
  let animation = try MotionExpression.parse(expression)
  let metrics = AnimationMetrics(animation)
  let catalogue = try CatalogueLoader.parse("tokens:\n  docs:\n    heavy: \(Motion.heavy)\n", file: "docs.yaml")
  let css = Exporter(catalogue: catalogue).file(for: .css)
  return "\(expression): settles in \(metrics.settling.exact ?? .nan) s; \(css.name) has \(css.contents.count) characters"
}
