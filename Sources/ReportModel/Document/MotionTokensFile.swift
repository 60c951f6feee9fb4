import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecFigures

/// `motion-tokens.json`, which `render` writes beside the spec for `<motion-token>`
/// (`motion-elements.js`): every token's model (what the element draws), its CSS timing (what
/// it plays), the spec's numbers (as `inspect --json` names them, at full precision, and as the
/// spec's cards word them, which the element lists) and its code for every platform.
public struct MotionTokensFile: Codable, Sendable, Equatable {
  public var name: String
  public var generator: String
  /// The move SwiftUI's completion times are for, in points.
  public var distance: Double
  /// The spec's charts' time unit (`s` or `ms`) and settling tolerance: what the element's chart
  /// says its times in, as the spec's Cairo charts do.
  public var timeUnit: String
  public var epsilon: Double
  public var tokens: [Token]

  public struct Token: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var group: String
    public var groupTitle: String
    public var definition: String
    /// The motion in SwiftUI's spelling, as the charts' subtitles write it.
    public var swiftUI: String
    public var description: String
    public var model: PageData.Model
    public var window: Double
    /// Its `motion` chart's marks and words, as the spec's Cairo chart has them (what the
    /// element draws over the model's curves).
    public var figure: FigureData
    /// Duration, easing and delay, as CSS (the export's `linear()` or `cubic-bezier()`).
    public var css: [String]
    /// The numbers, keyed as `inspect --json` keys them; `nil` where a number does not exist.
    public var metrics: [String: Double?]
    /// The numbers as the spec's cards word them (``SpecWords/card(_:)``): what the element lists.
    public var numbers: [SpecWords.Number]
    public var code: [Snippet]
  }

  public struct Snippet: Codable, Sendable, Equatable {
    public var key: String
    public var title: String
    public var language: String
    public var code: String
  }
}
