/// Colours, dashes and the typographic scale of a chart.
///
/// The palette is Okabe & Ito's, which stays distinguishable for the common colour-vision
/// deficiencies; because greyscale print can still merge two hues, series also cycle through
/// dash patterns, so the n-th series differs from the others in both colour and dash.
public struct Theme: Hashable, Sendable {
  /// The theme's name: `light` or `dark`.
  public var name: String
  /// The chart's background.
  public var background: Color
  /// Titles and tick labels.
  public var text: Color
  /// Subtitles, captions and muted labels.
  public var secondaryText: Color
  /// Grid lines.
  public var grid: Color
  /// Axis lines and ticks.
  public var axis: Color
  /// Start and target reference lines.
  public var reference: Color
  /// Shaded bands (the ε band, guidance zones).
  public var band: Color
  /// Page chrome: table header fill, alternate row stripes, warning text.
  public var surface: Color
  /// Alternate table rows.
  public var stripe: Color
  /// Warning text.
  public var warning: Color
  /// Series colours, in order (Okabe & Ito).
  public var palette: [Color]
  /// The palette for text (labels in a series colour): each entry reaches 4.5 : 1 on `background`.
  public var labelPalette: [Color]
  /// Dash patterns the series cycle through, in scene units (empty: solid).
  public var dashes: [[Double]]
  /// The font family list text is set in (Pango syntax).
  public var fontFamily: String
  /// The colour of each mark (``Ink/Mark``): hues apart from the palette's, each but the zone's
  /// fill reaching 4.5 : 1 on `background`, so a mark's label is drawn in the mark's own colour.
  public var marks: [Ink.Mark: Color] = [:]
  /// The typographic scale, in scene units.
  public var titleSize = 17.0
  /// Subtitle size.
  public var subtitleSize = 11.5
  /// Panel title size.
  public var panelTitleSize = 12.0
  /// Axis title size.
  public var axisTitleSize = 11.0
  /// Tick label size.
  public var tickSize = 10.0
  /// Annotation and rule label size.
  public var annotationSize = 10.0
  /// Legend text size.
  public var legendSize = 10.5
  /// The stroke width of a primary series.
  public var seriesWidth = 2.0

  /// The default family list: Inter, then DejaVu Sans.
  public static let fontFamily = "Inter, DejaVu Sans"

  /// The roles text is drawn in; each has at least 4.5 : 1 contrast with `background` in both
  /// built-in themes (a test computes it).
  public var textRoles: [Ink.Role] {
    [.text, .muted, .warning] + labelPalette.indices.map { Ink.Role.label($0) }
      + Ink.Mark.allCases.filter { $0 != .zone }.map { Ink.Role.mark($0) }
  }

  /// Print: white paper, dark ink.
  public static let light = Theme(
    name: "light", background: Color(hex: 0xffffff), text: Color(hex: 0x1d1d1f), secondaryText: Color(hex: 0x5f5f66),
    grid: Color(hex: 0xe6e6eb), axis: Color(hex: 0x8e8e93), reference: Color(hex: 0x6e6e73),
    band: Color(hex: 0x0072b2, alpha: 0.10), surface: Color(hex: 0xf0f0f3), stripe: Color(hex: 0xf8f8fa),
    warning: Color(hex: 0xb35900),
    palette: [
      Color(hex: 0x0072b2), Color(hex: 0xd55e00), Color(hex: 0x009e73), Color(hex: 0xcc79a7), Color(hex: 0xe69f00),
      Color(hex: 0x56b4e9), Color(hex: 0x000000),
    ],
    labelPalette: [
      Color(hex: 0x0072b2), Color(hex: 0xbf5400), Color(hex: 0x008460), Color(hex: 0xa15f83), Color(hex: 0x9c6c00),
      Color(hex: 0x3a7a9e), Color(hex: 0x000000),
    ],
    dashes: [[], [7, 3], [2, 2.5], [9, 3, 2, 3], [4, 4], [12, 4], [1, 3]], fontFamily: Theme.fontFamily,
    marks: [
      .duration: Color(hex: 0x7b3fb0), .looksDone: Color(hex: 0x00778a), .settle: Color(hex: 0x8a4b2a),
      .event: Color(hex: 0x1d1d1f), .before: Color(hex: 0x687600), .after: Color(hex: 0x0072b2),
      .playhead: Color(hex: 0xc2185b), .zone: Color(hex: 0xe69f00, alpha: 0.12),
    ])

