import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import MotionSpecNumbers

/// One token as every exporter sees it: the token, its motion in platform terms
/// (``PlatformMotion``) and its metrics — computed once and formatted by each platform.
public struct ExportedToken: Sendable {
  public let token: Token
  public let motion: PlatformMotion
  public let metrics: AnimationMetrics
  /// The closest cubic Bézier to a spring, for formats without springs (DTCG's transition).
  public let standIn: BezierStandIn?
  /// The token's reduced-motion variant in platform terms; `nil` when it has none or its
  /// variant is no animation (see ``Token/reducedMotion``).
  public let reducedMotion: PlatformMotion?

  /// The token prepared for every platform; its fits come from `known` where they are there
  /// (``Fits/key(_:tolerance:)``).
  init(_ token: Token, tolerance: Double, known: [String: Fits] = [:]) {
    self.token = token
    self.tolerance = tolerance
    // A known fit is used only when it is this spring's (``Fits/check(_:for:tolerance:)``).
    var discarded = 0
    func knownFits(_ animation: Animation) -> Fits? {
      guard let key = Fits.key(animation, tolerance: tolerance), let fits = known[key] else { return nil }
      guard let checked = fits.check(animation, tolerance: tolerance) else {
        discarded += 1
        return nil
      }
      return checked
    }
    let fits = knownFits(token.animation)
    let motion = PlatformMotion(token.animation, tolerance: tolerance, linear: fits?.linear)
    self.motion = motion
    reducedMotion = token.reducedMotion?.animation.map {
      PlatformMotion($0, tolerance: tolerance, linear: knownFits($0)?.linear)
    }
    metrics = AnimationMetrics(token.animation)
    physics = ExportedToken.physics(motion, metrics)
    if let s = motion.spring, let linear = motion.linear {
      self.standIn =
        fits?.standIn ?? BezierStandIn(s, initialVelocity: motion.initialVelocity, duration: linear.duration)
    } else if let c = motion.timingCurve, let stops = c.easing.stops {
      self.standIn = BezierStandIn(duration: c.duration) { stops.progress($0) }
    } else {
      self.standIn = nil
    }
    discardedFits = discarded
    groupWords = token.path.dropLast().map(Names.words)
    nameWords = Names.words(token.name)
  }

  /// How many of the fits `known` held for this token were not its spring's, and were computed
  /// again.
  public let discardedFits: Int

  /// What takes time to compute for a spring — its CSS `linear()` stand-in and its closest cubic
  /// Bézier — kept between runs by who asks (a report keeps them in its cache), by ``key(_:tolerance:)``.
  public struct Fits: Codable, Sendable, Hashable {
    public let linear: LinearEasing
    public let standIn: BezierStandIn?

    /// These fits when they can be the ones computed for `animation`'s spring under `tolerance`
    /// (``LinearEasing/fits(_:initialVelocity:tolerance:)``, ``BezierStandIn/fits(_:initialVelocity:duration:)``);
    /// `nil` when either does not hold (both are then computed again).
    func check(_ animation: Animation, tolerance: Double) -> Fits? {
      guard let s = PlatformMotion.seenSpring(animation),
        linear.fits(s, initialVelocity: animation.initialVelocity, tolerance: tolerance)
      else { return nil }
      guard let standIn, !standIn.fits(s, initialVelocity: animation.initialVelocity, duration: linear.duration)
      else { return self }
      return nil
    }

    /// The key of a spring animation's fits: its spring as seen (speed folded in), its initial
    /// velocity and the tolerance, every double exactly; `nil` for a timing curve (nothing to fit).
    public static func key(_ animation: Animation, tolerance: Double) -> String? {
      guard let s = PlatformMotion.seenSpring(animation) else { return nil }
      return [s.angularFrequency, s.decayConstant, s.mass, animation.initialVelocity, tolerance].map {
        String($0.bitPattern, radix: 16)
      }.joined(separator: ":")
    }
  }

