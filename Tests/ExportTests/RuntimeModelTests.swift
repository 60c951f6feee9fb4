import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import Testing

@testable import MotionSpecExport

/// Each platform's runtime written again here, from the facts in its source, as the oracle for
/// the numbers the exports state (independent of `Playback`'s code), on the chosen catalogue and
/// on 200 seeded tokens nobody chose:
/// - Motion: `motion-dom` 13.1, `animation/generators/spring.ts` (closed form; rest when
///   `|target − current| ≤ restDelta` and `|velocity| ≤ restSpeed` in every damping regime, the
///   velocity `resolveVelocity`, the analytic derivative; `springDefaults`: granular 0.005 and 0.01;
///   default 0.5 and 2), `utils/create-generator-easing.ts` (a 0…100 generator),
///   `utils/calc-duration.ts` (50-ms steps, 20 s cap), `waapi/utils/linear.ts` (a point every
///   10 ms, rounded to 1e−4).
/// - Reanimated 4: `src/animation/spring/springUtils.ts` (`getEnergy`,
///   `isAnimationTerminatingCalculation`), `spring.ts` (`energyThreshold: 6e-9`).
/// - Compose: `animation-core`, `FloatAnimationSpec.kt` (`FloatSpringSpec.getValueFromNanos`
///   truncates to whole ms; `getDurationNanos` from `estimateAnimationDurationMillis` with the
///   displacement and velocity divided by the visibility threshold, 0.01 by default),
///   `SpringEstimation.kt` (the envelope when underdamped, Newton's method on x(t) = delta
///   otherwise).
/// - Flutter: `physics/spring_simulation.dart` (`isDone`: distance and velocity within the
///   tolerance, 1e−3 each by default; `x` does not snap), `animation/curves.dart` (`Cubic`
///   bisects until `|t − estimate| < 0.001`).
@Suite struct RuntimeModelTests {
  static let frameRate = 60.0

  /// The catalogues the runtimes play: the chosen one (`rt`, PlaybackTests's) and 200 seeded
  /// tokens nobody chose (``ExportedSpellingTests/randomCatalogue()``: bounce −0.95…0.95,
  /// durations 0.05–5 s, initial velocities, delays and speeds).
  static let catalogues = ["rt", "random"]

  /// A catalogue's spring tokens and the files each platform writes for it.
  struct Played {
    let tokens: [ExportedToken]
    let files: [Platform: String]
  }

  static func played(_ which: String) throws -> Played {
    let e =
      which == "rt" ? try PlaybackTests.exporter() : Exporter(catalogue: try ExportedSpellingTests.randomCatalogue())
    let files = e.files(for: [.motion, .reanimated, .compose, .flutter])
    return Played(
      tokens: e.tokens.filter { $0.motion.spring != nil },
      files: Dictionary(uniqueKeysWithValues: files.map { ($0.platform, $0.contents) }))
  }

  /// The spring tokens of the chosen catalogue, and its Flutter file (the timing curves' check).
  static func tokens() throws -> [ExportedToken] { try PlaybackTests.exporter().tokens }

  /// The exact unit move of `t` at `time`.
  static func exact(_ t: ExportedToken, _ time: Double) -> Double {
    t.motion.spring!.value(target: 1, initialVelocity: t.motion.initialVelocity, time: time)
  }

  /// The largest gap between `played` and the exact motion at the frames until the spring is
  /// within a millionth of its move for good (at least twice its duration, at most 30 s).
  static func worst(_ t: ExportedToken, played: (Int, Double) -> Double) -> Double {
    var worst = 0.0
    let s = t.motion.spring!
    let settle = s.settlingTime(target: 1, initialVelocity: t.motion.initialVelocity, epsilon: 1e-6)
    let seconds = min(30, max(2 * s.duration, settle.isFinite ? settle : 30))
    for k in 0...Int((seconds * frameRate).rounded(.up)) {
      let time = Double(k) / frameRate
      worst = max(worst, abs(played(k, time) - exact(t, time)))
    }
    return worst
  }

  /// The number the file states on `token`'s "Plays in" line, after `within `.
  /// Whether a stated figure is the measured error rounded up to the next 0.01 % (at least 0.01 %).
  static func bounds(_ stated: Double, _ measured: Double) -> Bool {
    let m = max(measured, 1e-4)
    return stated >= m - 1e-12 && stated - m < 1e-4 + 1e-9
  }

