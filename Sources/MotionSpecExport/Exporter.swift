import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecParallel

/// Writes a catalogue for other platforms: one file per ``Platform``, and the per-token code the
/// spec shows on each card — both from the same writers, so a card never disagrees with a file.
public struct Exporter: Sendable {
  public let catalogue: Catalogue
  public let tokens: [ExportedToken]
  /// The `linear()` error asked for, as a fraction of the move.
  public let tolerance: Double

  /// Prepares every token (its ``PlatformMotion``, metrics and Bézier stand-in), in parallel;
  /// the fits of springs come from `known` where they are there (see ``fits``).
  public init(
    catalogue: Catalogue, tolerance: Double = LinearEasing.defaultTolerance, known: [String: ExportedToken.Fits] = [:]
  ) {
    self.catalogue = catalogue
    self.tolerance = tolerance
    tokens = Parallel.map(catalogue.tokens) { ExportedToken($0, tolerance: tolerance, known: known) }
  }

  /// Whether a token or its reduced-motion variant is a CSS `linear()` (the files that play one
  /// exactly then define the small function that evaluates it).
  public var usesLinearStops: Bool {
    tokens.contains { $0.motion.timingCurve?.easing.stops != nil || $0.reducedMotion?.timingCurve?.easing.stops != nil }
  }

  /// How many known fits were not their spring's (a damaged or forged cache) and were computed again.
  public var discardedFits: Int { tokens.reduce(0) { $0 + $1.discardedFits } }

  /// The fits of every spring token, by key, to keep for the next run.
  public var fits: [String: ExportedToken.Fits] {
    Dictionary(tokens.flatMap(\.fits), uniquingKeysWith: { a, b in a.standIn == nil ? b : a })
  }

  /// The file for `platform`, with the warnings it carries.
  public func file(for platform: Platform) -> ExportFile {
    let limitations = tokens.flatMap { t in
      Limitations.all(t, platform).map {
        ExportWarning(token: t.token.id, platform: platform, message: $0.message, kind: $0.kind, topic: $0.topic)
      }
    }
    return ExportFile(
      platform: platform, name: platform.fileName, contents: writer(platform).file(self),
      limitations: limitations + writer(platform).renames(self))
  }

  /// The files for several platforms, written in parallel, in the order given.
  public func files(for platforms: [Platform]) -> [ExportFile] {
    Parallel.map(platforms) { file(for: $0) }
  }

  /// The code of one token for `platform`, as it appears in the file (without its comment).
  public func snippet(_ token: ExportedToken, for platform: Platform) -> String {
    writer(platform).declaration(token, in: self).joined(separator: "\n")
  }

  /// Every token's snippet for `platform`, in catalogue order, in linear time (a Figma
  /// variable's name depends on every other token's: it is worked out once, not per token).
  public func snippets(for platform: Platform) -> [String] {
    guard platform == .figma else { return tokens.map { snippet($0, for: platform) } }
    let names = FigmaWriter.variableNames(tokens)
    return zip(tokens, names).map { FigmaWriter.variables($0, name: $1).joined(separator: "\n") }
  }

  /// The platforms whose files play a sequence with keyframes of their own, in ``Platform`` order.
  public static let sequencePlatforms: [Platform] = [.swiftUI, .compose, .css, .motion]

  /// The code of one sequence for `platform`, as its file writes it (without the file's opening
  /// lines); `nil` for a platform that does not play sequences (``sequencePlatforms``).
  public func sequenceSnippet(_ sequence: SequenceToken, for platform: Platform) -> String? {
    var lines = Lines()
    switch platform {
    case .swiftUI: SwiftUISequences.write([sequence], into: &lines)
    case .compose: ComposeSequences.write([sequence], tolerance: tolerance, into: &lines)
    case .css: CSSSequences.write([sequence], tolerance: tolerance, into: &lines)
    case .motion: lines.add(MotionSequences.lines([sequence], tolerance: tolerance))
    default: return nil
    }
    // The writers open with a blank line that separates the block from the tokens above it.
    return lines.text.drop { $0.isEmpty }.joined(separator: "\n")
  }

  /// The warnings of one token for `platform`: what plays otherwise, or asks the user to act.
  public func warnings(_ token: ExportedToken, for platform: Platform) -> [String] {
    Limitations.warnings(token, platform)
  }

  /// The notes of one token for `platform`: facts of the format that the file handles in full.
  public func notes(_ token: ExportedToken, for platform: Platform) -> [String] {
    Limitations.all(token, platform).filter { $0.kind == .note }.map(\.message)
  }

  func writer(_ platform: Platform) -> PlatformWriter.Type {
    switch platform {
    case .swiftUI: SwiftUIWriter.self
    case .uiKit: UIKitWriter.self
    case .compose: ComposeWriter.self
    case .css: CSSWriter.self
    case .motion: MotionWriter.self
    case .reanimated: ReanimatedWriter.self
    case .reactSpring: ReactSpringWriter.self
    case .flutter: FlutterWriter.self
    case .dtcg: DTCGWriter.self
    case .figma: FigmaWriter.self
    }
  }

  /// Words every exported file carries in its first lines, so a later export knows it may
  /// replace the file.
  public static let mark = "written by motionspec export"

  /// The first line of every file: what it is and where it came from.
  func title(_ platform: Platform) -> String {
    "\(platform.fileName) — the motion tokens of “\(catalogue.name)” for \(platform.title), \(Exporter.mark) from \(catalogue.source). Do not edit: change the catalogue and export again."
  }

  /// The title and the platform's conventions, as comment lines.
  func preamble(_ platform: Platform) -> [String] {
    [title(platform), ""] + platform.conventions.map { "- " + $0 }
  }
}

/// One written file.
public struct ExportFile: Sendable {
  public let platform: Platform
  public let name: String
  public let contents: String
  /// Every token's warnings and notes, each written beside its token in the file.
  public let limitations: [ExportWarning]

  /// What plays otherwise than the catalogue says, or asks the user to act (`--strict` fails on one).
  public var warnings: [ExportWarning] { limitations.filter { $0.kind == .warning } }
  /// Facts of the format that the file handles in full.
  public var notes: [ExportWarning] { limitations.filter { $0.kind == .note } }
  /// The limitations said once per kind: one statement per topic, with the tokens it concerns.
  public var statements: [ExportStatement] { ExportStatement.grouping(limitations) }
}

/// What a platform's writer provides.
protocol PlatformWriter {
  static func file(_ exporter: Exporter) -> String
  static func declaration(_ token: ExportedToken, in exporter: Exporter) -> [String]
  /// The tokens and groups whose names the file had to change, each as a warning.
  static func renames(_ exporter: Exporter) -> [ExportWarning]
}

extension PlatformWriter {
  static func renames(_ exporter: Exporter) -> [ExportWarning] { [] }
}
