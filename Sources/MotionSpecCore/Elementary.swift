/// The elementary functions the model needs — e^x, ln x, sine and cosine, arctangent — written
/// here in Swift from IEEE 754 arithmetic alone, so every runtime that runs the model (the CLI on
/// glibc or Darwin, the page's WebAssembly module) computes the same doubles to the last bit.
///
/// The platform libraries disagree in the last bit: glibc's `exp` and the JavaScript engines'
/// `Math.exp` differ on about one argument in ten. These functions use only `+ − × ÷`, rounding and
/// exact scaling by powers of two, which IEEE 754 defines bit for bit and no compiler here fuses,
/// so their results are the same on every machine. They are faithful: within one unit in the last
/// place of the true value (the tests hold them to the platform library's within that).
///
/// The methods are the textbook ones: reduce the argument by an exactly representable multiple of
/// ln 2 or π/2 (Cody and Waite's split constants), then sum a Taylor series on the small remainder
/// (W. J. Cody and W. Waite, *Software Manual for the Elementary Functions*, 1980).
public enum Elementary {
  // ln 2 split so that k·ln2Hi is exact for |k| < 2^20 (its low 32 bits are zero).
  static let ln2Hi = 6.931_471_803_691_238_164_90e-01
  static let ln2Lo = 1.908_214_929_270_587_700_02e-10
  static let log2e = 1.442_695_040_888_963_387_00

  // π/2 in three parts, the first two with 33 significant bits so that n·part is exact for
  // |n| < 2^20; the third is what remains.
  static let halfPi1 = 1.570_796_326_734_125_614_17
  static let halfPi2 = 6.077_100_506_303_965_976_60e-11
  static let halfPi3 = 2.022_266_248_795_950_631_54e-21
  static let halfPi = 1.570_796_326_794_896_558_00
  static let twoOverPi = 6.366_197_723_675_813_824_33e-01
  /// Above this, n·halfPi1 is no longer exact and the reduction loses bits (the motion model
  /// never asks: ω·t stays far below).
  static let exactReductionLimit = 1.0e6

