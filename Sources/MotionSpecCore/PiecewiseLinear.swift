import MotionSpecNumbers

/// A CSS `linear()` easing as written: straight segments between control points (CSS Easing
/// Functions Level 2, "The linear easing function").
///
/// The points are kept after CSS's canonicalisation: a first point without an input is at 0, a
/// last one at 1, an input smaller than an earlier one is raised to it, and runs of points without
/// an input are spread evenly between their neighbours. Evaluation is CSS's: the segment is the
/// one that starts at the last point whose input is at most the input progress (the first segment
/// before the first point, the last one after the last point, both extended), and two points at
/// the same input make a jump to the second's output.
///
/// On 0…1 the curve is a list of ``pieces``, each linear, so every figure — progress, velocity,
/// overshoot, rise and settling times — is exact, found piece by piece without sampling.
public struct PiecewiseLinear: Hashable, Sendable {
  /// A control point: an output progress at an input progress (a fraction of the duration).
  public struct Point: Hashable, Sendable {
    /// The input progress, a fraction of the duration (CSS's percentage ÷ 100).
    public var input: Double
    /// The output progress: 0 at the start, 1 at the end, beyond 1 when it overshoots.
    public var output: Double

    /// A point at `input` with `output`.
    public init(input: Double, output: Double) {
      self.input = input
      self.output = output
    }
  }

  /// One entry of `linear()` as written: an output with none, one or two input percentages.
  public struct Entry: Hashable, Sendable {
    /// The output progress.
    public var output: Double
    /// The inputs written after it, as fractions (0, 1 or 2 of them).
    public var inputs: [Double]

    /// An entry of `output` at `inputs`.
    public init(output: Double, inputs: [Double] = []) {
      self.output = output
      self.inputs = inputs
    }
  }

  /// A linear piece of the curve on 0…1: from (`start`, `from`) to (`end`, `to`).
  public struct Piece: Hashable, Sendable {
    /// Input fractions where the piece starts and ends (start < end).
    public var start: Double, end: Double
    /// Output progress at its start and (as the limit from the left) at its end.
    public var from: Double, to: Double
    /// d output / d input.
    public var slope: Double { (to - from) / (end - start) }
    /// The output at `x`, on the piece's line.
    public func output(_ x: Double) -> Double { from + (to - from) * (x - start) / (end - start) }
  }

