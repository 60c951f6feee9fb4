import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import Testing

@testable import MotionSpecExport

/// A fixture file's URL.
func fixture(_ path: String) -> URL {
  Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(path)
}

/// The built-in catalogue, the edge catalogue and the naming one (names that collide once made
/// identifiers), which every export test runs on.
func catalogues() throws -> [Catalogue] {
  [
    try CatalogueLoader.load([]), try CatalogueLoader.load([fixture("edge-tokens.yaml").path]),
    try CatalogueLoader.load([fixture("naming-tokens.yaml").path]),
  ]
}

/// How far apart two motions' physics are: the largest relative difference of the stored
/// spring numbers (or Bézier points and duration), delay, speed and initial velocity; infinity
/// when they are of different kinds or repeat differently.
func physicsDistance(_ a: Animation, _ b: Animation) -> Double {
  guard a.repetition == b.repetition else { return .infinity }
  var worst = max(
    abs(a.delay - b.delay), abs(a.speed - b.speed) / b.speed,
    abs(a.initialVelocity - b.initialVelocity) / max(1, abs(b.initialVelocity)))
  switch (a.curve, b.curve) {
  case (.spring(let s), .spring(let t)):
    let scale = t.naturalFrequency
    worst = max(
      worst, abs(s.angularFrequency - t.angularFrequency) / scale, abs(s.decayConstant - t.decayConstant) / scale,
      abs(s.mass - t.mass) / t.mass)
  case (.timing(let c), .timing(let d)):
    worst = max(worst, abs(c.duration - d.duration) / d.duration)
    switch (c.easing, d.easing) {
    case (.bezier(let p), .bezier(let q)):
      for (x, y) in zip([p.x1, p.y1, p.x2, p.y2], [q.x1, q.y1, q.x2, q.y2]) { worst = max(worst, abs(x - y)) }
    case (.stops(let p), .stops(let q)):
      guard p.points.count == q.points.count else { return .infinity }
      for (x, y) in zip(p.points, q.points) {
        worst = max(worst, abs(x.input - y.input), abs(x.output - y.output))
      }
    default: return .infinity
    }
  default: return .infinity
  }
  return worst
}

/// The numbers written after `label` (`label: 1.5`, `label = 1.5f`) in `text`.
func number(_ label: String, in text: String) -> Double? {
  // A lower-case label starts a word (`delay`, not `delayMillis`'s tail); a capitalised one ends a name (`heavyDelayMillis`).
  let start = label.first!.isLowercase ? #"\b"# : ""
  guard let range = text.range(of: start + label + #"\s*[:=]\s*-?[0-9][0-9._eE+-]*"#, options: .regularExpression)
  else { return nil }
  let match = text[range]
  let value = match.split(whereSeparator: { $0 == ":" || $0 == "=" }).last!.trimmingCharacters(in: .whitespaces)
  return Double(value.replacingOccurrences(of: "_", with: ""))
}

/// The comma-separated numbers inside the first `prefix(…)` in `text`.
func arguments(of prefix: String, in text: String) -> [Double]? {
  guard let start = text.range(of: prefix + "(") else { return nil }
  let rest = text[start.upperBound...]
  guard let end = rest.firstIndex(of: ")") else { return nil }
  return rest[..<end].split(separator: ",").map { part in
    Double(
      part.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "f", with: "").split(separator: ":").last!
        .trimmingCharacters(in: .whitespaces))!
  }
}

/// Integrates m·x″ + c·x′ + k·(x − 1) = 0 from x = 0, x′ = v₀ with classical Runge–Kutta
/// (step `dt`), calling `visit(t, x)` after every step.
func integrateSpring(
  mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double, until end: Double,
  dt: Double = 1e-4, visit: (Double, Double) -> Void
) {
  var x = 0.0, v = v0, t = 0.0
  func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
  while t < end {
    let a1 = acceleration(x, v)
    let (x2, v2) = (x + v * dt / 2, v + a1 * dt / 2)
    let a2 = acceleration(x2, v2)
    let (x3, v3) = (x + v2 * dt / 2, v + a2 * dt / 2)
    let a3 = acceleration(x3, v3)
    let (x4, v4) = (x + v3 * dt, v + a3 * dt)
    let a4 = acceleration(x4, v4)
    x += dt / 6 * (v + 2 * v2 + 2 * v3 + v4)
    v += dt / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
    t += dt
    visit(t, x)
  }
}
