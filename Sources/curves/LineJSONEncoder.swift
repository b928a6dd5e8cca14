/// Encodes a `Codable` value as one line of JSON in the command line's house style: keys in the
/// order the value encodes them, `", "` and `": "` between items, and numbers as Swift prints a
/// `Double` (the shortest text that reads back to the same value: `2.0`, `0.016666666666666666`).
///
/// Foundation's `JSONEncoder` writes `2` for 2.0, no spaces, and orders keys only by sorting them;
/// `curves spring --format json` printed this form before it went through `Codable`, so a script
/// that compares its bytes keeps working.
///
/// A number JSON cannot hold (∞, NaN) is an error: a value that can hold one encodes it as `nil`
/// (`null`) itself, as ``SpringMotionReport`` does.
struct LineJSONEncoder {
  /// The JSON text of `value`, without a trailing newline.
  ///
  /// - Throws: `EncodingError.invalidValue` for a non-finite number.
  func encode<Value: Encodable>(_ value: Value) throws -> String {
    let root = JSONNode()
    try root.encode(value, path: [])
    var text = ""
    root.write(to: &text)
    return text
  }

  /// `string` as a JSON string literal; `scriptSafe` also escapes `<`, U+2028 and U+2029, so the
  /// literal may stand inside an HTML `<script>` element.
  static func quote(_ string: String, into text: inout String, scriptSafe: Bool = false) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20 || (scriptSafe && (scalar == "<" || scalar.value == 0x2028 || scalar.value == 0x2029)):
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}

/// A JSON value under construction: a container is filled in place as the value encodes into it.
private final class JSONNode {
  enum Content {
    case null, bool(Bool), number(Double), string(String), array, object
  }

  var content = Content.null
  /// The elements of an array.
  var items: [JSONNode] = []
  /// The members of an object, in the order they were encoded.
  var members: [(key: String, value: JSONNode)] = []

  /// Makes this node the JSON of `value`.
  func encode<T: Encodable>(_ value: T, path: [any CodingKey]) throws {
    switch value {
    case let number as Double:
      guard number.isFinite else {
        throw EncodingError.invalidValue(number, .init(codingPath: path, debugDescription: "\(number) is not a JSON number"))
      }
      content = .number(number)
    case let number as Int: content = .number(Double(number))
    case let string as String: content = .string(string)
    case let flag as Bool: content = .bool(flag)
    default: try value.encode(to: TreeEncoder(node: self, codingPath: path))
    }
  }

  func append(_ child: JSONNode) {
    content = .array
    items.append(child)
  }

  func append(_ child: JSONNode, key: String) {
    content = .object
    members.append((key, child))
  }

  func write(to text: inout String) {
    switch content {
    case .null: text += "null"
    case let .bool(value): text += value ? "true" : "false"
    case let .number(value): text += "\(value)"
    case let .string(value): LineJSONEncoder.quote(value, into: &text)
    case .array:
      text += "["
      for (i, item) in items.enumerated() {
        if i > 0 { text += ", " }
        item.write(to: &text)
      }
      text += "]"
    case .object:
      text += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { text += ", " }
        LineJSONEncoder.quote(member.key, into: &text)
        text += ": "
        member.value.write(to: &text)
      }
      text += "}"
    }
  }
}

/// The key of an array element in a coding path.
private struct IndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { intValue.map(String.init) ?? "super" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
  static let superKey = IndexKey(intValue: 0)
}

private struct TreeEncoder: Encoder {
  let node: JSONNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = node.content {} else { node.content = .object }
    return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = node.content {} else { node.content = .array }
    return Unkeyed(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONNode
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { node.append(JSONNode(), key: key.stringValue) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let child = JSONNode()
    try child.encode(value, path: codingPath + [key])
    node.append(child, key: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    TreeEncoder(node: superNode(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeEncoder(node: superNode(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONNode()
    node.append(child, key: "super")
    return TreeEncoder(node: child, codingPath: codingPath + [IndexKey.superKey])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(node: superNode(key), codingPath: codingPath + [key])
  }

  private func superNode(_ key: Key) -> JSONNode {
    let child = JSONNode()
    node.append(child, key: key.stringValue)
    return child
  }
}

private struct Unkeyed: UnkeyedEncodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]
  var count: Int { node.items.count }

  mutating func encodeNil() throws { node.append(JSONNode()) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let child = JSONNode()
    try child.encode(value, path: codingPath + [IndexKey(intValue: count)])
    node.append(child)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    superEncoder().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { superEncoder().unkeyedContainer() }

  mutating func superEncoder() -> any Encoder {
    let child = JSONNode()
    let path = codingPath + [IndexKey(intValue: count)]
    node.append(child)
    return TreeEncoder(node: child, codingPath: path)
  }
}

private struct Single: SingleValueEncodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.content = .null }
  mutating func encode<T: Encodable>(_ value: T) throws { try node.encode(value, path: codingPath) }
}
