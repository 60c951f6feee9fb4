import ChartKinds
import Foundation
import MotionSpecAdvice
import MotionSpecCatalogue
import MotionSpecCharts
import MotionSpecCore
import MotionSpecExport
import MotionSpecFigures
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
    let output = motionspecMotion(UnsafeRawPointer(input), Int32(question.count), 0.001, 1)
    let text = String(
      decoding: UnsafeRawBufferPointer(start: output, count: Int(motionspecAnswerLength())), as: UTF8.self)
    motionspecFree(input)
    motionspecFree(output)
    #expect(text == Answers.motion(".bouncy").text)
    #expect(try object(text)["readAs"] as? String == "SwiftUI")
  }

  /// The chart the page draws for a typed expression is the chart the command draws for it:
  /// the answer's `figure` is the Cairo `motion` chart's marks and words, exactly (in either
  /// time unit and at the spec's settling tolerance).
  @Test(arguments: Questions.seeded(72, count: 48))
  func theAnswersFigureIsTheCairoCharts(question: String) throws {
    guard let parsed = try? MotionExpression.parse(question, role: .animation, names: nil) else { return }
    let token = Token(path: [parsed.animation.swiftUI], definition: question, animation: parsed.animation)
    for (unit, name) in [(AxisUnit.milliseconds, "ms"), (.seconds, "s")] {
      var options = ChartOptions(epsilon: 0.002)
      options.timeUnit = unit
      let cairo = FigureData(try ChartKind.motion.figure([token], options: options))
      let answer = Answers.motion(question, epsilon: 0.002, unit: unit)
      guard case .object(let members) = answer, let figure = members.first(where: { $0.key == "figure" }) else {
        Issue.record("\(question): no figure")
        continue
      }
      #expect(figure.value == MotionSpecWasm.JSONValue(cairo), "\(question) in \(name)")
      #expect(cairo.timeUnit == name)
    }
  }

  /// What an answer says about its curve: the model and the chart's window (read with
  /// JSONDecoder, which reads every double back exactly).
  struct Drawn: Decodable {
    struct Figure: Decodable { let window: [Double] }
    let model: PageData.Model?
    let figure: Figure?
  }

  static func drawn(_ answer: MotionSpecWasm.JSONValue) -> Drawn? {
    try? JSONDecoder().decode(Drawn.self, from: Data(answer.text.utf8))
  }

  /// A model's numbers in the row the page's loader (`motion-core.js`) makes of them.
  static func row(_ answer: MotionSpecWasm.JSONValue) -> [Double]? { drawn(answer)?.model.map(row(model:)) }

  static func row(model m: PageData.Model) -> [Double] {
    let head = [m.delay, m.speed, m.initialVelocity]
    if let s = m.spring { return [0] + head + [s.omega, s.lambda, s.mass] }
    if let b = m.bezier { return [1] + head + [m.duration ?? 0] + b }
    return [2] + head + [m.duration ?? 0] + (m.stops ?? []).flatMap { $0 }
  }

  /// The window of an answer's chart.
  static func window(_ answer: MotionSpecWasm.JSONValue) -> ClosedRange<Double>? {
    guard let w = drawn(answer)?.figure?.window, w.count == 2 else { return nil }
    return w[0]...w[1]
  }

  /// A model's row reads back as the same motion: every catalogue token's model in the page's data.
  @Test func aModelsRowIsTheSameMotion() throws {
    for token in try BuiltInCatalogue.load().tokens {
      let model = try JSONDecoder().decode(
        PageData.Model.self, from: JSONEncoder().encode(PageData.Model(token.animation)))
      let row = Self.row(model: model)
      let back = try #require(Answers.animation(row), "\(token.name)")
      #expect(back.curve == token.animation.curve, "\(token.name)")
      #expect(back.delay == token.animation.delay && back.speed == token.animation.speed)
      let samples = Answers.curve(back, start: -0.01, end: 1, steps: 100)
      #expect(samples.count == 202)
      #expect(samples[100] == token.animation.value(time: 1))
      #expect(samples[201] == token.animation.velocity(time: 1))
    }
  }

  /// Numbers no motion has are refused, not drawn: too short, not finite, a negative mass, a
  /// Bézier's x outside 0…1, stops out of order, a window or a count out of range.
  @Test func rowsNoMotionHasAreRefused() {
    for row in [
      [], [0, 0, 1, 0, 10], [0, 0, 1, 0, 10, 2, -1], [0, .nan, 1, 0, 10, 2, 1], [0, 0, 0, 0, 10, 2, 1],
      [1, 0, 1, 0, 0.3, 1.2, 0, 0.5, 1], [2, 0, 1, 0, 0.3, 0, 0, 0.8, 0.5, 0.4, 0.9], [3, 0, 1, 0, 1],
      [0, -1, 1, 0, 10, 2, 1],
    ] as [[Double]] {
      #expect(Answers.animation(row) == nil, "\(row)")
    }
    let spring = Answers.animation([0, 0, 1, 0, 10, 2, 1])!
    #expect(Answers.curve(spring, start: 1, end: 0, steps: 10).isEmpty)
    #expect(Answers.curve(spring, start: 0, end: 1, steps: 0).isEmpty)
    #expect(Answers.curve(spring, start: 0, end: 1, steps: Answers.mostSteps + 1).isEmpty)
    #expect(Answers.curve(spring, start: 0, end: .infinity, steps: 10).isEmpty)
  }

  /// The page's lint is `motionspec lint`'s: on every example of every rule that needs only the
  /// motion (where it speaks and where it stays quiet), the answer for each token's definition
  /// lists exactly the findings of those rules, with their severities, words and fixes.
  @Test func theAnswersLintIsLints() throws {
    let ours = Set(MotionAdvice.rules)
    let rules = Lint.rules.filter { ours.contains($0.id) }
    #expect(rules.map(\.id) == MotionAdvice.rules)
    var spoke = Set<String>()
    for rule in rules {
      for example in rule.examples.triggering + rule.examples.nonTriggering {
        let catalogue = try CatalogueLoader.parse(example.text, file: example.file)
        let findings = Lint.check(catalogue).filter { ours.contains($0.rule) }
        for token in catalogue.tokens {
          let expected = findings.filter { $0.token == token.id }.map {
            [$0.rule, $0.severity == .warning ? "warning" : "note", $0.message, $0.fix]
          }
          let answer = try object(Answers.motion(token.definition).text)
          let lint = try #require(answer["lint"] as? [[String: String]], "\(token.definition)")
          #expect(
            lint.map { [$0["rule"]!, $0["severity"]!, $0["message"]!, $0["fix"]!] } == expected, "\(token.definition)")
          spoke.formUnion(lint.compactMap { $0["rule"] })
        }
      }
    }
    // Every rule spoke at least once.
    #expect(spoke == ours)
  }

  /// Each platform's line the playground offers is what `motionspec export` writes for the same
  /// motion: for every built-in token, the part of the line that carries the motion (the
  /// physical spring, the Compose floats, the CSS timing, the control points and milliseconds)
  /// is in the exporter's own declaration for that platform.
  @Test func eachPlatformsLineIsTheExportsSpelling() throws {
    let exporter = Exporter(catalogue: try BuiltInCatalogue.load())
    let platforms: [String: Platform] = [
      "uikit": .uiKit, "compose": .compose, "css": .css, "motion": .motion, "reanimated": .reanimated,
      "react-spring": .reactSpring, "flutter": .flutter,
    ]
    var checked = 0
    for t in exporter.tokens {
      let lines = PlatformLine.lines(t.token.animation, name: "x")
      #expect(lines.first?.code == "static let x: Animation = \(t.token.animation.swiftUI)")
      for line in lines.dropFirst() {
        let platform = try #require(platforms[line.key], "\(line.key)")
        let declaration = exporter.snippet(t, for: platform)
        for part in Self.motionParts(line) {
          #expect(declaration.contains(part), "\(t.token.id) \(line.key): \(part) not in \(declaration)")
          checked += 1
        }
      }
    }
    #expect(checked > 40)
  }

  /// The parts of a platform's line that carry the motion.
  static func motionParts(_ line: PlatformLine) -> [String] {
    let code = line.code
    func between(_ start: String, _ end: String) -> String {
      guard let a = code.range(of: start) else { return "missing " + start }
      guard let b = code.range(of: end, range: a.upperBound..<code.endIndex) else { return "missing " + end }
      return String(code[a.lowerBound..<b.upperBound])
    }
    switch line.key {
    case "css":
      let timing = code.dropFirst("transition: transform ".count).dropLast()
      let duration = timing.prefix { $0 != " " }
      return [String(duration), String(timing.dropFirst(duration.count + 1).prefix { $0 != ")" }) + ")"]
    case "uikit":
      return [code.hasPrefix("UISpring") ? between("UISpringTimingParameters(mass: ", ", initialVelocity: ") : code]
    case "compose":
      return [code.hasPrefix("spring(") ? String(code.dropLast()) : between("CubicBezierEasing(", ")")]
    case "motion": return [code.hasPrefix("transition({ type") ? code : between("ease: [", "]")]
    case "reanimated": return [code.hasPrefix("withSpring") ? between("{ mass", " }") : between("Easing.bezier(", ")")]
    case "react-spring": return [between("tension", "mass: ")]
    case "flutter": return [code.hasPrefix("Spring") ? code : between("Cubic(", ")")]
    default: return [code]
    }
  }
}
