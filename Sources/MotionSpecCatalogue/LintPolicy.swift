import Foundation
import MotionSpecCore
import MotionSpecFiles
import Yams

/// A team's lint policy: `.motionspec.yml`, found beside the catalogue or in a parent folder up to
/// the repository's root, or named with `--config`.
///
/// ```yaml
/// lint:
///   rules:
///     bounce-exaggerated: off              # off, note, warning or error
///     response-range:
///       severity: error
///       ignore: [motion.hero, motion.legacy.*]   # token paths; * matches any run of characters
///   baseline: motion-lint-baseline.json     # accepted findings (lint --write-baseline writes it)
/// read:
///   unitless-durations: seconds            # bare-number durations (milliseconds by default)
/// ```
///
/// A rule's `ignore` drops that rule's findings for the named tokens; `off` drops the rule. The
/// policy applies to lint's guidance rules, not to errors that make a catalogue unreadable. An
/// unknown key, rule or severity is an error at its line and column.
public struct LintPolicy: Sendable, Equatable {
  /// What a rule's findings become.
  public enum Level: String, Sendable, CaseIterable {
    case off, note, warning, error
  }

  /// One rule's setting: its level (`nil` keeps the rule's own) and the tokens it ignores.
  public struct RulePolicy: Sendable, Equatable {
    public var level: Level?
    public var ignore: [String]
    /// `sequence-too-long`'s longest sequence, in seconds.
    public var maximum: Double?
    public init(level: Level? = nil, ignore: [String] = [], maximum: Double? = nil) {
      self.level = level
      self.ignore = ignore
      self.maximum = maximum
    }
  }

  /// The numbers the rules measure against, as this policy sets them.
  public var limits: Lint.Limits {
    Lint.Limits(longestSequence: rules["sequence-too-long"]?.maximum ?? Lint.Limits.defaultLongestSequence)
  }

  /// The file name searched for.
  public static let fileName = ".motionspec.yml"

  /// Settings by rule id.
  public var rules: [String: RulePolicy]
  /// The baseline the file names, resolved against the file's folder.
  public var baseline: String?
  /// Where the policy was read from (`nil`: no file, the rules' own severities).
  public var file: String?
  /// `read: {unitless-durations: seconds}`: how the readers take a duration written as a bare
  /// number (`nil`: milliseconds, and a note says so).
  public var unitlessDurations: UnitlessDurations?
  /// `read: {root-font-size: 18}`: the px that CSS keyframes' `rem` and `em` lengths are read at.
  public var rootFontSize: Double?
  /// The names tokens are paired by across platforms (`diff --match names`), by token id, where
  /// the platforms' own names differ beyond their conventions (`names: {Motion.Sheet: panel}`).
  public var names: [String: String] = [:]
  /// `ignores: [Generated/**, "*.min.css"]`: the files a folder given to any command leaves
  /// unread (SwiftLint's `excluded:`, ESLint's `ignores`), as globs relative to the file's folder
  /// (``PathGlob``); a file named on the command line is read whatever they say.
  public var ignores: [PathGlob] = []
  /// Where `ignores` is written, for the note that counts what it left out.
  public var ignoresLocation: SourceLocation?

  public init(rules: [String: RulePolicy] = [:], baseline: String? = nil, file: String? = nil) {
    self.rules = rules
    self.baseline = baseline
    self.file = file
  }

  /// `findings` under this policy: ignored tokens and rules turned off removed, levels changed.
  /// Findings of no lint rule (a reader's errors) pass unchanged.
  public func apply(_ findings: [Finding]) -> [Finding] {
    findings.compactMap { finding in
      guard let policy = rules[finding.rule] else { return finding }
      if policy.ignore.contains(where: { Self.matches(finding.token, pattern: $0) }) { return nil }
      var changed = finding
      switch policy.level {
      case nil: break
      case .off: return nil
      case .note: changed.severity = .note
      case .warning: changed.severity = .warning
      case .error: changed.severity = .error
      }
      return changed
    }
  }