  /// Why a `linear()` was refused.
  public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and what is expected.
    public let description: String
  }

  /// The control points after canonicalisation, in order.
  public let points: [Point]
  /// The curve on 0…1 as linear pieces, in order, covering 0…1 without gaps.
  public let pieces: [Piece]

  /// How far from 0 and 1 a `linear()` may start and end: CSS jumps the rest at the start and
  /// end of the transition (generated springs end at 1.001, 0.999…), which a note states.
  public static let endJump = 0.05

  /// The most control points motionspec reads (a spring's `linear()` has a few dozen to a few
  /// hundred; its own export at most ``LinearEasing/maximumStops``).
  public static let maximumPoints = 10_000

  /// Canonicalises `entries` as CSS does and builds the pieces. Throws for fewer than two points,
  /// more than ``maximumPoints``, a number that is not finite, or more than two inputs on one entry.
  public init(_ entries: [Entry]) throws(Invalid) {
    var raw: [(output: Double, input: Double?)] = []
    for e in entries {
      guard e.output.isFinite, e.inputs.allSatisfy({ $0.isFinite }) else {
        throw Invalid(description: "every output and percentage of linear() must be a finite number")
      }
      guard e.inputs.count <= 2 else {
        throw Invalid(description: "an entry of linear() has an output and at most two percentages")
      }
      if e.inputs.isEmpty { raw.append((e.output, nil)) }
      for input in e.inputs { raw.append((e.output, input)) }
      guard raw.count <= PiecewiseLinear.maximumPoints else {
        throw Invalid(description: "linear() has more than \(PiecewiseLinear.maximumPoints) points")
      }
    }
    guard raw.count >= 2 else {
      throw Invalid(description: "linear() needs at least two points, a start and an end (linear(0, 1))")
    }
    if raw[0].input == nil { raw[0].input = 0 }
    if raw[raw.count - 1].input == nil { raw[raw.count - 1].input = 1 }
    var largest = -Double.infinity
    for i in raw.indices {
      if let x = raw[i].input {
        largest = max(largest, x)
        raw[i].input = largest
      }
    }
    var i = 0
    while i < raw.count {
      guard raw[i].input == nil else {
        i += 1
        continue
      }
      var j = i
      while raw[j].input == nil { j += 1 }
      let a = raw[i - 1].input!, b = raw[j].input!
      let steps = Double(j - i + 1)
      for k in i..<j { raw[k].input = a + (b - a) * Double(k - i + 1) / steps }
      i = j
    }
    self.init(canonical: raw.map { Point(input: $0.input!, output: $0.output) })
  }

  /// Points already canonical (inputs present and non-decreasing, at least two).
  public init(canonical points: [Point]) {
    self.points = points
    self.pieces = PiecewiseLinear.pieces(of: points)
  }

  /// The curve on 0…1 cut where its points are: on each open interval between breakpoints the
  /// segment CSS picks is the same, so the curve is that segment's line there.
  static func pieces(of points: [Point]) -> [Piece] {
    let inside = points.map({ $0.input }).filter { $0 > 0 && $0 < 1 }
    var breaks = [0.0]
    for x in inside where x > breaks.last! { breaks.append(x) }
    breaks.append(1)
    var pieces: [Piece] = []
    pieces.reserveCapacity(breaks.count - 1)
    var segment = 0
    for (a, b) in zip(breaks, breaks.dropFirst()) {
      // The segment CSS uses inside (a, b): from the last point with input ≤ a (or the first).
      while segment + 1 < points.count - 1 && points[segment + 1].input <= a { segment += 1 }
      let p = points[segment], q = points[segment + 1]
      func line(_ x: Double) -> Double {
        q.input == p.input ? q.output : p.output + (q.output - p.output) * (x - p.input) / (q.input - p.input)
      }
      pieces.append(Piece(start: a, end: b, from: line(a), to: line(b)))
    }
    return pieces
  }

  /// The index of the piece that holds `x` (its start ≤ x < its end; the last piece holds 1).
  func pieceIndex(_ x: Double) -> Int {
    var low = 0, high = pieces.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if pieces[mid].start <= x { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Output progress at input fraction `x` in 0…1 (clamped outside).
  public func progress(_ x: Double) -> Double {
    let x = min(max(x, 0), 1)
    return pieces[pieceIndex(x)].output(x)
  }

  /// d output / d input at `x`: the slope of the piece that holds `x` (the one after a corner).
  public func slope(_ x: Double) -> Double {
    if x < 0 || x > 1 { return 0 }
    return pieces[pieceIndex(x)].slope
  }

  /// Input fractions inside 0…1 where the slope changes (a corner) or the output jumps.
  public var corners: [Double] {
    zip(pieces, pieces.dropFirst()).compactMap { a, b in a.slope != b.slope || a.to != b.from ? b.start : nil }
  }

  /// The output at the start (0) and the end (1).
  public var ends: (start: Double, end: Double) { (pieces[0].from, pieces[pieces.count - 1].to) }

  /// The highest output and where: a piece's end or start, the earliest of equals.
  public var maximum: CubicBezier.Point {
    var best = CubicBezier.Point(time: 0, value: pieces[0].from)
    for p in pieces {
      if p.from > best.value { best = .init(time: p.start, value: p.from) }
      if p.to > best.value { best = .init(time: p.end, value: p.to) }
    }
    return best
  }

  /// The steepest piece: where it starts and its slope (the earliest of equals).
  public var steepest: CubicBezier.Point {
    var best = CubicBezier.Point(time: 0, value: pieces[0].slope)
    for p in pieces where abs(p.slope) > abs(best.value) { best = .init(time: p.start, value: p.slope) }
    return best
  }

  /// The first input fraction at which the output reaches `goal`, or `nil` when it never does.
  /// A jump across `goal` (two points at one input) reaches it where it jumps.
  public func firstTime(reaching goal: Double) -> Double? {
    var before: Double?
    for p in pieces {
      if let before, (before - goal) * (p.from - goal) < 0 { return p.start }
      before = p.to
      if p.from == goal { return p.start }
      if (p.from - goal) * (p.to - goal) <= 0 { return p.start + (goal - p.from) / (p.to - p.from) * (p.end - p.start) }
    }
    return nil
  }

  /// The input fraction after which the output stays within `epsilon` of 1 up to the end, found
  /// exactly piece by piece from the end.
  public func lastExit(epsilon: Double) -> Double {
    for p in pieces.reversed() {
      let a = abs(p.from - 1), b = abs(p.to - 1)
      if b > epsilon { return p.end }
      if a <= epsilon { continue }
      // Inside the piece the distance is |line − 1|, convex, so it crosses ε once.
      let goal = p.from > 1 ? 1 + epsilon : 1 - epsilon
      return p.start + (goal - p.from) / (p.to - p.from) * (p.end - p.start)
    }
    return 0
  }

  /// The points as CSS writes them, shortest form: `linear(0, 0.25 75%, 1)` — an input is left
  /// out where CSS would put it anyway (the ends at 0 and 1, evenly spaced runs).
  public var css: String {
    var parts: [String] = []
    for (k, p) in points.enumerated() {
      let implied: Double? =
        k == 0 ? 0 : k == points.count - 1 ? max(1, points[k - 1].input) : nil
      let percent = formatNumber(NumberText.significant(p.input * 100, digits: 12))
      parts.append(implied == p.input ? formatNumber(p.output) : "\(formatNumber(p.output)) \(percent)%")
    }
    return "linear(" + parts.joined(separator: ", ") + ")"
  }
}

// Embedded Swift (the page's WebAssembly module) has no Codable; the CLI's caches use it.
#if !hasFeature(Embedded)
  extension PiecewiseLinear.Point: Codable {}

  extension PiecewiseLinear: Codable {
    /// Reads the canonical points back, checked again: at least two, at most ``maximumPoints``,
    /// finite, inputs in order (a cache or a file can be damaged).
    public init(from decoder: any Decoder) throws {
      var list = try decoder.unkeyedContainer()
      var points: [Point] = []
      while !list.isAtEnd {
        guard points.count < PiecewiseLinear.maximumPoints else {
          throw DecodingError.dataCorruptedError(in: list, debugDescription: "too many linear() points")
        }
        let p = try list.decode(Point.self)
        guard p.input.isFinite, p.output.isFinite, p.input >= (points.last?.input ?? -.infinity) else {
          throw DecodingError.dataCorruptedError(in: list, debugDescription: "linear() points out of order")
        }
        points.append(p)
      }
      guard points.count >= 2 else {
        throw DecodingError.dataCorruptedError(in: list, debugDescription: "linear() needs two points")
      }
      self.init(canonical: points)
    }

    public func encode(to encoder: any Encoder) throws {
      var list = encoder.unkeyedContainer()
      for p in points { try list.encode(p) }
    }
  }
#endif
