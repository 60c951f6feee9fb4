import Foundation
import MotionSpecFiles
import Testing

@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// The template context is the value's JSON model as dictionaries and arrays Mustache reads.
@Suite struct TemplateEncoderTests {
  enum Kind: String, Codable { case spring, curve }
  struct Inner: Codable { var label: String; var weight: Float }
  struct Outer: Codable {
    var name: String
    var count: Int
    var small: UInt8
    var ratio: Double
    var flag: Bool
    var kind: Kind
    var missing: String?
    var present: String?
    var items: [Inner]
    var nested: [[Int]]
  }

  @Test func everyFieldAsItsJSONHasItAndAbsentOnesLeftOut() throws {
    let value = Outer(
      name: "a & b", count: 3, small: 7, ratio: 0.25, flag: true, kind: .curve, missing: nil, present: "here",
      items: [Inner(label: "x", weight: 1.5), Inner(label: "y", weight: -2)], nested: [[1, 2], []])
    var decorated: [String] = []
    let tree = try #require(
      TemplateEncoder { value, table in
        if let inner = value as? Inner {
          table["upper"] = inner.label.uppercased()
          decorated.append(inner.label)
        }
      }.tree(value) as? [String: Any])
    #expect(Set(tree.keys) == ["name", "count", "small", "ratio", "flag", "kind", "present", "items", "nested"])
    #expect(tree["name"] as? String == "a & b" && tree["count"] as? Int == 3 && tree["small"] as? Int == 7)
    #expect(tree["ratio"] as? Double == 0.25 && tree["flag"] as? Bool == true && tree["kind"] as? String == "curve")
    let items = try #require(tree["items"] as? [[String: Any]])
    #expect(items.map { $0["label"] as? String } == ["x", "y"] && items.map { $0["weight"] as? Double } == [1.5, -2])
    #expect(items.map { $0["upper"] as? String } == ["X", "Y"] && decorated == ["x", "y"])
    #expect((tree["nested"] as? [[Int]]) == [[1, 2], []])
  }
}