  /// e^x.
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.782_712_893_383_973_096 { return .infinity }
    if x < -745.133_219_101_941_108_42 { return 0 }
    if abs(x) < 0x1p-54 { return 1 + x }
    let k = (x * log2e).rounded()
    // x − k·ln 2 as hi − lo: k·ln2Hi is exact, and so is the subtraction (Sterbenz).
    let hi = x - k * ln2Hi
    let lo = k * ln2Lo
    let r = hi - lo
    let rError = (hi - r) - lo
    // e^r = 1 + r + r²·(1/2 + r/6 + … + r¹²/14!); |r| ≤ ln 2 / 2, where r¹⁵/15! is below 2⁻⁵⁶.
    var q = 1.0 / 87_178_291_200
    for factor in expTaylor { q = q * r + factor }
    // 1 + r with its rounding error kept (|r| < 1), so the sum is rounded once at the end.
    let head = 1 + r
    let headError = (1 - head) + r
    let y = head + (headError + (r * r * q + rError))
    return scaled(y, by: Int(k))
  }

  // 1/13!, 1/12!, …, 1/2!: Horner's order after 1/14!.
  private static let expTaylor: [Double] = [
    1.0 / 6_227_020_800, 1.0 / 479_001_600, 1.0 / 39_916_800, 1.0 / 3_628_800, 1.0 / 362_880,
    1.0 / 40_320, 1.0 / 5040, 1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 1.0 / 2,
  ]

  /// y·2^k, exact unless the result is subnormal.
  static func scaled(_ y: Double, by k: Int) -> Double {
    if k > 1023 { return y * Double(sign: .plus, exponent: 1023, significand: 1) * power2(k - 1023) }
    if k < -1000 { return y * power2(k + 1000) * power2(-1000) }
    return y * power2(k)
  }

  private static func power2(_ k: Int) -> Double { Double(sign: .plus, exponent: k, significand: 1) }

  /// ln x (NaN below zero, −∞ at zero).
  public static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    // x = m·2^e with m in [√½, √2): f = m − 1 is exact.
    var m = x.significand
    var e = Double(Int(x.exponent))
    if m > 1.414_213_562_373_095_145_47 {
      m *= 0.5
      e += 1
    }
    let f = m - 1
    // ln(1 + f) = 2·artanh(s), s = f/(2 + f): = f − s·(f − R), R = 2(s²/3 + s⁴/5 + …); |s| ≤ 0.172.
    let s = f / (2 + f)
    let z = s * s
    var series = 2.0 / 25
    for factor in logSeries { series = series * z + factor }
    let r = z * series
    return e * ln2Hi + (f - (s * (f - r) - e * ln2Lo))
  }

  // 2/23, 2/21, …, 2/3: Horner's order after 2/25.
  private static let logSeries: [Double] = [
    2.0 / 23, 2.0 / 21, 2.0 / 19, 2.0 / 17, 2.0 / 15, 2.0 / 13, 2.0 / 11, 2.0 / 9, 2.0 / 7, 2.0 / 5,
    2.0 / 3,
  ]

  /// sin x and cos x with one argument reduction.
  public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    if !x.isFinite { return (.nan, .nan) }
    if x == 0 { return (x, 1) }  // sin(−0) is −0
    if abs(x) <= 0.785_398_163_397_448_279 { return (sinKernel(x, 0), cosKernel(x, 0)) }
    let n = (x * twoOverPi).rounded()
    var hi: Double, lo: Double
    if abs(x) < exactReductionLimit {
      // r = x − n·π/2 to about 2⁻¹⁰⁰: the first two products and the first subtraction are exact;
      // the second subtraction's rounding error is carried in lo.
      let r1 = x - n * halfPi1
      let w = n * halfPi2
      let r2 = r1 - w
      lo = ((r1 - r2) - w) - n * halfPi3
      hi = r2 + lo
      lo -= hi - r2
    } else {
      hi = x - n * halfPi
      lo = 0
    }
    let s = sinKernel(hi, lo), c = cosKernel(hi, lo)
    switch Int(n.truncatingRemainder(dividingBy: 4)) & 3 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  /// sin x.
  public static func sin(_ x: Double) -> Double { sinCos(x).sin }
  /// cos x.
  public static func cos(_ x: Double) -> Double { sinCos(x).cos }

  /// sin(hi + lo) for |hi| ≤ π/4, lo below hi's last bit: hi − hi³/3! + … + hi¹⁹/19!, plus lo·cos hi.
  static func sinKernel(_ hi: Double, _ lo: Double) -> Double {
    let z = hi * hi
    var series = -1.0 / 121_645_100_408_832_000
    for factor in sinSeries { series = series * z + factor }
    return hi + (hi * z * series + lo * (1 - 0.5 * z))
  }

  // 1/17!, −1/15!, …, −1/3!: Horner's order after −1/19!.
  private static let sinSeries: [Double] = [
    1.0 / 355_687_428_096_000, -1.0 / 1_307_674_368_000, 1.0 / 6_227_020_800, -1.0 / 39_916_800,
    1.0 / 362_880, -1.0 / 5040, 1.0 / 120, -1.0 / 6,
  ]

  /// cos(hi + lo) for |hi| ≤ π/4: 1 − hi²/2 + hi⁴/4! − … − hi¹⁸/18!, less lo·sin hi; the rounding
  /// of 1 − hi²/2 is recovered and added back.
  static func cosKernel(_ hi: Double, _ lo: Double) -> Double {
    let z = hi * hi
    var series = -1.0 / 6_402_373_705_728_000
    for factor in cosSeries { series = series * z + factor }
    let rest = z * z * series
    let half = 0.5 * z
    let w = 1 - half
    return w + (((1 - w) - half) + (rest - hi * lo))
  }

  // 1/16!, −1/14!, …, 1/4!: Horner's order after −1/18!.
  private static let cosSeries: [Double] = [
    1.0 / 20_922_789_888_000, -1.0 / 87_178_291_200, 1.0 / 479_001_600, -1.0 / 3_628_800,
    1.0 / 40_320, -1.0 / 720, 1.0 / 24,
  ]

  /// arctan x, in (−π/2, π/2).
  public static func atan(_ x: Double) -> Double {
    if x.isNaN || x == 0 { return x }  // atan(−0) is −0
    let a = abs(x)
    var base = 0.0
    var t = a
    if a > 1 {
      // arctan a = π/2 − arctan(1/a)
      let inner = atanReduced(1 / a)
      return x < 0 ? -(halfPi - inner) : halfPi - inner
    }
    if t > 0.267_949_192_431_122_696_58 {
      // arctan a = π/6 + arctan((a√3 − 1)/(a + √3)), which is within tan(π/12) of zero.
      let root3 = 1.732_050_807_568_877_293_53
      t = (a * root3 - 1) / (a + root3)
      base = 5.235_987_755_982_988_730_77e-01
    }
    let value = base + atanSeries(t)
    return x < 0 ? -value : value
  }

  private static func atanReduced(_ a: Double) -> Double {
    guard a > 0.267_949_192_431_122_696_58 else { return atanSeries(a) }
    let root3 = 1.732_050_807_568_877_293_53
    return 5.235_987_755_982_988_730_77e-01 + atanSeries((a * root3 - 1) / (a + root3))
  }

  /// t − t³/3 + t⁵/5 − … to t²⁹/29, for |t| ≤ tan(π/12).
  private static func atanSeries(_ t: Double) -> Double {
    let z = t * t
    var series = 1.0 / 29
    var k = 27.0
    var sign = -1.0
    while k >= 3 {
      // t·z·(−1/3 + z/5 − … + z¹³/29): the signs alternate.
      series = series * z + sign / k
      sign = -sign
      k -= 2
    }
    return t + t * z * series
  }

  /// The angle of the point (x, y), in [−π, π].
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    let pi = 3.141_592_653_589_793_115_998
    if x == 0 {
      if y == 0 { return x.sign == .minus ? (y.sign == .minus ? -pi : pi) : y }
      return y > 0 ? halfPi : -halfPi
    }
    if x.isInfinite || y.isInfinite {
      if y.isInfinite {
        let angle = x.isInfinite ? (x > 0 ? halfPi / 2 : 3 * halfPi / 2) : halfPi
        return y < 0 ? -angle : angle
      }
      if x > 0 { return y.sign == .minus ? -0.0 : 0 }
      return y.sign == .minus ? -pi : pi
    }
    let base = atan(y / x)
    if x > 0 { return base }
    return y.sign == .minus ? base - pi : base + pi
  }
}
