import Foundation

/// Findings in the report formats CI systems read: SARIF 2.1.0 (GitHub code scanning and other
/// static-analysis viewers) and JUnit XML (the test reports of GitLab, Jenkins, Azure and CircleCI).
public enum FindingReports {
  /// The rules a report describes: lint's own (``Lint/rules``, with their default severities),
  /// then the readers' (`invalid`, `reader`) and any other a finding names.
  static func rules(for findings: [Finding]) -> [(id: String, summary: String, level: Diagnostic.Severity)] {
    var rules = Lint.rules.map { (id: $0.id, summary: $0.summary, level: $0.severity) }
    let readers: [(id: String, summary: String, level: Diagnostic.Severity)] = [
      ("invalid", "the catalogue cannot be read: a located error in a file", .error),
      ("reader", "how a file was read: its shape, what was skipped, what was assumed", .note),
    ]
    for rule in readers where findings.contains(where: { $0.rule == rule.id }) { rules.append(rule) }
    for id in Set(findings.map(\.rule)).subtracting(rules.map(\.id)).sorted() {
      rules.append((id, "a finding of the catalogue's reader (\(id))", .warning))
    }
    return rules
  }

  /// A path as SARIF's `artifactLocation.uri` writes it: relative to `base` when under it (GitHub
  /// resolves these against the repository's root), percent-encoded.
  static func uri(_ path: String, base: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let root = URL(fileURLWithPath: base).standardizedFileURL.path
    let relative = absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : absolute
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#[]@"))
    return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
  }

  /// The findings as a SARIF 2.1.0 log: one run of the `motionspec` driver with every rule's
  /// description and help, and a result per finding with its level and place. `base` is the folder
  /// locations are relative to (the repository's root in CI).
  public static func sarif(
    _ findings: [Finding], version: String, base: String = FileManager.default.currentDirectoryPath
  ) throws -> String {
    let rules = rules(for: findings)
    let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    let ruleObjects = rules.map { rule -> [String: Any] in
      return [
        "id": rule.id, "name": rule.id,
        "shortDescription": ["text": rule.summary],
        "fullDescription": ["text": rule.summary],
        "help": [
          "text":
            "\(rule.summary). Each result's message gives the fix. Change a rule's level or ignore tokens in .motionspec.yml (lint: rules: \(rule.id): off|note|warning|error)."
        ],
        "defaultConfiguration": ["level": rule.level.rawValue],
      ]
    }
    let results = findings.map { f -> [String: Any] in
      var text = (f.token.isEmpty ? "" : "token '\(f.token)': ") + f.message
      if !f.fix.isEmpty { text += " Fix: \(f.fix)" }
      var result: [String: Any] = [
        "ruleId": f.rule, "level": f.severity == .error ? "error" : f.severity == .warning ? "warning" : "note",
        "message": ["text": text],
      ]
      if let i = index[f.rule] { result["ruleIndex"] = i }
      if let l = f.location, !l.file.isEmpty {
        result["locations"] = [
          [
            "physicalLocation": [
              "artifactLocation": ["uri": uri(l.file, base: base)],
              "region": ["startLine": max(1, l.line), "startColumn": max(1, l.column)],
            ]
          ]
        ]
      }
      if !f.token.isEmpty { result["properties"] = ["token": f.token] }
      return result
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "motionspec", "semanticVersion": version, "version": version, "rules": ruleObjects,
            ]
          ],
          "results": results,
        ]
      ],
    ]
    let data = try JSONSerialization.data(
      withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  /// `text` as XML character data or an attribute value: the five markup characters escaped, and
  /// every character XML 1.0 cannot hold (control characters, lone surrogates) written as U+FFFD.
  public static func xml(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t": out += "&#9;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      default:
        let v = scalar.value
        let allowed = (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
        out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  /// One JUnit test case: a name, where it stands, and what failed in it.
  public struct Case {
    public var className: String
    public var name: String
    public var failures: [Finding]
    public init(className: String, name: String, failures: [Finding]) {
      self.className = className
      self.name = name
      self.failures = failures
    }
  }

  /// The cases of a lint run: a test case per token, duration and instant (named by its id, in the
  /// file it stands in), failing with its errors and warnings; a failing case per finding that
  /// names no token (a file that cannot be read). Notes are not failures.
  public static func lintCases(_ catalogue: Catalogue?, _ findings: [Finding]) -> [Case] {
    let failing = findings.filter { $0.severity != .note }
    var byToken = Dictionary(grouping: failing.filter { !$0.token.isEmpty }, by: \.token)
    var cases: [Case] = []
    let entries =
      (catalogue?.tokens.map { ($0.id, $0.location?.file ?? catalogue!.source) } ?? [])
      + (catalogue?.durations.map { ($0.id, $0.location?.file ?? catalogue!.source) } ?? [])
    for (id, file) in entries {
      cases.append(Case(className: file, name: id, failures: byToken.removeValue(forKey: id) ?? []))
    }
    for (token, list) in byToken.sorted(by: { $0.key < $1.key }) {
      cases.append(Case(className: list[0].location?.file ?? "", name: token, failures: list))
    }
    for f in failing where f.token.isEmpty {
      cases.append(Case(className: f.location?.file ?? "", name: f.rule, failures: [f]))
    }
    return cases
  }

  /// The cases as a JUnit XML report of one suite named `suite`.
  public static func junit(suite: String, _ cases: [Case]) -> String {
    let failures = cases.filter { !$0.failures.isEmpty }.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"motionspec\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
    out +=
      "  <testsuite name=\"\(xml(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    for c in cases {
      out += "    <testcase classname=\"\(xml(c.className))\" name=\"\(xml(c.name))\""
      guard !c.failures.isEmpty else {
        out += "/>\n"
        continue
      }
      out += ">\n"
      for f in c.failures {
        let place = f.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        let body = place + f.severity.rawValue + ": " + f.message + (f.fix.isEmpty ? "" : "\nfix: " + f.fix)
        out +=
          "      <failure type=\"\(xml(f.rule))\" message=\"\(xml(f.message))\">\(xml(body))</failure>\n"
      }
      out += "    </testcase>\n"
    }
    out += "  </testsuite>\n</testsuites>\n"
    return out
  }
}
