import ArgumentParser
import MotionSpecCatalogue
import MotionSpecFiles

/// `--stdin-filename NAME`: what a catalogue read from standard input (`-`) is called.
struct StandardInputName: ParsableArguments {
  @Option(
    name: .customLong("stdin-filename"),
    help: ArgumentHelp(
      "The file name a catalogue read from standard input (-) goes by in messages; its extension picks the reader (by default, the content does).",
      valueName: "name"))
  var name: String?
}

/// `--context`, `--token-set`, `--theme-set`: which part of a themed token document to read
/// (see ``CatalogueSelection``).
struct SelectionOptions: ParsableArguments {
  @Option(
    name: .customLong("context"),
    help: ArgumentHelp(
      "A DTCG resolver's context to read (MODIFIER=CONTEXT, or CONTEXT), or a Figma Variables mode; repeatable. By default each modifier's default context and each collection's default mode.",
      valueName: "name"))
  var contexts: [String] = []

  @Option(
    name: .customLong("token-set"),
    help: ArgumentHelp(
      "A Tokens Studio token set to read; repeatable (by default the sets of the first theme of each group, else every set).",
      valueName: "name"))
  var tokenSets: [String] = []

  @Option(
    name: .customLong("theme-set"),
    help: ArgumentHelp(
      "A Tokens Studio theme (NAME or GROUP/NAME) whose enabled sets to read; repeatable.", valueName: "name"))
  var themes: [String] = []

  @Option(
    name: .customLong("root"),
    help: ArgumentHelp(
      "The workspace: the folder outside which nothing a catalogue names is read (a resolver's $ref, the lint policy found by looking up, its baseline). By default the folder that holds the catalogues given.",
      valueName: "folder"))
  var root: String?

  @Option(
    name: .customLong("root-font-size"),
    help: ArgumentHelp(
      "The page's root font size in px, which CSS keyframes' rem and em lengths are read at (by default .motionspec.yml's read: root-font-size, else 16, the browsers' default, with a note).",
      valueName: "px"))
  var rootFontSize: Double?

  mutating func validate() throws {
    if let size = rootFontSize, !rootFontSizes.contains(size) {
      throw ValidationError(
        "--root-font-size is in px, \(Int(rootFontSizes.lowerBound))…\(Int(rootFontSizes.upperBound)) (browsers default to 16)"
      )
    }
  }

  var selection: CatalogueSelection {
    CatalogueSelection(
      contexts: contexts, tokenSets: tokenSets, themes: themes, rootFontSize: rootFontSize,
      root: root.map { WorkspaceRoot($0) })
  }
}

/// `[CATALOGUE…]`: the catalogue lint, render and export read.
struct CatalogueArguments: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Catalogue files or directories, or - for standard input, read as one catalogue; the built-in one when omitted.",
      discussion: "Formats: \(CatalogueFormats.summary).")
  )
  var catalogue: [String] = []

  @OptionGroup var standardInput: StandardInputName
  @OptionGroup var selection: SelectionOptions

  /// The catalogue and the text it was read from.
  func read() throws(CatalogueError) -> (catalogue: Catalogue, text: String) {
    try CatalogueLoader.read(catalogue, standardInputName: standardInput.name, selection: selection.selection)
  }
}

/// `--catalogue PATH` (repeatable): where tokens come from (the built-in catalogue when omitted).
struct CatalogueOptions: ParsableArguments {
  @Option(
    name: .customLong("catalogue"),
    help: ArgumentHelp(
      "A catalogue file or directory, or - for standard input; repeat to combine; built-in when omitted.",
      discussion: "Formats: \(CatalogueFormats.summary).")
  )
  var paths: [String] = []

  @OptionGroup var standardInput: StandardInputName
  @OptionGroup var selection: SelectionOptions

  /// The catalogue, or `nil` when none is needed and none was named.
  func load(required: Bool) throws -> Catalogue? {
    guard required || !paths.isEmpty else { return nil }
    return try CatalogueLoader.load(paths, standardInputName: standardInput.name, selection: selection.selection)
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
  /// exits 66), the one found inside the workspace `root` (by default the folder of `paths`), or
  /// none. A policy found above the root is not read, and a note says how to use it; a baseline
  /// the policy names outside the root is refused.
  func policy(for paths: [String], root: WorkspaceRoot? = nil) throws(CatalogueError) -> LintPolicy {
    let root = root ?? WorkspaceRoot.enclosing(paths)
    let file: String
    if let path {
      file = path
    } else {
      let found = LintPolicy.find(for: paths, root: root)
      if let outside = found.outside {
        var standardError = StandardError()
        print(
          "motionspec: note: \(outside) was not read: it is outside the workspace (\(root.path)); name it with --config, or widen the workspace with --root",
          to: &standardError)
      }
      guard let inside = found.file else { return LintPolicy() }
      file = inside
    }
    let policy = try LintPolicy.read(file)
    if path == nil, let baseline = policy.baseline, !root.contains(baseline) {
      throw CatalogueError([
        Diagnostic(
          .error,
          "the baseline \(baseline) is outside the workspace (\(root.path)); motionspec reads only files inside it",
          at: SourceLocation(file: file, line: 1, column: 1), rule: Diagnostic.noInput)
      ])
    }
    return policy
  }
}
