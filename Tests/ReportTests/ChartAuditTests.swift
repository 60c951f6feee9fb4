import Foundation
import MotionSpecCairo
import MotionSpecCharts
import MotionSpecCore
import Testing

@testable import ChartKinds
@testable import MotionSpecCatalogue

/// What a person sees in a chart, checked for every kind at the four sizes the product is drawn
/// at — a slide or the page (1200 × 800, 800 × 500), a phone or a pull request's column
/// (480 × 360), an inline picture (320 × 200) — in both themes:
/// - no label overlaps another, is crossed by a line or leaves the canvas (``Scene/labelCollisions``);
/// - no text is cut: "…" appears only where the chart's own words have it;
/// - every line the chart names is named, at the line or in the legend;
/// - every labelled rule drawn has its label (beside it, or as a numbered callout);
/// - time is in the one unit, milliseconds: no "0.5 s" and no "(s)";
/// - a chart too small to say all this says instead which size it needs, and that size works.
@Suite struct ChartAuditTests {
  static let sizes = [
    Size(width: 1200, height: 800), Size(width: 800, height: 500), Size(width: 480, height: 360),
    Size(width: 320, height: 200),
  ]

  static let tokens: [Token] = [
    ".spring(duration: 0.5, bounce: 0.3)", ".spring(duration: 0.8, bounce: -0.4)", ".easeInOut(duration: 0.35)",
    ".bouncy",
  ].enumerated().map { i, e in
    Token(path: ["audit", "t\(i)"], definition: e, animation: try! MotionExpression.parse(e))
  }

  /// The token sets a kind is audited with: each token it draws alone, or all of them.
  static func sets(_ kind: ChartKind) -> [[Token]] {
    switch kind.arity {
    case .many: [tokens]
    case .optional: [[]] + tokens.filter { kind.applies(to: $0) }.prefix(2).map { [$0] }
    case .one: tokens.filter { kind.applies(to: $0) }.map { [$0] }
    }
  }

