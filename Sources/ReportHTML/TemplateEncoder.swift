/// Turns an `Encodable` value into what Mustache reads fastest: nested `[String: Any]`
/// dictionaries and `[Any]` arrays of strings, numbers and booleans, through the value's own
/// `Codable` conformance (so the page sees exactly the fields the JSON model has). Absent
/// optionals are left out, which templates read as false.
///
/// `decorate` sees every keyed value once encoded, with the value itself, and may add or remove
/// keys (a chart's placeholder, a row's sparkline).
struct TemplateEncoder {
  typealias Decorate = (_ value: any Encodable, _ table: inout [String: Any]) -> Void

  let decorate: Decorate

  /// The tree of `value`.
  func tree(_ value: some Encodable) -> Any {
    switch value {
    case let s as String: return s
    case let n as Int: return n
    case let b as Bool: return b
    case let x as Double: return x
    // Other numbers as Mustache's two (their own `encode(to:)` would come straight back here).
    case let n as any BinaryInteger: return Int(truncatingIfNeeded: n)
    case let x as any BinaryFloatingPoint: return Double(x)
    default: break
    }
    let encoder = Node(decorate: decorate)
    // Our model's encoding cannot fail (no encoder errors are thrown here), so `try!` states it.
    try! value.encode(to: encoder)
    var result = encoder.result
    if var table = result as? [String: Any] {
      decorate(value, &table)
      result = table
    }
    return result
  }

  /// The encoder of one value; it keeps whichever container the value asked for.
  final class Node: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let decorate: Decorate
    var keyed: Table?
    var unkeyed: List?
    var single: Any?

    init(decorate: @escaping Decorate) { self.decorate = decorate }

    /// What was encoded, containers written through after they were placed filled in.
    var result: Any {
      if let keyed {
        var entries = keyed.entries
        for (key, node) in keyed.nested { entries[key] = node.result }
        return entries
      }
      if let unkeyed {
        var items = unkeyed.items
        for (i, node) in unkeyed.nested { items[i] = node.result }
        return items
      }
      return single ?? [String: Any]()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      let table = keyed ?? Table()
      keyed = table
      return KeyedEncodingContainer(Keyed<Key>(table: table, encoder: TemplateEncoder(decorate: decorate)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      let list = unkeyed ?? List()
      unkeyed = list
      return Unkeyed(list: list, encoder: TemplateEncoder(decorate: decorate))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: self) }
  }

  /// A keyed container's entries, shared by the containers of one value; `nested` are the
  /// containers a hand-written `encode(to:)` asked for, filled in at the end.
  final class Table {
    var entries: [String: Any] = [:]
    var nested: [String: Node] = [:]
  }
  /// An unkeyed container's items, and its nested containers by index.
  final class List {
    var items: [Any] = []
    var nested: [Int: Node] = [:]
  }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let table: Table
    let encoder: TemplateEncoder
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
      table.entries[key.stringValue] = encoder.tree(value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      let nested = Node(decorate: encoder.decorate)
      table.nested[key.stringValue] = nested
      return nested.container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let nested = Node(decorate: encoder.decorate)
      table.nested[key.stringValue] = nested
      return nested.unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { Node(decorate: encoder.decorate) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { Node(decorate: encoder.decorate) }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let list: List
    let encoder: TemplateEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int { list.items.count }
    mutating func encodeNil() {}
    mutating func encode<T: Encodable>(_ value: T) { list.items.append(encoder.tree(value)) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      let nested = Node(decorate: encoder.decorate)
      list.nested[list.items.count] = nested
      list.items.append(0)
      return nested.container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let nested = Node(decorate: encoder.decorate)
      list.nested[list.items.count] = nested
      list.items.append(0)
      return nested.unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { Node(decorate: encoder.decorate) }
  }

  struct Single: SingleValueEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil() {}
    mutating func encode<T: Encodable>(_ value: T) {
      node.single = TemplateEncoder(decorate: node.decorate).tree(value)
    }
  }
}
