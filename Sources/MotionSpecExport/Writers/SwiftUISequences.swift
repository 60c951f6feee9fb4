import MotionSpecCatalogue
import MotionSpecCore

/// The catalogue's sequences in `MotionTokens.swift`: for each, a value type whose properties
/// start at the tracks' initial values and whose `keyframes` are SwiftUI's own keyframe tracks
/// (`KeyframeTrack`, `SpringKeyframe`, …), for `.keyframeAnimator` and `KeyframeAnimator`; a
/// stagger as the delay of each element. The doc comment's `- Sequence:` callout keeps the id
/// (and `- Stagger:` the stagger) when motionspec reads the file back.
enum SwiftUISequences {
  static func write(_ sequences: [SequenceToken], into lines: inout Lines) {
    guard !sequences.isEmpty else { return }
    lines.add([
      "",
      "/// The catalogue's sequences: keyframes for `.keyframeAnimator` (iOS 17, macOS 14), e.g.",
      "///",
      "///     card.keyframeAnimator(initialValue: MotionSequences.SheetPresent(), trigger: isShown) { view, value in",
      "///       view.offset(y: value.position).opacity(value.opacity)",
      "///     } keyframes: { _ in MotionSequences.SheetPresent.keyframes }",
      "public enum MotionSequences {",
    ])
    var used = Set<String>()
    lines.nest { lines in
      for (i, token) in sequences.enumerated() {
        var name = Names.upperCamel(token.path.flatMap(Names.words))
        if Names.reserved[.swift]?.contains(name) == true || Names.swiftTypes.contains(name) { name += "Sequence" }
        while !used.insert(name).inserted { name += "_" }
        if i > 0 { lines.add("") }
        var doc = (token.description.map { [$0] } ?? []) + ["", "- Sequence: \(token.id)"]
        if token.description == nil { doc.removeFirst() }
        if let s = token.sequence.stagger {
          doc.append("- Stagger: \(s.count) elements, \(formatNumber(s.interval)) s apart, \(s.order.rawValue)")
        }
        lines.add(CommentText.lines(doc).map { $0.isEmpty ? "///" : "/// " + $0 })
        lines.add("public struct \(name) {")
        lines.nest { lines in
          for track in token.sequence.tracks {
            lines.add("public var \(track.property.rawValue): Double = \(formatNumber(track.initialValue))")
          }
          lines.add(["", "public init() {}", "", "@KeyframesBuilder<\(name)>"])
          lines.add("public static var keyframes: some Keyframes<\(name)> {")
          lines.nest { lines in
            for track in token.sequence.tracks {
              lines.add("KeyframeTrack(\\.\(track.property.rawValue)) {")
              lines.nest { lines in lines.add(track.keyframes.map(KeyframeExpression.swiftUI)) }
              lines.add("}")
            }
          }
          lines.add("}")
          if let s = token.sequence.stagger {
            let step: String
            switch s.order {
            case .forward: step = "index"
            case .reverse: step = "count - 1 - index"
            case .center: step = "abs(2 * index - (count - 1)) / 2"
            }
            lines.add([
              "",
              "/// How many elements the stagger plays, and when element `index` (from 0) starts.",
              "public static let count = \(s.count)",
              "public static func delay(_ index: Int) -> TimeInterval { Double(\(step)) * \(formatNumber(s.interval)) }",
            ])
          }
        }
        lines.add("}")
      }
    }
    lines.add("}")
  }
}
