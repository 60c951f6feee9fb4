import Foundation

/// Work started on a thread of its own, whose result is collected later (``value()`` waits).
final class Background<Value: Sendable>: @unchecked Sendable {
  private var result: Result<Value, any Error>?
  private let done = DispatchSemaphore(value: 0)

  /// Starts `work` at once on a new thread.
  init(_ work: @escaping @Sendable () throws -> Value) {
    Thread { [self] in
      result = Result { try work() }
      done.signal()
    }.start()
  }

  /// The work's result, once it has finished; rethrows its error.
  func value() throws -> Value {
    done.wait()
    done.signal()  // later calls return at once
    return try result!.get()
  }
}
