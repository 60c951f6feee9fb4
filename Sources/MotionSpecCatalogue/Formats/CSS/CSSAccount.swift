import Foundation
import MotionSpecCore

/// The account of a stylesheet's motion that the CSS reader does not make a token or a
/// sequence of, each a `passed-over` note at its value with the reason:
///
/// - a `transition` (or its `-duration`, `-timing-function`, `-delay` longhand) in a style rule:
///   motion written in place, not a token — the reader takes custom properties and `@keyframes`;
/// - an `animation` or `animation-name` that plays keyframes no file given defines;
/// - a custom property named for motion (`--motion-fast`, `--ease-spring`) whose value the reader
///   cannot evaluate (`var(--duration-2)`, `calc(…)`).
///
/// Values that are a token's use (`var(--motion-fast)`), `none` and the CSS-wide keywords are
/// not motion of their own and are not listed.
enum CSSAccount {
  /// A declaration in a style rule that may hold motion, where its value starts.
  struct Declaration {
    var property: String
    var value: String
    var location: SourceLocation
    /// In a `@keyframes` stop, where a transition has no effect.
    var inKeyframes = false
  }

  /// The style-rule properties the reader notes (the `animation` ones are read with the
  /// keyframes they play).
  static let properties: Set<String> = [
    "transition", "transition-duration", "transition-timing-function", "transition-delay", "animation",
    "animation-name",
  ]

  /// Words of an `animation` shorthand that are not a keyframes name (CSS Animations 1, §3.10).
  static let animationKeywords: Set<String> = [
    "none", "infinite", "normal", "reverse", "alternate", "alternate-reverse", "forwards", "backwards", "both",
    "running", "paused", "ease", "ease-in", "ease-out", "ease-in-out", "linear", "step-start", "step-end",
    "initial", "inherit", "unset", "revert", "revert-layer", "auto", "replace", "add", "accumulate",
  ]

  /// The names every `@keyframes` (and `@-webkit-keyframes`) rule of `css` defines.
  static func keyframesNames(in css: String) -> Set<String> {
    var names = Set<String>()
    for marker in ["@keyframes", "@-webkit-keyframes", "@-moz-keyframes"] {
      var rest = Substring(css)
      while let range = rest.range(of: marker) {
        rest = rest[range.upperBound...]
        let name = rest.drop { $0.isWhitespace }.prefix { !$0.isWhitespace && $0 != "{" }
        let bare = name.trimmingPrefix(while: { $0 == "\"" || $0 == "'" }).prefix { $0 != "\"" && $0 != "'" }
        if !bare.isEmpty { names.insert(String(bare)) }
      }
    }
    return names
  }

  /// The notes for `declarations` of style rules, given every keyframes name the stylesheets
  /// given define.
  static func passedOver(_ declarations: [Declaration], keyframes: Set<String>) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for d in declarations {
      let value = d.value.trimmingCharacters(in: .whitespacesAndNewlines)
      let lower = value.lowercased()
      guard !lower.isEmpty, !lower.contains("var("), !animationKeywords.contains(lower), lower != "all" else {
        continue
      }
      let reason: String
      if d.inKeyframes {
        // A stop's own curve is animation-timing-function, which the keyframes reader reads.
        guard d.property.hasPrefix("transition") else { continue }
        reason =
          "`\(d.property): \(value)` in a @keyframes stop has no effect (a transition does not run inside keyframes; `animation-timing-function` sets a stop's curve)"
      } else if d.property.hasPrefix("animation") {
        let items = CSSRules.list(value)
        let names: [Substring] =
          d.property == "animation-name"
          ? items
          : items.compactMap { item in
            CSSKeyframesReader.cssWords(item).first { word in
              let w = word.lowercased()
              return !animationKeywords.contains(w) && EverydaySpellings.cssTime(word) == nil && Double(w) == nil
                && !w.contains("(")
            }
          }
        let missing = names.map(String.init).filter {
          !keyframes.contains($0) && !animationKeywords.contains($0.lowercased())
        }
        guard !missing.isEmpty else { continue }
        reason =
          "`\(d.property): \(value)` plays @keyframes \(missing.map { "`\($0)`" }.joined(separator: ", ")), defined in no file given; pass the stylesheet that defines \(missing.count == 1 ? "it" : "them")"
      } else {
        reason =
          "`\(d.property): \(value)` is motion written in place, not a token: motionspec reads custom properties (`--name: …`) and @keyframes; name it as a custom property to have it in the spec"
      }
      out.append(Diagnostic.passedOver("\(reason)", at: d.location))
    }
    return out
  }

  /// The note for a custom property named for motion whose value the reader does not read — a
  /// reference, a browser-computed value, a length, anything else that is no time or timing
  /// function — or nil when the name is no motion's or the value is a CSS-wide keyword.
  static func customProperty(name: String, value: String, at: SourceLocation) -> Diagnostic? {
    let lower = value.lowercased()
    let words = MotionWords.words(Substring(name))
    // Custom properties of motion are named for it (`--motion-…`, `--ease-…`) more often than not.
    guard
      words.contains(where: { word in MotionWords.stems.contains(where: word.hasPrefix) })
        || words.contains("ease") || words.contains("motion")
    else { return nil }
    let reason: String
    if lower.hasPrefix("var(") {
      reason =
        "`--\(name)` is `\(value)`, a reference to another custom property, which motionspec does not follow: give it its own value"
    } else if lower.contains("calc(") || lower.contains("env(") || lower.contains("attr(") {
      reason = "`--\(name)` is `\(value)`, which is worked out by the browser, not read: give it a plain value"
    } else if ["none", "initial", "inherit", "unset", "revert", ""].contains(lower) {
      return nil
    } else if lower.range(of: #"^-?[0-9.]+(px|rem|em|%|vw|vh|vmin|vmax|pt|ch)$"#, options: .regularExpression) != nil {
      reason =
        "`--\(name)` is `\(value)`, a length, not a time or a timing function: motionspec reads motion's timing (a distance is the size of a move, not its motion)"
    } else if lower.range(of: #"^-?[0-9.]+$"#, options: .regularExpression) != nil {
      reason =
        "`--\(name)` is `\(value)`, a number without a unit (a count or a factor), not a time or a timing function: motionspec reads a time only with its unit (`150ms`)"
    } else {
      reason =
        "`--\(name)` is `\(value)`, which is no time (`150ms`) or timing function (`cubic-bezier(…)`, `linear(…)`, a keyword) that motionspec reads"
    }
    return Diagnostic.passedOver("\(reason)", at: at, token: name)
  }
}