  @Test(arguments: ChartKind.allCases)
  func everyKindReadsAtEverySize(kind: ChartKind) throws {
    let measurer = try CairoTextMeasurer()
    var failures: [String] = []
    for tokens in Self.sets(kind) {
      for size in Self.sizes {
        for theme in [Theme.light, .dark] {
          let figure = try kind.figure(tokens, options: ChartOptions(size: size))
          var renderer = FigureRenderer(theme: theme, measurer: measurer)
          renderer.saysSizeNeeded = true
          let scene = renderer.scene(figure)
          let problems = Self.audit(scene, of: figure, measurer: measurer)
          if let needed = scene.needs {
            // The size it names must be one where it says everything.
            var larger = figure
            larger.size = needed
            let there = Self.audit(renderer.scene(larger), of: larger, measurer: measurer)
            if renderer.scene(larger).needs != nil || !there.isEmpty {
              failures.append(
                "\(Self.name(tokens)) @\(Self.name(size)): says it needs \(Self.name(needed)), where \(there)")
            }
          }
          if !problems.isEmpty {
            failures.append(
              "\(Self.name(tokens)) @\(Self.name(size)) \(theme.name): \(problems.joined(separator: "; "))")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(kind.rawValue):\n\(failures.joined(separator: "\n"))")
  }

  /// A mark that belongs to one of several lines is in that line's colour: the hand-off's
  /// "spring settles" rule and label are the spring's blue in both themes, not the settle mark's
  /// brown, which in the dark theme reads as the ease-in-out's orange.
  @Test func aMarkOfOneLineIsInThatLinesColour() throws {
    let measurer = try CairoTextMeasurer()
    for theme in [Theme.light, .dark] {
      let scene = FigureRenderer(theme: theme, measurer: measurer).scene(try ChartKind.handoff.figure([]))
      let spring = try #require(scene.allItems.first { $0.kind == .series && $0.role.hasSuffix("(spring)") })
      let rule = try #require(scene.allItems.first { $0.role == "position/rule:settling" })
      let label = try #require(scene.allItems.first { $0.role == "position/rule:settling:label" })
      guard case .path(_, _, let springStroke?) = spring.primitive, case .path(_, _, let ruleStroke?) = rule.primitive,
        case .text(_, _, _, _, let labelInk, _) = label.primitive
      else { Issue.record("the hand-off's spring, settle rule or label is not drawn as expected"); continue }
      #expect(ruleStroke.color.role == springStroke.color.role, "\(theme.name)")
      #expect(labelInk.role == Ink.series(0).forText.role, "\(theme.name)")
    }
  }

  /// Every mark reads as its own line's or as no line's: a rule, span or marker in a colour (not
  /// a grey reference) is drawn either in exactly the colour of a line, or in a mark colour no
  /// line of the figure comes near: CIE76 ΔE of at least 20 in both themes (the nearest pairs
  /// today: the dark duration purple and the pink line, 22; the looks-done cyan and the blue
  /// line, 25–29; the stagger span, 28). Every kind, every token set, at 800 × 500.
  @Test(arguments: ChartKind.allCases)
  func everyMarkIsInItsLinesColourOrNoLines(kind: ChartKind) throws {
    let measurer = try CairoTextMeasurer()
    var failures: [String] = []
    for tokens in Self.sets(kind) {
      for theme in [Theme.light, .dark] {
        let figure = try kind.figure(tokens, options: ChartOptions(size: Size(width: 800, height: 500)))
        let scene = FigureRenderer(theme: theme, measurer: measurer).scene(figure)
        // A mark's or line's colour; the neutral references (start, target: grey, labelled) are
        // no line's and no mark's.
        func colour(_ item: Scene.Item) -> Color? {
          guard case .path(_, let fill, let stroke) = item.primitive, let ink = stroke?.color ?? fill else {
            return nil
          }
          switch ink.role {
          case .series, .mark, .label: return theme.color(ink)
          default: return nil
          }
        }
        let lines = scene.allItems.filter { $0.kind == .series }.compactMap(colour)
        guard lines.count > 1 else { continue }
        for item in scene.allItems
        where ["/rule:", "/span:", "/marker:"].contains(where: item.role.contains) && !item.role.hasSuffix(":label") {
          guard let c = colour(item), !lines.contains(where: { Self.deltaE($0, c) < 1e-6 }) else { continue }
          let nearest = lines.map { Self.deltaE($0, c) }.min() ?? .infinity
          if nearest < 20 {
            failures.append(
              "\(Self.name(tokens)) \(theme.name): \(item.role) is ΔE \(Int(nearest)) from a line's colour")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(kind.rawValue):\n\(failures.joined(separator: "\n"))")
  }

  /// CIE76 colour difference of two sRGB colours (D65).
  static func deltaE(_ a: Color, _ b: Color) -> Double {
    func lab(_ c: Color) -> (Double, Double, Double) {
      func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
      let (r, g, b) = (linear(c.red), linear(c.green), linear(c.blue))
      let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
      let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
      let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
      func f(_ t: Double) -> Double { t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116 }
      return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
    let (p, q) = (lab(a), lab(b))
    return ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2)).squareRoot()
  }

  static func name(_ tokens: [Token]) -> String {
    tokens.isEmpty ? "(its example)" : tokens.map(\.definition).joined(separator: ", ")
  }

  static func name(_ size: Size) -> String { "\(Int(size.width))×\(Int(size.height))" }

  /// What a person would find wrong in `scene`, drawn from `figure`.
  static func audit(_ scene: Scene, of figure: Figure, measurer: any TextMeasuring) -> [String] {
    var problems = scene.labelCollisions(measuredBy: measurer).map(\.description)
    let texts = scene.allItems.compactMap { item -> (role: String, text: String)? in
      if case .text(let s, _, _, _, _, _) = item.primitive { return (item.role, s) }
      return nil
    }
    // Cut text: an ellipsis the chart's own words do not have.
    let words = sourceTexts(figure)
    for (role, text) in texts where text.contains("…") && !words.contains(where: { $0.contains(text) }) {
      problems.append("\(role) “\(text)” is cut")
    }
    // Time in one unit.
    let seconds = try! NSRegularExpression(pattern: "[0-9] s\\b|\\(s\\)")
    for (role, text) in texts
    where seconds.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
      problems.append("\(role) “\(text)” gives a time in seconds")
    }
    guard scene.needs == nil else { return problems }
    // Every line the chart names is named.
    var named = Set(figure.panels.flatMap(\.series).filter(\.inLegend).map(\.name))
    if let form = figure.compact {
      named.formUnion(figure.compacted(form).panels.flatMap(\.series).filter(\.inLegend).map(\.name))
    }
    let roles = Set(scene.allItems.map(\.role))
    let drawnSeries = Set(
      scene.allItems.filter { $0.kind == .series }.compactMap { $0.role.split(separator: "/").last }.map {
        String($0.dropFirst("series:".count))
      })
    // (A chart of one line is named by its title.)
    let shown = drawnSeries.intersection(named)
    for series in shown.sorted()
    where shown.count > 1 && !roles.contains("legend:\(series)")
      && !roles.contains(where: { $0.hasSuffix("/name:\(series)") })
      && !roles.contains("\(series.lowercased())/title")  // a small multiple titled by its line
    {
      problems.append("line “\(series)” is not named")
    }
    // Every labelled rule drawn in the window has its label, in the panel that labels it.
    // (The form drawn: the compact one where the scene has fewer plots than the figure panels.)
    let drawn = figure.compact.map { scene.plots.count < figure.panels.count ? figure.compacted($0) : figure } ?? figure
    var labelled = Set<String>()
    for (i, panel) in drawn.panels.enumerated() {
      let key = panel.title?.lowercased() ?? "panel\(i)"
      for rule in panel.rules where rule.label != nil { labelled.insert("\(key)/\(rule.role)") }
    }
    for item in scene.allItems where labelled.contains(item.role) {
      guard case .path = item.primitive, !roles.contains(where: { $0.hasPrefix(item.role + ":label") }) else {
        continue
      }
      problems.append("rule \(item.role) has no label")
    }
    return Array(Set(problems)).sorted()
  }

  /// Every text a figure gives its renderer.
  static func sourceTexts(_ figure: Figure) -> [String] {
    var words = [figure.title, figure.subtitle ?? "", figure.footnote ?? ""] + figure.legendMarkers.map(\.name)
    words += figure.compact.flatMap(\.caption).map { [$0] } ?? []
    for panel in figure.panels {
      words += [panel.title ?? "", panel.caption ?? "", panel.xTitle, panel.yTitle]
      words += panel.series.flatMap { [$0.name, $0.shortName ?? ""] }
      words += panel.rules.flatMap { [$0.label ?? "", $0.shortLabel ?? ""] }
      words += panel.annotations.map(\.text) + panel.markers.compactMap(\.label) + panel.spans.map(\.label)
      words += panel.bands.compactMap(\.label)
    }
    return words.filter { !$0.isEmpty }
  }
}
