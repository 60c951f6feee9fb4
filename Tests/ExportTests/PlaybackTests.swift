import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecExport

/// Each exported token checked against how its platform actually plays it — each library's
/// rules written here again, from its source, as the oracle (independent of `Playback`):
/// - react-spring: `@react-spring/core` 9, `packages/core/src/SpringValue.ts` (`advance`):
///   steps of 1 ms, `springForce = −tension·1e−6·(x − to)`, `dampingForce = −friction·1e−3·v`,
///   `v += (springForce + dampingForce)/mass`, `x += v`; `config.velocity` is the starting `v`,
///   so in units per millisecond.
/// - Reanimated: `react-native-reanimated` 4, `src/animation/spring/spring.ts`: `zeta < 1 ?
///   underDampedSpringCalculations : criticallyDampedSpringCalculations` (the latter uses ω₀ only).
/// - Flutter: `AnimationController` clamps its value to `lowerBound…upperBound` (0…1 unless
///   built `unbounded`), `packages/flutter/lib/src/animation/animation_controller.dart`.
@Suite struct PlaybackTests {
  static let yaml = """
    name: Runtime check
    tokens:
      smooth: .smooth
      bouncy: .bouncy
      creep: .spring(duration: 0.5, bounce: -0.5)
      flick: .interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 2)
    """

  static func exporter() throws -> Exporter { Exporter(catalogue: try YAMLReader.read(yaml, file: "rt.yaml")) }

  static func file(_ platform: Platform) throws -> String {
    try #require(try exporter().files(for: [platform]).first).contents
  }

  /// The number after `label: ` on the line of `token` in a TypeScript file.
  static func field(_ label: String, of token: String, in file: String) throws -> Double {
    let line = try #require(file.split(separator: "\n").first { $0.contains("\(token): token(") })
    let after = try #require(line.range(of: "\(label): "))
    return try #require(Double(line[after.upperBound...].prefix { "0123456789.-e".contains($0) }))
  }

  /// react-spring's loop, at one step per millisecond: the largest distance from `exact`.
  static func reactSpring(tension: Double, friction: Double, mass: Double, velocity: Double, exact: (Double) -> Double)
    -> Double
  {
    var x = 0.0, v = velocity, worst = 0.0
    for ms in 1...3000 {
      let force = -tension * 0.000_001 * (x - 1) - friction * 0.001 * v
      v += force / mass
      x += v
      worst = max(worst, abs(x - exact(Double(ms) / 1000)))
    }
    return worst
  }

  @Test func reactSpringTakesItsVelocityPerMillisecond() throws {
    let file = try Self.file(.reactSpring)
    let flick = try #require(try Self.exporter().tokens.first { $0.token.id == "flick" })
    let exact = { (t: Double) in flick.token.animation.value(target: 1, time: t) }
    let (k, c, m) = (
      try Self.field("tension", of: "flick", in: file), try Self.field("friction", of: "flick", in: file),
      try Self.field("mass", of: "flick", in: file)
    )
    let velocity = try Self.field("velocity", of: "flick", in: file)
    #expect(abs(velocity - 0.002) < 1e-12)
    // As exported: within half a percent of the token (Euler's 1-ms steps).
    #expect(Self.reactSpring(tension: k, friction: c, mass: m, velocity: velocity, exact: exact) < 0.005)
    // The per-second number it used to write flies far past the target.
    #expect(Self.reactSpring(tension: k, friction: c, mass: m, velocity: velocity * 1000, exact: exact) > 1)
    #expect(file.contains("per unit of distance, per millisecond"))
  }

  @Test func everySpringSaysHowReactSpringPlaysIt() throws {
    let file = try Self.file(.reactSpring)
    let lines = file.split(separator: "\n").filter { $0.contains("Plays in react-spring") }
    #expect(lines.count == 4)
    // At 60 Hz each 16.7-ms frame runs 17 steps: a little ahead of the clock, never far.
    for line in lines {
      let number = try #require(Double(line.split(separator: " ").dropLast(4).last ?? ""), "\(line)")
      #expect(number > 0 && number < 3, "\(line)")
    }
  }

