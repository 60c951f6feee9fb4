import ChartKinds
import MotionSpecCairo
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport
import MotionSpecNumbers
import Report

/// The answers a server gives, each from the model the command-line tools use: `inspect`'s
/// ``Inspection``, `export`'s ``Exporter``, `lint`'s rules and policy, `chart`'s kinds, `diff`'s
/// comparison.
extension Workspace {
  /// Every parameterisation and metric of `token`, as `motionspec inspect` prints them.
  public func inspection(of token: Token, times: [Double] = []) -> Inspection {
    Inspection(animation: token.animation, times: times)
  }

  /// `token` as code for `platform`, with what the platform cannot express and how far its
  /// playback strays from the model.
  public struct Conversion: Sendable {
    public let platform: Platform
    /// The declaration as `export` writes it in the platform's file.
    public let code: String
    /// What the platform cannot play exactly, in `export`'s words.
    public let warnings: [String]
    /// Facts of the platform's format that the code handles in full, in `export`'s words.
    public let notes: [String]
    /// The largest position error of each runtime's playback, as a fraction of the move.
    public let errors: [(runtime: Playback.Runtime, error: Double)]
    /// For a spring in CSS: the largest position error of its `linear()` easing, as a fraction
    /// of the move (within the tolerance asked for).
    public let linearError: Double?
    /// The errors in one sentence, when the platform plays the motion approximately.
    public let summary: String?
  }

  /// `token` for `platform`, with the stated error (`tolerance`: the largest `linear()` error
  /// asked for, as a fraction of the move).
  public func conversion(
    _ token: Token, to platform: Platform, tolerance: Double = LinearEasing.defaultTolerance
  ) throws(WorkspaceError) -> Conversion {
    guard tolerance.isFinite, tolerance >= 0.0001, tolerance <= 0.1 else {
      throw .argument("tolerance \(tolerance): expected a fraction of the move from 0.0001 to 0.1")
    }
    let exporter = Exporter(
      catalogue: Catalogue(name: token.id, source: "the expression", tokens: [token]), tolerance: tolerance)
    let exported = exporter.tokens[0]
    let linear = platform == .css ? exported.motion.linear : nil
    let linearSummary = linear.map {
      "Plays in CSS as linear() within \(Playback.percent($0.maximumError)) of the move (asked: within \(Playback.percent($0.tolerance)))"
    }
    return Conversion(
      platform: platform, code: exporter.snippets(for: platform)[0],
      warnings: exporter.warnings(exported, for: platform), notes: exporter.notes(exported, for: platform),
      errors: Playback.errors(exported.motion, on: platform).map { (runtime: $0.0, error: $0.1) },
      linearError: linear?.maximumError, summary: Playback.summary(exported.motion, on: platform) ?? linearSummary)
  }

  /// The sizes a server draws at: small enough to answer at once, large enough to read.
  public static let chartSizes = (width: 200.0...2400.0, height: 150.0...1600.0)

  /// A chart of `kind` for `tokens`, as PNG (at `scale` pixels per point) or SVG bytes.
  public func chart(
    _ kind: ChartKind, _ tokens: [Token], width: Double = 640, height: Double = 400, dark: Bool = false,
    format: OutputFormat = .png, scale: Double = 2
  ) throws(WorkspaceError) -> (bytes: [UInt8], title: String) {
    guard Workspace.chartSizes.width.contains(width), Workspace.chartSizes.height.contains(height) else {
      throw .argument(
        "a chart is 200…2400 × 150…1600 points; asked for \(NumberText.compact(width, decimals: 1)) × \(NumberText.compact(height, decimals: 1))"
      )
    }
    guard scale >= 1, scale <= 3 else { throw .argument("scale \(scale): expected 1 to 3 pixels per point") }
    if kind.arity == .one && tokens.count != 1 {
      throw .argument("chart '\(kind.rawValue)' draws one motion; \(tokens.count) were given")
    }
    if kind.arity == .many && tokens.isEmpty {
      throw .argument("chart '\(kind.rawValue)' draws one or more motions; none was given")
    }
    let key = DrawnCharts.key(
      kind: kind.rawValue, tokens: tokens, settings: ["\(width)", "\(height)", "\(dark)", format.rawValue, "\(scale)"])
    return try drawn.chart(key) { () throws(WorkspaceError) in
      let figure: Figure
      do {
        figure = try kind.figure(tokens, options: ChartOptions(size: Size(width: width, height: height)))
      } catch { throw .argument("chart '\(kind.rawValue)': \(error)") }
      let file = ChartFile(theme: dark ? .dark : .light, measurer: measurer)
      do {
        let bytes = try file.bytes(
          file.scene(figure), as: format, scale: scale, title: figure.title, description: figure.subtitle)
        return (bytes, figure.title)
      } catch { throw .drawing("cannot draw the chart: \(error)") }
    }
  }

