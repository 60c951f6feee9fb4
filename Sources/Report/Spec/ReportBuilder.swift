import Cairo
import Charts
import ChartsCairo
import Foundation
import Motion
import Spec

/// A chart of the report: its identity, figure, alt text, and a fingerprint of its inputs.
struct ChartJob: Sendable {
  let id: ChartID
  let figure: Figure
  let alt: String
  /// Everything that determines the chart, as text (the cache key's source).
  let fingerprint: String
}

/// A chart after rendering: its files are written; what remains is the page's inline SVG.
struct RenderedChart: Sendable {
  let job: ChartJob
  let inline: String
}

/// Builds the render model of a catalogue and renders its charts.
///
/// Every number it shows comes from one ``AnimationMetrics`` per token, computed once under the
/// report's conditions (a unit move from rest, the report's ε) and only formatted here.
struct ReportBuilder {
  let catalogue: Catalogue
  let sourceText: String
  let options: ReportOptions
  let measurer: CairoTextMeasurer
  /// File-name and anchor slugs, computed once: one per token (in catalogue order) and one per
  /// group, each unique within its kind (``ChartID`` adds a prefix per kind).
  let tokenSlugs: [String]
  let groupSlugs: [String: String]
  /// The metrics of every token, in catalogue order.
  let metrics: [AnimationMetrics]
  /// The time unit of every chart of the report: one for all, chosen for the longest window.
  let timeUnit: AxisUnit

  init(catalogue: Catalogue, sourceText: String, options: ReportOptions, measurer: CairoTextMeasurer) {
    self.catalogue = catalogue
    self.sourceText = sourceText
    self.options = options
    self.measurer = measurer
    var tokens = Slugger(), groups = Slugger()
    tokenSlugs = catalogue.tokens.map { tokens.slug($0.id) }
    groupSlugs = Dictionary(uniqueKeysWithValues: catalogue.groups.map { ($0, groups.slug($0.isEmpty ? "tokens" : $0)) })
    let conditions = MotionConditions(epsilon: options.epsilon)
    metrics = catalogue.tokens.map { AnimationMetrics($0.animation, conditions) }
    timeUnit = AxisUnit.time(for: 0...(metrics.map(\.windowEnd).max() ?? 1))
  }

  static let explainerOrder: [(ChartKind, String, String)] = [
    (.easingComparison, "Continuity: linear, ease-in-out and spring",
     "A linear animation starts and stops at full speed, so its velocity jumps at both ends. Ease-in-out keeps velocity continuous by starting and ending at rest; a spring of the same perceptual duration does so too, and gets most of the way sooner."),
    (.handoff, "Gesture hand-off",
     "When a gesture ends, the object is already moving. A spring starts with that velocity and carries it into the animation; an ease-in-out starts from rest, so the velocity snaps to zero — a visible kink in the motion."),
    (.bounceFamily, "Bounce: bouncy, smooth and flattened",
     "Duration sets the pace, bounce the character. Positive bounce overshoots and oscillates (underdamped); zero arrives as fast as possible without overshoot (critically damped); negative bounce creeps in more slowly (overdamped)."),
    (.decomposition, "A spring is a cosine times an exponential",
     "At bounce 1 nothing decays and the motion is a pure cosine whose period is the duration. Damping multiplies it by an exponential envelope, and shifts the cosine so the motion leaves from rest — the product is the spring."),
    (.settling, "Perceptual duration and settling duration",
     "A spring's duration is its perceptual duration: when it looks done and when completion handlers run. It keeps moving imperceptibly until it settles. SwiftUI's settlingDuration bounds this conservatively, Core Animation uses the tight envelope, and the exact time is the last exit from the ε band."),
    (.retarget, "Retargeting",
     "When the target changes mid-flight, a spring continues from its current position and velocity, so the motion stays smooth. An ease-in-out restarts from rest: its velocity drops to zero and climbs again."),
    (.parameterMap, "The motion system at a glance",
     "Every spring token placed by duration and bounce. Shaded zones mark the guidance that lint applies: bounce above 0.4, and durations outside 0.15–0.8 s."),
    (.catalogue, "Every token, side by side",
     "Small multiples of every token's position over time on one time axis, with the moment each settles marked."),
    (.stagger, "Staggered reveals",
     "Several elements revealed with one token, each delayed by the catalogue's stagger interval: the interval sets the rhythm, the token the motion of each element."),
  ]

