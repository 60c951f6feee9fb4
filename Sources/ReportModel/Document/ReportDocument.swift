import MotionSpecCatalogue

/// The render model of a motion spec: every number preformatted, every chart referenced by its
/// identity. It is plain data (`Codable`; `render --model` is not a thing, but the tests snapshot
/// it as JSON), so what the spec says can be reviewed apart from how it looks.
///
/// HTML (Mustache) and PDF (Cairo) are two views of it. Templates see only these strings, so a
/// designer can restyle the page without touching the numbers; text is escaped by the templates
/// (`{{…}}`), and the only raw insertions are the charts' and sparklines' generated SVG.
public struct ReportDocument: Codable, Sendable, Equatable {
  public var schemaVersion = 2
  public var title: String
  public var catalogueName: String
  public var source: String
  /// FNV-1a 64-bit hash of the catalogue's text, so a printed spec names the exact input.
  public var contentHash: String
  public var tokenCount: Int
  public var generator: String
  public var paper: String
  /// `light`, `dark` or `auto` (the page follows the reader's colour scheme).
  public var colorScheme: String
  public var rows: [TokenRow]
  public var groups: [Group]
  public var explainers: [Explainer]
  /// "0 warnings, 2 notes".
  public var lintSummary: String
  /// How the tokens reach other platforms (`motionspec export`).
  public var platforms: PlatformsSection
  /// The tokens that are a time and no curve (``DurationToken``); `nil` when there are none.
  public var durations: DurationsSection?
  /// Notes that close the spec (`Templates/prose.json`).
  public var notes: [String]
  /// The time the sparklines span, from the trigger (the longest token's window).
  public var sparklineEnd: String
  /// The sparklines' shared time scale: where its ticks fall (fractions of the span) and their
  /// step ("200 ms"), so small curves side by side can be read against one clock.
  public var sparklineScale = TimeScale(ticks: [], step: "")

  /// Ticks on a shared time axis that is drawn without labels.
  public struct TimeScale: Codable, Sendable, Equatable {
    /// Each tick as a fraction of the span (0 is the trigger).
    public var ticks: [Double]
    /// The step between ticks, as text.
    public var step: String
  }
  /// The settling band ε as a share of the move ("0.1 %"), for every text that names it.
  public var epsilon: String
  /// Whether the table has a CSS error column, and what to say instead when it has none.
  public var cssError: CSSError
  /// The move the completion column is for ("300 pt"), and the paragraph on why it matters.
  public var completionDistance = ""
  public var completionText = ""
  /// What the page's script reads (comparisons, the playground, the map's names).
  public var page = PageData(tokens: [], map: nil, timeUnit: "s", epsilon: 0.001)
  /// The sequences (``SequencesSection``); `nil` when the catalogue has none.
  public var sequences: SequencesSection? = nil

  /// The CSS `linear()` stand-ins' error: a column when it differs between tokens; when every
  /// token shows the same value, a constant column says nothing per row, so it is said once.
  public struct CSSError: Codable, Sendable, Equatable {
    /// Whether the table shows it per token.
    public var isColumn: Bool
    /// The sentence that replaces the column: "every spring's stand-in strays at most 0.45 %
    /// from it (timing curves are exact)"; empty when it is a column.
    public var summary: String
  }

  /// One group of tokens (a section of the spec).
  public struct Group: Codable, Sendable, Equatable {
    /// The group's key in the catalogue (`motion`, `components.sheet`); empty for top-level tokens.
    public var key: String
    /// The key as a heading ("Components › Sheet").
    public var title: String
    /// The group's slug: unique among the groups, it names the group's files and anchor.
    public var slug: String
    public var anchor: String
    /// The group's tokens overlaid on one chart (2–7 tokens).
    public var overview: ChartRef?
    public var cards: [TokenCard]
  }
}

