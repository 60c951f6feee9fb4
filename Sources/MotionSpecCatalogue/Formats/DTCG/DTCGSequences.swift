import Foundation
import MotionSpecCore
import Yams

/// Sequences in DTCG files. DTCG has no type for them, so a sequence is a group whose
/// `$extensions` hold `com.motionspec.sequence`: the same fields as a YAML catalogue's sequence
/// (`tracks`, `stagger`, `then`; a keyframe in SwiftUI's spelling or as a mapping whose `motion`
/// names a token, `{motion.bouncy}` or `motion.bouncy`), its description the group's
/// `$description`:
///
/// ```json
/// "sheet": {"present": {
///   "$description": "The sheet lifts, overshoots and settles.",
///   "$extensions": {"com.motionspec.sequence": {
///     "tracks": {"position": {"from": 40, "keyframes": [
///       "SpringKeyframe(-6, duration: 0.18, spring: .snappy)", {"to": 0, "motion": "{motion.bouncy}"}]}},
///     "stagger": {"count": 6, "interval": 0.04}}}}}
/// ```
///
/// `export --to dtcg` writes them instead in the root's `$extensions` under
/// `com.motionspec.sequences`, by path as a YAML catalogue's `sequences:` is, so that a sequence's
/// id never meets a token's group.
///
/// They are read by the YAML catalogue's ``SequenceReader``: the sequences found are written out as
/// one JSON text (which is YAML), a line per key and value, and every place the reader names in
/// that text is mapped back to the place in the file it was copied from.
public enum DTCGSequences {
  /// The `$extensions` key of a sequence, on its group.
  public static let key = "com.motionspec.sequence"
  /// The `$extensions` key of the root that holds sequences by path, as `export --to dtcg`
  /// writes them (the shape of a YAML catalogue's `sequences:`).
  public static let rootKey = "com.motionspec.sequences"

  /// A sequence found in the tree: its path, its fields and its group's description.
  struct Spot {
    let path: [String]
    let fields: JSONValue.Located
    let description: JSONValue.Located?
    let location: SourceLocation
  }

  /// The groups below `node` that carry a sequence (a sequence group's own members are not
  /// searched further).
  static func spots(_ node: JSONValue.Located, path: [String] = [], into out: inout [Spot]) {
    guard let members = node.value.members else { return }
    for m in members where !m.key.hasPrefix("$") && m.value.value.members != nil && m.value.value["$value"] == nil {
      if let fields = m.value.value["$extensions"]?.value[key] {
        out.append(
          Spot(
            path: path + [m.key], fields: fields, description: m.value.value["$description"], location: m.keyLocation))
      } else {
        spots(m.value, path: path + [m.key], into: &out)
      }
    }
  }

  /// The sequences of `spots`, their `motion` keyframes naming `tokens`; every fault at its place.
  static func read(
    _ spots: [Spot], root: JSONValue.Located? = nil, tokens: [Token], _ diagnostics: inout [Diagnostic]
  ) -> [SequenceToken] {
    guard !spots.isEmpty || root != nil else { return [] }
    let first = spots.first?.location ?? root!.location
    var text = Synthetic()
    text.tree(spots, root: root)
    let node: Node?
    do {
      node = try Yams.compose(yaml: text.lines.joined(separator: "\n"))
    } catch {
      // The text is made here from parsed JSON: a failure is this reader's, said at the first sequence.
      diagnostics.append(
        Diagnostic(.error, "the sequences could not be read (\(error))", at: first))
      return []
    }
    guard let node else { return [] }
    var found: [Diagnostic] = []
    var sequences = SequenceReader.read(
      node,
      SequenceReader.Context(
        file: Synthetic.file, quotes: [], source: text.lines.map { Substring($0) }, tokens: tokens), &found)
    diagnostics += found.map { d in
      var d = d
      d.location = d.location.map(text.original)
      return d
    }
    // A group's sequence is where its group's name is written.
    let groups = Dictionary(
      spots.map { ($0.path.joined(separator: "."), $0.location) }, uniquingKeysWith: { a, _ in a })
    for i in sequences.indices {
      sequences[i].location = groups[sequences[i].id] ?? sequences[i].location.map(text.original)
      sequences[i].keyframeLocations = sequences[i].keyframeLocations.map { $0.map(text.original) }
    }
    return sequences
  }

