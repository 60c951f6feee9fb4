import Foundation
import PackagePlugin

/// `swift package motionspec VERB [ARGUMENTS…]`: runs the motionspec command, built from source,
/// on the package that depends on motionspec.
///
/// - The catalogue is the one the arguments name. When they name none, it is found by
///   convention: each `--target NAME` contributes that target's source directory (Swift tokens
///   read as one module); without `--target`, the first of ``conventionalFiles`` at the package's
///   root (what `motionspec init` writes is the first).
/// - `diff` with no catalogues compares the catalogue as last committed (`git:HEAD:PATH`) with the
///   working copy; with one, that one is the base.
/// - Relative paths are the package directory's; outputs default to `reports/` inside it, which
///   is why the plugin asks for permission to write to the package directory
///   (`--allow-writing-to-package-directory` answers it without a prompt).
/// - Diagnostics (`FILE:LINE:COLUMN: severity: message`) are passed on to SwiftPM as
///   diagnostics, so `swift package` and Xcode show them at their place; the command's exit
///   status is the plugin's.
@main
struct MotionSpecPlugin: CommandPlugin {
  /// Catalogue files looked for at the package's root, in order.
  static let conventionalFiles = [
    "motion-tokens.yaml", "motion-tokens.yml", "motion-tokens.json", "motion-tokens.json5", "motion.tokens.json",
  ]

