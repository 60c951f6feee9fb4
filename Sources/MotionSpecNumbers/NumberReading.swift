extension NumberText {
  /// The double that `text` spells, read exactly as `Double(_: String)` reads it — decimal and
  /// hexadecimal numbers correctly rounded (half to even), `inf`/`infinity`, `nan`, `nan(…)` with its
  /// payload and `snan`, any case; `nil` for anything else, leading or trailing spaces included —
  /// but written in Swift alone, so the page's WebAssembly module (which has no C library) reads
  /// every number as the command does.
  ///
  /// Decimals take the fast exact path when they can (at most 15 digits and a power of ten up to
  /// 10²², both exact doubles: W. D. Clinger, "How to Read Floating Point Numbers Accurately",
  /// 1990); otherwise an estimate is corrected by comparing the decimal with the midpoints
  /// between neighbouring doubles in exact integer arithmetic.
  public static func double<Text: StringProtocol>(_ text: Text) -> Double? {
    var reader = NumberReader(Array(text.utf8))
    return reader.read()
  }
}

/// One reading of a number's UTF-8 bytes.
struct NumberReader {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Significant decimal digits kept; any digit beyond only breaks ties, kept as one sticky 1.
  static let keptDigits = 800

  mutating func read() -> Double? {
    guard let first = bytes.first, !(first == 0x20 || (0x09...0x0D).contains(first)) else { return nil }
    var negative = false
    if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      negative = first == UInt8(ascii: "-")
      index = 1
    }
    let word = bytes[index...].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }  // A–Z to a–z
    if word.elementsEqual("snan".utf8) { return Double(bitPattern: 0x7FF4_0000_0000_0000) }
    if word.elementsEqual("inf".utf8) || word.elementsEqual("infinity".utf8) {
      return negative ? -.infinity : .infinity
    }
    if word.starts(with: "nan".utf8) {
      guard let payload = nanPayload(Array(bytes[(index + 3)...])) else { return nil }
      let bits: UInt64 = 0x7FF8_0000_0000_0000 | (payload & 0x000F_FFFF_FFFF_FFFF)
      return Double(bitPattern: negative ? bits | (1 << 63) : bits)
    }
    let value: Double?
    if word.starts(with: "0x".utf8) {
      index += 2
      value = hexadecimal()
    } else {
      value = decimal()
    }
    guard let value, index == bytes.count else { return nil }
    return negative ? -value : value
  }

  /// The payload of `nan(…)`: what C's `strtoull(…, 0)` reads from the characters between the
  /// parentheses (letters, digits and `_`), 0 when it does not read them all; `nil` when the
  /// text is not `nan`, `nan()` or `nan(…)`.
  func nanPayload(_ rest: [UInt8]) -> UInt64? {
    if rest.isEmpty { return 0 }
    guard rest.first == UInt8(ascii: "("), rest.last == UInt8(ascii: ")") else { return nil }
    let inside = rest.dropFirst().dropLast()
    func isWordByte(_ b: UInt8) -> Bool {
      (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b == 0x5F
    }
    guard inside.allSatisfy(isWordByte) else { return nil }
    var digits = Array(inside)
    var base: UInt64 = 10
    if digits.count >= 2, digits[0] == 0x30, digits[1] | 0x20 == UInt8(ascii: "x") {
      base = 16
      digits.removeFirst(2)
      if digits.isEmpty { return 0 }
    } else if digits.first == 0x30 {
      base = 8
    }
    var value: UInt64 = 0
    var overflow = false
    for b in digits {
      let lower = b | 0x20
      let digit: UInt64
      if (0x30...0x39).contains(b) {
        digit = UInt64(b - 0x30)
      } else if (0x61...0x7A).contains(lower) {
        digit = UInt64(lower - 0x61 + 10)
      } else {
        return 0
      }
      guard digit < base else { return 0 }
      let (product, o1) = value.multipliedReportingOverflow(by: base)
      let (sum, o2) = product.addingReportingOverflow(digit)
      if o1 || o2 { overflow = true }
      value = sum
    }
    return overflow ? .max : value
  }

  // MARK: Decimal

  mutating func decimal() -> Double? {
    var digits: [UInt8] = []
    var sticky = false
    var exponent = 0  // value = (digits as an integer) × 10^exponent
    var sawDigit = false, sawPoint = false
    while index < bytes.count {
      let c = bytes[index]
      if (0x30...0x39).contains(c) {
        sawDigit = true
        if digits.isEmpty && c == 0x30 {
          if sawPoint { exponent -= 1 }
        } else if digits.count < NumberReader.keptDigits {
          digits.append(c - 0x30)
          if sawPoint { exponent -= 1 }
        } else {
          if c != 0x30 { sticky = true }
          if !sawPoint { exponent += 1 }
        }
      } else if c == UInt8(ascii: ".") && !sawPoint {
        sawPoint = true
      } else {
        break
      }
      index += 1
    }
    guard sawDigit else { return nil }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      guard let power = exponentPart() else { return nil }
      exponent = exponent + power
    }
    if digits.isEmpty { return 0 }
    if sticky {
      digits.append(1)
      exponent -= 1
    }
    while digits.last == 0 {
      digits.removeLast()
      exponent += 1
    }
    return NumberReader.nearest(digits: digits, exponent: exponent)
  }

  /// `e` or `E`, an optional sign and at least one digit; the power clamped far beyond any double.
  mutating func exponentPart(binary: Bool = false) -> Int? {
    var i = index + 1
    var negative = false
    if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
      negative = bytes[i] == UInt8(ascii: "-")
      i += 1
    }
    var value = 0
    var any = false
    while i < bytes.count, (0x30...0x39).contains(bytes[i]) {
      value = min(value * 10 + Int(bytes[i] - 0x30), 100_000)
      any = true
      i += 1
    }
    guard any else { return nil }
    index = i
    return negative ? -value : value
  }

  /// The double nearest (digits) × 10^exponent, digits without leading or trailing zeros.
  static func nearest(digits: [UInt8], exponent: Int) -> Double {
    let count = digits.count
    if count + exponent > 310 { return .infinity }
    if count + exponent < -324 { return 0 }
    if count <= 15 && abs(exponent) <= 22 {
      var integer = 0.0
      for d in digits { integer = integer * 10 + Double(d) }
      return exponent >= 0 ? integer * powersOfTen[exponent] : integer / powersOfTen[-exponent]
    }
    // An estimate from the leading 19 digits, then exact comparisons with the midpoints.
    let taken = min(count, 19)
    var leading: UInt64 = 0
    for d in digits[0..<taken] { leading = leading * 10 + UInt64(d) }
    var estimate = Double(leading)
    var power = exponent + count - taken
    while power > 22 {
      estimate *= 1e22
      power -= 22
    }
    while power < -22 {
      estimate /= 1e22
      power += 22
    }
    estimate = power >= 0 ? estimate * powersOfTen[power] : estimate / powersOfTen[-power]
    if estimate == .infinity { estimate = .greatestFiniteMagnitude }
    if estimate == 0 { estimate = .leastNonzeroMagnitude }
    let decimal = BigInteger(decimalDigits: digits)
    // x = D × 10^e; against M × 2^k: D × 5^e × 2^(e − k) against M.
    let scaledDecimal = exponent >= 0 ? decimal.times(powerOfFive: exponent) : decimal
    let fives = exponent < 0 ? BigInteger(1).times(powerOfFive: -exponent) : BigInteger(1)
    func compare(_ m: UInt64, _ k: Int) -> Int {
      var left = scaledDecimal
      var right = fives.times(BigInteger(m))
      let twos = exponent - k
      if twos >= 0 { left = left.shifted(by: twos) } else { right = right.shifted(by: -twos) }
      return left.compare(right)
    }
    var z = estimate
    while true {
      let (m, k) = parts(z)
      let above = compare(2 * m + 1, k - 1)
      if above > 0 {
        z = z.nextUp
        if z == .infinity { return z }
        continue
      }
      if above == 0 { return m & 1 == 0 ? z : z.nextUp }
      if z == 0 { return 0 }
      let boundary = m == 1 << 52 && z.exponent > -1022
      let below = boundary ? compare(4 * m - 1, k - 2) : compare(2 * m - 1, k - 1)
      if below < 0 {
        z = z.nextDown
        continue
      }
      if below == 0 { return m & 1 == 0 ? z : z.nextDown }
      return z
    }
  }

  /// A non-negative finite double as m × 2^k, m an integer.
  static func parts(_ z: Double) -> (m: UInt64, k: Int) {
    if z.isNormal {
      return (z.significandBitPattern | 1 << 52, Int(z.exponent) - 52)
    }
    return (z.significandBitPattern, -1074)
  }

  static let powersOfTen: [Double] = {
    var out = [1.0]
    for _ in 1...22 { out.append(out[out.count - 1] * 10) }
    return out
  }()

  // MARK: Hexadecimal

  mutating func hexadecimal() -> Double? {
    var mantissa: UInt64 = 0
    var significant = 0
    var sticky = false
    var exponent = 0  // value = mantissa × 2^exponent (and a sticky bit below)
    var sawDigit = false, sawPoint = false
    while index < bytes.count {
      let c = bytes[index]
      let lower = c | 0x20
      var digit: UInt64? = nil
      if (0x30...0x39).contains(c) {
        digit = UInt64(c - 0x30)
      } else if (0x61...0x66).contains(lower) {
        digit = UInt64(lower - 0x61 + 10)
      }
      if let digit {
        sawDigit = true
        if significant == 0 && digit == 0 {
          if sawPoint { exponent -= 4 }
        } else if significant < 16 {
          mantissa = mantissa << 4 | digit
          significant += 1
          if sawPoint { exponent -= 4 }
        } else {
          if digit != 0 { sticky = true }
          if !sawPoint { exponent += 4 }
        }
      } else if c == UInt8(ascii: ".") && !sawPoint {
        sawPoint = true
      } else {
        break
      }
      index += 1
    }
    guard sawDigit else { return nil }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "p") {
      guard let power = exponentPart() else { return nil }
      exponent += power
    }
    if mantissa == 0 { return 0 }
    let shift = mantissa.leadingZeroBitCount
    mantissa <<= UInt64(shift)
    exponent -= shift
    // The leading bit is worth 2^(exponent + 63).
    var top = exponent + 63
    if top > 1023 { return .infinity }
    let bits = top >= -1022 ? 53 : top + 1075
    if bits <= 0 {
      // Below half the smallest subnormal, or exactly half (a tie, to the even 0).
      guard bits == 0, mantissa != 1 << 63 || sticky else { return 0 }
      return .leastNonzeroMagnitude
    }
    let drop = UInt64(64 - bits)
    var kept = mantissa >> drop
    let rest = mantissa & ((1 << drop) - 1)
    let half: UInt64 = 1 << (drop - 1)
    if rest > half || (rest == half && (sticky || kept & 1 == 1)) { kept += 1 }
    if kept == 1 << UInt64(bits) {
      kept >>= 1
      top += 1
      if top > 1023 { return .infinity }
    }
    let ulpPower = top - bits + 1
    return Double(sign: .plus, exponent: ulpPower, significand: Double(kept))
  }
}

