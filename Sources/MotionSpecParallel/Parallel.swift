import Foundation
import Synchronization

/// The one way motionspec works on every core.
///
/// `Parallel.map` runs `body` for every index of `0..<count` on up to `workers` threads. Each
/// thread (a *lane*) takes the next index as it finishes the last, so uneven work spreads itself;
/// each lane may own a value for its whole run (`lane:` — a Pango font map, which is not safe to
/// share), made before any work starts. Results come back in index order whatever the order the
/// lanes finish in, so what is built from them is deterministic. When bodies throw, every index
/// still runs and the error of the lowest index is rethrown.
///
/// Shared state is two `Mutex`es (the Synchronization module's): the next index and the result
/// slots, each held for a moment per item; a body itself runs unlocked.
public enum Parallel {
  /// The number of lanes for `count` items on `workers` threads (0: one per core).
  public static func lanes(_ count: Int, workers: Int = 0) -> Int {
    let cores = workers > 0 ? workers : ProcessInfo.processInfo.activeProcessorCount
    return max(1, min(cores, count))
  }

  /// `body(laneValue, i)` for every `i` in `0..<count`, in index order; `lane(k)` makes lane `k`'s
  /// own value once, before the work starts.
  public static func map<Lane, Value: Sendable, Failure: Error>(
    count: Int, workers: Int = 0, lane: (Int) throws(Failure) -> Lane,
    _ body: @Sendable (Lane, Int) throws(Failure) -> Value
  ) throws(Failure) -> [Value] {
    guard count > 0 else { return [] }
    let laneCount = lanes(count, workers: workers)
    var made: [Lane] = []
    for k in 0..<laneCount { made.append(try lane(k)) }
    let laneValues = LaneValues(made)
    let next = Mutex(0)
    let slots = Mutex([Result<Value, Failure>?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: laneCount) { k in
      let own = laneValues.values[k]
      while let i = next.withLock({ value -> Int? in
        guard value < count else { return nil }
        defer { value += 1 }
        return value
      }) {
        let result = Result { () throws(Failure) -> Value in try body(own, i) }
        slots.withLock { $0[i] = result }
      }
    }
    let results = slots.withLock { $0 }
    var values: [Value] = []
    values.reserveCapacity(count)
    for slot in results {
      guard let slot else { preconditionFailure("Parallel.map: an index was never run") }
      values.append(try slot.get())
    }
    return values
  }

  /// `transform` of every element of `items`, in order, on up to `workers` threads.
  public static func map<Item: Sendable, Value: Sendable, Failure: Error>(
    _ items: [Item], workers: Int = 0, _ transform: @Sendable (Item) throws(Failure) -> Value
  ) throws(Failure) -> [Value] {
    try map(count: items.count, workers: workers, lane: { (_: Int) throws(Failure) in () }) { (_, i) throws(Failure) in
      try transform(items[i])
    }
  }
}

extension Parallel {
  /// `first()` and `second()` at the same time: `first` on a thread of its own, `second` on the
  /// calling thread; returns both results once both have finished. When both throw, the first's
  /// error is rethrown. Each may itself use ``map(count:workers:lane:_:)``: `first` runs outside
  /// Dispatch's pool, so a `map` inside `second` still gets every pool thread.
  public static func both<A: Sendable, B: Sendable>(
    _ first: @escaping @Sendable () throws -> A, _ second: () throws -> B
  ) throws -> (A, B) {
    let slot = Slot<Result<A, any Error>>()
    let done = DispatchSemaphore(value: 0)
    Thread {
      let result = Result { try first() }
      slot.value.withLock { $0 = result }
      done.signal()
    }.start()
    let b = Result { try second() }
    done.wait()
    guard let a = slot.value.withLock({ $0 }) else { preconditionFailure("Parallel.both: the first half never ran") }
    return (try a.get(), try b.get())
  }
}

/// A value one thread hands another, behind a `Mutex`.
private final class Slot<Value: Sendable>: Sendable {
  let value = Mutex<Value?>(nil)
}

/// The values the lanes own: each lane reads only its own, so sharing the array is safe although a
/// lane's value (a font map) is not safe to share between threads.
private struct LaneValues<Lane>: @unchecked Sendable {
  let values: [Lane]
  init(_ values: [Lane]) { self.values = values }
}

/// A value one job of ``Parallel/both(_:_:)`` makes and the other waits for: given once, as a
/// value or the error that stopped it, and taken as often as asked (a job that fails before it
/// gives still gives its error, so the one waiting never waits forever).
public final class Handoff<Value: Sendable>: Sendable {
  private let result = Mutex<Result<Value, any Error>?>(nil)
  private let ready = DispatchSemaphore(value: 0)

  public init() {}

  /// Gives `value` (the first give counts; later ones are ignored).
  public func give(_ value: Result<Value, any Error>) {
    let first = result.withLock { held in
      guard held == nil else { return false }
      held = value
      return true
    }
    if first { ready.signal() }
  }

  /// The value given, waiting for it; rethrows the error given instead.
  public func take() throws -> Value {
    ready.wait()
    ready.signal()  // for the next taker
    return try result.withLock { $0! }.get()
  }
}
