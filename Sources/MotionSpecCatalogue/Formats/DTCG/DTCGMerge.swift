/// Merges the token trees of several files into one, the way Style Dictionary merges its
/// sources: groups merge member by member; a token (an object with `$value`) or a plain
/// property defined again in a later file replaces the earlier one. Replacing a token is
/// reported as a note naming both places; the tokens replaced are kept, by token id, so that a
/// reading can fall back on a readable one when the later value cannot be read.
enum DTCGMerge {
  /// The rule of the note that says a later file replaces a token.
  static let replacedRule = "replaced-token"

  /// The tokens a later file replaced, earliest first, by token id.
  typealias Replaced = [String: [JSONValue.Member]]

  static func merge(_ roots: [JSONValue.Located], _ diagnostics: inout [Diagnostic]) -> JSONValue.Located {
    var replaced: Replaced = [:]
    return merge(roots, &diagnostics, replaced: &replaced)
  }

  static func merge(_ roots: [JSONValue.Located], _ diagnostics: inout [Diagnostic], replaced: inout Replaced)
    -> JSONValue.Located
  {
    guard var merged = roots.first else {
      return JSONValue.Located(value: .object([]), location: SourceLocation(file: "", line: 1, column: 1))
    }
    for root in roots.dropFirst() { merged = merge(merged, root, path: [], &diagnostics, &replaced) }
    return merged
  }

  private static func isGroup(_ v: JSONValue) -> Bool { v.members != nil && v["$value"] == nil }

  private static func merge(
    _ base: JSONValue.Located, _ overlay: JSONValue.Located, path: [String], _ diagnostics: inout [Diagnostic],
    _ replaced: inout Replaced
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
          value: merge(earlier.value, m.value, path: path + [m.key], &diagnostics, &replaced))
      } else {
        if earlier.value.value["$value"] != nil || m.value.value["$value"] != nil {
          let id = (path + [m.key]).joined(separator: ".")
          if earlier.value.value["$value"] != nil { replaced[id, default: []].append(earlier) }
          diagnostics.append(
            Diagnostic(
              .note, "replaces the token defined at \(earlier.keyLocation) (a later file wins, as in Style Dictionary)",
              at: m.keyLocation, token: id, rule: replacedRule))
        }
        members[k] = m
      }
    }
    return base.replacing(.object(members))
  }
}
