import MotionCurvesCore

extension ReplicatorColorModel: Codable {
  /// The JSON keys: Core Animation's property names without the `instance` prefix on offsets.
  enum CodingKeys: String, CodingKey {
    case instanceColor, redOffset, greenOffset, blueOffset, alphaOffset
  }

  /// Reads `{"instanceColor": [0.17, 0.59, 0.6, 1], "redOffset": 0.0233}`: every key optional,
  /// with Core Animation's defaults (opaque white, offsets 0); `instanceColor` is four numbers
  /// (r, g, b, a).
  ///
  /// - Throws: `DecodingError` for a malformed value; ``ColorCompositingError`` for a value the
  ///   initializer rejects.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var color = SIMD4<Double>(1, 1, 1, 1)
    if let channels = try container.decodeIfPresent([Double].self, forKey: .instanceColor) {
      guard channels.count == 4 else {
        throw DecodingError.dataCorruptedError(
          forKey: .instanceColor, in: container,
          debugDescription: "instanceColor needs four numbers (r, g, b, a), not \(channels.count)")
      }
      color = SIMD4(channels[0], channels[1], channels[2], channels[3])
    }
    func offset(_ key: CodingKeys) throws -> Double { try container.decodeIfPresent(Double.self, forKey: key) ?? 0 }
    try self.init(
      instanceColor: color,
      offset: SIMD4(offset(.redOffset), offset(.greenOffset), offset(.blueOffset), offset(.alphaOffset)))
  }

  /// Writes `instanceColor` as four numbers and every offset, defaults included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode([instanceColor.x, instanceColor.y, instanceColor.z, instanceColor.w], forKey: .instanceColor)
    try container.encode(offset.x, forKey: .redOffset)
    try container.encode(offset.y, forKey: .greenOffset)
    try container.encode(offset.z, forKey: .blueOffset)
    try container.encode(offset.w, forKey: .alphaOffset)
  }
}
