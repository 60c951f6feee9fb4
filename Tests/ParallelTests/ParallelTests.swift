import Foundation
import MotionSpecParallel
import Synchronization
import Testing

@Suite struct ParallelTests {
  @Test func resultsComeBackInIndexOrderWhateverTheFinishingOrder() {
    // Later items finish first: each sleeps less than the one before.
    let values = Parallel.map(Array(0..<40), workers: 4) { (i: Int) -> Int in
      usleep(UInt32((40 - i) * 200))
      return i * i
    }
    #expect(values == (0..<40).map { $0 * $0 })
  }

  @Test func everyIndexRunsOnceAndEachLaneKeepsItsOwnValue() throws {
    let seen = Mutex([Int](repeating: 0, count: 200))
    let lanes = try Parallel.map(count: 200, workers: 3, lane: { (k: Int) throws(any Error) in k }) {
      (lane, i) throws(any Error) in
      seen.withLock { $0[i] += 1 }
      return lane
    }
    #expect(seen.withLock { $0 } == [Int](repeating: 1, count: 200))
    #expect(Set(lanes).isSubset(of: [0, 1, 2]))
    #expect(Parallel.lanes(200, workers: 3) == 3 && Parallel.lanes(2, workers: 8) == 2 && Parallel.lanes(0) == 1)
  }

  struct Failed: Error, Equatable { let index: Int }

  @Test func theErrorOfTheLowestIndexIsRethrownAfterEveryIndexRan() {
    let ran = Mutex(0)
    #expect(throws: Failed(index: 7)) {
      try Parallel.map(Array(0..<50), workers: 4) { (i: Int) throws(Failed) -> Int in
        ran.withLock { $0 += 1 }
        if i == 7 || i == 30 { throw Failed(index: i) }
        return i
      }
    }
    #expect(ran.withLock { $0 } == 50)
  }

  @Test func nothingToDoIsNoWork() {
    #expect(Parallel.map([Int](), workers: 2) { $0 }.isEmpty)
  }

  @Test func bothRunsItsHalvesAtOnceAndReturnsBoth() throws {
    // Each half waits for the other's signal: run one after the other, they would wait for ever
    // (the timeout turns that into a failure, not a hang).
    let firstStarted = DispatchSemaphore(value: 0), secondStarted = DispatchSemaphore(value: 0)
    let (a, b) = try Parallel.both(
      { () -> Bool in
        firstStarted.signal()
        return secondStarted.wait(timeout: .now() + 10) == .success
      },
      { () -> Bool in
        secondStarted.signal()
        return firstStarted.wait(timeout: .now() + 10) == .success
      })
    #expect(a && b)
    // A map inside the second half still spreads over the pool.
    let (_, squares) = try Parallel.both({ 1 }, { Parallel.map(Array(0..<100), workers: 2) { $0 * $0 } })
    #expect(squares == (0..<100).map { $0 * $0 })
  }

  @Test func bothRethrowsTheFirstHalfsErrorWhenBothFail() {
    let error = #expect(throws: Failed.self) {
      try Parallel.both({ () throws -> Int in throw Failed(index: 1) }, { () throws -> Int in throw Failed(index: 2) })
    }
    #expect(error == Failed(index: 1))
    let second = #expect(throws: Failed.self) {
      try Parallel.both({ 1 }, { () throws -> Int in throw Failed(index: 2) })
    }
    #expect(second == Failed(index: 2))
  }
}
