/// The one number formatter: every number motionspec shows or writes is spelled here.
///
/// Three spellings, each for its readers:
/// - ``fixed(_:decimals:minus:)``: a fixed count of decimals, trailing zeros kept (tick labels,
///   table cells, metrics: `0.50`, `−0.20`);
/// - ``compact(_:decimals:minus:)``: rounded to at most `decimals`, trailing zeros dropped (prose
///   and annotations: `0.5`, `157.91`, `350`);
/// - ``code(_:)``: the shortest spelling that reads back as the same `Double`, ASCII minus (the
///   numbers of generated code and expressions: `1`, `0.55`, `-0.2`).
///
/// Text for people takes U+2212 for minus (``Minus/typographic``); text for parsers an ASCII
/// hyphen-minus (``Minus/ascii``). No spelling ever reads "−0", and none depends on the locale.
public enum NumberText {
  /// How a negative number is signed.
  public enum Minus: Sendable {
    /// U+2212 MINUS SIGN, for text people read.
    case typographic
    /// U+002D HYPHEN-MINUS, for text a parser reads (code, CSS, SVG, JSON).
    case ascii

    var sign: String { self == .typographic ? "\u{2212}" : "-" }
  }

  /// `x` with exactly `decimals` decimals (0…15), trailing zeros kept; `∞`/`−∞` for infinities
  /// and `NaN` for not-a-number.
  public static func fixed(_ x: Double, decimals: Int, minus: Minus = .typographic) -> String {
    guard x.isFinite else { return x.isNaN ? "NaN" : (x > 0 ? "∞" : minus.sign + "∞") }
    let decimals = min(max(decimals, 0), 15)
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let scaled = (abs(x) * factor).rounded()
    // Beyond what 64-bit integers hold exactly: Swift's shortest representation, rounded.
    guard scaled < 9e15 else {
      let r = (x * factor).rounded() / factor
      return (r < 0 ? minus.sign : "") + "\(abs(r))"
    }
    var digits = String(Int64(scaled))
    if decimals > 0 {
      while digits.count <= decimals { digits = "0" + digits }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
    }
    return x < 0 && scaled > 0 ? minus.sign + digits : digits
  }

  /// `x` rounded to at most `decimals` decimals, trailing zeros (and a bare point) dropped.
  public static func compact(_ x: Double, decimals: Int, minus: Minus = .typographic) -> String {
    var s = fixed(x, decimals: decimals, minus: minus)
    // Byte comparisons: the text is ASCII digits and a point (and a sign), so no Unicode search.
    guard x.isFinite, s.utf8.contains(UInt8(ascii: ".")) else { return s }
    while s.utf8.last == UInt8(ascii: "0") { s.removeLast() }
    if s.utf8.last == UInt8(ascii: ".") { s.removeLast() }
    return s
  }

  /// The shortest spelling of `x` that reads back as the same `Double`: `1` rather than `1.0`,
  /// `0.55` rather than `0.550000…`; an ASCII minus.
  public static func code(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return String(x)
  }

  /// `x` rounded to `digits` significant digits (1…17), as a `Double` (so `code` spells it short):
  /// the exact decimal value of `x` rounded half to even, as C's `printf("%.*g")` rounds — written
  /// here without the C library so every runtime (the page's WebAssembly module too) agrees.
  public static func significant(_ x: Double, digits: Int) -> Double {
    guard x.isFinite, x != 0 else { return x }
    var (decimal, exponent) = exactDigits(abs(x))
    let keep = min(max(digits, 1), 17)
    if decimal.count > keep {
      let rest = decimal[keep...]
      var up = rest.first! > 5 || (rest.first! == 5 && rest.dropFirst().contains { $0 != 0 })
      if rest.first! == 5 && !up { up = decimal[keep - 1] % 2 == 1 }  // a tie: to the even digit
      decimal.removeLast(decimal.count - keep)
      if up {
        var i = keep - 1
        while i >= 0 && decimal[i] == 9 {
          decimal[i] = 0
          i -= 1
        }
        if i >= 0 { decimal[i] += 1 } else { decimal.insert(1, at: 0); exponent += 1 }
      }
    }
    var text = x < 0 ? "-0." : "0."
    for d in decimal { text.unicodeScalars.append(Unicode.Scalar(UInt8(48 + d))) }
    text += "e\(exponent)"
    return NumberText.double(text) ?? x
  }

  /// The exact decimal digits of a positive finite `x` (most significant first, no trailing
  /// zeros) and the power of ten that scales 0.d₁d₂… to it: x = 0.d₁d₂… × 10^exponent.
  /// A double is m·2^k exactly, so its expansion is finite: m·2^k, or m·5^(−k) / 10^(−k).
  static func exactDigits(_ x: Double) -> (digits: [UInt8], exponent: Int) {
    let (m, k) = NumberReader.parts(x)
    var digits = (k >= 0 ? BigInteger(m).shifted(by: k) : BigInteger(m).times(powerOfFive: -k)).decimalDigits
    let count = digits.count
    while digits.last == 0 { digits.removeLast() }
    return (digits, count + min(k, 0))
  }

  /// `x` rounded to `decimals` decimal places, as a `Double`.
  public static func rounded(_ x: Double, decimals: Int) -> Double {
    var scale = 1.0
    for _ in 0..<min(max(decimals, 0), 15) { scale *= 10 }
    return (x * scale).rounded() / scale
  }
}
