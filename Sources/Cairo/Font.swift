import CCairo

/// A font request for Pango: a family list, an absolute size in user units and a weight.
public struct Font: Hashable, Sendable {
  /// Weights the charts use.
  public enum Weight: Int, Hashable, Sendable {
    case regular = 400, medium = 500, semibold = 600, bold = 700
  }

  /// Comma-separated family names, first available wins (fontconfig falls back after the list).
  public var family: String
  /// The em size in user units (points on PDF/SVG, logical pixels on images).
  public var size: Double
  /// The weight.
  public var weight: Weight
  /// Whether the italic face is wanted.
  public var italic: Bool

  public init(family: String = "Inter, DejaVu Sans", size: Double, weight: Weight = .regular, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
  }

  /// Makes a Pango font description that the caller must free (`pango_font_description_free`).
  func makeDescription() -> OpaquePointer? {
    guard let d = pango_font_description_new() else { return nil }
    pango_font_description_set_family(d, family)
    pango_font_description_set_absolute_size(d, size * Double(PANGO_SCALE))
    pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(weight.rawValue)))
    pango_font_description_set_style(d, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return d
  }
}
