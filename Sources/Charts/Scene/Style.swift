/// A colour with straight alpha, channels in 0…1.
public struct Color: Hashable, Sendable {
  public var red: Double, green: Double, blue: Double, alpha: Double
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from `0xRRGGBB`.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255, blue: Double(hex & 0xff) / 255,
      alpha: alpha)
  }

  /// The same colour with another alpha.
  public func opacity(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

  /// `#rrggbb` (alpha dropped), as CSS and SVG write it.
  public var hexString: String {
    func byte(_ v: Double) -> String {
      let n = Int((min(max(v, 0), 1) * 255).rounded())
      return String(n, radix: 16).count == 1 ? "0" + String(n, radix: 16) : String(n, radix: 16)
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }

  /// Relative luminance (WCAG), to check greyscale separation and contrast.
  public var luminance: Double {
    func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }
}

/// How a line is stroked.
public struct StrokeStyle: Hashable, Sendable {
  public enum Cap: Hashable, Sendable { case butt, round, square }
  public var color: Color
  public var width: Double
  /// On/off lengths in scene units; empty for a solid line.
  public var dash: [Double]
  public var cap: Cap
  public init(color: Color, width: Double = 1, dash: [Double] = [], cap: Cap = .butt) {
    self.color = color
    self.width = width
    self.dash = dash
    self.cap = cap
  }
}

/// A font request: size in scene units and weight; the family comes from the theme.
public struct FontSpec: Hashable, Sendable {
  public enum Weight: Int, Hashable, Sendable { case regular = 400, medium = 500, semibold = 600, bold = 700 }
  public var family: String
  public var size: Double
  public var weight: Weight
  public init(family: String, size: Double, weight: Weight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }
}

/// Which point of a text's box its position names.
public struct TextAnchor: Hashable, Sendable {
  public enum Horizontal: Hashable, Sendable { case leading, center, trailing }
  public enum Vertical: Hashable, Sendable { case top, middle, baseline, bottom }
  public var horizontal: Horizontal
  public var vertical: Vertical
  public init(_ horizontal: Horizontal, _ vertical: Vertical) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
