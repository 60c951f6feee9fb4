/// Colours, dashes and the typographic scale of a chart.
///
/// The palette is Okabe & Ito's, which stays distinguishable for the common colour-vision
/// deficiencies; because greyscale print can still merge two hues, series also cycle through
/// dash patterns, so the n-th series differs from the others in both colour and dash.
public struct Theme: Hashable, Sendable {
  public var name: String
  public var background: Color
  public var text: Color
  public var secondaryText: Color
  public var grid: Color
  public var axis: Color
  /// Start and target reference lines.
  public var reference: Color
  /// Shaded bands (the ε band, guidance zones).
  public var band: Color
  public var palette: [Color]
  public var dashes: [[Double]]
  public var fontFamily: String
  /// The typographic scale, in scene units.
  public var titleSize = 17.0
  public var subtitleSize = 11.5
  public var panelTitleSize = 12.0
  public var axisTitleSize = 11.0
  public var tickSize = 10.0
  public var annotationSize = 10.0
  public var legendSize = 10.5
  public var seriesWidth = 2.0

  public static let fontFamily = "Inter, DejaVu Sans"

  /// Print: white paper, dark ink.
  public static let light = Theme(
    name: "light", background: Color(hex: 0xffffff), text: Color(hex: 0x1d1d1f), secondaryText: Color(hex: 0x5f5f66),
    grid: Color(hex: 0xe6e6eb), axis: Color(hex: 0x8e8e93), reference: Color(hex: 0x6e6e73),
    band: Color(hex: 0x0072b2, alpha: 0.10),
    palette: [
      Color(hex: 0x0072b2), Color(hex: 0xd55e00), Color(hex: 0x009e73), Color(hex: 0xcc79a7), Color(hex: 0xe69f00),
      Color(hex: 0x56b4e9), Color(hex: 0x000000),
    ],
    dashes: [[], [7, 3], [2, 2.5], [9, 3, 2, 3], [4, 4], [12, 4], [1, 3]], fontFamily: Theme.fontFamily)

  /// Screens in dark mode: the same hues, lightened where they would be too dark.
  public static let dark = Theme(
    name: "dark", background: Color(hex: 0x1c1c1e), text: Color(hex: 0xf5f5f7), secondaryText: Color(hex: 0xa1a1a6),
    grid: Color(hex: 0x333336), axis: Color(hex: 0x6e6e73), reference: Color(hex: 0x98989d),
    band: Color(hex: 0x56b4e9, alpha: 0.16),
    palette: [
      Color(hex: 0x56b4e9), Color(hex: 0xff8c3a), Color(hex: 0x2cc99a), Color(hex: 0xe493c4), Color(hex: 0xf0c050),
      Color(hex: 0x9ad0f5), Color(hex: 0xf5f5f7),
    ],
    dashes: [[], [7, 3], [2, 2.5], [9, 3, 2, 3], [4, 4], [12, 4], [1, 3]], fontFamily: Theme.fontFamily)

  /// The theme's colours by CSS custom property name (`chart-bg`, `chart-text`, …, `chart-c0`…).
  public var namedColors: [(name: String, color: Color)] {
    [("chart-bg", background), ("chart-text", text), ("chart-muted", secondaryText), ("chart-grid", grid),
     ("chart-axis", axis), ("chart-reference", reference), ("chart-band", band)]
      + palette.enumerated().map { ("chart-c\($0.offset)", $0.element) }
  }

  /// Hex colour → property name, for ``SVGWriter`` (first name wins where colours coincide).
  public var cssVariables: [String: String] {
    var map: [String: String] = [:]
    for (name, color) in namedColors where map[color.hexString] == nil { map[color.hexString] = name }
    return map
  }

  /// `--name: #hex;` declarations of this theme's colours, for a stylesheet.
  public var cssDeclarations: String {
    namedColors.map { "--\($0.name): \($0.color.hexString);" }.joined(separator: " ")
  }

  /// The theme called `name` ("light" or "dark").
  public static func named(_ name: String) -> Theme? { ["light": light, "dark": dark][name] }

  /// The stroke of the `index`-th series: colour and dash both cycle.
  public func seriesStroke(_ index: Int, width: Double? = nil) -> StrokeStyle {
    StrokeStyle(
      color: palette[index % palette.count], width: width ?? seriesWidth, dash: dashes[index % dashes.count],
      cap: .round)
  }

  public func font(_ size: Double, _ weight: FontSpec.Weight = .regular) -> FontSpec {
    FontSpec(family: fontFamily, size: size, weight: weight)
  }
}
