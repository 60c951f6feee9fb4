import Foundation
import MotionSpecNumbers
import TestSupport
import Testing

/// `NumberText.double` (the model's own number reader, which the WebAssembly module runs) against
/// `Double(_: String)` (the C library's strtod behind Swift's): the same double to the bit, or
/// the same refusal, for every shape of input.
@Suite struct NumberReadingTests {
  func same(_ text: String) -> Bool {
    let ours = NumberText.double(text), reference = Double(text)
    return ours?.bitPattern == reference?.bitPattern
  }

  @Test func everyShapeReadsAsSwiftReadsIt() {
    let shapes = [
      "0", "-0", "+0", "1", "1.", ".5", "+.5", "-.5", ".", "", "+", "-", "5e", "5e+", "e5", "1e5", "1E5", "1e+5",
      "1e-0", "1.e1", "-.e1", "00012", "0.000", "1_0", " 5", "5 ", "\t5", "5\n", "1e400", "-1e400", "1e-400",
      "1e-310", "4.9e-324", "2.4703282292062328e-324", "2.4703282292062327e-324", "2.4703282292062327208e-324",
      "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "0.30000000000000004",
      "9007199254740993", "9007199254740992.5", "9007199254740993.0000000000000000000001",
      "123456789012345678901234567890", "0.1", "0.2", "0.55", "0.35", "1e22", "1e23", "8.98846567431158e307",
      "2.2250738585072011e-308", "2.2250738585072014e-308",
      "2.225073858507201136057409796709131975934819546351645648e-308",
      "0e999999999999999999999", "1e-999999999999999999", "1e999999999999999", "inf", "Infinity", "-INF", "+inf",
      "inFiniTy", "infinit", "infinityx", "nan", "NaN", "-nan", "+nan", "nan()", "nan(123)", "nan(0x7b)", "nan(abc)",
      "nan(-1)", "nan(1_2)", "nan(99999999999999999999)", "nan(0xfffffffffffff)", "nan(010)", "nan(08)", "nan(",
      "nan(1", "nan(1)x", "snan", "-snan", "+snan", "SNAN", "snan(1)", "0x1p3", "0X1.8P1", "0x10", "0x", "0x.p1",
      "0x1", "0x1p", "0x1p+", "0xp1", "0x1P-1074", "0x1P-1075", "0x1.8p-1074", "0x1.0000000000000000000001p-1075",
      "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7ffp1023", "0x123456789abcdef0123p0", "0x.000000001p-1000",
      "0x1.00000000000008p0", "0x1.000000000000080000001p0", "0x1.00000000000018p0", "-0x1.8p1", "\u{10}x1",
      "١", "5%", "0.5s",
    ]
    for text in shapes { #expect(same(text), "\(text.debugDescription)") }
    // The one difference, on purpose: Swift's reader hands the text to C, which stops at a NUL
    // and reads "1e5\0x" as 100000; this reader refuses it, as it refuses any other stray byte.
    #expect(Double("1e5\u{0}x") == 100_000)
    #expect(NumberText.double("1e5\u{0}x") == nil)
  }

  @Test func randomDecimalsAndHexadecimalsReadAsSwiftReadsThem() {
    var generator = SeededGenerator(seed: 11)
    let digits = Array("0123456789")
    let hexDigits = Array("0123456789abcdefABCDEF")
    var failures: [String] = []
    for round in 0..<40_000 {
      var text = Bool.random(using: &generator) ? "" : (Bool.random(using: &generator) ? "-" : "+")
      let hex = round % 5 == 0
      if hex { text += "0x" }
      let pool = hex ? hexDigits : digits
      let length = Int.random(in: 1...(round % 7 == 0 ? 40 : 20), using: &generator)
      let point = Int.random(in: -1..<length, using: &generator)
      for i in 0..<length {
        if i == point { text += "." }
        text.append(pool.randomElement(using: &generator)!)
      }
      if Int.random(in: 0..<3, using: &generator) > 0 {
        text += hex ? "p" : "e"
        text += ["", "+", "-"].randomElement(using: &generator)!
        text += String(Int.random(in: 0...(round % 3 == 0 ? 1100 : 340), using: &generator))
      }
      if !same(text) { failures.append(text) }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func significantDigitsRoundAsPrintfDoes() {
    var generator = SeededGenerator(seed: 12)
    var failures: [String] = []
    for round in 0..<20_000 {
      let x: Double
      switch round % 4 {
      case 0: x = Double.random(in: -2...2, using: &generator)
      case 1: x = Double(Int.random(in: -99_999...99_999, using: &generator)) / 1000  // ties in decimal
      case 2: x = Double(sign: .plus, exponent: Int.random(in: -1074...1023, using: &generator), significand: 1.5)
      default: x = Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)
      }
      let digits = Int.random(in: 1...17, using: &generator)
      let reference = Double(String(format: "%.\(digits)g", x))!
      if NumberText.significant(x, digits: digits).bitPattern != reference.bitPattern {
        failures.append("\(x) to \(digits)")
      }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(NumberText.significant(0.125, digits: 2) == 0.12)  // a tie, to the even digit
    #expect(NumberText.significant(2.675, digits: 3) == 2.67)  // 2.67499999… in binary
    #expect(NumberText.significant(9.995, digits: 3) == 9.99)
    #expect(NumberText.significant(9.9951, digits: 3) == 10)
  }
}
