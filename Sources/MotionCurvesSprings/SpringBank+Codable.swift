import MotionCurvesCore

extension SpringBank: Codable {
  enum CodingKeys: String, CodingKey {
    case springs, members
  }

  /// One member as saved: the index of its spring in `springs`, and its state.
  struct Member: Codable {
    var spring: Int
    var value: Double
    var velocity: Double
    var target: Double
  }

  /// Reads a saved bank: `{"springs": [spring, …], "members": [{"spring": 0, "value": …,
  /// "velocity": …, "target": …}, …]}`, where each member's `spring` indexes `springs`.
  ///
  /// The cached transitions are not saved: the first step computes them again.
  ///
  /// - Throws: ``SpringError`` for a spring out of range or a non-finite state, or a
  ///   `DecodingError` for a member whose `spring` is not an index into `springs`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let springs = try container.decode([DampedSpring].self, forKey: .springs)
    let members = try container.decode([Member].self, forKey: .members)
    self.init(minimumCapacity: members.count)
    for member in members {
      guard springs.indices.contains(member.spring) else {
        throw DecodingError.dataCorruptedError(
          forKey: .members, in: container,
          debugDescription: "member spring = \(member.spring) is not an index into the \(springs.count) springs")
      }
      try append(spring: springs[member.spring], from: member.value, to: member.target,
                 initialVelocity: member.velocity)
    }
  }

  /// Writes the distinct springs and every member's spring index and state.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(springs, forKey: .springs)
    let members = positions.indices.map {
      Member(spring: springIndex[$0], value: positions[$0], velocity: velocities[$0], target: targets[$0])
    }
    try container.encode(members, forKey: .members)
  }
}
