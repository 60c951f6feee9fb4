import ArgumentParser
import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecExport
import MotionSpecFiles
import MotionSpecNumbers

/// `motionspec export [CATALOGUE…] --to PLATFORM[,PLATFORM…] [--output DIR]`: the catalogue as
/// code for each platform, one file each.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract:
      "Write the catalogue for other platforms: SwiftUI, UIKit, Compose, CSS, Motion, Reanimated, react-spring, Flutter, DTCG.",
    discussion: """
      Each file carries, per token, its source, its exact physics and what the platform cannot express; \
      those warnings are also printed on standard error. Existing files are replaced atomically, but only \
      files an earlier export wrote: anything else in DIR is left alone, and a file of the same name that \
      motionspec did not write is refused (exit 73) unless --force.
      """)

  @OptionGroup var catalogue: CatalogueArguments

  @Option(
    name: .long,
    help:
      "Platforms, comma-separated: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")), or all (every platform's code); lottie for one Lottie animation per token and per sequence."
  )
  var to: String

  @Option(
    name: .customLong("lottie-fit"),
    help:
      "Lottie: fit springs with cubic keyframes within this error, in percent of the move, instead of baking one keyframe per frame."
  )
  var lottieFit: Double?

  @Option(name: .shortAndLong, help: "Output directory, or - to print one platform's file on standard output.")
  var output: String = "reports/export"

  @Option(help: "The largest error of a CSS linear() spring, in percent of the move.")
  var tolerance: Double = LinearEasing.defaultTolerance * 100

  @Flag(help: "Replace files of the same name even if motionspec did not write them.")
  var force = false

  @Flag(help: "Print only warnings and errors.")
  var quiet = false

  @Flag(
    help:
      "Fail (exit 1) when a platform cannot play a token exactly as it is (any warning), after writing the files — for CI."
  )
  var strict = false

  func run() throws {
    // Lottie is animations, one file per token and sequence, not a platform's code: asked for by name.
    let names = to.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    let lottie = names.contains("lottie")
    let codeNames = names.filter { $0 != "lottie" }
    var platforms: [Platform] = []
    if !codeNames.isEmpty || !lottie {
      switch Platform.parseList(codeNames.joined(separator: ",")) {
      case .success(let list): platforms = list
      case .failure(let e): throw Failure.usage("--to: \(e)")
      }
    }
    if let lottieFit {
      guard lottie else { throw Failure.usage("--lottie-fit applies to --to lottie") }
      guard lottieFit.isFinite, lottieFit >= 0.01, lottieFit <= 10 else {
        throw Failure.usage("--lottie-fit \(formatNumber(lottieFit)): expected a percentage from 0.01 to 10")
      }
    }
    guard tolerance.isFinite, tolerance >= 0.01, tolerance <= 10 else {
      throw Failure.usage("--tolerance \(formatNumber(tolerance)): expected a percentage from 0.01 to 10")
    }
    if output == "-" && (platforms.count != 1 || lottie) {
      throw Failure.usage(
        lottie
          ? "--output -: standard output takes one platform's file; Lottie writes one file per token and sequence"
          : "--output -: standard output takes one platform; --to names \(platforms.count)")
    }
    let loaded: Catalogue
    switch Result(catching: { () throws(CatalogueError) in try catalogue.read() }) {
    case .success(let read): loaded = read.catalogue
    case .failure(let e): throw Failure.catalogue(e, "invalid catalogue; nothing was written")
    }
    let exporter = Exporter(catalogue: loaded, tolerance: tolerance / 100)
    let files = exporter.files(for: platforms)
    let animations =
      lottie ? LottieWriter.documents(loaded, springs: lottieFit.map { .fitted(tolerance: $0 / 100) } ?? .baked) : []
    var written =
      files.map { ($0.name, Array($0.contents.utf8)) } + animations.map { ($0.name, Array($0.contents.utf8)) }
    if Set(written.map(\.0)).count != written.count {
      let seen = Dictionary(grouping: written.map(\.0), by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
      throw Failure.usage(
        "two files would be named \(seen.first ?? "?"): rename a token or a sequence; nothing was written")
    }
    written.sort { $0.0 < $1.0 }
    var standardError = StandardError()
    // Each limitation once per platform and kind, with the tokens it concerns (each token's own
    // figures are written beside it in the file); notes, facts of a format that the file handles,
    // are left out by --quiet.
    for file in files {
      for statement in file.statements where statement.kind == .warning || !quiet {
        print("motionspec: \(statement)", to: &standardError)
      }
    }
    if output == "-" {
      Output.standardOutput(Data(files[0].contents.utf8))
      return
    }
    let directory = URL(fileURLWithPath: output)
    do {
      // The folder itself is made with its files, in one rename (FileSet.replaceTogether).
      try FileManager.default.createDirectory(
        at: directory.standardizedFileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw Failure.cannotWrite("\(output): cannot create the directory: \(error.localizedDescription)")
    }
    // Check every destination before writing any, so a refusal leaves everything as it was.
    for (name, _) in written {
      let path = directory.appendingPathComponent(name).path
      if !force, let existing = FileManager.default.contents(atPath: path), !ExportCommand.wroteByExport(existing) {
        throw Failure.cannotWrite(
          "\(path) exists and was not written by motionspec export; nothing was written (use --force to replace it)")
      }
    }
    // The whole set at once (FileSet.replaceTogether): written and flushed in a staging folder
    // beside the output, which then takes its place in one exchange, so a failure, an interruption
    // or a kill leaves the old set or the new one, never a mix.
    do throws(FileWriteError) {
      try FileSet.replaceTogether(in: directory.path, written)
    } catch {
      let none = error.reason.contains("already replaced") ? "" : "; no file was replaced"
      throw Failure.cannotWrite("\(error.path): cannot write: \(error.reason)\(none)")
    }
    for file in files {
      let url = directory.appendingPathComponent(file.name)
      if !quiet {
        let warned = file.statements.filter { $0.kind == .warning }
        let tokens = Set(warned.flatMap(\.tokens)).count
        let note =
          warned.isEmpty
          ? "" : ", \(counted(warned.count, "warning"))" + (tokens > warned.count ? " on \(tokens) tokens" : "")
        let times =
          loaded.durations.isEmpty
          ? ""
          : ", "
            + "\(loaded.durations.count) \(loaded.durations.count == 1 ? "duration or instant" : "durations and instants")"
        print("wrote \(url.path) (\(file.platform.title), \(counted(loaded.tokens.count, "token"))\(times)\(note))")
      }
    }
    if lottie && !quiet {
      let worst = animations.map(\.maximumError).max() ?? 0
      let how =
        lottieFit == nil
        ? "springs baked at \(formatNumber(LottieWriter.frameRate)) fps"
        : "springs fitted with cubic keyframes"
      print(
        "wrote \(counted(animations.count, "Lottie animation")) in \(directory.path) (\(how); the largest error is \(NumberText.compact(worst * 100, decimals: 3, minus: .ascii)) % of the move)"
      )
    }
    let warnings = files.map(\.warnings.count).reduce(0, +)
    if strict && warnings > 0 {
      throw Failure.gate("--strict: \(counted(warnings, "warning")): a platform cannot play every token exactly")
    }
  }

  /// Whether a file's first kilobyte carries the mark every exported file has.
  static func wroteByExport(_ data: Data) -> Bool {
    String(decoding: data.prefix(1024), as: UTF8.self).contains(Exporter.mark)
  }
}
