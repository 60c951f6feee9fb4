/// Merges the token trees of several files into one, the way Style Dictionary merges its
/// sources: groups merge member by member; a token (an object with `$value`) or a plain
/// property defined again in a later file replaces the earlier one. Replacing a token is
/// reported as a note naming both places.
enum DTCGMerge {
  /// The rule of the note that says a later file replaces a token.
  static let replacedRule = "replaced-token"

  static func merge(_ roots: [JSONValue.Located], _ diagnostics: inout [Diagnostic]) -> JSONValue.Located {
    guard var merged = roots.first else {
      return JSONValue.Located(value: .object([]), location: SourceLocation(file: "", line: 1, column: 1))
    }
    for root in roots.dropFirst() { merged = merge(merged, root, path: [], &diagnostics) }
    return merged
  }

  private static func isGroup(_ v: JSONValue) -> Bool { v.members != nil && v["$value"] == nil }

  private static func merge(
    _ base: JSONValue.Located, _ overlay: JSONValue.Located, path: [String], _ diagnostics: inout [Diagnostic]
  )
    -> JSONValue.Located
  {
    guard var members = base.value.members, let added = overlay.value.members else { return overlay }
    for m in added {
      guard let k = members.lastIndex(where: { $0.key == m.key }) else {
        members.append(m)
        continue
      }
      let earlier = members[k]
      if isGroup(earlier.value.value) && isGroup(m.value.value) {
        members[k] = JSONValue.Member(
          key: m.key, keyLocation: earlier.keyLocation,
          value: merge(earlier.value, m.value, path: path + [m.key], &diagnostics))
      } else {
        if earlier.value.value["$value"] != nil || m.value.value["$value"] != nil {
          diagnostics.append(
            Diagnostic(
              .note, "replaces the token defined at \(earlier.keyLocation) (a later file wins, as in Style Dictionary)",
              at: m.keyLocation, token: (path + [m.key]).joined(separator: "."), rule: replacedRule))
        }
        members[k] = m
      }
    }
    return base.replacing(.object(members))
  }
}