/// One row of the comparison table (and the facts of a token's card).
public struct TokenRow: Codable, Sendable, Equatable {
  public var id: String
  public var name: String
  public var anchor: String
  public var group: String
  public var groupTitle: String
  public var description: String
  public var definition: String
  public var swiftUI: String
  /// A spring or a timing curve.
  public var kind: MotionKind
  /// The duration from the trigger (delay and speed applied).
  public var duration: String
  /// Where the motion does not look done at its duration (a strongly overdamped spring), how much
  /// of the move is done then and when 95 % is: "72 % of the move done; 95 % at 840 ms".
  public var durationNote: String?
  /// The spring's own duration when it differs from ``duration`` (a delay or a speed).
  public var springDuration: String?
  public var bounce: String
  public var dampingFraction: String
  public var mass: String
  public var stiffness: String
  public var damping: String
  public var settlingSwiftUI: String
  public var settlingExact: String
  public var overshoot: String
  public var peakTime: String
  /// The overshoot in words for a card: "4.6 % at 350 ms", or "none" where it never passes the target.
  public var overshootSummary: String
  /// Whether the table shows the CSS error (``ReportDocument/cssError``), carried by each row so
  /// a row's cached HTML is keyed by it and never read from outside the row.
  public var cssErrorColumn = true
  /// The worst finding (encoded as `ok`, `note`, `warning` or `error`).
  public var lintStatus: LintLevel
  public var lintClass: String
  public var deprecated: String?
  /// The token this one is an alias of, and its anchor in the page.
  public var aliasOf: AliasView?
  /// How it repeats ("repeats forever, reversing every other cycle"); its numbers are one cycle's.
  public var repeats: String?
  /// Jetpack Compose's `spring(dampingRatio, stiffness)` ("0.82 / 130.5"), or "—".
  public var compose: String
  /// The largest error of the CSS `linear()` stand-in ("0.45 %"), or "exact" (`cubic-bezier()`).
  public var cssLinearError: String
  /// The reduced-motion variant: "easing.fade (.linear(duration: 0.2))", "none: …"; `nil` without one.
  public var reducedMotion: String?
  /// When SwiftUI's `.removed` completion fires for a move of the spec's distance ("1045 ms"),
  /// and both completions in words for the card ("logically complete at 500 ms, removed at
  /// 1045 ms"); see ``MotionSpecCore/SwiftUIRuntime``.
  public var completion = "—"
  public var completionSummary = ""
  /// Position and velocity over the report's common time window, for sparklines.
  public var samples: MotionSamples
  /// The raw values the table sorts by.
  public var sortKeys: SortKeys
  /// The card's numbers in words (``SpecWords/card(_:)``), as every surface lists them.
  public var numbers: [SpecWords.Number] = []
}

/// Evenly spaced samples of a token's unit move from rest, from the trigger to the report's
/// sparkline end: position (fraction of the move) and velocity (fractions per second), rounded
/// to 10⁻⁴ so the model reads the same on every machine.
public struct MotionSamples: Codable, Sendable, Equatable {
  public var position: [Double]
  public var velocity: [Double]

  public init(position: [Double], velocity: [Double]) {
    self.position = position
    self.velocity = velocity
  }
}

/// Numbers as the table sorts them (seconds, fractions); `nil` where the token has none, and
/// `nil` settling for a motion that never settles (sorted last).
public struct SortKeys: Codable, Sendable, Equatable {
  public var duration: Double
  public var bounce: Double?
  public var dampingFraction: Double?
  public var settlingSwiftUI: Double?
  public var settlingExact: Double?
  public var overshoot: Double
  public var peakTime: Double?
  /// The CSS `linear()` error; 0 for a timing curve (exact).
  public var cssLinearError: Double
  /// When SwiftUI removes the animation at the spec's distance; `nil` when it never rests.
  public var completion: Double? = nil

  /// The keys, as the JSON model and the templates (`sort_<key>`) name them.
  public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
    case duration, bounce, dampingFraction, settlingSwiftUI, settlingExact, overshoot, peakTime, cssLinearError,
      completion
  }
}

/// The target of an alias as shown: its id and the anchor of its card.
public struct AliasView: Codable, Sendable, Equatable {
  public var id: String
  public var anchor: String
}

/// A token's card: its chart, numbers, decomposition, findings and SwiftUI definition.
public struct TokenCard: Codable, Sendable, Equatable {
  public var row: TokenRow
  public var chart: ChartRef
  public var decomposition: ChartRef?
  /// What the decomposition shows for this spring's regime ("envelope × cosine", "line ×
  /// exponential" or "the sum of two exponentials"), from the same fact the chart is drawn from.
  public var decompositionTitle: String?
  public var findings: [FindingView]
  public var notes: [String]
  /// The token's code for every platform, as `motionspec export` writes it; empty when the code
  /// is in the spec's `export/` files instead (``ReportOptions/inlineTokenLimit``).
  public var platforms: [PlatformCode]
  /// Whether ``platforms`` holds the code (stored: templates see stored properties only).
  public var hasPlatformCode: Bool
  /// Whether there are findings (stored: templates see stored properties only).
  public var hasFindings: Bool
}

