import ArgumentParser
import Cairo
import ChartKinds
import Foundation
import MotionSpecCairo
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecFigures
import MotionSpecFiles
import Report

/// `motionspec chart KIND [EXPR ...]`: one explanatory chart to PNG, SVG or PDF.
struct Chart: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw one chart of the WWDC23 set for motion expressions or catalogue tokens.",
    discussion: "Kinds:\n" + definitionList(ChartKind.allCases.map { ($0.rawValue, $0.summary) }))

  @Argument(help: "The chart kind (see below).")
  var kind: ChartKind

  @Argument(help: "Motion expressions to draw, e.g. '.bouncy' '.spring(duration: 0.55, bounce: 0.18)'.")
  var expressions: [String] = []

  @OptionGroup var source: CatalogueOptions

  @Option(name: .customLong("token"), help: "A catalogue token to draw, by name or dotted path (repeatable).")
  var tokens: [String] = []

  @Option(help: "timeline: a sequence of the catalogue to draw, by name or dotted path.")
  var sequence: String?

  @Option(
    name: .shortAndLong,
    help: "Output file; .png, .svg or .pdf picks the format. - writes to standard output (with --format).")
  var output: String

  @Option(help: "png, svg or pdf; by default the output's extension says.")
  var format: OutputFormat?

  @Option(help: "The colours of the chart.")
  var theme: ChartTheme = .light

  @Option(help: "Width in points.") var width: Double = 800
  @Option(help: "Height in points.") var height: Double = 500
  @Option(help: "PNG pixels per point: 2 (the default) for retina screens and print, 1 for the chart's point size.")
  var scale: Double = 2

  @Flag(name: .shortAndLong, help: "Print nothing on success (by default, the path written and its size).")
  var quiet = false

  @Option(help: "handoff: release velocity in points per second.") var releaseVelocity: Double = 1500
  @Option(
    help:
      "handoff: distance to the target in points; retarget, settling and --fidelity swiftui: the move SwiftUI plays (its completion depends on it)."
  )
  var distance: Double = 300

  @Option(
    help:
      "motion and settling: exact draws the closed form; swiftui adds SwiftUI's own frames as rings (from decompiled behaviour; not measured on a device)."
  )
  var fidelity: Inspect.Fidelity = .exact

  @Option(help: "With --fidelity swiftui: SwiftUI's frames per second.") var frameRate: Double = 60

  func run() throws {
    let chartKind = kind
    guard let format = format ?? OutputFormat(path: output) else {
      throw Failure.usage(
        output == "-"
          ? "-o -: name the format with --format png, svg or pdf"
          : "\(output): unknown output format; expected a file name ending in .png, .svg or .pdf, or --format")
    }
    guard width >= 200, height >= 150, width <= 8000, height <= 8000, scale > 0, scale <= 8 else {
      throw Failure.usage("--width/--height must be 200…8000 × 150…8000 points and --scale 0…8")
    }
    guard distance.isFinite, distance > 0, distance <= 1e6 else {
      throw Failure.usage("--distance must be a number of points above 0, at most 1000000")
    }
    guard frameRate.isFinite, frameRate >= 1, frameRate <= 1000 else {
      throw Failure.usage("--frame-rate must be between 1 and 1000 frames per second")
    }
    var chosen: [Token] = []
    for expression in expressions {
      chosen.append(
        Token(path: [expression], definition: expression, animation: try MotionExpression.parse(expression)))
    }
    if sequence != nil && chartKind != .timeline {
      throw Failure.usage("--sequence applies to chart timeline")
    }
    let catalogue = try source.load(
      required: !tokens.isEmpty || sequence != nil || (expressions.isEmpty && chartKind.arity != .optional))
    for name in tokens {
      guard let token = catalogue?.token(name) else {
        let ids = catalogue?.tokens.map(\.id) ?? []
        let hint = MotionSpec.hint(name, ids)
        throw Failure.usage(
          "no token '\(name)' in \(catalogue?.source ?? "the catalogue")\(MotionSpec.then(hint))it has: \(ids.joined(separator: ", "))"
        )
      }
      chosen.append(token)
    }
    if chosen.isEmpty, let catalogue, chartKind.arity == .many {
      chosen = catalogue.tokens
    } else if chosen.isEmpty, chartKind.arity == .one {
      throw Failure.usage("chart '\(kind.rawValue)' draws one token: give an expression or --token NAME")
    }
    var options = ChartOptions(
      size: Size(width: width, height: height), releaseVelocity: releaseVelocity, distance: distance,
      staggerInterval: catalogue?.staggerInterval)
    options.swiftUIFrameRate = fidelity == .swiftui ? frameRate : nil
    if let sequence {
      guard let found = catalogue?.sequence(sequence) else {
        let names = catalogue?.sequences.map(\.id).joined(separator: ", ") ?? ""
        throw Failure.usage(
          "no sequence '\(sequence)' in \(catalogue?.source ?? "the catalogue"); it has: \(names.isEmpty ? "none" : names)"
        )
      }
      options.sequence = found
    }
    let figure = try chartKind.figure(chosen, options: options)
    let bytes: [UInt8]
    let scene: Scene
    do {
      let file = ChartFile(theme: theme.theme, measurer: try CairoTextMeasurer())
      scene = file.scene(figure, saysSizeNeeded: true)
      bytes = try file.bytes(scene, as: format, scale: scale, title: figure.title, description: figure.subtitle)
    } catch {
      throw Failure.software("cannot draw the chart: \(error)")
    }
    if let needed = scene.needs {
      // Said even with --quiet: the file holds a sentence, not the chart.
      var standardError = StandardError()
      let (w, h) = (Format.compact(needed.width, decimals: 0), Format.compact(needed.height, decimals: 0))
      print(
        "motionspec: warning: at \(Format.compact(width, decimals: 0)) × \(Format.compact(height, decimals: 0)) pt the \(kind.rawValue) chart cannot name every line and mark; \(output == "-" ? "it" : output) says it needs at least \(w) × \(h) (--width \(w) --height \(h))",
        to: &standardError)
    }
    if output == "-" {
      Output.standardOutput(Data(bytes))
      return
    }
    do {
      try FileOutput.write(bytes, to: output)
    } catch {
      throw Failure.cannotWrite("cannot write the chart: \(error)")
    }
    if !quiet {
      // The figure's own size: a kind may grow past the size asked (the catalogue, a row per token).
      let (w, h) = (figure.size.width, figure.size.height)
      let size =
        format == .png
        ? "\(Int((w * scale).rounded())) × \(Int((h * scale).rounded())) px, @\(Format.compact(scale, decimals: 2))x"
        : "\(Format.compact(w, decimals: 1)) × \(Format.compact(h, decimals: 1)) pt"
      print("wrote \(output) (\(kind.rawValue), \(format.rawValue.uppercased()), \(size))")
    }
  }
}
