import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport
import MotionSpecFiles
import MotionSpecParallel
import ReportCache
import ReportDrawing
import ReportModel

/// `render --format docc`: the motion spec as a DocC catalog, for teams whose design system is
/// documented with DocC (`docc convert`, Xcode, the swift-docc plugin).
///
/// The root article (`Motion.md`, a technology root) holds the table of every token — DocC
/// tables hold text, so each row links to its token's section — and lists an article per group
/// and one of explainers. A group's article has a section per token: its light and dark @2x
/// charts (`token-….png` as `@2x` and `~dark@2x` files, which DocC picks by the reader's scheme),
/// an animated GIF of its motion (the encoder of `diff --animate`), its definition, numbers and
/// code for every platform. Numbers come formatted from the spec's own document model; catalogue
/// text is escaped for Markdown (``MarkdownText``) and never opens a link, a directive or HTML.
public enum DoccCatalog {
  /// Writes the catalog into `directory` (replaced atomically, like a spec); returns how many
  /// images it holds.
  /// `technologyRoot` false writes the root article as a plain article, for a folder inside a
  /// module's own catalog (whose root is the module): link it from there with `<doc:Motion>`.
  public static func write(
    _ catalogue: Catalogue, sourceText: String, to directory: String, options: ReportOptions = ReportOptions(),
    technologyRoot: Bool = true
  ) throws -> Int {
    let templates = try TemplateFiles(overrides: options.templatesDirectory)
    let prose = try Prose(templates)
    var options = options
    options.playback = false
    let plan = ChartPlan(catalogue: catalogue, options: options, prose: prose, docc: true)
    let jobs: [ChartJob]
    do { jobs = try plan.jobs() } catch { throw ReportError.chart(error.description) }
    let exporter = Exporter(catalogue: catalogue)
    let builder = DocumentBuilder(plan: plan, sourceText: sourceText, exporter: exporter)
    let findings = options.lintPolicy.apply(Lint.check(catalogue, limits: options.lintPolicy.limits))
    let document = builder.document(charts: jobs, findings: findings)
    // The charts an article shows: every token's, and every explainer's.
    let shown = jobs.filter {
      switch $0.id {
      case .token, .sequence, .explainer: true
      case .decomposition, .group: false
      }
    }
    let workers = options.workers > 0 ? options.workers : ProcessInfo.processInfo.activeProcessorCount
    let cache = options.cacheDirectory.flatMap { ChartCache(directory: $0) }
    return try OutputDirectory.writing(directory, what: "the DocC catalog") { output in
      // Through the drawing room, as every chart of a render is, and from the cache where it holds them.
      let images = try Parallel.map(
        count: shown.count, workers: workers,
        lane: { _ throws in
          let drawing = try Drawing(cache: cache)
          return (drawing, drawing.typefaces())
        }
      ) { lane, i throws -> Int in
        let job = shown[i]
        for (theme, suffix) in [(Theme.light, ""), (Theme.dark, "~dark")] {
          try lane.0.image(
            of: job, theme: theme, cache: cache, typefaces: lane.1, into: output,
            at: "Resources/\(job.id.fileBase)\(suffix)@2x.png")
        }
        return 2
      }
      let tokens = catalogue.tokens
      // A token's files are named by its card's anchor, which is its chart's file base.
      let anchors = document.rows.map(\.anchor)
      let epsilon = options.epsilon
      let previews = try Parallel.map(
        count: tokens.count, workers: workers, lane: { _ throws in try Drawing(cache: nil) }
      ) { drawing, i throws -> [(String, [UInt8])] in
        var files: [(String, [UInt8])] = []
        for (theme, suffix) in [(Theme.light, ""), (Theme.dark, "~dark")] {
          if let gif = try drawing.preview(of: tokens[i], epsilon: epsilon, theme: theme) {
            files.append(("Resources/\(anchors[i])-preview\(suffix).gif", gif))
          }
        }
        return files
      }
      var written = images.reduce(0, +)
      for (path, bytes) in previews.joined() {
        try output.put(bytes, at: path)
        written += 1
      }
      let hasPreview = Set(previews.joined().map(\.0))
      for (name, text) in articles(
        document, catalogue: catalogue, prose: prose, hasPreview: hasPreview, technologyRoot: technologyRoot)
      {
        try output.put(text.utf8, at: name)
      }
      return written
    }
  }

