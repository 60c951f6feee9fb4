import MotionSpecCore

/// Where something was read from: a file, line and column (1-based).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }
  public var description: String { "\(file):\(line):\(column)" }
}

/// One motion token: a named, documented animation of a design system.
public struct Token: Sendable {
  /// The path of group names and the token name, e.g. ["motion", "heavy"].
  public var path: [String]
  /// What to use it for.
  public var description: String?
  /// The definition as written in the source (an expression, or a summary of the JSON value).
  public var definition: String
  /// The parsed motion.
  public var animation: Animation
  /// `$deprecated`: `true`, or the reason/replacement given.
  public var deprecated: String?
  /// Where the token was defined.
  public var location: SourceLocation?
  /// Data the reader did not interpret (e.g. unknown `$extensions`), kept as JSON text.
  public var extra: [String: String]
  /// The id of the token this one is defined as (`static let guess = Motion.standard`, a DTCG
  /// `"{motion.standard}"`): the same motion under another name.
  public var aliasOf: String?
  /// Every token the definition names (an alias's target, `Motion.panel` in `.spring(Motion.panel)`).
  public var references: [String]
  /// False for a curve written without a duration (a DTCG `cubicBezier` token): it is drawn at
  /// SwiftUI's default 0.35 s, but no rule compares that duration.
  public var hasOwnDuration = true
  /// What to play instead when the person asked for less motion (see ``ReducedMotion``).
  public var reducedMotion: ReducedMotion?
  /// The lint rules the catalogue turns off for this token where it is written (a
  /// `motionspec:disable-next-line` comment, a DTCG `com.motionspec.lint` extension).
  public var suppression: LintSuppression?

  public init(
    path: [String], description: String? = nil, definition: String, animation: Animation, deprecated: String? = nil,
    location: SourceLocation? = nil, extra: [String: String] = [:], aliasOf: String? = nil, references: [String] = []
  ) {
    self.aliasOf = aliasOf
    self.references = aliasOf.map { [$0] + references.filter { $0 != aliasOf } } ?? references
    self.path = path
    self.description = description
    self.definition = definition
    self.animation = animation
    self.deprecated = deprecated
    self.location = location
    self.extra = extra
  }

  /// The dotted path, e.g. `motion.heavy`.
  public var id: String { path.joined(separator: ".") }
  /// The last path component.
  public var name: String { path.last ?? "" }
  /// The group path (all but the name), dotted; empty at the top level.
  public var group: String { path.dropLast().joined(separator: ".") }
}

/// A token that is a time, not a curve: a DTCG `duration` token, a Figma `TIMING` variable with
/// no easing beside it, or an animation of no duration (`.linear(duration: 0)`, a common
/// reduced-motion "instant"), which changes at once.
///
/// Durations are listed, linted and exported (as each platform's time constant); they have no
/// chart, since nothing moves.
public struct DurationToken: Sendable {
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A time on its own, for a platform's animations to use.
    case duration
    /// An animation that takes no time: the value changes at once.
    case instant
  }
  public var path: [String]
  public var description: String?
  /// The time, in seconds (0 for an instant).
  public var seconds: Double
  public var kind: Kind
  /// As written in the source (`{"value": 150, "unit": "ms"}`, `.linear(duration: 0)`).
  public var definition: String
  public var deprecated: String?
  public var location: SourceLocation?
  /// The id of the duration this one is defined as.
  public var aliasOf: String?

  public init(
    path: [String], description: String? = nil, seconds: Double, kind: Kind = .duration, definition: String,
    deprecated: String? = nil, location: SourceLocation? = nil, aliasOf: String? = nil
  ) {
    self.path = path
    self.description = description
    self.seconds = seconds
    self.kind = kind
    self.definition = definition
    self.deprecated = deprecated
    self.location = location
    self.aliasOf = aliasOf
  }

  /// The dotted path, e.g. `duration.short`.
  public var id: String { path.joined(separator: ".") }
  /// The last path component.
  public var name: String { path.last ?? "" }
  /// The group path, dotted; empty at the top level.
  public var group: String { path.dropLast().joined(separator: ".") }
}

/// A catalogue of motion tokens, read from a file or built in.
public struct Catalogue: Sendable {
  public var name: String
  /// The file it was read from, or `built-in`.
  public var source: String
  public var tokens: [Token]
  /// Delay between elements of a staggered reveal, if the catalogue defines one.
  public var staggerInterval: Double?
  /// What the reader could not use (e.g. Swift declarations it does not understand).
  public var warnings: [Diagnostic]
  /// The tokens that are a time and no curve: durations and instants (see ``DurationToken``).
  public var durations: [DurationToken]
  /// The sequences of motion: keyframe tracks, staggers and chains (see ``SequenceToken``).
  public var sequences: [SequenceToken]