  /// `spot` placed at `path` in `members`: a group made (or joined) per name, the sequence's
  /// fields at the end with its group's description.
  static func insert(_ spot: Spot, at path: ArraySlice<String>, into members: inout [JSONValue.Member]) {
    guard let name = path.first else { return }
    if path.count == 1 {
      var fields = spot.fields
      if let description = spot.description, var own = fields.value.members, fields.value["description"] == nil {
        own.insert(JSONValue.Member(key: "description", keyLocation: description.location, value: description), at: 0)
        fields = JSONValue.Located(value: .object(own), location: fields.location)
      }
      members.append(JSONValue.Member(key: name, keyLocation: spot.location, value: fields))
      return
    }
    if let i = members.firstIndex(where: { $0.key == name }), var inner = members[i].value.value.members {
      insert(spot, at: path.dropFirst(), into: &inner)
      members[i] = JSONValue.Member(
        key: name, keyLocation: members[i].keyLocation,
        value: JSONValue.Located(value: .object(inner), location: members[i].value.location))
    } else {
      var inner: [JSONValue.Member] = []
      insert(spot, at: path.dropFirst(), into: &inner)
      members.append(
        JSONValue.Member(
          key: name, keyLocation: spot.location,
          value: JSONValue.Located(value: .object(inner), location: spot.location)))
    }
  }

  /// JSON text written a key or value per line, with where each piece came from.
  struct Synthetic {
    /// The file name the reader is given for the text, which no real file has.
    static let file = "\u{0}dtcg-sequences"
    var lines: [String] = [""]
    /// Per line, each piece's first column (counted in Unicode scalars, as the YAML parser
    /// counts) and its place in its file.
    var anchors: [[(column: Int, location: SourceLocation)]] = [[]]

    mutating func put(_ piece: String, from location: SourceLocation? = nil) {
      if let location { anchors[anchors.count - 1].append((lines[lines.count - 1].unicodeScalars.count + 1, location)) }
      lines[lines.count - 1] += piece
    }

    mutating func newline() {
      lines.append("")
      anchors.append([])
    }

    /// The sequences as one mapping by path: the root's `com.motionspec.sequences` (already by
    /// path), then each group's sequence at its path, with its group's description unless its
    /// fields have their own.
    mutating func tree(_ spots: [Spot], root: JSONValue.Located?) {
      var members = root?.value.members ?? []
      for spot in spots { DTCGSequences.insert(spot, at: spot.path[...], into: &members) }
      value(JSONValue.Located(value: .object(members), location: root?.location ?? spots[0].location))
    }

    mutating func value(_ v: JSONValue.Located) {
      switch v.value {
      case .object(let members):
        put("{", from: v.location)
        for (i, m) in members.enumerated() {
          newline()
          put(JSONValue.quote(m.key), from: m.keyLocation)
          put(": ")
          value(m.value)
          if i < members.count - 1 { put(",") }
        }
        newline()
        put("}")
      case .array(let items):
        put("[", from: v.location)
        for (i, item) in items.enumerated() {
          newline()
          value(item)
          if i < items.count - 1 { put(",") }
        }
        newline()
        put("]")
      case .string(let s): put(JSONValue.quote(s), from: v.location)
      case .number, .bool, .null: put(v.value.text, from: v.location)
      }
    }

    /// The place in its file of a place in the text (others unchanged): the piece the column
    /// falls in, moved by how far into the piece it is.
    func original(_ location: SourceLocation) -> SourceLocation {
      guard location.file == Synthetic.file, location.line >= 1, location.line <= anchors.count else { return location }
      let pieces = anchors[location.line - 1]
      guard let piece = pieces.last(where: { $0.column <= location.column }) ?? pieces.first else {
        // A line of brackets only: the nearest piece above.
        let above = anchors[..<(location.line - 1)].last { !$0.isEmpty }?.last?.location
        return above ?? location
      }
      var out = piece.location
      out.column += max(0, location.column - piece.column)
      return out
    }
  }
}