  /// The `linear()` error it was prepared with.
  let tolerance: Double

  /// The fits of this token's spring and of its reduced-motion spring, by key.
  var fits: [(key: String, fits: Fits)] {
    var out: [(String, Fits)] = []
    if let key = Fits.key(token.animation, tolerance: tolerance), let linear = motion.linear {
      out.append((key, Fits(linear: linear, standIn: standIn)))
    }
    if let animation = token.reducedMotion?.animation, let key = Fits.key(animation, tolerance: tolerance),
      let linear = reducedMotion?.linear
    {
      out.append((key, Fits(linear: linear, standIn: nil)))
    }
    return out
  }

  /// The words of the token's group path and of its name, for identifiers (split once: every
  /// platform's writer asks, several times per token).
  let groupWords: [[String]]
  let nameWords: [String]

  /// The settle time to give platforms that need a duration for a spring: Core Animation's
  /// estimate when it has one, else the exact settle, else three periods (a spring that never
  /// settles), counted from the start of the motion (after the delay).
  var springRunTime: Double {
    let end = metrics.settling.coreAnimation ?? metrics.settling.exact
    if let end { return max(end - motion.delay, 0) }
    return 3 * (motion.spring.map { 2 * Double.pi / $0.naturalFrequency } ?? 1)
  }

  /// The lines of the comment above the token in every file.
  /// The token's comment in a file: its id and description, source, physics, playback, and its
  /// limitations on `platform` (``Limitations/lines(_:_:)``).
  func headerLines(_ platform: Platform) -> [String] {
    var lines = ["\(token.id)" + (token.description.map { " — \($0)" } ?? "")]
    let place = token.location.map { "\($0.file):\($0.line)" } ?? "catalogue"
    lines.append("Source: \(place): \(token.definition)")
    lines.append("Physics: " + physics)
    if let d = token.deprecated { lines.append("Deprecated: \(d)") }
    if let r = token.reducedMotion {
      lines.append(
        "Reduced motion: \(r.definition)"
          + (r.animation.map { r.token == nil ? "" : " (\($0.swiftUI))" } ?? " (no animation: the end state at once)"))
    }
    if let playback = Playback.summary(motion, on: platform) { lines.append(playback) }
    lines += Limitations.lines(self, platform)
    return lines
  }

  /// The exact physics in one line (computed once; every platform's header repeats it).
  let physics: String

  static func physics(_ motion: PlatformMotion, _ metrics: AnimationMetrics) -> String {
    var parts: [String] = []
    if let s = motion.spring {
      parts.append(
        "spring, damping ratio \(Export.number(s.dampingRatio)), response \(Export.number(s.response)) s (bounce \(Export.number(s.bounce))), mass \(Export.number(s.mass)), stiffness \(Export.number(s.stiffness)), damping \(Export.number(s.damping))"
      )
      if motion.initialVelocity != 0 {
        parts.append("initial velocity \(Export.number(motion.initialVelocity)) × the move per second")
      }
      if let settle = metrics.settling.exact {
        parts.append("within 0.1 % of the end after \(Export.number(settle)) s")
      } else {
        parts.append("never settles")
      }
    } else if let c = motion.timingCurve {
      parts.append(
        "\(c.easing.css) over \(formatNumber(c.duration)) s"
      )
    }
    if motion.delay > 0 { parts.append("after a delay of \(formatNumber(motion.delay)) s") }
    if let r = motion.repetition.summary { parts.append(r) }
    return parts.joined(separator: "; ")
  }
}

/// Number formatting shared by the exporters.
enum Export {
  /// Four significant decimals for prose (`0.8176`, `130.5`).
  static func number(_ x: Double) -> String { NumberText.compact(x, decimals: 4, minus: .ascii) }

  /// Whole milliseconds, for the platforms that count them.
  static func milliseconds(_ seconds: Double) -> Int { PlatformLine.milliseconds(seconds) }
}
