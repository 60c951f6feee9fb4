import ArgumentParser
import MotionSpecCatalogue

/// `--stdin-filename NAME`: what a catalogue read from standard input (`-`) is called.
struct StandardInputName: ParsableArguments {
  @Option(
    name: .customLong("stdin-filename"),
    help: ArgumentHelp(
      "The file name a catalogue read from standard input (-) goes by in messages; its extension picks the reader (by default, the content does).",
      valueName: "name"))
  var name: String?
}

/// `[CATALOGUE…]`: the catalogue lint, render and export read.
struct CatalogueArguments: ParsableArguments {
  @Argument(
    help:
      "Catalogue files or directories (.json/.json5 DTCG, .yaml, .swift), or - for standard input, read as one catalogue; the built-in one when omitted."
  )
  var catalogue: [String] = []

  @OptionGroup var standardInput: StandardInputName

  /// The catalogue and the text it was read from.
  func read() throws(CatalogueError) -> (catalogue: Catalogue, text: String) {
    try CatalogueLoader.read(catalogue, standardInputName: standardInput.name)
  }
}

/// `--catalogue PATH` (repeatable): where tokens come from (the built-in catalogue when omitted).
struct CatalogueOptions: ParsableArguments {
  @Option(
    name: .customLong("catalogue"),
    help:
      "A catalogue file or directory (.json/.json5 DTCG, .yaml, .swift), or - for standard input; repeat to combine; built-in when omitted."
  )
  var paths: [String] = []

  @OptionGroup var standardInput: StandardInputName

  /// The catalogue, or `nil` when none is needed and none was named.
  func load(required: Bool) throws -> Catalogue? {
    guard required || !paths.isEmpty else { return nil }
    return try CatalogueLoader.load(paths, standardInputName: standardInput.name)
  }
}

/// `--config FILE`: the lint policy (`.motionspec.yml`); by default the one found beside the
/// catalogue or in a parent folder up to the repository's root.
struct PolicyOptions: ParsableArguments {
  @Option(
    name: .customLong("config"),
    help: ArgumentHelp(
      "The lint policy: per-rule severity (off, note, warning, error), tokens each rule ignores, a baseline. By default .motionspec.yml beside the catalogue or in a parent folder up to the repository's root.",
      valueName: "file"))
  var path: String?

  /// The policy that applies to a catalogue read from `paths`: the named file (a missing one
  /// exits 66), the one found, or none.
  func policy(for paths: [String]) throws(CatalogueError) -> LintPolicy {
    guard let file = path ?? LintPolicy.find(for: paths) else { return LintPolicy() }
    return try LintPolicy.read(file)
  }
}
