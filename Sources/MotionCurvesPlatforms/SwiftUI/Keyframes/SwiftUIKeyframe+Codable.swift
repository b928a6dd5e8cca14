extension SwiftUIKeyframe: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, to, duration, timingCurve, startVelocity, endVelocity, spring
  }

  /// Reads `{"kind": "linear" | "cubic" | "spring" | "move", "to": …, …}` (see ``SwiftUIKeyframe``).
  ///
  /// - Throws: `DecodingError` for an unknown kind or a missing `to` (or `duration` of a linear or
  ///   cubic keyframe). The numbers are checked when a track is made.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    let to = try container.decode(Double.self, forKey: .to)
    switch kind {
    case "linear":
      self = .linear(
        to, duration: try container.decode(Double.self, forKey: .duration),
        timingCurve: try container.decodeIfPresent(SwiftUIUnitCurve.self, forKey: .timingCurve) ?? .linear)
    case "cubic":
      self = .cubic(
        to, duration: try container.decode(Double.self, forKey: .duration),
        startVelocity: try container.decodeIfPresent(Double.self, forKey: .startVelocity),
        endVelocity: try container.decodeIfPresent(Double.self, forKey: .endVelocity))
    case "spring":
      self = .spring(
        to, duration: try container.decodeIfPresent(Double.self, forKey: .duration),
        spring: try container.decodeIfPresent(SwiftUISpring.self, forKey: .spring) ?? .smooth,
        startVelocity: try container.decodeIfPresent(Double.self, forKey: .startVelocity))
    case "move":
      self = .move(to)
    default:
      throw DecodingError.dataCorrupted(.init(
        codingPath: decoder.codingPath + [CodingKeys.kind],
        debugDescription: "unknown keyframe kind \"\(kind)\" (linear, cubic, spring or move)"))
    }
  }

  /// Writes the keyframe's kind and its parameters, leaving out nil velocities and durations.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(to, forKey: .to)
    switch self {
    case let .linear(_, duration, curve):
      try container.encode(duration, forKey: .duration)
      try container.encode(curve, forKey: .timingCurve)
    case let .cubic(_, duration, start, end):
      try container.encode(duration, forKey: .duration)
      try container.encodeIfPresent(start, forKey: .startVelocity)
      try container.encodeIfPresent(end, forKey: .endVelocity)
    case let .spring(_, duration, spring, start):
      try container.encodeIfPresent(duration, forKey: .duration)
      try container.encode(spring, forKey: .spring)
      try container.encodeIfPresent(start, forKey: .startVelocity)
    case .move:
      break
    }
  }
}

extension SwiftUIKeyframeTrack: Codable {
  private enum CodingKeys: String, CodingKey { case name, keyframes }

  /// Reads `{"name": "scale", "keyframes": [ … ]}` (`name` optional).
  ///
  /// - Throws: `DecodingError.dataCorrupted` wrapping the ``SwiftUIKeyframeError`` when the
  ///   keyframes are refused.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
    let keyframes = try container.decode([SwiftUIKeyframe].self, forKey: .keyframes)
    do {
      try self.init(name, keyframes: keyframes)
    } catch {
      throw DecodingError.dataCorrupted(.init(
        codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
    }
  }

  /// Writes the name and the keyframes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(keyframes, forKey: .keyframes)
  }
}

extension SwiftUIKeyframeTimeline: Codable {
  private enum CodingKeys: String, CodingKey { case initialValues, tracks, tangents }

  /// Reads `{"initialValues": {…}, "tracks": [ … ], "tangents": "catmullRom"}` (`tangents`
  /// optional).
  ///
  /// - Throws: `DecodingError.dataCorrupted` wrapping the ``SwiftUIKeyframeError`` when the
  ///   timeline is refused.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let initialValues = try container.decode([String: Double].self, forKey: .initialValues)
    let tracks = try container.decode([SwiftUIKeyframeTrack].self, forKey: .tracks)
    let tangents = try container.decodeIfPresent(SwiftUIKeyframeTangentRule.self, forKey: .tangents) ?? .catmullRom
    do {
      try self.init(initialValues: initialValues, tracks: tracks, tangents: tangents)
    } catch {
      throw DecodingError.dataCorrupted(.init(
        codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
    }
  }

  /// Writes the initial values, the tracks and the tangent rule.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(initialValues, forKey: .initialValues)
    try container.encode(tracks, forKey: .tracks)
    try container.encode(tangents, forKey: .tangents)
  }
}
