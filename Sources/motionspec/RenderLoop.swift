import Dispatch
import Foundation
import Report
import Synchronization

/// The render loop `render --watch` and `serve` share: it looks at the watched files (the
/// catalogue's, the templates, the lint policy) every `interval` seconds and, when one changed,
/// hands the files that changed to the command's render. What one render keeps for the next
/// (``RenderSession``) and what the looks know of the files (``Looks``) are the actor's own
/// state. The actor runs on a thread of its own (``LoopThread``), so a render — seconds of work
/// across every core — never holds a thread the server's tasks run on.
actor RenderLoop {
  /// The files (and folders) it watches.
  let paths: [String]
  /// Seconds between looks.
  let interval: Double
  /// What one render keeps for the next: verified cache entries, the text measurer, the compiled
  /// templates, the last page's rows.
  let session = RenderSession()
  private var looks = Looks()
  /// The files' digests at the last look that found a change (or the first).
  private var seen: [String: String] = [:]
  private let stopped = Atomic<Bool>(false)
  private let thread = LoopThread(name: "motionspec render loop")

  nonisolated var unownedExecutor: UnownedSerialExecutor { thread.asUnownedSerialExecutor() }

  init(paths: [String], interval: Double) {
    self.paths = paths
    self.interval = interval
  }

  /// Ends the loop at its next look: a render under way finishes, so no staging folder is left.
  nonisolated func stop() { stopped.store(true, ordering: .relaxed) }

  nonisolated var isStopped: Bool { stopped.load(ordering: .relaxed) }

  /// Takes the files as they are now as the ones seen; returns how many files that is.
  @discardableResult
  func begin() -> Int {
    seen = looks.snapshot(paths)
    return seen.count
  }

  /// Whether the files are still as the last change left them (a look now).
  func filesUnchanged() -> Bool { looks.snapshot(paths) == seen }

  /// Looks every `interval` until stopped, and calls `render` on the loop with the files that
  /// changed (sorted) each time some did.
  func run(_ render: @Sendable (isolated RenderLoop, [String]) -> Void) {
    while !isStopped {
      Thread.sleep(forTimeInterval: interval)
      let now = looks.snapshot(paths)
      guard now != seen else { continue }
      let changed = Set(now.keys).union(seen.keys).filter { now[$0] != seen[$0] }.sorted()
      seen = now
      render(self, changed)
    }
  }

  /// Runs `body` on the loop and waits for it, from code that is not async (a command's `run`).
  nonisolated func waiting<T: Sendable>(_ body: @escaping @Sendable (isolated RenderLoop) throws -> T) throws -> T {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<Result<T, any Error>?>(nil)
    Task {
      let outcome = await self.perform(body)
      result.withLock { $0 = outcome }
      done.signal()
    }
    done.wait()
    return try result.withLock { $0! }.get()
  }

  private func perform<T: Sendable>(_ body: (isolated RenderLoop) throws -> T) -> Result<T, any Error> {
    Result { try body(self) }
  }
}

/// A serial executor on one thread of its own: the jobs enqueued run there, one after another.
/// The thread lives as long as the process (a command has one loop).
final class LoopThread: SerialExecutor {
  private let jobs = Mutex<[UnownedJob]>([])
  private let ready = DispatchSemaphore(value: 0)

  init(name: String) {
    let thread = Thread { [self] in work() }
    thread.name = name
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    jobs.withLock { $0.append(unowned) }
    ready.signal()
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

  private func work() -> Never {
    while true {
      ready.wait()
      guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
      job.runSynchronously(on: asUnownedSerialExecutor())
    }
  }
}
