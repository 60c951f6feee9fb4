import ChartKinds
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures

/// A chart of the report: its identity, figure, alt text, and a fingerprint of its inputs.
package struct ChartJob: Sendable {
  package let id: ChartID
  package let figure: Figure
  /// The chart's accessible name: what it shows, with its key numbers.
  package let alt: String
  /// Everything that determines the chart, as text (the cache key's source): its inputs, and
  /// its alternative text, which its files carry as their description (a title from the
  /// templates' prose is not an input of the figure, but it is in the file).
  package let fingerprint: String
  /// Whether the page holds it inline; otherwise it loads from its file (``ReportOptions/inlines(_:tokens:)``).
  package let isInline: Bool
  /// The same chart laid out for a phone's width (``ChartPlan/narrowSize``): a second layout,
  /// which the page shows on narrow screens instead of shrinking the wide one (inline, or from
  /// its own file for a chart the page loads from files).
  package var narrow: NarrowLayout? = nil

  /// A chart `id` of `figure`, described by `alt`, with `fingerprint`
  /// (``ChartPlan/fingerprint(_:options:keys:alt:)``).
  init(id: ChartID, figure: Figure, alt: String, fingerprint: String, isInline: Bool) {
    self.id = id
    self.figure = figure
    self.alt = alt
    self.fingerprint = fingerprint
    self.isInline = isInline
  }
}

/// What a chart is made from, and nothing else: its kind, its tokens and, for a group's overlay,
/// its title. The figure is made from the recipe and the chart options alone, and the chart's
/// cache key is made from the same recipe, so nothing can reach the drawing that the key does
/// not name (no closure that could capture anything).
package struct ChartRecipe: Sendable {
  /// How the chart is named in its key.
  package enum Role: Sendable, Hashable {
    /// A token's chart (its motion, or its decomposition).
    case token
    /// A group's overlay, under its title.
    case group(title: String)
    /// An explainer of the spec.
    case explainer
    /// A sequence's timeline.
    case sequence
  }

  package let kind: ChartKind
  package let tokens: [Token]
  package let role: Role
  /// The sequence a timeline draws; where it was written is left out (no chart shows it).
  package let sequence: SequenceToken?

  init(kind: ChartKind, tokens: [Token], role: Role) {
    self.kind = kind
    self.tokens = tokens
    self.role = role
    self.sequence = nil
  }

  /// The timeline of `sequence`.
  init(sequence: SequenceToken) {
    var drawn = sequence
    drawn.location = nil
    drawn.keyframeLocations = []
    self.kind = .timeline
    self.tokens = []
    self.role = .sequence
    self.sequence = drawn
  }

  /// The figure at `options`.
  package func figure(_ options: ChartOptions) throws(ChartError) -> Figure {
    var options = options
    if let sequence { options.sequence = sequence }
    var figure = try kind.figure(tokens, options: options)
    if case .group(let title) = role { figure.title = title }
    return figure
  }

  /// The recipe's part of the chart's key.
  var keyText: String {
    switch role {
    case .token: kind.rawValue
    case .group(let title): "overlay:" + title
    case .explainer: "explainer:" + kind.rawValue
    case .sequence: "sequence:" + ContentKey.text(of: sequence as Any)
    }
  }
}

/// A chart's phone layout: its size, and the figure, made when it is drawn — a large
/// catalogue's thousands of cards do not hold a second figure each while they wait.
package struct NarrowLayout: Sendable {
  /// The layout's size in points.
  package let size: Size
  private let make: @Sendable () throws(ChartError) -> Figure

  /// A layout of `size` that `make` draws.
  init(size: Size, _ make: @escaping @Sendable () throws(ChartError) -> Figure) {
    self.size = size
    self.make = make
  }

  /// The figure of the layout.
  package func figure() throws(ChartError) -> Figure { try make() }
}

