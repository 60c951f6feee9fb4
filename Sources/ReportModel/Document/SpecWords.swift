import MotionSpecFigures

/// The spec's words for a token's numbers — the one table every surface reads: the page's table
/// and cards, the PDF's table, cards and tiles, the poster, DocC, `<motion-token>` (through
/// `motion-tokens.json`) and `diff`. A surface chooses which numbers to show and lays them out;
/// what a number is called and how it is written are decided here, and times follow the one
/// time rule (``Format/time(_:)``: milliseconds).
public enum SpecWords {
  /// The comparison table's columns, in order, on every surface that has the table.
  public enum Column: String, CaseIterable, Codable, Sendable {
    case token, definition, duration, bounce, dampingFraction, settlesSwiftUI, settlesExact, overshoot, peak,
      compose, cssError, completes, lint, position

    /// The heading, as the page, the PDF and DocC write it.
    public var title: String {
      switch self {
      case .token: "Token"
      case .definition: "Definition"
      case .duration: "Duration"
      case .bounce: "Bounce"
      case .dampingFraction: "ζ"
      case .settlesSwiftUI: "Settles (SwiftUI)"
      case .settlesExact: "Settles (exact)"
      case .overshoot: "Overshoot"
      case .peak: "Peak"
      // No-break spaces: "k" never starts a line of its own.
      case .compose: "Compose ζ\u{00A0}/\u{00A0}k"
      case .cssError: "CSS error"
      case .completes: "Completes"
      case .lint: "Lint"
      case .position: "Position"
      }
    }

    /// The title with its symbols said, where a line has room for them — the card's label, the
    /// phone's label beside each cell, `diff`'s column: "Damping fraction ζ".
    public var longTitle: String {
      switch self {
      case .dampingFraction: "Damping fraction ζ"
      // Compose's two symbols keep their short form: the long one overflows a 320-px phone.
      default: title
      }
    }

    /// What a heading's symbols stand for, where it has some (the page's `<abbr>`).
    public var symbols: String? {
      switch self {
      case .dampingFraction: "damping fraction"
      case .compose: "damping ratio / stiffness"
      default: nil
      }
    }

    /// The heading of the page's and DocC's tables: the title, and for the completion column the
    /// move it is for ("Completes at 300 pt"; the PDF's narrow column keeps the title and says the
    /// move in its caption).
    public func heading(completionDistance: String) -> String {
      self == .completes && !completionDistance.isEmpty ? "\(title) at \(completionDistance)" : title
    }

    /// Whether the cell is a number (right-aligned, sorted as a number).
    public var isNumeric: Bool { ![.token, .definition, .lint, .position].contains(self) }

    /// The name the page's sorting keeps in its address (`#sort=duration:ascending`); `nil` for a
    /// column that does not sort.
    public var sortName: String? {
      switch self {
      case .token: "token"
      case .definition, .position: nil
      case .duration: "duration"
      case .bounce: "bounce"
      case .dampingFraction: "zeta"
      case .settlesSwiftUI: "settles-swiftui"
      case .settlesExact: "settles"
      case .overshoot: "overshoot"
      case .peak: "peak"
      case .compose: "compose"
      case .cssError: "css-error"
      case .completes: "completes"
      case .lint: "lint"
      }
    }

    /// The raw value a numeric column sorts by (``SortKeys``), as the page's template reads it.
    public var sortKey: SortKeys.CodingKeys? {
      switch self {
      case .duration: .duration
      case .bounce: .bounce
      case .dampingFraction, .compose: .dampingFraction
      case .settlesSwiftUI: .settlingSwiftUI
      case .settlesExact: .settlingExact
      case .overshoot: .overshoot
      case .peak: .peakTime
      case .cssError: .cssLinearError
      case .completes: .completion
      case .token, .definition, .lint, .position: nil
      }
    }

