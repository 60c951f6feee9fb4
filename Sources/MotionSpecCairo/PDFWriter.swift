import Cairo
import MotionSpecCharts

/// A multi-page PDF assembled from pages drawn one at a time (``PDFPage``), so pages need not all
/// be in memory, can be drawn on several threads, and can come from a cache.
///
/// Each page keeps its own content and resources, with one exception: the Windows Latin subsets of
/// `sharedFonts` (the text of most pages) are replaced by one copy shared by every page, taken
/// from a sample page that draws every glyph of that encoding. A page's subset is replaced only
/// where the shared one has the same glyph widths for every character the page uses; anything
/// else (other faces, characters outside that encoding) stays the page's own. The writer adds
/// what cairo would: named destinations, links, the outline and the document information.
public final class PDFWriter {
  /// An entry of the outline; ``root`` is the outline itself.
  public struct OutlineItem: Hashable, Sendable {
    let index: Int
    /// The top of the outline.
    public static let root = OutlineItem(index: -1)
  }

  private let theme: Theme
  private let metadata: PDFMetadata
  private let sharedFonts: [FontSpec]
  private let fontMap: FontMap?
  private var out: [UInt8] = Array("%PDF-1.4\n%\u{B5}\u{ED}\u{AE}\u{FB}\n".utf8)
  private var offsets: [Int: Int] = [:]
  private var nextNumber = 2  // 1 is the page tree
  private var pageNumbers: [Int] = []
  private var destinations: [String: (page: Int, x: Double, y: Double)] = [:]
  private var outline: [(title: String, parent: Int, destination: String, open: Bool)] = []
  private var version = "1.4"
  /// The sample's shareable fonts by kind and name (`Type1/Inter-Regular`), read on first use.
  private var samples: [String: (object: Int, widths: [Int: Double])]?
  private var sample: PDFFile?
  /// The shared fonts' objects in this document, by the sample's object number.
  private var copiedFromSample: [Int: Int] = [:]

  /// Starts a document. `sharedFonts` are the faces whose Latin subsets the pages share
  /// (faces are told apart by family and weight; the size does not matter). Text the writer draws
  /// itself (``add(_:)`` and the font sample) is laid out with `fontMap`.
  public init(
    theme: Theme, metadata: PDFMetadata = PDFMetadata(), sharedFonts: [FontSpec] = [], fontMap: FontMap? = nil
  ) {
    self.theme = theme
    self.metadata = metadata
    self.sharedFonts = sharedFonts
    self.fontMap = fontMap
  }

  /// Draws `scene` as the next page (sized to the scene), with its destinations and links.
  public func add(_ scene: Scene) throws(CairoError) {
    try add(PDFPage.draw(scene, theme: theme, fontMap: fontMap), navigation: scene.navigation)
  }

  /// Adds a page drawn earlier, with the destinations and links of the scene it was drawn from
  /// (in the scene's coordinates: y grows downwards from the top of the page).
  public func add(_ page: PDFPage, navigation: [Scene.NavigationMark]) throws(CairoError) {
    do {
      try append(page, navigation: navigation)
    } catch let error as PDFSyntaxError {
      throw CairoError(message: "cannot read a drawn page: \(error)")
    } catch let error as CairoError {
      throw error
    } catch {
      throw CairoError(message: "cannot add a page: \(error)")
    }
  }

  /// Adds `title` to the document's outline under `parent`, opening the destination `name`.
  @discardableResult
  public func addOutline(
    _ title: String, under parent: OutlineItem = .root, destination name: String, open: Bool = false
  ) -> OutlineItem {
    outline.append((title, parent.index, name, open))
    return OutlineItem(index: outline.count - 1)
  }

