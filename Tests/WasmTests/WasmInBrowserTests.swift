import Foundation
import MotionSpecWasm
import ReportHTML
import ReportModel
import TestSupport
import Testing

/// The page's model in Chromium — the module every page carries (Templates/motion-core.wasm.gz,
/// written into the page as HTMLRenderer writes it, loaded by Templates/motion-core.js) — answers every seeded question
/// exactly as the command's own code does natively: the same JSON text, to the last character.
/// And that module is the one these sources build.
@Suite(.serialized) struct WasmInBrowserTests {
  static let shipped = repositoryRoot.appendingPathComponent("Templates/motion-core.wasm.gz")

  struct Curve: Decodable, Equatable {
    let position: [Double]
    let velocity: [Double]
  }

  struct Run: Decodable {
    let answers: [String]?
    let curves: [Curve?]?
    let error: String?
    let loadMilliseconds: Double?
    let firstAnswerMilliseconds: Double?
    let bytes: Int?
    let console: [String]?
  }

  @Test func thePagesModelAnswersExactlyAsTheCommand() throws {
    let folder = try temporaryDirectory("wasm")
    let questions = Questions.seeded(71, count: 480)
    let file = folder.appendingPathComponent("questions.json")
    try JSONEncoder().encode(questions).write(to: file)
    let module = folder.appendingPathComponent("module.js")
    try HTMLRenderer.motionCoreModule.write(to: module, atomically: true, encoding: .utf8)
    let result = try runBrowserCheck("check_wasm.py", [module.path, file.path])
    try #require(result.status == 0, "check_wasm.py: \(result.err)")
    let decoded = try JSONDecoder().decode(Run.self, from: Data(result.out.utf8))
    try #require(decoded.error == nil, "\(decoded.error ?? "")")
    let answers = try #require(decoded.answers)
    try #require(answers.count == questions.count)
    var differences = 0
    for (question, answer) in zip(questions, answers) {
      let native = Answers.motion(question).text
      if answer != native {
        differences += 1
        if differences <= 5 { Issue.record("\(question.debugDescription):\n  page    \(answer)\n  command \(native)") }
      }
    }
    #expect(differences == 0, "\(differences) of \(questions.count) answers differ")
    // The curves the page draws: the module's samples of each answer's model over its chart's
    // window, equal to the command's own.
    let curves = try #require(decoded.curves)
    try #require(curves.count == questions.count)
    var drawn = 0, curveDifferences = 0
    for (question, curve) in zip(questions, curves) {
      let answer = Answers.motion(question)
      guard let row = AnswersTests.row(answer), let window = AnswersTests.window(answer) else {
        #expect(curve == nil, "\(question): a curve for an answer without a model")
        continue
      }
      let animation = try #require(Answers.animation(row), "\(question): the model's row is refused")
      let native = Answers.curve(animation, start: window.lowerBound, end: window.upperBound, steps: 400)
      let page = try #require(curve, "\(question): no curve in the page")
      drawn += 1
      if page.position + page.velocity != native {
        curveDifferences += 1
        if curveDifferences <= 3 { Issue.record("\(question.debugDescription): the page's curve differs") }
      }
    }
    #expect(curveDifferences == 0, "\(curveDifferences) of \(drawn) curves differ")
    #expect(drawn > questions.count / 2)
    #expect(decoded.console?.isEmpty == true, "\(decoded.console ?? [])")
    print(
      "wasm: \(decoded.bytes ?? 0) characters in the page; loaded in \(decoded.loadMilliseconds ?? -1) ms; first answer "
        + "\(decoded.firstAnswerMilliseconds ?? -1) ms; \(questions.count) questions, \(differences) differences; "
        + "\(drawn) curves, \(curveDifferences) differences")
  }

  /// Templates/motion-core.wasm.sources records the hash of the sources the shipped module was
  /// built from: it must be these sources' (else `make wasm` was not run after a change to the
  /// core). With the same compiler, a build from them gives the shipped bytes exactly — `make
  /// test`'s own build (MOTIONSPEC_WASM), or one made here.
  @Test func theShippedModuleIsBuiltFromTheseSources() throws {
    let record = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Templates/motion-core.wasm.sources"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    try #require(record.count == 2)
    let script = repositoryRoot.appendingPathComponent("Scripts/wasm.sh").path
    let sources = try run("bash", [script, "--sources"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(record[0] == sources, "Templates/motion-core.wasm.gz is stale: run `make wasm` and commit it")
    let compiler = try run("swift", ["--version"]).out.split(separator: "\n").first.map(String.init) ?? ""
    guard record[1] == compiler, try run("setarch", ["-R", "true"]).status == 0 else { return }
    var built = ProcessInfo.processInfo.environment["MOTIONSPEC_WASM"] ?? ""
    if !FileManager.default.fileExists(atPath: built) {
      built = try temporaryDirectory("wasm-build").appendingPathComponent("motionspec.wasm").path
      let build = try run("bash", [script, built])
      try #require(build.status == 0, "Scripts/wasm.sh: \(build.err)")
    }
    let shipped = try run("bash", ["-c", "gzip -dc \"$0\" | sha256sum", WasmInBrowserTests.shipped.path]).out
    let fresh = try run("bash", ["-c", "sha256sum < \"$0\"", built]).out
    #expect(!shipped.isEmpty && shipped == fresh, "the same sources and compiler built different bytes")
  }
}
