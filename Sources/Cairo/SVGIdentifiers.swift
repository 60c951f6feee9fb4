/// Renumbers the ids that cairo's SVG surface takes from process-wide counters.
///
/// cairo names the SVG's root group and embedded images `surfaceN`/`imageN` after a global
/// surface counter, so the same drawing made twice in one process differs in those digits.
/// Renumbering them in order of first appearance makes the bytes depend on the drawing only.
enum SVGIdentifiers {
  private static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

  static func normalize(_ svg: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(svg.count)
    var numbering: [[UInt8]: [Int: Int]] = [:]
    var i = 0
    let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
    outer: while i < svg.count {
      let byte = svg[i]
      output.append(byte)
      i += 1
      guard byte == quote || byte == hash else { continue }
      for prefix in prefixes where svg.count - i > prefix.count && svg[i..<(i + prefix.count)].elementsEqual(prefix) {
        var j = i + prefix.count
        var value = 0
        while j < svg.count, svg[j] >= 48, svg[j] <= 57 {
          value = value &* 10 &+ Int(svg[j] - 48)
          j += 1
        }
        guard j > i + prefix.count else { continue }
        var map = numbering[prefix, default: [:]]
        let renumbered = map[value] ?? (map.count + 1)
        map[value] = renumbered
        numbering[prefix] = map
        output.append(contentsOf: prefix)
        output.append(contentsOf: Array(String(renumbered).utf8))
        i = j
        continue outer
      }
    }
    return output
  }
}