/// A lint finding as shown.
public struct FindingView: Codable, Sendable, Equatable {
  public var severity: Diagnostic.Severity
  public var rule: String
  public var message: String
  public var fix: String
}

/// One explainer section in the talk's order.
public struct Explainer: Codable, Sendable, Equatable {
  public var anchor: String
  public var title: String
  public var text: String
  public var chart: ChartRef
}

/// A chart as the document refers to it: which chart, its accessible name, and its files.
public struct ChartRef: Codable, Sendable, Equatable {
  /// Which chart it is: the HTML inlines its SVG, the PDF draws it again at print size.
  public var id: ChartID
  public var alt: String
  public var svgFile: String
  /// The PNG @2x, for the charts that have one (``ReportOptions/PNGCharts``).
  public var pngFile: String?
  /// How the page loads a chart it does not hold inline (``ReportOptions/inlineTokenLimit``);
  /// `nil` for an inline chart.
  public var image: ChartImage?
  /// The chart's motion, played on the page (token cards, group overlays and the explainers that
  /// move something); `nil` for a chart that is read, not watched.
  public var playback: Playback?
}

/// A chart the page loads from its file when the reader reaches it (`<img loading="lazy">`).
public struct ChartImage: Codable, Sendable, Equatable {
  /// The same chart in the dark theme, for a page that follows the reader's colour scheme.
  public var darkFile: String?
  /// The chart's size in points, so the page keeps its place before it loads.
  public var width: Int
  public var height: Int
  /// The chart laid out for a phone (``ReportOptions/narrowFiles(_:)``), which narrow screens
  /// load instead, with its size.
  public var narrow: Narrow?

  /// A chart's phone layout, loaded from its own files.
  public struct Narrow: Codable, Sendable, Equatable {
    public var file: String
    public var darkFile: String?
    public var width: Int
    public var height: Int
  }
}

/// A chart's motion on the page: objects moving on lanes with the exact curves (CSS keyframes
/// whose easing is ``Export/CSSTiming``'s), and a playhead sweeping each time plot in step.
public struct Playback: Codable, Sendable, Equatable {
  /// What the animation shows, for assistive technology.
  public var label: String
  /// How long a playhead takes to cross its plot: the plots' time window (CSS seconds).
  public var window: String
  public var lanes: [Lane]
  /// Timing every lane shares (a card's three lanes play one token), as CSS custom properties the
  /// lanes inherit; empty when each lane has its own.
  public var style: String = ""
  public var playheads: [Playhead]
  /// The playheads of the chart's phone layout (its plots are elsewhere on it).
  public var narrowPlayheads: [Playhead] = []

  /// One moving object.
  public struct Lane: Codable, Sendable, Equatable {
    /// Which motion it plays: a token's id, or `explainer-kind/index` for a demonstration's.
    public var key: String
    public var name: String
    public var colorIndex: Int
    /// Drawn dashed or faded in the chart (a comparison, not the subject).
    public var secondary: Bool
    /// Its start and end on the lane (CSS percentages) and its timing, as CSS custom properties.
    public var style: String
    /// What the lane shows the curve doing: moving an object, or scaling or fading one in place.
    public var demo: Demo = .move

    public enum Demo: String, Codable, Sendable {
      case move, scale, fade
    }
  }

  /// Where one time plot is on the chart (CSS percentages of the chart's size).
  public struct Playhead: Codable, Sendable, Equatable {
    public var style: String
    /// A dot on each curve the plot draws, riding it in step with the playhead.
    public var knobs: [Knob] = []
  }

  /// A dot riding one curve: its height on the plot over the window, as a `linear()` track whose
  /// outputs are the curve's height as a fraction of the plot (0 at the bottom, 1 at the top).
  public struct Knob: Codable, Sendable, Equatable {
    public var colorIndex: Int
    public var style: String
  }
}

/// A token's code for one platform.
public struct PlatformCode: Codable, Sendable, Equatable {
  /// The platform's `--to` name (`compose`).
  public var key: String
  public var title: String
  /// The code's language, for the page's `class="language-…"`.
  public var language: String
  public var code: String
  /// What this platform cannot express about the token, or asks the user to do.
  public var warnings: [String]
  /// Facts of the platform's format that its file handles in full (DTCG's spring in an extension).
  public var formatNotes: [String] = []
  /// How the platform's own runtime plays the token, where that differs from the equation
  /// ("Plays in react-spring (1-ms steps, 60 Hz frames) within 1.38 % of the token").
  public var playback: String?
}

