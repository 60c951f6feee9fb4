/// The classes of character the expression language reads by, decided from code points alone —
/// without Unicode's property tables, which the page's WebAssembly model would otherwise carry
/// (18 KB compressed, a twelfth of it). Every runtime reads text the same way.
extension Character {
  /// Unicode's White_Space (all 25 code points, by its first scalar as `isWhitespace` decides).
  var isBlank: Bool {
    guard let v = unicodeScalars.first?.value else { return false }
    switch v {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
    default: return false
    }
  }

  /// A line break, as `isNewline` decides: LF, VT, FF, CR (and CR LF), NEL, U+2028, U+2029.
  var isLineBreak: Bool {
    guard let v = unicodeScalars.first?.value else { return false }
    return (0x0A...0x0D).contains(v) || v == 0x85 || v == 0x2028 || v == 0x2029
  }

  /// An ASCII digit, 0–9: the only digits a number in the expression language is written with.
  var isDigit: Bool { unicodeScalars.count == 1 && (0x30...0x39).contains(unicodeScalars.first!.value) }

  /// An ASCII capital, A–Z.
  var isCapital: Bool { unicodeScalars.count == 1 && (0x41...0x5A).contains(unicodeScalars.first!.value) }

  /// A character a name may be made of besides digits and `_`: an ASCII letter, or any character
  /// beyond ASCII that is not white space (Swift, Kotlin and JavaScript admit letters of every
  /// script in names; what a name cannot hold is refused later, where it is looked up).
  var isNameLetter: Bool {
    guard let v = unicodeScalars.first?.value else { return false }
    if v < 0x80 { return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) }
    return !isBlank
  }
}

extension StringProtocol {
  /// The text with A–Z in lower case and everything else as it is.
  var asciiLowercased: String {
    String(
      String.UnicodeScalarView(
        unicodeScalars.map { (0x41...0x5A).contains($0.value) ? Unicode.Scalar($0.value + 32)! : $0 }))
  }
}