  /// The charts, tokens' first and then explainers. A chart the plan asks for and cannot draw
  /// is an error: nothing is dropped silently.
  func jobs() throws(ChartError) -> [ChartJob] {
    var out: [ChartJob] = []
    let chartOptions = ChartOptions(epsilon: options.epsilon, staggerInterval: catalogue.staggerInterval, timeUnit: timeUnit)
    for (i, (token, slug)) in zip(catalogue.tokens, tokenSlugs).enumerated() {
      out.append(ChartJob(id: .token(slug), figure: try ChartKind.motion.figure([token], options: chartOptions), alt: alt(for: token, metrics[i]), fingerprint: fingerprint("motion", [token])))
      if ChartKind.decomposition.applies(to: token) {
        out.append(ChartJob(
          id: .decomposition(slug), figure: try ChartKind.decomposition.figure([token], options: chartOptions),
          alt: "\(token.name) decomposed into the functions its motion is made of", fingerprint: fingerprint("decomposition", [token])))
      }
    }
    for group in catalogue.groups {
      let members = catalogue.tokens.filter { $0.group == group }
      guard members.count > 1, members.count <= 7 else { continue }
      var figure = try ChartKind.overlay.figure(members, options: chartOptions)
      figure.title = group.isEmpty ? "All tokens compared" : "\(group): \(members.count) tokens compared"
      out.append(ChartJob(
        id: .group(groupSlugs[group]!), figure: figure, alt: "Position and velocity of the \(members.count) tokens of \(group.isEmpty ? "the catalogue" : group) overlaid",
        fingerprint: fingerprint("overlay:\(figure.title)", members)))
    }
    let springs = catalogue.tokens.filter { $0.animation.spring != nil }
    // The explainers that need one token use the most clearly bouncing one (bounce ≤ 0.5), as the
    // talk does with a bouncy spring; a catalogue without bounce falls back to its first spring.
    let bouncing = springs.filter { ($0.animation.spring?.bounce ?? 0) > 0 && ($0.animation.spring?.bounce ?? 0) <= 0.5 }
    let representative = bouncing.max { ($0.animation.spring?.bounce ?? 0) < ($1.animation.spring?.bounce ?? 0) } ?? springs.first
    for (kind, title, _) in ReportBuilder.explainerOrder {
      let tokens: [Token]
      switch kind.arity {
      case .many: tokens = kind == .catalogue ? catalogue.tokens : springs
      case .one: tokens = representative.map { [$0] } ?? []
      case .optional: tokens = (kind == .bounceFamily ? representative : springs.first).map { [$0] } ?? []
      }
      if kind.arity != .optional && tokens.isEmpty { continue }
      if kind == .stagger && catalogue.staggerInterval == nil { continue }
      if kind == .catalogue && tokens.count > CatalogueChart.maximumTokens { continue }
      out.append(ChartJob(id: .explainer(kind), figure: try kind.figure(tokens, options: chartOptions), alt: title, fingerprint: fingerprint("explainer:\(kind.rawValue)", tokens)))
    }
    return out
  }

  /// The text a chart's cache key is made from: version, kind, scheme, options and every input
  /// token's identity, wording and exact motion (doubles written in full).
  func fingerprint(_ kind: String, _ tokens: [Token]) -> String {
    var parts = ["motionspec \(Version.string)", kind, options.colorScheme.rawValue, "\(options.epsilon)", "\(catalogue.staggerInterval ?? -1)", "\(timeUnit)"]
    for t in tokens {
      parts.append([t.id, t.name, t.description ?? "", t.definition, t.animation.swiftUI, String(describing: t.animation.curve),
        "\(t.animation.delay) \(t.animation.speed) \(t.animation.initialVelocity)", t.animation.notes.joined(separator: ";")].joined(separator: "|"))
    }
    return parts.joined(separator: "\n")
  }

  func alt(for token: Token, _ m: AnimationMetrics) -> String {
    "Position and velocity over time of \(token.name), \(token.animation.swiftUI): \(ChartSupport.summary(m, unit: timeUnit)), "
      + (m.settling.exact.map { "settles in \(Format.time($0, unit: timeUnit))" } ?? "never settles")
  }