    /// The cell's text in `row`.
    public func text(_ row: TokenRow) -> String {
      switch self {
      case .token: row.name
      case .definition: row.definition
      case .duration: row.duration
      case .bounce: row.bounce
      case .dampingFraction: row.dampingFraction
      case .settlesSwiftUI: row.settlingSwiftUI
      case .settlesExact: row.settlingExact
      case .overshoot: row.overshoot
      case .peak: row.peakTime
      case .compose: row.compose
      case .cssError: row.cssLinearError
      case .completes: row.completion
      case .lint: row.lintStatus.rawValue
      case .position: ""
      }
    }
  }

  /// The table's columns: all of them, but the CSS error where it is the same for every token
  /// (said once in the caption instead).
  public static func columns(showingCSSError: Bool) -> [Column] {
    Column.allCases.filter { showingCSSError || $0 != .cssError }
  }

  /// One number of a token's card: its key (as `inspect --json` names it, where it has one), its
  /// label and its text, and the page's section that explains it, if one does.
  public struct Number: Codable, Sendable, Equatable {
    public var key: String
    public var label: String
    public var text: String
    public var explainedAt: String?
    /// The label where a line is short (a printed card): the table's heading, where it has a
    /// shorter one ("ζ" for "Damping fraction ζ").
    public var shortLabel: String?

    public init(_ key: String, _ label: String, _ text: String, explainedAt: String? = nil, shortLabel: String? = nil) {
      self.key = key
      self.label = label
      self.text = text
      self.explainedAt = explainedAt
      self.shortLabel = shortLabel
    }
  }

  /// A token's card numbers, in order: what the page's and the PDF's cards, DocC's sections and
  /// `<motion-token>` list.
  public static func card(_ row: TokenRow) -> [Number] {
    var out = [Number("duration", Column.duration.title, row.duration + (row.durationNote.map { " (\($0))" } ?? ""))]
    if let own = row.springDuration { out.append(Number("springDuration", "Spring duration", own)) }
    if row.kind == .spring {
      out += [
        Number("bounce", Column.bounce.title, row.bounce),
        Number(
          "dampingRatio", Column.dampingFraction.longTitle, row.dampingFraction,
          shortLabel: Column.dampingFraction.title),
        // m, k and c as `inspect` names them ("stiffness k", "damping c").
        Number(
          "massStiffnessDamping", "Mass / stiffness / damping", "\(row.mass) / \(row.stiffness) / \(row.damping)",
          shortLabel: "m / k / c"),
        Number("settling", "Settles (SwiftUI / exact)", "\(row.settlingSwiftUI) / \(row.settlingExact)"),
      ]
    } else {
      out.append(Number("settlingTime", Column.settlesExact.title, row.settlingExact))
    }
    out.append(Number("overshoot", Column.overshoot.title, row.overshootSummary))
    if !row.completionSummary.isEmpty {
      out.append(Number("completion", "SwiftUI completion", row.completionSummary, explainedAt: "completion"))
    }
    if let reduced = row.reducedMotion { out.append(Number("reducedMotion", "With Reduce Motion", reduced)) }
    return out
  }

  /// A token in one line, for a tile or the poster: "500 ms · bounce 0.3 · settles 819 ms".
  public static func facts(_ row: TokenRow, lint: Bool) -> String {
    var parts = [row.kind == .spring ? row.duration : "\(row.duration) curve"]
    if row.kind == .spring { parts.append("bounce \(row.bounce)") }
    parts.append(row.sortKeys.settlingExact == nil ? neverSettles : "settles \(row.settlingExact)")
    if lint { parts.append("lint: \(row.lintStatus.rawValue)") }
    return parts.joined(separator: " · ")
  }

  /// What a number that a token does not have reads.
  public static let none = "—"
  /// A motion that never comes to rest within ε.
  public static let neverSettles = "never settles"
  /// A spring that never passes its target.
  public static let noOvershoot = "none"
}
