import MotionSpecCatalogue
import MotionSpecCore

/// The durations and instants of a catalogue (``DurationToken``) as a writer declares them:
/// after the motion tokens, in a block of their own (`MotionDurations`), each named by its whole
/// path (`duration.short` → `durationShort`, `--duration-short`), unique in that block and clear
/// of the names the file already uses.
struct DurationBlock {
  let items: [(duration: DurationToken, name: String)]

  enum Spelling { case lowerCamel, kebab }

  /// `suffix` is what each declaration adds to its name (`Millis`), reserved with it.
  init(
    _ durations: [DurationToken], _ language: Platform.Language, spelling: Spelling, avoiding: Set<String> = [],
    suffix: String = ""
  ) {
    var scope = NameScope(language, avoiding: avoiding)
    let wanted = durations.map { d -> (String, [String]) in
      let words = d.path.flatMap(Names.words)
      return (spelling == .kebab ? Names.kebab(words) : Names.lowerCamel(words), suffix.isEmpty ? [] : [suffix])
    }
    let names = scope.claimAll(wanted, separator: spelling == .kebab ? "-" : "")
    items = zip(durations, names).map { ($0, $1 + suffix) }
  }

  var isEmpty: Bool { items.isEmpty }

  /// Writes the block — `opening` lines, then each one's header as comment lines after
  /// `prefix` and its `declaration` lines, then `}` — or nothing when there are none.
  func write(
    into lines: inout Lines, opening: [String], comment prefix: String,
    declaration: (DurationToken, String) -> [String]
  ) {
    guard !items.isEmpty else { return }
    lines.add([""] + opening)
    lines.nest { lines in
      for (d, name) in items {
        lines.comment(Self.header(d), prefix: prefix)
        lines.add(declaration(d, name))
      }
    }
    lines.add("}")
  }

  /// What one is and where it comes from, as comment lines (``CommentText`` keeps them inside
  /// their comment).
  static func header(_ d: DurationToken) -> [String] {
    var lines = ["\(d.id)" + (d.description.map { " — \($0)" } ?? "")]
    let place = d.location.map { "\($0.file):\($0.line)" } ?? "catalogue"
    lines.append("Source: \(place): \(d.definition)" + (d.aliasOf.map { " (alias of \($0))" } ?? ""))
    lines.append(
      d.kind == .instant
        ? "Instant: the value changes at once, with no animation."
        : "Duration: \(formatNumber(d.seconds * 1000)) ms, a time for the platform's animations; no curve.")
    if let deprecated = d.deprecated { lines.append("Deprecated: \(deprecated)") }
    return lines
  }

  /// Whole milliseconds for the platforms that count them, and whether that rounds.
  static func milliseconds(_ d: DurationToken) -> Int { Int((d.seconds * 1000).rounded()) }
}
