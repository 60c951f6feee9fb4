import Foundation
import MotionSpecCairo
import MotionSpecCharts
import MotionSpecFiles
import TestSupport
import Testing

@testable import Report
@testable import ReportCache
@testable import ReportDrawing
@testable import ReportHTML
@testable import ReportModel

/// The text measurements kept between renders: exact round trip, and ignored — never trusted,
/// never a crash — when the file is damaged or the fonts have changed.
@Suite struct MeasurementFileTests {
  static let texts = ["Duration 0.55 s", "ζ = 0.82", "→ overshoot 3.1 %", "", "a\nb", "Motion spec — Heavy (SwiftUI)"]
  static let fonts = [
    FontSpec(family: "Inter", size: 9), FontSpec(family: "Inter", size: 7.5, weight: .bold),
    FontSpec(family: "DejaVu Sans Mono", size: 6.6),
  ]

  /// A measurer that has measured every text in every font.
  func measured() throws -> CairoTextMeasurer {
    let measurer = try CairoTextMeasurer()
    for text in Self.texts { for font in Self.fonts { _ = measurer.measure(text, font: font) } }
    return measurer
  }

  @Test func measurementsRoundTripExactlyAndAreNotLaidOutAgain() throws {
    let first = try measured()
    #expect(first.laidOut == Self.texts.count * Self.fonts.count)
    let bytes = MeasurementFile.encode(
      first.measurements.used, probe: { first.layOut(MeasurementFile.probe, font: $0) })
    let later = try CairoTextMeasurer()
    let decoded = try #require(MeasurementFile.decode(bytes, probe: { later.layOut(MeasurementFile.probe, font: $0) }))
    #expect(Set(decoded) == Set(first.measurements.used))
    #expect(first.measurements.unused.isEmpty)
    later.remember(decoded)
    for text in Self.texts {
      for font in Self.fonts { #expect(later.measure(text, font: font) == first.measure(text, font: font)) }
    }
    #expect(later.laidOut == 0)
    // Remembered measurements a run did not use are told apart from the ones it did.
    let another = try CairoTextMeasurer()
    another.remember(decoded)
    _ = another.measure("new text", font: Self.fonts[0])
    _ = another.measure(Self.texts[0], font: Self.fonts[0])
    #expect(another.laidOut == 1)
    #expect(Set(another.measurements.used.map(\.key.text)) == ["new text", Self.texts[0]])
    #expect(another.measurements.unused.count == decoded.count - 1)
  }

  @Test func aFaceThatNoLongerMeasuresItsProbeDiscardsTheFile() throws {
    let first = try measured()
    let bytes = MeasurementFile.encode(
      first.measurements.used, probe: { first.layOut(MeasurementFile.probe, font: $0) })
    // As if DejaVu Sans Mono had been updated: its probe is a hair wider.
    let changed = MeasurementFile.decode(bytes) { font in
      var m = first.layOut(MeasurementFile.probe, font: font)
      if font.family == "DejaVu Sans Mono" { m.width = m.width.nextUp }
      return m
    }
    #expect(changed == nil)
  }

  @Test func damagedFilesAreIgnoredNeverTrusted() throws {
    let first = try measured()
    let probe = { (font: FontSpec) in first.layOut(MeasurementFile.probe, font: font) }
    let bytes = MeasurementFile.encode(first.measurements.used, probe: probe)
    #expect(MeasurementFile.decode(bytes, probe: probe) != nil)
    var g = SeededGenerator(seed: 2026)
    for round in 0..<300 {
      var damaged = bytes
      switch round % 3 {
      case 0: damaged.removeLast(Int(g.next() % UInt64(bytes.count - 1)) + 1)
      case 1: damaged[Int(g.next() % UInt64(bytes.count))] ^= UInt8(1 + g.next() % 255)
      default:
        // A damaged body with its checksum made to match: the structure is checked too.
        let head = MeasurementFile.file.headerLength
        damaged[head + Int(g.next() % UInt64(bytes.count - head))] ^= UInt8(1 + g.next() % 255)
        var digest = StableDigest()
        damaged[head...].withUnsafeBytes { digest.add(bytes: $0) }
        damaged.replaceSubrange(MeasurementFile.file.magic.count..<(head - 1), with: Array(digest.hex.utf8))
        if let decoded = MeasurementFile.decode(damaged, probe: probe) {
          // Only a change inside a measured value can still read; it is then a different value.
          #expect(decoded.count == first.measurements.used.count)
        }
        continue
      }
      #expect(MeasurementFile.decode(damaged, probe: probe) == nil, "round \(round)")
    }
    #expect(MeasurementFile.decode([], probe: probe) == nil)
    #expect(MeasurementFile.decode(MeasurementFile.file.magic + Array("0123456789abcdef\n".utf8), probe: probe) == nil)
  }

  @Test func aRenderKeepsItsMeasurementsAndTheNextOneUsesThem() throws {
    let dir = try temporaryDirectory("metrics")
    let cache = try #require(ChartCache(directory: dir.appendingPathComponent(".cache").path))
    let first = try measured()
    MeasurementFile.store(first, in: cache)
    let file = cache.directory.appendingPathComponent(MeasurementFile.file.name)
    #expect(FileManager.default.fileExists(atPath: file.path))
    let later = try CairoTextMeasurer()
    MeasurementFile.load(from: cache, into: later)
    #expect(later.measure(Self.texts[0], font: Self.fonts[0]) == first.measure(Self.texts[0], font: Self.fonts[0]))
    #expect(later.laidOut == 0)
    // Nothing new measured: the file is left as it is.
    let date = try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
    Thread.sleep(forTimeInterval: 0.02)
    MeasurementFile.store(later, in: cache)
    #expect(try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate == date)
    // A file of garbage is not used, and the next store replaces it.
    try Data("not metrics".utf8).write(to: file)
    let fresh = try CairoTextMeasurer()
    MeasurementFile.load(from: cache, into: fresh)
    #expect(fresh.measurements.used.isEmpty && fresh.measurements.unused.isEmpty)
    // A run keeps what it used and as many earlier measurements at most: the file cannot grow
    // without bound as tokens change.
    let small = try CairoTextMeasurer()
    small.remember(first.measurements.used)
    _ = small.measure("only this", font: Self.fonts[0])
    MeasurementFile.store(small, in: cache)
    let kept = try #require(
      MeasurementFile.decode(Array(Data(contentsOf: file)), probe: { small.layOut(MeasurementFile.probe, font: $0) }))
    #expect(kept.count == 2 && kept.contains { $0.key.text == "only this" })
  }
}
