import Cairo

/// Gives a tagged PDF's figures their alternative text (`/Alt`), which cairo 1.16 does not write.
///
/// cairo writes each structure element as an object of its own, in the structure tree's order
/// (`N 0 obj << /Type /StructElem /S /Figure … >>`). The texts are added as a PDF incremental
/// update (ISO 32000-1, 7.5.6): the figures' objects again, each with `/Alt`, a cross-reference
/// section for them and a trailer pointing back at cairo's. Nothing cairo wrote moves, so its
/// offsets stay right, and the result is as deterministic as cairo's own bytes.
enum PDFAlternativeText {
  /// The incremental update to append to `pdf` so that its `k`-th figure is described by
  /// `alternatives[k]` (a figure with an empty text is left as it is); empty when no figure has
  /// a text. Throws when `pdf` has fewer figures than texts, or no cross-reference or trailer to
  /// point back at: the texts would be lost without a word.
  static func update(describing alternatives: [String], in pdf: [UInt8]) throws(CairoError) -> [UInt8] {
    guard alternatives.contains(where: { !$0.isEmpty }) else { return [] }
    let figures = figureObjects(in: pdf)
    guard figures.count >= alternatives.count else {
      throw CairoError(
        .untaggedFigures,
        "the PDF has \(figures.count) figure structure elements for \(alternatives.count) alternative texts")
    }
    guard let previous = lastCrossReference(in: pdf), let trailer = lastTrailer(in: pdf) else {
      throw CairoError(.untaggedFigures, "the PDF has no cross-reference or trailer to add alternative text after")
    }
    var out: [UInt8] = []
    var entries: [(number: Int, offset: Int)] = []
    for (figure, alt) in zip(figures, alternatives) where !alt.isEmpty {
      out += Array("\n".utf8)
      entries.append((figure.number, pdf.count + out.count))
      out += Array("\(figure.number) 0 obj\n".utf8)
      out += figure.dictionary.dropLast(2)  // without its closing ">>"
      out += Array("   /Alt \(textString(alt))\n>>\nendobj\n".utf8)
    }
    let crossReference = pdf.count + out.count
    var section = "xref\n"
    for entry in entries.sorted(by: { $0.number < $1.number }) {
      let offset = String(entry.offset)
      section +=
        "\(entry.number) 1\n" + String(repeating: "0", count: max(0, 10 - offset.count)) + offset + " 00000 n \n"
    }
    section += "trailer\n<<" + trailer + "   /Prev \(previous)\n>>\nstartxref\n\(crossReference)\n%%EOF\n"
    return out + Array(section.utf8)
  }

  /// About how many bytes the update for `alternatives` takes: each text in hex (four digits per
  /// UTF-16 unit), its figure's dictionary and cross-reference entry, and the trailer.
  static func estimatedSize(_ alternatives: [String]) -> Int {
    alternatives.reduce(4096) { $0 + ($1.isEmpty ? 0 : 4 * $1.utf16.count + 320) }
  }

  /// A PDF text string in UTF-16BE with its byte-order mark, written in hex (any text is safe).
  static func textString(_ s: String) -> String {
    let digits = Array("0123456789ABCDEF")
    var hex = "<FEFF"
    for unit in s.utf16 {
      for shift in [12, 8, 4, 0] { hex.append(digits[Int((unit >> UInt16(shift)) & 0xF)]) }
    }
    return hex + ">"
  }

  struct Figure {
    var number: Int
    /// From `<<` to its `>>`, as cairo wrote it.
    var dictionary: ArraySlice<UInt8>
  }

  /// The figure structure elements, in object-number order (the tree's order).
  static func figureObjects(in pdf: [UInt8]) -> [Figure] {
    let marker = Array(" 0 obj\n<< /Type /StructElem\n   /S /Figure\n".utf8)
    let end = Array(">>\nendobj".utf8)
    var found: [Figure] = []
    var i = 0
    while let at = find(marker, in: pdf, from: i) {
      var start = at
      while start > 0, pdf[start - 1] >= UInt8(ascii: "0"), pdf[start - 1] <= UInt8(ascii: "9") { start -= 1 }
      let dictionaryStart = at + 7
      guard let number = Int(String(decoding: pdf[start..<at], as: UTF8.self)),
        let close = find(end, in: pdf, from: dictionaryStart)
      else { break }
      found.append(Figure(number: number, dictionary: pdf[dictionaryStart..<(close + 2)]))
      i = close
    }
    return found.sorted { $0.number < $1.number }
  }

  /// The offset after the file's last `startxref`.
  static func lastCrossReference(in pdf: [UInt8]) -> Int? {
    guard let at = findLast(Array("startxref\n".utf8), in: pdf) else { return nil }
    let digits = pdf[(at + 10)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    return Int(String(decoding: digits, as: UTF8.self))
  }

  /// The entries of the last trailer's dictionary (between `<<` and `>>`).
  static func lastTrailer(in pdf: [UInt8]) -> String? {
    guard let at = findLast(Array("trailer\n<<".utf8), in: pdf),
      let close = find(Array(">>\nstartxref".utf8), in: pdf, from: at)
    else { return nil }
    return String(decoding: pdf[(at + 10)..<close], as: UTF8.self)
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard needle.count <= haystack.count, from <= haystack.count - needle.count else { return nil }
    var i = from
    while i <= haystack.count - needle.count {
      if haystack[i] == needle[0], haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  static func findLast(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    var i = haystack.count - needle.count
    while i >= 0 {
      if haystack[i] == needle[0], haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i -= 1
    }
    return nil
  }
}
