import MotionCurvesCore

/// The clock a layer runs on (``SceneLayer/clock``), where it does not simply inherit its
/// superlayer's.
public enum SceneClock: Sendable, Hashable {
  /// The scene's own clock, through the layer's own timing only: a sublayer that keeps running
  /// while its superlayer is scrubbed, as a view outside the scrubbed hierarchy would.
  case scene
  /// The ``SceneInput`` of this name: the layer's local time is the input's value, as a layer
  /// with speed 0 and `timeOffset` set to the value has it (how a progress-driven animation is
  /// scrubbed).
  case input(String)
}

extension SceneClock: Codable {
  /// Reads a string: `scene` for ``scene``, any other for the input of that name.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    self = name == "scene" ? .scene : .input(name)
  }

  /// Writes `scene`, or the input's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .scene: try container.encode("scene")
    case let .input(name): try container.encode(name)
    }
  }
}
