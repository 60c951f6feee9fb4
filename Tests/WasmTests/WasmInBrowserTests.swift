import Foundation
import MotionSpecWasm
import TestSupport
import Testing

/// The page's model in Chromium — the WebAssembly module built from this tree by Scripts/wasm.sh
/// and loaded by Templates/motion-core.js, as the page loads it — answers every seeded question
/// exactly as the command's own code does natively: the same JSON text, to the last character.
@Suite(.serialized) struct WasmInBrowserTests {
  struct Run: Decodable {
    let answers: [String]?
    let error: String?
    let loadMilliseconds: Double?
    let firstAnswerMilliseconds: Double?
    let bytes: Int?
    let console: [String]?
  }

  @Test func thePagesModelAnswersExactlyAsTheCommand() throws {
    let folder = try temporaryDirectory("wasm")
    let module = folder.appendingPathComponent("motionspec.wasm")
    let build = try run("bash", [repositoryRoot.appendingPathComponent("Scripts/wasm.sh").path, module.path])
    try #require(build.status == 0, "Scripts/wasm.sh: \(build.err)")
    // `make test` builds the module too, beside this run: the same sources give the same bytes.
    if let made = ProcessInfo.processInfo.environment["MOTIONSPEC_WASM"], FileManager.default.fileExists(atPath: made) {
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: made)) == Data(contentsOf: module), "the build is not deterministic")
    }
    let questions = Questions.seeded(71, count: 480)
    let file = folder.appendingPathComponent("questions.json")
    try JSONEncoder().encode(questions).write(to: file)
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
    #expect(decoded.console?.isEmpty == true, "\(decoded.console ?? [])")
    print(
      "wasm: \(decoded.bytes ?? 0) bytes; loaded in \(decoded.loadMilliseconds ?? -1) ms; first answer "
        + "\(decoded.firstAnswerMilliseconds ?? -1) ms; \(questions.count) questions, \(differences) differences")
  }
}
