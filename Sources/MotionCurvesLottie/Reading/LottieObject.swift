/// A JSON object being read at its path: typed field access, each failure a ``LottieError`` at
/// the field's path.
struct LottieObject {
  let members: [LottieJSONMember]
  let path: String

  init(_ json: LottieJSON, at path: String, what: String) throws(LottieError) {
    guard case let .object(members) = json else {
      throw LottieError(.wrongType, path: path, "\(what) must be an object, not \(json.kindName)")
    }
    self.members = members
    self.path = path
  }

  /// `path.key`.
  func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The value of `key` (the last, if repeated, as JSON.parse keeps); nil when absent or null.
  subscript(_ key: String) -> LottieJSON? {
    guard let member = members.last(where: { $0.key == key }) else { return nil }
    if case .null = member.value { return nil }
    return member.value
  }

  func wrongType(_ key: String, _ expected: String) -> LottieError {
    LottieError(.wrongType, path: child(key), "must be \(expected), not \(self[key]?.kindName ?? "missing")")
  }

  func number(_ key: String) throws(LottieError) -> Double? {
    guard let value = self[key] else { return nil }
    switch value {
    case let .number(number): return number
    // Some exporters write int-booleans as JSON booleans and the other way round.
    case let .bool(flag): return flag ? 1 : 0
    default: throw wrongType(key, "a number")
    }
  }

  func requiredNumber(_ key: String) throws(LottieError) -> Double {
    guard let value = try number(key) else { throw LottieError(.wrongType, path: child(key), "is missing (a number)") }
    return value
  }

  func integer(_ key: String) throws(LottieError) -> Int? {
    guard let value = try number(key) else { return nil }
    guard value == value.rounded(), abs(value) < 1e15 else {
      throw LottieError(.wrongValue, path: child(key), "\(value) must be an integer")
    }
    return Int(value)
  }

  /// An int-boolean (`0`/`1`) or a JSON boolean.
  func flag(_ key: String) throws(LottieError) -> Bool? {
    guard let value = try number(key) else { return nil }
    return value != 0
  }

  func string(_ key: String) throws(LottieError) -> String? {
    guard let value = self[key] else { return nil }
    switch value {
    case let .string(text): return text
    // `v`, `id`, `refId` and `nm` are numbers in some exporters' files.
    case let .number(number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    default: throw wrongType(key, "a string")
    }
  }

  func array(_ key: String) throws(LottieError) -> [LottieJSON]? {
    guard let value = self[key] else { return nil }
    guard case let .array(elements) = value else { throw wrongType(key, "an array") }
    return elements
  }

  func object(_ key: String, what: String) throws(LottieError) -> LottieObject? {
    guard let value = self[key] else { return nil }
    return try LottieObject(value, at: child(key), what: what)
  }

  /// A number or an array of numbers, as an array.
  static func numbers(_ json: LottieJSON, at path: String) throws(LottieError) -> [Double] {
    switch json {
    case let .number(number): return [number]
    case let .array(elements):
      var values: [Double] = []
      values.reserveCapacity(elements.count)
      for (k, element) in elements.enumerated() {
        guard case let .number(number) = element else {
          throw LottieError(.wrongType, path: "\(path)[\(k)]", "must be a number, not \(element.kindName)")
        }
        values.append(number)
      }
      return values
    default:
      throw LottieError(.wrongType, path: path, "must be a number or an array of numbers, not \(json.kindName)")
    }
  }
}
