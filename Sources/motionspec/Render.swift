import ArgumentParser
import Foundation
import MotionSpecCatalogue
import MotionSpecNumbers
import Report
import ReportModel

/// `motionspec render [CATALOGUE]`: the HTML and PDF motion spec with every chart.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the motion spec: index.html, motion-spec.pdf and charts/ (SVG, and PNG @2x for the figures).")

  @OptionGroup var catalogue: CatalogueArguments
  @OptionGroup var policy: PolicyOptions

  @Option(
    name: [.short, .customLong("output")],
    help:
      "Output directory (replaced atomically); reports/motion-spec, or reports/MotionTokens.docc with --format docc.")
  var outputOption: String?

  /// The output directory: as given, or the format's default.
  var output: String { outputOption ?? (format == .docc ? "reports/MotionTokens.docc" : "reports/motion-spec") }

  @Option(help: "The PDF's paper size.")
  var paper: ReportOptions.Paper = .a4

  @Option(
    help: ArgumentHelp(
      "Draw a platform's own motion (\(ReferenceCatalogue.names)) after the team's tokens, in groups under its name, in the table, the map and the overlays; lint says nothing about them.",
      valueName: "reference"))
  var reference: ReferenceCatalogue?

  @Option(
    help:
      "spec: index.html, motion-spec.pdf, charts/, motion-elements.js and motion-tokens.json. docc: a DocC catalog (give -o a NAME.docc path): an article per group with every token's light and dark @2x charts, its animation as a GIF, its numbers and code, for docc convert or Xcode."
  )
  var format: RenderFormat = .spec

  enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case spec, docc
  }

  @Flag(
    inversion: .prefixedNo,
    help:
      "With --format docc: make the catalog's root article a technology root (on), or a plain article for a folder inside a module's own catalog (off; link it with <doc:Motion>)."
  )
  var doccRoot = true

  @Option(help: "A directory whose templates override the bundled ones.")
  var templates: String?

  @Option(help: "The page's colours; auto follows the reader's colour scheme.")
  var theme: ReportOptions.ColorScheme = .auto

  @Flag(
    help:
      "Also write poster.pdf: one landscape page with every token's curves and numbers (a tile per group beyond \(ReportOptions.posterTokenLimit) tokens), the map and the platforms."
  )
  var poster = false

  @Option(help: "The poster's paper, landscape.")
  var posterPaper: ReportOptions.PosterPaper = .a3

  @Option(
    help:
      "The move, in points, for which the table gives SwiftUI's completion time (it depends on the distance; see inspect --fidelity swiftui)."
  )
  var distance: Double = 300

  @Flag(help: "No progress line.")
  var quiet = false

  @Flag(help: "Draw every chart again instead of reusing unchanged ones from the cache (DIR/../.motionspec-cache).")
  var noCache = false

  @Flag(help: "Print seconds and peak memory (MB) per phase to standard error.")
  var timings = false

  @Flag(
    inversion: .prefixedNo,
    help: "Let the page play each figure's motion on hover, focus or Play (--no-playback: a still page).")
  var playback = true

  @Option(
    help: "Which charts also get a PNG @2x: figures (the explainers and group overlays) or all (every token's too).")
  var png: ReportOptions.PNGCharts = .figures

  @Flag(
    help:
      "Hold every chart in the page, however many tokens (beyond \(ReportOptions.inlineTokenLimit) tokens their cards' charts otherwise load from charts/ as the reader scrolls)."
  )
  var selfContained = false

  @Flag(
    help:
      "Keep running: render again whenever a catalogue file (or a file in a catalogue directory), the templates or .motionspec.yml changes, say what changed and how long it took, keep the previous output on a bad edit (and print its error), and stop on Ctrl-C."
  )
  var watch = false

  func run() throws {
    // docc convert reads only a folder named NAME.docc; a folder inside a module's catalog
    // (--no-docc-root) is built with that catalog. Refused before anything is read or written.
    if format == .docc && doccRoot && !output.hasSuffix(".docc") {
      throw Failure.usage(
        "a DocC catalog is a folder named NAME.docc (docc convert reads no other): give -o \(output).docc, or --no-docc-root for a folder inside a module's catalog"
      )
    }
    if watch { return try Watcher(render: self).run() }
    try renderOnce()
  }

  /// The files `--watch` follows: the catalogue's (a directory's files, recursively), the
  /// templates' and the lint policy's.
  var watchedPaths: [String] {
    catalogue.catalogue
      + [
        templates,
        policy.path ?? LintPolicy.find(for: catalogue.catalogue, root: catalogue.selection.selection.root).file,
      ].compactMap { $0 }
  }

  /// Renders once; `session` keeps what the next render of a watch can reuse.
  /// `printed`: `.carriedOver` writes the page alone and keeps the previous PDF (`serve`'s first
  /// pass after an edit).
  func renderOnce(session: RenderSession? = nil, printed: ReportOptions.Printed = .composed) throws {
    try write(prepare(printed: printed), session: session)
  }

  /// A catalogue read, and the options to render it with: what a render needs, made before
  /// anything is written (`serve` shows a first look at an edit from it, then writes it).
  struct Prepared {
    let catalogue: Catalogue
    let text: String
    let options: ReportOptions
  }

  /// Reads the catalogue and the lint policy and makes the options; its errors leave everything
  /// as it was.
  func prepare(printed: ReportOptions.Printed = .composed) throws -> Prepared {
    guard distance.isFinite, distance > 0, distance <= 1e6 else {
      throw Failure.usage("--distance must be a number of points above 0, at most 1000000")
    }
    if let templates, !FileManager.default.fileExists(atPath: templates) {
      throw Failure.usage("--templates \(templates): no such directory")
    }
    var loaded: Catalogue
    let text: String
    switch Result(catching: { () throws(CatalogueError) in try catalogue.read() }) {
    case .success(let read): (loaded, text) = read
    case .failure(let e): throw Failure.catalogue(e, "invalid catalogue; the previous report is unchanged")
    }
    var lintPolicy: LintPolicy
    do { lintPolicy = try policy.policy(for: catalogue.catalogue, root: catalogue.selection.selection.root) } catch {
      throw Failure.catalogue(error, "invalid lint policy; the previous report is unchanged")
    }
    if let reference {
      do {
        loaded = try reference.beside(loaded)
        lintPolicy = try reference.ignoredBy(lintPolicy)
      } catch {
        throw Failure.catalogue(error, "the \(reference.rawValue) reference cannot be read")
      }
    }
    var options = ReportOptions(
      paper: paper, colorScheme: theme, templatesDirectory: templates,
      cacheDirectory: noCache
        ? nil
        : URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().appendingPathComponent(
          ".motionspec-cache"
        ).path,
      playback: playback, png: png, selfContained: selfContained, lintPolicy: lintPolicy)
    options.date = DocumentDate.resolve(paths: catalogue.catalogue)
    options.poster = poster ? posterPaper : nil
    options.distance = distance
    options.printed = printed
    return Prepared(catalogue: loaded, text: text, options: options)
  }

  /// Writes what ``prepare(printed:)`` made, from `model` when it is given (made of `prepared`
  /// with `session`); `session` keeps what the next render of a watch can reuse.
  func write(_ prepared: Prepared, model: PageModel? = nil, session: RenderSession? = nil) throws {
    let (loaded, text, options) = (prepared.catalogue, prepared.text, prepared.options)
    let progress = Progress(enabled: !quiet)
    do {
      if format == .docc {
        let images = try DoccCatalog.write(
          loaded, sourceText: text, to: output, options: options, technologyRoot: doccRoot)
        progress.clear()
        if !quiet {
          let catalog =
            doccRoot
            ? output
            : (output as NSString).pathComponents.lastIndex { $0.hasSuffix(".docc") }.map { i in
              NSString.path(withComponents: Array((output as NSString).pathComponents[...i]))
            }
          print(
            "wrote the DocC catalog \(output) (\(counted(images, "image"))); "
              + (catalog.map { "build it with: docc convert \($0)" }
                ?? "put it inside a module's NAME.docc catalog, and build that with docc convert"))
        }
        return
      }
      let summary =
        if let model {
          try MotionSpecWriter.write(model, to: output, session: session, progress: { progress.show($0) })
        } else {
          try MotionSpecWriter.write(
            loaded, sourceText: text, to: output, options: options, session: session,
            progress: { progress.show($0) })
        }
      progress.clear()
      if timings {
        Output.standardError(
          Data(
            (summary.timings.map { "\($0.phase) \(NumberText.fixed($0.seconds, decimals: 3, minus: .ascii))" }.joined(
              separator: " ") + "\n")
              .utf8))
      }
      var standardError = StandardError()
      for note in summary.notes { print("motionspec: note: \(note)", to: &standardError) }
      if !quiet {
        print(
          "wrote \(output)/index.html, \(output)/motion-spec.pdf (\(counted(summary.pages, "page")))\(poster ? ", \(output)/poster.pdf" : "") and \(counted(summary.charts, "chart")) in \(output)/charts"
        )
      }
    } catch {
      progress.clear()
      // A refused destination was never touched; any other failure left the previous report as it was.
      guard let error = error as? ReportError else {
        throw Failure.cannotWrite("\(error); the previous report is unchanged")
      }
      if case .refused = error { throw Failure.report(error) }
      throw Failure.report(error, "; the previous report is unchanged")
    }
  }
}

/// A one-line progress display on a terminal (nothing when standard error is not one).
struct Progress: Sendable {
  let enabled: Bool
  init(enabled: Bool) { self.enabled = enabled && Output.isTerminal(2) }
  func show(_ message: String) {
    guard enabled else { return }
    Output.standardError(Data(("\r\u{1B}[2K" + Output.guarded("\(message)…")).utf8))
  }
  func clear() {
    guard enabled else { return }
    Output.standardError(Data("\r\u{1B}[2K".utf8))
  }
}