  /// The articles: file name and Markdown.
  static func articles(
    _ document: ReportDocument, catalogue: Catalogue, prose: Prose, hasPreview: Set<String>, technologyRoot: Bool = true
  ) -> [(String, String)] {
    let groupFiles = document.groups.map { "Group-" + $0.slug }
    var out: [(String, String)] = []
    // The root: what the catalog is, the table of every token, the articles.
    var root = "# \(MarkdownText.text(document.catalogueName))\n\n"
    if technologyRoot { root += "@Metadata {\n  @TechnologyRoot\n}\n\n" }
    // The title above is the catalogue's name: the abstract does not say it again ("The motion
    // tokens of Motion tokens").
    root +=
      "\(document.tokenCount) motion token\(document.tokenCount == 1 ? "" : "s"), drawn and measured by \(MarkdownText.text(document.generator)) from \(MarkdownText.text(document.source)).\n\n"
    root += "## Overview\n\n"
    root +=
      "Every token with the numbers that describe its motion, a table per group. Duration is the perceptual duration from the trigger; Settles (exact) is the time after which the motion stays within \(MarkdownText.text(document.epsilon)) of the move; Completes is when SwiftUI removes the animation for a move of \(MarkdownText.text(document.completionDistance)). A token's name opens its section, which holds its definition, every number and its code for each platform.\n\n"
    // Five short columns fit DocC's 705-pixel column (and scroll, not wrap, on a phone); the
    // definition, the spring's other numbers and the code are in the token's section.
    for (group, file) in zip(document.groups, groupFiles) {
      root += "### \(MarkdownText.text(group.title))\n\n"
      root +=
        "The \(group.cards.count == 1 ? "token" : "tokens") of <doc:\(file)>.\n\n"
      let columns: [SpecWords.Column] = [.token, .duration, .bounce, .settlesExact, .completes]
      root +=
        "| "
        + columns.map { MarkdownText.cell($0.heading(completionDistance: document.completionDistance)) }.joined(
          separator: " | ") + " |\n|---|---:|---:|---:|---:|\n"
      for card in group.cards {
        let row = card.row
        // DocC titles a link to a section with the section's heading, which is the token's name.
        let name =
          linkable(row.name) ? "<doc:\(file)#\(row.name)>" : MarkdownText.cell(MarkdownText.text(row.name))
        root +=
          "| " + ([name] + columns.dropFirst().map { MarkdownText.cell($0.text(row)) }).joined(separator: " | ")
          + " |\n"
      }
      root += "\n"
    }
    root += "\(MarkdownText.text(document.completionText))\n\n## Topics\n\n### Groups\n\n"
    for file in groupFiles { root += "- <doc:\(file)>\n" }
    if document.sequences != nil { root += "\n### Sequences\n\n- <doc:\(sequencesFile)>\n" }
    root += "\n### How springs move\n\n- <doc:How-springs-move>\n"
    out.append(("Motion.md", root))
    if let section = document.sequences { out.append((sequencesFile + ".md", sequences(section))) }

    // One article per group, a section per token.
    for (group, file) in zip(document.groups, groupFiles) {
      var text = "# \(MarkdownText.text(group.title))\n\n"
      text +=
        "The \(group.cards.count) token\(group.cards.count == 1 ? "" : "s") of \(MarkdownText.text(group.title)).\n\n## Overview\n\n"
      text +=
        "Each token with its position and velocity over time (light and dark), its motion playing, its definition, its numbers and its code for every platform.\n\n"
      for card in group.cards {
        let row = card.row
        text += "### \(MarkdownText.text(row.name))\n\n"
        if !row.description.isEmpty { text += MarkdownText.text(row.description) + "\n\n" }
        let chart = card.chart
        text += "![\(MarkdownText.alt(chart.alt))](\(chart.id.fileBase).png)\n\n"
        if hasPreview.contains("Resources/\(chart.id.fileBase)-preview.gif") {
          text +=
            "![Animation of \(MarkdownText.alt(row.name)): its curve draws itself as it moves](\(chart.id.fileBase)-preview.gif)\n\n"
        }
        text += "```swift\n\(fenced(row.swiftUI))\n```\n\n"
        for number in row.numbers {
          text += "- \(MarkdownText.text(number.label)): \(MarkdownText.text(number.text))\n"
        }
        text += "\n"
        if !card.platforms.isEmpty {
          text += "#### Code for every platform\n\n"
          for snippet in card.platforms {
            text +=
              "\(MarkdownText.text(snippet.title)):\n\n```\(snippet.language == "swift" ? "swift" : "")\n\(fenced(snippet.code))\n```\n\n"
          }
        }
      }
      out.append((file + ".md", text))
    }

    // The explainers.
    var explainers =
      "# How springs move\n\nThe ideas behind the numbers, after the WWDC23 session \u{201C}Animate with springs\u{201D}.\n\n## Overview\n\n"
    explainers += "Each idea with its chart, drawn for this catalogue.\n\n"
    for explainer in document.explainers {
      explainers += "### \(MarkdownText.text(explainer.title))\n\n\(MarkdownText.text(explainer.text))\n\n"
      explainers += "![\(MarkdownText.alt(explainer.chart.alt))](\(explainer.chart.id.fileBase).png)\n\n"
    }
    out.append(("How-springs-move.md", explainers))
    return out
  }

