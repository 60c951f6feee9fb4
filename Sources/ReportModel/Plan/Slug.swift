import Foundation
import MotionSpecCharts

/// File-name and anchor spelling of token ids: lowercase ASCII letters, digits and '-', never
/// empty, never starting with '.', unique within one report.
package struct Slugger {
  private var used: Set<String> = []

  package init() {}

  /// A unique slug for `text`.
  package mutating func slug(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      let c = Character(scalar)
      if c.isASCII && (c.isLetter || c.isNumber) {
        out += c.lowercased()
      } else if !out.hasSuffix("-") && !out.isEmpty {
        out += "-"
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    if out.isEmpty { out = "token" }
    if out.count > 80 { out = String(out.prefix(80)) }
    var candidate = out
    var n = 2
    while used.contains(candidate) {
      candidate = "\(out)-\(n)"
      n += 1
    }
    used.insert(candidate)
    return candidate
  }
}

/// A stable content fingerprint (``StableDigest``: FNV-1a, 64-bit; not a security hash).
package func contentHash(_ text: String) -> String { contentHash([Data(text.utf8)]) }

/// ``StableDigest`` over several byte blocks in turn.
package func contentHash(_ blocks: [Data]) -> String {
  var digest = StableDigest()
  for block in blocks { block.withUnsafeBytes { digest.add(bytes: $0) } }
  return digest.hex
}
