import Foundation
import MotionSpecCairo
import MotionSpecCharts
import ReportModel

/// The text measurements of earlier renders, kept in the cache so a render that changed one token
/// lays out only that token's text (the PDF measures every paragraph of the reference sheet).
///
/// The file is `text-metrics` in the cache directory: a header naming the format and Pango's
/// version, a checksum, then for every face (family and weight) a probe — a line of every
/// printable ASCII character and a few others measured at 100 pt — and the measurements, doubles
/// by their bit patterns. It is used only if the checksum holds, Pango's version is this one, and
/// every face still measures its probe the same, so fonts installed or updated since are noticed;
/// anything else is ignored (and replaced at the end of the render).
package enum MeasurementFile {
  /// The code that measured (``Version/cacheIdentity``) and Pango's version: both must match.
  static let codeAndPango = Version.cacheIdentity + " pango " + CairoTextMeasurer.pangoVersion

  static let file = CacheFile.textMetrics
  /// At most this many measurements are kept: this render's, then as many earlier ones (another
  /// report sharing the cache), so the file neither grows without bound nor forgets a neighbour.
  static let capacity = 60_000
  static let probe = String((32...126).map { Character(UnicodeScalar(UInt8($0))) }) + " äéßζμ→−–—…·×≈≤"

  typealias Measurement = CairoTextMeasurer.Measurement

  /// The file's bytes for `measurements`; `probe` measures a face's probe now.
  static func encode(_ measurements: [Measurement], probe: (FontSpec) -> TextMetrics) -> [UInt8] {
    file.wrap(payload(measurements, probe: probe))
  }

  /// The measurements in a file's `bytes`, or `nil` when the file is not whole, is for another
  /// Pango, or a face no longer measures its probe as it did.
  static func decode(_ bytes: [UInt8], probe: (FontSpec) -> TextMetrics) -> [Measurement]? {
    file.unwrap(bytes).flatMap { measurements(in: $0, probe: probe) }
  }

  /// The payload of the file for `measurements`.
  static func payload(_ measurements: [Measurement], probe: (FontSpec) -> TextMetrics) -> [UInt8] {
    var faces: [Face] = []
    var index: [Face: Int] = [:]
    for m in measurements {
      let face = Face(family: m.key.font.family, weight: m.key.font.weight)
      if index[face] == nil {
        index[face] = faces.count
        faces.append(face)
      }
    }
    var body = ByteWriter()
    body.string(Self.codeAndPango)
    body.int(faces.count)
    for face in faces {
      body.string(face.family)
      body.int(face.weight.rawValue)
      body.metrics(probe(face.probeFont))
    }
    body.int(measurements.count)
    for m in measurements {
      body.string(m.key.text)
      body.int(index[Face(family: m.key.font.family, weight: m.key.font.weight)]!)
      body.double(m.key.font.size)
      body.metrics(m.metrics)
    }
    return body.bytes
  }

  /// The measurements of a file's payload (see ``decode(_:probe:)``).
  static func measurements(in payload: ArraySlice<UInt8>, probe: (FontSpec) -> TextMetrics) -> [Measurement]? {
    var forged = false
    return measurements(in: payload, probe: probe, forged: &forged)
  }

  /// The measurements of a file's payload; `forged` is set when it is refused for a number no
  /// render writes (rather than for another version or fonts changed since).
  static func measurements(in payload: ArraySlice<UInt8>, probe: (FontSpec) -> TextMetrics, forged: inout Bool)
    -> [Measurement]?
  {
    var reader = ByteReader(payload)
    guard let version = reader.string(), version == Self.codeAndPango, let faceCount = reader.count() else {
      return nil
    }
    var faces: [Face] = []
    for _ in 0..<faceCount {
      guard let family = reader.string(), let raw = reader.int(), let weight = FontSpec.Weight(rawValue: raw),
        let stored = reader.metrics()
      else { return nil }
      let face = Face(family: family, weight: weight)
      guard plausible(stored) else {
        forged = true
        return nil
      }
      guard probe(face.probeFont) == stored else { return nil }
      faces.append(face)
    }
    guard let count = reader.count() else { return nil }
    var out: [Measurement] = []
    out.reserveCapacity(count)
    for _ in 0..<count {
      guard let text = reader.string(), let i = reader.int(), faces.indices.contains(i), let size = reader.double(),
        let metrics = reader.metrics()
      else { return nil }
      guard plausible(metrics), plausible(size: size) else {
        forged = true
        return nil
      }
      out.append(
        Measurement(
          .init(text: text, font: FontSpec(family: faces[i].family, size: size, weight: faces[i].weight)), metrics))
    }
    return reader.atEnd ? out : nil
  }

  /// Adds the cached measurements of `cache` to `measurer` (nothing when there are none or they
  /// do not hold). Returns a note when the file was there and whole but held measurements no
  /// render writes (a number that is not finite, negative or beyond any text): it is ignored,
  /// and replaced at the end of the render.
  package static func load(from cache: ChartCache, into measurer: CairoTextMeasurer) -> String? {
    guard let payload = file.read(from: cache) else { return nil }
    var forged = false
    guard
      let measurements = measurements(in: payload, probe: { measurer.layOut(probe, font: $0) }, forged: &forged)
    else {
      return forged
        ? "the cache's text measurements held impossible numbers; they were ignored and measured again" : nil
    }
    measurer.remember(measurements)
    return nil
  }

  /// The largest width, height or baseline (in points) and font size a measurement may hold:
  /// beyond any text a chart or a page lays out.
  static let largest = 1e6
  static func plausible(_ m: TextMetrics) -> Bool {
    [m.width, m.height].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= largest }
      && m.baseline.isFinite && abs(m.baseline) <= largest
  }
  static func plausible(size: Double) -> Bool { size.isFinite && size > 0 && size <= 10_000 }

  /// Keeps what `measurer` knows in `cache` when this run laid any text out (skipped where the
  /// cache cannot be written: it only saves time).
  package static func store(_ measurer: CairoTextMeasurer, in cache: ChartCache) {
    guard measurer.laidOut > 0 else { return }
    let (used, unused) = measurer.measurements
    let kept = used.prefix(capacity) + unused.prefix(min(used.count, capacity - min(used.count, capacity)))
    file.write(payload(Array(kept), probe: { measurer.layOut(probe, font: $0) }), to: cache)
  }

  /// A family at a weight, measured by its probe.
  struct Face: Hashable {
    let family: String
    let weight: FontSpec.Weight
    var probeFont: FontSpec { FontSpec(family: family, size: 100, weight: weight) }
  }
}

