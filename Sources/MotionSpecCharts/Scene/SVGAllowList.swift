/// Whether a piece of SVG is something ``SVGWriter`` could have written: the elements, attributes
/// and value characters it uses and nothing else. A cached chart is used only if it passes, so a
/// forged cache entry can hold a wrong picture at worst, never markup that acts: no element or
/// attribute outside the list (so no `<script>`, no `on…=` handler, no `href`), no `url(` but a
/// clip path's `url(#id)`, no comment, CDATA, DOCTYPE or processing instruction, no entity but
/// the five ``SVGWriter/escape(_:)`` writes, and every element closed in order.
///
/// An allow-list, not a search for known dangers: what is not described here is refused.
public enum SVGAllowList {
  /// The elements ``SVGWriter`` writes.
  static let elements: Set<String> = ["svg", "title", "desc", "rect", "path", "text", "clipPath", "g"]

  /// The attributes it writes, by the characters their values may hold.
  enum Value {
    /// Numbers, lengths and path data: digits, letters, space, `.`, `,`, `-`, `%`.
    case plain
    /// `translate(…)` / `rotate(…)`: plain characters and parentheses.
    case transform
    /// `fill:…;stroke:…`: plain characters, `#`, `:`, `;`, parentheses (`var(--…, #fff)`,
    /// `rgb(…)`), never `url(`, `expression(`, a backslash or a quote.
    case style
    /// `url(#id)` with a plain id.
    case clipPath
    /// A font stack: plain characters, `'` as `&#39;`, and nothing else.
    case fontFamily
    /// Exactly the SVG namespace.
    case namespace
  }

  /// The properties a `style` attribute may set: the paints ``SVGWriter`` writes.
  static let styleProperties: Set<String> = ["fill", "stroke"]

  static let attributes: [String: Value] = [
    "xmlns": .namespace, "width": .plain, "height": .plain, "viewBox": .plain, "role": .plain,
    "aria-labelledby": .plain, "aria-describedby": .plain, "class": .plain, "id": .plain, "style": .style,
    "fill-opacity": .plain, "stroke-width": .plain, "stroke-linejoin": .plain, "stroke-opacity": .plain,
    "stroke-dasharray": .plain, "stroke-linecap": .plain, "d": .plain, "transform": .transform, "x": .plain,
    "y": .plain, "text-anchor": .plain, "font-family": .fontFamily, "font-size": .plain, "font-weight": .plain,
    "clip-path": .clipPath,
  ]

  /// Whether `svg` is one `<svg>` element of the kind ``SVGWriter`` writes (an empty string
  /// passes: a chart with no inline SVG).
  public static func admits(_ svg: String) -> Bool {
    if svg.isEmpty { return true }
    var scanner = Scanner(Array(svg.utf8))
    if scanner.take("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") == false { scanner.position = 0 }
    return scanner.document()
  }

  struct Scanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position >= bytes.count }
    var current: UInt8 { bytes[position] }

    /// Takes `text` if it comes next.
    mutating func take(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard position + count <= bytes.count else { return false }
      for k in 0..<count where bytes[position + k] != text.utf8Start[k] { return false }
      position += count
      return true
    }

    mutating func name() -> String? {
      let start = position
      while !atEnd, Self.isNameByte(current) { position += 1 }
      return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    static func isNameByte(_ b: UInt8) -> Bool {
      (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 45
    }

    /// The root `<svg>` and its content, then nothing.
    mutating func document() -> Bool {
      guard take("<svg") else { return false }
      position -= 4
      var open: [String] = []
      while !atEnd {
        if current == 60 {  // <
          position += 1
          if !atEnd && current == 47 {  // </name>
            position += 1
            guard let n = name(), n == open.last, take(">") else { return false }
            open.removeLast()
            if open.isEmpty { return atEnd }
            continue
          }
          guard let n = name(), SVGAllowList.elements.contains(n), open.isEmpty == (n == "svg") else { return false }
          guard let closed = attributes() else { return false }
          if !closed { open.append(n) } else if open.isEmpty { return atEnd }
        } else {
          guard !open.isEmpty, text() else { return false }
        }
      }
      return false
    }

    /// Text up to the next `<`: no `>`, and `&` only in an allowed entity.
    mutating func text() -> Bool {
      while !atEnd && current != 60 {
        if current == 62 { return false }
        if current == 38 {
          guard entity() else { return false }
        } else {
          position += 1
        }
      }
      return true
    }

    mutating func entity() -> Bool {
      take("&amp;") || take("&lt;") || take("&gt;") || take("&quot;") || take("&#39;")
    }

    /// A tag's attributes up to `>` (`false`) or `/>` (`true`); `nil` when one is not allowed.
    mutating func attributes() -> Bool? {
      while true {
        if take("/>") { return true }
        if take(">") { return false }
        guard take(" "), let n = name(), let kind = SVGAllowList.attributes[n], take("=\"") else { return nil }
        let start = position
        while !atEnd && current != 34 {
          if current == 60 || current == 62 { return nil }
          if current == 38 {
            guard entity() else { return nil }
          } else {
            position += 1
          }
        }
        guard !atEnd else { return nil }
        let value = bytes[start..<position]
        position += 1
        guard SVGAllowList.valid(value, kind) else { return nil }
      }
    }
  }

  /// Whether an attribute's value (its bytes, entities as written) holds only what `kind` allows.
  static func valid(_ value: ArraySlice<UInt8>, _ kind: Value) -> Bool {
    func plain(_ c: UInt8) -> Bool {
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 32 || c == 46 || c == 44
        || c == 45 || c == 37
    }
    func has(_ word: StaticString) -> Bool {
      let n = word.utf8CodeUnitCount
      guard value.count >= n else { return false }
      var i = value.startIndex
      while i + n <= value.endIndex {
        var k = 0
        while k < n && (value[i + k] | 0x20) == (word.utf8Start[k] | 0x20) { k += 1 }
        if k == n { return true }
        i += 1
      }
      return false
    }
    switch kind {
    case .plain: return value.allSatisfy(plain)
    case .transform: return value.allSatisfy { plain($0) || $0 == 40 || $0 == 41 }
    case .style:
      // `#`, `:`, `;`, `(` and `)` beside the plain characters; no url(, image( or expression;
      // and only the properties ``SVGWriter`` sets (a paint), so no `position`, `z-index`,
      // `transform` or size can move a chart out of its own box.
      guard value.allSatisfy({ plain($0) || $0 == 35 || $0 == 58 || $0 == 59 || $0 == 40 || $0 == 41 }),
        !has("url("), !has("image("), !has("expression")
      else { return false }
      return value.split(separator: 59, omittingEmptySubsequences: false).allSatisfy { declaration in
        guard let colon = declaration.firstIndex(of: 58) else { return false }
        let property = String(decoding: declaration[..<colon], as: UTF8.self)
        return SVGAllowList.styleProperties.contains(property)
      }
    case .clipPath:
      guard value.starts(with: "url(#".utf8), value.last == 41, value.count > 6 else { return false }
      return value.dropFirst(5).dropLast().allSatisfy { plain($0) && $0 != 32 && $0 != 37 }
    case .fontFamily:
      // Plain characters and `&#39;` (a quoted family name), nothing else.
      var i = value.startIndex
      while i < value.endIndex {
        if value[i] == 38 {
          guard value[i...].starts(with: "&#39;".utf8) else { return false }
          i += 5
        } else {
          guard plain(value[i]) else { return false }
          i += 1
        }
      }
      return true
    case .namespace: return value.elementsEqual("http://www.w3.org/2000/svg".utf8)
    }
  }
}
