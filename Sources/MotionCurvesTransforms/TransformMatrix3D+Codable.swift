import MotionCurvesCore

// A transform saves as the 16 numbers of CSS `matrix3d()`: m11, m12, …, m44.

extension TransformMatrix3D: Codable {
  /// Reads an array of 16 numbers, m11 … m44.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let values = try container.decode([Double].self)
    do {
      try self.init(matrix3d: values)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the 16 numbers m11 … m44.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(matrix3d)
  }
}
