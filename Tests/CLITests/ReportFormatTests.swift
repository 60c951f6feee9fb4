import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `lint --format sarif|junit` and `diff --format junit`: what CI systems read, checked against
/// the formats' own rules — SARIF 2.1.0's required properties, JUnit XML that parses.
@Suite struct ReportFormatTests {
  /// The fixture with warnings and notes, a hostile name among them.
  static let catalogue = """
    name: CI
    tokens:
      "a<b>&\\"c": .spring(duration: 0.5, bounce: 0.7)
      heavy: .spring(duration: 0.55, bounce: 0.18)
      sluggish: .spring(response: 1.4, dampingFraction: 1.6)
    """

  func write(_ text: String, _ name: String) throws -> URL {
    let directory = try temporaryDirectory("formats")
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func sarifHasEveryRequiredPropertyAndRuleMetadata() throws {
    let file = try write(Self.catalogue, "motion.yaml")
    let r = try motionspec(["lint", file.lastPathComponent, "--format", "sarif"], in: file.deletingLastPathComponent())
    #expect(r.status == 0, "\(r.err)")
    let log = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "motionspec")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    for rule in rules {
      #expect(rule["id"] is String)
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
      #expect((rule["help"] as? [String: Any])?["text"] is String)
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    let levels: Set<String> = ["none", "note", "warning", "error"]
    for result in results {
      #expect((result["message"] as? [String: Any])?["text"] is String)
      #expect(levels.contains(result["level"] as? String ?? ""))
      let id = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == id)
      let location = try #require(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      // Relative to the folder lint ran in, as code scanning resolves it against the repository.
      #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "motion.yaml")
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
    }
    #expect(results.contains { $0["ruleId"] as? String == "bounce-exaggerated" && $0["level"] as? String == "warning" })
  }

  /// Parses XML, failing on anything XML 1.0 refuses.
  final class Collector: NSObject, XMLParserDelegate {
    var cases: [(name: String, failures: Int)] = []
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if name == "testcase" { cases.append((attributes["name"] ?? "", 0)) }
      if name == "failure", !cases.isEmpty { cases[cases.count - 1].failures += 1 }
    }
  }

  func parse(_ xml: String) throws -> [(name: String, failures: Int)] {
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    return collector.cases
  }

  @Test func junitIsATestCasePerTokenFailingWithItsWarnings() throws {
    let file = try write(Self.catalogue, "motion.yaml")
    let r = try motionspec(["lint", file.path, "--format", "junit"])
    let cases = try parse(r.out)
    #expect(cases.map(\.name).contains("a<b>&\"c"))
    #expect(cases.first { $0.name == "a<b>&\"c" }?.failures ?? 0 > 0)
    #expect(cases.first { $0.name == "heavy" }?.failures == 0)
    // A file that cannot be read is a failing case too, and a character XML cannot hold (a bell
    // in a name) is written as U+FFFD, so the report still parses.
    let broken = try write("tokens:\n  \"bell\\u0007\": .smooth\n", "broken.yaml")
    let failed = try motionspec(["lint", broken.path, "--format", "junit"])
    #expect(failed.status == 65)
    let failedCases = try parse(failed.out)
    #expect(failedCases.contains { $0.failures > 0 && $0.name == "bell\u{FFFD}" })
  }

  @Test func diffJunitFailsWhereFailOnSays() throws {
    let before = try write("tokens:\n  a: .smooth\n  b: .snappy\n", "before.yaml")
    let after = try write("tokens:\n  a: .bouncy\n  c: .snappy\n", "after.yaml")
    let r = try motionspec(["diff", before.path, after.path, "--format", "junit", "--fail-on", "changed"])
    #expect(r.status == 1)
    let cases = try parse(r.out)
    #expect(cases.first { $0.name == "a (changed)" }?.failures == 1)
    #expect(cases.first { $0.name == "c (renamed)" }?.failures == 1)
    let quiet = try motionspec(["diff", before.path, after.path, "--format", "junit"])
    let quietCases = try parse(quiet.out)
    #expect(quiet.status == 0 && quietCases.allSatisfy { $0.failures == 0 })
  }
}
