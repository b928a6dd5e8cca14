extension LottieJSON {
  /// The value as compact JSON text, members in the order given. Numbers are written rounded to
  /// 1e-6 (shortest round-trip text of the rounded value; integers without a fraction).
  var jsonText: String {
    var out = ""
    write(into: &out)
    return out
  }

  private func write(into out: inout String) {
    switch self {
    case .null: out += "null"
    case let .bool(value): out += value ? "true" : "false"
    case let .number(value): out += Self.numberText(value)
    case let .string(value): Self.writeString(value, into: &out)
    case let .array(items):
      out += "["
      for (k, item) in items.enumerated() {
        if k > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case let .object(members):
      out += "{"
      for (k, member) in members.enumerated() {
        if k > 0 { out += "," }
        Self.writeString(member.key, into: &out)
        out += ":"
        member.value.write(into: &out)
      }
      out += "}"
    }
  }

  /// `value` rounded to 1e-6, as JSON number text (the exporter never passes a non-finite value).
  static func numberText(_ value: Double) -> String {
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }

  private static func writeString(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// An object from key–value pairs, in order.
  static func object(_ pairs: KeyValuePairs<String, LottieJSON>) -> LottieJSON {
    .object(pairs.map { LottieJSONMember(key: $0.key, value: $0.value) })
  }

  /// An array of numbers.
  static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map { .number($0) }) }
}
