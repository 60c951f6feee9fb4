import Foundation
import MotionSpecCore

/// Resolves DTCG references: `"{group.token}"` (a token's value) and `{"$ref": "#/pointer"}`
/// (any value in the merged document, by JSON Pointer), anywhere inside a value.
///
/// Each token's resolution is kept, so a chain of aliases is resolved once, and the values one
/// token expands to are counted against ``maximumExpansion``.
struct DTCGReferences {
  /// The most values one token may expand to through references (a guard against a small file
  /// whose aliases nest into an exponentially large value).
  static let maximumExpansion = 10_000

  /// The longest text a string may become once the references inside it are replaced (a guard
  /// against `"{a}{a}"` nested into an exponentially long string).
  static let maximumInlineLength = 10_000

  let root: JSONValue.Located
  let byPath: [String: DTCGReader.Entry]
  /// The top-level groups the tokens stand in (to say when a reference names a file not given).
  let groups: Set<String>
  /// Whether a reference to nothing suggests the nearest name: off while resolving a token that
  /// may not be motion, whose failure is only counted (the search costs a pass over every name).
  var suggests = true
  /// The token ids, indexed once for every "did you mean" of this reading.
  let suggestions: SuggestionIndex
  /// The table cells every suggestion of this reading may fill together (a bound on the time a
  /// file of thousands of broken references takes); past it, no more suggestions are made.
  private var suggestionBudget = 40_000_000
  private var memo: [String: JSONValue.Located] = [:]
  private var nodes = 0

  init(root: JSONValue.Located, entries: [DTCGReader.Entry]) {
    self.root = root
    byPath = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    groups = Set(entries.compactMap(\.path.first))
    suggestions = SuggestionIndex(entries.map(\.id).sorted())
  }

  /// `entry`'s value with every reference replaced by what it names.
  mutating func resolve(_ entry: DTCGReader.Entry) throws(DTCGFailure) -> JSONValue.Located {
    nodes = 0
    return try resolve(entry.value, chain: [entry.id])
  }

  /// The token a whole value refers to: `"{a.b}"`, or a `$ref` to `#/a/b/$value` or `#/a/b`.
  func target(of value: JSONValue.Located) -> DTCGReader.Entry? {
    if let id = Self.curly(value.value) { return entry(named: id) }
    guard let pointer = Self.pointer(value.value) else { return nil }
    var segments = Self.segments(pointer) ?? []
    if segments.last == "$value" { segments.removeLast() }
    return byPath[segments.joined(separator: ".")]
  }

  /// The id of the token `entry` is an alias of, when its whole value is a reference to one.
  func aliasTarget(of entry: DTCGReader.Entry) -> String? { target(of: entry.value)?.id }

  /// `entry`'s `$type`: its own or a group's, else that of the token its whole value refers to.
  func type(of entry: DTCGReader.Entry) throws(DTCGFailure) -> String? {
    var current = entry
    var chain = [entry.id]
    while current.type == nil, let next = target(of: current.value) {
      guard !chain.contains(next.id) else {
        var failure = DTCGFailure(
          "alias cycle: \((chain + [next.id]).joined(separator: " → "))", at: entry.value.location)
        failure.isCycle = true
        throw failure
      }
      chain.append(next.id)
      if chain.count > MotionLimits.aliasChain { throw Self.tooLong(chain, at: entry.value.location) }
      current = next
    }
    return current.type?.name
  }

  private mutating func count(_ n: Int, at value: JSONValue.Located) throws(DTCGFailure) {
    nodes += n
    guard nodes <= Self.maximumExpansion else {
      throw DTCGFailure(
        "this value expands to more than \(Self.maximumExpansion) values through its aliases", at: value.location)
    }
  }

  private mutating func resolve(_ value: JSONValue.Located, chain: [String]) throws(DTCGFailure) -> JSONValue.Located {
    try count(1, at: value)
    if let id = Self.curly(value.value) {
      guard let entry = entry(named: id) else { throw DTCGFailure(missing(id), at: value.location) }
      return try follow(entry.id, to: entry.value, from: value, chain: chain)
    }
    if let text = value.value.string {
      let references = Self.embedded(text)
      guard !references.isEmpty else { return value }
      // Each reference inside the string becomes the text of what it names.
      var out = ""
      var i = text.startIndex
      for reference in references {
        out += text[i..<reference.range.lowerBound]
        guard let entry = entry(named: reference.id) else {
          throw DTCGFailure(missing(reference.id), at: value.location)
        }
        let resolved = try follow(entry.id, to: entry.value, from: value, chain: chain)
        guard let piece = Self.inlineText(resolved.value) else {
          throw DTCGFailure(
            "{\(reference.id)} cannot stand inside a string: its value is \(resolved.value.excerpt)", at: value.location
          )
        }
        out += piece
        guard out.utf8.count <= Self.maximumInlineLength else {
          throw DTCGFailure(
            "this value grows past \(Self.maximumInlineLength) characters through the references inside it",
            at: value.location)
        }
        i = reference.range.upperBound
      }
      out += text[i...]
      return value.replacing(.string(out))
    }
    if let pointer = Self.pointer(value.value) {
      guard let segments = Self.segments(pointer) else {
        throw DTCGFailure(
          "$ref \"\(pointer)\" is not a JSON Pointer into this catalogue (it starts with \"#/\")", at: value.location)
      }
      guard var target = Self.node(at: segments, in: root) else {
        throw DTCGFailure("$ref \"\(pointer)\" points at nothing in this catalogue", at: value.location)
      }
      if let tokenValue = target.value["$value"] { target = tokenValue }
      return try follow(pointer, to: target, from: value, chain: chain)
    }
    switch value.value {
    case .object(let members):
      var out: [JSONValue.Member] = []
      for m in members {
        out.append(JSONValue.Member(key: m.key, keyLocation: m.keyLocation, value: try resolve(m.value, chain: chain)))
      }
      return value.replacing(.object(out))
    case .array(let items):
      var out: [JSONValue.Located] = []
      for item in items { out.append(try resolve(item, chain: chain)) }
      return value.replacing(.array(out))
    default:
      return value
    }
  }

