import MotionCurvesCore

extension DampedSpring: Codable {
  /// The JSON keys of every parameterization.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case mass, stiffness, damping, response, dampingRatio, duration, bounce, tension, friction
  }

  /// Reads a spring written with any one framework's parameters, as a person would write it:
  ///
  /// | JSON | spring |
  /// | --- | --- |
  /// | `{"stiffness": 100, "damping": 10}` (`"mass"` optional, default 1) | ``init(mass:stiffness:damping:)`` |
  /// | `{"response": 0.5, "dampingRatio": 0.7}` (`"mass"` optional) | ``init(response:dampingRatio:mass:)`` |
  /// | `{"duration": 0.5, "bounce": 0.3}` (`"bounce"` optional, default 0) | ``init(duration:bounce:)`` |
  /// | `{"tension": 40, "friction": 7}` | ``init(tension:friction:)`` |
  /// | `{"stiffness": 1500, "dampingRatio": 0.5}` | ``init(stiffness:dampingRatio:)`` (Android) |
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the keys match no parameterization or more than
  ///   one; ``SpringError`` when a value is out of range, exactly as the initializer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let given = Set(CodingKeys.allCases.filter { container.contains($0) })
    func value(_ key: CodingKeys) throws -> Double { try container.decode(Double.self, forKey: key) }
    func optional(_ key: CodingKeys) throws -> Double? { try container.decodeIfPresent(Double.self, forKey: key) }
    switch given {
    case [.stiffness, .damping], [.mass, .stiffness, .damping]:
      self = try DampedSpring(mass: optional(.mass) ?? 1, stiffness: value(.stiffness), damping: value(.damping))
    case [.response, .dampingRatio], [.response, .dampingRatio, .mass]:
      self = try DampedSpring(response: value(.response), dampingRatio: value(.dampingRatio), mass: optional(.mass) ?? 1)
    case [.duration], [.duration, .bounce]:
      self = try DampedSpring(duration: value(.duration), bounce: optional(.bounce) ?? 0)
    case [.tension, .friction]:
      self = try DampedSpring(tension: value(.tension), friction: value(.friction))
    case [.stiffness, .dampingRatio]:
      self = try DampedSpring(stiffness: value(.stiffness), dampingRatio: value(.dampingRatio))
    default:
      let keys = given.map(\.rawValue).sorted().joined(separator: ", ")
      throw DecodingError.dataCorrupted(.init(
        codingPath: decoder.codingPath,
        debugDescription: "a spring needs one of stiffness/damping (with mass), response/dampingRatio (with mass), "
          + "duration/bounce, tension/friction or stiffness/dampingRatio, not {\(keys)}"))
    }
  }

  /// Writes the parameters the spring was created with (``parameters``); mass only where the
  /// parameterization has one and, for the response form, only when it is not 1.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch parameters {
    case let .physical(mass, stiffness, damping):
      try container.encode(mass, forKey: .mass)
      try container.encode(stiffness, forKey: .stiffness)
      try container.encode(damping, forKey: .damping)
    case let .response(response, dampingRatio, mass):
      try container.encode(response, forKey: .response)
      try container.encode(dampingRatio, forKey: .dampingRatio)
      if mass != 1 { try container.encode(mass, forKey: .mass) }
    case let .durationAndBounce(duration, bounce):
      try container.encode(duration, forKey: .duration)
      try container.encode(bounce, forKey: .bounce)
    case let .tensionAndFriction(tension, friction):
      try container.encode(tension, forKey: .tension)
      try container.encode(friction, forKey: .friction)
    case let .android(stiffness, dampingRatio):
      try container.encode(stiffness, forKey: .stiffness)
      try container.encode(dampingRatio, forKey: .dampingRatio)
    }
  }
}
