import MotionSpecCore

/// One lint rule: its id, how serious its findings are unless a policy says otherwise, one line
/// on what it checks, and catalogues on which it speaks and on which it stays quiet — every rule
/// a type in ``Lint/rules`` (swift-format's and SwiftLint's model). The policy reader, the
/// suggestions for a misspelt id, SARIF's rule metadata, `lint --help` and the rule table of the
/// documentation all read that one list, and a generated test runs every rule's examples.
public protocol LintRule: Sendable {
  /// The name a policy, a suppression and a report use (`bounce-exaggerated`).
  var id: String { get }
  /// Its findings' severity unless the policy changes it; a rule that speaks more softly in some
  /// cases (`duplicate-physics` for an alias of a preset) says so in its summary.
  var severity: Diagnostic.Severity { get }
  /// One line on what it checks.
  var summary: String { get }
  /// Catalogues on which it must speak (at least once), and ones on which it must not.
  var examples: LintExamples { get }
}

/// A rule's examples: catalogue files (their names choose the reader) on which the rule speaks,
/// and ones on which it stays quiet.
public struct LintExamples: Sendable {
  public struct Example: Sendable {
    public var file: String
    public var text: String
    public init(_ text: String, file: String = "tokens.yaml") {
      self.file = file
      self.text = text
    }
  }
  public var triggering: [Example]
  public var nonTriggering: [Example]
  public init(triggering: [Example], nonTriggering: [Example]) {
    self.triggering = triggering
    self.nonTriggering = nonTriggering
  }
  /// YAML catalogues of `tokens:` entries alone, one per string (`"a: .bouncy"`).
  public static func tokens(speaks: [String], quiet: [String]) -> LintExamples {
    LintExamples(
      triggering: speaks.map { Example("tokens:\n" + indented($0)) },
      nonTriggering: quiet.map { Example("tokens:\n" + indented($0)) })
  }
  static func indented(_ lines: String) -> String {
    lines.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
  }
}

/// What a rule says about one thing: the message and the fix, a severity when it is not the
/// rule's own, and a place when it is not the token's.
struct LintMessage {
  var message: String
  var fix: String
  var severity: Diagnostic.Severity?
  var location: SourceLocation?
  init(_ message: String, fix: String, severity: Diagnostic.Severity? = nil, at location: SourceLocation? = nil) {
    self.message = message
    self.fix = fix
    self.severity = severity
    self.location = location
  }
}

/// A rule that looks at one token at a time (with the catalogue, for the ones that compare).
protocol TokenLintRule: LintRule {
  func check(_ token: LintedToken) -> [LintMessage]
}

/// A rule that looks at the catalogue's tokens together (an exit and its entrance).
protocol CatalogueLintRule: LintRule {
  func check(_ catalogue: Catalogue) -> [(token: Token, said: LintMessage)]
}

/// A rule that looks at one keyframe sequence at a time.
protocol SequenceLintRule: LintRule {
  func check(_ sequence: SequenceToken, limits: Lint.Limits) -> [LintMessage]
}

/// A rule whose findings the catalogue's readers report as they read (a value they cannot draw).
protocol ReaderLintRule: LintRule {}

extension LintRule {
  /// `said` about `token` as a finding of this rule.
  func finding(_ said: LintMessage, token: String, location: SourceLocation?) -> Finding {
    Finding(
      rule: id, severity: said.severity ?? severity, token: token, location: said.location ?? location,
      message: said.message, fix: said.fix)
  }
}

extension Lint {
  /// Every rule, in the order a token's findings come in: a token's own rules, then the ones that
  /// compare tokens, then the sequences', then the readers'.
  public static let rules: [any LintRule] = [
    LongDescription(), LateCompletion(), DampingAsRatio(), MaterialWebStandIn(),
    BounceExaggerated(), DampingCartoonish(), DampingSluggish(), ResponseRange(),
    CurveDurationLong(), LinearMovement(), EasingForGesture(),
    ReducedMotionRule(), Deprecated(), PresetMismatch(), DuplicatePhysics(),
    ExitNotShorter(),
    KeyframeCut(), VelocityJump(), SequenceTooLong(),
    NonPositiveDuration(), PassedOver(),
  ]

  /// The rule named `id`, if there is one.
  public static func rule(_ id: String) -> (any LintRule)? { rules.first { $0.id == id } }

  static let tokenRules = rules.compactMap { $0 as? any TokenLintRule }
  static let catalogueRules = rules.compactMap { $0 as? any CatalogueLintRule }
  static let sequenceRules = rules.compactMap { $0 as? any SequenceLintRule }

  /// The rules as the documentation's table (Markdown): id, default severity, what it checks.
  public static var ruleTable: String {
    var table = "| Rule | Severity | What it checks |\n| --- | --- | --- |\n"
    for rule in rules {
      table +=
        "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
    }
    return table
  }
}
