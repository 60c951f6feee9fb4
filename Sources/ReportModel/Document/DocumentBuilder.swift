import ChartKinds
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport
import MotionSpecFigures
import MotionSpecNumbers

/// Builds the render model of a catalogue from its chart plan and lint findings.
///
/// Numbers come from the plan's one ``AnimationMetrics`` per token and are only formatted here.
package struct DocumentBuilder {
  let plan: ChartPlan
  let sourceText: String
  /// The catalogue for every platform (the cards' code, and the `export/` files of a large spec).
  let exporter: Exporter
  /// Every runtime's playback error per token (``Playback``), measured once: the HTML's and the
  /// PDF's documents are built from the same builder.
  let playback: [[(MotionSpecExport.Playback.Runtime, Double?)]]
  /// Samples per sparkline (plus one).
  static let sampleCount = 48

  package init(plan: ChartPlan, sourceText: String, exporter: Exporter) {
    self.plan = plan
    self.sourceText = sourceText
    self.exporter = exporter
    playback = MotionSpecExport.Playback.errors(exporter.tokens.map(\.motion))
  }

  /// The render model; `charts` are the charts that were drawn, `plots` where each one's plots
  /// are (a chart without them is not played): the document, then its playback.
  package func document(
    charts: [ChartJob], plots: [ChartID: [PlotArea]], narrowPlots: [ChartID: [PlotArea]] = [:],
    findings: [Finding]
  ) -> ReportDocument {
    withPlayback(document(charts: charts, findings: findings), charts: charts, plots: plots, narrowPlots: narrowPlots)
  }

  /// `document` with its charts played where `plots` says their plots are, as the page needs
  /// (built once per render: the printed views use the document as it is, the page this).
  package func withPlayback(
    _ document: ReportDocument, charts: [ChartJob], plots: [ChartID: [PlotArea]],
    narrowPlots: [ChartID: [PlotArea]] = [:]
  ) -> ReportDocument {
    guard !plots.isEmpty || !narrowPlots.isEmpty else { return document }
    let references = ChartReferences(builder: self, charts: charts, plots: plots, narrowPlots: narrowPlots)
    let tokens = Dictionary(plan.catalogue.tokens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var document = document
    for g in document.groups.indices {
      let key = document.groups[g].key
      if let id = document.groups[g].overview?.id {
        document.groups[g].overview = references.ref(id, playing: plan.members(of: key))
      }
      for c in document.groups[g].cards.indices {
        let card = document.groups[g].cards[c]
        document.groups[g].cards[c].chart =
          references.ref(card.chart.id, playing: tokens[card.row.id].map { [$0] } ?? []) ?? card.chart
        if let id = card.decomposition?.id { document.groups[g].cards[c].decomposition = references.ref(id) }
      }
    }
    for e in document.explainers.indices {
      document.explainers[e].chart = references.ref(document.explainers[e].chart.id) ?? document.explainers[e].chart
    }
    if let cards = document.sequences?.cards {
      for c in cards.indices {
        document.sequences?.cards[c].chart = references.ref(cards[c].chart.id) ?? cards[c].chart
      }
    }
    document.page = pageData(
      rows: document.rows, charts: references.byID, plots: plots, narrowPlots: narrowPlots)
    return document
  }

  /// How the document refers to each drawn chart: its files, and its playback where its plots are.
  struct ChartReferences {
    let builder: DocumentBuilder
    let byID: [ChartID: ChartJob]
    let plots: [ChartID: [PlotArea]]
    let narrowPlots: [ChartID: [PlotArea]]
    let motions: [String: PlatformMotion]
    /// Each sequence by its chart's slug.
    let sequences: [String: SequenceToken]

    init(
      builder: DocumentBuilder, charts: [ChartJob], plots: [ChartID: [PlotArea]], narrowPlots: [ChartID: [PlotArea]]
    ) {
      self.builder = builder
      byID = Dictionary(charts.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
      self.plots = plots
      self.narrowPlots = narrowPlots
      let catalogue = builder.plan.catalogue
      motions = Dictionary(
        zip(catalogue.tokens.map(\.id), builder.exporter.tokens.map(\.motion)), uniquingKeysWith: { a, _ in a })
      sequences = Dictionary(zip(builder.plan.sequenceSlugs, catalogue.sequences), uniquingKeysWith: { a, _ in a })
    }

    func ref(_ id: ChartID, playing tokens: [Token] = []) -> ChartRef? {
      let plan = builder.plan
      guard let job = byID[id] else { return nil }
      var chart = ChartRef(
        id: id, alt: job.alt, svgFile: "charts/\(id.fileBase).svg",
        pngFile: plan.options.writesPNG(id) ? "charts/\(id.fileBase)@2x.png" : nil,
        image: job.isInline
          ? nil
          : ChartImage(
            darkFile: plan.options.darkFile(id), width: Int(job.figure.size.width.rounded()),
            height: Int(job.figure.size.height.rounded()),
            narrow: job.narrow.map { narrow in
              let files = plan.options.narrowFiles(id)
              return ChartImage.Narrow(
                file: files.light, darkFile: files.dark, width: Int(narrow.size.width.rounded()),
                height: Int(narrow.size.height.rounded()))
            }))
      let builder = PlaybackBuilder(plots: plots[id] ?? [], size: job.figure.size)
      if !tokens.isEmpty {
        let label =
          "Animation of " + tokens.map(\.name).joined(separator: ", ") + " moving "
          + (tokens.count > 1 ? "side by side" : "as its curve")
        chart.playback = builder.tokens(
          tokens.compactMap { t in motions[t.id].map { (t, $0) } }, label: label, demonstrates: job.isInline)
      } else if case .explainer(let kind) = id {
        chart.playback = builder.racers(
          job.figure.racers, key: "explainer-\(kind.rawValue)",
          label: "Animation: " + job.figure.racers.map(\.name).joined(separator: ", ") + " racing")
      } else if case .sequence(let slug) = id, let sequence = sequences[slug] {
        chart.playback = builder.sequence(
          sequence.sequence, key: id.fileBase,
          label: "Animation of \(sequence.id): "
            + sequence.sequence.tracks.map(\.property.rawValue).joined(separator: ", ") + " playing in step")
      }
      // The phone layout's plots are elsewhere on its own canvas: playheads of their own.
      if let narrow = job.narrow, let plots = narrowPlots[id], let window = builder.timeWindow {
        chart.playback?.narrowPlayheads = PlaybackBuilder(plots: plots, size: narrow.size).playheads(window)
      }
      return chart
    }
  }

  /// The end of every sparkline's time axis: the slowest token's window.
  package var timeEnd: Double { plan.metrics.map(\.windowEnd).max() ?? 1 }

  /// The comparison table's rows, one per token in catalogue order, each with its lint findings:
  /// the rows of ``document(charts:findings:)``, and all a first look at an edit needs (`serve`
  /// shows an edited token's numbers with them before its charts are drawn).
  package func rows(findings: [Finding]) -> [TokenRow] {
    let catalogue = plan.catalogue
    // Looked up by token, not searched for each one: 5 000 tokens are not 25 million comparisons.
    let findingsByToken = Dictionary(grouping: findings, by: \.token)
    let indexByID = Dictionary(
      catalogue.tokens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let column = cssError.isColumn
    return zip(catalogue.tokens, plan.tokenSlugs).enumerated().map { i, pair in
      let (token, slug) = pair
      var row = Self.row(
        token, plan.metrics[i], exporter.tokens[i].motion, slug: slug, findings: findingsByToken[token.id] ?? [],
        timeEnd: timeEnd, swiftUI: plan.swiftUI[i])
      row.aliasOf = token.aliasOf.map { target in
        AliasView(
          id: target,
          anchor: indexByID[target].map { Anchor.token(plan.tokenSlugs[$0]).id } ?? "")
      }
      if !column { row.cssErrorColumn = false }
      return row
    }
  }

  /// The CSS error as the reader sees it: a column only when its cells differ. A timing curve has
  /// no stand-in (CSS draws it exactly).
  var cssError: ReportDocument.CSSError {
    let standIns = exporter.tokens.compactMap(\.motion.linear)
    let shownErrors = Set(standIns.map(StandInError.init))
    return shownErrors.count > 1
      ? ReportDocument.CSSError(isColumn: true, summary: "")
      : ReportDocument.CSSError(
        isColumn: false,
        summary: standIns.first.map {
          "every spring's stand-in strays \($0.settles ? "at most \(Self.cssLinearErrorText($0))" : "without settling") from it, as a share of the move (timing curves are exact)"
        } ?? "every token is a timing curve, which CSS draws exactly")
  }

  /// The render model of `charts`, not yet played (``withPlayback(_:charts:plots:narrowPlots:)``).
  package func document(charts: [ChartJob], findings: [Finding]) -> ReportDocument {
    let catalogue = plan.catalogue
    let inlineCode = plan.options.holdsEverything(tokens: catalogue.tokens.count)
    let references = ChartReferences(builder: self, charts: charts, plots: [:], narrowPlots: [:])
    let byID = references.byID
    func ref(_ id: ChartID, playing tokens: [Token] = []) -> ChartRef? { references.ref(id, playing: tokens) }
    let rows = rows(findings: findings)
    var cards: [(String, TokenCard)] = []
    var playbackRows: [PlaybackTable.Row] = []
    let findingsByToken = Dictionary(grouping: findings, by: \.token)
    for (i, (token, slug)) in zip(catalogue.tokens, plan.tokenSlugs).enumerated() {
      let mine = findingsByToken[token.id] ?? []
      let exported = exporter.tokens[i]
      let played = playback[i]
      playbackRows.append(
        PlaybackTable.Row(
          name: token.name, anchor: Anchor.token(slug).id,
          cells: played.map { r, e in
            PlaybackTable.Cell(column: r.title, text: e.map(MotionSpecExport.Playback.percent) ?? "exact")
          }))
      let row = rows[i]
      guard let chart = ref(.token(slug), playing: [token]) else { continue }
      cards.append(
        (
          token.group,
          TokenCard(
            row: row, chart: chart, decomposition: ref(.decomposition(slug)),
            decompositionTitle: token.animation.spring.map { DecompositionChart.shortTitle($0.regime) },
            findings: mine.map {
              FindingView(severity: $0.severity, rule: $0.rule, message: $0.message, fix: $0.fix)
            },
            notes: token.animation.notes,
            platforms: !inlineCode
              ? []
              : Platform.allCases.map { p in
                PlatformCode(
                  key: p.rawValue, title: p.title, language: p.language.rawValue,
                  code: exporter.snippet(exported, for: p), warnings: exporter.warnings(exported, for: p),
                  formatNotes: exporter.notes(exported, for: p),
                  playback: MotionSpecExport.Playback.summary(
                    p, errors: played.compactMap { r, e in e.flatMap { r.platform == p ? (r, $0) : nil } },
                    spring: exported.motion.spring != nil, initialVelocity: exported.motion.initialVelocity))
              },
            hasPlatformCode: inlineCode, hasFindings: !mine.isEmpty)
        ))
    }
    let cardsByGroup = Dictionary(grouping: cards, by: \.0)
    let groups = catalogue.groups.map { key in
      ReportDocument.Group(
        key: key, title: GroupTitle.text(key), slug: plan.groupSlugs[key]!,
        anchor: Anchor.group(plan.groupSlugs[key]!).id,
        overview: ref(.group(plan.groupSlugs[key]!), playing: plan.members(of: key)),
        cards: (cardsByGroup[key] ?? []).map(\.1))
    }
    let explainers = plan.prose.sections.compactMap { section -> Explainer? in
      guard let chart = ref(.explainer(section.kind)) else { return nil }
      return Explainer(
        anchor: Anchor.explainer(section.kind).id, title: section.title, text: section.text, chart: chart)
    }
    let warnings = findings.filter { $0.severity == .warning }.count
    let notes = findings.filter { $0.severity == .note }.count
    let cssError = cssError
    var document = ReportDocument(
      title: "Motion spec — \(catalogue.name)", catalogueName: catalogue.name, source: catalogue.source,
      contentHash: contentHash(sourceText),
      tokenCount: catalogue.tokens.count, generator: "motionspec \(Version.string)", paper: plan.options.paper.rawValue,
      colorScheme: plan.options.colorScheme.rawValue, rows: rows, groups: groups, explainers: explainers,
      lintSummary: "\(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")",
      platforms: PlatformsSection(
        anchor: "platforms", title: plan.prose.platforms.title, text: plan.prose.platforms.text,
        entries: Platform.allCases.map {
          PlatformsSection.Entry(
            key: $0.rawValue, title: $0.title, file: $0.fileName, href: inlineCode ? nil : "export/" + $0.fileName,
            conventions: $0.conventions)
        },
        playback: PlaybackTable(
          title: plan.prose.playback.title, text: plan.prose.playback.text,
          columns: MotionSpecExport.Playback.Runtime.allCases.map(\.title), rows: playbackRows)),
      durations: catalogue.durations.isEmpty
        ? nil
        : DurationsSection(
          anchor: "durations", title: plan.prose.durations.title, text: plan.prose.durations.text,
          rows: catalogue.durations.map { d in
            DurationsSection.Row(
              id: d.id, name: d.name, groupTitle: GroupTitle.text(d.group),
              time: d.kind == .instant ? "instant" : Format.time(d.seconds), kind: d.kind,
              description: d.shownDescription, definition: d.definition, aliasOf: d.aliasOf,
              deprecated: d.deprecated)
          }),
      notes: plan.prose.notes, sparklineEnd: Format.time(timeEnd),
      epsilon: Format.compact(plan.options.epsilon * 100, decimals: 4) + " %", cssError: cssError)
    document.sequences = sequencesSection(
      ref: { references.ref($0) }, findings: findingsByToken, inlineCode: inlineCode)
    let ticks = NiceTicks(domain: 0...timeEnd, maxCount: 6, covering: false)
    document.sparklineScale = ReportDocument.TimeScale(
      ticks: ticks.values.map { $0 / timeEnd }, step: Format.time(ticks.step))
    document.page = pageData(rows: rows, charts: byID, plots: [:], narrowPlots: [:])
    document.completionDistance = Format.compact(plan.options.distance, decimals: 2) + " pt"
    document.completionText = plan.prose.completion.text.replacingOccurrences(
      of: "{distance}", with: document.completionDistance)
    return document
  }

  /// The sequences' cards, each with its drawn timeline (a sequence whose chart was not drawn
  /// has no card); `nil` when the catalogue has no sequence.
  func sequencesSection(ref: (ChartID) -> ChartRef?, findings: [String: [Finding]], inlineCode: Bool)
    -> SequencesSection?
  {
    let catalogue = plan.catalogue
    guard !catalogue.sequences.isEmpty else { return nil }
    let cards = zip(catalogue.sequences, plan.sequenceSlugs).compactMap { token, slug -> SequenceCard? in
      guard let chart = ref(.sequence(slug)) else { return nil }
      let s = token.sequence
      let mine = findings[token.id] ?? []
      let staggered = (s.stagger?.count ?? 1) > 1
      return SequenceCard(
        id: token.id, name: token.name, anchor: Anchor.sequence(slug).id,
        groupTitle: GroupTitle.text(token.path.dropLast().joined(separator: ".")),
        description: Token.shown(token.description),
        duration: Format.time(s.duration),
        elementDuration: staggered ? Format.time(s.elementDuration) : nil,
        stagger: s.stagger.map {
          "\($0.count) element\($0.count == 1 ? "" : "s"), \(Format.time($0.interval)) apart, \($0.order.rawValue)"
        },
        chain: token.chain,
        tracks: zip(s.tracks, s.timelines).map { track, timeline in
          let (low, high) = timeline.range
          let end = max(s.duration, 1e-9)
          func fraction(_ v: Double) -> Double {
            high > low ? NumberText.rounded((v - low) / (high - low), decimals: 4) : 0
          }
          return SequenceCard.Track(
            property: track.property.rawValue, from: Format.compact(track.initialValue),
            keyframes: track.keyframes.map(KeyframeExpression.swiftUI), duration: Format.time(timeline.duration),
            samples: (0...Self.sampleCount).map {
              fraction(timeline.value(at: end * Double($0) / Double(Self.sampleCount)))
            },
            joins: timeline.segments.map { NumberText.rounded($0.start / end, decimals: 4) })
        },
        chart: chart,
        findings: mine.map { FindingView(severity: $0.severity, rule: $0.rule, message: $0.message, fix: $0.fix) },
        hasFindings: !mine.isEmpty,
        platforms: !inlineCode
          ? []
          : Exporter.sequencePlatforms.compactMap { p in
            exporter.sequenceSnippet(token, for: p).map {
              PlatformCode(key: p.rawValue, title: p.title, language: p.language.rawValue, code: $0, warnings: [])
            }
          },
        hasPlatformCode: inlineCode)
    }
    return SequencesSection(
      anchor: "sequences", title: plan.prose.sequences.title, text: plan.prose.sequences.text, cards: cards)
  }

  /// `motion-tokens.json`: the page's data for each token, with its numbers and code; `rows` are
  /// the document's (built when not given), whose card numbers the element lists.
  package func motionTokensFile(rows given: [TokenRow]? = nil) -> MotionTokensFile {
    let rows = given ?? rows(findings: [])
    let snippets = Platform.allCases.map { exporter.snippets(for: $0) }
    let tokens = plan.catalogue.tokens.indices.map { i -> MotionTokensFile.Token in
      let token = plan.catalogue.tokens[i], m = plan.metrics[i], played = plan.swiftUI[i]
      let exported = exporter.tokens[i]
      let css = CSSTiming(exported.motion)
      var metrics: [String: Double?] = [
        "duration": m.duration, "settlingTime": m.settling.exact, "overshoot": m.overshoot, "peakTime": m.peakTime,
        "peakVelocity": m.peakVelocity.value, "riseTime95": m.riseTime95,
        "removed": played.diverges ? nil : played.removed, "logicallyComplete": played.logicallyComplete,
      ]
      if let s = m.spring {
        for (key, value) in [
          ("bounce", s.bounce), ("dampingRatio", s.dampingRatio), ("response", s.response), ("mass", s.mass),
          ("stiffness", s.stiffness), ("damping", s.damping),
        ] { metrics[key] = value }
        metrics["settlingDuration"] = m.settling.swiftUI
      }
      return MotionTokensFile.Token(
        id: token.id, name: token.name, group: token.group, groupTitle: GroupTitle.text(token.group),
        definition: token.definition, swiftUI: token.animation.swiftUI, description: token.shownDescription,
        model: PageData.Model(token.animation), window: m.windowEnd,
        figure: ChartSupport.motionFigureData(token, plan.chartOptions, metrics: m),
        css: [css.duration, css.easing, css.delay],
        metrics: metrics, numbers: rows[i].numbers,
        code: Platform.allCases.enumerated().map { k, p in
          MotionTokensFile.Snippet(key: p.rawValue, title: p.title, language: p.language.rawValue, code: snippets[k][i])
        })
    }
    return MotionTokensFile(
      name: plan.catalogue.name, generator: "motionspec \(Version.string)", distance: plan.options.distance,
      timeUnit: plan.timeUnitName, epsilon: plan.options.epsilon, tokens: tokens)
  }

  /// The page's data: every token's model and CSS timing, and where the parameter map's plot is.
  func pageData(
    rows: [TokenRow], charts: [ChartID: ChartJob], plots: [ChartID: [PlotArea]], narrowPlots: [ChartID: [PlotArea]]
  ) -> PageData {
    let strip = ParameterMapChart.curveLanes(
      plan.catalogue.tokens, xEnd: ParameterMapChart.durationEnd(plan.catalogue.tokens))
    let tokens = plan.catalogue.tokens.indices.map { i in
      let token = plan.catalogue.tokens[i], row = rows[i]
      let css = CSSTiming(exporter.tokens[i].motion)
      return PageData.Token(
        id: token.id, name: token.name, group: token.group, groupTitle: row.groupTitle, anchor: row.anchor,
        swiftUI: token.animation.swiftUI, description: token.shownDescription, model: PageData.Model(token.animation),
        window: plan.metrics[i].windowEnd,
        peakVelocity: [plan.metrics[i].peakVelocity.time, plan.metrics[i].peakVelocity.value],
        css: [css.duration, css.easing, css.delay],
        mapPlace: ParameterMapChart.Place(token).map { [$0.duration, $0.bounce] }, mapStrip: strip[i])
    }
    let id = ChartID.explainer(.parameterMap)
    let map = charts[id].flatMap { job in
      plots[id].flatMap { plots in
        plots.isEmpty
          ? nil
          : PageData.Map(
            plots: plots, size: job.figure.size,
            narrow: job.narrow.flatMap { narrow in narrowPlots[id].flatMap { $0.isEmpty ? nil : ($0, narrow.size) } })
      }
    }
    return PageData(tokens: tokens, map: map, timeUnit: plan.timeUnitName, epsilon: plan.options.epsilon)
  }

  /// How far a spring's CSS `linear()` stand-in strays from it, as the table shows it.
  static func cssLinearErrorText(_ linear: LinearEasing) -> String { StandInError(linear).text }

  /// A stand-in's error as the table shows it, as a value: the table has a column only when
  /// two tokens' shown errors differ, which is decided on these, not on their text.
  enum StandInError: Hashable {
    /// Within this many hundredths of a percent of the move (the table's two decimals).
    case within(hundredthsOfPercent: Int64)
    case neverSettles

    init(_ linear: LinearEasing) {
      self =
        linear.settles ? .within(hundredthsOfPercent: Int64((linear.maximumError * 10_000).rounded())) : .neverSettles
    }

    var text: String {
      switch self {
      case .within(let n): Format.percent(Double(n) / 10_000, decimals: 2)
      case .neverSettles: "never settles"
      }
    }
  }

  /// One row of the comparison table: the token's metrics, formatted.
  static func row(
    _ token: Token, _ m: AnimationMetrics, _ platform: PlatformMotion, slug: String, findings: [Finding],
    timeEnd: Double, swiftUI played: SwiftUIPlayback? = nil
  ) -> TokenRow {
    let a = token.animation
    let dash = SpecWords.none
    let worst = findings.map(\.severity).max()
    var row = TokenRow(
      id: token.id, name: token.name, anchor: Anchor.token(slug).id, group: token.group,
      groupTitle: GroupTitle.text(token.group),
      description: token.shownDescription, definition: token.definition, swiftUI: a.swiftUI,
      kind: a.spring == nil ? .timingCurve : .spring,
      duration: Format.time(m.duration), bounce: dash, dampingFraction: dash, mass: dash, stiffness: dash,
      damping: dash, settlingSwiftUI: dash, settlingExact: m.settling.exact.map { Format.time($0) } ?? "never",
      // "none" where it never passes the target, as its card says; a timing curve that stays
      // within its move has no overshoot to speak of.
      overshoot: m.spring == nil && m.overshoot == 0
        ? dash : m.peakTime == nil ? SpecWords.noOvershoot : Format.percent(m.overshoot),
      peakTime: m.peakTime.map { Format.time($0) } ?? dash,
      overshootSummary: m.peakTime.map { "\(Format.percent(m.overshoot)) at \(Format.time($0))" }
        ?? SpecWords.noOvershoot,
      lintStatus: worst.map { LintLevel(rawValue: $0.rawValue) ?? .error } ?? .ok,
      lintClass: "lint-" + (worst?.rawValue ?? "ok"),
      deprecated: token.deprecated, repeats: a.repetition.summary,
      compose: platform.compose.map {
        "\(Format.number($0.dampingRatio, decimals: 2)) / \(Format.number($0.stiffness, decimals: 1))"
      } ?? dash,
      cssLinearError: platform.linear.map(Self.cssLinearErrorText) ?? "exact",
      samples: samples(a, until: timeEnd),
      sortKeys: SortKeys(
        duration: m.duration, bounce: m.spring?.bounce, dampingFraction: m.spring?.dampingRatio,
        settlingSwiftUI: m.spring == nil ? nil : m.settling.swiftUI, settlingExact: m.settling.exact,
        overshoot: m.overshoot,
        peakTime: m.peakTime, cssLinearError: platform.linear?.maximumError ?? 0))
    if !m.looksDoneAtDuration {
      row.durationNote =
        "\(Format.percent(m.progressAtDuration, decimals: 0)) of the move done"
        + (m.riseTime95.map {
          "; \(Format.percent(AnimationMetrics.looksDoneFraction, decimals: 0)) at \(Format.time($0))"
        } ?? "")
    }
    row.reducedMotion = token.reducedMotion.map { r in
      guard let variant = r.animation else { return "none — the end state at once" }
      return r.token == nil ? variant.swiftUI : "\(r.token!) (\(variant.swiftUI))"
    }
    if let played {
      row.completion =
        played.diverges
        ? "— (diverges)"
        : played.player == .notASpring ? row.duration : played.removed.map { Format.time($0) } ?? "never"
      row.sortKeys.completion = played.removed
      let logical = played.logicallyComplete.map { "logically complete at \(Format.time($0))" }
      let removed =
        played.diverges
        ? "SwiftUI's 300 Hz stepping runs away for this spring (too stiff and overdamped for its step)"
        : played.removed.map { "removed at \(Format.time($0))" } ?? "never removed (it never rests)"
      row.completionSummary = [logical, removed].compactMap { $0 }.joined(separator: ", ")
    }
    if let s = m.spring {
      row.bounce = Format.compact(s.bounce, decimals: 2)
      row.dampingFraction = Format.number(s.dampingRatio, decimals: 2)
      row.mass = Format.compact(s.mass, decimals: 2)
      row.stiffness = Format.number(s.stiffness, decimals: 1)
      row.damping = Format.number(s.damping, decimals: 2)
      row.settlingSwiftUI =
        m.settling.swiftUIScanGivesUp
        ? "\(Format.time(0)) (gives up)" : m.settling.swiftUI.map { Format.time($0) } ?? "never"
      let own = Format.time(s.duration)
      if own != row.duration { row.springDuration = own }
    }
    row.numbers = SpecWords.card(row)
    return row
  }

  /// Position and velocity of a unit move from rest at ``sampleCount`` + 1 evenly spaced times.
  static func samples(_ a: Animation, until end: Double) -> MotionSamples {
    func rounded(_ v: Double) -> Double { v.isFinite ? NumberText.rounded(v, decimals: 4) : 0 }
    let times = (0...sampleCount).map { end * Double($0) / Double(sampleCount) }
    return MotionSamples(
      position: times.map { rounded(a.value(target: 1, initialVelocity: 0, time: $0)) },
      velocity: times.map { rounded(a.velocity(target: 1, initialVelocity: 0, time: $0)) })
  }
}