  /// The verbs that read a catalogue from their positional arguments.
  static let catalogueVerbs: Set<String> = ["lint", "render", "export", "diff"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "motionspec")
    let packageDirectory = context.package.directoryURL
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    guard let verb = rest.first, !verb.hasPrefix("-") else {
      throw PluginFailure(
        "usage: swift package motionspec render|lint|diff|export|inspect|chart|init [--target NAME] [ARGUMENTS…]")
    }
    // `render --format docc --target NAME` without an output: into that target's DocC catalog
    // (its first `*.docc`, or NAME.docc beside its sources), as a Motion folder of articles that
    // the module's own documentation links with <doc:Motion>.
    if verb == "render", MotionSpecPlugin.rendersDocC(rest), !MotionSpecPlugin.namesOutput(rest), !targetNames.isEmpty {
      let targets = try MotionSpecPlugin.targets(named: targetNames, in: context.package)
      guard targets.count == 1 else {
        throw PluginFailure(
          "name one --target per run; '\(targetNames.joined(separator: "', '"))' name \(targets.count)")
      }
      let directory = targets[0].directoryURL
      let entries: [String]
      do { entries = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
        throw PluginFailure(
          "cannot read target '\(targets[0].name)' at \(directory.path): \(error.localizedDescription)")
      }
      let existing = entries.sorted().first { $0.hasSuffix(".docc") }
      let catalog = directory.appendingPathComponent(existing ?? "\(targets[0].name).docc")
      rest += ["-o", relative(catalog.appendingPathComponent("Motion"), to: packageDirectory), "--no-docc-root"]
    }
    if MotionSpecPlugin.catalogueVerbs.contains(verb) {
      let positional = try positionalCount(tool: tool.url, verb: verb, arguments: Array(rest.dropFirst()))
      let needed = verb == "diff" ? 2 : 1
      if positional < needed {
        let found = try catalogue(targets: targetNames, package: context.package, directory: packageDirectory)
        if verb == "diff" {
          rest += positional == 0 ? ["git:HEAD:\(found)", found] : [found]
        } else if positional == 0 {
          rest += [found]
        }
      }
    } else if !targetNames.isEmpty {
      throw PluginFailure("--target applies to lint, render, export and diff, not \(verb)")
    }
    let status = try await run(tool.url, rest, in: packageDirectory)
    if status != 0 {
      // SwiftPM reports a plugin that exits non-zero as failed and exits 1 itself; the exact
      // status (64 usage, 65 invalid catalogue, 73 cannot write, 1 gate) is in this line.
      Diagnostics.error("motionspec \(verb) exited with status \(status)")
      exit(status)
    }
  }

  /// Whether the arguments ask `render` for a DocC catalog.
  static func rendersDocC(_ arguments: [String]) -> Bool {
    arguments.contains("--format=docc")
      || zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "docc" }
  }

  /// Whether the arguments name an output directory.
  static func namesOutput(_ arguments: [String]) -> Bool {
    arguments.contains { $0 == "-o" || $0 == "--output" || $0.hasPrefix("--output=") }
  }

  /// The targets called `names`, or an error that names the package's targets.
  static func targets(named names: [String], in package: Package) throws -> [any Target] {
    let known = package.targets.map(\.name)
    for name in names where !known.contains(name) {
      throw PluginFailure(
        "no target '\(name)' in this package; its targets: \(known.sorted().joined(separator: ", "))")
    }
    return try package.targets(named: names)
  }

  /// The catalogue path, relative to the package directory, that the conventions find.
  func catalogue(targets names: [String], package: Package, directory: URL) throws -> String {
    if !names.isEmpty {
      let targets = try MotionSpecPlugin.targets(named: names, in: package)
      let paths = targets.map { relative($0.directoryURL, to: directory) }
      guard paths.count == 1 else {
        throw PluginFailure("name one --target per run; '\(names.joined(separator: "', '"))' name \(paths.count)")
      }
      return paths[0]
    }
    for name in MotionSpecPlugin.conventionalFiles
    where FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
      return name
    }
    throw PluginFailure(
      "no catalogue in \(directory.path): name one (a file or directory), pass --target NAME for a target's Swift tokens, or add \(MotionSpecPlugin.conventionalFiles[0]) (`swift package motionspec init` writes one)"
    )
  }

  /// How many positional arguments `arguments` hold for `verb`, from the command's own
  /// description of its options (`--experimental-dump-help`), so an option's value is never
  /// taken for a catalogue.
  func positionalCount(tool: URL, verb: String, arguments: [String]) throws -> Int {
    let help = try capture(tool, [verb, "--experimental-dump-help"])
    let info = try JSONDecoder().decode(ToolInfo.self, from: help)
    var takesValue = Set<String>()
    for argument in info.command.arguments ?? [] where argument.kind == "option" {
      for name in argument.names ?? [] { takesValue.insert(name.kind == "short" ? "-" + name.name : "--" + name.name) }
    }
    var count = 0, index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return count + arguments.count - index - 1 }
      if argument.hasPrefix("-") && argument != "-" {
        if takesValue.contains(argument) { index += 1 }
      } else {
        count += 1
      }
      index += 1
    }
    return count
  }

  /// Runs the command in `directory`, passing its output through and its diagnostics (lint's on
  /// standard output, errors on standard error) to SwiftPM.
  func run(_ tool: URL, _ arguments: [String], in directory: URL) async throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let errorRead = Task.detached { errors.fileHandleForReading.readDataToEndOfFile() }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = await errorRead.value
    process.waitUntilExit()
    FileHandle.standardOutput.write(outputData)
    FileHandle.standardError.write(errorData)
    for data in [outputData, errorData] {
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") { forward(String(line), in: directory) }
    }
    return process.terminationStatus
  }

  /// Hands a `FILE:LINE:COLUMN: severity: message` line to SwiftPM as a located diagnostic.
  func forward(_ line: String, in directory: URL) {
    let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
    guard parts.count == 5, let lineNumber = Int(parts[1]), Int(parts[2]) != nil else { return }
    let severity = parts[3].trimmingCharacters(in: .whitespaces)
    let message = parts[4].trimmingCharacters(in: .whitespaces)
    let file = parts[0].hasPrefix("/") ? String(parts[0]) : directory.appendingPathComponent(String(parts[0])).path
    switch severity {
    case "error": Diagnostics.error(message, file: file, line: lineNumber)
    case "warning": Diagnostics.warning(message, file: file, line: lineNumber)
    case "note": Diagnostics.remark(message, file: file, line: lineNumber)
    default: return
    }
  }

  func capture(_ tool: URL, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
  }

  func relative(_ url: URL, to base: URL) -> String {
    let path = url.standardizedFileURL.path, root = base.standardizedFileURL.path
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}

/// The part of argument-parser's `--experimental-dump-help` document the plugin reads.
struct ToolInfo: Decodable {
  struct Command: Decodable { let arguments: [Argument]? }
  struct Argument: Decodable {
    let kind: String
    let names: [Name]?
  }
  struct Name: Decodable {
    let kind: String
    let name: String
  }
  let command: Command
}

/// A plugin error with a message for the person at the terminal.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