/// Little-endian fields appended to a byte array: integers as 8 bytes, doubles by their bit
/// patterns, strings as their UTF-8 length and bytes.
package struct ByteWriter {
  package var bytes: [UInt8] = []
  package init() {}
  mutating func uint(_ n: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: n >> UInt64(shift))) }
  }
  package mutating func int(_ n: Int) { uint(UInt64(bitPattern: Int64(n))) }
  mutating func double(_ x: Double) { uint(x.bitPattern) }
  package mutating func string(_ s: String) {
    int(s.utf8.count)
    bytes += s.utf8
  }
  mutating func metrics(_ m: TextMetrics) {
    double(m.width)
    double(m.height)
    double(m.baseline)
  }
}

/// Reads what ``ByteWriter`` wrote; every read is `nil` past the end or on a field that cannot be.
package struct ByteReader {
  private let bytes: ArraySlice<UInt8>
  private var at: Int
  package init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    at = bytes.startIndex
  }
  package var atEnd: Bool { at == bytes.endIndex }
  mutating func uint() -> UInt64? {
    guard bytes.endIndex - at >= 8 else { return nil }
    var n: UInt64 = 0
    for k in 0..<8 { n |= UInt64(bytes[at + k]) << UInt64(8 * k) }
    at += 8
    return n
  }
  mutating func int() -> Int? { uint().map { Int(truncatingIfNeeded: Int64(bitPattern: $0)) } }
  /// A length or count: not negative, and no more than the bytes left (each item takes one at least).
  package mutating func count() -> Int? {
    guard let n = int(), n >= 0, n <= bytes.endIndex - at else { return nil }
    return n
  }
  mutating func double() -> Double? { uint().map(Double.init(bitPattern:)) }
  package mutating func string() -> String? {
    guard let n = count() else { return nil }
    defer { at += n }
    return String(validating: bytes[at..<(at + n)], as: UTF8.self)
  }
  mutating func metrics() -> TextMetrics? {
    guard let w = double(), let h = double(), let b = double() else { return nil }
    return TextMetrics(width: w, height: h, baseline: b)
  }
}
