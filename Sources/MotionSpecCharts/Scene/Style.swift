internal import CPlatform
import MotionSpecNumbers

/// A colour with straight alpha, channels in 0…1.
public struct Color: Hashable, Sendable {
  /// Components in 0…1 (sRGB) and alpha in 0…1.
  public var red: Double, green: Double, blue: Double, alpha: Double
  /// A colour from sRGB components in 0…1.
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

  /// WCAG 2.2 relative luminance (alpha ignored).
  public var relativeLuminance: Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2.2 contrast ratio with `other`, from 1 to 21 (both taken as opaque).
  public func contrast(with other: Color) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
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

  /// CSS text: `#rrggbb`, or `rgba(r, g, b, a)` when translucent.
  public var cssString: String {
    guard alpha < 1 else { return hexString }
    func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
    return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(NumberText.compact(alpha, decimals: 3, minus: .ascii)))"
  }

  /// Relative luminance (WCAG), to check greyscale separation and contrast.
  public var luminance: Double {
    func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }
}

/// A colour named by the role it plays in a chart, not by its value: the backend resolves it
/// through a ``Theme`` (cairo) or writes it as the CSS custom property `--chart-<role>` (inline
/// SVG), so one scene serves every theme and restyling one role never recolours another.
public struct Ink: Hashable, Sendable {
  /// What a colour is for.
  public enum Role: Hashable, Sendable {
    case background, text, muted, grid, axis, reference, band
    /// The n-th colour of the series palette.
    case series(Int)
    /// The n-th series colour as text: the same hue, darkened where the palette colour has less
    /// than 4.5 : 1 contrast with the background (WCAG 2.2 AA for text).
    case label(Int)
    /// Page chrome: table header fills and stripes (`surface`), warnings in text (`warning`).
    case surface, stripe, warning
    /// A mark that means one thing in every chart, page, PDF, diff and GIF (``Mark``), in a
    /// colour no series uses.
    case mark(Mark)

    /// The CSS custom property's name without the leading dashes, e.g. `chart-c0`.
    public var cssName: String {
      switch self {
      case .background: "chart-bg"
      case .text: "chart-text"
      case .muted: "chart-muted"
      case .grid: "chart-grid"
      case .axis: "chart-axis"
      case .reference: "chart-reference"
      case .band: "chart-band"
      case .series(let i): "chart-c\(i)"
      case .label(let i): "chart-t\(i)"
      case .surface: "chart-surface"
      case .stripe: "chart-stripe"
      case .warning: "chart-warning"
      case .mark(let m): "chart-m-\(m.rawValue)"
      }
    }
  }

  /// The meanings a mark's colour has, one colour each, never a series colour.
  public enum Mark: String, CaseIterable, Hashable, Sendable {
    /// The duration rule.
    case duration
    /// Where a motion that is not done at its duration reaches 95 % of its move.
    case looksDone = "looks-done"
    /// When the motion settles (the exact settling time, and the span up to it).
    case settle
    /// Something that happens to the motion: a gesture's release, a retarget.
    case event
    /// The old side of a comparison (`diff`'s before, the drift check's design).
    case before
    /// The new side of a comparison.
    case after
    /// The line that sweeps a chart while its motion plays.
    case playhead
    /// A guidance zone of the parameter map (a fill, not text).
    case zone
  }

  /// The role whose colour the theme gives.
  public var role: Role
  /// Multiplies the alpha the theme gives the role.
  public var opacity: Double

  /// The colour of `role`, its alpha multiplied by `opacity`.
  public init(_ role: Role, opacity: Double = 1) {
    self.role = role
    self.opacity = opacity
  }

  /// The ink for text in this colour: a series colour becomes its text-safe variant (``Role/label(_:)``).
  public var forText: Ink {
    if case .series(let i) = role { return Ink(.label(i), opacity: opacity) }
    return self
  }

  /// The same role at `opacity` times this ink's opacity.
  public func opacity(_ factor: Double) -> Ink { Ink(role, opacity: opacity * factor) }

  /// The background.
  public static let background = Ink(.background)
  /// Text.
  public static let text = Ink(.text)
  /// Secondary text.
  public static let muted = Ink(.muted)
  /// Grid lines.
  public static let grid = Ink(.grid)
  /// Axes.
  public static let axis = Ink(.axis)
  /// Reference lines.
  public static let reference = Ink(.reference)
  /// Shaded bands.
  public static let band = Ink(.band)
  /// Page chrome fills.
  public static let surface = Ink(.surface)
  /// Alternate rows.
  public static let stripe = Ink(.stripe)
  /// Warnings.
  public static let warning = Ink(.warning)
  /// The colour of mark `m`.
  public static func mark(_ m: Mark) -> Ink { Ink(.mark(m)) }
  /// The n-th series colour.
  public static func series(_ i: Int) -> Ink { Ink(.series(i)) }
}

/// How a line is stroked.
public struct StrokeStyle: Hashable, Sendable {
  /// How a line ends.
  public enum Cap: Hashable, Sendable { case butt, round, square }
  /// The stroke colour.
  public var color: Ink
  /// The stroke width in points.
  public var width: Double
  /// On/off lengths in scene units; empty for a solid line.
  public var dash: [Double]
  /// How lines end.
  public var cap: Cap
  /// A stroke of `color`, `width` points wide, dashed by `dash` (empty: solid).
  public init(color: Ink, width: Double = 1, dash: [Double] = [], cap: Cap = .butt) {
    self.color = color
    self.width = width
    self.dash = dash
    self.cap = cap
  }
}

/// A font request: size in scene units and weight; the family comes from the theme.
public struct FontSpec: Hashable, Sendable {
  /// Font weights, as CSS numbers them.
  public enum Weight: Int, Hashable, Sendable { case regular = 400, medium = 500, semibold = 600, bold = 700 }
  /// A family list in Pango syntax.
  public var family: String
  /// The size in points.
  public var size: Double
  /// The weight.
  public var weight: Weight
  /// A font of `family` at `size` points and `weight`.
  public init(family: String, size: Double, weight: Weight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }
}

/// Which point of a text's box its position names.
public struct TextAnchor: Hashable, Sendable {
  /// Which point of the text sits at the anchor, horizontally.
  public enum Horizontal: Hashable, Sendable { case leading, center, trailing }
  /// Which point of the text sits at the anchor, vertically.
  public enum Vertical: Hashable, Sendable { case top, middle, baseline, bottom }
  /// Leading, centre or trailing.
  public var horizontal: Horizontal
  /// Top, middle, baseline or bottom.
  public var vertical: Vertical
  /// An anchor at `horizontal` and `vertical`.
  public init(_ horizontal: Horizontal, _ vertical: Vertical) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
