import CPlatform
import ChartKinds
import Foundation
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport

/// libFuzzer's entry point (this target is built with `-sanitize=fuzzer,address`, see
/// `make fuzz-coverage`): each input goes to the reader `MOTIONSPEC_FUZZ_TARGET` names —
/// `expression`, `yaml`, `json`, `json5`, `swift`, `kt`, `dart`, `css`, `ts` — or, for `chart`, is
/// read as YAML and each chart kind laid out and written as SVG for its first tokens, or, for
/// `export`, is read as YAML and written for every platform and as Lottie, each file checked so
/// that no description or deprecation message of the catalogue stands outside a comment, and
/// every file a reader takes read back by motionspec's own reader without an error.
///
/// A reader's error is an expected outcome here (the fuzzer looks for crashes, hangs, leaks and
/// memory errors, which AddressSanitizer and Swift's own checks turn into a crash), so errors are
/// dropped on purpose; a broken invariant stops the process, which libFuzzer keeps as a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  switch FuzzTarget.current {
  case .expression:
    _ = try? MotionExpression.parse(text)
  case .yaml, .json, .json5, .swift, .tsx, .kt, .dart, .css, .ts:
    _ = try? CatalogueLoader.parse(text, file: "input." + FuzzTarget.current.rawValue)
  case .chart:
    // Every chart kind that applies to the first tokens, laid out and written as SVG: no crash,
    // no hang, and every SVG passes the allow-list a cached chart must pass.
    guard let catalogue = try? CatalogueLoader.parse(text, file: "input.yaml") else { return 0 }
    let renderer = FigureRenderer(theme: .light, measurer: FixedAdvanceMeasurer())
    let writer = SVGWriter(measurer: FixedAdvanceMeasurer(), idPrefix: "fuzz", colors: .cssVariables(fallback: .light))
    for token in catalogue.tokens.prefix(3) {
      for kind in ChartKind.allCases where kind.applies(to: token) {
        guard let figure = try? kind.figure([token]) else { continue }
        let svg = writer.svg(renderer.scene(figure), title: token.name, description: token.description)
        if !SVGAllowList.admits(svg) { fatalError("\(kind.rawValue) of \(token.id): an SVG the allow-list refuses") }
      }
    }
  case .export:
    guard let catalogue = try? CatalogueLoader.parse(text, file: "input.yaml") else { return 0 }
    // The same catalogue without its prose: the code of every file must not change, since
    // descriptions and deprecation messages only ever stand in comments.
    var plain = catalogue
    for i in plain.tokens.indices {
      plain.tokens[i].description = nil
      plain.tokens[i].deprecated = plain.tokens[i].deprecated.map { _ in "x" }
    }
    for i in plain.durations.indices {
      plain.durations[i].description = nil
      plain.durations[i].deprecated = plain.durations[i].deprecated.map { _ in "x" }
    }
    let files = Exporter(catalogue: catalogue).files(for: Platform.allCases)
    // Every writer's output reads back (sequences included): the file as written, by the reader
    // its name picks, with no error.
    for file in files where file.platform.readsBack {
      FuzzTarget.readsBack(file.contents, name: file.name)
    }
    for document in LottieWriter.documents(catalogue, springs: .baked) {
      FuzzTarget.readsBack(document.contents, name: document.id + LottieWriter.suffix)
    }
    let plainFiles = Exporter(catalogue: plain).files(for: Platform.allCases)
    for (file, other) in zip(files, plainFiles) {
      if file.platform.language == .json {
        // In JSON, prose is the value of a description or deprecation: with those set aside
        // both files are the same data, and both are JSON.
        guard let data = FuzzTarget.withoutProse(file.contents), let plainData = FuzzTarget.withoutProse(other.contents)
        else { fatalError("\(file.name): not JSON") }
        if !data.isEqual(plainData) {
          fatalError("\(file.name): catalogue prose changed the data outside descriptions")
        }
      } else if FuzzTarget.code(file.contents) != FuzzTarget.code(other.contents) {
        fatalError("\(file.name): catalogue prose changed the code outside the comments")
      }
    }
  }
  return 0
}

enum FuzzTarget: String {
  case expression, yaml, json, json5, swift, tsx, kt, dart, css, ts, export, chart

  static let current =
    FuzzTarget(rawValue: ProcessInfo.processInfo.environment["MOTIONSPEC_FUZZ_TARGET"] ?? "") ?? .yaml

  /// Stops the process when `contents`, a file an exporter wrote as `name`, does not read back.
  static func readsBack(_ contents: String, name: String) {
    do {
      _ = try CatalogueLoader.parse(contents, file: name)
    } catch {
      let first = error.diagnostics.first { $0.severity == .error }
      fatalError("\(name): written, but motionspec does not read it back: \(first.map { "\($0)" } ?? "no message")")
    }
  }

  /// The JSON data of `text` with every description and deprecation (`$description`,
  /// `description`, `$deprecated`) removed; nil when `text` is not JSON.
  static func withoutProse(_ text: String) -> NSObject? {
    func strip(_ value: Any) -> Any {
      if let object = value as? [String: Any] {
        return object.filter { !["$description", "description", "$deprecated"].contains($0.key) }.mapValues(strip)
      }
      if let array = value as? [Any] { return array.map(strip) }
      return value
    }
    guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return nil }
    return strip(value) as? NSObject
  }

  /// `contents` without its comments (`//` to the end of the line, `/* … */`), line by line.
  static func code(_ contents: String) -> String {
    var code = ""
    var inBlock = false
    for line in contents.split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = Substring(line)
      while !rest.isEmpty {
        if inBlock {
          guard let end = rest.range(of: "*/") else { break }
          rest = rest[end.upperBound...]
          inBlock = false
        } else if let open = rest.range(of: "/*"),
          rest.range(of: "//").map({ open.lowerBound < $0.lowerBound }) ?? true
        {
          code += rest[..<open.lowerBound]
          rest = rest[open.upperBound...]
          inBlock = true
        } else if let comment = rest.range(of: "//") {
          code += rest[..<comment.lowerBound]
          break
        } else {
          code += rest
          break
        }
      }
      if !inBlock && !(code.last == "\n") { code += "\n" }
    }
    // Blank lines are the comments' places: only what is left of them counts.
    return code.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
  }
}

/// The entry point: under libFuzzer (`-DFUZZING`) its driver, fuzzing the target; in the normal
/// build a replayer that runs each file named on the command line through the target, as
/// libFuzzer would, so a kept finding can be replayed under a debugger.
@main enum FuzzMain {
  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data!, size) })
    #else
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("motionspec-fuzz: cannot read \(path)\n".utf8))
          exit(66)
        }
        let bytes = [UInt8](data) + [0]
        _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress!, $0.count - 1) }
      }
    #endif
  }
}