  static func stated(_ platform: Platform, _ token: String, nth: Int = 0, in played: Played? = nil) throws -> Double {
    let file = try played.map { try #require($0.files[platform]) } ?? PlaybackTests.file(platform)
    let lines = file.split(separator: "\n").map(String.init)
    // The comment above a token opens with its id alone ("* smooth", "// smooth", "/// smooth").
    let at = try #require(
      lines.firstIndex { $0.trimmingCharacters(in: CharacterSet(charactersIn: " */")) == token }, "\(platform) \(token)"
    )
    let play = try #require(lines[at...].first { $0.contains("Plays in") }, "\(platform) \(token)")
    let parts = play.components(separatedBy: "within ")
    return try #require(Double(parts[nth + 1].split(separator: " ").first ?? ""), "\(play)") / 100
  }

  @Test(arguments: catalogues)
  func motionRestsAndItsBrowserEasingAreWhatTheFileSays(_ which: String) throws {
    let played = try Self.played(which)
    for t in played.tokens {
      let s = try #require(t.motion.spring)
      let v0 = t.motion.initialVelocity
      // A unit move is granular (< 5): restDelta 0.005, restSpeed 0.01 per second.
      func done(_ ms: Double, delta: Double, speed: Double) -> Bool {
        let x = Self.exact(t, ms / 1000)
        let velocity = s.velocity(target: 1, initialVelocity: v0, time: ms / 1000)
        return ms > 0 && abs(velocity) <= speed && abs(1 - x) <= delta
      }
      var ended = false
      let main = Self.worst(t) { _, time in
        ended = ended || done(time * 1000, delta: 0.005, speed: 0.01)
        return ended ? 1 : Self.exact(t, time)
      }
      // The browser: the generator over 0…100 takes the default thresholds (0.5 and 2 in its
      // units) and the transition's velocity as written — on a unit move, a hundredth of the
      // token's against the 0…100 move (createGeneratorEasing(options, 100, spring)).
      func generated(_ time: Double) -> Double { s.value(target: 1, initialVelocity: v0 / 100, time: time) }
      func generatorDone(_ ms: Double, delta: Double, speed: Double) -> Bool {
        let x = generated(ms / 1000)
        let velocity = s.velocity(target: 1, initialVelocity: v0 / 100, time: ms / 1000)
        return ms > 0 && abs(velocity) <= speed && abs(1 - x) <= delta
      }
      var duration = 0.0
      while !generatorDone(duration, delta: 0.5 / 100, speed: 2.0 / 100) && duration < 20_000 { duration += 50 }
      let count = max(Int((duration / 10).rounded()), 2)
      let points = (0..<count).map { i -> Double in
        let ms = duration * Double(i) / Double(count - 1)
        let v = generatorDone(ms, delta: 0.005, speed: 0.02) ? 100 : generated(ms / 1000) * 100
        return (v / 100 * 10_000).rounded() / 10_000
      }
      let browser = Self.worst(t) { _, time in
        let progress = time * 1000 / duration
        if progress >= 1 { return 1 }
        let at = progress * Double(count - 1)
        let i = Int(at.rounded(.down))
        return points[i] + (points[i + 1] - points[i]) * (at - Double(i))
      }
      #expect(abs(main - (Playback.error(t.motion, on: .motion) ?? -1)) < 1e-9, "\(t.token.id)")
      #expect(abs(browser - (Playback.error(t.motion, on: .motionBrowser) ?? -1)) < 1e-9, "\(t.token.id)")
      if which == "rt" {
        // Snapping at rest costs at most restDelta; the browser's 10-ms chords add a little.
        #expect(main <= 0.005 + 1e-12, "\(t.token.id): \(main)")
        // Without an initial velocity the browser's 10-ms chords add a little; with one, the
        // velocity lost to the 0…100 move shows (the file says so).
        #expect(v0 != 0 || browser < 0.01, "\(t.token.id): \(browser)")
      } else {
        // Any spring: the snap comes near an extremum, so the exact motion's later swings are
        // smaller still — at most twice restDelta (a 50-ms spring's chords are its file's to state).
        #expect(main <= 0.01 + 1e-12, "\(t.token.id): \(main)")
      }
      #expect(Self.bounds(try Self.stated(.motion, t.token.id, in: played), main))
      #expect(Self.bounds(try Self.stated(.motion, t.token.id, nth: 1, in: played), browser))
    }
  }

