import Foundation
import MotionSpecCatalogue
import MotionSpecCore
import Testing

@testable import MotionSpecExport

/// A spring's fits kept between runs read back exactly, and an exporter given them prepares the
/// tokens it would have fitted itself.
@Suite struct FitsTests {
  /// Springs across the regimes, some with a speed, a delay, an initial velocity or a
  /// reduced-motion spring, and a timing curve (nothing to fit).
  static let catalogue: Catalogue = {
    var tokens: [Token] = []
    for (i, (duration, bounce)) in [(0.2, 0.0), (0.35, 0.3), (0.5, -0.4), (0.55, 0.18), (1.2, 0.7), (0.3, 0.95)]
      .enumerated()
    {
      var animation = Animation(
        .spring(Spring(duration: duration, bounce: bounce)),
        swiftUI: ".spring(duration: \(duration), bounce: \(bounce))")
      if i == 1 { animation.speed = 1.5 }
      if i == 2 { animation.initialVelocity = 2.5 }
      var token = Token(path: ["t\(i)"], definition: animation.swiftUI, animation: animation)
      if i == 3 {
        token.reducedMotion = ReducedMotion(
          definition: ".smooth", animation: Animation(.spring(Spring(duration: 0.5, bounce: 0)), swiftUI: ".smooth"))
      }
      tokens.append(token)
    }
    let curve = Animation(.timing(TimingCurve(.easeInOut, duration: 0.35)), swiftUI: ".easeInOut(duration: 0.35)")
    tokens.append(Token(path: ["fade"], definition: curve.swiftUI, animation: curve))
    return Catalogue(name: "Fits", source: "fits", tokens: tokens)
  }()

  @Test func fitsReadBackExactlyAndAreUsedAsTheyAre() throws {
    let fresh = Exporter(catalogue: Self.catalogue)
    let fits = fresh.fits
    #expect(fits.count == 7)  // six springs and one reduced-motion spring; the curve has none
    let decoded = try JSONDecoder().decode([String: ExportedToken.Fits].self, from: JSONEncoder().encode(fits))
    #expect(decoded == fits)
    let reused = Exporter(catalogue: Self.catalogue, known: decoded)
    for (a, b) in zip(fresh.tokens, reused.tokens) {
      #expect(a.motion == b.motion && a.standIn == b.standIn && a.reducedMotion == b.reducedMotion, "\(a.token.id)")
    }
    for platform in Platform.allCases {
      #expect(fresh.file(for: platform).contents == reused.file(for: platform).contents, "\(platform)")
    }
  }

  @Test func fitsAreKeyedByEverythingTheyDependOn() throws {
    let spring = Animation(.spring(Spring(duration: 0.5, bounce: 0.2)), swiftUI: "")
    var faster = spring
    faster.speed = 2
    var pushed = spring
    pushed.initialVelocity = 1
    var delayed = spring
    delayed.delay = 0.3
    let keys =
      [spring, faster, pushed].map { ExportedToken.Fits.key($0, tolerance: 0.005) } + [
        ExportedToken.Fits.key(spring, tolerance: 0.001)
      ]
    #expect(Set(keys.compactMap { $0 }).count == 4)
    // A delay moves the whole motion, not its shape: the same fits.
    #expect(ExportedToken.Fits.key(delayed, tolerance: 0.005) == keys[0])
    // A control point outside 0…1 in a kept fit is refused when read.
    let bad = #"{"x1": 1.5, "y1": 0, "x2": 0.5, "y2": 1}"#
    #expect(throws: CubicBezier.InvalidControlPoints.self) {
      try JSONDecoder().decode(CubicBezier.self, from: Data(bad.utf8))
    }
  }
}
