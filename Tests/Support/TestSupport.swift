import Dispatch
import Foundation
import Synchronization

// What every test target shares: running a tool, a fresh folder, a seeded generator. One copy,
// here; the test targets depend on this target instead of keeping their own.

/// Runs `tool` (looked up on `PATH`) with `arguments`, in `directory`, with `input` on standard
/// input (an empty one when `nil`) and `environment` added to this process's. Returns standard
/// output, standard error and the exit status.
@discardableResult
public func run(
  _ tool: String, _ arguments: [String], in directory: URL? = nil, input: String? = nil,
  environment: [String: String]? = nil
) throws -> (out: String, err: String, status: Int32) {
  try run(
    URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, in: directory, input: input, environment: environment)
}

/// Runs the program at `executable`; see ``run(_:_:in:input:environment:)``. Both output pipes
/// are read at once (standard error on a thread of its own), so a child that fills one while we
/// wait on the other never blocks.
@discardableResult
public func run(
  _ executable: URL, _ arguments: [String], in directory: URL? = nil, input: String? = nil,
  environment: [String: String]? = nil
) throws -> (out: String, err: String, status: Int32) {
  _ = ignoreBrokenPipes
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  // MOTIONSPEC_UNDER_TEST: a browser check run by a test without the shared browser refuses to
  // start one of its own (Scripts/chromium.py); ``runBrowserCheck(_:_:in:environment:)`` gives it the browser.
  process.environment = ProcessInfo.processInfo.environment.merging(
    (environment ?? [:]).merging(["MOTIONSPEC_UNDER_TEST": "1"]) { a, _ in a }
  ) { $1 }
  let out = Pipe(), err = Pipe(), stdin = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = stdin
  try process.run()
  let group = DispatchGroup()
  let errors = Mutex(Data())
  let errorHandle = err.fileHandleForReading, inputHandle = stdin.fileHandleForWriting
  DispatchQueue.global().async(group: group) {
    let data = errorHandle.readDataToEndOfFile()
    errors.withLock { $0 = data }
  }
  let feed = Data((input ?? "").utf8)
  DispatchQueue.global().async(group: group) {
    // A child may exit without reading its input (a usage error does, at once): the write then
    // fails with a broken pipe, which is nothing to report. The throwing write says so; the old
    // `write(_:)` stops the whole test process on it.
    if !feed.isEmpty { try? inputHandle.write(contentsOf: feed) }
    try? inputHandle.close()
  }
  let output = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  group.wait()
  return (
    String(decoding: output, as: UTF8.self), String(decoding: errors.withLock { $0 }, as: UTF8.self),
    process.terminationStatus
  )
}

/// The test process ignores SIGPIPE (once, before its first child): a child that exits before
/// reading its input would otherwise end the whole test run with that signal when the input is
/// written — a crash that came and went with which of the two was first (seen in CI).
private let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

/// A fresh, empty temporary directory named after `name`. It is removed when the test process
/// exits (MOTIONSPEC_KEEP_TEMP=1 keeps them, to look at after a failure).
public func temporaryDirectory(_ name: String = "test") throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("motionspec-\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  TemporaryDirectories.made.withLock { made in
    if made.isEmpty && ProcessInfo.processInfo.environment["MOTIONSPEC_KEEP_TEMP"] == nil {
      atexit { TemporaryDirectories.removeAll() }
    }
    made.append(url)
  }
  return url
}

/// The folders ``temporaryDirectory(_:)`` made in this process.
enum TemporaryDirectories {
  static let made = Mutex<[URL]>([])

  static func removeAll() {
    for url in made.withLock({ $0 }) {
      // A folder a test already removed, or one it made read-only, is left to the system.
      do { try FileManager.default.removeItem(at: url) } catch { continue }
    }
  }
}

/// A deterministic pseudo-random generator (SplitMix64), so property tests and fuzzed inputs
/// reproduce.
public struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One classical Runge–Kutta (RK4) step of x″ = accel(x, x′) over `h`: the independent solver the
/// model's closed forms and SwiftUI's stepping are checked against.
public func rungeKuttaStep(x: Double, v: Double, h: Double, _ accel: (Double, Double) -> Double) -> (
  x: Double, v: Double
) {
  let k1x = v, k1v = accel(x, v)
  let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
  let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
  let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
  return (x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x), v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v))
}

/// Runs the program at `executable` with `arguments` and returns its exit status, standard
/// output and error together, and its peak resident memory in MB. The program is started by a
/// small Python process, which reads the child's `ru_maxrss`: Linux carries the resident size of
/// the process that forks into the child's peak, so a child of this (large) test process would
/// report this process's size, not its own.
public func runMeasuringMemory(_ executable: URL, _ arguments: [String]) throws -> (
  status: Int32, output: String, peakMB: Double
) {
  let script = """
    import resource, subprocess, sys
    p = subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    sys.stdout.buffer.write(p.stdout)
    sys.stdout.write("\\nPEAK %d %d\\n" % (resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, p.returncode))
    """
  let result = try run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, executable.path] + arguments)
  guard let range = result.out.range(of: "\nPEAK ", options: .backwards) else {
    return (-1, result.out + result.err, .infinity)
  }
  let fields = result.out[range.upperBound...].split(whereSeparator: \.isWhitespace)
  let kilobytes = fields.first.flatMap { Double($0) } ?? .infinity
  let status = fields.dropFirst().first.flatMap { Int32($0) } ?? -1
  return (status, String(result.out[..<range.lowerBound]), kilobytes / 1024)
}

/// The test run's one Chromium, which every browser check shares (Scripts/chromium.py): started
/// by the first check that asks for it, through `chromium.py serve`, whose standard input this
/// process holds open until it ends — the browser ends with the test run, however that ends. A
/// check gets a window of its own in it. MOTIONSPEC_CHROMIUM set before the run names a browser
/// that is already running, which is used instead.
public enum SharedBrowser {
  /// The browser's DevTools address (127.0.0.1:PORT), or why it could not start.
  static let address: Result<String, BrowserFailure> = {
    if let given = ProcessInfo.processInfo.environment["MOTIONSPEC_CHROMIUM"], !given.isEmpty { return .success(given) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", repositoryRoot.appendingPathComponent("Scripts/chromium.py").path, "serve"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    do { try process.run() } catch { return .failure(BrowserFailure(reason: "chromium.py serve: \(error)")) }
    keptOpen.withLock { $0 = input.fileHandleForWriting }
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("127.0.0.1:") else {
      return .failure(BrowserFailure(reason: "chromium.py serve gave no address (it printed '\(text)')"))
    }
    return .success(text)
  }()

  /// The write end of the server's standard input, never closed: it closes when this process ends.
  private static let keptOpen = Mutex<FileHandle?>(nil)

  public struct BrowserFailure: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
  }

  /// The environment a browser check runs in: MOTIONSPEC_CHROMIUM naming the shared browser.
  public static func environment() throws -> [String: String] {
    ["MOTIONSPEC_CHROMIUM": try address.get()]
  }
}

/// Runs the browser check `script` (a Scripts/check_*.py that drives Chromium through
/// chromium.py) with `arguments`, in the test run's shared browser.
@discardableResult
public func runBrowserCheck(
  _ script: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
) throws -> (out: String, err: String, status: Int32) {
  let path = script.hasPrefix("/") ? script : repositoryRoot.appendingPathComponent("Scripts/\(script)").path
  return try run(
    "python3", [path] + arguments, in: directory,
    environment: environment.merging(try SharedBrowser.environment()) { $1 })
}

/// The repository this test run is in.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