  /// The resolved value a reference `key` names, reported at the reference `from`.
  private mutating func follow(_ key: String, to target: JSONValue.Located, from: JSONValue.Located, chain: [String])
    throws(DTCGFailure) -> JSONValue.Located
  {
    if chain.contains(key) {
      throw DTCGFailure("alias cycle: \((chain + [key]).joined(separator: " → "))", at: from.location)
    }
    if chain.count >= MotionLimits.aliasChain { throw Self.tooLong(chain + [key], at: from.location) }
    if let known = memo[key] {
      try count(known.value.size, at: from)
      return known
    }
    do {
      let resolved = try resolve(target, chain: chain + [key])
      memo[key] = resolved
      return resolved
    } catch {
      // A failure further down the chain is reported at this token's own reference.
      throw DTCGFailure(error.message, at: chain.count == 1 ? from.location : error.at)
    }
  }

  /// A chain of aliases longer than ``MotionLimits/aliasChain``, named by its ends.
  static func tooLong(_ chain: [String], at location: SourceLocation) -> DTCGFailure {
    DTCGFailure(
      "a chain of more than \(MotionLimits.aliasChain) aliases (\(chain[0]) → … → \(chain[chain.count - 1])); point the token at the value, or nearer to it",
      at: location)
  }

  /// `"{a.b}"` → `a.b`.
  static func curly(_ value: JSONValue) -> String? {
    guard let s = value.string, s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 else { return nil }
    let inner = s.dropFirst().dropLast()
    // `"{a}, {b}"` and `"{a} + {b}"` hold references; they are not one.
    guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
    return String(inner)
  }

  /// The references written inside a longer string (`"{size.base} + {size.minus1}"`,
  /// `"{duration.fast} {easing.out}"`), with their ranges; empty when there are none.
  static func embedded(_ text: String) -> [(id: String, range: Range<String.Index>)] {
    var found: [(String, Range<String.Index>)] = []
    var i = text.startIndex
    while let open = text[i...].firstIndex(of: "{") {
      guard let close = text[text.index(after: open)...].firstIndex(where: { $0 == "}" || $0 == "{" }) else { break }
      if text[close] == "{" {
        i = close
        continue
      }
      let id = String(text[text.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
      if !id.isEmpty { found.append((id, open..<text.index(after: close))) }
      i = text.index(after: close)
    }
    return found
  }

  /// The token `id` names: as written, or without Style Dictionary's `.value` suffix
  /// (`{core.motion.fast.value}` names `core.motion.fast`).
  func entry(named id: String) -> DTCGReader.Entry? {
    if let entry = byPath[id] { return entry }
    for suffix in [".value", ".$value"] where id.hasSuffix(suffix) {
      if let entry = byPath[String(id.dropLast(suffix.count))] { return entry }
    }
    return nil
  }

  /// Why `{id}` names nothing, with the nearest name, or the group no file given defines.
  mutating func missing(_ id: String) -> String {
    let first = id.split(separator: ".").first.map(String.init) ?? id
    guard suggests else { return "alias {\(id)} refers to no token" }
    if !groups.contains(first) {
      return
        "alias {\(id)} refers to no token: no file read defines a group '\(first)'; is the file that defines it among those given?"
    }
    // One look-up fills at most its own share of the reading's budget.
    var lookup = min(suggestionBudget, SuggestionIndex.cellsPerLookup)
    let before = lookup
    let hint = suggestions.suggestion(for: id, budget: &lookup).map { "; did you mean {\($0)}?" } ?? ""
    suggestionBudget -= before - lookup
    return "alias {\(id)} refers to no token\(hint)"
  }

  /// A value as it reads inside a string: a number, a string, a duration (`200ms`) or a curve
  /// (`cubic-bezier(…)`); nil for anything else.
  static func inlineText(_ value: JSONValue) -> String? {
    switch value {
    case .number(let n): return formatNumber(n)
    case .string(let s): return s
    case .array(let items) where items.count == 4 && items.allSatisfy({ $0.value.number != nil }):
      return "cubic-bezier(\(items.map { formatNumber($0.value.number!) }.joined(separator: ", ")))"
    case .object:
      guard let n = value["value"]?.value.number, let unit = value["unit"]?.value.string, ["ms", "s"].contains(unit)
      else { return nil }
      return formatNumber(n) + unit
    default: return nil
    }
  }

  /// `{"$ref": "#/a/b"}` → `#/a/b`.
  static func pointer(_ value: JSONValue) -> String? {
    guard let members = value.members, members.count == 1, members[0].key == "$ref" else { return nil }
    return members[0].value.value.string
  }

  /// The unescaped segments of a document-local JSON Pointer (`~1` is `/`, `~0` is `~`).
  static func segments(_ pointer: String) -> [String]? {
    guard pointer.hasPrefix("#/") else { return pointer == "#" ? [] : nil }
    return pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  static func node(at segments: [String], in root: JSONValue.Located) -> JSONValue.Located? {
    var node = root
    for segment in segments {
      if let members = node.value.members, let member = members.last(where: { $0.key == segment }) {
        node = member.value
      } else if let items = node.value.elements, let k = Int(segment), items.indices.contains(k) {
        node = items[k]
      } else {
        return nil
      }
    }
    return node
  }
}
