/// A JSON value as the Lottie reader sees it: parsed once, then read into the model with every
/// problem reported at its JSON path.
package indirect enum LottieJSON: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([LottieJSON])
  case object([LottieJSONMember])

  /// What the value is, for messages: `a number`, `an object` …
  package var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One member of a JSON object, in file order.
package struct LottieJSONMember: Sendable {
  package var key: String
  package var value: LottieJSON
}
