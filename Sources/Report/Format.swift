import Motion

/// Number formatting for charts, tables and summaries: fixed decimals, U+2212 minus, units.
public enum Format {
  /// Seconds, e.g. `0.82 s` (or `∞`).
  public static func seconds(_ t: Double, decimals: Int = 2) -> String {
    t.isFinite ? number(t, decimals: decimals) + " s" : "∞"
  }

  /// A fraction as a percentage, e.g. `4.6 %`.
  public static func percent(_ f: Double, decimals: Int = 1) -> String { number(f * 100, decimals: decimals) + " %" }

  /// `x` with `decimals` decimals, trailing zeros kept, U+2212 for minus.
  public static func number(_ x: Double, decimals: Int = 2) -> String {
    guard x.isFinite else { return x > 0 ? "∞" : "−∞" }
    let factor = pow(10, Double(decimals))
    let r = (x * factor).rounded() / factor
    var digits = String(Int64(abs(r * factor).rounded()))
    if decimals > 0 {
      while digits.count <= decimals { digits = "0" + digits }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
    }
    return r < 0 ? "\u{2212}" + digits : digits
  }

  /// `x` rounded to `decimals` with trailing zeros dropped, e.g. 0.5 → `0.5`, 157.91 → `157.91`.
  public static func compact(_ x: Double, decimals: Int = 3) -> String {
    var s = number(x, decimals: decimals)
    if s.contains(".") {
      while s.hasSuffix("0") { s.removeLast() }
      if s.hasSuffix(".") { s.removeLast() }
    }
    return s == "\u{2212}0" ? "0" : s
  }
}
