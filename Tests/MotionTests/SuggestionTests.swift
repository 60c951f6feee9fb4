import Foundation
import TestSupport
import Testing

@testable import MotionSpecCore

/// "Did you mean": the banded, bounded edit distance agrees with the textbook one within its
/// bound, typos are still found, and the work of a look-up is bounded whatever the input.
@Suite struct SuggestionTests {
  /// The textbook Levenshtein distance, ignoring case.
  func plain(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    var row = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var next = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      row = next
    }
    return a.isEmpty ? b.count : row[b.count]
  }

  @Test func theBandedDistanceIsTheDistanceWithinItsBound() {
    var random = SeededGenerator(seed: 54)
    for _ in 0..<2_000 {
      let a = String((0..<Int.random(in: 0...12, using: &random)).map { _ in "abc".randomElement(using: &random)! })
      let b = String((0..<Int.random(in: 0...12, using: &random)).map { _ in "abc".randomElement(using: &random)! })
      let limit = Int.random(in: 0...8, using: &random)
      var budget = Int.max
      let banded = SuggestionIndex.distance(Array(a), Array(b), limit: limit, budget: &budget)
      let exact = plain(a, b)
      #expect(banded == (exact <= limit ? exact : nil), "\(a) \(b) limit \(limit)")
    }
  }

  @Test func typosAreFoundAndFarWordsAreNot() {
    #expect(suggestion(for: "bonce", among: ["bounce", "duration"]) == "bounce")
    #expect(suggestion(for: "motion.fsat", among: ["motion.fast", "motion.slow"]) == "motion.fast")
    #expect(suggestion(for: "motion.fastt", among: ["motion.f"]) == nil)
    #expect(suggestion(for: String(repeating: "a", count: 300), among: [String(repeating: "a", count: 299)]) == nil)
  }

  /// Thousands of long names against thousands of long misspellings: every look-up stops within
  /// its budget, and the whole search stays within the sum of the budgets.
  @Test func theWorkOfALookUpIsBounded() {
    var random = SeededGenerator(seed: 7)
    func word() -> String { String((0..<120).map { _ in "abcdefghij".randomElement(using: &random)! }) }
    let names = (0..<3_000).map { _ in word() }
    let index = SuggestionIndex(names)
    var total = 0
    for _ in 0..<200 {
      var budget = 100_000
      _ = index.suggestion(for: word(), budget: &budget)
      #expect(budget > -2 * SuggestionIndex.longestWord)  // at most one row past the budget
      total += 100_000 - budget
    }
    #expect(total <= 200 * (100_000 + 2 * SuggestionIndex.longestWord))
    // A real typo among them is still found.
    var budget = SuggestionIndex.cellsPerLookup
    var typo = Array(names[1_234])
    typo.swapAt(10, 11)
    #expect(index.suggestion(for: String(typo), budget: &budget) == names[1_234])
  }
}