  /// Screens in dark mode: the same hues, lightened where they would be too dark.
  public static let dark = Theme(
    name: "dark", background: Color(hex: 0x1c1c1e), text: Color(hex: 0xf5f5f7), secondaryText: Color(hex: 0xa1a1a6),
    grid: Color(hex: 0x333336), axis: Color(hex: 0x6e6e73), reference: Color(hex: 0x98989d),
    band: Color(hex: 0x56b4e9, alpha: 0.16), surface: Color(hex: 0x2c2c2e), stripe: Color(hex: 0x242426),
    warning: Color(hex: 0xffa057),
    palette: [
      Color(hex: 0x56b4e9), Color(hex: 0xff8c3a), Color(hex: 0x2cc99a), Color(hex: 0xe493c4), Color(hex: 0xf0c050),
      Color(hex: 0x9ad0f5), Color(hex: 0xf5f5f7),
    ],
    labelPalette: [
      Color(hex: 0x56b4e9), Color(hex: 0xff8c3a), Color(hex: 0x2cc99a), Color(hex: 0xe493c4), Color(hex: 0xf0c050),
      Color(hex: 0x9ad0f5), Color(hex: 0xf5f5f7),
    ],
    dashes: [[], [7, 3], [2, 2.5], [9, 3, 2, 3], [4, 4], [12, 4], [1, 3]], fontFamily: Theme.fontFamily,
    marks: [
      .duration: Color(hex: 0xc39bea), .looksDone: Color(hex: 0x4fd0e0), .settle: Color(hex: 0xdda27c),
      .event: Color(hex: 0xf5f5f7), .before: Color(hex: 0xc2d15e), .after: Color(hex: 0x56b4e9),
      .playhead: Color(hex: 0xff6f9f), .zone: Color(hex: 0xf0c050, alpha: 0.14),
    ])

  /// Every role the theme colours (the series roles once per palette entry).
  public var roles: [Ink.Role] {
    [.background, .text, .muted, .grid, .axis, .reference, .band, .surface, .stripe, .warning]
      + palette.indices.map { Ink.Role.series($0) } + labelPalette.indices.map { Ink.Role.label($0) }
      + Ink.Mark.allCases.map { Ink.Role.mark($0) }
  }

  /// The colour of `role`.
  public func color(_ role: Ink.Role) -> Color {
    switch role {
    case .background: background
    case .text: text
    case .muted: secondaryText
    case .grid: grid
    case .axis: axis
    case .reference: reference
    case .band: band
    case .surface: surface
    case .stripe: stripe
    case .warning: warning
    case .series(let i): palette[((i % palette.count) + palette.count) % palette.count]
    case .label(let i): labelPalette[((i % labelPalette.count) + labelPalette.count) % labelPalette.count]
    case .mark(let m): marks[m] ?? text
    }
  }

  /// The colour of `ink`: its role's colour with the ink's opacity applied.
  public func color(_ ink: Ink) -> Color {
    let c = color(ink.role)
    return ink.opacity == 1 ? c : c.opacity(c.alpha * ink.opacity)
  }

  /// `--chart-<role>: <colour>;` declarations of this theme, for a stylesheet (`rgba()` where the
  /// role is translucent, so a translucent band stays translucent).
  public var cssDeclarations: String {
    roles.map { "--\($0.cssName): \(color($0).cssString);" }.joined(separator: " ")
  }

  /// This theme with its typographic scale and line widths multiplied by `factor` (print sets
  /// charts a little smaller than the screen: paper is read from closer).
  public func scaled(by factor: Double) -> Theme {
    var t = self
    t.titleSize *= factor
    t.subtitleSize *= factor
    t.panelTitleSize *= factor
    t.axisTitleSize *= factor
    t.tickSize *= factor
    t.annotationSize *= factor
    t.legendSize *= factor
    t.seriesWidth *= factor
    return t
  }

  /// The theme called `name` ("light" or "dark").
  public static func named(_ name: String) -> Theme? { ["light": light, "dark": dark][name] }

  /// The ink of the `index`-th series colour (cycling through the palette).
  public func seriesInk(_ index: Int) -> Ink { .series(((index % palette.count) + palette.count) % palette.count) }

  /// The stroke of the `index`-th series: colour and dash both cycle.
  public func seriesStroke(_ index: Int, width: Double? = nil) -> StrokeStyle {
    StrokeStyle(color: seriesInk(index), width: width ?? seriesWidth, dash: dashes[index % dashes.count], cap: .round)
  }

  /// The theme's font at `size` and `weight`.
  public func font(_ size: Double, _ weight: FontSpec.Weight = .regular) -> FontSpec {
    FontSpec(family: fontFamily, size: size, weight: weight)
  }
}
