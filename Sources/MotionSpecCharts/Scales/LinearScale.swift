/// Maps a data interval linearly onto a pixel interval (which may run backwards, as y does).
public struct LinearScale: Hashable, Sendable {
  /// The data range.
  public var domain: ClosedRange<Double>
  /// Where the domain's ends land on the page (start may exceed end, for a y axis).
  public var range: (start: Double, end: Double)

  /// A scale mapping `domain` onto `range`.
  public init(domain: ClosedRange<Double>, range: (Double, Double)) {
    self.domain = domain
    self.range = (range.0, range.1)
  }

  /// Scales are equal when their domains and ranges are.
  public static func == (a: LinearScale, b: LinearScale) -> Bool {
    a.domain == b.domain && a.range.start == b.range.start && a.range.end == b.range.end
  }
  /// Hashes the domain and range.
  public func hash(into h: inout Hasher) {
    h.combine(domain)
    h.combine(range.start)
    h.combine(range.end)
  }

  private var span: Double { domain.upperBound - domain.lowerBound }

  /// The pixel position of `value`.
  public func callAsFunction(_ value: Double) -> Double {
    guard span != 0 else { return (range.start + range.end) / 2 }
    return range.start + (value - domain.lowerBound) / span * (range.end - range.start)
  }

  /// The value at pixel position `pixel`.
  public func invert(_ pixel: Double) -> Double {
    guard range.end != range.start else { return domain.lowerBound }
    return domain.lowerBound + (pixel - range.start) / (range.end - range.start) * span
  }

  /// Pixels per data unit (absolute).
  public var pixelsPerUnit: Double { span == 0 ? 0 : abs(range.end - range.start) / span }
}
