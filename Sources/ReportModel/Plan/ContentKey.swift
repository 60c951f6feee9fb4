/// The text of a typed value for a cache key: every stored property, recursively, with its
/// label, so a field added to a token or an option tomorrow is in the key without anyone
/// remembering to add it.
///
/// Deterministic across processes: dictionary and set entries are sorted (Swift's own order is
/// seeded per process), `Double`s are written in their shortest exact form, strings quoted and
/// escaped (`String(reflecting:)`), so neighbouring fields cannot run together.
package enum ContentKey {
  /// The text of `value`.
  package static func text(of value: Any) -> String {
    var out = ""
    write(value, into: &out)
    return out
  }

  private static func write(_ value: Any, into out: inout String) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first { write(wrapped.value, into: &out) } else { out += "nil" }
    case .dictionary:
      let entries = mirror.children.map { entry -> String in
        let pair = Mirror(reflecting: entry.value).children.map { text(of: $0.value) }
        return pair.joined(separator: ":")
      }
      out += "[" + entries.sorted().joined(separator: ",") + "]"
    case .set:
      out += "{" + mirror.children.map { text(of: $0.value) }.sorted().joined(separator: ",") + "}"
    default:
      guard !mirror.children.isEmpty else {
        // A leaf: a number, a string, a Boolean, an enum case without values, an empty collection.
        out += "\(type(of: value))=" + String(reflecting: value)
        return
      }
      out += "\(type(of: value))("
      for child in mirror.children {
        out += (child.label ?? "_") + ":"
        write(child.value, into: &out)
        out += ","
      }
      out += ")"
    }
  }
}
