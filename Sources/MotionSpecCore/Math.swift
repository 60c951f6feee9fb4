// The elementary functions the model calls, all from ``Elementary`` so every runtime computes the
// same doubles (no libc in this module).
func exp(_ x: Double) -> Double { Elementary.exp(x) }
func log(_ x: Double) -> Double { Elementary.log(x) }
func sin(_ x: Double) -> Double { Elementary.sin(x) }
func cos(_ x: Double) -> Double { Elementary.cos(x) }
func atan(_ x: Double) -> Double { Elementary.atan(x) }
func atan2(_ y: Double, _ x: Double) -> Double { Elementary.atan2(y, x) }

/// 2π, the constant that links a spring's period and its angular frequency.
let twoPi = 2 * Double.pi

/// Finds a root of `f` in `[a, b]` by bisection, given `f(a)` and `f(b)` of opposite signs.
///
/// Bisection halves the bracket until it is as narrow as the doubles allow, so the result is
/// exact to the last bit or two of `t` — the right trade for settling and rise times, which are
/// evaluated a handful of times per curve.
func bisect(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
  var lo = a, hi = b
  let fLo = f(lo)
  for _ in 0..<200 {
    let mid = 0.5 * (lo + hi)
    if mid <= lo || mid >= hi { break }
    let fm = f(mid)
    if fm == 0 { return mid }
    if (fm < 0) == (fLo < 0) { lo = mid } else { hi = mid }
  }
  return 0.5 * (lo + hi)
}