  /// Whether `token` matches `pattern`, in which `*` stands for any run of characters.
  static func matches(_ token: String, pattern: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return token == pattern }
    var rest = Substring(token)
    guard rest.hasPrefix(parts[0]) else { return false }
    rest = rest.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.hasSuffix(parts[parts.count - 1])
  }

  // MARK: - Finding and reading the file

  /// The policy file that applies to a catalogue at `paths` (the current folder for the built-in
  /// catalogue or standard input): the first `.motionspec.yml` in the first path's folder or a
  /// parent, up to the workspace `root` (the folder of the catalogues given, or `--root`) and
  /// never above it. `outside` is a policy that lies above the root in the same repository (up to
  /// the folder that holds `.git`): not read, so a command can say how to use it.
  public static func find(
    for paths: [String], root: WorkspaceRoot? = nil,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> (file: String?, outside: String?) {
    let first = paths.first { $0 != CatalogueLoader.standardInput }
    let directory: URL
    if let first {
      let url = URL(fileURLWithPath: first, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
        .standardizedFileURL
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      directory = exists && isDirectory.boolValue ? url : url.deletingLastPathComponent()
    } else {
      directory = URL(fileURLWithPath: currentDirectory, isDirectory: true).standardizedFileURL
    }
    let root = root ?? WorkspaceRoot.enclosing(paths, currentDirectory: currentDirectory)
    func policy(in folder: URL) -> String? {
      let candidate = folder.appendingPathComponent(fileName).path
      return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }
    // One walk up, from the catalogue's folder to the root's; past it, only as far as the
    // repository's root (the folder that holds `.git`; none outside a repository), and only to
    // say that a policy there was not read.
    var probe = directory
    var inside = root.contains(probe.path, currentDirectory: currentDirectory)
    var above: [String] = []
    while true {
      if let found = policy(in: probe) {
        if inside && root.contains(found, currentDirectory: currentDirectory) { return (found, nil) }
        if !inside { above.append(found) }
      }
      if FileManager.default.fileExists(atPath: probe.appendingPathComponent(".git").path) {
        return (nil, above.first)
      }
      let parent = probe.deletingLastPathComponent()
      if parent.path == probe.path { break }
      if inside && (probe.path == root.path || probe.resolvingSymlinksInPath().path == root.realPath) {
        inside = false
      }
      probe = parent
    }
    return (nil, nil)
  }

  /// Reads the policy at `path`: a ``Diagnostic/noInput`` error when it cannot be read, located
  /// errors for anything it does not understand.
  public static func read(_ path: String) throws(CatalogueError) -> LintPolicy {
    let text = try CatalogueLoader.readText(path, what: "the lint policy")
    return try parse(text, file: path)
  }

  /// Parses policy text; `file` locates errors and resolves the baseline's relative path.
  public static func parse(_ text: String, file: String) throws(CatalogueError) -> LintPolicy {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw CatalogueError([YAMLReader.yamlDiagnostic(error, text: text, file: file)])
    } catch {
      throw CatalogueError([
        Diagnostic(.error, "malformed YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
      ])
    }
    var policy = LintPolicy(file: file)
    guard let root else { return policy }  // an empty file: no changes
    var errors: [Diagnostic] = []
    func error(_ node: Node, _ message: String) {
      errors.append(Diagnostic(.error, message, at: YAMLReader.location(node, file)))
    }
    func scalar(_ node: Node) -> String? { node.scalar?.string }

    guard let top = root.mapping else {
      throw CatalogueError([
        Diagnostic(.error, "expected a mapping with `lint:` at the top level", at: YAMLReader.location(root, file))
      ])
    }
    for (key, value) in top {
      if scalar(key) == "read" {
        guard let read = value.mapping else {
          error(value, "`read` must be a mapping such as {unitless-durations: seconds}")
          continue
        }
        for (key, value) in read {
          if scalar(key) == "root-font-size" {
            guard let size = scalar(value).flatMap(Double.init), rootFontSizes.contains(size) else {
              error(
                value,
                "root-font-size is the page's root font size in px, \(formatNumber(rootFontSizes.lowerBound))…\(formatNumber(rootFontSizes.upperBound)) (browsers default to 16)"
              )
              continue
            }
            policy.rootFontSize = size
            continue
          }
          guard scalar(key) == "unitless-durations" else {
            error(key, "unknown key '\(scalar(key) ?? "?")' under read; expected unitless-durations or root-font-size")
            continue
          }
          guard let unit = scalar(value).flatMap(UnitlessDurations.init(rawValue:)) else {
            error(value, "unitless-durations is milliseconds or seconds")
            continue
          }
          policy.unitlessDurations = unit
        }
        continue
      }
      if scalar(key) == "names" {
        guard let names = value.mapping else {
          error(value, "`names` maps token ids to the name they are paired by, such as {Motion.Sheet: panel}")
          continue
        }
        for (id, name) in names {
          guard let id = scalar(id), !id.isEmpty, let name = scalar(name), !name.isEmpty else {
            error(name, "`names` maps a token id to a name, both text")
            continue
          }
          policy.names[id] = name
        }
        continue
      }
      if scalar(key) == "ignores" {
        guard let list = value.sequence else {
          error(value, "`ignores` is a list of globs relative to this file, such as [Generated/**, \"*.min.css\"]")
          continue
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        for item in list {
          guard let text = scalar(item), let glob = PathGlob(text, relativeTo: folder) else {
            error(item, "an ignore is a glob relative to this file (*, ** and ? are wildcards), not empty")
            continue
          }
          policy.ignores.append(glob)
        }
        policy.ignoresLocation = YAMLReader.location(key, file)
        continue
      }
      guard scalar(key) == "lint" else {
        error(key, "unknown key '\(scalar(key) ?? "?")'; expected lint, read, names or ignores")
        continue
      }
      guard let lint = value.mapping else {
        error(value, "`lint` must be a mapping of rules and baseline")
        continue
      }
      for (key, value) in lint {
        switch scalar(key) {
        case "rules":
          guard let rules = value.mapping else {
            error(value, "`rules` must map rule names to a severity or to {severity, ignore}")
            continue
          }
          for (name, setting) in rules {
            let id = scalar(name) ?? ""
            guard Lint.rules.contains(where: { $0.id == id }) else {
              let close = suggestion(for: id, among: Lint.rules.map(\.id))
              error(
                name,
                "unknown rule '\(id)'" + (close.map { "; did you mean '\($0)'?" } ?? "")
                  + " (motionspec lint --help lists the rules)")
              continue
            }
            var rule = RulePolicy()
            if let level = scalar(setting), setting.mapping == nil {
              guard let parsed = Level(rawValue: level) else {
                error(setting, "unknown severity '\(level)'; expected off, note, warning or error")
                continue
              }
              rule.level = parsed
            } else if let settings = setting.mapping {
              for (key, value) in settings {
                switch scalar(key) {
                case "severity":
                  guard let text = scalar(value), let parsed = Level(rawValue: text) else {
                    error(value, "unknown severity '\(scalar(value) ?? "?")'; expected off, note, warning or error")
                    continue
                  }
                  rule.level = parsed
                case "ignore":
                  let items = value.sequence.map { Array($0) } ?? [value]
                  for item in items {
                    guard let token = scalar(item), !token.isEmpty, item.mapping == nil, item.sequence == nil else {
                      error(item, "`ignore` lists token paths (motion.heavy) or patterns (motion.legacy.*)")
                      continue
                    }
                    rule.ignore.append(token)
                  }
                case "maximum" where id == "sequence-too-long":
                  guard let text = scalar(value), let seconds = Double(text), seconds.isFinite, seconds > 0,
                    seconds <= 600
                  else {
                    error(value, "`maximum` is the longest a sequence may play, in seconds (above 0, at most 600)")
                    continue
                  }
                  rule.maximum = seconds
                default:
                  error(
                    key,
                    "unknown key '\(scalar(key) ?? "?")' for rule '\(id)'; expected severity or ignore"
                      + (id == "sequence-too-long" ? " or maximum" : ""))
                }
              }
            } else {
              error(setting, "rule '\(id)' takes a severity (off, note, warning, error) or {severity, ignore}")
              continue
            }
            policy.rules[id] = rule
          }
        case "baseline":
          guard let path = scalar(value), !path.isEmpty else {
            error(value, "`baseline` is the path of a baseline file, relative to this file")
            continue
          }
          policy.baseline =
            path.hasPrefix("/")
            ? path : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(path).path
        default:
          error(key, "unknown key '\(scalar(key) ?? "?")' under lint; expected rules or baseline")
        }
      }
    }
    guard errors.isEmpty else { throw CatalogueError(errors) }
    return policy
  }
}

/// Accepted findings: `lint --write-baseline FILE` writes them, `lint --baseline FILE` leaves them
/// out, so a team can adopt lint on a catalogue with findings it has decided to keep.
///
/// As in SwiftLint's baseline, a finding is recognised by its rule, token and message, not by its
/// line, so moving a token does not bring its finding back; changing the token's values does
/// (the message names them). The file is JSON, sorted, one entry an accepted finding.
public struct LintBaseline: Sendable, Equatable, Codable {
  public struct Entry: Sendable, Hashable, Codable, Comparable {
    public var rule: String
    public var token: String
    public var message: String
    public init(_ finding: Finding) {
      rule = finding.rule
      token = finding.token
      message = finding.message
    }
    public static func < (a: Entry, b: Entry) -> Bool { (a.rule, a.token, a.message) < (b.rule, b.token, b.message) }
  }

  public var version = 1
  public var findings: [Entry]

  public init(_ findings: [Finding]) {
    self.findings = Set(findings.filter { $0.rule != "invalid" && $0.rule != "reader" }.map(Entry.init)).sorted()
  }

  /// The findings the baseline does not accept, and how many it accepted.
  public func filter(_ findings: [Finding]) -> (kept: [Finding], accepted: Int) {
    let accepted = Set(self.findings)
    let kept = findings.filter { !accepted.contains(Entry($0)) }
    return (kept, findings.count - kept.count)
  }

  /// The baseline at `path`: a ``Diagnostic/noInput`` error when it is missing, a located one when
  /// it is not a baseline.
  public static func read(_ path: String) throws(CatalogueError) -> LintBaseline {
    let text = try CatalogueLoader.readText(path, what: "the lint baseline")
    do {
      return try JSONDecoder().decode(LintBaseline.self, from: Data(text.utf8))
    } catch {
      throw CatalogueError([
        Diagnostic(
          .error, "not a lint baseline (expected the JSON that lint --write-baseline writes): \(error)",
          at: SourceLocation(file: path, line: 1, column: 1))
      ])
    }
  }

  /// The file's bytes: pretty, sorted keys, a final newline (stable under version control).
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
