import MotionSpecNumbers
import Testing

/// The one number formatter: each spelling, its sign, its edges.
@Suite struct NumberTextTests {
  @Test func fixedKeepsTrailingZerosAndSignsWithTheMinusItIsGiven() {
    #expect(NumberText.fixed(0.5, decimals: 2) == "0.50")
    #expect(NumberText.fixed(-0.2, decimals: 2) == "\u{2212}0.20")
    #expect(NumberText.fixed(-0.2, decimals: 2, minus: .ascii) == "-0.20")
    #expect(NumberText.fixed(1234.5678, decimals: 0) == "1235")
    #expect(NumberText.fixed(0.004, decimals: 3) == "0.004")
    // Never "−0": a negative number that rounds to zero has no sign.
    #expect(NumberText.fixed(-0.001, decimals: 2) == "0.00")
    #expect(NumberText.fixed(-0.0, decimals: 1) == "0.0")
    #expect(NumberText.fixed(.infinity, decimals: 2) == "∞")
    #expect(NumberText.fixed(-.infinity, decimals: 2) == "\u{2212}∞")
    #expect(NumberText.fixed(.nan, decimals: 2) == "NaN")
    // Beyond 64-bit integers: still a number, still signed.
    #expect(NumberText.fixed(-1e20, decimals: 2).hasPrefix("\u{2212}1"))
  }

  @Test func compactDropsTrailingZeros() {
    #expect(NumberText.compact(0.5, decimals: 3) == "0.5")
    #expect(NumberText.compact(157.9100, decimals: 3) == "157.91")
    #expect(NumberText.compact(350, decimals: 2) == "350")
    #expect(NumberText.compact(-0.0004, decimals: 3) == "0")
    #expect(NumberText.compact(0.1 + 0.2, decimals: 4, minus: .ascii) == "0.3")
    #expect(NumberText.compact(-12.30, decimals: 4, minus: .ascii) == "-12.3")
  }

  @Test func codeReadsBackAsTheSameDouble() {
    for x in [0.0, 1, -1, 0.55, 0.18, 1.0 / 3, -0.2, 1e-9, 123_456_789.125, 1e300] {
      let s = NumberText.code(x)
      #expect(Double(s) == x, "\(x) → \(s)")
      #expect(!s.contains("\u{2212}"))
    }
    #expect(NumberText.code(1) == "1" && NumberText.code(0.55) == "0.55")
  }

  @Test func significantAndRounded() {
    #expect(NumberText.significant(0.17999999999999994, digits: 6) == 0.18)
    #expect(NumberText.significant(123_456.789, digits: 3) == 123_000)
    #expect(NumberText.significant(0, digits: 3) == 0)
    #expect(NumberText.rounded(0.123456, decimals: 4) == 0.1235)
    #expect(NumberText.rounded(-2.5, decimals: 0) == -3)
  }
}