  @Test(arguments: catalogues)
  func reanimatedEndsOnItsEnergyThreshold(_ which: String) throws {
    let played = try Self.played(which)
    for t in played.tokens {
      let s = try #require(t.motion.spring)
      let v0 = t.motion.initialVelocity
      let (k, m) = (s.stiffness, s.mass)
      let w0 = (k / m).squareRoot(), zeta = s.damping / (2 * (k * m).squareRoot())
      // Position and velocity from the start (the per-frame steps compose to the same curve).
      func state(_ time: Double) -> (Double, Double) {
        let x0 = -1.0
        if zeta < 1 {
          let w1 = w0 * (1 - zeta * zeta).squareRoot()
          let e = exp(-zeta * w0 * time)
          let a = (v0 + zeta * w0 * x0) / w1
          let x = e * (a * sin(w1 * time) + x0 * cos(w1 * time))
          let v = -zeta * w0 * x + e * (a * w1 * cos(w1 * time) - x0 * w1 * sin(w1 * time))
          return (1 + x, v)
        }
        let e = exp(-w0 * time)
        let x = e * (x0 + (v0 + w0 * x0) * time)
        return (1 + x, -w0 * x + e * (v0 + w0 * x0))
      }
      let e0 = 0.5 * k * 1 + 0.5 * m * v0 * v0
      var ended = false
      let measured = Self.worst(t) { frame, time in
        let (x, v) = state(time)
        if frame > 0 && !ended { ended = (0.5 * k * (1 - x) * (1 - x) + 0.5 * m * v * v) / e0 <= 6e-9 }
        return ended ? 1 : x
      }
      #expect(abs(measured - (Playback.error(t.motion, on: .reanimated) ?? -1)) < 1e-9, "\(t.token.id)")
      #expect(Self.bounds(try Self.stated(.reanimated, t.token.id, in: played), measured))
      if zeta < 1 { #expect(measured < 1e-3, "\(t.token.id): \(measured)") }
    }
  }

  @Test(arguments: catalogues)
  func composeRunsOnWholeMillisecondsUntilItsEstimatedDuration(_ which: String) throws {
    let played = try Self.played(which)
    for t in played.tokens {
      let s = try #require(t.motion.spring)
      let zeta = s.dampingRatio, k = s.naturalFrequency * s.naturalFrequency
      let threshold = 0.01
      // estimateAnimationDurationMillis(stiffness, dampingRatio, v0 / threshold, −1 / threshold, 1).
      let p0 = 1 / threshold, v = -t.motion.initialVelocity / threshold
      let c = 2 * zeta * k.squareRoot()
      var seconds: Double
      if zeta < 1 {
        let r = -c / 2, imaginary = (4 * k - c * c).squareRoot() / 2
        let c2 = (v - r * p0) / imaginary
        seconds = log(1 / (p0 * p0 + c2 * c2).squareRoot()) / r
      } else {
        // The last time the displacement is the threshold: scan, then Newton on x(t) − delta.
        let x = { (time: Double) in (1 - Self.exact(t, time)) * p0 }
        var last = 0.0
        for ms in 0..<30_000 where abs(x(Double(ms) / 1000)) >= 1 { last = Double(ms) / 1000 }
        seconds = last
        for _ in 0..<50 {
          let h = 1e-6
          let slope = (x(seconds + h) - x(seconds - h)) / (2 * h)
          seconds -= (x(seconds) - 1) / slope
        }
      }
      let durationNanos = Double(Int(seconds * 1000)) * 1e6
      let measured = Self.worst(t) { frame, _ in
        let nanos = (Double(frame) * 1e9 / Self.frameRate).rounded(.down)
        if nanos >= durationNanos { return 1 }
        return Self.exact(t, (nanos / 1e6).rounded(.down) / 1000)
      }
      let modelled = try #require(Playback.error(t.motion, on: .compose))
      // Newton stops within a millisecond of the crossing; the stated number is the model's.
      #expect(abs(measured - modelled) < 2e-4, "\(t.token.id): \(measured) vs \(modelled)")
      #expect(Self.bounds(try Self.stated(.compose, t.token.id, in: played), modelled))
      // The snap at the threshold and the truncated clock: about a percent of a unit move for the
      // chosen springs (the random ones range from a slow spring's 0.003 % to a stiff one's 4 %,
      // each as its file states).
      if which == "rt" { #expect(measured > 0.002 && measured < 0.012, "\(t.token.id): \(measured)") }
    }
  }

  @Test(arguments: catalogues)
  func flutterStopsWithinItsTolerance(_ which: String) throws {
    let played = try Self.played(which)
    for t in played.tokens {
      var stopped: Double?
      let measured = Self.worst(t) { _, time in
        if let x = stopped { return x }
        let x = Self.exact(t, time)
        let v = t.motion.spring!.velocity(target: 1, initialVelocity: t.motion.initialVelocity, time: time)
        if abs(x - 1) < 1e-3 && abs(v) < 1e-3 { stopped = x }
        return x
      }
      // The model compares until the token is within 1e-6 of its target; the residue it leaves is
      // measured to that.
      #expect(abs(measured - (Playback.error(t.motion, on: .flutter) ?? -1)) < 2e-6, "\(t.token.id)")
      // Within the tolerance for the chosen springs; any spring stops near an extremum, so at most
      // twice it.
      #expect(measured < (which == "rt" ? 1e-3 : 2e-3), "\(t.token.id): \(measured)")
      #expect(Self.bounds(try Self.stated(.flutter, t.token.id, in: played), measured))
    }
  }

  @Test func flutterBisectsCubics() throws {
    // A timing curve: Cubic's bisection answers within 0.001 in time, so the value is off by about
    // the slope × 0.001.
    let ease = PlatformMotion(Animation(.timing(TimingCurve(.easeInOut, duration: 0.35)), swiftUI: ""))
    // Flutter's bisection, written again, on 100 001 points (the model samples 2 001 and then
    // around its largest errors: its figure must be no more than this and close to it).
    var worst = 0.0, coarse = 0.0
    for k in 0...100_000 {
      let x = Double(k) / 100_000
      var lo = 0.0, hi = 1.0, y = x
      let b = CubicBezier.easeInOut
      let f = { (p1: Double, p2: Double, m: Double) in
        3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m
      }
      if x > 0 && x < 1 {
        while true {
          let mid = (lo + hi) / 2, estimate = f(b.x1, b.x2, mid)
          if abs(x - estimate) < 0.001 { y = f(b.y1, b.y2, mid); break }
          if estimate < x { lo = mid } else { hi = mid }
        }
      }
      worst = max(worst, abs(y - b.progress(x)))
      if k % 50 == 0 { coarse = max(coarse, abs(y - b.progress(x))) }
    }
    let modelled = try #require(Playback.error(ease, on: .flutter))
    // The model's search lands between the grid's points too, so it may find a little more.
    #expect(modelled >= coarse - 1e-12 && modelled <= worst * 1.05, "\(modelled) vs \(coarse)…\(worst)")
    #expect(modelled >= worst * 0.97 && worst > 1e-4 && worst < 2e-3, "\(modelled) vs \(worst)")
    // Every timing curve of the file: the figure its comment states is at least the error on
    // 100 001 points (a bound: it was stated as 0.16 % where 0.167 % was measured).
    for t in try Self.tokens() {
      guard let b = t.motion.timingCurve?.bezier else { continue }
      var dense = 0.0
      for k in 1..<100_000 {
        let x = Double(k) / 100_000
        dense = max(dense, abs(Playback.flutterCubic(b, x) - b.progress(x)))
      }
      let stated = try Self.stated(.flutter, t.token.id)
      #expect(stated >= dense, "\(t.token.id): states \(stated), measures \(dense)")
      #expect(stated <= dense + 0.0002, "\(t.token.id): states \(stated), measures \(dense)")
    }
    #expect(Playback.error(ease, on: .compose) == nil && Playback.error(ease, on: .motion) == nil)
  }

  /// On 200 seeded tokens: every runtime states its error on every token it plays inexactly, and
  /// the bounds that follow from each runtime's rules hold. Motion snaps within 0.005 and Flutter
  /// stops within 0.001 of the target, near an extremum (the velocity is small), so the exact
  /// motion's later swings are smaller still: at most twice the threshold. Reanimated's energy
  /// threshold leaves an underdamped spring well under 0.1 %.
  @Test func everyTokenOfARandomCatalogueStatesItsPlayback() throws {
    let e = Exporter(catalogue: try ExportedSpellingTests.randomCatalogue())
    let springs = e.tokens.filter { $0.motion.spring != nil }
    let curves = e.tokens.count - springs.count
    #expect(springs.count > 100 && curves > 20)
    for platform in [Platform.motion, .reanimated, .reactSpring, .compose, .flutter] {
      let file = try #require(try e.files(for: [platform]).first).contents
      let stated = file.split(separator: "\n").filter { $0.contains("Plays in") }.count
      #expect(stated == springs.count + (platform == .flutter ? curves : 0), "\(platform.title): \(stated)")
    }
    for t in springs {
      let s = try #require(t.motion.spring)
      #expect(try #require(Playback.error(t.motion, on: .motion)) <= 0.01, "\(t.token.id)")
      #expect(try #require(Playback.error(t.motion, on: .flutter)) < 0.002, "\(t.token.id)")
      if s.dampingRatio < 1 {
        #expect(try #require(Playback.error(t.motion, on: .reanimated)) < 0.001, "\(t.token.id)")
      }
    }
  }
}