  /// How many charts this workspace drew rather than found kept (for tests).
  package var chartsDrawn: Int { drawn.drawn }

  /// The catalogue an editor's file belongs to, with its unsaved text: the workspace's catalogue
  /// read with `text` in place of the file when the file is one of it (so aliases to other files
  /// resolve), else the file alone (its extension picks the reader).
  public func catalogue(editing path: String, text: String) throws(CatalogueError) -> Catalogue {
    // The workspace's files as they are; when they cannot be listed (a named file was removed),
    // that is the workspace catalogue's error, and this file is still read on its own.
    let files: [String]
    do { files = catalogues.isEmpty ? [] : try CatalogueLoader.files(catalogues) } catch { files = [] }
    if files.contains(path) {
      return try CatalogueLoader.read(catalogues, selection: selection, overlay: [path: text]).catalogue
    }
    return try CatalogueLoader.parse(text, file: path)
  }

  /// A file as an editor holds it, read once: the catalogue it reads as (with the rest of the
  /// workspace catalogue when it is one of its files; `nil` for a lint policy file or a catalogue
  /// that does not read) and `lint`'s findings for it.
  public struct DocumentCheck: Sendable {
    public let catalogue: Catalogue?
    public let findings: [Finding]

    public init(catalogue: Catalogue?, findings: [Finding]) {
      self.catalogue = catalogue
      self.findings = findings
    }
  }

  /// Reads the file `path` as an editor holds it (`text`) and gives `lint`'s findings for it, under
  /// the workspace's policy: a catalogue that does not read gives its errors as findings; a lint
  /// policy file (`.motionspec.yml`) gives what it does not understand. Findings placed in other
  /// files of the catalogue are left to those files.
  public func check(text: String, path: String) -> DocumentCheck {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name == ".motionspec.yml" || name == ".motionspec.yaml" {
      do {
        _ = try LintPolicy.parse(text, file: path)
        return DocumentCheck(catalogue: nil, findings: [])
      } catch { return DocumentCheck(catalogue: nil, findings: error.diagnostics.map(Finding.init)) }
    }
    let policy: LintPolicy
    do { policy = try self.policy(for: [path]) } catch {
      return DocumentCheck(catalogue: nil, findings: errorFindings(error))
    }
    var catalogue: Catalogue?
    let findings: [Finding]
    do {
      let read = try self.catalogue(editing: path, text: text)
      catalogue = read
      findings = read.warnings.map(Finding.init) + Lint.checked(read, limits: policy.limits).kept
    } catch {
      findings = error.diagnostics.map(Finding.init)
    }
    return DocumentCheck(
      catalogue: catalogue,
      findings: policy.apply(findings).filter { $0.location == nil || $0.location?.file == path })
  }

  /// `lint`'s findings for the catalogue in `paths` (the workspace's own when `nil`).
  public func lint(_ paths: [String]?) throws(WorkspaceError) -> [Finding] {
    let policy = try self.policy(for: paths)
    do {
      let catalogue = try self.catalogue(paths)
      return policy.apply(catalogue.warnings.map(Finding.init) + Lint.checked(catalogue, limits: policy.limits).kept)
    } catch {
      guard case .catalogue(let reading) = error else { throw error }
      return policy.apply(reading.diagnostics.map(Finding.init))
    }
  }

  func errorFindings(_ error: WorkspaceError) -> [Finding] {
    if case .catalogue(let reading) = error { return reading.diagnostics.map(Finding.init) }
    return [Finding(rule: "invalid", severity: .error, token: "", location: nil, message: "\(error)", fix: "")]
  }

  /// What changes between the catalogues in `base` and `head` (files inside the workspace).
  public func diff(base: [String], head: [String]) throws(WorkspaceError) -> DiffReport {
    let before = try catalogue(base), after = try catalogue(head)
    let diff = CatalogueDiff.compare(base: before, head: after, policy: try policy(for: head))
    return DiffReport(diff: diff, baseName: base.joined(separator: ", "), headName: head.joined(separator: ", "))
  }
}
