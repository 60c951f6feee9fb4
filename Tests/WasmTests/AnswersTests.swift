import Foundation
import MotionSpecCore
import MotionSpecWasm
import Report
import ReportModel
import Testing

/// The answers the page's model gives, checked natively: valid JSON, the same figures as
/// `inspect --json`, faults located, text escaped.
@Suite struct AnswersTests {
  func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(arguments: Questions.seeded(21, count: 64))
  func everyAnswerIsJSONWithInspectsFigures(question: String) throws {
    let answer = try object(Answers.motion(question).text)
    if let error = answer["error"] as? [String: Any] {
      let expected = try #require(throws: ExpressionError.self) {
        try MotionExpression.parse(question, role: .animation, names: nil)
      }
      #expect(error["message"] as? String == expected.message)
      #expect(error["column"] as? Int == expected.column)
      return
    }
    if answer["kind"] as? String == "instant" { return }
    let parsed = try MotionExpression.parse(question, role: .animation, names: nil)
    let inspect = try object(
      Inspection(animation: parsed.animation, times: [], spelling: parsed.spelling).json())
    #expect(answer["expression"] as? String == inspect["expression"] as? String)
    // The curve the page draws: the same parameters as a catalogue token's in the page's data.
    let pageModel = try JSONSerialization.jsonObject(with: JSONEncoder().encode(PageData.Model(parsed.animation)))
    #expect(
      NSDictionary(dictionary: try #require(answer["model"] as? [String: Any]))
        == NSDictionary(dictionary: try #require(pageModel as? [String: Any])), "\(question)")
    #expect(answer["readAs"] as? String == inspect["readAs"] as? String)
    let m = AnimationMetrics(parsed.animation, MotionConditions())
    for figure in m.intrinsicFigures + m.timelineFigures {
      let ours = answer[figure.key], theirs = inspect[figure.key]
      #expect((ours as? Double) == (theirs as? Double), "\(figure.key)")
      #expect((ours is NSNull) == (theirs is NSNull), "\(figure.key)")
    }
  }

  @Test func textIsEscapedAndNumbersAreShortest() {
    let value = JSONValue.object([
      .init("say", .string("a \"b\" \\ c\nd\u{1}\u{2028}é")), .init("n", .number(0.1)), .init("i", .number(3)),
      .init("inf", .number(.infinity)), .init("none", .number(nil)), .init("list", .array([.bool(true), .null])),
    ])
    #expect(
      value.text == #"{"say":"a \"b\" \\ c\nd\u0001\u2028é","n":0.1,"i":3,"inf":null,"none":null,"list":[true,null]}"#)
  }

  @Test func theCABIAnswersAsThePageAsks() throws {
    let question = Array(".bouncy".utf8)
    let input = motionspecAlloc(Int32(question.count))
    input.copyMemory(from: question, byteCount: question.count)
    let output = motionspecMotion(UnsafeRawPointer(input), Int32(question.count))
    let text = String(
      decoding: UnsafeRawBufferPointer(start: output, count: Int(motionspecAnswerLength())), as: UTF8.self)
    motionspecFree(input)
    motionspecFree(output)
    #expect(text == Answers.motion(".bouncy").text)
    #expect(try object(text)["readAs"] as? String == "SwiftUI")
  }
}