  /// Renders every job on all cores: writes its SVG and PNG @2x into `output` and keeps only
  /// the inline SVG for the page, so memory stays flat however many tokens there are. Results
  /// come back in job order, whatever order the workers finished in.
  func render(_ jobs: [ChartJob], into output: OutputDirectory, cache: ChartCache?) throws -> [RenderedChart] {
    let scheme = options.colorScheme
    let workers = options.workers > 0 ? options.workers : ProcessInfo.processInfo.activeProcessorCount
    let results = ResultSlots<RenderedChart>(count: jobs.count)
    let next = WorkCounter()
    let lanes = max(1, min(workers, jobs.count))
    let fontMaps = try (0..<lanes).map { _ in try FontMap() }  // one per worker, for its whole run
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      let fontMap = fontMaps[lane]
      while let i = next.take(below: jobs.count) {
        results.set(i, Result { () throws -> RenderedChart in
          let job = jobs[i]
          let key = ChartCache.key(job.fingerprint)
          if let hit = cache?.lookup(key) {
            try output.link(hit.svg, at: "charts/\(job.id.fileBase).svg")
            try output.link(hit.png, at: "charts/\(job.id.fileBase)@2x.png")
            return RenderedChart(job: job, inline: hit.inline)
          }
          // One scene: the files in the report's theme, and the page's inline SVG with the theme's
          // colours as CSS variables, so the stylesheet shows it light, dark or per the reader.
          let theme = scheme == .dark ? Theme.dark : Theme.light
          let scene = FigureRenderer(theme: theme, measurer: measurer).scene(job.figure)
          let svg = try SceneRenderer.render(scene, theme: theme, as: .svg, fontMap: fontMap)
          let png = try SceneRenderer.render(scene, theme: theme, as: .png, scale: 2, fontMap: fontMap)
          try output.put(svg, at: "charts/\(job.id.fileBase).svg")
          try output.put(png, at: "charts/\(job.id.fileBase)@2x.png")
          // Ids derive from the chart's identity, unique in the report and stable across renders.
          let inline = SVGWriter(measurer: measurer, idPrefix: job.id.fileBase, fallback: theme).svg(scene, title: job.alt)
          cache?.store(key, ChartCache.Entry(svg: Data(svg), png: Data(png), inline: inline))
          return RenderedChart(job: job, inline: inline)
        })
      }
    }
    return try results.values().map { try $0.get() }
  }

  /// The figure of a chart at print size: page width, the chart's height, no title block
  /// (in print the page heading names the chart).
  func printFigure(_ job: ChartJob, paper: Charts.Size) -> Figure {
    var figure = job.figure
    figure.title = ""
    figure.subtitle = nil
    let width = paper.width - 84
    let tall = figure.size.height > 600
    let height = tall ? min(paper.height - 200, figure.size.height * width / figure.size.width)
      : job.id.isExplainer ? PDFComposer.printExplainerHeight : PDFComposer.printChartHeight
    figure.size = Charts.Size(width: width, height: height)
    return figure
  }

  /// The render model.
  func document(rendered: [RenderedChart], findings: [Finding]) -> ReportDocument {
    let byID = Dictionary(rendered.map { ($0.job.id, $0) }, uniquingKeysWith: { a, _ in a })
    func ref(_ chart: RenderedChart) -> ChartRef {
      ChartRef(id: chart.job.id, alt: chart.job.alt, svg: chart.inline, svgFile: "charts/\(chart.job.id.fileBase).svg", pngFile: "charts/\(chart.job.id.fileBase)@2x.png")
    }
    let timeEnd = metrics.map(\.windowEnd).max() ?? 1
    var rows: [TokenRow] = []
    var cards: [(String, TokenCard)] = []
    for (i, (token, slug)) in zip(catalogue.tokens, tokenSlugs).enumerated() {
      let mine = findings.filter { $0.token == token.id }
      var row = Self.row(token, metrics[i], slug: slug, findings: mine, timeEnd: timeEnd)
      row.aliasOf = token.aliasOf.map { target in
        AliasView(id: target, anchor: catalogue.tokens.firstIndex { $0.id == target }.map { "token-" + tokenSlugs[$0] } ?? "")
      }
      rows.append(row)
      guard let chart = byID[.token(slug)] else { continue }
      cards.append((token.group, TokenCard(
        row: row, chart: ref(chart), decomposition: byID[.decomposition(slug)].map(ref),
        findings: mine.map { FindingView(severity: $0.severity.rawValue, rule: $0.rule, message: $0.message, fix: $0.fix) },
        notes: token.animation.notes, hasFindings: !mine.isEmpty)))
    }
    let groups = catalogue.groups.map { name in
      ReportDocument.Group(
        name: name.isEmpty ? "Tokens" : name, anchor: "group-" + groupSlugs[name]!,
        overview: byID[.group(groupSlugs[name]!)].map(ref), cards: cards.filter { $0.0 == name }.map(\.1))
    }
    let explainers = ReportBuilder.explainerOrder.compactMap { kind, title, text -> Explainer? in
      guard let chart = byID[.explainer(kind)] else { return nil }
      return Explainer(anchor: ChartID.explainer(kind).fileBase, title: title, text: text, chart: ref(chart))
    }
    let warnings = findings.filter { $0.severity == .warning }.count
    let notes = findings.filter { $0.severity == .note }.count
    return ReportDocument(
      title: "Motion spec — \(catalogue.name)", catalogueName: catalogue.name, source: catalogue.source, contentHash: contentHash(sourceText),
      tokenCount: catalogue.tokens.count, generator: "motionspec \(Version.string)", paper: options.paper.rawValue,
      themeClass: "theme-\(options.colorScheme.rawValue)",
      chartColors: ".theme-light, .theme-auto { \(Theme.light.cssDeclarations) }\n.theme-dark { \(Theme.dark.cssDeclarations) }\n"
        + "@media (prefers-color-scheme: dark) { .theme-auto { \(Theme.dark.cssDeclarations) } }\n"
        + "@media print { .theme-dark, .theme-auto { \(Theme.light.cssDeclarations) } }",
      rows: rows, groups: groups, explainers: explainers,
      lintSummary: "\(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")",
      sourceNotes: [
        "Some articles give .snappy as response 0.3 with damping fraction 1.0. Apple documents .snappy as duration 0.5 s with bounce 0.15 (damping ratio 0.85); this spec uses Apple's definition.",
        "Older material gives .spring()'s default response as 0.55 s; current SwiftUI documents 0.5 s with damping fraction 0.825, which this spec uses.",
        "SwiftUI renders Animation.spring(…) with a 300 Hz integrator and interpolatingSpring with a closed form that treats overdamping as critical; the charts plot the closed form, within about 1.5 % of the integrator.",
        "Times are measured from the moment an animation is triggered: a delay and a speed are included. A spring's own duration and bounce are shown as such.",
      ])
  }

  /// One row of the comparison table: the token's metrics, formatted.
  static func row(_ token: Token, _ m: AnimationMetrics, slug: String, findings: [Finding], timeEnd: Double) -> TokenRow {
    let a = token.animation
    let dash = "—"
    let worst = findings.map(\.severity).max()
    var row = TokenRow(
      id: token.id, name: token.name, anchor: "token-" + slug, group: token.group, description: token.description ?? "",
      definition: token.definition, swiftUI: a.swiftUI, kind: a.spring == nil ? "timing curve" : "spring",
      duration: Format.seconds(m.duration), bounce: dash, response: dash, dampingFraction: dash, mass: dash, stiffness: dash,
      damping: dash, settlingSwiftUI: dash, settlingExact: m.settling.exact.map { Format.seconds($0) } ?? "never",
      overshoot: m.spring == nil && m.overshoot == 0 ? dash : Format.percent(m.overshoot), peakTime: m.peakTime.map { Format.seconds($0) } ?? dash,
      lintStatus: worst.map { $0 == .note ? "note" : $0.rawValue } ?? "ok", lintClass: "lint-" + (worst?.rawValue ?? "ok"),
      sparklineSVG: Sparkline.svg(a, until: timeEnd), deprecated: token.deprecated, repeats: a.repetition.summary)
    if let s = m.spring {
      row.bounce = Format.compact(s.bounce, decimals: 2)
      row.response = Format.seconds(s.response)
      row.dampingFraction = Format.number(s.dampingRatio, decimals: 2)
      row.mass = Format.compact(s.mass, decimals: 2)
      row.stiffness = Format.number(s.stiffness, decimals: 1)
      row.damping = Format.number(s.damping, decimals: 2)
      row.settlingSwiftUI = m.settling.swiftUIScanGivesUp ? "0 s (gives up)" : m.settling.swiftUI.map { Format.seconds($0) } ?? "never"
    }
    return row
  }
}

/// Collects results from concurrent workers by index.
final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private var slots: [Result<T, any Error>?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ r: Result<T, any Error>) { lock.withLock { slots[i] = r } }
  func values() -> [Result<T, any Error>] { lock.withLock { slots.map { $0! } } }
}

/// Hands out work indices 0, 1, 2… to concurrent workers, each index once.
public final class WorkCounter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  public init() {}
  /// The next index, or `nil` once `limit` have been handed out.
  public func take(below limit: Int) -> Int? {
    lock.withLock {
      guard value < limit else { return nil }
      defer { value += 1 }
      return value
    }
  }
}

/// motionspec's version.
public enum Version {
  public static let string = "0.1.0"
}