/// A non-negative integer of any size, in base-2³² limbs (least significant first): what
/// reading a decimal exactly needs — products by small numbers, shifts and comparison.
struct BigInteger {
  var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    trim()
  }

  init(decimalDigits digits: [UInt8]) {
    self.init(0)
    var chunk: UInt64 = 0
    var chunkScale: UInt64 = 1
    for d in digits {
      chunk = chunk * 10 + UInt64(d)
      chunkScale *= 10
      if chunkScale == 1_000_000_000 {
        self = times(chunkScale, plus: chunk)
        chunk = 0
        chunkScale = 1
      }
    }
    if chunkScale > 1 { self = times(chunkScale, plus: chunk) }
  }

  mutating func trim() {
    while limbs.count > 1 && limbs[limbs.count - 1] == 0 { limbs.removeLast() }
  }

  /// self × factor + addend, factor and addend below 2³².
  func times(_ factor: UInt64, plus addend: UInt64 = 0) -> BigInteger {
    var out = self
    var carry = addend
    for i in out.limbs.indices {
      let product = UInt64(out.limbs[i]) * factor + carry
      out.limbs[i] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    while carry > 0 {
      out.limbs.append(UInt32(truncatingIfNeeded: carry))
      carry >>= 32
    }
    out.trim()
    return out
  }

  /// self × other.
  func times(_ other: BigInteger) -> BigInteger {
    var out = [UInt32](repeating: 0, count: limbs.count + other.limbs.count)
    for (i, a) in limbs.enumerated() {
      var carry: UInt64 = 0
      for (j, b) in other.limbs.enumerated() {
        let wide = UInt64(a) * UInt64(b) + UInt64(out[i + j]) + carry
        out[i + j] = UInt32(truncatingIfNeeded: wide)
        carry = wide >> 32
      }
      out[i + other.limbs.count] = UInt32(truncatingIfNeeded: carry)
    }
    var product = BigInteger(0)
    product.limbs = out
    product.trim()
    return product
  }

  /// self × 5^n.
  func times(powerOfFive n: Int) -> BigInteger {
    var out = self
    var left = n
    while left > 0 {
      let step = min(left, 13)  // 5¹³ < 2³²
      var factor: UInt64 = 1
      for _ in 0..<step { factor *= 5 }
      out = out.times(factor)
      left -= step
    }
    return out
  }

  /// self × 2^n.
  func shifted(by n: Int) -> BigInteger {
    guard n > 0 else { return self }
    var out = BigInteger(0)
    out.limbs = [UInt32](repeating: 0, count: n / 32) + limbs
    let bits = UInt64(n % 32)
    if bits > 0 {
      var carry: UInt64 = 0
      for i in (n / 32)..<out.limbs.count {
        let wide = UInt64(out.limbs[i]) << bits | carry
        out.limbs[i] = UInt32(truncatingIfNeeded: wide)
        carry = wide >> 32
      }
      if carry > 0 { out.limbs.append(UInt32(truncatingIfNeeded: carry)) }
    }
    out.trim()
    return out
  }

  /// The decimal digits, most significant first, without leading zeros (`[0]` for zero).
  var decimalDigits: [UInt8] {
    var rest = self
    var chunks: [UInt32] = []  // base 10⁹, least significant first
    repeat {
      var remainder: UInt64 = 0
      for i in rest.limbs.indices.reversed() {
        let wide = remainder << 32 | UInt64(rest.limbs[i])
        rest.limbs[i] = UInt32(wide / 1_000_000_000)
        remainder = wide % 1_000_000_000
      }
      rest.trim()
      chunks.append(UInt32(remainder))
    } while rest.limbs != [0]
    var digits: [UInt8] = []
    for chunk in chunks.reversed() {
      var group = [UInt8](repeating: 0, count: 9)
      var v = chunk
      for i in stride(from: 8, through: 0, by: -1) {
        group[i] = UInt8(v % 10)
        v /= 10
      }
      digits += digits.isEmpty ? Array(group.drop { $0 == 0 }) : group
    }
    return digits.isEmpty ? [0] : digits
  }

  /// −1, 0 or 1 as self is below, equal to or above `other`.
  func compare(_ other: BigInteger) -> Int {
    if limbs.count != other.limbs.count { return limbs.count < other.limbs.count ? -1 : 1 }
    for i in stride(from: limbs.count - 1, through: 0, by: -1) where limbs[i] != other.limbs[i] {
      return limbs[i] < other.limbs[i] ? -1 : 1
    }
    return 0
  }
}
