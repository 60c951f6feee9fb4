import MotionSpecNumbers

/// Numbers with their units for charts, tables and summaries, spelled by ``NumberText``.
public enum Format {
  /// Seconds, e.g. `0.82 s` (or `∞`).
  public static func seconds(_ t: Double, decimals: Int = 2) -> String {
    t.isFinite ? number(t, decimals: decimals) + " s" : "∞"
  }

  /// A time in a figure's time unit, e.g. `350 ms` or `0.35 s` (about three significant
  /// figures); `never` for a time that does not exist.
  public static func time(_ t: Double?, unit: AxisUnit) -> String {
    guard let t, t.isFinite else { return "never" }
    if unit == .milliseconds {
      let ms = t * 1000
      return compact(ms, decimals: abs(ms) < 10 ? 2 : abs(ms) < 100 ? 1 : 0) + " ms"
    }
    return compact(t, decimals: abs(t) < 0.1 ? 4 : abs(t) < 1 ? 3 : abs(t) < 10 ? 2 : abs(t) < 100 ? 1 : 0) + " s"
  }

  /// A fraction as a percentage, e.g. `4.6 %`.
  public static func percent(_ f: Double, decimals: Int = 1) -> String { number(f * 100, decimals: decimals) + " %" }

  /// `x` with `decimals` decimals, trailing zeros kept, U+2212 for minus.
  public static func number(_ x: Double, decimals: Int = 2) -> String { NumberText.fixed(x, decimals: decimals) }

  /// `x` rounded to `decimals` with trailing zeros dropped, e.g. 0.5 → `0.5`, 157.91 → `157.91`.
  public static func compact(_ x: Double, decimals: Int = 3) -> String { NumberText.compact(x, decimals: decimals) }
}
