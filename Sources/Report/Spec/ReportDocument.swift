/// The render model of a motion spec: every number preformatted, every chart referenced.
///
/// HTML (Mustache) and PDF (Cairo) are two views of it; templates see only these strings, so a
/// designer can restyle the page without touching the numbers. Text is escaped by the templates
/// (`{{…}}`); only generated SVG and CSS (`svg`, `sparklineSVG`, `chartColors`) are inserted raw.
public struct ReportDocument: Sendable {
  public var schemaVersion = 1
  public var title: String
  public var catalogueName: String
  public var source: String
  /// FNV-1a 64-bit hash of the catalogue's text, so a printed spec names the exact input.
  public var contentHash: String
  public var tokenCount: Int
  public var generator: String
  public var paper: String
  public var themeClass: String
  /// CSS declaring the charts' colour variables for light, dark, `auto` and print.
  public var chartColors: String
  public var rows: [TokenRow]
  public var groups: [Group]
  public var explainers: [Explainer]
  public var lintSummary: String
  public var sourceNotes: [String]

  /// One group of tokens (a section of the spec).
  public struct Group: Sendable {
    public var name: String
    public var anchor: String
    /// The group's tokens overlaid on one chart (2–7 tokens).
    public var overview: ChartRef?
    public var cards: [TokenCard]
  }
}

/// One row of the comparison table.
public struct TokenRow: Sendable {
  public var id: String
  public var name: String
  public var anchor: String
  public var group: String
  public var description: String
  public var definition: String
  public var swiftUI: String
  public var kind: String
  public var duration: String
  public var bounce: String
  public var response: String
  public var dampingFraction: String
  public var mass: String
  public var stiffness: String
  public var damping: String
  public var settlingSwiftUI: String
  public var settlingExact: String
  public var overshoot: String
  public var peakTime: String
  public var lintStatus: String
  public var lintClass: String
  public var sparklineSVG: String
  public var deprecated: String?
  /// The token this one is an alias of, and its anchor in the page.
  public var aliasOf: AliasView?
  /// How it repeats ("repeats forever, reversing every other cycle"); its numbers are one cycle's.
  public var repeats: String?
}

/// The target of an alias as shown: its id and the anchor of its card.
public struct AliasView: Sendable {
  public var id: String
  public var anchor: String
}

/// A token's card: its chart, numbers, decomposition, findings and SwiftUI definition.
public struct TokenCard: Sendable {
  public var row: TokenRow
  public var chart: ChartRef
  public var decomposition: ChartRef?
  public var findings: [FindingView]
  public var notes: [String]
  /// Whether there are findings (stored: templates see stored properties only).
  public var hasFindings: Bool
}

/// A lint finding as shown.
public struct FindingView: Sendable {
  public var severity: String
  public var rule: String
  public var message: String
  public var fix: String
}

/// One explainer section in the talk's order.
public struct Explainer: Sendable {
  public var anchor: String
  public var title: String
  public var text: String
  public var chart: ChartRef
}

/// A chart as the page embeds it: inline SVG (themed by CSS variables), files, alt text.
public struct ChartRef: Sendable {
  /// Which chart it is (the PDF draws it again at print size from this).
  public var id: ChartID
  public var alt: String
  public var svg: String
  public var svgFile: String
  public var pngFile: String
}