  /// The sequences' article (named so that it cannot meet a module catalog's own `Sequences`).
  static let sequencesFile = "Motion-sequences"

  /// The sequences' article: a section per sequence with its timeline, numbers, tracks and code.
  static func sequences(_ section: SequencesSection) -> String {
    var text = "# \(MarkdownText.text(section.title))\n\n\(MarkdownText.text(section.text))\n\n## Overview\n\n"
    text +=
      "Each sequence with its timeline (light and dark), how long it lasts, its tracks as SwiftUI's keyframes spell them and its code for every platform that plays keyframes.\n\n"
    for card in section.cards {
      text += "### \(MarkdownText.text(card.name))\n\n"
      if !card.description.isEmpty { text += MarkdownText.text(card.description) + "\n\n" }
      text += "![\(MarkdownText.alt(card.chart.alt))](\(card.chart.id.fileBase).png)\n\n"
      var numbers = [("Id", card.id), ("Duration", card.duration)]
      if let one = card.elementDuration { numbers.append(("One element", one)) }
      if let stagger = card.stagger { numbers.append(("Stagger", stagger)) }
      for next in card.chain { numbers.append(("Then", next)) }
      for (label, value) in numbers { text += "- \(label): \(MarkdownText.text(value))\n" }
      text += "\n"
      for track in card.tracks {
        text += "- \(MarkdownText.text(track.property)) from \(MarkdownText.text(track.from)), \(track.duration):\n\n"
        text += "  ```swift\n" + track.keyframes.map { "  " + fenced($0) }.joined(separator: "\n") + "\n  ```\n\n"
      }
      for finding in card.findings {
        text +=
          "> \(finding.severity.rawValue.capitalized): \(MarkdownText.text(finding.message)) Fix: \(MarkdownText.text(finding.fix))\n\n"
      }
      if !card.platforms.isEmpty {
        text += "#### Code for every platform\n\n"
        for snippet in card.platforms {
          text +=
            "\(MarkdownText.text(snippet.title)):\n\n```\(snippet.language == "swift" ? "swift" : "")\n\(fenced(snippet.code))\n```\n\n"
        }
      }
    }
    return text
  }

  /// Whether a token's name can be a link's fragment as it is (DocC derives a section's anchor
  /// from its heading).
  static func linkable(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_".unicodeScalars.contains($0) }
      && name.unicodeScalars.allSatisfy(\.isASCII)
  }

  /// Text inside a fenced code block: no line of it can close the fence.
  static func fenced(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.trimmingCharacters(in: .whitespaces).hasPrefix("```") ? " " + line : String(line)
    }.joined(separator: "\n")
  }
}