/// The sequences: a card per sequence with its timeline, its tracks as written, its findings
/// and its code for the platforms that play keyframes.
public struct SequencesSection: Codable, Sendable, Equatable {
  public var anchor: String
  public var title: String
  public var text: String
  public var cards: [SequenceCard]
}

/// One sequence as shown: every number comes from its ``MotionSpecCore/MotionSequence``, formatted.
public struct SequenceCard: Codable, Sendable, Equatable {
  public var id: String
  public var name: String
  public var anchor: String
  public var groupTitle: String
  public var description: String
  /// How long the whole sequence takes ("620 ms"), stagger included.
  public var duration: String
  /// How long one element moves, when a stagger makes the whole longer; `nil` otherwise.
  public var elementDuration: String?
  /// "6 elements, 40 ms apart, forward"; `nil` without a stagger.
  public var stagger: String?
  /// The sequences it plays after its own tracks (`then:`), by id.
  public var chain: [String]
  public var tracks: [Track]
  public var chart: ChartRef
  public var findings: [FindingView]
  public var hasFindings: Bool
  /// Its code for each platform that plays keyframes, as `motionspec export` writes it.
  public var platforms: [PlatformCode]
  public var hasPlatformCode: Bool

  /// One track: the property, where it starts, its keyframes as SwiftUI spells them and how long it lasts.
  public struct Track: Codable, Sendable, Equatable {
    public var property: String
    public var from: String
    public var keyframes: [String]
    public var duration: String
    /// The track's value at evenly spaced instants over the whole sequence, as a fraction of its
    /// range (0 its lowest value, 1 its highest), rounded to 10⁻⁴: the poster's small curves.
    public var samples: [Double]
    /// Where each of its segments starts, as a fraction of the sequence's duration (the curves'
    /// colour changes there).
    public var joins: [Double]
  }
}

/// The durations and instants: a table of times, with no chart.
public struct DurationsSection: Codable, Sendable, Equatable {
  public var anchor: String
  public var title: String
  public var text: String
  public var rows: [Row]

  public struct Row: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var groupTitle: String
    /// "150 ms", or "instant".
    public var time: String
    /// A duration or an instant.
    public var kind: DurationToken.Kind
    public var description: String
    public var definition: String
    /// The id of the duration it is defined as.
    public var aliasOf: String?
    public var deprecated: String?
  }
}

/// The spec's Platforms section: what each platform's parameters mean, once.
public struct PlatformsSection: Codable, Sendable, Equatable {
  public var anchor: String
  public var title: String
  public var text: String
  public var entries: [Entry]
  /// How far each platform's own runtime plays each token from its exact motion.
  public var playback: PlaybackTable

  /// One platform: its name, the file `export` writes and its conventions.
  public struct Entry: Codable, Sendable, Equatable {
    public var key: String
    public var title: String
    public var file: String
    /// Where the spec holds the file (`export/…`), when the cards do not carry the code.
    public var href: String?
    public var conventions: [String]
  }
}

/// A token's worst lint finding, as a fact: views decide by it, and templates read its name.
public enum LintLevel: String, Codable, Sendable, Comparable {
  case ok, note, warning, error

  /// A warning or an error: what the table and the overview mark in the warning colour.
  public var needsAttention: Bool { self >= .warning }

  public static func < (a: LintLevel, b: LintLevel) -> Bool {
    let order: [LintLevel] = [.ok, .note, .warning, .error]
    return order.firstIndex(of: a)! < order.firstIndex(of: b)!
  }
}

/// The spec's table of each runtime's playback error per token (``Playback``), formatted.
public struct PlaybackTable: Codable, Sendable, Equatable {
  public var title: String
  public var text: String
  /// Column headings, one per runtime.
  public var columns: [String]
  public var rows: [Row]

  public struct Row: Codable, Sendable, Equatable {
    public var name: String
    /// The token's card.
    public var anchor: String
    /// One per column.
    public var cells: [Cell]
  }

  public struct Cell: Codable, Sendable, Equatable {
    /// The column's heading (the phone layout's label).
    public var column: String
    /// The error ("1.38 %"), or "exact" where the runtime plays the token as it is.
    public var text: String
  }
}

/// What a token's motion is, as the page and the sheet name it; encoded as its words.
public enum MotionKind: String, Codable, Sendable, Hashable {
  case spring
  case timingCurve = "timing curve"

  /// The key the page's filters use: `spring` or `curve`.
  public var key: String {
    switch self {
    case .spring: "spring"
    case .timingCurve: "curve"
    }
  }
}