  public init(
    name: String, source: String, tokens: [Token], staggerInterval: Double? = nil, warnings: [Diagnostic] = [],
    durations: [DurationToken] = [], sequences: [SequenceToken] = []
  ) {
    self.name = name
    self.source = source
    self.tokens = tokens
    self.durations = durations
    self.sequences = sequences
    self.staggerInterval = staggerInterval
    self.warnings = warnings
  }

  /// The token whose id or name is `key` (id first).
  public func token(_ key: String) -> Token? {
    tokens.first { $0.id == key } ?? tokens.first { $0.name == key }
  }

  /// The tokens' group names in first-appearance order.
  public var groups: [String] {
    var seen = Set<String>()
    return tokens.map(\.group).filter { seen.insert($0).inserted }
  }
}

extension Token {
  /// The description as the spec shows it: whole up to ``MotionLimits/shownDescriptionLength``
  /// Unicode characters, else its beginning and "…" (exports keep it whole; `lint` says so).
  public var shownDescription: String { Token.shown(description) }

  /// `text` (nothing for `nil`) cut to ``MotionLimits/shownDescriptionLength`` Unicode characters.
  public static func shown(_ text: String?) -> String {
    guard let text else { return "" }
    var scalars = text.unicodeScalars.makeIterator()
    var kept = String.UnicodeScalarView()
    for _ in 0..<MotionLimits.shownDescriptionLength {
      guard let s = scalars.next() else { return text }
      kept.append(s)
    }
    guard scalars.next() != nil else { return text }
    return String(kept) + "…"
  }
}

extension DurationToken {
  /// The description as the spec shows it (``Token/shown(_:)``).
  public var shownDescription: String { Token.shown(description) }
}

/// An error or warning about a catalogue, with its location.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Comparable, Codable {
    case note, warning, error
    public static func < (a: Severity, b: Severity) -> Bool {
      let order: [Severity] = [.note, .warning, .error]
      return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
  }
  public var severity: Severity
  public var location: SourceLocation?
  /// The token the message is about, if any.
  public var token: String?
  public var message: String
  /// The lint rule a reader's finding belongs to (see ``Lint/rules``), when it is one.
  public var rule: String?
  /// The one change to the file that resolves it, when there is exactly one (`lint --fix`).
  public var edit: TextEdit?

  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation? = nil, token: String? = nil,
    rule: String? = nil, edit: TextEdit? = nil
  ) {
    self.severity = severity
    self.location = location
    self.token = token
    self.message = message
    self.rule = rule
    self.edit = edit
  }

  /// The ``rule`` of the error a reader gives for input that holds no motion at all.
  public static let noMotion = "no-motion"

  /// The ``rule`` of a reader's account of what it passed over (the lint rule `PassedOver`).
  public static let passedOver = "passed-over"

  /// A reader's account of a construct that names motion and gave none: a note at its place,
  /// "passed over: REASON", under ``passedOver`` (`lint --strict` fails on it).
  static func passedOver(_ reason: String, at location: SourceLocation, token: String? = nil) -> Diagnostic {
    Diagnostic(.note, "passed over: \(reason)", at: location, token: token, rule: passedOver)
  }

  /// The ``rule`` of the error for an input that does not exist or cannot be read (the command
  /// exits 66, `EX_NOINPUT`, rather than 65 for invalid content).
  public static let noInput = "no-input"

  /// `FILE:LINE:COLUMN: error: token 'motion.heavy': message`.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(subject)\(Validation.visible(message, keepingLineFeeds: true))"
  }

  /// `token 'motion.heavy': ` (the name's control characters made visible), or nothing.
  public var subject: String { token.map { "token '\(Validation.visible($0))': " } ?? "" }
}

/// Invalid catalogue input: one or more error diagnostics.
public struct CatalogueError: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]
  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

  /// Whether the input was missing or unreadable rather than invalid: every error is a
  /// ``Diagnostic/noInput``.
  public var isMissingInput: Bool {
    let errors = diagnostics.filter { $0.severity == .error }
    return !errors.isEmpty && errors.allSatisfy { $0.rule == Diagnostic.noInput }
  }
}
