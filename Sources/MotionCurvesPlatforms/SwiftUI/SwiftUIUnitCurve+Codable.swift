import MotionCurvesTiming

extension SwiftUIUnitCurve: Codable {
  /// The curves written by name, with their names.
  static let names: [(name: String, curve: SwiftUIUnitCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
    ("circularEaseInOut", .circularEaseInOut),
    ("inverseCircularEaseInOut", SwiftUIUnitCurve.circularEaseInOut.inverse),
  ]

  /// Reads a name (`"easeInOut"`, `"circularEaseIn"`, `"inverseCircularEaseInOut"` …) or a bézier's
  /// `[x1, y1, x2, y2]`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an unknown name, a list that is not four numbers,
  ///   or control points ``bezier(startControlPoint:endControlPoint:)`` refuses.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      guard let curve = Self.names.first(where: { $0.name == name })?.curve else {
        throw DecodingError.dataCorrupted(.init(
          codingPath: decoder.codingPath, debugDescription: "unknown SwiftUI unit curve \"\(name)\""))
      }
      self = curve
      return
    }
    let points = try container.decode([Double].self)
    guard points.count == 4 else {
      throw DecodingError.dataCorrupted(.init(
        codingPath: decoder.codingPath, debugDescription: "a bézier unit curve is [x1, y1, x2, y2]: \(points.count) numbers given"))
    }
    do {
      self = try .bezier(startControlPoint: (points[0], points[1]), endControlPoint: (points[2], points[3]))
    } catch {
      throw DecodingError.dataCorrupted(.init(
        codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
    }
  }

  /// Writes the curve's name, or `[x1, y1, x2, y2]` for a bézier that has none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let name = Self.names.first(where: { $0.curve == self })?.name {
      try container.encode(name)
    } else if case let .bezier(x1, y1, x2, y2) = kind {
      try container.encode([x1, y1, x2, y2])
    }
  }
}