  /// Finishes the document and returns its bytes.
  public func finish() throws(CairoError) -> [UInt8] {
    guard !pageNumbers.isEmpty else { throw CairoError(message: "a PDF needs at least one page") }
    write(
      1,
      .dictionary(
        PDFDictionary([
          ("Type", .name("Pages")), ("Kids", .array(pageNumbers.map(PDFValue.reference))),
          ("Count", .number("\(pageNumbers.count)")),
        ])))
    var catalog = PDFDictionary([("Type", .name("Catalog")), ("Pages", .reference(1))])
    if let outlines = writeOutline() { catalog["Outlines"] = .reference(outlines) }
    if !destinations.isEmpty {
      var names: [PDFValue] = []
      for name in destinations.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
        let d = destinations[name]!
        names += [
          PDFWriter.text(name),
          .array([.reference(d.page), .name("XYZ"), PDFWriter.number(d.x), PDFWriter.number(d.y), .number("0")]),
        ]
      }
      let tree = allocate()
      write(tree, .dictionary(PDFDictionary([("Names", .array(names))])))
      catalog["Names"] = .dictionary(PDFDictionary([("Dests", .reference(tree))]))
    }
    let info = allocate()
    write(info, .dictionary(informationDictionary()))
    let root = allocate()
    write(root, .dictionary(catalog))
    // The header names the newest version any page needed.
    if version.utf8.count == 3 { out.replaceSubrange(5..<8, with: Array(version.utf8)) }
    let xref = out.count
    out.append(ascii: "xref\n0 \(nextNumber)\n0000000000 65535 f \n")
    for n in 1..<nextNumber {
      let offset = String(offsets[n] ?? 0)
      out.append(ascii: String(repeating: "0", count: max(0, 10 - offset.count)) + offset + " 00000 n \n")
    }
    out.append(
      ascii: "trailer\n<< /Size \(nextNumber) /Root \(root) 0 R /Info \(info) 0 R >>\nstartxref\n\(xref)\n%%EOF\n")
    return out
  }

  // MARK: - Pages

  /// Reads the page whole — every object it reaches — before the document changes at all, so a
  /// page that does not read back leaves the document as it was.
  private func append(_ page: PDFPage, navigation: [Scene.NavigationMark]) throws {
    let file = try PDFFile(page.bytes)
    let (pageObject, dictionary) = try file.onlyPage()
    guard let box = dictionary["MediaBox"]?.arrayValue?.compactMap(\.double), box.count == 4 else {
      throw PDFSyntaxError(message: "a page without a media box", offset: 0)
    }
    let height = box[3] - box[1]
    // The page's objects, in the order they are reached, fonts shared where they can be. Of the
    // page's own entries only what draws it is kept (no actions, annotations or metadata).
    var kept = PDFDictionary(entries: dictionary.entries.filter { PDFWriter.pageEntries.contains($0.key) })
    let shared = try sharedFonts(of: file)
    var order: [Int] = [], fonts: [Int] = []
    var seen: Set<Int> = [pageObject]
    var stack = Array(kept.entries.flatMap(\.value.references).reversed())
    while let n = stack.popLast() {
      guard seen.insert(n).inserted else { continue }
      if shared[n] != nil {
        fonts.append(n)
        continue
      }
      guard let object = file.objects[n] else { throw PDFSyntaxError(message: "no object \(n)", offset: 0) }
      order.append(n)
      stack += object.value.references.reversed()
    }

    if file.version > version { version = file.version }
    let number = allocate()
    pageNumbers.append(number)
    var numbers: [Int: Int] = [pageObject: number]
    for n in order { numbers[n] = allocate() }
    for n in fonts { numbers[n] = try copyFromSample(shared[n]!) }

    // Links become annotations of the page; destinations are named in the catalog.
    var annotations: [PDFValue] = []
    for mark in navigation {
      switch mark {
      case .destination(let name, let point):
        if destinations[name] == nil { destinations[name] = (number, point.x, height - point.y) }
      case .link(let rect, let name):
        let a = allocate()
        write(
          a,
          .dictionary(
            PDFDictionary([
              ("Type", .name("Annot")), ("Subtype", .name("Link")),
              (
                "Rect",
                .array(
                  [rect.x, height - rect.y - rect.height, rect.x + rect.width, height - rect.y].map(PDFWriter.number))
              ),
              ("BS", .dictionary(PDFDictionary([("W", .number("0"))]))), ("Dest", PDFWriter.text(name)),
            ])))
        annotations.append(.reference(-a))  // numbered here already (see `renumber`)
      }
    }
    kept["Parent"] = .reference(-1)
    kept["Annots"] = annotations.isEmpty ? nil : .array(annotations)
    // Negative numbers are this document's own: the page tree and the annotations.
    let renumber = { (n: Int) in n < 0 ? -n : numbers[n] ?? n }
    write(number, .dictionary(kept), renumber: renumber)
    for n in order {
      let object = file.objects[n]!
      write(numbers[n]!, object.value, stream: object.stream, renumber: renumber)
    }
  }

  /// The entries of a page dictionary a page keeps.
  static let pageEntries: Set<String> = ["Type", "MediaBox", "CropBox", "Rotate", "Contents", "Resources", "Group"]

  // MARK: - Shared fonts

  /// A Latin-encoded font subset: its key (`Type1/Inter-Regular`) and widths by character code.
  private static func latinFont(_ value: PDFValue) -> (key: String, widths: [Int: Double])? {
    guard let d = value.dictionaryValue, d["Type"]?.nameValue == "Font", let kind = d["Subtype"]?.nameValue,
      kind == "Type1" || kind == "TrueType",
      d["Encoding"]?.nameValue == "WinAnsiEncoding", let base = d["BaseFont"]?.nameValue,
      let plus = base.firstIndex(of: "+"),
      let first = d["FirstChar"]?.integer, let widths = d["Widths"]?.arrayValue
    else { return nil }
    var map: [Int: Double] = [:]
    for (i, w) in widths.enumerated() {
      guard let w = w.double else { return nil }
      if w != 0 { map[first + i] = w }
    }
    return ("\(kind)/\(base[base.index(after: plus)...])", map)
  }

  /// For each of `file`'s fonts that the shared copy can stand in for: the sample's object.
  private func sharedFonts(of file: PDFFile) throws -> [Int: Int] {
    guard !sharedFonts.isEmpty else { return [:] }
    var result: [Int: Int] = [:]
    for (n, object) in file.objects {
      guard let font = PDFWriter.latinFont(object.value) else { continue }
      let samples = try sampleFonts()
      guard let sample = samples[font.key], font.widths.allSatisfy({ sample.widths[$0.key] == $0.value }) else {
        continue
      }
      result[n] = sample.object
    }
    return result
  }

  private func sampleFonts() throws -> [String: (object: Int, widths: [Int: Double])] {
    if let samples { return samples }
    let file = try PDFFile(PDFPage.fontSample(sharedFonts, fontMap: fontMap).bytes)
    var found: [String: (object: Int, widths: [Int: Double])] = [:]
    for n in file.objects.keys.sorted() {
      if let font = PDFWriter.latinFont(file.objects[n]!.value), found[font.key] == nil {
        found[font.key] = (n, font.widths)
      }
    }
    sample = file
    samples = found
    return found
  }

  /// Copies a font of the sample, and what it refers to, once; returns its number here.
  private func copyFromSample(_ n: Int) throws -> Int {
    if let m = copiedFromSample[n] { return m }
    guard let file = sample else { throw PDFSyntaxError(message: "no font sample", offset: 0) }
    var order: [Int] = []
    var stack = [n]
    while let k = stack.popLast() {
      guard copiedFromSample[k] == nil else { continue }
      guard let object = file.objects[k] else {
        throw PDFSyntaxError(message: "no object \(k) in the font sample", offset: 0)
      }
      copiedFromSample[k] = allocate()
      order.append(k)
      stack += object.value.references.reversed()
    }
    for k in order {
      let object = file.objects[k]!
      write(copiedFromSample[k]!, object.value, stream: object.stream) { [copiedFromSample] in
        copiedFromSample[$0] ?? $0
      }
    }
    return copiedFromSample[n]!
  }

  // MARK: - Outline and information

  /// Writes the outline's items and its root; returns the root's number (`nil` without items).
  private func writeOutline() -> Int? {
    guard !outline.isEmpty else { return nil }
    let root = allocate()
    let numbers = outline.map { _ in allocate() }
    func children(of parent: Int) -> [Int] { outline.indices.filter { outline[$0].parent == parent } }
    func descendants(of i: Int) -> Int {
      children(of: i).map { 1 + (outline[$0].open ? descendants(of: $0) : 0) }.reduce(0, +)
    }
    for i in outline.indices {
      let item = outline[i]
      let siblings = children(of: item.parent)
      let position = siblings.firstIndex(of: i)!
      var d = PDFDictionary([
        ("Title", PDFWriter.text(item.title)), ("Parent", .reference(item.parent < 0 ? root : numbers[item.parent])),
      ])
      if position > 0 { d["Prev"] = .reference(numbers[siblings[position - 1]]) }
      if position + 1 < siblings.count { d["Next"] = .reference(numbers[siblings[position + 1]]) }
      let kids = children(of: i)
      if let first = kids.first, let last = kids.last {
        d["First"] = .reference(numbers[first])
        d["Last"] = .reference(numbers[last])
        d["Count"] = .number("\(item.open ? descendants(of: i) : -kids.count)")
      }
      d["Dest"] = PDFWriter.text(item.destination)
      write(numbers[i], .dictionary(d))
    }
    let top = children(of: -1)
    write(
      root,
      .dictionary(
        PDFDictionary([
          ("Type", .name("Outlines")), ("First", .reference(numbers[top[0]])),
          ("Last", .reference(numbers[top[top.count - 1]])),
          ("Count", .number("\(top.map { 1 + (outline[$0].open ? descendants(of: $0) : 0) }.reduce(0, +))")),
        ])))
    return root
  }

  private func informationDictionary() -> PDFDictionary {
    var d = PDFDictionary()
    if let title = metadata.title { d["Title"] = PDFWriter.text(title) }
    if let subject = metadata.subject { d["Subject"] = PDFWriter.text(subject) }
    if let keywords = metadata.keywords { d["Keywords"] = PDFWriter.text(keywords) }
    if let creator = metadata.creator { d["Creator"] = PDFWriter.text(creator) }
    d["Producer"] = PDFWriter.text("cairo \(Surface.cairoVersion) (https://cairographics.org)")
    let date = PDFWriter.date(metadata.date)
    d["CreationDate"] = PDFWriter.text(date)
    d["ModDate"] = PDFWriter.text(date)
    return d
  }

  /// An ISO 8601 date (`2000-01-01T00:00:00Z`, `…+01:00`) as a PDF date (`D:20000101000000Z`,
  /// `…+01'00'`).
  static func date(_ iso: String) -> String {
    let digits = iso.prefix(19).filter(\.isNumber)
    let zone = iso.dropFirst(19)
    if zone.count == 6, let sign = zone.first, sign == "+" || sign == "-" {
      return "D:\(digits)\(sign)\(zone.dropFirst().prefix(2))'\(zone.suffix(2))'"
    }
    return "D:\(digits)Z"
  }

  // MARK: - Syntax

  /// A text string: literal PDFDocEncoding-safe ASCII where it can be, else UTF-16BE with a byte
  /// order mark, in hex.
  static func text(_ s: String) -> PDFValue {
    if s.unicodeScalars.allSatisfy({ $0.value >= 32 && $0.value < 127 }) {
      var bytes: [UInt8] = [UInt8(ascii: "(")]
      for b in s.utf8 {
        if b == UInt8(ascii: "(") || b == UInt8(ascii: ")") || b == UInt8(ascii: "\\") {
          bytes.append(UInt8(ascii: "\\"))
        }
        bytes.append(b)
      }
      return .string(bytes + [UInt8(ascii: ")")])
    }
    let hex =
      ["FEFF"]
      + s.utf16.map {
        String(repeating: "0", count: 4 - String($0, radix: 16).count) + String($0, radix: 16, uppercase: true)
      }
    return .string(Array("<\(hex.joined())>".utf8))
  }

  /// A coordinate to the hundredth of a point, without trailing zeros.
  static func number(_ v: Double) -> PDFValue {
    let cents = Int((v * 100).rounded())
    let whole = "\(cents < 0 ? "-" : "")\(abs(cents) / 100)"
    let fraction = abs(cents) % 100
    if fraction == 0 { return .number(whole == "-0" ? "0" : whole) }
    var digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
    if digits.hasSuffix("0") { digits.removeLast() }
    return .number("\(whole).\(digits)")
  }

  private func allocate() -> Int {
    defer { nextNumber += 1 }
    return nextNumber
  }

  private func write(_ n: Int, _ value: PDFValue, stream: ArraySlice<UInt8>? = nil, renumber: (Int) -> Int = { $0 }) {
    offsets[n] = out.count
    out.append(ascii: "\(n) 0 obj\n")
    value.write(to: &out, number: renumber)
    if let stream {
      out.append(ascii: "\nstream\n")
      out += stream
      out.append(ascii: "\nendstream")
    }
    out.append(ascii: "\nendobj\n")
  }
}
