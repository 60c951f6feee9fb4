import MotionSpecNumbers

/// Numbers with their units for charts, tables and summaries, spelled by ``NumberText``.
public enum Format {
  /// A time as every chart, table, card and message shows it — the one time rule: in
  /// milliseconds (``AxisUnit/time(for:)``), whole from 100 ms, to 0.1 ms from 10 ms, to 0.01 ms
  /// below; `never` for a time that does not exist. Only code keeps its platform's unit
  /// (`.spring(duration: 0.5)`, `300ms`), and JSON carries seconds as numbers.
  public static func time(_ t: Double?) -> String { time(t, unit: AxisUnit.time(for: 0...1)) }

  /// A change of time in the one time rule, signed: `+50 ms`, `−0.5 ms`.
  public static func timeChange(_ d: Double) -> String { (d > 0 ? "+" : "") + time(d) }

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
