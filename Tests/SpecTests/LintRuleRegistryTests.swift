import Foundation
import MotionSpecCore
import Testing

@testable import MotionSpecCatalogue

/// Every rule in the registry, from its own examples: it speaks on each triggering catalogue and
/// stays quiet on each other one; ids are unique and kebab-case; the policy reader, SARIF and the
/// documentation read the same list.
@Suite struct LintRuleRegistryTests {
  static let ids = Lint.rules.map(\.id)

  /// The rules a catalogue's findings name: its readers' and lint's.
  static func rulesSpeaking(_ example: LintExamples.Example) throws -> [String] {
    let catalogue = try CatalogueLoader.parse(example.text, file: example.file)
    return (catalogue.warnings.map(Finding.init) + Lint.check(catalogue)).map(\.rule)
  }

  @Test(arguments: ids) func eachRuleSpeaksOnItsExamplesAndOnlyThere(id: String) throws {
    let rule = try #require(Lint.rule(id))
    #expect(!rule.examples.triggering.isEmpty && !rule.examples.nonTriggering.isEmpty)
    for example in rule.examples.triggering {
      let found = try Self.rulesSpeaking(example)
      #expect(found.contains(id), "\(id) is silent on:\n\(example.text)\n(found \(found))")
    }
    for example in rule.examples.nonTriggering {
      let found = try Self.rulesSpeaking(example)
      #expect(!found.contains(id), "\(id) speaks on:\n\(example.text)")
    }
  }

  @Test func idsAreUniqueKebabCaseAndEverySummaryIsOneLine() {
    #expect(Set(Self.ids).count == Self.ids.count)
    for rule in Lint.rules {
      #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
      #expect(!rule.summary.isEmpty && !rule.summary.contains("\n"))
    }
  }

  @Test func thePolicyReaderKnowsEveryRuleAndSuggestsTheClosest() throws {
    for id in Self.ids {
      let policy = try LintPolicy.parse("lint:\n  rules:\n    \(id): off\n", file: ".motionspec.yml")
      #expect(policy.rules[id]?.level == .off)
    }
    do {
      _ = try LintPolicy.parse("lint:\n  rules:\n    bounce-exagerated: off\n", file: ".motionspec.yml")
      Issue.record("a misspelt rule was accepted")
    } catch {
      #expect("\(error)".contains("did you mean 'bounce-exaggerated'?"))
    }
  }

  @Test func sarifDescribesEachRuleWithItsDefaultSeverity() throws {
    let log = try FindingReports.sarif([], version: "0")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
    let runs = try #require(object["runs"] as? [[String: Any]])
    let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == Self.ids)
    for (described, rule) in zip(rules, Lint.rules) {
      #expect((described["defaultConfiguration"] as? [String: String])?["level"] == rule.severity.rawValue)
      #expect((described["shortDescription"] as? [String: String])?["text"] == rule.summary)
    }
  }

  /// The documentation's table is the registry's (``Lint/ruleTable``): when a rule changes, the
  /// message below gives the table to paste into Catalogues.md.
  @Test func theDocumentationsTableIsTheRegistry() throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Documentation/motionspec.docc/Catalogues.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    #expect(text.contains(Lint.ruleTable), "Catalogues.md's rule table should be:\n\(Lint.ruleTable)")
  }
}
