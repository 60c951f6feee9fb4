/// The measured box of one line of text.
public struct TextMetrics: Hashable, Sendable {
  /// The advance width, in points.
  public var width: Double
  /// The line height, in points.
  public var height: Double
  /// Distance from the top of the box to the baseline.
  public var baseline: Double
  /// The box of one line of text.
  public init(width: Double, height: Double, baseline: Double) {
    self.width = width
    self.height = height
    self.baseline = baseline
  }
}

/// Measures text for layout. Production uses Pango (`ChartsCairo`); tests use a fixed advance.
public protocol TextMeasuring: Sendable {
  func measure(_ text: String, font: FontSpec) -> TextMetrics
}

/// A measurer that gives every character the same advance: deterministic layout without fonts.
public struct FixedAdvanceMeasurer: TextMeasuring {
  /// Advance per character as a fraction of the font size.
  public var advance: Double
  /// A measurer giving each character `advance` × the font size.
  public init(advance: Double = 0.6) { self.advance = advance }
  /// The box of `text` at `font`: its length times the advance, 1.2 lines high.
  public func measure(_ text: String, font: FontSpec) -> TextMetrics {
    TextMetrics(width: Double(text.count) * font.size * advance, height: font.size * 1.2, baseline: font.size * 0.95)
  }
}

extension TextAnchor {
  /// The box of a text of `metrics` placed at `p` with this anchor (unrotated).
  public func box(at p: Point, metrics m: TextMetrics) -> Rect {
    let x: Double
    switch horizontal {
    case .leading: x = p.x
    case .center: x = p.x - m.width / 2
    case .trailing: x = p.x - m.width
    }
    let y: Double
    switch vertical {
    case .top: y = p.y
    case .middle: y = p.y - m.height / 2
    case .baseline: y = p.y - m.baseline
    case .bottom: y = p.y - m.height
    }
    return Rect(x: x, y: y, width: m.width, height: m.height)
  }
}