/// Which charts a catalogue's spec has, and what each one shows.
///
/// Every number it shows comes from one ``AnimationMetrics`` per token, computed once under the
/// report's conditions (a unit move from rest, the report's ε) and only formatted here.
package struct ChartPlan: Sendable {
  let catalogue: Catalogue
  let options: ReportOptions
  let prose: Prose
  /// File-name and anchor slugs, computed once: one per token (in catalogue order) and one per
  /// group, each unique within its kind (``ChartID`` adds a prefix per kind).
  let tokenSlugs: [String]
  let groupSlugs: [String: String]
  /// One slug per sequence, in catalogue order (``ChartID/sequence(_:)``).
  package let sequenceSlugs: [String]
  /// The metrics of every token, in catalogue order.
  let metrics: [AnimationMetrics]
  /// Every token as SwiftUI plays it for a move of ``ReportOptions/distance`` points.
  let swiftUI: [SwiftUIPlayback]
  /// The time unit of every chart of the report: one for all, chosen for the longest window.
  let timeUnit: AxisUnit
  /// Its name for the page's charts (`s` or `ms`).
  var timeUnitName: String { timeUnit == .milliseconds ? "ms" : "s" }
  /// The options of every chart at its designed size.
  var chartOptions: ChartOptions {
    ChartOptions(size: size, epsilon: options.epsilon, staggerInterval: catalogue.staggerInterval, timeUnit: timeUnit)
  }
  /// The group overlays are drawn for groups of this many tokens; more cannot be told apart.
  static let overlayTokens = 2...7
  /// The designed size of the spec's charts: wide enough for the page, and short enough that
  /// two token cards share a printed page at this aspect ratio.
  static let chartSize = Size(width: 800, height: 450)
  /// The size of a chart laid out for a phone: a 390-pixel screen shows it at about 340 pixels,
  /// so its 10-point text stays 9 pixels tall (the wide layout shrunk would be 4).
  package static let narrowSize = Size(width: 380, height: 500)
  /// The size of a DocC catalog's charts: DocC's article column is 705 pixels wide in a
  /// 1280-pixel window, and an @2x image shows at half its pixels, so a chart this wide shows
  /// at its own size there, its text at its points (``doccTextScale``).
  package static let doccSize = Size(width: 680, height: 440)
  /// How much larger a DocC chart's text is than the page's: 10-point ticks become 11.
  package static let doccTextScale = 1.1

  /// The size every chart of the plan is designed at (``chartSize``, or ``doccSize`` for a DocC catalog).
  let size: Size
  /// Whether the charts carry their title and subtitle. A DocC catalog's do not: the section's
  /// heading names the token and its text and code follow, so the chart would say them again.
  let titled: Bool

  /// The plan of the spec's charts; `docc` lays them out for a DocC catalog (``doccSize``, untitled).
  package init(catalogue: Catalogue, options: ReportOptions, prose: Prose, docc: Bool = false) {
    self.size = docc ? ChartPlan.doccSize : ChartPlan.chartSize
    self.titled = !docc
    self.catalogue = catalogue
    self.options = options
    self.prose = prose
    var tokens = Slugger(), groups = Slugger()
    tokenSlugs = catalogue.tokens.map { tokens.slug($0.id) }
    var sequences = Slugger()
    sequenceSlugs = catalogue.sequences.map { sequences.slug($0.id) }
    groupSlugs = Dictionary(
      uniqueKeysWithValues: catalogue.groups.map { ($0, groups.slug($0.isEmpty ? "tokens" : $0)) })
    let conditions = MotionConditions(epsilon: options.epsilon)
    metrics = catalogue.tokens.map { AnimationMetrics($0.animation, conditions) }
    swiftUI = catalogue.tokens.map {
      SwiftUIPlayback(
        $0.animation, distance: options.distance, frameRate: ReportOptions.completionFrameRate, keepsFrames: false)
    }
    timeUnit = AxisUnit.time(for: 0...(metrics.map(\.windowEnd).max() ?? 1))
    groupMembers = Dictionary(grouping: catalogue.tokens, by: \.group)
  }

  /// Whether the page holds the chart `id` inline.
  func inlines(_ id: ChartID) -> Bool { options.inlines(id, tokens: catalogue.tokens.count) }

  /// The group's tokens, in catalogue order.
  func members(of group: String) -> [Token] { groupMembers[group] ?? [] }
  /// Each group's tokens, in catalogue order, gathered once.
  private let groupMembers: [String: [Token]]

  /// The charts, tokens' first and then explainers. A chart the plan asks for and cannot draw
  /// is an error: nothing is dropped silently. `memo` (a watch's, ``JobMemo``) gives back the
  /// jobs of the last plan whose inputs are unchanged instead of making their figures again.
  package func jobs(memo: JobMemo? = nil) throws(ChartError) -> [ChartJob] {
    var out: [ChartJob] = []
    var narrowOptions = chartOptions
    narrowOptions.size = ChartPlan.narrowSize
    let keys = TokenKeys()
    let optionsText = ContentKey.text(of: chartOptions)  // the same for every chart
    /// The chart `id` of `tokens` made by `make` (at the designed size, and at the narrow size for
    /// its phone layout: at once for a chart the page holds inline — its size may be its own, the
    /// catalogue's grows with its rows — when it is drawn for one the page loads from files, a
    /// token's, always ``narrowSize``); the fingerprint is made from the same `recipe`.
    func job(_ id: ChartID, _ recipe: ChartRecipe, alt: String, isInline: Bool, size: Size? = nil)
      throws(ChartError) -> ChartJob
    {
      var designed = chartOptions
      if let size { designed.size = size }
      let inputs =
        fingerprint(recipe, options: size == nil ? optionsText : ContentKey.text(of: designed), keys: keys, alt: alt)
        + (titled ? "" : "\nuntitled")
      let known = memo.map { _ in "\(id.fileBase)\n\(isInline)\n" + inputs }
      if let known, let kept = memo?.job(known) { return kept }
      var figure = try recipe.figure(designed)
      if !titled {
        figure.title = ""
        figure.subtitle = nil
      }
      var made = ChartJob(id: id, figure: figure, alt: alt, fingerprint: inputs, isInline: isInline)
      let narrow = narrowOptions
      if isInline {
        let figure = try recipe.figure(narrow)
        made.narrow = NarrowLayout(size: figure.size) { figure }
      } else {
        made.narrow = NarrowLayout(size: narrow.size) { () throws(ChartError) in try recipe.figure(narrow) }
      }
      if let known { memo?.keep(known, made) }
      return made
    }
    defer { memo?.finishPlan() }
    for (i, (token, slug)) in zip(catalogue.tokens, tokenSlugs).enumerated() {
      out.append(
        try job(
          .token(slug), ChartRecipe(kind: .motion, tokens: [token], role: .token), alt: alt(for: token, metrics[i]),
          isInline: inlines(.token(slug))))
      if ChartKind.decomposition.applies(to: token) {
        out.append(
          try job(
            .decomposition(slug), ChartRecipe(kind: .decomposition, tokens: [token], role: .token),
            alt: "\(token.name) decomposed into the functions its motion is made of",
            isInline: inlines(.decomposition(slug))))
      }
    }
    for group in catalogue.groups {
      let members = members(of: group)
      guard ChartPlan.overlayTokens.contains(members.count) else { continue }
      let title = GroupTitle.text(group)
      let groupTitle = group.isEmpty ? "All tokens compared" : "\(title): \(members.count) tokens compared"
      out.append(
        try job(
          .group(groupSlugs[group]!), ChartRecipe(kind: .overlay, tokens: members, role: .group(title: groupTitle)),
          alt:
            "Position and velocity of the \(members.count) tokens of \(group.isEmpty ? "the catalogue" : title) overlaid: "
            + members.map(\.name).joined(separator: ", "),
          isInline: true))
    }
    for (sequence, slug) in zip(catalogue.sequences, sequenceSlugs) {
      out.append(
        try job(
          .sequence(slug), ChartRecipe(sequence: sequence), alt: alt(for: sequence), isInline: true,
          size: sequenceSize(sequence.sequence)))
    }
    let springs = catalogue.tokens.filter { $0.animation.spring != nil }
    // The explainers that need one token use the most clearly bouncing one (bounce ≤ 0.5), as the
    // talk does with a bouncy spring; a catalogue without bounce falls back to its first spring.
    let bouncing = springs.filter {
      ($0.animation.spring?.bounce ?? 0) > 0 && ($0.animation.spring?.bounce ?? 0) <= 0.5
    }
    let representative =
      bouncing.max { ($0.animation.spring?.bounce ?? 0) < ($1.animation.spring?.bounce ?? 0) } ?? springs.first
    for section in prose.sections {
      let kind = section.kind
      if kind == .motion || kind == .overlay { continue }  // token and group charts, not explainers
      let tokens: [Token]
      switch kind.arity {
      case .many:
        // The map places every token with a duration (an instant has none); the tiles show all.
        tokens =
          kind == .catalogue
          ? catalogue.tokens : catalogue.tokens.filter { $0.animation.curve.perceptualDuration > 0 }
      case .one: tokens = representative.map { [$0] } ?? []
      case .optional: tokens = (kind == .bounceFamily ? representative : springs.first).map { [$0] } ?? []
      }
      if kind.arity != .optional && tokens.isEmpty { continue }
      if kind == .stagger && catalogue.staggerInterval == nil { continue }
      if kind == .catalogue && tokens.count > CatalogueChart.maximumTokens { continue }
      out.append(
        try job(
          .explainer(kind), ChartRecipe(kind: kind, tokens: tokens, role: .explainer), alt: section.title,
          isInline: true))
    }
    return out
  }

  /// The text a chart's cache key is made from: the code's identity, the chart's recipe, the
  /// colour scheme, the typed options its figure is made with and every input token whole
  /// (``ContentKey``), but for where it stands in its file (which no chart shows), and its
  /// alternative text, which its files carry. Joined once, to its exact length: ten thousand
  /// charts hold theirs at once.
  /// `options` is the ``ContentKey`` text of the chart options, made once per plan.
  func fingerprint(_ recipe: ChartRecipe, options: String, keys: TokenKeys, alt: String) -> String {
    ([Version.cacheIdentity, recipe.keyText, self.options.colorScheme.rawValue, options]
      + recipe.tokens.map(keys.text(of:)) + ["alt: " + alt]).joined(separator: "\n")
  }

  /// Each token's ``ContentKey`` text, made once per plan however many charts show the token.
  final class TokenKeys {
    private var known: [String: String] = [:]

    func text(of token: Token) -> String {
      if let text = known[token.id] { return text }
      var drawn = token
      drawn.location = nil  // where a token stands in its file is drawn by no chart
      let text = ContentKey.text(of: drawn)
      known[token.id] = text
      return text
    }
  }

  /// A timeline's designed size: the plan's width, and tall enough that every track keeps its
  /// velocity panel (the chart leaves them out below 140 points a track).
  func sequenceSize(_ sequence: MotionSequence) -> Size {
    let staggered = (sequence.stagger?.count ?? 1) > 1
    let needed = 150 * Double(sequence.tracks.count) + (staggered ? 90 : 0) + 140
    return Size(width: size.width, height: max(size.height, needed))
  }

  /// A timeline's accessible name: its tracks, how long it lasts and its stagger.
  func alt(for sequence: SequenceToken) -> String {
    let s = sequence.sequence
    let tracks = s.tracks.map { t in
      "\(t.property.rawValue) in \(t.keyframes.count) keyframe\(t.keyframes.count == 1 ? "" : "s")"
    }
    let stagger = s.stagger.map {
      ", staggered over \($0.count) elements \(Format.time($0.interval, unit: timeUnit)) apart"
    }
    return
      "Timeline of \(sequence.id): \(tracks.joined(separator: ", ")), lasting \(Format.time(s.duration, unit: timeUnit))"
      + (stagger ?? "")
  }

  func alt(for token: Token, _ m: AnimationMetrics) -> String {
    "Position and velocity over time of \(token.name), \(token.animation.swiftUI): \(ChartSupport.summary(m, unit: timeUnit)), "
      + (m.settling.exact.map { "settles in \(Format.time($0, unit: timeUnit))" } ?? "never settles")
  }
}

/// The jobs of a watch's last plan (``ChartPlan/jobs(memo:)``), by everything that determines
/// each: its identity, whether it is inline, its alternative text and its inputs' fingerprint
/// (the code, the kind, the options and every input token whole — what the chart cache's key is
/// made from). A plan takes back the jobs it would make again and keeps only its own, so the memo
/// holds one plan's jobs at most. Used by one render at a time.
package final class JobMemo {
  private var last: [String: ChartJob] = [:]
  private var current: [String: ChartJob] = [:]

  package init() {}

  func job(_ key: String) -> ChartJob? {
    guard let job = last[key] ?? current[key] else { return nil }
    current[key] = job
    return job
  }

  func keep(_ key: String, _ job: ChartJob) { current[key] = job }

  /// Ends a plan: its jobs are the ones the next plan may take back.
  func finishPlan() {
    last = current
    current = [:]
  }

  /// How many jobs the last plan left.
  package var count: Int { last.count }
}
