/// A PDF document read into its objects — the kind cairo writes: one cross-reference table at the
/// end, every object in it, no object streams (``PDFPage`` asks cairo for PDF 1.4, which has none).
struct PDFFile {
  /// An indirect object: its value and, for a stream, the stream's bytes as stored.
  struct Object {
    var value: PDFValue
    var stream: ArraySlice<UInt8>?
  }

  /// The version in the header (`1.4`).
  let version: String
  let objects: [Int: Object]
  let trailer: PDFDictionary

  init(_ bytes: [UInt8]) throws(PDFSyntaxError) {
    let magic = Array("%PDF-".utf8)
    guard bytes.starts(with: magic) else { throw PDFSyntaxError(message: "not a PDF", offset: 0) }
    var scanner = PDFScanner(bytes: bytes, position: magic.count)
    version = scanner.word()

    // The cross-reference table, from the `startxref` near the end.
    let tail = Array("startxref".utf8)
    guard
      let at = stride(from: bytes.count - tail.count, through: max(0, bytes.count - 1024), by: -1).first(where: {
        bytes[$0..<$0 + tail.count].elementsEqual(tail)
      })
    else { throw PDFSyntaxError(message: "no startxref", offset: bytes.count) }
    scanner.position = at + tail.count
    scanner.skipSpace()
    guard let start = Int(scanner.word()), start >= 0, start < bytes.count else {
      throw scanner.failure("bad startxref")
    }
    scanner.position = start
    try scanner.expect("xref")
    var offsets: [Int: Int] = [:]
    while true {
      scanner.skipSpace()
      let word = scanner.word()
      if word == "trailer" { break }
      scanner.skipSpace()
      guard let first = Int(word), let count = Int(scanner.word()), first >= 0, count >= 0, count < 1 << 20 else {
        throw scanner.failure("bad cross-reference section")
      }
      for n in first..<first + count {
        scanner.skipSpace()
        let offset = scanner.word()
        scanner.skipSpace()
        _ = scanner.word()
        scanner.skipSpace()
        let kind = scanner.word()
        guard let o = Int(offset), o >= 0, o < bytes.count, kind == "n" || kind == "f" else {
          throw scanner.failure("bad cross-reference entry")
        }
        if kind == "n" { offsets[n] = o }
      }
    }
    guard case .dictionary(let trailer) = try scanner.value() else {
      throw scanner.failure("the trailer is not a dictionary")
    }
    self.trailer = trailer

    // Each object, its stream's length resolved when it is an indirect one.
    func objectStart(at offset: Int) throws(PDFSyntaxError) -> PDFScanner {
      var s = PDFScanner(bytes: bytes, position: offset)
      s.skipSpace()
      guard Int(s.word()) != nil else { throw s.failure("expected an object number") }
      s.skipSpace()
      guard Int(s.word()) != nil else { throw s.failure("expected a generation") }
      try s.expect("obj")
      return s
    }
    var objects: [Int: Object] = [:]
    for (n, offset) in offsets {
      var s = try objectStart(at: offset)
      let value = try s.value()
      s.skipSpace()
      var object = Object(value: value, stream: nil)
      var probe = s
      if probe.word() == "stream" {
        s = probe
        if s.position < bytes.count && bytes[s.position] == 13 { s.position += 1 }
        if s.position < bytes.count && bytes[s.position] == 10 { s.position += 1 }
        var length = value.dictionaryValue?["Length"]
        if let target = length?.referenceValue, let o = offsets[target] {
          var l = try objectStart(at: o)
          length = try l.value()
        }
        guard let count = length?.integer, count >= 0, s.position + count <= bytes.count else {
          throw s.failure("bad stream length")
        }
        object.stream = bytes[s.position..<s.position + count]
        s.position += count
        try s.expect("endstream")
      }
      try s.expect("endobj")
      objects[n] = object
    }
    self.objects = objects
  }

  /// The object `n`'s value; fails when there is none.
  func value(_ n: Int) throws(PDFSyntaxError) -> PDFValue {
    guard let object = objects[n] else { throw PDFSyntaxError(message: "no object \(n)", offset: 0) }
    return object.value
  }

  /// The document's only page: its object number and dictionary.
  func onlyPage() throws(PDFSyntaxError) -> (number: Int, dictionary: PDFDictionary) {
    guard let root = trailer["Root"]?.referenceValue,
      let pages = try value(root).dictionaryValue?["Pages"]?.referenceValue,
      let kids = try value(pages).dictionaryValue?["Kids"]?.arrayValue, kids.count == 1,
      let page = kids[0].referenceValue,
      let dictionary = try value(page).dictionaryValue
    else { throw PDFSyntaxError(message: "expected a document of one page", offset: 0) }
    return (page, dictionary)
  }
}
