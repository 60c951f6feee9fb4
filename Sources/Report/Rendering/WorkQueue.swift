import Foundation

/// Collects results from concurrent workers by index.
final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private var slots: [Result<T, any Error>?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ r: Result<T, any Error>) { lock.withLock { slots[i] = r } }
  func values() -> [Result<T, any Error>] { lock.withLock { slots.map { $0! } } }
}

/// Hands out work indices 0, 1, 2… to concurrent workers, each index once.
public final class WorkCounter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  public init() {}
  /// The next index, or `nil` once `limit` have been handed out.
  public func take(below limit: Int) -> Int? {
    lock.withLock {
      guard value < limit else { return nil }
      defer { value += 1 }
      return value
    }
  }
}