  @Test func reanimatedSaysWhatItPlaysForAnOverdampedSpring() throws {
    let e = try Self.exporter()
    let creep = try #require(e.tokens.first { $0.token.id == "creep" })
    let s = try #require(creep.motion.spring)
    // Reanimated's critically damped branch at ω₀, from rest: x(t) = 1 − (1 + ω₀t)·e^(−ω₀t).
    let w = s.naturalFrequency
    var worst = 0.0
    for ms in 0...5000 {
      let t = Double(ms) / 1000
      worst = max(worst, abs((1 - (1 + w * t) * exp(-w * t)) - s.value(target: 1, initialVelocity: 0, time: t)))
    }
    let warning = try #require(e.warnings(creep, for: .reanimated).first { $0.contains("critically damped") })
    let stated = try #require(
      Double(warning.components(separatedBy: "plays up to ").last?.split(separator: " ").first ?? ""))
    #expect(abs(stated - worst * 100) < 0.05, "\(warning) vs \(worst)")
    #expect(warning.contains("withTiming") && warning.contains("Easing.bezier("))
    // An underdamped spring plays as it is: no such warning.
    let bouncy = try #require(e.tokens.first { $0.token.id == "bouncy" })
    #expect(!e.warnings(bouncy, for: .reanimated).contains { $0.contains("critically damped") })
  }

  @Test func flutterSaysWhenTheDefaultControllerWouldClip() throws {
    let e = try Self.exporter()
    for token in e.tokens {
      let s = try #require(token.motion.spring)
      var high = 0.0
      for ms in 0...3000 {
        high = max(high, s.value(target: 1, initialVelocity: token.motion.initialVelocity, time: Double(ms) / 1000))
      }
      let clips = e.warnings(token, for: .flutter).contains { $0.contains("AnimationController.unbounded") }
      #expect(clips == (high > 1.0005), "\(token.token.id): \(high)")
    }
  }

  @Test func importersReadConfigsAsTheLibrariesPlayThem() throws {
    // Motion: visualDuration alone does not take the visualDuration branch (motion-dom,
    // generators/spring: it needs duration or bounce beside it), so Motion plays its defaults.
    let alone = try MotionExpression.parse(#"{ type: "spring", visualDuration: 0.5 }"#)
    let s = try #require(alone.spring)
    #expect(abs(s.stiffness - 100) < 1e-9 && abs(s.damping - 10) < 1e-9 && abs(s.mass - 1) < 1e-15)
    #expect(alone.notes.contains { $0.contains("plays its defaults") })
    let withBounce = try #require(
      try MotionExpression.parse(#"{ type: "spring", visualDuration: 0.5, bounce: 0 }"#).spring)
    #expect(abs(withBounce.duration - 0.6) < 1e-12 && abs(withBounce.dampingRatio - 1) < 1e-12)
    // Reanimated: stiffness 200 with its defaults (mass 4, damping 120) is ζ 2.12, which Reanimated
    // plays critically damped at ω₀ = √(200/4).
    let reanimated = try MotionExpression.parse("withSpring(1, { stiffness: 200 })")
    let r = try #require(reanimated.spring)
    #expect(abs(r.dampingRatio - 1) < 1e-12 && abs(r.naturalFrequency - (200.0 / 4).squareRoot()) < 1e-12)
    #expect(reanimated.notes.contains { $0.contains("critically damped") })
    // The same spring read as Reanimated plays it is what Playback says Reanimated plays.
    let over = Spring(mass: 4, stiffness: 200, damping: 120, allowOverDamping: true)
    #expect(Playback.reanimatedSpring(over) == r)
  }
}

/// Every spelling an export writes reads back (through `inspect`'s and the catalogues' reader)
/// to a motion that moves like the token as that platform plays it — on the built-in catalogue,
/// the edge catalogue and a seeded random one of 200 tokens.
@Suite struct ExportedSpellingTests {
  /// 200 tokens: springs with bounce −0.95…0.95 and durations 0.05–5 s, some with an initial
  /// velocity, a delay or a speed, and timing curves.
  static func randomCatalogue() throws -> Catalogue {
    var g = SeededGenerator(seed: 0x5eed_31)
    var lines = ["name: Random", "tokens:"]
    for i in 0..<200 {
      let d = Double.random(in: 0.05...5, using: &g), b = Double.random(in: -0.95...0.95, using: &g)
      var e: String
      switch i % 5 {
      case 0: e = ".spring(duration: \(d), bounce: \(b))"
      case 1:
        e =
          ".interpolatingSpring(duration: \(d), bounce: \(b), initialVelocity: \(Double.random(in: -3...3, using: &g)))"
      case 2: e = ".spring(duration: \(d), bounce: \(b)).delay(\(Double.random(in: 0...0.5, using: &g)))"
      case 3: e = ".spring(duration: \(d), bounce: \(b)).speed(\(Double.random(in: 0.5...2, using: &g)))"
      default:
        let p = [
          Double.random(in: 0...1, using: &g), Double.random(in: -0.5...1.5, using: &g),
          Double.random(in: 0...1, using: &g), Double.random(in: -0.5...1.5, using: &g),
        ]
        e = ".timingCurve(\(p.map { "\($0)" }.joined(separator: ", ")), duration: \(d))"
      }
      lines.append("  t\(i): '\(e)'")
    }
    return try YAMLReader.read(lines.joined(separator: "\n"), file: "random.yaml")
  }

  /// The expression of a token's snippet for `platform`, as a person would paste it.
  static func expression(_ snippet: String, _ platform: Platform) -> String? {
    let lines = snippet.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    switch platform {
    case .motion, .reanimated, .reactSpring: return lines.first
    case .compose: return lines.first { $0.hasPrefix("spring(") }
    case .flutter:
      guard let line = lines.first(where: { $0.contains("= SpringDescription(") }),
        let start = line.range(of: "SpringDescription(", options: .backwards)
      else { return nil }
      return String(line[start.lowerBound...]).trimmingCharacters(in: CharacterSet(charactersIn: ";"))
    default: return nil
    }
  }

  @Test(arguments: [Platform.motion, .reanimated, .reactSpring, .compose, .flutter])
  func everySpellingReadsBackAsThePlatformPlaysIt(_ platform: Platform) throws {
    var checked = 0
    for catalogue in try catalogues() + [try Self.randomCatalogue()] {
      let e = Exporter(catalogue: catalogue)
      for t in e.tokens {
        let warnings = e.warnings(t, for: platform)
        // Whole milliseconds and one cycle of a repeat are stated in the file; not compared here.
        if warnings.contains(where: { $0.contains("whole milliseconds") || $0.contains("one cycle") }) { continue }
        // Compose and Flutter write timing curves, delays and velocities as separate constants.
        let separate = platform == .compose || platform == .flutter
        if separate && (t.motion.spring == nil || t.motion.delay > 0 || t.motion.initialVelocity != 0) { continue }
        let text = try #require(Self.expression(e.snippet(t, for: platform), platform), "\(platform) \(t.token.id)")
        let read = try MotionExpression.parse(text)
        // What the platform plays: Reanimated takes damping ratios of 1 or more critically damped.
        var played = t.token.animation
        if platform == .reanimated, let s = t.motion.spring, s.dampingRatio > 1 {
          played = Animation(
            .spring(Playback.reanimatedSpring(s)), delay: t.motion.delay, initialVelocity: t.motion.initialVelocity,
            swiftUI: "")
        }
        let end = min(t.metrics.windowEnd, 8)
        var worst = 0.0
        for i in 0...300 {
          let time = end * Double(i) / 300
          worst = max(worst, abs(read.value(target: 1, time: time) - played.value(target: 1, time: time)))
        }
        #expect(worst < 1e-6, "\(platform.title) \(t.token.id): \(text) is \(worst) away")
        checked += 1
      }
    }
    #expect(checked > (platform == .compose || platform == .flutter ? 80 : 150), "\(checked)")
  }
}
