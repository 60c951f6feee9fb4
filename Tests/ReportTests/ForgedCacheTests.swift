import Foundation
import MotionSpecCairo
import MotionSpecCharts
import MotionSpecCore
import TestSupport
import Testing

@testable import MotionSpecCatalogue
@testable import MotionSpecExport
@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportModel

/// A cache file can be damaged or forged by anyone who can write the cache folder. Whatever it
/// holds, a render either uses what is right or ignores it, says so once, and writes exactly
/// what a render without a cache writes: never a crash, a slow render or a wrong number.
@Suite(.serialized) struct ForgedCacheTests {
  static let small = OutputSafetyTests.small

  /// Renders the small catalogue into a new folder with `cache`; its summary and page.
  func render(cache: String?, _ name: String) throws -> (MotionSpecWriter.Summary, String) {
    let out = try temporaryDirectory(name).appendingPathComponent("spec")
    let summary = try MotionSpecWriter.write(
      Self.small.0, sourceText: Self.small.1, to: out.path, options: ReportOptions(cacheDirectory: cache))
    return (summary, try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8))
  }

  @Test(arguments: [Double.nan, .infinity, -5, 1e300])
  func impossibleTextMeasurementsAreIgnoredWithOneNote(_ forged: Double) throws {
    let cache = try temporaryDirectory("forged-metrics").appendingPathComponent("cache").path
    let (_, clean) = try render(cache: nil, "clean-metrics")
    _ = try render(cache: cache, "first-metrics")
    let chartCache = try #require(ChartCache(directory: cache))
    // The file as a render wrote it, with every width replaced, and its checksum made to match.
    let measurer = try CairoTextMeasurer()
    let payload = try #require(MeasurementFile.file.read(from: chartCache))
    let kept = try #require(
      MeasurementFile.measurements(in: payload, probe: { measurer.layOut(MeasurementFile.probe, font: $0) }))
    #expect(kept.count > 10)
    let bad = kept.map { m in
      CairoTextMeasurer.Measurement(
        m.key, TextMetrics(width: forged, height: m.metrics.height, baseline: m.metrics.baseline))
    }
    MeasurementFile.file.write(
      MeasurementFile.payload(bad, probe: { measurer.layOut(MeasurementFile.probe, font: $0) }), to: chartCache)
    let (summary, page) = try render(cache: cache, "forged-metrics-render")
    #expect(summary.notes.count == 1)
    #expect(summary.notes.first?.contains("text measurements") == true)
    #expect(page == clean)
    // Rewritten whole at the end of that render: the next one has nothing to say.
    #expect(try render(cache: cache, "after-metrics").0.notes.isEmpty)
  }

  /// The fits a render kept, rewritten by `change` and stored back.
  func forgeFits(in cache: String, _ change: (LinearEasing) -> LinearEasing) throws {
    let chartCache = try #require(ChartCache(directory: cache))
    let known = FitsFile.load(from: chartCache)
    #expect(!known.isEmpty)
    let forged = known.mapValues { ExportedToken.Fits(linear: change($0.linear), standIn: $0.standIn) }
    FitsFile.store(forged, replacing: [:], in: chartCache)
  }

  @Test func aFitWithWrongNumbersIsRefittedAndThePageIsRight() throws {
    let cache = try temporaryDirectory("forged-fits").appendingPathComponent("cache").path
    let (_, clean) = try render(cache: nil, "clean-fits")
    _ = try render(cache: cache, "first-fits")
    try forgeFits(in: cache) { linear in
      // One middle stop moved by 5 % of the move: what a page would print as `linear(…)`.
      var stops = linear.stops
      stops[stops.count / 2].progress += 0.05
      return LinearEasing(
        stops: stops, duration: linear.duration, maximumError: linear.maximumError, tolerance: linear.tolerance,
        settles: linear.settles)
    }
    let (summary, page) = try render(cache: cache, "forged-fits-render")
    #expect(summary.notes.contains { $0.contains("did not match") })
    #expect(page == clean)
  }

  @Test func aFitOfHugeStopCountsIsNotEvenDecoded() throws {
    let cache = try temporaryDirectory("huge-fits").appendingPathComponent("cache").path
    let (_, clean) = try render(cache: nil, "clean-huge")
    _ = try render(cache: cache, "first-huge")
    try forgeFits(in: cache) { linear in
      let stops = (0...20_000).map { LinearEasing.Stop(progress: Double($0) / 20_000, time: Double($0) / 20_000) }
      return LinearEasing(
        stops: stops, duration: linear.duration, maximumError: 0, tolerance: linear.tolerance, settles: true)
    }
    let chartCache = try #require(ChartCache(directory: cache))
    #expect(FitsFile.load(from: chartCache).isEmpty)
    #expect(try render(cache: cache, "forged-huge-render").1 == clean)
  }

  @Test func fitsARenderComputesAreTheirSpringsOwn() throws {
    // The check refuses nothing a render writes (else every render would fit again).
    for token in try CatalogueLoader.read(nil).catalogue.tokens {
      guard let spring = PlatformMotion.seenSpring(token.animation) else { continue }
      let easing = LinearEasing(spring, initialVelocity: token.animation.initialVelocity)
      #expect(easing.fits(spring, initialVelocity: token.animation.initialVelocity, tolerance: easing.tolerance))
      let standIn = BezierStandIn(spring, initialVelocity: token.animation.initialVelocity, duration: easing.duration)
      #expect(standIn.fits(spring, initialVelocity: token.animation.initialVelocity, duration: easing.duration))
    }
  }
}
