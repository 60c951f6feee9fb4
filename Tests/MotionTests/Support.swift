@testable import MotionSpecCore

/// Integrates m·x″ + c·x′ + k·x = 0 (x the displacement from `target`) with classic RK4 at a
/// fixed step, independently of the closed forms under test. Returns (value, velocity) at `times`.
func integrate(
  mass m: Double, stiffness k: Double, damping c: Double, target: Double, initialVelocity v0: Double,
  times: [Double], step h: Double
) -> [(value: Double, velocity: Double)] {
  func accel(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
  var x = -target, v = v0, t = 0.0
  var results: [(Double, Double)] = []
  for goal in times.sorted() {
    while t < goal - 1e-15 {
      let dt = min(h, goal - t)
      let k1x = v, k1v = accel(x, v)
      let k2x = v + 0.5 * dt * k1v, k2v = accel(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v)
      let k3x = v + 0.5 * dt * k2v, k3v = accel(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v)
      let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
      x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      t += dt
    }
    results.append((x + target, v))
  }
  return results
}

/// |a − b| ≤ tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
